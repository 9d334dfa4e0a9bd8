import { CATEGORIES, CATEGORY_NAMES, blogParagraphs } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { demoBlogs } from '../blogs.ts';
import { demoProducts } from '../products.ts';
import { ART_KINDS } from './drawings.ts';
import { productImageUrls } from './index.ts';
import { DRAWN_PICTURE_NAMES } from './product-art.ts';

describe('demo catalogue', () => {
  it('fills every category and subcategory with at least two products', () => {
    for (const category of CATEGORY_NAMES)
      for (const sub of CATEGORIES[category]) {
        const count = demoProducts.filter(
          (p) => p.category === category && p.subCategory === sub,
        ).length;
        expect(count, `${category} / ${sub}`).toBeGreaterThanOrEqual(2);
      }
    expect(demoProducts.length).toBeGreaterThanOrEqual(150);
  });

  it('uses only the specified subcategories', () => {
    for (const p of demoProducts)
      expect(CATEGORIES[p.category] as readonly string[], p.name).toContain(p.subCategory);
  });

  it('draws the pictures of every demo product and of nothing else', () => {
    const named = new Set(demoProducts.map((p) => p.slug));
    expect(DRAWN_PICTURE_NAMES.filter((name) => !named.has(name))).toEqual([]);
    for (const p of demoProducts) expect(p.images, p.name).toEqual(productImageUrls(p.slug));
  });

  it('has unique names and kebab-case slugs', () => {
    expect(new Set(demoProducts.map((p) => p.name)).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map((p) => p.slug)).size).toBe(demoProducts.length);
    for (const p of demoProducts) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('prices every product as a positive whole number of pounds, with a realistic spread', () => {
    for (const p of demoProducts)
      expect(Number.isInteger(p.price) && p.price > 0, p.name).toBe(true);
    expect(demoProducts.some((p) => p.price < 500_000)).toBe(true);
    expect(demoProducts.filter((p) => p.price > 10_000_000).length).toBeGreaterThanOrEqual(3);
  });

  it('gives each product sizes, a description, a known drawing, and marks about twenty popular', () => {
    for (const p of demoProducts) {
      expect(p.sizes.length, p.name).toBeGreaterThanOrEqual(1);
      expect(p.sizes.length, p.name).toBeLessThanOrEqual(4);
      expect(p.description.length, p.name).toBeGreaterThan(40);
      expect(ART_KINDS).toContain(p.art.kind);
    }
    const popular = demoProducts.filter((p) => p.popular);
    expect(popular.length).toBeGreaterThanOrEqual(15);
    expect(new Set(popular.map((p) => p.category)).size).toBeGreaterThanOrEqual(10);
  });

  it('ends with a varied set of new arrivals', () => {
    const newest = demoProducts.slice(-10);
    expect(new Set(newest.map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
  });
});

describe('demo blog', () => {
  it('has at least six real articles', () => {
    expect(demoBlogs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(demoBlogs.map((b) => b.slug)).size).toBe(demoBlogs.length);
    for (const b of demoBlogs) {
      const words = b.content.split(/\s+/).length;
      expect(words, b.slug).toBeGreaterThanOrEqual(300);
      expect(words, b.slug).toBeLessThanOrEqual(600);
      const paras = blogParagraphs(b.content);
      expect(paras.length, b.slug).toBeGreaterThanOrEqual(4);
      expect(paras.length, b.slug).toBeLessThanOrEqual(7);
    }
  });
});
