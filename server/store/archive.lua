-- battle1821: archive one game that is over (server/records/archive.py): its live keys
-- are replaced by its compressed record, atomically, in the game's slot (one Cluster slot).
-- KEYS[1] game hash   KEYS[2] event stream   KEYS[3] accepted-action list   KEYS[4] phase hash
-- ARGV[1] the version the blob was made from   ARGV[2] the last event seq it holds
-- ARGV[3] the blob   ARGV[4] its tag (a digest: cache key)
-- A game hash with a TTL (BATTLE1821_FINISHED_TTL_S > 0) keeps what is left of it.
-- Returns {1, version} archived | {0, version or ''} the game changed since (or is gone):
-- nothing written | {2, version} already archived.
-- Afterwards the game hash holds only 'version', 'summary' (the listing's), 'arch' and
-- 'archive'; the stream, the action list and the phase hash are gone. Idempotency records
-- are left to their own TTL.
local game = KEYS[1]
local cur = redis.call('HGET', game, 'version')
if not cur then return {0, ''} end
if redis.call('HEXISTS', game, 'archive') == 1 then return {2, cur} end
local seq = redis.call('HGET', game, 'seq') or '0'
if cur ~= ARGV[1] or seq ~= ARGV[2] then return {0, cur} end
local summary = redis.call('HGET', game, 'summary')
local pttl = redis.call('PTTL', game)
redis.call('DEL', game, KEYS[2], KEYS[3], KEYS[4])
redis.call('HSET', game, 'version', cur, 'arch', ARGV[4], 'archive', ARGV[3])
if summary then redis.call('HSET', game, 'summary', summary) end
if pttl > 0 then redis.call('PEXPIRE', game, pttl) end
return {1, cur}
