"""A page of another origin calls the API in a real browser (docs/api/index.md, "Other
origins"): Chromium sends the CORS preflights the requests need (a JSON body, ``If-Match``,
``Authorization``: none is CORS-safelisted) and the script reads every response header field
the protocol tells it to (``ETag``, ``Location``, ``API-Version``, ``RateLimit``,
``RateLimit-Policy``, ``X-Request-ID``), on a success and on a problem. Before,
``API-Version`` read as null (not in ``Access-Control-Expose-Headers``)."""

from __future__ import annotations

READ = ["etag", "location", "api-version", "ratelimit", "ratelimit-policy", "x-request-id"]


def test_a_page_of_another_origin_reads_what_the_protocol_needs(browser, web_live):
    base = web_live["base"]                          # http://127.0.0.1:<port>
    port = base.rsplit(":", 1)[1]
    # another origin (another host name) served by a loopback address (a page not from one
    # is refused loopback requests by Chromium's Local Network Access, whatever CORS says)
    page_url = f"http://localhost:{port}/health"
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(page_url)
        got = page.evaluate("""async ([base, names]) => {
            const read = (r) => Object.fromEntries(names.map((n) => [n, r.headers.get(n)]));
            const json = {'Content-Type': 'application/json'};
            const made = await fetch(base + '/games', {method: 'POST', headers: json,
                body: JSON.stringify({seats: 2, players: [{name: 'Ypsilantis'}]})});
            const g = await made.json();
            const joined = await fetch(base + '/games/' + g.id + '/players', {method: 'POST',
                headers: {...json, 'If-Match': made.headers.get('etag')}, body: JSON.stringify({name: 'Mavrogenous'})});
            const seat = await joined.json();
            const view = await fetch(base + '/games/' + g.id, {headers: {'Authorization': 'Bearer ' + seat.token}});
            const stale = await fetch(base + '/games/' + g.id + '/actions', {method: 'POST',
                headers: {...json, 'Authorization': 'Bearer ' + seat.token, 'If-Match': '"1"',
                          'Idempotency-Key': 'cross-origin'}, body: JSON.stringify({type: 'end_step'})});
            return {origin: location.origin,
                    made: [made.status, read(made)], joined: [joined.status, read(joined)],
                    view: [view.status, read(view)], stale: [stale.status, read(stale), (await stale.json()).code]};
        }""", [base, READ])
    finally:
        context.close()
    assert got["origin"] == f"http://localhost:{port}" and not base.startswith(got["origin"])
    status, h = got["made"]
    assert status == 201, got
    assert all(h[n] for n in READ), h                       # every one readable (was: API-Version null)
    assert h["etag"] == '"1"' and h["location"].startswith("/games/") and h["api-version"]
    status, h = got["joined"]
    assert status == 201 and h["etag"] and h["location"].endswith("/players/1"), got
    status, h = got["view"]
    assert status == 200 and h["etag"] and h["api-version"], got
    status, h, code = got["stale"]
    assert status == 412 and code == "stale_version" and h["etag"] and h["api-version"], got
