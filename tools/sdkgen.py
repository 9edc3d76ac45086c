"""Generate both SDKs from the committed ``openapi/openapi.json`` (``make sdk``).

- Python: ``sdk/battle1821_client`` by openapi-python-client 0.29 (``--fail-on-warning``,
  config ``sdk/openapi-python-client.yaml``, template overrides in ``sdk/templates``: tagged
  unions are parsed by their ``type`` first, a union of strict models (each kind's
  ``options``, ``position``) by the member that knows every key (never dropping one), a response without a body is ``None``,
  ``if_match`` takes the version number, ``AuthenticatedClient``'s token may be None,
  ``Unset`` has a repr), plus the PEP 561 ``py.typed`` marker and ``unions.py`` (the
  spec's tagged unions by name, :func:`unions_module`)
  (``--meta none`` does not write it). The generator reads the spec as :func:`python_input`
  adapts it (the committed spec is never changed).
- TypeScript: ``sdk/ts/src/schema.ts`` by openapi-typescript 7.13 (pinned in the root
  ``package.json``; run from ``node_modules``) with ``--default-non-nullable false``: a
  property is required in the types exactly when the spec's ``required`` lists it (by
  default openapi-typescript makes every property with a ``default`` required, so a body
  had to spell out each default: ``{"scenario": 2}`` was no ``OttomansOptions``, and
  ``CreateGame`` wanted ``rated`` and ``same_account``).

``python -m tools.sdkgen [--out DIR]`` writes into ``DIR`` (default ``sdk``) the same
layout, so the staleness tests regenerate into a temp dir and compare byte for byte.
"""

from __future__ import annotations

import argparse
import copy
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "openapi" / "openapi.json"
PY_CONFIG = ROOT / "sdk" / "openapi-python-client.yaml"
PY_TEMPLATES = ROOT / "sdk" / "templates"   # overrides of openapi-python-client's own templates
PY_PACKAGE = "battle1821_client"
TS_SCHEMA = Path("ts") / "src" / "schema.ts"
TS_REDOCLY = ROOT / "sdk" / "ts" / "redocly.yaml"   # openapi-typescript's own validation rules
PY_TYPED = "# Marker file for PEP 561\n"


def python_input(spec: dict) -> dict:
    """The spec as openapi-python-client should read it (a copy; the API is the same):

    - an operation whose auth is optional (``security: [{}, {bearer: []}]``: a spectator
      or a newcomer without a token may call it) gets ``security: []``, so its functions
      take ``Client | AuthenticatedClient`` (the generator types any non-empty ``security``
      as ``AuthenticatedClient`` only);
    - every ``const`` property (the ``type`` tag of each member of a tagged union) gets
      ``default: <const>``, so the model fills in its own discriminator
      (``PlaceStart(region="morea")``);
    - ``If-Match`` is an integer (the game version) or a string (an entity-tag list or
      ``*``): the template quotes an integer into the ETag ``"7"``.
    """
    spec = copy.deepcopy(spec)
    for item in spec.get("paths", {}).values():
        for op in item.values():
            if not isinstance(op, dict):
                continue
            if {} in (op.get("security") or []):
                op["security"] = []
            for param in op.get("parameters") or ():
                if param.get("in") == "header" and param.get("name") == "If-Match":
                    param["schema"] = {"anyOf": [{"type": "integer", "minimum": 0}, {"type": "string"}],
                                       "description": "The game version you act on (`7`, sent as its ETag "
                                                      "`\"7\"`), or the header's text (`\"6\", \"7\"`, `*`)."}
                    param["description"] = param["schema"]["description"]

    def walk(node: object) -> None:
        if isinstance(node, dict):
            props = node.get("properties")
            if isinstance(props, dict):
                for sub in props.values():
                    if isinstance(sub, dict) and "const" in sub and "default" not in sub:
                        sub["default"] = sub["const"]
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(spec.get("components", {}))
    return spec


def ts_input(spec: dict) -> dict:
    """The spec as openapi-typescript should read it (a copy): without the examples given
    by ``externalValue``."""
    spec = copy.deepcopy(spec)
    for item in spec.get("paths", {}).values():
        for op in item.values():
            for resp in (op.get("responses") or {}).values() if isinstance(op, dict) else ():
                for media in (resp.get("content") or {}).values():
                    ex = media.get("examples") or {}
                    for name in [n for n, e in ex.items() if "externalValue" in e]:
                        del ex[name]
                    if "examples" in media and not ex:
                        del media["examples"]
    return spec


def _exe(name: str) -> str:
    here = Path(sys.executable).with_name(name)
    return str(here) if here.exists() else name


def generate_python(out_root: Path, spec: Path = SPEC) -> Path:
    """Write ``out_root/battle1821_client`` (from ``spec``, default the committed one);
    raise ``RuntimeError`` on any generator warning."""
    out = out_root / PY_PACKAGE
    adapted = out_root / ".openapi-python-client-input.json"
    adapted.write_text(json.dumps(python_input(json.loads(spec.read_text(encoding="utf-8")))), encoding="utf-8")
    cmd = [_exe("openapi-python-client"), "generate", "--path", str(adapted), "--meta", "none",
           "--output-path", str(out), "--overwrite", "--fail-on-warning", "--config", str(PY_CONFIG),
           "--custom-template-path", str(PY_TEMPLATES)]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=out_root, timeout=170)
    finally:
        adapted.unlink(missing_ok=True)
    if p.returncode != 0:
        raise RuntimeError(f"openapi-python-client failed or warned:\n{p.stdout}\n{p.stderr}")
    (out / "py.typed").write_text(PY_TYPED, encoding="utf-8")
    (out / "unions.py").write_text(unions_module(json.loads(spec.read_text(encoding="utf-8"))), encoding="utf-8")
    return out


# The spec's tagged unions a client names in its own code (openapi-python-client writes
# each only inline, in the signatures that use it): alias name, where, what it is.
UNIONS = (
    ("Action", ("paths", "/games/{game_id}/actions", "post", "requestBody", "content", "application/json",
                "schema"), "An action a seat sends (`POST /games/{game_id}/actions` body), on `type`."),
    ("LegalAction", ("components", "schemas", "LegalActions", "properties", "actions", "items"),
     "One option of `GET /games/{game_id}/legal-actions` (`LegalActions.actions`), on `type`."),
    ("GameEvent", ("components", "schemas", "GameEvent"),
     "Anything the events page and the SSE stream carry (`GameEvent`: the log's events and, with "
     "`messages=true`, the table talk's `message`), on `type`."),
    ("LogEvent", ("components", "schemas", "LogEvent"),
     "One event of the game's log (`LogEvent`: every one has `seq` and `version`), on `type`."),
)


def unions_module(spec: dict) -> str:
    """``battle1821_client/unions.py``: a type alias per union of :data:`UNIONS` and a
    ``parse_<snake>(data)`` that builds the member its ``type`` names (``ValueError`` for
    another). The members are imported when used, not with the module (a parser imports
    the one it builds; an alias, read at run time, all of its own, by the module's
    ``__getattr__``): a process that parses actions does not build the ~50 event models.
    Type checkers read the aliases and the imports under ``TYPE_CHECKING``."""
    schemas = spec["components"]["schemas"]
    names: set[str] = set()
    aliases = []
    tables = []
    parsers = []
    members_of = []
    for alias, where, doc in UNIONS:
        node = spec
        for key in where:
            node = node[key]
        if "anyOf" in node:          # several kinds: 1821's branch first (server/api/kindspec.py)
            node = node["anyOf"][0]
        if "$ref" in node:
            node = schemas[node["$ref"].rsplit("/", 1)[-1]]
        members = [r["$ref"].rsplit("/", 1)[-1] for r in node["oneOf"]]
        tags = {schemas[m]["properties"]["type"]["const"]: m for m in members}
        names.update(members)
        snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in alias).lstrip("_")
        members_sorted = sorted(members)
        aliases.append("\n".join([
            f"    {alias}: TypeAlias = " + " | ".join(members_sorted),
            f'    """{doc}"""',
        ]))
        members_of.append(f'    "{alias}": (' + "".join(f'"{m}", ' for m in members_sorted) + "),")
        tables.append("\n".join([
            f"_{snake.upper()}: dict[str, str] = {{",
            *(f'    "{t}": "{m}",' for t, m in sorted(tags.items())),
            "}",
        ]))
        parsers.append("\n".join([
            f"def parse_{snake}(data: Mapping[str, Any]) -> {alias}:",
            f'    """The ``{alias}`` member that ``data["type"]`` names, from its JSON object."""',
            f'    name = _{snake.upper()}.get(str(data.get("type")))',
            "    if name is None:",
            f'        raise ValueError(f"not a {alias} type: {{data.get(\'type\')!r}} (one of {{sorted(_{snake.upper()})}})")',
            f'    return cast("{alias}", getattr(_models, name).from_dict(data))',
        ]))
    head = ['"""Named unions of the spec\'s tagged types, with a parser each (written by',
            '``tools/sdkgen.py`` from the spec; never edit). Each member is imported when a',
            'parser builds it or an alias is read, not with this module."""', "",
            "from __future__ import annotations", "",
            "import functools",
            "import operator",
            "from collections.abc import Mapping",
            "from typing import TYPE_CHECKING, Any, TypeAlias, cast", "",
            "from . import models as _models", "",
            "if TYPE_CHECKING:",
            "    from .models import (", *(f"        {n}," for n in sorted(names)), "    )", "",
            "\n\n".join(aliases), "",
            "__all__ = [" + ", ".join(f'"{a}"' for a, _, _ in UNIONS) + ", "
            + ", ".join('"parse_' + "".join(f"_{c.lower()}" if c.isupper() else c for c in a).lstrip("_") + '"'
                        for a, _, _ in UNIONS) + "]", "",
            "# each alias's members, by name (the module's __getattr__ builds the alias from them)",
            "_MEMBERS: dict[str, tuple[str, ...]] = {", *members_of, "}", "",
            "if not TYPE_CHECKING:",
            "    def __getattr__(name: str) -> Any:",
            "        members = _MEMBERS.get(name)",
            "        if members is None:",
            '            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")',
            "        value = functools.reduce(operator.or_, (getattr(_models, m) for m in members))",
            "        globals()[name] = value",
            "        return value",
            "",
            "    def __dir__() -> list[str]:",
            "        return sorted(set(globals()) | set(__all__))",
            "", ""]
    return "\n".join(head) + "\n\n".join(tables) + "\n\n\n" + "\n\n\n".join(parsers) + "\n"


def generate_ts(out_root: Path, spec: Path = SPEC) -> Path:
    """Write ``out_root/ts/src/schema.ts`` (the types openapi-fetch is parameterised by)."""
    out = out_root / TS_SCHEMA
    out.parent.mkdir(parents=True, exist_ok=True)
    tool = ROOT / "node_modules" / ".bin" / "openapi-typescript"
    if not tool.exists():
        raise RuntimeError("node_modules/.bin/openapi-typescript missing: run `npm ci`")
    # the examples shown by externalValue (files of the docs, /docs/api/examples/) are no
    # types: left out, since openapi-typescript's bundler would open them as local paths
    adapted = out.parent / ".openapi-typescript-input.json"
    adapted.write_text(json.dumps(ts_input(json.loads(spec.read_text(encoding="utf-8")))), encoding="utf-8")
    try:
        p = subprocess.run([str(tool), str(adapted), "--output", str(out), "--redocly", str(TS_REDOCLY),
                            "--default-non-nullable", "false"],
                           capture_output=True, text=True, cwd=ROOT, timeout=120)
    finally:
        adapted.unlink(missing_ok=True)
    if p.returncode != 0:
        raise RuntimeError(f"openapi-typescript failed:\n{p.stdout}\n{p.stderr}")
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "sdk", help="output root (default: sdk/)")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    print("wrote", generate_python(args.out.resolve()))
    print("wrote", generate_ts(args.out.resolve()))


if __name__ == "__main__":
    if shutil.which("node") is None:
        sys.exit("node is needed for the TypeScript SDK (see package.json)")
    main()
