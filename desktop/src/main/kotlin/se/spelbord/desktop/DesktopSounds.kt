package se.spelbord.desktop

import javax.sound.sampled.AudioSystem
import se.spelbord.ui.Sound
import se.spelbord.ui.Sounds

/** Plays the table's sounds with javax.sound; a machine without audio just stays silent. */
object DesktopSounds : Sounds {
    override fun play(sound: Sound) {
        runCatching {
            val stream = javaClass.classLoader.getResourceAsStream(sound.file) ?: return
            val audio = AudioSystem.getAudioInputStream(stream.buffered())
            AudioSystem.getClip().apply { open(audio); start() }
        }
    }
}
