// template: Base/BaseView.swift
/// Root of the view hierarchy; every view of the app inherits from it.
class BaseView {
    var frame: Rect
    private(set) var subviews: [BaseView] = []
    weak var superview: BaseView?
    var isHidden = false
    var alpha: Double = 1
    var accessibilityIdentifier: String?
    private(set) var needsLayout = true

    /// Height the view wants when laid out in a stack.
    var intrinsicHeight: Double { 44 }

    init(frame: Rect = .zero) {
        self.frame = frame
        setUp()
    }

    /// Override to build the view's subviews; called once from `init`.
    func setUp() {}

    /// Override to position subviews inside `frame`.
    func layoutSubviews() {
        needsLayout = false
    }

    /// Resets transient state before the view is reused.
    func prepareForReuse() {
        alpha = 1
        isHidden = false
    }

    func setNeedsLayout() {
        needsLayout = true
        superview?.setNeedsLayout()
    }

    func addSubview(_ view: BaseView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    // __fillers__
}
