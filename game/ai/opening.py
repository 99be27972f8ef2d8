"""The ``hard`` bot's opening discard (R4): keep the five cards a fitted model says win most often.

The model is linear in features of the five cards kept (``KEEP_FEATURES``): one count per card design,
then the Rooms kept (and its square), whether no ordinary Room is kept, Rooms sharing a treasure with
the Boss, treasure kinds among the Rooms and the most Rooms of one kind, the Rooms' damage and the
Advanced Rooms. The coefficients (``KEEP``) are a logistic regression of who won greedy games played
with uniformly random opening discards on the difference of the two seats' features:
``python -m research.fit_opening --games 30000 --jobs 2`` prints them.
"""

from __future__ import annotations

from game.cards import CARDS, design_of
from game.rules import Action, Discard, View

from .heuristics import KINDS

DESIGNS = tuple(sorted(r.id for r in CARDS.rooms_of("base"))) + tuple(sorted(s.id for s in CARDS.spells_of("base")))
SHAPE = ("rooms", "rooms_squared", "no_ordinary", "boss_treasure", "kinds", "most_of_a_kind", "damage",
         "advanced")
KEEP_FEATURES = DESIGNS + SHAPE

# The change in the log-odds of winning per unit of each feature (research/README.md has the fit's figures).
KEEP = {
    "all_seeing_eye": -0.005, "beast_menagerie": +0.007, "bottomless_pit": -0.003, "boulder_ramp": +0.009,
    "brainsucker_hive": +0.077, "centipede_tunnel": -0.056, "construction_zone": +0.093, "dark_altar": -0.118,
    "dark_laboratory": -0.078, "dizzygas_hallway": -0.029, "dracolich_lair": -0.160, "dragon_hatchery": +0.029,
    "goblin_armory": +0.221, "golem_factory": +0.186, "haunted_library": -0.230, "jackpot_stash": -0.168,
    "liger_s_den": -0.013, "mimic_vault": -0.110, "minotaur_s_maze": +0.152, "monster_s_ballroom": +0.048,
    "monstrous_monument": +0.093, "neanderthal_cave": +0.221, "open_grave": +0.123, "recycling_center": -0.059,
    "specter_s_sanctum": +0.034, "succubus_spa": -0.011, "the_crushinator": -0.034, "torture_chamber": -0.129,
    "vampire_bordello": -0.019, "witch_s_kitchen": -0.067, "zombie_prison": -0.084, "annihilator": -0.017,
    "assassin": +0.105, "cave_in": -0.158, "counterspell": +0.006, "exhaustion": +0.088, "fear": -0.008,
    "freeze": -0.002, "giant_size": -0.006, "jeopardy": +0.065, "kobold_strike": +0.006, "motivation": -0.081,
    "princess_in_peril": -0.031, "soul_harvest": -0.003, "teleportation": +0.081, "trepidation": -0.057,
    "zombie_attack": +0.093, "rooms": -0.082, "rooms_squared": +0.000, "no_ordinary": -0.152,
    "boss_treasure": +0.071, "kinds": -0.033, "most_of_a_kind": +0.045, "damage": +0.130, "advanced": -0.237,
}


def keep_features(boss: str, kept) -> dict:
    """The model's features of keeping the cards ``kept`` under ``boss`` (zeros left out)."""
    x: dict = {}
    for c in kept:
        d = design_of(c)
        x[d] = x.get(d, 0) + 1
    rooms = [CARDS.rooms[design_of(c)] for c in kept if design_of(c) in CARDS.rooms]
    kinds = [k for r in rooms for k in r.treasure]
    boss_kinds = set(CARDS.bosses[boss].treasure)
    x.update(rooms=len(rooms), rooms_squared=len(rooms) ** 2,
             no_ordinary=0 if any(not r.advanced for r in rooms) else 1,
             boss_treasure=sum(1 for r in rooms if boss_kinds & set(r.treasure)),
             kinds=len(set(kinds)), most_of_a_kind=max((kinds.count(k) for k in KINDS), default=0),
             damage=sum(2 if r.x_damage else r.damage for r in rooms),
             advanced=sum(1 for r in rooms if r.advanced))
    return {k: v for k, v in x.items() if v}


def keep_value(boss: str, kept) -> float:
    """The model's log-odds score of keeping ``kept`` (higher is better). A card the fit never saw (the Items
    expansion's) counts by its shape alone."""
    return sum(KEEP.get(k, 0.0) * v for k, v in keep_features(boss, kept).items())


def best_discard(view: View, legal: list) -> Action:
    """The opening discard among ``legal`` that keeps the best-scored five cards (never a mulligan)."""
    me = view.seats[view.seat]
    discards = [a for a in legal if isinstance(a, Discard)]
    return max(discards, key=lambda a: keep_value(me.boss, [c for c in me.hand if c not in a.cards]))
