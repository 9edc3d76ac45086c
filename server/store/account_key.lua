-- battle1821: add one API key to an account, within its cap.
-- All KEYS share the {P:acct} hash tag (one slot; Redis Cluster safe).
-- KEYS[1] the account's hash  KEYS[2] the account's keys hash  KEYS[3] the key's digest string
-- ARGV[1] key id  ARGV[2] key record JSON  ARGV[3] the digest string's value  ARGV[4] keys at most
-- Returns {1} added | {-1} no such account | {0} the account holds ARGV[4] keys already.
if redis.call('EXISTS', KEYS[1]) == 0 then
  return {-1}
end
if redis.call('HLEN', KEYS[2]) >= tonumber(ARGV[4]) then
  return {0}
end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('SET', KEYS[3], ARGV[3])
return {1}
