import Foundation

/// What was read of the standard library's interfaces, kept between runs in
/// `$XDG_CACHE_HOME/cleave` (`~/.cache/cleave`): reading them takes a few tenths of a second,
/// loading this a few milliseconds. The file is named by the interfaces (path, size, date) and
/// this build of Cleave, so a new toolchain or a new Cleave reads them again. A cache that cannot
/// be read or written is passed over.
struct StandardLibraryCache {
    let file: URL?

    init(interfaces: [String], environment: [String: String] = ProcessInfo.processInfo.environment) {
        let folder =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? environment["HOME"].map { URL(fileURLWithPath: $0).appendingPathComponent(".cache") }
        let stamps = interfaces.map { path -> String in
            let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path) \(size) \(Int(modified))"
        }
        let key = ContentHash.combining([IndexDatabase.factsVersion] + stamps)
        file = folder?.appendingPathComponent("cleave/standard-library-\(key).bin")
    }

    func load() -> StandardLibrary? {
        guard let file, let data = FileManager.default.contents(atPath: file.path),
            let stored = try? CompactDecoder().decode(Stored.self, from: data)
        else { return nil }
        return stored.library
    }

    func store(_ library: StandardLibrary) {
        guard let file, let data = try? CompactEncoder().encode(Stored(library)) else { return }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written beside and moved into place, so a concurrent run never reads half a file.
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).tmp")
        guard (try? data.write(to: temporary)) != nil else { return }
        if (try? FileManager.default.moveItem(at: temporary, to: file)) == nil {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// The tables as lists: the compact format has no dictionaries.
    private struct Stored: Codable {
        struct Pair<Value: Codable>: Codable {
            var key: String
            var value: Value
        }
        struct MemberEntry: Codable {
            var owner: String
            var name: String
            var member: StandardLibrary.Member
        }

        var kinds: [Pair<DeclarationKind>]
        var genericParameters: [Pair<[String]>]
        var supertypes: [Pair<[String]>]
        var aliases: [Pair<String>]
        var members: [MemberEntry]
        var owners: [Pair<[String]>]

        init(_ library: StandardLibrary) {
            kinds = library.kinds.map { Pair(key: $0.key, value: $0.value) }
            genericParameters = library.genericParameters.map { Pair(key: $0.key, value: $0.value) }
            supertypes = library.supertypes.map { Pair(key: $0.key, value: $0.value) }
            aliases = library.aliases.map { Pair(key: $0.key, value: $0.value) }
            members = library.members.flatMap { owner, byName in
                byName.flatMap { name, members in members.map { MemberEntry(owner: owner, name: name, member: $0) } }
            }
            owners = library.ownersByMemberName.map { Pair(key: $0.key, value: $0.value) }
        }

        var library: StandardLibrary {
            var library = StandardLibrary()
            library.kinds = Dictionary(kinds.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            library.genericParameters = Dictionary(
                genericParameters.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            library.supertypes = Dictionary(
                supertypes.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            library.aliases = Dictionary(aliases.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            for entry in members {
                library.members[entry.owner, default: [:]][entry.name, default: []].append(entry.member)
            }
            library.ownersByMemberName = Dictionary(
                owners.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            return library
        }
    }
}
