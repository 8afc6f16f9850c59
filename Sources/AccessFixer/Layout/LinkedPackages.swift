import Analyzer

/// The Swift packages an Xcode app target links, as the new local package depends on them: a
/// module that imports what one of them provides gets its product, and the package declares it.
struct LinkedPackages {
    /// Imported module → `.product(name:package:)`.
    private(set) var productByModule: [String: String] = [:]
    /// `.product(…)` → the `.package(…)` that declares where it comes from.
    private(set) var declarationByProduct: [String: String] = [:]

    /// The `.package(…)` declarations these products need, each once (two products of one
    /// package are one declaration), sorted.
    func declarations(of products: some Sequence<String>) -> [String] {
        Set(products.compactMap { declarationByProduct[$0] }).sorted()
    }

    /// - Parameters:
    ///   - projectFolder: the project's folder, relative to the root.
    ///   - packageFolder: the new local package's folder, relative to the root.
    init(_ linked: [XcodeProject.LinkedPackage], projectFolder: String, packageFolder: String) {
        // What the app links itself first: a local package's own dependencies only add what it does not.
        for package in linked + linked.flatMap(\.dependencies) {
            let product = ".product(name: \"\(package.product)\", package: \"\(package.packageIdentity)\")"
            if let path = package.localPath {
                let fromRoot =
                    path.hasPrefix("/")
                    ? path : RelativePath.normalized((projectFolder.isEmpty ? "" : projectFolder + "/") + path)
                declarationByProduct[product] =
                    declarationByProduct[product]
                    ?? ".package(path: \"\(RelativePath.relative(fromRoot, from: packageFolder))\")"
            } else if let url = package.url {
                declarationByProduct[product] =
                    declarationByProduct[product]
                    ?? ".package(url: \"\(url)\"\(package.requirement.map { ", " + $0 } ?? ""))"
            } else {
                continue
            }
            // A local package's product reaches any of its targets the app could import through it.
            for module in [package.product] + package.localModules where productByModule[module] == nil {
                productByModule[module] = product
            }
        }
    }
}
