// template: Foundation/DesignSystem/Components/DSLabel.swift
/// Design-system label.
final class DSLabel: BaseView, Themeable {
    var text: String {
        didSet { setNeedsLayout() }
    }
    var style: Typography
    var numberOfLines = 1
    private(set) var textColor: Color = .textPrimary

    init(text: String = "", style: Typography = .body) {
        self.text = text
        self.style = style
        super.init(frame: .zero)
    }

    override var intrinsicHeight: Double {
        style.lineHeight * Double(Swift.max(numberOfLines, 1))
    }

    func apply(theme: Theme) {
        textColor = theme.textPrimary
    }

    // __fillers__
}
