import UIKit
import SwiftUI
import Combine

final class PaymentViewController: BaseViewController {
    private let viewModel: PaymentViewModel
    private var cancellables = Set<AnyCancellable>()

    private let merchantField = UITextField()
    private let amountField = UITextField()
    private let statusLabel = UILabel()
    private let confirmButton = UIButton(type: .system)
    private let scanButton = UIButton(type: .system)

    init(viewModel: PaymentViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("payment.title", bundle: .module, comment: "")
        bind(viewModel.errorSource)
        layoutForm()
        bindViewModel()
    }

    private func layoutForm() {
        merchantField.placeholder = NSLocalizedString("payment.merchant", bundle: .module, comment: "")
        merchantField.borderStyle = .roundedRect
        amountField.placeholder = NSLocalizedString("payment.amount", bundle: .module, comment: "")
        amountField.borderStyle = .roundedRect
        amountField.keyboardType = .numberPad
        statusLabel.numberOfLines = 0
        statusLabel.textAlignment = .center

        confirmButton.setTitle(String(localized: "payment.confirm", bundle: .module), for: .normal)
        confirmButton.addTarget(self, action: #selector(confirmTapped), for: .touchUpInside)
        scanButton.setTitle(NSLocalizedString("payment.scan", bundle: .module, comment: ""), for: .normal)
        scanButton.addTarget(self, action: #selector(scanTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [scanButton, merchantField, amountField, confirmButton, statusLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func bindViewModel() {
        viewModel.$state
            .receive(on: DispatchQueue.main)
            .sink { [weak self] state in self?.render(state) }
            .store(in: &cancellables)
        viewModel.$merchantName
            .sink { [weak self] name in self?.merchantField.text = name }
            .store(in: &cancellables)
        viewModel.$amountText
            .sink { [weak self] text in self?.amountField.text = text }
            .store(in: &cancellables)
    }

    private func render(_ state: PaymentViewModel.State) {
        setLoading(state == .processing)
        switch state {
        case .idle:
            statusLabel.text = nil
        case .ready(let merchant, let amount):
            statusLabel.text = "\(merchant) · \(Formatters.currency.string(from: amount))"
        case .processing:
            statusLabel.text = NSLocalizedString("payment.processing", bundle: .module, comment: "")
        case .completed(let transaction):
            statusLabel.text = NSLocalizedString("payment.done", bundle: .module, comment: "")
            statusLabel.textColor = .brandPositive
            Logger.shared.info("Paid \(transaction.id) signature=\(transaction.signature ?? "-")")
        case .failed(let message):
            statusLabel.text = message
            statusLabel.textColor = .brandNegative
        }
    }

    @objc private func confirmTapped() {
        guard let amount = Money(userInput: amountField.text ?? "", currency: .jpy) else {
            render(.failed(message: DomainError.invalidAmount.localizedDescription))
            return
        }
        viewModel.pay(amount: amount, merchant: merchantField.text ?? "")
    }

    @objc private func scanTapped() {
        let scanner = QRScannerView { [weak self] payload in
            self?.dismiss(animated: true)
            self?.viewModel.apply(scannedPayload: payload)
        }
        present(UIHostingController(rootView: scanner), animated: true)
    }
}
