import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { emailOutbox } from '../src/db/schema/identity.ts';

export const strongPassword = 'Sunrise#2026';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Envelope<T> = { success: boolean; data: T; message: string; error: { code: string; message: string } };
export const body = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json<Envelope<T>>();

/** The last email of a template sent to an address, from the outbox table. */
export const lastEmail = async (db: Database, to: string, template: string) => {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(sql`lower(${emailOutbox.recipient}) = ${to.toLowerCase()}`, eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.timeCreated))
    .limit(1);
  return row ?? null;
};

/** The `token` query parameter of the first app link in an email's text. */
export const tokenFromEmail = (text: string): string => {
  const link = /https?:\/\/\S+token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no token link in:\n${text}`);
  return new URL(link).searchParams.get('token') as string;
};

/** Registers and confirms a user through the API; returns the session the confirmation opened. */
export const signUp = async (app: FastifyInstance, db: Database, email: string, password = strongPassword) => {
  const registered = await app.inject({
    method: 'POST',
    url: '/v1/register',
    payload: { email, password, agreement: true },
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const email_ = await lastEmail(db, email, 'confirm_email');
  if (!email_) throw new Error('no confirmation email');
  const confirmed = await app.inject({
    method: 'POST',
    url: '/v1/confirm_email',
    payload: { token: tokenFromEmail(email_.text) },
  });
  return body<{ token: string; expires_at: number }>(confirmed).data.token;
};

/** A client address of its own, so the per-IP sign-in limit doesn't couple unrelated tests. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export const login = (
  app: FastifyInstance,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
  remoteAddress = randomIp(),
) =>
  app.inject({
    method: 'POST',
    url: '/v1/login',
    remoteAddress,
    headers: { 'accept-language': 'en-US' },
    payload: { email, password, ...extra },
  });
