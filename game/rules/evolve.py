"""``evolve(state, event) -> state``: one small function per event type; never rejects, never random.

A replay is ``functools.reduce(evolve, events, None)``: ``GameStarted`` builds the first state.
"""

from __future__ import annotations

from game.cards import CARDS

from . import events as E
from .effects import _EVOLVERS as _effects_EVOLVERS
from .kinds import Phase
from .state import (
    Outcome,
    Player,
    State,
    Walker,
    hero_decks,
    is_room,
    is_spell,
    pair_get,
    pair_set,
    room_instances,
    spell_instances,
    with_seat,
)


def _player(st: State, seat: int, **changes) -> State:
    return st._replace(seats=with_seat(st, seat, st.seats[seat]._replace(**changes)))


def _without(items: tuple, remove) -> tuple:
    gone = set(remove)
    return tuple(c for c in items if c not in gone)


def _game_started(st, ev: E.GameStarted) -> State:
    ordinary, epic = hero_decks(ev.players, "hard_mode" in ev.variants)
    in_play = set(ev.bosses)
    return State(
        players=ev.players, seed=ev.seed or 0, variants=frozenset(ev.variants), rng=1, turn=0,
        phase=Phase.SETUP, active=None, xp_order=tuple(ev.xp_order),
        seats=tuple(Player(boss=b) for b in ev.bosses),
        room_deck=room_instances(), spell_deck=spell_instances(), hero_deck=ordinary, epic_deck=epic,
        boss_pile=tuple(b for b in CARDS.bosses if b not in in_play), discard=(), town=(), removed=(),
        casting=(), facedown=frozenset(), inactive=frozenset(), walker=None, damage=(), health=(),
        boosts=(), doubled=frozenset(), used=frozenset(), delayed=(), no_build=False,
        blocked=frozenset(), gained=frozenset(), waiting=None, flow=(), outcome=None,
    )


def _bosses_offered(st: State, ev: E.BossesOffered) -> State:
    return st


def _boss_chosen(st: State, ev: E.BossChosen) -> State:
    pile = tuple(b for b in st.boss_pile if b != ev.boss)
    st = _player(st, ev.seat, boss=ev.boss)
    return st._replace(boss_pile=pile)


def _bosses_revealed(st: State, ev: E.BossesRevealed) -> State:
    return st._replace(xp_order=tuple(ev.xp_order))


_DECK_FIELD = {"room": "room_deck", "spell": "spell_deck", "hero": "hero_deck", "epic": "epic_deck"}


def _deck_shuffled(st: State, ev: E.DeckShuffled) -> State:
    st = st._replace(**{_DECK_FIELD[ev.deck]: ev.cards}, rng=st.rng + 1)
    if ev.from_discard:
        st = st._replace(discard=_without(st.discard, ev.cards))
    return st


def _turn_started(st: State, ev: E.TurnStarted) -> State:
    return st._replace(turn=ev.turn)


def _phase_started(st: State, ev: E.PhaseStarted) -> State:
    return st._replace(phase=ev.phase, active=None)


def _player_activated(st: State, ev: E.PlayerActivated) -> State:
    return st._replace(active=ev.seat)


def _cards_drawn(st: State, ev: E.CardsDrawn) -> State:
    field = _DECK_FIELD[ev.deck]
    deck = getattr(st, field)
    st = st._replace(**{field: deck[ev.count:]})
    p = st.seats[ev.seat]
    return _player(st, ev.seat, hand=p.hand + deck[: ev.count])


def _cards_discarded(st: State, ev: E.CardsDiscarded) -> State:
    p = st.seats[ev.seat]
    st = _player(st, ev.seat, hand=_without(p.hand, ev.cards))
    return st._replace(discard=st.discard + ev.cards, rng=st.rng + 1 if ev.random else st.rng)


def _cards_returned(st: State, ev: E.CardsReturned) -> State:
    p = st.seats[ev.seat]
    rooms = tuple(c for c in p.hand if is_room(c))
    spells = tuple(c for c in p.hand if is_spell(c))
    st = _player(st, ev.seat, hand=())
    return st._replace(room_deck=st.room_deck + rooms, spell_deck=st.spell_deck + spells)


def _cards_taken(st: State, ev: E.CardsTaken) -> State:
    if ev.from_seat is None:
        st = st._replace(discard=_without(st.discard, ev.cards))
    else:
        giver = st.seats[ev.from_seat]
        st = _player(st, ev.from_seat, hand=_without(giver.hand, ev.cards))
    if ev.random:
        st = st._replace(rng=st.rng + 1)
    p = st.seats[ev.seat]
    return _player(st, ev.seat, hand=p.hand + ev.cards)


def _cards_searched(st: State, ev: E.CardsSearched) -> State:
    field = _DECK_FIELD[ev.deck]
    st = st._replace(**{field: _without(getattr(st, field), ev.cards)})
    p = st.seats[ev.seat]
    return _player(st, ev.seat, hand=p.hand + ev.cards)


def _unchanged(st: State, ev) -> State:
    return st


def _hero_revealed(st: State, ev: E.HeroRevealed) -> State:
    if ev.epic:
        st = st._replace(epic_deck=st.epic_deck[1:])
    else:
        st = st._replace(hero_deck=st.hero_deck[1:])
    return st._replace(town=st.town + (ev.hero,))


def _room_built(st: State, ev: E.RoomBuilt) -> State:
    p = st.seats[ev.seat]
    dungeon = p.dungeon
    if ev.covered is None:
        dungeon = ((ev.room,), *dungeon)
    else:
        dungeon = (*dungeon[: ev.slot], dungeon[ev.slot] + (ev.room,), *dungeon[ev.slot + 1 :])
    st = _player(st, ev.seat, hand=tuple(c for c in p.hand if c != ev.room), dungeon=dungeon)
    if ev.face_down:
        st = st._replace(facedown=st.facedown | {ev.room}, handles=(*st.handles, (ev.handle, ev.room)))
    return st


def _unhandled(st: State, room: str) -> tuple:
    return tuple(pair for pair in st.handles if pair[1] != room)


def _room_revealed(st: State, ev: E.RoomRevealed) -> State:
    return st._replace(facedown=st.facedown - {ev.room}, handles=_unhandled(st, ev.room))


def _room_returned(st: State, ev: E.RoomReturned) -> State:
    p = st.seats[ev.seat]
    pile = p.dungeon[ev.slot][:-1]
    dungeon = p.dungeon[: ev.slot] + ((pile,) if pile else ()) + p.dungeon[ev.slot + 1 :]
    st = _player(st, ev.seat, hand=p.hand + (ev.room,), dungeon=dungeon)
    return st._replace(facedown=st.facedown - {ev.room}, inactive=st.inactive - {ev.room},
                       handles=_unhandled(st, ev.room))


def _effect_delayed(st: State, ev: E.EffectDelayed) -> State:
    return st._replace(delayed=(*st.delayed, (ev.seat, ev.room)))


def _level_up(st: State, ev: E.LevelUp) -> State:
    return _player(st, ev.seat, leveled=True)


def _spell_cast(st: State, ev: E.SpellCast) -> State:
    p = st.seats[ev.seat]
    st = _player(st, ev.seat, hand=tuple(c for c in p.hand if c != ev.spell))
    return st._replace(casting=st.casting + ((ev.seat, ev.spell, ev.targets),))


def _spell_gone(st: State, ev) -> State:
    casting = tuple(c for c in st.casting if c[1] != ev.spell)
    return st._replace(casting=casting, discard=st.discard + (ev.spell,))


def _ability_used(st: State, ev: E.AbilityUsed) -> State:
    st = st._replace(used=st.used | {ev.card, (ev.card, ev.targets)})
    if ev.pending:
        st = st._replace(casting=st.casting + ((ev.seat, ev.card, ev.targets),))
    return st


def _ability_resolved(st: State, ev: E.AbilityResolved) -> State:
    return st._replace(casting=tuple(c for c in st.casting if c[1] != ev.card))


def _hero_lured(st: State, ev: E.HeroLured) -> State:
    st = st._replace(town=tuple(h for h in st.town if h != ev.hero))
    p = st.seats[ev.seat]
    return _player(st, ev.seat, entrance=p.entrance + (ev.hero,))


def _take_hero(st: State, hero: str) -> State:
    """``st`` without ``hero`` wherever it is in play (town, an entrance, a dungeon)."""
    if st.walker is not None and st.walker.hero == hero:
        st = st._replace(walker=None)
    if hero in st.town:
        return st._replace(town=tuple(h for h in st.town if h != hero))
    for seat, p in enumerate(st.seats):
        if hero in p.entrance:
            return _player(st, seat, entrance=tuple(h for h in p.entrance if h != hero))
        if hero in p.souls:
            return _player(st, seat, souls=tuple(h for h in p.souls if h != hero))
        if hero in p.wounds:
            return _player(st, seat, wounds=tuple(h for h in p.wounds if h != hero))
    if hero in st.hero_deck:  # picked out of a Hero deck (Seducia)
        return st._replace(hero_deck=tuple(h for h in st.hero_deck if h != hero))
    if hero in st.epic_deck:
        return st._replace(epic_deck=tuple(h for h in st.epic_deck if h != hero))
    return st


def _hero_entered_room(st: State, ev: E.HeroEnteredRoom) -> State:
    p = st.seats[ev.seat]
    if ev.hero in p.entrance:
        st = _player(st, ev.seat, entrance=tuple(h for h in p.entrance if h != ev.hero))
    return st._replace(walker=Walker(ev.seat, ev.hero, ev.slot))


def _hero_damaged(st: State, ev: E.HeroDamaged) -> State:
    return st._replace(damage=pair_set(st.damage, ev.hero, ev.total))


def _hero_health_raised(st: State, ev: E.HeroHealthRaised) -> State:
    key = (ev.hero, ev.source)
    return st._replace(health=pair_set(st.health, key, pair_get(st.health, key) + ev.amount))


def _hero_killed(st: State, ev: E.HeroKilled) -> State:
    st = _take_hero(st, ev.hero)._replace(damage=pair_set(st.damage, ev.hero, None))
    p = st.seats[ev.seat]
    st = _player(st, ev.seat, souls=p.souls + (ev.hero,))
    return st._replace(gained=st.gained | {ev.seat})


def _hero_reached_boss(st: State, ev: E.HeroReachedBoss) -> State:
    st = _take_hero(st, ev.hero)._replace(damage=pair_set(st.damage, ev.hero, None))
    p = st.seats[ev.seat]
    return _player(st, ev.seat, wounds=p.wounds + (ev.hero,))


def _hero_moved(st: State, ev: E.HeroMoved) -> State:
    st = _take_hero(st, ev.hero)
    if ev.to == "town":
        return st._replace(town=st.town + (ev.hero,), damage=pair_set(st.damage, ev.hero, None))
    if ev.to == "entrance":
        p = st.seats[ev.seat]
        return _player(st, ev.seat, entrance=p.entrance + (ev.hero,))
    if ev.to == "room":
        return st._replace(walker=Walker(ev.seat, ev.hero, ev.slot))
    return st._replace(removed=st.removed + (ev.hero,))


def _room_destroyed(st: State, ev: E.RoomDestroyed) -> State:
    p = st.seats[ev.seat]
    pile = p.dungeon[ev.slot][:-1]
    if pile:
        dungeon = (*p.dungeon[: ev.slot], pile, *p.dungeon[ev.slot + 1 :])
    else:
        dungeon = p.dungeon[: ev.slot] + p.dungeon[ev.slot + 1 :]
    st = _player(st, ev.seat, dungeon=dungeon)
    walker = st.walker
    if walker is not None and walker.seat == ev.seat and walker.slot is not None:
        if walker.slot == ev.slot:  # R19: the Hero is in no Room until it enters the next one
            walker = walker._replace(slot=None)
        elif not pile and walker.slot > ev.slot:
            walker = walker._replace(slot=walker.slot - 1)
    return st._replace(discard=st.discard + (ev.room,), walker=walker, inactive=st.inactive - {ev.room})


def _room_deactivated(st: State, ev: E.RoomDeactivated) -> State:
    return st._replace(inactive=st.inactive | {ev.room})


def _room_reactivated(st: State, ev: E.RoomReactivated) -> State:
    return st._replace(inactive=st.inactive - {ev.room})


def _rooms_swapped(st: State, ev: E.RoomsSwapped) -> State:
    a, b = ev.slots
    dungeon = list(st.seats[ev.seat].dungeon)
    dungeon[a], dungeon[b] = dungeon[b], dungeon[a]
    return _player(st, ev.seat, dungeon=tuple(dungeon))


def _room_boosted(st: State, ev: E.RoomBoosted) -> State:
    key = (ev.seat if ev.room is None else ev.room, ev.source)
    return st._replace(boosts=pair_set(st.boosts, key, pair_get(st.boosts, key) + ev.amount))


def _treasure_doubled(st: State, ev: E.TreasureDoubled) -> State:
    return st._replace(doubled=st.doubled | {(ev.seat, ev.source)})


def _building_stopped(st: State, ev) -> State:
    return st._replace(no_build=True)


def _wound_healed(st: State, ev: E.WoundHealed) -> State:
    p = st.seats[ev.seat]
    return _player(
        st, ev.seat, wounds=tuple(h for h in p.wounds if h != ev.hero), souls=p.souls + (ev.hero,)
    )


def _hero_removed(st: State, ev: E.HeroRemoved) -> State:
    st = _take_hero(st, ev.hero)
    return st._replace(removed=st.removed + (ev.hero,))


def _entrance_blocked(st: State, ev: E.EntranceBlocked) -> State:
    return st._replace(blocked=st.blocked | {ev.seat})


def _turn_cleaned_up(st: State, ev) -> State:
    return st._replace(
        damage=(), health=(), boosts=(), doubled=frozenset(), used=frozenset(), no_build=False,
        blocked=frozenset(), gained=frozenset(), delayed=(),
    )


def _player_conceded(st: State, ev: E.PlayerConceded) -> State:
    return _player(st, ev.seat, conceded=True)


def _player_eliminated(st: State, ev: E.PlayerEliminated) -> State:
    """R15/R24: the seat's cards leave the game; its hand stays with it, face-down, unseen by others."""
    p = st.seats[ev.seat]
    gone = (p.boss, *(r for pile in p.dungeon for r in pile), *p.souls, *p.wounds, *p.entrance)
    st = _player(st, ev.seat, dungeon=(), souls=(), wounds=(), entrance=(), out=True)
    return st._replace(removed=st.removed + gone)


def _game_ended(st: State, ev: E.GameEnded) -> State:
    return st._replace(outcome=Outcome(ev.winner, ev.reason), flow=(), waiting=None, active=None)


def _decision_made(st: State, ev: E.DecisionMade) -> State:
    return st._replace(waiting=None)


def _awaiting(st: State, ev: E.AwaitingDecision) -> State:
    return st._replace(waiting=ev.seat, flow=ev.flow)


EVOLVERS = {
    E.GameStarted: _game_started,
    E.BossesOffered: _bosses_offered,
    E.BossChosen: _boss_chosen,
    E.BossesRevealed: _bosses_revealed,
    E.DeckShuffled: _deck_shuffled,
    E.TurnStarted: _turn_started,
    E.PhaseStarted: _phase_started,
    E.PlayerActivated: _player_activated,
    E.CardsDrawn: _cards_drawn,
    E.CardsDiscarded: _cards_discarded,
    E.CardsReturned: _cards_returned,
    E.CardsTaken: _cards_taken,
    E.CardsSearched: _cards_searched,
    E.HandShown: _unchanged,
    E.HeroRevealed: _hero_revealed,
    E.RoomBuilt: _room_built,
    E.RoomRevealed: _room_revealed,
    E.RoomReturned: _room_returned,
    E.EffectDelayed: _effect_delayed,
    E.LevelUp: _level_up,
    E.SpellCast: _spell_cast,
    E.SpellResolved: _spell_gone,
    E.SpellCancelled: _spell_gone,
    E.AbilityUsed: _ability_used,
    E.AbilityResolved: _ability_resolved,
    E.HeroLured: _hero_lured,
    E.HeroEnteredRoom: _hero_entered_room,
    E.HeroDamaged: _hero_damaged,
    E.HeroHealthRaised: _hero_health_raised,
    E.HeroKilled: _hero_killed,
    E.HeroReachedBoss: _hero_reached_boss,
    E.HeroMoved: _hero_moved,
    E.RoomDestroyed: _room_destroyed,
    E.RoomDeactivated: _room_deactivated,
    E.RoomReactivated: _room_reactivated,
    E.RoomsSwapped: _rooms_swapped,
    E.RoomBoosted: _room_boosted,
    E.TreasureDoubled: _treasure_doubled,
    E.BuildingStopped: _building_stopped,
    E.WoundHealed: _wound_healed,
    E.HeroRemoved: _hero_removed,
    E.EntranceBlocked: _entrance_blocked,
    E.TurnCleanedUp: _turn_cleaned_up,
    E.PlayerConceded: _player_conceded,
    E.PlayerEliminated: _player_eliminated,
    E.GameEnded: _game_ended,
    E.DecisionMade: _decision_made,
    E.AwaitingDecision: _awaiting,
}


_effects_EVOLVERS.update(EVOLVERS)


def evolve(state: State | None, event) -> State:
    """The state after ``event``; ``state`` is None before ``GameStarted``."""
    return EVOLVERS[type(event)](state, event)
