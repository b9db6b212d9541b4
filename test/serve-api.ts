/**
 * One server process for the scale-out test: the API and socket.io (no Remix) on the
 * environment's DATABASE_URL and REDIS_URL; prints "listening <port>" once it accepts.
 */
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../server/app';
import { loadConfig } from '../server/config';

const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
const server = await createAppServer(config, { remix: 'none' });
server.httpServer.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.httpServer.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
