import Analyzer
import Foundation
import Splitter

/// The edits that keep run-time look-ups working once code moves into packages: resources looked
/// up in the module's own bundle, and storyboards and xibs naming their classes' new modules.
enum RuntimeLookupEdits {
    /// Edits by path; `read` gives a file's text by its path relative to the root.
    /// - Parameter bundles: the look-ups to rewrite, each with the bundle it reads after the split
    ///   (`Bundle.module`, or another module's accessor: `ResourcePlacement`).
    static func edits(
        _ context: PlanContext, bundles: [SourceLocation: String], syntax: [String: DeclarationSyntaxIndex],
        read: (String) throws -> String
    ) rethrows -> [String: [SourceEdit]] {
        var edits: [String: [SourceEdit]] = [:]
        let app = context.assignment.appName
        for lookup in context.index.resourceLookups {
            guard let bundle = bundles[lookup.location], let file = syntax[lookup.location.file],
                let edit = RewriteBundleLookup.edit(for: lookup, in: file, bundle: bundle)
            else { continue }
            edits[file.path, default: []].append(edit)
        }
        var moduleOfClass: [String: String] = [:]
        for declaration in context.index.declarations where declaration.kind == .class && declaration.parentID == nil {
            moduleOfClass[declaration.name] = context.assignment.module(ofFile: declaration.location.file)
        }
        for resource in context.index.resources where !resource.customClasses.isEmpty {
            let text = try read(resource.path)
            for use in resource.customClasses {
                guard let module = moduleOfClass[use.className], module != app,
                    let edit = SetCustomModule.edit(use, module: module, in: resource.path, text: text)
                else { continue }
                edits[resource.path, default: []].append(edit)
            }
        }
        for resource in context.index.resources where resource.kind == .coreDataModel {
            // `Model.xcdatamodeld/Model.xcdatamodel/contents`: the model's current version.
            let name = ((resource.path as NSString).lastPathComponent as NSString).deletingPathExtension
            let path = "\(resource.path)/\(name).xcdatamodel/contents"
            guard let text = try? read(path) else { continue }
            for className in resource.representedClassNames where className.contains(".") {
                let bare = String(className.split(separator: ".").last ?? "")
                guard let module = moduleOfClass[bare], module != app,
                    let edit = SetRepresentedClassModule.edit(className, module: module, in: path, text: text)
                else { continue }
                edits[path, default: []].append(edit)
            }
        }
        return edits
    }
}

/// `representedClassName="WalletApp.CDTransaction"` names the module the class leaves: it becomes
/// `"CoreData.CDTransaction"`. Core Data stores entity names, not class names, so the user's data
/// is untouched; a bare name kept by `@objc(CDCard)` needs nothing.
enum SetRepresentedClassModule {
    static func edit(_ name: String, module: String, in path: String, text: String) -> SourceEdit? {
        let attribute = "representedClassName=\"\(name)\""
        guard let range = text.range(of: attribute) else { return nil }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        let start = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound.samePosition(in: text.utf8)!)
        return SourceEdit(
            file: path, start: start, end: start + attribute.utf8.count,
            replacement: "representedClassName=\"\(module).\(bare)\"")
    }
}

/// Classes archived by name (`NSCoding` without `@objc(Name)`) that move: archives written before
/// the split name them by the app's module. The way chosen is a class-name mapping,
/// `NSKeyedUnarchiver.setClass(_:forClassName:)`: kept where the code already registers it, else
/// left for a human to call where the app starts.
enum ArchivedClassNames {
    struct Advice: Equatable {
        /// Classes whose old name the code already maps, and where.
        var kept: [String] = []
        var leftForAHuman: [String] = []
    }

    /// - Parameter line: the text of the line at a location.
    static func advice(_ context: PlanContext, line: (SourceLocation) -> String?) -> Advice {
        let app = context.assignment.appName
        let fixedNames = Set(
            context.index.classNameStrings.filter { $0.api == .objcRuntimeName }.compactMap(\.sourceID))
        var advice = Advice()
        for declaration in context.index.declarations
        where declaration.kind == .class && declaration.parentID == nil
            && !fixedNames.contains(declaration.id)
            && declaration.inheritance.contains(where: { ["NSCoding", "NSSecureCoding"].contains($0) })
            && context.assignment.module(ofFile: declaration.location.file) != app
        {
            let module = context.assignment.module(ofFile: declaration.location.file)
            let oldName = "\(app).\(declaration.name)"
            let registration = context.index.classNameStrings.first { string in
                string.api == .keyedUnarchiver && string.className == declaration.name
                    && line(string.location).map { $0.contains("setClass(") && $0.contains("\"\(oldName)\"") } == true
            }
            if let registration {
                advice.kept.append(
                    "\(declaration.name) is archived by its class name, which becomes \(module).\(declaration.name); "
                        + "archives written before the split keep decoding through the mapping registered at \(registration.location.file):\(registration.location.line)"
                )
            } else {
                advice.leftForAHuman.append(
                    "\(declaration.location): \(declaration.name) is archived by its class name, which becomes \(module).\(declaration.name); "
                        + "call NSKeyedUnarchiver.setClass(\(declaration.name).self, forClassName: \"\(oldName)\") "
                        + "once at launch so that archives written before the split still decode")
            }
        }
        return advice
    }
}
