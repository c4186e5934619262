"""The shared parameter validator (engine.params): one table of types, used by both rulesets."""

from __future__ import annotations

from typing import Any

import pytest

from cardgame.engine.params import COMMON, ParamContext
from cardgame.rulesets.hkk import vocabulary as hkk_vocab
from cardgame.rulesets.magic import cardschema as magic_schema


class Bad(Exception):
    pass


def _err(path: Any, found: str, expected: str, hint: str = "") -> Exception:
    return Bad(f"{path}: found {found}, expected {expected}")


CTX = ParamContext(_err, "damage", "amount")


def test_a_type_is_registered_once() -> None:
    with pytest.raises(ValueError, match="registered already"):
        COMMON.register("int", lambda ctx, v, p: v)
    with pytest.raises(ValueError, match="registered already"):  # not even by a ruleset
        magic_schema.PARAMS.register("bool", lambda ctx, v, p: v)


def test_both_rulesets_use_the_common_types() -> None:
    for table in (magic_schema.PARAMS, hkk_vocab.PARAMS):
        assert table.check(CTX, "int", 3, ("x",)) == 3
        with pytest.raises(Bad, match=">= 0"):
            table.check(CTX, "int", -1, ("x",))
        assert table.check(CTX, "signed", -1, ("x",)) == -1
        assert table.check(CTX, ("a", "b"), "b", ("x",)) == "b"
        with pytest.raises(Bad, match="one of 'a', 'b'"):
            table.check(CTX, ("a", "b"), "c", ("x",))


def test_each_ruleset_adds_its_own_types() -> None:
    assert magic_schema.PARAMS.check(CTX, "mana", "{G}", ("x",)) == "{G}"
    assert hkk_vocab.PARAMS.check(CTX, "faces", [1, 6], ("x",)) == (1, 6)
    with pytest.raises(Bad, match="parameter type 'faces'"):  # hkk's, not magic's
        magic_schema.PARAMS.check(CTX, "faces", [1], ("x",))
    with pytest.raises(Bad, match="parameter type 'mana'"):
        hkk_vocab.PARAMS.check(CTX, "mana", "{G}", ("x",))
