-- battle1821: write the ratings one finished game gives its accounts, once per game, if
-- no other game moved them since they were read (compare-and-set on each old rating).
-- All KEYS share the {P:acct} hash tag (one slot; Redis Cluster safe).
-- KEYS[1] the game's rated marker   KEYS[2] the kind's leaderboard
-- KEYS[3 .. 2+n] the accounts' hashes   KEYS[3+n .. 2+2n] their rating-history lists
-- ARGV[1] the rating field ('r:<kind>')   ARGV[2] n   ARGV[3] the marker's value
-- then per account i (5 values from ARGV[4 + 5(i-1)]): the rating JSON read ('' for none),
-- the new rating JSON, the new leaderboard score, the account id, the history entry JSON
-- ARGV[4 + 5n] history entries kept per account
-- Returns {1} written | {2} the game was rated already | {0} a rating moved meanwhile
-- (nothing written: read again and retry).
if redis.call('EXISTS', KEYS[1]) == 1 then
  return {2}
end
local n = tonumber(ARGV[2])
for i = 1, n do
  local base = 4 + 5 * (i - 1)
  local cur = redis.call('HGET', KEYS[2 + i], ARGV[1]) or ''
  if cur ~= ARGV[base] then
    return {0}
  end
end
for i = 1, n do
  local base = 4 + 5 * (i - 1)
  redis.call('HSET', KEYS[2 + i], ARGV[1], ARGV[base + 1])
  redis.call('ZADD', KEYS[2], ARGV[base + 2], ARGV[base + 3])
  redis.call('LPUSH', KEYS[2 + n + i], ARGV[base + 4])
  redis.call('LTRIM', KEYS[2 + n + i], 0, tonumber(ARGV[4 + 5 * n]) - 1)
end
redis.call('SET', KEYS[1], ARGV[3])
return {1}
