"""Hard chooses as it did on recorded requests (``tests/ai/hard_requests.py`` says how they were taken): a change
to the bots' code meant to leave Hard's play alone is held to it."""

from game.ai.search import HardBot
from tests.ai.hard_requests import budget, load


def test_hard_chooses_as_recorded():
    recorded = load()
    assert len(recorded) >= 40
    changed = [(i, chosen, action) for i, (seed, iterations, v, legal, chosen) in enumerate(recorded)
               if (action := HardBot(seed, budget(iterations)).choose(v, list(legal))) != chosen]
    assert not changed, f"{len(changed)} of {len(recorded)} recorded decisions changed, e.g. {changed[0]}"
