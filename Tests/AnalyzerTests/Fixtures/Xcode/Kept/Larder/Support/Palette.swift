import UIKit

enum Palette {
    static let brand = UIColor(named: "Brand")
    static let star = UIImage(named: "Star")
}
