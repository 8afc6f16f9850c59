import SwiftUI

/// Horizontal card carousel embedded in DashboardViewController.
struct DashboardView: View {
    let cards: [Card]
    var onPay: (Card?) -> Void = { _ in }

    @State private var selectedCardID: Card.ID?

    private var selectedCard: Card? {
        cards.first { $0.id == selectedCardID } ?? cards.first
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("dashboard.cards", bundle: .module)
                .font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(cards) { card in
                        CardTile(card: card, isSelected: card.id == selectedCard?.id)
                            .onTapGesture { selectedCardID = card.id }
                    }
                }
            }
            Button {
                onPay(selectedCard)
            } label: {
                Label("dashboard.pay", systemImage: "creditcard")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .tint(Color("BrandPrimary", bundle: .module))
            .disabled(cards.isEmpty)
        }
        .padding()
    }
}

private struct CardTile: View {
    let card: Card
    let isSelected: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(card.network.displayName)
                .font(.caption.weight(.semibold))
            Spacer()
            Text(card.maskedNumber)
                .font(.system(.callout, design: .monospaced))
            Text(Formatters.currency.string(from: card.balance))
                .font(.title3.bold())
        }
        .padding()
        .frame(width: 220, height: 130, alignment: .leading)
        .background(Color.accentColor.opacity(isSelected ? 1 : 0.6))
        .foregroundColor(.white)
        .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}
