import CIndexStore
import Foundation

/// What the compiler wrote for one compilation output: the source file compiled, when, and the
/// records (one per source file it indexed) and units it depends on.
public struct IndexStoreUnit: Hashable, Sendable {
    public struct Dependency: Hashable, Sendable {
        public enum Kind: UInt32, Sendable {
            case unit = 1
            case record = 2
            case file = 3
        }

        public var kind: Kind
        /// The record's or unit's name in the store; empty for a plain file.
        public var name: String
        public var filePath: String
        public var moduleName: String
        public var isSystem: Bool
    }

    public var name: String
    /// The source file compiled, absolute; nil for units without one (module units).
    public var mainFile: String?
    public var moduleName: String
    public var workingDirectory: String
    /// The target triple compiled for (`x86_64-unknown-linux-gnu`, `arm64-apple-ios17.0-simulator`).
    public var target: String
    /// The compiler that wrote the unit, as it names itself.
    public var providerVersion: String
    public var modificationTime: Date
    public var isSystem: Bool
    public var dependencies: [Dependency]

    /// The record holding the occurrences of `path`, if this unit indexed that file.
    public func record(for path: String) -> Dependency? {
        dependencies.first { $0.kind == .record && $0.filePath == path }
    }

    init(name: String, reader: indexstore_unit_reader_t) {
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0
        indexstore_unit_reader_get_modification_time(reader, &seconds, &nanoseconds)
        var dependencies: [Dependency] = []
        withUnsafeMutablePointer(to: &dependencies) { collected in
            _ = indexstore_unit_reader_dependencies_apply_f(reader, collected) { context, dependency in
                guard let context, let dependency,
                    let kind = Dependency.Kind(rawValue: indexstore_unit_dependency_get_kind(dependency).rawValue)
                else { return true }
                context.assumingMemoryBound(to: [Dependency].self).pointee.append(
                    Dependency(
                        kind: kind, name: indexstore_unit_dependency_get_name(dependency).string,
                        filePath: indexstore_unit_dependency_get_filepath(dependency).string,
                        moduleName: indexstore_unit_dependency_get_modulename(dependency).string,
                        isSystem: indexstore_unit_dependency_is_system(dependency)))
                return true
            }
        }
        self.name = name
        self.mainFile =
            indexstore_unit_reader_has_main_file(reader) ? indexstore_unit_reader_get_main_file(reader).string : nil
        self.moduleName = indexstore_unit_reader_get_module_name(reader).string
        self.workingDirectory = indexstore_unit_reader_get_working_dir(reader).string
        self.target = indexstore_unit_reader_get_target(reader).string
        self.providerVersion = indexstore_unit_reader_get_provider_version(reader).string
        self.modificationTime = Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
        self.isSystem = indexstore_unit_reader_is_system_unit(reader)
        self.dependencies = dependencies
    }
}
