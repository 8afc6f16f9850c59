import Foundation

final class FetchHistoryUseCase: BaseUseCase {
    struct DaySection: Equatable {
        let day: Date
        let transactions: [Transaction]
    }

    private let transactions: TransactionDatasource
    private let calendar: Calendar

    init(transactions: TransactionDatasource = TransactionDatasource(), calendar: Calendar = .current) {
        self.transactions = transactions
        self.calendar = calendar
        super.init(datasource: transactions)
    }

    func execute(limit: Int = Constants.Storage.historyPageSize) -> [DaySection] {
        let items = transactions.fetchTransactions(limit: limit)
        let grouped = Dictionary(grouping: items) { calendar.startOfDay(for: $0.date) }
        return grouped
            .map { DaySection(day: $0.key, transactions: $0.value.sorted { $0.date > $1.date }) }
            .sorted { $0.day > $1.day }
    }
}
