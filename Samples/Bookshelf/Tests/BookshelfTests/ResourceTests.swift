import XCTest
@testable import Bookshelf

/// Resources must be found at run time in the bundle of the code that owns
/// them. A resource moved to the wrong module, or a lookup through
/// `Bundle.main`, makes these fail.
final class ResourceTests: XCTestCase {
    func testSearchSuggestionsAreDecodedFromBundle() {
        let useCase = SearchUseCase(datasource: SearchDatasource(client: MockHTTPClient()), tracker: RecordingTracker())
        let suggestions = useCase.suggestions()
        XCTAssertEqual(suggestions.count, 8)
        XCTAssertEqual(suggestions.first, SearchSuggestion(text: "Pride and Prejudice", kind: .title))
        XCTAssertEqual(suggestions.filter { $0.kind == .tag }.count, 4)
    }

    func testThemeIsLoadedFromBundledJSON() throws {
        let theme = try Theme.load()
        XCTAssertEqual(theme.name, "Paper")
        XCTAssertEqual(theme.lineWidth, 44)
        XCTAssertEqual(theme.typography.fontName, "Georgia")
        XCTAssertEqual(theme.typography.pointSize(for: .headline), 24)
        XCTAssertEqual(theme.color(.accent)?.hexString, "#D97706")
        XCTAssertEqual(theme.color(.background)?.isDark, false)
        XCTAssertEqual(Theme.current, theme)
        XCTAssertEqual(theme.nightMode(true).color(.background), theme.color(.text))
        XCTAssertThrowsError(try Theme.load(resource: "missing-theme")) { error in
            XCTAssertEqual(error as? ThemeError, .missingResource("missing-theme.json"))
        }
    }

    func testPlaceholderPNGIsBundled() throws {
        let data = try ImageAsset.placeholder.data()
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertTrue(ImageAsset.isPNG(data))
        XCTAssertLessThan(data.count, 200)
        XCTAssertEqual(ImageAsset.placeholder.pixelSize()?.width, 2)
        XCTAssertEqual(ImageAsset.placeholder.pixelSize()?.height, 2)
    }

    func testLocalizedStringsResolveToEnglish() {
        XCTAssertEqual(L10n.string(.searchTitle), "Search")
        XCTAssertEqual(L10n.string(.libraryTitle), "My Library")
        XCTAssertEqual(L10n.lookup("reader.no_preview"), "No preview available for this book.")
        XCTAssertEqual(L10n.format(.readerPage, 2, 9), "Page 2 of 9")
        XCTAssertEqual(L10n.format(.searchResultsCount, 3, "dune"), "3 results for \"dune\"")
        XCTAssertEqual(L10n.lookup("not.a.key", fallback: "fallback"), "fallback")
        XCTAssertEqual(L10n.missingKeys, [], "every key must exist in Localizable.strings")
    }

    func testLibraryCatalogIsBundled() throws {
        let catalog = try LibraryDatasource.bundledCatalog()
        XCTAssertEqual(catalog.books.count, 12)
        XCTAssertEqual(catalog.authors.count, 8)
        XCTAssertEqual(catalog.author(for: catalog.book(withID: "jane-eyre")!)?.name, "Charlotte Brontë")
        XCTAssertEqual(catalog.books(by: "lewis-carroll").map(\.title),
                       ["Alice's Adventures in Wonderland", "Through the Looking-Glass"])
        XCTAssertTrue(catalog.allTags.contains("science-fiction"))
    }

    func testSettingsDefaultsComeFromBundleNotFactory() {
        let useCase = SettingsUseCase(storage: SettingsStorage(store: KeyValueStore()), tracker: RecordingTracker())
        let defaults = useCase.bundledDefaults()
        XCTAssertNotEqual(defaults, .factoryDefaults)
        XCTAssertEqual(defaults.dailyGoalPages, 25)
        XCTAssertEqual(defaults.appearance, .sepia)
    }

    func testCopiedReaderSamplesAreBundled() {
        let useCase = ReaderUseCase(datasource: ReaderDatasource(client: MockHTTPClient()),
                                    progressStore: InMemoryStore())
        let samples = useCase.execute(DataRequest(resource: "reader.samples"), as: SampleChapters.self)
        XCTAssertEqual(samples.value?.keys.sorted(),
                       ["a-christmas-carol", "frankenstein", "pride-and-prejudice", "the-time-machine"])
        XCTAssertEqual(samples.value?["pride-and-prejudice"]?.count, 4)
    }

    func testResourcesAreNotInTheMainBundle() {
        // The whole point of Bundle.module: nothing here may rely on Bundle.main.
        // (Tests never touch `Bundle.module` themselves: after a split every
        // module has its own, and the owning code must do the lookup.)
        XCTAssertNil(Bundle.main.url(forResource: "search_suggestions", withExtension: "json"))
        XCTAssertNil(Bundle.main.url(forResource: "theme", withExtension: "json"))
        XCTAssertNotNil(ImageAsset.placeholder.url)
    }
}
