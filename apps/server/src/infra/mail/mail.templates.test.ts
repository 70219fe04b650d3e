import { locales } from '@paydeck/contract/locales';
import { describe, expect, it } from 'vitest';
import { type EmailTemplate, emailParams, renderEmail } from './mail.templates.ts';

const link = 'https://paydeck.test/confirm?token=abc&next=%2Fhome';
const params: Record<EmailTemplate, Record<string, string>> = {
  confirm_email: { link },
  password_reset: { link },
  already_registered: { login_link: 'https://paydeck.test/login', reset_link: 'https://paydeck.test/forgot-password' },
  invitation: { link, account_name: 'Main', merchant_name: 'Acme Ltd', inviter_email: 'owner@acme.test' },
  recovery_code_sign_in: { ip: '203.0.113.7', remaining: '9', link },
  recovery_code_mfa_disabled: { ip: '203.0.113.7', link },
  recovery_codes_regenerated: { ip: '203.0.113.7', link },
  webhook_endpoint_disabled: { url: 'https://shop.example.com/hooks', account_name: 'Main', link },
  payout_verification_code: {
    code: '492039',
    payout_id: 'po_7Nq2Lm5Rt8Wz1Yc4Hd9Kx3Vb',
    amount: 'HKD 5,000.00',
    payee: 'Fang Zhang',
    account_name: 'Main',
    link,
  },
  ticket_answered: { ticket_title: 'Payout delayed', reply: 'It was paid this morning.', account_name: 'Main', link },
};

const validity: Record<EmailTemplate, Record<string, string | undefined>> = {
  confirm_email: { 'en-US': '24 hours', 'zh-CN': '24 小时' },
  password_reset: { 'en-US': '1 hour', 'zh-CN': '1 小时' },
  already_registered: {},
  invitation: { 'en-US': '7 days', 'zh-CN': '7 天' },
  recovery_code_sign_in: {},
  recovery_code_mfa_disabled: {},
  recovery_codes_regenerated: {},
  webhook_endpoint_disabled: { 'en-US': '3 days', 'zh-CN': '3 天' },
  payout_verification_code: { 'en-US': '10 minutes', 'zh-CN': '10 分钟' },
  ticket_answered: { 'en-US': '24 hours', 'zh-CN': '24 小时' },
};
/** Every email tells a reader who did not ask for it what to do: ignore it, or secure the account. */
const ignore = {
  'en-US': /If you didn't|If this wasn't you/,
  'zh-CN': /请忽略此邮件|如果这不是您本人的操作/,
};

describe('renderEmail', () => {
  for (const locale of locales) {
    for (const template of Object.keys(emailParams) as EmailTemplate[]) {
      it(`${template} in ${locale}`, () => {
        const email = renderEmail(template, locale, params[template]);
        expect(email.subject.length).toBeGreaterThan(5);
        expect(email.text).toMatch(ignore[locale]);
        expect(email.html).toContain(`<html lang="${locale}">`);
        const expectedValidity = validity[template][locale];
        if (expectedValidity) expect(email.text).toContain(expectedValidity);
        for (const name of emailParams[template].filter((n) => n.endsWith('link'))) {
          const url = params[template][name] ?? '';
          // The raw link on a line of its own, so any mail client makes it clickable.
          expect(email.text.split('\n')).toContain(url);
          expect(email.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
        }
        expect(email.html).not.toMatch(/\{\w+\}/);
        expect(email.text).not.toMatch(/\{\w+\}/);
      });
    }
  }

  it('tells where a recovery code was used from and how many are left', () => {
    const en = renderEmail('recovery_code_sign_in', 'en-US', params.recovery_code_sign_in);
    expect(en.text).toContain('from the IP address 203.0.113.7');
    expect(en.text).toContain('9 unused recovery codes are left');
    const zh = renderEmail('recovery_code_sign_in', 'zh-CN', params.recovery_code_sign_in);
    expect(zh.text).toContain('还剩 9 个未使用的恢复码');
  });

  it('names the inviter, merchant and account', () => {
    const en = renderEmail('invitation', 'en-US', params.invitation);
    expect(en.subject).toBe('owner@acme.test invited you to Acme Ltd on Paydeck');
    expect(en.text).toContain('owner@acme.test has invited you to join the account “Main” of Acme Ltd on Paydeck.');
    const zh = renderEmail('invitation', 'zh-CN', params.invitation);
    expect(zh.subject).toBe('owner@acme.test 邀请您加入 Paydeck 上的 Acme Ltd');
    expect(zh.text).toContain('“Main”');
  });

  it('escapes every interpolated value in the HTML part', () => {
    const hostile = {
      link: 'https://paydeck.test/i?a="><script>alert(1)</script>',
      account_name: '<img src=x onerror=alert(1)>',
      merchant_name: 'Tom & "Jerry\'s"',
      inviter_email: 'x@y.test\r\nBcc: victim@z.test',
    };
    const email = renderEmail('invitation', 'en-US', hostile);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('Tom &amp; &quot;Jerry&#39;s&quot;');
    expect(email.html).toContain('href="https://paydeck.test/i?a=&quot;&gt;&lt;script&gt;');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('refuses missing parameters and links that are not http(s)', () => {
    expect(() => renderEmail('confirm_email', 'en-US', {})).toThrow(/needs the parameter link/);
    expect(() => renderEmail('invitation', 'en-US', { ...params.invitation, merchant_name: '' })).toThrow(
      /merchant_name/,
    );
    expect(() => renderEmail('password_reset', 'zh-CN', { link: 'javascript:alert(1)' })).toThrow(/not a URL/);
  });
});
