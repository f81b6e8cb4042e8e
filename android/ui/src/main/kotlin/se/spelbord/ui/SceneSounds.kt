package se.spelbord.ui

import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.NodeKind

/** Which sound a change of scene makes, read from node kinds only. */
object SceneSounds {
    /** The sound for going from `before` to `after`, or null when nothing audible changed. */
    fun between(before: BoardScene, after: BoardScene, over: Boolean): Sound? {
        if (over) return Sound.WIN
        val old = before.nodes.associateBy { it.id }
        val moved = after.nodes.filter { n -> old[n.id]?.let { it.rect != n.rect } == true }
        val pieces = moved.filter { it.kind == NodeKind.PIECE }
        return when {
            // Two colours moving at once: one piece knocked another home.
            pieces.map { it.color }.distinct().size > 1 -> Sound.KNOCK
            pieces.isNotEmpty() -> Sound.MOVE
            moved.any { it.kind == NodeKind.CARD } -> Sound.CARD
            after.nodes.any { n -> n.kind == NodeKind.DIE && old[n.id]?.text != n.text } -> Sound.ROLL
            else -> null
        }
    }
}
