import { renderRoutes } from '../../../test/render.tsx';
import MandateSigningPage from '../pages/mandate-signing.page.tsx';

/** A test mandate for Alipay, awaiting the customer's answer. */
export const signable = {
  id: 'mdt_1',
  object: 'mandate_signing',
  livemode: false,
  merchant_name: 'Harbour Lane Trading Ltd',
  account_name: 'Harbour Lane HK',
  status: 'created',
  payment_method: 'alipay_cn',
  payment_method_name: 'Alipay',
  reference: 'plan-gold-10042',
  failure_message: null,
  // 2026-01-01 00:00:00 UTC.
  time_created: 1_767_225_600,
};

/** The customer's page of mdt_1 with its token. */
export const openMandate = (path = '/mandate/mdt_1?token=sig_1') =>
  renderRoutes([{ path: '/mandate/:id', Component: MandateSigningPage }], path);
