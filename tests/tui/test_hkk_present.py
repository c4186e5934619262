"""What an hkk game shows, without a terminal: layout, union pairs, card details, words."""

from __future__ import annotations

from test_hkk_snapshots import HKK_BOARD
from tui_helpers import scenario_factory

from cardgame.rulesets.hkk.ui_terms import UI
from cardgame.tui.present import battlefield_faces, board_layout, detail_lines


def test_guard_posts_face_each_other_with_reserve_and_table_behind() -> None:
    game = scenario_factory(HKK_BOARD)(0)
    assert board_layout(game) == (("guard_post",), ("reserve", "table"))


def test_a_union_pair_is_one_card_and_passive_cards_lie_sideways() -> None:
    game = scenario_factory(HKK_BOARD)(0)
    faces = battlefield_faces(game)
    wolves = [f for f in faces if f.name == "Szürke farkas"]
    assert len(wolves) == 1 and wolves[0].attachments == ("∪Szürke farkas",)
    assert wolves[0].pt == "4/4"
    passive = [f for f in faces if f.group == "reserve" and f.controller == 0]
    assert passive and all(f.tapped for f in passive)


def test_card_details_in_english_with_the_hungarian_beside() -> None:
    game = scenario_factory(HKK_BOARD)(0)
    obj = next(o for o in game.objects.values() if o.card.name == "Ezüstsereg")
    lines = dict(detail_lines(game, obj))
    assert lines["English"] == "Silver Host"
    assert lines["Zone"] == "Asztal (table)"
    assert "bűbáj" in lines["Type"]
    assert lines["State"].startswith("aktív")


def test_keyword_words() -> None:
    assert UI.keyword("union with farkas") == "Összefogás (farkas)"
    assert UI.keyword("magic attack") == "Mágikus támadás"
    assert UI.keyword_short("see invisibility") == "L.lát"
    assert UI.zone_gloss("void") == "Semmi (Void)"
