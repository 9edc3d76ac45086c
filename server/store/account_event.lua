-- battle1821: append one event to an account's event stream and wake its watchers.
-- KEYS[1] the account's event stream (entry '<n>-0', field 'm' = the event JSON)
-- ARGV[1] the event JSON after its number: ',"type":...}' (the script prepends '{"seq":<n>')
-- ARGV[2] entries kept (older ones are trimmed: a reader that far behind resumes from the oldest kept)
-- The number n is one past the stream's last entry (never reused, even after a trim).
-- PUBLISHes n on the channel named like the stream: the API processes' fan-out
-- (server/service/fanout.py) wakes that account's watchers on it.
-- Returns n.
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local n = 1
if last[1] then
  n = tonumber(string.match(last[1][1], '^(%d+)')) + 1
end
redis.call('XADD', KEYS[1], 'MAXLEN', ARGV[2], tostring(n) .. '-0', 'm', '{"seq":' .. n .. ARGV[1])
redis.call('PUBLISH', KEYS[1], tostring(n))
return n
