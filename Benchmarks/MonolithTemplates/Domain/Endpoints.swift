// The endpoints of one model.
enum ModelEndpoints {
    // template: model-endpoints
    static func __models__(page: Int) -> Endpoint<[__Model__]> {
        Endpoint(path: "/v1/__models_path__", method: .get, query: ["page": String(page)])
    }

    static func __model__(id: String) -> Endpoint<__Model__> {
        Endpoint(path: "/v1/__models_path__/\(id)", method: .get)
    }

    static func save__Model__(_ __model__: __Model__) -> Endpoint<__Model__> {
        Endpoint(path: "/v1/__models_path__/\(__model__.id)", method: .put, body: try? JSONEncoder().encode(__model__))
    }
}

// template: endpoints
/// Backend endpoints of the __domain_words__ domain.
enum __Domain__Endpoints {
    // __endpoints__

    // __fillers__
}
