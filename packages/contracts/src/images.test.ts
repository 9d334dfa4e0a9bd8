import { describe, expect, it } from 'vitest';
import { imageAtWidth, imageSrcSet } from './images.ts';

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
