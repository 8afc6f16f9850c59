/// A split plan (`cleave.json`, JSON5 accepted): the modules to cut out of the monolith, the layer
/// each belongs to, the files and resources each takes, and the rules between them. Files no
/// module takes stay in the app.
public struct Plan: Codable, Hashable, Sendable {
    public static let currentVersion = 1
    public static let defaultLayers = ["App", "Features", "Core", "Foundation"]

    public var version: Int
    /// Top to bottom: a module may depend on modules of its own layer or below.
    public var layers: [String]
    /// The name of what stays of the monolith (default: the monolith's own name).
    public var app: String?
    public var modules: [Module]
    public var rules: [Rule]
    public var limits: Limits?
    /// Warnings and notes the team has accepted: not reported, only counted. Errors are never
    /// ignored (a split with them would not build); `cleave check --baseline` accepts them in CI.
    public var ignore: [Suppression]

    public struct Module: Codable, Hashable, Sendable {
        public var name: String
        public var layer: String
        /// Paths and globs (`*`, `**`, `?`) relative to the monolith's source folder; a folder
        /// takes everything under it.
        public var files: [String]
        public var exclude: [String]
        /// Resource files or folders the module takes, relative to the source folder.
        public var resources: [String]
        /// Modules (or the app) this one still uses, and whose use is to be inverted before it is
        /// cut out: planned work, which `cleave check` lists and `cleave apply` waits for.
        public var inverts: [String]

        public init(
            name: String, layer: String, files: [String], exclude: [String] = [], resources: [String] = [],
            inverts: [String] = []
        ) {
            self.name = name
            self.layer = layer
            self.files = files
            self.exclude = exclude
            self.resources = resources
            self.inverts = inverts
        }
    }

    /// An extra rule between modules or layers (`*` for any): `deny` forbids an edge the layers
    /// allow, `allow` permits one they forbid.
    public struct Rule: Codable, Hashable, Sendable {
        public enum Effect: String, Codable, Sendable { case allow, deny }
        public var effect: Effect
        public var from: String
        public var to: String
        public var reason: String?

        public init(effect: Effect, from: String, to: String, reason: String? = nil) {
            self.effect = effect
            self.from = from
            self.to = to
            self.reason = reason
        }
    }

    /// Findings to leave out of the report: those that match every part given, a rule (a finding's
    /// code), a path glob (its file) and a declaration (named in its message).
    public struct Suppression: Codable, Hashable, Sendable {
        public var rule: String?
        public var path: String?
        public var declaration: String?
        /// Why, for the next reader of the plan.
        public var reason: String?

        public init(rule: String? = nil, path: String? = nil, declaration: String? = nil, reason: String? = nil) {
            self.rule = rule
            self.path = path
            self.declaration = declaration
            self.reason = reason
        }

        public func matches(_ finding: Finding) -> Bool {
            if let rule, rule != finding.code { return false }
            if let path {
                guard let file = finding.location?.file, Glob(path).matches(file) else { return false }
            }
            if let declaration {
                let words = finding.message.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
                guard words.contains(where: { $0 == declaration || $0.hasSuffix("." + declaration) }) else {
                    return false
                }
            }
            return true
        }
    }

    public struct Limits: Codable, Hashable, Sendable {
        public var maxFiles: Int?
        public var maxLines: Int?

        public init(maxFiles: Int? = nil, maxLines: Int? = nil) {
            self.maxFiles = maxFiles
            self.maxLines = maxLines
        }
    }

    public init(
        version: Int = Plan.currentVersion, layers: [String] = Plan.defaultLayers, app: String? = nil,
        modules: [Module], rules: [Rule] = [], limits: Limits? = nil, ignore: [Suppression] = []
    ) {
        self.version = version
        self.layers = layers
        self.app = app
        self.modules = modules
        self.rules = rules
        self.limits = limits
        self.ignore = ignore
    }
}

extension Plan {
    /// The plan with only `kept` of its modules cut out (the others' files stay in the app), and
    /// the rules that name no module it drops.
    public func keeping(modules kept: Set<String>) -> Plan {
        var plan = self
        let dropped = Set(modules.map(\.name)).subtracting(kept)
        plan.modules = modules.filter { kept.contains($0.name) }
        plan.rules = rules.filter { !dropped.contains($0.from) && !dropped.contains($0.to) }
        return plan
    }
}
