"""Waits on a browser page woken by the page's own changes, not by polling it.

Playwright's ``page.wait_for_function`` runs its predicate on every animation frame by default
(``polling="raf"``): while a test waits, the page's renderer makes frames, ~60 a second, for
nothing to draw. Measured on this machine (Debian's chromium-headless-shell 156, one page, 10 s,
CPU seconds of the whole process tree): nothing 0.02, a ``wait_for_function`` 0.67, a loop of
``wait_for_timeout(100)`` + ``get_attribute`` 0.59, ``polling=100`` 0.04.

:func:`until` runs the predicate in the page once, then after every change of the document
(a ``MutationObserver``: elements, attributes, text), every focus move and hash change, and
once a second for what no DOM change tells. What a test waits for on these pages (a
``data-*`` of ``#app``, an element shown, the focus) is a DOM change, so the wait ends in the
same task as the change, with no frame and no poll in between."""

from __future__ import annotations

from typing import Any

_SCRIPT = """async ([arg, ms, quiet]) => {
  const pred = (%s);
  return await new Promise((resolve, reject) => {
    let done = false;
    let obs = null, tick = 0, limit = 0;
    const stop = () => {
      done = true;
      if (obs) obs.disconnect();
      clearInterval(tick);
      clearTimeout(limit);
      document.removeEventListener("focusin", check, true);
      window.removeEventListener("hashchange", check);
    };
    function check() {
      if (done) return;
      let v;
      try { v = pred(arg); } catch (e) { stop(); reject(e); return; }
      if (v) { stop(); resolve(v instanceof Node ? true : v); }
    }
    obs = new MutationObserver(check);
    obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener("focusin", check, true);
    window.addEventListener("hashchange", check);
    tick = setInterval(check, 1000);
    limit = setTimeout(() => {
      stop();
      if (quiet) resolve(false);
      else reject(new Error(`page_wait.until: not true within ${ms} ms: ${String(pred).slice(0, 300)}`));
    }, ms);
    check();
  });
}"""


def until(page, predicate: str, arg: Any = None, timeout: float = 30_000, quiet: bool = False) -> Any:
    """Wait until ``predicate(arg)`` is truthy in ``page`` and return its value (JSON; ``True``
    for a DOM node). ``predicate``: the source of a JavaScript function of one argument; ``arg``:
    JSON-serialisable; ``timeout``: ms (a hang bound). After ``timeout`` it raises
    (playwright's ``Error``), or returns ``False`` with ``quiet``. A navigation of the page
    meanwhile raises too (the wait lives in the page's document)."""
    return page.evaluate(_SCRIPT % predicate, [arg, timeout, quiet])
