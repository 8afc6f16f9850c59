import Foundation
import Testing

@testable import cleave

@Suite("--help: written from the declarations")
struct HelpTextTests {
    /// Each command's help and options, as plain values (macros over existential metatypes crash
    /// this compiler).
    static let commands: [(name: String, help: String, options: [OptionSpec])] = Cleave.commands.map {
        ($0.name, $0.help, $0.acceptedOptions)
    }

    @Test(arguments: commands.map(\.name))
    func everyOptionIsListedOnceAndNoLineIsTooWide(name: String) {
        guard let (_, help, options) = Self.commands.first(where: { $0.name == name }) else { return }
        let lines = help.components(separatedBy: "\n")
        for option in options {
            let listed = lines.filter { $0 == "  \(option.synopsis)" || $0.hasPrefix("  \(option.synopsis) ") }
            #expect(listed.count == 1, "\(name): \(option.synopsis)")
        }
        #expect(Set(options.map(\.name)).count == options.count, "\(name) declares an option twice")
        for line in lines where line.hasPrefix("  ") {
            #expect(line.count <= HelpText.width, "\(name): \(line)")
        }
    }

    @Test func aChoiceOptionListsItsValuesWithTheirNotes() {
        let help = CheckCommand.help
        #expect(help.contains("--min-severity <s>"))
        #expect(help.contains("error, warning, note (default): leave out what is below"))
    }
}
