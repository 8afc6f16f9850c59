import Foundation

enum Constants {
    enum App {
        static let bundleIdentifier = "com.example.wallet"

        static var buildNumber: String {
            Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0"
        }
    }

    enum DeepLink {
        static let scheme = "walletapp"
    }

    enum Payment {
        static let singleLimit = Money(amountMinorUnits: 300_000, currency: .jpy)
        static let nonceLength = 16
    }

    enum Crypto {
        static let keyIdentifier = "com.example.wallet.signing.v1"
    }

    enum Storage {
        static let sessionArchiveKey = "wallet.session.archive"
        static let historyPageSize = 200
    }
}
