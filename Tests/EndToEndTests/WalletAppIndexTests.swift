import Foundation
import Testing

@testable import Analyzer

/// The iOS-style sample, indexed end to end: the parts a split trips over.
@Suite("WalletApp sample index")
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
        #expect(expected.subtracting(references).isEmpty, "missing: \(expected.subtracting(references).sorted())")
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
        #expect(expected.subtracting(lookups).isEmpty, "missing: \(expected.subtracting(lookups).sorted())")
    }

    @Test func classNamesInStringsAndArchivesAreRecorded() throws {
        let strings = try Self.sample.get().classNameStrings
        let expected: Set<String> = [
            "SessionStore.swift:90 nsClassFromString WalletApp.SessionStore",
            "SessionStore.swift:98 nsStringFromClass SessionStore",
        ]
        #expect(expected.subtracting(strings).isEmpty, "missing: \(expected.subtracting(strings).sorted())")
        #expect(strings.contains { $0.hasPrefix("SessionStore.swift:64 keyedArchiver") })
        #expect(strings.contains { $0.hasPrefix("SessionStore.swift:77 keyedUnarchiver") })
    }
}
