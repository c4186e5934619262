"""What-if bounds for `cardgame sim --stops` (magic): the hand-offs if the seat also
answered whole kinds of questions that the issue's stops ask. Not a seat: only a bound
on what any precision could gain (docs/tui.md, "Measured").

    .venv/bin/python tests/stops_what_if.py [GAMES SEED ...]   (default: 40 1 40 2)

Each line: the kinds also answered (`div`: every division of combat damage and every
order of triggers, with the default; `main2`: main phase 2 with an empty stack, a pass;
`resp`: the opponent's spell or ability, a pass), then the measure's line per run.
"""

from __future__ import annotations

import sys
from typing import Any

from cardgame.cards.pool import CardPool
from cardgame.cli import _load_decks
from cardgame.engine.decisions import ASSIGN_DAMAGE, ORDER_TRIGGERS, PRIORITY
from cardgame.engine.game import Game
from cardgame.handoffs import HandoffReport, HoldingAgent
from cardgame.rulesets import new_game
from cardgame.sim import derive_seed
from cardgame.stops import PASS, Stops, seat_answer


def _also(game: Game, drop: set[str]) -> Any | None:
    d = game.pending
    assert d is not None
    if d.kind in (ASSIGN_DAMAGE, ORDER_TRIGGERS) and "div" in drop:
        return d.default_answer()
    if d.kind == PRIORITY and game.step == "main2" and not game.stack and "main2" in drop:
        return dict(PASS)
    if d.kind == PRIORITY and game.stack and "resp" in drop:
        return dict(PASS)
    return None


def run(games: int, seed: int, drop: set[str]) -> str:
    """`handoffs.measure` for magic's bundled decks, with `_also` after the stops."""
    decks = _load_decks("magic", None)
    report = HandoffReport()
    for i in range(games):
        game = new_game("magic", decks, seed=derive_seed(seed, i, "game"),
                        options={"turn_limit": 200, "card_pool": CardPool.builtin("magic")})
        desc = game.rules.description
        agents = [HoldingAgent(derive_seed(seed, i, p), desc.main_steps, desc.questions)
                  for p in ("p1", "p2")]
        stops = (Stops.defaults(game), Stops.defaults(game))
        asked = handoffs = 0
        last: int | None = None
        while not game.over:
            d = game.pending
            assert d is not None
            auto = seat_answer(game, stops[d.player])
            if auto is None:
                auto = _also(game, drop)
            if auto is not None:
                game.answer(auto)
                continue
            asked += 1
            if last is not None and last != d.player:
                handoffs += 1
            last = d.player
            game.answer(agents[d.player].decide(game.view_for(d.player), d))
        report.games.append((asked, handoffs, game.turn))
    return report.line()


def main(argv: list[str]) -> None:
    nums = [int(a) for a in argv] or [40, 1, 40, 2]
    runs = list(zip(nums[::2], nums[1::2], strict=True))
    for drop in (set(), {"div"}, {"div", "main2"}, {"div", "main2", "resp"}):
        print(",".join(sorted(drop)) or "default stops")
        for games, seed in runs:
            print(f"  {games} games, seed {seed}: {run(games, seed, drop)}")


if __name__ == "__main__":
    main(sys.argv[1:])
