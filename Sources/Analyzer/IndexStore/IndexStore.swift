import CIndexStore
import Foundation

/// A compiler index store (`swift build`'s `.build/<triple>/debug/index/store`, Xcode's
/// `Index.noindex/DataStore`), read through the toolchain's libIndexStore.
public final class IndexStore: @unchecked Sendable {
    public let path: String
    // libIndexStore's readers are safe to use from several threads at once.
    private let store: indexstore_t

    public init(path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw IndexStoreError("\(path): no index store there")
        }
        var error: indexstore_error_t?
        guard let store = indexstore_store_create(path, &error) else {
            throw IndexStoreError(consuming: error, context: "\(path): cannot open the index store")
        }
        self.path = path
        self.store = store
    }

    deinit {
        indexstore_store_dispose(store)
    }

    /// The names of every unit in the store, sorted.
    public func unitNames() -> [String] {
        var names: [String] = []
        withUnsafeMutablePointer(to: &names) { collected in
            _ = indexstore_store_units_apply_f(store, 1, collected) { context, name in
                context?.assumingMemoryBound(to: [String].self).pointee.append(name.string)
                return true
            }
        }
        return names
    }

    public func unit(named name: String) throws -> IndexStoreUnit {
        var error: indexstore_error_t?
        guard let reader = indexstore_unit_reader_create(store, name, &error) else {
            throw IndexStoreError(consuming: error, context: "\(path): cannot read unit \(name)")
        }
        defer { indexstore_unit_reader_dispose(reader) }
        return IndexStoreUnit(name: name, reader: reader)
    }

    /// Every occurrence a record holds, in the order the compiler wrote them.
    public func occurrences(inRecord name: String) throws -> [IndexStoreOccurrence] {
        var error: indexstore_error_t?
        guard let reader = indexstore_record_reader_create(store, name, &error) else {
            throw IndexStoreError(consuming: error, context: "\(path): cannot read record \(name)")
        }
        defer { indexstore_record_reader_dispose(reader) }
        var occurrences: [IndexStoreOccurrence] = []
        withUnsafeMutablePointer(to: &occurrences) { collected in
            _ = indexstore_record_reader_occurrences_apply_f(reader, collected) { context, occurrence in
                guard let context, let occurrence else { return true }
                context.assumingMemoryBound(to: [IndexStoreOccurrence].self).pointee.append(
                    IndexStoreOccurrence(occurrence))
                return true
            }
        }
        return occurrences
    }
}
