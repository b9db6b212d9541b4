/**
 * A server of a given build for e2e/pwa.spec.ts's version change: `node --import tsx
 * e2e/build-server.ts <build dir>` with PORT, DATA_DIR and APP_VERSION in the environment. Two
 * builds served in turn on one port are one origin seeing a deploy (its worker, its /v.json).
 */
import path from 'node:path';
import { createAppServer } from '../server/app';
import { loadConfig } from '../server/config';

const buildDir = process.argv[2] && path.resolve(process.argv[2]);
if (!buildDir) throw new Error('usage: build-server.ts <build dir>');
const config = loadConfig({ ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', SEED_DEMO: '0', DATABASE_URL: '', REDIS_URL: '', JANUS_URL: '' });
const server = await createAppServer(config, { remix: 'build', buildDir });
server.httpServer.listen(config.PORT, config.HOST, () => process.stdout.write('listening\n'));
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
