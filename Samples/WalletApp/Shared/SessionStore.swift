import Foundation

/// The signed-in session, archived into UserDefaults with NSKeyedArchiver.
///
/// The archive records the runtime class name, which for a Swift class is
/// module-qualified ("WalletApp.SessionStore"). Archives written by 1.x must keep
/// decoding after any refactor, hence `registerLegacyArchiveNames()`.
final class SessionStore: NSObject, NSCoding, NSSecureCoding {
    private enum Keys {
        static let userID = "userID"
        static let primaryCardID = "primaryCardID"
        static let lastSyncDate = "lastSyncDate"
        static let acceptedTermsVersion = "acceptedTermsVersion"
    }

    static var supportsSecureCoding: Bool { true }

    private(set) static var current: SessionStore?

    let userID: String
    var primaryCardID: UUID?
    var lastSyncDate: Date?
    var acceptedTermsVersion: Int

    init(userID: String, primaryCardID: UUID? = nil, lastSyncDate: Date? = nil, acceptedTermsVersion: Int = 0) {
        self.userID = userID
        self.primaryCardID = primaryCardID
        self.lastSyncDate = lastSyncDate
        self.acceptedTermsVersion = acceptedTermsVersion
        super.init()
    }

    // MARK: NSCoding

    required init?(coder: NSCoder) {
        guard let userID = coder.decodeObject(of: NSString.self, forKey: Keys.userID) as String? else {
            return nil
        }
        self.userID = userID
        primaryCardID = coder.decodeObject(of: NSUUID.self, forKey: Keys.primaryCardID) as UUID?
        lastSyncDate = coder.decodeObject(of: NSDate.self, forKey: Keys.lastSyncDate) as Date?
        acceptedTermsVersion = coder.decodeInteger(forKey: Keys.acceptedTermsVersion)
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(userID as NSString, forKey: Keys.userID)
        coder.encode(primaryCardID.map { $0 as NSUUID }, forKey: Keys.primaryCardID)
        coder.encode(lastSyncDate.map { $0 as NSDate }, forKey: Keys.lastSyncDate)
        coder.encode(acceptedTermsVersion, forKey: Keys.acceptedTermsVersion)
    }

    // MARK: Archiving

    static func begin(userID: String) -> SessionStore {
        let store = SessionStore(userID: userID)
        current = store
        store.persist()
        return store
    }

    func persist(defaults: UserDefaults = .standard) {
        do {
            let data = try NSKeyedArchiver.archivedData(withRootObject: self, requiringSecureCoding: true)
            defaults.set(data, forKey: Constants.Storage.sessionArchiveKey)
        } catch {
            Logger.shared.error("Could not archive \(SessionStore.archivedClassName): \(error)")
        }
    }

    @discardableResult
    static func restore(defaults: UserDefaults = .standard) -> SessionStore? {
        guard let data = defaults.data(forKey: Constants.Storage.sessionArchiveKey) else {
            return nil
        }
        do {
            let store = try NSKeyedUnarchiver.unarchivedObject(ofClass: SessionStore.self, from: data)
            current = store
            return store
        } catch {
            Logger.shared.error("Dropping unreadable session archive: \(error)")
            defaults.removeObject(forKey: Constants.Storage.sessionArchiveKey)
            return nil
        }
    }

    /// Archives from 1.x were written while the class lived in the "WalletApp" module.
    static func registerLegacyArchiveNames() {
        NSKeyedUnarchiver.setClass(SessionStore.self, forClassName: "WalletApp.SessionStore")
        if let legacyClass = NSClassFromString("WalletApp.SessionStore") {
            Logger.shared.debug("Legacy session class resolves to \(NSStringFromClass(legacyClass))")
        } else {
            Logger.shared.warning("WalletApp.SessionStore is not resolvable; old sessions will be dropped")
        }
    }

    static var archivedClassName: String {
        NSStringFromClass(SessionStore.self)
    }

    override var description: String {
        "\(String(describing: SessionStore.self))(userID: \(userID), terms: v\(acceptedTermsVersion))"
    }
}
