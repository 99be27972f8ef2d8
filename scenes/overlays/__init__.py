"""Overlays: small scenes pushed over the table or the replay (or the gallery), drawn over it, closed by a key
or a click, while the screen below goes on.

    overlay.py   Overlay: what closes one, and which events still reach the screen below
    zoom.py      a card with its full text, rulings and glossary (the table's look and the gallery's)
    help.py      the keys of a screen, made from the keymap
    discard.py   the discard pile laid out
    dungeon.py   another seat's small dungeon brought forward, full size
    guide.py     the first-game guide's note (the table waits while it shows)
    summary.py   what happened since the person on screen last looked (hot-seat)
"""
