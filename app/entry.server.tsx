import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { documentBody } from './lib/document.server';
import { NonceProvider } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * Every page is sent whole, once React has rendered all of it (ADR 119): no loader defers data,
 * so the shell would come only a turn or two before the rest, and one gzip of the finished
 * document costs a fraction of a stream's. Bots got it so already.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Stops a render still waiting (a lazy component's chunk): it then finishes with fallbacks.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timer);
          const pieces: Buffer[] = [];
          pipe(
            new Writable({
              // Not destroyed once finished: React would take its close for an abort and end it a
              // second time, which builds an error (ERR_STREAM_ALREADY_FINISHED) that nothing reads.
              autoDestroy: false,
              write(piece: Buffer, _encoding, done) {
                pieces.push(piece);
                done();
              },
              final(done) {
                const body = documentBody(Buffer.concat(pieces), request.headers.get('accept-encoding'), responseHeaders);
                resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
                done();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, Remix renders the error boundary and logs the error itself.
          if (shellRendered) loadContext.log.error({ err: error }, 'page render failed');
        },
      },
    );
  });
}
