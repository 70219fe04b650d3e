import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, lastEmail, login, strongPassword, tokenFromEmail } from '../../../test/identity.ts';
import { addMember, signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { startSmtp } from '../../../test/smtp.ts';

type Invitation = { id: string; email: string; roles: string[]; status: string; invited_by_email: string };
type Page<T> = { list: T[]; total: number };

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  owner = await signUpMerchant(t, 'inviter@example.com', 'Lotus Tea House');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  token = owner.token,
  locale = 'en-US',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });
const invite = (email: string, role = 'finance', token = owner.token, locale = 'en-US') =>
  call('POST', '/v1/invite', { email, role }, token, locale);
const invitations = async (query = '') => body<Page<Invitation>>(await call('GET', `/v1/inviting_users${query}`)).data;
const accept = (token: string, password?: string) =>
  t.app.inject({ method: 'POST', url: '/v1/accept_invitation', payload: { token, ...(password ? { password } : {}) } });

/** Emails leave after the answer; wait for the SMTP peer to receive them. */
const received = async (to: string, count: number) => {
  for (let i = 0; i < 100 && smtp.to(to).length < count; i += 1) await new Promise((r) => setTimeout(r, 50));
  const mails = smtp.to(to);
  expect(mails).toHaveLength(count);
  return mails[count - 1] as (typeof mails)[number];
};

describe('inviting a teammate end to end', () => {
  it('emails the invitation in the inviter’s language; the link accepted makes a member with that role', async () => {
    const res = await invite('New.Hire@example.com', 'finance', owner.token, 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      id: expect.stringMatching(/^inv_/),
      email: 'New.Hire@example.com',
      roles: ['finance'],
      status: 'inviting',
      invited_by_email: 'inviter@example.com',
      time_accepted: null,
    });
    const mail = await received('New.Hire@example.com', 1);
    expect(mail.subject).toBe('inviter@example.com 邀请您加入 Paydeck 上的 Lotus Tea House');
    expect(mail.text).toContain('http://localhost:3000/user/accept_invitation?token=');

    const accepted = await accept(tokenFromEmail(mail.text ?? ''), strongPassword);
    expect(accepted.statusCode).toBe(200);
    const session = body<{ token: string; account_id: string }>(accepted).data;
    expect(session.account_id).toBe(owner.accountId);
    const perms = body<{ roles: string[] }>(
      await call('GET', `/v1/accounts/${owner.accountId}/permissions`, undefined, session.token),
    ).data;
    expect(perms.roles).toEqual(['finance']);
    expect((await login(t.app, 'new.hire@example.com', strongPassword)).statusCode).toBe(200);

    const log = body<Page<{ action: string; source_type: string; operator_email: string; description: string }>>(
      await call('GET', `/v1/accounts/${owner.accountId}/operations`),
    ).data.list;
    expect(log[0]).toMatchObject({
      action: 'created',
      source_type: 'member',
      operator_email: 'New.Hire@example.com',
      description: 'New.Hire@example.com (finance)',
    });
    expect(log[1]).toMatchObject({ action: 'invited', operator_email: 'inviter@example.com' });

    const [listed] = (await invitations()).list;
    expect(listed).toMatchObject({ email: 'New.Hire@example.com', status: 'accepted' });
    const members = body<Page<{ email: string; roles: string[] }>>(await call('GET', '/v1/members')).data;
    expect(members.list).toContainEqual(expect.objectContaining({ email: 'New.Hire@example.com', roles: ['finance'] }));
  });

  it('refuses to invite a member (409 already_member), whatever the case of the address', async () => {
    for (const email of ['inviter@example.com', 'NEW.HIRE@example.com']) {
      const res = await invite(email);
      expect(res.statusCode).toBe(409);
      expect(body(res).error).toMatchObject({
        code: 'already_member',
        message: `${email} is already a member of this account.`,
      });
    }
  });

  it('replaces a pending invitation to the same address: the old link stops working', async () => {
    const first = body<Invitation>(await invite('twice@example.com', 'support')).data;
    const firstToken = tokenFromEmail((await received('twice@example.com', 1)).text ?? '');
    const second = body<Invitation>(await invite('Twice@example.com', 'analyst')).data;
    const secondToken = tokenFromEmail((await received('Twice@example.com', 1)).text ?? '');
    expect(second.id).not.toBe(first.id);
    const list = (await invitations()).list;
    expect(list.find((i) => i.id === first.id)?.status).toBe('expired');
    expect(list.find((i) => i.id === second.id)?.status).toBe('inviting');
    expect((await accept(firstToken, strongPassword)).statusCode).toBe(400);
    expect((await accept(secondToken, strongPassword)).statusCode).toBe(200);
  });

  it('resends with a new link valid 7 more days; the old link stops working', async () => {
    const created = body<Invitation & { time_expired: number }>(await invite('resend@example.com')).data;
    const oldToken = tokenFromEmail((await received('resend@example.com', 1)).text ?? '');
    await t.database.db.execute(
      sql`update invitations set time_expired = now() - interval '1 day' where id = ${created.id}`,
    );
    expect((await invitations('?status=expired')).list.map((i) => i.id)).toContain(created.id);

    const res = await call('POST', `/v1/inviting_send_mail/${created.id}`);
    expect(res.statusCode).toBe(200);
    const resent = body<Invitation & { time_expired: number }>(res).data;
    expect(resent.status).toBe('inviting');
    expect(resent.time_expired - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);
    const newToken = tokenFromEmail((await received('resend@example.com', 2)).text ?? '');
    expect(newToken).not.toBe(oldToken);
    expect((await accept(oldToken, strongPassword)).statusCode).toBe(400);
    expect((await accept(newToken, strongPassword)).statusCode).toBe(200);

    const again = await call('POST', `/v1/inviting_send_mail/${created.id}`);
    expect(again.statusCode).toBe(409);
    expect(body(again).error.code).toBe('invitation_accepted');
  });

  it('deletes an invitation: gone from the list, its link dead', async () => {
    const created = body<Invitation>(await invite('changed-mind@example.com')).data;
    const token = tokenFromEmail((await received('changed-mind@example.com', 1)).text ?? '');
    const res = await call('DELETE', `/v1/inviting_users/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ id: created.id });
    expect((await invitations()).list.map((i) => i.id)).not.toContain(created.id);
    expect((await accept(token, strongPassword)).statusCode).toBe(400);
    expect((await call('DELETE', `/v1/inviting_users/${created.id}`)).statusCode).toBe(404);
    expect((await call('POST', `/v1/inviting_send_mail/${created.id}`)).statusCode).toBe(404);
  });

  it('filters the list by status and pages it', async () => {
    const inviting = await invitations('?status=inviting');
    expect(inviting.list.every((i) => i.status === 'inviting')).toBe(true);
    const accepted = await invitations('?status=accepted');
    expect(accepted.list.map((i) => i.email).sort()).toEqual(
      ['New.Hire@example.com', 'Twice@example.com', 'resend@example.com'].sort(),
    );
    const all = await invitations();
    const pages = [await invitations('?per_page=2&page=1'), await invitations('?per_page=2&page=2')];
    expect(pages[0]?.total).toBe(all.total);
    expect(pages.flatMap((p) => p.list.map((i) => i.id))).toEqual(all.list.slice(0, 4).map((i) => i.id));
  });

  it('validates the invitation: a real address and an assignable role', async () => {
    expect((await invite('not-an-email')).statusCode).toBe(422);
    expect((await invite('x@example.com', 'owner')).statusCode).toBe(422);
    expect((await call('POST', '/v1/invite', { email: 'x@example.com' })).statusCode).toBe(422);
  });

  it('lets a member without invite_member list invitations (analyst) but not send them (403)', async () => {
    const analyst = await addMember(t, owner.accountId, ['analyst']);
    expect((await call('GET', '/v1/inviting_users', undefined, analyst.token)).statusCode).toBe(200);
    const res = await invite('blocked@example.com', 'finance', analyst.token);
    expect(res.statusCode).toBe(403);
    expect(await lastEmail(t.database.db, 'blocked@example.com', 'invitation')).toBeNull();
  });
});
