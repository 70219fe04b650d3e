import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { DisputeRow } from '../api/get-disputes.ts';

// The dialogs (form, text area, file picker) load when first opened, not with the page.
const EvidenceModal = lazy(() => import('./EvidenceModal.tsx').then((module) => ({ default: module.EvidenceModal })));
const AcceptDisputeModal = lazy(() =>
  import('./AcceptDisputeModal.tsx').then((module) => ({ default: module.AcceptDisputeModal })),
);

export type DisputeResponseProps = { accountId: string; dispute: DisputeRow };

/** A dispute needing a response: answer it with evidence, or accept it. */
export const DisputeResponse = ({ accountId, dispute }: DisputeResponseProps) => {
  const { t } = useTranslation('disputes');
  const [open, setOpen] = useState<'evidence' | 'accept' | null>(null);
  const close = () => setOpen(null);
  return (
    <DetailSection
      title={t('respond.title')}
      hint={t('respond.hint', { deadline: formatDateTime(dispute.timeExpired) })}
    >
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => setOpen('evidence')}>
          {t('respond.evidence')}
        </Button>
        <Button danger onClick={() => setOpen('accept')}>
          {t('respond.accept')}
        </Button>
      </Flex>
      <Suspense fallback={null}>
        {open === 'evidence' && <EvidenceModal accountId={accountId} dispute={dispute} onClose={close} />}
        {open === 'accept' && <AcceptDisputeModal accountId={accountId} dispute={dispute} onClose={close} />}
      </Suspense>
    </DetailSection>
  );
};
