import Foundation

extension Book {
    /// One line in the library list: `Emma — Jane Austen · eBook · 45%`.
    func libraryLine(author: Author?, progress: ReadingProgress? = nil) -> String {
        var parts = [title]
        if let author {
            parts[0] += " — \(author.name)"
        }
        parts.append(format.displayName)
        if let progress {
            parts.append("\(progress.percent)%")
        }
        return parts.joined(separator: " · ")
    }

    var formatBadge: String {
        format.isDigital ? "[\(format.displayName)]" : "(\(format.displayName))"
    }

    var tagLine: String {
        tags.isEmpty ? "" : tags.map { "#" + $0 }.joined(separator: " ")
    }

    var ratingStars: String {
        guard let rating else { return "unrated" }
        let full = Int(rating.rounded())
        return String(repeating: "*", count: full) + String(repeating: ".", count: max(0, 5 - full))
            + String(format: " %.1f", rating)
    }
}

extension Book: CustomStringConvertible {
    var description: String { "\(title) (\(id.rawValue))" }
}
