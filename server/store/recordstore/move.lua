-- battle1821: the last step of moving a game that is over to the record store
-- (server/store/recordstore/move.py): its record is already committed there; this call
-- deletes its live keys from Redis, all at once, leaving a pointer, in the game's slot.
-- KEYS[1] game hash   KEYS[2] event stream   KEYS[3] accepted-action list
-- KEYS[4] phase hash  KEYS[5] table-talk stream
-- ARGV[1] the version the stored record was made from
-- ARGV[2] the last event seq it holds   ARGV[3] the stored blob's tag (its digest)
-- ARGV[4] the number of table-talk messages it holds
-- ARGV[5] 'live' (the record was made from the live keys) | 'blob' (from the blob of an
--         archive kept in Redis by an older server: the 'archive' field)
-- Returns {1, version} moved | {0, version or ''} the game changed since it was read (or is
-- gone, or its talk grew): nothing written, the caller stores it again | {2, version}
-- already moved (or a pointer hash that a later commit gave state again: left as it is).
-- Afterwards the game hash holds only 'version', 'arch' (the tag), 'summary' (what the
-- listing index shows) and, when the game had table talk, 'talk' (how many messages the
-- store holds: talk.lua numbers later messages after them); the other keys are gone; a
-- hash with a TTL (BATTLE1821_FINISHED_TTL_S > 0) keeps what is left of it.
local game = KEYS[1]
local cur = redis.call('HGET', game, 'version')
if not cur then return {0, ''} end
local arch = redis.call('HGET', game, 'arch')
local has_blob = redis.call('HEXISTS', game, 'archive') == 1
if ARGV[5] == 'live' then
  if arch then return {2, cur} end
  local seq = redis.call('HGET', game, 'seq') or '0'
  if cur ~= ARGV[1] or seq ~= ARGV[2] then return {0, cur} end
else
  if not has_blob then
    if arch then return {2, cur} end
    return {0, cur}
  end
  if redis.call('HEXISTS', game, 'state') == 1 then return {2, cur} end
  if arch ~= ARGV[3] or cur ~= ARGV[1] then return {0, cur} end
end
local talk = tonumber(ARGV[4])
if redis.call('XLEN', KEYS[5]) ~= talk then return {0, cur} end
local summary = redis.call('HGET', game, 'summary')
local pttl = redis.call('PTTL', game)
redis.call('DEL', game, KEYS[2], KEYS[3], KEYS[4], KEYS[5])
redis.call('HSET', game, 'version', cur, 'arch', ARGV[3])
if summary then redis.call('HSET', game, 'summary', summary) end
if talk > 0 then redis.call('HSET', game, 'talk', ARGV[4]) end
if pttl > 0 then redis.call('PEXPIRE', game, pttl) end
return {1, cur}
