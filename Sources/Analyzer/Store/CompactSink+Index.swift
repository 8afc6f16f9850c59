/// The fields whose ids repeat the one before in a blob: a reference's source (every reference of
/// one function), a declaration's parent (every member of one type). Written whole each time,
/// they were a fifth of the resolved files' bytes.
enum RepeatedID: Int, CaseIterable {
    case source, parent
}

/// The values a cold index writes most, field by field: through `CompactEncoder`'s containers
/// they cost several times the bytes (a tenth of a cold index). `CompactSource+Index` reads
/// declarations, references and imports back; reference sites and receivers are read through the
/// containers, and `CompactCodingTests` holds their writers to the bytes the containers write. A
/// location's file and the ids of `RepeatedID` are written once for a run of them.
extension CompactSink {
    func write(_ declaration: Declaration) {
        write(declaration.id)
        write(declaration.name)
        write(declaration.kind.rawValue)
        write(declaration.location)
        write(declaration.parentID, repeating: .parent)
        writeOptional(declaration.writtenAccess) { write($0.rawValue) }
        write(declaration.effectiveAccess.rawValue)
        writeOptional(declaration.setterAccess) { write($0.rawValue) }
        write(strings: declaration.attributes)
        write(strings: declaration.modifiers)
        write(strings: declaration.inheritance)
        write(strings: declaration.genericParameters)
        writeOptional(declaration.genericConstraints) { writeArray($0, write) }
        writeOptional(declaration.sameTypeRequirements) { writeArray($0, write) }
        writeOptional(declaration.typeName, write)
        writeOptional(declaration.argumentLabels) { write(strings: $0) }
        writeOptional(declaration.argumentHasDefault) { writeArray($0, write) }
        writeOptional(declaration.parameterTypes) { write(strings: $0) }
        writeOptional(declaration.storedProperties) { writeArray($0, write) }
        write(strings: declaration.conditions)
        writeOptional(declaration.objcName, write)
        writeOptional(declaration.isVisibleToSwift, write)
    }

    func write(_ reference: Reference) {
        write(reference.name)
        write(reference.kind.rawValue)
        write(reference.location)
        write(reference.sourceID, repeating: .source)
        write(targets: reference.targetIDs)
        write(reference.certainty.rawValue)
    }

    /// A reference's targets, written whole the first time in a blob: 0, then the ids. Again, the
    /// place of the first among the blob's lists, plus one. A file uses most declarations it uses
    /// more than once (on a real app, 338k targets are 123k pairs of file and target), and each
    /// repeat read back as new strings and a new array.
    private func write(targets: [String]) {
        if let place = targetLists[targets] { return writeLength(place + 1) }
        writeLength(0)
        write(strings: targets)
        targetLists[targets] = targetLists.count
    }

    func write(_ site: ReferenceSite) {
        write(site.name)
        write(site.kind.rawValue)
        write(site.location)
        writeOptional(site.sourceIndex, write)
        write(strings: site.scope)
        write(site.receiver)
        writeOptional(site.argumentLabels) { write(strings: $0) }
        write(site.trailingClosures)
        writeOptional(site.argumentTypes) { writeArray($0, write) }
        writeOptional(site.inoutArguments) { writeArray($0, write) }
        write(site.isInCasePattern)
        writeOptional(site.expectedResult, write)
    }

    /// As `Receiver.encode(to:)` writes it: an unkeyed container of its tag and payload.
    func write(_ receiver: Receiver) {
        let start = beginArray()
        write(receiver.tag.rawValue)
        let payload: Int
        switch receiver {
        case .lexical, .unknown: payload = 0
        case .type(let path), .memberwiseInitializer(let path):
            write(strings: path)
            payload = 1
        case .instance(let written):
            write(written)
            payload = 1
        case .member(let base, let name), .result(let base, let name):
            write(base)
            write(name)
            payload = 2
        case .element(let base), .implicitMemberOfTypeOf(let base):
            write(base)
            payload = 1
        case .implicitMember(let written):
            write(written != nil)
            if let written { write(written) }
            payload = written == nil ? 1 : 2
        case .argument(let base, let callee, let labels, let position):
            write(base)
            write(callee)
            write(strings: labels)
            write(position)
            payload = 4
        case .closureParameter(let argument, let index):
            write(argument)
            write(index)
            payload = 2
        case .payload(let matched, let name, let index):
            write(matched)
            write(name)
            write(index)
            payload = 3
        }
        endArray(start, count: 1 + payload)
    }

    func write(_ import: Import) {
        write(`import`.module)
        write(`import`.location)
        write(strings: `import`.attributes)
        write(strings: `import`.conditions)
    }

    /// A location's file is written once for a run of locations in it (nearly all of a file's
    /// facts are in that file): a length of 0 says "the last location's file", any other is the
    /// name's length plus one. Written whole each time, the paths were most of the cache's bytes.
    func write(_ location: SourceLocation) {
        if location.file == lastFile {
            writeLength(0)
        } else {
            var file = location.file
            file.withUTF8 { utf8 in
                writeLength(utf8.count + 1)
                bytes.append(contentsOf: utf8)
            }
            lastFile = location.file
        }
        write(location.line)
        write(location.column)
    }

    /// An id that is often the last one of its field: 0 for none, 1 for the last one, else 2 and the id.
    func write(_ id: String?, repeating field: RepeatedID) {
        guard let id else { return bytes.append(0) }
        if id == lastIDs[field.rawValue] { return bytes.append(1) }
        bytes.append(2)
        write(id)
        lastIDs[field.rawValue] = id
    }

    func write(strings: [String]) { writeArray(strings, write) }

    func writeArray<Element>(_ elements: [Element], _ writeElement: (Element) -> Void) {
        let start = beginArray()
        for element in elements { writeElement(element) }
        endArray(start, count: elements.count)
    }

    private func write(_ constraint: GenericConstraint) {
        write(constraint.parameter)
        write(constraint.constraint)
    }

    private func write(_ property: StoredProperty) {
        write(property.name)
        writeOptional(property.typeName, write)
        writeOptional(property.defaultValue, write)
        write(property.isLet)
        write(property.access.rawValue)
    }

    private func write(_ value: Int) { write(integer: Int64(value)) }

    func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A presence byte, then the value if there is one.
    func writeOptional<Value>(_ value: Value?, _ write: (Value) throws -> Void) rethrows {
        guard let value else {
            bytes.append(0)
            return
        }
        bytes.append(1)
        try write(value)
    }
}
