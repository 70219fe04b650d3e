import { bankCommentMaxLength } from '@paydeck/contract/bank-account-rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Collapse, Form, Input, Modal, Row, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { Select } from '../../../components/Select.tsx';
import { currentAccountQueryOptions } from '../../../lib/current-account.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import type { BankAccountRow } from '../api/get-bank-accounts.ts';
import { useSaveBankAccount } from '../api/save-bank-account.ts';
import { bankAccountRules } from './bank-account-rules.ts';
import {
  type BankAccountFormValues,
  bankAccountFieldErrors,
  bodyOf,
  formValuesOf,
  newBankAccountValues,
} from './bank-account-values.ts';

export type BankAccountFormModalProps = {
  accountId: string;
  /** The beneficiary name the list says the company must be written as. */
  companyName: string;
  /** The account's settlement currencies, as the list names them: a bank account is in one of them. */
  settlementCurrencies: readonly string[];
  /** The bank account to edit; without it the form adds one. */
  bankAccount?: BankAccountRow | undefined;
  onClose: () => void;
};

/**
 * Adds or edits a bank account (spec §3 fields, spec §5 rules as the server checks them, in its
 * words); the beneficiary starts as the company's name in capitals, which it must stay. A refusal's
 * field issues show under their fields.
 */
export const BankAccountFormModal = ({
  accountId,
  companyName,
  settlementCurrencies,
  bankAccount,
  onClose,
}: BankAccountFormModalProps) => {
  const { t } = useTranslation('bankAccounts');
  const [form] = Form.useForm<BankAccountFormValues>();
  const save = useSaveBankAccount(accountId);
  // The shell has loaded the account (any member may read it): its default settlement currency,
  // when still one of the list's, is where a new bank account starts; else the only one, if one.
  const accountDefault = useQuery(currentAccountQueryOptions(accountId)).data?.defaultSettlementCurrency;
  const startCurrency =
    accountDefault && settlementCurrencies.includes(accountDefault)
      ? accountDefault
      : settlementCurrencies.length === 1
        ? settlementCurrencies[0]
        : undefined;
  const rules = bankAccountRules(t, companyName);
  const { placed, unplaced } = bankAccountFieldErrors(save.error);

  // Should the account come after the form opened, the currency is set then, unless already chosen.
  useEffect(() => {
    if (!bankAccount && startCurrency && !form.getFieldValue('currency'))
      form.setFieldsValue({ currency: startCurrency });
  }, [bankAccount, startCurrency, form]);

  useEffect(() => {
    const fieldErrors = bankAccountFieldErrors(save.error).placed;
    if (fieldErrors.length > 0) form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
  }, [save.error, form]);

  const submit = (values: BankAccountFormValues) =>
    save.mutate(
      { id: bankAccount?.id, fields: bodyOf(values) },
      {
        onSuccess: () => {
          announce((feedback) => feedback.message.success(bankAccount ? t('form.saved') : t('form.added')));
          onClose();
        },
      },
    );

  // An edited bank account keeps its currency on offer even if the account no longer settles in it.
  const currencyOptions = [...new Set([...settlementCurrencies, ...(bankAccount ? [bankAccount.currency] : [])])].map(
    (code) => ({ value: code, label: code }),
  );
  const initialValues = bankAccount ? formValuesOf(bankAccount) : newBankAccountValues(companyName, startCurrency);
  const half = { xs: 24, sm: 12 };

  return (
    <Modal
      open
      width={760}
      title={bankAccount ? t('form.editTitle') : t('form.addTitle')}
      okText={bankAccount ? t('form.save') : t('form.add')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form<BankAccountFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        requiredMark
        scrollToFirstError
      >
        {save.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={placed.length > 0 ? t('form.checkFields') : failureMessage(save.error, t('form.failed'))}
            description={unplaced.length > 0 ? unplaced.join(' ') : undefined}
            style={{ marginBottom: 16 }}
            data-testid="bank-account-error"
          />
        )}
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="currency" label={t('field.currency')} rules={rules.choice}>
              <Select options={currencyOptions} placeholder={t('form.currencyPlaceholder')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="bankName" label={t('field.bankName')} rules={rules.text}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="swiftCode" label={t('field.swiftCode')} rules={rules.swiftCode} validateFirst>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="bankCountry" label={t('field.bankCountry')} rules={rules.choice}>
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="bankAddress" label={t('field.bankAddress')} rules={rules.text}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="accountNumber" label={t('field.accountNumber')} rules={rules.accountNumber} validateFirst>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="additionalInformation"
              label={t('field.additionalInformation')}
              rules={rules.text}
              extra={t('form.routingHint')}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="beneficiaryName"
              label={t('field.beneficiaryName')}
              rules={rules.beneficiaryName}
              validateFirst
              extra={t('form.beneficiaryHint', { name: companyName })}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="beneficiaryCountry" label={t('field.beneficiaryCountry')} rules={rules.choice}>
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="beneficiaryAddress"
              label={t('field.beneficiaryAddress')}
              rules={rules.beneficiaryAddress}
              validateFirst
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="comment" label={t('field.comment')} rules={rules.comment}>
              <Input.TextArea rows={2} maxLength={bankCommentMaxLength} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Collapse
          size="small"
          style={{ marginBottom: 16 }}
          defaultActiveKey={bankAccount?.intermediaryBankName ? ['intermediary'] : []}
          items={[
            {
              key: 'intermediary',
              label: t('form.intermediary'),
              forceRender: true,
              children: (
                <Row gutter={16}>
                  <Col {...half}>
                    <Form.Item
                      name="intermediaryBankName"
                      label={t('field.intermediaryBankName')}
                      rules={rules.optionalText}
                    >
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col {...half}>
                    <Form.Item name="intermediaryBankCountry" label={t('field.intermediaryBankCountry')}>
                      <CountrySelect allowClear />
                    </Form.Item>
                  </Col>
                </Row>
              ),
            },
          ]}
        />
        <Form.Item name="default" label={t('field.default')} valuePropName="checked" extra={t('form.defaultHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
};
