import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import OtherKit
@_exported import struct Dispatch.DispatchTime

/// A shape with an area.
public protocol Shape {
    /// The area.
    var area: Double { get }
    func scaled(by factor: Double) -> Self
}

/// A circle.
public struct Circle: Shape {
    /// The radius. In points.
    public var radius: Double
    var secret = 0
    /// Makes a circle.
    public init(radius: Double) { self.radius = radius }
    public var area: Double { 3.14 * radius * radius }
    public func scaled(by factor: Double) -> Circle { Circle(radius: radius * factor) }
    @_spi(Experimental) public func experimental() {}
    private func hidden() {
        let message = "a \(radius) } brace in a string"
        print(message)
    }
    /// A nested kind.
    public enum Kind: String {
        case small = "s", large
        case custom(String)
    }
}

/// Tools for circles.
open class Painter {
    public init() {}
    open func paint(_ shape: some Shape, in color: String = "red") -> Bool { true }
    public static let shared = Painter()
    internal func secretPaint() {}
}

public extension Circle {
    /// The diameter.
    var diameter: Double { radius * 2 }
}

extension String {
    public func shouted() -> String { uppercased() }
}

extension [Circle] {
    /// The total area.
    public var totalArea: Double { reduce(0) { $0 + $1.area } }
}

extension [String: [Circle]] {
    func internalHelper() {}
}

/// Adds two numbers.
public func add(_ a: Int, to b: Int) -> Int { a + b }

@available(*, unavailable, message: "gone")
public func gone() {}

struct Internal { public var x = 1 }

public typealias Radius = Double

#if os(Linux)
public func linuxOnly() {}
#else
public func otherOnly() {}
#endif
