import { type MandateSigningOutcome, mandateSigningOutcomes } from '@paydeck/contract/mandate-signing';
import { Alert, Button, Radio, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';

export type SimulatorFormProps = {
  pending: boolean;
  error: unknown;
  onSign: (outcome: MandateSigningOutcome) => void;
};

/** The customer's answers on a simulated mandate: pick one, then confirm with the button, which says what happens. */
export const SimulatorForm = ({ pending, error, onSign }: SimulatorFormProps) => {
  const { t } = useTranslation('mandateSigning');
  const { token } = theme.useToken();
  const [outcome, setOutcome] = useState<MandateSigningOutcome>('sign');
  const declining = outcome === 'decline';
  return (
    <form
      aria-label={t('simulate.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onSign(outcome);
      }}
      style={{ marginTop: 24, paddingTop: 24, borderTop: `1px solid ${token.colorSplit}` }}
    >
      <h2 style={{ margin: '0 0 12px', fontSize: token.fontSizeHeading5 }}>{t('simulate.title')}</h2>
      {error !== null && (
        <Alert
          type="error"
          showIcon
          title={failureMessage(error, t('simulate.refused'))}
          style={{ marginBottom: 12 }}
        />
      )}
      <Radio.Group
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as MandateSigningOutcome)}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {mandateSigningOutcomes.map((choice) => (
          <Radio key={choice} value={choice}>
            {t(`simulate.outcome.${choice}`)}
          </Radio>
        ))}
      </Radio.Group>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        danger={declining}
        loading={pending}
        style={{ marginTop: 20 }}
      >
        {declining ? t('simulate.decline') : t('simulate.sign')}
      </Button>
    </form>
  );
};
