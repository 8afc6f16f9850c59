// template: Foundation/DesignSystem/Components/DSBadge.swift
/// Design-system badge.
final class DSBadge: BaseView, Themeable {
    var text = ""
    var tint: Color = .neutral

    override var intrinsicHeight: Double { 20 }

    func apply(theme: Theme) {
        if tint == .neutral {
            tint = theme.secondary
        }
    }

    // __fillers__
}
