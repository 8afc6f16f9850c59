import Foundation

/// Entry point. Renders the requested screen (after replaying any actions)
/// and returns it as text.
enum BookshelfApp {
    static let version = "1.0.0"

    static let usage = """
    usage: bookshelf [library | shelf <id> | book <id> | search <words> | reader <id> [page] | settings | open <url>] [-- actions...]
    """

    static func run(arguments: [String], environment: AppEnvironment = AppEnvironment()) -> String {
        switch LaunchCommand(arguments: arguments) {
        case .help:
            return usage
        case .version:
            return "\(L10n.string(.appName)) \(version)"
        case .invalid(let message):
            return "error: \(message)\n\(usage)"
        case .debug:
            #if DEBUG
            return environment.debugSummary
            #else
            return usage
            #endif
        case .show(let route, let actions):
            return show(route, actions: actions, in: environment)
        }
    }

    private static func show(_ route: Route, actions: [String], in environment: AppEnvironment) -> String {
        let coordinator = environment.coordinator
        coordinator.start(at: route)
        var ignored: [String] = []
        for action in actions {
            guard let screen = coordinator.visibleScreen else { break }
            screen.loadViewIfNeeded()
            if !screen.handle(action) {
                ignored.append(action)
            }
        }
        guard let screen = coordinator.visibleScreen else {
            return "error: nothing to show for \(route.url.absoluteString)"
        }
        var output = screen.display()
        output += "\n\n" + environment.configuration.theme.separator
        output += "\n" + coordinator.stack.breadcrumb
        if !ignored.isEmpty {
            output += "\n(ignored: \(ignored.joined(separator: ", ")))"
        }
        return output
    }
}
