// Filler members: the generator adds them to the bodies of the other templates (at their
// `// __fillers__` line) until each file has its planned length. It puts the member's access and,
// in a namespace enum, `static` before its `func` or `var`, and fills `// __note__` with
// `doc-note` or nothing.
struct FillerMembers {
    // template: doc-note
    ///
    /// __note__

    // template: format-method
    /// Text describing __a_model_words__ in one line.
    // __note__
    func __name__(for __model__: __Model__) -> String {
        let title = __model__.__title__.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else {
            return "#\(__model__.id)"
        }
        return "__text__"
    }

    // template: switch-method
    /// Maps __a_enum_words__ to its __name_words__.
    // __note__
    func __name__(for __enum__: __Enum__) -> __Result__ {
        switch __enum__ {
        // __cases__
        }
    }

    // template: collection-sum
    /// Adds up the __property_words__ of the given items.
    // __note__
    func __name__(of items: [__Model__]) -> __Type__ {
        items.reduce(__zero__) { partial, item in
            partial + item.__property__
        }
    }

    // template: collection-grouped
    /// Groups items by __property_words__, keeping their order.
    // __note__
    func __name__(_ items: [__Model__]) -> [__Key__: [__Model__]] {
        Dictionary(grouping: items, by: { $0.__property__ })
    }

    // template: collection-identifiers
    /// Identifiers of the items, duplicates removed, order kept.
    // __note__
    func __name__(_ items: [__Model__]) -> [String] {
        var seen = Set<String>()
        return items.map(\.id).filter { seen.insert($0).inserted }
    }

    // template: collection-top
    /// The items with the highest __property_words__ first.
    // __note__
    func __name__(_ items: [__Model__], limit: Int = 10) -> [__Model__] {
        guard limit > 0 else { return [] }
        let sorted = items.sorted { lhs, rhs in
            if lhs.__property__ == rhs.__property__ {
                return lhs.id < rhs.id
            }
            return lhs.__property__ > rhs.__property__
        }
        return Array(sorted.prefix(limit))
    }

    // template: collection-matching
    /// Items whose title matches the query, sorted by title.
    // __note__
    func __name__(_ items: [__Model__], matching query: String) -> [__Model__] {
        let needle = query.lowercased()
        return items
            .filter { needle.isEmpty || $0.__title__.lowercased().contains(needle) }
            .sorted { $0.__title__ < $1.__title__ }
    }

    // template: lookup-method
    /// Finds the __model_words__ with the given identifier, if any.
    // __note__
    func __name__(in candidates: [__Model__], id: String?) -> __Model__? {
        guard let id = id, !id.isEmpty else {
            return candidates.first
        }
        if let match = candidates.first(where: { $0.id == id }) {
            return match
        }
        // __fallback__
        return nil
    }

    // template: generic-top-values
    /// The largest values, at most `limit` of them.
    // __note__
    func __name__<Candidate: Comparable>(_ values: [Candidate], limit: Int) -> [Candidate] {
        guard limit > 0 else { return [] }
        return Array(values.sorted(by: >).prefix(limit))
    }

    // template: generic-lookup-table
    /// Builds a lookup table; the first value wins on duplicate keys.
    // __note__
    func __name__<LookupKey: Hashable, LookupValue>(_ pairs: [(LookupKey, LookupValue)]) -> [LookupKey: LookupValue] {
        Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    // template: generic-chunks
    /// Splits values into consecutive chunks of `size` elements.
    // __note__
    func __name__<Piece>(_ values: [Piece], size: Int) -> [[Piece]] {
        guard size > 0 else { return [values] }
        return stride(from: 0, to: values.count, by: size).map { start in
            Array(values[start..<Swift.min(start + size, values.count)])
        }
    }

    // template: generic-counts
    /// Counts how often each value occurs.
    // __note__
    func __name__<Source: Sequence>(_ sequence: Source) -> [Source.Element: Int] where Source.Element: Hashable {
        var counts: [Source.Element: Int] = [:]
        for element in sequence {
            counts[element, default: 0] += 1
        }
        return counts
    }

    // template: nested-struct
    /// A lightweight, comparable view of __a_model_words__.
    // __note__
    struct __Name__: Equatable, Hashable {
        let id: String
        let title: String
        let isHighlighted: Bool

        init(_ __model__: __Model__, isHighlighted: Bool = false) {
            self.id = __model__.id
            self.title = __model__.__title__
            self.isHighlighted = __highlighted__
        }
    }

    // template: constant-doc
    /// Tuned __name_words__.
    // __note__

    // template: constant
    // __doc__
    static let __name__: Double = __value__

    // template: constant-computed
    // __doc__
    static var __name__: Double { __value__ }

    // template: callback-method
    /// Asynchronous-style check with a completion handler.
    // __note__
    func __name__(_ __model__: __Model__, completion: @escaping (Result<String, AppError>) -> Void) {
        guard !__model__.id.isEmpty else {
            completion(.failure(.validation(field: "id", reason: "must not be empty")))
            return
        }
        let title = __model__.__title__
        completion(title.isEmpty ? .failure(.notFound) : .success(title))
    }

    // template: layout-method
    /// Frames of `count` evenly spaced rows inside `bounds`.
    // __note__
    func __name__(in bounds: Rect, count: Int) -> [Rect] {
        guard count > 0 else { return [] }
        let gap = Spacing.__spacing__
        let height = (bounds.height - gap * Double(count - 1)) / Double(count)
        return (0..<count).map { index in
            Rect(x: bounds.x, y: bounds.y + Double(index) * (height + gap), width: bounds.width, height: height)
        }
    }

    // template: debug-block
    #if DEBUG
    /// Multi-line dump used by the debug menu.
    // __note__
    func __name__(for __model__: __Model__) -> String {
        """
        __Model__ \(__model__.id)
        __Title_words__: \(__model__.__title__)
        // __lines__
        """
    }
    #endif

    // template: throwing-check
    /// Whether the __model_words__ passes validation.
    // __note__
    func __name__(_ __model__: __Model__) -> Bool {
        do {
            try __model__.validate()
            return true
        } catch let error as AppError {
            return error == .notFound
        } catch {
            return false
        }
    }

    // template: localized-property
    /// Localised text for this screen.
    // __note__
    var __name__: String {
        L10n.__Domains__.__key__
    }

    // template: cases-property
    /// The __enum_words__ values offered as filters.
    // __note__
    var __name__: [__Enum__] {
        __Enum__.allCases.filter { $0 != .__last_case__ }
    }

    // template: normalized-key
    /// Lower-cased key with spaces replaced by dashes.
    // __note__
    func __name__(_ raw: String) -> String {
        raw.lowercased()
            .split(separator: " ")
            .joined(separator: "-")
    }

    // template: clamped-index
    /// Clamps an index into `0..<count`.
    // __note__
    func __name__(_ index: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        return Swift.min(Swift.max(index, 0), count - 1)
    }
}

// A switch-method case: some of the enum's cases and what they map to.
func mapped(_ value: Status) -> Result {
    switch value {
        // template: switch-method-case
        case __patterns__:
            return __value__
    }
}

// In lookup-method, when the model has an optional string.
func lookup(in candidates: [Model]) {
    // template: lookup-fallback
    if let fallback = candidates.first(where: { $0.__property__ != nil }) {
        return fallback
    }
}
