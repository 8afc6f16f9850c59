import Foundation

/// What the user asked for on the command line.
///
///     bookshelf search jane austen
///     bookshelf reader frankenstein 2 -- next next
///     bookshelf open bookshelf://book/dracula -- want
enum LaunchCommand: Equatable {
    case show(Route, actions: [String])
    case help
    case version
    case debug
    case invalid(String)

    init(arguments: [String]) {
        let split = arguments.firstIndex(of: "--")
        let words = Array(arguments[..<(split ?? arguments.endIndex)])
        let actions = split.map { Array(arguments[arguments.index(after: $0)...]) } ?? []

        guard let command = words.first?.lowercased() else {
            self = .show(.library, actions: actions)
            return
        }
        let rest = Array(words.dropFirst())
        switch command {
        case "help", "--help", "-h":
            self = .help
        case "version", "--version":
            self = .version
        case "--debug":
            self = .debug
        case "library":
            self = .show(.library, actions: actions)
        case "shelf":
            guard let id = rest.first else { self = .invalid("shelf needs an id"); return }
            self = .show(.shelf(id: id), actions: actions)
        case "book":
            guard let id = rest.first else { self = .invalid("book needs an id"); return }
            self = .show(.bookDetail(Book.ID(rawValue: id)), actions: actions)
        case "search":
            self = .show(.search(query: rest.joined(separator: " ").nonEmpty), actions: actions)
        case "reader", "read":
            guard let id = rest.first else { self = .invalid("reader needs a book id"); return }
            let page = rest[safe: 1].flatMap(Int.init) ?? 1
            self = .show(.reader(bookID: Book.ID(rawValue: id), page: page), actions: actions)
        case "settings":
            self = .show(.settings, actions: actions)
        case "open":
            guard let url = rest.first.flatMap(URL.init(string:)), let route = Route(url: url) else {
                self = .invalid("not a bookshelf:// link")
                return
            }
            self = .show(route, actions: actions)
        default:
            self = .invalid("unknown command '\(command)'")
        }
    }
}
