import Foundation

extension FileManager {
    /// When the file or folder at `url` last changed; the distant past when that cannot be read.
    func modificationDate(of url: URL) -> Date {
        (try? attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
    }
}
