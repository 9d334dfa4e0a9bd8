import { CONTACT_MESSAGES } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import { cardStatus, failureDetail, statusTone } from './contact-status';
import { GALLERY, titleCase } from './gallery-items';
import { directionsUrl, hoursLines } from './links';

describe("the 'Get in Touch' card's status (spec section 4)", () => {
  it("is empty, then 'Sending...', then the answer's sentence", () => {
    expect(cardStatus(false, undefined)).toBe('');
    expect(cardStatus(true, undefined)).toBe('Sending...');
    expect(cardStatus(true, { ok: true, message: 'x' })).toBe('Sending...');
    expect(cardStatus(false, { ok: true, message: CONTACT_MESSAGES.received })).toBe(
      'Message sent successfully!',
    );
    expect(cardStatus(false, { ok: false, message: 'Too many' })).toBe('Failed to send message.');
  });

  it('is green when the text says success, red for a failure, neutral while sending', () => {
    expect(statusTone('Message sent successfully!')).toBe('success');
    expect(statusTone('Failed to send message.')).toBe('error');
    expect(statusTone('Sending...')).toBe('neutral');
  });

  it("adds the server's reason to a failure, unless it only repeats it", () => {
    expect(failureDetail({ ok: false, message: CONTACT_MESSAGES.tooMany })).toBe(
      CONTACT_MESSAGES.tooMany,
    );
    expect(failureDetail({ ok: false, message: CONTACT_MESSAGES.cardFailed })).toBe('');
    expect(failureDetail({ ok: true, message: CONTACT_MESSAGES.received })).toBe('');
    expect(failureDetail(undefined)).toBe('');
  });
});

describe('the gallery (spec section 2)', () => {
  it('has the six captions of the specification, word for word, title-cased for display', () => {
    expect(GALLERY.map((g) => g.caption)).toEqual([
      'petroleum supply and distribution',
      'food stuff and provisions',
      'office furniture and equipment supply',
      'construction materials and works',
      'relief supplies and aid',
      'heavy equipment and logistics',
    ]);
    expect(GALLERY.map((g) => titleCase(g.caption))).toEqual([
      'Petroleum Supply and Distribution',
      'Food Stuff and Provisions',
      'Office Furniture and Equipment Supply',
      'Construction Materials and Works',
      'Relief Supplies and Aid',
      'Heavy Equipment and Logistics',
    ]);
    expect(titleCase('and the rest')).toBe('And the Rest');
  });

  it('gives every picture alt text and a generated 4:3 rendition', () => {
    for (const item of GALLERY) {
      expect(item.alt.length).toBeGreaterThan(30);
      expect(item.src).toMatch(/^\/uploads\/site\/gallery-[a-z]+-1600\.webp$/);
    }
  });
});

describe('outside links from the company profile', () => {
  it('builds driving directions to the coordinates', () => {
    expect(directionsUrl(6.7972, 33.1346)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=6.7972,33.1346&travelmode=driving',
    );
  });

  it('writes the business hours a line a day range', () => {
    expect(
      hoursLines([
        { days: 'Monday - Friday', hours: '8:00 - 18:00' },
        { days: 'Sunday', hours: 'Closed' },
      ]),
    ).toEqual(['Monday - Friday: 8:00 - 18:00', 'Sunday: Closed']);
  });
});
