import type { Locale } from '@paydeck/contract/locales';

export type EmailTemplate =
  | 'confirm_email'
  | 'password_reset'
  | 'already_registered'
  | 'invitation'
  | 'recovery_code_sign_in'
  | 'recovery_code_mfa_disabled'
  | 'recovery_codes_regenerated'
  | 'webhook_endpoint_disabled'
  | 'payout_verification_code'
  | 'ticket_answered';
export type RenderedEmail = { subject: string; text: string; html: string };

/** The parameters each template needs; values are plain text and get escaped in the HTML part. */
export const emailParams = {
  confirm_email: ['link'],
  password_reset: ['link'],
  already_registered: ['login_link', 'reset_link'],
  invitation: ['link', 'account_name', 'merchant_name', 'inviter_email'],
  recovery_code_sign_in: ['ip', 'remaining', 'link'],
  recovery_code_mfa_disabled: ['ip', 'link'],
  recovery_codes_regenerated: ['ip', 'link'],
  webhook_endpoint_disabled: ['url', 'account_name', 'link'],
  payout_verification_code: ['code', 'payout_id', 'amount', 'payee', 'account_name', 'link'],
  ticket_answered: ['ticket_title', 'reply', 'account_name', 'link'],
} as const satisfies Record<EmailTemplate, readonly string[]>;

/** Copy with `{param}` placeholders; an action is a labelled button whose URL is a link parameter. */
type Copy = { subject: string; lines: string[]; actions: { label: string; link: string }[]; notes: string[] };

const copies: Record<Locale, Record<EmailTemplate, Copy> & { fallback: string; signature: string; colon: string }> = {
  'en-US': {
    fallback: 'If the button does not work, copy this link into your browser:',
    signature: '— The Paydeck team',
    colon: ':',
    confirm_email: {
      subject: 'Confirm your email address for Paydeck',
      lines: ['Please confirm your email address to finish setting up your Paydeck account.'],
      actions: [{ label: 'Confirm email address', link: 'link' }],
      notes: ['This link is valid for 24 hours.', "If you didn't ask for this, ignore this email."],
    },
    password_reset: {
      subject: 'Reset your Paydeck password',
      lines: ['We received a request to reset the password of your Paydeck account. Choose a new one here:'],
      actions: [{ label: 'Reset password', link: 'link' }],
      notes: [
        'This link is valid for 1 hour.',
        "If you didn't ask for this, ignore this email; your password stays the same.",
      ],
    },
    already_registered: {
      subject: 'You already have a Paydeck account',
      lines: [
        'Someone tried to sign up for Paydeck with this email address, but it already has an account. You can sign in, or reset your password if you have forgotten it.',
      ],
      actions: [
        { label: 'Sign in', link: 'login_link' },
        { label: 'Reset password', link: 'reset_link' },
      ],
      notes: ["If you didn't ask for this, ignore this email; nothing has changed in your account."],
    },
    invitation: {
      subject: '{inviter_email} invited you to {merchant_name} on Paydeck',
      lines: ['{inviter_email} has invited you to join the account “{account_name}” of {merchant_name} on Paydeck.'],
      actions: [{ label: 'Accept invitation', link: 'link' }],
      notes: ['This invitation is valid for 7 days.', "If you didn't expect it, ignore this email."],
    },
    recovery_code_sign_in: {
      subject: 'A recovery code was used to sign in to Paydeck',
      lines: [
        'Someone signed in to your Paydeck account with one of your 2FA recovery codes, from the IP address {ip}. That code no longer works; {remaining} unused recovery codes are left.',
      ],
      actions: [{ label: 'Review security settings', link: 'link' }],
      notes: ["If this wasn't you, reset your password now, then turn 2FA off and on again with a new authenticator."],
    },
    recovery_code_mfa_disabled: {
      subject: 'Two-factor authentication was turned off with a recovery code',
      lines: [
        'Two-factor authentication was turned off for your Paydeck account with one of your recovery codes, from the IP address {ip}. Your remaining recovery codes no longer work.',
      ],
      actions: [{ label: 'Review security settings', link: 'link' }],
      notes: ["If this wasn't you, reset your password now and turn 2FA back on."],
    },
    recovery_codes_regenerated: {
      subject: 'New 2FA recovery codes for Paydeck',
      lines: [
        'New recovery codes were created for your Paydeck account from the IP address {ip}. Your earlier recovery codes no longer work.',
      ],
      actions: [{ label: 'Review security settings', link: 'link' }],
      notes: ["If this wasn't you, reset your password now."],
    },
    webhook_endpoint_disabled: {
      subject: 'A webhook endpoint of {account_name} was disabled',
      lines: [
        'Every attempt to deliver events to {url} (account “{account_name}”) has failed for 3 days, so Paydeck has disabled the endpoint. Events that happen while it is disabled are not sent to it.',
        'Fix the receiver, then enable the endpoint again; its webhook histories show each failed attempt and let you replay them.',
      ],
      actions: [{ label: 'Review the endpoint', link: 'link' }],
      notes: ["If you didn't expect this endpoint to receive events, you can delete it."],
    },
    ticket_answered: {
      subject: 'Paydeck support answered your ticket “{ticket_title}”',
      lines: ['Support answered your ticket “{ticket_title}” (account “{account_name}”):', '{reply}'],
      actions: [{ label: 'Open the ticket', link: 'link' }],
      notes: [
        'Reply on the ticket page if you need more help; support replies within 24 hours on business days.',
        "If you didn't raise this ticket, ignore this email.",
      ],
    },
    payout_verification_code: {
      subject: 'Your Paydeck payout verification code: {code}',
      lines: [
        'Enter this code to verify the payout {payout_id} of {amount} to {payee} (account “{account_name}”): {code}',
      ],
      actions: [{ label: 'Open the payout', link: 'link' }],
      notes: [
        'The code is valid for 10 minutes and can be used once.',
        "If you didn't ask for it, someone with access to your Paydeck account did: cancel the payout and reset your password.",
      ],
    },
  },
  'zh-CN': {
    fallback: '如果按钮无法使用，请将以下链接复制到浏览器中打开：',
    signature: '—— Paydeck 团队',
    colon: '：',
    confirm_email: {
      subject: '请确认您在 Paydeck 的邮箱地址',
      lines: ['请确认您的邮箱地址，以完成 Paydeck 账号的设置。'],
      actions: [{ label: '确认邮箱地址', link: 'link' }],
      notes: ['此链接 24 小时内有效。', '如果这不是您本人的操作，请忽略此邮件。'],
    },
    password_reset: {
      subject: '重置您的 Paydeck 密码',
      lines: ['我们收到了重置您 Paydeck 账号密码的请求。请通过以下链接设置新密码：'],
      actions: [{ label: '重置密码', link: 'link' }],
      notes: ['此链接 1 小时内有效。', '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。'],
    },
    already_registered: {
      subject: '您已拥有 Paydeck 账号',
      lines: ['有人使用此邮箱地址注册 Paydeck，但该邮箱已有账号。您可以直接登录；如果忘记了密码，也可以重置密码。'],
      actions: [
        { label: '登录', link: 'login_link' },
        { label: '重置密码', link: 'reset_link' },
      ],
      notes: ['如果这不是您本人的操作，请忽略此邮件，您的账号没有任何变化。'],
    },
    invitation: {
      subject: '{inviter_email} 邀请您加入 Paydeck 上的 {merchant_name}',
      lines: ['{inviter_email} 邀请您加入 {merchant_name} 在 Paydeck 上的账户“{account_name}”。'],
      actions: [{ label: '接受邀请', link: 'link' }],
      notes: ['此邀请 7 天内有效。', '如果您没有预期收到此邀请，请忽略此邮件。'],
    },
    recovery_code_sign_in: {
      subject: '有人使用恢复码登录了您的 Paydeck 账号',
      lines: [
        '有人从 IP 地址 {ip} 使用您的一个两步验证恢复码登录了您的 Paydeck 账号。该恢复码已失效，还剩 {remaining} 个未使用的恢复码。',
      ],
      actions: [{ label: '查看安全设置', link: 'link' }],
      notes: ['如果这不是您本人的操作，请立即重置密码，然后关闭两步验证并使用新的身份验证器重新开启。'],
    },
    recovery_code_mfa_disabled: {
      subject: '两步验证已通过恢复码关闭',
      lines: ['有人从 IP 地址 {ip} 使用您的一个恢复码关闭了您 Paydeck 账号的两步验证。其余恢复码均已失效。'],
      actions: [{ label: '查看安全设置', link: 'link' }],
      notes: ['如果这不是您本人的操作，请立即重置密码并重新开启两步验证。'],
    },
    recovery_codes_regenerated: {
      subject: '您的 Paydeck 两步验证恢复码已重新生成',
      lines: ['有人从 IP 地址 {ip} 为您的 Paydeck 账号生成了新的恢复码。之前的恢复码均已失效。'],
      actions: [{ label: '查看安全设置', link: 'link' }],
      notes: ['如果这不是您本人的操作，请立即重置密码。'],
    },
    webhook_endpoint_disabled: {
      subject: '{account_name} 的一个 Webhook 端点已被停用',
      lines: [
        '向 {url}（账户“{account_name}”）投递事件的每次尝试在 3 天内均失败，Paydeck 已停用该端点。停用期间发生的事件不会发送给它。',
        '请修复接收端后重新启用该端点；其 Webhook 记录列出了每次失败的尝试，并可重新发送。',
      ],
      actions: [{ label: '查看端点', link: 'link' }],
      notes: ['如果这不是您本人的操作，或您不再需要该端点接收事件，可以将其删除。'],
    },
    ticket_answered: {
      subject: 'Paydeck 客服已回复您的工单“{ticket_title}”',
      lines: ['客服已回复您的工单“{ticket_title}”（账户“{account_name}”）：', '{reply}'],
      actions: [{ label: '打开工单', link: 'link' }],
      notes: [
        '如需进一步帮助，请在工单页面回复；客服会在工作日 24 小时内回复。',
        '如果您没有提交此工单，请忽略此邮件。',
      ],
    },
    payout_verification_code: {
      subject: '您的 Paydeck 代付验证码：{code}',
      lines: ['请输入此验证码，以验证向 {payee} 支付 {amount} 的代付 {payout_id}（账户“{account_name}”）：{code}'],
      actions: [{ label: '打开代付订单', link: 'link' }],
      notes: [
        '验证码 10 分钟内有效，且只能使用一次。',
        '如果这不是您本人的操作，说明有人能访问您的 Paydeck 账户：请取消该代付并重置密码。',
      ],
    },
  },
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const fill = (template: string, params: Record<string, string>, encode: (value: string) => string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => encode(params[name] ?? ''));

const checkParams = (template: EmailTemplate, params: Record<string, string>) => {
  for (const name of emailParams[template]) {
    const value = params[name];
    if (!value) throw new Error(`Email ${template} needs the parameter ${name}`);
    // Links become hrefs: anything but http(s) (javascript:, data:) must never reach an inbox.
    if (name.endsWith('link') && !/^https?:\/\//i.test(value))
      throw new Error(`Email ${template}: ${name} is not a URL`);
  }
};

const styles = {
  body: "margin:0;padding:24px;background:#f5f5f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f1f1f;",
  card: 'max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;',
  brand: 'margin:0 0 24px;font-size:18px;font-weight:600;',
  line: 'margin:0 0 16px;font-size:15px;line-height:1.6;',
  button:
    'display:inline-block;padding:10px 20px;background:#1677ff;color:#ffffff;text-decoration:none;border-radius:6px;font-size:15px;',
  small: 'margin:0 0 8px;font-size:13px;line-height:1.6;color:#666666;',
  link: 'color:#1677ff;word-break:break-all;',
};

export const renderEmail = (template: EmailTemplate, locale: Locale, params: Record<string, string>): RenderedEmail => {
  checkParams(template, params);
  const common = copies[locale];
  const copy = common[template];
  // Headers cannot carry line breaks; a name with one must not start a new header line.
  const subject = fill(copy.subject, params, (v) => v.replace(/[\r\n]+/g, ' '));
  const plain = (s: string) => fill(s, params, (v) => v);
  const html = (s: string) => fill(s, params, escapeHtml);
  const text = [
    ...copy.lines.map(plain),
    ...copy.actions.map((a) => `${a.label}${common.colon}\n${params[a.link]}`),
    copy.notes.map(plain).join('\n'),
    common.signature,
  ].join('\n\n');
  const actionsHtml = copy.actions.map((a) => {
    const href = escapeHtml(params[a.link] ?? '');
    return [
      `<p style="${styles.line}"><a href="${href}" style="${styles.button}">${escapeHtml(a.label)}</a></p>`,
      `<p style="${styles.small}">${escapeHtml(common.fallback)}<br><a href="${href}" style="${styles.link}">${href}</a></p>`,
    ].join('\n');
  });
  const body = [
    `<p style="${styles.brand}">Paydeck</p>`,
    ...copy.lines.map((l) => `<p style="${styles.line}">${html(l)}</p>`),
    ...actionsHtml,
    ...copy.notes.map((n) => `<p style="${styles.small}">${html(n)}</p>`),
    `<p style="${styles.small}">${escapeHtml(common.signature)}</p>`,
  ].join('\n');
  const document = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="${styles.body}"><div style="${styles.card}">
${body}
</div></body>
</html>
`;
  return { subject, text: `${text}\n`, html: document };
};
