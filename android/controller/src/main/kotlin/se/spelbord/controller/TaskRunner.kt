package se.spelbord.controller

/**
 * Where work runs. The Android app thinks on a background executor and publishes on
 * the main looper; tests run everything on the calling thread.
 */
interface TaskRunner {
    /** Runs slow work (a bot thinking) off the UI thread. */
    fun background(work: () -> Unit)

    /** Runs a UI update on the UI thread. */
    fun ui(work: () -> Unit)
}

/** Runs everything at once on the calling thread (tests, command-line tools). */
object ImmediateRunner : TaskRunner {
    override fun background(work: () -> Unit) = work()
    override fun ui(work: () -> Unit) = work()
}
