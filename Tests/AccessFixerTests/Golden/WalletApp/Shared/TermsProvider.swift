import Foundation

struct Terms: Decodable {
    struct Section: Decodable {
        let heading: String
        let body: String
    }

    let version: Int
    let title: String
    let updatedAt: String
    let sections: [Section]
}

/// Loads the bundled terms of service (Resources/terms.json).
final class TermsProvider {
    private let decoder = JSONDecoder()

    func loadTerms() -> Terms? {
        guard let url = Bundle.module.url(forResource: "terms", withExtension: "json") else {
            Logger.shared.error("terms.json is missing from the app bundle")
            return nil
        }
        do {
            let data = try Data(contentsOf: url)
            return try decoder.decode(Terms.self, from: data)
        } catch {
            Logger.shared.error("terms.json could not be decoded: \(error)")
            return nil
        }
    }

    func needsAcceptance(for session: SessionStore?) -> Bool {
        guard let terms = loadTerms() else { return false }
        return (session?.acceptedTermsVersion ?? 0) < terms.version
    }
}
