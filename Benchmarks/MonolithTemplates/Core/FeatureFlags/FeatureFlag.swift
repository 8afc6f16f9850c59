// Each feature's redesign flag.
enum RedesignFlag: String {
    // template: feature-flag-case
    case __feature__Redesign = "__feature_key___redesign"
}

// template: Core/FeatureFlags/FeatureFlag.swift
/// Remote-controlled switches; one redesign flag per feature.
enum FeatureFlag: String, CaseIterable {
    // __redesign_cases__
    case offlineMode = "offline_mode"
    case verboseLogging = "verbose_logging"

    var defaultValue: Bool {
        switch self {
        case .verboseLogging:
            return true
        default:
            return false
        }
    }

    // __fillers__
}
