"""Checks that must hold after every event of every game (used by the property tests)."""

from __future__ import annotations

from collections import Counter

from game.cards import CARDS
from game.rules.state import State, boxes_of, is_spell, item_ids, room_instances, spell_instances


def all_cards(st: State) -> Counter:
    """Every card of the game, counted once for each place it is in."""
    places = Counter()
    for deck in (st.room_deck, st.spell_deck, st.hero_deck, st.epic_deck, st.boss_pile, st.discard, st.town,
                 st.removed, st.item_deck, st.items_town):
        places.update(deck)
    places.update(item for _, item in st.carried)
    places.update(spell for _, spell, _ in st.casting if is_spell(spell))  # a pending ability's Room is elsewhere
    for p in st.seats:
        if not p.out and p.boss is not None:  # None: not kept yet ("I Choose You")
            places.update([p.boss])
        places.update(p.hand)
        places.update(p.souls)
        places.update(p.wounds)
        places.update(p.entrance)
        places.update(p.items_up)
        places.update(p.items_down)
        for pile in p.dungeon:
            places.update(pile)
    if st.walker is not None:
        places.update([st.walker.hero])
    return places


def expected_cards(st: State) -> Counter:
    hard = "hard_mode" in st.variants
    heroes = [h.id for h in CARDS.heroes.values()
              if h.min_players <= st.players and not (hard and not h.epic and h.health == 4)]
    boxes = boxes_of(st.variants)
    items = item_ids() if "items" in st.variants else ()
    return Counter([*room_instances(boxes), *spell_instances(boxes), *heroes, *CARDS.bosses, *items])


def check(st: State) -> None:
    """Raise AssertionError naming the first broken invariant."""
    have, want = all_cards(st), expected_cards(st)
    if have != want:
        extra, missing = have - want, want - have
        raise AssertionError(f"cards out of place: extra {dict(extra)}, missing {dict(missing)}")
    for seat, p in enumerate(st.seats):
        assert len(p.dungeon) <= 5, f"seat {seat} shows {len(p.dungeon)} Rooms"
        assert all(p.dungeon), f"seat {seat} has an empty pile"
    heroes = [h for h, _ in st.carried]
    assert len(set(heroes)) == len(heroes), f"a Hero carries two Items: {st.carried}"  # R26
