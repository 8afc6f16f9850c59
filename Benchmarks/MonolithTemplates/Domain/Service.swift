// The service protocol's requirements for one model, and their implementations.
protocol ModelService {
    // template: service-requirements
    func fetch__Models__(page: Int, completion: @escaping (Result<[__Model__], AppError>) -> Void)
    func fetch__Model__(id: String, completion: @escaping (Result<__Model__, AppError>) -> Void)
    func save__Model__(_ __model__: __Model__, completion: @escaping (Result<__Model__, AppError>) -> Void)
}

extension ModelService {
    // template: service-implementations
    func fetch__Models__(page: Int, completion: @escaping (Result<[__Model__], AppError>) -> Void) {
        logger.debug("Fetching __models_words__ page \(page)")
        client.send(__Domain__Endpoints.__models__(page: page), completion: completion)
    }

    func fetch__Model__(id: String, completion: @escaping (Result<__Model__, AppError>) -> Void) {
        client.send(__Domain__Endpoints.__model__(id: id), completion: completion)
    }

    func save__Model__(_ __model__: __Model__, completion: @escaping (Result<__Model__, AppError>) -> Void) {
        do {
            try __model__.validate()
        } catch let error as AppError {
            completion(.failure(error))
            return
        } catch {
            completion(.failure(.unknown))
            return
        }
        client.send(__Domain__Endpoints.save__Model__(__model__), completion: completion)
    }
}

// template: service
/// Backend operations on __domains_words__.
protocol __Domain__Servicing {
    // __requirements__
}

/// `__Domain__Servicing` over the shared API client.
final class Live__Domain__Service: __Domain__Servicing {
    private let client: APIClient
    private let logger: Logging

    init(client: APIClient, logger: Logging) {
        self.client = client
        self.logger = logger
    }

    // __implementations__

    // __fillers__
}

extension Dependencies {
    /// The __domain_words__ service wired to the shared API client.
    var __domain__Service: __Domain__Servicing {
        Live__Domain__Service(client: apiClient, logger: logger)
    }
}
