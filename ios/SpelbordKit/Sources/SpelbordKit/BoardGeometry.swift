import Foundation

/// Maps between the scene's unit square and a drawing area of `width` × `height`
/// points: the board keeps the scene's aspect ratio and is centred (letterboxed).
/// Mirrors BoardGeometry.kt.
public struct BoardGeometry: Equatable {
    public let width: Float
    public let height: Float
    public let aspect: Float

    public init(width: Float, height: Float, aspect: Float) {
        self.width = width
        self.height = height
        self.aspect = aspect
    }

    /// Points per unit along x.
    public var boardWidth: Float { width / height > aspect ? height * aspect : width }
    /// Points per unit along y.
    public var boardHeight: Float { boardWidth / aspect }
    /// Left edge of the board.
    public var left: Float { (width - boardWidth) / 2 }
    /// Top edge of the board.
    public var top: Float { (height - boardHeight) / 2 }

    public func unitX(_ px: Float) -> Float { (px - left) / boardWidth }
    public func unitY(_ py: Float) -> Float { (py - top) / boardHeight }
    public func pixelX(_ ux: Float) -> Float { left + ux * boardWidth }
    public func pixelY(_ uy: Float) -> Float { top + uy * boardHeight }
}
