-- battle1821: the outcome of one commit call whose reply was lost (commit.lua's KEYS[7]).
-- KEYS[1] the call's outcome key   KEYS[2] (optional) the game's webhook hash
-- ARGV[1] the outcome key's TTL in seconds
-- Returns {1, new_version} (with KEYS[2]: {1, new_version, {field, value, ...}}) when the
-- call applied; else {0}, and the key is set to '-' so that the call, if it still reaches
-- Redis later, writes nothing (commit.lua answers it {3}): after {0} it never applies.
local done = redis.call('GET', KEYS[1])
if not done then
  redis.call('SET', KEYS[1], '-', 'EX', ARGV[1])
  return {0}
end
if done == '-' then return {0} end
if KEYS[2] then return {1, done, redis.call('HGETALL', KEYS[2])} end
return {1, done}
