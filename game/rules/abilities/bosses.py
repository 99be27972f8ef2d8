"""Boss Level Up powers, by card id."""

from __future__ import annotations

from ..effects import Ctx, ask, draw
from ..registry import LEVEL_UPS, frame
from ..state import alive
from .common import destroyable, discard_a_spell


def _robobo(ctx: Ctx, seat: int) -> None:
    """Every opponent picks one of their own Rooms and destroys it."""
    for opponent in reversed(alive(ctx.st)):  # pushed last runs first: XP order
        if opponent != seat:
            ask(ctx, opponent, "robobo_destroy", destroyable(ctx.st, opponent), ("destroy_own", opponent),
                source="robobo")


def _cerebellus(ctx: Ctx, seat: int) -> None:
    ask(ctx, seat, "cerebellus", ("draw",), ("cerebellus", seat), optional=True, source="cerebellus")


@frame("cerebellus")
def _cerebellus_draw(ctx: Ctx, f) -> None:
    ctx.pop()
    if f[2] is not None:
        draw(ctx, f[1], "spell", 3)
        discard_a_spell(ctx, f[1], "cerebellus")


def _gorgona(ctx: Ctx, seat: int) -> None:
    ask(ctx, seat, "gorgona", ctx.st.town, ("kill_in_town", seat), source="gorgona")


LEVEL_UPS.update(robobo=_robobo, cerebellus=_cerebellus, gorgona=_gorgona)
