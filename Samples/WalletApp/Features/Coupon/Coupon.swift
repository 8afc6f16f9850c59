import Foundation

struct Coupon: Identifiable, Hashable {
    let id: String
    let merchant: String
    let discount: Money
    let expiresAt: Date
    var isRedeemed: Bool = false

    var isExpired: Bool {
        expiresAt < Date()
    }
}

protocol CouponRedeeming: AnyObject {
    func redeem(_ coupon: Coupon) -> Bool
}
