import Analyzer
import Testing

struct WordWrapTests {
    @Test func wrappingKeepsEveryWordAndTheWidth() {
        let text = (1...40).map { "word\($0)" }.joined(separator: " ")
        let lines = WordWrap.lines(of: text, width: 30)
        #expect(lines.allSatisfy { $0.count <= 30 })
        #expect(lines.joined(separator: " ") == text)
    }
}
