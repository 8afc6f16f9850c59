import XCTest
@testable import Bookshelf

final class SettingsTests: XCTestCase {
    private var router: RouterSpy!
    private var tracker: RecordingTracker!
    private var store: KeyValueStore!

    override func setUp() {
        super.setUp()
        router = RouterSpy()
        tracker = RecordingTracker()
        store = KeyValueStore()
    }

    private func makeScreen() -> SettingsViewController {
        SettingsModule(store: store, router: router, tracker: tracker).makeScreen(for: .settings) as! SettingsViewController
    }

    func testRendersRowsWithBundledDefaults() {
        let output = makeScreen().display()
        assertContains(output, "SETTINGS\n========", "READING", "DISPLAY",
                       "Font size ", " 1.1x", "Daily goal (pages) ", " 25", "Appearance ", " Sepia",
                       "Night mode ", " Off")
        XCTAssertEqual(output.split(separator: "\n").first { $0.hasPrefix("Font size") }?.count, 44,
                       "rows fill the theme's line width")
    }

    func testChangesAreClampedPersistedAndTracked() {
        let screen = makeScreen()
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.handle("goal 9000"))
        XCTAssertTrue(screen.handle("night on"))
        XCTAssertTrue(screen.handle("appearance dark"))
        XCTAssertFalse(screen.handle("appearance neon"))
        XCTAssertFalse(screen.handle("volume 11"))

        assertContains(screen.render(), " 500", " On", " Dark")
        XCTAssertEqual(tracker.events(named: "setting_changed"), [
            .settingChanged(key: "dailyGoalPages", value: "500"),
            .settingChanged(key: "nightMode", value: "on"),
            .settingChanged(key: "appearance", value: "dark"),
        ])
        XCTAssertEqual(SettingsStorage(store: store).dailyGoalPages, 500)
    }

    func testResetAndClose() {
        let screen = makeScreen()
        screen.loadViewIfNeeded()
        _ = screen.handle("font 1.9")
        XCTAssertEqual(screen.presenter.preferences.fontScale, 1.9)
        XCTAssertTrue(screen.handle("reset"))
        XCTAssertEqual(screen.presenter.preferences.fontScale, 1.1)
        XCTAssertTrue(screen.handle("close"))
        XCTAssertEqual(router.backCount, 1)
        XCTAssertEqual(screen.presenter.screenName, "settings")
    }

    func testUseCaseValidatesResourceNames() {
        let useCase = SettingsUseCase(storage: SettingsStorage(store: store), tracker: tracker)
        XCTAssertEqual(useCase.validate(DataRequest(resource: "settings.defaults")), .valid)
        XCTAssertEqual(useCase.validate(DataRequest(resource: "settings.remote")), .invalid(reason: "error.not_found"))
        XCTAssertEqual(useCase.executeRaw(DataRequest(resource: "settings.remote")).error?.userMessage,
                       "We couldn't find that.")
    }
}
