// template: Core/Localization/L10n.swift
/// Typed access to localised strings; each domain adds a nested enum.
enum L10n {
    enum Common {
        static let ok = "common.ok".localized
        static let cancel = "common.cancel".localized
        static let retry = "common.retry".localized
        static let networkError = "common.network_error".localized
        static let sessionExpired = "common.session_expired".localized
        static let notFound = "common.not_found".localized
        static let genericError = "common.generic_error".localized
    }

    // __fillers__
}
