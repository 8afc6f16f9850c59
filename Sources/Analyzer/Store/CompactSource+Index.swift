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
            targetIDs: readTargets(), certainty: readEnum())
    }

    /// A reference's targets as `CompactSink.write(targets:)` writes them.
    private func readTargets() throws -> [String] {
        let marker = try readLength()
        guard marker > 0 else {
            let targets = try readStrings()
            targetLists.append(targets)
            return targets
        }
        guard marker <= targetLists.count else { throw corrupt("a reference repeats targets not read yet") }
        return targetLists[marker - 1]
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
        // Most of a declaration's arrays are empty, and an empty one needs nothing reserved.
        guard count > 0 else { return [] }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try readElement()) }
        return elements
    }

    private func readOptional<Value>(_ read: () throws -> Value) throws -> Value? {
        try readByte() == 0 ? nil : read()
    }

    private func readBool() throws -> Bool { try readByte() != 0 }

    /// An enum written as its raw value, told by its bytes: making a String of every reference's
    /// kind and certainty and matching it case by case was a quarter of reading the references.
    private func readEnum<Value: CompactEnum>() throws -> Value {
        let count = try readLength()
        guard count <= bytes.count - offset else { throw corrupt("string past the end") }
        let written = bytes[offset..<offset + count]
        let match = Value.compactCases.first { $0.utf8.count == count && $0.utf8[...] == written }
        guard let value = match?.value else {
            throw corrupt("unknown \(Value.self) '\(String(decoding: written, as: UTF8.self))'")
        }
        offset += count
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

/// An enum the compact format writes as its raw value.
protocol CompactEnum: RawRepresentable<String>, CaseIterable {
    /// Each case with its raw value's bytes.
    static var compactCases: [(utf8: [UInt8], value: Self)] { get }
}

extension CompactEnum {
    static func compactTable() -> [(utf8: [UInt8], value: Self)] { allCases.map { (Array($0.rawValue.utf8), $0) } }
}

extension ReferenceKind: CompactEnum { static let compactCases = compactTable() }
extension Certainty: CompactEnum { static let compactCases = compactTable() }
extension DeclarationKind: CompactEnum { static let compactCases = compactTable() }
extension AccessLevel: CompactEnum { static let compactCases = compactTable() }
