import Foundation

/// Base class for use cases. Holds the datasource it drives and receives its errors
/// back through `handle(error:)`; errors are then forwarded to the presentation layer.
class BaseUseCase {
    let datasource: BaseDatasource
    weak var errorRouter: ErrorRouting?
    private(set) var lastError: DomainError?

    init(datasource: BaseDatasource) {
        self.datasource = datasource
        datasource.useCase = self
    }

    func handle(error: Error) {
        let domainError = DomainError(underlying: error)
        lastError = domainError
        Logger.shared.error("\(String(describing: type(of: self))) failed: \(domainError)")
        DispatchQueue.main.async { [weak self] in
            self?.errorRouter?.route(domainError)
        }
    }

    func commit() {
        datasource.save()
    }
}
