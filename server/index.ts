/**
 * `npm start` (production build) and `npm run dev` (Vite middleware): one process serving
 * the app, the API and socket.io, with a graceful shutdown on SIGTERM and SIGINT.
 */
import { createAppServer } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { describeStorage } from './storage/select';
import { log } from './log';

/** Milliseconds from the process's start to each start-up step (the marks of app.ts and db/index.ts), for the log. */
function startupPhases(): Record<string, number | string> {
  const phases: Record<string, number | string> = {};
  for (const mark of performance.getEntriesByType('mark') as PerformanceMark[]) {
    phases[mark.name] = Math.round(mark.startTime);
    if (typeof mark.detail === 'string') phases[`${mark.name}_from`] = mark.detail;
  }
  performance.clearMarks();
  return { ...phases, listening: Math.round(performance.now()) };
}

async function main() {
  performance.mark('modules');
  const dev = process.argv.includes('--dev');
  let config: Config;
  try {
    config = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production') });
  } catch (error) {
    if (error instanceof ConfigError) {
      // For the person starting the server, plainly and whatever LOG_LEVEL says.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const server = await createAppServer(config, { remix: dev ? 'dev' : 'build' });
  server.httpServer.listen(config.PORT, config.HOST, () => {
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
    const database = server.database.kind === 'pglite' ? `pglite in ${config.dataDir}` : server.database.kind;
    log.info({ url, database, media: describeStorage(config), startupMs: startupPhases() }, `${config.APP_NAME} listening on ${url}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  log.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
