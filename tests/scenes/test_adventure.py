"""The adventure on the table: Heroes walk a lane of their own over the Rooms' pictures (names, types and
damage stay readable), wait side by side at an entrance, above the raised hand card."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.cards import CARDS
from scenes.layout import MAX_ROOMS, TableLayout

PICTURE = {"large": (22, 56), "small": (0, 24)}
"""The rows of a card face between its name band and its type line (a small face has no name band)."""


@pytest.fixture(scope="module")
def kit():
    pygame.display.set_mode((640, 360))
    from scenes.art.kit import art

    return art()


def _board(kit, players: int, viewer: int = 0):
    from scenes.board import Board

    return Board(TableLayout(players, viewer), *kit)


def _view(players: int, rooms: int, waiting: int = 0, seat: int = 0):
    seats = [SimpleNamespace(dungeon=[("x",)] * rooms, entrance=[]) for _ in range(players)]
    seats[seat].entrance = ["h"] * waiting
    return SimpleNamespace(seats=seats)


def _frame(board, seat):
    return board.hero_frame(board.sprites.walk("fighter")[0], seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_walking_hero_stands_in_the_picture_of_each_room_and_of_the_boss(kit, players):
    board = _board(kit, players)
    for seat in range(players):
        size = board.layout.card_size(seat)
        top, bottom = PICTURE[size]
        for rooms in range(1, MAX_ROOMS + 1):
            v = _view(players, rooms)
            for slot in (*range(rooms), rooms):  # each Room, then the Boss
                card = board.walker_rect(v, seat, slot)
                sprite = _frame(board, seat).get_rect(midbottom=board.feet(card, seat)).move(0, 2)
                assert card.contains(sprite), (players, seat, rooms, slot)
                assert card.y + top <= sprite.y and sprite.bottom <= card.y + bottom, (players, seat, slot)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heroes_waiting_stand_side_by_side_inside_the_table(kit, players):
    board = _board(kit, players)
    for seat in range(players):
        for rooms in range(MAX_ROOMS + 1):
            for waiting in (1, 2, 3, 4):
                v = _view(players, rooms, waiting, seat)
                xs = [board.entrance_feet(v, seat, i)[0] for i in range(waiting)]
                assert all(a - b >= 8 for a, b in zip(xs, xs[1:], strict=False)), (players, seat, rooms, xs)
                half = board.hero_width(seat) // 2
                assert xs[-1] - half >= 0 and xs[0] + half <= 640, (players, seat, rooms, xs)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_raised_hand_card_leaves_the_heroes_at_ones_entrance_in_sight(kit, players):
    board = _board(kit, players)
    frame = _frame(board, 0)
    for count in range(1, 9):
        raised = board.raised_rect(board.hand_rects(count)[0])
        for rooms in range(MAX_ROOMS + 1):
            feet = board.entrance_feet(_view(players, rooms, 3), 0, 0)
            assert frame.get_rect(midbottom=feet).move(0, 2).bottom <= raised.y, (players, rooms)


def test_a_queue_tag_is_the_first_word_of_the_heros_name():
    from scenes.board import short_name

    names = {CARDS.get(h).name: short_name(h) for h in CARDS.heroes}
    assert all(tag and tag in name and "," not in tag for name, tag in names.items())
    assert all(tag.lower() != "the" for tag in names.values())
