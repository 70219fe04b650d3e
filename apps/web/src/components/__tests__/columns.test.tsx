import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { storage } from '../../lib/storage.ts';
import { timeColumn } from '../columns.ts';
import { idColumn, moneyColumn, statusColumn } from '../record-columns.tsx';
import { ServerTable } from '../ServerTable.tsx';

type Row = {
  id: string;
  paymentId: string | null;
  amount: number;
  currency: string;
  status: 'pending' | 'refunded' | 'failed';
  timeCreated: number;
};

const rows: Row[] = [
  { id: 're_1', paymentId: 'pay_1', amount: 123456, currency: 'HKD', status: 'refunded', timeCreated: 1767225600 },
  { id: 're_2', paymentId: null, amount: 5, currency: 'USD', status: 'failed', timeCreated: 1767225600 },
];

const renderRows = () =>
  render(
    <Providers>
      <MemoryRouter>
        <ServerTable<Row>
          columns={[
            idColumn('Refund', { accountId: 'acct_1', page: 'refunds', id: (row) => row.id }),
            idColumn('Payment', { accountId: 'acct_1', page: 'payments', id: (row) => row.paymentId }, { key: 'pay' }),
            moneyColumn('Amount'),
            statusColumn('Status', 'refund'),
            timeColumn('Created', (row) => row.timeCreated),
          ]}
          page={{ list: rows, total: 2 }}
          loading={false}
          paging={{ current: 1, pageSize: 20 }}
          onPage={() => undefined}
          empty="None"
        />
      </MemoryRouter>
    </Providers>,
  );

const rowOf = (id: string) => within(screen.getByText(id).closest('tr') as HTMLElement);

describe('list column helpers', () => {
  it("link each id to its record's page in code type, and leave a missing id empty", () => {
    renderRows();
    const link = rowOf('re_1').getByRole('link', { name: 're_1' });
    expect(link.getAttribute('href')).toBe('/accounts/acct_1/transaction/refunds/re_1');
    expect(link.querySelector('code')).toBeTruthy();
    expect(rowOf('re_1').getByRole('link', { name: 'pay_1' }).getAttribute('href')).toBe(
      '/accounts/acct_1/transaction/payments/pay_1',
    );
    expect(rowOf('re_2').getAllByRole('link')).toHaveLength(1);
  });

  it('show money in its currency right-aligned, the status in its words and colour, the time in the user zone', () => {
    storage.set('timezone', 'Asia/Hong_Kong');
    renderRows();
    const amount = rowOf('re_1').getByText('HKD 1,234.56');
    expect(amount.closest('td')?.style.textAlign).toBe('right');
    expect(rowOf('re_1').getByText('Refunded').closest('[data-status]')?.getAttribute('data-status')).toBe('refunded');
    expect(rowOf('re_2').getByText('Failed')).toBeTruthy();
    expect(rowOf('re_1').getByText('2026-01-01 08:00:00')).toBeTruthy();
  });
});
