"""``python -m game simulate``: its progress while it runs and the report it ends with."""

import io
import re

from game.cli import Progress, main


def test_a_tiny_tournament_tells_its_progress_in_plain_lines_and_ends_with_a_report(capsys):
    assert main(["simulate", "--seats", "greedy,greedy", "--games", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "\r" not in out  # captured output is no terminal: plain lines, no bar redrawn in place
    lines = out.splitlines()
    assert lines[0] == "2 games, 2 players, seed 5, seats rotated each game, 1 job(s)"
    progress = [line for line in lines if re.match(r"\d+/2 games ", line)]
    assert [line.split()[0] for line in progress] == ["1/2", "2/2"]
    assert all(re.fullmatch(r"\d/2 games  \d+:\d\d elapsed  ~\d+:\d\d left  wins: greedy \d+%  greedy \d+%", line)
               for line in progress)
    report = out[out.index("win rates by bot:"):]
    rates = re.findall(r"(\d+) wins +(\d+\.\d)%  \(95% CI +(\d+\.\d)% - +(\d+\.\d)%\)", report)
    assert len(rates) == 4  # two bots, two seats
    for _, rate, low, high in rates:
        assert float(low) <= float(rate) <= float(high)
    assert sum(int(w) for w, *_ in rates[:2]) == 2 and sum(int(w) for w, *_ in rates[2:]) == 2
    assert re.search(r"game length: mean \d+\.\d turns \(\d+-\d+\), \d+\.\d decisions \(\d+-\d+\)", report)
    times = re.findall(r"greedy \((\d)\) +median +\d+\.\d ms  p95 +\d+\.\d ms  \((\d+) decisions\)", report)
    assert [entry for entry, _ in times] == ["0", "1"] and all(int(n) > 0 for _, n in times)


def test_the_same_tournament_on_two_workers_finds_the_same(capsys):
    args = ["simulate", "--seats", "greedy,random", "--games", "2", "--seed", "5"]
    main(args)
    one = capsys.readouterr().out
    main([*args, "--jobs", "2"])
    two = capsys.readouterr().out

    def wins(out: str) -> list:
        return re.findall(r"(\d+) wins", out)

    assert wins(one) == wins(two)
    assert "2/2 games" in two


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_terminal_sees_one_line_redrawn_and_a_log_a_line_every_few_games_or_seconds():
    clock, out = Clock(), io.StringIO()
    bar = Progress(4, ["hard", "greedy"], out, tty=True, clock=clock)
    for winner in (0, 1, 0, 0):
        clock.now += 30
        bar.add({"winner": winner})
    text = out.getvalue()
    assert text.count("\r") == 4 and text.endswith("\n") and text.count("\n") == 1
    assert text.split("\r")[2].startswith("[############............] 2/4 games  1:00 elapsed  ~1:00 left")
    assert "wins: hard 75%  greedy 25%" in text.split("\r")[-1]
    clock, out = Clock(), io.StringIO()
    hours = Progress(3, ["hard", "greedy"], out, tty=True, clock=clock)
    clock.now = 3600
    hours.add({"winner": 0})  # ~2:00:00 left
    hours.add({"winner": 0})  # ~30:00 left: a shorter line
    first, second = out.getvalue().split("\r")[1:]
    assert "~2:00:00 left" in first and "~30:00 left" in second
    assert len(second) == len(first) and second.endswith("greedy 0%  ")  # blanks out the longer line's end


    clock, out = Clock(), io.StringIO()
    log = Progress(100, ["hard", "greedy"], out, tty=False, every=10, seconds=60, clock=clock)
    for game in range(100):
        clock.now += 1 if game < 50 else 0.1
        log.add({"winner": game % 2})
    lines = out.getvalue().splitlines()
    assert [line.split("/")[0] for line in lines] == [str(n) for n in range(10, 101, 10)]
    assert lines[0] == "10/100 games  0:10 elapsed  ~1:30 left  wins: hard 50%  greedy 50%"

    clock, out = Clock(), io.StringIO()
    slow = Progress(100, ["hard", "greedy"], out, tty=False, every=50, seconds=60, clock=clock)
    for _ in range(3):
        clock.now += 40
        slow.add({"winner": 0})
    assert [line.split("/")[0] for line in out.getvalue().splitlines()] == ["2"]  # 80 s after the last line
