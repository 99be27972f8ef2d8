"""How long a hot-seat game keeps its people waiting on Spell-window countdowns: the real table, headless, with a
steady clock, people who never answer a Spell window (they let every countdown run out) and decide everything
else at once as the greedy bot would.

    PYTHONPATH=. python tests/hot_seat_pace.py [--seats human,human,greedy] [--seed 5] [--answer-time 3]

It prints the seconds of countdown per turn (the "Any answer?" strip's and a person's own window's), the
windows that counted down (and how many of them were a second countdown in one round of a window), the
hand-offs, and the game's turns. ``pace`` is what the test calls.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(1, str(Path(__file__).resolve().parent))

FRAME = 0.05  # seconds a frame lasts on the steady clock


def _same_round(before, after) -> bool:
    """``game.rules.same_round``, for measuring a version of the game from before it had it."""
    fb, fa = before.flow, after.flow
    if not fb or not fa or len(fb) != len(fa) or fb[:-1] != fa[:-1]:
        return False
    wb, wa = fb[-1], fa[-1]
    return (type(wb).__name__ == type(wa).__name__ == "Window" and wa.passes > wb.passes
            and (wa.kind, wa.order, wa.builds, wa.spell) == (wb.kind, wb.order, wb.builds, wb.spell))


def pace(app, seats=("human", "human", "greedy"), seed: int = 5, answer_time: int = 3,
         max_frames: int = 200000) -> dict:
    """Play one game on ``app``'s loop; what the countdowns cost. People answer no Spell window: they wait for
    each countdown to run out; any other decision (a build, a choice, the opening discard) they make at once,
    as the greedy bot would; a hand-off they pass as soon as it takes a key."""
    import pygame
    from hot_seat_watch import AtOnceBots, SteadyClock

    from game.ai import bot_seed, make_bot
    from game.match import HUMAN, Match
    from game.rules import Pass
    try:
        from game.rules import same_round
    except ImportError:  # measuring a version of the game from before it could tell
        same_round = _same_round
    from game.settings import Settings
    from scenes.menus.game_over import GameOverScene
    from scenes.menus.handoff import HandoffScene
    from scenes.table import TableScene

    names = [("Ann", "Bob", "Cy", "Dee")[i] if kind == HUMAN else "" for i, kind in enumerate(seats)]
    m = Match.new(seats, seed=seed, names=names)
    table = TableScene(m, speed="instant", bots=AtOnceBots(), autosave=False,
                       settings=Settings(answer_time=answer_time), on_over=lambda t: None)
    app.clock = SteadyClock(round(FRAME * 1000))
    app.stack.push(table)
    app.stack.apply_pending()
    turns = table.turns
    out = {"countdown": 0.0, "handoff": 0.0, "windows": 0, "again": 0, "handoffs": 0, "frames": 0}
    counted, handed, first = None, None, None  # first: (step, state) of the round's first countdown
    for frame in range(max_frames):
        top = app.stack.top
        if m.over and table.director.idle or isinstance(top, GameOverScene):
            break
        if isinstance(top, HandoffScene):
            out["handoff"] += FRAME
            if handed is not top:
                handed = top
                out["handoffs"] += 1
            if top.t > 1.05:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="",
                                                     scancode=0))
                pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="",
                                                     scancode=0))
        elif table.overlay_open():
            table.close_overlays()
        elif table.director.idle and (table.model.asking is not None or table.model.counting()):
            if not table.model.answer_hold:
                out["countdown"] += FRAME
            if counted != m.step:
                counted = m.step
                out["windows"] += 1
                if first is not None and all(isinstance(a, Pass) for a in m.actions[first[0]:]) \
                        and same_round(first[1], m.state):
                    out["again"] += 1  # a second countdown in one round of a window
                else:
                    first = (m.step, m.state)
        elif table.model.offer is not None and table.director.idle and m.to_act == table.viewer:
            seat = m.to_act
            action = make_bot("greedy", bot_seed(m.setup.seed, m.step, seat)).choose(m.view(seat), m.legal())
            turns.submit(m.step, action)
        assert app._frame()
        out["frames"] = frame + 1
    out["turns"] = m.state.turn
    out["over"] = m.over
    out["per_turn"] = out["countdown"] / max(1, m.state.turn)
    app.stack.clear()
    app.stack.apply_pending()
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="human,human,greedy")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--answer-time", type=int, default=3)
    args = parser.parse_args(argv)
    import tempfile

    os.environ.setdefault("BOSSMONSTER_HOME", tempfile.mkdtemp(prefix="pace-"))
    from scenes.app import App

    app = App(window_size=(1280, 720), fps=0)
    out = pace(app, tuple(args.seats.split(",")), args.seed, args.answer_time)
    import game

    print(f"{Path(game.__file__).parent}: seats {args.seats}, seed {args.seed}, {args.answer_time} s to answer: "
          f"{out['turns']} turns "
          f"({'over' if out['over'] else 'NOT over'}), {out['countdown']:.1f} s of countdown in {out['windows']} "
          f"windows ({out['again']} a second one in a round) = {out['per_turn']:.1f} s a turn; "
          f"{out['handoffs']} hand-offs ({out['handoff']:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
