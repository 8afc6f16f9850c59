import Testing

@testable import Analyzer

@Suite struct ObjCSwiftNameTests {
    @Test(arguments: [
        ("hashString:", true, "hashString", ["_"]),
        ("encrypt:withKey:", true, "encrypt", ["_", "withKey"]),
        ("tableView::", true, "tableView", ["_", "_"]),
        ("reset", true, "reset", []),
        ("init", true, "init", []),
        ("initWithKey:salt:", true, "init", ["key", "salt"]),
        ("initWithURL:", true, "init", ["url"]),
        ("initWithURLString:", true, "init", ["urlString"]),
        ("initForReading:", true, "init", ["forReading"]),
        ("init:", true, "init", ["_"]),
        ("initialize", false, "initialize", []),
        ("initWithKey:", false, "initWithKey", ["_"]),
        ("cryptoWithKey:", false, "cryptoWithKey", ["_"]),
    ])
    func selectorsMapPlainly(selector: String, isInstanceMethod: Bool, baseName: String, labels: [String]) {
        let name = ObjCSwiftName(selector: selector, isInstanceMethod: isInstanceMethod)

        #expect(name == ObjCSwiftName(baseName: baseName, argumentLabels: labels))
    }

    @Test(arguments: [
        ("hash(of:)", "hash", ["of"] as [String]?),
        ("encrypt(_:using:)", "encrypt", ["_", "using"]),
        ("init(key:)", "init", ["key"]),
        ("reset()", "reset", []),
        ("Crypto", "Crypto", nil),
        ("Wallet.Crypto", "Crypto", nil),
        ("Crypto.make(with:)", "make", ["with"]),
    ])
    func swiftNameAttributesParse(written: String, baseName: String, labels: [String]?) {
        #expect(ObjCSwiftName(swiftName: written) == ObjCSwiftName(baseName: baseName, argumentLabels: labels))
    }

    @Test func accessorSwiftNamesAreNotUnderstood() {
        #expect(ObjCSwiftName(swiftName: "getter:Crypto.shared()") == nil)
        #expect(ObjCSwiftName(swiftName: "") == nil)
    }
}
