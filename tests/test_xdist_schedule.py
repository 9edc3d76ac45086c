"""``tests/xdist_schedule.py`` (issue 37): the work units of ``make test``'s schedule, their
estimated seconds (a new file gets the default), and the figures read from a junit report."""

from __future__ import annotations

from pathlib import Path

import browsers
import xdist_schedule as xs

ROOT = Path(__file__).resolve().parents[1]


def test_every_split_file_and_every_figure_names_a_file_that_exists():
    named = set(xs.SPLIT | xs.SPLIT_CASES) | {unit.partition("::")[0] for unit in xs.SECONDS | dict.fromkeys(xs.TOGETHER)}
    assert not xs.SPLIT & xs.SPLIT_CASES
    assert {t.partition("::")[0] for t in xs.TOGETHER} <= xs.SPLIT_CASES
    assert [p for p in sorted(named) if not (ROOT / p).is_file()] == []


def test_units_are_files_top_level_tests_or_cases():
    assert xs.scope_of("tests/api/test_head.py::test_a[x]") == "tests/api/test_head.py"
    split = next(iter(sorted(xs.SPLIT)))
    assert xs.scope_of(f"{split}::TestC::test_m[1]") == f"{split}::TestC"
    assert xs.scope_of(f"{split}::test_f[a-b]") == f"{split}::test_f"
    case = next(iter(sorted(xs.SPLIT_CASES)))
    assert xs.scope_of(f"{case}::test_f[a-b]") == f"{case}::test_f[a-b]"
    together = next(iter(sorted(xs.TOGETHER)))
    assert xs.scope_of(f"{together}[a-b]") == xs.scope_of(f"{together}[c-d]") == together


def test_a_new_file_counts_the_default_a_test_and_a_split_file_shares_its_figure(monkeypatch):
    monkeypatch.setattr(xs, "SECONDS", {"tests/x/test_known.py": 30.0, "tests/x/test_split.py": 12.0})
    units = {"tests/x/test_known.py": ["a"], "tests/x/test_new.py": ["a", "b", "c"],
             "tests/x/test_split.py::test_a": ["a"], "tests/x/test_split.py::test_b": ["b", "c"]}
    assert xs.seconds_of(units) == {"tests/x/test_known.py": 30.0, "tests/x/test_new.py": 3 * xs.DEFAULT_S,
                                    "tests/x/test_split.py::test_a": 6.0, "tests/x/test_split.py::test_b": 6.0}


def test_figures_from_a_junit_report_sum_each_unit(tmp_path):
    split = next(iter(sorted(xs.SPLIT))).removesuffix(".py").replace("/", ".")
    report = tmp_path / "junit.xml"
    report.write_text(f"""<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest">
<testcase classname="tests.api.test_head" name="test_a[1]" time="1.5"/>
<testcase classname="tests.api.test_head" name="test_a[2]" time="2.5"/>
<testcase classname="{split}" name="test_f[x]" time="3"/>
<testcase classname="{split}.TestC" name="test_m" time="5"/>
</testsuite></testsuites>""")
    path = split.replace(".", "/") + ".py"
    assert xs.figures_from_junit(report, 2.0, ROOT) == {
        "tests/api/test_head.py": 8.0, f"{path}::test_f": 6.0, f"{path}::TestC": 10.0}


def test_browser_files_are_chains_of_files_and_each_chain_counts_its_files_figures():
    chains = xs.browser_chains(ROOT)
    web = sorted({f"tests/web/{p.name}" for p in (ROOT / "tests/web").glob("test_*.py")} | browsers.BROWSER_FILES)
    assert all(browsers.browser_file(f) for f in web)
    assert sorted(chains) == web and len(set(chains.values())) == xs.BROWSER_CHAINS
    for f in web:
        assert xs.unit_of(f"{f}::test_x[1]") == chains[f]
    assert xs.unit_of("tests/api/test_head.py::test_a[x]") == "tests/api/test_head.py"
    unit = chains["tests/web/test_web_ottomans.py"]
    ids = [f"{f}::t" for f, u in chains.items() if u == unit]
    assert xs.seconds_of({unit: ids}) == {unit: sum(xs.SECONDS.get(i.partition("::")[0], xs.DEFAULT_S) for i in ids)}
    figures = [sum(xs.SECONDS.get(f, xs.DEFAULT_S) for f, u in chains.items() if u == c) for c in set(chains.values())]
    assert max(figures) - min(figures) <= max(xs.SECONDS.get(f, xs.DEFAULT_S) for f in web)     # balanced
