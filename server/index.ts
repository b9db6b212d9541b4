/**
 * `npm start` (production build) and `npm run dev` (Vite middleware): one process serving
 * the app, the API and socket.io, with a graceful shutdown on SIGTERM and SIGINT.
 */
import { createAppServer } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { describeStorage } from './storage/select';

async function main() {
  const dev = process.argv.includes('--dev');
  let config: Config;
  try {
    config = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const server = await createAppServer(config, { remix: dev ? 'dev' : 'build' });
  server.httpServer.listen(config.PORT, config.HOST, () => {
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    console.log(
      `${config.APP_NAME} listening on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}` +
        ` (database: ${server.database.kind}${server.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}; media: ${describeStorage(config)})`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error('shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error('start-up failed:', error);
  process.exit(1);
});
