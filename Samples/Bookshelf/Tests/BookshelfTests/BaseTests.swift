import XCTest
@testable import Bookshelf

/// Minimal subclasses, the way a feature would write them.
private final class EchoDatasource: BaseDatasource {
    override func perform(_ request: DataRequest) -> NetworkResult<Data> {
        .success(Data("{\"echo\":\"\(request["value"] ?? "")\"}".utf8))
    }
}

private final class EchoUseCase: BaseUseCase {
    private(set) var validated: [String] = []

    override func validate(_ request: DataRequest) -> Validation {
        validated.append(request.debugKey)
        let base = super.validate(request)
        guard base.isValid else { return base }
        return request["value"] == "forbidden" ? .invalid(reason: "error.not_found") : .valid
    }
}

private struct Echo: Decodable, Equatable {
    let echo: String
}

private final class GreetingViewController: BaseViewController {
    private(set) var didLoadCount = 0

    override var title: String { "Greeting" }

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoadCount += 1
    }

    override func render() -> String { "hello from the override" }
}

final class BaseTests: XCTestCase {
    func testUseCaseBecomesOwnerOfItsDatasource() {
        let datasource = EchoDatasource()
        let useCase = EchoUseCase(datasource: datasource, tracker: RecordingTracker())
        XCTAssertTrue(datasource.owner === useCase)
        XCTAssertTrue(useCase.datasource === datasource)
    }

    func testDatasourceValidatesThroughOwnerBeforePerforming() {
        let datasource = EchoDatasource()
        let useCase = EchoUseCase(datasource: datasource, tracker: RecordingTracker())

        let rejected = useCase.execute(DataRequest(resource: "echo", parameters: ["value": "forbidden"]), as: Echo.self)
        XCTAssertEqual(rejected.error, .invalidRequest(reason: "error.not_found"))
        XCTAssertEqual(datasource.performCount, 0, "an invalid request must never reach perform(_:)")
        XCTAssertEqual(useCase.validated, ["echo?value=forbidden"])

        let accepted = useCase.execute(DataRequest(resource: "echo", parameters: ["value": "hi"]), as: Echo.self)
        XCTAssertEqual(accepted.value, Echo(echo: "hi"))
        XCTAssertEqual(datasource.performCount, 1)
    }

    func testLoadServesCacheUnlessAskedNotTo() {
        let datasource = EchoDatasource()
        let useCase = EchoUseCase(datasource: datasource, tracker: RecordingTracker())
        let request = DataRequest(resource: "echo", parameters: ["value": "x"])
        _ = useCase.executeRaw(request)
        _ = useCase.executeRaw(request)
        XCTAssertEqual(datasource.performCount, 1)
        _ = useCase.executeRaw(with(request) { $0.cachePolicy = .reloadIgnoringCache })
        XCTAssertEqual(datasource.performCount, 2)
    }

    func testOwnerIsWeakSoTheCycleDoesNotLeak() {
        let datasource = EchoDatasource()
        var useCase: EchoUseCase? = EchoUseCase(datasource: datasource, tracker: RecordingTracker())
        XCTAssertNotNil(datasource.owner)
        useCase = nil
        XCTAssertNil(useCase)
        XCTAssertNil(datasource.owner)
        // Without an owner nothing validates, so the request goes straight through.
        XCTAssertEqual(datasource.load(DataRequest(resource: "echo")).isSuccess, true)
    }

    func testBaseDatasourceWithoutOverrideFailsLoudly() {
        let tracker = RecordingTracker()
        let useCase = BaseUseCase(datasource: BaseDatasource(), tracker: tracker)
        let result = useCase.executeRaw(DataRequest(resource: "anything"))
        guard case .notImplemented(let message)? = result.error else {
            return XCTFail("expected notImplemented, got \(result)")
        }
        XCTAssertTrue(message.contains("BaseDatasource"))
        XCTAssertEqual(tracker.names, ["error"])
        XCTAssertEqual(useCase.validate(DataRequest(resource: " ")), .invalid(reason: "error.generic"))
    }

    func testDisplayCallsSubclassOverrides() {
        let tracker = RecordingTracker()
        let screen = GreetingViewController(tracker: tracker)
        let first = screen.display()
        _ = screen.display()
        XCTAssertEqual(first, "GREETING\n========\nhello from the override")
        XCTAssertEqual(screen.didLoadCount, 1, "viewDidLoad runs once")
        XCTAssertEqual(screen.appearanceCount, 2)
        XCTAssertEqual(screen.screenName, "greeting")
        XCTAssertEqual(tracker.events, [.screenView(name: "greeting"), .screenView(name: "greeting")])
    }

    func testBaseViewControllerDefaults() {
        let screen = BaseViewController(tracker: RecordingTracker())
        XCTAssertEqual(screen.title, "Bookshelf")
        XCTAssertEqual(screen.render(), "")
        XCTAssertFalse(screen.handle("anything"))
        XCTAssertEqual(screen.display(), "BOOKSHELF\n=========")
    }

    func testPresenterHoldsViewWeaklyAndRoutesThroughRouter() {
        let router = RouterSpy()
        let presenter = BasePresenter<GreetingViewController>(router: router, tracker: RecordingTracker())
        var view: GreetingViewController? = GreetingViewController(tracker: RecordingTracker())
        presenter.attach(view!)
        XCTAssertNotNil(presenter.view)
        view = nil
        XCTAssertNil(presenter.view)

        presenter.navigate(to: .settings)
        presenter.goBack()
        XCTAssertEqual(router.routes, [.settings])
        XCTAssertEqual(router.backCount, 1)
    }

    func testViewStateFromResult() {
        let loaded = ViewState<[Int]>(.success([1]), emptyMessage: "none", isEmpty: { $0.isEmpty })
        let empty = ViewState<[Int]>(.success([]), emptyMessage: "none", isEmpty: { $0.isEmpty })
        let failed = ViewState<[Int]>(.failure(.offline), emptyMessage: "none", isEmpty: { $0.isEmpty })
        XCTAssertEqual(loaded, .loaded([1]))
        XCTAssertEqual(empty, .empty(message: "none"))
        XCTAssertEqual(failed.error, .offline)
        XCTAssertEqual(loaded.map(\.count), .loaded(1))
        XCTAssertFalse(ViewState<Int>.loading.content != nil)
    }
}
