"""The engine and the layers above the rulesets are ruleset-neutral (issue 10)."""

from __future__ import annotations

import re
from pathlib import Path

from cardgame.engine.ruleset import Ruleset

CARDGAME = Path(__file__).resolve().parent.parent / "cardgame"
NAMES = re.compile(r'"hkk"|"magic"|is_hkk|is_magic')


def _sources(*skip: str) -> list[Path]:
    return [p for p in sorted(CARDGAME.rglob("*.py"))
            if not any(p.relative_to(CARDGAME).as_posix().startswith(s) for s in skip)]


def test_no_ruleset_name_outside_the_rulesets() -> None:
    """Only the CLI's default ruleset names one (the TUI is the UI work's)."""
    found = [f"{p.relative_to(CARDGAME)}:{i}: {line.strip()}"
             for p in _sources("rulesets/", "tui/")
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if NAMES.search(line)]
    assert found == ['cli.py:19: DEFAULT_RULESET = "magic"']


def test_every_hook_the_layers_call_is_declared_on_the_base_class() -> None:
    """No probing: what `game.rules` / `rules` is asked is a declared `Ruleset` member
    (the TUI is the UI work's)."""
    used: set[str] = set()
    for p in _sources("rulesets/", "tui/"):
        text = p.read_text(encoding="utf-8")
        used.update(re.findall(r"(?<![-\w])rules\.([a-z_]+)\b(?!\.)", text))
        assert not re.search(r"getattr\((game\.|self\.)?rules\b", text), p
    undeclared = sorted(n for n in used if not hasattr(Ruleset, n)
                        and n not in Ruleset.__annotations__)
    assert undeclared == []


def test_no_zone_name_in_the_engine() -> None:
    zones = re.compile(r'"(battlefield|library|deck|graveyard|discard|exile|void|reserve|'
                       r'guard_post|table)"')
    for p in sorted((CARDGAME / "engine").glob("*.py")):
        if p.name == "description.py":  # the zone roles of the description contract
            continue
        assert not zones.search(p.read_text(encoding="utf-8")), p


def test_the_player_header_reads_each_rulesets_own_player_state() -> None:
    """Poison and the mana pool live in the magic player state, VP in hkk's."""
    from cardgame.cards.pool import CardPool
    from cardgame.rulesets import describe, new_game

    games = {}
    for name in ("magic", "hkk"):
        filler = CardPool.builtin(name).get("Filler")
        games[name] = new_game(name, [[filler] * 40] * 2, seed=1, start=False)
    magic, hkk = games["magic"], games["hkk"]
    magic.players[0].state.poison = 2
    magic.players[0].state.pool = {"G": 2}
    hkk.players[1].state.vp = 3
    assert ("☠", "2", "green") in describe("magic").ui.player_stats(magic, 0)
    assert ("Pool", "GG", "mana") in describe("magic").ui.player_stats(magic, 0)
    assert ("VP", "3", "cyan") in describe("hkk").ui.player_stats(hkk, 1)
