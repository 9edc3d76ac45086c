"""``page_wait.until``, the browser tests' wait: it ends on the DOM change that makes its
predicate true (an attribute set later by the page's own timer, a focus move), returns the
predicate's value, and after its timeout raises, or returns False when told to be quiet."""

from __future__ import annotations

import pytest
from page_wait import until

PAGE = "<div id=app></div><button id=b>b</button>"


def test_until_ends_on_the_change_and_returns_the_value(watched):
    p = watched().page
    p.set_content(PAGE)
    p.evaluate("() => setTimeout(() => document.querySelector('#app').dataset.version = '7', 150)")
    assert until(p, "(v) => document.querySelector('#app').dataset.version === v && 'seen'", "7", timeout=10_000) == "seen"
    p.evaluate("() => setTimeout(() => document.querySelector('#b').focus(), 150)")        # no DOM mutation: focusin
    assert until(p, "() => document.activeElement?.id === 'b'", timeout=10_000) is True


def test_until_times_out_loudly_or_quietly(watched):
    p = watched().page
    p.set_content(PAGE)
    assert until(p, "() => document.querySelector('#nothing')", timeout=200, quiet=True) is False
    with pytest.raises(Exception, match="not true within 200 ms"):
        until(p, "() => document.querySelector('#nothing')", timeout=200)
