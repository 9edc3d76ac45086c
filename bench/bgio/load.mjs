// Load client of bench/bgio.py. Prints one line "BENCH_JSON {...}".
//
//   node load.mjs setup  --url http://127.0.0.1:8010 --matches 1000 --out matches.json
//       creates the matches through boardgame.io's Lobby API (POST /games/toy/create, then
//       /join for seats 0-3) and writes [{matchID, credentials: [4 strings]}]
//   node load.mjs bgio   --url ... --file matches.json --clients 32 --seconds 8 --warmup 2 [--rate R]
//       one socket.io connection per match (namespace /toy, websocket transport), synced
//       as player 0 (boardgame.io's socket transport keeps one match per socket); a move
//       is the "update" message of boardgame.io's protocol ([action, stateID, matchID,
//       playerID], the acting player's credentials in the action) sent for the match's
//       current player (game.mjs nextMove), done when the server's "update" broadcast
//       of that match carries a newer _stateID.
//       Closed loop (no --rate): --clients loops, each sends a move to the next idle match
//       (round robin over all matches) and waits for it: like wrk's connections.
//       Open loop (--rate R moves/s): move k is due at t0 + k/R whatever the answers;
//       its latency runs from that due time (a late send counts against the server).
//   node load.mjs b1821  --url http://127.0.0.1:PORT --games G --actions A --rate R --seconds S
//       the open loop against battle1821: the recorded actions of bench/mix.py's files
//       (G: "game version tok0..tok3", A: "game seat json" in each game's order), POST
//       /games/{id}/actions with the seat's token and If-Match chained from each ETag; a
//       412 stale_version (resync) or 409 ottoman_phase (wait) sends the action again
//       (counted apart, like bench/wrk/mix.lua); other statuses are errors.
// Output: requests, moves (accepted), seconds, moves_per_s, p50_ms, p99_ms, p999_ms,
// max_ms, errors, timeouts, late (open loop: requests that waited for an idle match), types,
// all_requests (answered, the warm-up included: what the server's CPU time covers),
// behind_ms (open loop: from the window's end to the last answer; large = overloaded),
// lag_p50_ms / lag_p99_ms (open loop: due time -> sent, the client's own lag, in the latency).
import fs from 'node:fs';
import http from 'node:http';
import { io } from 'socket.io-client';
import { nextMove } from './game.mjs';

const argv = process.argv.slice(2);
const mode = argv[0];
const opt = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : def;
};
const now = () => Number(process.hrtime.bigint()) / 1e6; // ms
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0);

function summary(lat, moves, seconds, extra) {
  const s = Float64Array.from(lat).sort();
  return {
    requests: lat.length, moves, seconds, moves_per_s: moves / seconds,
    p50_ms: pct(s, 0.5), p99_ms: pct(s, 0.99), p999_ms: pct(s, 0.999), max_ms: s.length ? s[s.length - 1] : 0,
    ...extra,
  };
}

async function post(url, body) {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return r.json();
}

// The open loop: request k is due at t0 + k/rate. Every 1 ms (and whenever a request is
// answered) the due requests are sent, oldest first, each to an idle match; a due request
// that finds none waits in a FIFO for the next one to free (counted once in onLate) and
// keeps its due time, so that wait is in its latency too (no request is dropped). The
// open loop counts every request due in the measured window, however late its answer.
async function openLoop(rate, t0, tw, tend, idle, fire, onLate) {
  const pending = [], queue = [], lags = [];
  let k = 0;
  const drain = () => {
    while (queue.length) {
      const m = idle();
      if (!m) {
        for (const q of queue) if (!q.waited) { q.waited = true; onLate(); }
        return;
      }
      const { due } = queue.shift();
      if (due >= tw) lags.push(now() - due);
      pending.push(fire(m, due).then(drain));
    }
  };
  const enqueue = (upto) => {
    while (t0 + (k * 1000) / rate <= upto) { queue.push({ due: t0 + (k * 1000) / rate, waited: false }); k += 1; }
  };
  while (now() < tend) {
    enqueue(Math.min(now(), tend - 1e-6));
    drain();
    await sleep(1);
  }
  enqueue(tend - 1e-6);
  drain();
  while (queue.length) await sleep(1);  // every request due before the end is sent
  await Promise.all(pending);
  const s = Float64Array.from(lags).sort();
  return { lag_p50_ms: pct(s, 0.5), lag_p99_ms: pct(s, 0.99) };
}

async function setup() {
  const url = opt('url'), n = Number(opt('matches', '1000')), out = [];
  const one = async () => {
    const { matchID } = await post(`${url}/games/toy/create`, { numPlayers: 4 });
    const credentials = [];
    for (let p = 0; p < 4; p++) {
      const j = await post(`${url}/games/toy/${matchID}/join`, { playerID: String(p), playerName: `p${p}` });
      credentials.push(j.playerCredentials);
    }
    out.push({ matchID, credentials });
  };
  for (let i = 0; i < n; i += 20) await Promise.all(Array.from({ length: Math.min(20, n - i) }, one));
  fs.writeFileSync(opt('out'), JSON.stringify(out));
  console.log('BENCH_JSON ' + JSON.stringify({ matches: out.length }));
}

async function bgio() {
  const url = opt('url'), list = JSON.parse(fs.readFileSync(opt('file')));
  const seconds = Number(opt('seconds', '8')), warmup = Number(opt('warmup', '2'));
  const rate = Number(opt('rate', '0')), clients = Number(opt('clients', '32'));
  const matches = list.map((m) => ({ ...m, state: null, busy: null, socket: null }));
  const byID = new Map(matches.map((m) => [m.matchID, m]));
  let errors = 0, timeouts = 0, late = 0, moves = 0, allMoves = 0, behind = 0, lag = {};
  const lat = [], types = {};
  let tw = Infinity, tend = Infinity;
  // connect and sync every match (20 at a time)
  const connect = (m) => new Promise((resolve, reject) => {
    const s = io(`${url}/toy`, { transports: ['websocket'], forceNew: true, reconnection: false });
    m.socket = s;
    s.on('connect_error', reject);
    s.on('sync', (id, info) => { m.state = info.state; resolve(); });
    s.on('update', (id, state) => {
      const mm = byID.get(id);
      if (!mm) return;
      mm.state = state;
      const b = mm.busy;
      if (b && state._stateID > b.stateID) { mm.busy = null; b.done(); }
    });
    s.on('connect', () => s.emit('sync', m.matchID, '0', m.credentials[0], 4));
  });
  for (let i = 0; i < matches.length; i += 20) await Promise.all(matches.slice(i, i + 20).map(connect));
  let rr = 0;
  const idle = () => {
    for (let k = 0; k < matches.length; k++) {
      rr = (rr + 1) % matches.length;
      if (!matches[rr].busy) return matches[rr];
    }
    return null;
  };
  // one move on match m, due at time `due`: resolves when answered (or after 5 s)
  const move = (m, due) => new Promise((resolve) => {
    const { G, ctx, _stateID } = m.state;
    const [type, args] = nextMove(G, ctx);
    const p = ctx.currentPlayer;
    const timer = setTimeout(() => {
      if (m.busy) { m.busy = null; timeouts += 1; m.socket.emit('sync', m.matchID, '0', m.credentials[0], 4); }
      resolve();
    }, 5000);
    m.busy = {
      stateID: _stateID,
      done: () => {
        clearTimeout(timer);
        const t = now();
        allMoves += 1;
        if (due >= tw && (rate ? due < tend : t <= tend)) {
          lat.push(t - due); moves += 1; types[type] = (types[type] || 0) + 1;
        }
        resolve();
      },
    };
    const action = { type: 'MAKE_MOVE', payload: { type, args, playerID: p, credentials: m.credentials[Number(p)] } };
    m.socket.emit('update', action, _stateID, m.matchID, p);
  });
  const t0 = now();
  tw = t0 + warmup * 1000;
  tend = tw + seconds * 1000;
  if (!rate) {
    const loop = async () => {
      while (now() < tend) {
        const m = idle();
        if (!m) { await sleep(1); continue; }
        await move(m, now());
      }
    };
    await Promise.all(Array.from({ length: clients }, loop));
  } else {
    lag = await openLoop(rate, t0, tw, tend, idle, move, () => { late += 1; });
    behind = now() - tend;
  }
  for (const m of matches) m.socket.close();
  console.log('BENCH_JSON ' + JSON.stringify(summary(lat, moves, seconds, { errors, timeouts, late, types, clients: rate ? null : clients, rate, all_requests: allMoves, behind_ms: behind, ...lag })));
  process.exit(0);
}

async function b1821() {
  const url = new URL(opt('url')), rate = Number(opt('rate'));
  const seconds = Number(opt('seconds', '8')), warmup = Number(opt('warmup', '1'));
  const games = [], byID = new Map();
  for (const line of fs.readFileSync(opt('games'), 'utf8').split('\n')) {
    if (!line) continue;
    const [id, version, ...tokens] = line.split(' ');
    const g = { id, version, tokens, queue: [], pos: 0, busy: false };
    games.push(g); byID.set(id, g);
  }
  for (const line of fs.readFileSync(opt('actions'), 'utf8').split('\n')) {
    const m = line.match(/^(\S+) (\d+) (.*)$/);
    if (m && byID.has(m[1])) byID.get(m[1]).queue.push([Number(m[2]), m[3], (m[3].match(/"type":"(\w+)"/) || [])[1] || '?']);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number(opt('conns', '64')) });
  let errors = 0, timeouts = 0, late = 0, moves = 0, resync = 0, waits = 0, exhausted = 0, all = 0;
  const lat = [], types = {};
  let rr = 0;
  const t0 = now(), tw = t0 + warmup * 1000, tend = tw + seconds * 1000;
  const idle = () => {
    for (let k = 0; k < games.length; k++) {
      rr = (rr + 1) % games.length;
      const g = games[rr];
      if (!g.busy && g.pos < g.queue.length) return g;
    }
    return null;
  };
  const trace = opt('trace', '') ? [] : null;
  const send = (g, due) => new Promise((resolve) => {
    const [seat, body, type] = g.queue[g.pos];
    g.busy = true;
    const sent = now();
    const req = http.request({
      host: url.hostname, port: url.port, path: `/games/${g.id}/actions`, method: 'POST', agent, timeout: 5000,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${g.tokens[seat]}`,
        'if-match': `"${g.version}"`, 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const t = now(), counted = due >= tw && due < tend;
        all += 1;
        const v = (res.headers.etag || '').match(/"(\d+)"/);
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode === 201 && v) {
          g.version = v[1]; g.pos += 1;
          if (counted) { moves += 1; types[type] = (types[type] || 0) + 1; }
        } else if (res.statusCode === 412 && v) { g.version = v[1]; if (counted) resync += 1; }
        else if (res.statusCode === 409 && text.includes('"ottoman_phase"')) { if (counted) waits += 1; }
        else if (counted) { errors += 1; if (errors <= 3) process.stderr.write(`unexpected ${res.statusCode} ${text}\n`); }
        if (counted) lat.push(t - due);
        if (trace && counted) trace.push([due - t0, sent - t0, t - t0, res.statusCode, type, res.headers['x-request-id'] || '']);
        g.busy = false;
        resolve();
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => { timeouts += 1; g.busy = false; resolve(); });
    req.end(body);
  });
  const epoch0 = Date.now() - (now() - t0);  // t0 on the wall clock (ms since the epoch)
  const lag = await openLoop(rate, t0, tw, tend, idle, send, () => { late += 1; });
  const behind = now() - tend;
  agent.destroy();
  if (trace) fs.writeFileSync(opt('trace'), JSON.stringify({ epoch0, requests: trace }));
  console.log('BENCH_JSON ' + JSON.stringify(summary(lat, moves, seconds, { errors, timeouts, late, resync, waits, exhausted, types, rate, all_requests: all, behind_ms: behind, ...lag })));
}

const modes = { setup, bgio, b1821 };
if (!modes[mode]) { console.error(`usage: node load.mjs ${Object.keys(modes).join('|')} ...`); process.exit(2); }
await modes[mode]();
