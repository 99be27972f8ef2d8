"""Chiptune sound effects and a music loop, synthesised in pure Python (square, triangle, noise).

Deterministic: the noise channel is a 15-bit LFSR, so every run writes byte-identical WAV files
(22050 Hz, 16-bit mono).
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
NOTES = {n: i for i, n in enumerate(["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"])}


def freq(note: str) -> float:
    """'A4' -> 440.0; 'C#5' etc."""
    name, octave = note[:-1], int(note[-1])
    return 440.0 * 2 ** ((NOTES[name] - 9) / 12 + (octave - 4))


class Track:
    def __init__(self, seconds: float) -> None:
        self.buf = [0.0] * int(RATE * seconds)

    def add(self, start: float, samples: list[float]) -> None:
        i0 = int(start * RATE)
        for i, s in enumerate(samples):
            if 0 <= i0 + i < len(self.buf):
                self.buf[i0 + i] += s

    def pcm(self) -> bytes:
        peak = max(1e-9, max(abs(s) for s in self.buf))
        gain = min(1.0, 0.9 / peak)
        return b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s * gain)) * 32767)) for s in self.buf)


def _env(i: int, n: int, attack: float = 0.005, release: float = 0.3) -> float:
    a, r = int(attack * RATE), int(release * n)
    if i < a:
        return i / max(1, a)
    if i > n - r:
        return max(0.0, (n - i) / max(1, r))
    return 1.0


def square(f0: float, dur: float, vol: float = 0.3, duty: float = 0.5, f1: float | None = None,
           vibrato: float = 0.0, release: float = 0.3) -> list[float]:
    n = int(dur * RATE)
    out, phase = [], 0.0
    for i in range(n):
        t = i / n
        f = f0 + ((f1 if f1 is not None else f0) - f0) * t
        if vibrato:
            f *= 1 + vibrato * math.sin(2 * math.pi * 6 * i / RATE)
        phase = (phase + f / RATE) % 1.0
        out.append((1.0 if phase < duty else -1.0) * vol * _env(i, n, release=release))
    return out


def triangle(f0: float, dur: float, vol: float = 0.4, f1: float | None = None,
             release: float = 0.2) -> list[float]:
    n = int(dur * RATE)
    out, phase = [], 0.0
    for i in range(n):
        f = f0 + ((f1 if f1 is not None else f0) - f0) * i / n
        phase = (phase + f / RATE) % 1.0
        # 16-step quantised triangle, as on the consoles
        v = (4 * phase - 1) if phase < 0.5 else (3 - 4 * phase)
        out.append(round(v * 8) / 8 * vol * _env(i, n, release=release))
    return out


class Noise:
    def __init__(self) -> None:
        self.reg = 1

    def __call__(self, dur: float, vol: float = 0.3, period: int = 4, short: bool = False,
                 release: float = 0.8) -> list[float]:
        n = int(dur * RATE)
        out, v = [], 1.0
        for i in range(n):
            if i % period == 0:
                bit = (self.reg ^ (self.reg >> (6 if short else 1))) & 1
                self.reg = (self.reg >> 1) | (bit << 14)
                v = 1.0 if self.reg & 1 else -1.0
            out.append(v * vol * _env(i, n, attack=0.001, release=release))
        return out


def melody(track: Track, start: float, notes: str, step: float, wave_fn=square, **kw) -> float:
    """'C5 E5 G5 - C6' ('-' is a rest); returns the end time."""
    t = start
    for tok in notes.split():
        if tok != "-":
            track.add(t, wave_fn(freq(tok), step * 0.95, **kw))
        t += step
    return t


def effects() -> dict[str, Track]:
    noise = Noise()
    fx: dict[str, Track] = {}

    t = Track(0.35)
    t.add(0, noise(0.08, 0.4, period=12))
    melody(t, 0.06, "C5 G5", 0.09, duty=0.25)
    fx["build"] = t

    t = Track(0.5)
    melody(t, 0, "C5 E5 G5 C6", 0.08, duty=0.5, vol=0.25)
    t.add(0, triangle(freq("C4"), 0.4, 0.3))
    fx["reveal"] = t

    t = Track(0.08)
    t.add(0, noise(0.05, 0.25, period=30, release=0.9))
    fx["step"] = t

    t = Track(0.25)
    t.add(0, noise(0.15, 0.45, period=3))
    t.add(0, square(freq("A4"), 0.15, 0.3, duty=0.125, f1=freq("A2")))
    fx["hit"] = t

    t = Track(0.7)
    t.add(0, square(freq("E5"), 0.5, 0.3, duty=0.25, f1=freq("E2")))
    t.add(0.05, noise(0.5, 0.3, period=8))
    fx["kill"] = t

    t = Track(0.45)
    melody(t, 0, "G3 D#3", 0.18, duty=0.5, vol=0.35)
    t.add(0, noise(0.1, 0.2, period=20))
    fx["wound"] = t

    t = Track(0.9)
    end = melody(t, 0, "C5 E5 G5 C6 E6 G6", 0.06, duty=0.25, vol=0.25)
    t.add(end, square(freq("C6"), 0.45, 0.25, duty=0.5, vibrato=0.01))
    t.add(0, triangle(freq("C3"), 0.8, 0.35))
    fx["level_up"] = t

    t = Track(0.6)
    t.add(0, square(freq("C5"), 0.55, 0.2, duty=0.125, f1=freq("C7"), vibrato=0.03))
    t.add(0.1, square(freq("G5"), 0.45, 0.12, duty=0.5, f1=freq("G6"), vibrato=0.02))
    fx["spell"] = t

    t = Track(0.35)
    melody(t, 0, "E5 A4", 0.12, duty=0.5, vol=0.25)
    fx["cancel"] = t

    t = Track(1.9)
    end = melody(t, 0, "C5 C5 C5 G5 - E5 G5", 0.12, duty=0.5, vol=0.25)
    t.add(end, square(freq("C6"), 0.7, 0.25, vibrato=0.01, release=0.5))
    melody(t, 0, "C3 - G3 - E3 - G3", 0.12, wave_fn=triangle, vol=0.4)
    t.add(end, triangle(freq("C3"), 0.7, 0.4))
    fx["win"] = t

    t = Track(1.8)
    end = melody(t, 0, "G4 F#4 F4", 0.3, duty=0.5, vol=0.25, release=0.1)
    t.add(end, square(freq("E4"), 0.8, 0.25, vibrato=0.02, release=0.6))
    t.add(0, triangle(freq("C3"), 1.7, 0.35, f1=freq("C2")))
    fx["lose"] = t

    t = Track(0.06)
    t.add(0, square(freq("A5"), 0.04, 0.2, duty=0.25))
    fx["click"] = t

    t = Track(0.35)
    melody(t, 0, "A5 E6", 0.07, duty=0.125, vol=0.2)
    t.add(0.1, noise(0.15, 0.1, period=2, short=True))
    fx["soul"] = t
    return fx


def music() -> Track:
    """Four bars at 120 bpm in A minor, loopable: lead (square), bass (triangle), hats (noise)."""
    noise = Noise()
    beat = 0.5
    bars = 4
    t = Track(bars * 4 * beat)
    lead = ("A4 - C5 E5 D5 - C5 B4 A4 - E4 - G4 A4 B4 - "
            "C5 - E5 A5 G5 - E5 D5 E5 - - - B4 - G#4 -").split()
    step = beat / 2
    for i, note in enumerate(lead):
        if note != "-":
            t.add(i * step, square(freq(note), step * 0.9, 0.16, duty=0.25, release=0.4))
    bass = "A2 A2 E3 A2 F2 F2 C3 F2 C3 C3 G2 C3 E2 E2 B2 E2".split()
    for i, note in enumerate(bass):
        t.add(i * beat, triangle(freq(note), beat * 0.9, 0.4, release=0.3))
    for i in range(bars * 8):
        t.add(i * step, noise(0.03 if i % 2 else 0.06, 0.08 if i % 2 else 0.12, period=2 if i % 2 else 16,
                              short=bool(i % 2)))
    return t


def write(track: Track, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(track.pcm())


SFX = ("build", "reveal", "step", "hit", "kill", "wound", "level_up", "spell", "cancel", "win", "lose",
       "click", "soul")


def build(out: Path) -> None:
    for name, track in effects().items():
        write(track, out / "sfx" / f"{name}.wav")
    write(music(), out / "music" / "dungeon_loop.wav")
