/// A reference as a front end sees it in one file, before the whole-monolith name resolution.
public struct ReferenceSite: Codable, Hashable, Sendable {
    public var name: String
    public var kind: ReferenceKind
    public var location: SourceLocation
    /// Index into the file's declarations of the innermost enclosing declaration.
    public var sourceIndex: Int?
    /// Qualified path of the innermost enclosing type context (`["Book", "Format"]`; for an
    /// extension, the extended type as written), where lexical look-up starts.
    public var scope: [String]
    public var receiver: Receiver
    /// Argument labels of a call (`_` for an unlabeled argument), nil where it is no call.
    public var argumentLabels: [String]?
    /// Trailing closures of a call: they fill the last parameters whatever their labels.
    public var trailingClosures: Int
    /// What each labelled or unlabelled argument of a call is, as a receiver would be: what tells
    /// overloads by type apart (`_copy(from: range, to: 0)`).
    public var argumentTypes: [Receiver]?
    /// Which arguments are passed inout (`&nodes`), when any is: only an `inout` (or pointer)
    /// parameter takes one, and only such an argument fills an `inout` parameter.
    public var inoutArguments: [Bool]?
    /// Written in a `case` pattern (`case .alias:`, `if case .scalar(let s) = node`): it names an
    /// enum case, never a property or function of the same name.
    public var isInCasePattern = false
    /// What a call's result must be, where its surroundings say: a value of the type a binding or
    /// `return` writes, or of what it is assigned to (`self.inner = base.joined()`). Overloads that
    /// differ only in their result are told apart by it.
    public var expectedResult: Receiver?

    public init(
        name: String, kind: ReferenceKind, location: SourceLocation, sourceIndex: Int?, scope: [String],
        receiver: Receiver, argumentLabels: [String]? = nil, trailingClosures: Int = 0,
        argumentTypes: [Receiver]? = nil,
        inoutArguments: [Bool]? = nil
    ) {
        self.name = name
        self.kind = kind
        self.location = location
        self.sourceIndex = sourceIndex
        self.scope = scope
        self.receiver = receiver
        self.argumentLabels = argumentLabels
        self.trailingClosures = trailingClosures
        self.argumentTypes = argumentTypes
        self.inoutArguments = inoutArguments
    }
}

/// What a name is looked up in.
public indirect enum Receiver: Codable, Hashable, Sendable {
    /// A bare name: lexical scopes, then members of `self`, then the top level.
    case lexical
    /// A written type path: `Theme.current`, `Book.Format.epub`.
    case type([String])
    /// An instance whose type is written somewhere evident (`self`, `let x: Foo`, `let x = Foo()`),
    /// as written, to be resolved from the reference's scope.
    case instance(String)
    /// A property of another receiver: `self.datasource.load()` looks `load` up in the declared
    /// type of `datasource`.
    case member(Receiver, String)
    /// What a method (or a function, with a `.lexical` base) returns: `store.books()` looks up
    /// members in the declared result type of `books()`.
    case result(Receiver, String)
    /// An element of a sequence receiver: the loop variable of `for book in books`.
    case element(Receiver)
    /// An implicit member expression (`.loading`), with the contextual type when it is evident.
    case implicitMember(String?)
    /// An implicit member passed as an argument: `track(.opened, source: .menu)` takes its type from
    /// the parameter of the function called (`callee` looked up in `base`) at `position` among
    /// the call's `labels`. An empty `callee` calls `base` itself, a value of function type.
    case argument(base: Receiver, callee: String, labels: [String], position: Int)
    /// A parameter of a closure passed as an argument (an `.argument` receiver; its position is the
    /// count of labels for a trailing closure), typed by the function type of the parameter it
    /// fills: `register(path: "/") { request in … }`.
    case closureParameter(argument: Receiver, index: Int)
    /// An implicit member whose type is that of another expression, given as the receiver a
    /// member of it would have: `state = .loading`, `state == .idle`, `case .loaded` in `switch state`.
    case implicitMemberOfTypeOf(Receiver)
    /// An argument label of a call to a written type path: it names a stored property when the
    /// call is to the type's memberwise initializer.
    case memberwiseInitializer([String])
    /// A value bound in the payload of an enum case a receiver is matched against, at `index`:
    /// `catalog` in `case .success(let catalog)` of `switch useCase.loadCatalog()`.
    case payload(Receiver, case: String, index: Int)
    /// Any other receiver.
    case unknown
}

/// A tag and its payload in an unkeyed container: the facts cache's compact format has no keys.
extension Receiver {
    enum Tag: Int, Codable {
        case lexical, type, instance, member, result, element, implicitMember, unknown, argument, memberwiseInitializer,
            implicitMemberOfTypeOf, closureParameter, payload
    }

    var tag: Tag {
        switch self {
        case .lexical: .lexical
        case .type: .type
        case .instance: .instance
        case .member: .member
        case .result: .result
        case .element: .element
        case .implicitMember: .implicitMember
        case .unknown: .unknown
        case .argument: .argument
        case .memberwiseInitializer: .memberwiseInitializer
        case .implicitMemberOfTypeOf: .implicitMemberOfTypeOf
        case .closureParameter: .closureParameter
        case .payload: .payload
        }
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        switch try container.decode(Tag.self) {
        case .lexical: self = .lexical
        case .type: self = .type(try container.decode([String].self))
        case .memberwiseInitializer: self = .memberwiseInitializer(try container.decode([String].self))
        case .implicitMemberOfTypeOf: self = .implicitMemberOfTypeOf(try container.decode(Receiver.self))
        case .closureParameter:
            self = .closureParameter(
                argument: try container.decode(Receiver.self), index: try container.decode(Int.self))
        case .payload:
            self = .payload(
                try container.decode(Receiver.self), case: try container.decode(String.self),
                index: try container.decode(Int.self))
        case .instance: self = .instance(try container.decode(String.self))
        case .member: self = .member(try container.decode(Receiver.self), try container.decode(String.self))
        case .result: self = .result(try container.decode(Receiver.self), try container.decode(String.self))
        case .element: self = .element(try container.decode(Receiver.self))
        case .implicitMember:
            self = .implicitMember(try container.decode(Bool.self) ? try container.decode(String.self) : nil)
        case .unknown: self = .unknown
        case .argument:
            self = .argument(
                base: try container.decode(Receiver.self), callee: try container.decode(String.self),
                labels: try container.decode([String].self), position: try container.decode(Int.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(tag)
        switch self {
        case .lexical, .unknown: break
        case .type(let path), .memberwiseInitializer(let path): try container.encode(path)
        case .implicitMemberOfTypeOf(let peer), .element(let peer): try container.encode(peer)
        case .closureParameter(let argument, let index):
            try container.encode(argument)
            try container.encode(index)
        case .payload(let matched, let name, let index):
            try container.encode(matched)
            try container.encode(name)
            try container.encode(index)
        case .instance(let written): try container.encode(written)
        case .member(let base, let name), .result(let base, let name):
            try container.encode(base)
            try container.encode(name)
        case .implicitMember(let written):
            try container.encode(written != nil)
            if let written { try container.encode(written) }
        case .argument(let base, let callee, let labels, let position):
            try container.encode(base)
            try container.encode(callee)
            try container.encode(labels)
            try container.encode(position)
        }
    }
}
