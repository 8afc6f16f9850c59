/// The index's commonest values read field by field, in the order their synthesized
/// `Codable` conformances write them: reading a warm index is mostly these, and Codable's
/// containers cost several times the bytes. `CompactCodingTests` round-trips every field.
extension CompactSource {
    func readDeclaration() throws -> Declaration {
        try Declaration(
            id: readString(), name: readString(), kind: readEnum(), location: readLocation(),
            parentID: readID(repeating: .parent),
            writtenAccess: readOptional(readEnum), effectiveAccess: readEnum(), setterAccess: readOptional(readEnum),
            attributes: readStrings(), modifiers: readStrings(), inheritance: readStrings(),
            genericParameters: readStrings(),
            genericConstraints: readOptional { try self.readArray(self.readConstraint) },
            sameTypeRequirements: readOptional { try self.readArray(self.readConstraint) },
            typeName: readOptional(readString),
            argumentLabels: readOptional(readStrings),
            argumentHasDefault: readOptional { try self.readArray(self.readBool) },
            parameterTypes: readOptional(readStrings),
            storedProperties: readOptional { try self.readArray(self.readStoredProperty) },
            conditions: readStrings(), objcName: readOptional(readString), isVisibleToSwift: readOptional(readBool))
    }

    func readReference() throws -> Reference {
        try Reference(
            name: readString(), kind: readEnum(), location: readLocation(), sourceID: readID(repeating: .source),
            targetIDs: readStrings(), certainty: readEnum())
    }

    /// Every file's head holds its imports: an edit reads all of them back.
    func readImport() throws -> Import {
        try Import(module: readString(), location: readLocation(), attributes: readStrings(), conditions: readStrings())
    }

    func readLocation() throws -> SourceLocation {
        try SourceLocation(file: readFileName(), line: Int(readInteger()), column: Int(readInteger()))
    }

    /// An id as `CompactSink.write(_:repeating:)` writes it.
    func readID(repeating field: RepeatedID) throws -> String? {
        switch try readByte() {
        case 0: return nil
        case 1:
            guard let last = lastIDs[field.rawValue] else { throw corrupt("an id repeats none") }
            return last
        default:
            let id = try readString()
            lastIDs[field.rawValue] = id
            return id
        }
    }

    func readStrings() throws -> [String] { try readArray(readString) }

    func readArray<Element>(_ readElement: () throws -> Element) throws -> [Element] {
        let count = try readCount()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try readElement()) }
        return elements
    }

    private func readOptional<Value>(_ read: () throws -> Value) throws -> Value? {
        try readByte() == 0 ? nil : read()
    }

    private func readBool() throws -> Bool { try readByte() != 0 }

    private func readEnum<Value: RawRepresentable<String>>() throws -> Value {
        let raw = try readString()
        guard let value = Value(rawValue: raw) else { throw corrupt("unknown \(Value.self) '\(raw)'") }
        return value
    }

    private func readConstraint() throws -> GenericConstraint {
        try GenericConstraint(parameter: readString(), constraint: readString())
    }

    private func readStoredProperty() throws -> StoredProperty {
        try StoredProperty(
            name: readString(), typeName: readOptional(readString), defaultValue: readOptional(readString),
            isLet: readBool(),
            access: readEnum())
    }
}
