import { describe, expect, it } from 'vitest';
import { deferScripts } from './deferred-scripts.server';
import { withTapKeeper } from './tap-keeper.server';

// Low-data mode's first view: the page's scripts travel as data blocks of the same text, in the
// same places, until the tap keeper runs them.

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/shell-B.js"/>' +
  '<link rel="stylesheet" href="/assets/app-C.css"/>' +
  '<script type="application/ld+json">{"@type":"Product"}</script></head>' +
  '<body><main>Cement</main><script>window.__reactRouterContext = {};</script>' +
  '<script type="module" async="">import "/assets/entry.client-A.js";</script>' +
  '<script src="/assets/other.js"></script></body></html>';

describe('deferScripts', () => {
  const deferred = deferScripts(withTapKeeper(PAGE));

  it('sends no module preloads and runs no script of the app', () => {
    expect(deferred).not.toContain('modulepreload');
    expect(deferred).toContain(
      '<script type="text/x-deferred">window.__reactRouterContext = {};</script>',
    );
    expect(deferred).toContain(
      '<script type="text/x-deferred-module">import "/assets/entry.client-A.js";</script>',
    );
  });

  it('keeps the tap keeper, data blocks, files, styles and the page itself as they were', () => {
    expect(deferred).toMatch(/^<!DOCTYPE html><html lang="en"><head><script id="tap-keeper">/);
    expect(deferred).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(deferred).toContain('<script src="/assets/other.js"></script>');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app-C.css"/>');
    expect(deferred).toContain('<main>Cement</main>');
  });
});

describe('withTapKeeper', () => {
  it("puts the keeper first in the head, under the request's nonce when there is one", () => {
    expect(withTapKeeper('<html><head><title>x</title>', 'abc')).toMatch(
      /^<html><head><script id="tap-keeper" nonce="abc">\(\(\)=>\{[\s\S]+\}\)\(\)<\/script><title>/,
    );
  });
});
