import Foundation

/// Composition root: builds the shared services, every feature module, and
/// wires them to the coordinator.
final class AppEnvironment {
    struct Configuration {
        var baseURL: URL = MockHTTPClient.defaultBaseURL
        var tracker: AnalyticsTracker = ConsoleTracker.shared
        var keyValueStore: KeyValueStore = KeyValueStore()
        var theme: Theme = .current
        var seedsDemoProgress: Bool = true
        var isOffline: Bool = false
        var now: () -> Date = Date.init
    }

    let configuration: Configuration
    let transport: InMemoryTransport
    let httpClient: MockHTTPClient
    let server: CatalogServer
    let progressStore: InMemoryStore<ReadingProgress>
    let shelves: ShelfRepository
    let coordinator: AppCoordinator
    let settings: SettingsModule

    init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let tracker = configuration.tracker

        transport = InMemoryTransport()
        transport.isOffline = configuration.isOffline
        httpClient = MockHTTPClient(baseURL: configuration.baseURL, transport: transport)
        server = CatalogServer(catalog: (try? LibraryDatasource.bundledCatalog()) ?? .empty)
        server.install(on: transport)

        progressStore = InMemoryStore<ReadingProgress>()
        shelves = ShelfRepository()
        coordinator = AppCoordinator(tracker: tracker)

        let settings = SettingsModule(store: configuration.keyValueStore, router: coordinator, tracker: tracker)
        self.settings = settings

        coordinator.register(LibraryModule(client: httpClient,
                                           shelves: shelves,
                                           progress: progressStore,
                                           showsProgress: { settings.preferences.showProgressInLibrary },
                                           router: coordinator,
                                           tracker: tracker))
        coordinator.register(SearchModule(client: httpClient, router: coordinator, tracker: tracker))
        coordinator.register(ReaderModule(client: httpClient,
                                          progressStore: progressStore,
                                          keyValueStore: configuration.keyValueStore,
                                          layout: { ReaderLayout(preferences: settings.preferences, theme: configuration.theme) },
                                          router: coordinator,
                                          tracker: tracker,
                                          now: configuration.now))
        coordinator.register(settings)

        if configuration.seedsDemoProgress {
            seedDemoProgress()
        }
    }

    /// A half-read book so a fresh install shows "Currently Reading".
    private func seedDemoProgress() {
        let demo = ReadingProgress(bookID: "the-time-machine",
                                   currentPage: 2,
                                   totalPages: 3,
                                   lastReadAt: configuration.now())
        progressStore.save(demo)
        if let book = server.catalog.book(withID: demo.bookID), let shelf = shelves.shelf(ofKind: .reading) {
            shelves.add(book, to: shelf.id)
        }
    }

    #if DEBUG
    /// Debug-only wiring dump, printed by `--debug`.
    var debugSummary: String {
        var lines = ["features: " + coordinator.registeredFeatures.map(\.rawValue).joined(separator: ", ")]
        lines.append("catalog: \(server.catalog.books.count) books, \(server.catalog.authors.count) authors, "
            + "\(server.catalog.totalPages) pages")
        lines.append("shelves: " + shelves.shelves.map { "\($0.name)(\($0.count))" }.joined(separator: ", "))
        lines.append("requests: \(httpClient.requestCount)")
        lines.append("theme: \(configuration.theme.name) (current: \(Theme.current.name))")
        return lines.joined(separator: "\n")
    }
    #endif
}
