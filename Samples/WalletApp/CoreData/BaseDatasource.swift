import CoreData

/// Base class for every Core Data backed datasource.
///
/// Errors are reported back to the owning use case (CoreDomain), so this layer
/// and `BaseUseCase` know about each other.
class BaseDatasource {
    let persistence: PersistenceController
    weak var useCase: BaseUseCase?

    init(persistence: PersistenceController = .shared) {
        self.persistence = persistence
    }

    var viewContext: NSManagedObjectContext {
        persistence.container.viewContext
    }

    func fetch<Entity: NSManagedObject>(_ request: NSFetchRequest<Entity>) -> [Entity] {
        do {
            return try viewContext.fetch(request)
        } catch {
            useCase?.handle(error: error)
            return []
        }
    }

    func save() {
        guard viewContext.hasChanges else { return }
        do {
            try viewContext.save()
        } catch {
            viewContext.rollback()
            useCase?.handle(error: error)
        }
    }

    func performBackground(
        _ work: @escaping (NSManagedObjectContext) throws -> Void,
        completion: @escaping (Bool) -> Void = { _ in }
    ) {
        persistence.container.performBackgroundTask { [weak self] context in
            do {
                try work(context)
                if context.hasChanges {
                    try context.save()
                }
                completion(true)
            } catch {
                self?.useCase?.handle(error: error)
                completion(false)
            }
        }
    }
}
