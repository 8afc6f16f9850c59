// Each feature's case: with the identifier of what it opens when its first screen shows one item.
enum RouteCases {
    // template: route-case
    case __feature__

    // template: route-case-with-id
    case __feature__(id: String)
}

// template: Core/Routing/Route.swift
/// Every destination of the app. Features reach each other only through these cases.
enum Route: Equatable {
    // __cases__

    // __fillers__
}
