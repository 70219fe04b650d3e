import { z } from 'zod';
import { amountCeiling } from './currencies.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { livemodeBodyField, merchantApiQuery } from './merchant-api.ts';
import {
  currencyCode,
  idParams,
  minorUnits,
  nullableTime,
  paymentMethodId,
  statusFilter,
  unixSeconds,
} from './payin-fields.ts';
import {
  disputeCloseReasons,
  disputeDescriptionMaxLength,
  disputeEvidenceMaxFiles,
  disputeEvidenceTextMaxLength,
  disputeReasons,
  disputeResponseDays,
  disputeStatuses,
  disputeTypes,
} from './payin-types.ts';

export const evidenceFile = z
  .object({ id: z.string(), filename: z.string(), content_type: z.string(), size: z.number().int() })
  .meta({ id: 'EvidenceFile' });

/** Spec §3 dispute, with the merchant's evidence once submitted. */
export const dispute = z
  .object({
    id: z.string(),
    object: z.literal('dispute'),
    livemode: z.boolean(),
    payment_id: z.string(),
    payment_method: paymentMethodId,
    type: z.enum(disputeTypes).meta({ description: 'A chargeback withdraws the amount when it opens.' }),
    status: z.enum(disputeStatuses),
    reason: z.enum(disputeReasons),
    currency: currencyCode,
    amount: minorUnits,
    description: z.string().nullable(),
    gateway_transaction_id: z.string().nullable(),
    close_reason: z.enum(disputeCloseReasons).nullable(),
    evidence: z.object({ text: z.string(), files: z.array(evidenceFile), time_submitted: unixSeconds }).nullable(),
    time_created: unixSeconds,
    time_expired: unixSeconds.meta({
      description: `The response deadline (${disputeResponseDays} days after opening): unanswered by then, the dispute is lost.`,
    }),
    time_closed: nullableTime,
  })
  .meta({
    id: 'Dispute',
    example: {
      id: 'dp_2Wc9Hk4Nx7Rq1Lt5Vb8Zm3Yd',
      object: 'dispute',
      livemode: false,
      payment_id: 'pay_9Kx3Vb7Nq2Lm5Rt8Wz1Yc4Hd',
      payment_method: 'fps_hk',
      type: 'chargeback',
      status: 'needs_response',
      reason: 'product_not_received',
      currency: 'HKD',
      amount: 25000,
      description: 'The payer says the parcel never arrived.',
      gateway_transaction_id: 'sim_dp_8Kd2Lq5Wx1Zc',
      close_reason: null,
      evidence: null,
      time_created: 1767225600,
      time_expired: 1767830400,
      time_closed: null,
    },
  });
export type Dispute = z.output<typeof dispute>;
export const disputeEnvelope = envelope(dispute);
export const disputeListEnvelope = envelope(listPage(dispute));

export const disputeListQuery = merchantApiQuery.extend({
  ...listQuery.shape,
  status: statusFilter(disputeStatuses),
  reason: statusFilter(disputeReasons),
  payment_id: z.string().max(64).optional(),
});
export type DisputeListQuery = z.infer<typeof disputeListQuery>;
export const disputeParams = idParams('dp_2Wc9Hk4Nx7Rq1Lt5Vb8Zm3Yd');

/** Test mode: the payer disputes a paid payment. */
export const disputeCreateBody = z
  .object({
    livemode: livemodeBodyField,
    reason: z.enum(disputeReasons),
    amount: z.number().int().positive().max(amountCeiling).optional().meta({
      description: 'Minor units; defaults to everything not yet refunded, and can be no more.',
    }),
    description: z.string().trim().max(disputeDescriptionMaxLength).nullable().optional(),
  })
  .meta({ id: 'DisputeCreateBody', example: { livemode: 0, reason: 'product_not_received' } });
export type DisputeCreateBody = z.input<typeof disputeCreateBody>;

export const disputeActionBody = z.object({ livemode: livemodeBodyField }).meta({ id: 'DisputeActionBody' });

export const disputeEvidenceBody = z
  .object({
    livemode: livemodeBodyField,
    text: z.string().trim().min(1).max(disputeEvidenceTextMaxLength),
    files: z
      .array(z.string().max(64))
      .max(disputeEvidenceMaxFiles)
      .optional()
      .meta({
        description: `Ids of files uploaded with POST /api/files (purpose dispute_evidence), at most ${disputeEvidenceMaxFiles}.`,
      }),
  })
  .meta({
    id: 'DisputeEvidenceBody',
    example: { livemode: 0, text: 'Tracking shows delivery on 3 January, signed by the payer.', files: [] },
  });
export type DisputeEvidenceBody = z.input<typeof disputeEvidenceBody>;

/** Test mode: the simulated gateway decides a dispute. */
export const disputeSimulateBody = z
  .object({
    livemode: livemodeBodyField,
    outcome: z.enum(['won', 'lost', 'resolved']).meta({
      description: 'won or lost decide an answered dispute; resolved: the payer withdrew it (either open status).',
    }),
  })
  .meta({ id: 'DisputeSimulateBody', example: { livemode: 0, outcome: 'won' } });
export type DisputeSimulateBody = z.input<typeof disputeSimulateBody>;
