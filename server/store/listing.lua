-- battle1821: the listing index (server/store/listing.py). Every KEY is in the index's own
-- slot (hash tag {P:index}), never a game's: the game's commit (commit.lua) and this
-- script are two calls, and the journal (KEYS[2]) covers a crash between them.
-- KEYS[1] all games   KEYS[2] journal   KEYS[3] expiring   KEYS[4 ..] cells (see the mode)
-- Members are '<created ms, 13 digits>:<game id>', every score 0 (lexicographic order).
--
-- ARGV[1] = 'apply': put one game in the cell its summary names, monotonically.
--   KEYS[4 .. 13]: the 10 cells of the game's seat count in rank order
--   (lobby/open, lobby/full, setup/o, setup/f, active/o, active/f, finished/o, finished/f,
--   cancelled/o, cancelled/f). A game only moves up this order (status and seats taken
--   never go back), so an update that arrives late (an older summary) changes nothing.
--   ARGV[2] member   ARGV[3] target rank (0-9; -1: the game is gone, remove it everywhere)
--   ARGV[4] journal member to clear ('' = none)   ARGV[5] retention TTL s ('0' = none)
--   Returns {moved 0|1, previous rank or -1}.
-- ARGV[1] = 'page': prune (below), then read one listing page, all in one round trip.
--   KEYS[4 ..]: every cell.   ARGV[2] prune batch   ARGV[3] journal cutoff (ms)
--   ARGV[4] lex min   ARGV[5] lex max   ARGV[6] LIMIT start   ARGV[7] LIMIT count
--   ARGV[8] window start (in the merged list; the window holds count - start members)
--   ARGV[9 ..] the sets to read (indexes into KEYS)
--   Returns {games dropped, journal entries with a score <= the cutoff, total (ZLEXCOUNT
--   of the sets from the lex min), members of the window newest first (<= count)}.
--   Pruning drops the games whose retention ran out (the game's keys expired).
local mode = ARGV[1]
local t = redis.call('TIME')
local now_ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)

local function drop(member)
  for k = 4, #KEYS do redis.call('ZREM', KEYS[k], member) end
  redis.call('ZREM', KEYS[1], member)
  redis.call('ZREM', KEYS[3], member)
end

if mode == 'page' then
  local gone = redis.call('ZRANGE', KEYS[3], '-inf', now_ms, 'BYSCORE', 'LIMIT', 0, tonumber(ARGV[2]))
  for _, m in ipairs(gone) do drop(m) end
  local backlog = redis.call('ZCOUNT', KEYS[2], '-inf', ARGV[3])
  local total, got = 0, {}
  for a = 9, #ARGV do
    local key = KEYS[tonumber(ARGV[a])]
    total = total + redis.call('ZLEXCOUNT', key, ARGV[4], '+')
    local part = redis.call('ZRANGE', key, ARGV[5], ARGV[4], 'BYLEX', 'REV', 'LIMIT', ARGV[6], ARGV[7])
    for _, m in ipairs(part) do got[#got + 1] = m end
  end
  if #ARGV > 9 then table.sort(got, function(x, y) return x > y end) end
  local from, win = tonumber(ARGV[8]), {}
  local n = tonumber(ARGV[7]) - from
  for w = from + 1, math.min(#got, from + n) do win[#win + 1] = got[w] end
  return {#gone, backlog, total, win}
end

local member = ARGV[2]
local target = tonumber(ARGV[3])
local cur = -1
for r = 0, 9 do
  if redis.call('ZSCORE', KEYS[4 + r], member) then cur = r break end
end
local moved = 0
if target < 0 then
  drop(member)
  moved = 1
elseif target > cur then
  if cur >= 0 then redis.call('ZREM', KEYS[4 + cur], member) end
  redis.call('ZADD', KEYS[4 + target], 0, member)
  redis.call('ZADD', KEYS[1], 0, member)
  local ttl = tonumber(ARGV[5])
  if target >= 6 and ttl > 0 then
    redis.call('ZADD', KEYS[3], now_ms + ttl * 1000, member)
  end
  moved = 1
end
if ARGV[4] ~= '' then redis.call('ZREM', KEYS[2], ARGV[4]) end
return {moved, cur}
