// A list screen's row; its badge shows the item's status and, when the model has a flag, hides
// when the flag is off. Its height is picked at random.
func configureBadge(with item: Item) {
    // template: flag-badge
    badge.isHidden = !item.__flag__
}

// template: cell
/// Row of the __screen_words__ list.
final class __Screen__Cell: BaseView, Themeable {
    static let reuseIdentifier = "__Screen__Cell"

    var onTap: (() -> Void)?
    private(set) var itemID: String?
    private let titleLabel = DSLabel(style: .headline)
    private let subtitleLabel = DSLabel(style: .caption)
    private let badge = DSBadge()

    override var intrinsicHeight: Double { __height__ }

    override func setUp() {
        super.setUp()
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        addSubview(badge)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        itemID = nil
        titleLabel.text = ""
        subtitleLabel.text = ""
    }

    func configure(with item: __Model__) {
        itemID = item.id
        titleLabel.text = item.displayTitle
        subtitleLabel.text = item.displaySubtitle ?? ""
        // __status_badge__
        // __flag_badge__
    }

    func apply(theme: Theme) {
        titleLabel.apply(theme: theme)
        subtitleLabel.apply(theme: theme)
        badge.apply(theme: theme)
    }

    // __fillers__
}
