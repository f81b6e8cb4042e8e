package se.spelbord.ui

import se.spelbord.ffi.NodeKind
import se.spelbord.ffi.SceneNode

/** The words a screen reader says for a scene node. */
object SceneLabels {
    /**
     * The node's label key (`fia.piece|Anna|2|nest`: a key, then arguments after `|`)
     * as a catalogue message `scene-fia-piece` with arguments `a1`, `a2`, …; when the
     * catalogue has no such message yet, the kind's word followed by the arguments.
     */
    fun label(node: SceneNode, words: Words): String {
        val parts = node.labelKey.split('|')
        val key = "scene-" + parts[0].replace('.', '-').replace('_', '-')
        val args = parts.drop(1)
        if (parts[0].isNotEmpty() && words.has(key)) {
            return words(key, *args.mapIndexed { i, a -> "a${i + 1}" to a }.toTypedArray())
        }
        val kind = words(kindKeys.getValue(node.kind))
        val detail = args.ifEmpty { listOfNotNull(node.text.takeIf { it.isNotEmpty() && node.faceUp || node.kind != NodeKind.CARD }) }
        return (listOf(kind) + detail.filter { it.isNotEmpty() }).joinToString(", ")
    }

    private val kindKeys = mapOf(
        NodeKind.AREA to "app-node-area",
        NodeKind.SPACE to "app-node-space",
        NodeKind.PIECE to "app-node-piece",
        NodeKind.CARD to "app-node-card",
        NodeKind.DIE to "app-node-die",
        NodeKind.MARK to "app-node-mark",
        NodeKind.LABEL to "app-node-label",
    )
}
