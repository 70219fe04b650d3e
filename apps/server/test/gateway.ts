import type { Database } from '../src/db/client.ts';
import { type Gateway, simulatorGateway } from '../src/modules/payments/gateway.ts';
import { createTestApp } from './app.ts';
import { createTestDatabase } from './database.ts';

/** The database with its open `transaction()` calls counted (savepoints inside them are part of them). */
export const countingTransactions = (db: Database) => {
  let open = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return async (...args: Parameters<Database['transaction']>) => {
          open += 1;
          try {
            return await target.transaction(...args);
          } finally {
            open -= 1;
          }
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted, open: () => open };
};

export type GatewayCall = { method: keyof Gateway; id: string; inTransaction: boolean };

/**
 * The simulator, watched: every call is logged with the object's id and whether a database
 * transaction was open at that moment; while `failing` is set every call throws, as a processor
 * that is down.
 */
export const watchedGateway = (openTransactions: () => number) => {
  const calls: GatewayCall[] = [];
  const state = { failing: false };
  const called = (method: keyof Gateway, id: string) => {
    calls.push({ method, id, inTransaction: openTransactions() > 0 });
    if (state.failing) throw new Error('processor unavailable');
  };
  const gateway: Gateway = {
    openPayment: async (payment) => {
      called('openPayment', payment.id);
      return simulatorGateway.openPayment(payment);
    },
    chargeMandate: async (charge) => {
      called('chargeMandate', charge.id);
      return simulatorGateway.chargeMandate(charge);
    },
    submitRefund: async (refund) => {
      called('submitRefund', refund.id);
      return simulatorGateway.submitRefund(refund);
    },
    refundOutcome: async (refund) => {
      called('refundOutcome', refund.id);
      return simulatorGateway.refundOutcome(refund);
    },
    openDispute: async (dispute) => {
      called('openDispute', dispute.id);
      return simulatorGateway.openDispute(dispute);
    },
    submitPayout: async (payout) => {
      called('submitPayout', payout.id);
      return simulatorGateway.submitPayout(payout);
    },
  };
  /** The calls made for one object, by method. */
  const callsFor = (id: string) => calls.filter((call) => call.id === id).map((call) => call.method);
  return { gateway, calls, callsFor, state };
};

/** The app on a database whose transactions are counted, with the watched simulator as both modes' processor. */
export const createWatchedGatewayApp = async () => {
  const database = await createTestDatabase();
  const transactions = countingTransactions(database.db);
  const watched = watchedGateway(transactions.open);
  const t = await createTestApp({
    database: { ...database, db: transactions.db },
    gatewayFor: () => watched.gateway,
  });
  return {
    t,
    watched,
    close: async () => {
      await t.close();
      await database.destroy();
    },
  };
};
