package se.spelbord.ui

/** The table's short sounds (WAV files made by scripts/sounds.py, on the classpath). */
enum class Sound(val file: String) {
    ROLL("sounds/roll.wav"),
    MOVE("sounds/move.wav"),
    KNOCK("sounds/knock.wav"),
    CARD("sounds/card.wav"),
    WIN("sounds/win.wav"),
    TURN("sounds/turn.wav");

    companion object {
        /** The file for the sound the core's table chose (same names). */
        fun of(sound: se.spelbord.ffi.Sound): Sound = valueOf(sound.name)
    }
}

/** Plays a [Sound]; each platform supplies one (javax.sound on the desktop, SoundPool on Android). */
fun interface Sounds {
    fun play(sound: Sound)

    companion object {
        /** Plays nothing (tests, and sound switched off). */
        val Silent = Sounds { }
    }
}
