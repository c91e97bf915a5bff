import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  AUTH_SECRET: optional.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
  APP_NAME: z.string().trim().min(1).default('FechaZap'),
  CHECKOUT_URL: z.url().default('https://pay.kiwify.com.br/fechazap'),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\d{10,15}$/, 'must be digits only, with country code (e.g. 5511987654321)')
    .default('5511999999999'),
  AI_BASE_URL: optional.pipe(z.url().optional()),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('FechaZap <nao-responda@fechazap.local>'),
  HOTMART_HOTTOK: optional,
  KIWIFY_TOKEN: optional,
  EDUZZ_SECRET: optional,
  WEBHOOK_SECRET: optional,
  MEMBER_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be comma-separated emails'))),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'APP_URL'> {
  APP_URL: string;
  aiMode: 'offline' | 'provider';
}

/** Thrown with one line that names the offending variable; start-up prints it and exits. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // Values that may hold a secret (a password inside a URL, a token) are never echoed.
    const secret = /SECRET|KEY|TOKEN|HOTTOK|_URL$/.test(name);
    const got = env[name] === undefined || secret ? '' : ` (got ${JSON.stringify(env[name])})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET is required when NODE_ENV=production',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    // The outbox folder logs live reset links: fine on a laptop, an account takeover in production.
    throw new ConfigError('Invalid configuration: SMTP_URL is required when NODE_ENV=production');
  }
  const aiSet = [e.AI_BASE_URL, e.AI_MODEL].filter(Boolean).length;
  if (aiSet === 1) {
    throw new ConfigError(
      'Invalid configuration: AI_BASE_URL and AI_MODEL must be set together (unset both for the offline engine)',
    );
  }
  return {
    ...e,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    aiMode: aiSet === 2 ? 'provider' : 'offline',
  };
}
