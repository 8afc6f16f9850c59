import CIndexStore

/// Why an index store, unit or record could not be read.
public struct IndexStoreError: UserFacingError, Sendable {
    public var description: String

    init(_ description: String) {
        self.description = description
    }

    /// Takes ownership of libIndexStore's error object: its text is copied, the object disposed.
    init(consuming error: indexstore_error_t?, context: String) {
        guard let error else {
            self.init(context)
            return
        }
        defer { indexstore_error_dispose(error) }
        self.init("\(context): \(String(cString: indexstore_error_get_description(error)))")
    }
}

extension indexstore_string_ref_t {
    var string: String {
        guard let data, length > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    }
}
