package se.spelbord.app

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import java.io.File
import se.spelbord.ui.Sound
import se.spelbord.ui.Sounds

/** The table's sounds through a SoundPool (loaded once from the shared UI's WAV resources). */
class AndroidSounds(context: Context) : Sounds {
    private val pool = SoundPool.Builder()
        .setMaxStreams(3)
        .setAudioAttributes(AudioAttributes.Builder().setUsage(AudioAttributes.USAGE_GAME).build())
        .build()

    private val ids: Map<Sound, Int> = Sound.entries.mapNotNull { sound ->
        val bytes = javaClass.classLoader?.getResourceAsStream(sound.file)?.use { it.readBytes() } ?: return@mapNotNull null
        // SoundPool reads files, not streams: copy each WAV to the cache once.
        val file = File(context.cacheDir, sound.file.substringAfterLast('/')).apply { writeBytes(bytes) }
        sound to pool.load(file.path, 1)
    }.toMap()

    override fun play(sound: Sound) {
        ids[sound]?.let { pool.play(it, 1f, 1f, 1, 0, 1f) }
    }
}
