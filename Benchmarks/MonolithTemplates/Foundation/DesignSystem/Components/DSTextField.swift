// template: Foundation/DesignSystem/Components/DSTextField.swift
/// Design-system text field.
final class DSTextField: BaseView, Themeable {
    @Trimmed var text: String = ""
    var placeholder = ""
    var onChange: ((String) -> Void)?

    func update(text newValue: String) {
        text = newValue
        onChange?(text)
    }

    func apply(theme: Theme) {
        alpha = theme.isDark ? 0.9 : 1
    }

    // __fillers__
}
