import Foundation

/// Validates a JSON document against a JSON Schema with Python's `jsonschema` (which `make
/// setup` installs): nil when it passes, else what the validator said.
enum JSONSchemaCheck {
    static func problems(of document: URL, against schema: URL) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import json, sys, jsonschema; schema = json.load(open(sys.argv[1])); "
                + "jsonschema.validators.validator_for(schema)(schema).validate(json.load(open(sys.argv[2])))",
            schema.path, document.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : message
    }
}
