import Foundation

protocol AnalyticsTracker: AnyObject {
    func track(_ event: AnalyticsEvent)
}

/// Anything that reports screen views under a stable name.
protocol AnalyticsScreen {
    var screenName: String { get }
}

extension AnalyticsTracker {
    func trackScreen(_ screen: AnalyticsScreen) {
        track(.screenView(name: screen.screenName))
    }

    func track(_ events: [AnalyticsEvent]) {
        events.forEach(track)
    }
}

/// Keeps every event in memory. Used by tests and the debug overlay.
final class RecordingTracker: AnalyticsTracker {
    private(set) var events: [AnalyticsEvent] = []

    init() {}

    func track(_ event: AnalyticsEvent) {
        events.append(event)
    }

    var names: [String] { events.map(\.name) }

    func events(named name: String) -> [AnalyticsEvent] {
        events.filter { $0.name == name }
    }

    func reset() {
        events.removeAll()
    }
}

/// Fans events out to several trackers.
final class CompositeTracker: AnalyticsTracker {
    private let trackers: [AnalyticsTracker]

    init(_ trackers: [AnalyticsTracker]) {
        self.trackers = trackers
    }

    func track(_ event: AnalyticsEvent) {
        trackers.forEach { $0.track(event) }
    }
}
