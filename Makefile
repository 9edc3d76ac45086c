# battle1821 — the two commands a newcomer needs: `make run` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# npm ci writes node_modules/.package-lock.json: the Node packages are as pinned
NODE_STAMP := node_modules/.package-lock.json

.PHONY: install run test test-fast test-stress test-long mutation openapi sdk web demo bench docs clean

## The game kinds (kinds/, distribution battle1821-kinds), the server and the SDK, editable
## and resolved together: the server and the SDK both depend on the kinds.
$(STAMP): pyproject.toml kinds/pyproject.toml sdk/pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ./kinds -e '.[test]' -e ./sdk
	touch $(STAMP)

## The Node packages of package-lock.json (TypeScript SDK, spec linters, the spec's
## breaking-change check (Optic), docs assets, Playwright), for `make test` and
## `make sdk`/`make web`; `make run` needs none.
## A node_modules that is a symlink is a shared install: kept as it is.
$(NODE_STAMP): package.json package-lock.json
	@if [ -L node_modules ]; then echo "node_modules is a link (a shared install): keeping it"; \
	else npm ci --no-audit --no-fund; fi

## The Node packages of bench/bgio/ (boardgame.io 0.50.2, for bench/bgio.py and its test),
## pinned in their own package-lock.json, apart from the project's.
BGIO_STAMP := bench/bgio/node_modules/.package-lock.json
$(BGIO_STAMP): bench/bgio/package.json bench/bgio/package-lock.json
	cd bench/bgio && npm ci --no-audit --no-fund

## The documentation site (docs/, mkdocs.yml) built into server/api/static/site (not
## committed), which the API serves at /docs/; rebuilt when a source changed. A page that
## fails --strict (a broken link) is reported and the site built anyway, so `make run` never
## stops on the docs; `make test` fails on it (tests/docs).
SITE := server/api/static/site
$(SITE)/index.html: $(STAMP) mkdocs.yml tools/mkdocs_hooks.py $(shell find docs bench/RESULTS.md -type f)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet --site-dir $(SITE) \
	|| { echo "docs: mkdocs build --strict failed (above); building without --strict" >&2; \
	     NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --quiet --site-dir $(SITE); }

docs: $(SITE)/index.html

## The Python venv (.venv), the Node packages and the documentation site.
install: $(STAMP) $(NODE_STAMP) $(BGIO_STAMP) docs

## Start Redis (embedded unless REDIS_URL is set), one RQ worker and the API on :8000
## (BATTLE1821_PORT or `.venv/bin/battle1821 run --port N` for another port).
run: $(STAMP) docs
	$(BIN)/battle1821 run

## The whole test suite against a real Redis and real RQ workers (also needs Node 22.19+
## for the Node packages, and chromium for the browser tests), in TEST_WORKERS pytest-xdist
## processes, a test file per work unit, the longest first (tests/xdist_schedule.py).
## Default 4 on 2 cores: most tests wait on subprocesses, workers and clocks (the worker
## tests use a fifth of their time on a CPU), and none bounds a latency, so a busy CPU
## slows them but fails none (make test-stress); 0: one process.
TEST_WORKERS ?= 4
## The suite's processes write bytecode caches (__pycache__, git-ignored) even where the
## caller's environment sets PYTHONDONTWRITEBYTECODE: otherwise each pytest-xdist process
## compiles and assertion-rewrites every test module again (19 CPU s to collect the suite
## instead of 9), and every API and worker a test starts compiles the server again.
test test-fast test-stress test-long: export PYTHONDONTWRITEBYTECODE =
test: $(STAMP) $(NODE_STAMP) $(BGIO_STAMP)
	$(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile

## The edit loop, under a minute on 2 cores: the rules engines (1821 and the kinds under
## tests/kinds), the service, records, settings, the import contract and the in-process
## API checks of bodies, inputs and the committed spec, all in this process. The files
## that start an API and workers (`*_live.py`: the kinds' hosted games, the tiny kind's
## live game, accounts' games, the archive) cost most of its CPU (63 of ~150 CPU s on
## 2026-12-05) and run in `make test`, which is the whole suite.
FAST_TESTS := tests/engine tests/kinds tests/service tests/records tests/config \
	tests/contract/test_import_contract.py tests/api/test_body_decoding.py \
	tests/api/test_request_inputs.py tests/api/test_openapi.py
## BATTLE1821_FAST_LOOP=1: the tests that play whole random games play a sample there (make
## test plays all): the Ottomans' random games and hidden-hands games a few of their (seats,
## scenario) cells, every seat count and scenario still met; the offered/refused property
## checks a third as many positions of the same games; the search policy's whole games one of
## two; 1821's short random games 100, not 300 (tests/README.md, "The edit loop").
## The pytest plugins no test of the loop uses (schemathesis', pytest-repeat; Faker's and anyio's
## no test uses at all: pyproject's addopts) are not loaded: ~0.6 CPU s of imports in each of its
## three processes.
FAST_SKIP := --ignore-glob='*_live.py' -p no:schemathesis -p no:repeat
## (FAST_WORKERS: these tests are CPU-bound, one process a core; --dist worksteal: an idle
## process takes tests queued for the other, so both end together, the whole-game tests being
## a few CPU s each)
FAST_WORKERS ?= 2
test-fast: $(STAMP)
	BATTLE1821_FAST_LOOP=1 $(BIN)/python -m pytest -q -n $(FAST_WORKERS) --dist worksteal $(FAST_SKIP) $(FAST_TESTS)

## Proof that the suite does not flake (issue 37): STRESS_RUNS runs of `make test`'s pytest
## while `stress-ng` keeps STRESS_BUSY extra CPU workers busy (Debian: apt-get install -y
## stress-ng); every failure of every run is listed, and any fails the target
## (tools/stress_tests.py; STRESS_ARGS="-- tests/worker" for a part of the suite).
STRESS_RUNS ?= 3
STRESS_BUSY ?= 2
test-stress: $(STAMP) $(NODE_STAMP)
	TEST_WORKERS=$(TEST_WORKERS) $(BIN)/python -m tools.stress_tests --runs $(STRESS_RUNS) --busy $(STRESS_BUSY) $(STRESS_ARGS)

## Longer property runs of the engine (thousands of random games), and schemathesis with 25
## random cases an operation in its fuzzing phase (make test: 10; tests/api/test_schemathesis.py).
test-long: $(STAMP)
	BATTLE1821_PROPERTY_GAMES=3000 $(BIN)/python -m pytest -q -m slow tests
	BATTLE1821_SCHEMATHESIS_EXAMPLES=25 $(BIN)/python -m pytest -q tests/api/test_schemathesis.py

## Mutation testing of the engines: a seeded sample of mutmut's mutants of each game kind
## (MUTATION_KIND=battle1821|ottomans|all, default all: 1821's engine against tests/engine,
## the Ottomans' against tests/kinds/ottomans; MUTATION_SAMPLE=300 per kind, MUTATION_SEED,
## MUTATION_FILES=changed before a change lands, MUTATION_BUDGET_S to stop starting mutants
## after that many seconds; see tests/engine/mutation.py). Fails when a kind is below its
## MUTATION_MIN (95 % killed for 1821, 90 % for the Ottomans).
mutation: $(STAMP)
	BATTLE1821_PROPERTY_GAMES=10 $(BIN)/python tests/engine/mutation.py

## Export the OpenAPI spec that the SDK is generated from.
openapi: $(STAMP)
	$(BIN)/battle1821 openapi --output openapi/openapi.json

## Regenerate both SDKs from the committed spec (never edited by hand): the Python client
## sdk/battle1821_client (openapi-python-client) and the TypeScript types sdk/ts/src/schema.ts
## (openapi-typescript), then build the TypeScript SDK to ESM + .d.ts (sdk/ts/dist, not committed).
sdk: $(STAMP) $(NODE_STAMP)
	$(BIN)/python -m tools.sdkgen --out sdk
	npx --no-install tsc -p sdk/ts

## Build the web client (/play/): type-check web/ and bundle it with esbuild into
## server/api/static/play (committed, so `make run` needs only Python).
web: $(NODE_STAMP)
	npx --no-install tsc -p web
	node web/build.mjs --outdir server/api/static/play

## Start Redis, the API and a worker, and play one 4-bot game through the SDK, round by round.
demo: $(STAMP)
	$(BIN)/python -m tools.demo

bench: $(STAMP) $(BGIO_STAMP)
	$(BIN)/python -m bench.all

clean:
	rm -rf $(VENV) .battle1821 .pytest_cache .hypothesis mutants $(SITE)
