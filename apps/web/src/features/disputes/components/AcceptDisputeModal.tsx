import { Alert, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { moneyText } from '../../../lib/money.ts';
import { useAcceptDispute } from '../api/accept-dispute.ts';
import type { DisputeRow } from '../api/get-disputes.ts';

export type AcceptDisputeModalProps = { accountId: string; dispute: DisputeRow; onClose: () => void };

/** Accepting gives the money up for good: the dialog says how much, and its danger button is the confirmation. */
export const AcceptDisputeModal = ({ accountId, dispute, onClose }: AcceptDisputeModalProps) => {
  const { t } = useTranslation('disputes');
  const accept = useAcceptDispute(accountId);
  const submit = () =>
    accept.mutate(dispute.id, {
      onSuccess: () => {
        announce((feedback) => feedback.message.success(t('accept.done')));
        onClose();
      },
    });
  return (
    <Modal
      open
      title={t('accept.title')}
      okText={t('accept.submit')}
      okButtonProps={{ danger: true, loading: accept.isPending }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={submit}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <Alert
          type="warning"
          showIcon
          title={t('accept.warning', { amount: moneyText(dispute.amount, dispute.currency) })}
        />
        <p style={{ margin: 0 }}>{t('accept.intro')}</p>
        {accept.isError && <Alert type="error" showIcon title={failureMessage(accept.error, t('accept.failed'))} />}
      </Flex>
    </Modal>
  );
};
