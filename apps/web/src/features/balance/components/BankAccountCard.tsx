import { Button, Flex, Popconfirm, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { CountryName } from '../../../components/CountryName.tsx';
import { type Field, FieldGrid } from '../../../components/FieldGrid.tsx';
import { announce } from '../../../lib/feedback.ts';
import { useDeleteBankAccount } from '../api/delete-bank-account.ts';
import type { BankAccountRow } from '../api/get-bank-accounts.ts';
import { useSetDefaultBankAccount } from '../api/set-default-bank-account.ts';
import { maskedAccountNumber } from './balance-text.ts';

export type BankAccountCardProps = {
  accountId: string;
  bankAccount: BankAccountRow;
  can: { edit: boolean; delete: boolean };
  onEdit: () => void;
};

/** One bank account: its bank, currency, masked number, SWIFT, beneficiary, and what may be done with it. */
export const BankAccountCard = ({ accountId, bankAccount: account, can, onEdit }: BankAccountCardProps) => {
  const { t } = useTranslation('bankAccounts');
  const { token } = theme.useToken();
  const setDefault = useSetDefaultBankAccount(accountId);
  const remove = useDeleteBankAccount(accountId);
  const fields: Field[] = [
    { key: 'accountNumber', label: t('field.accountNumber'), value: maskedAccountNumber(account.accountNumber) },
    { key: 'swiftCode', label: t('field.swiftCode'), value: <Code>{account.swiftCode}</Code> },
    { key: 'bankCountry', label: t('field.bankCountry'), value: <CountryName code={account.bankCountry} /> },
    { key: 'beneficiaryName', label: t('field.beneficiaryName'), value: account.beneficiaryName },
    { key: 'comment', label: t('field.comment'), value: account.comment },
  ];
  return (
    <section
      aria-label={account.bankName}
      data-testid="bank-account"
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
      }}
    >
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Flex align="center" gap={8} wrap>
          <h3 style={{ margin: 0, fontSize: token.fontSizeHeading5, fontWeight: token.fontWeightStrong }}>
            {account.bankName}
          </h3>
          <Tag style={{ marginInlineEnd: 0 }}>{account.currency}</Tag>
          {account.default && (
            <Tag color="blue" style={{ marginInlineEnd: 0 }} data-testid="default-tag">
              {t('list.default')}
            </Tag>
          )}
        </Flex>
        <Flex gap={8} wrap>
          {can.edit && !account.default && (
            <Button
              size="small"
              loading={setDefault.isPending}
              onClick={() =>
                setDefault.mutate(account.id, {
                  onSuccess: () => announce((feedback) => feedback.message.success(t('list.defaultSet'))),
                })
              }
            >
              {t('list.setDefault')}
            </Button>
          )}
          {can.edit && (
            <Button size="small" onClick={onEdit}>
              {t('list.edit')}
            </Button>
          )}
          {can.delete && (
            <Popconfirm
              title={t('list.deleteTitle')}
              description={t('list.deleteDescription')}
              okText={t('list.deleteConfirm')}
              cancelText={t('actions.cancel', { ns: 'common' })}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutateAsync(account.id).then(
                  () => announce((feedback) => feedback.message.success(t('list.deleted'))),
                  () => undefined,
                )
              }
            >
              <Button size="small" danger loading={remove.isPending}>
                {t('list.delete')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      <FieldGrid fields={fields} />
    </section>
  );
};
