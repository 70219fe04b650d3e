import { type RollExpiry, rollExpiries, rollExpirySeconds } from '@paydeck/contract/api-key-types';
import { Alert, Form, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format.ts';

export type RollExpiryFieldProps = {
  label: string;
  value: RollExpiry;
  onChange: (value: RollExpiry) => void;
  /** What the choice means: `null` at once, else until the time shown. */
  warning: (stopsAt: string | null) => string;
};

/**
 * How long a rolled credential (an API key, a webhook signing secret) keeps working beside its
 * successor — now, 1 h, 24 h or 7 days — and what that means, before anything is rolled.
 */
export const RollExpiryField = ({ label, value, onChange, warning }: RollExpiryFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  // The server's clock decides the real time; this is what the user is agreeing to.
  const stopsAt = value === 'now' ? null : formatDateTime(Math.floor(Date.now() / 1000) + rollExpirySeconds[value]);
  return (
    <>
      <Form layout="vertical">
        <Form.Item label={label} htmlFor={id} style={{ marginBottom: 0 }}>
          <Select<RollExpiry>
            id={id}
            value={value}
            onChange={onChange}
            options={rollExpiries.map((expiry) => ({ value: expiry, label: t(`rollExpiry.${expiry}`) }))}
            style={{ width: 240 }}
          />
        </Form.Item>
      </Form>
      <Alert type="warning" showIcon title={warning(stopsAt)} />
    </>
  );
};
