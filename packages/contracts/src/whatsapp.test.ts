import { describe, expect, it } from 'vitest';
import type { Product } from './product.ts';
import { productEnquiryText } from './whatsapp.ts';

const product: Product = {
  _id: 'a'.repeat(24),
  name: 'Portland Cement 50 kg',
  price: 45000,
  description: 'Grade 42.5N cement.',
  image: ['/uploads/products/cement-800.webp'],
  sizes: ['50 kg'],
  category: 'BuildingItems',
  subCategory: 'Cement',
  averageRating: 0,
  totalReviews: 0,
  popular: false,
  date: 0,
  productType: 'bulk',
  measurement: '50 kg',
  unit: 'bag',
  stock: null,
};

describe('productEnquiryText', () => {
  it('asks about the product with its name, price, description and image', () => {
    const text = productEnquiryText(product, 'https://shop.example');
    expect(text).toContain('interested');
    expect(text).toContain('Name: Portland Cement 50 kg');
    expect(text).toContain('Price: SSP 45000.00');
    expect(text).toContain('Description: Grade 42.5N cement.');
    expect(text).toContain('Image: https://shop.example/uploads/products/cement-800.webp');
    expect(text.endsWith('Could you please provide more information?')).toBe(true);
  });
});
