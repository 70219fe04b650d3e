import type { Locale } from '@paydeck/contract/locales';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { accounts, merchants } from '../../db/schema/merchants.ts';
import type { Mailer } from '../../infra/mail/mail.service.ts';
import { type MessageTexts, postMessage } from '../messages/messages.service.ts';
import type { EndpointRow } from './endpoints.repository.ts';

const messageTexts = (url: string): MessageTexts => ({
  title: { 'en-US': 'A webhook endpoint was disabled', 'zh-CN': '一个 Webhook 端点已被停用' },
  content: {
    'en-US': `Every attempt to deliver events to ${url} has failed for 3 days, so it was disabled. Fix the receiver, then enable it again in Developers › Webhooks.`,
    'zh-CN': `向 ${url} 投递事件的每次尝试在 3 天内均失败，该端点已被停用。请修复接收端后，在“开发者 › Webhooks”中重新启用。`,
  },
});

/**
 * Tells the account that an endpoint was disabled for failing: a system message (in each reader's
 * language) and an email to the owner in theirs, in the transaction that disabled it. Returns
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
  await postMessage(tx, endpoint.accountId, messageTexts(endpoint.url));
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
