"""The table: one match on screen.

    scene.py      TableScene: the match moving on, input and drawing
    board.py      a table view drawn; layout.py its zones from the Tiled maps
    offer.py      the legal actions of a decision, indexed by the table places they touch
    director.py   events to animations
    parts.py      the see-through panel and the log panel
"""

from scenes.table.scene import TableScene

__all__ = ["TableScene"]
