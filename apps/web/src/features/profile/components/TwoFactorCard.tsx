import { Button, Card, Flex, Popconfirm, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import { useDisableMfa } from '../api/disable-mfa.ts';
import { EnableMfaModal } from './EnableMfaModal.tsx';

export type TwoFactorCardProps = { enabled: boolean };

/** The anchor the 2FA reminder links to (/profile?tab=profile#two-factor). */
export const twoFactorAnchor = 'two-factor';

export const TwoFactorCard = ({ enabled }: TwoFactorCardProps) => {
  const { t } = useTranslation('profile');
  const [enabling, setEnabling] = useState(false);
  const disable = useDisableMfa();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (location.hash === `#${twoFactorAnchor}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [location.hash]);

  const turnOff = () =>
    disable
      .mutateAsync()
      .then(() => announce((feedback) => feedback.message.success(t('mfa.disabled'))))
      .catch((error: unknown) =>
        announce((feedback) => feedback.message.error(failureMessage(error, t('mfa.disableFailed')))),
      );

  return (
    <div ref={ref} id={twoFactorAnchor} style={{ scrollMarginTop: 24 }}>
      <Card title={t('mfa.title')} extra={enabled ? <Tag color="green">{t('mfa.on')}</Tag> : <Tag>{t('mfa.off')}</Tag>}>
        <Flex justify="space-between" align="center" gap="middle" wrap>
          <p style={{ margin: 0, maxWidth: 640 }}>{enabled ? t('mfa.onHint') : t('mfa.offHint')}</p>
          {enabled ? (
            <Popconfirm
              title={t('mfa.disableConfirmTitle')}
              description={t('mfa.disableConfirm')}
              okText={t('mfa.disable')}
              okButtonProps={{ danger: true }}
              cancelText={t('actions.cancel', { ns: 'common' })}
              onConfirm={turnOff}
            >
              <Button danger loading={disable.isPending}>
                {t('mfa.disable')}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="primary" onClick={() => setEnabling(true)}>
              {t('mfa.enable')}
            </Button>
          )}
        </Flex>
      </Card>
      <EnableMfaModal open={enabling} onClose={() => setEnabling(false)} />
    </div>
  );
};
