// One model's stored items (each a memberwise initializer call with random values) and its methods.
final class ModelStore {
    // template: mock-store
    var __models__: [__Model__] = [
        // __items__
    ]

    // template: mock-methods
    func fetch__Models__(page: Int, completion: @escaping (Result<[__Model__], AppError>) -> Void) {
        guard !shouldFail else {
            completion(.failure(.network(code: 500)))
            return
        }
        let start = Swift.max(page, 0) * pageSize
        completion(.success(Array(__models__.dropFirst(start).prefix(pageSize))))
    }

    func fetch__Model__(id: String, completion: @escaping (Result<__Model__, AppError>) -> Void) {
        if let match = __models__.first(where: { $0.id == id }) {
            completion(.success(match))
        } else {
            completion(.failure(.notFound))
        }
    }

    func save__Model__(_ __model__: __Model__, completion: @escaping (Result<__Model__, AppError>) -> Void) {
        if let index = __models__.firstIndex(where: { $0.id == __model__.id }) {
            __models__[index] = __model__
        } else {
            __models__.append(__model__)
        }
        completion(.success(__model__))
    }
}

let items = [
    // template: mock-store-item
    __item__,
]

// template: mock-service
#if DEBUG

/// In-memory `__Domain__Servicing` for previews and UI tests.
final class Mock__Domain__Service: __Domain__Servicing {
    var shouldFail = false
    let pageSize = 20

    // __stores__

    // __methods__

    // __fillers__
}

#endif
