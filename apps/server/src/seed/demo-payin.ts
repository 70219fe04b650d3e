import type { PaymentStatus } from '@paydeck/contract/payin-types';
import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';
import { disputes, payments, refunds } from '../db/schema/payments.ts';
import { newId, randomBase62 } from '../lib/ids.ts';
import { dayMs } from '../lib/time.ts';
import { payinPostings } from '../modules/ledger/payin-postings.ts';
import { postBalanceTransaction } from '../modules/ledger/posting.service.ts';

type DemoPayment = {
  method: PaymentMethodId;
  currency: string;
  amount: number;
  status: PaymentStatus;
  paid?: number;
  daysAgo: number;
  reference: string;
  customer?: number;
  failureCode?: string;
};

const demoCustomers = [
  { firstName: 'Mei', lastName: 'Chan', email: 'mei.chan@example.com', phone: '+85291234567', country: 'HK' },
  { firstName: 'Wing', lastName: 'Lau', email: 'wing.lau@example.com', phone: '+85298765432', country: 'HK' },
  { firstName: 'Arjun', lastName: 'Mehta', email: 'arjun.mehta@example.com', phone: '+919812345678', country: 'IN' },
];

const demoPayments: DemoPayment[] = [
  { method: 'fps_hk', currency: 'HKD', amount: 48_000, status: 'paid', daysAgo: 1, reference: 'HL-1001', customer: 0 },
  {
    method: 'alipay_hk',
    currency: 'HKD',
    amount: 12_800,
    status: 'paid',
    daysAgo: 2,
    reference: 'HL-1002',
    customer: 1,
  },
  {
    method: 'fps_hk',
    currency: 'HKD',
    amount: 30_000,
    status: 'under_paid',
    paid: 25_000,
    daysAgo: 3,
    reference: 'HL-1003',
  },
  { method: 'upi_in', currency: 'INR', amount: 150_000, status: 'paid', daysAgo: 4, reference: 'HL-1004', customer: 2 },
  {
    method: 'alipay_hk',
    currency: 'HKD',
    amount: 8_800,
    status: 'failed',
    daysAgo: 5,
    reference: 'HL-1005',
    failureCode: 'insufficient_funds',
  },
  { method: 'fps_hk', currency: 'HKD', amount: 5_000, status: 'expired', daysAgo: 6, reference: 'HL-1006' },
  {
    method: 'fps_hk',
    currency: 'HKD',
    amount: 22_000,
    status: 'canceled',
    daysAgo: 7,
    reference: 'HL-1007',
    customer: 0,
  },
  { method: 'fps_hk', currency: 'HKD', amount: 66_000, status: 'paid', daysAgo: 8, reference: 'HL-1008', customer: 1 },
  { method: 'fps_hk', currency: 'HKD', amount: 9_900, status: 'created', daysAgo: 0, reference: 'HL-1009' },
];

/**
 * The HK account's test-mode pay-in: customers, payments in several statuses with their ledger
 * entries, a refund of HL-1001 and an open dispute on HL-1008, so every pay-in page has rows.
 */
export const insertDemoPayin = async (tx: Transaction, accountId: string) => {
  const at = (days: number) => new Date(Date.now() - days * dayMs);
  const customerIds = demoCustomers.map(() => newId('cus'));
  await tx.insert(customers).values(
    demoCustomers.map((customer, i) => ({
      accountId,
      id: customerIds[i] ?? newId('cus'),
      livemode: false,
      ...customer,
      timeCreated: at(30 - i),
      timeUpdated: at(30 - i),
    })),
  );
  const rows = demoPayments.map((demo) => {
    const definition = paymentMethodOf(demo.method);
    const paid = demo.status === 'paid' ? demo.amount : (demo.paid ?? 0);
    return {
      accountId,
      id: newId('pay'),
      livemode: false,
      method: demo.method,
      flow: definition.flow,
      status: demo.status,
      currency: demo.currency,
      amount: demo.amount,
      amountPaid: paid,
      reference: demo.reference,
      customerId: demo.customer === undefined ? null : (customerIds[demo.customer] ?? null),
      gatewayTransactionId: `sim_pay_${randomBase62(16)}`,
      checkoutToken: `chk_${randomBase62(32)}`,
      failureCode: demo.failureCode ?? null,
      failureMessage: demo.failureCode ? "The payer's account has insufficient funds." : null,
      timeCreated: at(demo.daysAgo),
      timePaid: paid > 0 ? new Date(at(demo.daysAgo).getTime() + 90_000) : null,
      timeExpired:
        demo.status === 'created' ? new Date(Date.now() + 3_600_000) : new Date(at(demo.daysAgo).getTime() + 3_600_000),
    };
  });
  await tx.insert(payments).values(rows);
  // Each entry is dated when its money moved, like the payments it belongs to (not at seed time).
  for (const row of rows.filter((payment) => payment.amountPaid > 0)) {
    await postBalanceTransaction(
      tx,
      payinPostings.paymentReceived(row, row.amountPaid, row.timePaid ?? row.timeCreated),
    );
  }
  const [refunded, , , , , , , disputed] = rows;
  if (!refunded || !disputed) return;
  const refund = { id: newId('re'), amount: 8_000, timeCreated: at(0.5) };
  await tx.insert(refunds).values({
    accountId,
    id: refund.id,
    livemode: false,
    paymentId: refunded.id,
    method: refunded.method,
    status: 'refunded',
    currency: refunded.currency,
    amount: refund.amount,
    description: 'One vase arrived broken',
    gatewayTransactionId: `sim_rf_${randomBase62(16)}`,
    timeCreated: refund.timeCreated,
    timeRefunded: at(0.49),
  });
  await tx.update(payments).set({ amountRefunded: refund.amount }).where(eq(payments.id, refunded.id));
  await postBalanceTransaction(tx, payinPostings.refundMade(refunded, refund, refund.timeCreated));
  const dispute = { id: newId('dp'), amount: disputed.amount, timeCreated: at(1) };
  await tx.insert(disputes).values({
    accountId,
    id: dispute.id,
    livemode: false,
    paymentId: disputed.id,
    method: disputed.method,
    type: 'chargeback',
    status: 'needs_response',
    reason: 'product_not_received',
    currency: disputed.currency,
    amount: dispute.amount,
    description: 'The payer says the order never arrived.',
    gatewayTransactionId: `sim_dp_${randomBase62(16)}`,
    timeCreated: dispute.timeCreated,
    timeExpired: new Date(dispute.timeCreated.getTime() + 7 * dayMs),
  });
  await tx.update(payments).set({ disputed: true }).where(eq(payments.id, disputed.id));
  await postBalanceTransaction(tx, payinPostings.disputeOpened(disputed, dispute, dispute.timeCreated));
};
