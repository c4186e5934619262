"""`cardgame card` and `cardgame cards`: the pool read as a player would."""

from __future__ import annotations

from typing import Any

from cardgame.cli import main


def test_card_shows_cost_types_stats_keywords_and_uses(capsys: Any) -> None:
    assert main(["card", "serra angel"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Serra Angel\n")
    for line in ("cost: {3}{W}{W}", "type: Creature — Angel", "stats: 4/4",
                 "keyword: flying — Can be blocked only by creatures with flying or reach",
                 "keyword: vigilance —", "white-blue-skies (2)",
                 "seed-vigilance-attacker-stays-untapped.toml"):
        assert line in out, line


def test_hkk_cards_by_hungarian_or_english_name(capsys: Any) -> None:
    assert main(["card", "Fire of the Phoenix", "--ruleset", "hkk"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A főnix tüze (Fire of the Phoenix)")
    assert "hkk-tuzmagia (3)" in out


def test_a_near_miss_says_did_you_mean_and_exits_2(capsys: Any) -> None:
    assert main(["card", "Serra Angle"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "did you mean 'Serra Angel'" in err
    assert err.count("\n") == 1


def test_cards_lists_and_filters(capsys: Any) -> None:
    assert main(["cards", "--ruleset", "magic", "flying"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith("magic  Serra Angel {3}{W}{W} — Creature — Angel [4/4]")
               for line in out)
    assert all("Grizzly Bears" not in line for line in out)
    assert out[-1].endswith("card(s)")
    assert main(["cards", "no card has this text"]) == 1
