"""K131.2 net (Háló, icon 71): while a net card is in play, each player may successfully
play at most `net_limit` cards from hand per turn (H-net-limit, default 2), counting the
plays begun after the net arrived. A countered card was not played successfully."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import zones as z

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def arrival(game: Game) -> int | None:
    """When the earliest working net card now in play arrived (a play sequence number).

    A united pair is one card with the pair's characteristics (K131.9): it has net only
    if both members have it, and then a net has been in play since the earlier of them
    arrived, whichever member is on top."""
    seqs = [_arrived(game, o) for o in z.in_play(game)
            if z.UNDER not in o.extra and ch.has(game, o, "net")]
    return min(seqs) if seqs else None


def _arrived(game: Game, obj: GameObject) -> int:
    seq = int(obj.extra.get("hk_arrived", 0))
    member = z.member_of(game, obj)
    return seq if member is None else min(seq, int(member.extra.get("hk_arrived", 0)))


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
