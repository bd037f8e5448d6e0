#!/usr/bin/env python3
# make_miner.py - draws assets/miner.bmp, the dot sprite for --sprite: a
# 16 x 16 miner in a hard hat with a lamp, as pixel art from the map below.
# Magenta (#FF00FF) is the see-through colour. SPDX-License-Identifier: MIT
# Usage: python3 tools/make_miner.py [OUT.bmp]
import struct
import sys

ART = [
    "................",
    ".....YYYYYY.....",
    "....YYYYLLYY....",
    "....YYYYLLYY....",
    "...YYYYYYYYYY...",
    ".....SSSSSS.....",
    ".....SKSSKS.....",
    ".....SSSSSS.....",
    "..G...SSSS......",
    ".GGW.RRRRRRR....",
    "...WRRBRRBRRS...",
    "...SWRBBBBRS....",
    ".....WBBBBB.....",
    ".....BBB.BBB....",
    ".....BB...BB....",
    "....DDD...DDD...",
]
COLOURS = {
    ".": (255, 0, 255),  # see-through
    "Y": (255, 210, 0),  # hard hat
    "L": (255, 255, 200),  # lamp
    "S": (240, 190, 140),  # skin
    "K": (20, 20, 20),  # eyes
    "R": (200, 40, 40),  # shirt
    "B": (40, 80, 200),  # overalls
    "G": (170, 170, 180),  # pick head
    "W": (130, 80, 30),  # pick handle
    "D": (70, 50, 30),  # boots
}


def bmp(art):
    h, w = len(art), len(art[0])
    row_size = (w * 3 + 3) // 4 * 4
    pixels = b""
    for line in reversed(art):  # BMP rows go bottom up
        row = b"".join(bytes(reversed(COLOURS[c])) for c in line)  # BGR
        pixels += row + b"\0" * (row_size - len(row))
    header = struct.pack("<2sIHHI", b"BM", 54 + len(pixels), 0, 0, 54)
    info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, 24, 0, len(pixels), 2835, 2835, 0, 0)
    return header + info + pixels


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "assets/miner.bmp"
    with open(out, "wb") as f:
        f.write(bmp(ART))
