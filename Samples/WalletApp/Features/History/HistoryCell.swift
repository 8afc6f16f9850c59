import UIKit

/// Row in the history list. Layout lives in HistoryCell.xib.
final class HistoryCell: UITableViewCell {
    static let reuseIdentifier = String(describing: HistoryCell.self)

    @IBOutlet private weak var iconView: UIImageView!
    @IBOutlet private weak var merchantLabel: UILabel!
    @IBOutlet private weak var timeLabel: UILabel!
    @IBOutlet private weak var amountLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        iconView.tintColor = .brandPrimary
        amountLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        merchantLabel.text = nil
        timeLabel.text = nil
        amountLabel.text = nil
    }

    func configure(with transaction: Transaction) {
        merchantLabel.text = transaction.displayTitle
        timeLabel.text = Formatters.historyTime.string(from: transaction.date)
        amountLabel.text = transaction.signedAmountText
        amountLabel.textColor = transaction.status == .declined ? .brandNegative : .label
        accessibilityLabel = "\(transaction.displayTitle), \(transaction.signedAmountText)"
    }
}
