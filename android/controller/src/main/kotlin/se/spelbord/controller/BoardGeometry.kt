package se.spelbord.controller

import se.spelbord.ffi.BoardScene

/**
 * Maps between the scene's board units and a drawing area of `width` × `height`
 * pixels: the board keeps the scene's aspect ratio and is centred (letterboxed).
 * `sceneWidth` is the scene's width in board units (both axes use the same unit).
 * Pure arithmetic, shared by the Compose canvas and the tests.
 */
data class BoardGeometry(val width: Float, val height: Float, val aspect: Float, val sceneWidth: Float) {
    /** The geometry of `scene` drawn in `width` × `height` pixels. */
    constructor(width: Float, height: Float, scene: BoardScene) : this(width, height, scene.aspect, scene.width)

    /** The board's width in pixels. */
    val boardWidth: Float = if (width / height > aspect) height * aspect else width

    /** The board's height in pixels. */
    val boardHeight: Float = boardWidth / aspect

    /** Pixels per board unit. */
    val perUnit: Float = boardWidth / sceneWidth

    /** Left edge of the board in pixels. */
    val left: Float = (width - boardWidth) / 2f

    /** Top edge of the board in pixels. */
    val top: Float = (height - boardHeight) / 2f

    /** A pixel x to board units. */
    fun unitX(px: Float): Float = (px - left) / perUnit

    /** A pixel y to board units. */
    fun unitY(py: Float): Float = (py - top) / perUnit

    /** Board units along x to pixels. */
    fun pixelX(ux: Float): Float = left + ux * perUnit

    /** Board units along y to pixels. */
    fun pixelY(uy: Float): Float = top + uy * perUnit
}
