// template: Base/BaseCoordinator.swift
/// Owns a navigation stack of screens and child coordinators.
class BaseCoordinator {
    let dependencies: Dependencies
    private(set) var children: [BaseCoordinator] = []
    private(set) var stack: [BaseViewController] = []

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func start() {}

    func push(_ viewController: BaseViewController, animated: Bool = true) {
        stack.last?.viewDidDisappear(animated)
        stack.append(viewController)
        viewController.viewDidLoad()
        viewController.viewWillAppear(animated)
    }

    func pop(animated: Bool = true) {
        guard let top = stack.popLast() else { return }
        top.viewDidDisappear(animated)
        stack.last?.viewWillAppear(animated)
    }

    func addChild(_ coordinator: BaseCoordinator) {
        children.append(coordinator)
        coordinator.start()
    }

    func removeChild(_ coordinator: BaseCoordinator) {
        children.removeAll { $0 === coordinator }
    }

    // __fillers__
}
