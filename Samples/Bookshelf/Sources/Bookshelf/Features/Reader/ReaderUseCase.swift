import Foundation

/// A book and its readable sample pages.
struct ReaderContent: Equatable {
    let book: Book
    let pages: [String]
}

/// Sample chapters keyed by book id, as stored in `sample_chapters.json`.
typealias SampleChapters = [String: [String]]

final class ReaderUseCase: BaseUseCase {
    private let progressStore: InMemoryStore<ReadingProgress>
    private let keyValueStore: KeyValueStore
    private let now: () -> Date

    init(datasource: ReaderDatasource,
         progressStore: InMemoryStore<ReadingProgress>,
         keyValueStore: KeyValueStore = .standard,
         tracker: AnalyticsTracker = ConsoleTracker.shared,
         now: @escaping () -> Date = Date.init) {
        self.progressStore = progressStore
        self.keyValueStore = keyValueStore
        self.now = now
        super.init(datasource: datasource, tracker: tracker)
    }

    /// Book requests need a non-blank id; page numbers must be positive.
    override func validate(_ request: DataRequest) -> Validation {
        let base = super.validate(request)
        guard base.isValid else { return base }
        if request.resource == ReaderDatasource.Resource.book, request["id"]?.isBlank ?? true {
            return .invalid(reason: L10n.Key.errorNotFound.rawValue)
        }
        if let page = request["page"].flatMap(Int.init), page < 1 {
            return .invalid(reason: L10n.Key.errorGeneric.rawValue)
        }
        return .valid
    }

    func loadContent(for id: Book.ID) -> NetworkResult<ReaderContent> {
        let book = execute(DataRequest(resource: ReaderDatasource.Resource.book, parameters: ["id": id.rawValue]),
                           as: Book.self)
        let samples = execute(DataRequest(resource: ReaderDatasource.Resource.samples), as: SampleChapters.self)
        return zip(book, samples).flatMap { book, samples in
            guard let pages = samples[id.rawValue]?.nonEmpty else {
                return .failure(.notFound(path: "samples/\(id.rawValue)"))
            }
            return .success(ReaderContent(book: book, pages: pages))
        }
    }

    func openSession(for content: ReaderContent, startPage: Int?) -> ReaderSession {
        ReaderSession(book: content.book,
                      pages: content.pages,
                      startPage: startPage,
                      store: keyValueStore,
                      progressStore: progressStore,
                      now: now)
    }
}
