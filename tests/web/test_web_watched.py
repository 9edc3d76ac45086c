"""The browser tests' guard (conftest ``Watched``): a page's request to any host but the
server's is refused and recorded, while the server's own requests are left alone (they are
no longer routed through the test process: only foreign ones match the route's pattern)."""

from __future__ import annotations


def test_a_foreign_request_is_refused_and_recorded_and_the_servers_are_not(watched, web_live):
    base = web_live["base"]
    host, port = base.rsplit(":", 1)
    other = f"{host}:{int(port) + 1 if int(port) < 65535 else int(port) - 1}"
    w = watched()
    p = w.page
    p.goto(f"{base}/play/")
    got = p.evaluate("""async ([base, other]) => {
        const ok = (await fetch(base + '/kinds')).status;
        let foreign = 'answered';
        try { await fetch('http://foreign.invalid/x.js'); } catch (e) { foreign = 'refused'; }
        let port = 'answered';               // the server's host on another port
        try { await fetch(other + '/y.js'); } catch (e) { port = 'refused'; }
        return { ok, foreign, port }; }""", [base, other])
    assert got == {"ok": 200, "foreign": "refused", "port": "refused"}, got
    assert w.foreign == ["http://foreign.invalid/x.js", f"{other}/y.js"], w.foreign
