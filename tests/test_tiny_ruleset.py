"""A third ruleset that lives only under tests/ (tests/tinyrules, "tally") plays through the
public code paths: `cardgame sim` random games and `cardgame scenario run` with its own
scenario files, with nothing in cardgame/ written for it (issue 10, item 6)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import tinyrules

from cardgame import sim
from cardgame.cards.pool import CardPool
from cardgame.cli import main
from cardgame.decks import load_deck
from cardgame.rulesets import ruleset_names
from cardgame.scenario.loader import loads_scenario

HERE = Path(tinyrules.__file__).parent
SCENARIOS = HERE / "scenarios"
DECKS = sorted(str(p) for p in (HERE / "decks").glob("*.txt"))
CARDGAME = Path(__file__).resolve().parent.parent / "cardgame"


@pytest.fixture(autouse=True)
def tally() -> Iterator[None]:
    tinyrules.register()
    yield
    tinyrules.unregister()


def test_it_is_registered_like_the_real_ones() -> None:
    assert ruleset_names()[-1] == "tally"
    assert CardPool.builtin("tally").get("Three").power == 3
    assert load_deck(DECKS[0]).ruleset == "tally"


def test_random_games_through_sim() -> None:
    pool = CardPool.builtin("tally")
    decks = [[pool.get(n) for n in load_deck(d).main] for d in DECKS]
    report = sim.run("tally", decks, 40, seed=1)
    assert not report.problems, report.problems  # each game ended and replayed the same
    assert {r.winner for r in report.results} == {0, 1}
    assert all(r.reason for r in report.results)


def test_the_sim_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--ruleset", "tally", "--games", "20", "--decks", *DECKS,
                 "--option", "target=6"]) == 0
    assert "20 games" in capsys.readouterr().out


def test_its_scenarios_through_the_scenario_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", "run", str(SCENARIOS)]) == 0
    assert "3 passed, 0 failed" in capsys.readouterr().out


def test_a_wrong_expectation_fails(tmp_path: Path) -> None:
    text = (SCENARIOS / "play-adds-points.toml").read_text().replace("score = 4", "score = 5")
    (tmp_path / "wrong.toml").write_text(text)
    assert main(["scenario", "run", str(tmp_path)]) == 1


def test_the_loader_reads_its_description() -> None:
    from cardgame.errors import FormatError

    base = 'format = 1\nname = "x"\nruleset = "tally"\n'
    with pytest.raises(FormatError, match="the magic action 'cast'"):
        loads_scenario(base + '[[do]]\nplayer = "p1"\ncast = "One"\n', "x.toml")
    with pytest.raises(FormatError, match="state.p1.battlefield"):
        loads_scenario(base + '[state.p1]\nbattlefield = ["One"]\n', "x.toml")
    with pytest.raises(FormatError, match="options.target"):
        main_options = base + "[options]\ntarget = 0\n"
        from cardgame.scenario.runner import run_scenario

        run_scenario(loads_scenario(main_options, "x.toml"))


def test_nothing_in_cardgame_is_written_for_it() -> None:
    for path in CARDGAME.rglob("*.py"):
        assert "tally" not in path.read_text(encoding="utf-8"), path


def test_a_plug_in_named_in_the_environment_joins_the_command_line() -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "CARDGAME_RULESETS": "tinyrules:register",
           "PYTHONPATH": str(HERE.parent)}
    out = subprocess.run([sys.executable, "-m", "cardgame", "scenario", "run", str(SCENARIOS)],
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    bad = subprocess.run([sys.executable, "-m", "cardgame", "sim", "--games", "1"],
                         env={**env, "CARDGAME_RULESETS": "no_such_module"},
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "CARDGAME_RULESETS" in bad.stderr
    assert "Traceback" not in bad.stderr
