"""The `cardgame` command: play (the default), demo, sim, check, scenario run.

Every user error (a bad file, an unknown name) is printed as one line and exits with
code 2; no traceback reaches the user for bad input.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from cardgame.build import build_kind
from cardgame.errors import FormatError

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2
DEFAULT_RULESET = "magic"
# `cardgame.decks.MODES`, named here so that importing the CLI stays light (the deck
# reader loads the rulesets); tests/tui/test_cli_play.py checks that the two agree
DECK_FORMATS = ("casual", "tournament")
DEFAULT_DECK_FORMAT = "casual"


def _ruleset_choices() -> list[str]:
    """The registered rulesets (`cardgame.rulesets`), the only list of them."""
    from cardgame.rulesets import ruleset_names

    return ruleset_names()


def positive_int(text: str) -> int:
    """An argparse type: a whole number >= 1 (a count of games, a turn limit)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"found {text!r}, expected a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"found {value}, expected a whole number >= 1")
    return value


def whole_number(text: str) -> int:
    """An argparse type: any whole number (a seed), negative ones too."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"found {text!r}, expected a whole number") from None


def non_negative_float(text: str) -> float:
    """An argparse type: seconds >= 0 (a delay)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"found {text!r}, expected a number of seconds") from None
    if not value >= 0 or value == float("inf"):  # also refuses nan
        raise argparse.ArgumentTypeError(f"found {text}, expected a number of seconds >= 0")
    return value


def _save_folder(save: str) -> Path:
    """The `sim --save` folder, made now (before any game runs); FormatError if it can't be."""
    out = Path(save)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        why = e.strerror or type(e).__name__
        raise FormatError("--save", "", f"{save!r}, which cannot be made a folder ({why})",
                          "a folder that can be written") from None
    return out


def _load_decks(ruleset: str, paths: Sequence[str] | None,  # type: ignore[type-arg]
                deck_format: str | None = None) -> list[list]:
    """Two decks as card definitions (`decks.card_decks`): the bundled pair by default.
    `deck_format` (for `play`): a deck breaking that format's limits is refused."""
    from cardgame.decks import card_decks

    return card_decks(ruleset, paths, deck_format)


def _ruleset_options(ruleset: str, pairs: Sequence[str] | None) -> dict[str, object]:
    """`--option name=value` pairs, checked and typed by the ruleset (hkk house rules)."""
    from cardgame.engine.options import OptionError, parse_option
    from cardgame.rulesets import describe

    out: dict[str, object] = {}
    if not pairs:
        return out
    desc = describe(ruleset)
    for pair in pairs:
        name, eq, text = pair.partition("=")
        if not eq or not name.strip():
            raise FormatError("--option", "", repr(pair), "name=value, e.g. defence_bonus=false")
        try:
            out[name.strip()] = parse_option(desc, name.strip(), text)
        except OptionError as e:
            raise FormatError("--option", name.strip(), e.found, e.expected) from None
    return out


def cmd_sim(args: argparse.Namespace) -> int:
    from cardgame import sim
    from cardgame.agents.registry import check_name

    jobs = args.jobs if args.jobs is not None else sim.default_jobs()
    decks = _load_decks(args.ruleset, args.decks)
    options = _ruleset_options(args.ruleset, args.option)
    if args.stops or args.stops_detail:
        from cardgame.handoffs import measure

        before = measure(args.ruleset, decks, args.games, args.seed, use_stops=False,
                         turn_limit=args.turn_limit, options=options)
        after = measure(args.ruleset, decks, args.games, args.seed, use_stops=True,
                        turn_limit=args.turn_limit, options=options)
        print(f"{args.games} games of holding players ({args.ruleset})")
        print(f"engine auto-pass only: {before.line()}")
        print(f"default stops:         {after.line()}")
        if args.stops_detail:
            print("\n".join(after.detail()))
        return EXIT_OK
    out = _save_folder(args.save) if args.save else None
    runner = None
    if args.cluster:
        from cardgame.cluster import ClusterUnavailable, block_runner, connect

        try:
            runner = block_runner(connect(args.cluster))
        except ClusterUnavailable as e:
            print(f"error: {e}", file=sys.stderr)
            return EXIT_USAGE
    report = sim.run(args.ruleset, decks, args.games, args.seed, args.turn_limit,
                     keep_games=bool(args.save), options=options,
                     check_replay=args.check_replay, jobs=jobs, block_runner=runner,
                     agents=(check_name(args.p1), check_name(args.p2)),
                     swap_seats=args.swap_seats)
    print(report.summary())
    for r in report.problems:
        print(f"game {r.index} (seed {r.seed}): {r.problem}")
    if out is not None and report.problems:
        from cardgame.scenario.record import save_game

        for r in report.problems:
            game = r.game if r.game is not None else sim.rebuild(
                args.ruleset, decks, r, args.turn_limit, options)
            path = out / f"sim-{args.seed}-{r.index}.toml"
            try:
                save_game(game, path, name=f"sim seed {args.seed} game {r.index}: {r.problem}")
            except (ValueError, OSError) as e:
                print(f"not saved: game {r.index}: {e}")
                continue
            print(f"saved {path}")
    return EXIT_FAIL if report.problems else EXIT_OK


def cmd_bench(args: argparse.Namespace) -> int:
    """Fixed, seeded workloads: a table, and the same figures as JSON."""
    from cardgame import bench, sim

    if args.soak is not None:
        rows = bench.soak(args.soak, sim.default_jobs())
    else:
        rows = bench.run(quick=args.quick, tui=not args.no_tui)
    print(f"cardgame bench ({bench.build_kind()} build)")
    print(bench.table(rows))
    out = Path(args.json)
    try:
        bench.write_json(rows, out)
    except OSError as e:
        raise FormatError(str(out), "", e.strerror or "unwritable", "a file path for the "
                          "JSON results") from None
    print(f"wrote {out}")
    return EXIT_FAIL if any("violations" in r.workload for r in rows) else EXIT_OK


def cmd_demo(args: argparse.Namespace) -> int:
    """A game that plays itself: on the board when stdout is a terminal (two computer
    players at a watchable pace), else (or with --text) its log printed as it happens."""
    from cardgame.agents.registry import check_name

    check_name(args.p1)
    check_name(args.p2)
    if not args.text and sys.stdout.isatty():
        demo_app(args).run()
        return EXIT_OK
    return _demo_text(args)


DEMO_NAMES = ("Alice", "Bob")


def demo_app(args: argparse.Namespace, check_size: bool = True) -> Any:
    """The board demo of `args` (a test drives it headless)."""
    from cardgame.cards.pool import CardPool
    from cardgame.decks import bundled_decks
    from cardgame.engine.game import Game
    from cardgame.rulesets import new_game
    from cardgame.tui.demo import DemoApp, deck_pairs

    options = {"card_pool": CardPool.builtin(args.ruleset), "turn_limit": 100,
               **_ruleset_options(args.ruleset, args.option)}
    if args.decks:
        sets = [_load_decks(args.ruleset, args.decks)]
    else:
        found = [str(p) for p in bundled_decks(args.ruleset)]
        loaded = {p: _load_decks(args.ruleset, [p, p])[0] for p in found}
        if len(found) < 2:
            raise FormatError("decks/", "", f"{len(found)} bundled {args.ruleset} deck(s)",
                              "two bundled decks")
        sets = [[loaded[found[a]], loaded[found[b]]] for a, b in deck_pairs(len(found))]
    first = args.seed

    def make(seed: int) -> Game:
        decks = sets[(seed - first) % len(sets)] if args.loop else sets[0]
        return new_game(args.ruleset, decks, seed=seed, names=DEMO_NAMES, options=options)

    delay = args.delay if args.delay is not None else 1.0
    return DemoApp(make, seed=args.seed, names=DEMO_NAMES, agents=(args.p1, args.p2),
                   delay=delay, loop=args.loop, check_size=check_size)


def _demo_text(args: argparse.Namespace) -> int:
    """Today's printer: the log line by line, each computer's reasons indented below."""
    import time

    from cardgame.agents.registry import make_agent
    from cardgame.cards.pool import CardPool
    from cardgame.rulesets import new_game

    decks = _load_decks(args.ruleset, args.decks)
    options = {"card_pool": CardPool.builtin(args.ruleset), "turn_limit": 100,
               **_ruleset_options(args.ruleset, args.option)}
    game = new_game(args.ruleset, decks, seed=args.seed, names=DEMO_NAMES,
                    options=options)
    agents = (make_agent(args.p1, args.ruleset, args.seed * 2 + 1),
              make_agent(args.p2, args.ruleset, args.seed * 2 + 2))
    delay = args.delay if args.delay is not None else (0.03 if sys.stdout.isatty() else 0.0)
    shown = 0
    decisions = 0

    def show() -> None:
        nonlocal shown
        for entry in game.log.entries[shown:]:
            print(entry, flush=bool(delay))
            if delay:
                time.sleep(delay)
        shown = len(game.log.entries)

    while not game.over:
        show()
        d = game.pending
        assert d is not None
        agent = agents[d.player]
        game.answer(agent.decide(game.view_for(d.player), d))
        why = getattr(agent, "explanation", "")
        show()
        if why:
            print(f"    {game.players[d.player].name}: {why}", flush=bool(delay))
        decisions += 1
    show()
    print()
    who = "draw" if game.winner is None else game.players[game.winner].name
    print(f"Result: {who} — {game.end_reason} ({game.end_rule}); {decisions} decisions")
    return EXIT_OK


def cmd_play(args: argparse.Namespace) -> int:
    """A hot-seat game in the terminal (Textual): two players at one keyboard."""
    import random

    from cardgame.decks import bundled_decks
    from cardgame.rulesets import ruleset_names

    if args.ruleset not in ruleset_names():
        raise FormatError("--ruleset", "", repr(args.ruleset),
                          "one of: " + ", ".join(ruleset_names()))

    given = [args.deck1, args.deck2]
    paths: list[str] | None = None
    if any(given):
        found = [str(p) for p in bundled_decks(args.ruleset)]
        paths = [g or (found[i] if i < len(found) else "") for i, g in enumerate(given)]
        if not all(paths):
            raise FormatError("decks/", "", f"{len(found)} bundled {args.ruleset} deck(s)",
                              "a bundled deck for the player without --deck1/--deck2")
    from cardgame.agents.registry import seat_names

    decks = _load_decks(args.ruleset, paths, args.deck_format)
    names = seat_names(args.p1, args.p2)  # "Computer (ai)" for a computer seat
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
    options = _ruleset_options(args.ruleset, args.option)

    return _play(args.ruleset, decks, names, seed, options, open_hands=args.open_hands)


def _play(ruleset: str, decks: list[list[Any]], names: tuple[str, str], seed: int,
          options: dict[str, Any], open_hands: bool = False,
          resume: Any = None) -> int:
    """Run the hot-seat app; every game is journaled (autosave) and resumable."""
    from cardgame.journal import JournaledGames, default_folder, new_setup
    from cardgame.tui.app import CardGameApp

    def setup_for(s: int) -> Any:
        return new_setup(ruleset, decks, s, names, options)

    from cardgame.agents.registry import computers_in

    _check_writable(resume.path if resume is not None else None, default_folder())
    journaled = JournaledGames(setup_for, resume=resume)
    app = CardGameApp(journaled, seed=seed, open_hands=open_hands, journaled=journaled,
                      computers=computers_in(names))
    app.run()
    journal = journaled.journal
    if journal is not None and not app.game.over:
        print(f"The game is saved: continue it with `cardgame resume` ({journal.path})")
    return EXIT_OK


def _check_writable(journal: Path | None, folder: Path) -> None:
    """Before the board opens: every answer will be saved, so the saved games' folder (a
    new game's journal goes there) and the journal being continued must be writable;
    FormatError (one line) if not, rather than a failure at the first answer."""
    import os

    expected = ("a folder for the saved games that can be written (CARDGAME_DATA_DIR "
                "chooses another)")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise FormatError(str(folder), "", f"a folder that cannot be made "
                          f"({e.strerror or type(e).__name__})", expected) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise FormatError(str(folder), "", "a folder that cannot be written", expected)
    if journal is not None and not os.access(journal, os.W_OK):
        raise FormatError(str(journal), "", "a saved game that cannot be written "
                          "(read-only)", "a journal the game can add its answers to")


def cmd_resume(args: argparse.Namespace) -> int:
    """Continue the latest unfinished game, or the one in FILE."""
    from cardgame.journal import latest_unfinished, read_journal

    if args.file:
        path = Path(args.file)
    else:
        latest = latest_unfinished()
        if latest is None:
            print("error: no unfinished saved game to continue (see `cardgame games`)",
                  file=sys.stderr)
            return EXIT_USAGE
        path = latest.path
    contents = read_journal(path)
    if contents.damage is not None:
        good = len(contents.answers)
        print(f"error: {path}: damaged at {contents.damage}; the last good state has "
              f"{good} answer(s).", file=sys.stderr)
        if not args.good_part:
            print("Continue from the last good state with `cardgame resume --good-part "
                  f"{path}` (the damaged file is kept as a copy).", file=sys.stderr)
            return EXIT_USAGE
    setup = contents.setup
    return _play(setup.ruleset, [], setup.names, setup.seed, dict(setup.options),
                 open_hands=args.open_hands, resume=contents)


def cmd_games(args: argparse.Namespace) -> int:
    """The saved games, newest first: date, ruleset, players, turn, result."""
    from cardgame.journal import default_folder, list_games

    unreadable: list[FormatError] = []
    games = list_games(unreadable=unreadable)
    if not games:
        print(f"no saved games in {default_folder()}")
    for g in games:
        state = g.result or ("damaged" if g.damaged else "in progress")
        print(f"{g.created}  {g.ruleset:<6} {g.names[0]} vs {g.names[1]}, turn {g.turn}, "
              f"{state}  {g.path}")
    for e in unreadable:  # kept as they are; said once each, so that none is lost unseen
        print(f"not listed: {e}")
    return EXIT_OK


def cmd_export(args: argparse.Namespace) -> int:
    """Write a saved game (the latest by default) as a scenario file."""
    from cardgame.export import export_game
    from cardgame.journal import game_from_setup, list_games, read_journal, rebuild

    if args.game:
        path = Path(args.game)
    else:
        games = list_games()
        if not games:
            print("error: no saved game to export (see `cardgame games`)", file=sys.stderr)
            return EXIT_USAGE
        path = games[0].path
    contents = read_journal(path)
    game = rebuild(contents, game_from_setup)
    try:
        out = export_game(game, Path(args.to) if args.to else None,
                          name=f"exported game {path.stem}, turn {game.turn}")
    except ValueError as e:
        print(f"error: {path}: not exported: {e}", file=sys.stderr)
        return EXIT_USAGE
    except OSError as e:  # the folder can't be made or written (nothing is left in it)
        from cardgame.export import default_folder

        folder = args.to if args.to else str(default_folder())
        why = e.strerror or type(e).__name__
        raise FormatError("--to" if args.to else "export", "",
                          f"{folder!r}, which cannot be made a folder and written ({why})",
                          "a folder that can be written") from None
    print(f"exported {out} — replay it with: cardgame replay {out}")
    return EXIT_OK


def cmd_start(args: argparse.Namespace) -> int:
    """`cardgame` alone: the start screen, then what was chosen."""
    from cardgame.decks import bundled_decks
    from cardgame.journal import latest_unfinished, read_journal
    from cardgame.rulesets import get_ruleset, ruleset_names
    from cardgame.tui.start import StartApp, StartOptions

    rulesets = [(n, get_ruleset(n).description.title) for n in ruleset_names()]
    decks = {n: [*bundled_decks(n), *_user_decks()] for n in ruleset_names()}
    choice = StartApp(StartOptions(rulesets, decks, latest_unfinished(),
                                   computer_seats=["ai", "ai:easy"],
                                   deck_problem=_deck_problem,
                                   replay_problem=_replay_problem)).run()
    if choice is None:
        return EXIT_OK
    if choice.kind == "continue" and choice.path is not None:
        contents = read_journal(choice.path)
        setup = contents.setup
        return _play(setup.ruleset, [], setup.names, setup.seed, dict(setup.options),
                     resume=contents)
    if choice.kind == "replay" and choice.path is not None:
        from cardgame.scenario.loader import load_scenario
        from cardgame.tui.replay import ReplayApp

        ReplayApp(load_scenario(choice.path)).run()
        return EXIT_OK
    import random

    from cardgame.agents.registry import seat_names

    loaded = _load_decks(choice.ruleset, list(choice.decks), DEFAULT_DECK_FORMAT)
    seed = random.SystemRandom().randrange(1 << 31)
    who = [name if kind == "human" else kind  # a computer seat is named by its agent
           for name, kind in zip(choice.names, choice.seats, strict=True)]
    return _play(choice.ruleset, loaded, seat_names(who[0], who[1]), seed,
                 _ruleset_options(choice.ruleset, None))


def _deck_problem(ruleset: str, path: str) -> str | None:
    """Why the start screen's deck can't be played (`play`'s casual checks), or None."""
    try:
        _load_decks(ruleset, [path], DEFAULT_DECK_FORMAT)
    except FormatError as e:
        return str(e)
    return None


def _replay_problem(path: Path) -> str | None:
    """Why the start screen's file can't be replayed (not a scenario file), or None."""
    from cardgame.scenario.loader import load_scenario

    try:
        load_scenario(path)
    except FormatError as e:
        return str(e)
    return None


def _user_decks() -> list[Path]:
    """Deck files in the user's deck folder (`<data folder>/decks`), if any."""
    from cardgame.journal import data_folder

    folder = data_folder() / "decks"
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in (".txt", ".dck"))


def cmd_check(args: argparse.Namespace) -> int:
    """Validate card, deck and scenario files (folders: every such file inside)."""
    status = EXIT_OK
    for name in args.files:
        if not name.strip():
            print("error: check: found an empty path, expected a file or folder",
                  file=sys.stderr)
            status = EXIT_USAGE
            continue
        path = Path(name)
        files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in
                       (".toml", ".txt", ".dck", ".journal")) if path.is_dir() else [path]
        if path.is_dir() and not files:
            print(f"error: {name}: found a folder with no .toml, .txt, .dck or .journal "
                  "file, expected card, deck, scenario or saved game files", file=sys.stderr)
            status = EXIT_USAGE
        for f in files:
            try:
                print(f"ok: {f}: {_check_one(f)}")
            except FormatError as e:  # several errors of one file: a line each
                for line in str(e).splitlines():
                    print(f"error: {line}", file=sys.stderr)
                status = EXIT_USAGE
    return status


def _check_one(f: Path) -> str:
    """What a valid file holds; FormatError when it isn't valid."""
    from cardgame.cards.loader import load_card_file
    from cardgame.decks import load_deck

    if f.suffix == ".journal":  # a saved game: read, and replayed to its last answer
        from cardgame.journal import game_from_setup, read_journal, rebuild

        contents = read_journal(f)
        game = rebuild(contents, game_from_setup)
        s = contents.setup
        if contents.damage is not None:  # the good part replays; the rest is an error
            where, _, why = contents.damage.partition(": ")
            raise FormatError(str(f), where, why, "a saved game record", hint=(
                f"the {len(contents.answers)} answer(s) before it replay: `cardgame resume "
                "--good-part` continues from them"))
        return (f"saved {s.ruleset} game, {s.names[0]} vs {s.names[1]}, "
                f"{len(contents.answers)} answer(s), turn {game.turn}")
    if f.suffix != ".toml":
        deck = load_deck(str(f))
        side = f" + {len(deck.sideboard)} sideboard" if deck.sideboard else ""
        return f"{deck.ruleset} deck {deck.name!r}, {len(deck.main)} cards{side}"
    from cardgame.userfiles import read_user_text

    text = read_user_text(f, "a card or scenario TOML file")
    if _is_scenario_text(text, f):
        from cardgame.scenario.runner import prepare_file

        return f"scenario {prepare_file(f).sc.name!r}"
    return f"{len(load_card_file(f))} card(s)"


def _is_scenario_text(text: str, path: Path) -> bool:
    """A scenario file has a top-level `format` key (card files never do), wherever it
    stands after comments. Parsed with the project's guarded TOML reader (no slow parse);
    text it refuses is left to the card loader, which gives the same message."""
    from cardgame.tomlsource import loads_toml

    try:
        return "format" in loads_toml(text, str(path)).data
    except FormatError:
        return text.lstrip().startswith("format")


def cmd_card(args: argparse.Namespace) -> int:
    """A card as a player reads it, and where the project uses it."""
    from cardgame import lookup

    try:
        found = lookup.find(args.name, args.ruleset)
    except lookup.NoSuchCard as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_USAGE
    for i, f in enumerate(found):
        if i:
            print()
        print("\n".join(lookup.describe(f)))
    return EXIT_OK


def cmd_cards(args: argparse.Namespace) -> int:
    """The card pool, one line per card, filtered by TEXT."""
    from cardgame import lookup

    rows = lookup.listing(args.ruleset, args.text or "")
    if not rows:
        print(f"no card matches {args.text!r}", file=sys.stderr)
        return EXIT_FAIL
    print("\n".join(rows))
    print(f"{len(rows)} card(s)")
    return EXIT_OK


def cmd_replay(args: argparse.Namespace) -> int:
    """Step through a scenario file (or a recorded game) in the terminal UI."""
    from cardgame.scenario.loader import load_scenario
    from cardgame.tui.replay import ReplayApp

    ReplayApp(load_scenario(args.file)).run()
    return EXIT_OK


def cmd_scenario_run(args: argparse.Namespace) -> int:
    from cardgame.scenario.runner import run_paths

    return run_paths(args.paths, junit=args.junit, keyword=args.k, verbose=args.verbose,
                     log=args.log)


def installed_version() -> str:
    """The version pip installed (the package metadata), so it never drifts from pyproject."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("cardgame")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown (not installed)"


class _Parser(argparse.ArgumentParser):
    """Usage errors as ONE line on stderr and exit code 2, like every other user error
    (argparse's own prints the whole usage first); `--help` still shows the usage."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"error: {self.prog}: {message} (see `{self.prog} --help`)\n")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="cardgame", description=(
        "A trading-card-game rules engine: Magic: The Gathering and Hatalom Kártyái."))
    p.add_argument("--version", action="version",
                   version=f"%(prog)s {installed_version()} ({build_kind()})")
    sub = p.add_subparsers(dest="command")
    rulesets = _ruleset_choices()

    pl = sub.add_parser("play", help="a hot-seat game in the terminal (the default command)")
    pl.add_argument("--ruleset", default=DEFAULT_RULESET, choices=rulesets)
    pl.add_argument("--deck1", metavar="FILE", help="player 1's deck (default: bundled)")
    pl.add_argument("--deck2", metavar="FILE", help="player 2's deck (default: bundled)")
    pl.add_argument("--p1", metavar="NAME", default="Player 1",
                    help="player 1's name, or a computer: ai, ai:easy, heuristic, random")
    pl.add_argument("--p2", metavar="NAME", default="Player 2",
                    help="player 2's name, or a computer: ai, ai:easy, heuristic, random")
    pl.add_argument("--open-hands", action="store_true",
                    help="show both hands (no hand-off screen between players)")
    pl.add_argument("--seed", type=whole_number, help="seed of the shuffles (default: random)")
    pl.add_argument("--option", action="append", metavar="NAME=VALUE",
                    help="a ruleset option (hkk house rules: docs/hkk-house-rules.md)")
    pl.add_argument("--deck-format", choices=DECK_FORMATS, default=DEFAULT_DECK_FORMAT,
                    help="the deck-construction limits a deck must keep (docs/decks.md); "
                         "default casual")
    pl.set_defaults(func=cmd_play)

    s = sub.add_parser("sim", help="random legal games with invariant checks; reports speed")
    s.add_argument("--ruleset", default=DEFAULT_RULESET, choices=rulesets)
    s.add_argument("--games", type=positive_int, default=100, help="how many games (>= 1)")
    s.add_argument("--seed", type=whole_number, default=1)
    s.add_argument("--decks", nargs=2, metavar=("A", "B"), help="two deck files")
    s.add_argument("--turn-limit", type=positive_int, default=200,
                   help="a game still going after this many turns is a draw (default 200)")
    s.add_argument("--save", metavar="DIR", help="save games that broke an invariant here")
    s.add_argument("--jobs", type=positive_int, metavar="N",
                   help="processes to spread the games over (default: the number of cores); "
                   "the results are the same for any N")
    s.add_argument("--check-replay", choices=("all", "sample", "none"), default="sample",
                   help="replay games from seed and answers and compare digests: every game, "
                   "every tenth plus suspicious ones (default), or none")
    s.add_argument("--cluster", metavar="ADDRESS",
                   help="run the games on a Dask cluster (tcp://host:port, or 'local'); "
                   "needs the 'cluster' extra")
    s.add_argument("--p1", metavar="AGENT", default="random",
                   help="who plays seat 1: random (default), heuristic, ai, ai:easy")
    s.add_argument("--p2", metavar="AGENT", default="random",
                   help="who plays seat 2: random (default), heuristic, ai, ai:easy")
    s.add_argument("--swap-seats", action="store_true",
                   help="every second game the two agents swap seats (and decks)")
    s.add_argument("--stops", action="store_true",
                   help="instead: questions and hand-offs per turn of two holding players, "
                   "with and without the seats' default stops (docs/tui.md)")
    s.add_argument("--stops-detail", action="store_true",
                   help="as --stops, and the hand-offs per turn by cause (question kind, "
                   "turn and step) to see where the keyboard moves")
    s.add_argument("--option", action="append", metavar="NAME=VALUE",
                   help="a ruleset option (hkk house rules: docs/hkk-house-rules.md)")
    s.set_defaults(func=cmd_sim)

    d = sub.add_parser("demo", help="a game that plays itself on the board (two computers)")
    d.add_argument("--ruleset", default=DEFAULT_RULESET, choices=rulesets)
    d.add_argument("--seed", type=whole_number, default=1)
    d.add_argument("--decks", nargs=2, metavar=("A", "B"))
    d.add_argument("--delay", type=non_negative_float,
                   help="board: seconds between visible actions (default 1); --text: "
                   "between log lines (default 0.03 on a terminal)")
    d.add_argument("--text", action="store_true",
                   help="print the log instead of showing the board (always when piped)")
    d.add_argument("--loop", action="store_true",
                   help="board: after each game, a new one with the next bundled decks")
    d.add_argument("--p1", metavar="AGENT", default="ai",
                   help="who plays: ai (default), ai:easy, heuristic, random")
    d.add_argument("--p2", metavar="AGENT", default="ai",
                   help="who plays: ai (default), ai:easy, heuristic, random")
    d.add_argument("--option", action="append", metavar="NAME=VALUE",
                   help="a ruleset option (hkk house rules: docs/hkk-house-rules.md)")
    d.set_defaults(func=cmd_demo)

    b = sub.add_parser("bench", help="fixed, seeded speed workloads: a table and JSON")
    b.add_argument("--json", metavar="FILE", default="bench.json",
                   help="where to write the figures (default: bench.json)")
    b.add_argument("--quick", action="store_true",
                   help="a tenth of the games: a smoke test, not figures to compare")
    b.add_argument("--no-tui", action="store_true", help="skip the terminal UI latency rows")
    b.add_argument("--soak", type=positive_int, metavar="N",
                   help="instead: N games per ruleset with every check on, over all cores")
    b.set_defaults(func=cmd_bench)

    rs = sub.add_parser("resume", help="continue the latest unfinished game, or FILE")
    rs.add_argument("file", nargs="?", help="a saved game's journal (see `cardgame games`)")
    rs.add_argument("--good-part", action="store_true",
                    help="continue a damaged journal from its last good state")
    rs.add_argument("--open-hands", action="store_true", help="show both hands")
    rs.set_defaults(func=cmd_resume)

    gs = sub.add_parser("games", help="list the saved games")
    gs.set_defaults(func=cmd_games)

    ex = sub.add_parser("export", help="write a saved game as a scenario file")
    ex.add_argument("game", nargs="?", help="a saved game's journal (default: the latest)")
    ex.add_argument("--to", metavar="DIR", help="folder for the file (default: the user's "
                    "exports folder)")
    ex.set_defaults(func=cmd_export)

    cd = sub.add_parser("card", help="show a card: cost, types, stats, keywords with their "
                        "reminders, abilities, text, and the decks and scenarios using it")
    cd.add_argument("name", help="the card's name (case ignored; hkk cards also by English)")
    cd.add_argument("--ruleset", choices=rulesets, help="look only in this ruleset's pool")
    cd.set_defaults(func=cmd_card)

    cs = sub.add_parser("cards", help="list the card pool, filtered by TEXT")
    cs.add_argument("text", nargs="?", help="only cards whose name, type, keywords or text "
                    "contain this")
    cs.add_argument("--ruleset", choices=rulesets, help="only this ruleset's pool")
    cs.set_defaults(func=cmd_cards)

    rp = sub.add_parser("replay", help="step through a scenario or recorded game in the "
                        "terminal UI (space/→ next, ← back, Home/End, q)")
    rp.add_argument("file")
    rp.set_defaults(func=cmd_replay)

    c = sub.add_parser("check", help="validate card, deck, scenario and saved game files")
    c.add_argument("files", nargs="+")
    c.set_defaults(func=cmd_check)

    sc = sub.add_parser("scenario", help="scenario files: run, validate")
    scsub = sc.add_subparsers(dest="scenario_command", required=True,
                              metavar="run|validate")
    r = scsub.add_parser("run", help="run scenario files and folders")
    r.add_argument("paths", nargs="+")
    r.add_argument("--junit", metavar="FILE", help="write a JUnit XML report")
    r.add_argument("-k", metavar="TEXT", help="only scenarios whose file name, name, rules "
                   "or tags contain TEXT (none: exit 2)")
    r.add_argument("-v", "--verbose", action="store_true", help="print each failure in full")
    r.add_argument("--log", action="store_true", help="print the game log of every scenario")
    r.set_defaults(func=cmd_scenario_run)
    v = scsub.add_parser("validate", help="check scenario files and folders without running "
                         "them (what `run` checks first; the same as `cardgame check`)")
    v.add_argument("files", nargs="+", metavar="paths")
    v.set_defaults(func=cmd_check)
    return p


def _printable_output() -> None:
    """Output never fails on a character the terminal's encoding can't hold: a file name
    that is not UTF-8 (its bytes kept as surrogates) or odd text in a file would otherwise
    end the command with an encoding error under a strict UTF-8 locale. Such characters
    are printed as escapes (\\udcff)."""
    for stream in (sys.stdout, sys.stderr):
        if getattr(stream, "errors", None) != "strict":
            continue
        try:
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            pass


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _printable_output()
    if argv == ["--version"]:  # answered before the parser lists the rulesets: fast
        print(f"cardgame {installed_version()} ({build_kind()})")
        return 0
    try:
        parser = build_parser()
    except ValueError as e:  # a bad CARDGAME_RULESETS plug-in name
        print(f"error: {e}", file=sys.stderr)
        return EXIT_USAGE
    if argv and argv[0].startswith("-") and argv[0] not in ("-h", "--help", "--version"):
        argv = ["play", *argv]  # `cardgame --seed 11`: the play options on the bare command
    args = parser.parse_args(argv)
    if args.command is None:
        args = argparse.Namespace(func=cmd_start, command="start")
    try:
        return int(args.func(args))
    except FormatError as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_USAGE
    except ValueError as e:  # an unknown name given on the command line
        print(f"error: {e}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `cardgame sim | head`: the reader left; no traceback
        import os

        try:  # later writes (at exit) go nowhere instead of failing again
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return EXIT_OK
