import Analyzer
import Foundation

/// How an error that ends a command is told, and its exit code: 2 for a problem with the input or
/// the machine, which the message says how to mend; 70 (EX_SOFTWARE) for a fault of Cleave's own,
/// which asks for a report instead of blaming the user.
struct CommandFailure {
    static let internalFault: Int32 = 70

    let message: String
    let status: Int32

    init(_ error: any Error) {
        let bridged = error as NSError
        let isFileError =
            bridged.domain == NSCocoaErrorDomain && CocoaError(CocoaError.Code(rawValue: bridged.code)).isFileError
        if isFileError || bridged.domain == NSPOSIXErrorDomain {
            message = "error: \(FileErrorText.describe(error))"
            status = 2
        } else if error is UserFacingError {
            message = "error: \(error)"
            status = 2
        } else {
            message = """
                internal error: \(String(reflecting: error))
                This is a fault in cleave \(Cleave.version), not in your input: please report it with the command you ran.
                """
            status = Self.internalFault
        }
    }
}
