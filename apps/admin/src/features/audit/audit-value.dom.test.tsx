import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditValue } from './audit-value';

// What the audit log shows of a value: money as SSP, a product's pictures as thumbnails of their
// smallest rendition, and any other picture (a blog post's goes with its post) by its address.

describe('AuditValue', () => {
  it('shows money as SSP', () => {
    render(<AuditValue field="price" value={1500000} text="1500000" className="" />);
    expect(screen.getByText('SSP 1,500,000.00')).toBeTruthy();
  });

  it("shows a product's pictures as thumbnails of their smallest rendition", () => {
    const images = ['/uploads/products/bench-800.webp', '/uploads/products/bench-2-800.webp'];
    render(<AuditValue field="images" value={images} text="" className="" />);
    const thumbnails = screen.getAllByRole('img');
    expect(thumbnails.map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/products/bench-240.webp',
      '/uploads/products/bench-2-240.webp',
    ]);
    expect(thumbnails[0]!.getAttribute('alt')).toBe('Picture 1: bench-800.webp');
  });

  it("names a blog post's picture instead of showing it: it is deleted with its post", () => {
    const src = '/uploads/blog/3f2a-1600.webp';
    render(<AuditValue field="image" value={src} text={src} className="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(src)).toBeTruthy();
  });
});
