// template: Foundation/Extensions/Optional+Helpers.swift
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }

    var isNilOrEmpty: Bool { self?.isEmpty ?? true }

    // __fillers__
}
