import SwiftUI
import WidgetKit

/// The home-screen widget's view: the card's balance, formatted as the app formats it. The widget
/// extension compiles `Money`, `Currency` and `Formatters` from `Shared/` too.
struct BalanceWidgetView: View {
    let balance: Money

    var body: some View {
        Text(Formatters.currency.string(from: balance))
    }
}
