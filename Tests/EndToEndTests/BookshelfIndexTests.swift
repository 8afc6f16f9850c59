import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// The Linux-buildable sample, indexed end to end: what a later split must get right.
@Suite("Bookshelf sample index", .slow)
struct BookshelfIndexTests {
    static let sample = Result { try IndexedSample("Bookshelf") }

    @Test func theBaseCycleIsVisibleFromBothSides() throws {
        try expectReferences([
            "BaseDatasource.swift:10 typeUse exact s:BaseDatasource.owner -> s:BaseUseCase",
            "BaseDatasource.swift:27 call exact s:BaseDatasource.load(_:) -> s:BaseUseCase.validate(_:)",
            "BaseUseCase.swift:6 typeUse exact s:BaseUseCase.datasource -> s:BaseDatasource",
            "BaseUseCase.swift:13 memberAccess exact s:BaseUseCase.init(datasource:tracker:) -> s:BaseDatasource.owner",
            "BaseUseCase.swift:27 call exact s:BaseUseCase.execute(_:as:decoder:) -> s:BaseDatasource.load(_:)",
        ])
    }

    @Test func overridesAcrossFoldersPointAtTheBaseClasses() throws {
        try expectReferences([
            "SearchViewController.swift:20 override exact s:SearchViewController.title -> s:BaseViewController.title",
            "SearchViewController.swift:24 override exact s:SearchViewController.viewDidLoad() -> s:BaseViewController.viewDidLoad()",
            "SearchViewController.swift:29 override exact s:SearchViewController.render() -> s:BaseViewController.render()",
            "SearchPresenter.swift:28 override exact s:SearchPresenter.viewDidLoad() -> s:BasePresenter.viewDidLoad()",
            "SearchDatasource.swift:19 override exact s:SearchDatasource.perform(_:) -> s:BaseDatasource.perform(_:)",
            "SearchUseCase.swift:14 override exact s:SearchUseCase.validate(_:) -> s:BaseUseCase.validate(_:)",
        ])
    }

    @Test func memberwiseInitsUsedFromOtherFoldersTargetTheStructs() throws {
        try expectReferences([
            "LibraryUseCase.swift:94 initializerCall exact s:LibraryUseCase.addPersonalBook(title:authorName:pageCount:toShelf:) -> s:Author",
            "LibraryUseCase.swift:95 initializerCall exact s:LibraryUseCase.addPersonalBook(title:authorName:pageCount:toShelf:) -> s:Book",
            "ReaderSession.swift:40 initializerCall exact s:ReaderSession.progress -> s:ReadingProgress",
            "SearchPresenter.swift:43 initializerCall exact s:SearchPresenter.search(_:formats:sort:) -> s:SearchQuery",
        ])
        let book = try #require(try Self.sample.get().declaration("s:Book"))
        #expect(
            book.storedProperties?.map(\.name) == [
                "id", "title", "authorID", "format", "pageCount", "tags", "publishedYear", "rating", "summary",
            ])
        #expect(book.storedProperties?.first { $0.name == "tags" }?.defaultValue == "[]")
        #expect(book.storedProperties?.first { $0.name == "id" }?.isLet == true)
    }

    @Test func extensionsConformancesOperatorsAndWrappersAcrossFolders() throws {
        try expectReferences([
            "Book+Library.swift:3 extensionOf exact e:Book@Sources/Bookshelf/Features/Library/Book+Library.swift -> s:Book",
            "ShelfRepository.swift:5 conformance exact s:ShelfRepository -> s:Store",
            "LibraryPresenter.swift:29 operatorUse exact s:LibraryPresenter.reload() -> s:|>",
            "SettingsForm.swift:34 attribute exact s:SettingsForm.fontScale -> s:Clamped",
        ])
    }

    @Test func resourcesAreLookedUpInTheModuleBundle() throws {
        let lookups = try Self.sample.get().resourceLookups
        let expected: Set<String> = [
            "SearchDatasource.swift:24 bundleURL search_suggestions module",
            "LibraryDatasource.swift:21 bundleURL library_catalog module",
            "SettingsDatasource.swift:13 bundleURL settings_defaults module",
            "ReaderDatasource.swift:21 bundleURL sample_chapters module",
        ]
        expectAll(expected, in: lookups)
        let resources = try Self.sample.get().index.resources
        let strings = try #require(resources.first { $0.path.hasSuffix("en.lproj/Localizable.strings") })
        #expect(strings.localization == "en")
        #expect(!strings.names.isEmpty)
        #expect(resources.contains { $0.path.hasSuffix("search_suggestions.json") })
    }

    private func expectReferences(_ expected: Set<String>, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        expectAll(expected, in: try Self.sample.get().references, sourceLocation: sourceLocation)
    }
}
