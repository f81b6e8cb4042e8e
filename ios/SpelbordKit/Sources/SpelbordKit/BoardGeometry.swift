import Foundation
import SpelbordFFI

/// Maps between the scene's board units (`sceneWidth` × `sceneHeight`, both axes the
/// same unit) and a drawing area of `width` × `height` points: scaled uniformly by
/// `min(width / sceneWidth, height / sceneHeight)` and centred, as the core's scene
/// says and the SVG renderer does (mirrors BoardGeometry.kt).
public struct BoardGeometry: Equatable {
    public let width: Float
    public let height: Float
    public let sceneWidth: Float
    public let sceneHeight: Float

    public init(width: Float, height: Float, sceneWidth: Float, sceneHeight: Float) {
        self.width = width
        self.height = height
        self.sceneWidth = max(sceneWidth, 1e-6)
        self.sceneHeight = max(sceneHeight, 1e-6)
    }

    /// The geometry of `scene` drawn into `width` × `height` points.
    public init(width: Float, height: Float, scene: BoardScene) {
        self.init(width: width, height: height, sceneWidth: scene.width, sceneHeight: scene.height)
    }

    /// Points per board unit.
    public var scale: Float { min(width / sceneWidth, height / sceneHeight) }
    /// Left edge of the board.
    public var left: Float { (width - sceneWidth * scale) / 2 }
    /// Top edge of the board.
    public var top: Float { (height - sceneHeight * scale) / 2 }

    public func unitX(_ px: Float) -> Float { (px - left) / scale }
    public func unitY(_ py: Float) -> Float { (py - top) / scale }
    public func pixelX(_ ux: Float) -> Float { left + ux * scale }
    public func pixelY(_ uy: Float) -> Float { top + uy * scale }
    /// A length in board units (an outline's width) in points.
    public func length(_ d: Float) -> Float { d * scale }
}
