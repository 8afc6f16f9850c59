import UIKit
import Combine

final class CouponViewModel: ObservableObject, CouponRedeeming {
    @Published private(set) var coupons: [Coupon] = []
    @Published var showsExpired = false
    @Published private(set) var lastRedeemed: Coupon?

    /// Artwork shown for coupons without merchant artwork (Assets.xcassets/Coupon.imageset).
    let placeholderImage: UIImage = UIImage(named: "Coupon", in: .module, compatibleWith: nil) ?? UIImage()

    init(now: Date = Date()) {
        coupons = CouponViewModel.sampleCoupons(relativeTo: now)
    }

    var visibleCoupons: [Coupon] {
        showsExpired ? coupons : coupons.filter { !$0.isExpired && !$0.isRedeemed }
    }

    func redeem(_ coupon: Coupon) -> Bool {
        guard let index = coupons.firstIndex(of: coupon), !coupon.isExpired, !coupon.isRedeemed else {
            return false
        }
        coupons[index].isRedeemed = true
        lastRedeemed = coupons[index]
        Logger.shared.info("Redeemed coupon \(coupon.id) at \(coupon.merchant)")
        return true
    }

    private static func sampleCoupons(relativeTo now: Date) -> [Coupon] {
        let day: TimeInterval = 60 * 60 * 24
        return [
            Coupon(
                id: "CAFE100",
                merchant: "Blue Bottle",
                discount: Money(amountMinorUnits: 100, currency: .jpy),
                expiresAt: now.addingTimeInterval(7 * day)
            ),
            Coupon(
                id: "BOOK500",
                merchant: "Kinokuniya",
                discount: Money(amountMinorUnits: 500, currency: .jpy),
                expiresAt: now.addingTimeInterval(30 * day)
            ),
            Coupon(
                id: "OLD300",
                merchant: "Lawson",
                discount: Money(amountMinorUnits: 300, currency: .jpy),
                expiresAt: now.addingTimeInterval(-2 * day)
            ),
        ]
    }
}
