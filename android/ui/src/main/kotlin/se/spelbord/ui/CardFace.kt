package se.spelbord.ui

/** A playing card's face read from a scene node's text (`Ks`, `Th`, `7d`, `Jk`). */
data class CardFace(val rank: String, val suit: Suit?) {
    /** The four suits with their symbols; hearts and diamonds are printed red. */
    enum class Suit(val letter: Char, val symbol: String, val red: Boolean) {
        SPADES('s', "\u2660", false),
        HEARTS('h', "\u2665", true),
        DIAMONDS('d', "\u2666", true),
        CLUBS('c', "\u2663", false),
    }

    companion object {
        private val ranks = mapOf('T' to "10", 'J' to "J", 'Q' to "Q", 'K' to "K", 'A' to "A")

        /** The face of `text`, or null when it is not a card's notation. */
        fun parse(text: String): CardFace? {
            if (text.length != 2) return null
            val suit = Suit.entries.firstOrNull { it.letter == text[1] }
            val r = text[0]
            val rank = ranks[r] ?: r.takeIf { it in '2'..'9' }?.toString() ?: return null
            return if (suit != null) CardFace(rank, suit) else null
        }
    }
}
