-- battle1821: create one account with its first API key, or refuse a name already held.
-- All KEYS share the {P:acct} hash tag (one slot; Redis Cluster safe).
-- KEYS[1] names hash (look-alike skeleton -> account id)   KEYS[2] the new account's hash
-- KEYS[3] the first key's digest string                   KEYS[4] the account's keys hash
-- ARGV[1] the name's skeleton  ARGV[2] account id  ARGV[3] name  ARGV[4] bot '0' | '1'
-- ARGV[5] created_at (RFC 3339)  ARGV[6] key id  ARGV[7] key record JSON
-- ARGV[8] the digest string's value ('<account id> <key id>')
-- Returns {1} created | {0, holder's account id} the name (or a look-alike) is held: nothing written.
local holder = redis.call('HGET', KEYS[1], ARGV[1])
if holder then
  return {0, holder}
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[2], 'name', ARGV[3], 'bot', ARGV[4], 'created_at', ARGV[5])
redis.call('HSET', KEYS[4], ARGV[6], ARGV[7])
redis.call('SET', KEYS[3], ARGV[8])
return {1}
