// template: Foundation/DesignSystem/Components/DSEmptyStateView.swift
/// Design-system empty state view.
final class DSEmptyStateView: BaseView, Themeable {
    var message = ""
    var iconName = "tray"
    private let label = DSLabel(style: .callout)

    override func setUp() {
        super.setUp()
        addSubview(label)
    }

    func apply(theme: Theme) {
        label.apply(theme: theme)
    }

    // __fillers__
}
