// What a screen loads: a page of items, or one item.

// template: use-case-collection
/// Parameters of Load__Screen__UseCase.
struct __Screen__Request: Equatable {
    let page: Int
    let query: String?
}

/// Loads what the __screen_words__ screen shows.
final class Load__Screen__UseCase: BaseUseCase<__Screen__Request, [__Model__]> {
    private let service: __Domain__Servicing

    init(service: __Domain__Servicing) {
        self.service = service
        super.init(name: "Load__Screen__UseCase")
    }

    override func validate(_ input: __Screen__Request) -> Bool {
        input.page >= 0
    }

    override func execute(_ input: __Screen__Request, completion: @escaping (Result<[__Model__], AppError>) -> Void) {
        guard validate(input) else {
            completion(.failure(.validation(field: "page", reason: "is not acceptable")))
            return
        }
        service.fetch__Models__(page: input.page) { result in
            switch result {
            case .success(let items):
                let filtered = items.filter { item in
                    guard let query = input.query, !query.isEmpty else { return true }
                    return item.matches(query)
                }
                completion(.success(filtered))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }

    // __fillers__
}

// template: use-case-detail
/// Parameters of Load__Screen__UseCase.
struct __Screen__Request: Equatable {
    let id: String
    let forceRefresh: Bool
}

/// Loads what the __screen_words__ screen shows.
final class Load__Screen__UseCase: BaseUseCase<__Screen__Request, __Model__> {
    private let service: __Domain__Servicing

    init(service: __Domain__Servicing) {
        self.service = service
        super.init(name: "Load__Screen__UseCase")
    }

    override func validate(_ input: __Screen__Request) -> Bool {
        !input.id.isEmpty
    }

    override func execute(_ input: __Screen__Request, completion: @escaping (Result<__Model__, AppError>) -> Void) {
        guard validate(input) else {
            completion(.failure(.validation(field: "id", reason: "is not acceptable")))
            return
        }
        service.fetch__Model__(id: input.id) { result in
            switch result {
            case .success(let item) where !item.isValid:
                completion(.failure(.validation(field: "id", reason: "invalid")))
            default:
                completion(result)
            }
        }
    }

    // __fillers__
}
