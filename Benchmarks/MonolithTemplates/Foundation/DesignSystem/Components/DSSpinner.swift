// template: Foundation/DesignSystem/Components/DSSpinner.swift
/// Design-system spinner.
final class DSSpinner: BaseView, Themeable {
    private(set) var isAnimating = false

    func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    func stopAnimating() {
        isAnimating = false
        isHidden = true
    }

    func apply(theme: Theme) {
        alpha = theme.isDark ? 0.8 : 1
    }

    // __fillers__
}
