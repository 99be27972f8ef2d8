"""The director's replay tools: ``fold_to`` shows events at once and silently, ``limit`` stops the play
before an event, and a spectator is told no hidden card."""

from __future__ import annotations

import pygame
import pytest

from game.cards import CARDS
from game.match import Match
from game.rules import events as E
from scenes.table.director import Director


@pytest.fixture(scope="module")
def match() -> Match:
    m = Match.new(("greedy", "greedy", "greedy"), seed=3)
    m.play_bots()
    return m


@pytest.fixture(scope="module")
def board():
    pygame.display.set_mode((640, 360))
    from scenes.art.kit import art
    from scenes.table.board import Board
    from scenes.table.layout import TableLayout

    return Board.on(TableLayout(3, None), *art())


class Heard:
    def __init__(self) -> None:
        self.events = []

    def play_event(self, event, viewer=None) -> None:
        self.events.append(event)


def test_fold_to_shows_the_same_table_and_log_as_playing_but_silently(match, board):
    played = Director(match, 1, board, speed=4)
    while not played.idle:
        played.update(1 / 30)
    heard = Heard()
    folded = Director(match, 1, board, heard)
    folded.fold_to(len(match.events) // 2)
    assert folded.cursor == len(match.events) // 2 and folded.current is None
    folded.fold_to(len(match.events))
    assert folded.shown == played.shown == match.state and folded.log == played.log
    assert folded.decisions == match.step and folded.view == match.view(1) and not heard.events


def test_fold_to_finishes_the_current_animation_and_never_goes_back(match, board):
    d = Director(match, 0, board, speed=1)
    while d.current is None or d.current.folded:
        d.update(0.01)
    taken = d.cursor
    d.fold_to(taken)
    assert d.current is None and d.cursor == taken
    for wrong in (taken - 1, len(match.events) + 1, "3"):
        with pytest.raises(ValueError, match="cannot fold"):
            d.fold_to(wrong)


def test_limit_stops_the_play_before_an_event_and_lifting_it_plays_on(match, board):
    d = Director(match, None, board, speed=2)
    d.limit = 40
    for _ in range(2000):
        d.update(1 / 30)
    assert d.idle and d.cursor == d.end == 40
    d.speed = "instant"
    d.update(1 / 30)
    assert d.cursor == 40
    d.limit = None
    d.update(1 / 30)
    assert d.idle and d.shown == match.state


def _names(cards) -> set:
    return {CARDS.get(c.split("#")[0]).name for c in cards}


def test_a_spectator_is_told_no_card_drawn_and_the_drawer_is(match, board):
    """R24 for the screen: the spectator's log names no card a seat draws; the seat's own log does."""
    for viewer in (None, 0):
        d = Director(match, viewer, board)
        told = 0
        for i, event in enumerate(match.events):
            before = len(d.log)
            d.fold_to(i + 1)
            if isinstance(event, E.CardsDrawn) and event.cards and d.log[before:]:
                named = {name for name in _names(event.cards) if name in d.log[-1]}
                assert viewer == event.seat or not named, (viewer, d.log[-1])
                told += bool(named)
        assert (told > 0) == (viewer is not None)


def test_every_animation_takes_its_durations_from_the_one_timings_table(match, board, monkeypatch):
    """The animations' durations live in one table (``TIMES``): a slower table makes slower animations."""
    from dataclasses import fields, replace

    from scenes.table import director as director_module

    def durations() -> list:
        d = Director(match, 0, board, speed=1)
        out = []
        while not d.idle and len(out) < 400:
            if d.current is not None and d.current not in [a for a, _ in out]:
                out.append((d.current, d.current.duration))
            d.update(0.05)
        return [t for _a, t in out]

    before = durations()
    slower = replace(director_module.TIMES, **{f.name: getattr(director_module.TIMES, f.name) * 2
                                               for f in fields(director_module.TIMES)})
    monkeypatch.setattr(director_module, "TIMES", slower)
    after = durations()
    assert before and len(after) == len(before)
    assert all(b == pytest.approx(2 * a) for a, b in zip(before, after, strict=True)), (before, after)


ITEM_EVENTS = (E.ItemRevealed, E.ItemAttached, E.ItemScored, E.ItemFlipped, E.ItemUsed, E.HeroSkippedRoom)


@pytest.mark.parametrize("players, seed", [(2, 6), (3, 6)])
def test_each_item_event_has_an_animation_that_runs_and_ends(players, seed):
    """R25-R30 on screen: an Item revealed, attached, scored face-up and face-down, flipped and used, and a Hero
    jumping over a Room are each animated (drawn every frame, large dungeons and small), and the play ends on the
    match's own state."""
    from scenes.art.kit import art
    from scenes.table.board import Board
    from scenes.table.layout import TableLayout

    m = Match.new(("greedy",) * players, seed=seed, variants=frozenset({"items"}))
    m.play_bots()
    assert {type(e) for e in m.events} >= set(ITEM_EVENTS)
    surface = pygame.display.set_mode((640, 360))
    d = Director(m, 0, Board.on(TableLayout(players, 0), *art()), speed=4)
    animated = set()
    for _ in range(40000):
        if d.idle:
            break
        d.update(1 / 30)
        if d.current is not None:
            animated.add(type(d._event[0]))
            d.board.draw(surface, d.shown, d.view, _marks(d))
            d.draw(surface)
    assert d.idle and d.shown == m.state
    assert animated >= set(ITEM_EVENTS), set(ITEM_EVENTS) - animated


def _marks(d):
    from scenes.table.places import Marks

    return Marks(hidden=d.hidden())
