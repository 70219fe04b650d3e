import { Alert, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { clearOtp, OtpField } from '../../../components/OtpField.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import { usePayout } from '../api/get-payout.ts';
import type { PayoutRow } from '../api/get-payouts.ts';
import { useSendVerificationCode } from '../api/send-verification-code.ts';
import { useVerifyPayout } from '../api/verify-payout.ts';
import { PayoutStatusTag } from '../components/PayoutStatusTag.tsx';

/** What the user is verifying: the money and where it goes. */
const Summary = ({ accountId, payout }: { accountId: string; payout: PayoutRow }) => {
  const { t } = useTranslation('payouts');
  const money = (minor: number) => moneyText(minor, payout.currency);
  const fields: Field[] = [
    { key: 'status', label: t('field.status'), value: <PayoutStatusTag status={payout.status} /> },
    { key: 'amount', label: t('field.amount'), value: <strong>{money(payout.amount)}</strong> },
    { key: 'fee', label: t('field.fee'), value: money(payout.fee) },
    { key: 'total', label: t('field.total'), value: money(payout.amount + payout.fee) },
    { key: 'amountLocal', label: t('field.amountLocal'), value: moneyText(payout.amountLocal, payout.currencyLocal) },
    { key: 'method', label: t('field.method'), value: t(`method.${payout.method}`) },
    { key: 'purpose', label: t('field.purpose'), value: t(`purpose.${payout.purpose}`) },
    { key: 'reference', label: t('field.reference'), value: payout.reference },
    {
      key: 'payee',
      label: t('field.payee'),
      value: (
        <LinkButton
          type="link"
          size="small"
          style={{ padding: 0 }}
          to={accountPath(accountId, 'payees', payout.payeeId)}
        >
          {payout.payeeId}
        </LinkButton>
      ),
    },
    { key: 'timeCreated', label: t('field.timeCreated'), value: formatDateTime(payout.timeCreated) },
  ];
  return <FieldGrid fields={fields} />;
};

type Values = { otp?: string };

/** The code step: an authenticator's code, or one emailed on request; refusals under the field. */
const VerifyForm = ({ accountId, payout }: { accountId: string; payout: PayoutRow }) => {
  const { t } = useTranslation('payouts');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const verify = useVerifyPayout(accountId);
  const send = useSendVerificationCode();
  const [sent, setSent] = useState(false);
  const channel = payout.verification?.channel ?? 'totp';
  const lockedUntil = payout.verification?.lockedUntil ?? null;
  const locked =
    (lockedUntil !== null && lockedUntil * 1000 > Date.now()) ||
    (verify.error instanceof ApiError && verify.error.code === 'verification_locked');
  const codeShown = channel === 'totp' || sent;

  const submit = ({ otp }: Values) => {
    if (!otp || verify.isPending) return;
    verify.mutate(
      { id: payout.id, code: otp },
      {
        onSuccess: () => {
          announce((feedback) => feedback.message.success(t('verify.verified')));
          void navigate(accountPath(accountId, 'payouts', payout.id));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'verification_code_invalid') {
            // Emptied first: setting the value clears the field's errors.
            clearOtp(form);
            form.setFields([{ name: 'otp', errors: [error.message] }]);
          }
        },
      },
    );
  };

  const sendCode = () =>
    send.mutate(payout.id, {
      onSuccess: () => {
        setSent(true);
        verify.reset();
        announce((feedback) => feedback.message.success(t('verify.sent')));
      },
    });

  const refusal =
    verify.error instanceof ApiError && verify.error.code !== 'verification_code_invalid' ? verify.error : null;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 520 }}>
      {lockedUntil !== null && lockedUntil * 1000 > Date.now() && !refusal && (
        <Alert
          type="error"
          showIcon
          data-testid="verify-locked"
          title={t('verify.locked', { time: formatDateTime(lockedUntil) })}
        />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="verify-error"
          title={failureMessage(refusal, t('verify.failed'))}
        />
      )}
      {send.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="send-code-error"
          title={failureMessage(send.error, t('verify.sendFailed'))}
        />
      )}
      {channel === 'email' && (
        <Flex vertical gap={8} align="flex-start">
          <span>{sent ? t('verify.emailSent') : t('verify.email')}</span>
          <Button onClick={sendCode} loading={send.isPending} disabled={locked} type={sent ? 'default' : 'primary'}>
            {sent ? t('verify.resend') : t('verify.sendCode')}
          </Button>
        </Flex>
      )}
      {codeShown && (
        <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={locked}>
          <OtpField
            label={channel === 'totp' ? t('verify.totp') : t('verify.emailCode')}
            autoFocus
            onComplete={(otp) => submit({ otp })}
          />
          <Button type="primary" htmlType="submit" loading={verify.isPending}>
            {t('verify.submit')}
          </Button>
        </Form>
      )}
    </Flex>
  );
};

/**
 * Spec §2 payouts/{id}/verify: a payout at or above the account's threshold waits until a user
 * verifies it with their authenticator's code (totp) or a code emailed on request; the server's
 * refusals say how many attempts are left or until when verification is locked. A verified
 * payout opens its page.
 */
export default function PayoutVerifyPage() {
  const { t } = useTranslation('payouts');
  const { accountId = '', id = '' } = useParams();
  const query = usePayout(accountId, id);
  const detail = accountPath(accountId, 'payouts', id);
  return (
    <DetailPage
      backTo={detail}
      backLabel={t('verify.back')}
      title={t('verify.title')}
      recordId={id}
      mode
      query={query}
      notFound={
        <RecordNotFound
          testId="payout-not-found"
          title={t('payouts.notFound')}
          hint={t('payouts.notFoundHint')}
          backLabel={t('payouts.back')}
        />
      }
      loadFailedTitle={t('payouts.detailLoadFailed')}
    >
      {(payout) => (
        <Flex vertical gap={16}>
          <DetailSection title={t('verify.summary')}>
            <Summary accountId={accountId} payout={payout} />
          </DetailSection>
          <DetailSection title={t('verify.codeTitle')} hint={t('verify.intro')}>
            {payout.status === 'waiting_action' ? (
              <VerifyForm accountId={accountId} payout={payout} />
            ) : (
              <Alert
                type="info"
                showIcon
                data-testid="verify-not-waiting"
                title={t('verify.notWaiting', { status: t(`status.${payout.status}`) })}
                action={<LinkButton to={detail}>{t('verify.open')}</LinkButton>}
              />
            )}
          </DetailSection>
        </Flex>
      )}
    </DetailPage>
  );
}
