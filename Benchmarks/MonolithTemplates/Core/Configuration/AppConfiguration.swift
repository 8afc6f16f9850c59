// template: Core/Configuration/AppConfiguration.swift
enum AppEnvironment: String, CaseIterable {
    case development
    case staging
    case production
}

/// Settings that differ between builds.
struct AppConfiguration: Equatable {
    let environment: AppEnvironment
    let apiBaseURL: String
    let analyticsEnabled: Bool
    let requestTimeout: Double

    static let current: AppConfiguration = {
        #if DEBUG
        return AppConfiguration(environment: .development, apiBaseURL: "https://api.dev.example.com", analyticsEnabled: false, requestTimeout: 30)
        #else
        return AppConfiguration(environment: .production, apiBaseURL: "https://api.example.com", analyticsEnabled: true, requestTimeout: 15)
        #endif
    }()

    // __fillers__
}
