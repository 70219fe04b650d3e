import { type RollExpiry, rollExpiries, rollExpirySeconds } from '@paydeck/contract/api-key-types';
import type { WebhookSecret } from '@paydeck/contract/webhooks';
import { Alert, Flex, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Camelize } from '../../../lib/casing.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
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
  // The server's clock decides the real time; this is what the user is agreeing to.
  const stopsAt = formatDateTime(Math.floor(Date.now() / 1000) + rollExpirySeconds[expiresIn]);

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
        <Form layout="vertical">
          <Form.Item label={t('roll.expiry')} htmlFor="roll-secret-expiry" style={{ marginBottom: 0 }}>
            <Select<RollExpiry>
              id="roll-secret-expiry"
              value={expiresIn}
              onChange={setExpiresIn}
              options={rollExpiries.map((value) => ({ value, label: t(`roll.expiries.${value}`) }))}
              style={{ width: 240 }}
            />
          </Form.Item>
        </Form>
        <Alert
          type="warning"
          showIcon
          title={expiresIn === 'now' ? t('roll.nowWarning') : t('roll.laterWarning', { time: stopsAt })}
        />
        {roll.isError && <Alert type="error" showIcon title={failureMessage(roll.error, t('roll.failed'))} />}
      </Flex>
    </Modal>
  );
};
