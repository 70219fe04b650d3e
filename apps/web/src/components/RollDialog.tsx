import { type RollExpiry, rollExpiries, rollExpirySeconds } from '@paydeck/contract/api-key-types';
import { Alert, Flex, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.ts';
import { Select } from './Select.tsx';

export type RollDialogProps = {
  title: string;
  intro: string;
  expiryLabel: string;
  submitText: string;
  expiresIn: RollExpiry;
  onExpiresIn: (value: RollExpiry) => void;
  /** What the choice means: `null` at once, else until the time shown. */
  warning: (stopsAt: string | null) => string;
  pending: boolean;
  /** A refusal to show, in the server's words (or the caller's fallback). */
  failure: string | null;
  onSubmit: () => void;
  onClose: () => void;
};

/**
 * Rolling a credential (an API key, a webhook signing secret): how long the old one keeps working
 * beside its successor — now, 1 h, 24 h or 7 days — and what that means, before anything happens.
 * The dialog's danger button is the confirmation.
 */
export const RollDialog = ({
  title,
  intro,
  expiryLabel,
  submitText,
  expiresIn,
  onExpiresIn,
  warning,
  pending,
  failure,
  onSubmit,
  onClose,
}: RollDialogProps) => {
  const { t } = useTranslation();
  const id = useId();
  // The server's clock decides the real time; this is what the user is agreeing to.
  const stopsAt =
    expiresIn === 'now' ? null : formatDateTime(Math.floor(Date.now() / 1000) + rollExpirySeconds[expiresIn]);
  return (
    <Modal
      open
      title={title}
      okText={submitText}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={t('actions.cancel')}
      onOk={onSubmit}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <p style={{ margin: 0 }}>{intro}</p>
        <Form layout="vertical">
          <Form.Item label={expiryLabel} htmlFor={id} style={{ marginBottom: 0 }}>
            <Select<RollExpiry>
              id={id}
              value={expiresIn}
              onChange={onExpiresIn}
              options={rollExpiries.map((expiry) => ({ value: expiry, label: t(`rollExpiry.${expiry}`) }))}
              style={{ width: 240 }}
            />
          </Form.Item>
        </Form>
        <Alert type="warning" showIcon title={warning(stopsAt)} />
        {failure && <Alert type="error" showIcon title={failure} />}
      </Flex>
    </Modal>
  );
};
