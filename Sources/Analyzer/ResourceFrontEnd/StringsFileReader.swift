import Foundation

/// The keys of a `.strings` file (`"key" = "value";` with comments, UTF-8 or UTF-16), sorted.
/// A file that stops parsing keeps the keys before the problem.
struct StringsFileReader {
    func read(_ url: URL, path: String) -> ResourceReading {
        var reading = ResourceReading(resource: Resource(path: path, kind: .strings))
        guard let data = reading.contents(of: url) else { return reading }
        guard let text = TextFileDecoder.decode(data) else {
            reading.warn("is neither UTF-8 nor UTF-16 text; no keys read")
            return reading
        }
        // A strings file may also be an XML property list.
        if text.drop(while: \.isWhitespace).first == "<" {
            return PropertyListReader().read(url, path: path, kind: .strings)
        }
        var parser = StringsFileParser(text)
        let keys = parser.parseKeys()
        reading.resource.names = Array(Set(keys)).sorted()
        if let failure = parser.failure {
            reading.warn(
                "malformed strings file: \(failure.reason); keys after line \(failure.line) are missing",
                line: failure.line)
        }
        return reading
    }
}
