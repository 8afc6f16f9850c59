import Foundation
import Testing

@testable import Analyzer

/// Regressions found by indexing a real app (Pocket Casts iOS).
@Suite struct ObjCFrontEndRealAppTests {
    @Test func categoryOnAClassNoHeaderDeclaresKeepsItsClass() throws {
        let project = try ObjCTestProject([
            "Util/NSNull+Length.h": """
            #import <Foundation/Foundation.h>
            @interface NSNull (Length)
            - (NSUInteger)length;
            @property (nonatomic, readonly) NSInteger count;
            @end
            @interface NSString (Trim)
            - (NSString *)trimmed;
            @end
            """,
            "Util/NSNull+Length.m": """
            #import "NSNull+Length.h"
            @implementation NSNull (Length)
            - (NSUInteger)length { return 0; }
            - (BOOL)isEmpty { return [self length] == 0; }
            @end
            """,
        ])

        let header = project.facts("Util/NSNull+Length.h")
        let implementation = project.facts("Util/NSNull+Length.m")

        #expect(
            header.declarations.map { "\($0.id) \($0.kind) \($0.name) \($0.typeName ?? "-") \($0.parentID ?? "-")" }
                == [
                    "c:NSNull(Length) objcCategory NSNull(Length) NSNull -",
                    "c:NSNull(Length).length objcMethod length NSUInteger c:NSNull(Length)",
                    "c:NSNull(Length).count objcProperty count NSInteger c:NSNull(Length)",
                    "c:NSString(Trim) objcCategory NSString(Trim) NSString -",
                    "c:NSString(Trim).trimmed objcMethod trimmed NSString * c:NSString(Trim)",
                ])
        #expect(header.declaration("c:NSNull(Length)")?.objcName == "NSNull(Length)")
        // `length` is the header's; only what the header does not declare is the implementation's.
        #expect(
            implementation.declarations.map { "\($0.id) \($0.parentID ?? "-")" } == [
                "c:NSNull(Length).isEmpty c:NSNull(Length)"
            ])
        #expect(implementation.references.allSatisfy { $0.scope == ["NSNull"] })
    }

    @Test func definitionsOfDeclaredFunctionsMethodsAndVariablesAreNotDeclaredAgain() throws {
        let project = try ObjCTestProject([
            "Core/Bits.h": """
            #import <Foundation/Foundation.h>
            extern NSString *const BitsKey;
            int btoi(BOOL b);
            @interface Bits : NSObject
            @property (nonatomic, readonly) NSString *name;
            - (void)flip;
            @end
            """,
            "Core/Bits.m": """
            #import "Bits.h"
            static int clamp(int x);
            int btoi(BOOL b);
            int btoi(BOOL b) { return b ? clamp(1) : 0; }
            static int clamp(int x) { return x; }
            NSString *const BitsKey = @"bits";
            extern int bitsCount;
            int bitsCount = 0;
            @interface Bits ()
            @property (nonatomic, readwrite) NSString *name;
            - (void)flip;
            - (void)reset;
            - (void)reset;
            @end
            @implementation Bits
            - (void)flip { [self reset]; bitsCount = btoi(YES) + clamp(2); self.name = BitsKey; }
            - (void)reset {}
            @end
            """,
        ])

        let header = project.facts("Core/Bits.h")
        let implementation = project.facts("Core/Bits.m")

        #expect(header.declarations.map(\.id) == ["c:BitsKey", "c:btoi", "c:Bits", "c:Bits.name", "c:Bits.flip"])
        // Each once, where first declared; what the header declares not at all.
        #expect(
            implementation.declarations.map { "\($0.id) \($0.kind) @\($0.location.line)" } == [
                "c:clamp function @2",
                "c:bitsCount variable @7",
                "c:Bits() objcCategory @9",
                "c:Bits().reset objcMethod @12",
            ])
        #expect(
            implementation.referenceSummary == [
                "call clamp @4:31 lexical",
                "extensionOf Bits @9:12 lexical in 2",
                "typeUse Bits @15:17 lexical",
                "call reset @16:22 instance(\"Bits\")",
                "memberAccess bitsCount @16:30 lexical",
                "call btoi @16:42 lexical",
                "call clamp @16:54 lexical",
                "memberAccess name @16:69 instance(\"Bits\")",
                "memberAccess BitsKey @16:76 lexical",
            ])
    }

    @Test func typesFromFrameworksTheStubSDKLacksAreTakenAsWritten() throws {
        let project = try ObjCTestProject([
            "Player/Clip.h": """
            #import <Foundation/Foundation.h>
            @interface Clip : NSObject
            @property (nonatomic) CMTime duration;
            @property (nonatomic, strong) IBOutlet AVPlayer *player;
            @property (nonatomic, copy) void (^onSeek)(CMTime time);
            @property (nonatomic, readonly) NSArray<NSString *> *titles;
            @property (nonatomic) NSInteger count;
            - (CMTime)start;
            - (NSString *)title;
            @end
            extern const CMTime ClipZero;
            CMTime ClipMake(int value);
            typedef CMTime ClipTime;
            """
        ])

        let facts = project.facts("Player/Clip.h")

        #expect(
            facts.declarations.map { "\($0.id) \($0.typeName ?? "-")" } == [
                "c:Clip -",
                "c:Clip.duration CMTime",
                "c:Clip.player AVPlayer *",
                "c:Clip.onSeek void (^)(CMTime time)",
                "c:Clip.titles NSArray<NSString *> *",
                "c:Clip.count NSInteger",
                "c:Clip.start CMTime",
                "c:Clip.title NSString *",
                "c:ClipZero const CMTime",
                "c:ClipMake CMTime",
                "c:ClipTime CMTime",
            ])
    }
}
