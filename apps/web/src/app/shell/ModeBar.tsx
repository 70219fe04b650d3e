import { ExperimentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Switch, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { basePath } from '../../lib/base-path.ts';
import { isModeLocked, livemodeOf, storeLivemode } from '../../lib/livemode.ts';
import { storage } from '../../lib/storage.ts';
import { listPathOf } from './navigation.ts';
import { useShell } from './shell-context.ts';

/** Test mode is orange from edge to edge, so it is never taken for live: antd's orange 8, on which white text reads at 5.4:1. */
const testColor = '#ad4e00';

/**
 * The live/test mode bar across the top (spec §2, §4). The switch stores `livemode`, goes to the
 * list page of what is on screen and reloads, so nothing of the other mode stays in memory. An
 * inactivated account is held in test mode, with the switch disabled.
 */
export const ModeBar = () => {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { ctx } = useShell();
  const matches = useMatches();
  const location = useLocation();
  if (!ctx.account) return null;

  const locked = isModeLocked(ctx.account);
  const live = livemodeOf(ctx.account, storage.get('livemode'));
  const change = (test: boolean) => {
    storeLivemode(!test);
    window.location.assign(`${basePath}${listPathOf(matches, location).replace(/^\/+/, '')}`);
  };

  const toggle = (
    <Switch
      size="small"
      checked={!live}
      disabled={locked}
      onChange={change}
      aria-label={t('mode.label')}
      data-testid="mode-switch"
    />
  );
  return (
    <div
      role="status"
      data-testid="mode-bar"
      data-mode={live ? 'live' : 'test'}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        minHeight: 32,
        paddingInline: 16,
        fontSize: token.fontSizeSM,
        background: live ? token.colorFillQuaternary : testColor,
        color: live ? token.colorTextSecondary : '#fff',
        borderBottom: `1px solid ${live ? token.colorBorderSecondary : testColor}`,
      }}
    >
      {live ? <SafetyCertificateOutlined style={{ color: token.colorSuccess }} /> : <ExperimentOutlined aria-hidden />}
      <strong style={{ letterSpacing: live ? undefined : 0.5 }}>{live ? t('mode.live') : t('mode.test')}</strong>
      <span>{locked ? t('mode.locked') : live ? t('mode.liveHint') : t('mode.testHint')}</span>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <span>{t('mode.label')}</span>
        {locked ? <Tooltip title={t('mode.locked')}>{toggle}</Tooltip> : toggle}
      </span>
    </div>
  );
};
