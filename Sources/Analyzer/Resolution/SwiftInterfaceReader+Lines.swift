extension SwiftInterfaceReader {
    struct Line {
        var start: Int
        var end: Int
        /// Braces open at the line's start, outside comments and string literals.
        var depth: Int
    }

    /// Every line with the depth of braces at its start.
    static func lines(of bytes: [UInt8]) -> [Line] {
        var scanner = InterfaceLineScanner(bytes: bytes)
        return scanner.scan()
    }
}

/// One pass over an interface's bytes that ends each line with the depth of braces at its start,
/// keeping comments and string literals (interpolations aside) out of the count.
private struct InterfaceLineScanner {
    enum Mode {
        /// Code; inside an interpolation, the parentheses open in it (its `)` ends it).
        case code(parentheses: Int?)
        case string(hashes: Int, multiline: Bool)
    }

    let bytes: [UInt8]
    let newline = UInt8(ascii: "\n")
    let quote = UInt8(ascii: "\"")
    let hash = UInt8(ascii: "#")
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    let backslash = UInt8(ascii: "\\")
    var lines: [SwiftInterfaceReader.Line] = []
    var lineStart = 0
    var depth = 0
    var modes: [Mode] = [.code(parentheses: nil)]
    var index = 0
    // Each line's depth is the one at its start: recorded when the line before it ends.
    var depthAtLineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func scan() -> [SwiftInterfaceReader.Line] {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == newline {
                newlineAt(index)
                index += 1
                continue
            }
            switch modes[modes.count - 1] {
            case .string(let hashes, let multiline): scanInString(byte, hashes: hashes, multiline: multiline)
            case .code(let parentheses): scanInCode(byte, parentheses: parentheses)
            }
        }
        lines.append(SwiftInterfaceReader.Line(start: lineStart, end: bytes.count, depth: depthAtLineStart))
        return lines
    }

    private mutating func newlineAt(_ position: Int) {
        lines.append(SwiftInterfaceReader.Line(start: lineStart, end: position, depth: depthAtLineStart))
        lineStart = position + 1
        depthAtLineStart = depth
    }

    private func matches(_ position: Int, _ first: UInt8, _ second: UInt8) -> Bool {
        position + 1 < bytes.count && bytes[position] == first && bytes[position + 1] == second
    }

    /// `"`, or `"""` for a multi-line literal, then the literal's `#`s.
    private func closesString(at position: Int, hashes: Int, multiline: Bool) -> Bool {
        var end = position
        for _ in 0..<(multiline ? 3 : 1) {
            guard end < bytes.count, bytes[end] == quote else { return false }
            end += 1
        }
        for _ in 0..<hashes {
            guard end < bytes.count, bytes[end] == hash else { return false }
            end += 1
        }
        return true
    }

    /// A byte of a string literal: an escape, an interpolation's start, the literal's end, or text.
    private mutating func scanInString(_ byte: UInt8, hashes: Int, multiline: Bool) {
        if byte == backslash {
            var end = index + 1
            var count = 0
            while count < hashes, end < bytes.count, bytes[end] == hash {
                end += 1
                count += 1
            }
            if count == hashes, end < bytes.count, bytes[end] == UInt8(ascii: "(") {
                modes.append(.code(parentheses: 0))
                index = end + 1
            } else if hashes == 0, index + 1 < bytes.count, bytes[index + 1] != newline {
                index += 2
            } else {
                index += 1
            }
            return
        }
        if byte == quote, closesString(at: index, hashes: hashes, multiline: multiline) {
            modes.removeLast()
            index += (multiline ? 3 : 1) + hashes
            return
        }
        index += 1
    }

    /// A byte of code: a comment's or string literal's start, a brace, or (in an interpolation) a
    /// parenthesis.
    private mutating func scanInCode(_ byte: UInt8, parentheses: Int?) {
        if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
            while index < bytes.count, bytes[index] != newline { index += 1 }
            return
        }
        if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
            skipBlockComment()
            return
        }
        if byte == quote || byte == hash {
            var end = index
            while end < bytes.count, bytes[end] == hash { end += 1 }
            if end < bytes.count, bytes[end] == quote {
                let hashes = end - index
                let multiline = closesString(at: end, hashes: 0, multiline: true)
                modes.append(.string(hashes: hashes, multiline: multiline))
                index = end + (multiline ? 3 : 1)
                return
            }
        }
        switch byte {
        case UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "}"): depth -= 1
        case UInt8(ascii: "("):
            if let open = parentheses { modes[modes.count - 1] = .code(parentheses: open + 1) }
        case UInt8(ascii: ")"):
            if let open = parentheses {
                if open == 0 {
                    modes.removeLast()
                } else {
                    modes[modes.count - 1] = .code(parentheses: open - 1)
                }
            }
        default: break
        }
        index += 1
    }

    /// `/* … */`, nested ones included; the lines it spans still end.
    private mutating func skipBlockComment() {
        var nesting = 0
        while index < bytes.count {
            if matches(index, slash, star) {
                nesting += 1
                index += 2
                continue
            }
            if matches(index, star, slash) {
                nesting -= 1
                index += 2
                if nesting == 0 { break }
                continue
            }
            if bytes[index] == newline { newlineAt(index) }
            index += 1
        }
    }
}
