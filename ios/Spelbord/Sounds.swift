import AVFoundation
import SpelbordFFI
import SpelbordKit

/// Plays the short sounds the core's table chooses (the WAV files the project generates, bundled as
/// `sounds/<name>.wav`); silent when a file is missing.
final class Sounds {
    private var players: [Sound: AVAudioPlayer] = [:]

    func play(_ sound: Sound) {
        if players[sound] == nil, let url = Bundle.main.url(forResource: sound.file, withExtension: "wav", subdirectory: "sounds") {
            players[sound] = try? AVAudioPlayer(contentsOf: url)
        }
        players[sound]?.currentTime = 0
        players[sound]?.play()
    }
}
