import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { MandateStatus } from '@paydeck/contract/recurring-rules';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MandateSigning } from '../api/get-mandate-signing.ts';

export type MandateOutcomeProps = { mandate: MandateSigning };

/**
 * A mandate the customer can no longer sign here: signed, declined (with the processor's reason),
 * canceled by the merchant, or answered and awaiting its processor's confirmation.
 */
export const MandateOutcome = ({ mandate }: MandateOutcomeProps) => {
  const { t } = useTranslation('mandateSigning');
  const { token } = theme.useToken();
  const method = t(`method.${mandate.paymentMethod}`, { ns: 'paymentMethods' });
  const status = mandate.status as Exclude<MandateStatus, 'created'>;
  const hints: Record<typeof status, string> = {
    succeeded: t('outcome.succeededHint', { name: mandate.accountName, method }),
    failed: mandate.failureMessage ?? t('outcome.failedHint'),
    canceled: t('outcome.canceledHint'),
    pending: t('outcome.pendingHint'),
  };
  const icons: Record<typeof status, ReactNode> = {
    succeeded: <CheckCircleFilled style={{ color: token.colorSuccess }} />,
    failed: <CloseCircleFilled style={{ color: token.colorError }} />,
    canceled: <ClockCircleFilled style={{ color: token.colorTextTertiary }} />,
    pending: <ClockCircleFilled style={{ color: token.colorWarning }} />,
  };
  return (
    <div
      role="status"
      data-testid="mandate-outcome"
      style={{ marginTop: 24, paddingTop: 24, borderTop: `1px solid ${token.colorSplit}`, textAlign: 'center' }}
    >
      <div style={{ fontSize: 40, lineHeight: 1, marginBottom: 12 }}>{icons[status]}</div>
      <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{t(`outcome.${status}`)}</h2>
      <p style={{ margin: '8px 0 0', color: token.colorTextSecondary }}>{hints[status]}</p>
    </div>
  );
};
