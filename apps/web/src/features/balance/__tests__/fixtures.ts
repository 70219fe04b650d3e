import { renderRoutes } from '../../../test/render.tsx';
import BalanceTransactionPage from '../pages/balance-transaction.page.tsx';
import BalanceTransactionsPage from '../pages/balance-transactions.page.tsx';
import SettlementPage from '../pages/settlement.page.tsx';
import SettlementsPage from '../pages/settlements.page.tsx';
import WithdrawalSettingPage from '../pages/withdrawal-setting.page.tsx';

export const owner = { permissions: 'all permissions', roles: ['owner'] };
export const readOnly = {
  permissions: ['read_balance_summary', 'list_balance_transactions', 'list_settlements', 'list_bank_accounts'],
  roles: ['analyst'],
};

export const page = <T>(list: T[], total = list.length) => ({ list, total, page: 1, per_page: 20 });

export const account = (overrides: Record<string, unknown> = {}) => ({
  id: 'acct_a',
  name: 'Harbour Trading Ltd.',
  status: 'activated',
  account_status: 'normal',
  merchant_status: 'normal',
  merchant_id: 'mer_1',
  country: 'HK',
  timezone: 'Asia/Hong_Kong',
  enable_reference_unique: false,
  enable_business: ['payin'],
  default_settlement_currency: 'HKD',
  settlement_currencies: ['HKD', 'USD'],
  time_disabled: null,
  time_withdrawals_available: null,
  freeze_days: null,
  time_created: 1_700_000_000,
  ...overrides,
});

/** HKD 1,000.00 available (fee HKD 156.25 at 7.8125), USD 50.00 available; EUR is a settlement currency with nothing. */
export const summary = (overrides: Record<string, unknown> = {}) => ({
  object: 'balance',
  livemode: true,
  timezone: 'Asia/Hong_Kong',
  default_settlement_currency: 'HKD',
  settlement_currencies: ['HKD', 'USD', 'EUR'],
  time_withdrawals_available: null,
  balances: [
    {
      currency: 'HKD',
      available: 100_000,
      pending: 24_600,
      frozen: 0,
      withdrawal_fee: 15_625,
      fee_exchange_rate: '7.8125',
    },
    { currency: 'USD', available: 5_000, pending: 0, frozen: 0, withdrawal_fee: 2_000, fee_exchange_rate: '1' },
  ],
  ...overrides,
});

export const bankAccount = (overrides: Record<string, unknown> = {}) => ({
  id: 'ba_hk',
  object: 'bank_account',
  bank_name: 'HSBC Hong Kong',
  bank_address: '1 Queens Road Central, Hong Kong',
  swift_code: 'HSBCHKHHHKH',
  bank_country: 'HK',
  additional_information: '004',
  account_number: '004-123456-001',
  beneficiary_name: 'HARBOUR TRADING LTD.',
  beneficiary_address: '8 Finance Street, Central, Hong Kong',
  beneficiary_country: 'HK',
  currency: 'HKD',
  comment: null,
  intermediary_bank_name: null,
  intermediary_bank_country: null,
  default: true,
  time_created: 1_767_225_600,
  ...overrides,
});

export const bankAccounts = (
  list = [
    bankAccount(),
    bankAccount({ id: 'ba_hk2', bank_name: 'Hang Seng Bank', account_number: '024-999888-777', default: false }),
    bankAccount({ id: 'ba_us', bank_name: 'Citibank', currency: 'USD', account_number: '12345678', default: true }),
  ],
  settlementCurrencies = ['HKD', 'USD'],
) => ({
  beneficiary_name: 'HARBOUR TRADING LTD.',
  settlement_currencies: settlementCurrencies,
  bank_accounts: list,
});

/** A payment's entry: 2026-01-01 00:00:00 UTC is 08:00 in Shanghai. */
export const paymentEntry = {
  id: 'txn_pay',
  object: 'balance_transaction',
  livemode: true,
  type: 'payment',
  source_type: 'payment',
  source_id: 'pay_one',
  payment_method: 'fps_hk',
  currency: 'USD',
  source_currency: 'HKD',
  source_amount: 25_000,
  amount: 3_200,
  fee_total: 51,
  fee_details: [{ type: 'processing_fee', amount: 51, description: 'FPS 0.80% + HKD 2.00' }],
  exchange_rate: '0.128',
  net: 3_149,
  status: 'pending',
  description: 'Payment pay_one',
  time_created: 1_767_225_600,
  time_available: 1_767_398_400,
};
export const settlementEntry = {
  ...paymentEntry,
  id: 'txn_stl',
  type: 'settlement',
  source_type: 'settlement',
  source_id: 'stl_one',
  payment_method: null,
  currency: 'HKD',
  source_currency: 'HKD',
  source_amount: 1_015_625,
  amount: -1_000_000,
  fee_total: 15_625,
  fee_details: [{ type: 'settlement_fee', amount: 15_625, description: 'USD 20.00 at 7.8125' }],
  exchange_rate: '1',
  net: -1_015_625,
  status: 'available',
  description: 'Withdrawal',
};

export const settlement = (overrides: Record<string, unknown> = {}) => ({
  id: 'stl_one',
  object: 'settlement',
  livemode: true,
  currency: 'HKD',
  amount: 1_000_000,
  fee: 15_625,
  fee_exchange_rate: '7.8125',
  status: 'pending',
  description: 'Monthly withdrawal',
  failure_message: null,
  arrival_date: '2026-01-05',
  bank_account: {
    id: 'ba_hk',
    bank_name: 'HSBC Hong Kong',
    swift_code: 'HSBCHKHHHKH',
    bank_country: 'HK',
    account_number: '004-123456-001',
    beneficiary_name: 'HARBOUR TRADING LTD.',
    currency: 'HKD',
  },
  time_created: 1_767_225_600,
  time_closed: null,
  ...overrides,
});

/** The balance pages on account acct_a, live unless told, times in Shanghai. */
export const openBalance = (path: string, { live = true } = {}) => {
  window.localStorage.setItem('accountId', 'acct_a');
  window.localStorage.setItem('timezone', 'Asia/Shanghai');
  window.localStorage.setItem('livemode', live ? '1' : '0');
  return renderRoutes(
    [
      { path: '/accounts/:accountId/balance/transactions', Component: BalanceTransactionsPage },
      { path: '/accounts/:accountId/balance/transactions/:id', Component: BalanceTransactionPage },
      { path: '/accounts/:accountId/balance/settlements', Component: SettlementsPage },
      { path: '/accounts/:accountId/balance/settlements/:id', Component: SettlementPage },
      { path: '/accounts/:accountId/setting/withdrawal', Component: WithdrawalSettingPage },
    ],
    path,
  );
};
