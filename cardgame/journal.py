"""Saving a game as a journal: its setup, then every answer, durable one by one.

Why a journal (DESIGN.md, "Saving is a journal"): a game is fully described by its setup
(ruleset, options, decks, names, seed) and its answers, so appending each answer as it is
given saves the game at the cost of one short line. Each line is written, flushed and
fsync'ed before the next question is shown, so a crash or `kill -9` loses at most the
answer in flight. Resume and undo are the same replay, with all or all-but-the-last
answers.

The file is JSON Lines, never executed: each line is `<crc32 as 8 hex digits> <json>`,
the checksum over the JSON text, so a torn or edited line is noticed. The first record is
the setup; the rest are answers and seat settings (auto-pass) that change how a replay
runs. A damaged journal is read up to its last good record, and the damage is reported
with the file and line.
"""

from __future__ import annotations

import json
import os
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardgame.decks import MAX_DECK_CARDS
from cardgame.engine.game import Answer, Game
from cardgame.errors import FormatError, IllegalAction
from cardgame.userfiles import read_user_bytes

JOURNAL_FORMAT = 1
RECORD_TYPES = ("setup", "answer", "autopass", "end")
JOURNAL_LIMIT = 64_000_000  # a journal grows ~150 bytes an answer: far above any game
MAX_DECK = MAX_DECK_CARDS  # as a deck file: a hostile journal of millions of names would
# take minutes and gigabytes to set up (10,000 take about a second)
SUFFIX = ".journal"


@dataclass(frozen=True)
class GameSetup:
    """Everything a game starts from, as plain data (card names, not card objects)."""

    ruleset: str
    seed: int
    names: tuple[str, str]
    decks: tuple[tuple[str, ...], tuple[str, ...]]
    options: dict[str, Any] = field(default_factory=dict)
    created: str = ""

    def to_record(self) -> dict[str, Any]:
        return {"type": "setup", "format": JOURNAL_FORMAT, "ruleset": self.ruleset,
                "seed": self.seed, "names": list(self.names),
                "decks": [list(d) for d in self.decks], "options": dict(self.options),
                "created": self.created}


@dataclass
class JournalContents:
    """What a journal file holds, read up to its first damaged record."""

    path: Path
    setup: GameSetup
    records: list[dict[str, Any]]
    good_lines: int            # complete, checked lines (the setup included)
    damage: str | None = None  # what was wrong past them, with the line number

    @property
    def answers(self) -> list[dict[str, Any]]:
        return [r for r in self.records if r.get("type") == "answer"]


def data_folder() -> Path:
    """The user's data folder (platformdirs), or `$CARDGAME_DATA_DIR` when set (tests,
    kiosks, a portable install)."""
    override = os.environ.get("CARDGAME_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("cardgame", appauthor=False))


def default_folder() -> Path:
    """The user's folder for saved games, created on demand."""
    return data_folder() / "games"


def _line(record: dict[str, Any]) -> str:
    text = json.dumps(record, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return f"{zlib.crc32(text.encode('utf-8')):08x} {text}\n"


def _plain(value: Any) -> Any:
    """An answer value as JSON data (tuples become lists; replays accept both)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


SEAT_ANSWERS = "seat_answers"  # game.state key: indices of answers a seat gave by itself


def seat_answers(game: Game) -> set[int]:
    """Indices of the answers a hot-seat seat gave by itself (its stops), not a person:
    undo goes back past them, to a question a person answered."""
    found: set[int] = game.state.setdefault(SEAT_ANSWERS, set())
    return found


def answer_record(a: Answer, by_seat: bool = False) -> dict[str, Any]:
    rec = {"type": "answer", "kind": a.kind, "player": a.player, "value": _plain(a.value),
           "auto": a.auto, "turn": a.turn, "step": a.step}
    if by_seat:
        rec["seat"] = True
    return rec


def _write_atomically(path: Path, text: str) -> None:
    """Write a whole file beside the old one, fsync it, rename it over (never torn)."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class Journal:
    """An open journal: `record_new_answers(game)` after every answer makes them durable."""

    def __init__(self, path: Path, written: int = 0) -> None:
        self.path = path
        self.written = written  # how many of the game's answers are in the file

    @classmethod
    def create(cls, setup: GameSetup, folder: Path | None = None) -> Journal:
        """A new journal file for a new game, named by its start time (never reused)."""
        folder = folder or default_folder()
        folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        n = 0
        while True:
            path = folder / f"{stamp}-{setup.ruleset}{'-' + str(n) if n else ''}{SUFFIX}"
            if not path.exists():
                break
            n += 1
        _write_atomically(path, _line(setup.to_record()))
        return cls(path)

    def _append(self, lines: Sequence[str]) -> None:
        with open(self.path, "a", encoding="utf-8") as f:
            f.write("".join(lines))
            f.flush()
            os.fsync(f.fileno())

    def record_new_answers(self, game: Game) -> None:
        """Append the answers the game gained since the last call (auto-passes too)."""
        new = game.answers[self.written:]
        if new:
            by_seat = game.state.get(SEAT_ANSWERS, ())
            self._append([_line(answer_record(a, self.written + i in by_seat))
                          for i, a in enumerate(new)])
            self.written = len(game.answers)

    def record_end(self, game: Game) -> None:
        """The game is over: noted so that listings need not replay it."""
        self.record_new_answers(game)
        who = "draw" if game.winner is None else f"{game.players[game.winner].name} won"
        self._append([_line({"type": "end", "result": f"{who} ({game.end_reason})",
                             "turn": game.turn, "at": len(game.answers)})])

    def record_setting(self, game: Game, player: int, autopass: bool) -> None:
        """A seat's auto-pass was switched: replays must switch it at the same point."""
        self.record_new_answers(game)
        self._append([_line({"type": "autopass", "player": player, "on": autopass,
                             "at": len(game.answers)})])

    def rewrite(self, contents: JournalContents, keep_answers: int) -> None:
        """Keep the setup and the first `keep_answers` answers (undo), atomically."""
        lines = [_line(contents.setup.to_record())]
        seen = 0
        for r in contents.records:
            if r.get("type") == "answer":
                if seen == keep_answers:
                    break
                seen += 1
            elif r.get("type") in ("autopass", "end") and r.get("at", 0) > keep_answers:
                continue
            lines.append(_line(r))
        _write_atomically(self.path, "".join(lines))
        self.written = keep_answers


def read_journal(path: str | Path) -> JournalContents:
    """The journal's good records. FormatError (file and line) if not even the setup is
    readable; a damaged later line ends the read and is described in `damage`."""
    p = Path(path)
    raw = read_user_bytes(p, "a saved game journal", JOURNAL_LIMIT)
    lines = raw.split(b"\n")
    partial = lines.pop()  # after the last newline: empty, or a record cut short
    records: list[dict[str, Any]] = []
    damage: str | None = None
    for n, blob in enumerate(lines, start=1):
        rec, why = _parse_line(blob)
        if rec is not None and n > 1 and rec["type"] == "setup":
            rec, why = None, "a second setup record (only the first line is the setup)"
        if rec is None:
            damage = f"line {n}: {why}"
            break
        records.append(rec)
    if damage is None and partial:
        damage = f"line {len(lines) + 1}: an incomplete last record (cut off while writing)"
    good = len(records)
    if not records or records[0].get("type") != "setup":
        found = (damage or "no setup record").removeprefix("line 1: ")
        raise FormatError(str(p), "line 1", found, "a saved game journal whose first line "
                          "is its setup")
    setup = _setup(records[0], p)
    return JournalContents(p, setup, records[1:], good, damage)


def _parse_line(blob: bytes) -> tuple[dict[str, Any] | None, str]:
    try:
        text = blob.decode("utf-8")
    except UnicodeDecodeError:
        return None, "not UTF-8 text"
    crc, _, body = text.partition(" ")
    if len(crc) != 8 or not body:
        return None, "not a '<checksum> <record>' line"
    try:
        ok = int(crc, 16) == zlib.crc32(body.encode("utf-8"))
    except ValueError:
        ok = False
    if not ok:
        return None, "the checksum does not match (the line was cut or changed)"
    try:
        rec = json.loads(body)
    except (ValueError, RecursionError):
        return None, "not a JSON record"
    if not isinstance(rec, dict) or rec.get("type") not in RECORD_TYPES:
        return None, "an unknown kind of record"
    wrong = _wrong_field(rec)
    if wrong:
        return None, wrong
    return rec, ""


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


# What each later record's fields must hold (the setup is checked by `_setup`): a record
# whose checksum matches but whose fields don't (an edited file) is damage at its line,
# like a torn one, never a crash of the code that trusts the record.
_FIELDS: dict[str, tuple[tuple[str, Callable[[Any], bool], str, bool], ...]] = {
    "answer": (("kind", lambda v: isinstance(v, str) and bool(v), "a question kind", True),
               ("player", lambda v: v in (0, 1) and _is_int(v), "0 or 1", True),
               ("value", lambda v: True, "an answer", True),
               ("auto", lambda v: isinstance(v, bool), "true or false", False),
               ("seat", lambda v: isinstance(v, bool), "true or false", False),
               ("turn", _is_int, "a whole number", False),
               ("step", lambda v: isinstance(v, str), "a step name", False)),
    "autopass": (("player", lambda v: v in (0, 1) and _is_int(v), "0 or 1", True),
                 ("on", lambda v: isinstance(v, bool), "true or false", True),
                 ("at", lambda v: _is_int(v) and v >= 0, "a whole number >= 0", True)),
    "end": (("result", lambda v: isinstance(v, str), "a result text", False),
            ("turn", lambda v: _is_int(v) and v >= 0, "a whole number >= 0", False),
            ("at", lambda v: _is_int(v) and v >= 0, "a whole number >= 0", False)),
}


def _wrong_field(rec: dict[str, Any]) -> str:
    """What is wrong with a record's fields ('' when nothing)."""
    for key, ok, expected, required in _FIELDS.get(rec["type"], ()):
        if key not in rec:
            if required:
                return f"an {rec['type']} record without {key!r}"
            continue
        if not ok(rec[key]):
            return (f"an {rec['type']} record whose {key!r} is {_short(rec[key])}, "
                    f"expected {expected}")
    return ""


def _short(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def _setup(rec: dict[str, Any], path: Path) -> GameSetup:
    def bad(key: str, expected: str) -> FormatError:
        return FormatError(str(path), f"line 1: {key}", repr(rec.get(key)), expected)

    if rec.get("format") != JOURNAL_FORMAT:
        raise bad("format", f"{JOURNAL_FORMAT}")
    ruleset, seed, names = rec.get("ruleset"), rec.get("seed"), rec.get("names")
    decks, options = rec.get("decks"), rec.get("options", {})
    if not isinstance(ruleset, str):
        raise bad("ruleset", "a ruleset name")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise bad("seed", "a whole number")
    if not (isinstance(names, list) and len(names) == 2
            and all(isinstance(x, str) for x in names)):
        raise bad("names", "two player names")
    if not (isinstance(decks, list) and len(decks) == 2
            and all(isinstance(d, list) and all(isinstance(c, str) for c in d)
                    for d in decks)):
        raise bad("decks", "two lists of card names")
    if max(len(decks[0]), len(decks[1])) > MAX_DECK:  # a hostile file: millions of cards
        sizes = f"decks of {len(decks[0])} and {len(decks[1])} cards"
        raise FormatError(str(path), "line 1: decks", sizes,
                          f"decks of at most {MAX_DECK:,} cards")
    if not isinstance(options, dict):
        raise bad("options", "a table of options")
    from cardgame.engine.options import OptionError, resolve_options
    from cardgame.rulesets import describe, ruleset_names

    if ruleset not in ruleset_names():
        raise bad("ruleset", "one of: " + ", ".join(ruleset_names()))
    try:
        resolve_options(describe(ruleset), options)
    except OptionError as e:
        raise FormatError(str(path), f"line 1: options.{e.name}", e.found,
                          e.expected) from None
    return GameSetup(ruleset, seed, (names[0], names[1]), (tuple(decks[0]), tuple(decks[1])),
                     options, str(rec.get("created", "")))


def rebuild(contents: JournalContents, make_game: Callable[[GameSetup], Game],
            answers: int | None = None) -> Game:
    """The game the journal describes, replayed up to `answers` answers (all by default).

    `make_game` builds the started game from the setup (it resolves card names with the
    card pool). Auto-passes happen again by themselves; seat settings switch at the point
    they were switched.
    """
    path = str(contents.path)
    try:
        game = make_game(contents.setup)
    except FormatError as e:
        if e.file != "journal":
            raise
        raise FormatError(path, f"line 1: {e.where}", e.found, e.expected) from None
    limit = len(contents.answers) if answers is None else answers
    fed = 0
    # the records are the file's lines from line 2 on (`read_journal` keeps them in order)
    for line, r in enumerate(contents.records, start=2):
        if r["type"] == "end":
            continue
        if r["type"] == "autopass":
            if r.get("at", 0) <= limit:
                game.players[int(r["player"])].autopass = bool(r["on"])
            continue
        if fed >= limit:
            break
        fed += 1
        if r.get("auto"):
            continue
        if r.get("seat"):
            seat_answers(game).add(len(game.answers))
        a = Answer(str(r["kind"]), int(r["player"]), r["value"], False)
        try:
            game.replay([a])
        except IllegalAction as e:  # an edited or foreign record: the game refuses it
            raise FormatError(path, f"line {line}", f"an answer the game refuses ({e})",
                              "the answers of the game the setup starts") from None
    # what the replay produced is the game's own record (auto answers included)
    return game


@dataclass(frozen=True)
class SavedGame:
    """One line of `cardgame games`."""

    path: Path
    created: str
    ruleset: str
    names: tuple[str, str]
    answers: int
    damaged: bool
    turn: int = 0
    over: bool = False
    result: str = ""


def _mtime(path: Path) -> float:
    """When the file last changed; 0 for one that can't be asked (a broken link, a file
    removed meanwhile): such a file is listed last, then refused by `read_journal`."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def list_games(folder: Path | None = None,
               unreadable: list[FormatError] | None = None) -> list[SavedGame]:
    """The journals in the folder, newest first. Files that can't be read are skipped
    (never removed); `unreadable`, when given, collects why each was."""
    folder = folder or default_folder()
    if not folder.is_dir():
        return []
    out: list[SavedGame] = []
    for p in sorted(folder.glob(f"*{SUFFIX}"), key=_mtime, reverse=True):
        try:
            c = read_journal(p)
        except FormatError as e:
            if unreadable is not None:
                unreadable.append(e)
            continue
        ends = [r for r in c.records if r.get("type") == "end"]
        last_turn = max((int(r.get("turn", 0)) for r in c.answers), default=0)
        out.append(SavedGame(p, c.setup.created, c.setup.ruleset, c.setup.names,
                             len(c.answers), c.damage is not None, last_turn, bool(ends),
                             str(ends[-1].get("result", "")) if ends else ""))
    return out


def new_setup(ruleset: str, decks: Sequence[Sequence[Any]], seed: int,
              names: tuple[str, str], options: dict[str, Any] | None = None) -> GameSetup:
    """The setup of a game about to start from these decks (card definitions or names).

    Options that are objects rather than data (the card pool) are not saved: they are
    supplied again when the game is rebuilt.
    """
    plain = {k: v for k, v in (options or {}).items()
             if isinstance(v, (bool, int, float, str))}
    listed = tuple(tuple(c if isinstance(c, str) else c.name for c in d) for d in decks)
    return GameSetup(ruleset, seed, names, (listed[0], listed[1]), plain,
                     time.strftime("%Y-%m-%d %H:%M:%S"))


def game_from_setup(setup: GameSetup) -> Game:
    """A started game from a setup, its cards looked up in the ruleset's card pool.

    FormatError if a card of the saved decks is no longer in the pool.
    """
    from cardgame.cards.pool import CardPool
    from cardgame.rulesets import new_game

    pool = CardPool.builtin(setup.ruleset)
    decks: list[list[Any]] = []
    for seat, names in enumerate(setup.decks):
        missing = [n for n in names if n not in pool]
        if missing:
            raise FormatError("journal", f"decks[{seat}]", repr(missing[0]),
                              f"a card of the {setup.ruleset} card pool")
        decks.append([pool.get(n) for n in names])
    options = {"card_pool": pool, **setup.options}
    return new_game(setup.ruleset, decks, seed=setup.seed, names=setup.names,
                    options=options)


class JournaledGames:
    """A game factory whose every game is journaled as it is played (the hot-seat app's).

    `setup_for(seed)` says what a new game starts from; each new game gets a new journal
    file, and every answer reaches it before the next question is shown (the engine's
    `on_answer` hook runs after the game has advanced to its next question).
    """

    def __init__(self, setup_for: Callable[[int], GameSetup], folder: Path | None = None,
                 resume: JournalContents | None = None) -> None:
        self.setup_for = setup_for
        self.folder = folder
        self._resume = resume
        self.journal: Journal | None = None
        # the game being continued is rebuilt now, before any screen opens: a journal the
        # game refuses is one FormatError line for the command, and nothing is rewritten
        self._resumed = rebuild(resume, game_from_setup) if resume is not None else None

    def __call__(self, seed: int) -> Game:
        if self._resume is not None and self._resumed is not None:  # the game continued
            contents, self._resume = self._resume, None
            game, self._resumed = self._resumed, None
            self.journal = Journal(contents.path, len(game.answers))
            if contents.damage is not None:  # keep the good part; the whole file aside
                keep_copy(contents.path)
                self.journal.rewrite(contents, len(contents.answers))
        else:
            setup = self.setup_for(seed)
            self.journal = Journal.create(setup, self.folder)
            game = game_from_setup(setup)
        self.attach(game)
        return game

    def attach(self, game: Game) -> None:
        """Journal this game's answers from now on (after a rebuild by undo too)."""
        journal = self.journal
        assert journal is not None
        journal.record_new_answers(game)
        game.on_answer = journal.record_new_answers

    def undo_to(self, game: Game, keep: int) -> Game:
        """The game with only its first `keep` answers (the journal is cut to match)."""
        journal = self.journal
        assert journal is not None
        journal.record_new_answers(game)
        contents = read_journal(journal.path)
        again = rebuild(contents, game_from_setup, keep)
        journal.rewrite(contents, keep)
        self.attach(again)
        return again

    def autopass_switched(self, game: Game, player: int, on: bool) -> None:
        if self.journal is not None:
            self.journal.record_setting(game, player, on)


def keep_copy(path: Path) -> Path:
    """Copy a file aside before it is rewritten (a damaged journal): never lost."""
    import shutil

    copy = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    shutil.copy2(path, copy)
    return copy


def latest_unfinished(folder: Path | None = None) -> SavedGame | None:
    """The most recent saved game that has not ended (what `cardgame` offers to continue)."""
    for g in list_games(folder):
        if not g.over:
            return g
    return None
