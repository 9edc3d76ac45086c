"""The problem-type pages of the documentation site: one page per problem ``code`` the
API can answer (``docs/api/problems/<code>.md``) and their index, generated from the code.

A problem's ``type`` is ``/docs/api/problems/<code>/`` (:func:`server.api.problems.problem_type`),
so each answered problem links to its page. The codes are collected from the source:
the domain errors raised in ``server/`` (:mod:`server.service.errors`; a ``code=`` keyword
or the class's own code), the engine's ``RuleViolation`` codes in every game-kind package
(``kinds/gamekinds``, 409 with their ``ruling``), the direct ``problem_response`` calls, and
the tables of :mod:`server.api.problems` (``CODES``, ``SEAT_CODES``, its code constants,
the HTTP fallbacks), and the listing's ``CursorError`` codes (``invalid_cursor``...).

    python -m tools.problem_docs            # rewrite docs/api/problems/
    python -m tools.problem_docs --check    # exit 1 when a page is missing, stale or extra
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from server.api import problems as api
from server.service import errors as domain

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "api" / "problems"
SOURCES = (ROOT / "server", ROOT / "kinds" / "gamekinds")


RULE_MEANING = ("The rules engine refused the action: it breaks the rule that the problem's "
                "`ruling` names (an R-number of the game's rulings, when one applies). "
                "`GET /games/{id}/legal-actions` lists what this seat may do now, and "
                "`POST /games/{id}/actions/check` tells why an action would be refused.")


UNKNOWN_MEANING = ("The action names something the game does not have (1821: a region id that is not on "
                   "the board): 422 before any rule is checked, with `field` the JSON path in the action "
                   "(`region`, `from`, `to`, `placements[0].region`). The board's ids are listed in "
                   "`GET /rules` (`board.regions[].id`). A check that only the state can answer (a region "
                   "the rules' lookups meet elsewhere) stays a 409 rule violation with its `ruling`.")


CURSOR_MEANING = ("`GET /games` cannot go on from this `cursor` (400, `field` `cursor`): a cursor is "
                  "only good for the listing that issued it, with the same filters, for a while; the "
                  "`detail` says which. Send the request again without `cursor` and page on with each "
                  "page's `next_cursor`.")


@dataclass
class Code:
    code: str
    status: set[int] = field(default_factory=set)
    title: str = ""
    meaning: str = ""
    rulings: set[str] = field(default_factory=set)
    details: list[str] = field(default_factory=list)
    where: set[str] = field(default_factory=set)
    kinds: list[tuple[str, str]] = field(default_factory=list)
    """(kind, its words) for a code whose reasons are each game kind's own."""


def _domain_classes() -> dict[str, type[domain.DomainError]]:
    return {name: cls for name, cls in vars(domain).items()
            if isinstance(cls, type) and issubclass(cls, domain.DomainError)}


def _text(node: ast.AST | None) -> str | None:
    """A string literal's text; an f-string's with each placeholder as ``…``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "…" for v in node.values)
    return None


def _name(func: ast.AST) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _expanded(code: str) -> list[str]:
    """A code made at run time: ``…_phase`` (an automatic phase is running) is one code per
    automatic phase of every registered game kind (1821: ``ottoman_phase``)."""
    if code == "…_phase":
        from gamekinds import registry

        return [f"{p}_phase" for kind in registry.all_kinds() for p in kind.AUTOMATIC_PHASES]
    return [code]


def collect() -> dict[str, Code]:
    """Every problem code the API can answer -> what is known of it."""
    codes: dict[str, Code] = {}

    def note(code: str, status: int | None, where: str, detail: str | None = None,
             ruling: str | None = None, title: str = "", meaning: str = "") -> None:
        c = codes.setdefault(code, Code(code))
        if status:
            c.status.add(status)
        c.where.add(where)
        if detail and detail not in c.details and len(c.details) < 3:
            c.details.append(detail)
        if ruling:
            c.rulings.add(ruling)
        c.title = c.title or title
        c.meaning = c.meaning or meaning

    classes = _domain_classes()
    consts = {n: getattr(api, n) for n in dir(api) if n.isupper() and isinstance(getattr(api, n), str)}
    for root in SOURCES:
        for path in sorted(root.rglob("*.py")):
            where = str(path.relative_to(ROOT))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.FunctionDef) and node.name == "unknown_reference":
                    # a kind's check of the names an action uses: ``(code, field, detail)``, 422
                    for ret in ast.walk(node):
                        if isinstance(ret, ast.Return) and isinstance(ret.value, ast.Tuple) and \
                                _text(ret.value.elts[0]):
                            code = _text(ret.value.elts[0])
                            note(code, 422, where, _text(ret.value.elts[2]), title=code.replace("_", " ").capitalize())
                            codes[code].meaning = UNKNOWN_MEANING
                    continue
                if not isinstance(node, ast.Call):
                    continue
                name = _name(node.func)
                kw = {k.arg: k.value for k in node.keywords if k.arg}
                first = node.args[0] if node.args else None
                if name == "RuleViolation" and _text(first):
                    note(_text(first), 409, where, _text(node.args[1]) if len(node.args) > 1 else None,
                         _text(node.args[2]) if len(node.args) > 2 else _text(kw.get("ruling")),
                         domain.RuleBroken.title, RULE_MEANING)
                elif name == "CursorError" and _text(first):
                    # the listing's cursor checks (server.store.listing): 400 with ``field`` ``cursor``
                    note(_text(first), 400, where, _text(node.args[1]) if len(node.args) > 1 else None,
                         title=domain.InvalidRequest.title, meaning=CURSOR_MEANING)
                elif name == "NotFound" and path.name != "errors.py":
                    what = _text(first) if first is not None else "game"
                    if what:
                        note(f"{what}_not_found", 404, where, f"No such {what}.", title="Not found",
                             meaning=(domain.NotFound.__doc__ or "").split("(")[0].strip())
                elif name in classes and name != "NotFound":
                    cls = classes[name]
                    code = _text(kw.get("code")) if "code" in kw else cls.code
                    if code and code != "error" and not ("code" in kw and _text(kw["code"]) is None):
                        for one in _expanded(code):
                            note(one, api.status_of(cls.__new__(cls)), where, _text(first),
                                 _text(kw.get("ruling")), cls.title, " ".join((cls.__doc__ or "").split()))
                elif name == "problem_response" and len(node.args) >= 2:
                    status = node.args[0].value if isinstance(node.args[0], ast.Constant) else None
                    code_node = node.args[1]
                    code = _text(code_node) or (consts.get(code_node.id) if isinstance(code_node, ast.Name) else None)
                    if code:
                        note(code, status, where, _text(node.args[2]) if len(node.args) > 2 else None)
    for code, meaning in api.CODES.items():
        m = re.match(r"(\d{3}): (.*)", meaning, re.S)
        note(code, int(m.group(1)) if m else None, "server/api/problems.py", meaning=m.group(2) if m else meaning)
    for code, (status, meaning) in api.SEAT_CODES.items():
        note(code, status, "server/api/problems.py", meaning=meaning)
    for name, doc in _constant_docs(Path(api.__file__)).items():
        m = re.match(r"(\d{3})\b[^:]*:\s*(.*)", doc, re.S)
        if m:
            note(consts[name], int(m.group(1)), "server/api/problems.py", meaning=" ".join(m.group(2).split()))
    for status, code in api._HTTP_CODES.items():
        note(code, status, "server/api/problems.py (HTTP errors)")
    from gamekinds import registry

    if domain.InvalidPosition.code in codes:     # each kind's checks, in its words (its POSITION_CHECKS)
        c = codes[domain.InvalidPosition.code]
        c.kinds = registry.position_checks()
        for kind in registry.all_kinds():       # where each kind raises them (its from_position's module)
            module = kind.from_position.__module__
            if getattr(kind, "POSITION_CHECKS", None) and module.startswith("gamekinds."):
                c.where.add("kinds/" + module.replace(".", "/") + ".py")
    return dict(sorted(codes.items()))


def _constant_docs(path: Path) -> dict[str, str]:
    """Module constants of ``path`` with the string literal that follows them."""
    body = ast.parse(path.read_text(encoding="utf-8")).body
    out = {}
    for a, b in zip(body, body[1:]):
        if isinstance(a, ast.Assign) and len(a.targets) == 1 and isinstance(a.targets[0], ast.Name) \
                and isinstance(b, ast.Expr) and _text(b.value):
            out[a.targets[0].id] = _text(b.value)
    return out


def _md(text: str) -> str:
    """RST double backquotes to Markdown code."""
    return re.sub(r"``([^`]+)``", r"`\1`", text)


RULINGS_PAGE = "../../games/1821-rulings.md"


def page(c: Code) -> str:
    status = ", ".join(str(s) for s in sorted(c.status)) or "varies"
    lines = [f"# `{c.code}`", "",
             f"**Status** {status} · **type** `{api.problem_type(c.code)}` · **code** `{c.code}`"]
    if c.title:
        lines[-1] += f" · **title** {c.title}"
    lines.append("")
    if c.meaning:
        lines += [_md(c.meaning), ""]
    if c.rulings:
        rs = sorted(c.rulings, key=lambda r: (len(r), r))
        lines += ["Rulings: " + ", ".join(
            f"[{r}]({RULINGS_PAGE}#{r.lower()})" if re.fullmatch(r"R\d+", r) else f"`{r}`" for r in rs)
            + " (the problem's `ruling` names the one that applies).", ""]
    if c.kinds:
        lines += ["What each game kind checks (its `POSITION_CHECKS`; `ruling` names the rule):", ""]
        lines += [f"- `{name}`: {_md(text)}" for name, text in c.kinds] + [""]
    if c.details:
        lines += ["Example details:", ""] + [f"- {_md(d)}" for d in c.details] + [""]
    lines += ["Raised in: " + ", ".join(f"`{w}`" for w in sorted(c.where)) + ".", "",
              "Every problem is RFC 9457 `application/problem+json`; see [Errors](../errors.md)."]
    return "\n".join(lines) + "\n"


def index(codes: dict[str, Code]) -> str:
    rows = [f"| [`{c.code}`]({c.code}.md) | {', '.join(str(s) for s in sorted(c.status)) or 'varies'} "
            f"| {(c.title or c.code.replace('_', ' ').capitalize())} |" for c in codes.values()]
    return "\n".join([
        "# Problem types", "",
        "Every error the API answers is a problem with a stable `code`; its `type` is the",
        "address of its page here. Generated by `python -m tools.problem_docs` from the code.", "",
        "| code | status | title |", "| --- | --- | --- |", *rows]) + "\n"


def render() -> dict[str, str]:
    codes = collect()
    out = {f"{c.code}.md": page(c) for c in codes.values()}
    out["index.md"] = index(codes)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="fail when a page is missing, stale or extra")
    args = ap.parse_args(argv)
    want = render()
    have = {p.name: p.read_text(encoding="utf-8") for p in OUT.glob("*.md")} if OUT.exists() else {}
    if args.check:
        problems = sorted(n for n in set(want) | set(have) if want.get(n) != have.get(n))
        print("\n".join(f"{OUT.relative_to(ROOT)}/{n}: stale" for n in problems) or "ok")
        return 1 if problems else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for name in set(have) - set(want):
        (OUT / name).unlink()
    for name, text in want.items():
        (OUT / name).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
