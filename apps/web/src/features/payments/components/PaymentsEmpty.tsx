import { Empty, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { OtherModeHint } from '../../../components/OtherModeHint.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import type { Query } from '../../../lib/api-client.ts';
import { isLivemode } from '../../../lib/livemode.ts';
import { accountPath } from '../../../lib/paths.ts';

export type PaymentsEmptyProps = {
  accountId: string;
  timeCreated: Query[string] | undefined;
  /** The list has loaded empty: the other mode may be asked. */
  loaded: boolean;
};

/**
 * No payment in the date range. Live mode: widen it, payments arrive through the integration. Test
 * mode: widen it, or make one on the test payment screen. Either way, the other mode's payments in
 * the range are pointed to.
 */
export const PaymentsEmpty = ({ accountId, timeCreated, loaded }: PaymentsEmptyProps) => {
  const { t } = useTranslation('payments');
  const { token } = theme.useToken();
  const live = isLivemode();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{t('list.empty')}</strong>
          <br />
          <span style={{ color: token.colorTextSecondary }}>
            {live ? t('list.emptyHintLive') : t('list.emptyHint')}
          </span>
        </>
      }
    >
      <Flex vertical align="center" gap={12}>
        {!live && <TextLink to={accountPath(accountId, 'testPayment')}>{t('list.createTestPayment')}</TextLink>}
        <OtherModeHint area="payments" accountId={accountId} timeCreated={timeCreated} enabled={loaded} />
      </Flex>
    </Empty>
  );
};
