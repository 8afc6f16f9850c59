import Foundation

/// The compiler's index: the store references are resolved from, and how far the syntax index agrees with it.
extension Indexer {
    /// The store to resolve references from, per `options.indexStore`: a store named by the user
    /// must be current; a discovered one serves the files it describes as they are, and the
    /// warnings returned name the others.
    func compilerIndex(for monolith: Monolith) throws -> (IndexStore?, CompilerIndex?, [Diagnostic]) {
        let path: String
        switch options.indexStore {
        case .never:
            if options.compareWithStore { throw AnalyzerError.noIndexStore(root: monolith.root.path) }
            return (nil, nil, [])
        case .at(let given), .built(let given, _):
            path = given
        case .discover:
            guard let found = IndexStoreLocator().store(for: monolith.root) else {
                if options.compareWithStore { throw AnalyzerError.noIndexStore(root: monolith.root.path) }
                return (nil, nil, [])
            }
            path = found
        }
        let store: IndexStore
        let compiler: CompilerIndex
        do {
            store = try IndexStore(path: path)
            compiler = try CompilerIndexReader().survey(store, for: monolith)
        } catch let error as IndexStoreError {
            throw AnalyzerError.indexStoreUnreadable(path: path, reason: error.description)
        }
        let swiftFiles = monolith.files.filter { $0.language == .swift }.count
        let build: String? = if case .built(_, let command) = options.indexStore { command } else { nil }
        let withoutUnit = compiler.uncoveredFiles.count { $0.reason != .changedSinceBuild }
        if compiler.records.isEmpty || swiftFiles > 0 && withoutUnit == swiftFiles {
            if let build {
                throw AnalyzerError.builtStoreUnusable(
                    command: build, reason: "the index store \(path) has no record of the monolith's files")
            }
            guard options.indexStore == .discover, !options.compareWithStore else {
                throw AnalyzerError.indexStoreForeign(path: path)
            }
            return (nil, nil, [])
        }
        // The store serves every file it covers: only the files edited since the build, and those
        // it never compiled, are resolved from syntax. A store named or just built must be current.
        var warnings: [Diagnostic] = []
        if !compiler.isCurrent {
            if let build {
                throw AnalyzerError.builtStoreUnusable(command: build, reason: compiler.stalenessDescription)
            }
            guard options.indexStore == .discover, !options.compareWithStore else {
                throw AnalyzerError.indexStoreStale(compiler.stalenessDescription)
            }
            warnings.append(
                Diagnostic(
                    severity: .warning, file: path,
                    message:
                        "\(compiler.stalenessDescription); their references resolved from syntax, the others' from the store (build again to use it for all)"
                ))
        }
        if let notCompiled = compiler.notCompiledDescription {
            warnings.append(
                Diagnostic(
                    severity: .warning, file: path, message: "\(notCompiled); their references resolved from syntax"))
        }
        return (store, compiler, warnings)
    }

    /// The syntax index, with how far it agrees with the compiler's.
    func runComparedWith(
        _ compiler: CompilerIndex, facts: [FileFacts], contents: [FileContents], of monolith: Monolith,
        parsedFiles parsed: Int, cacheWarning: Diagnostic?, finish: (Index) -> Index
    ) -> Run {
        var index = finish(IndexBuilder().build(monolith: monolith.description, facts: facts))
        let agreement = measureAgainst(
            compiler, syntax: index, facts: facts, contents: contents, monolith: monolith)
        var summary = IndexSummary(index)
        // Only the facts are kept: this index is the syntax one, not the one a run with the store keeps.
        if let cacheWarning {
            index.diagnostics.append(cacheWarning)
            summary.warnings.append(cacheWarning)
        }
        return Run(
            index: index, summary: summary, parsedFiles: parsed, cachedFiles: contents.count - parsed,
            resolvedFiles: contents.count,
            agreement: agreement)
    }

    /// The syntax index against the compiler's, over the code the store's build compiled.
    private func measureAgainst(
        _ compiler: CompilerIndex, syntax: Index, facts: [FileFacts], contents: [FileContents], monolith: Monolith
    ) -> IndexAgreement {
        let precise = IndexBuilder().build(monolith: monolith.description, facts: facts, compiler: compiler)
        let sites = Dictionary(
            facts.flatMap(\.references).map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        let swiftFiles = contents.filter { $0.file.language == .swift }.map { $0.read(root: monolith.root) }
            .map { (path: $0.file.path, source: String(decoding: $0.data, as: UTF8.self)) }
        // SwiftPM's build plan says what the build had; otherwise what the manifest or project says.
        // A debug build: SwiftPM defines DEBUG itself, an Xcode target's conditions are its Debug configuration's.
        let command = SwiftPMBuildCommand.read(storePath: compiler.storePath, module: compiler.moduleName)
        let kind = monolith.description.kind
        let conditions =
            command?.conditions
            ?? Set(
                monolith.description.compilationConditions
                    + (kind == .xcodeTarget ? [] : ["DEBUG"]) + (kind == .swiftPackageTarget ? ["SWIFT_PACKAGE"] : []))
        let features = CompilerFeatureProbe.activeFeatures(
            among: CompilerFeatureProbe.featureNames(in: swiftFiles.map(\.source)),
            featureArguments: command?.featureArguments ?? [])
        let importable = command.flatMap { command in
            CompilerFeatureProbe.importableModules(
                among: CompilerFeatureProbe.importedModuleNames(in: swiftFiles.map(\.source)),
                importArguments: command.importArguments)
        }
        let configuration = StoreBuildConfiguration(
            target: compiler.target, customConditions: conditions,
            compilerVersion: StoreBuildConfiguration.toolchainCompilerVersion(), activeFeatures: features,
            importableModules: importable)
        return AgreementMeasurer(
            syntax: syntax, precise: precise, compiler: compiler, sites: sites,
            compiled: CompiledCode(
                files: swiftFiles, configuration: configuration,
                notCompiled: Set(compiler.uncoveredFiles.filter { $0.reason == .notCompiled }.map(\.path)))
        ).measure()
    }
}
