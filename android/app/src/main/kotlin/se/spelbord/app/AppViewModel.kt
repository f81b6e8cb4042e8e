package se.spelbord.app

import android.app.Application
import android.os.Handler
import android.os.Looper
import androidx.lifecycle.AndroidViewModel
import java.util.Locale
import java.util.concurrent.Executors
import se.spelbord.controller.TaskRunner
import se.spelbord.ui.AppState

/** Bots think on one background thread; results are published on the main looper. */
private object AndroidRunner : TaskRunner {
    private val worker = Executors.newSingleThreadExecutor()
    private val main = Handler(Looper.getMainLooper())
    override fun background(work: () -> Unit) {
        worker.execute(work)
    }
    override fun ui(work: () -> Unit) {
        main.post(work)
    }
}

/** Keeps the shared [AppState] across rotation; saves and settings in the app's files. */
class AppViewModel(application: Application) : AndroidViewModel(application) {
    val app = AppState(application.filesDir, AndroidRunner, Locale.getDefault().toLanguageTag(), AndroidSounds(application)) { OkHttpTransport() }

    override fun onCleared() {
        app.close()
    }
}
