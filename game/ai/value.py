"""A two-player leaf evaluation that is not a weighted sum: a small neural network's odds that seat 0 wins.

The linear evaluation (``heuristics.SEARCH``) gives every feature one worth in Souls for the whole game;
the Hard bot's own games say a Room or a point of damage counts for much more on turn 2 than on turn 8,
and a Soul for more the nearer a seat is to ten. The network reads each seat's ``SEAT_FEATURES`` (the
table with this turn projected, ``heuristics.project``) and the ``GAME_FEATURES`` the seats share, through
one layer of ``tanh`` units; it is antisymmetric by construction (swap the seats and the odds are the
other way round), so its two seats' chances sum to one. ``python -m game.ai.fit_value --logs DIR...``
trains it on the games ``simulate --log-dir`` wrote and prints ``NET2``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import mul

from game.rules import State

from .heuristics import project, seat_features

SEAT_FEATURES = ("souls", "wounds", "wounds_past_3", "next_turn", "damage", "rooms", "level_ready", "cards",
                 "dungeon_full", "wound_cards", "leveled")
GAME_FEATURES = ("turn", "hero_deck", "epic_deck", "before_bait")


def features(st: State) -> tuple | None:
    """(seat 0's, seat 1's, the game's) features of a two-player ``st``, or None when its projection
    already ends the game (ten Souls or five Wounds) or a seat is out: the network has no say there."""
    if any(p.out for p in st.seats):
        return None
    gain_s, gain_w, nxt, damages = project(st)
    seats = []
    for s, p in enumerate(st.seats):
        f = seat_features(st, s, gain_s, gain_w, nxt, damages, False)
        if f[0] >= 10 or f[1] >= 5:
            return None
        seats.append(f[:7] + (f[8], float(len(p.dungeon) >= 5), float(len(p.wounds)), float(p.leveled)))
    game = (float(st.turn), float(len(st.hero_deck)), float(len(st.epic_deck)),
            float(st.phase in ("setup", "beginning", "build")))
    return seats[0], seats[1], game


@dataclass(frozen=True)
class Net:
    """The network's numbers: inputs are standardized (``mean``, ``scale``: the seat features, then the
    game's); hidden unit j reads seat ``x`` against seat ``y`` as ``tanh(mine[j].x + theirs[j].y +
    game[j].g + bias[j])``; the log-odds that seat 0 wins are ``out . (h(0, 1) - h(1, 0)) + linear . (x0 -
    x1)`` (standardized), times ``sharpness`` in the search (``chance``)."""

    seat_mean: tuple
    seat_scale: tuple
    game_mean: tuple
    game_scale: tuple
    mine: tuple
    theirs: tuple
    game: tuple
    bias: tuple
    out: tuple
    linear: tuple
    sharpness: float = 1.0

    def log_odds(self, a: tuple, b: tuple, g: tuple) -> float:
        """The log-odds that the seat with features ``a`` beats the one with ``b``, in a game ``g``."""
        na = [(x - m) / s for x, m, s in zip(a, self.seat_mean, self.seat_scale, strict=True)]
        nb = [(x - m) / s for x, m, s in zip(b, self.seat_mean, self.seat_scale, strict=True)]
        ng = [(x - m) / s for x, m, s in zip(g, self.game_mean, self.game_scale, strict=True)]
        z = sum(map(mul, self.linear, [x - y for x, y in zip(na, nb, strict=True)]))
        for mine, theirs, game, bias, out in zip(self.mine, self.theirs, self.game, self.bias, self.out, strict=True):
            c = bias + sum(map(mul, game, ng))
            ma, mb = sum(map(mul, mine, na)), sum(map(mul, mine, nb))
            ta, tb = sum(map(mul, theirs, na)), sum(map(mul, theirs, nb))
            z += out * (math.tanh(ma + tb + c) - math.tanh(mb + ta + c))
        return z

    def chance(self, st: State) -> float | None:
        """Seat 0's reward in the search for the two-player ``st``: its chance of winning, sharpened; None
        where ``features`` is None."""
        f = features(st)
        if f is None:
            return None
        z = self.sharpness * self.log_odds(*f)
        return 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0


# Fitted by ``python -m game.ai.fit_value --jobs 2 --logs ...`` on 6,108 logged games of Hard (and its trials) against
# greedy; see the module docstring.
NET2 = Net(
    seat_mean=(2.6001, 1.1746, 0.0473, -0.0094, 6.2770, 3.2208, 0.0167, 4.1924, 0.2895, 0.8406, 0.3164),
    seat_scale=(2.5077, 1.1432, 0.2122, 1.1150, 3.7758, 1.5085, 0.1281, 1.6372, 0.4535, 0.9717, 0.4651),
    game_mean=(4.2243, 4.8755, 7.6349, 0.4075),
    game_scale=(2.2445, 3.9839, 1.0216, 0.4914),
    mine=(
        (0.1673, -0.0733, -0.0454, -0.0128, -0.0159, -0.1195, -0.0413, 0.0541, 0.1099, -0.1374, 0.0846),
        (-0.1680, -0.1761, 0.0151, 0.1522, 0.2261, -0.1199, 0.1366, 0.2105, -0.1853, -0.0645, 0.0765),
        (0.1749, -0.0228, -0.0234, -0.0460, 0.1865, 0.5152, -0.1068, 0.1681, 0.0485, 0.0261, -0.2880),
        (0.2712, -0.0671, -0.1000, 0.0404, 0.1360, -0.0709, -0.2117, 0.1596, 0.0677, -0.0910, 0.1176),
        (-0.0893, -0.0731, 0.0468, -0.0788, 0.0590, -0.1411, -0.0787, -0.2008, -0.0008, -0.1598, -0.0045),
        (-0.1070, -0.0000, -0.1926, 0.0816, -0.1164, -0.0949, -0.0674, 0.0233, 0.0350, 0.1284, 0.1732),
        (0.1435, -0.0441, 0.0340, -0.3117, -0.0070, 0.0418, -0.1121, -0.0061, -0.1299, -0.1219, -0.0947),
        (-0.0521, -0.1318, 0.0436, 0.0040, 0.7231, 0.3796, -0.0070, -0.1318, -0.0175, -0.1187, -0.0239),
    ),
    theirs=(
        (-0.0832, 0.1929, -0.2762, 0.0387, 0.0096, -0.1002, -0.0544, 0.1746, -0.0291, 0.2356, 0.0034),
        (0.8508, 0.0656, -0.1616, -0.1287, 0.0004, 0.1869, -0.0474, -0.0625, 0.0649, -0.2474, -0.0654),
        (0.0169, -0.5747, -0.1277, -0.0743, 0.2049, -0.1718, 0.0001, -0.0514, -0.0537, -0.1532, 0.2295),
        (0.0194, -0.0946, 0.1233, -0.4070, -0.1563, 0.0245, -0.0439, -0.2258, -0.0750, -0.0675, -0.1981),
        (0.2246, -0.0272, -0.0314, -0.0212, -0.1074, 0.0922, 0.0725, -0.0810, 0.1017, -0.0142, 0.0994),
        (-0.2623, 0.1730, -0.0746, -0.0930, -0.7090, 0.5522, -0.0041, 0.1290, 0.2888, 0.0716, 0.1263),
        (0.0541, 0.0339, -0.1531, -0.0045, -0.6768, -0.0752, 0.0012, 0.0129, 0.0600, -0.0905, 0.0370),
        (-0.1978, -0.3704, 0.2316, 0.0546, 0.0046, 0.1650, 0.0870, 0.1000, -0.1118, -0.3689, 0.0700),
    ),
    game=(
        (0.1518, -0.1715, -0.1562, -0.1085),
        (0.0202, -0.0294, -0.1331, 0.0224),
        (-0.3777, 0.4103, -0.0148, 0.2173),
        (0.0688, -0.0955, 0.0008, 0.1934),
        (0.0666, -0.0179, -0.1909, -0.2078),
        (0.0099, -0.0333, 0.0055, 0.1768),
        (0.0776, -0.0483, -0.0504, 0.0232),
        (-0.0924, 0.1973, -0.0541, 0.0440),
    ),
    bias=(-0.8973, 0.2816, -0.2867, -0.4818, -0.5354, -0.3679, 0.2843, -0.0724),
    out=(0.4897, 0.6804, 0.7614, 0.4027, -0.2517, 0.7545, 0.5022, 0.6659),
    linear=(0.3989, -0.3319, 0.0774, -0.0941, -0.3543, 0.2958, 0.0554, 0.0933, 0.0949, -0.3164, -0.0380),
    sharpness=3.00,
)
