# battle1821 — the two commands a newcomer needs: `make run` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install run test test-long mutation openapi sdk demo bench clean

$(STAMP): pyproject.toml $(wildcard sdk/pyproject.toml)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	@if [ -f sdk/pyproject.toml ]; then $(BIN)/python -m pip install -q -e ./sdk; fi
	touch $(STAMP)

install: $(STAMP)

## Start Redis (embedded unless REDIS_URL is set), one RQ worker and the API on :8000.
run: $(STAMP)
	$(BIN)/battle1821 run

## The whole test suite against a real Redis and real RQ workers.
test: $(STAMP)
	$(BIN)/python -m pytest -q

## Longer property runs of the engine (thousands of random games).
test-long: $(STAMP)
	BATTLE1821_PROPERTY_GAMES=3000 $(BIN)/python -m pytest -q -m slow tests

## Mutation testing of the engine: a seeded sample of mutmut's mutants against tests/engine
## (MUTATION_SAMPLE=300, MUTATION_SEED, MUTATION_FILES=changed before a change lands; see
## tests/engine/mutation.py). Fails below MUTATION_MIN=95 % killed.
mutation: $(STAMP)
	BATTLE1821_PROPERTY_GAMES=10 $(BIN)/python tests/engine/mutation.py

## Export the OpenAPI spec that the SDK is generated from.
openapi: $(STAMP)
	$(BIN)/battle1821 openapi --output openapi/openapi.json

## Regenerate the client SDK (sdk/battle1821_client, never edited by hand) from the committed spec.
sdk: $(STAMP)
	$(BIN)/openapi-python-client generate --path openapi/openapi.json --meta none \
		--output-path sdk/battle1821_client --overwrite --fail-on-warning \
		--config sdk/openapi-python-client.yaml

## Start Redis, the API and a worker, and play one 4-bot game through the SDK, round by round.
demo: $(STAMP)
	$(BIN)/python -m tools.demo

bench: $(STAMP)
	$(BIN)/python -m bench.all

clean:
	rm -rf $(VENV) .battle1821 .pytest_cache .hypothesis mutants
