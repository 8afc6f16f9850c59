import UIKit
import SwiftUI

/// Initial screen, loaded from Dashboard.storyboard.
final class DashboardViewController: BaseViewController {
    @IBOutlet private weak var cardImageView: UIImageView!
    @IBOutlet private weak var balanceLabel: UILabel!
    @IBOutlet private weak var balanceBadge: BalanceBadgeView!
    @IBOutlet private weak var summaryContainer: UIView!

    private let cardDatasource = CardDatasource()
    private var summaryHost: UIHostingController<DashboardView>?
    private var cards: [Card] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("dashboard.title", bundle: .module, comment: "")
        cardImageView.image = UIImage(named: "CardBackground", in: .module, compatibleWith: nil)
        cardDatasource.insertDemoCardsIfNeeded()
        embedSummary()
    }

    override func configureNavigationItem() {
        super.configureNavigationItem()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ticket"),
            style: .plain,
            target: self,
            action: #selector(couponsTapped)
        )
    }

    override func reloadContent() {
        cards = cardDatasource.fetchCards()
        if let primary = cards.first {
            balanceLabel.text = Formatters.currency.string(from: primary.balance)
        } else {
            balanceLabel.text = Formatters.currency.string(from: .zero(.deviceDefault))
        }
        balanceBadge.count = cards.count
        summaryHost?.rootView = makeSummaryView()
    }

    private func makeSummaryView() -> DashboardView {
        DashboardView(cards: cards) { [weak self] card in
            self?.showPayment(for: card)
        }
    }

    private func embedSummary() {
        let host = UIHostingController(rootView: makeSummaryView())
        host.view.backgroundColor = .clear
        host.view.translatesAutoresizingMaskIntoConstraints = false
        addChild(host)
        summaryContainer.addSubview(host.view)
        NSLayoutConstraint.activate([
            host.view.topAnchor.constraint(equalTo: summaryContainer.topAnchor),
            host.view.leadingAnchor.constraint(equalTo: summaryContainer.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: summaryContainer.trailingAnchor),
            host.view.bottomAnchor.constraint(equalTo: summaryContainer.bottomAnchor),
        ])
        host.didMove(toParent: self)
        summaryHost = host
    }

    // MARK: Actions (connected in Dashboard.storyboard)

    @IBAction private func payTapped(_ sender: UIButton) {
        showPayment(for: cards.first)
    }

    @IBAction private func historyTapped(_ sender: UIButton) {
        showHistory()
    }

    @objc private func couponsTapped() {
        AppRouter.current?.navigate(to: .coupons)
    }

    // MARK: Navigation
    // Dashboard pushes the Payment and History screens directly instead of going through AppRouter.

    private func showPayment(for card: Card?) {
        let viewModel = PaymentViewModel(cardID: card?.id)
        let payment = PaymentViewController(viewModel: viewModel)
        navigationController?.pushViewController(payment, animated: true)
    }

    private func showHistory() {
        let history = HistoryViewController()
        navigationController?.pushViewController(history, animated: true)
    }
}
