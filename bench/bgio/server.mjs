// boardgame.io 0.50.2 serving the toy game (game.mjs) over socket.io with its Lobby API,
// InMemory storage (the framework's default). Usage: node server.mjs PORT
// Prints "READY <port>" once listening.
import { createRequire } from 'node:module';
import { Toy } from './game.mjs';

const { Server } = createRequire(import.meta.url)('boardgame.io/server');

const port = Number(process.argv[2] || 8010);
const server = Server({ games: [Toy], origins: ['*'] });
server.run({ port, callback: () => console.log(`READY ${port}`) });
