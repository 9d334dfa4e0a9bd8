import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, BRAND_MARK_SVG } from '@shop/contracts';

// The brand is written as values in packages/contracts/src/brand.ts (the manifest, the icons, the
// theme-color) and, where only a file or CSS will do, copied: these checks keep the copies equal.
const repo = path.resolve(import.meta.dirname, '../../../../..');
const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');

describe('the brand constants', () => {
  it("are the storefront's favicon, drawn the same", () => {
    expect(read('apps/web/public/favicon.svg').trim()).toBe(BRAND_MARK_SVG);
  });

  it("are the theme's colour tokens", () => {
    const theme = read('packages/ui/src/theme.css');
    const token = (name: string) =>
      new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(theme)?.[1]?.toLowerCase();
    expect(token('brand-700')).toBe(BRAND_COLORS.theme);
    expect(token('accent-400')).toBe(BRAND_COLORS.accent);
  });
});
