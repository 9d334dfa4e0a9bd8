import type { MetaDescriptor } from 'react-router';

/**
 * For pages whose forms post to their route's action without JavaScript: the API's security
 * headers say `Referrer-Policy: no-referrer`, under which the browser sends `Origin: null` with a
 * form post, and React Router refuses such a post as a possible cross-site request. This page's
 * own policy keeps the origin on same-site requests and still tells other sites nothing (the
 * newsletter pages' addresses carry tokens).
 */
export const SAME_ORIGIN_REFERRER: MetaDescriptor = { name: 'referrer', content: 'same-origin' };
