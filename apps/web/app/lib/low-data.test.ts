import { describe, expect, it } from 'vitest';
import { lowDataOf } from './low-data';

const request = (headers: Record<string, string>) =>
  new Request('https://shop.example/', { headers });

describe('lowDataOf (the root loader)', () => {
  it('is on for Save-Data: on or the remembered cookie, the cookie winning', () => {
    expect(lowDataOf(request({}))).toBe(false);
    expect(lowDataOf(request({ 'save-data': 'on' }))).toBe(true);
    expect(lowDataOf(request({ cookie: 'low-data=1' }))).toBe(true);
    expect(lowDataOf(request({ 'save-data': 'on', cookie: 'low-data=0' }))).toBe(false);
  });

  it('ignores junk values', () => {
    expect(lowDataOf(request({ 'save-data': 'yes' }))).toBe(false);
    expect(lowDataOf(request({ cookie: 'low-data=on' }))).toBe(false);
  });
});
