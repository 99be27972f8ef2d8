"""Run-time art: the palette, the "Dungeon 5x7" pixel font, card faces composed from the PNGs, and the
hero walk cycles and effects. Only loading and composing here; the generators of the files under
``assets/`` live in ``tools.art`` (build time, not shipped).
"""
