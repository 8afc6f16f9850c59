import XCTest
@testable import Pantry

final class ItemTests: XCTestCase {
    func testFlour() { XCTAssertEqual(Pantry.items.first?.name, "flour") }
}
