import { describe, expect, it } from 'vitest';
import type { ServerContext } from '~/lib/api';
import { loadCollection } from './collection-loader.server';

describe('the collection loader on the server', () => {
  it("names the visitor to the API, so a search without hits counts under the visitor's address", async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const context: ServerContext = {
      apiUrl: 'http://api.test',
      clientIp: '10.20.30.40',
      forwardKey: 'key-of-this-process',
      // The in-process transport the production server passes: here it answers an empty list.
      apiFetch: async (input, init) => {
        calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
        return Response.json({ success: true, products: [], total: 0, page: 1, pageSize: 12 });
      },
    };
    const data = await loadCollection(
      'http://shop.test/collection?q=hovercraft',
      context,
      new AbortController().signal,
    );
    expect(data.total).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/^http:\/\/api\.test\/api\/product\/list\?.*q=hovercraft/);
    expect(calls[0]!.headers).toMatchObject({
      'x-shop-client-ip': '10.20.30.40',
      'x-shop-forward-key': 'key-of-this-process',
    });
  });
});
