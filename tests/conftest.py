"""Every test keeps the user's data folder (saved games, exports) in a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory: pytest.TempPathFactory,
                         monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("cardgame-data")
    monkeypatch.setenv("CARDGAME_DATA_DIR", str(folder))
    return folder


def pytest_configure(config: pytest.Config) -> None:
    """CARDGAME_EXPECT_BUILD=compiled|pure (CI's wheel step): fail at once if the engine
    that imports is not that build, e.g. a source tree shadowing the installed wheel."""
    _check_build()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """...and fail the run if any engine module the tests imported came from the other."""
    if _check_build() is False:
        session.exitstatus = 1


def _check_build() -> bool | None:
    import os

    expected = os.environ.get("CARDGAME_EXPECT_BUILD", "").strip()
    if not expected:
        return None
    import cardgame.engine.game  # noqa: F401
    import cardgame.rulesets.hkk.ruleset  # noqa: F401
    import cardgame.rulesets.magic.ruleset  # noqa: F401
    from cardgame.build import COMPILED, PURE, imported_kinds

    want = {"compiled": COMPILED, "pure": PURE}.get(expected, expected)
    wrong = sorted(name for name, kind in imported_kinds().items() if kind != want)
    if wrong:
        raise pytest.UsageError(
            f"CARDGAME_EXPECT_BUILD={expected}, but {len(wrong)} engine modules are not, "
            f"e.g. {', '.join(wrong[:3])}")
    return True
