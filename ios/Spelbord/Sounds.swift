import AVFoundation
import SpelbordKit

/// Plays the table's short sounds (the WAV files the project generates, bundled as
/// `sounds/<name>.wav`); silent when a file is missing.
final class Sounds {
    private var players: [Sound: AVAudioPlayer] = [:]

    func play(_ sound: Sound) {
        if players[sound] == nil, let url = Bundle.main.url(forResource: sound.rawValue, withExtension: "wav", subdirectory: "sounds") {
            players[sound] = try? AVAudioPlayer(contentsOf: url)
        }
        players[sound]?.currentTime = 0
        players[sound]?.play()
    }
}
