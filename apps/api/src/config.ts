import path from 'node:path';
import { z } from 'zod';

// Every variable is optional (docs/architecture.md section 4). A bad value stops start-up with a list of
// every problem, rather than failing later in a request.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z
    .url({ message: 'must be an absolute URL such as https://shop.example.com' })
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Session length of a sign-in, e.g. 7d, 12h. */
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m')
    .default('7d'),
  /** Session length of a staff (admin) sign-in: shorter, since a staff token can do more. */
  JWT_STAFF_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 12h, 8h or 30m')
    .default('12h'),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Boma Star <no-reply@bomastartrading.com>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Where the storefront's server build lives; empty serves the API alone. */
  WEB_BUILD_DIR: z.string().optional(),
  /** Where the admin site's build (index.html and assets) lives; empty serves no /admin. */
  ADMIN_BUILD_DIR: z.string().optional(),
});

export type Config = z.output<typeof envSchema> & { uploadsDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, DATA_DIR: dataDir, uploadsDir: path.join(dataDir, 'uploads') };
}
