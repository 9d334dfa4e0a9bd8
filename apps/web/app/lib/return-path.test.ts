import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/place-order')).toBe('/place-order');
    expect(safeReturnPath('/profile?tab=orders')).toBe('/profile?tab=orders');
    expect(safeReturnPath('/product/abc#reviews')).toBe('/product/abc#reviews');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'evil.example',
      '',
      null,
      undefined,
    ])
      expect(safeReturnPath(bad), String(bad)).toBe('/');
  });

  it('does not loop back to the sign-in page', () => {
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/login?next=/orders')).toBe('/');
  });

  it('builds the sign-in link that comes back', () => {
    expect(loginPathFor('/place-order')).toBe('/login?next=%2Fplace-order');
    expect(safeReturnPath(new URLSearchParams('next=%2Fplace-order').get('next'))).toBe(
      '/place-order',
    );
  });
});
