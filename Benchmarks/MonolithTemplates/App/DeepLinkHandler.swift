// template: App/DeepLinkHandler.swift
/// Routes `scheme://path` links.
struct DeepLinkHandler {
    let router: Routing

    func handle(urlString: String) -> Bool {
        guard let range = urlString.range(of: "://") else { return false }
        let path = String(urlString[range.upperBound...])
        guard let route = Route(path: path) else { return false }
        router.navigate(to: route)
        return true
    }

    // __fillers__
}
