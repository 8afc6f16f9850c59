// template: Foundation/Extensions/String+Validation.swift
extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }

    var isBlank: Bool { trimmed.isEmpty }

    var looksLikeEmail: Bool {
        let parts = split(separator: "@")
        return parts.count == 2 && parts[1].contains(".")
    }

    func truncated(to length: Int, trailing: String = "...") -> String {
        guard count > length else { return self }
        return String(prefix(length)) + trailing
    }

    // __fillers__
}
