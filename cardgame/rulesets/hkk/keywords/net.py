"""K131.2 net (Háló, icon 71): while a net card is in play, each player may successfully
play at most `net_limit` cards from hand per turn (H-net-limit, default 2), counting the
plays begun after the net arrived. A countered card was not played successfully."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def arrival(game: Game) -> int | None:
    """When the earliest working net card now in play arrived (a play sequence number)."""
    seqs = [int(o.extra.get("hk_arrived", 0)) for o in z.in_play(game)
            if ch.has(game, o, "net")]
    return min(seqs) if seqs else None


def refuses(game: Game, player: int) -> str | None:
    since = arrival(game)
    if since is None:
        return None
    limit = int(game.options.get("net_limit", 2))
    plays = game.players[player].extra.get("hand_plays", [])
    n = sum(1 for seq, status in plays if seq > since and status != "countered")
    if n >= limit:
        return (f"a net card (háló) is in play: at most {limit} card(s) from hand per turn "
                f"(K131.2, H-net-limit)")
    return None
