"""The window icon and the packaging icons (icon.png 256x256, icon.ico, icon.icns), written by hand:
ICO and ICNS are simple containers of PNG images."""

from __future__ import annotations

import io
import struct
from pathlib import Path

from .pixelmaps import Canvas, parse_swap, transform

SIZE = 32


def canvas(maps) -> Canvas:
    c = Canvas(SIZE, SIZE)
    c.rect(1, 1, 30, 30, "k")
    c.tile(transform(maps["t_brick"], swap=parse_swap("gm dm kd")), 2, 2, 28, 28)
    c.frame(1, 1, 30, 30, "y")
    for x, y in ((1, 1), (30, 1), (1, 30), (30, 30)):
        c.cells[y][x] = "."
    c.blit(maps["emblem_door"], 9, 14)
    c.blit(maps["i_boss"], 12, 6)
    c.blit(maps["hat_crown"], 12, 2)
    c.blit(maps["i_soul"], 3, 22)
    c.blit(maps["i_soul"], 22, 22, flip=True)
    return c


def png_bytes(surface) -> bytes:
    import pygame

    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico(images: list[tuple[int, bytes]]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns(images: list[tuple[int, bytes]]) -> bytes:
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", len(data) + 8) + data for size, data in images)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def build(maps, out: Path, save) -> None:
    import pygame

    base = canvas(maps).to_surface()
    (out / "icons").mkdir(parents=True, exist_ok=True)

    def scaled(size):
        return pygame.transform.scale(base, (size, size))

    save(scaled(256), out / "icons" / "icon.png")
    save(base, out / "icons" / "icon_32.png")
    (out / "icons" / "icon.ico").write_bytes(ico([(s, png_bytes(scaled(s))) for s in (16, 32, 64, 128, 256)]))
    (out / "icons" / "icon.icns").write_bytes(icns([(s, png_bytes(scaled(s))) for s in (16, 32, 64, 128, 256,
                                                                                         512)]))
