/// What a value of a resolved type gives: the elements of a sequence, what a subscript or a
/// pointer reads, a tuple's elements.
extension TypeRef {
    /// `UnsafeMutablePointer<Header>` → `UnsafeMutablePointer` and `Header`: a mutable pointer
    /// stays one, as extensions of each declare different members.
    var pointer: (pointer: String, pointee: TypeRef)? {
        guard case .named(let path, let arguments) = unwrapped, path.count == 1,
            Self.pointerTypes.contains(path[0]), arguments.count == 1
        else { return nil }
        return (path[0], arguments[0])
    }

    private static let pointerTypes: Set<String> = ["UnsafeMutablePointer", "UnsafePointer"]

    /// `[Book]` → `Book`; nil for dictionaries and everything else.
    var arrayElement: TypeRef? {
        guard case .array(let element) = unwrapped else { return nil }
        return element
    }

    /// `(Book) -> Void`, `(() -> Void)?`: a closure's type.
    var isFunction: Bool {
        functionParameters != nil
    }

    /// `(node: Node, slot: Int)`, optional or not; not `(Node)` nor a function type.
    var isTuple: Bool {
        tupleElements != nil
    }

    /// The type of a tuple's element by its label (`node` of `(node: Node, slot: Int)`) or position (`0`).
    func tupleElement(_ label: String) -> TypeRef? {
        guard case .tuple(let elements) = unwrapped else { return nil }
        if let position = Int(label) { return position < elements.count ? elements[position].type : nil }
        return elements.first { $0.label == label }?.type
    }

    /// What subscripting a resolved type gives when the standard library says: an array's
    /// element, a dictionary's value.
    var subscriptResult: TypeRef? {
        if case .named(["Dictionary"], let arguments) = unwrapped, arguments.count == 2 { return arguments[1] }
        return element
    }

    /// The standard generic types whose one argument is their element: `ArraySlice<Element>`.
    private static let sequencesOfElements: Set<String> = [
        "Array", "ArraySlice", "ContiguousArray", "Set", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
        // Type-erased: `Mirror.Children` is an `AnyCollection<Mirror.Child>`.
        "AnySequence", "AnyCollection", "AnyBidirectionalCollection", "AnyRandomAccessCollection",
        // Constrained to their primary associated type: `some Collection<Book>`.
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// The element type of a resolved sequence type: `Array<Book>` → `Book`, a dictionary's
    /// `(key: Key, value: Value)`.
    var element: TypeRef? {
        guard case .named(let path, let arguments) = unwrapped, path.count == 1 else { return nil }
        if path[0] == "Dictionary" {
            guard arguments.count == 2 else { return nil }
            return .tuple([.init(label: "key", type: arguments[0]), .init(label: "value", type: arguments[1])])
        }
        guard Self.sequencesOfElements.contains(path[0]), arguments.count == 1 else { return nil }
        return arguments[0]
    }
}
