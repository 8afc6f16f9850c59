// The feature's entry (with the identifier its first screen shows, if it shows one item) and the
// builder of each screen; a list screen opens the feature's first detail screen, if it has one.
enum ModuleScreens {
    // template: module-entry
    static func makeEntry(dependencies: Dependencies) -> BaseViewController {
        make__Kind__(dependencies: dependencies)
    }

    // template: module-entry-with-id
    static func makeEntry(dependencies: Dependencies, id: String) -> BaseViewController {
        make__Kind__(dependencies: dependencies, id: id)
    }

    // template: module-collection-screen
    static func make__Kind__(dependencies: Dependencies) -> BaseViewController {
        let useCase = Load__Screen__UseCase(service: dependencies.__domain__Service)
        let presenter = __Screen__Presenter(dependencies: dependencies, loadUseCase: useCase)
        // __show_detail__
        return __Screen__ViewController(presenter: presenter)
    }

    // template: module-detail-screen
    static func make__Kind__(dependencies: Dependencies, id: String) -> BaseViewController {
        let useCase = Load__Screen__UseCase(service: dependencies.__domain__Service)
        let presenter = __Screen__Presenter(dependencies: dependencies, loadUseCase: useCase, itemID: id)
        return __Screen__ViewController(presenter: presenter)
    }
}

func showDetail(of presenter: ListPresenter, dependencies: Dependencies) {
    // template: module-show-detail
    presenter.onShowDetail = { id in
        dependencies.router.show(make__Kind__(dependencies: dependencies, id: id))
    }
}

// template: module
/// Builds the screens of the __feature_words__ feature.
enum __Feature__Module {
    // __entry__

    // __screens__

    // __fillers__
}
