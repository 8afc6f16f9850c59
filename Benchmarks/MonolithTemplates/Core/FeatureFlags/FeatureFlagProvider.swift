// template: Core/FeatureFlags/FeatureFlagProvider.swift
/// Answers whether a feature flag is on.
protocol FeatureFlagProviding: AnyObject {
    func isEnabled(_ flag: FeatureFlag) -> Bool
}

/// Flags from the remote configuration, with local overrides.
final class RemoteFeatureFlags: FeatureFlagProviding {
    private var overrides: [FeatureFlag: Bool] = [:]
    private let storage: KeyValueStorage

    init(storage: KeyValueStorage) {
        self.storage = storage
    }

    func isEnabled(_ flag: FeatureFlag) -> Bool {
        if let value = overrides[flag] {
            return value
        }
        return storage.value(forKey: "flag.\(flag.rawValue)", as: Bool.self) ?? flag.defaultValue
    }

    func setOverride(_ value: Bool?, for flag: FeatureFlag) {
        overrides[flag] = value
    }

    // __fillers__
}
