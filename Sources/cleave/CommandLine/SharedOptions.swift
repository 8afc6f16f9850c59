/// Options that several commands take, declared once so that each says the same everywhere.
enum SharedOptions {
    /// The path argument's other spelling, which every command accepts.
    static let path = OptionSpec.value("path", "<path>", "The same as the <path> argument")
    static let target = OptionSpec.value(
        "target", "<name>",
        "The package or Xcode project target, when there are several (default: the plan's \"app\")")
    static let plan = OptionSpec.value("plan", "<file>", "The plan (default: <path>/cleave.json)")
    static let quiet = OptionSpec.flag("quiet", "No progress")
    static let output = OptionSpec.value("output", "<file>", "Write the report there instead of stdout")
    static let pathPrefix = OptionSpec.value(
        "path-prefix", "<p>",
        "Where the monolith's folder is in its repository, for the paths of SARIF and annotations "
            + "(default: found from the .git above it)")

    /// `<path> --target --quiet`: what names the monolith.
    static let monolith = [target, quiet]
    /// The monolith and its plan.
    static let planned = [plan, target, quiet]

    /// Where references come from (`IndexSource`).
    static let indexSource = [
        OptionSpec.value(
            "index-store", "<store>",
            "Read references from this index store (.build/<triple>/debug/index/store, or "
                + "DerivedData/<Project>-…/Index.noindex/DataStore); refused if a source file changed since the build"),
        .flag("syntax-only", "Resolve references from syntax even when an index store is there"),
        .flag(
            "build",
            "First build the monolith (swift build --target <target> in its package folder) and read the fresh "
                + "index store it leaves; a failing build exits 2"),
        .value(
            "build-command", "<cmd>",
            "Build with this command instead (implies --build; an Xcode project or a folder needs one); with "
                + "--index-store <store>, where it writes its store"),
    ]
}
