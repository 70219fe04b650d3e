import { type RollExpiry, rollExpiries, rollExpirySeconds } from '@paydeck/contract/api-key-types';
import { Alert, Flex, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { ApiKeyRow } from '../api/get-api-keys.ts';
import { useRollApiKey } from '../api/roll-api-key.ts';
import type { RevealedKeys } from './SecretKeyModal.tsx';

export type RollKeyModalProps = {
  accountId: string;
  apiKey: ApiKeyRow;
  onClose: () => void;
  /** A new secret key, to show once; a new publishable key is simply in the list. */
  onRolled: (revealed: RevealedKeys | null) => void;
};

/**
 * Rolling asks how long the old key keeps working (now, 1 h, 24 h, 7 days) and says what that
 * means before anything happens: the dialog's danger button is the confirmation.
 */
export const RollKeyModal = ({ accountId, apiKey, onClose, onRolled }: RollKeyModalProps) => {
  const { t } = useTranslation('developers');
  const roll = useRollApiKey(accountId);
  const [expiresIn, setExpiresIn] = useState<RollExpiry>('now');
  // The server's clock decides the real time; this is what the user is agreeing to.
  const stopsAt = formatDateTime(Math.floor(Date.now() / 1000) + rollExpirySeconds[expiresIn]);

  const submit = () =>
    roll.mutate(
      { id: apiKey.id, expiresIn },
      {
        onSuccess: ({ key }) => onRolled(key.type === 'secret' ? { reason: 'rolled', secret: key.key } : null),
      },
    );

  return (
    <Modal
      open
      title={t(`roll.title.${apiKey.type}`)}
      okText={t('roll.submit')}
      okButtonProps={{ danger: true, loading: roll.isPending }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={submit}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <p style={{ margin: 0 }}>{t('roll.intro', { key: apiKey.key })}</p>
        <Form layout="vertical">
          <Form.Item label={t('roll.expiry')} htmlFor="roll-expiry" style={{ marginBottom: 0 }}>
            <Select<RollExpiry>
              id="roll-expiry"
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
