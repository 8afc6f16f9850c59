// template: repository
/// Local store of __domains_words__.
final class __Domain__Repository: Repository<__Model__> {
    @Stored(key: "__domains_key__.last_sync", defaultValue: 0)
    var lastSyncTimestamp: Double

    init(storage: KeyValueStorage) {
        super.init(storage: storage, namespace: "__domains_key__")
    }

    override func save(_ entity: __Model__) {
        super.save(entity)
        lastSyncTimestamp = Date().timeIntervalSince1970
    }

    /// Stored __domains_words__ in the given state.
    func __domains__(with status: __Status__) -> [__Model__] {
        all().filter { $0.status == status }
    }

    // __fillers__
}

extension Dependencies {
    var __domain__Repository: __Domain__Repository {
        __Domain__Repository(storage: storage)
    }
}
