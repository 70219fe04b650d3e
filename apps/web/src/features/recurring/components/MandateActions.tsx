import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../lib/access.ts';
import { announce } from '../../../lib/feedback.ts';
import { useCancelMandate } from '../api/cancel-mandate.ts';
import type { MandateRecord } from '../api/get-mandate.ts';
import { CancelButton } from './CancelButton.tsx';
import { isMandateCancelable } from './subscription-rules.ts';

export type MandateActionsProps = { accountId: string; mandate: MandateRecord };

/** "Cancel mandate" with cancel_mandate while it has not ended; its subscriptions end with it. */
export const MandateActions = ({ accountId, mandate }: MandateActionsProps) => {
  const { t } = useTranslation('recurring');
  const canCancel = useAccess().data?.mandate.flags.can_cancel_mandate === true;
  const cancel = useCancelMandate(accountId);
  if (!canCancel || !isMandateCancelable(mandate.status)) return null;
  // A refusal is announced by the error policy; the confirmation just closes.
  const confirm = () =>
    cancel.mutateAsync(mandate.id).then(
      () => announce((feedback) => feedback.message.success(t('mandate.cancel.done'))),
      () => undefined,
    );
  return (
    <CancelButton
      label={t('mandate.cancel.action')}
      title={t('mandate.cancel.title')}
      description={t('mandate.cancel.description')}
      confirm={t('mandate.cancel.confirm')}
      keep={t('mandate.cancel.keep')}
      pending={cancel.isPending}
      onConfirm={confirm}
    />
  );
};
