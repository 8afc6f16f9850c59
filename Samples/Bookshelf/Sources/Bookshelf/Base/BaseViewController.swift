import Foundation

/// Base class of every screen. Screens render themselves as text: the base
/// draws the title, subclasses override `render()` to draw their body.
class BaseViewController: AnalyticsScreen {
    let theme: Theme
    let tracker: AnalyticsTracker
    private(set) var isViewLoaded = false
    private(set) var appearanceCount = 0

    init(theme: Theme = .current, tracker: AnalyticsTracker = ConsoleTracker.shared) {
        self.theme = theme
        self.tracker = tracker
    }

    // MARK: Overridable

    /// Shown in the header. Subclasses override.
    var title: String {
        L10n.string(.appName)
    }

    /// Stable screen name, derived from the type: `SearchViewController` → `search`.
    var screenName: String {
        String(describing: type(of: self)) |> Self.removingControllerSuffix >>> ^\String.slug
    }

    /// Called once, before the first render.
    func viewDidLoad() {}

    /// Called before every render.
    func viewWillAppear() {
        tracker.trackScreen(self)
    }

    /// The screen body. Subclasses override.
    func render() -> String {
        ""
    }

    /// Handles a textual user action (e.g. `"next"`, `"open 2"`). Returns
    /// whether the action was understood.
    func handle(_ action: String) -> Bool {
        false
    }

    // MARK: Lifecycle

    final func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Full screen: header, then the subclass body.
    final func display() -> String {
        loadViewIfNeeded()
        viewWillAppear()
        appearanceCount += 1
        var canvas = makeCanvas()
        canvas.title(title)
        let body = render()
        return body.isEmpty ? canvas.rendered : canvas.rendered + "\n" + body
    }

    func makeCanvas() -> TextCanvas {
        TextCanvas(theme: theme)
    }

    private static func removingControllerSuffix(_ typeName: String) -> String {
        let suffix = "ViewController"
        return typeName.hasSuffix(suffix) ? String(typeName.dropLast(suffix.count)) : typeName
    }
}
