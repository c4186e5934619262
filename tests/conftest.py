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
