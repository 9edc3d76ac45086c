-- wrk script of bench/mix.py: the realistic action mix, replayed from recorded bot games.
-- Environment:
--   BENCH_GAMES    file of "game_id version token0 token1 ..." lines (one per game)
--   BENCH_ACTIONS  file of "game_id seat action_json" lines, in each game's order
--   BENCH_THREADS  number of wrk threads (-t); thread k takes every k-th game
--   BENCH_ACCEPT_ENCODING  when set, sent as Accept-Encoding (gzip: answers of 1 KiB and
--                  more come compressed, as browsers and httpx ask; unset: none asked)
-- Each request is the next recorded action of the next game (round robin over the games;
-- a game with a request in flight is passed over) with that seat's bearer token and
-- If-Match: "<version>". A 201 moves the game on (its ETag is the next version; Location
-- names the game). The Ottoman phase moves a game's version outside this chain (an RQ
-- worker commits it), so two answers are expected and counted apart, and the same action
-- is sent again at the game's next turn: 412 stale_version (the version is re-read from
-- its ETag: "resync") and 409 ottoman_phase (the phase is still running: "wait"); the
-- problem's "instance" names the game. Anything else is unexpected. A game whose actions
-- are all sent is passed over; when every game is, the script sends GET /health and
-- counts it "exhausted" (the bench then fails its check).
-- done() prints one JSON line: requests, seconds, p50/p90/p99 latency (us, of every
-- request), unexpected statuses, resyncs, waits, exhausted requests and the count of
-- accepted actions per type.

local games_file = os.getenv("BENCH_GAMES")
local actions_file = os.getenv("BENCH_ACTIONS")
local nthreads = tonumber(os.getenv("BENCH_THREADS") or "1")
local threads = {}
local next_id = 0

function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

function init(args)
  games, tokens, versions, queue, pos, busy = {}, {}, {}, {}, {}, {}
  idx, unexpected, resync, waits, exhausted, types = 0, 0, 0, 0, 0, {}
  local mine = {}
  local i = 0
  for line in io.lines(games_file) do
    local gid, ver, rest = line:match("^(%S+) (%S+) (.*)$")
    if gid and i % nthreads == id then
      games[#games + 1] = gid
      versions[gid] = ver
      local toks = {}
      for t in rest:gmatch("%S+") do toks[#toks + 1] = t end
      tokens[gid] = toks
      queue[gid] = {}
      pos[gid] = 0
      mine[gid] = true
    end
    i = i + 1
  end
  for line in io.lines(actions_file) do
    local gid, seat, body = line:match("^(%S+) (%d+) (.*)$")
    if gid and mine[gid] then
      local q = queue[gid]
      q[#q + 1] = {tonumber(seat), body, body:match('"type":"([%w_]+)"') or "?"}
    end
  end
  hdr = {["Content-Type"] = "application/json"}
  local accept = os.getenv("BENCH_ACCEPT_ENCODING")
  if accept and accept ~= "" then hdr["Accept-Encoding"] = accept end
end

function request()
  for _ = 1, #games do
    idx = idx % #games + 1
    local gid = games[idx]
    local a = queue[gid][pos[gid] + 1]
    if a and not busy[gid] then
      busy[gid] = true
      hdr["Authorization"] = "Bearer " .. tokens[gid][a[1] + 1]
      hdr["If-Match"] = '"' .. versions[gid] .. '"'
      return wrk.format("POST", "/games/" .. gid .. "/actions", hdr, a[2])
    end
  end
  exhausted = exhausted + 1
  return wrk.format("GET", "/health")
end

function response(status, headers, body)
  local etag = headers["etag"] or headers["ETag"]
  local v = etag and etag:match('"(%d+)"')
  if status == 201 then
    local loc = headers["location"] or headers["Location"]
    local gid = loc and loc:match("^/games/([^/]+)/")
    if gid and v and queue[gid] then
      local a = queue[gid][pos[gid] + 1]
      types[a[3]] = (types[a[3]] or 0) + 1
      pos[gid] = pos[gid] + 1
      versions[gid] = v
      busy[gid] = nil
    else
      unexpected = unexpected + 1
    end
    return
  end
  if status == 200 and exhausted > 0 then return end
  local gid = body and body:match('"instance":"/games/([^/"]+)/actions"')
  if gid and queue[gid] then busy[gid] = nil end
  if status == 412 and gid and v then
    versions[gid] = v
    resync = resync + 1
  elseif status == 409 and gid and body:match('"code":"ottoman_phase"') then
    waits = waits + 1
  else
    unexpected = unexpected + 1
    if unexpected <= 3 then io.stderr:write("unexpected " .. status .. " " .. (body or "") .. "\n") end
  end
end

function done(summary, latency, requests)
  local bad, nres, nwait, ex, all = 0, 0, 0, 0, {}
  for _, t in ipairs(threads) do
    bad = bad + (t:get("unexpected") or 0)
    nres = nres + (t:get("resync") or 0)
    nwait = nwait + (t:get("waits") or 0)
    ex = ex + (t:get("exhausted") or 0)
    local ty = t:get("types") or {}
    for k, v in pairs(ty) do all[k] = (all[k] or 0) + v end
  end
  local parts = {}
  for k, v in pairs(all) do parts[#parts + 1] = string.format('"%s":%d', k, v) end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"seconds":%.6f,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,' ..
    '"unexpected_status":%d,"resync":%d,"waits":%d,"exhausted":%d,"socket_errors":%d,"types":{%s}}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, bad, nres, nwait, ex, e.connect + e.read + e.write + e.timeout,
    table.concat(parts, ",")))
end
