"""Determinization: a full game State consistent with what one seat may know (its View).

This is the only code of ``game.ai`` allowed to build a State. It keeps everything the view shows
exactly (public areas, the viewer's hand and face-down Rooms, deck sizes, the public engine flow) and
samples what the view hides, uniformly among the unseen cards:

- the Hero decks: the game's Heroes seen nowhere else, each deck shuffled (ordinary and Epic apart);
- other seats' face-down Rooms: unseen Rooms that could legally stand there (R9);
- the Room and Spell decks: unseen cards of that kind, shuffled, with the view's sizes;
- the Item deck (the Items variant): the Items seen nowhere else, shuffled;
- other seats' hands: the unseen cards left over, dealt at random with the view's hand sizes and
  numbers of Spells (Room and Spell cards have different backs);
- the seed: a fresh one, so later shuffles and random discards are unknown too.

Card ids the flow hides (``views.HIDDEN``) are filled in from the sample: another seat's pending
opening discard becomes two cards of its sampled hand, a hidden choice list is rebuilt from the
sampled cards it came from.
"""

from __future__ import annotations

import random

from game.cards import CARDS, design_of
from game.rules import (
    HIDDEN,
    Player,
    State,
    View,
    boxes_of,
    card,
    hero_decks,
    item_ids,
    may_stand_on,
    room_instances,
    search_options,
    spell_instances,
)
from game.rules.frames import Choice, ExtraBuild, OpeningDiscard, PickBoss, SearchTake, TakeFromHand

_ROOMS = {boxes: room_instances(boxes) for boxes in (("base",), ("base", "items"))}
_SPELLS = {boxes: spell_instances(boxes) for boxes in (("base",), ("base", "items"))}


def seen_cards(v: View) -> set:
    """Every Room, Spell, Hero and Boss id the view shows in a known place."""
    seen = set(v.discard) | set(v.removed) | set(v.town)
    seen.update(c for _, c, _ in v.casting if design_of(c) in CARDS.spells)  # a Room is seen where it lies
    if v.walker is not None:
        seen.add(v.walker.hero)
    for p in v.seats:
        if not p.out:
            seen.add(p.boss)
        if p.hand is not None:
            seen.update(p.hand)
        seen.update(p.souls)
        seen.update(p.wounds)
        seen.update(p.entrance)
        for pile in p.dungeon:
            seen.update(r for r in pile if r is not None)
    return seen


def _seen_items(v: View) -> set:
    """Every Item the view shows (Items are public once revealed, R25)."""
    seen = set(v.items_town) | {i for _, i in v.carried} | set(v.removed)
    for p in v.seats:
        seen.update(p.items_up)
        seen.update(p.items_down)
    return seen


def _shuffle_with(rng: random.Random):
    """``rng.shuffle``, the same draws in the same order, without a method call per card (a hot path:
    every search iteration shuffles the unseen cards)."""
    if type(rng) is not random.Random:
        return rng.shuffle
    getrandbits = rng.getrandbits

    def shuffle(x: list) -> None:
        for i in range(len(x) - 1, 0, -1):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]

    return shuffle


class _Known:
    """What ``determinize`` reads from a view before it samples: the same for every sample of that view
    (a search samples one view hundreds of times)."""

    __slots__ = ("view", "hero_deck", "epic_deck", "boss_pile", "rooms", "spells", "known_hand", "in_deck",
                 "fixed", "flow", "item_deck")

    def __init__(self, v: View) -> None:
        self.view = v
        seen = seen_cards(v)
        ordinary, epic = hero_decks(v.players, "hard_mode" in v.variants)
        self.hero_deck = [h for h in ordinary if h not in seen]
        self.epic_deck = [h for h in epic if h not in seen]
        self.boss_pile = [b for b in CARDS.bosses if b not in seen]
        boxes = boxes_of(v.variants)
        self.rooms = [r for r in _ROOMS[boxes] if r not in seen]
        self.spells = [s for s in _SPELLS[boxes] if s not in seen]
        self.item_deck = [i for i in item_ids() if i not in _seen_items(v)] if v.item_deck else []
        # what the viewer's own pending choice tells: Rooms it may search for lie in the Room deck,
        # a hand it was shown is that hand
        top = v.flow[-1] if v.flow else None
        self.known_hand: dict = {}
        self.in_deck: set = set()
        if isinstance(top, Choice) and top.seat == v.seat:
            if isinstance(top.then, TakeFromHand):
                self.known_hand[top.then.victim] = tuple(top.options)
            elif isinstance(top.then, SearchTake):
                self.in_deck = {o for o in top.options if o not in v.discard}
        # a Room whose ability waits to resolve and that lies nowhere in sight went back into the deck (R23)
        self.in_deck |= {c for _, c, _ in v.casting if design_of(c) in CARDS.rooms and c not in seen}
        self.fixed = {c for hand in self.known_hand.values() for c in hand} | self.in_deck
        self.flow = tuple((f, _has_hidden(f)) for f in v.flow)


_known: list = [None]  # the last view's _Known


def _known_of(v: View) -> _Known:
    known = _known[0]
    if known is None or known.view is not v:
        known = _known[0] = _Known(v)
    return known


def determinize(v: View, rng: random.Random) -> State:
    """A State that ``v.seat`` cannot tell from the real one: ``view(result, v.seat) == v``."""
    known = _known_of(v)
    shuffle = _shuffle_with(rng)

    # Heroes: what is not seen is in the decks (ordinary and Epic apart)
    hero_deck = known.hero_deck.copy()
    epic_deck = known.epic_deck.copy()
    shuffle(hero_deck)
    shuffle(epic_deck)
    boss_pile = known.boss_pile.copy()
    shuffle(boss_pile)
    item_deck = known.item_deck.copy()
    shuffle(item_deck)

    rooms = known.rooms.copy()
    spells = known.spells.copy()
    shuffle(rooms)
    shuffle(spells)
    known_hand, in_deck, fixed = known.known_hand, known.in_deck, known.fixed
    if fixed:
        rooms = [r for r in rooms if r not in fixed]
        spells = [s for s in spells if s not in fixed]

    # other seats' face-down Rooms
    seats = []
    facedown = set(v.facedown)
    for p in v.seats:
        dungeon = []
        for pile in p.dungeon:
            if pile and pile[-1] is None:
                below = card(pile[-2]) if len(pile) > 1 else None
                pick = next((i for i, r in enumerate(rooms) if may_stand_on(card(r), below)), 0)
                room = rooms.pop(pick)
                facedown.add(room)
                pile = (*pile[:-1], room)
            dungeon.append(tuple(pile))
        seats.append(dungeon)

    # the decks take their size in cards of their kind (the searched-for Rooms among them)
    room_deck = sorted(in_deck)  # sorted: a set's order differs between processes
    n_rooms = v.room_deck - len(room_deck)
    room_deck += rooms[:n_rooms]
    rooms = rooms[n_rooms:]
    if in_deck:
        shuffle(room_deck)
    spell_deck = spells[: v.spell_deck]
    spells = spells[v.spell_deck:]

    # other hands: what is left (already in random order), each with its number of Spells (card backs
    # show it)
    players = []
    for s, p in enumerate(v.seats):
        if p.hand is not None:
            hand = p.hand
        elif s in known_hand:
            hand = known_hand[s]
        else:
            n_spells = min(p.hand_spells, len(spells))
            n_rooms = min(p.hand_size - n_spells, len(rooms))
            hand = tuple(rooms[:n_rooms]) + tuple(spells[:n_spells])
            rooms, spells = rooms[n_rooms:], spells[n_spells:]
        players.append(Player(boss=p.boss, hand=hand, dungeon=tuple(seats[s]), souls=p.souls, wounds=p.wounds,
                              entrance=p.entrance, leveled=p.leveled, out=p.out, conceded=p.conceded,
                              items_up=p.items_up, items_down=p.items_down))
    # the view's counts disagree with the card list only if the rules lost a card; keep it somewhere
    room_deck += rooms
    spell_deck += spells

    handles = tuple((h, seats[s][slot][-1]) for h, s, slot in v.handles)
    hidden_room = dict(handles)
    inactive = frozenset(hidden_room.get(r, r) for r in v.inactive)
    st = State(
        players=v.players, seed=rng.getrandbits(48), variants=v.variants, rng=0, turn=v.turn, phase=v.phase,
        active=v.active, xp_order=v.xp_order, seats=tuple(players), room_deck=tuple(room_deck),
        spell_deck=tuple(spell_deck), hero_deck=tuple(hero_deck), epic_deck=tuple(epic_deck),
        boss_pile=tuple(boss_pile), discard=v.discard, town=v.town, removed=v.removed, casting=v.casting,
        facedown=frozenset(facedown), inactive=inactive, walker=v.walker, damage=v.damage, health=v.health,
        boosts=v.boosts, doubled=v.doubled, used=v.used, delayed=v.delayed, no_build=v.no_build,
        blocked=v.blocked, gained=v.gained, waiting=v.to_act, flow=(),
        outcome=None, handles=handles, item_deck=tuple(item_deck), items_town=v.items_town, carried=v.carried,
        reached=v.reached, jumping=v.jumping, wounds_ignored=v.wounds_ignored, extra_wounds=v.extra_wounds,
        silenced=v.silenced,
    )
    return st._replace(flow=tuple(_fill_frame(f, st, rng) if hidden else f for f, hidden in known.flow))


def _fill_frame(f: tuple, st: State, rng: random.Random) -> tuple:
    """Replace HIDDEN card ids in a public flow frame with cards of the sampled state."""
    if not _has_hidden(f):
        return f
    if isinstance(f, OpeningDiscard):
        filled = []
        for seat, pair in zip(f.order, f.chosen, strict=False):
            if HIDDEN in pair:
                hand = st.seats[seat].hand
                pair = tuple(rng.sample(hand, 2)) if len(hand) >= 2 else tuple(hand)
            filled.append(pair)
        return f._replace(chosen=tuple(filled))
    if isinstance(f, Choice):
        if isinstance(f.then, TakeFromHand):
            options = st.seats[f.then.victim].hand
        elif isinstance(f.then, SearchTake):
            options = search_options(st, f.then.kind)
        else:
            options = tuple(o for o in f.options if o != HIDDEN)
        return f._replace(options=tuple(options), then=_fill_frame(f.then, st, rng))
    if isinstance(f, ExtraBuild) and f.only == HIDDEN:
        hand = [c for c in st.seats[f.seat].hand if design_of(c) in CARDS.rooms]
        return f._replace(only=rng.choice(hand) if hand else None)
    if isinstance(f, PickBoss):
        offers = tuple(b if b != HIDDEN else (st.boss_pile[0] if st.boss_pile else st.seats[f.seat].boss)
                       for b in f.bosses)
        return f._replace(bosses=offers)
    return _strip(f)


def _has_hidden(item) -> bool:
    if item == HIDDEN:
        return True
    return isinstance(item, tuple) and any(_has_hidden(x) for x in item)


def _strip(item):
    """``item`` (a frame, or a value inside one) with HIDDEN made None."""
    if isinstance(item, tuple):
        values = tuple(None if x == HIDDEN else _strip(x) for x in item)
        return values if type(item) is tuple else type(item)._make(values)
    return item
