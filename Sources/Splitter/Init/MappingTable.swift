import Foundation

/// A file → module table, as large migrations are planned in a spreadsheet: CSV or TSV rows of
/// `path, module[, layer]`, with an optional header row.
public enum MappingTable {
    public struct Row: Hashable, Sendable {
        public var line: Int
        public var path: String
        public var module: String
        public var layer: String?
    }

    public enum Separator: Character, Sendable {
        case comma = ","
        case tab = "\t"
    }

    /// - Throws: `PlanError` naming each row that lacks a path or a module.
    public static func parse(_ text: String, separator: Separator, path tablePath: String) throws -> [Row] {
        var rows: [Row] = []
        var problems: [PlanProblem] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = fields(of: String(line).trimmingCharacters(in: ["\r"]), separator: separator.rawValue)
            guard cells.contains(where: { !$0.isEmpty }) else { continue }
            if rows.isEmpty && problems.isEmpty && ["path", "file", "files"].contains(cells[0].lowercased()) {
                continue
            }
            guard cells.count >= 2, !cells[0].isEmpty, !cells[1].isEmpty else {
                problems.append(
                    PlanProblem(
                        line: offset + 1, message: "the row needs a path and a module",
                        fix: "write `path\(separator.rawValue)module` (and optionally `\(separator.rawValue)layer`)"))
                continue
            }
            let path = cells[0].hasPrefix("./") ? String(cells[0].dropFirst(2)) : cells[0]
            guard PlanReader.isInsideRoot(path) else {
                problems.append(
                    PlanProblem(
                        line: offset + 1, message: "'\(path)' points outside the sources folder",
                        fix: "write paths relative to it"))
                continue
            }
            rows.append(
                Row(
                    line: offset + 1, path: path, module: cells[1],
                    layer: cells.count > 2 && !cells[2].isEmpty ? cells[2] : nil))
        }
        guard problems.isEmpty else { throw PlanError(path: tablePath, problems: problems) }
        return rows
    }

    /// Cells of one row; a cell in double quotes may hold the separator, and `""` is a quote.
    static func fields(of line: String, separator: Character) -> [String] {
        var cells: [String] = []
        var current = ""
        var quoted = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            if character == "\"" {
                if quoted, let next = characters.next() {
                    if next == "\"" {
                        current.append("\"")
                        continue
                    }
                    quoted = false
                    if next == separator {
                        cells.append(current.trimmingCharacters(in: .whitespaces))
                        current = ""
                    } else {
                        current.append(next)
                    }
                    continue
                }
                quoted.toggle()
            } else if character == separator && !quoted {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }
}
