import XCTest

/// The unit tests compile `Money` and `Currency` from `Shared/` themselves, as some teams' tests do.
final class MoneyTests: XCTestCase {
    func testAddingKeepsTheCurrency() {
        let sum = Money(amountMinorUnits: 150, currency: .usd) + .zero(.usd)
        XCTAssertEqual(sum.currency, .usd)
    }
}
