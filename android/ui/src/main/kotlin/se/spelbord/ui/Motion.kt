package se.spelbord.ui

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.LinearEasing
import androidx.compose.animation.core.tween
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import kotlin.math.roundToInt
import se.spelbord.ffi.BoardScene
import se.spelbord.ffi.SceneNode
import se.spelbord.ffi.Transition

/**
 * The running clock of one state's motion: milliseconds since the state arrived,
 * and where each node stands then. Reading [millis] inside a draw block redraws the
 * board on every frame until the last transition has ended.
 */
internal class MotionClock(private val plan: MotionPlan, private val elapsed: () -> Float) {
    /** Milliseconds since the state arrived (stops at the end of its motion). */
    fun millis(): Float = elapsed()

    /** Where `node` is drawn at `now`. */
    fun pose(node: SceneNode, now: Float): Pose = if (now >= plan.totalMillis) Pose(node.rect) else plan.pose(node, now)
}

/** The clock of `motion` for `scene`, restarted for every new scene; [speed] 0 shows it at once. */
@Composable
internal fun rememberMotionClock(scene: BoardScene, motion: List<Transition>, speed: Float): MotionClock {
    val plan = remember(scene, motion, speed) { MotionPlan(motion, speed) }
    val time = remember(scene) { Animatable(0f) }
    LaunchedEffect(plan) {
        if (plan.totalMillis > 0f) time.animateTo(plan.totalMillis, tween(plan.totalMillis.roundToInt(), easing = LinearEasing))
    }
    return MotionClock(plan) { time.value }
}

/** The motion speed factor of an animation setting: its milliseconds over normal's (0 = off). */
fun AnimationSpeed.factor(): Float = millis.toFloat() / AnimationSpeed.NORMAL.millis
