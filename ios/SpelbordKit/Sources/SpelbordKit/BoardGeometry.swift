import Foundation
import SpelbordFFI

/// Maps between the scene's board units and a drawing area of `width` × `height`
/// points: the board keeps the scene's aspect ratio and is centred (letterboxed), as
/// the core's scene says and the SVG renderer does. `sceneWidth` is the scene's width
/// in board units (both axes use the same unit). Mirrors BoardGeometry.kt.
public struct BoardGeometry: Equatable {
    public let width: Float
    public let height: Float
    public let aspect: Float
    public let sceneWidth: Float

    public init(width: Float, height: Float, aspect: Float, sceneWidth: Float) {
        self.width = width
        self.height = height
        self.aspect = max(aspect, 1e-6)
        self.sceneWidth = max(sceneWidth, 1e-6)
    }

    /// The geometry of `scene` drawn in `width` × `height` points.
    public init(width: Float, height: Float, scene: BoardScene) {
        self.init(width: width, height: height, aspect: scene.aspect, sceneWidth: scene.width)
    }

    /// The board's width in points.
    public var boardWidth: Float { width / height > aspect ? height * aspect : width }
    /// The board's height in points.
    public var boardHeight: Float { boardWidth / aspect }
    /// Points per board unit.
    public var perUnit: Float { boardWidth / sceneWidth }
    /// Left edge of the board.
    public var left: Float { (width - boardWidth) / 2 }
    /// Top edge of the board.
    public var top: Float { (height - boardHeight) / 2 }

    /// A point's x in board units.
    public func unitX(_ px: Float) -> Float { (px - left) / perUnit }
    /// A point's y in board units.
    public func unitY(_ py: Float) -> Float { (py - top) / perUnit }
    /// Board units along x in points.
    public func pixelX(_ ux: Float) -> Float { left + ux * perUnit }
    /// Board units along y in points.
    public func pixelY(_ uy: Float) -> Float { top + uy * perUnit }
}
