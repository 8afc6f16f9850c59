import Analyzer

/// Test doubles and test helpers kept among the code they serve: files that import XCTest, or
/// whose name says it holds a double (`MockTunnelController`, `AccountManagerMock`, `FakeClock`).
/// Teams put them in modules of their own (`SubscriptionTestingUtilities`), which the app does
/// not link.
enum TestSupportFiles {
    static let doubleWords: Set<Substring> = ["Mock", "Mocks", "Fake", "Fakes", "Stub", "Stubs"]

    /// The monolith's test support files, relative to its root.
    static func of(_ index: Index, tree: SourceTree) -> Set<String> {
        let importingXCTest = index.imports.filter { $0.module == "XCTest" }.map { tree.relative($0.location.file) }
        let doubles = index.files.map { tree.relative($0.path) }.filter(isNamedAsADouble)
        return Set(importingXCTest + doubles)
    }

    /// `MockURLProtocol.swift`, `SubscriptionManagerMockV2.swift`; not `Mockingbird.swift`.
    static func isNamedAsADouble(_ path: String) -> Bool {
        let name = path.split(separator: "/").last?.split(separator: ".").first ?? ""
        return words(of: name).contains(where: doubleWords.contains)
    }

    /// `APIMockResponseFactory` → `API`, `Mock`, `Response`, `Factory`.
    static func words(of name: Substring) -> [Substring] {
        let characters = Array(name.indices)
        var words: [Substring] = []
        var start = name.startIndex
        for (position, index) in characters.enumerated() where position > 0 {
            let character = name[index]
            let previous = name[characters[position - 1]]
            let next = position + 1 < characters.count ? name[characters[position + 1]] : nil
            let startsWord =
                character.isUppercase
                && (previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true))
            if startsWord || !(character.isLetter || character.isNumber) {
                if start < index { words.append(name[start..<index]) }
                start = character.isLetter || character.isNumber ? index : name.index(after: index)
            }
        }
        if start < name.endIndex { words.append(name[start...]) }
        return words
    }
}
