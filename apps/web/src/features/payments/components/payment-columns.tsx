import { type TableColumnsType, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { PaymentRow } from '../api/get-payments.ts';
import { PaymentStatusTag } from './PaymentStatusTag.tsx';

/** Spec §3 payment columns, newest first: the id opens the payment, the customer id its customer. */
export const usePaymentColumns = (accountId: string): TableColumnsType<PaymentRow> => {
  const { t } = useTranslation(['payments', 'paymentMethods']);
  const { token } = theme.useToken();
  const code = { fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM };
  return [
    {
      key: 'id',
      title: t('column.id'),
      width: 240,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'payments', row.id)} style={code}>
          {row.id}
        </TextLink>
      ),
    },
    { key: 'reference', title: t('column.reference'), dataIndex: 'reference', width: 100 },
    {
      key: 'method',
      title: t('column.method'),
      width: 160,
      render: (_value, row) => t(`paymentMethods:method.${row.paymentMethod}`),
    },
    {
      key: 'amount',
      title: t('column.amount'),
      width: 120,
      align: 'right',
      render: (_value, row) => moneyText(row.amount, row.currency),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 130,
      render: (_value, row) => <PaymentStatusTag status={row.status} disputed={row.disputed} />,
    },
    {
      key: 'customer',
      title: t('column.customer'),
      width: 240,
      render: (_value, row) =>
        row.customerId && (
          <TextLink to={accountPath(accountId, 'customers', row.customerId)} style={code}>
            {row.customerId}
          </TextLink>
        ),
    },
    {
      key: 'time',
      title: t('column.timeCreated'),
      dataIndex: 'timeCreated',
      width: 170,
      render: (time: number) => formatDateTime(time),
    },
  ];
};
