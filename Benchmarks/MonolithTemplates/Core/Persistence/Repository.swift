// template: Core/Persistence/Repository.swift
/// Persists a collection of identifiable entities under one key.
class Repository<Entity: Codable & Identifiable> where Entity.ID == String {
    let storage: KeyValueStorage
    let namespace: String

    init(storage: KeyValueStorage, namespace: String) {
        self.storage = storage
        self.namespace = namespace
    }

    func all() -> [Entity] {
        storage.value(forKey: namespace, as: [Entity].self) ?? []
    }

    func find(id: String) -> Entity? {
        all().first { $0.id == id }
    }

    func save(_ entity: Entity) {
        var entities = all()
        if let index = entities.firstIndex(where: { $0.id == entity.id }) {
            entities[index] = entity
        } else {
            entities.append(entity)
        }
        storage.set(entities, forKey: namespace)
    }

    func delete(id: String) {
        storage.set(all().filter { $0.id != id }, forKey: namespace)
    }

    func removeAll() {
        storage.removeValue(forKey: namespace)
    }

    // __fillers__
}
