"""Cheaper hot paths (issue 15, item 2): shared printed characteristics and a plain log entry
must not change what the rules see (the SBA and auto-pass ones: test_hot_paths.py)."""

from __future__ import annotations

from cardgame.engine.cardmodel import CardDef
from cardgame.engine.layers import compute
from cardgame.engine.log import GameLog, LogEntry
from cardgame.engine.objects import GameObject

BEAR = CardDef("Bear", "magic", ("Creature",), power=2, toughness=2)


def test_objects_of_a_card_share_its_printed_characteristics() -> None:
    """Two untouched Bears of one controller read one printed `Chars`, built once."""
    a, b = GameObject(1, BEAR, 0), GameObject(2, BEAR, 0)
    assert compute(a) is compute(b)
    other = GameObject(3, BEAR, 1)  # another controller: its own
    assert compute(other) is not compute(a) and compute(other).controller == 1


def test_counters_give_an_object_its_own_characteristics() -> None:
    """A Bear with a +1/+1 counter is 3/3 and the other Bears stay 2/2."""
    plain, pumped = GameObject(1, BEAR, 0), GameObject(2, BEAR, 0)
    pumped.counters["+1/+1"] = 1
    assert (compute(pumped).power, compute(pumped).toughness) == (3, 3)
    assert (compute(plain).power, compute(plain).toughness) == (2, 2)
    assert compute(pumped) is not compute(GameObject(3, BEAR, 0))


class _Clock:
    turn = 3
    step = "main1"


def test_log_entries_still_compare_and_hash_by_value() -> None:
    log = GameLog(_Clock())
    log.add("704.5g", "sba", "{} is destroyed", "Bear")
    log.add("704.5g", "sba", "{} is destroyed", "Bear")
    first, second = log.entries
    assert first == second and hash(first) == hash(second) and len({first, second}) == 1
    assert str(first) == "T3 main1: Bear is destroyed (704.5g)"
    assert first != LogEntry(3, "main1", "704.5g", "sba", "{} is destroyed", ("Elf",))
