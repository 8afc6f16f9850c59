import Foundation

/// The classes an app's Info.plist names for the system to create (the scene delegate, an
/// extension's principal class): a class that moves to another module changes the name the
/// system looks for, which no compiler checks.
enum InfoPlistClassNames {
    static let keys: Set<String> = [
        "UISceneDelegateClassName", "NSExtensionPrincipalClass", "NSPrincipalClass", "WKExtensionDelegateClassName",
        "WKApplicationDelegateClassName", "CLKComplicationPrincipalClass",
    ]

    static func find(in url: URL, path: String, module: String) -> [ClassNameString] {
        guard let data = FileManager.default.contents(atPath: url.path),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        else { return [] }
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        var found: [ClassNameString] = []
        func visit(_ value: Any) {
            if let dictionary = value as? [String: Any] {
                for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
                    if keys.contains(key), let name = value as? String {
                        let line = (lines.firstIndex { $0.contains(">\(name)<") } ?? 0) + 1
                        let className = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: module)
                            .replacingOccurrences(of: "${PRODUCT_MODULE_NAME}", with: module)
                        found.append(
                            ClassNameString(
                                api: .infoPlist, className: className,
                                location: SourceLocation(file: path, line: line, column: 1), sourceID: nil))
                    } else {
                        visit(value)
                    }
                }
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(plist)
        return found
    }
}
