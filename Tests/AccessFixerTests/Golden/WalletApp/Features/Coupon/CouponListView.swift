import SwiftUI

struct CouponListView: View {
    @ObservedObject var viewModel: CouponViewModel
    @State private var searchText = ""
    @State private var redeemFailed = false

    private var filteredCoupons: [Coupon] {
        let visible = viewModel.visibleCoupons
        guard !searchText.isEmpty else { return visible }
        return visible.filter { $0.merchant.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        List {
            Section {
                Toggle("coupon.show_expired", isOn: $viewModel.showsExpired)
            }
            Section {
                if filteredCoupons.isEmpty {
                    Text("coupon.empty", bundle: .module)
                        .foregroundColor(.secondary)
                }
                ForEach(filteredCoupons) { coupon in
                    CouponRow(coupon: coupon, artwork: viewModel.placeholderImage)
                        .swipeActions {
                            Button("coupon.redeem") {
                                redeemFailed = !viewModel.redeem(coupon)
                            }
                            .tint(.green)
                        }
                }
            }
        }
        .searchable(text: $searchText)
        .alert("coupon.redeem_failed", isPresented: $redeemFailed) {
            Button("common.ok", role: .cancel) {}
        }
    }

    public init(viewModel: CouponViewModel) {
        self.viewModel = viewModel
    }
}

fileprivate struct CouponRow: View {
    let coupon: Coupon
    let artwork: UIImage

    var body: some View {
        HStack(spacing: 12) {
            Image(uiImage: artwork)
                .resizable()
                .frame(width: 44, height: 44)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                Text(coupon.merchant)
                    .font(.headline)
                Text(Formatters.currency.string(from: coupon.discount))
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            if coupon.isRedeemed {
                Image(systemName: "checkmark.seal.fill")
                    .foregroundColor(.green)
            }
        }
        .opacity(coupon.isExpired ? 0.5 : 1)
    }
}
