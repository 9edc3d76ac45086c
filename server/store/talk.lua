-- battle1821: post one table-talk message of one game atomically, or refuse it.
-- All KEYS share the game's {game_id} hash tag (one slot; Redis Cluster safe).
-- KEYS[1] game hash (read only: the version is never touched)
-- KEYS[2] messages stream (entry '<n>-0', field 'm')   KEYS[3] the sender's rate list
-- ARGV[1] the message JSON after its number: ',"at":...}' (the script prepends '{"seq":<n>')
-- ARGV[2] messages per sender per window      ARGV[3] the window in ms
-- KEYS[4] this call's outcome key (Keys.commit_token: one random token per post call,
--         the same on every re-send of it): a post sets it to the message's number; a
--         re-send that finds it answers that number and writes nothing; '-' there
--         (outcome.lua: the caller gave up on this call) refuses it
-- ARGV[4] the outcome key's TTL in seconds
-- When it adds the message it PUBLISHes its seq on the channel named like the messages
-- stream (KEYS[2]): the API processes' fan-out (server/service/fanout.py) wakes up on it.
-- Returns {1, n} posted (also to a re-send of a call that posted) | {0, retry_ms} over the
-- rate (nothing written) | {-1} no such game | {3} given up by outcome.lua (nothing written)
local done = redis.call('GET', KEYS[4])
if done then
  if done == '-' then return {3} end
  return {1, tonumber(done)}
end
if redis.call('HGET', KEYS[1], 'version') == false then
  return {-1}
end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
if redis.call('LLEN', KEYS[3]) >= limit then
  local oldest = tonumber(redis.call('LINDEX', KEYS[3], limit - 1))
  if oldest and oldest > now - window then
    return {0, oldest + window - now}
  end
end
-- a game moved to the record store keeps its messages there: its hash's 'talk' counts them
local n = redis.call('XLEN', KEYS[2]) + 1 + tonumber(redis.call('HGET', KEYS[1], 'talk') or '0')
redis.call('XADD', KEYS[2], tostring(n) .. '-0', 'm', '{"seq":' .. n .. ARGV[1])
redis.call('LPUSH', KEYS[3], now)
redis.call('LTRIM', KEYS[3], 0, limit - 1)
redis.call('PEXPIRE', KEYS[3], window)
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[2], ttl)
end
redis.call('SET', KEYS[4], tostring(n), 'EX', ARGV[4])
redis.call('PUBLISH', KEYS[2], tostring(n))
return {1, n}
