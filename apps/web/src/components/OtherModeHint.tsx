import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Query } from '../lib/api-client.ts';
import { switchLivemode, useOtherModeHasRecords } from '../lib/other-mode.ts';

export type OtherModeHintProps = {
  /** The list: its endpoint is `/api/<area>`. */
  area: 'payments' | 'refunds' | 'disputes' | 'customers' | 'mandates' | 'subscriptions';
  accountId: string;
  /** The list's date range, asked of the other mode too. */
  timeCreated?: Query[string] | undefined;
  /** The list has loaded and is empty: only then is the other mode asked. */
  enabled: boolean;
};

/** Under an empty list: the other mode has records in this range, and a button to switch to it. */
export const OtherModeHint = ({ area, accountId, timeCreated, enabled }: OtherModeHintProps) => {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const { otherLive, has } = useOtherModeHasRecords(area, `/api/${area}`, accountId, timeCreated, enabled);
  if (!has) return null;
  return (
    <Flex vertical align="center" gap={4} data-testid="other-mode-hint">
      <span style={{ color: token.colorTextSecondary }}>
        {otherLive ? t('otherMode.hasLive') : t('otherMode.hasTest')}
      </span>
      <Button size="small" onClick={() => switchLivemode(otherLive)}>
        {otherLive ? t('otherMode.toLive') : t('otherMode.toTest')}
      </Button>
    </Flex>
  );
};
