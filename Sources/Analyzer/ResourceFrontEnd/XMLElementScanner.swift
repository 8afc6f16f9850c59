import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Streams the elements of an XML document (name, attributes, line) to a closure, for readers
/// that only need attributes. A malformed document reports its first error and where it was
/// found; the elements before it have been seen (the parser may recover and stream more).
final class XMLElementScanner: NSObject, XMLParserDelegate {
    /// Where and why a document stopped being well-formed.
    struct Failure: Hashable {
        var line: Int
        var reason: String
    }

    private let onElement: (_ name: String, _ attributes: [String: String], _ line: Int) -> Void
    private var failure: Failure?

    private init(onElement: @escaping (String, [String: String], Int) -> Void) {
        self.onElement = onElement
    }

    /// The line of an element is the line its start tag ends on.
    static func scan(
        _ data: Data, onElement: @escaping (_ name: String, _ attributes: [String: String], _ line: Int) -> Void
    )
        -> Failure?
    {
        let scanner = XMLElementScanner(onElement: onElement)
        let parser = XMLParser(data: data)
        parser.delegate = scanner
        parser.shouldResolveExternalEntities = false
        // On Linux `parse()` can return true after an error: the error itself is what counts.
        let succeeded = parser.parse()
        if let failure = scanner.failure { return failure }
        guard !succeeded || parser.parserError != nil else { return nil }
        return Failure(line: parser.lineNumber, reason: reason(parser.parserError))
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        onElement(elementName, attributes, parser.lineNumber)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil { failure = Failure(line: parser.lineNumber, reason: Self.reason(parseError)) }
    }

    /// Foundation on Linux gives these errors no description: name the common ones.
    private static func reason(_ error: Error?) -> String {
        guard let error = error as NSError? else { return "not well-formed" }
        switch XMLParser.ErrorCode(rawValue: error.code) {
        case .tagNameMismatchError: return "an end tag does not match its start tag"
        case .prematureDocumentEndError: return "the document ends before its elements are closed"
        case .gtRequiredError: return "a tag is missing its '>'"
        case .unfinishedTagError: return "a tag is not finished"
        case .emptyDocumentError: return "the document is empty"
        case .lessThanSymbolInAttributeError: return "an attribute value contains '<'"
        case .attributeNotStartedError, .attributeNotFinishedError: return "an attribute value is not quoted properly"
        case .notWellBalancedError: return "elements are not properly nested"
        case .extraContentError: return "there is content after the root element"
        default:
            let description = error.userInfo[NSLocalizedDescriptionKey] as? String
            return description ?? "XML parser error \(error.code)"
        }
    }
}
