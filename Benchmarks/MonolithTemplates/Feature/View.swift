// A screen's content view, for a list of items or for one item; the heights of its layout are
// picked at random.

// The badge of one item: its status, else hidden (also in a list's cells).
func configureBadge(with item: Item) {
    // template: status-badge
    badge.text = item.status.displayName
    badge.tint = item.status.tint

    // template: badge-hidden
    badge.isHidden = true
}

// template: view-collection
/// Content view of the __screen_words__ screen.
final class __Screen__View: BaseView, Themeable {
    enum Layout {
        static let headerHeight: Double = __header_height__
        static let rowHeight: Double = __row_height__
        static let buttonHeight: Double = __button_height__
    }

    var onPrimaryAction: (() -> Void)?
    var onSelectItem: ((Int) -> Void)?
    private let titleLabel = DSLabel(style: .title)
    private let emptyStateView = DSEmptyStateView()
    private let primaryButton = DSButton(title: L10n.__Domains__.primaryAction, style: .primary)
    private var cells: [__Screen__Cell] = []

    override func setUp() {
        super.setUp()
        addSubview(titleLabel)
        addSubview(emptyStateView)
        addSubview(primaryButton)
        accessibilityIdentifier = "__screen_key__"
        primaryButton.onTap = { [weak self] in
            self?.onPrimaryAction?()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = frame.inset(by: EdgeInsets(all: Spacing.medium))
        let (header, body) = content.divided(atDistance: Layout.headerHeight)
        titleLabel.frame = header
        emptyStateView.frame = body
        for (index, cell) in cells.enumerated() {
            cell.frame = Rect(x: body.x, y: body.y + Double(index) * Layout.rowHeight, width: body.width, height: Layout.rowHeight)
        }
        primaryButton.frame = Rect(x: content.x, y: content.maxY - Layout.buttonHeight, width: content.width, height: Layout.buttonHeight)
    }

    func render(title: String, items: [__Model__]) {
        titleLabel.text = title
        emptyStateView.isHidden = true
        cells.forEach { $0.removeFromSuperview() }
        cells = items.enumerated().map { index, item -> __Screen__Cell in
            let cell = __Screen__Cell()
            cell.configure(with: item)
            cell.onTap = { [weak self] in
                self?.onSelectItem?(index)
            }
            addSubview(cell)
            return cell
        }
        setNeedsLayout()
    }

    func renderEmpty(message: String) {
        cells.forEach { $0.removeFromSuperview() }
        cells.removeAll()
        emptyStateView.message = message
        emptyStateView.isHidden = false
    }

    func apply(theme: Theme) {
        titleLabel.apply(theme: theme)
        primaryButton.apply(theme: theme)
        cells.forEach { $0.apply(theme: theme) }
        emptyStateView.apply(theme: theme)
    }

    // __fillers__
}

// template: view-detail
/// Content view of the __screen_words__ screen.
final class __Screen__View: BaseView, Themeable {
    enum Layout {
        static let headerHeight: Double = __header_height__
        static let rowHeight: Double = __row_height__
        static let buttonHeight: Double = __button_height__
    }

    var onPrimaryAction: (() -> Void)?
    private let titleLabel = DSLabel(style: .largeTitle)
    private let detailLabel = DSLabel(style: .body)
    private let badge = DSBadge()
    private let primaryButton = DSButton(title: L10n.__Domains__.primaryAction, style: .primary)

    override func setUp() {
        super.setUp()
        addSubview(titleLabel)
        addSubview(detailLabel)
        addSubview(badge)
        addSubview(primaryButton)
        accessibilityIdentifier = "__screen_key__"
        primaryButton.onTap = { [weak self] in
            self?.onPrimaryAction?()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = frame.inset(by: EdgeInsets(all: Spacing.medium))
        let (header, body) = content.divided(atDistance: Layout.headerHeight)
        titleLabel.frame = header
        detailLabel.frame = body.divided(atDistance: Layout.rowHeight).slice
        badge.frame = Rect(x: body.x, y: body.y + Layout.rowHeight, width: 80, height: badge.intrinsicHeight)
        primaryButton.frame = Rect(x: content.x, y: content.maxY - Layout.buttonHeight, width: content.width, height: Layout.buttonHeight)
    }

    func render(title: String, item: __Model__) {
        titleLabel.text = title
        detailLabel.text = "__details__"
        // __badge__
        setNeedsLayout()
    }

    func apply(theme: Theme) {
        titleLabel.apply(theme: theme)
        primaryButton.apply(theme: theme)
        detailLabel.apply(theme: theme)
        badge.apply(theme: theme)
    }

    // __fillers__
}
