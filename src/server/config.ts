import { z } from 'zod';
import { DAILY_LIMITS } from '#shared/app-config.ts';
import { readMoney } from '#shared/money.ts';
import { compileTrust, type TrustProxy } from './http/client-ip.ts';

/**
 * '' or 0: no proxy (the socket's address is the client). A number: that many proxy hops in
 * front of us. Otherwise the proxies' addresses or CIDRs, comma-separated (proxy-addr's names
 * loopback, linklocal and uniquelocal too). 'true' is refused: it would trust any sender.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((entry) => entry.trim());
  try {
    if (value === 'true') throw new Error('true');
    compileTrust(list);
    return list;
  } catch {
    ctx.addIssue({
      code: 'custom',
      message:
        "must be a hop count (1 for one reverse proxy) or the proxies' addresses or CIDRs, comma-separated",
    });
    return z.NEVER;
  }
}

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A checkout's product allow-list: comma-separated ids; unset or empty = every product. */
const productIds = z
  .string()
  .optional()
  .transform((v) => {
    const ids = (v ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    return ids.length > 0 ? ids : undefined;
  });

const emailList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('must be comma-separated emails')));

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
  /** The price the checkout charges, in reais ('97' or '97,90'): the landing shows it when set. */
  CHECKOUT_PRICE: optional.pipe(
    z
      .string()
      .transform((v, ctx) => {
        const money = readMoney(v);
        if (money.ok && money.value !== null && money.value > 0) return money.value;
        ctx.addIssue({ code: 'custom', message: 'must be an amount in reais, e.g. 97 or 97,90' });
        return z.NEVER;
      })
      .optional(),
  ),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\d{10,15}$/, 'must be digits only, with country code (e.g. 5511987654321)')
    .default('5511999999999'),
  /** The operator's ready-made iPhone Shortcut (an iCloud link), offered in Minha Conta. */
  IOS_SHORTCUT_URL: optional.pipe(z.url().optional()),
  AI_BASE_URL: optional.pipe(z.url().optional()),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  /** The provider's speech-to-text model, for customers' voice notes. */
  AI_TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('FechaZap <nao-responda@fechazap.local>'),
  /** The most mails each app instance sends a minute (the SMTP provider's limit); the rest wait. */
  MAIL_RATE_PER_MINUTE: z.coerce.number().positive().max(60_000).default(60),
  HOTMART_HOTTOK: optional,
  KIWIFY_TOKEN: optional,
  EDUZZ_SECRET: optional,
  WEBHOOK_SECRET: optional,
  HOTMART_PRODUCT_IDS: productIds,
  KIWIFY_PRODUCT_IDS: productIds,
  EDUZZ_PRODUCT_IDS: productIds,
  MEMBER_EMAILS: emailList,
  /** Members who also get the operator's console (the CLI's `admin add` grants it too). */
  ADMIN_EMAILS: emailList,
  TRUST_PROXY: z.string().trim().default('').transform(parseTrustProxy),
  /** Replies to a customer's words a member may ask for a day (offline ones count too). */
  DAILY_REPLIES_LIMIT: z.coerce.number().int().min(1).max(10_000).default(DAILY_LIMITS.replies),
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  WEBHOOK_SILENCE_DAYS: z.coerce.number().int().min(1).default(7),
  /** Web push (decision 011): both keys or neither (then generated into DATA_DIR). */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
  ),
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
  // A deployment (production on an external database) must bring its own secret and a real
  // mail server. The embedded database is one machine's folder: the secret is generated into
  // DATA_DIR and mail goes to the outbox folder there, as on a laptop.
  const deployed = e.NODE_ENV === 'production' && e.DATABASE_URL !== undefined;
  if (deployed && !e.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET is required when NODE_ENV=production with DATABASE_URL',
    );
  }
  if (deployed && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required when NODE_ENV=production with DATABASE_URL',
    );
  }
  const aiSet = [e.AI_BASE_URL, e.AI_MODEL].filter(Boolean).length;
  if (aiSet === 1) {
    throw new ConfigError(
      'Invalid configuration: AI_BASE_URL and AI_MODEL must be set together (unset both for the offline engine)',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (unset both to generate them into DATA_DIR)',
    );
  }
  return {
    ...e,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/(?<!\/)\/+$/, ''),
    aiMode: aiSet === 2 ? 'provider' : 'offline',
  };
}
