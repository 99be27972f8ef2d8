"""A two-player leaf evaluation that is not a weighted sum: a small neural network's odds that seat 0 wins.

The linear evaluation (``heuristics.SEARCH``) gives every feature one worth in Souls for the whole game;
the Hard bot's own games say a Room or a point of damage counts for much more on turn 2 than on turn 8,
and a Soul for more the nearer a seat is to ten. The network reads each seat's ``SEAT_FEATURES`` (the
table with this turn projected, ``heuristics.project``) and the ``GAME_FEATURES`` the seats share, through
one layer of ``tanh`` units; it is antisymmetric by construction (swap the seats and the odds are the
other way round), so its two seats' chances sum to one. ``python -m research.fit_value --logs DIR...``
trains it on the games ``simulate --log-dir`` wrote and prints ``NET2``. Only the trial ``hard-net``
(``research.trials``; README.md says what it measured) plays by it; the Hard bot keeps the linear evaluation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import mul

from game.ai.heuristics import project, seat_features
from game.rules import PHASES_BEFORE_BAIT, State

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
        # heuristics.FEATURES but the hand's value (a rival's hand is unknown), then three of the seat's own
        seats.append(f[:7] + (f[8], float(len(p.dungeon) >= 5), float(len(p.wounds)), float(p.leveled)))
    game = (float(st.turn), float(len(st.hero_deck)), float(len(st.epic_deck)),
            float(st.phase in PHASES_BEFORE_BAIT))
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


# Fitted by ``python -m research.fit_value --jobs 2 --logs ...`` on 6,108 logged games of Hard (and its trials) against
# greedy; see the module docstring.
NET2 = Net(
    seat_mean=(2.6001, 1.1746, 0.0473, -0.0094, 6.2770, 3.2208, 0.0167, 4.1924, 0.2895, 0.8406, 0.3164),
    seat_scale=(2.5077, 1.1432, 0.2122, 1.1150, 3.7758, 1.5085, 0.1281, 1.6372, 0.4535, 0.9717, 0.4651),
    game_mean=(4.2243, 4.8755, 7.6349, 0.4075),
    game_scale=(2.2445, 3.9839, 1.0216, 0.4914),
    mine=(
        (0.0000, 0.0823, 0.0000, 0.1645, 0.0781, 0.0651, 0.1230, 0.1949, 0.2252, 0.0957, 0.0367),
        (0.0389, -0.0396, 0.0000, 0.1015, -0.0186, 0.1832, 0.0076, 0.0974, 0.0208, -0.0002, -0.1759),
        (0.8422, -0.0004, 0.0000, -0.0418, -0.0711, 0.1157, -0.0203, -0.0167, 0.1357, -0.1912, -0.0480),
        (0.0000, -0.1708, -0.0004, 0.1032, -0.0107, 0.0859, -0.1977, 0.1377, 0.2031, -0.0223, 0.0692),
        (-0.1447, 0.0000, 0.0000, -0.1901, -0.7376, 0.1592, 0.0761, -0.0787, 0.1121, 0.0000, 0.0639),
        (0.0000, -0.0042, 0.0000, -0.0086, -0.0261, -0.4443, -0.0012, 0.1146, -0.0313, 0.0000, 0.2037),
        (0.0070, 0.0000, 0.0000, -0.1836, 0.0950, -0.0165, 0.0559, 0.2779, -0.2259, 0.0000, -0.1902),
        (0.0032, -0.0359, 0.0000, -0.0125, 0.6761, 0.5076, -0.0597, -0.0016, -0.0999, -0.0001, -0.0778),
    ),
    theirs=(
        (0.0452, -0.0884, 0.0000, -0.0271, 0.1257, -0.0338, 0.1611, 0.0433, 0.0716, -0.1521, 0.3555),
        (0.0000, 0.0000, 0.0000, -0.1754, 0.4589, -0.3641, 0.0395, -0.2337, -0.0539, 0.0000, 0.2062),
        (-0.0871, 0.0000, 0.0000, 0.1099, 0.1944, -0.2713, 0.0193, 0.0222, -0.0560, 0.0000, 0.0870),
        (-0.0057, 0.0000, 0.0000, -0.3233, -0.4635, 0.2995, 0.0451, 0.1284, 0.1908, 0.0000, 0.1315),
        (0.0044, 0.0000, 0.0000, 0.3590, -0.1466, -0.0208, 0.0349, 0.1049, -0.0277, 0.0000, -0.0191),
        (-0.0979, 0.1493, 0.0000, -0.0019, -0.4744, 0.3899, -0.0527, 0.1485, 0.1394, 0.2054, -0.0416),
        (-0.0173, 0.0000, 0.0000, 0.0831, -0.2247, -0.2110, 0.0460, -0.0689, 0.0295, 0.0000, 0.1481),
        (-0.0583, 0.0000, 0.0000, 0.1511, -0.0474, 0.1080, 0.0659, 0.1275, -0.0426, 0.0000, 0.0966),
    ),
    game=(
        (0.2090, -0.2166, -0.0915, -0.0318),
        (-0.1751, 0.2819, -0.0816, -0.1091),
        (0.0205, -0.0122, 0.0221, -0.0248),
        (-0.1064, 0.0807, 0.1223, 0.1139),
        (0.1467, -0.2224, 0.2030, -0.2318),
        (0.0269, -0.0245, -0.0349, 0.1286),
        (0.1782, -0.1906, -0.2367, -0.1832),
        (-0.4727, 0.5892, -0.0777, 0.0936),
    ),
    bias=(-0.1631, -0.7746, -1.6606, -0.1469, 0.2749, -0.9385, 0.7228, 0.1821),
    out=(-0.4376, 0.6097, 0.8623, 0.4451, -0.5681, 0.7324, 0.5473, 0.7689),
    linear=(0.0038, -0.0052, 0.0000, -0.0685, -0.1819, 0.1952, 0.1047, 0.0229, 0.1406, 0.0000, 0.1006),
    sharpness=3.00,
)
