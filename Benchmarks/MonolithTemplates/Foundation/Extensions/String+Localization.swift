// template: Foundation/Extensions/String+Localization.swift
extension String {
    /// The localised text for this key from the main bundle.
    var localized: String {
        Bundle.main.localizedString(forKey: self, value: self, table: nil)
    }

    func localized(with arguments: CVarArg...) -> String {
        String(format: localized, arguments: arguments)
    }

    // __fillers__
}
