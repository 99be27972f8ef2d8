"""Why a hint's move is good, in one short clause a person can check on the table: ``explain(view, action)``.

    explain(match.view(seat), action)   # "the Mage in town comes to you, and 6 damage kills it"

Computed from ``view`` alone (R24). A State the viewer cannot tell from the real one is sampled from the view
(``game.ai.determinize``); in it whatever the view hides counts for nothing: other seats' face-down Rooms are
deactivated (no damage, no treasure, no effect this turn), and only cards the view shows are ever named. The
rules then play the rest of the turn, up to its End phase, with every seat passing (or taking its first
choice when it must choose): once as the table stands, once after ``action``. The Heroes whose fate differs
(where the Bait sends them, whether the Rooms' damage kills them, who gains a Soul or takes a Wound) say why;
failing that, what the action does now (a Spell's or an ability's effect in the log's words, a Room's damage
and treasure, the cards a discard keeps), and failing that a short generic reason that is never wrong.
"""

from __future__ import annotations

import random
import re
from typing import NamedTuple

from game.ai.determinize import determinize, seen_cards
from game.cards import CARDS, TREASURES, design_of
from game.rules import (
    PHASES_BEFORE_BAIT,
    SPELL_WINDOWS,
    Action,
    ActivateAbility,
    BuildRoom,
    CastSpell,
    Choose,
    Concede,
    DecisionKind,
    Discard,
    Pass,
    Phase,
    State,
    View,
    apply,
    decision,
    evolve,
    health,
    legal_actions,
    pair_get,
    redact,
    room_damage,
    treasures,
)
from game.rules import events as E
from game.wording import boss_of, describe_event, name

TURN_PHASES = (Phase.BEGINNING, Phase.BUILD, Phase.BAIT, Phase.ADVENTURE)
PLAY_OUT_LIMIT = 600  # decisions a play-out makes at most (a turn of four seats passing takes about 150)
GENERIC = "the Hard bot rates it best here"
ONLY = "it is the only choice here"


def explain(view: View, action: Action) -> str:
    """Why ``action`` (one of the legal actions of ``view.seat``, the seat to act) is a good move, as a short
    clause without a final stop, from ``view`` alone: it names only cards the view shows. Never raises."""
    try:
        table = Table(view, random.Random(0))
        why = reason(table, action)
    except Exception:  # a reason is a courtesy: a hint never fails for the want of one
        return GENERIC
    return why if table.names_only_known(why) else GENERIC


def reason(table: Table, action: Action) -> str:
    """``explain``'s reason for ``action`` on ``table``, unchecked (the tests read it as it comes)."""
    if legal_actions(table.st) == [action]:
        return ONLY
    return _REASONS[type(action)](table, action) or GENERIC


# ---------------------------------------------------------------- the table as the viewer knows it

class Fate(NamedTuple):
    """Where a Hero's turn ends in a play-out: ``end`` is "dies", "wound" (it reached the Boss), "town",
    "entrance" (still waiting there) or "gone"; ``seat`` whose dungeon; ``damage`` it had taken."""

    end: str
    seat: int | None = None
    damage: int = 0


class Table:
    """The viewer's table: ``st`` sampled from ``view``, what the viewer may name, play-outs of the turn."""

    def __init__(self, view: View, rng: random.Random) -> None:
        self.view = view
        self.me = view.seat
        self.st = determinize(view, rng)
        self.d = decision(self.st)
        self.kind = self.d.kind if self.d is not None else ""
        shown = set(view.seats[self.me].hand or ())
        top = view.flow[-1] if view.flow else None
        if getattr(top, "seat", None) == self.me:  # the viewer's own choice shows its options
            shown |= {o for o in getattr(top, "options", ()) if isinstance(o, str)}
        self._fates: dict = {}
        self.known = {design_of(c) for c in seen_cards(view) | shown if c}

    # ---- names
    def names_only_known(self, text: str) -> bool:
        """Does ``text`` name no card but those the view shows?"""
        return not any(re.search(rf"\b{re.escape(c.name)}\b", text) for c in _ALL_CARDS if c.id not in self.known)

    def seat(self, seat: int) -> str:
        return "you" if seat == self.me else boss_of(self.st, seat)

    def hero(self, hero: str, where: bool = True) -> str:
        """"the Mage" when it is the only Hero of its kind in sight, else its name up to a comma; with ``where``,
        "the Mage in town" for a Hero in town before the Bait."""
        kind = CARDS.get(hero).treasure
        v = self.view
        in_sight = [*v.town, *(h for p in v.seats for h in p.entrance), *([v.walker.hero] if v.walker else [])]
        if kind in TREASURES and sum(CARDS.get(h).treasure == kind for h in in_sight) <= 1:
            words = f"the {kind.capitalize()}"
        else:
            words = name(hero).split(",")[0]
        if where and hero in v.town and v.phase in PHASES_BEFORE_BAIT:
            words += " in town"
        return words

    # ---- play-outs
    def blind(self, st: State) -> State:
        """``st`` with the other seats' face-down Rooms deactivated: what the viewer cannot see counts for
        nothing."""
        unknown = st.facedown - _mine(st, self.me)
        return st._replace(inactive=st.inactive | unknown) if unknown else st

    def revealed(self, st: State) -> State:
        """``st`` blinded, with the viewer's own face-down Rooms turned up (as they will be at the Bait)."""
        st = self.blind(st)
        return st._replace(facedown=st.facedown - _mine(st, self.me))

    def after(self, action: Action | None) -> tuple[State, list]:
        """The state right after ``action`` (None: none) and its events."""
        st = self.blind(self.st)
        if action is None:
            return st, []
        if action not in legal_actions(st):  # it aims at a Room the viewer cannot see: as it is, then
            st = self.st
        st, events = apply(st, action)
        return st, list(events)

    def play_out(self, st: State) -> list:
        """The events of the rest of the turn from ``st`` (blinded), up to its End phase, every seat passing."""
        events = []
        st = self.blind(st)
        if st.phase not in TURN_PHASES:
            return events
        for _ in range(PLAY_OUT_LIMIT):
            if st.outcome is not None or st.waiting is None:
                break
            legal = legal_actions(st)
            st, new = apply(st, next((a for a in legal if isinstance(a, Pass)), legal[0]))
            events += new
            end = next((i for i, e in enumerate(new) if _turn_ends(e)), None)
            if end is not None:
                return events[:len(events) - len(new) + end]
        return events

    def fates(self, action: Action | None) -> dict:
        """Each Hero's ``Fate`` at the end of the turn's play-out, with ``action`` made first (None: the table
        as it stands)."""
        if action not in self._fates:
            self._fates[action] = self._play_fates(action)
        return self._fates[action]

    def _play_fates(self, action: Action | None) -> dict:
        st, events = self.after(action)
        end = next((i for i, e in enumerate(events) if _turn_ends(e)), None)
        events = events[:end] if end is not None else events + self.play_out(st)
        out: dict = {}
        damage = dict(self.st.damage)
        for e in events:
            t = type(e)
            if t is E.HeroLured:
                out[e.hero] = Fate("entrance", e.seat)
            elif t is E.HeroDamaged:
                damage[e.hero] = e.total
            elif t is E.HeroKilled:
                out[e.hero] = Fate("dies", e.seat, damage.get(e.hero, 0))
            elif t is E.HeroReachedBoss:
                out[e.hero] = Fate("wound", e.seat, damage.get(e.hero, 0))
            elif t is E.HeroMoved:
                out[e.hero] = Fate({"town": "town", "entrance": "entrance"}.get(e.to, "gone"), e.seat)
            elif t is E.GameEnded:  # under None: the game's end
                out[None] = Fate("won", e.winner)
        return out

    def effect_lines(self, action: Action) -> list[str]:
        """What ``action`` does on the table until it has resolved (every seat passing meanwhile), in the log's
        words; only lines about the table, never about cards in hands."""
        st, events = self.after(action)
        for _ in range(40):
            if not st.casting or st.outcome is not None or st.waiting is None:
                break
            legal = legal_actions(st)
            st, new = apply(st, next((a for a in legal if isinstance(a, Pass)), legal[0]))
            events += new
        card = getattr(action, "spell", None) or getattr(action, "card", None)
        end = next((i for i, e in enumerate(events) if _resolves(e, card)), len(events))
        events = events[:end + 1]  # what follows is the walk going on, not the effect
        lines, costs = [], []
        shown = self.st
        for e in events:
            if type(e) in _TABLE_EVENTS or (type(e) is E.CardsTaken and e.from_seat is None):
                line = describe_event(shown, redact(e, None), self.me, you=True)
                # a Room of one's own destroyed is what an ability costs, not what it does
                into = costs if type(e) is E.RoomDestroyed and e.seat == self.me else lines
                if line and line not in into:
                    into.append(line)
            shown = evolve(shown, e)
        return lines + costs

    def dungeon_damage(self, st: State, seat: int) -> int:
        return sum(room_damage(st, seat, slot) for slot in range(len(st.seats[seat].dungeon)))


_ALL_CARDS = tuple(CARDS.all())


def _turn_ends(e) -> bool:
    """Is ``e`` the start of the turn's End phase (or of the next turn, after a decision in the End phase), where
    a play-out stops: the next turn's Heroes are not known?"""
    return (type(e) is E.PhaseStarted and e.phase == Phase.END) or type(e) is E.TurnStarted


def _resolves(e, card: str) -> bool:
    """Is ``e`` the end of ``card``'s effect (resolved, or cancelled)?"""
    t = type(e)
    if t is E.AbilityResolved:
        return e.card == card
    return t in (E.SpellResolved, E.SpellCancelled) and e.spell == card


# the events whose log line tells what a Spell or an ability did to the table (not to anyone's hand)
_TABLE_EVENTS = frozenset({
    E.RoomBoosted, E.HeroMoved, E.HeroHealthRaised, E.RoomDeactivated, E.RoomDestroyed, E.RoomsSwapped,
    E.TreasureDoubled, E.BuildingStopped, E.EntranceBlocked, E.WoundHealed, E.HeroRemoved, E.RoomReturned,
    E.HeroDamaged, E.HeroKilled, E.SpellCancelled,
})


# ---------------------------------------------------------------- the Heroes' fates

def _fate_reason(t: Table, action: Action) -> str | None:
    """The first difference ``action`` makes to the Heroes' fates this turn that matters to the viewer."""
    if t.st.phase not in TURN_PHASES:
        return None
    base, then = t.fates(None), t.fates(action)
    me = t.me
    if then.get(None, Fate("")).seat == me and base.get(None, Fate("")).seat != me:
        return "you win the game this turn"
    aimed = _aimed(action)
    heroes = sorted((h for h in dict.fromkeys([*then, *base]) if h in _shown(t)), key=lambda h: h not in aimed)

    def was(h):
        return base.get(h, Fate("town"))

    def now(h):
        return then.get(h, Fate("town"))

    gained = [h for h in heroes if now(h)[:2] == ("dies", me) and was(h)[:2] != ("dies", me)]
    if gained:
        wounding = [h for h in gained if was(h)[:2] == ("wound", me)]
        if wounding:
            return f"{t.hero(wounding[0])} dies in your dungeon instead of wounding you"
        coming = [h for h in gained if was(h).seat != me]
        if coming:
            return _comes_and_dies(t, coming, then)
        return f"{t.hero(gained[0])} dies in your dungeon"
    spared = [h for h in heroes if was(h)[:2] == ("wound", me) and now(h)[:2] != ("wound", me)]
    if spared:
        h = spared[0]
        where = now(h)
        if where.end == "town":
            return f"{t.hero(h, where=False)} {_back(t)} town instead of wounding you"
        if where.end in ("dies", "wound") and where.seat != me:
            return f"{t.hero(h)} goes to {t.seat(where.seat)} instead of wounding you"
        return f"{t.hero(h)} no longer reaches your Boss this turn"
    for h in heroes:
        before, after = was(h), now(h)
        if before.end == "dies" and before.seat != me and after[:2] != ("dies", before.seat):
            rival = t.seat(before.seat)
            souls = _count(CARDS.get(h).souls, "Soul")
            if after[:2] == ("wound", before.seat):
                return f"{t.hero(h)} survives {rival}'s dungeon: a Wound for them, not {souls}"
            if after.end == "town":
                return f"{t.hero(h, where=False)} {_back(t)} town: no Soul for {rival}"
            return f"{t.hero(h)} no longer dies for {rival}: no Soul for them"
        if after[:2] == ("wound", after.seat) and after.seat != me and before[:2] != after[:2]:
            return f"{t.hero(h)} reaches {t.seat(after.seat)}: a Wound for them"
    return None


def _shown(t: Table) -> set:
    """The Heroes the viewer may name: in town, at an entrance, walking, in a scorekeeping area."""
    v = t.view
    shown = set(v.town) | ({v.walker.hero} if v.walker else set())
    for p in v.seats:
        shown |= set(p.entrance) | set(p.souls) | set(p.wounds)
    return shown


def _aimed(action: Action) -> tuple:
    """What ``action`` names: its targets, or its choice."""
    return tuple(getattr(action, "targets", ())) + ((action.choice,) if isinstance(action, Choose) else ())


def _comes_and_dies(t: Table, heroes: list, then: dict) -> str:
    if len(heroes) == 1:
        h = heroes[0]
        if then[h].damage < health(t.st, h):  # killed by no Room's damage (a Level Up, a Spell)
            return f"{t.hero(h)} dies for you: {_count(CARDS.get(h).souls, 'Soul')}"
        return f"{t.hero(h)} comes to you, and {then[h].damage} damage kills it"
    town = " in town" if all(t.hero(h) != t.hero(h, where=False) for h in heroes) else ""
    if len(heroes) == 2:
        who = " and ".join(t.hero(h, where=False) for h in heroes)
        return f"{who}{town} come to you, and your Rooms kill both"
    return f"{t.hero(heroes[0], where=False)} and {len(heroes) - 1} more Heroes{town} come to you, and your " \
        "Rooms kill them all"


def _back(t: Table) -> str:
    return "stays in" if t.view.phase in PHASES_BEFORE_BAIT else "goes back to"


def _count(n: int, noun: str) -> str:
    """"no Spell", "a Spell", "2 Spells"."""
    return f"no {noun}" if n == 0 else f"a {noun}" if n == 1 else f"{n} {noun}s"


PLURAL = {"cleric": "Clerics", "fighter": "Fighters", "mage": "Mages", "thief": "Thieves"}


# ---------------------------------------------------------------- each kind of action

def _build(t: Table, action: BuildRoom) -> str | None:
    st, _ = t.after(action)
    me, room = t.me, CARDS.get(design_of(action.room))
    why = _levels_up(t, st) or _fate_reason(t, action)
    if why:
        return why
    seen = t.revealed(st)
    if action.over is not None:
        covered = t.st.seats[me].dungeon[action.over][-1]
        old, new = room_damage(t.st, me, action.over), room_damage(seen, me, action.over)
        if new > old:
            return f"{room.name} deals {new} damage where {name(covered)} dealt {old}"
    total = t.dungeon_damage(seen, me)
    if t.kind == DecisionKind.SETUP_BUILD:  # every first Room is face-down: only the Bosses' treasure is known
        return f"{total} damage to start with, and its {_kinds(room.treasure)} draws {_plural(room)}"
    lead = _treasure_lead(t, seen, room, action)
    if lead:
        return lead
    ability = _room_text(room)
    if ability:
        return f"its ability: {_lower_first(ability)}"
    return f"your Rooms will deal {total} damage in all to the Heroes to come"


def _room_text(room) -> str | None:
    """A Room's ability as its card says it, in fewer words (``_shorter``; None for a Room without one)."""
    text = _shorter(room.text or "")
    return None if not text or text.startswith("No ability") else text


# A card's words, shorter for one line of a hint: (pattern, replacement), in turn.
_SHORTER = (
    (r" \([^)]*\)", ""), (r"^When you build this Room: ", "when built, "),
    (r"^Once per turn, when a Hero dies in this Room: ", "when a Hero dies in it, "), (r"^Once per turn: ", ""),
    (r"^Once per turn, ", ""),
    (r"^Destroy this Room: until end of turn, ", "destroy it: this turn, "),
    (r"^Destroy this Room: ", "destroy it to "),
    (r"a Hero that is in this Room", "a Hero in it"), (r" of your choice", ""), (r" into your hand", ""),
    (r"until end of turn", "this turn"), (r"a dead Hero in an opponent's scorekeeping area", "an opponent's Soul"),
    (r"the entrance of that opponent's dungeon", "their entrance"), (r"; place it together with your first", ""),
    (r"\.$", ""),
)


def _shorter(text: str) -> str:
    for pattern, words in _SHORTER:
        text = re.sub(pattern, words, text)
    return text


def _mine(st: State, seat: int) -> frozenset:
    return frozenset(r for pile in st.seats[seat].dungeon for r in pile)


def _kinds(kinds) -> str:
    """"Mage treasure", "Fighter and Mage treasure", "four treasures"."""
    words = [k.capitalize() for k in dict.fromkeys(kinds)]
    return "four treasures" if len(words) == 4 else f"{' and '.join(words)} treasure"


def _plural(room) -> str:
    words = [PLURAL[k] for k in dict.fromkeys(room.treasure)]
    return " and ".join(words) if len(words) < 3 else "every kind of Hero"


def _levels_up(t: Table, st: State) -> str | None:
    me = t.me
    p = t.st.seats[me]
    if p.leveled or len(st.seats[me].dungeon) < 5 or len(p.dungeon) >= 5:
        return None
    return f"your fifth Room: {boss_of(t.st, me)} levels up"


def _treasure_lead(t: Table, seen: State, room, action: Action) -> str | None:
    """The first treasure of ``room`` that makes the viewer the only leader of its kind (as far as face-up
    Rooms tell): the Heroes of that kind come to them (unless one in sight would come and wound them)."""
    me = t.me
    base, then = t.fates(None), t.fates(action)
    wounding = {CARDS.get(h).treasure for h, f in then.items() if f[:2] == ("wound", me) and base.get(h) != f}
    alive = [s for s in t.st.xp_order if not t.st.seats[s].out]
    before = {s: treasures(t.revealed(t.st), s) for s in alive}
    after = {s: treasures(seen, s) if s == me else before[s] for s in alive}
    for kind in dict.fromkeys(room.treasure):
        if _leader(after, kind) == me and _leader(before, kind) != me and kind not in wounding:
            return f"you lead in {kind.capitalize()} treasure ({after[me][kind]}): {PLURAL[kind]} come to you"
    return None


def _leader(totals: dict, kind: str) -> int | None:
    high = max(v[kind] for v in totals.values())
    best = [s for s, v in totals.items() if v[kind] == high]
    return best[0] if high > 0 and len(best) == 1 else None


def _cast(t: Table, action: CastSpell) -> str | None:
    return _fate_reason(t, action) or _effect(t, action, action.spell)


def _ability(t: Table, action: ActivateAbility) -> str | None:
    return _fate_reason(t, action) or _effect(t, action, action.card)


def _effect(t: Table, action: Action, card: str) -> str:
    lines = t.effect_lines(action)
    if lines:
        return _clause(lines[0])
    return _card_effect(card)


def _clause(line: str) -> str:
    """A log line as a clause inside a sentence: "Your Rooms..." -> "your Rooms..."; a name stays as it is."""
    first = line.split(" ", 1)[0]
    return line[0].lower() + line[1:] if first in ("You", "Your", "No") else line


def _card_effect(card: str) -> str:
    """What a card's text says it does, as a clause: "Build. Deactivate one Room..." -> "deactivate one Room..."."""
    text = getattr(CARDS.get(card), "text", "") or ""
    text = re.sub(r"^(Build or Adventure|Build|Adventure)\.\s*", "", text)
    text = re.sub(r"^(Once per turn \(activated\)|When you build this Room|Destroy this Room|Level Up):\s*", "", text)
    text = _shorter(text.split(". ")[0])
    return _lower_first(text) if text else GENERIC


def _lower_first(text: str) -> str:
    """``text`` to go after a colon: "Deal X damage..." -> "deal X damage...", "Monster Rooms..." unchanged."""
    first = text.split(" ", 1)[0]
    return text if first in _TERMS else text[0].lower() + text[1:]


_TERMS = frozenset({"Monster", "Trap", "Room", "Rooms", "Hero", "Heroes", "Spell", "Spells", "Advanced", "Boss"})


def _pass(t: Table, action: Pass) -> str | None:
    kind, d = t.kind, t.d
    if kind == DecisionKind.MULLIGAN:
        return "this hand can start a dungeon: a new one may be worse"
    if kind == DecisionKind.EXTRA_BUILD:
        return "no Room in your hand is worth building now"
    if (kind == DecisionKind.BUILD and d.seat == t.st.active
            and any(isinstance(a, BuildRoom) for a in legal_actions(t.st))):
        return "no Room in your hand helps now: keep them for later turns"
    if kind == DecisionKind.ADVENTURE and d.hero is not None:
        fate = t.fates(None).get(d.hero)
        if fate is not None and fate[:2] == ("dies", t.me) and d.hero in _shown(t):
            return f"{t.hero(d.hero)} dies in your dungeon anyway: keep your Spells"
    if kind == DecisionKind.RESPOND and d.casting is not None:
        caster, spell, _ = d.casting
        if caster != t.me:
            return f"{boss_of(t.st, caster)}'s {name(spell)} is not worth answering with your cards"
    if kind in SPELL_WINDOWS:
        return "nothing worth casting now: keep your Spells for later"
    return "none of the choices is worth it now"


def _discard(t: Table, action: Discard) -> str:
    hand = t.view.seats[t.me].hand or ()
    kept = [c for c in hand if c not in action.cards]
    rooms = [c for c in kept if design_of(c) in CARDS.rooms]
    spells = [c for c in kept if design_of(c) in CARDS.spells]
    words = f"keeps {_count(len(rooms), 'Room')} and {_count(len(spells), 'Spell')}"
    gone = [c for c in action.cards if design_of(c) in CARDS.rooms]
    if rooms and len(gone) == len(action.cards) and \
            max(_printed(c) for c in gone) <= min(_printed(c) for c in rooms):
        return f"{words}: the Rooms that deal the most damage"
    starters = [c for c in rooms if not CARDS.rooms[design_of(c)].advanced]
    if rooms and not starters:
        return words
    if any(CARDS.rooms[design_of(c)].advanced for c in gone) and starters:
        return f"{words}, with {_count(len(starters), 'Room')} that can start your dungeon"
    return words


def _printed(room: str) -> int:
    r = CARDS.rooms[design_of(room)]
    return 2 if r.x_damage else r.damage


def _choose(t: Table, action: Choose) -> str | None:
    kind, choice = t.kind, action.choice
    if choice == "mulligan":
        return _mulligan(t)
    if kind == DecisionKind.PICK_BOSS:
        return _boss(t, choice)
    if kind in (DecisionKind.DRAW, "machinations"):
        p = t.view.seats[t.me]
        spells = p.hand_spells
        if choice == "room":
            return f"a Room to build next: you hold {_count(p.hand_size - spells, 'Room card')}"
        return f"a Spell for the Adventure: you hold {_count(spells, 'Spell')}"
    why = _fate_reason(t, action) if t.d is not None and t.d.optional and Pass(t.me) in legal_actions(t.st) \
        else None
    if why:
        return why
    return _CHOICES.get(kind, _choice_generic)(t, choice)


def _mulligan(t: Table) -> str:
    hand = [CARDS.rooms[design_of(c)] for c in t.view.seats[t.me].hand or () if design_of(c) in CARDS.rooms]
    if sum(r.advanced for r in hand) >= 4:
        return "four Advanced Rooms cannot start a dungeon: a new hand may"
    for kind in TREASURES:
        if sum(kind in r.treasure for r in hand) >= 4:
            return f"four {kind.capitalize()} Rooms draw only {PLURAL[kind]}: a new hand may mix them"
    return "a new hand may build better"


def _boss(t: Table, boss: str) -> str:
    b = CARDS.bosses[boss]
    hand = [CARDS.rooms[design_of(c)] for c in t.view.seats[t.me].hand or () if design_of(c) in CARDS.rooms]
    matching = sum(bool(set(r.treasure) & set(b.treasure)) for r in hand)
    if matching:
        return f"its {_kinds(b.treasure)} matches {_count(matching, 'Room')} in your hand"
    return f"its Level Up: {_card_effect(boss).split('; ')[0]}"


def _choice_generic(t: Table, choice) -> str:
    return GENERIC


def _heal(t: Table, hero) -> str:
    left = sum(CARDS.get(h).souls for h in t.view.seats[t.me].wounds) - CARDS.get(hero).souls
    return f"one Wound less ({left} left; five put you out), one Soul more"


def _take(t: Table, card) -> str:
    d = design_of(card)
    if d in CARDS.rooms:
        r = CARDS.rooms[d]
        if r.x_damage:
            return f"{r.name}: {_lower_first(_room_text(r))}"
        return f"{r.name} deals {r.damage} damage and draws {_plural(r)}"
    if d in CARDS.spells:
        return f"{name(card)}: {_card_effect(card)}"
    return GENERIC


def _victim(t: Table, seat) -> str:
    """Who loses a card: how many the seat holds (Spells for Specter's Sanctum; card backs show it)."""
    spells = t.kind == "specter_victim"
    count = {q.seat: q.hand_spells if spells else q.hand_size for q in t.view.seats if q.seat != t.me and not q.out}
    most = ", the most" if len(count) > 1 and count[seat] == max(count.values()) else ""
    return f"{boss_of(t.st, seat)} holds {_count(count[seat], 'Spell' if spells else 'card')}{most}"


def _destroy(t: Table, room) -> str:
    me = t.me
    tops = [pile[-1] for pile in t.st.seats[me].dungeon]
    slot = room[1] if isinstance(room, tuple) else tops.index(room) if room in tops else None
    if slot is None:
        return GENERIC
    damages = [room_damage(t.st, me, s) for s in range(len(tops))]
    if damages[slot] == min(damages):
        return f"it deals the least damage of your Rooms ({damages[slot]})"
    return GENERIC


def _kill(t: Table, hero) -> str:
    souls = _count(CARDS.get(hero).souls, "Soul")
    fate = t.fates(None).get(hero)
    if fate is not None and fate.end == "dies" and fate.seat != t.me:
        return f"{souls} for you, and not for {t.seat(fate.seat)}"
    return f"{souls} for you at once"


def _bring(t: Table, hero) -> str:
    """A Hero brought to the viewer's entrance: whether the Rooms kill it this turn."""
    fate = t.fates(Choose(t.me, hero)).get(hero)
    if fate is not None and fate[:2] == ("dies", t.me):
        return _comes_and_dies(t, [hero], {hero: fate})
    hp = health(t.st, hero) - pair_get(t.st.damage, hero)
    return f"{t.hero(hero)} comes to you: {hp} Health against your {t.dungeon_damage(t.revealed(t.st), t.me)} damage"


_CHOICES = {
    "heal": _heal,
    "take_room": _take, "take_discard": _take, "draculord_take": _take, "search_monster": _take,
    "search_trap": _take, "succubus_kind": lambda t, c: "the kind of card you need more",
    "specter_victim": _victim, "succubus_victim": _victim, "draculord_victim": _victim,
    "robobo_destroy": _destroy,
    "gorgona": _kill,
    "mimic_hero": _bring, "seducia": _bring,
    "recycle": lambda t, c: "two Room cards for nothing",
    "draw_spell": lambda t, c: "a Spell card for nothing",
    "cerebellus": lambda t, c: "three Spells to choose from, for one discarded",
    "discard_spell": lambda t, c: "the Spell you need least",
    "build_order": lambda t, c: "its effect resolves first",
    "swap_first": lambda t, c: "Heroes meet the two Rooms in the other order",
    "swap_second": lambda t, c: "Heroes meet the two Rooms in the other order",
}


def _concede(t: Table, action: Concede) -> str:
    return "no way back is left"


_REASONS = {
    BuildRoom: _build, CastSpell: _cast, ActivateAbility: _ability, Pass: _pass, Discard: _discard,
    Choose: _choose, Concede: _concede,
}
