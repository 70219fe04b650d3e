import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLivemode } from '../lib/livemode.ts';

/**
 * Which mode's data a page shows, next to its title: test mode in the mode bar's orange, so test
 * keys or settings are never taken for live ones. A mode switch reloads the page.
 */
export const ModeTag = () => {
  const { t } = useTranslation('shell');
  const live = isLivemode();
  return (
    <Tag color={live ? 'green' : 'orange'} data-testid="mode-tag" style={{ marginInlineEnd: 0 }}>
      {live ? t('mode.live') : t('mode.test')}
    </Tag>
  );
};
