#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# make-sounds.py: writes the three sounds of Vertrauter, synthesised here
# from sine tones (nothing is downloaded or sampled). Run it in this folder
#   python3 make-sounds.py
# and commit the WAV files it writes; the build puts them in the GResource.
#
# Each note is a bell-like tone: a sine and its octave, with a quick attack
# and an exponential decay, so the sound carries across a room without
# being harsh. 16-bit mono at 22050 Hz keeps each file small.

import math
import struct
import wave

RATE = 22050


def bell(freq, start, length, volume=0.6, decay=5.0):
    """one note as (start sample, samples)"""
    n = int(length * RATE)
    attack = int(0.005 * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = math.exp(-decay * t) * min(1.0, i / attack)
        s = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
        out.append(volume * env * s / 1.3)
    return int(start * RATE), out


def write(name, notes, length):
    total = [0.0] * int(length * RATE)
    for start, samples in notes:
        for i, s in enumerate(samples):
            if start + i < len(total):
                total[start + i] += s
    with wave.open(name, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767))
                               for s in total))


# a message is due: a falling two-note chime, E5 then C5
write("message-due.wav", [bell(659.25, 0.0, 0.5), bell(523.25, 0.25, 0.7)], 0.95)
# a warning before time: two short high pips, A5
write("timer-warning.wav", [bell(880.0, 0.0, 0.15, decay=12.0),
                            bell(880.0, 0.2, 0.15, decay=12.0)], 0.4)
# time: three strokes of a lower bell, G4, longer, the loudest
write("timer-end.wav", [bell(392.0, 0.0, 0.6, 0.8, 4.0), bell(392.0, 0.35, 0.6, 0.8, 4.0),
                        bell(392.0, 0.7, 0.9, 0.8, 3.0)], 1.6)
