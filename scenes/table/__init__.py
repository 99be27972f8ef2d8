"""The table: one match on screen, split by job.

    scene.py      TableScene: the lifecycle, and what each frame asks of the parts below; other screens call it
    model.py      TableModel: the decision at hand and where the person looks (input and turns change it;
                  the HUD and the board only read it)
    turns.py      the match moving on: who acts, bots, hints, hand-off, autosave, guide, auto-pass (no drawing)
    input.py      keys, controller and mouse turned into changes of the model: highlight, choose / confirm / take back
    hud.py        the prompt panel, buttons, log, status, zoom and the "Any answer?" strip
    board.py      a table view drawn; forward.py a dungeon brought forward, with the board's parts
    table_geometry.py  where everything stands (board, director, HUD and hit-testing read it); layout.py its zones
                  from the Tiled maps
    offer.py      the legal actions of a decision, indexed by the table places (places.py) they touch
    director.py   events to animations, and every animation's timings
    presentation.py  viewer + geometry + board + director + speed, owned once (the replay's too)

The modules import one another in layers only (an import-linter contract in pyproject.toml): scene, input, turns,
hud, presentation, director and forward, board and model, table_geometry and offer, tips, layout and places."""

from scenes.table.scene import TableScene

__all__ = ["TableScene"]
