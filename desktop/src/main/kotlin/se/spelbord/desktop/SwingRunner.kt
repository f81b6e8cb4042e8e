package se.spelbord.desktop

import java.util.concurrent.Executors
import javax.swing.SwingUtilities
import se.spelbord.controller.TaskRunner

/** Bots think on one background thread; results are published on the Swing (Compose) thread. */
object SwingRunner : TaskRunner {
    private val worker = Executors.newSingleThreadExecutor { r -> Thread(r, "spelbord-bots").apply { isDaemon = true } }

    override fun background(work: () -> Unit) {
        worker.execute(work)
    }

    override fun ui(work: () -> Unit) {
        SwingUtilities.invokeLater(work)
    }
}
