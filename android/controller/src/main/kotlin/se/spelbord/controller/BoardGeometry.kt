package se.spelbord.controller

/**
 * Maps between the scene's unit square and a drawing area of `width` × `height`
 * pixels: the board keeps the scene's aspect ratio and is centred (letterboxed).
 * Pure arithmetic, shared by the Compose canvas and the tests.
 */
data class BoardGeometry(val width: Float, val height: Float, val aspect: Float) {
    /** Pixels per unit along x. */
    val boardWidth: Float = if (width / height > aspect) height * aspect else width

    /** Pixels per unit along y. */
    val boardHeight: Float = boardWidth / aspect

    /** Left edge of the board in pixels. */
    val left: Float = (width - boardWidth) / 2f

    /** Top edge of the board in pixels. */
    val top: Float = (height - boardHeight) / 2f

    /** A pixel x to unit x. */
    fun unitX(px: Float): Float = (px - left) / boardWidth

    /** A pixel y to unit y. */
    fun unitY(py: Float): Float = (py - top) / boardHeight

    /** A unit x to pixels. */
    fun pixelX(ux: Float): Float = left + ux * boardWidth

    /** A unit y to pixels. */
    fun pixelY(uy: Float): Float = top + uy * boardHeight
}
