"""The source layout shows the pipeline (README, "How the code is laid out"): a package per stage,
no import cycle between modules, no module past ~300 lines, and code outside a stage uses only what
the stage's `__init__` exports. The scripts in bench/ and tools/ keep the same length limit, and
bench/'s modules (which import one another by bare name) no cycle and no private name."""
from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SRC = REPO / "src" / "deckgen"
SCRIPT_FOLDERS = ("bench", "tools")
STAGES = ("parse", "cardfiles", "render", "package", "practice")
MAX_LINES = 300


def modules() -> dict[str, Path]:
    """Dotted module name (without `deckgen.`) -> file."""
    found = {}
    for path in sorted(SRC.rglob("*.py")):
        parts = path.relative_to(SRC).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The deckgen modules `name` imports, at any depth of its code (lazy imports count too)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
                target = ".".join([*base, *(node.module.split(".") if node.module else [])])
            elif node.module and node.module.startswith("deckgen"):
                target = node.module.removeprefix("deckgen").lstrip(".")
            else:
                continue
            for alias in node.names:
                sub = f"{target}.{alias.name}" if target else alias.name
                out.add(sub if sub in known else target)
        elif isinstance(node, ast.Import):
            out |= {a.name.removeprefix("deckgen.") for a in node.names if a.name.startswith("deckgen.")}
    return {m for m in out if m in known and m != name}


def test_the_stages_are_packages_with_a_docstring_and_exports():
    for stage in STAGES:
        init = SRC / stage / "__init__.py"
        tree = ast.parse(init.read_text(encoding="utf-8"))
        assert ast.get_docstring(tree) and "In:" in ast.get_docstring(tree), f"{init}: say what goes in"
        assert any(isinstance(n, ast.Assign) and n.targets[0].id == "__all__" for n in tree.body), init


def test_no_module_is_longer_than_the_conventions_allow():
    long = {name: n for name, path in modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, long


def assert_no_cycle(graph: dict[str, set[str]]) -> None:
    state: dict[str, int] = {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                raise AssertionError("import cycle: " + " -> ".join(trail[trail.index(nxt):] + [node, nxt]))
            if not state.get(nxt):
                visit(nxt, trail + [node])
        state[node] = 2

    for name in sorted(graph):
        if not state.get(name):
            visit(name, [])


def test_no_import_cycle():
    known = modules()
    graph = {name: imports(name, path, known) for name, path in known.items()}
    # A package's __init__ importing its own modules is how it exports; it is not an edge back.
    for name in graph:
        graph[name] = {m for m in graph[name] if not m.startswith(name + ".")}
    assert_no_cycle(graph)


def test_code_outside_a_stage_uses_only_what_the_stage_exports():
    known = modules()
    reaching = []
    for name, path in known.items():
        own = name.split(".")[0]
        for target in imports(name, path, known):
            stage, _, inner = target.partition(".")
            # `package.lock` is exported as a module (its functions read and write the lock file).
            if stage in STAGES and inner and stage != own and target != "package.lock":
                reaching.append(f"{name} -> {target}")
    assert not reaching, reaching


def test_no_bench_or_tools_script_is_longer_than_the_conventions_allow():
    scripts = [path for folder in SCRIPT_FOLDERS for path in sorted((REPO / folder).glob("*.py"))]
    assert any(path.name == "run.py" for path in scripts)  # the folders are where this test looks
    long = {str(path.relative_to(REPO)): n for path in scripts
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, long


def test_bench_modules_form_no_cycle_and_share_no_private_name():
    bench = {path.stem: path for path in sorted((REPO / "bench").glob("*.py"))}
    graph: dict[str, set[str]] = {}
    private = []
    for name, path in bench.items():
        graph[name] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module in bench:
                graph[name].add(node.module)
                private += [f"{name} <- {node.module}.{a.name}" for a in node.names if a.name.startswith("_")]
            elif isinstance(node, ast.Import):
                graph[name] |= {a.name for a in node.names if a.name in bench}
            elif (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                  and node.value.id in bench and node.value.id != name and node.attr.startswith("_")):
                private.append(f"{name} uses {node.value.id}.{node.attr}")
    assert graph["run"] >= {"measure", "report", "steps"}, graph["run"]  # the walk sees bench's imports
    assert not private, private
    assert_no_cycle(graph)
