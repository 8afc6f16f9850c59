// template: Foundation/DesignSystem/Components/DSListView.swift
/// A vertical list of rows built from items.
final class DSListView<Item>: BaseView {
    var items: [Item] = [] {
        didSet { reloadRows() }
    }
    var rowHeight: Double = 44
    var makeRow: ((Item) -> BaseView)?
    private var rows: [BaseView] = []

    func reloadRows() {
        rows.forEach { $0.removeFromSuperview() }
        rows = items.compactMap { makeRow?($0) }
        rows.forEach(addSubview)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, row) in rows.enumerated() {
            row.frame = Rect(x: frame.x, y: frame.y + Double(index) * rowHeight, width: frame.width, height: rowHeight)
        }
    }

    // __fillers__
}
