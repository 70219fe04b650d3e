import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useAccess } from '../../../lib/access.ts';
import { announce } from '../../../lib/feedback.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useCancelMandate } from '../api/cancel-mandate.ts';
import type { MandateRecord } from '../api/get-mandate.ts';
import { CancelButton } from './CancelButton.tsx';
import { isMandateCancelable } from './subscription-rules.ts';

export type MandateActionsProps = { accountId: string; mandate: MandateRecord };

/**
 * "Create subscription" on a signed mandate with add_subscription, and "Cancel mandate" with
 * cancel_mandate while it has not ended (its subscriptions end with it).
 */
export const MandateActions = ({ accountId, mandate }: MandateActionsProps) => {
  const { t } = useTranslation('recurring');
  const flags = useAccess().data;
  const canCancel = flags?.mandate.flags.can_cancel_mandate === true && isMandateCancelable(mandate.status);
  const canSubscribe = flags?.subscription.flags.can_add_subscription === true && mandate.status === 'succeeded';
  const cancel = useCancelMandate(accountId);
  if (!canCancel && !canSubscribe) return null;
  // A refusal is announced by the error policy; the confirmation just closes.
  const confirm = () =>
    cancel.mutateAsync(mandate.id).then(
      () => announce((feedback) => feedback.message.success(t('mandate.cancel.done'))),
      () => undefined,
    );
  const query = new URLSearchParams({ customer: mandate.customerId, mandate: mandate.id });
  return (
    <Flex gap={8} wrap>
      {canSubscribe && (
        <LinkButton to={`${accountPath(accountId, 'subscriptions')}/create?${query.toString()}`}>
          {t('subscriptions.create')}
        </LinkButton>
      )}
      {canCancel && (
        <CancelButton
          label={t('mandate.cancel.action')}
          title={t('mandate.cancel.title')}
          description={t('mandate.cancel.description')}
          confirm={t('mandate.cancel.confirm')}
          keep={t('mandate.cancel.keep')}
          pending={cancel.isPending}
          onConfirm={confirm}
        />
      )}
    </Flex>
  );
};
