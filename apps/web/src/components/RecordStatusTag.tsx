import type { DisputeStatus, PaymentStatus, RefundStatus } from '@paydeck/contract/payin-types';
import type { MandateStatus, SubscriptionStatus } from '@paydeck/contract/recurring-rules';
import { useTranslation } from 'react-i18next';
import { StatusTag } from './StatusTag.tsx';

/** The statuses of the records a merchant's pages show, by kind of record. */
export type RecordStatuses = {
  payment: PaymentStatus;
  refund: RefundStatus;
  dispute: DisputeStatus;
  mandate: MandateStatus;
  subscription: SubscriptionStatus;
};
export type RecordKind = keyof RecordStatuses;

export type RecordStatusTagProps<K extends RecordKind> = { kind: K; status: RecordStatuses[K] };

/** A payment's, refund's, dispute's, mandate's or subscription's status with the merchant's wording (`common`'s texts of its kind). */
export const RecordStatusTag = <K extends RecordKind>({ kind, status }: RecordStatusTagProps<K>) => {
  const { t } = useTranslation();
  const labels: { [Kind in RecordKind]: (status: RecordStatuses[Kind]) => string } = {
    payment: (value) => t(`paymentStatus.${value}`),
    refund: (value) => t(`refundStatus.${value}`),
    dispute: (value) => t(`disputeStatus.${value}`),
    mandate: (value) => t(`mandateStatus.${value}`),
    subscription: (value) => t(`subscriptionStatus.${value}`),
  };
  return <StatusTag status={status} label={labels[kind](status)} />;
};
