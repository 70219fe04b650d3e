import type { RollExpiry } from '@paydeck/contract/api-key-types';
import type { WebhookSecret } from '@paydeck/contract/webhooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RollDialog } from '../../../components/RollDialog.tsx';
import type { Camelize } from '../../../lib/casing.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { useRollWebhookSecret } from '../api/roll-webhook-secret.ts';

export type RollSecretModalProps = {
  accountId: string;
  endpointId: string;
  onClose: () => void;
  onRolled: (secret: Camelize<WebhookSecret>) => void;
};

/**
 * The roll dialog for an endpoint's signing secret. The old secret keeps signing for 24 hours by
 * default, so the merchant's server has time to take the new one; the new secret goes to the page.
 */
export const RollSecretModal = ({ accountId, endpointId, onClose, onRolled }: RollSecretModalProps) => {
  const { t } = useTranslation('webhooks');
  const roll = useRollWebhookSecret(accountId);
  const [expiresIn, setExpiresIn] = useState<RollExpiry>('24h');

  const submit = () =>
    roll.mutate(
      { id: endpointId, expiresIn },
      {
        onSuccess: (secret) => {
          announce((feedback) => feedback.message.success(t('roll.done')));
          onRolled(secret);
        },
      },
    );

  return (
    <RollDialog
      title={t('roll.title')}
      intro={t('roll.intro')}
      expiryLabel={t('roll.expiry')}
      submitText={t('roll.submit')}
      expiresIn={expiresIn}
      onExpiresIn={setExpiresIn}
      warning={(stopsAt) => (stopsAt ? t('roll.laterWarning', { time: stopsAt }) : t('roll.nowWarning'))}
      pending={roll.isPending}
      failure={roll.isError ? failureMessage(roll.error, t('roll.failed')) : null}
      onSubmit={submit}
      onClose={onClose}
    />
  );
};
