// The toy game of bench/bgio.py: 4 players, 12 regions on a ring with chords, three moves.
//   reinforce(r)      one army on a region the player owns
//   attack(from, to)  from an owned region with >= 2 armies to an adjacent enemy region:
//                     dice from the framework's random API (attacker up to 3 D6, defender up
//                     to 2, highest against highest, the defender wins ties); a region left
//                     empty is taken with one army
//   collect()         gold += regions owned; ends the turn
// The game never ends (a bench keeps 1,000 matches in play).
import { createRequire } from 'node:module';

// boardgame.io 0.50.2 ships its subpath entries as CommonJS packages: required, not imported
const { INVALID_MOVE } = createRequire(import.meta.url)('boardgame.io/core');

export const REGIONS = 12;
export const ADJ = Array.from({ length: REGIONS }, (_, i) =>
  [(i + 1) % REGIONS, (i + REGIONS - 1) % REGIONS, (i + REGIONS / 2) % REGIONS]);

const owns = (G, r, p) => G.regions[r] && G.regions[r].owner === p;

export const Toy = {
  name: 'toy',
  minPlayers: 4,
  maxPlayers: 4,
  setup: ({ ctx }) => ({
    regions: Array.from({ length: REGIONS }, (_, i) => ({ owner: String(i % ctx.numPlayers), armies: 3 })),
    gold: Array.from({ length: ctx.numPlayers }, () => 0),
  }),
  moves: {
    reinforce: ({ G, playerID }, r) => {
      if (!owns(G, r, playerID)) return INVALID_MOVE;
      G.regions[r].armies += 1;
    },
    attack: ({ G, playerID, random }, from, to) => {
      if (!owns(G, from, playerID) || G.regions[from].armies < 2 || !ADJ[from].includes(to)
          || owns(G, to, playerID)) return INVALID_MOVE;
      const a = G.regions[from], d = G.regions[to];
      const ad = random.Die(6, Math.min(3, a.armies - 1)), dd = random.Die(6, Math.min(2, d.armies));
      const as = [].concat(ad).sort((x, y) => y - x), ds = [].concat(dd).sort((x, y) => y - x);
      for (let i = 0; i < Math.min(as.length, ds.length); i++) {
        if (as[i] > ds[i]) d.armies -= 1; else a.armies -= 1;
      }
      if (d.armies <= 0) { d.owner = playerID; d.armies = 1; a.armies -= 1; }
    },
    collect: ({ G, playerID, events }) => {
      G.gold[Number(playerID)] += G.regions.filter((x) => x.owner === playerID).length;
      events.endTurn();
    },
  },
};

// The load client's choice of the next move of the current player: by the turn's move
// count, reinforce, attack, attack, then collect (an attack or reinforce that is not
// possible becomes the next possible move). Returns [move name, args].
export function nextMove(G, ctx) {
  const p = ctx.currentPlayer, n = ctx.numMoves || 0;
  const mine = G.regions.map((x, i) => (x.owner === p ? i : -1)).filter((i) => i >= 0);
  if (n >= 3 || mine.length === 0) return ['collect', []];
  if (n >= 1) {
    for (const f of mine) {
      if (G.regions[f].armies < 2) continue;
      const t = ADJ[f].find((x) => G.regions[x].owner !== p);
      if (t !== undefined) return ['attack', [f, t]];
    }
  }
  return ['reinforce', [mine[(n * 7 + (ctx.turn || 0)) % mine.length]]];
}
