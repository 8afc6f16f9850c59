import Foundation
import Testing

@testable import Analyzer

@Suite struct ObjCFrontEndTests {
    static let cryptoHeader = """
        #import <Foundation/Foundation.h>
        @class Ledger;

        NS_ASSUME_NONNULL_BEGIN
        @protocol Hashing <NSObject>
        - (NSString *)hashString:(NSString *)string;
        @optional
        - (void)reset;
        @end

        NS_SWIFT_NAME(Crypto)
        @interface LegacyCrypto : NSObject <Hashing, NSCopying>
        @property (nonatomic, copy, nullable) NSString *name;
        @property (class, readonly) LegacyCrypto *shared;
        - (instancetype)initWithKey:(NSString *)key salt:(NSData *)salt;
        + (NSString *)hashString:(NSString *)string;
        - (NSData *)encrypt:(NSData *)data withKey:(NSString *)key;
        - (NSData *)decrypt:(NSData *)data withKey:(NSString *)key NS_SWIFT_NAME(decrypt(_:using:));
        - (void)wipe;
        @end

        @interface LegacyCrypto (Hex)
        - (NSString *)hexString;
        @end
        NS_ASSUME_NONNULL_END
        """

    @Test func headerDeclarationsWithSwiftNamesAndLabels() throws {
        let project = try ObjCTestProject(["Legacy/LegacyCrypto.h": Self.cryptoHeader])

        let facts = project.facts("Legacy/LegacyCrypto.h")

        let at = { (line: Int, column: Int) in SourceLocation(file: "Legacy/LegacyCrypto.h", line: line, column: column)
        }
        #expect(
            facts.declarations == [
                Declaration(
                    id: "c:Hashing", name: "Hashing", kind: .objcProtocol, location: at(5, 11),
                    effectiveAccess: .public,
                    inheritance: ["NSObject"], objcName: "Hashing"),
                Declaration(
                    id: "c:Hashing.hashString:", name: "hashString", kind: .objcMethod, location: at(6, 15),
                    parentID: "c:Hashing", effectiveAccess: .public, typeName: "NSString *", argumentLabels: ["_"],
                    argumentHasDefault: [false], objcName: "hashString:"),
                Declaration(
                    id: "c:Hashing.reset", name: "reset", kind: .objcMethod, location: at(8, 9), parentID: "c:Hashing",
                    effectiveAccess: .public, attributes: ["optional"], typeName: "void", argumentLabels: [],
                    argumentHasDefault: [], objcName: "reset"),
                Declaration(
                    id: "c:LegacyCrypto", name: "Crypto", kind: .objcInterface, location: at(12, 12),
                    effectiveAccess: .public,
                    inheritance: ["NSObject", "Hashing", "NSCopying"], objcName: "LegacyCrypto"),
                Declaration(
                    id: "c:LegacyCrypto.name", name: "name", kind: .objcProperty, location: at(13, 49),
                    parentID: "c:LegacyCrypto", effectiveAccess: .public, typeName: "NSString *", objcName: "name"),
                Declaration(
                    id: "c:LegacyCrypto.shared", name: "shared", kind: .objcProperty, location: at(14, 43),
                    parentID: "c:LegacyCrypto", effectiveAccess: .public, modifiers: ["static"],
                    typeName: "LegacyCrypto *",
                    objcName: "shared"),
                Declaration(
                    id: "c:LegacyCrypto.initWithKey:salt:", name: "init", kind: .objcMethod, location: at(15, 17),
                    parentID: "c:LegacyCrypto", effectiveAccess: .public, typeName: "instancetype",
                    argumentLabels: ["key", "salt"], argumentHasDefault: [false, false], objcName: "initWithKey:salt:"),
                Declaration(
                    id: "c:LegacyCrypto.hashString:", name: "hashString", kind: .objcMethod, location: at(16, 15),
                    parentID: "c:LegacyCrypto", effectiveAccess: .public, modifiers: ["static"], typeName: "NSString *",
                    argumentLabels: ["_"], argumentHasDefault: [false], objcName: "hashString:"),
                Declaration(
                    id: "c:LegacyCrypto.encrypt:withKey:", name: "encrypt", kind: .objcMethod, location: at(17, 13),
                    parentID: "c:LegacyCrypto", effectiveAccess: .public, typeName: "NSData *",
                    argumentLabels: ["_", "withKey"], argumentHasDefault: [false, false], objcName: "encrypt:withKey:"),
                Declaration(
                    id: "c:LegacyCrypto.decrypt:withKey:", name: "decrypt", kind: .objcMethod, location: at(18, 13),
                    parentID: "c:LegacyCrypto", effectiveAccess: .public, typeName: "NSData *",
                    argumentLabels: ["_", "using"], argumentHasDefault: [false, false], objcName: "decrypt:withKey:"),
                Declaration(
                    id: "c:LegacyCrypto.wipe", name: "wipe", kind: .objcMethod, location: at(19, 9),
                    parentID: "c:LegacyCrypto", effectiveAccess: .public, typeName: "void", argumentLabels: [],
                    argumentHasDefault: [], objcName: "wipe"),
                Declaration(
                    id: "c:LegacyCrypto(Hex)", name: "LegacyCrypto(Hex)", kind: .objcCategory, location: at(22, 12),
                    effectiveAccess: .public, typeName: "LegacyCrypto", objcName: "LegacyCrypto(Hex)"),
                Declaration(
                    id: "c:LegacyCrypto(Hex).hexString", name: "hexString", kind: .objcMethod, location: at(23, 15),
                    parentID: "c:LegacyCrypto(Hex)", effectiveAccess: .public, typeName: "NSString *",
                    argumentLabels: [],
                    argumentHasDefault: [], objcName: "hexString"),
            ])
        #expect(facts.imports.map(\.module) == ["Foundation/Foundation.h"])
        #expect(facts.diagnostics == [])
    }

    static let cryptoImplementation = """
        #import "LegacyCrypto.h"

        @interface LegacyCrypto ()
        @property (nonatomic) NSInteger rounds;
        - (void)scramble;
        @end

        @implementation LegacyCrypto
        - (instancetype)initWithKey:(NSString *)key salt:(NSData *)salt {
            self = [super init];
            [self scramble];
            return self;
        }
        + (NSString *)hashString:(NSString *)string {
            LegacyCrypto *crypto = [[LegacyCrypto alloc] initWithKey:string salt:nil];
            [crypto wipe];
            NSString *name = crypto.name;
            id anything = crypto;
            [anything hexString];
            return [self hashString:name];
        }
        - (void)scramble { self.rounds = 3; }
        - (void)helper { [LegacyCrypto hashString:@"x"]; }
        - (NSString *)description { return [NSString stringWithFormat:@"%@", self.name]; }
        - (void)reset {}
        @end
        """

    @Test func implementationRecordsMessageSendsWithReceivers() throws {
        let project = try ObjCTestProject([
            "Legacy/LegacyCrypto.h": Self.cryptoHeader, "Legacy/LegacyCrypto.m": Self.cryptoImplementation,
        ])

        let facts = project.facts("Legacy/LegacyCrypto.m")

        #expect(
            facts.referenceSummary == [
                "extensionOf LegacyCrypto @3:12 lexical in 0",
                "typeUse LegacyCrypto @8:17 lexical",
                "call scramble @11:11 instance(\"LegacyCrypto\")",
                "typeUse LegacyCrypto @15:5 lexical",
                "call initWithKey:salt: @15:50 instance(\"LegacyCrypto\")",
                "typeUse LegacyCrypto @15:30 lexical",
                "call wipe @16:13 instance(\"LegacyCrypto\")",
                "memberAccess name @17:29 instance(\"LegacyCrypto\")",
                "call hexString @19:15 unknown",
                "call hashString: @20:18 type([\"LegacyCrypto\"])",
                "memberAccess rounds @22:25 instance(\"LegacyCrypto\") in 2",
                "call hashString: @23:32 type([\"LegacyCrypto\"]) in 3",
                "typeUse LegacyCrypto @23:19 lexical in 3",
                "memberAccess name @24:75 instance(\"LegacyCrypto\")",
                "override reset @25:9 type([\"Hashing\"])",
            ])
        #expect(facts.references.filter { $0.location.line > 8 }.allSatisfy { $0.scope == ["LegacyCrypto"] })
        #expect(facts.diagnostics == [])
    }

    @Test func implementationDeclaresOnlyWhatTheHeaderDoesNot() throws {
        let project = try ObjCTestProject([
            "Legacy/LegacyCrypto.h": Self.cryptoHeader, "Legacy/LegacyCrypto.m": Self.cryptoImplementation,
        ])

        let facts = project.facts("Legacy/LegacyCrypto.m")

        #expect(
            facts.declarations.map { "\($0.id) \($0.kind) \($0.name) \($0.parentID ?? "-") \($0.effectiveAccess)" } == [
                "c:LegacyCrypto() objcCategory LegacyCrypto() - fileprivate",
                "c:LegacyCrypto().rounds objcProperty rounds c:LegacyCrypto() fileprivate",
                "c:LegacyCrypto().scramble objcMethod scramble c:LegacyCrypto() fileprivate",
                "c:LegacyCrypto.helper objcMethod helper c:LegacyCrypto fileprivate",
            ])
        #expect(facts.declarations.allSatisfy { $0.writtenAccess == nil })
        #expect(facts.imports.map(\.module) == ["LegacyCrypto.h"])
    }

    @Test func headerTypeUsesInheritanceAndConformances() throws {
        let project = try ObjCTestProject([
            "Legacy/LegacyCrypto.h": Self.cryptoHeader,
            "Wallet/Wallet.h": """
            #import "LegacyCrypto.h"
            @class Ledger;
            @protocol WalletObserver;
            @interface Wallet : LegacyCrypto <Hashing> {
                Ledger *_ledger;
            }
            @property (nonatomic, strong) LegacyCrypto *crypto;
            @property (nonatomic, weak) id<WalletObserver> observer;
            - (void)pay:(LegacyCrypto *)crypto amount:(NSInteger)amount;
            @end
            @interface LegacyCrypto (Wallet) <WalletObserver>
            @end
            """,
        ])

        let facts = project.facts("Wallet/Wallet.h")

        #expect(
            facts.referenceSummary == [
                "inheritance LegacyCrypto @4:21 lexical in 0",
                "conformance Hashing @4:35 lexical in 0",
                "typeUse Ledger @5:5 lexical in 0",
                "typeUse LegacyCrypto @7:31 lexical in 1",
                "typeUse WalletObserver @8:32 lexical in 2",
                "typeUse LegacyCrypto @9:14 lexical in 3",
                "extensionOf LegacyCrypto @11:12 lexical in 4",
                "conformance WalletObserver @11:35 lexical in 4",
            ])
        #expect(facts.declaration("c:Wallet")?.inheritance == ["LegacyCrypto", "Hashing"])
        #expect(facts.declaration("c:Wallet.pay:amount:")?.argumentLabels == ["_", "amount"])
        #expect(facts.declaration("c:LegacyCrypto(Wallet)")?.inheritance == ["WalletObserver"])
    }

    @Test func subclassOverridesSuperCallsAndDotSyntax() throws {
        let project = try ObjCTestProject([
            "Legacy/LegacyCrypto.h": Self.cryptoHeader,
            "App/Sub.m": """
            #import "LegacyCrypto.h"
            @interface Sub : LegacyCrypto
            @end
            @implementation Sub
            - (void)wipe { [super wipe]; LegacyCrypto *shared = LegacyCrypto.shared; Protocol *p = @protocol(Hashing); }
            + (NSString *)hashString:(NSString *)string { return [super hashString:string]; }
            @end
            @implementation NSString (Extra)
            - (NSString *)extra { return [self shout]; }
            - (NSString *)shout { return [self uppercaseString]; }
            @end
            """,
        ])

        let facts = project.facts("App/Sub.m")

        #expect(facts.declarations.map(\.id) == ["c:Sub", "c:NSString(Extra).extra", "c:NSString(Extra).shout"])
        #expect(
            facts.referenceSummary == [
                "inheritance LegacyCrypto @2:18 lexical in 0",
                "typeUse Sub @4:17 lexical",
                "override wipe @5:9 type([\"LegacyCrypto\"]) in 0",
                "call wipe @5:23 instance(\"LegacyCrypto\") in 0",
                "typeUse LegacyCrypto @5:30 lexical in 0",
                "memberAccess shared @5:66 type([\"LegacyCrypto\"]) in 0",
                "typeUse Hashing @5:88 lexical in 0",
                "override hashString: @6:15 type([\"LegacyCrypto\"]) in 0",
                "call hashString: @6:61 type([\"LegacyCrypto\"]) in 0",
                "call shout @9:36 instance(\"NSString\") in 1",
            ])
    }

    @Test func protocolTypedReceivers() throws {
        let project = try ObjCTestProject([
            "Legacy/LegacyCrypto.h": Self.cryptoHeader,
            "App/Use.m": """
            #import "LegacyCrypto.h"
            void use(id<Hashing> one, id<Hashing, NSCopying> two) { [one hashString:@"a"]; [two hashString:@"b"]; }
            """,
        ])

        let facts = project.facts("App/Use.m")

        #expect(
            facts.referenceSummary == [
                "typeUse Hashing @2:13 lexical in 0",
                "typeUse Hashing @2:30 lexical in 0",
                "call hashString: @2:62 instance(\"Hashing\") in 0",
                "call hashString: @2:85 unknown in 0",
            ])
    }

    @Test func sdkNamesNeedNoImportAndAreNeverReferences() throws {
        let project = try ObjCTestProject([
            "App/Screen.h": """
            @interface Screen : UIViewController <UITableViewDataSource>
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
            - (void)showItems:(NSArray<NSString *> *)items at:(NSIndexPath *)path;
            @end
            """
        ])

        let facts = project.facts("App/Screen.h")

        #expect(facts.diagnostics == [])
        #expect(facts.references == [])
        #expect(facts.declaration("c:Screen")?.inheritance == ["UIViewController", "UITableViewDataSource"])
        #expect(facts.declaration("c:Screen.showItems:at:")?.argumentLabels == ["_", "at"])
        #expect(facts.declaration("c:Screen.titleLabel")?.typeName == "UILabel *")
    }

    @Test func frameworkStyleImportsFindMonolithHeadersByFileName() throws {
        let project = try ObjCTestProject([
            "Legacy/LegacyCrypto.h": Self.cryptoHeader,
            "Payments/PaymentService.m": """
            @import Foundation;
            #import <WalletApp/LegacyCrypto.h>
            #include "PaymentService.h"

            @implementation PaymentService
            - (NSString *)sign:(NSString *)text { return [LegacyCrypto hashString:text]; }
            @end
            """,
            "Payments/PaymentService.h": """
            #import <Foundation/Foundation.h>
            @interface PaymentService : NSObject
            - (NSString *)sign:(NSString *)text;
            @end
            """,
        ])

        let facts = project.facts("Payments/PaymentService.m")

        #expect(facts.imports.map(\.module) == ["Foundation", "WalletApp/LegacyCrypto.h", "PaymentService.h"])
        #expect(facts.imports.map(\.location.line) == [1, 2, 3])
        #expect(facts.referenceSummary.contains("call hashString: @6:60 type([\"LegacyCrypto\"])"))
        #expect(facts.diagnostics == [])
    }

    @Test func headerWithSyntaxErrorWarnsAndKeepsWhatParses() throws {
        let project = try ObjCTestProject([
            "Broken/Broken.h": """
            #import <Foundation/Foundation.h>
            @interface Good : NSObject
            - (void)fine;
            @end
            @interface Bad : NSObject
            - (void)broken:(NSString *)text
            - (void)lost;
            @property NSString *kept;
            @end
            @interface Later : NSObject
            - (void)after;
            @end
            """
        ])

        let facts = project.facts("Broken/Broken.h")

        #expect(
            facts.declarations.map(\.id) == [
                "c:Good", "c:Good.fine", "c:Bad", "c:Bad.broken:", "c:Bad.kept", "c:Later", "c:Later.after",
            ])
        #expect(
            facts.diagnostics == [
                Diagnostic(
                    severity: .warning, file: "Broken/Broken.h", line: 6,
                    message:
                        "an Objective-C syntax error (first: expected ';' after method prototype); indexed as far as it parses"
                )
            ])
    }

    @Test func unknownHeadersGiveOneWarning() throws {
        let project = try ObjCTestProject([
            "App/Screen.m": """
            #import <UIKit/UIKit.h>
            #import "Missing.h"
            #import <Vendor/Vendor.h>
            @interface Screen
            - (void)show;
            @end
            """
        ])

        let facts = project.facts("App/Screen.m")

        #expect(
            facts.diagnostics == [
                Diagnostic(
                    severity: .warning, file: "App/Screen.m", line: 2,
                    message:
                        "headers 'Missing.h', 'Vendor/Vendor.h' are neither the monolith's nor in Cleave's stub SDK; "
                        + "what they declare is unknown while indexing this file")
            ])
        #expect(facts.declarations.map(\.id) == ["c:Screen", "c:Screen.show"])
    }

    @Test func objectiveCPlusPlusImplementations() throws {
        let project = try ObjCTestProject([
            "Legacy/LegacyCrypto.h": Self.cryptoHeader,
            "Legacy/Bridge.mm": """
            #import "LegacyCrypto.h"
            namespace wallet { struct Key { int bits; }; }
            @implementation LegacyCrypto (Bridge)
            - (void)rotate { wallet::Key key{256}; (void)key; [self wipe]; }
            @end
            """,
        ])

        let facts = project.facts("Legacy/Bridge.mm")

        #expect(
            facts.declarations.map { "\($0.id) \($0.effectiveAccess)" } == ["c:LegacyCrypto(Bridge).rotate fileprivate"]
        )
        #expect(facts.referenceSummary.contains("call wipe @4:57 instance(\"LegacyCrypto\") in 0"))
        #expect(facts.diagnostics == [])
    }

    @Test func missingFileIsAWarningNotACrash() throws {
        let project = try ObjCTestProject([:])

        let facts = project.facts("Nowhere/Gone.m")

        #expect(facts.declarations.isEmpty)
        #expect(facts.diagnostics.count == 1)
        #expect(facts.diagnostics.first?.message.hasPrefix("could not be parsed as Objective-C") == true)
    }

    @Test func cDeclarationsAHeaderExposes() throws {
        let project = try ObjCTestProject([
            "Core/Modes.h": """
            #import <Foundation/Foundation.h>
            typedef NS_ENUM(NSInteger, LCMode) {
                LCModeFast,
                LCModeSafe,
            };
            typedef void (^LCCompletion)(LCMode mode);
            FOUNDATION_EXPORT NSString *const LCDefaultKey;
            NSString *LCDescribe(LCMode mode, BOOL verbose);
            """,
            "Core/Modes.m": """
            #import "Modes.h"
            NSString *const LCDefaultKey = @"default";
            static NSString *LCName(void) { return LCDefaultKey; }
            NSString *LCDescribe(LCMode mode, BOOL verbose) { return mode == LCModeFast ? LCName() : LCDefaultKey; }
            """,
        ])

        let header = project.facts("Core/Modes.h")
        let implementation = project.facts("Core/Modes.m")

        #expect(
            header.declarations.map { "\($0.id) \($0.kind) \($0.typeName ?? "-") \($0.argumentLabels ?? [])" } == [
                "c:LCMode enum NSInteger []",
                "c:LCMode.LCModeFast enumCase - []",
                "c:LCMode.LCModeSafe enumCase - []",
                "c:LCCompletion typealias void (^)(LCMode) []",
                "c:LCDefaultKey variable NSString *const []",
                "c:LCDescribe function NSString * [\"_\", \"_\"]",
            ])
        #expect(header.declarations.allSatisfy { $0.effectiveAccess == .public })
        #expect(header.referenceSummary == ["typeUse LCMode @6:30 lexical in 3", "typeUse LCMode @8:22 lexical in 5"])
        // The definitions of what the header declares are the header's declarations.
        #expect(
            implementation.declarations.map { "\($0.id) \($0.kind) \($0.effectiveAccess)" } == [
                "c:LCName function fileprivate"
            ])
        #expect(
            implementation.referenceSummary == [
                "memberAccess LCDefaultKey @3:40 lexical in 0",
                "typeUse LCMode @4:22 lexical",
                "memberAccess LCModeFast @4:66 lexical",
                "call LCName @4:79 lexical",
                "memberAccess LCDefaultKey @4:90 lexical",
            ])
    }

    @Test func parsesFromSeveralThreadsAtOnce() throws {
        let project = try ObjCTestProject([
            "Legacy/LegacyCrypto.h": Self.cryptoHeader, "Legacy/LegacyCrypto.m": Self.cryptoImplementation,
        ])
        let paths = Array(repeating: ["Legacy/LegacyCrypto.h", "Legacy/LegacyCrypto.m"], count: 4).flatMap { $0 }
        let sequential = paths.map(project.facts)
        let frontEnd = project.frontEnd
        let files = paths.map { path in sequential[paths.firstIndex(of: path)!].file }

        let results = ConcurrentResults(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            results.set(frontEnd.facts(for: files[position]), at: position)
        }

        #expect(results.values == sequential)
    }
}

/// Results written from several threads, one slot each.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FileFacts?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ facts: FileFacts, at position: Int) { lock.withLock { slots[position] = facts } }

    var values: [FileFacts] { lock.withLock { slots.compactMap { $0 } } }
}
