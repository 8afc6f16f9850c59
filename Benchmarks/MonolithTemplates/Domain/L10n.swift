// template: l10n-domain
extension L10n {
    /// Strings of the __domains_words__ screens.
    enum __Domains__ {
        static let title = "__domains_key__.title".localized
        static let listTitle = "__domains_key__.list_title".localized
        static let detailTitle = "__domains_key__.detail_title".localized
        static let emptyMessage = "__domains_key__.empty_message".localized
        static let errorMessage = "__domains_key__.error_message".localized
        static let primaryAction = "__domains_key__.primary_action".localized
        static let retryAction = "__domains_key__.retry_action".localized

        static func itemCount(_ count: Int) -> String {
            "__domains_key__.item_count".localized(with: count)
        }

        // __fillers__
    }
}
