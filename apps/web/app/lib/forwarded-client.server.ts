import type { ServerContext } from './api';

/**
 * Headers naming the visitor to the API when a route action calls it on their behalf, so limits
 * per address count the visitor, not the storefront's own loopback address.
 */
export function forwardedClient(context: unknown): Record<string, string> {
  const { clientIp, forwardKey } = (context ?? {}) as ServerContext;
  return clientIp && forwardKey
    ? { 'x-shop-client-ip': clientIp, 'x-shop-forward-key': forwardKey }
    : {};
}
