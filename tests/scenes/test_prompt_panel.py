"""The prompt panel says every question in full at 1x: the panel grows over the log (then over the zoom) as
far as the words need, and never cuts a line. Checked by measuring the wrapped text with the game's own font
at every decision of whole games of 2, 3 and 4 players, with a hint and a why-not message on top."""

from __future__ import annotations

import pytest
from scene_driver import by_keys, play

from game.match import Match
from scenes.table import TableScene
from scenes.table.input import end_build_words
from scenes.table.turns import Hint

GAMES = [(("human", "random"), 3, ()), (("random", "human", "random"), 4, ("i_choose_you",)),
         (("random", "random", "human", "random"), 5, ("machinations",)),
         (("human", "random", "random", "random"), 6, ("no_opening_discard", "hard_mode"))]


def _fits(table) -> list[str]:
    """What the panel cannot show of its lines now (empty: all of it fits inside its rectangle)."""
    panel = table.hud.prompt_panel()
    lh = table.font.line_height
    used = 14 + (len(panel.lines) + len(panel.message) + panel.key_help) * lh
    problems = []
    if used > panel.rect.h:
        problems.append(f"{used} px of text in a {panel.rect.h} px panel: {' '.join(panel.lines)!r}")
    if any(table.font.width(line) > panel.rect.w - 6 for line in panel.lines + panel.message):
        problems.append("a line wider than the panel")
    if panel.rect.bottom > table.layout.zone("log").bottom - 20:
        problems.append("the log is covered")
    return problems


def _check_every_decision(seats, seed, variants, app, bots) -> int:
    table = TableScene(Match.new(seats, seed=seed, variants=frozenset(variants)), speed="instant", bots=bots,
                       autosave=False)
    checked = []

    def act(t, rng):
        problems = _fits(t)
        legal, message = t.match.legal(), t.turns.message
        t.turns.hint = Hint(t.match.step, max(legal, key=lambda a: len(t.match.describe(a))))  # the longest hint
        problems += _fits(t)
        t.turns.message = message or end_build_words(t.keymap)
        problems += _fits(t)
        t.turns.hint, t.turns.message = None, message
        assert not problems, f"{t.match.prompt().kind}: {problems}"
        checked.append(t.match.step)
        by_keys(t, rng)

    play(app, table, act)
    assert table.match.over, (table.match.step, table.match.prompt(), table.turns.offer, table.turns.asking)
    return len(checked)


@pytest.mark.parametrize("seats, seed, variants", GAMES)
def test_every_prompt_fits_its_panel(app, bots, seats, seed, variants):
    assert _check_every_decision(seats, seed, variants, app, bots) > 20


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40))
def test_every_prompt_fits_its_panel_sweep(app, bots, seed):
    n = 2 + seed % 3
    seats = tuple("human" if s == seed % n else "random" for s in range(n))
    _check_every_decision(seats, 100 + seed, ("i_choose_you",) if seed % 5 == 0 else (), app, bots)


def test_every_cards_text_fits_the_hover_panel(app):
    """Pointing at a card shows its rules text under it: for every card of the set the wrapped text fits the
    zoom zone below the card's title and picture, at 1x, in 2, 3 and 4 player layouts."""
    from game.cards import CARDS
    from scenes.table.hud import ZOOM_FACE_KEPT, zoom_text
    from scenes.table.layout import TableLayout
    from scenes.widgets import font

    f = font()
    for players in (2, 3, 4):
        zone = TableLayout(players, 0).zone("zoom")
        room = zone.h - ZOOM_FACE_KEPT - 5
        for card in CARDS.all():
            lines = f.wrap(zoom_text(card.id), zone.w - 6)
            assert len(lines) * f.line_height <= room, (players, card.id, len(lines))
            assert all(f.width(line) <= zone.w - 6 for line in lines)
