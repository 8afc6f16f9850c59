import Analyzer
import Foundation

/// Validates a JSON document against a JSON Schema with Python's `jsonschema` (which `make
/// setup` installs): nil when it passes, else what the validator said.
enum JSONSchemaCheck {
    static func problems(of document: URL, against schema: URL) throws -> String? {
        let validate =
            "import json, sys, jsonschema; schema = json.load(open(sys.argv[1])); "
            + "jsonschema.validators.validator_for(schema)(schema).validate(json.load(open(sys.argv[2])))"
        do {
            _ = try ProcessRunner("python3", ["-c", validate, schema.path, document.path]).run()
            return nil
        } catch ProcessFailure.exited(_, _, let output) {
            return output.standardError
        }
    }
}
