// The yardstick of bench/ssr.mjs: a bare Remix v2 page built in a temp dir with this repo's
// node_modules (same @remix-run/*, React, Express, compression and Vite), the same future flags
// as remix.config.ts, one loader returning 20 items, served by Express with compression and
// Remix's request handler, nothing else.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGES = [
  '@remix-run/dev',
  '@remix-run/express',
  '@remix-run/node',
  '@remix-run/react',
  'compression',
  'express',
  'isbot',
  'react',
  'react-dom',
  'vite',
];

const files = (ours) => ({
  // Remix's plugin finds the runtime among the dependencies: ours, at our versions.
  'package.json': JSON.stringify({
    name: 'bare-remix',
    private: true,
    type: 'module',
    sideEffects: false,
    dependencies: Object.fromEntries(PACKAGES.map((name) => [name, ours.dependencies[name] ?? ours.devDependencies[name]])),
  }),
  'vite.config.mjs': `import { vitePlugin as remix } from '@remix-run/dev';
export default {
  plugins: [remix({ future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: true } })],
  logLevel: 'warn',
};
`,
  'app/root.jsx': `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react';
export function Layout({ children }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
export default function App() {
  return <Outlet />;
}
`,
  'app/routes/_index.jsx': `import { useLoaderData } from '@remix-run/react';
export const meta = () => [{ title: 'Bare' }];
export async function loader() {
  return { items: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: 'Item ' + (i + 1), body: 'The body of item ' + (i + 1) + ', a line of text.' })) };
}
export default function Index() {
  const { items } = useLoaderData();
  return (
    <main>
      <h1>Bare</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <h2>{item.title}</h2>
            <p>{item.body}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
`,
  'server.mjs': `import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.all('*', createRequestHandler({ build: await import('./build/server/index.js'), mode: 'production' }));
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
`,
});

function run(node, args, cwd, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { cwd, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** Writes and builds the bare app; returns its directory and a function that starts it on `port` (resolving with the child once it listens). */
export async function buildBare(root, node) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-bench-bare-'));
  const ours = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const [name, text] of Object.entries(files(ours))) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await run(node, [path.join(root, 'node_modules', '@remix-run', 'dev', 'dist', 'cli.js'), 'vite:build'], dir).catch((error) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const start = (port) =>
    new Promise((resolve, reject) => {
      const child = spawn(node, ['server.mjs'], {
        cwd: dir,
        env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.stdout.once('data', () => resolve(child));
      child.on('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });
  return { dir, start };
}
