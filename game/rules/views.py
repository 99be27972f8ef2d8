"""What one seat may know (R24): ``view(state, seat)`` and ``redact(event, seat)``.

A seat sees its own hand and face-down Rooms; of the others only hand sizes and card backs; nobody
sees deck orders or the seed. ``seat=None`` is a spectator, who sees only what is public.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.cards import CARDS, design_of

from . import events as E
from .frames import SEARCHES, Choice, PickBoss, Window, name_of
from .state import State, Walker


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    boss: str | None  # None while "I Choose You" keeps it hidden
    leveled: bool
    out: bool
    hand: tuple | None  # None unless it is the viewer's own
    hand_size: int
    dungeon: tuple  # piles bottom to top; None for a face-down Room the viewer may not see
    souls: tuple
    wounds: tuple
    entrance: tuple
    hand_spells: int = 0  # Spell cards in hand (their backs differ from Rooms'; the rest are Rooms)
    conceded: bool = False  # gave up; leaves the game at the end of the turn
    items_up: tuple = ()  # Items face-up in the scorekeeping area (public, R25)
    items_down: tuple = ()  # Items face-down there (spent, public)


@dataclass(frozen=True, slots=True)
class View:
    seat: int | None
    players: int
    variants: frozenset
    turn: int
    phase: str
    active: int | None
    to_act: int | None
    xp_order: tuple
    seats: tuple  # a PlayerView per seat
    town: tuple
    hero_deck: int
    epic_deck: int
    room_deck: int
    spell_deck: int
    discard: tuple
    removed: tuple
    casting: tuple  # (seat, spell, targets) declared, not yet resolved
    inactive: frozenset
    walker: Walker | None
    damage: tuple
    health: tuple
    boosts: tuple
    doubled: frozenset
    used: frozenset
    no_build: bool
    blocked: frozenset
    prompt: tuple | None  # (kind, source) of the viewer's pending choice
    outcome: tuple | None
    # Public engine bookkeeping, for bots that search (game.ai.determinize).
    facedown: frozenset = frozenset()  # the viewer's own face-down Rooms (others' show as None)
    delayed: tuple = ()  # (seat, room) whose Level Up check / build effect waits for End of Turn
    gained: frozenset = frozenset()  # seats that gained a Soul this turn
    flow: tuple = ()  # the engine's frames still to run (next last), hidden cards as HIDDEN
    # (handle, seat, slot) of every face-down Room: what a Spell names it by (R17); a deactivated one's
    # handle is in ``inactive`` when the viewer may not see the Room
    handles: tuple = ()
    # the Items variant (R25): public but for the Item deck's order
    item_deck: int = 0  # Items still to reveal (their number only)
    items_town: tuple = ()  # Items waiting in town, first revealed first
    carried: tuple = ()  # (hero, item) of each Hero carrying an Item
    reached: frozenset = frozenset()  # Heroes that got through a dungeon this turn
    jumping: frozenset = frozenset()  # Heroes that jump over the next Room in their path
    wounds_ignored: frozenset = frozenset()  # seats whose Wounds lose them nothing at this turn's end
    extra_wounds: tuple = ()  # ((seat, source card), Wounds) counted at this turn's end check
    silenced: frozenset = frozenset()  # Rooms with no ability text until end of turn


_SPELL_IDS = frozenset(CARDS.spells)
HIDDEN = "?"  # stands for a card id the viewer may not know, inside ``View.flow``


def _pile(pile: tuple, hidden: frozenset) -> tuple:
    return tuple(None if r in hidden else r for r in pile)


def _public(item, hidden):
    """``item`` (a frame, or a value inside one) with the card ids in ``hidden`` made HIDDEN."""
    if type(item) is str:
        return HIDDEN if item in hidden else item
    if isinstance(item, tuple):
        values = tuple(_public(x, hidden) for x in item)
        return values if type(item) is tuple else type(item)._make(values)
    return item


def public_flow(st: State, seat: int | None, hidden_rooms: frozenset) -> tuple:
    """The flow as ``seat`` may know it: card ids held in hidden places (others' hands, the decks,
    unseen face-down Rooms, Bosses not in play) become HIDDEN, except in the viewer's own choice
    (what it was shown)."""
    hidden = set(hidden_rooms)
    hidden.update(st.room_deck, st.spell_deck, st.boss_pile, st.item_deck)
    for s, p in enumerate(st.seats):
        if s != seat:
            hidden.update(p.hand)
    # a Spell or ability declared is known to all, even once its Room is shuffled back into the deck (R23)
    hidden.difference_update(c for _, c, _ in st.casting)
    out = []
    for f in st.flow:
        if isinstance(f, Choice) and f.seat == seat:
            out.append(f._replace(then=_public(f.then, hidden)))
        elif isinstance(f, Choice) and f.kind in SEARCHES:  # even their number tells of the hands
            out.append(f._replace(options=(), then=_public(f.then, hidden)))
        elif isinstance(f, PickBoss) and f.seat == seat:
            out.append(f)
        else:
            out.append(_public(f, hidden))
    return tuple(out)


def view(state: State, seat: int | None) -> View:
    """Everything ``seat`` may know of ``state``."""
    st = state
    hidden = frozenset(
        r for s, p in enumerate(st.seats) if s != seat for pile in p.dungeon for r in pile if r in st.facedown
    )
    unseen = _bosses_unseen(st, seat)
    seats = tuple(
        PlayerView(
            seat=s, boss=None if s in unseen else p.boss, leveled=p.leveled, out=p.out,
            hand=p.hand if s == seat else None,
            hand_size=len(p.hand), dungeon=tuple(_pile(pile, hidden) for pile in p.dungeon),
            souls=p.souls, wounds=p.wounds, entrance=p.entrance,
            hand_spells=sum(design_of(c) in _SPELL_IDS for c in p.hand), conceded=p.conceded,
            items_up=p.items_up, items_down=p.items_down,
        )
        for s, p in enumerate(st.seats)
    )
    prompt = None
    if seat is not None and st.waiting == seat and st.flow and st.outcome is None:
        top = st.flow[-1]
        if isinstance(top, Choice):
            prompt = (top.kind, top.source)
        else:
            prompt = (name_of(top), top.kind if isinstance(top, Window) else None)
    return View(
        seat=seat, players=st.players, variants=st.variants, turn=st.turn, phase=st.phase, active=st.active,
        to_act=None if st.outcome is not None else st.waiting, xp_order=st.xp_order, seats=seats,
        town=st.town, hero_deck=len(st.hero_deck), epic_deck=len(st.epic_deck),
        room_deck=len(st.room_deck), spell_deck=len(st.spell_deck), discard=st.discard,
        removed=st.removed, casting=st.casting, inactive=_inactive(st, hidden), walker=st.walker,
        damage=st.damage, health=st.health, boosts=st.boosts, doubled=st.doubled, used=st.used,
        no_build=st.no_build, blocked=st.blocked, prompt=prompt,
        outcome=tuple(st.outcome) if st.outcome is not None else None,
        facedown=st.facedown - hidden, delayed=st.delayed, gained=st.gained,
        flow=public_flow(st, seat, hidden) if st.outcome is None else (),
        handles=_handles(st), item_deck=len(st.item_deck), items_town=st.items_town, carried=st.carried,
        reached=st.reached, jumping=st.jumping, wounds_ignored=st.wounds_ignored, extra_wounds=st.extra_wounds,
        silenced=st.silenced,
    )


def _bosses_unseen(st: State, seat: int | None) -> frozenset:
    """The seats whose Boss ``seat`` may not know yet: until "I Choose You" has shown every Boss (and so
    the XP order), every other seat's (R24)."""
    if st.xp_order:
        return frozenset()
    return frozenset(s for s in range(st.players) if s != seat)


def _inactive(st: State, hidden: frozenset) -> frozenset:
    if not hidden & st.inactive:
        return st.inactive
    return frozenset(h for h, r in st.handles if r in st.inactive and r in hidden) | (st.inactive - hidden)


def _handles(st: State) -> tuple:
    if not st.handles:
        return ()
    where = {p.dungeon[slot][-1]: (s, slot) for s, p in enumerate(st.seats) for slot in range(len(p.dungeon))}
    return tuple((h, *where[r]) for h, r in st.handles if r in where)


def redact(event, seat: int | None):
    """``event`` as ``seat`` may see it: hidden cards become None (counts stay)."""
    t = type(event)
    if t is E.AwaitingDecision:
        return replace(event, flow=None)
    if t is E.DecisionMade:
        return event if event.seat == seat or not event.secret else replace(event, action=None)
    if t is E.DeckShuffled:
        return replace(event, cards=None)
    if t is E.GameStarted:
        return replace(event, seed=None)
    if t is E.BossChosen:
        return event if event.seat == seat else replace(event, boss=None)
    if t in (E.CardsDrawn, E.CardsReturned, E.CardsSearched):
        return event if event.seat == seat else replace(event, cards=None)
    if t is E.RoomDeactivated and event.face_down:
        return event if event.seat == seat else replace(event, room=None)
    if t in (E.RoomBuilt, E.RoomReturned):
        if event.seat == seat or (t is E.RoomBuilt and not event.face_down):
            return event
        return replace(event, room=None)
    if t is E.BossesOffered:
        return event if event.seat == seat else replace(event, bosses=None)
    if t is E.CardsTaken:
        if event.from_seat is None or seat in (event.seat, event.from_seat):
            return event
        return replace(event, cards=None)
    if t is E.HandShown:
        return event if seat in (event.seat, event.to_seat) else replace(event, cards=None)
    return event

