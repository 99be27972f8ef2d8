"""Picking on the table: the card picked from the hand never covers the places it may go, and a card that
leaves the hand by a card's ability waits for Confirm like a build or a Spell."""

from __future__ import annotations

import pygame
import pytest

from game.rules import BuildRoom, CastSpell, Choose
from scenes.dev.shots import HUMAN_SEATS, _game_where
from scenes.table import TableScene
from scenes.table.places import HandPlace


def _table(app, match) -> TableScene:
    table = TableScene(match, speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    app.stack.update(0.016)
    assert table.model.offer is not None
    return table


def _cards_away_from_the_hand(table) -> list[pygame.Rect]:
    """The frames of the lit places away from the hand, as the board draws them."""
    lit = {p for p in table.model.marks.lit if not isinstance(p, HandPlace)}
    return [s.rect.inflate(4, 4) for s in table.geometry.spots if s.place in lit]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_card_picked_from_the_hand_never_covers_the_places_it_may_go(app, players):
    """Issue 50: pick each Room and Spell of a hand in turn (by a click, as a person would, then pointing at it
    or moving the highlight to it): none of the lit places it may go lies under a hand card, and the card stays
    picked (framed); once Esc takes it back, the card pointed at stands up whole again."""
    def playable(m):
        return any(isinstance(a, (BuildRoom, CastSpell)) and (isinstance(a, BuildRoom) or a.targets)
                   for a in m.legal())

    match = _game_where(HUMAN_SEATS[players], lambda m: m.to_act == 0 and m.state.turn >= 2 and playable(m),
                        20 + players)
    table = _table(app, match)
    board = table.board
    picks = {HandPlace(a.room if isinstance(a, BuildRoom) else a.spell) for a in match.legal()
             if isinstance(a, BuildRoom) or (isinstance(a, CastSpell) and a.targets)}
    assert picks
    checked = 0
    for place in sorted(picks, key=lambda p: p.card):
        rest = next(s.rect for s in board.geometry.spots if s.place == place)
        table.input.click(rest.center, 1)
        table.model.hover = table.input._spot_at(rest.center)  # still pointing at it
        app.stack.update(0.016)
        away = _cards_away_from_the_hand(table)
        assert away and place in table.model.marks.selected, place
        for card, rect, _place, _i, _size in board.geometry.hand_shown(table.director.view, table.model.marks):
            assert rect.collidelist(away) < 0, (players, card, rect, away)
        checked += any(board.geometry.raised_rect(rest).colliderect(r) for r in away)  # it would have covered them
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        app.stack.update(0.016)
        assert not table.model.marks.selected
        hand = board.geometry.hand_shown(table.director.view, table.model.marks)
        shown = {p: (r, size) for _c, r, p, _i, size in hand}
        assert shown[place][1] == "large", place  # pointed at, nothing picked: it stands up whole
    assert checked, "no pick of this hand would have covered its places"


@pytest.mark.parametrize("players", [2, 3])
def test_a_spell_a_cards_ability_has_you_discard_waits_for_confirm(app, players):
    """Issue 50: Dark Laboratory's (or Cerebellus's) "discard a Spell": the Spell picked from the hand (by its
    key, or a click) is not discarded at once but waits for Confirm, as a build or a Spell does; Esc takes it
    back, another may be picked, and Enter confirms."""
    from scenes.table.hud import Hud

    match = _game_where(HUMAN_SEATS[players], lambda m: m.to_act == 0 and "discard_spell" in m.prompt().kind, 1)
    table = _table(app, match)
    step, legal = match.step, match.legal()
    first, second = (HandPlace(a.choice) for a in legal[:2])
    hand = list(table.director.view.seats[0].hand)
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(str(hand.index(first.card) + 1)),
                                          mod=0))
    assert match.step == step and table.model.pending == Choose(0, first.card)
    words = Hud._prompt_text(table.hud)[0]
    assert words.startswith(f"{match.describe(table.model.pending)}?") and "confirm" in words
    assert table.model.pass_words(table.match) == "Confirm"
    for _ in range(2):  # Esc: the discard taken back, then the pick
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.stack.update(0.016)
    assert match.step == step and table.model.pending is None and not table.model.offer.picked
    assert app.stack.top is table  # no menu: Esc went to the choice
    table.input.click(next(s.rect for s in table.geometry.spots if s.place == second).center, 1)
    assert match.step == step and table.model.pending == Choose(0, second.card)
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert match.step == step + 1 and match.actions[step] == Choose(0, second.card)
