import UIKit

extension UIColor {
    static let brandPrimary = UIColor(named: "BrandPrimary", in: .module, compatibleWith: nil) ?? .systemBlue
    static let brandBackground = UIColor.secondarySystemBackground
    static let brandPositive = UIColor.systemGreen
    static let brandNegative = UIColor.systemRed
}
