import { z } from 'zod';
import { amountCeiling, currencies, settlementCurrencies } from './currencies.ts';
import { isE164 } from './customer-rules.ts';
import { customerAddress } from './customers.ts';
import { isValidEmail } from './email.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import type { FieldMessageKey } from './errors.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import { idParams, metadata, minorUnits, nullableTime, statusFilter, unixSeconds } from './payin-fields.ts';
import {
  entityTypes,
  type PayoutMethod,
  payerRequiredFields,
  payoutAccountProblem,
  payoutDescriptionMaxLength,
  payoutMethods,
  payoutPurposes,
  payoutStatuses,
  payoutTextMaxLength,
} from './payout-rules.ts';

export {
  type EntityType,
  entityTypes,
  type PayoutMethod,
  type PayoutPurpose,
  type PayoutStatus,
  payoutMethods,
  payoutPurposes,
  payoutStatuses,
} from './payout-rules.ts';

const text = (max = payoutTextMaxLength) => z.string().trim().max(max);
const optionalText = (max = payoutTextMaxLength) => text(max).nullable().optional();
// A refinement, not `.regex`: only custom issues carry the catalogue's message (bank-accounts.ts does the same).
const country = z
  .string()
  .refine((value) => /^[A-Z]{2}$/.test(value), { message: 'country_unknown' satisfies FieldMessageKey })
  .meta({ description: 'ISO 3166-1 alpha-2.', example: 'CN' });
const email = z
  .string()
  .trim()
  .refine(isValidEmail, { message: 'email_invalid' satisfies FieldMessageKey })
  .meta({ example: 'li.wei@example.com' });
const phone = z
  .string()
  .trim()
  .refine(isE164, { message: 'phone_e164' satisfies FieldMessageKey })
  .meta({ description: 'E.164: + country code and number, no spaces.', example: '+8613812345678' });
const required: FieldMessageKey = 'field_required';
const payoutMethod = z.enum(payoutMethods);

/** Fields a refinement requires, each reported on its own path with the same message. */
const requireFields = (value: Record<string, unknown>, fields: readonly string[], ctx: z.RefinementCtx) => {
  for (const field of fields) {
    const present = value[field];
    if (present === undefined || present === null || present === '') {
      ctx.addIssue({ code: 'custom', path: [field], message: required });
    }
  }
};

export const identityDocument = z
  .object({
    id: z.string().meta({ description: 'The file id; download it from this payer.' }),
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    time_created: unixSeconds,
  })
  .meta({ id: 'PayerIdentityDocument' });
export type IdentityDocument = z.output<typeof identityDocument>;

const addresses = z
  .object({
    residential: customerAddress.nullable(),
    registered: customerAddress.nullable(),
    business: customerAddress.nullable(),
  })
  .meta({ id: 'PayerAddresses' });

export const payerExample = {
  id: 'pyr_3Lq8Vb2Nx7Kd5Rt1Wz9Hc4Mf',
  object: 'payer',
  account_id: 'acct_8Jd3Kq7Vm2Xc5Rb9Lw1Tn4Hz',
  livemode: false,
  reference: 'supplier-0042',
  entity_type: 'individual',
  first_name: 'Wei',
  last_name: 'Li',
  nationality: 'CN',
  email: 'li.wei@example.com',
  phone: '+8613812345678',
  legal_name: null,
  tax_id: null,
  registration_country: null,
  description: 'Freelance translator',
  addresses: {
    residential: {
      country: 'CN',
      state: 'Guangdong',
      city: 'Shenzhen',
      line1: '1 Keyuan Road',
      line2: null,
      postal_code: '518057',
    },
    registered: null,
    business: null,
  },
  identity_documents: [],
  remittance_hkd: 0,
  identity_documents_required: false,
  time_created: 1767225600,
};

/** Spec §3 payer: who sends the money (an individual or a company), with identity documents. */
export const payer = z
  .object({
    id: z.string(),
    object: z.literal('payer'),
    account_id: z.string(),
    livemode: z.boolean(),
    reference: z.string().nullable(),
    entity_type: z.enum(entityTypes),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    nationality: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    legal_name: z.string().nullable(),
    tax_id: z.string().nullable(),
    registration_country: z.string().nullable(),
    description: z.string().nullable(),
    addresses,
    identity_documents: z.array(identityDocument),
    remittance_hkd: minorUnits.meta({
      description: 'What the payer has remitted (payouts not canceled or failed), in HKD at the rate table.',
    }),
    identity_documents_required: z.boolean().meta({
      description: 'Spec §9: true once remittance reaches HKD 8000; a payout then needs identity documents.',
    }),
    time_created: unixSeconds,
  })
  .meta({ id: 'Payer', example: payerExample });
export type Payer = z.output<typeof payer>;
export const payerEnvelope = envelope(payer);
export const payerListEnvelope = envelope(listPage(payer));

const partyFields = {
  livemode: livemodeBodyField,
  reference: optionalText(),
  entity_type: z.enum(entityTypes),
  first_name: optionalText(100),
  last_name: optionalText(100),
  nationality: country.nullable().optional(),
  email: email.nullable().optional(),
  phone: phone.nullable().optional(),
  description: optionalText(payoutDescriptionMaxLength),
};

/** Spec §5 payer: entity type; an individual's names and nationality, a company's legal details. */
export const payerBody = z
  .object({
    ...partyFields,
    legal_name: optionalText(),
    tax_id: optionalText(64),
    registration_country: country.nullable().optional(),
    addresses: z
      .object({
        residential: customerAddress.partial().nullable().optional(),
        registered: customerAddress.partial().nullable().optional(),
        business: customerAddress.partial().nullable().optional(),
      })
      .optional(),
  })
  .superRefine((value, ctx) => requireFields(value, payerRequiredFields[value.entity_type], ctx))
  .meta({
    id: 'PayerBody',
    example: {
      livemode: 0,
      entity_type: 'individual',
      first_name: 'Wei',
      last_name: 'Li',
      nationality: 'CN',
      email: 'li.wei@example.com',
      reference: 'supplier-0042',
    },
  });
export type PayerBody = z.input<typeof payerBody>;
export type PayerInput = z.output<typeof payerBody>;

const searchField = z.string().trim().max(255).optional().meta({ description: 'An exact id or reference.' });

export const payerListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  entity_type: z.enum(entityTypes).optional(),
  search: searchField,
});
export type PayerListQuery = z.infer<typeof payerListQuery>;
export const payerParams = idParams('pyr_3Lq8Vb2Nx7Kd5Rt1Wz9Hc4Mf');
export const identityDocumentParams = z.object({
  id: z.string().max(64).meta({ example: 'pyr_3Lq8Vb2Nx7Kd5Rt1Wz9Hc4Mf' }),
  file_id: z.string().max(64).meta({ example: 'file_6Rb1Xq8Lm3Vz9Kt2Wd5Hc7Np' }),
});

/** Spec §3 payee: who receives the money. */
export const payee = z
  .object({
    id: z.string(),
    object: z.literal('payee'),
    account_id: z.string(),
    livemode: z.boolean(),
    reference: z.string().nullable(),
    entity_type: z.enum(entityTypes),
    first_name: z.string(),
    last_name: z.string(),
    nationality: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    description: z.string().nullable(),
    time_created: unixSeconds,
  })
  .meta({
    id: 'Payee',
    example: {
      id: 'pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz',
      object: 'payee',
      account_id: 'acct_8Jd3Kq7Vm2Xc5Rb9Lw1Tn4Hz',
      livemode: false,
      reference: 'staff-017',
      entity_type: 'individual',
      first_name: 'Fang',
      last_name: 'Zhang',
      nationality: 'CN',
      email: 'zhang.fang@example.com',
      phone: '+8613912345678',
      description: null,
      time_created: 1767225600,
    },
  });
export type Payee = z.output<typeof payee>;
export const payeeEnvelope = envelope(payee);
export const payeeListEnvelope = envelope(listPage(payee));

/** Spec §5 payee: entity type, first name, last name and nationality required. */
export const payeeBody = z
  .object(partyFields)
  .superRefine((value, ctx) => requireFields(value, payerRequiredFields.individual, ctx))
  .meta({
    id: 'PayeeBody',
    example: {
      livemode: 0,
      entity_type: 'individual',
      first_name: 'Fang',
      last_name: 'Zhang',
      nationality: 'CN',
      phone: '+8613912345678',
    },
  });
export type PayeeBody = z.input<typeof payeeBody>;
export type PayeeInput = z.output<typeof payeeBody>;
export const payeeListQuery = payerListQuery;
export type PayeeListQuery = PayerListQuery;
export const payeeParams = idParams('pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz');

/** Spec §3 payout method: a payee's account at a method (the `alipay_cn` example). */
export const payoutMethodRecord = z
  .object({
    id: z.string(),
    object: z.literal('payout_method'),
    livemode: z.boolean(),
    method: payoutMethod,
    account: z.string().meta({ description: 'An email address or an E.164 phone number, as the method takes.' }),
    payee_id: z.string(),
    payee_name: z.string(),
    details: z.record(z.string(), z.string()),
    description: z.string().nullable(),
    time_created: unixSeconds,
  })
  .meta({
    id: 'PayoutMethod',
    example: {
      id: 'pm_2Xc7Rb1Lw9Tn4Jz5Hd2Kq8Vm',
      object: 'payout_method',
      livemode: false,
      method: 'alipay_cn',
      account: 'zhang.fang@example.com',
      payee_id: 'pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz',
      payee_name: 'Fang Zhang',
      details: {},
      description: 'Alipay wallet',
      time_created: 1767225600,
    },
  });
export type PayoutMethodRecord = z.output<typeof payoutMethodRecord>;
export const payoutMethodEnvelope = envelope(payoutMethodRecord);
export const payoutMethodListEnvelope = envelope(listPage(payoutMethodRecord));

/** Spec §5 payout method: method and account required; the account as the method takes it. */
export const payoutMethodBody = z
  .object({
    livemode: livemodeBodyField,
    payee_id: z.string().min(1).max(64),
    method: payoutMethod,
    account: z.string().trim().max(254),
    details: z.record(z.string().min(1).max(40), z.string().max(255)).optional(),
    description: optionalText(payoutDescriptionMaxLength),
  })
  .superRefine((value, ctx) => {
    const problem = payoutAccountProblem(value.method as PayoutMethod, value.account);
    if (problem) ctx.addIssue({ code: 'custom', path: ['account'], message: problem });
  })
  .meta({
    id: 'PayoutMethodBody',
    example: {
      livemode: 0,
      payee_id: 'pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz',
      method: 'alipay_cn',
      account: 'zhang.fang@example.com',
    },
  });
export type PayoutMethodBody = z.input<typeof payoutMethodBody>;
export type PayoutMethodInput = z.output<typeof payoutMethodBody>;
export const payoutMethodListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  method: payoutMethod.optional(),
  payee_id: z.string().max(64).optional(),
});
export type PayoutMethodListQuery = z.infer<typeof payoutMethodListQuery>;
export const payoutMethodParams = idParams('pm_2Xc7Rb1Lw9Tn4Jz5Hd2Kq8Vm');

export const payoutExample = {
  id: 'po_7Nq2Lm5Rt8Wz1Yc4Hd9Kx3Vb',
  object: 'payout',
  livemode: false,
  reference: 'salary-2026-11-017',
  payer_id: 'pyr_3Lq8Vb2Nx7Kd5Rt1Wz9Hc4Mf',
  payee_id: 'pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz',
  payout_method_id: 'pm_2Xc7Rb1Lw9Tn4Jz5Hd2Kq8Vm',
  method: 'alipay_cn',
  currency: 'HKD',
  amount: 500_000,
  fee: 11_000,
  currency_local: 'CNY',
  amount_local: 457_500,
  exchange_rate: '0.915',
  purpose: 'salary',
  status: 'pending',
  failure_code: null,
  failure_message: null,
  description: 'November salary',
  metadata: {},
  verification: null,
  time_created: 1767225600,
  time_succeeded: null,
};

/** Spec §3 payout: money sent from the balance to a payee's payout method. */
export const payout = z
  .object({
    id: z.string(),
    object: z.literal('payout'),
    livemode: z.boolean(),
    reference: z.string().nullable(),
    payer_id: z.string(),
    payee_id: z.string(),
    payout_method_id: z.string(),
    method: payoutMethod,
    currency: z.enum(settlementCurrencies).meta({ description: 'The balance it is paid from.' }),
    amount: minorUnits,
    fee: minorUnits.meta({ description: "The method's fee on the local amount, in the payout currency." }),
    currency_local: z.enum(currencies as [string, ...string[]]).meta({ description: 'What the payee receives.' }),
    amount_local: minorUnits,
    exchange_rate: z.string().meta({ description: 'currency → currency_local, from the rate table.' }),
    purpose: z.enum(payoutPurposes),
    status: z.enum(payoutStatuses),
    failure_code: z.string().nullable(),
    failure_message: z.string().nullable(),
    description: z.string().nullable(),
    metadata,
    verification: z
      .object({
        channel: z.enum(['totp', 'email']).meta({ description: 'An authenticator code, or a code emailed.' }),
        locked_until: nullableTime,
      })
      .nullable()
      .meta({ description: 'While waiting_action: how the payout is verified.' }),
    time_created: unixSeconds,
    time_succeeded: nullableTime,
  })
  .meta({ id: 'Payout', example: payoutExample });
export type Payout = z.output<typeof payout>;
export const payoutEnvelope = envelope(payout);
export const payoutListEnvelope = envelope(listPage(payout));

/** Spec §5 payout: payer, payee, payout method, amount, currency and purpose required. */
export const payoutBody = z
  .object({
    livemode: livemodeBodyField,
    payer_id: z.string().min(1).max(64),
    payee_id: z.string().min(1).max(64),
    payout_method_id: z.string().min(1).max(64),
    currency: z.enum(settlementCurrencies),
    amount: z.number().int().min(1).max(amountCeiling).meta({ example: 500_000 }),
    purpose: z.enum(payoutPurposes),
    reference: optionalText(),
    description: optionalText(payoutDescriptionMaxLength),
    metadata: metadata.optional(),
  })
  .meta({
    id: 'PayoutBody',
    example: {
      livemode: 0,
      payer_id: 'pyr_3Lq8Vb2Nx7Kd5Rt1Wz9Hc4Mf',
      payee_id: 'pye_5Hd2Kq8Vm3Xc7Rb1Lw9Tn4Jz',
      payout_method_id: 'pm_2Xc7Rb1Lw9Tn4Jz5Hd2Kq8Vm',
      currency: 'HKD',
      amount: 500_000,
      purpose: 'salary',
      reference: 'salary-2026-11-017',
    },
  });
export type PayoutBody = z.input<typeof payoutBody>;
export type PayoutInput = z.output<typeof payoutBody>;

export const payoutListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  status: statusFilter(payoutStatuses),
  method: payoutMethod.optional(),
  purpose: z.enum(payoutPurposes).optional(),
  currency: z.enum(settlementCurrencies).optional(),
  payer_id: z.string().max(64).optional(),
  payee_id: z.string().max(64).optional(),
  search: searchField,
});
export type PayoutListQuery = z.infer<typeof payoutListQuery>;
export const payoutParams = idParams('po_7Nq2Lm5Rt8Wz1Yc4Hd9Kx3Vb');
export const payoutActionBody = z.object({ livemode: livemodeBodyField }).meta({ id: 'PayoutActionBody' });

/** What a payout would deliver and cost now, for the confirmation before money moves. */
export const payoutQuoteQuery = merchantApiQuery.extend({
  payout_method_id: z.string().min(1).max(64),
  currency: z.enum(settlementCurrencies),
  amount: z.coerce.number().int().min(1).max(amountCeiling),
});
export type PayoutQuoteQuery = z.infer<typeof payoutQuoteQuery>;
export const payoutQuoteRecord = z
  .object({
    object: z.literal('payout_quote'),
    method: payoutMethod,
    currency: z.enum(settlementCurrencies),
    amount: minorUnits,
    fee: minorUnits,
    total: minorUnits.meta({ description: 'amount + fee: what leaves the available balance.' }),
    currency_local: z.enum(currencies as [string, ...string[]]),
    amount_local: minorUnits,
    exchange_rate: z.string(),
    verification_required: z.boolean().meta({ description: "At or above the account's verification threshold." }),
  })
  .meta({
    id: 'PayoutQuote',
    example: {
      object: 'payout_quote',
      method: 'alipay_cn',
      currency: 'HKD',
      amount: 100_000,
      fee: 2_200,
      total: 102_200,
      currency_local: 'CNY',
      amount_local: 92_754,
      exchange_rate: '0.927536256',
      verification_required: false,
    },
  });
export type PayoutQuoteRecord = z.output<typeof payoutQuoteRecord>;
export const payoutQuoteEnvelope = envelope(payoutQuoteRecord);

/** Verifies a waiting payout with the user's authenticator code, or the code emailed to them. */
export const payoutVerifyBody = z
  .object({
    livemode: livemodeBodyField,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: 'verification_code_format' satisfies FieldMessageKey }),
  })
  .meta({ id: 'PayoutVerifyBody', example: { livemode: 0, code: '492039' } });
export type PayoutVerifyBody = z.input<typeof payoutVerifyBody>;

/** Test mode: the simulated processor answers a pending payout. */
export const payoutSimulateBody = z
  .object({
    livemode: livemodeBodyField,
    outcome: z.enum(['succeeded', 'failed', 'needs_action']),
    failure_code: z.string().trim().min(1).max(64).optional().meta({ example: 'account_closed' }),
    failure_message: z.string().trim().min(1).max(255).optional(),
  })
  .meta({ id: 'PayoutSimulateBody', example: { livemode: 0, outcome: 'succeeded' } });
export type PayoutSimulateBody = z.input<typeof payoutSimulateBody>;
