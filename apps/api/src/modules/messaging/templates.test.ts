// Every customer text fits one GSM-7 SMS (160 septets) with the shop's settings, even with a long
// PUBLIC_URL; it carries the order number, the tracking link and the shop's phone, and nothing
// the recipient does not already know (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md).
import { describe, expect, it } from 'vitest';
import { fitsOneSms, gsm7Length, orderNumber } from '@shop/contracts';
import { DEFAULT_SETTINGS } from '../settings/defaults.ts';
import {
  backInStockText,
  CUSTOMER_TEXT_KINDS,
  customerText,
  staffText,
  TEMPLATE_NAMES,
} from './templates.ts';

const orderId = '65f1c2a9e4b0a1b2c3d4e5f6';
const company = DEFAULT_SETTINGS.company;

describe('the customer texts', () => {
  for (const publicUrl of ['https://bomastartrading.com', 'https://shop.bomastartrading.com/ss']) {
    it(`fit one SMS, with the number, the link and the phone (${publicUrl})`, () => {
      for (const kind of CUSTOMER_TEXT_KINDS) {
        const { text, template, params } = customerText(kind, orderId, { company, publicUrl });
        expect(fitsOneSms(text), `${kind}: ${text}`).toBe(true);
        expect(text).toContain(orderNumber(orderId));
        expect(text).toContain(`${publicUrl}/track?order=${orderNumber(orderId)}`);
        expect(text).toContain(company.phones[0]);
        expect(template).toBe(TEMPLATE_NAMES[kind]);
        expect(params).toEqual([
          company.shortName,
          orderNumber(orderId),
          `${publicUrl}/track?order=${orderNumber(orderId)}`,
          company.phones[0],
        ]);
      }
    });
  }

  it('drop the phone, then the name, rather than cut the link of a very long address', () => {
    const publicUrl = `https://${'a'.repeat(75)}.example`;
    const { text } = customerText('out-for-delivery', orderId, { company, publicUrl });
    expect(fitsOneSms(text)).toBe(true);
    expect(text).toContain(`${publicUrl}/track?order=`);
    expect(text).not.toContain(company.phones[0]);
  });

  it('keep to GSM-7 when the shop name has a character outside it', () => {
    const curly = { ...company, shortName: 'Boma’s Star' };
    const { text } = customerText('delivered', orderId, {
      company: curly,
      publicUrl: 'https://x.test',
    });
    expect(gsm7Length(text)).not.toBeNull();
    expect(text.startsWith('Bomas Star:')).toBe(true);
  });
});

describe('the staff texts', () => {
  it('fit one SMS and name the order and its amount', () => {
    for (const kind of ['staff-new-order', 'staff-payment-reported'] as const) {
      const { text } = staffText(
        kind,
        { id: orderId, amount: 1_234_500 },
        {
          company,
          publicUrl: 'https://bomastartrading.com',
        },
      );
      expect(fitsOneSms(text), text).toBe(true);
      expect(text).toContain(orderNumber(orderId));
      expect(text).toContain('SSP 1,234,500');
    }
  });
});

describe('gsm7Length', () => {
  it('counts the extension characters twice and refuses what is outside the alphabet', () => {
    expect(gsm7Length('abc')).toBe(3);
    expect(gsm7Length('€[]')).toBe(6);
    expect(gsm7Length('ab’')).toBeNull();
    expect(fitsOneSms('a'.repeat(160))).toBe(true);
    expect(fitsOneSms('a'.repeat(161))).toBe(false);
    expect(fitsOneSms(`${'a'.repeat(159)}€`)).toBe(false);
  });
});

describe('the back-in-stock text', () => {
  const publicUrl = 'https://shop.bomastartrading.com/ss';
  const item = { productId: orderId, size: '6 x 4 m', sizes: ['4 x 4 m', '6 x 4 m'] };
  it('names the product and its size with the product link, in one SMS', () => {
    const { text, template, params } = backInStockText(
      { ...item, productName: 'Relief Tent' },
      { company, publicUrl },
    );
    expect(text).toBe(
      `${company.shortName}: Relief Tent (6 x 4 m) is back in stock: ${publicUrl}/product/${orderId}`,
    );
    expect(template).toBe(TEMPLATE_NAMES['back-in-stock']);
    expect(params).toEqual([
      company.shortName,
      'Relief Tent',
      '6 x 4 m',
      `${publicUrl}/product/${orderId}`,
    ]);
  });

  it('cuts a long name, never the link, and leaves out the size of a one-size product', () => {
    const { text } = backInStockText(
      { ...item, sizes: ['6 x 4 m'], productName: `Tent ${'with many words '.repeat(12)}` },
      { company, publicUrl },
    );
    expect(fitsOneSms(text), text).toBe(true);
    expect(text).toMatch(/^\S.*\.\.\. is back in stock: /);
    expect(text.endsWith(`${publicUrl}/product/${orderId}`)).toBe(true);
    expect(text).not.toContain('(6 x 4 m)');
  });
});
