#!/usr/bin/env python3
"""Synthesises the app's short sounds into android/ui/src/main/resources/sounds/*.wav.

Made here from sine waves and shaped noise (no downloaded assets): a dice rattle, a
piece set down, a knock, a card laid, a small fanfare for the win. 22.05 kHz mono
16-bit, a few kilobytes each. Deterministic: the same bytes on every run.

    python3 scripts/sounds.py
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "android/ui/src/main/resources/sounds"


def tone(freq, secs, decay, volume=0.6):
    """A sine at `freq` Hz fading out exponentially at `decay` per second."""
    n = int(RATE * secs)
    return [volume * math.sin(2 * math.pi * freq * i / RATE) * math.exp(-decay * i / RATE) for i in range(n)]


def noise(secs, decay, rng, volume=0.5, smooth=0.6):
    """Low-passed noise with an exponential fade: clicks, rattles, swishes."""
    n = int(RATE * secs)
    out, last = [], 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(volume * last * math.exp(-decay * i / RATE))
    return out


def mix(*parts):
    """Sums (offset_seconds, samples) parts into one clip."""
    length = max(int(off * RATE) + len(s) for off, s in parts)
    out = [0.0] * length
    for off, s in parts:
        start = int(off * RATE)
        for i, v in enumerate(s):
            out[start + i] += v
    return out


def write(name, samples):
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = min(1.0, 0.9 / peak)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(v * scale * 32767)) for v in samples))


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7)
    # Dice: a few quick clicks of noise, like dice tumbling in a cup.
    write("roll", mix(*[(t, noise(0.05, 60, rng, 0.8, 0.3)) for t in (0.0, 0.06, 0.11, 0.19, 0.24)]))
    # A piece set down on the board: a soft low thud with a little click.
    write("move", mix((0, tone(180, 0.16, 30, 0.7)), (0, noise(0.03, 120, rng, 0.4, 0.2))))
    # A knock: two hard wooden hits.
    write("knock", mix((0, tone(420, 0.12, 35)), (0, noise(0.04, 90, rng, 0.7, 0.1)),
                       (0.11, tone(360, 0.14, 30)), (0.11, noise(0.04, 90, rng, 0.7, 0.1))))
    # A card laid: a short swish of bright noise.
    write("card", noise(0.12, 28, rng, 0.6, 0.05))
    # The game won: a rising major arpeggio.
    write("win", mix(*[(i * 0.12, tone(f, 0.45, 6, 0.45)) for i, f in enumerate((523.25, 659.25, 783.99, 1046.5))]))
    # Your turn (online): two soft bell notes, a fourth apart, rising (no noise: the
    # sounds above keep their bytes).
    write("turn", mix((0, tone(587.33, 0.35, 9, 0.45)), (0.14, tone(783.99, 0.5, 7, 0.45))))


if __name__ == "__main__":
    main()
