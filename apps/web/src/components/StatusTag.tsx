import { type StatusColour, statusColours } from '@paydeck/contract/payin-types';
import type { MandateStatus, SubscriptionStatus } from '@paydeck/contract/recurring-rules';
import { Tag } from 'antd';

/** antd's preset tag colours for the spec §4 ones. */
const tagColor: Record<StatusColour, string> = { amber: 'gold', green: 'green', red: 'red', grey: 'default' };

/**
 * Spec §4's colours of the recurring statuses the payin table has no word for: waiting is amber,
 * done well green, refused or unpaid red, ended grey (created, pending, failed and canceled keep
 * the payin colours).
 */
const recurringColours: Record<
  Exclude<MandateStatus | SubscriptionStatus, keyof typeof statusColours>,
  StatusColour
> = { succeeded: 'green', trialing: 'amber', active: 'green', completed: 'grey', incomplete: 'red' };

const colours: Record<TaggedStatus, StatusColour> = { ...statusColours, ...recurringColours };

export type TaggedStatus = keyof typeof statusColours | MandateStatus | SubscriptionStatus;

export type StatusTagProps = { status: TaggedStatus; label: string };

/**
 * A record's status in its spec §4 colour (from the contract), with its localized label: the
 * merchant's pages share one set of texts in `common` (`paymentStatus`, `refundStatus`,
 * `disputeStatus`, `mandateStatus`, `subscriptionStatus`); the payer's checkout passes its own
 * wording (`checkout:payerStatus`).
 */
export const StatusTag = ({ status, label }: StatusTagProps) => (
  <Tag color={tagColor[colours[status]]} data-status={status} style={{ marginInlineEnd: 0 }}>
    {label}
  </Tag>
);
