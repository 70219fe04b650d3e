import type { RollExpiry } from '@paydeck/contract/api-key-types';
import type { WebhookSecret } from '@paydeck/contract/webhooks';
import { Alert, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RollExpiryField } from '../../../components/RollExpiryField.tsx';
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
 * Rolling asks how long the old secret keeps signing (now, 1 h, 24 h, 7 days, as for API keys) and
 * says what that means before anything happens: the dialog's danger button is the confirmation.
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
    <Modal
      open
      title={t('roll.title')}
      okText={t('roll.submit')}
      okButtonProps={{ danger: true, loading: roll.isPending }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={submit}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <p style={{ margin: 0 }}>{t('roll.intro')}</p>
        <RollExpiryField
          label={t('roll.expiry')}
          value={expiresIn}
          onChange={setExpiresIn}
          warning={(stopsAt) => (stopsAt ? t('roll.laterWarning', { time: stopsAt }) : t('roll.nowWarning'))}
        />
        {roll.isError && <Alert type="error" showIcon title={failureMessage(roll.error, t('roll.failed'))} />}
      </Flex>
    </Modal>
  );
};
