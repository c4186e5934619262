"""Simulation at scale: derived seeds, the replay-check policy, processes and a cluster."""

from __future__ import annotations

import os

import pytest

from cardgame import sim
from cardgame.cli import _load_decks


def _key(report: sim.SimReport) -> list[tuple[int, int, int | None, int, int, str | None]]:
    return [(r.index, r.seed, r.winner, r.turns, r.decisions, r.problem)
            for r in report.results]


def test_seeds_are_derived_by_hashing_and_never_shared() -> None:
    def seeds(run: int, games: int) -> set[int]:
        return {sim.derive_seed(run, i, role) for i in range(games)
                for role in ("game", "p1", "p2")}

    one, two = seeds(1, 2000), seeds(2, 2000)
    assert len(one) == 3 * 2000  # no two roles or games of a run share a stream
    assert not one & two  # runs with different seeds share no game
    # the old arithmetic collided: run 1's game 1_000_003 was run 2's game 0
    assert sim.derive_seed(1, 1_000_003, "game") != sim.derive_seed(2, 0, "game")


def test_two_runs_with_different_seeds_play_different_games() -> None:
    decks = _load_decks("magic", None)
    a = sim.run("magic", decks, 4, 1, check_replay="none")
    b = sim.run("magic", decks, 4, 2, check_replay="none")
    assert {r.seed for r in a.results}.isdisjoint({r.seed for r in b.results})


def test_replay_policy() -> None:
    decks = _load_decks("magic", None)
    replayed = {p: [r.replayed for r in sim.run("magic", decks, 12, 5, check_replay=p).results]
                for p in sim.REPLAY_POLICIES}
    assert all(replayed["all"])
    assert not any(replayed["none"])
    assert [i for i, x in enumerate(replayed["sample"]) if x] == [0, 10]
    with pytest.raises(ValueError):
        sim.run("magic", decks, 1, 1, check_replay="some")


@pytest.mark.parametrize("ruleset", ["magic", "hkk"])
def test_jobs_give_the_same_results(ruleset: str) -> None:
    decks = _load_decks(ruleset, None)
    one = sim.run(ruleset, decks, 60, 3, check_replay="sample", jobs=1)
    two = sim.run(ruleset, decks, 60, 3, check_replay="sample", jobs=2)
    assert _key(one) == _key(two)
    first_and_digest = [one.summary().splitlines()[i] for i in (0, -1)]
    assert first_and_digest == [two.summary().splitlines()[i] for i in (0, -1)]
    assert first_and_digest[1].startswith("digest of the final states: ")
    assert one.digest() != sim.run(ruleset, decks, 60, 4, check_replay="none").digest()


def test_a_local_dask_cluster_gives_the_same_results() -> None:
    if os.environ.get("CARDGAME_REQUIRE_DASK"):
        import dask.distributed  # noqa: F401 - CI installs the extra: it must be there
    else:
        pytest.importorskip("dask.distributed")
    from cardgame.cluster import block_runner, connect

    decks = _load_decks("magic", None)
    client = connect("local")
    try:
        on_cluster = sim.run("magic", decks, 50, 4, check_replay="sample",
                             block_runner=block_runner(client))
    finally:
        client.close()
        client.cluster.close()
    here = sim.run("magic", decks, 50, 4, check_replay="sample")
    assert _key(on_cluster) == _key(here)


def test_a_broken_game_comes_back_as_seed_and_answers() -> None:
    decks = _load_decks("magic", None)
    spec = sim.spec_for("magic", decks, 9, check_replay="none")
    r = sim.play_index(spec, decks, 0, keep_game=True)
    assert r.game is None  # a healthy game is not kept; results crossing processes are small
    full = sim.play_one("magic", decks, r.seed, check_replay=False, agent_seeds=r.agent_seeds)
    assert full.game is not None
    r.record = list(full.game.answers)  # what a worker returns for a broken game
    assert sim.rebuild("magic", decks, r).digest() == full.game.digest()
