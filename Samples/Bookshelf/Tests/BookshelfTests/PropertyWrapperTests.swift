import XCTest
@testable import Bookshelf

final class PropertyWrapperTests: XCTestCase {
    private struct Volume {
        @Clamped(0...10) var level: Int = 5
    }

    func testClampedClampsOnInitAndWrite() {
        var volume = Volume()
        volume.level = 42
        XCTAssertEqual(volume.level, 10)
        volume.level = -3
        XCTAssertEqual(volume.level, 0)
        XCTAssertEqual(volume.$level, 0...10)
        XCTAssertEqual(Volume(level: 99).level, 10)
    }

    func testReaderLayoutMemberwiseInitIsClamped() {
        let layout = ReaderLayout(fontScale: 3.5, columnWidth: 10)
        XCTAssertEqual(layout.fontScale, 2.0)
        XCTAssertEqual(layout.columnWidth, 24)
        XCTAssertEqual(layout.effectiveColumnWidth, 16)
        XCTAssertEqual(ReaderLayout().columnWidth, 44)
    }

    func testSettingsFormClampsChanges() {
        var form = SettingsForm(preferences: UserPreferences())
        form.apply(.dailyGoal(pages: 9_000))
        form.apply(.fontScale(0.1))
        XCTAssertEqual(form.dailyGoalPages, 500)
        XCTAssertEqual(form.fontScale, 0.8)
        XCTAssertEqual(form.dailyGoalRange, 1...500)
        XCTAssertEqual(form.preferences.dailyGoalPages, 500)
    }

    func testPersistedReadsDefaultThenStoredValue() {
        let store = KeyValueStore()
        let wrapper = Persisted("reader.fontScale", default: 1.0, store: store)
        XCTAssertEqual(wrapper.wrappedValue, 1.0)
        XCTAssertFalse(wrapper.isSet)

        wrapper.wrappedValue = 1.4
        XCTAssertEqual(Persisted("reader.fontScale", default: 1.0, store: store).wrappedValue, 1.4)
        XCTAssertEqual(store.allKeys, ["reader.fontScale"])

        wrapper.reset()
        XCTAssertEqual(wrapper.wrappedValue, 1.0)
    }

    func testSettingsStorageUsesPersistedWrappers() {
        let store = KeyValueStore()
        let storage = SettingsStorage(store: store, defaults: UserPreferences(dailyGoalPages: 30))
        XCTAssertEqual(storage.dailyGoalPages, 30)
        XCTAssertFalse(storage.hasCustomValues)

        storage.appearance = .dark
        storage.nightMode = true
        let reopened = SettingsStorage(store: store)
        XCTAssertEqual(reopened.appearance, .dark)
        XCTAssertTrue(reopened.preferences.nightMode)
        XCTAssertTrue(reopened.hasCustomValues)

        reopened.resetAll()
        XCTAssertEqual(storage.appearance, .system)
    }

    func testReaderSessionPageIsClampedAndRemembered() {
        let store = KeyValueStore()
        let progress = InMemoryStore<ReadingProgress>()
        let session = ReaderSession(book: Fixtures.timeMachine, pages: ["a", "b", "c"], startPage: 99,
                                    store: store, progressStore: progress, now: { Fixtures.now })
        XCTAssertEqual(session.currentPage, 3)
        XCTAssertTrue(session.isOnLastPage)
        XCTAssertFalse(session.turn(by: 1))
        XCTAssertTrue(session.turn(by: -1))

        let resumed = ReaderSession(book: Fixtures.timeMachine, pages: ["a", "b", "c"],
                                    store: store, progressStore: progress, now: { Fixtures.now })
        XCTAssertEqual(resumed.currentPage, 2)
        XCTAssertEqual(resumed.text, "b")
    }
}
