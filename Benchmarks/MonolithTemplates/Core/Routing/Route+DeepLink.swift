// Read only when some feature's route takes an identifier.
func deepLinkID(components: [String]) {
    // template: deep-link-id
    let id = components.dropFirst().first
}

// Each feature's case.
func route(head: String, id: String?) -> Route? {
    switch head {
        // template: deep-link-case
        case "__feature_path__": self = .__feature__

        // template: deep-link-case-with-id
        case "__feature_path__": if let id = id { self = .__feature__(id: id) } else { return nil }
    }
}

// template: Core/Routing/Route+DeepLink.swift
extension Route {
    /// Parses the path of a deep link such as `orders` or `order-details/42`.
    init?(path: String) {
        let components = path.split(separator: "/").map(String.init)
        guard let head = components.first else { return nil }
        // __id__
        switch head {
        // __cases__
        default: return nil
        }
    }

    // __fillers__
}
