import Analyzer
import Splitter

/// The edits that keep run-time look-ups working once code moves into packages: resources looked
/// up in the module's own bundle, and storyboards and xibs naming their classes' new modules.
enum RuntimeLookupEdits {
    /// Edits by path; `read` gives a file's text by its path relative to the root.
    static func edits(_ context: PlanContext, syntax: [String: DeclarationSyntaxIndex], read: (String) throws -> String) rethrows -> [String: [SourceEdit]] {
        var edits: [String: [SourceEdit]] = [:]
        let app = context.assignment.appName
        for lookup in context.index.resourceLookups where context.assignment.module(ofFile: lookup.location.file) != app {
            guard let file = syntax[lookup.location.file], let edit = RewriteBundleLookup.edit(for: lookup, in: file) else { continue }
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
        return edits
    }
}
