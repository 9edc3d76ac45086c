"""One configuration source (issue 36): every variable the server reads is a
``Settings`` field with a type, a default and a description; no other server module reads
the environment; docs/configuration.md is generated from the fields and never stale."""

from __future__ import annotations

from dataclasses import MISSING, fields
from pathlib import Path

import pytest

from server.config import Settings, variables
from tools import config_doc


def test_every_field_has_a_variable_a_default_and_a_description():
    for f in fields(Settings):
        assert f.metadata.get("env"), f.name
        assert f.default is not MISSING, f.name
        assert len(f.metadata["doc"]) > 10, f.name
    names = [n for f in fields(Settings) for n in (f.metadata["env"], *f.metadata["aliases"])]
    assert len(names) == len(set(names))


def test_server_reads_no_variable_outside_settings():
    assert config_doc.stray_reads() == []


def test_configuration_page_is_current():
    assert config_doc.PAGE.read_text(encoding="utf-8") == config_doc.render(), \
        "docs/configuration.md is stale: run python -m tools.config_doc"


def test_page_lists_every_variable():
    page = config_doc.PAGE.read_text(encoding="utf-8")
    for name in variables():
        assert f"`{name}`" in page


@pytest.mark.parametrize("code, why", [
    ('import os\nTIMEOUT = float(os.environ.get("BATTLE1821_NEW_TIMEOUT_S") or 5)\n', "os.environ"),
    ('import os\nURL = os.getenv("REDIS_URL")\n', "os.getenv"),
    ('from os import environ\nX = environ["HOME"]\n', "from os import"),
    ('"""Set ``BATTLE1821_NOT_A_FIELD`` to ..."""\n', "BATTLE1821_NOT_A_FIELD is not a Settings variable"),
])
def test_a_stray_read_fails_the_check(tmp_path: Path, code: str, why: str):
    pkg = tmp_path / "server"
    pkg.mkdir()
    (pkg / "config.py").write_text('import os\nRAW = os.environ.get("REDIS_URL")\n')   # the one allowed reader
    (pkg / "worker.py").write_text(code)
    found = config_doc.stray_reads(pkg, pkg / "config.py")
    assert found and all(f.startswith("server/worker.py:") for f in found), found
    assert any(why in f for f in found), found


def test_from_env_parses_types_fallbacks_aliases_and_minimums():
    s = Settings.from_env({"REDIS_URL": "redis://r:1/0", "BATTLE1821_REDIS_CLUSTER": "yes",
                           "BATTLE1821_ARCHIVE": "off", "BATTLE1821_PORT": "9000", "LOG_LEVEL": "debug",
                           "BATTLE1821_TALK_PER_MINUTE": "0", "BATTLE1821_WORKER_LIVE_S": "0.1",
                           "BATTLE1821_DATA_DIR": "/tmp/d", "BATTLE1821_QUEUE": "  "})
    assert s.queue_redis_url == "redis://r:1/0" and s.redis_cluster is True and s.archive is False
    assert s.port == 9000 and s.log_level == "DEBUG" and s.data_dir == Path("/tmp/d")
    assert s.talk_per_minute == 1 and s.worker_live_s == 0.5
    assert s.queue_name == "battle1821"          # blank: the default
    assert Settings.from_env({}) == Settings()
    assert Settings.from_env({"REDIS_CLUSTER": "0", "BATTLE1821_REDIS_CLUSTER": "1"}).redis_cluster is False


def test_the_docs_name_only_variables_that_exist():
    """README.md, docs/ and deploy/README.md name no BATTLE1821_* variable that nothing
    reads (BATTLE1821_URL: the bot example's own, read by the example; BATTLE1821_SCREENSHOTS:
    where the web tests write the screenshots docs/play.md shows, read by those tests)."""
    import re

    from server.config import LIBRARY_VARIABLES

    known = set(variables()) | set(LIBRARY_VARIABLES) | {"BATTLE1821_URL", "BATTLE1821_SCREENSHOTS"}
    root = config_doc.ROOT
    pages = [root / "README.md", root / "deploy" / "README.md", *(root / "docs").rglob("*.md")]
    stray = {f"{p.relative_to(root)}: {n}" for p in pages
             for n in re.findall(r"\bBATTLE1821_[A-Z0-9_]*[A-Z0-9]\b", p.read_text(encoding="utf-8"))
             if n not in known}
    assert stray == set()
