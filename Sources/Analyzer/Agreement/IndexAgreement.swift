/// How far the syntax index is from the compiler's, over the cross-file references between the
/// monolith's own declarations (the ones a module cut can break). A reference to several
/// declarations counts once per declaration.
public struct IndexAgreement: Codable, Hashable, Sendable {
    /// Recall is `found / compiler`, precision `confirmed / syntax`.
    public struct Tally: Codable, Hashable, Sendable {
        /// What the compiler records, and how much of it the syntax index also has.
        public var compiler = 0
        public var found = 0
        /// What the syntax index records, and how much of it the compiler confirms.
        public var syntax = 0
        public var confirmed = 0

        public init(compiler: Int = 0, found: Int = 0, syntax: Int = 0, confirmed: Int = 0) {
            self.compiler = compiler
            self.found = found
            self.syntax = syntax
            self.confirmed = confirmed
        }

        public var recall: Double { compiler == 0 ? 1 : Double(found) / Double(compiler) }
        public var precision: Double { syntax == 0 ? 1 : Double(confirmed) / Double(syntax) }
    }

    /// References of one kind whose targets the two indexes do not agree on, for one cause.
    public struct DisagreementGroup: Codable, Hashable, Sendable {
        public enum Side: String, Codable, Sendable {
            /// The compiler records it; the syntax index does not.
            case missed
            /// The syntax index records it; the compiler does not.
            case unconfirmed
        }

        public var side: Side
        public var cause: String
        public var kind: ReferenceKind
        public var count: Int
        /// Every one, in file order (the text report shows the first few).
        public var examples: [Disagreement]
    }

    public struct Disagreement: Codable, Hashable, Sendable {
        public var location: SourceLocation
        public var name: String
        /// What the compiler says the name refers to there, and what the syntax index says.
        public var compilerTargets: [String]
        public var syntaxTargets: [String]
    }

    /// An edge between top-level declarations that one side has and the other has not, with the
    /// references behind it on the side that has it.
    public struct TopLevelDisagreement: Codable, Hashable, Sendable {
        public var side: DisagreementGroup.Side
        public var source: String
        public var target: String
        /// Every one, in file order.
        public var references: [SourceLocation]
    }

    public var indexStore: String
    /// The syntax index's references in (or to) code of an `#if` branch the build did not compile:
    /// left out of the comparison, since the compiler saw none of it.
    public var notCompiled = 0
    /// The syntax index's references to operator and precedence-group declarations (`infix
    /// operator |>`): real dependencies across a cut, but ones the compiler's index does not record.
    public var toOperatorDeclarations = 0
    public var total = Tally()
    public var byKind: [ReferenceKind: Tally] = [:]
    /// Precision of the syntax index's references by their certainty.
    public var byCertainty: [Certainty: Tally] = [:]
    /// The same comparison over the edges between top-level declarations (a type with its
    /// extensions and nested types counts as one), which is what a module cut is made of.
    public var topLevelEdges = Tally()
    public var topLevelDisagreements: [TopLevelDisagreement] = []
    /// Largest groups first.
    public var disagreements: [DisagreementGroup] = []

    public init(indexStore: String) {
        self.indexStore = indexStore
    }
}
