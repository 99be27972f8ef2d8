"""The judgement the bots share: what a card in hand is worth, and how good a table is for a seat.

Everything here reads a State that a bot may use: a determinization of its view
(``game.ai.determinize``), never the real game. The evaluation *projects* the rest of the turn the way
a player would count it at the table: every face-down Room revealed, each Hero in town lured to the
dungeon with the strictly highest treasure (R11), each lured Hero walked through the Rooms' damage
(R12); then it adds what next turn's Heroes (the composition of the Hero deck, not its order) are likely
to bring, and scores Souls against Wounds for every seat.
"""

from __future__ import annotations

from game.cards import CARDS
from game.rules.queries import room_damage, treasure
from game.rules.state import State, card, pair_get

KINDS = ("cleric", "fighter", "mage", "thief")

SPELL_VALUE = {
    "giant_size": 1.5, "annihilator": 1.5, "exhaustion": 1.3, "cave_in": 1.1, "fear": 1.3, "assassin": 1.1,
    "counterspell": 1.3, "freeze": 1.2, "teleportation": 1.0, "princess_in_peril": 1.1, "zombie_attack": 0.9,
    "motivation": 0.8, "kobold_strike": 0.6, "jeopardy": 0.4, "soul_harvest": 0.7, "trepidation": 0.7,
}
HAND_WEIGHT = 0.22
WIN = 40.0


def design(c: str) -> str:
    return c.split("#", 1)[0]


def card_value(c: str, boss: str | None = None) -> float:
    """What a card in hand is worth, in rough 'value units' (a Soul is about 4.5 of them)."""
    d = design(c)
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


def slot_damages(st: State, seat: int) -> list:
    return [room_damage(st, seat, i) for i in range(len(st.seats[seat].dungeon))]


def lure_seat(st: State, hero: str, seats: tuple, totals: dict, souls_now: dict) -> int | None:
    kind = card(hero).treasure
    if kind == "fewest_souls":
        low = min(souls_now[s] for s in seats)
        best = [s for s in seats if souls_now[s] == low]
    else:
        high = max(totals[s][kind] for s in seats)
        if high <= 0:
            return None
        best = [s for s in seats if totals[s][kind] == high]
    return best[0] if len(best) == 1 else None


def _walk_frame(st: State):
    for f in reversed(st.flow):
        if f[0] == "walk":
            return f
    return None


def project(st: State):
    """(souls, wounds, next) per seat: the Souls and Wounds the rest of this turn should bring, and the
    expected value of next turn's lure (Souls minus weighted Wounds), from the revealed table."""
    rv = revealed(st)
    seats = tuple(s for s in st.xp_order if not st.seats[s].out)
    n = len(st.seats)
    gain_s = [0.0] * n
    gain_w = [0.0] * n
    damages = {s: slot_damages(rv, s) for s in seats}
    totals = {s: {k: treasure(rv, s, k) for k in KINDS} for s in seats}
    souls_now = {s: sum(card(h).souls for h in st.seats[s].souls) for s in seats}

    def walk(seat: int, hero: str, start: int, dealt: int) -> None:
        hp = card(hero).health + pair_get(st.health, hero)
        total = dealt + sum(damages[seat][start:])
        if total >= hp:
            gain_s[seat] += card(hero).souls
        else:
            gain_w[seat] += card(hero).souls

    phase = st.phase
    before_bait = phase in ("setup", "beginning", "build", "bait")
    adventure_left = before_bait or phase == "adventure"
    w = st.walker
    if w is not None and adventure_left:
        f = _walk_frame(st)
        dealt = pair_get(st.damage, w[1])
        start = w[2]
        if f is not None and f[2] == w[1] and f[3] == "leave":
            start = w[2] + 1
            if dealt >= card(w[1]).health + pair_get(st.health, w[1]):
                gain_s[w[0]] += card(w[1]).souls
                start = None
        if start is not None:
            walk(w[0], w[1], start, dealt)
    if adventure_left:
        for s in seats:
            if s in st.blocked:
                continue
            for h in st.seats[s].entrance:
                walk(s, h, 0, pair_get(st.damage, h))
    leftover = []
    if before_bait:
        for h in st.town:
            s = lure_seat(st, h, seats, totals, souls_now)
            if s is None:
                leftover.append(h)
            else:
                walk(s, h, 0, 0)
    else:
        leftover = list(st.town)

    # next turn: the Heroes still in town, then the top of the Hero deck by its composition
    nxt = [0.0] * n
    deck = st.hero_deck or st.epic_deck
    count = {k: 0 for k in KINDS}
    healths = {k: [] for k in KINDS}
    for h in deck:
        d = card(h)
        if d.treasure in count:
            count[d.treasure] += 1
            healths[d.treasure].append(d.health)
    total_dmg = {s: sum(damages[s]) for s in seats}
    reveal = min(st.players, len(st.hero_deck) + len(st.epic_deck)) if deck else 0
    for k in KINDS:
        if not count[k]:
            continue
        high = max(totals[x][k] for x in seats)
        best = [x for x in seats if totals[x][k] == high]
        if high <= 0 or len(best) != 1:
            continue
        s = best[0]
        expected = reveal * count[k] / len(deck)
        kill = sum(hp <= total_dmg[s] for hp in healths[k]) / count[k]
        souls = 2 if deck is st.epic_deck else 1
        nxt[s] += expected * souls * (kill - 1.3 * (1 - kill))
    for h in leftover:
        kind = card(h).treasure
        if kind == "fewest_souls":
            continue
        high = max(totals[x][kind] for x in seats)
        best = [x for x in seats if totals[x][kind] == high]
        if high > 0 and len(best) == 1:
            s = best[0]
            kill = total_dmg[s] >= card(h).health
            nxt[s] += card(h).souls * (1.0 if kill else -1.3)
    return gain_s, gain_w, nxt, damages


def wound_cost(w: float) -> float:
    return 1.6 * w + (2.5 * (w - 3) if w > 3 else 0.0)


def seat_utility(st: State, seat: int, gain_s, gain_w, nxt, damages, hand_known: bool) -> float:
    p = st.seats[seat]
    if p.out:
        return -WIN
    souls = sum(card(h).souls for h in p.souls) + gain_s[seat]
    wounds = sum(card(h).souls for h in p.wounds) + gain_w[seat]
    if wounds >= 5:
        return -WIN + souls
    u = souls - wound_cost(wounds)
    if souls >= 10:
        u += WIN
    u += 0.6 * nxt[seat]
    rooms = len(p.dungeon)
    u += 0.12 * sum(damages.get(seat, ())) + 0.1 * rooms
    if not p.leveled and rooms >= 5:
        u += 1.0
    if hand_known:
        u += HAND_WEIGHT * sum(card_value(c, p.boss) for c in p.hand)
    else:
        u += HAND_WEIGHT * 1.0 * len(p.hand)
    return u


def evaluate(st: State, me: int) -> float:
    """How good ``st`` is for ``me``: its utility minus the best opponent's (zero-sum in two players)."""
    return evaluate_all(st, (me,))[me]


def evaluate_all(st: State, who=None) -> list:
    """``evaluate`` for each seat in ``who`` (default: every seat), sharing one projection."""
    n = len(st.seats)
    who = range(n) if who is None else who
    out = [0.0] * n
    if st.outcome is not None:
        for s in who:
            out[s] = WIN * 2 if st.outcome.winner == s else -WIN * 2
        return out
    gain_s, gain_w, nxt, damages = project(st)
    base = {}
    for s in range(n):
        if not st.seats[s].out:
            base[s] = seat_utility(st, s, gain_s, gain_w, nxt, damages, False)
    for me in who:
        if st.seats[me].out:
            out[me] = -WIN * 2
            continue
        mine = seat_utility(st, me, gain_s, gain_w, nxt, damages, True)
        others = [u for s, u in base.items() if s != me]
        out[me] = mine if not others else mine - (0.7 * max(others) + 0.3 * sum(others) / len(others))
    return out
