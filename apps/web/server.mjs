// The storefront's request handler for the production server (apps/api/src/plugins/web.ts).
// It lives here so that react-router resolves from the web app: the handler and the built
// routes must share one copy of it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, matchRoutes } from 'react-router';

const loadBuild = (buildDir) => import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);

export async function createWebHandler(buildDir) {
  return createRequestHandler(await loadBuild(buildDir), 'production');
}

/** The build's flat route table ({ id: { parentId, path, index } }) as the nested tree. */
function routeTree(routes, parentId) {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : routeTree(routes, route.id),
    }));
}

/**
 * The page cache's key for a request's URL, or null when its page is not kept: the storefront's
 * policy (apps/web/app/lib/page-cache-policy.server.ts) over the routes the path matches.
 */
export async function createPageCacheKey(buildDir) {
  const build = await loadBuild(buildDir);
  const tree = routeTree(build.routes, undefined);
  const routeIdsOf = (pathname) =>
    matchRoutes(tree, pathname)?.map((match) => match.route.id) ?? null;
  return (url) => build.entry.module.pageCacheKey(url, routeIdsOf);
}
