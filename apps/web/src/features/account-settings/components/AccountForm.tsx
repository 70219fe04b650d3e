import { accountNameMaxLength } from '@paydeck/contract/account-rules';
import { businessTypes } from '@paydeck/contract/roles';
import { Alert, Button, Checkbox, Flex, Form, Input, Popconfirm, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { Select } from '../../../components/Select.tsx';
import { TimeZoneSelect } from '../../../components/TimeZoneSelect.tsx';
import type { Account } from '../../../lib/current-account.ts';
import { failureMessage, fieldMessages } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { contractRule } from '../../../lib/form-rules.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { type AccountFormValues, changesOf, formValuesOf, isSettlementCurrency } from './account-changes.ts';

/** The server trims the name and then allows 1–255 characters (contract accountUpdateBody). */
const fitsNameLength = (name: string) => name.trim().length <= accountNameMaxLength;

export type AccountFormProps = { account: Account; onDone: () => void };

/**
 * Spec §5 account settings, with the server's rules: name, country, time zone, at least one
 * business type, a default settlement currency among the account's, and unique reference mode,
 * which once on cannot be turned off (spec §4): turning it on is confirmed at Save, and the switch
 * is then locked and says why.
 */
export const AccountForm = ({ account, onDone }: AccountFormProps) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<AccountFormValues>();
  const update = useUpdateAccount(account.id);
  const turningUniqueOn = Form.useWatch('enableReferenceUnique', form) === true && !account.enableReferenceUnique;
  // Changes that turn unique reference mode on wait here for the confirmation.
  const [confirming, setConfirming] = useState<ReturnType<typeof changesOf> | null>(null);

  const submit = (values: AccountFormValues) => {
    const changes = changesOf(account, values);
    if (Object.keys(changes).length === 0) {
      announce((feedback) => feedback.message.info(t('form.noChanges')));
      onDone();
      return;
    }
    if (changes.enableReferenceUnique === true) setConfirming(changes);
    else save(changes);
  };

  const save = (changes: ReturnType<typeof changesOf>) => {
    setConfirming(null);
    update.mutate(changes, {
      onSuccess: () => {
        announce((feedback) => feedback.message.success(t('form.saved')));
        onDone();
      },
    });
  };

  const problems = update.isError
    ? [failureMessage(update.error, t('form.saveFailed')), ...fieldMessages(update.error)]
    : [];
  return (
    <Form<AccountFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(account)}
      onFinish={submit}
      style={{ maxWidth: 560 }}
      requiredMark
    >
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={problems[0]}
          description={problems.length > 1 ? problems.slice(1).join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="name"
        label={t('field.name')}
        rules={[
          { required: true, whitespace: true, message: t('form.nameRequired') },
          contractRule(fitsNameLength, t('form.nameTooLong', { max: String(accountNameMaxLength) })),
        ]}
      >
        <Input maxLength={accountNameMaxLength} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="country"
        label={t('field.country')}
        rules={[{ required: true, message: t('form.countryRequired') }]}
      >
        <CountrySelect />
      </Form.Item>
      <Form.Item
        name="timezone"
        label={t('field.timezone')}
        rules={[{ required: true, message: t('form.timezoneRequired') }]}
      >
        <TimeZoneSelect />
      </Form.Item>
      <Form.Item
        name="enableBusiness"
        label={t('field.business')}
        rules={[{ required: true, type: 'array', min: 1, message: t('form.businessRequired') }]}
      >
        <Checkbox.Group options={businessTypes.map((type) => ({ value: type, label: t(`business.${type}`) }))} />
      </Form.Item>
      <Form.Item
        name="defaultSettlementCurrency"
        label={t('field.defaultCurrency')}
        extra={t('form.currencyHint')}
        rules={[{ required: true, message: t('form.currencyRequired') }]}
      >
        <Select
          style={{ maxWidth: 240 }}
          options={account.settlementCurrencies
            .filter(isSettlementCurrency)
            .map((code) => ({ value: code, label: code }))}
        />
      </Form.Item>
      <Form.Item
        name="enableReferenceUnique"
        label={t('field.referenceUnique')}
        valuePropName="checked"
        extra={account.enableReferenceUnique ? t('referenceUnique.locked') : t('referenceUnique.hint')}
      >
        <Switch disabled={account.enableReferenceUnique} />
      </Form.Item>
      {turningUniqueOn && (
        <Alert type="warning" showIcon title={t('referenceUnique.warning')} style={{ marginBottom: 24 }} />
      )}
      <Flex gap="small">
        <Popconfirm
          open={confirming !== null}
          title={t('referenceUnique.confirmTitle')}
          description={t('referenceUnique.warning')}
          okText={t('referenceUnique.confirm')}
          cancelText={t('actions.cancel', { ns: 'common' })}
          onConfirm={() => confirming && save(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('form.save')}
          </Button>
        </Popconfirm>
        <Button onClick={onDone} disabled={update.isPending}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
      </Flex>
    </Form>
  );
};
