import { Alert, Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailPage } from '../../../components/DetailPage.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { RecordNotFound } from '../../../components/RecordNotFound.tsx';
import { useAccess } from '../../../lib/access.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { accountPath } from '../../../lib/paths.ts';
import { useDeletePayoutMethod } from '../api/delete-payout-method.ts';
import { usePayoutMethod } from '../api/get-payout-method.ts';
import { PayoutMethodFields } from '../components/PayoutMethodFields.tsx';

/**
 * Spec §2 payouts/payout_methods/{id}: every field, the payee linked, and Delete after a
 * confirmation (the `payout_method` check's delete flag); the server refuses while payouts on
 * it are in progress, and the dialog says so.
 */
export default function PayoutMethodPage() {
  const { t } = useTranslation('payouts');
  const { accountId = '', id = '' } = useParams();
  const navigate = useNavigate();
  const remove = useDeletePayoutMethod(accountId);
  // Not read again once deleted: the list is where the page goes.
  const query = usePayoutMethod(accountId, id, !remove.isPending && !remove.isSuccess);
  const canDelete = useAccess().data?.payout_method.flags.can_delete_payout_method === true;
  const [asking, setAsking] = useState(false);
  const list = accountPath(accountId, 'payoutMethods');
  const close = () => {
    setAsking(false);
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        announce((feedback) => feedback.message.success(t('methods.deleted')));
        void navigate(list);
      },
    });
  return (
    <DetailPage
      backTo={list}
      backLabel={t('methods.back')}
      title={t('methods.detailTitle')}
      recordId={id}
      mode
      extra={
        query.data &&
        canDelete && (
          <Button danger onClick={() => setAsking(true)}>
            {t('methods.delete')}
          </Button>
        )
      }
      query={query}
      notFound={
        <RecordNotFound
          testId="payout-method-not-found"
          title={t('methods.notFound')}
          hint={t('methods.notFoundHint')}
          backLabel={t('methods.back')}
        />
      }
      loadFailedTitle={t('methods.detailLoadFailed')}
    >
      {(method) => (
        <Flex vertical gap={16}>
          <DetailSection title={t('methods.overview')}>
            <PayoutMethodFields accountId={accountId} method={method} />
          </DetailSection>
          <Modal
            open={asking}
            title={t('methods.deleteTitle')}
            okText={t('methods.deleteOk')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            cancelText={t('actions.cancel', { ns: 'common' })}
            onOk={confirm}
            onCancel={close}
            maskClosable={false}
            destroyOnHidden
          >
            {remove.isError && (
              <Alert
                type="error"
                showIcon
                role="alert"
                data-testid="delete-method-error"
                title={t('methods.deleteFailed')}
                description={failureMessage(remove.error, t('methods.deleteFailedRetry'))}
                style={{ marginBottom: 16 }}
              />
            )}
            <p style={{ margin: 0 }}>
              {t('methods.deleteText', { method: t(`method.${method.method}`), account: method.account })}
            </p>
          </Modal>
        </Flex>
      )}
    </DetailPage>
  );
}
