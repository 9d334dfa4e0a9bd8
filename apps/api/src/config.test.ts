import { describe, expect, it } from 'vitest';
import {
  airtelMoneyConfig,
  ConfigError,
  loadConfig,
  mtnMomoConfig,
  smsConfig,
  whatsAppConfig,
  trustProxyOption,
} from './config.ts';

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

  it('reads TRUST_PROXY as no proxy, a number of proxies or a list of proxy addresses', () => {
    const trust = (value?: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust(undefined)).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust(' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(
      /TRUST_PROXY: .*X-Forwarded-For.*number of proxies.*\(e\.g\. 1\).*127\.0\.0\.1,10\.0\.0\.0\/8/,
    );
  });

  it('refuses a TRUST_PROXY that is neither a number of proxies nor addresses', () => {
    for (const value of ['yes', '10.0.0.0/33', '::1/129', '10.0.0.1,proxy.example', '1.2.3', '99'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: /);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.example' })).toThrow(
      '"proxy.example" is not an address',
    );
  });

  it('reads S3_URL as the bucket of the images (unset or blank: DATA_DIR/uploads)', () => {
    expect(loadConfig({}).S3_URL).toBeUndefined();
    expect(loadConfig({ S3_URL: ' ' }).S3_URL).toBeUndefined();
    expect(
      loadConfig({
        S3_URL: 'https://AKID:se%2Fcret@s3.af-south-1.amazonaws.com/boma-images?region=af-south-1',
      }).S3_URL,
    ).toEqual({
      endpoint: 'https://s3.af-south-1.amazonaws.com',
      bucket: 'boma-images',
      region: 'af-south-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'se/cret',
    });
  });

  it('refuses a bad S3_URL with a message that says how to write it and never shows the keys', () => {
    const refusal = (value: string) => {
      try {
        loadConfig({ S3_URL: value });
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error(`${value} was accepted`);
    };
    expect(refusal('s3://bucket')).toMatch(/S3_URL: must start with https:\/\//);
    expect(refusal('https://s3.amazonaws.com/b-1')).toMatch(
      /S3_URL: must carry the access key and secret before the host/,
    );
    const badBucket = refusal('https://AKID:topsecret@host/My_Bucket');
    expect(badBucket).toMatch(/S3_URL: "My_Bucket" is not a bucket name/);
    expect(badBucket).not.toContain('topsecret');
  });

  it('gives Fastify a number of proxies as hops counted from the right of X-Forwarded-For', () => {
    const one = trustProxyOption(1);
    expect(typeof one).toBe('function');
    const trusts = one as (address: string, hop: number) => boolean;
    // The socket's peer (hop 0) is the proxy; the entry it appended (hop 1) is the client.
    expect(trusts('127.0.0.1', 0)).toBe(true);
    expect(trusts('203.0.113.9', 1)).toBe(false);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['127.0.0.1'])).toEqual(['127.0.0.1']);
  });

  it('reads METRICS_TOKEN (unset or blank: no metrics) and refuses a short one', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' a-token-of-twenty-chars ' }).METRICS_TOKEN).toBe(
      'a-token-of-twenty-chars',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  it('reads SHUTDOWN_DRAIN_MS: 0 by default, at most 20 s', () => {
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).SHUTDOWN_DRAIN_MS).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '60000' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it("reads MAIL_RETRY_FIRST_MS: the outbox's 30 s by default, 0.1 s to an hour", () => {
    expect(loadConfig({}).MAIL_RETRY_FIRST_MS).toBe(30_000);
    expect(loadConfig({ MAIL_RETRY_FIRST_MS: '2000' }).MAIL_RETRY_FIRST_MS).toBe(2000);
    for (const bad of ['0', '99', '3600001', '1.5', 'soon'])
      expect(() => loadConfig({ MAIL_RETRY_FIRST_MS: bad })).toThrow(/MAIL_RETRY_FIRST_MS/);
  });

  describe('MTN MoMo', () => {
    const mtn = {
      MTN_MOMO_BASE_URL: 'https://proxy.momoapi.mtn.com',
      MTN_MOMO_API_USER: 'f1db798c-98df-4bcf-83f6-2d3e0c4f5a1b',
      MTN_MOMO_API_KEY: 'key',
      MTN_MOMO_SUBSCRIPTION_KEY: 'subscription',
      MTN_MOMO_TARGET_ENVIRONMENT: 'mtnsouthsudan',
    };

    it('is off when none of its variables is set (customers pay by hand)', () => {
      expect(mtnMomoConfig(loadConfig({}))).toBeUndefined();
      expect(mtnMomoConfig(loadConfig({ MTN_MOMO_API_KEY: ' ' }))).toBeUndefined();
    });

    it('is on with all of them, in SSP, calling back to PUBLIC_URL unless told otherwise', () => {
      expect(mtnMomoConfig(loadConfig({ ...mtn, PUBLIC_URL: 'https://shop.example' }))).toEqual({
        baseUrl: mtn.MTN_MOMO_BASE_URL,
        apiUser: mtn.MTN_MOMO_API_USER,
        apiKey: 'key',
        subscriptionKey: 'subscription',
        targetEnvironment: 'mtnsouthsudan',
        currency: 'SSP',
        callbackBase: 'https://shop.example',
      });
      const own = loadConfig({ ...mtn, PAYMENTS_CALLBACK_BASE: 'https://pay.shop.example' });
      expect(mtnMomoConfig(own)?.callbackBase).toBe('https://pay.shop.example');
      expect(mtnMomoConfig(loadConfig(mtn))?.callbackBase).toBeUndefined();
    });

    it('refuses half a configuration, naming what is missing, and bad addresses', () => {
      const { MTN_MOMO_API_KEY: _key, MTN_MOMO_TARGET_ENVIRONMENT: _env, ...half } = mtn;
      expect(() => loadConfig(half)).toThrow(/MTN_MOMO_API_KEY: must be set with/);
      expect(() => loadConfig(half)).toThrow(/MTN_MOMO_TARGET_ENVIRONMENT/);
      expect(() => loadConfig({ ...mtn, MTN_MOMO_BASE_URL: 'ftp://x' })).toThrow(
        /MTN_MOMO_BASE_URL/,
      );
      expect(() => loadConfig({ ...mtn, MTN_MOMO_CURRENCY: 'ssp' })).toThrow(/MTN_MOMO_CURRENCY/);
      expect(() => loadConfig({ PAYMENTS_CALLBACK_BASE: 'nope' })).toThrow(
        /PAYMENTS_CALLBACK_BASE/,
      );
    });
  });

  describe('Airtel Money', () => {
    const airtel = {
      AIRTEL_MONEY_BASE_URL: 'https://openapi.airtel.africa',
      AIRTEL_MONEY_CLIENT_ID: 'client',
      AIRTEL_MONEY_CLIENT_SECRET: 'secret',
    };

    it('is off when none of its variables is set (customers pay by hand)', () => {
      expect(airtelMoneyConfig(loadConfig({}))).toBeUndefined();
      expect(airtelMoneyConfig(loadConfig({ AIRTEL_MONEY_CLIENT_ID: ' ' }))).toBeUndefined();
    });

    it('is on with all three, for South Sudan in SSP unless told otherwise', () => {
      expect(airtelMoneyConfig(loadConfig(airtel))).toEqual({
        baseUrl: airtel.AIRTEL_MONEY_BASE_URL,
        clientId: 'client',
        clientSecret: 'secret',
        country: 'SS',
        currency: 'SSP',
      });
      const other = loadConfig({
        ...airtel,
        AIRTEL_MONEY_COUNTRY: 'UG',
        AIRTEL_MONEY_CURRENCY: 'UGX',
      });
      expect(airtelMoneyConfig(other)).toMatchObject({ country: 'UG', currency: 'UGX' });
    });

    it('refuses half a configuration, naming what is missing, and bad values', () => {
      const { AIRTEL_MONEY_CLIENT_SECRET: _secret, ...half } = airtel;
      expect(() => loadConfig(half)).toThrow(
        /AIRTEL_MONEY_CLIENT_SECRET: must be set with AIRTEL_MONEY_BASE_URL, AIRTEL_MONEY_CLIENT_ID/,
      );
      expect(() => loadConfig({ ...airtel, AIRTEL_MONEY_BASE_URL: 'ftp://x' })).toThrow(
        /AIRTEL_MONEY_BASE_URL: must be an http/,
      );
      expect(() => loadConfig({ AIRTEL_MONEY_COUNTRY: 'South Sudan' })).toThrow(
        /AIRTEL_MONEY_COUNTRY: must be a two-letter country code/,
      );
      expect(() => loadConfig({ AIRTEL_MONEY_CURRENCY: 'ssp' })).toThrow(/AIRTEL_MONEY_CURRENCY/);
    });
  });

  describe('SMS and WhatsApp', () => {
    const sms = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'token', SMS_FROM: '+211920000001' };
    const whatsapp = {
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_ACCESS_TOKEN: 'access',
      WHATSAPP_APP_SECRET: 'secret',
      WHATSAPP_VERIFY_TOKEN: 'verify',
    };

    it("is off when none of a channel's variables is set (messages are files)", () => {
      expect(smsConfig(loadConfig({}))).toBeUndefined();
      expect(whatsAppConfig(loadConfig({ WHATSAPP_ACCESS_TOKEN: ' ' }))).toBeUndefined();
    });

    it("is on with all of them, Twilio's and Meta's addresses unless told otherwise", () => {
      expect(smsConfig(loadConfig(sms))).toEqual({
        baseUrl: 'https://api.twilio.com',
        accountSid: 'AC123',
        authToken: 'token',
        from: '+211920000001',
      });
      expect(smsConfig(loadConfig({ ...sms, SMS_BASE_URL: 'https://sms.example' }))).toMatchObject({
        baseUrl: 'https://sms.example',
      });
      expect(whatsAppConfig(loadConfig(whatsapp))).toEqual({
        baseUrl: 'https://graph.facebook.com',
        version: 'v21.0',
        phoneNumberId: '1234567890',
        accessToken: 'access',
        appSecret: 'secret',
        verifyToken: 'verify',
        language: 'en',
      });
    });

    it('refuses half a configuration, naming what is missing, and bad values', () => {
      const { SMS_FROM: _from, ...half } = sms;
      expect(() => loadConfig(half)).toThrow(/SMS_FROM: must be set with SMS_ACCOUNT_SID/);
      const { WHATSAPP_APP_SECRET: _secret, ...halfWa } = whatsapp;
      expect(() => loadConfig(halfWa)).toThrow(/WHATSAPP_APP_SECRET: must be set with/);
      expect(() => loadConfig({ SMS_BASE_URL: 'ftp://x' })).toThrow(
        /SMS_BASE_URL: must be an http/,
      );
      expect(() => loadConfig({ WHATSAPP_API_VERSION: '21' })).toThrow(/WHATSAPP_API_VERSION/);
      expect(() => loadConfig({ WHATSAPP_TEMPLATE_LANGUAGE: 'English' })).toThrow(
        /WHATSAPP_TEMPLATE_LANGUAGE/,
      );
    });
  });

  describe('PAYMENTS_SANDBOX', () => {
    it('is off unless set to 1 (or true)', () => {
      expect(loadConfig({}).PAYMENTS_SANDBOX).toBe(false);
      expect(loadConfig({ PAYMENTS_SANDBOX: '0' }).PAYMENTS_SANDBOX).toBe(false);
      expect(loadConfig({ PAYMENTS_SANDBOX: '' }).PAYMENTS_SANDBOX).toBe(false);
      const on = { NODE_ENV: 'development', PAYMENTS_SANDBOX: '1' };
      expect(loadConfig(on).PAYMENTS_SANDBOX).toBe(true);
      expect(loadConfig({ ...on, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
      expect(() => loadConfig({ ...on, PAYMENTS_SANDBOX: 'yes' })).toThrow(
        /PAYMENTS_SANDBOX: must be 1 or 0/,
      );
    });

    it("is taken under npm start's NODE_ENV=production: staff could mark orders paid anyway", () => {
      expect(loadConfig({ PAYMENTS_SANDBOX: '1' }).PAYMENTS_SANDBOX).toBe(true);
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' }).PAYMENTS_SANDBOX).toBe(
        true,
      );
    });

    it('is refused with worker processes: the fakes live in one process', () => {
      const db = {
        NODE_ENV: 'development',
        PAYMENTS_SANDBOX: '1',
        DATABASE_URL: 'postgres://localhost/shop',
      };
      expect(() => loadConfig(db)).toThrow(/PAYMENTS_SANDBOX: .*WEB_CONCURRENCY=1/);
      expect(loadConfig({ ...db, WEB_CONCURRENCY: '1' }).PAYMENTS_SANDBOX).toBe(true);
    });
  });
});
