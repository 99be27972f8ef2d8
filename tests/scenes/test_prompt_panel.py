"""The prompt panel says every question in full at 1x: the panel grows over the log (then over the zoom) as
far as the words need, and never cuts a line. Checked by measuring the wrapped text with the game's own font
at every decision of whole games of 2, 3 and 4 players, with a hint and a why-not message on top."""

from __future__ import annotations

import pytest
from scene_driver import by_keys, play

from game.match import Match
from scenes.table import TableScene
from scenes.table.input import end_build_words
from scenes.table.model import Hint
from scenes.table.turns import explained

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
        legal, message = t.match.legal(), t.model.message
        longest = max(legal, key=lambda a: len(t.match.describe(a)))
        t.model.hint = explained(t.match, t.match.step, longest)  # the longest hint, with its reason
        problems += _fits(t)
        t.model.message = message or end_build_words(t.keymap)
        problems += _fits(t)
        t.model.hint, t.model.message = None, message
        assert not problems, f"{t.match.prompt().kind}: {problems}"
        checked.append(t.match.step)
        by_keys(t, rng)

    play(app, table, act)
    assert table.match.over, (table.match.step, table.match.prompt(), table.model.offer, table.model.asking)
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
    zoom zone at 1x, below the card's title and picture in 2 and 3 player layouts, below its title in the
    shorter zoom of 4 players (which leaves the log its six lines). An Item's two abilities (R27, R29) may cover its
    picture too, and in four players its title, which then heads them."""
    from game.cards import CARDS, Item
    from scenes.table.hud import ZOOM_TITLE_KEPT, zoom_lines
    from scenes.table.layout import TableLayout
    from scenes.ui.widgets import font

    picture = 62  # a 1x card's title and picture
    f = font()
    for players in (2, 3, 4):
        zone = TableLayout(players, 0).zone("zoom")
        for card in CARDS.all():
            room = zone.h - (ZOOM_TITLE_KEPT if players == 4 or isinstance(card, Item) else picture) - 5
            if isinstance(card, Item) and players == 4:
                room = zone.h - 5 - f.line_height  # its name over the words
            lines = zoom_lines(f, card.id, zone.w - 6)
            assert len(lines) * f.line_height <= room, (players, card.id, len(lines))
            assert all(f.width(line) <= zone.w - 6 for line in lines)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_log_keeps_six_lines_under_the_longest_prompt(app, players):
    """Issue 50: in every layout, four players too, the log keeps at least six lines in sight, whatever the
    prompt says: a long question (with a hint and a message) grows over the zoom instead."""
    from scenes.dev.shots import _advance
    from scenes.table.table_geometry import LOG_LINES_KEPT

    match = Match.new(("human",) + ("greedy",) * (players - 1), seed=7)
    assert _advance(match, lambda m: m.to_act == 0 and m.state.turn >= 2)
    table = TableScene(match, speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    app.stack.update(0.016)
    assert table.model.offer is not None
    lh = table.font.line_height
    for words in ("", "A long question, " * 12, "A very long question with many words, " * 30):
        table.model.hint = Hint(table.match.step, table.match.legal()[0]) if words else None
        table.model.message = words or None
        log, panel = table.hud.log_rect(), table.hud.prompt_panel()
        assert (log.h - 4) // lh >= LOG_LINES_KEPT >= 6, (players, len(words), log)
        assert not log.colliderect(panel.rect) and panel.rect.y >= table.layout.zone("zoom").y


def test_a_named_options_words_fit_its_button(app):
    """A named option says what it does on its card-wide button, on two even lines when one is too short
    (after a colon when there is one), and gives up its words only when two lines cannot hold them."""
    from scenes.table.hud import OPTION_TEXT_W, two_lines
    from scenes.ui.widgets import font

    f = font()
    assert two_lines(f, "Draw a Room card", OPTION_TEXT_W) == ("Draw a", "Room card")
    assert two_lines(f, "Mulligan: a new hand", OPTION_TEXT_W) == ("Mulligan:", "a new hand")
    assert two_lines(f, "Keep", OPTION_TEXT_W) == ("Keep",)
    assert two_lines(f, "Swap this hand for a new one, once only", OPTION_TEXT_W) is None


def test_a_bot_deciding_is_named_as_the_scores_name_it(app):
    """Issue 50: the prompt names the seat a bot decides for as its score and the log do ("P4 Xyzax"), never by
    its place alone nor by the bot's inner name."""
    from game.wording import boss_of
    from scenes.dev.shots import _advance

    match = Match.new(("human", "greedy", "greedy", "greedy"), seed=5)
    assert _advance(match, lambda m: m.to_act == 3 and m.state.turn >= 2)
    table = TableScene(match, speed="instant", autosave=False)  # no bot worker: seat 4 stays deciding
    app.stack.push(table)
    app.stack.apply_pending()
    app.stack.update(0.016)
    assert table.director.idle
    assert table.hud._prompt_text()[0] == f"P4 {boss_of(match.view(0), 3)} is deciding..."
