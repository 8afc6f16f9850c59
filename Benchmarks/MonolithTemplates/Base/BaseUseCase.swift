// template: Base/BaseUseCase.swift
/// Base class of the use cases: one operation from `Input` to `Output`.
class BaseUseCase<Input, Output> {
    let name: String
    private(set) var executionCount = 0

    init(name: String) {
        self.name = name
    }

    /// Runs the use case; subclasses override and call `completion` exactly once.
    func execute(_ input: Input, completion: @escaping (Result<Output, AppError>) -> Void) {
        executionCount += 1
        completion(.failure(.notImplemented(name)))
    }

    /// Whether `input` can be executed at all.
    func validate(_ input: Input) -> Bool {
        true
    }

    // __fillers__
}
