import Foundation

// MARK: - Precedence groups

/// `value |> transform` reads left to right and binds looser than every
/// arithmetic or comparison operator, so `count + 1 |> String.init` works.
precedencegroup ForwardApplication {
    associativity: left
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

/// `f >>> g` composes two functions; it binds tighter than application so
/// `value |> f >>> g` means `value |> (f >>> g)`.
precedencegroup ForwardComposition {
    associativity: left
    higherThan: ForwardApplication
    lowerThan: NilCoalescingPrecedence
}

infix operator |> : ForwardApplication
infix operator >>> : ForwardComposition
prefix operator ^

// MARK: - Implementations

/// Pipes `value` into `transform`.
@discardableResult
func |> <A, B>(value: A, transform: (A) throws -> B) rethrows -> B {
    try transform(value)
}

/// Left-to-right function composition.
func >>> <A, B, C>(lhs: @escaping (A) -> B, rhs: @escaping (B) -> C) -> (A) -> C {
    { rhs(lhs($0)) }
}

/// Lifts a key path into a getter function: `books.map(^\.title)`.
prefix func ^ <Root, Value>(keyPath: KeyPath<Root, Value>) -> (Root) -> Value {
    { $0[keyPath: keyPath] }
}

/// Returns a modified copy of a value type. Handy for building fixtures and
/// for tweaking structs that only have a memberwise initializer.
func with<Value>(_ value: Value, _ update: (inout Value) throws -> Void) rethrows -> Value {
    var copy = value
    try update(&copy)
    return copy
}
