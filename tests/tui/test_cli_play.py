"""`cardgame play` starts the app with the right game (not run here); `cardgame` alone
opens the start screen first (tests/test_hotseat_cli.py)."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame import cli
from cardgame.tui.app import CardGameApp


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[CardGameApp]:
    apps: list[CardGameApp] = []

    def fake_run(self: CardGameApp, *args: Any, **kwargs: Any) -> None:
        apps.append(self)

    monkeypatch.setattr(CardGameApp, "run", fake_run)
    return apps


def test_play_without_options_plays_the_bundled_decks(started: list[CardGameApp]) -> None:
    assert cli.main(["play"]) == cli.EXIT_OK
    [app] = started
    game = app.game
    assert game.ruleset == "magic" and not game.over
    assert sorted(p.name for p in game.players) == ["Player 1", "Player 2"]
    assert not app.open_hands
    assert game.pending is not None and game.pending.kind == "yes_no"  # a mulligan


def test_play_options(started: list[CardGameApp], tmp_path: Any) -> None:
    deck = tmp_path / "bolts.txt"
    deck.write_text("# ruleset: magic\n36 Mountain\n4 Lightning Bolt\n", encoding="utf-8")
    assert cli.main(["play", "--deck1", str(deck), "--p1", "Ann", "--p2", "Ben",
                     "--open-hands", "--seed", "42"]) == cli.EXIT_OK
    [app] = started
    assert app.open_hands and app.seed == 42
    ann = next(p for p in app.game.players if p.name == "Ann")
    names = {app.game.objects[i].card.name for z in ann.zones.values() for i in z}
    assert names == {"Mountain", "Lightning Bolt"}


def test_bad_deck_is_one_line_and_exit_2(started: list[CardGameApp], capsys: Any) -> None:
    assert cli.main(["play", "--deck2", "/nonexistent/deck.txt"]) == cli.EXIT_USAGE
    assert not started
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1


def test_a_deck_breaking_the_casual_limits_is_refused_in_one_line(
        started: list[CardGameApp], tmp_path: Any, capsys: Any) -> None:
    """shared/formats/decks.md: `play` refuses a deck below the minimum size or with too
    many copies, naming the rule; no game starts."""
    deck = tmp_path / "bolts.txt"
    deck.write_text("# ruleset: magic\n20 Mountain\n20 Lightning Bolt\n", encoding="utf-8")
    assert cli.main(["play", "--deck1", str(deck)]) == cli.EXIT_USAGE
    assert not started
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"error: {deck}: casual deck rules: ")
    assert "20 copies of 'Lightning Bolt'" in err and "at most 4 of a card" in err
    assert "--deck-format casual|tournament" in err


def test_deck_format_tournament_refuses_a_40_card_deck(
        started: list[CardGameApp], tmp_path: Any, capsys: Any) -> None:
    deck = tmp_path / "forty.txt"
    deck.write_text("# ruleset: magic\n36 Mountain\n4 Lightning Bolt\n", encoding="utf-8")
    assert cli.main(["play", "--deck2", str(deck), "--deck-format", "tournament"]) \
        == cli.EXIT_USAGE
    assert not started
    err = capsys.readouterr().err
    assert "tournament magic needs at least 60 (100.2a)" in err and err.count("\n") == 1


def test_an_hkk_deck_over_the_copy_limit_is_refused(
        started: list[CardGameApp], tmp_path: Any, capsys: Any) -> None:
    deck = tmp_path / "angels.txt"
    deck.write_text("# ruleset: hkk\n4 Kisebb angyal\n36 Raiai őrszem\n", encoding="utf-8")
    assert cli.main(["play", "--ruleset", "hkk", "--deck1", str(deck)]) == cli.EXIT_USAGE
    assert not started
    assert "4 copies of 'Kisebb angyal'" in capsys.readouterr().err


def test_the_parser_offers_the_deck_formats_the_deck_rules_have() -> None:
    from cardgame.decks import MODES

    assert cli.DECK_FORMATS == MODES and cli.DEFAULT_DECK_FORMAT in MODES
