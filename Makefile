# Two commands: `make play` and `make test`. Each builds .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test bench soak clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(VENV)/.installed $@

play: $(VENV)/.installed
	$(BIN)/penguin-tables

# PYTHONDONTWRITEBYTECODE makes pytest re-import Hypothesis slowly on every run.
# The suite runs in parallel (pytest-xdist): its tests share no state, so they spread freely;
# an idle worker takes tests queued for a busy one (worksteal), so no core waits on a slow file.
# Two workers per core: a UI test spends much of its time idle in the Pilot's waits (each key
# press waits for the app to settle), and a second worker uses the core meanwhile. On a quiet
# 2-core machine 4 workers took 7 min 10 s where 2 took 8 min 32 s. TEST_WORKERS=n overrides it.
TEST_WORKERS ?= $(shell echo $$(( 2 * $$(nproc 2>/dev/null || echo 1) )))
test: $(VENV)/.installed-test
	$(BIN)/ruff check penguin_tables tests benchmarks
	$(BIN)/ruff format --check penguin_tables tests benchmarks
	$(BIN)/mypy penguin_tables tests benchmarks
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/pytest -n $(TEST_WORKERS) --dist worksteal

bench: $(VENV)/.installed-test
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m benchmarks.run $(BENCH_ARGS)

# For developers: the test sweeps `make test` samples (pytest marker `soak`), then 10,000 checked
# games per game on every core (SOAK_ARGS="--games 200" for a short run, "--jobs 1" in one process).
soak: $(VENV)/.installed-test
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/pytest -n $(TEST_WORKERS) --dist worksteal -m soak
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m benchmarks.soak $(SOAK_ARGS)

clean:
	rm -rf $(VENV)
