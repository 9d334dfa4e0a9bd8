import { describe, expect, it } from 'vitest';
import { pageCacheKey, readsNothing, type PageQueries } from './page-cache-policy.server';

/** A few pages as entry.server.tsx lists them: one reading nothing, one a filter, one a tab. */
const PAGES: PageQueries = {
  'routes/home': readsNothing,
  'routes/product': readsNothing,
  'routes/list': (params) => {
    const sort = params.get('sort');
    const kept = new URLSearchParams();
    if (params.get('category')) kept.set('category', params.get('category')!);
    if (sort === 'low' || sort === 'high') kept.set('sort', sort);
    // A yes/no filter, as the collection's 'In stock only': kept only when on.
    if (params.get('inStock') === 'true') kept.set('inStock', 'true');
    return kept.toString();
  },
  'routes/about': (params) => (params.get('tab') === 'Mission' ? 'tab=Mission' : ''),
};

/** The route ids a path matches, as React Router's route table would answer. */
function routeIdsOf(pathname: string): string[] | null {
  if (pathname === '/') return ['root', 'routes/home'];
  if (pathname === '/list') return ['root', 'routes/list'];
  if (pathname === '/about') return ['root', 'routes/about'];
  if (pathname === '/login') return ['root', 'routes/login'];
  if (pathname.startsWith('/product/')) return ['root', 'routes/product'];
  return pathname === '/nowhere' ? null : ['root', 'routes/not-found'];
}

const key = (address: string) =>
  pageCacheKey(new URL(address, 'http://shop.test'), routeIdsOf, PAGES);

describe('pageCacheKey', () => {
  it('drops every parameter a page does not read', () => {
    expect(key('/')).toBe('/');
    expect(key('/?utm_source=x&fbclid=1&_=123')).toBe('/');
    expect(key('/product/abc?ref=mail')).toBe('/product/abc');
  });

  it("keeps what a page reads, as the page's reader writes it", () => {
    expect(key('/list?sort=low&junk=1&category=Tables')).toBe('/list?category=Tables&sort=low');
    expect(key('/list?category=Tables&sort=low')).toBe('/list?category=Tables&sort=low');
    expect(key('/list?sort=nonsense')).toBe('/list');
    expect(key('/list?inStock=true&x=1&category=Tables')).toBe(
      '/list?category=Tables&inStock=true',
    );
    expect(key('/list?inStock=false')).toBe('/list');
    expect(key('/about?tab=Mission&x=1')).toBe('/about?tab=Mission');
    expect(key('/about?tab=<script>')).toBe('/about');
  });

  it('keeps no page left out of the list, nor an address no route matches', () => {
    expect(key('/login?next=%2Fplace-order')).toBeNull();
    expect(key('/no-such-page')).toBeNull();
    expect(key('/nowhere')).toBeNull();
    // Names on the object's prototype are no pages.
    expect(pageCacheKey(new URL('http://shop.test/x'), () => ['toString'], PAGES)).toBeNull();
  });

  it("keeps a client navigation's data request with the same query, and the loaders it asks for", () => {
    expect(key('/list.data?category=Tables&junk=1&_routes=routes%2Flist')).toBe(
      '/list.data?category=Tables&_routes=routes%2Flist',
    );
    expect(key('/_root.data?_routes=root,routes/home&x=1')).toBe(
      '/_root.data?_routes=root%2Croutes%2Fhome',
    );
    // The page's routes in their order; ids of other pages are left out.
    expect(key('/product/abc.data?_routes=routes/product,routes/home,root')).toBe(
      '/product/abc.data?_routes=root%2Croutes%2Fproduct',
    );
    expect(key('/product/abc.data')).toBe('/product/abc.data');
    // Only ids of other pages: the answer would carry nothing, so it is not kept.
    expect(key('/product/abc.data?_routes=routes/home')).toBeNull();
    expect(key('/login.data')).toBeNull();
  });
});
