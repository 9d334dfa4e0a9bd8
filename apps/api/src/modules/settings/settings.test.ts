import { describe, expect, it } from 'vitest';
import { settingsResponseSchema } from '@shop/contracts';
import { useTestApp } from '../../test/test-app.ts';
import { getShopSettings, saveShopSettings } from './service.ts';

const t = useTestApp();

describe('GET /api/settings', () => {
  it('returns SSP, the delivery fee, the free-delivery threshold and the company profile', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const body = settingsResponseSchema.parse(res.json());
    expect(body.currency).toBe('SSP');
    expect(body.deliveryFee).toBe(25_000);
    expect(body.freeDeliveryThreshold).toBe(10_000_000);
    expect(body.company.whatsapp).toMatch(/^211\d{9}$/);
    expect(body.company.latitude).toBe(6.7972);
    expect(body.company.longitude).toBe(33.1346);
  });

  it('reflects a changed setting', async () => {
    const current = await getShopSettings(t.db);
    await saveShopSettings(t.db, { ...current, deliveryFee: 30_000 });
    const body = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(body.deliveryFee).toBe(30_000);
    await saveShopSettings(t.db, current);
  });
});
