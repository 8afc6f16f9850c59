/// Written and resolved types read through `TypeRef`: generic arguments, elements, optionality,
/// function inputs, name paths. The resolver still hands types on as text; each is parsed once.
extension TypeResolver {
    /// `Paginated<Book>?` → `["Book"]`: the generic arguments of a named type (nil for `Outer<A>.Inner`).
    static func genericArguments(of written: String) -> [String]? {
        TypeRef(written: written)?.genericArguments?.map(\.description)
    }

    /// `Content?` with `Content` = `BookDetail` → `BookDetail?`: whole names replaced, members kept.
    static func substituting(_ replacements: [String: String], in written: String) -> String {
        guard !replacements.isEmpty, let type = TypeRef(written: written) else { return written }
        return type.substituting(replacements.compactMapValues { TypeRef(written: $0) }).description
    }

    /// `UnsafeMutablePointer<Header>` → `UnsafeMutablePointer` and `Header`: a mutable pointer
    /// stays one, as extensions of each declare different members.
    static func pointer(_ type: TypeRef) -> (pointer: String, pointee: TypeRef)? {
        guard case .named(let path, let arguments) = type.unwrapped, path.count == 1,
            pointerTypes.contains(path[0]), arguments.count == 1
        else { return nil }
        return (path[0], arguments[0])
    }

    /// The type a resolved pointer type points to.
    static func pointee(of resolved: String) -> String? {
        TypeRef(written: resolved).flatMap(pointer)?.pointee.description
    }

    private static let pointerTypes: Set<String> = ["UnsafeMutablePointer", "UnsafePointer"]

    /// `Book?`, `inout Book!`: an optional.
    static func isOptional(_ written: String) -> Bool {
        TypeRef(written: written)?.isOptional ?? false
    }

    /// `[Book]` → `Book`; nil for dictionaries and everything else.
    static func arrayElement(of written: String) -> String? {
        guard case .array(let element)? = TypeRef(written: written)?.unwrapped else { return nil }
        return element.description
    }

    /// The parameter types of a function type as written: `@escaping (Book, Int) -> Void` and
    /// `((Book) -> Void)?` → `Book`…; nil for anything else.
    static func functionInputs(of written: String) -> [String]? {
        TypeRef(written: written)?.functionParameters?.map(\.description)
    }

    /// `(Book) -> Void`, `(() -> Void)?`: a closure's type.
    static func isFunctionType(_ written: String) -> Bool {
        TypeRef(written: written)?.functionParameters != nil
    }

    /// What subscripting a resolved type gives when the standard library says: an array's
    /// element, a dictionary's value.
    static func subscriptResult(of type: String) -> String? {
        if case .named(["Dictionary"], let arguments)? = TypeRef(written: type)?.unwrapped, arguments.count == 2 {
            return arguments[1].description
        }
        return element(of: type)
    }

    /// The key members are registered under: `Array<Book>` → `Array`.
    static func memberKey(of type: String) -> String {
        TypeRef(written: type)?.memberKey ?? type
    }

    /// `(node: Node, slot: Int)`, optional or not; not `(Node)` nor a function type.
    static func isTuple(_ written: String) -> Bool {
        TypeRef(written: written)?.tupleElements != nil
    }

    /// The type of a tuple's element by its label (`node` of `(node: Node, slot: Int)`) or position (`0`).
    static func tupleElement(_ label: String, of tuple: String) -> String? {
        guard case .tuple(let elements)? = TypeRef(written: tuple)?.unwrapped else { return nil }
        if let position = Int(label) { return position < elements.count ? elements[position].type.description : nil }
        return elements.first { $0.label == label }?.type.description
    }

    /// The standard generic types whose one argument is their element: `ArraySlice<Element>`.
    private static let sequencesOfElements: Set<String> = [
        "Array", "ArraySlice", "ContiguousArray", "Set", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
        // Constrained to their primary associated type: `some Collection<Book>`.
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// The element type of a resolved sequence type: `Array<Book>` → `Book`, a dictionary's
    /// `(key: Key, value: Value)`.
    static func element(of type: String) -> String? {
        guard case .named(let path, let arguments)? = TypeRef(written: type)?.unwrapped, path.count == 1 else {
            return nil
        }
        if path[0] == "Dictionary" {
            guard arguments.count == 2 else { return nil }
            return TypeRef.tuple([.init(label: "key", type: arguments[0]), .init(label: "value", type: arguments[1])])
                .description
        }
        guard sequencesOfElements.contains(path[0]), arguments.count == 1 else { return nil }
        return arguments[0].description
    }

    /// `@escaping @Sendable Handler` → `Handler`; `inout` stays.
    static func withoutAttributes(_ written: String) -> String {
        TypeRef(written: written)?.description ?? written
    }

    /// `inout M`, `__owned some Collection<Element>` → `M`, `Collection<Element>`: as many
    /// specifiers as are written, in any order.
    static func withoutSpecifiers(_ written: String) -> String {
        TypeRef(written: written)?.withoutSpecifiers.description ?? written
    }

    /// `Book?` → `["Book"]`, `Paginated<Book>` → `["Paginated"]`, `Book.Format` → `["Book", "Format"]`,
    /// `some Store` → `["Store"]`; nil for arrays, dictionaries, tuples and functions.
    static func namePath(of written: String) -> [String]? {
        TypeRef(written: written)?.namePath
    }
}
