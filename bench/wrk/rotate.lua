-- wrk script of `make bench` (bench/http.py): rotate over prepared games.
-- Environment:
--   BENCH_MODE    health | read_cas | get | action
--   BENCH_GAMES   file of "game_id token version" lines (one per game)
--   BENCH_THREADS number of wrk threads (-t); thread k takes every k-th game
-- action mode POSTs {"type":"set_standing_orders",...} (always legal for a seated player,
-- R19; it bumps the version and adds one event and one action record) with the seat's
-- bearer token and If-Match: "<version>"; the version of each game is chained from the
-- response (Location names the game, ETag carries its new version).
-- done() prints one JSON line: requests, seconds, p50/p99 latency (us), unexpected statuses.

local mode = os.getenv("BENCH_MODE") or "health"
local file = os.getenv("BENCH_GAMES")
local nthreads = tonumber(os.getenv("BENCH_THREADS") or "1")
local threads = {}
local next_id = 0

function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

local body = '{"type":"set_standing_orders","call_ally":"never","answer_ally":"decline"}'

function init(args)
  games, tokens, versions = {}, {}, {}
  idx, unexpected, s412 = 0, 0, 0
  local i = 0
  if file then
    for line in io.lines(file) do
      local gid, tok, ver = line:match("^(%S+) (%S+) (%S+)")
      if gid and i % nthreads == id then
        games[#games + 1] = gid
        tokens[gid] = tok
        versions[gid] = ver
      end
      i = i + 1
    end
  end
  expect = (mode == "action") and 201 or 200
end

function request()
  if mode == "health" then
    return wrk.format("GET", "/health")
  end
  idx = idx % #games + 1
  local gid = games[idx]
  if mode == "get" then
    return wrk.format("GET", "/games/" .. gid)
  elseif mode == "read_cas" then
    return wrk.format("POST", "/_bench/read-cas/" .. gid)
  end
  return wrk.format("POST", "/games/" .. gid .. "/actions", {
    ["Authorization"] = "Bearer " .. tokens[gid],
    ["If-Match"] = '"' .. versions[gid] .. '"',
    ["Content-Type"] = "application/json",
  }, body)
end

function response(status, headers, _)
  if status ~= expect then
    unexpected = unexpected + 1
    if status == 412 then s412 = s412 + 1 end
  end
  if mode == "action" and status == 201 then
    local loc = headers["location"] or headers["Location"]
    local etag = headers["etag"] or headers["ETag"]
    if loc and etag then
      local gid = loc:match("^/games/([^/]+)/")
      local v = etag:match('"(%d+)"')
      if gid and v then versions[gid] = v end
    end
  end
end

function done(summary, latency, requests)
  local bad, n412 = 0, 0
  for _, t in ipairs(threads) do
    bad = bad + (t:get("unexpected") or 0)
    n412 = n412 + (t:get("s412") or 0)
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"seconds":%.6f,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,' ..
    '"unexpected_status":%d,"status_412":%d,"socket_errors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, bad, n412, e.connect + e.read + e.write + e.timeout))
end
