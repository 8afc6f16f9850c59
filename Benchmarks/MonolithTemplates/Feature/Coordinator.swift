// How the flow starts: with the identifier its first screen needs, or without one.
final class StartingCoordinator: BaseCoordinator {
    // template: coordinator-start-with-id
    override func start() {
        guard let entryID = entryID else {
            dependencies.logger.warning("__Feature__Coordinator started without an identifier")
            return
        }
        push(__Feature__Module.makeEntry(dependencies: dependencies, id: entryID))
    }

    // template: coordinator-start
    override func start() {
        if let entryID = entryID {
            dependencies.logger.debug("__Feature__Coordinator ignores entry \(entryID)")
        }
        push(__Feature__Module.makeEntry(dependencies: dependencies))
    }
}

// template: coordinator
/// Runs the __feature_words__ flow inside a parent coordinator.
final class __Feature__Coordinator: BaseCoordinator {
    private let entryID: String?
    var onFinish: (() -> Void)?

    init(dependencies: Dependencies, entryID: String? = nil) {
        self.entryID = entryID
        super.init(dependencies: dependencies)
    }

    // __start__

    func finish() {
        while !stack.isEmpty {
            pop(animated: false)
        }
        onFinish?()
    }

    // __fillers__
}
