import { type StatusColour, statusColours } from '@paydeck/contract/payin-types';
import { Tag } from 'antd';

/** antd's preset tag colours for the spec §4 ones. */
const tagColor: Record<StatusColour, string> = { amber: 'gold', green: 'green', red: 'red', grey: 'default' };

export type StatusTagProps = { status: keyof typeof statusColours; label: string };

/**
 * A record's status in its spec §4 colour (from the contract), with its localized label: the
 * merchant's pages share one set of texts in `common` (`paymentStatus`, `refundStatus`,
 * `disputeStatus`, `mandateStatus`, `subscriptionStatus`); the payer's checkout passes its own wording (`checkout:payerStatus`).
 */
export const StatusTag = ({ status, label }: StatusTagProps) => (
  <Tag color={tagColor[statusColours[status]]} data-status={status} style={{ marginInlineEnd: 0 }}>
    {label}
  </Tag>
);
