-- battle1821: quick play's seeks (server/store/seeks.py). Every KEY is in the accounts'
-- slot (hash tag {P:acct}): one call claims a whole match, and finishing it writes the
-- seeks' state and their accounts' events together (Redis Cluster safe: no key is built
-- here, every one is passed in KEYS).
-- KEYS[1] rec hash      seek id -> the seek's record JSON (written once)
-- KEYS[2] state hash    seek id -> 'open' | 'claimed <match id>' | 'matched <game id> <seat>'
--                       | 'cancelled' | 'expired'
-- KEYS[3] idx hash      seek id -> '<waiting member> <listing member> <mine member>' (open seeks)
-- KEYS[4] open zset     open seek ids, score = expiry (ms)
-- KEYS[5] waiting zset  score 0, lex members '<pool>:<created ms, 13 digits>:<seek id>:<account>:
--                       <rating>:<min>:<max>' (min/max 'n': none): one pool's seeks, oldest first
-- KEYS[6] listing zset  score 0, '<kind>:<created ms, 13 digits>:<seek id>'
-- KEYS[7] mine zset     score 0, '<account>:<seek id>' (an account's open seeks)
-- KEYS[8] matches zset  match ids, score = the lease's deadline (ms)
-- KEYS[9] match hash    match id -> '<game id> <seek id of seat 0> <seek id of seat 1> ...'
-- KEYS[10] done zset    seek ids no longer open or claimed, score = since when (ms)
--
-- ARGV[1] = 'post': add one seek, or claim it with the oldest compatible open seeks.
--   ARGV[2] seek id  [3] record JSON  [4] account  [5] pool  [6] kind  [7] rating
--   [8] min  [9] max ('n': none)  [10] seats  [11] created ms  [12] expiry ms
--   [13] open seeks an account may hold  [14] match id  [15] game id  [16] lease ms
--   [17] pool members read at most  [18] search steps at most  [19 .. 22] four random
--   numbers in [0, 1) (the seats' order)
--   Returns {0} the account holds its most open seeks (nothing written) | {2} added, open |
--   {1, match id, game id, seek id of seat 0, seat 1, ...} claimed | {3} a re-send of a call
--   that landed, whose seek is matched, cancelled or expired since (a re-send of one that
--   left it open or claimed answers {2} or {1, ...} again; nothing is written twice).
-- ARGV[1] = 'cancel': ARGV[2] seek id. Returns {1} cancelled | {0} claimed or matched |
--   {2} cancelled or expired already | {-1} no such seek.
-- ARGV[1] = 'sweep': expire open seeks past their expiry, take the matches whose lease ran
--   out (a new lease each), forget finished seeks' records.
--   ARGV[2] batch  [3] lease ms  [4] finished records kept (ms)
--   Returns {expired, forgotten, match id, match record, match id, match record, ...}.
-- ARGV[1] = 'done': the match's game exists: its seeks become matched and their accounts
--   are told. KEYS[11 ..]: per seat, its account's event stream and games sorted set.
--   ARGV[2] match id  [3] game id  [4] events kept  [5] now ms (the games' score)
--   [6 ..] per seat: its seek id, its event JSON after '{"seq":<n>'
--   Returns {1} done by this call | {0} the match is done (or failed) already.
-- ARGV[1] = 'fail': the match's game cannot be made: its seeks become cancelled.
--   ARGV[2] match id. Returns {1} | {0} gone already.
local mode = ARGV[1]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)

local function unindex(id)
  local idx = redis.call('HGET', KEYS[3], id)
  if idx then
    local w, l, m = string.match(idx, '^(%S+) (%S+) (%S+)$')
    redis.call('ZREM', KEYS[5], w)
    redis.call('ZREM', KEYS[6], l)
    redis.call('ZREM', KEYS[7], m)
    redis.call('HDEL', KEYS[3], id)
  end
  redis.call('ZREM', KEYS[4], id)
end

local function finish(id, state)
  unindex(id)
  redis.call('HSET', KEYS[2], id, state)
  redis.call('ZADD', KEYS[10], now, id)
end

local function expire(limit)
  local gone = redis.call('ZRANGE', KEYS[4], '-inf', now, 'BYSCORE', 'LIMIT', 0, limit)
  for _, id in ipairs(gone) do finish(id, 'expired') end
  return #gone
end

local function bound(v, default)
  if v == 'n' then return default end
  return tonumber(v)
end

-- a's rating inside b's range and b's inside a's
local function fits(a, b)
  return a.rating >= b.lo and a.rating <= b.hi and b.rating >= a.lo and b.rating <= a.hi
end

if mode == 'post' then
  local id, acc, pool, kind = ARGV[2], ARGV[4], ARGV[5], ARGV[6]
  local was = redis.call('HGET', KEYS[2], id)
  if was then                -- a re-send of this call (its reply was lost): answer as it did
    if was == 'open' then return {2} end
    local mid = string.match(was, '^claimed (%S+)$')
    local rec = mid and redis.call('HGET', KEYS[9], mid)
    if rec then
      local out = {1, mid}
      for part in string.gmatch(rec, '%S+') do out[#out + 1] = part end
      return out
    end
    return {3}
  end
  expire(100)
  local lo, hi = ARGV[8], ARGV[9]
  if redis.call('ZLEXCOUNT', KEYS[7], '[' .. acc .. ':', '(' .. acc .. ';') >= tonumber(ARGV[13]) then
    return {0}
  end
  local me = {id = id, acc = acc, rating = tonumber(ARGV[7]), lo = bound(lo, -math.huge), hi = bound(hi, math.huge)}
  local seats = tonumber(ARGV[10])
  local found = {}
  for _, m in ipairs(redis.call('ZRANGE', KEYS[5], '[' .. pool .. ':', '(' .. pool .. ';', 'BYLEX',
                                'LIMIT', 0, tonumber(ARGV[17]))) do
    local sid, a, r, l, h = string.match(m, '^[^:]+:%d+:([^:]+):([^:]+):([^:]+):([^:]+):([^:]+)$')
    if sid and a ~= acc then
      found[#found + 1] = {id = sid, acc = a, rating = tonumber(r), lo = bound(l, -math.huge),
                           hi = bound(h, math.huge), member = m}
    end
  end
  local chosen = {me}
  local steps, budget = 0, tonumber(ARGV[18])
  local function search(from)
    if #chosen == seats then return true end
    for i = from, #found do
      steps = steps + 1
      if steps > budget then return false end
      local x = found[i]
      local ok = true
      for _, y in ipairs(chosen) do
        if y.acc == x.acc or not fits(x, y) then ok = false break end
      end
      if ok then
        chosen[#chosen + 1] = x
        if search(i + 1) then return true end
        chosen[#chosen] = nil
      end
    end
    return false
  end
  redis.call('HSET', KEYS[1], id, ARGV[3])
  if search(1) then
    local mid, gid = ARGV[14], ARGV[15]
    for i = #chosen, 2, -1 do             -- the seats' order: a shuffle by the caller's randoms
      local j = math.min(i, math.floor(tonumber(ARGV[18 + i]) * i) + 1)
      chosen[i], chosen[j] = chosen[j], chosen[i]
    end
    local rec, out = gid, {1, mid, gid}
    for _, x in ipairs(chosen) do
      if x.id ~= id then unindex(x.id) end
      redis.call('HSET', KEYS[2], x.id, 'claimed ' .. mid)
      rec = rec .. ' ' .. x.id
      out[#out + 1] = x.id
    end
    redis.call('HSET', KEYS[9], mid, rec)
    redis.call('ZADD', KEYS[8], now + tonumber(ARGV[16]), mid)
    return out
  end
  local created = string.format('%013d', tonumber(ARGV[11]))
  local w = pool .. ':' .. created .. ':' .. id .. ':' .. acc .. ':' .. ARGV[7] .. ':' .. lo .. ':' .. hi
  local l = kind .. ':' .. created .. ':' .. id
  local m = acc .. ':' .. id
  redis.call('HSET', KEYS[2], id, 'open')
  redis.call('HSET', KEYS[3], id, w .. ' ' .. l .. ' ' .. m)
  redis.call('ZADD', KEYS[5], 0, w)
  redis.call('ZADD', KEYS[6], 0, l)
  redis.call('ZADD', KEYS[7], 0, m)
  redis.call('ZADD', KEYS[4], tonumber(ARGV[12]), id)
  return {2}
end

if mode == 'cancel' then
  local id = ARGV[2]
  local st = redis.call('HGET', KEYS[2], id)
  if not st then return {-1} end
  if st == 'open' then
    finish(id, 'cancelled')
    return {1}
  end
  if st == 'cancelled' or st == 'expired' then return {2} end
  return {0}
end

if mode == 'sweep' then
  local batch = tonumber(ARGV[2])
  local out = {expire(batch), 0}
  for _, id in ipairs(redis.call('ZRANGE', KEYS[10], '-inf', now - tonumber(ARGV[4]), 'BYSCORE',
                                 'LIMIT', 0, batch)) do
    redis.call('HDEL', KEYS[1], id)
    redis.call('HDEL', KEYS[2], id)
    redis.call('ZREM', KEYS[10], id)
    out[2] = out[2] + 1
  end
  for _, mid in ipairs(redis.call('ZRANGE', KEYS[8], '-inf', now, 'BYSCORE', 'LIMIT', 0, batch)) do
    redis.call('ZADD', KEYS[8], now + tonumber(ARGV[3]), mid)
    out[#out + 1] = mid
    out[#out + 1] = redis.call('HGET', KEYS[9], mid) or ''
  end
  return out
end

if mode == 'done' or mode == 'fail' then
  local mid = ARGV[2]
  local rec = redis.call('HGET', KEYS[9], mid)
  if not rec then
    redis.call('ZREM', KEYS[8], mid)
    return {0}
  end
  redis.call('HDEL', KEYS[9], mid)
  redis.call('ZREM', KEYS[8], mid)
  if mode == 'fail' then
    local first = true
    for id in string.gmatch(rec, '%S+') do
      if first then first = false else finish(id, 'cancelled') end
    end
    return {1}
  end
  local gid, kept = ARGV[3], ARGV[4]
  local seat = 0
  for i = 6, #ARGV, 2 do
    local id, tail = ARGV[i], ARGV[i + 1]
    finish(id, 'matched ' .. gid .. ' ' .. seat)
    local stream, games = KEYS[11 + 2 * seat], KEYS[12 + 2 * seat]
    local last = redis.call('XREVRANGE', stream, '+', '-', 'COUNT', 1)
    local n = 1
    if last[1] then n = tonumber(string.match(last[1][1], '^(%d+)')) + 1 end
    redis.call('XADD', stream, 'MAXLEN', kept, tostring(n) .. '-0', 'm', '{"seq":' .. n .. tail)
    redis.call('PUBLISH', stream, tostring(n))
    redis.call('ZADD', games, tonumber(ARGV[5]), gid)
    seat = seat + 1
  end
  return {1}
end

return redis.error_reply('seeks.lua: unknown mode ' .. tostring(mode))
