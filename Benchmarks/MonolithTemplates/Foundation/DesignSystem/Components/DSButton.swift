// template: Foundation/DesignSystem/Components/DSButton.swift
/// Design-system button.
final class DSButton: BaseView, Themeable {
    enum Style {
        case primary
        case secondary
        case destructive
        case plain
    }

    var title: String
    let style: Style
    var isEnabled = true
    var onTap: (() -> Void)?
    private(set) var backgroundColor: Color = .brandPrimary

    init(title: String = "", style: Style = .primary) {
        self.title = title
        self.style = style
        super.init(frame: .zero)
    }

    func sendTap() {
        guard isEnabled, !isHidden else { return }
        onTap?()
    }

    func apply(theme: Theme) {
        switch style {
        case .primary: backgroundColor = theme.primary
        case .secondary: backgroundColor = theme.secondary
        case .destructive: backgroundColor = .danger
        case .plain: backgroundColor = theme.background
        }
    }

    // __fillers__
}
