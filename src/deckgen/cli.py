"""The `deckgen` command: thin click commands over the library; errors are caught here, once."""
from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path

import click

from . import DISTRIBUTION
from . import build as pipeline
from .errors import Aborted, DeckgenError, display_path, path_display, plural
from .project import Project, UsageError, find_project
from .review import check_report, count_line

project_option = click.option(
    "-C", "--project", "project_dir", type=click.Path(exists=True, file_okay=False, path_type=Path),
    metavar="DIR", help="Look for the project from DIR instead of the current folder (before or after "
    "the command name).")
#: Where `deckgen -C DIR COMMAND` keeps DIR for the command (click shares `meta` with sub-contexts).
_START = "deckgen.start"
strict_option = click.option("--strict", is_flag=True, help="Treat warnings as errors.")
decks_argument = click.argument("decks", nargs=-1, metavar="[DECK]...")


def _warn(problems) -> None:
    for problem in problems:
        click.echo(f"{problem} (warning)", err=True)


def _fail(err: DeckgenError) -> None:
    """Print every problem as path:line: message, then the summary; exit 1 (2 for usage errors)."""
    if isinstance(err, Aborted):
        _warn(err.warnings)
        for problem in err.problems:
            click.echo(str(problem), err=True)
    plain = isinstance(err, (Aborted, UsageError)) or err.path is not None  # (`path: message` says where)
    click.echo(str(err) if plain else f"error: {err}", err=True)
    sys.exit(2 if isinstance(err, UsageError) else 1)


class _Group(click.Group):
    """Catches deckgen's one exception type for every command."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except DeckgenError as err:
            _fail(err)
        except OSError as err:  # (library code reports its own; this is the net under it)
            where = f"{display_path(Path(err.filename))}: " if err.filename else ""
            click.echo(f"{where}{err.strerror or err}", err=True)
            sys.exit(1)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name=DISTRIBUTION)
@project_option
def main(project_dir: Path | None) -> None:
    """Turn exam-question texts into Anki decks.

    Typical use: `deckgen parse`, edit the YAML, `deckgen check`, `deckgen build`, in the project
    found from here upward (a folder with cards/<deck>/deck.yaml; `deckgen init` starts one).
    """
    if project_dir is not None:
        click.get_current_context().meta[_START] = project_dir


def _start(project_dir: Path | None) -> Path:
    """Where to look for the project: -C after the command name, else -C before it, else here."""
    return project_dir or click.get_current_context().meta.get(_START, Path("."))


def _project(project_dir: Path | None) -> Project:
    return find_project(_start(project_dir))


@main.command("parse")
@project_option
@click.argument("paths", nargs=-1, metavar="[PATH]...")
@click.option("--force", is_flag=True,
              help="Replace the card files of the raw texts named (PATH) with their parse, losing edits.")
@click.option("--all", "every", is_flag=True,
              help="With --force and no PATH: every card file that differs (asks first; terminal only).")
def parse_command(project_dir: Path | None, paths: tuple[str, ...], force: bool, every: bool) -> None:
    """Parse raw question texts into one YAML file per question.

    PATH is a raw text or a folder of them (default: every cards/*/raw/*.txt).
    An existing YAML file that differs from the raw text's parse is kept (your edits stay);
    --force replaces the ones of the raw texts named, and says which fields it replaced.

    Example: deckgen parse cards/gpu-infra/raw/000_0d68aac94525f419.txt
    """
    project = _project(project_dir)
    if every and (paths or not force):
        raise UsageError("--all goes with --force and no PATH: deckgen parse --force --all")
    if force and not paths and not every:
        raise UsageError("--force replaces card files, losing the edits in them: name the raw texts to "
                         "parse again (e.g. deckgen parse --force cards/<deck>/raw/<file>.txt), or "
                         "use --force --all on a terminal")
    if every:
        if not _on_terminal():
            raise UsageError("--force --all asks for confirmation on a terminal; in a script name the "
                             "raw texts or folders to parse again instead")
        outcome = pipeline.parse_sources(project)
        kept = [item for item in outcome.written if item.status == "kept"]
        if kept:
            click.echo("\n".join(f"{display_path(item.path)}: {', '.join(item.fields)}" for item in kept))
            click.confirm(f"Replace the fields above in {plural(len(kept), 'card file')} with the raw "
                          "texts' parse, losing your edits?", abort=True, err=True)
            replaced = pipeline.parse_sources(project, tuple(str(item.raw) for item in kept), force=True)
            done = {item.path: item for item in replaced.written}
            outcome.written = [done.get(item.path, item) for item in outcome.written]
            outcome.errors += replaced.errors
    else:
        outcome = pipeline.parse_sources(project, paths, force)
    _report_parse(outcome)


def _on_terminal() -> bool:
    """Someone can answer a question here: a terminal, and not a CI job."""
    return sys.stdin.isatty() and sys.stdout.isatty() and not os.environ.get("CI")


def _report_parse(outcome: pipeline.ParseOutcome) -> None:
    """A line per card file, then the problems, then the counts; exit 1 if a text could not be parsed."""
    shown = path_display()
    lines = []
    for item in outcome.written:
        if item.status == "kept":
            lines.append(f"kept      {shown(item.path)}  (differs in {', '.join(item.fields)}; "
                         f"deckgen parse --force {display_path(item.raw)} replaces it)")
        elif item.status == "updated":
            lines.append(f"updated   {shown(item.path)}: {', '.join(item.fields)}")
        else:
            lines.append(f"{item.status:9} {shown(item.path)}")
    if lines:
        click.echo("\n".join(lines))
    _warn(outcome.warnings)
    for problem in outcome.errors:
        click.echo(str(problem), err=True)
    counts = {s: sum(1 for item in outcome.written if item.status == s)
              for s in ("new", "updated", "unchanged", "kept")}
    summary = ", ".join(f"{n} {s}" for s, n in counts.items() if n) or "nothing parsed"
    failed = f"; {plural(len(outcome.errors), 'file')} could not be parsed" if outcome.errors else ""
    click.echo(f"{summary}{failed}.", err=bool(outcome.errors))
    if looks := count_line(item.review for item in outcome.written):
        click.echo(f"{looks} (deckgen check --review lists them)")
    if outcome.errors:
        sys.exit(1)


@main.command("check")
@project_option
@decks_argument
@strict_option
@click.option("--review", "list_review", is_flag=True,
              help="List the fields marked for a look (`review:`), each as path:line: field: why.")
def check_command(project_dir: Path | None, decks: tuple[str, ...], strict: bool, list_review: bool) -> None:
    """Check every question YAML and report every problem at once; count the cards marked for a look.

    Example: deckgen check gpu-infra --review
    """
    loaded = pipeline.load(_project(project_dir), decks, strict)
    _warn(loaded.warnings)
    click.echo("\n".join(check_report(loaded.decks, len(loaded.warnings), list_review)))




@main.command("build")
@project_option
@decks_argument
@strict_option
@click.option("--frozen", is_flag=True, help="Fail if the lock file is stale instead of updating it (for CI).")
def build_command(project_dir: Path | None, decks: tuple[str, ...], strict: bool, frozen: bool) -> None:
    """Check, render and package decks into build/<deck>.apkg.

    Updates cards/<deck>/deckgen.lock (commit it): it keeps each unchanged note's time, so
    re-importing a new build never overwrites a learner's own edits.

    Example: deckgen build gpu-infra
    """
    started = time.perf_counter()
    project = _project(project_dir)
    total = project.question_count(decks)
    with _progress(total, "Rendering") as advance:
        result = pipeline.build(project, decks, strict, frozen, advance)
    _warn(result.warnings)
    notes, media = sum(d.note_count for d in result.decks), sum(d.media_count for d in result.decks)
    size = sum(len(d.apkg) for d in result.decks)
    for deck, path, page in zip(result.decks, result.paths, result.pages):
        changed = f", lock: {plural(len(deck.lock_changes), 'change')}" if deck.lock_changes else ""
        click.echo(f"wrote {display_path(path)} ({plural(deck.note_count, 'note')}{changed})")
        click.echo(f"wrote {display_path(page)} (practice page: open it in a browser)")
    click.echo(f"built {plural(len(result.decks), 'deck')}: {plural(notes, 'note')}, {plural(notes, 'card')}, "
               f"{media} media, {size / 1024:.1f} KiB in {time.perf_counter() - started:.2f} s")


@contextlib.contextmanager
def _progress(total: int, label: str):
    """A progress bar on a terminal for long work; silent in CI logs and pipes."""
    if total < 200 or not sys.stderr.isatty():
        yield None
        return
    with click.progressbar(length=total, label=label, file=sys.stderr) as bar:
        yield bar.update


@main.command("preview")
@project_option
@decks_argument
@strict_option
def preview_command(project_dir: Path | None, decks: tuple[str, ...], strict: bool) -> None:
    """Write build/preview/: every card's front and back as packaged, to open in a browser.

    Example: deckgen preview && xdg-open build/preview/index.html
    """
    index, cards, warnings = pipeline.preview(_project(project_dir), decks, strict)
    _warn(warnings)
    click.echo(f"wrote {plural(cards, 'card page')}: open {display_path(index)}")


@main.command("release")
@project_option
@decks_argument
@click.option("--previous", metavar="TAG|MANIFEST",
              help="The previous release: a git tag, or its manifest.json (default: the newest v* tag "
                   "before this commit).")
@click.option("--new-deck-id", is_flag=True,
              help="Confirm a changed deck id: learners get a second deck, without review history.")
@click.option("--refuse-review", is_flag=True,
              help="Refuse the release while a card file still has review marks (`review:`), naming each.")
def release_command(project_dir: Path | None, decks: tuple[str, ...], previous: str | None, new_deck_id: bool,
                    refuse_review: bool) -> None:
    """Build release files into build/release/: packages, SHA256SUMS, manifest.json, CHANGES.md.

    Compares with the previous release (the newest v* tag before this commit, or --previous) and
    refuses a release that would not reach learners intact (see the README).
    Set SOURCE_DATE_EPOCH for reproducible times.

    Example: SOURCE_DATE_EPOCH=$(git log -1 --format=%ct) deckgen release
    """
    from .release import make_release

    result = make_release(_project(project_dir), decks, previous, new_deck_id, refuse_review)
    for deck in result.changes:
        click.echo(f"{deck.name} {deck.version}: {deck.summary()}")
    baseline = result.baseline
    since = f"compared with {baseline.source}" if baseline.source else f"first release: {baseline.why_none}"
    click.echo(f"wrote {plural(len(result.files), 'file')} to {display_path(result.folder)} ({since})")


@main.command("init")
@project_option
@click.argument("folder", required=False, type=click.Path(file_okay=False, path_type=Path))
@click.option("--deck-id", help="The deck's id: a-z, 0-9, '.', '-', '_' (asked; default: from the folder's name).")
@click.option("--name", help="The deck's name in Anki; '::' makes subdecks (asked; default: from the id).")
@click.option("--deck", "added", metavar="ID", help="Add a deck with this id to the project instead.")
@click.option("-y", "--yes", is_flag=True, help="Take the defaults instead of asking (for scripts).")
def init_command(project_dir: Path | None, folder: Path | None, deck_id: str | None, name: str | None,
                 added: str | None, yes: bool) -> None:
    """Start a deck repository in FOLDER (default: here), or add a deck to one with --deck ID.

    Writes cards/<deck>/deck.yaml, cards/<deck>/raw/, media/, .gitignore, README.md,
    requirements.txt and GitHub workflows; never writes over a file.

    Example: deckgen init my-deck --deck-id gpu-infra --name "AI Infrastructure::GPU" --yes
    """
    from . import scaffold

    target = _start(project_dir) / (folder or ".")
    if added and deck_id:
        raise UsageError("--deck ID adds a deck to a project, --deck-id ID names a new project's deck: not both")
    given = added or deck_id
    if given and not (name or yes) and (problems := scaffold.deck_problems(given, "Deck")):
        raise UsageError("; ".join(problems))  # (a bad id given: said before a name is asked for)
    deck_id = given or _ask("Deck id (never changes once released)", scaffold.default_deck_id(target.resolve().name),
                            yes, lambda answer: scaffold.deck_problems(answer, "Deck"))
    name = name or _ask("Deck name in Anki (:: makes subdecks)", scaffold.default_name(deck_id), yes,
                        lambda answer: scaffold.deck_problems(deck_id, answer))
    created = (scaffold.add_deck(target, deck_id, name) if added
               else scaffold.new_project(target, deck_id, name, scaffold.requirement()))
    click.echo("\n".join(created.summary(target)))


def _ask(prompt: str, default: str, yes: bool, problems) -> str:
    """The answer to `prompt` (`default` with --yes); asked again while `problems(answer)` lists any."""
    while not yes:
        answer = click.prompt(prompt, default=default)
        if not (found := problems(answer)):
            return answer
        click.echo("; ".join(found), err=True)
    return default


if __name__ == "__main__":
    main()
