import { ExportOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { ModeTag } from '../../../components/ModeTag.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useAccess } from '../../../lib/access.ts';
import { serverPath } from '../../../lib/base-path.ts';
import { announce } from '../../../lib/feedback.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { useCreateApiKeys } from '../api/create-api-keys.ts';
import { type ApiKeyRow, useApiKeys } from '../api/get-api-keys.ts';
import { ApiKeysTable } from '../components/ApiKeysTable.tsx';
import { NoApiKeys } from '../components/NoApiKeys.tsx';
import type { RevealedKeys } from '../components/SecretKeyModal.tsx';

// The dialogs (radio, checkbox, modal) load when first needed, not with the page.
const RollKeyModal = lazy(() =>
  import('../components/RollKeyModal.tsx').then((module) => ({ default: module.RollKeyModal })),
);
const SecretKeyModal = lazy(() =>
  import('../components/SecretKeyModal.tsx').then((module) => ({ default: module.SecretKeyModal })),
);

/**
 * Spec §2 developers/api_keys: the current mode's publishable and secret key. Creating and rolling
 * follow the `api_keys` check's flags; a new secret is shown once, in a dialog that must be
 * acknowledged, and then only masked.
 */
export default function ApiKeysPage() {
  const { t } = useTranslation('developers');
  const { token } = theme.useToken();
  const accountId = useParams().accountId ?? '';
  const keys = useApiKeys(accountId);
  const create = useCreateApiKeys(accountId);
  const flags = useAccess().data?.api_keys.flags ?? {};
  const [rolling, setRolling] = useState<ApiKeyRow | null>(null);
  const [revealed, setRevealed] = useState<RevealedKeys | null>(null);

  const createKeys = () =>
    create.mutate(undefined, {
      onSuccess: (pair) => {
        const secret = pair.find((key) => key.type === 'secret');
        if (secret)
          setRevealed({
            reason: 'created',
            secret: secret.key,
            publishable: pair.find((key) => key.type === 'publishable')?.key,
          });
        announce((feedback) => feedback.message.success(t('apiKeys.created')));
      },
    });

  const afterRoll = (newSecret: RevealedKeys | null) => {
    setRolling(null);
    if (newSecret) setRevealed(newSecret);
    else announce((feedback) => feedback.message.success(t('roll.publishableRolled')));
  };

  // Forget the secret once it is acknowledged: it must not linger in memory or a cache.
  const closeSecret = () => {
    setRevealed(null);
    create.reset();
  };

  const list = keys.data?.list ?? [];
  const content = keys.isPending ? (
    <Skeleton active paragraph={{ rows: 3 }} />
  ) : keys.isError && !keys.data ? (
    <LoadFailed title={t('apiKeys.loadFailed')} error={keys.error} onRetry={() => void keys.refetch()} />
  ) : list.length === 0 ? (
    <NoApiKeys
      live={isLivemode()}
      canCreate={flags.can_add_api_key === true}
      creating={create.isPending}
      onCreate={createKeys}
    />
  ) : (
    <ApiKeysTable keys={list} loading={keys.isFetching} canRoll={flags.can_update === true} onRoll={setRolling} />
  );

  return (
    <>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={12}>
          <PageTitle>{t('apiKeys.title')}</PageTitle>
          <ModeTag />
        </Flex>
        <Button icon={<ExportOutlined />} href={serverPath('docs')} target="_blank" rel="noopener noreferrer">
          {t('apiKeys.docs')}
        </Button>
      </Flex>
      <p style={{ color: token.colorTextSecondary, margin: '8px 0 16px', maxWidth: 860 }}>{t('apiKeys.intro')}</p>
      {content}
      <Suspense fallback={null}>
        {rolling && (
          <RollKeyModal accountId={accountId} apiKey={rolling} onClose={() => setRolling(null)} onRolled={afterRoll} />
        )}
        {revealed && <SecretKeyModal revealed={revealed} onClose={closeSecret} />}
      </Suspense>
    </>
  );
}
