import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, nonceSource } from './csp.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text exactly as it stands between its tags", () => {
    const context = 'window.__reactRouterContext = {"a":"<\\/b>"};';
    const module = '\nimport "/assets/entry.js";\n';
    const html =
      `<html><head><script>${context}</script></head><body>` +
      `<script type="module" async="">${module}</script>` +
      `<SCRIPT>${context}</SCRIPT ></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(context), sha256(module)]);
  });

  it('leaves out scripts loaded from a file and data blocks', () => {
    const html =
      '<script src="/assets/a.js"></script>' +
      '<script type="module" src="/assets/b.js"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      '<script type="text/javascript">run()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('run()')]);
  });

  it("hashes low-data mode's deferred scripts too: the same text runs at the first tap", () => {
    const html =
      '<script type="text/x-deferred">context()</script>' +
      '<script type="text/x-deferred-module">import "/assets/entry.js";</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('context()'),
      sha256('import "/assets/entry.js";'),
    ]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>script</p>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it("lets scripts run from this origin and the page's own inline scripts only", () => {
    const csp = contentSecurityPolicy([nonceSource('abc'), "'sha256-xyz'"]);
    expect(csp.split('; ')).toContain("script-src 'self' 'nonce-abc' 'sha256-xyz'");
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy([]).split('; ')).toContain("script-src 'self'");
  });
});
