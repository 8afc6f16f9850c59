import Analyzer

/// Look-ups of resources in `Bundle.main` (or a `nil` bundle) from code that moves into a
/// package: the package's resources are in its own bundle, so the look-up finds nothing at run time.
struct MainBundleLookupCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        context.index.resourceLookups.compactMap { lookup in
            let module = context.assignment.module(ofFile: lookup.location.file)
            guard module != context.assignment.appName, lookup.bundle == .main || lookup.bundle == .nil else {
                return nil
            }
            let name = lookup.resourceName.map { "'\($0)'" } ?? "a resource"
            return Finding(
                code: "bundle-main-lookup", severity: .warning,
                message: "\(lookup.api.rawValue) looks up \(name) in the main bundle from code moving to \(module)",
                location: lookup.location,
                notes: [
                    "way out: move the resource into \(module) and look it up in Bundle.module (cleave apply rewrites the look-up)"
                ],
                modules: [module])
        }
    }
}

/// Storyboard and xib custom classes that move: without `customModule="<Module>"` (or with the
/// app's module, or `customModuleProvider="target"`), the nib loads a plain `UIViewController`.
struct StoryboardModuleCheck: PlanCheck {
    func findings(in context: PlanContext) -> [Finding] {
        let classes = ClassesByName(context)
        return context.index.resources.flatMap { resource in
            resource.customClasses.compactMap { use -> Finding? in
                guard let module = classes.movingModule(of: use.className),
                    use.customModule != module
                else { return nil }
                let now =
                    use.customModule.map { "customModule=\"\($0)\"" }
                    ?? (use.customModuleProvider == "target" ? "customModuleProvider=\"target\"" : "no customModule")
                return Finding(
                    code: "storyboard-module", severity: .warning,
                    message: "\(resource.path) names \(use.className) (\(now)), which moves to \(module)",
                    location: SourceLocation(file: resource.path, line: use.line, column: 1),
                    notes: [
                        "way out: set customModule=\"\(module)\" and drop customModuleProvider (cleave apply does)"
                    ], modules: [module])
            }
        }
    }
}

/// Class names in strings (`NSClassFromString("Foo")`, `String(reflecting:)`) and archived class
/// names (`NSKeyedArchiver`, Core Data's `representedClassName`, `NSCoding` classes): a moved
/// class gets a new module-qualified name, and existing archives and user data stop decoding.
struct ClassNameCheck: PlanCheck {
    static let archivingProtocols: Set<String> = ["NSCoding", "NSSecureCoding"]

    func findings(in context: PlanContext) -> [Finding] {
        let classes = ClassesByName(context)
        var findings: [Finding] = []
        // `@objc(Name)` fixes the run-time name: it is the way out, not a hazard. `String(describing:)`
        // of a type is its bare name, which does not change.
        for use in context.index.classNameStrings where ![.objcRuntimeName, .stringDescribing].contains(use.api) {
            guard let name = use.className, let module = classes.movingModule(of: name) else { continue }
            if use.api == .infoPlist {
                findings.append(
                    Finding(
                        code: "class-name-string", severity: .warning,
                        message:
                            "\(use.location.file) names \(name) for the system to create, and it moves to \(module): the system will not find it",
                        location: use.location,
                        notes: [
                            "way out: write \(module).\(bare(name)) in that entry, and make the class and its init public"
                        ],
                        modules: [module]))
                continue
            }
            let archived = [.keyedArchiver, .keyedUnarchiver].contains(use.api)
            findings.append(
                Finding(
                    code: archived ? "archived-class-name" : "class-name-string", severity: .warning,
                    message: "\(use.api.rawValue) names \(name), which moves to \(module): its run-time name changes",
                    location: use.location,
                    notes: [
                        archived
                            ? "way out: keep the archived name with @objc(\(bare(name))) or NSKeyedUnarchiver.setClass(_:forClassName:)"
                            : "way out: qualify the string with the new module, or look the class up by type"
                    ],
                    modules: [module]))
        }
        for resource in context.index.resources {
            // A bare name works while the class keeps it with `@objc(Name)`; a module-qualified one
            // names the module the class leaves.
            for name in resource.representedClassNames {
                guard let module = classes.movingModule(of: name), name.contains(".") || !classes.hasObjCName(name)
                else { continue }
                findings.append(
                    Finding(
                        code: "archived-class-name", severity: .warning,
                        message: "\(resource.path) maps an entity to \(name), which moves to \(module)",
                        location: SourceLocation(file: resource.path, line: 1, column: 1),
                        notes: [
                            "way out: write representedClassName=\"\(module).\(bare(name))\", or give the class @objc(\(bare(name))) and write representedClassName=\"\(bare(name))\""
                        ],
                        modules: [module]))
            }
        }
        let archived = context.tree.declarations.filter { declaration in
            declaration.kind == .class && declaration.inheritance.contains(where: Self.archivingProtocols.contains)
                && !classes.hasObjCName(declaration.name)
        }
        for declaration in archived.sorted(by: { $0.location < $1.location }) {
            let module = context.assignment.module(ofFile: declaration.location.file)
            guard module != context.assignment.appName else { continue }
            findings.append(
                Finding(
                    code: "archived-class-name", severity: .warning,
                    message:
                        "\(declaration.name) is archived by class name (NSCoding) and moves to \(module): archives written before the split stop decoding",
                    location: declaration.location,
                    notes: [
                        "way out: give it @objc(\(declaration.name)), or register the old name with NSKeyedUnarchiver.setClass(_:forClassName:) (cleave apply does)"
                    ],
                    modules: [module]))
        }
        return findings
    }

    /// `WalletApp.CDTransaction` → `CDTransaction`.
    private func bare(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

/// The monolith's classes by name (with or without a module prefix), and where they go.
struct ClassesByName {
    private let moduleByName: [String: String]
    private let objcNamed: Set<String>
    private let appName: String

    init(_ context: PlanContext) {
        appName = context.assignment.appName
        var moduleByName: [String: String] = [:]
        // Of two types with one name (an app's and its extension's), the one in the file that sorts
        // first: the same answer on every run, where the dictionary's order differed between runs.
        // (Sorted as locations and names: sorting the declarations themselves moved every field.)
        let declarations = context.tree.declarations
        let types = declarations.indices.compactMap { number -> (location: SourceLocation, name: String)? in
            switch declarations[number].kind {
            case .class, .objcInterface, .struct, .enum: (declarations[number].location, declarations[number].name)
            default: nil
            }
        }
        for type in types.sorted(by: { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) }) {
            moduleByName[type.name] = moduleByName[type.name] ?? context.assignment.module(ofFile: type.location.file)
        }
        self.moduleByName = moduleByName
        // The front end records `@objc(CDCard)` as a class name written for the run time.
        objcNamed = Set(
            context.index.classNameStrings.filter { $0.api == .objcRuntimeName }.flatMap { use in
                [use.className, use.sourceID.flatMap { context.tree[$0]?.name }].compactMap { $0 }
            })
    }

    /// Whether the class keeps a fixed Objective-C name (`@objc(CDCard)`).
    func hasObjCName(_ name: String) -> Bool {
        objcNamed.contains(name.split(separator: ".").last.map(String.init) ?? name)
    }

    /// The module the named class moves to; nil when it stays in the app or is not the monolith's.
    func movingModule(of name: String) -> String? {
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        guard let module = moduleByName[bare], module != appName else { return nil }
        return module
    }
}
