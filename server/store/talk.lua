-- battle1821: post one table-talk message of one game atomically, or refuse it.
-- All KEYS share the game's {game_id} hash tag (one slot; Redis Cluster safe).
-- KEYS[1] game hash (read only: the version is never touched)
-- KEYS[2] messages stream (entry '<n>-0', field 'm')   KEYS[3] the sender's rate list
-- ARGV[1] the message JSON after its number: ',"at":...}' (the script prepends '{"seq":<n>')
-- ARGV[2] messages per sender per window      ARGV[3] the window in ms
-- When it adds the message it PUBLISHes its seq on the channel named like the messages
-- stream (KEYS[2]): the API processes' fan-out (server/service/fanout.py) wakes up on it.
-- Returns {1, n} posted | {0, retry_ms} over the rate (nothing written) | {-1} no such game
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
local n = redis.call('XLEN', KEYS[2]) + 1
redis.call('XADD', KEYS[2], tostring(n) .. '-0', 'm', '{"seq":' .. n .. ARGV[1])
redis.call('LPUSH', KEYS[3], now)
redis.call('LTRIM', KEYS[3], 0, limit - 1)
redis.call('PEXPIRE', KEYS[3], window)
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[2], ttl)
end
redis.call('PUBLISH', KEYS[2], tostring(n))
return {1, n}
