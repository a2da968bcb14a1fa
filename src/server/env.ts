import path from 'node:path';
import { z } from 'zod';
import { KEPT_MAIL, type MailSettings } from './features/mail/mail.module.ts';
import { smtpTransport } from './features/mail/mail-transport.ts';
import { projectRoot } from './paths.ts';
import { parseStoreNetworks } from './store-networks.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  /** The largest CSV file staff may import, in bytes. */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int('IMPORT_MAX_BYTES must be a whole number of bytes')
    .positive('IMPORT_MAX_BYTES must be a whole number of bytes')
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .startsWith('sk_', 'STRIPE_SECRET_KEY must start with sk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .startsWith('pk_', 'STRIPE_PUBLISHABLE_KEY must start with pk_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  /** Behind a reverse proxy: how many hops, or which addresses, so the shop sees the client's protocol and address. */
  TRUST_PROXY: z
    .string()
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && !Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    })
    .default(false),
  /** The stores' own addresses or ranges: sign-ups from them count only against the shop-wide ceiling. */
  STORE_NETWORKS: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseStoreNetworks(value);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  /** Mail goes over SMTP when set; kept in the outbox for the owner to read when not. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Natural State TCG <no-reply@naturalstatetcg.com>'),
  /** The shop's address as customers reach it, for links in e-mails. */
  PUBLIC_URL: z
    .string()
    .url('PUBLIC_URL must be an address such as https://shop.example.com')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

/** Stripe takes payments only when both keys are set; the built-in test provider otherwise. */
export function stripeSettings(env: Env) {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  };
}

/** SMTP when SMTP_URL is set; otherwise mail is kept in the outbox and read in the dashboard. */
export function mailSettings(env: Env): MailSettings {
  return env.SMTP_URL
    ? { transport: smtpTransport(env.SMTP_URL), from: env.MAIL_FROM }
    : { ...KEPT_MAIL, from: env.MAIL_FROM };
}

/** Reads the environment once; a bad value stops the start with a message naming it. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blanksRemoved = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(projectRoot, parsed.data.DATA_DIR) };
}
