import Foundation

/// A Foundation file error as a user reads it: the path and what to do, not
/// `Error Domain=NSCocoaErrorDomain Code=4 … UserInfo={…}`.
enum FileErrorText {
    static func describe(_ error: any Error) -> String {
        let file = error as NSError
        guard file.domain == NSCocoaErrorDomain else { return "\(error)" }
        let path =
            (file.userInfo[NSFilePathErrorKey] as? String) ?? (file.userInfo[NSURLErrorKey] as? URL)?.path ?? "a file"
        let what =
            switch file.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError:
                "it, or the folder it goes in, does not exist; check the path"
            case NSFileReadNoPermissionError: "cannot be read; check its permissions"
            case NSFileWriteNoPermissionError: "cannot be written; check the permissions of it and its folder"
            case NSFileWriteInvalidFileNameError:
                "the file system refuses that name (too long, or a character it does not take)"
            case NSFileWriteOutOfSpaceError: "the disk is full; free some space and run again"
            case NSFileWriteFileExistsError: "exists already; move it away or choose another path"
            case NSFileWriteVolumeReadOnlyError: "is on a read-only volume"
            default: file.localizedDescription
            }
        return "\(path): \(what)"
    }
}
