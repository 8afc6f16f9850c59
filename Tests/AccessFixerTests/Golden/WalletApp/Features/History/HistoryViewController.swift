import UIKit

final class HistoryViewController: BaseViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let useCase = FetchHistoryUseCase()
    private var sections: [FetchHistoryUseCase.DaySection] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("history.title", bundle: .module, comment: "")
        bind(useCase)

        tableView.register(UINib(nibName: "HistoryCell", bundle: .module), forCellReuseIdentifier: HistoryCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 64
        tableView.refreshControl = UIRefreshControl()
        tableView.refreshControl?.addTarget(self, action: #selector(refresh), for: .valueChanged)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    override func reloadContent() {
        sections = useCase.execute()
        tableView.backgroundView = sections.isEmpty ? makeEmptyLabel() : nil
        tableView.reloadData()
    }

    @objc private func refresh() {
        reloadContent()
        tableView.refreshControl?.endRefreshing()
    }

    private func makeEmptyLabel() -> UILabel {
        let label = UILabel()
        label.text = NSLocalizedString("history.empty", bundle: .module, comment: "")
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        return label
    }
}

extension HistoryViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].transactions.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Formatters.sectionDay.string(from: sections[section].day)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: HistoryCell.reuseIdentifier, for: indexPath)
        if let historyCell = cell as? HistoryCell {
            historyCell.configure(with: sections[indexPath.section].transactions[indexPath.row])
        }
        return cell
    }
}

extension HistoryViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let transaction = sections[indexPath.section].transactions[indexPath.row]
        UIPasteboard.general.string = transaction.id.uuidString
    }
}
