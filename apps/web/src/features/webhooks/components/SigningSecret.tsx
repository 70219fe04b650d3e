import { EyeInvisibleOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import type { WebhookSecret } from '@paydeck/contract/webhooks';
import { Button, Flex, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { SecretField } from '../../../components/SecretField.tsx';
import type { Camelize } from '../../../lib/casing.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { WebhookEndpointRow } from '../api/get-webhook-endpoints.ts';
import { useRevealWebhookSecret } from '../api/reveal-webhook-secret.ts';

const RollSecretModal = lazy(() =>
  import('./RollSecretModal.tsx').then((module) => ({ default: module.RollSecretModal })),
);

export type SigningSecretProps = { accountId: string; endpoint: WebhookEndpointRow; canEdit: boolean };

/**
 * The endpoint's signing secret: hidden until asked for (each reveal is in the activity log), with
 * the previous one while a roll's overlap lasts. Rolling shows the new secret at once.
 */
export const SigningSecret = ({ accountId, endpoint, canEdit }: SigningSecretProps) => {
  const { t } = useTranslation('webhooks');
  const { token } = theme.useToken();
  const reveal = useRevealWebhookSecret();
  const [secret, setSecret] = useState<Camelize<WebhookSecret> | null>(null);
  const [rolling, setRolling] = useState(false);

  const show = () => reveal.mutate(endpoint.id, { onSuccess: setSecret });
  const hide = () => {
    setSecret(null);
    reveal.reset();
  };
  const secondary = { color: token.colorTextSecondary };
  const overlapEnd = secret?.timePreviousSecretExpires ?? endpoint.timeSecretRolledExpires;

  return (
    <DetailSection title={t('secret.title')} hint={t('secret.hint')}>
      <Flex vertical gap={16}>
        {secret && (
          <>
            <SecretField label={t('secret.current')} value={secret.secret} testId="signing-secret" />
            {secret.previousSecret && (
              <SecretField
                label={t('secret.previous')}
                value={secret.previousSecret}
                hint={t('secret.previousUntil', { time: formatDateTime(secret.timePreviousSecretExpires) })}
                testId="previous-signing-secret"
              />
            )}
          </>
        )}
        {!secret?.previousSecret && overlapEnd !== null && (
          <span style={secondary}>{t('secret.overlapUntil', { time: formatDateTime(overlapEnd) })}</span>
        )}
        {canEdit && (
          <Flex gap={8} align="center" wrap>
            {secret ? (
              <Button icon={<EyeInvisibleOutlined />} onClick={hide}>
                {t('secret.hide')}
              </Button>
            ) : (
              <Button icon={<EyeOutlined />} loading={reveal.isPending} onClick={show}>
                {t('secret.reveal')}
              </Button>
            )}
            <Button icon={<SyncOutlined />} onClick={() => setRolling(true)}>
              {t('roll.action')}
            </Button>
            <span style={secondary}>{t('secret.logged')}</span>
          </Flex>
        )}
      </Flex>
      <Suspense fallback={null}>
        {rolling && (
          <RollSecretModal
            accountId={accountId}
            endpointId={endpoint.id}
            onClose={() => setRolling(false)}
            onRolled={(rolled) => {
              setRolling(false);
              setSecret(rolled);
            }}
          />
        )}
      </Suspense>
    </DetailSection>
  );
};
