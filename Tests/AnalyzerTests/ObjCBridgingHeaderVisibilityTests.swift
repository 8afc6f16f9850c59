import Foundation
import Testing

@testable import Analyzer

@Suite struct ObjCBridgingHeaderVisibilityTests {
    static let files = [
        "App/WalletApp-Bridging-Header.h": """
        #import <Foundation/Foundation.h>
        #import "Wallet.h"
        #import <WalletApp/Formatter.h>
        """,
        "Wallet/Wallet.h": """
        #import "LegacyCrypto.h"
        @interface Wallet : LegacyCrypto
        @end
        """,
        "Legacy/LegacyCrypto.h": """
        #import <Foundation/Foundation.h>
        #include "Hex.h"
        @interface LegacyCrypto : NSObject
        - (NSString *)hashString:(NSString *)string;
        @end
        """,
        "Legacy/Hex.h": """
        #import "LegacyCrypto.h"
        @interface Hexer : NSObject
        @end
        """,
        "Legacy/LegacyCrypto.m": """
        #import "LegacyCrypto.h"
        @interface LegacyCrypto ()
        - (void)scramble;
        @end
        """,
        "Format/Formatter.h": """
        #import <Foundation/Foundation.h>
        @interface Formatter : NSObject
        @end
        """,
        "Internal/Secret.h": """
        #import "Wallet.h"
        @interface Secret : Wallet
        @end
        """,
    ]

    func visibility(bridgingHeader: String?) throws -> [String: Bool?] {
        let project = try ObjCTestProject(Self.files)
        let swiftFile = SourceFile(path: "App/View.swift", language: .swift, contentHash: "0", lines: 1, bytes: 1)
        var facts =
            project.allFacts() + [
                FileFacts(
                    file: swiftFile,
                    declarations: [
                        Declaration(
                            id: "s:View", name: "View", kind: .struct,
                            location: SourceLocation(file: "App/View.swift", line: 1, column: 1))
                    ])
            ]

        BridgingHeaderVisibility.apply(bridgingHeader: bridgingHeader, to: &facts)

        var byID: [String: Bool?] = [:]
        for declaration in facts.flatMap(\.declarations) { byID[declaration.id] = declaration.isVisibleToSwift }
        return byID
    }

    @Test func headersTheBridgingHeaderReachesAreVisibleTransitively() throws {
        let visible = try visibility(bridgingHeader: "App/WalletApp-Bridging-Header.h")

        #expect(visible["c:Wallet"] == true)
        #expect(visible["c:LegacyCrypto"] == true)
        #expect(visible["c:LegacyCrypto.hashString:"] == true)
        #expect(visible["c:Hexer"] == true, "through #include in an imported header")
        #expect(visible["c:Formatter"] == true, "through <WalletApp/Formatter.h>, by file name")
    }

    @Test func otherHeadersAndImplementationsStayInvisible() throws {
        let visible = try visibility(bridgingHeader: "App/WalletApp-Bridging-Header.h")

        #expect(visible["c:Secret"] == false, "Secret.h imports a visible header but is imported by none")
        #expect(visible["c:LegacyCrypto()"] == false)
        #expect(visible["c:LegacyCrypto().scramble"] == false)
        #expect(visible["s:View"] == .some(nil), "Swift declarations are left alone")
    }

    @Test func withoutBridgingHeaderNothingIsVisible() throws {
        let visible = try visibility(bridgingHeader: nil)

        #expect(visible["c:Wallet"] == false)
        #expect(visible["c:Formatter"] == false)
        #expect(visible["s:View"] == .some(nil))
    }
}
