import { describe, expect, it } from 'vitest';
import {
  BANNER_IMAGE_WIDTHS,
  PRODUCT_IMAGE_WIDTHS,
  imageAtWidth,
  imageSources,
  imageSrcSet,
  lowDataChoice,
  lowDataRequested,
  lowDataSizes,
  onlyLowDataCookie,
  saveDataRequested,
} from './images.ts';
import { lowDataCookie } from './low-data-cookie.ts';

describe('image renditions', () => {
  it('derives narrower WebP renditions from the widest one', () => {
    expect(imageAtWidth('/uploads/products/sofa-800.webp', 240)).toBe(
      '/uploads/products/sofa-240.webp',
    );
    expect(imageSrcSet('/uploads/products/sofa-800.webp')).toBe(
      '/uploads/products/sofa-240.webp 240w, /uploads/products/sofa-480.webp 480w, /uploads/products/sofa-800.webp 800w',
    );
  });

  it('leaves other URLs alone', () => {
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
    expect(imageAtWidth('/a.png', 240)).toBe('/a.png');
  });
});

describe('low-data mode', () => {
  it('is on for Save-Data: on, in any case and with parameters, and off for anything else', () => {
    expect(saveDataRequested('on')).toBe(true);
    expect(saveDataRequested(' On ')).toBe(true);
    expect(saveDataRequested('on;foo=1')).toBe(true);
    for (const junk of [undefined, null, '', 'off', 'onn', '1', 'yes', 'on,off'])
      expect(saveDataRequested(junk)).toBe(false);
  });

  it('reads the remembered choice, 1 or 0, among other cookies; junk counts as no choice', () => {
    expect(lowDataChoice('low-data=1')).toBe(true);
    expect(lowDataChoice('a=b; low-data=0')).toBe(false);
    expect(lowDataChoice(' low-data = 1 ;x=y')).toBe(true);
    for (const junk of [undefined, '', 'low-data=', 'low-data=yes', 'low-data-x=1', 'xlow-data=1'])
      expect(lowDataChoice(junk)).toBeUndefined();
  });

  it('lets the customer choice win over Save-Data, both ways', () => {
    expect(lowDataRequested({ saveData: 'on', cookie: undefined })).toBe(true);
    expect(lowDataRequested({ saveData: undefined, cookie: 'low-data=1' })).toBe(true);
    expect(lowDataRequested({ saveData: 'on', cookie: 'low-data=0' })).toBe(false);
    expect(lowDataRequested({ saveData: undefined, cookie: 'low-data=junk' })).toBe(false);
    expect(lowDataRequested({ saveData: 'off', cookie: undefined })).toBe(false);
  });

  it('treats a Cookie header as anonymous only when it is the valid low-data cookie alone', () => {
    expect(onlyLowDataCookie('low-data=1')).toBe(true);
    expect(onlyLowDataCookie('low-data=0;')).toBe(true);
    for (const other of [undefined, '', 'low-data=2', 'low-data=1; session=abc', 'session=abc'])
      expect(onlyLowDataCookie(other)).toBe(false);
  });

  it('remembers the choice for a year, site-wide, secure over HTTPS', () => {
    expect(lowDataCookie(true, false)).toBe('low-data=1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(lowDataCookie(false, true)).toMatch(/^low-data=0; .*; Secure$/);
  });

  it('halves every source size, keeping the media conditions', () => {
    expect(lowDataSizes('100vw')).toBe('50vw');
    expect(lowDataSizes('(min-width: 1280px) 1232px, 100vw')).toBe(
      '(min-width: 1280px) 616px, 50vw',
    );
    expect(lowDataSizes('(min-width: 1024px) 33vw, 92vw')).toBe('(min-width: 1024px) 16.5vw, 46vw');
    expect(lowDataSizes('(min-width: 1280px) 230px, (min-width: 1024px) 20vw, 50vw')).toBe(
      '(min-width: 1280px) 115px, (min-width: 1024px) 10vw, 25vw',
    );
  });

  it('offers the narrower renditions only, with halved sizes, in low-data mode', () => {
    const url = '/uploads/products/sofa-800.webp';
    expect(imageSources(url, PRODUCT_IMAGE_WIDTHS, '100vw', false)).toEqual({
      srcSet: imageSrcSet(url),
      sizes: '100vw',
    });
    expect(
      imageSources(url, PRODUCT_IMAGE_WIDTHS, '(min-width: 1280px) 240px, 100vw', true),
    ).toEqual({
      srcSet: '/uploads/products/sofa-240.webp 240w, /uploads/products/sofa-480.webp 480w',
      sizes: '(min-width: 1280px) 120px, 50vw',
    });
    expect(
      imageSources('/uploads/site/hero-1600.webp', BANNER_IMAGE_WIDTHS, '100vw', true).srcSet,
    ).toBe('/uploads/site/hero-480.webp 480w, /uploads/site/hero-960.webp 960w');
    // A picture outside the convention has no srcset either way.
    expect(
      imageSources('https://example.com/a.jpg', PRODUCT_IMAGE_WIDTHS, '100vw', true).srcSet,
    ).toBeUndefined();
  });
});
