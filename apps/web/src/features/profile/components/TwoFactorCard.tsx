import { Button, Card, Flex, Tag } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRecoveryCodeStatus } from '../api/recovery-codes.ts';

// The dialogs (antd's Modal, the QR code, the code fields) load when one is opened.
const EnableMfaModal = lazy(() =>
  import('./EnableMfaModal.tsx').then((module) => ({ default: module.EnableMfaModal })),
);
const DisableMfaModal = lazy(() =>
  import('./DisableMfaModal.tsx').then((module) => ({ default: module.DisableMfaModal })),
);
const RegenerateCodesModal = lazy(() =>
  import('./RegenerateCodesModal.tsx').then((module) => ({ default: module.RegenerateCodesModal })),
);

export type TwoFactorCardProps = { enabled: boolean; email: string };

/** The anchor the 2FA reminder links to (/profile?tab=profile#two-factor). */
export const twoFactorAnchor = 'two-factor';

/** Fewer than this many recovery codes left: the card suggests new ones. */
const lowCodes = 3;

export const TwoFactorCard = ({ enabled, email }: TwoFactorCardProps) => {
  const { t } = useTranslation('profile');
  const [dialog, setDialog] = useState<'enable' | 'disable' | 'regenerate' | null>(null);
  const codes = useRecoveryCodeStatus(enabled);
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (location.hash === `#${twoFactorAnchor}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  const close = () => setDialog(null);
  const remaining = codes.data?.remaining;

  return (
    <div ref={ref} id={twoFactorAnchor} style={{ scrollMarginTop: 24 }}>
      <Card title={t('mfa.title')} extra={enabled ? <Tag color="green">{t('mfa.on')}</Tag> : <Tag>{t('mfa.off')}</Tag>}>
        <Flex justify="space-between" align="center" gap="middle" wrap>
          <div style={{ maxWidth: 640 }}>
            <p style={{ margin: 0 }}>{enabled ? t('mfa.onHint') : t('mfa.offHint')}</p>
            {enabled && remaining !== undefined && (
              <p style={{ margin: '8px 0 0' }} data-testid="recovery-codes-left">
                {t('mfa.codesLeft', { count: remaining })}
                {remaining < lowCodes && (
                  <Tag color="orange" style={{ marginInlineStart: 8 }}>
                    {t('mfa.codesLow')}
                  </Tag>
                )}
              </p>
            )}
          </div>
          {enabled ? (
            <Flex gap="small" wrap>
              <Button onClick={() => setDialog('regenerate')}>{t('mfa.regenerate')}</Button>
              <Button danger onClick={() => setDialog('disable')}>
                {t('mfa.disable')}
              </Button>
            </Flex>
          ) : (
            <Button type="primary" onClick={() => setDialog('enable')}>
              {t('mfa.enable')}
            </Button>
          )}
        </Flex>
      </Card>
      <Suspense fallback={null}>
        {dialog === 'enable' && <EnableMfaModal email={email} onClose={close} />}
        {dialog === 'disable' && <DisableMfaModal onClose={close} />}
        {dialog === 'regenerate' && <RegenerateCodesModal email={email} onClose={close} />}
      </Suspense>
    </div>
  );
};
