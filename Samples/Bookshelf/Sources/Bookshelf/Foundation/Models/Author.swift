import Foundation

struct Author: Codable, Hashable, Identified {
    /// Same name as `Book.ID`, different type: the compiler keeps them apart.
    struct ID: RawRepresentable, Hashable, Codable {
        let rawValue: String
    }

    let id: ID
    var name: String
    var bio: String = ""
    var birthYear: Int? = nil
}

extension Author.ID: ExpressibleByStringLiteral, CustomStringConvertible {
    init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    var description: String { rawValue }
}

extension Author {
    /// "Shelley, Mary" — used for alphabetical author lists.
    var sortName: String {
        let parts = name.split(separator: " ")
        guard parts.count > 1, let last = parts.last else { return name }
        return "\(last), \(parts.dropLast().joined(separator: " "))"
    }

    var initials: String { name.initials }

    var lifespanDescription: String {
        birthYear.map { "born \($0)" } ?? "dates unknown"
    }
}
