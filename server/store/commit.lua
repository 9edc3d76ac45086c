-- battle1821: commit one change of one game atomically (compare-and-set on its version).
-- All KEYS share the game's {game_id} hash tag (one slot; Redis Cluster safe).
-- KEYS[1] game hash   KEYS[2] event stream   KEYS[3] accepted-action list
-- KEYS[4] phase hash  KEYS[5] idempotency hash (a placeholder when unused)
-- KEYS[6] the table-talk stream (never written here: it only shares the retention TTL)
-- KEYS[7] this call's outcome key (Keys.commit_token: one random token per commit call,
--         the same on every re-send of the call): a commit that applies sets it to the
--         new version; a re-send that finds it answers what the first send did and writes
--         nothing; '-' there (outcome.lua: the caller gave up on this call) refuses it
-- KEYS[8] the mark of a game made with an Idempotency-Key (Keys.made_once): a create
--         (ARGV[1] '') with an idempotency record sets it, for good; such a create finds
--         it set (the key's game made before, since gone with its answer) and is refused
--         as {0, ''}: the id a key derives is never made twice
-- KEYS[9] (optional) the game's webhook hash: a commit that applies (or a re-send of
--         one that did) also returns its HGETALL, read atomically (never written here)
-- ARGV[1] expected version ('' = the game must not exist yet)
-- ARGV[2] new version
-- ARGV[3] idempotency record ('' = none): its 16-character field in KEYS[5], then the
--         record       ARGV[4] the hash's TTL in seconds
-- ARGV[5] accepted-action record ('' = none)
-- ARGV[6] number of game-hash field/value pairs (h)
-- ARGV[7] number of phase-record field/value pairs (p)
-- ARGV[8] sequence number of the first event
-- ARGV[9] retention TTL in seconds ('0' = none): this commit finishes or cancels the game,
--         so KEYS[1..4] and KEYS[6] get this TTL (the idempotency record at most this TTL)
-- ARGV[10] the outcome key's TTL in seconds
-- ARGV[11] the expected write count ('' = not checked): the game hash's 'writes', which
--          every commit that applies adds one to (a game written before it existed: 0),
--          so a plan made on a copy of the game (GameStore.latest) applies only to the
--          very hash it was made from, a commit that kept the version included
-- ARGV[12 ..] h pairs, p pairs, then one event JSON per remaining argument
-- When it adds events it PUBLISHes the last one's seq on the channel named like the event
-- stream (KEYS[2]): the API processes' fan-out (server/service/fanout.py) wakes up on it.
-- Returns {1, new_version} (with KEYS[9]: {1, new_version, {field, value, ...}}), also
--         to a re-send of a call that applied
--       | {0, current_version or ''} (stale) | {2, stored record} (replay)
--       | {3} (this call was given up by outcome.lua: nothing written)
local game = KEYS[1]
local done = redis.call('GET', KEYS[7])
if done then
  if done == '-' then return {3} end
  if KEYS[9] then return {1, done, redis.call('HGETALL', KEYS[9])} end
  return {1, done}
end
local idem_field = string.sub(ARGV[3], 1, 16)
local made_once = ARGV[1] == '' and ARGV[3] ~= ''
if ARGV[3] ~= '' then
  local prev = redis.call('HGET', KEYS[5], idem_field)
  if prev then return {2, prev} end
end
if made_once and redis.call('EXISTS', KEYS[8]) == 1 then
  return {0, ''}
end
local now = redis.call('HMGET', game, 'version', 'writes')
local cur = now[1]
if (cur or '') ~= ARGV[1] or (ARGV[11] ~= '' and (now[2] or '0') ~= ARGV[11]) then
  return {0, cur or ''}
end
local h = tonumber(ARGV[6])
local p = tonumber(ARGV[7])
local i = 12
local retain = tonumber(ARGV[9])
local fields = {'HSET', game, 'version', ARGV[2], 'writes', tostring((tonumber(now[2]) or 0) + 1)}
for _ = 1, h do
  fields[#fields + 1] = ARGV[i]
  fields[#fields + 1] = ARGV[i + 1]
  i = i + 2
end
local seq = tonumber(ARGV[8])
local n_events = #ARGV - i - 2 * p + 1
if n_events > 0 then
  fields[#fields + 1] = 'seq'
  fields[#fields + 1] = tostring(seq + n_events - 1)
end
if ARGV[5] ~= '' then
  local n = redis.call('RPUSH', KEYS[3], ARGV[5])
  fields[#fields + 1] = 'nact'
  fields[#fields + 1] = tostring(n)
end
redis.call(unpack(fields))
if p > 0 then
  local ph = {'HSET', KEYS[4]}
  for _ = 1, p do
    ph[#ph + 1] = ARGV[i]
    ph[#ph + 1] = ARGV[i + 1]
    i = i + 2
  end
  redis.call(unpack(ph))
end
while i <= #ARGV do
  redis.call('XADD', KEYS[2], tostring(seq) .. '-0', 'e', ARGV[i])
  seq = seq + 1
  i = i + 1
end
if ARGV[3] ~= '' then
  local ttl = tonumber(ARGV[4])
  if retain > 0 and retain < ttl then ttl = retain end
  redis.call('HSET', KEYS[5], idem_field, string.sub(ARGV[3], 17))
  redis.call('EXPIRE', KEYS[5], ttl)
end
if retain > 0 then
  for k = 1, 4 do redis.call('EXPIRE', KEYS[k], retain) end
  redis.call('EXPIRE', KEYS[6], retain)
end
redis.call('SET', KEYS[7], ARGV[2], 'EX', ARGV[10])
if made_once then redis.call('SET', KEYS[8], '1') end
if seq > tonumber(ARGV[8]) then
  redis.call('PUBLISH', KEYS[2], tostring(seq - 1))
end
if KEYS[9] then
  return {1, ARGV[2], redis.call('HGETALL', KEYS[9])}
end
return {1, ARGV[2]}
