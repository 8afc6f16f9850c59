import Foundation

extension String {
    /// A URL and file-name friendly version of the string: `"Moby-Dick; or, The Whale"` → `"moby-dick-or-the-whale"`.
    var slug: String {
        let folded = folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive],
                             locale: Locale(identifier: "en_US_POSIX"))
        var result = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCII && CharacterSet.alphanumerics.contains(scalar) {
                if pendingDash && !result.isEmpty {
                    result.append("-")
                }
                result.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return result.lowercased()
    }

    var trimmed: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var isBlank: Bool {
        trimmed.isEmpty
    }

    /// First letter of the first and last word, uppercased: `"Mary Shelley"` → `"MS"`.
    var initials: String {
        let words = split(separator: " ").filter { !$0.isEmpty }
        guard let first = words.first?.first else { return "" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }

    func truncated(to length: Int, trailing: String = "…") -> String {
        guard count > length, length > 0 else { return self }
        return String(prefix(max(0, length - trailing.count))) + trailing
    }

    func padded(to width: Int, with pad: Character = " ") -> String {
        guard count < width else { return self }
        return self + String(repeating: String(pad), count: width - count)
    }

    /// Greedy word wrap. Words longer than `width` are put on their own line.
    func wrapped(width: Int) -> [String] {
        guard width > 0 else { return [self] }
        var lines: [String] = []
        var current = ""
        for word in split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty {
            lines.append(current)
        }
        return lines
    }
}
