import type { Locale } from '@paydeck/contract/locales';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { accounts, merchants } from '../../db/schema/merchants.ts';
import { messages } from '../../db/schema/messages.ts';
import type { Mailer } from '../../infra/mail/mail.service.ts';
import { newId } from '../../lib/ids.ts';
import type { EndpointRow } from './endpoints.repository.ts';

const texts = {
  'en-US': {
    title: 'A webhook endpoint was disabled',
    content: (url: string) =>
      `Every attempt to deliver events to ${url} has failed for 3 days, so it was disabled. Fix the receiver, then enable it again in Developers › Webhooks.`,
  },
  'zh-CN': {
    title: '一个 Webhook 端点已被停用',
    content: (url: string) =>
      `向 ${url} 投递事件的每次尝试在 3 天内均失败,该端点已被停用。请修复接收端后,在“开发者 › Webhooks”中重新启用。`,
  },
} satisfies Record<Locale, unknown>;

/**
 * Tells the account's owner that an endpoint was disabled for failing: a system message on the
 * account and an email, in the owner's language, in the transaction that disabled it. Returns
 * the email's id, to send once committed.
 */
export const noticeEndpointDisabled = async (
  tx: Executor,
  deps: { mailer: Mailer; appLink: (page: string) => string },
  endpoint: EndpointRow,
) => {
  const [owner] = await tx
    .select({ email: users.email, language: users.language, accountName: accounts.name })
    .from(accounts)
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(eq(accounts.id, endpoint.accountId));
  if (!owner) return null;
  const locale: Locale = owner.language === 'zh-CN' ? 'zh-CN' : 'en-US';
  await tx.insert(messages).values({
    id: newId('msg'),
    accountId: endpoint.accountId,
    title: texts[locale].title,
    content: texts[locale].content(endpoint.url),
  });
  return deps.mailer.queue(tx, {
    to: owner.email,
    locale,
    template: 'webhook_endpoint_disabled',
    params: {
      url: endpoint.url,
      account_name: owner.accountName,
      link: deps.appLink(`accounts/${endpoint.accountId}/developers/webhooks/${endpoint.id}`),
    },
  });
};
