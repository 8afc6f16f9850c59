import Foundation

/// Book metadata comes from the backend; sample pages ship with the app.
final class ReaderDatasource: BaseDatasource {
    enum Resource {
        static let samples = "reader.samples"
        static let book = "reader.book"
    }

    private let client: HTTPClient

    init(client: HTTPClient) {
        self.client = client
        super.init()
    }

    override func perform(_ request: DataRequest) -> NetworkResult<Data> {
        switch request.resource {
        case Resource.samples:
            // Copied (not processed) by the manifest; still found via Bundle.module.
            let url = Bundle.module.url(forResource: "sample_chapters", withExtension: "json")
            return readResource(at: url, named: "sample_chapters.json")
        case Resource.book:
            guard let id = request["id"] else { return .failure(.invalidRequest(reason: "error.not_found")) }
            return client.data(for: .book(Book.ID(rawValue: id)))
        default:
            return super.perform(request)
        }
    }
}
