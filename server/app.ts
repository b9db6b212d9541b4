/**
 * The HTTP stack: one Node server whose requests under /api go to the API's pipeline
 * (server/api/pipeline.ts) and everything else to Express (pages through Remix, with Vite
 * middleware in development or the built app in production; assets; /media; the Google sign-in
 * redirects; /healthz; /v.json), and socket.io. The services come from server/services.ts.
 * index.ts starts it; tests start it too, on a fresh database.
 */
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import express, { type ErrorRequestHandler } from 'express';
import fs from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApi } from './api/pipeline';
import { staffGate } from './http/staff-gate';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db';
import { clientFiles, fingerprintedAssets } from './http/client-files';
import { contextMiddleware } from './http/context';
import { toAppError } from './http/errors';
import { answerHeaders, type RemixMode } from './http/headers';
import { proxyTrust } from './http/proxy';
import { sendError } from './http/json';
import { isStateChanging, originRule } from './http/origin';
import { createSfu } from './media';
import { attachRealtime } from './realtime';
import { createLoadContext } from './remix-context';
import { mediaRoutes } from './routes/media';
import { pwaRoutes } from './routes/pwa';
import { staffDocumentRoutes } from './routes/staff-documents';
import { signInRoutes } from './routes/sign-in';
import { createServices, type Services } from './services';
import { BUILD_DIR, ROOT_DIR } from './paths';

export interface AppServer {
  httpServer: HttpServer;
  io: Awaited<ReturnType<typeof attachRealtime>>['io'];
  database: DatabaseHandle;
  services: Services;
  /** The living demo being added in the background (ADR 110): settles when it is in (or was not needed, or failed). */
  demo: Promise<void>;
  /** Stops accepting, lets requests in flight finish (up to the grace period), then closes everything. */
  close(): Promise<void>;
}

async function loadBuild(buildDir: string): Promise<ServerBuild> {
  const file = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(file)) throw new Error(`No build at ${file}: run "npm run build" first (npm start does it for you).`);
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** buildDir: another build than ./build (the e2e's version change serves two builds in turn). */
export async function createAppServer(config: Config, options: { remix: RemixMode; database?: DatabaseHandle; buildDir?: string }): Promise<AppServer> {
  const buildDir = path.resolve(options.buildDir ?? BUILD_DIR);
  const database = options.database ?? (await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir }));
  performance.mark('database');
  // The living demo (ADR 043) only on a database this start-up opened itself (tests pass theirs).
  const root = await createServices(config, database, { seedDemo: !options.database });
  performance.mark('services');
  const { services } = root;
  // One cross-site rule for the API, the pages and the socket handshake (ADR 085).
  const origins = originRule(config);
  const headers = answerHeaders(config, options.remix, origins);
  const serveApi = createApi(services, { db: database.db, headers: headers.api, origins });

  const app = express();
  app.disable('x-powered-by');
  // Express's req.ip and req.protocol believe the same proxies as the rest of the server (http/proxy.ts).
  if (config.TRUST_PROXY.length) app.set('trust proxy', proxyTrust(config.TRUST_PROXY));
  if (options.remix === 'build') app.use('/assets', fingerprintedAssets(path.join(buildDir, 'client', 'assets'), headers.asset));
  app.use((req, res, next) => headers.page(req, res, next));
  app.use((req, _res, next) => {
    if (isStateChanging(req.method)) origins.check(req);
    next();
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await database.ping();
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: database.kind });
    } catch (error) {
      res.status(503).json({ status: 'error', database: database.kind, message: (error as Error).message });
    }
  });
  app.get('/v.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ version: services.version() });
  });

  // The web app manifest and the service worker (ADR 111), before the static files' long cache.
  app.use(pwaRoutes(config, options.remix, { root: ROOT_DIR, client: path.join(buildDir, 'client') }));
  app.use(contextMiddleware(database.db, config));
  app.use(staffGate());
  app.use(signInRoutes(services));
  app.use(mediaRoutes(services));
  app.use(staffDocumentRoutes(services));

  let vite: import('vite').ViteDevServer | undefined;
  if (options.remix === 'dev') {
    const { createServer } = await import('vite');
    vite = await createServer({ root: ROOT_DIR, server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
  } else if (options.remix === 'build') {
    // The other client files, briefly cached (the fingerprinted ones are served above).
    app.use(clientFiles(path.join(buildDir, 'client')));
  }

  if (options.remix !== 'none') {
    const build = options.remix === 'dev' ? () => vite!.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild> : await loadBuild(buildDir);
    if (typeof build !== 'function') root.setVersion(config.APP_VERSION ?? build.assets.version);
    app.all(
      '*',
      createRequestHandler({
        build,
        mode: options.remix === 'dev' ? 'development' : 'production',
        getLoadContext: (req, res) => createLoadContext(req, res, services),
      }),
    );
  }

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (res.headersSent) return;
    sendError(res, toAppError(error, req.ctx?.requestId));
  };
  app.use(onError);

  // Every request under /api to the API's pipeline, everything else to Express (ADR 080).
  const httpServer = createHttpServer((req, res) => serveApi(req, res) || app(req, res));
  const realtime = await attachRealtime(httpServer, {
    db: database.db,
    redisUrl: config.REDIS_URL,
    origins,
    proxy: config,
    anonymousPerIp: config.SOCKET_ANONYMOUS_PER_IP,
    // Call rooms admit the call's members (issue 21, ADR 100); read at each join, so the calls service in force decides.
    callRooms: { detail: (userId, callId) => services.calls.detail(userId, callId) },
    // Live rooms (issue 22, ADR 101): the lives' rules, read at each call; the SFU by JANUS_URL.
    liveRooms: {
      rules: {
        enter: (visitor, liveId, sessionId) => services.liveRooms.enter(visitor, liveId, sessionId),
        publishing: (liveId, creatorId, up) => services.liveRooms.publishing(liveId, creatorId, up),
        assertPublisher: (userId, liveId) => services.liveRooms.assertPublisher(userId, liveId),
        presenceChanged: (liveId) => services.liveRooms.presenceChanged(liveId),
      },
      sfu: createSfu(config),
    },
  });
  root.connect(realtime.io);
  services.liveRooms.attach(realtime.liveControl);
  const jobs = root.startJobs();
  performance.mark('http');
  // Not awaited: the server answers meanwhile, and its one transaction shows pages all of the demo or none of it.
  const demo = root.seedDemo();

  let closing: Promise<void> | undefined;
  return {
    httpServer,
    io: realtime.io,
    database,
    services,
    demo,
    close() {
      closing ??= (async () => {
        const force = setTimeout(() => httpServer.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
        force.unref();
        await Promise.all(jobs.map((job) => job.stop()));
        await demo; // its transaction needs the database
        await realtime.close(); // closes the HTTP server too, waiting for requests in flight
        root.close();
        clearTimeout(force);
        await vite?.close();
        await database.close();
      })();
      return closing;
    },
  };
}
