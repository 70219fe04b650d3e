import { CheckCircleFilled } from '@ant-design/icons';
import type { GettingStartedStep } from '@paydeck/contract/accounts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';

export type ChecklistStepProps = { step: GettingStartedStep; done: boolean; to: string };

/**
 * One step: a tick when done, an empty circle when not; what it is; a link to where it is done, named
 * as it reads and described by the step's title (a name unlike its text fails WCAG 2.5.3).
 */
export const ChecklistStep = ({ step, done, to }: ChecklistStepProps) => {
  const { t } = useTranslation('gettingStarted');
  const { token } = theme.useToken();
  const title = t(`steps.${step}.title`);
  return (
    <li
      data-testid={`step-${step}`}
      data-done={done}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '16px 24px',
        borderTop: `1px solid ${token.colorSplit}`,
      }}
    >
      {done ? (
        <CheckCircleFilled
          role="img"
          aria-label={t('done')}
          style={{ fontSize: 22, color: token.colorSuccess, flex: 'none' }}
        />
      ) : (
        <span
          role="img"
          aria-label={t('todo')}
          style={{
            width: 20,
            height: 20,
            margin: 1,
            flex: 'none',
            borderRadius: '50%',
            border: `2px solid ${token.colorBorder}`,
          }}
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <div
          id={`step-title-${step}`}
          style={{ fontWeight: 600, color: done ? token.colorTextSecondary : token.colorText }}
        >
          {title}
        </div>
        <div style={{ color: token.colorTextSecondary }}>{t(`steps.${step}.description`)}</div>
      </div>
      <LinkButton to={to} type={done ? 'default' : 'primary'} ghost={!done} aria-describedby={`step-title-${step}`}>
        {t(done ? 'view' : `steps.${step}.action`)}
      </LinkButton>
    </li>
  );
};
