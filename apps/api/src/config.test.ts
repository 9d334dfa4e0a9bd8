import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.uploadsDir.endsWith('/data/uploads')).toBe(true);
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('PUBLIC_URL');
    }
  });
});
