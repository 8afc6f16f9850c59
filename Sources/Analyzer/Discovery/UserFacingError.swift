/// An error whose description is written for the user: which file, what is wrong with it or with
/// the machine, and what to do. The command line exits 2 with one; any other error is a fault of
/// Cleave's own.
public protocol UserFacingError: Error, CustomStringConvertible {}
