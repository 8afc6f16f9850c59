import UIKit

final class ItemCell: UITableViewCell {
    func show(_ item: Item) { textLabel?.text = item.name + " " + Scanner.label(forGrams: item.grams) }
}
