import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import type { ServerContext } from '~/lib/api';

export const streamTimeout = 5_000;

// React sends a finished Suspense boundary larger than this apart from the page, hidden, for an
// inline script to move into place; without JavaScript (or before a strict proxy runs it) the
// lazily loaded sections below the fold (the footer, the landing page's sections) would never
// show. A page's finished parts are sent where they belong; only parts still waiting for data
// stream in later.
const PROGRESSIVE_CHUNK_BYTES = 512 * 1024;

/**
 * Streams HTML to people (the shell first, so a slow phone paints early) and waits for the whole
 * page for crawlers. Every inline script carries the request's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as ServerContext | undefined)?.nonce;
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        progressiveChunkSize: PROGRESSIVE_CHUNK_BYTES,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
