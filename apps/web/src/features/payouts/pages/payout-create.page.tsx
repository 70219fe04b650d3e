import { type PayoutPurpose, payoutDescriptionMaxLength, payoutPurposes } from '@paydeck/contract/payout-rules';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { Select } from '../../../components/Select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentAccount } from '../../../lib/current-account.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { minorOf } from '../../../lib/money.ts';
import { accountPath, payoutVerifyPath } from '../../../lib/paths.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { type NewPayout, useCreatePayout } from '../api/create-payout.ts';
import { usePayees } from '../api/get-payees.ts';
import { usePayers } from '../api/get-payers.ts';
import { usePayoutMethods } from '../api/get-payout-methods.ts';
import { usePayoutQuote } from '../api/get-payout-quote.ts';
import { FormPage } from '../components/FormPage.tsx';
import { PayoutConfirmation, type PayoutDraft } from '../components/PayoutConfirmation.tsx';
import { partyName } from '../components/party-name.ts';
import { partyRules } from '../components/party-rules.ts';
import { supportsPayee } from '../components/payout-method-choice.ts';

type Values = {
  payerId?: string;
  payeeId?: string;
  payoutMethodId?: string;
  currency?: string;
  amount?: string;
  purpose?: PayoutPurpose;
  reference?: string;
  description?: string;
};

type Confirming = { body: NewPayout; draft: PayoutDraft };

// The quote's query names these fields; a refusal of one of them goes under it.
const quotedFields: ReadonlySet<string> = new Set(['payoutMethodId', 'currency', 'amount']);

/** A refusal answers the same again: the user changes the form. A lost answer may be retried. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

// The pickers list the latest 100 of each, searched by name or id as typed.
const pickerPage = { current: 1, pageSize: 100 };

/**
 * Spec §5 payout: payer, payee, one of that payee's payout methods, the currency (one of the
 * account's settlement currencies), the amount and purpose, reference and description; then a
 * confirmation with the amount, its fee and what the payee receives, as the server quotes them,
 * before money moves. A payout that waits for verification opens the verify page, any other its
 * own page.
 */
export default function PayoutCreatePage() {
  const { t } = useTranslation('payouts');
  const accountId = useParams().accountId ?? '';
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const rules = partyRules(t);
  const account = useCurrentAccount().data;
  const payers = usePayers(accountId, pickerPage);
  const payees = usePayees(accountId, pickerPage);
  const payeeId = Form.useWatch('payeeId', form);
  const currency = Form.useWatch('currency', form);
  const methods = usePayoutMethods(accountId, { ...pickerPage, payeeId }, payeeId !== undefined);
  const create = useCreatePayout(accountId);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // What the server refused of the quote that the form has no field for.
  const [quoteRefusal, setQuoteRefusal] = useState<ApiError | null>(null);
  const quote = usePayoutQuote(
    accountId,
    confirming
      ? {
          payoutMethodId: confirming.body.payoutMethodId,
          currency: confirming.body.currency,
          amount: confirming.body.amount,
        }
      : null,
  );
  const list = accountPath(accountId, 'payouts');
  const currencies = account?.settlementCurrencies ?? [];
  const payee = payees.data?.list.find((row) => row.id === payeeId);
  const defaultCurrency = account?.defaultSettlementCurrency;

  // The account's default settlement currency, once the account is known (the shell has it first).
  useEffect(() => {
    if (defaultCurrency && !form.getFieldValue('currency')) form.setFieldsValue({ currency: defaultCurrency });
  }, [defaultCurrency, form]);

  // A refused quote (an amount outside the method's limits) goes back to the form, the reason
  // under the amount.
  const refused = isRefusal(quote.error) ? quote.error : null;
  useEffect(() => {
    if (!refused) return;
    setConfirming(null);
    const { placed, unplaced } = serverFieldErrors(refused, quotedFields);
    if (refused.code === 'amount_out_of_range') placed.push({ name: ['amount'], errors: [refused.message] });
    if (placed.length > 0) form.setFields(placed as Parameters<typeof form.setFields>[0]);
    if (placed.length === 0 || unplaced.length > 0) setQuoteRefusal(refused);
  }, [refused, form]);

  const review = (values: Values) => {
    create.reset();
    setQuoteRefusal(null);
    const payer = payers.data?.list.find((row) => row.id === values.payerId);
    const chosenPayee = payees.data?.list.find((row) => row.id === values.payeeId);
    const method = methods.data?.list.find((row) => row.id === values.payoutMethodId);
    const amount = minorOf(values.amount?.trim() ?? '', values.currency ?? '');
    if (!values.payerId || !values.payeeId || !method || !values.currency || !amount || !values.purpose) return;
    const reference = values.reference?.trim() ?? '';
    const description = values.description?.trim() ?? '';
    setConfirming({
      body: {
        payerId: values.payerId,
        payeeId: values.payeeId,
        payoutMethodId: method.id,
        currency: values.currency as NewPayout['currency'],
        amount,
        purpose: values.purpose,
        ...(reference ? { reference } : {}),
        ...(description ? { description } : {}),
        // One key per confirmation: Confirm again after a lost answer can't pay twice.
        idempotencyKey: newIdempotencyKey(),
      },
      draft: {
        payerName: payer ? partyName(payer) : values.payerId,
        payeeName: chosenPayee ? partyName(chosenPayee) : values.payeeId,
        method,
        currency: values.currency,
        amount,
        purpose: values.purpose,
        reference,
        description,
      },
    });
  };

  const submit = () => {
    if (!confirming) return;
    create.mutate(confirming.body, {
      onSuccess: (payout) => {
        if (payout.status === 'waiting_action') {
          announce((feedback) => feedback.message.info(t('create.waiting')));
          void navigate(payoutVerifyPath(accountId, payout.id));
        } else {
          announce((feedback) => feedback.message.success(t('create.created')));
          void navigate(accountPath(accountId, 'payouts', payout.id));
        }
      },
      // A refusal goes back to the form to be changed; a lost answer stays to be confirmed again
      // under the same key.
      onError: (error) => {
        if (isRefusal(error)) setConfirming(null);
      },
    });
  };

  const required = [{ required: true, message: t('rule.field_required') }];
  return (
    <FormPage back={list} backLabel={t('payouts.back')} title={t('create.title')} intro={t('create.intro')}>
      {create.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="payout-create-error"
          title={t('create.failed')}
          description={failureMessage(create.error, t('create.failedRetry'))}
          style={{ marginBottom: 16 }}
        />
      )}
      {quoteRefusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="payout-quote-refused"
          title={t('create.quoteFailed')}
          description={failureMessage(quoteRefusal, t('create.quoteFailedRetry'))}
          style={{ marginBottom: 16 }}
        />
      )}
      {confirming && <PayoutConfirmation draft={confirming.draft} quote={quote} />}
      {/* Hidden, not unmounted, while confirming: Back returns to what was typed. */}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={review}
        requiredMark
        initialValues={{
          payerId: searchParams.get('payerId') ?? undefined,
          payeeId: searchParams.get('payeeId') ?? undefined,
        }}
        style={{ display: confirming ? 'none' : undefined, maxWidth: 640 }}
      >
        <Form.Item name="payerId" label={t('field.payer')} rules={required}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={payers.isPending}
            placeholder={t('create.payerPlaceholder')}
            notFoundContent={payers.isSuccess ? t('create.noPayers') : undefined}
            options={(payers.data?.list ?? []).map((row) => ({
              value: row.id,
              label: `${partyName(row)} · ${row.id}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="payeeId" label={t('field.payee')} rules={required}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={payees.isPending}
            placeholder={t('create.payeePlaceholder')}
            notFoundContent={payees.isSuccess ? t('create.noPayees') : undefined}
            onChange={() => form.setFieldsValue({ payoutMethodId: undefined })}
            options={(payees.data?.list ?? []).map((row) => ({
              value: row.id,
              label: `${partyName(row)} · ${row.id}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="payoutMethodId"
          label={t('field.payoutMethod')}
          rules={required}
          extra={
            payeeId && methods.isSuccess && methods.data.list.length === 0 ? (
              <span data-testid="no-payout-method">
                {t('create.noMethods')}{' '}
                <LinkButton
                  type="link"
                  size="small"
                  to={accountPath(accountId, 'payees', payeeId)}
                  style={{ padding: 0 }}
                >
                  {t('create.addMethod')}
                </LinkButton>
              </span>
            ) : undefined
          }
        >
          <Select
            disabled={!payeeId}
            loading={methods.isFetching}
            placeholder={t('create.payoutMethodPlaceholder')}
            options={(methods.data?.list ?? []).map((row) => {
              const supported = !payee || supportsPayee(row.method, payee.entityType);
              return {
                value: row.id,
                disabled: !supported,
                label: `${t(`method.${row.method}`)} · ${row.account}${supported ? '' : ` · ${t('methods.add.unsupported')}`}`,
              };
            })}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="currency" label={t('field.currency')} rules={required} style={{ width: 160 }}>
            <Select
              options={currencies.map((code) => ({ value: code, label: code }))}
              onChange={() => {
                if (form.getFieldValue('amount')) void form.validateFields(['amount']);
              }}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('field.amount')}
            validateFirst
            style={{ flex: 1, minWidth: 200 }}
            rules={[
              { required: true, whitespace: true, message: t('rule.field_required') },
              {
                validator: async (_rule, value: unknown) => {
                  const chosen = form.getFieldValue('currency') as string | undefined;
                  if (typeof value !== 'string' || value.trim() === '' || !chosen) return;
                  const minor = minorOf(value.trim(), chosen);
                  if (minor === null) throw new Error(t('rule.amountInvalid'));
                  if (minor === 0) throw new Error(t('rule.amountZero'));
                },
              },
            ]}
          >
            <Input prefix={currency} inputMode="decimal" autoComplete="off" placeholder="0.00" />
          </Form.Item>
        </Flex>
        <Form.Item name="purpose" label={t('field.purpose')} rules={required}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('create.purposePlaceholder')}
            options={payoutPurposes.map((purpose) => ({ value: purpose, label: t(`purpose.${purpose}`) }))}
          />
        </Form.Item>
        <Form.Item name="reference" label={t('field.reference')} rules={rules.text} extra={t('create.referenceHint')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label={t('field.description')} rules={rules.description}>
          <Input.TextArea rows={2} maxLength={payoutDescriptionMaxLength} showCount />
        </Form.Item>
      </Form>
      <Flex gap="small" style={{ marginTop: 16 }}>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(null)} disabled={create.isPending}>
              {t('create.back')}
            </Button>
            <Button type="primary" danger loading={create.isPending} disabled={!quote.isSuccess} onClick={submit}>
              {t('create.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button type="primary" onClick={() => form.submit()}>
              {t('create.continue')}
            </Button>
            <LinkButton to={list}>{t('actions.cancel', { ns: 'common' })}</LinkButton>
          </>
        )}
      </Flex>
    </FormPage>
  );
}
