"""A seat's dungeon brought forward (Z on a small dungeon of 3-4 players): the board's second picture of a
dungeon, at full card size in an overlay's area, painted with the board's own parts (the same badges, veils,
numbers and Hero labels as on the table) where the geometry puts them (``forward_cards``, ``forward_queue``).

    draw_brought_forward(board, surface, state, view, seat, area)
"""

from __future__ import annotations

import pygame

from game.cards import CARDS
from game.rules import room_damage
from scenes.art.palette import BLOOD, GOLD, INK, STONE
from scenes.table.board import Board, seat_title
from scenes.table.table_geometry import LANE
from scenes.ui.text import draw_text


def draw_brought_forward(board: Board, surface, state, view, seat: int, area: pygame.Rect) -> None:
    """``seat``'s dungeon brought forward: its Rooms and Boss at full card size, in their order, with each
    Room's damage under it, the Heroes waiting at its entrance and the one walking in it (each with the Item it
    carries), and the owner's
    Souls, Wounds, treasure and damage above. Only what ``view`` shows: a face-down Room of another seat
    is its back."""
    pv = view.seats[seat]
    pygame.draw.rect(surface, INK, area)
    pygame.draw.rect(surface, GOLD, area, 1)
    x = draw_text(surface, seat_title(view, seat, board.you), (area.x + 6, area.y + 5), GOLD).right + 8
    numbers = board.geometry.numbers(state, view)
    x = board.counts(surface, numbers.scores[seat], (x, area.y + 5))
    board.totals(surface, numbers.treasure[seat], numbers.damage[seat], (x + 4, area.y + 5), area.right,
                 changed=numbers.doubled[seat])
    rects = board.geometry.forward_cards(view, seat, area)
    for slot, (pile, rect) in enumerate(zip(pv.dungeon, rects, strict=False)):
        card = pile[-1]
        if card is None:
            face = board.faces.back("room", "large")
        elif card in view.inactive:
            face = board.faces.deactivated(card, "large")
        else:
            face = board.faces.face(card, "large")
        surface.blit(face, face.get_rect(center=rect.center))
        if card is not None and card in view.facedown:
            board.veil(surface, rect, "face-down")
        elif card is not None and card not in view.inactive:
            board.room_now(surface, state, view, seat, slot, card, rect, "large")
        if len(pile) > 1:
            board.badge(surface, f"x{len(pile)}", (rect.right - 8, rect.y + 8), GOLD)
        damage = room_damage(state, seat, slot)
        board.badge(surface, f"{damage} damage", (rect.centerx, rect.bottom + 12), BLOOD if damage else STONE)
    boss = rects[-1]
    if pv.boss is not None:
        surface.blit(board.faces.face(pv.boss, "large"), boss)
    else:
        board.veil(surface, boss, "Boss?")
    draw_text(surface, "Boss", (boss.centerx, boss.bottom + 3), STONE, "center")
    queue, labels = board.geometry.forward_queue(view, seat, area)
    carried = dict(view.carried)
    for hero, feet in queue:
        rect = board.hero_image(surface, board.sprites.walk_for(CARDS.get(hero))[0], feet)
        if hero in carried:
            board.rider(surface, carried[hero], board.geometry.rider_rect(None, rect))
    for label in labels:
        board.hero_label(surface, label)
    if view.walker and view.walker.seat == seat:
        hero, slot = view.walker.hero, view.walker.slot
        at = rects[min(slot if slot is not None else 0, len(rects) - 1)]
        rect = board.hero_image(surface, board.sprites.walk_for(CARDS.get(hero))[0], (at.centerx, at.y + LANE[False]))
        board.walker_health(surface, view, hero, rect)
        if hero in carried:
            board.rider(surface, carried[hero], board.geometry.rider_rect(None, rect))
    draw_text(surface, "Any key or click: back to the table", (area.centerx, area.bottom - 12), STONE, "center")
