// A file written for the scanner's tests: every declaration kind, and the
// lexical traps around them.
@_exported import Foundation
import Dispatch

/// A shape.
///
/// Draw it with ``Canvas/draw(_:)``.
public protocol Shape: Sendable {
    /// The area.
    var area: Double { get }
    var name: String { get set }
    associatedtype Unit: Numeric = Double
    func scaled(by factor: Double) -> Self
    init(named: String) throws
    subscript(index: Int) -> Double { get }
    static func make() async throws -> Self
}

/**
 * A square.
 *
 * - Parameters:
 *   - side: The side's length.
 */
@available(macOS 13, iOS 16, *)
public struct Square<T: Numeric>: Shape, Equatable where T: Sendable {
    public let side: Double
    public var area: Double { side * side }
    public var name: String = "square" {
        didSet { print("}") }
    }
    public private(set) var count = 0
    var hidden: Int = 1
    private var secret = "/* not a comment */"
    internal func internalOnly() {}
    public init(named: String) throws { self.side = 1 }
    public init?(side: Double) { guard side > 0 else { return nil }; self.side = side }
    public func scaled(by factor: Double) -> Square { self }
    @discardableResult
    public mutating func grow(
        by delta: Double,
        animated: Bool = false
    ) rethrows -> Double where T: Comparable {
        let s = """
        public func fake() {}
        """
        let r = #"public func raw() { "\(x)" }"#
        _ = s + r
        return side
    }
    public subscript(index: Int) -> Double { side }
    public static func make() async throws -> Square { try Square(named: "") }
    public static func == (lhs: Square, rhs: Square) -> Bool { true }
    public func _underscored() {}
    deinit {}
}

/* outer /* inner public func nested() {} */ still comment public func alsoNot() {} */

open class Canvas {
    open func draw(_ shape: any Shape) {}
    public final class func shared() -> Canvas { Canvas() }
    public class var version: Int { 1 }
    func notPublic() {}
    @MainActor public func render() async {}
    public nonisolated var id: String { "" }
}

public enum Direction: String, CaseIterable {
    case north, south = "S"
    case east
    /// Carries a value.
    case custom(angle: Double, label: String)
    public func opposite() -> Direction { self }
    indirect case nested(Direction)
    case list([Direction]), pair((Int, Int)), boxed(any Shape), labelled(first: Int, Int)
}

enum InternalEnum { case a }

public actor Counter {
    public private(set) var value = 0
    public func increment() -> Int { value += 1; return value }
}

public typealias Handler<T> = (T) -> Void

@resultBuilder
public struct ListBuilder {
    public static func buildBlock(_ parts: String...) -> [String] { parts }
}

@propertyWrapper
public struct Clamped<Value: Comparable> {
    public var wrappedValue: Value
    public init(wrappedValue: Value, _ range: ClosedRange<Value>) { self.wrappedValue = wrappedValue }
}

@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")

prefix operator √
infix operator ** : MultiplicationPrecedence

public prefix func √ (x: Double) -> Double { x }

public func ** (lhs: Double, rhs: Double) -> Double { lhs }

public extension Canvas {
    func clear() {}
    private func wipe() {}
}

extension Square: CustomStringConvertible {
    public var description: String { "" }
    func helper() {}
}

extension Array where Element: Shape {
    /// The total area.
    public var totalArea: Double { 0 }
}

#if os(Linux)
public func linuxOnly() {}
#elseif os(macOS)
public func macOnly() {}
#else
public func otherOnly() {}
#endif

@available(*, deprecated, message: "Use Square instead.")
public struct OldSquare {}

@available(*, unavailable)
public struct Gone {}

@_spi(Internal) public func spiOnly() {}

public let globalConstant: Int = 42
public var globalVariable = Square<Int>?.none

public func generic<T, U>(_ a: T, _ b: U) -> [T] where T: Hashable, U: Sequence, U.Element == T { [] }

struct Hidden {
    public func notReallyPublic() {}
}

public struct Outer {
    public struct Inner {
        public func deep() {}
    }
}

@available(*, deprecated, message: """
    Use generic(_:_:) instead.
    """)
public func oldFunc() {}

public let rawTrap = #"a "quoted" } brace and \#(1) interpolation"#
public func afterRawTrap() {}

extension Square where T: FixedWidthInteger {
    /// Only for integer squares.
    public func bits() -> Int { 0 }
    public struct Bits {
        public var count: Int
    }
}

public extension Array<Int> where Element: Comparable {
    func sortedInts() -> [Int] { [] }
}
