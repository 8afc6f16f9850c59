import UIKit

/// Root view for storyboard scenes (Dashboard.storyboard sets customClass="BaseView").
class BaseView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    func commonInit() {
        backgroundColor = .brandBackground
        layer.cornerCurve = .continuous
    }
}
