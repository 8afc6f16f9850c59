import Foundation
import TestSupport
import Testing

@testable import Analyzer

/// The iOS-style sample, indexed end to end: the parts a split trips over.
@Suite("WalletApp sample index", .slow)
struct WalletAppIndexTests {
    static let sample = Result { try IndexedSample("WalletApp") }

    @Test func theBaseCycleIsVisibleFromBothSides() throws {
        let references = try Self.sample.get().references
        let expected: Set<String> = [
            "BaseDatasource.swift:9 typeUse exact s:BaseDatasource.useCase -> s:BaseUseCase",
            "BaseDatasource.swift:23 call exact s:BaseDatasource.fetch(_:) -> s:BaseUseCase.handle(error:)",
            "BaseUseCase.swift:6 typeUse exact s:BaseUseCase.datasource -> s:BaseDatasource",
            "BaseUseCase.swift:12 memberAccess exact s:BaseUseCase.init(datasource:) -> s:BaseDatasource.useCase",
            "BaseUseCase.swift:25 call exact s:BaseUseCase.commit() -> s:BaseDatasource.save()",
        ]
        expectAll(expected, in: references)
    }

    @Test func mainBundleLookUpsAreRecorded() throws {
        let lookups = try Self.sample.get().resourceLookups
        let expected: Set<String> = [
            "DashboardViewController.swift:17 nsLocalizedString dashboard.title main",
            "DashboardViewController.swift:18 uiImageNamed CardBackground main",
            "CouponViewModel.swift:10 uiImageNamed Coupon nil",
            "QRScannerView.swift:20 swiftUIImage Icons/pay main",
            "DashboardView.swift:33 swiftUIColor BrandPrimary main",
            "PaymentViewController.swift:42 stringLocalized payment.confirm main",
            "HistoryViewController.swift:13 nib HistoryCell nil",
            "AppRouter.swift:26 storyboard Dashboard nil",
            "TermsProvider.swift:20 bundleURL terms main",
            "PersistenceController.swift:11 bundlePath Model main",
        ]
        expectAll(expected, in: lookups)
    }

    @Test func classNamesInStringsAndArchivesAreRecorded() throws {
        let strings = try Self.sample.get().classNameStrings
        let expected: Set<String> = [
            "SessionStore.swift:90 nsClassFromString WalletApp.SessionStore",
            "SessionStore.swift:98 nsStringFromClass SessionStore",
        ]
        expectAll(expected, in: strings)
        #expect(strings.contains { $0.hasPrefix("SessionStore.swift:64 keyedArchiver") })
        #expect(strings.contains { $0.hasPrefix("SessionStore.swift:77 keyedUnarchiver") })
    }

    @Test func storyboardAndXibCustomClassesKeepTheirModuleAttributes() throws {
        let resources = try Self.sample.get().index.resources
        func classes(_ suffix: String) throws -> Set<String> {
            let resource = try #require(resources.first { $0.path.hasSuffix(suffix) })
            return Set(
                resource.customClasses.map {
                    "\($0.line) \($0.className) \($0.customModule ?? "-") \($0.customModuleProvider ?? "-")"
                })
        }
        #expect(
            try classes("Dashboard.storyboard").isSuperset(of: [
                "15 WalletNavigationController WalletApp target",
                "31 DashboardViewController - target",
                "32 BaseView - target",
                "59 BalanceBadgeView WalletApp -",
            ]))
        #expect(try classes("HistoryCell.xib").contains("13 HistoryCell - target"))
    }

    @Test func assetCatalogAndCoreDataModelNames() throws {
        let resources = try Self.sample.get().index.resources
        let assets = try #require(resources.first { $0.kind == .assetCatalog })
        #expect(assets.names == ["AppIcon", "BrandPrimary", "CardBackground", "Coupon", "Icons/pay"])
        let model = try #require(resources.first { $0.kind == .coreDataModel })
        #expect(model.representedClassNames == ["CDCard", "WalletApp.CDTransaction"])
    }

    @Test func swiftReachesObjectiveCThroughTheBridgingHeader() throws {
        let sample = try Self.sample.get()
        #expect(sample.declaration("c:LegacyCrypto")?.isVisibleToSwift == true)
        #expect(sample.declaration("c:LegacyCrypto.keyMaterial")?.isVisibleToSwift == false)
        let expected: Set<String> = [
            "PaymentSigner.swift:5 typeUse exact s:PaymentSigner.crypto -> c:LegacyCrypto",
            "PaymentSigner.swift:9 initializerCall exact s:PaymentSigner.init(keyIdentifier:) -> c:LegacyCrypto.initWithKeyIdentifier:",
            "PaymentSigner.swift:24 call exact s:PaymentSigner.isValid(signature:for:) -> c:LegacyCrypto.verifySignature:forPayload:",
            "PaymentSigner.swift:33 conformance exact e:PaymentSigner@Features/Payment/PaymentSigner.swift -> c:LegacyCryptoDelegate",
        ]
        expectAll(expected, in: sample.references)
    }

    /// Swift and Objective-C parsed on several threads, names resolved through hash tables: two
    /// cold runs still write the same bytes.
    @Test func twoColdRunsWriteTheSameIndex() throws {
        let copy = try ScratchCopy(of: "WalletApp")
        defer { copy.remove() }
        let runs = try (1...2).map { _ in
            try CleaveProcess.run(["index", copy.url.path, "--no-cache", "--json", "-", "--quiet"])
        }

        #expect(runs.map(\.status) == [0, 0], "\(runs.map(\.stderr))")
        #expect(!runs[0].stdout.isEmpty)
        #expect(runs[1].stdout == runs[0].stdout)
    }
}
