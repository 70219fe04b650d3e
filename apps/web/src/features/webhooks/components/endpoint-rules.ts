import {
  isWebhookUrl,
  webhookDescriptionMax,
  webhookUrlMax,
  webhookUrlProtocolAllowed,
} from '@paydeck/contract/webhook-types';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { contractRule } from '../../../lib/form-rules.ts';

/**
 * The endpoint form's rules: the server's (contract webhook-types.ts: a valid http(s) URL, https in
 * live mode, the description's length, at least one event) with localized messages.
 */
export const endpointRules = (t: TFunction<'webhooks'>, livemode: boolean) => {
  const url: FormRule[] = [
    { required: true, whitespace: true, message: t('form.urlRequired') },
    contractRule(isWebhookUrl, t('form.urlInvalid', { max: String(webhookUrlMax) })),
    contractRule((value) => webhookUrlProtocolAllowed(value.trim(), livemode), t('form.urlHttps')),
  ];
  const description: FormRule[] = [
    // zod's max counts UTF-16 units of the trimmed text, as `length` does.
    contractRule(
      (value) => value.trim().length <= webhookDescriptionMax,
      t('form.descriptionTooLong', { max: String(webhookDescriptionMax) }),
    ),
  ];
  const enabledEvents: FormRule[] = [{ required: true, type: 'array', min: 1, message: t('form.eventsRequired') }];
  return { url, description, enabledEvents };
};
