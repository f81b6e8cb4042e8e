package se.spelbord

import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Phase
import se.spelbord.ffi.SpelbordException

/** Pass-and-play: games with private information ask for a hand-off, others do not. */
class HandOffTest {
    @Test
    fun `pass-and-play asks for a hand-off exactly in games with private information`() {
        for (game in catalog()) {
            val humans = game.minPlayers.toInt().coerceAtLeast(2).coerceAtMost(game.maxPlayers.toInt())
            if (humans < 2) continue
            val session = GameSession(config(game, humans = humans, players = humans, seed = 5UL), null)
            var handOffs = 0
            var actions = 0
            while (actions++ < 400) {
                when (val phase = session.phase()) {
                    is Phase.HandOff -> {
                        handOffs++
                        val v = session.version()
                        val other = (phase.seat + 1U) % humans.toUInt()
                        // No step and no private view before the device changes hands.
                        assertThrows<SpelbordException.HandOffPending> { session.chooseStep(v, phase.seat, "x") }
                        assertThrows<SpelbordException.WrongSeat> { session.confirmHandoff(other) }
                        assertTrue(session.view(phase.seat).nextSteps.isEmpty())
                        session.confirmHandoff(phase.seat)
                        assertEquals(Phase.HumanTurn(phase.seat), session.phase())
                        assertEquals(phase.seat, session.viewer())
                    }
                    is Phase.Over -> break
                    else -> advance(session)
                }
            }
            if (game.privateInfo) {
                assertTrue(handOffs >= 2, "${game.id}: private hands need hand-offs, saw $handOffs")
            } else {
                assertEquals(0, handOffs, "${game.id}: no private information, no hand-off")
            }
            session.close()
        }
    }

    @Test
    fun `a human plays alone against bots without hand-offs`() {
        for (game in catalog()) {
            val session = GameSession(config(game, humans = 1, seed = 6UL), null)
            repeat(300) {
                assertTrue(session.phase() !is Phase.HandOff, "${game.id}: one human never hands off")
                if (!advance(session)) return@repeat
            }
            session.close()
        }
    }
}
