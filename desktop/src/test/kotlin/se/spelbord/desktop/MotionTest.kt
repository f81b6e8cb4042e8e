package se.spelbord.desktop

import kotlin.test.assertEquals
import kotlin.test.assertTrue
import org.junit.Test
import se.spelbord.ffi.BotLevel
import se.spelbord.ffi.Face
import se.spelbord.ffi.GameConfig
import se.spelbord.ffi.GameSession
import se.spelbord.ffi.Keyframe
import se.spelbord.ffi.MotionKind
import se.spelbord.ffi.SceneNode
import se.spelbord.ffi.SeatSpec
import se.spelbord.ffi.Transition
import se.spelbord.ffi.UnitRect
import se.spelbord.ui.AnimationSpeed
import se.spelbord.ui.MotionPlan
import se.spelbord.ui.factor

/** The board's tween of the core's transitions: where a node is drawn at each moment. */
class MotionTest {
    private val a = UnitRect(0f, 0f, 1f, 1f)
    private val b = UnitRect(2f, 0f, 1f, 1f)
    private val c = UnitRect(2f, 4f, 1f, 1f)

    /** Any node of a real scene, moved to stand at `rect` with `face`. */
    private fun node(rect: UnitRect, face: Face? = null): SceneNode {
        val scene = GameSession(GameConfig("fia", listOf(SeatSpec("A", BotLevel.BEGINNER), SeatSpec("B", BotLevel.BEGINNER)), emptyMap(), 1UL, null), null)
            .use { it.scene(null) }
        val piece = scene.nodes.first { it.face is Face.Piece }
        return piece.copy(rect = rect, face = face ?: piece.face)
    }

    private fun hop(flip: Boolean = false) = Transition(
        "x", MotionKind.HOP, delayMs = 100u, durationMs = 200u,
        path = listOf(Keyframe(0f, a), Keyframe(0.5f, b), Keyframe(1f, c)), flip = flip,
    )

    @Test
    fun aNodeWaitsAtItsStartThenPassesEveryKeyframeAndEndsWhereItIs() {
        val n = node(c).copy(id = "x")
        val plan = MotionPlan(listOf(hop()), speed = 1f)
        assertEquals(300f, plan.totalMillis)
        assertEquals(a, plan.pose(n, 0f).rect, "before its delay it stands where it was")
        assertEquals(a, plan.pose(n, 100f).rect)
        assertEquals(b, plan.pose(n, 200f).rect, "half-way it is on the middle keyframe")
        assertEquals(UnitRect(2f, 2f, 1f, 1f), plan.pose(n, 250f).rect, "between keyframes it is between them")
        assertEquals(c, plan.pose(n, 300f).rect)
        assertEquals(c, plan.pose(n, 10_000f).rect)
    }

    @Test
    fun theSpeedSettingScalesTimesAndOffShowsTheEnd() {
        val n = node(c).copy(id = "x")
        val slow = MotionPlan(listOf(hop()), AnimationSpeed.SLOW.factor())
        assertTrue(slow.totalMillis > 300f, "slow takes longer (${slow.totalMillis})")
        assertEquals(a, slow.pose(n, 150f).rect, "slow: still waiting at 150 ms")
        val off = MotionPlan(listOf(hop()), AnimationSpeed.INSTANT.factor())
        assertEquals(0f, off.totalMillis)
        assertEquals(c, off.pose(n, 0f).rect, "no motion: at its place at once")
        val other = node(a).copy(id = "y")
        assertEquals(a, MotionPlan(listOf(hop()), 1f).pose(other, 150f).rect, "a node without a transition stands still")
    }

    @Test
    fun aFlippedCardShowsItsBackNarrowingThenItsFaceWidening() {
        val card = Face.CardBack // any face-up card would do; a back stays a back
        val n = node(c, card).copy(id = "x")
        val plan = MotionPlan(listOf(hop(flip = true)), 1f)
        val early = plan.pose(n, 150f)
        assertTrue(early.widthScale < 1f, "narrowing")
        val middle = plan.pose(n, 200f)
        assertTrue(middle.widthScale < 0.05f, "edge-on half-way (${middle.widthScale})")
        val late = plan.pose(n, 280f)
        assertTrue(late.widthScale > 0.5f && late.face == null, "widening with its own face")
        assertEquals(1f, plan.pose(n, 300f).widthScale)
    }

    @Test
    fun theBoardStaysStillWhenTheSystemAsksForNoMotion() {
        val app = newApp()
        app.update(app.settings.copy(animation = AnimationSpeed.SLOW))
        assertEquals(AnimationSpeed.SLOW.factor(), app.motionFactor, "the chosen speed")
        app.systemReducedMotion = true
        assertEquals(0f, app.motionFactor, "the system's \"remove animations\" wins over the chosen speed")
        val plan = MotionPlan(listOf(hop()), app.motionFactor)
        assertEquals(0f, plan.totalMillis, "nothing moves")
        assertEquals(c, plan.pose(node(c).copy(id = "x"), 0f).rect, "every node stands where it ends")
        app.close()
    }
}
