"""Card abilities, registered by card id in ``game.rules.registry`` when this package is imported.

``common`` holds the continuation frames shared by many cards (discard a chosen card, heal, ...);
``rooms``, ``spells``, ``bosses`` and ``items`` hold the per-card code.
"""

from . import bosses, common, items, rooms, spells  # noqa: F401  (importing registers them)
