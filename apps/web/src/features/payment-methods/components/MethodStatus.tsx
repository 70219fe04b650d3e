import { Flex } from 'antd';
import type { PaymentMethodRow } from '../api/get-payment-methods.ts';
import { MethodStatusSwitch } from './MethodStatusSwitch.tsx';
import { MethodStatusTag } from './MethodStatusTag.tsx';

export type MethodStatusProps = { accountId: string; method: PaymentMethodRow; canUpdate: boolean };

/** A method's status in this mode, with the switch that changes it for those who may (can_update). */
export const MethodStatus = ({ accountId, method, canUpdate }: MethodStatusProps) => (
  <Flex align="center" gap={8}>
    {canUpdate && <MethodStatusSwitch accountId={accountId} method={method} />}
    <MethodStatusTag method={method} />
  </Flex>
);
