import Foundation

/// Swift façade over the Objective-C LegacyCrypto (imported via WalletApp-Bridging-Header.h).
final class PaymentSigner: NSObject {
    private let crypto: LegacyCrypto
    private(set) var lastAsyncSignature: Data?

    init(keyIdentifier: String = Constants.Crypto.keyIdentifier) {
        crypto = LegacyCrypto(keyIdentifier: keyIdentifier)
        super.init()
        crypto.algorithm = .SHA256
        crypto.delegate = self
    }

    /// Returns the hex-encoded signature of the transaction's canonical payload.
    func sign(_ transaction: Transaction) -> String {
        var payload = Data(transaction.signingPayload.utf8)
        payload.append(LegacyCrypto.randomNonce(ofLength: Constants.Payment.nonceLength))
        let signature = crypto.signPayload(payload)
        return crypto.hexString(from: signature)
    }

    func isValid(signature: Data, for transaction: Transaction) -> Bool {
        crypto.verify(signature: signature, payload: Data(transaction.signingPayload.utf8))
    }

    /// Signs a throw-away payload so the key is loaded before the user taps "Pay".
    func prewarm() {
        crypto.signPayloadAsync(Data("prewarm".utf8))
    }
}

extension PaymentSigner: LegacyCryptoDelegate {
    func legacyCrypto(_ crypto: LegacyCrypto, didSignPayload signature: Data) {
        lastAsyncSignature = signature
        Logger.shared.debug("LegacyCrypto \(crypto.keyIdentifier) produced \(signature.count) bytes")
    }

    func legacyCrypto(_ crypto: LegacyCrypto, didFailWithError error: Error) {
        Logger.shared.error("LegacyCrypto signing failed: \(error)")
    }
}
