/// Turns libclang's errors in one file into the front end's warnings: one naming the includes
/// that found no header, and one summary of syntax errors. Semantic errors are left out: they
/// come from SDK API the stub SDK lacks and do not change what is indexed. Errors inside
/// included headers belong to those headers' own facts.
enum ObjCParseDiagnostics {
    static func warnings(from errors: [ClangDiagnostic], file: String) -> [Diagnostic] {
        let own = errors.filter(\.isInMainFile)
        var warnings: [Diagnostic] = []
        let missing = own.compactMap { error in missingHeader(in: error.message).map { (header: $0, line: error.line) }
        }
        if let first = missing.first {
            let names = missing.map { "'\($0.header)'" }.joined(separator: ", ")
            let subject = missing.count == 1 ? "header \(names) is" : "headers \(names) are"
            warnings.append(
                Diagnostic(
                    severity: .warning, file: file, line: first.line,
                    message: "\(subject) neither the monolith's nor in Cleave's stub SDK; "
                        + "what \(missing.count == 1 ? "it declares" : "they declare") is unknown while indexing this file"
                ))
        }
        let syntaxErrors = own.filter { missingHeader(in: $0.message) == nil && syntaxCategories.contains($0.category) }
        if let first = syntaxErrors.first {
            let count =
                syntaxErrors.count == 1
                ? "an Objective-C syntax error" : "\(syntaxErrors.count) Objective-C syntax errors"
            warnings.append(
                Diagnostic(
                    severity: .warning, file: file, line: first.line,
                    message: "\(count) (first: \(first.message)); indexed as far as it parses"))
        }
        return warnings
    }

    private static let syntaxCategories: Set<String> = ["Parse Issue", "Lexical or Preprocessor Issue"]

    /// `'Missing.h' file not found` → `Missing.h`.
    private static func missingHeader(in message: String) -> String? {
        guard message.hasSuffix("' file not found"), message.hasPrefix("'") else { return nil }
        return String(message.dropFirst().dropLast("' file not found".count))
    }
}
