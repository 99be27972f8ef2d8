"""The judgement the bots share: what a card in hand is worth, and how good a table is for a seat.

Everything here reads a State that a bot may use: a determinization of its view
(``game.ai.determinize``), never the real game. The evaluation *projects* the rest of the turn the way
a player would count it at the table: every face-down Room revealed, each Hero in town lured to the
dungeon with the strictly highest treasure (R11), each lured Hero walked through the Rooms' damage
(R12); then it adds what next turn's Heroes (the composition of the Hero deck, not its order) are likely
to bring against the dungeons as they will stand once this turn's effects end (R13), and scores Souls
against Wounds for every seat. With Items (R25-R31) a carrier's walk counts its Item's Hero ability, and a
face-up Item counts like a Spell in hand (``game.ai.item_effects``: every such term is zero without the variant).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from game.cards import CARDS, design_of
from game.rules import (
    PHASES_BEFORE_ADVENTURE,
    Phase,
    State,
    card,
    health,
    lure_target,
    pair_get,
    room_damage,
    treasures,
)
from game.rules.frames import Walk

from . import item_effects

KINDS = ("cleric", "fighter", "mage", "thief")

SPELL_VALUE = {
    "giant_size": 1.5, "annihilator": 1.5, "exhaustion": 1.3, "cave_in": 1.1, "fear": 1.3, "assassin": 1.1,
    "counterspell": 1.3, "freeze": 1.2, "teleportation": 1.0, "princess_in_peril": 1.1, "zombie_attack": 0.9,
    "motivation": 0.8, "kobold_strike": 0.6, "jeopardy": 0.4, "soul_harvest": 0.7, "trepidation": 0.7,
    "excavation": 0.6,  # the Items expansion's: an Item turned up for you, or a rival's spent
}
WIN = 40.0


@dataclass(frozen=True)
class Weights:
    """The evaluation's knobs, in Souls."""

    wound: float = 1.6  # a Wound
    wound_late: float = 2.5  # extra for each Wound past the third
    next_turn: float = 0.4  # next turn's expected lure
    next_wound: float = 1.3  # a Wound next turn, against a Soul
    growth: float = 1.5  # damage a dungeon is expected to add before next turn's Bait
    room: float = 0.4  # a Room in the dungeon
    damage: float = 0.18  # a point of Room damage in the dungeon
    level: float = 1.0  # a Boss about to level up
    hand: float = 0.22  # a value unit of a card in hand
    card: float = 0.0  # a card in hand, whatever it is
    odds: bool = False  # a Hero dies with the chance ``kill_chance`` gives, not surely when the damage suffices


DEFAULT = Weights()
# The search's evaluation for each number of players, fitted to who won (``python -m research.fit``): three and
# four players to greedy games, two to the Hard bot's own games against greedy. In four players a Hero dies by
# its odds (``KILL_ODDS``); two and three keep sure deaths. research/README.md has the figures.
SEARCH = {
    2: Weights(wound=2.33, wound_late=1.30, next_turn=0.81, damage=0.38, room=1.72, level=-0.62, hand=0.0,
               card=0.59),
    3: Weights(wound=1.34, wound_late=0.77, next_turn=0.64, damage=0.66, room=0.73, level=-0.44, hand=0.23,
               card=0.34),
    4: Weights(wound=1.06, wound_late=1.00, next_turn=0.23, damage=0.78, room=0.47, level=-0.48, hand=0.01,
               card=0.41, odds=True),
}


# (shortfall, chance): a Hero whose health exceeds the damage ahead of it by at most ``shortfall`` died this
# often in Hard's games against greedy (8,300 Heroes at the start of an Adventure): Spells and Room abilities
# kill some the Rooms' damage does not, and save a few it would.
KILL_ODDS = ((-3, 1.0), (0, 0.94), (3, 0.28), (6, 0.19), (math.inf, 0.1))


def kill_chance(shortfall: float, odds: bool) -> float:
    """The chance a Hero dies whose health exceeds the damage ahead of it by ``shortfall``: by ``KILL_ODDS``
    with ``odds``, else 1 or 0."""
    if not odds:
        return 1.0 if shortfall <= 0 else 0.0
    return next(p for most, p in KILL_ODDS if shortfall <= most)


@cache
def card_value(c: str, boss: str | None = None) -> float:
    """What a card in hand is worth, in rough 'value units' (a Soul is about 4.5 of them); card data only,
    so computed once per card and Boss."""
    d = design_of(c)
    spell = SPELL_VALUE.get(d)
    if spell is not None:
        return spell
    r = CARDS.rooms.get(d)
    if r is None:
        return 0.5
    v = 0.7 + 0.25 * (r.damage if not r.x_damage else 2) + 0.15 * len(r.treasure)
    if r.advanced:
        v += 0.3
    if boss is not None and set(r.treasure) & set(CARDS.bosses[boss].treasure):
        v += 0.2
    return v


def revealed(st: State) -> State:
    """The state as it will be once every face-down Room is turned up."""
    return st._replace(facedown=frozenset()) if st.facedown else st


def ends_of(st: State) -> State:
    """The state as next turn will find it: what lasts only this turn (boosts, doubled treasure, Rooms
    deactivated, raised Health, a Hero's jump) gone."""
    return st._replace(boosts=(), doubled=frozenset(), inactive=frozenset(), health=(), jumping=frozenset())


def slot_damages(st: State, seat: int) -> list:
    return [room_damage(st, seat, i) for i in range(len(st.seats[seat].dungeon))]


def _walk_frame(st: State):
    for f in reversed(st.flow):
        if isinstance(f, Walk):
            return f
    return None


def project(st: State, w: Weights = DEFAULT):
    """(souls, wounds, next, damages) per seat: the Souls and Wounds the rest of this turn should bring (an
    Item won with a carrier and a carrier's toll counted in Souls, ``item_effects``), the expected value of next
    turn's lure (Souls minus weighted Wounds), from the revealed table, and each Room's damage as it will
    stand next turn. What lasts only this turn (a Room's damage boost, a doubled
    treasure, a Room deactivated, R20) counts for this turn's Heroes alone, and a Hero held at an entrance
    comes in next turn."""
    rv = revealed(st)
    seats = tuple(s for s in st.xp_order if not st.seats[s].out)
    n = len(st.seats)
    gain_s = [0.0] * n
    gain_w = [0.0] * n
    damages = {s: slot_damages(rv, s) for s in seats}
    totals = {s: treasures(rv, s) for s in seats}
    later, later_totals = damages, totals
    if rv.boosts or rv.doubled or rv.inactive:
        ends = rv._replace(boosts=(), doubled=frozenset(), inactive=frozenset())
        later = {s: slot_damages(ends, s) for s in seats}
        later_totals = {s: treasures(ends, s) for s in seats}
    souls_now = {s: sum(card(h).souls for h in st.seats[s].souls) for s in seats}
    carried = dict(st.carried)
    walks = []  # (seat, Hero, first slot, damage dealt, arriving, after a Room): this turn's walks

    def walk(seat: int, hero: str, start: int, dealt: int, arriving: bool = True, after_room: bool = False) -> None:
        walks.append((seat, hero, start, dealt, arriving, after_room))

    def walk_all() -> None:
        """Each Hero's Souls or Wounds, by its Health against the damage ahead (its Item counted,
        ``item_effects``): a carrier killed brings its Item face-up (Extra Life's, its Item alone), one that
        gets through its toll."""
        staffs = {s: bool(carried) and item_effects.staff_pending(rv, s, [h for x, h, *_ in walks if x == s])
                  for s in seats}
        for seat, hero, start, dealt, arriving, after_room in walks:
            item = carried.get(hero)
            hp, ahead = item_effects.walk_odds(rv, seat, hero, item, start, damages[seat], arriving=arriving,
                                               after_room=after_room, staff=staffs[seat] and arriving)
            p = kill_chance(hp - dealt - ahead, w.odds)
            if item is not None:
                won = item_effects.won_item_worth(st, seat, item, w)
                gain_s[seat] += won * p - item_effects.TOLL.get(item, 0.0) * (1.0 - p)
                if item == item_effects.EXTRA_LIFE:
                    gain_w[seat] += card(hero).souls * (1.0 - p)
                    continue
            gain_s[seat] += card(hero).souls * p
            gain_w[seat] += card(hero).souls * (1.0 - p)

    phase = st.phase
    before_bait = phase in PHASES_BEFORE_ADVENTURE  # the Bait itself too: no Hero has walked yet
    adventure_left = before_bait or phase == Phase.ADVENTURE
    wk = st.walker
    if wk is not None and adventure_left:
        f = _walk_frame(st)
        dealt = pair_get(st.damage, wk[1])
        start = wk[2] or 0  # None: between Rooms (R19); the walk frame says where it goes next
        if f is not None and f.hero == wk[1]:
            start = f.slot
            if f.stage == "leave":
                start = f.slot + 1
                if dealt >= health(st, wk[1]):
                    item = carried.get(wk[1])
                    if item is not None:
                        gain_s[wk[0]] += item_effects.won_item_worth(st, wk[0], item, w)
                    if item != item_effects.EXTRA_LIFE:
                        gain_s[wk[0]] += card(wk[1]).souls
                    start = None
        if start is not None:
            walk(wk[0], wk[1], max(0, start), dealt, f is not None and f.stage in ("pre", "arrive"),
                 f is not None and f.stage == "leave")
    waiting = []  # (seat, Hero) that comes into that seat's dungeon next turn: held at its entrance
    # past this turn (Trepidation), or left in town now and lured there next turn
    for s in seats:
        for h in st.seats[s].entrance:
            if adventure_left and s not in st.blocked:
                walk(s, h, 0, pair_get(st.damage, h))
            else:
                waiting.append((s, h))
    leftover = []
    if before_bait:
        for h in st.town:
            s = lure_target(h, seats, totals, souls_now)
            if s is None:
                leftover.append(h)
            else:
                walk(s, h, 0, 0)
    else:
        leftover = list(st.town)
    walk_all()

    # next turn: the Heroes still in town, then the top of the Hero deck by its composition; a Hero goes only
    # to a seat that alone leads its treasure (R11)
    nxt = [0.0] * n
    deck = st.hero_deck or st.epic_deck
    count = {k: 0 for k in KINDS}
    healths = {k: [] for k in KINDS}
    for h in deck:
        d = card(h)
        if d.treasure in count:
            count[d.treasure] += 1
            healths[d.treasure].append(d.health)
    total_dmg = {s: sum(later[s]) + (w.growth if len(st.seats[s].dungeon) < 5 else 0.0) for s in seats}
    reveal = min(st.players, len(st.hero_deck) + len(st.epic_deck)) if deck else 0
    for k in KINDS:
        if not count[k]:
            continue
        high = max(later_totals[x][k] for x in seats)
        best = [x for x in seats if later_totals[x][k] == high]
        if high <= 0 or len(best) != 1:
            continue
        s = best[0]
        expected = reveal * count[k] / len(deck)
        kill = sum(kill_chance(hp - total_dmg[s], w.odds) for hp in healths[k]) / count[k]
        souls = 2 if deck is st.epic_deck else 1
        nxt[s] += expected * souls * (kill - w.next_wound * (1 - kill))
    for h in leftover:
        kind = card(h).treasure
        if kind == "fewest_souls":
            continue
        high = max(later_totals[x][kind] for x in seats)
        best = [x for x in seats if later_totals[x][kind] == high]
        if high > 0 and len(best) == 1:
            waiting.append((best[0], h))
    next_table = ends_of(rv) if carried else rv
    for s, h in waiting:
        if h in carried:  # its Item counted, on the table as next turn finds it
            hp, ahead = item_effects.walk_odds(next_table, s, h, carried[h], 0, later[s], arriving=True)
            kill = kill_chance(hp - ahead - (total_dmg[s] - sum(later[s])), w.odds)
        else:
            kill = kill_chance(card(h).health - total_dmg[s], w.odds)
        nxt[s] += card(h).souls * (kill - w.next_wound * (1.0 - kill))
    return gain_s, gain_w, nxt, later


FEATURES = ("souls", "wounds", "wounds_past_3", "next_turn", "damage", "rooms", "level_ready", "hand_value",
            "cards")


def seat_features(st: State, seat: int, gain_s, gain_w, nxt, damages, hand_known: bool) -> tuple:
    """The quantities ``seat_utility`` weighs, named by ``FEATURES``, with this turn's projection added:
    Souls and Wounds, Wounds past the third, next turn's expected lure, Room damage, Rooms, a Level Up
    waiting, the hand's value (1 a card when the hand is unknown) and its size."""
    p = st.seats[seat]
    souls = sum(card(h).souls for h in p.souls) + gain_s[seat]
    wounds = sum(card(h).souls for h in p.wounds) + gain_w[seat]
    rooms = len(p.dungeon)
    value = sum(card_value(c, p.boss) for c in p.hand) if hand_known else 1.0 * len(p.hand)
    return (souls, wounds, wounds - 3 if wounds > 3 else 0.0, nxt[seat], sum(damages.get(seat, ())), rooms,
            1.0 if not p.leveled and rooms >= 5 else 0.0, value, len(p.hand))


def seat_utility(st: State, seat: int, gain_s, gain_w, nxt, damages, hand_known: bool,
                 w: Weights = DEFAULT) -> float:
    if st.seats[seat].out:
        return -WIN
    souls, wounds, late, nxt_lure, damage, rooms, level, value, cards = seat_features(
        st, seat, gain_s, gain_w, nxt, damages, hand_known)
    if _loses_by_wounds(st, seat, wounds):
        return -WIN + souls
    u = (souls - w.wound * wounds - w.wound_late * late + w.next_turn * nxt_lure + w.damage * damage
         + w.room * rooms + w.level * level + w.hand * value + w.card * cards)
    if st.seats[seat].items_up:
        u += item_effects.face_up_worth(st, seat, w)
    return u + WIN if souls >= 10 else u


def _loses_by_wounds(st: State, seat: int, wounds: float) -> bool:
    """R14 at this turn's end, with ``wounds`` projected: five or more lose, counting a Wound carried until
    the check (Vorpal Blade), unless this turn ignores them (Extra Life's Boss ability)."""
    if st.wounds_ignored and seat in st.wounds_ignored:
        return False
    if st.extra_wounds:
        wounds += sum(n for (s, _), n in st.extra_wounds if s == seat)
    return wounds >= 5


def utilities(st: State, w: Weights = DEFAULT) -> list:
    """Each seat's ``seat_utility`` with its own hand valued (None for a seat out of the game)."""
    gain_s, gain_w, nxt, damages = project(st, w)
    return [None if p.out else seat_utility(st, s, gain_s, gain_w, nxt, damages, True, w)
            for s, p in enumerate(st.seats)]


def shares(scores: list, temperature: float = 1.0) -> list:
    """A softmax: each score's share of the total of ``exp(score / temperature)``; a None score gets 0."""
    top = max(x for x in scores if x is not None)
    e = [0.0 if x is None else math.exp((x - top) / temperature) for x in scores]
    total = sum(e)
    return [x / total for x in e]


def evaluate(st: State, me: int, w: Weights = DEFAULT) -> float:
    """How good ``st`` is for ``me``: its utility minus a blend of the others' (mostly the best one's;
    zero-sum in two players). The others' hands count by size: ``me`` cannot see them."""
    if st.outcome is not None:
        return WIN * 2 if st.outcome.winner == me else -WIN * 2
    if st.seats[me].out:
        return -WIN * 2
    gain_s, gain_w, nxt, damages = project(st, w)
    others = [seat_utility(st, s, gain_s, gain_w, nxt, damages, False, w)
              for s, p in enumerate(st.seats) if s != me and not p.out]
    mine = seat_utility(st, me, gain_s, gain_w, nxt, damages, True, w)
    return mine if not others else mine - (0.7 * max(others) + 0.3 * sum(others) / len(others))
