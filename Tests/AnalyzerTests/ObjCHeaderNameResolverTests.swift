import Testing

@testable import Analyzer

@Suite struct ObjCHeaderNameResolverTests {
    let resolver = HeaderNameResolver(headerPaths: [
        "App/Bridging.h", "Legacy/LegacyCrypto.h", "Legacy/Util.h", "Shared/Util.h", "Shared/Sub/Deep.h",
    ])

    @Test func besideTheIncluderFirst() {
        #expect(resolver.resolve("Util.h", from: "Shared/Main.m") == "Shared/Util.h")
        #expect(resolver.resolve("Util.h", from: "Legacy/Other.h") == "Legacy/Util.h")
        #expect(resolver.resolve("Sub/Deep.h", from: "Shared/Util.h") == "Shared/Sub/Deep.h")
        #expect(resolver.resolve("../Legacy/Util.h", from: "Shared/Util.h") == "Legacy/Util.h")
    }

    @Test func frameworkStyleAndOtherFoldersByFileName() {
        #expect(resolver.resolve("WalletApp/LegacyCrypto.h", from: "App/Bridging.h") == "Legacy/LegacyCrypto.h")
        #expect(resolver.resolve("LegacyCrypto.h", from: "App/Bridging.h") == "Legacy/LegacyCrypto.h")
        // Several headers share the name and none is beside the includer: the first by path.
        #expect(resolver.resolve("Util.h", from: "App/Bridging.h") == "Legacy/Util.h")
    }

    @Test func sdkAndMissingHeadersAreNone() {
        #expect(resolver.resolve("Foundation/Foundation.h", from: "App/Bridging.h") == nil)
        #expect(resolver.resolve("Foundation", from: "App/Bridging.h") == nil)
        #expect(resolver.resolve("Missing.h", from: "App/Bridging.h") == nil)
    }
}
