import { describe, expect, it } from 'vitest';
import { settingsResponseSchema } from '@shop/contracts';
import { useTestApp } from '../../test/test-app.ts';
import { DEFAULT_SETTINGS, OFFICE_PURPOSE } from './defaults.ts';
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
    expect(body.lineQuantityMax).toBe(1000);
    // The office the map shows, and the Juba depot and yard the company pages speak of.
    expect(body.company.address).toBe('Pibor - GPAA, South Sudan');
    expect(body.company.depot?.address).toMatch(/Juba/);
    expect(body.company.depot?.purpose).toMatch(/^Depot and yard/);
  });

  it('reads a row saved before the bound per line and the depot: the bound by default, no depot', async () => {
    const current = await getShopSettings(t.db);
    const { lineQuantityMax: _bound, ...older } = structuredClone(DEFAULT_SETTINGS);
    const { depot: _depot, officePurpose: _purpose, ...olderCompany } = older.company;
    await saveShopSettings(t.db, {
      ...older,
      company: { ...olderCompany, address: 'Hai Malakal, Juba' },
    } as never);
    const read = await getShopSettings(t.db);
    expect(read.lineQuantityMax).toBe(1000);
    expect(read.company).toMatchObject({
      address: 'Hai Malakal, Juba',
      officePurpose: OFFICE_PURPOSE,
      depot: null,
    });
    await saveShopSettings(t.db, current);
  });

  it('reflects a changed setting', async () => {
    const current = await getShopSettings(t.db);
    await saveShopSettings(t.db, { ...current, deliveryFee: 30_000 });
    const body = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(body.deliveryFee).toBe(30_000);
    await saveShopSettings(t.db, current);
  });
});
