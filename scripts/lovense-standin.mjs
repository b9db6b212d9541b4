#!/usr/bin/env node
/**
 * A local stand-in of Lovense's local API (ADR 103) for tests: POST /command answers as the
 * Lovense Connect app does ({ code: 200, type: 'OK' }; GetToys lists one toy, or none with
 * `toys: false`), with the CORS answers the app gives a web page (preflight included, and Chrome's
 * private-network header), and records every command it got.
 *
 *   node scripts/lovense-standin.mjs [port]   (prints its address; GET /commands lists what it got)
 *   import { startLovenseStandin } from '../scripts/lovense-standin.mjs'   (tests)
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const TOY = { id: 'standin0001', name: 'lush', nickName: 'Stand-in', status: '1', battery: 90 };

/**
 * @param {{ port?: number, host?: string, toys?: boolean }} [options] toys: false answers like an app with no toy connected.
 * @returns {Promise<{ url: string, commands: Record<string, unknown>[], close: () => Promise<void> }>}
 */
export async function startLovenseStandin({ port = 0, host = '127.0.0.1', toys = true } = {}) {
  /** @type {Record<string, unknown>[]} */
  const commands = [];
  const server = http.createServer((req, res) => {
    // Lovense Connect lets any page call it; Chrome asks before a public page reaches a private address.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-platform');
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const answer = (body) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && req.url === '/commands') return answer(commands);
    if (req.method !== 'POST' || req.url !== '/command') return void res.writeHead(404).end();
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      /** @type {Record<string, unknown>} */
      let command;
      try {
        command = JSON.parse(raw);
      } catch {
        return answer({ code: 400, type: 'error', message: 'Invalid Command' });
      }
      commands.push(command);
      if (command.command === 'GetToys') {
        return answer({ code: 200, type: 'OK', data: { toys: JSON.stringify(toys ? { [TOY.id]: TOY } : {}), platform: 'pc', appType: 'connect' } });
      }
      if (command.command === 'Function' || command.command === 'Stop') {
        // 402: "Toy Not Connected" in Lovense's table of codes.
        return answer(toys ? { code: 200, type: 'OK' } : { code: 402, type: 'error', message: 'Toy Not Connected' });
      }
      answer({ code: 400, type: 'error', message: 'Invalid Command' });
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    commands,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standin = await startLovenseStandin({ port: Number(process.argv[2] ?? 0) });
  console.log(`Lovense stand-in at ${standin.url} (GET ${standin.url}/commands lists what it got)`);
}
