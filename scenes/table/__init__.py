"""The table: one match on screen, split by job.

    scene.py      TableScene: the lifecycle, and what each frame asks of the parts below
    turns.py      the match moving on: who acts, bots, hints, hand-off, autosave, guide, auto-pass (no drawing)
    input.py      places, highlight, choose / confirm / take back; keys, controller and mouse
    hud.py        the prompt panel, buttons, log, status, zoom and the "Any answer?" strip
    board.py      a table view drawn; layout.py its zones from the Tiled maps
    offer.py      the legal actions of a decision, indexed by the table places (places.py) they touch
    director.py   events to animations
    presentation.py  viewer + layout + board + director + speed, owned once (the replay's too)
"""

from scenes.table.scene import TableScene

__all__ = ["TableScene"]
