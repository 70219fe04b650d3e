import { allEvents, type EnabledEvent } from '@paydeck/contract/webhook-types';
import { Flex, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';

export type EnabledEventsProps = { events: readonly EnabledEvent[]; max?: number };

/** An endpoint's event types as tags ("All events" for `*`), the first `max` and how many more. */
export const EnabledEvents = ({ events, max = Number.POSITIVE_INFINITY }: EnabledEventsProps) => {
  const { t } = useTranslation('webhooks');
  const { token } = theme.useToken();
  if (events.includes(allEvents)) return <Tag color="blue">{t('events.all')}</Tag>;
  const shown = events.slice(0, max);
  return (
    <Flex gap={4} wrap>
      {shown.map((event) => (
        <Tag key={event} style={{ fontFamily: token.fontFamilyCode, marginInlineEnd: 0 }}>
          {event}
        </Tag>
      ))}
      {events.length > shown.length && (
        <span style={{ color: token.colorTextSecondary }}>
          {t('endpoints.moreEvents', { count: events.length - shown.length })}
        </span>
      )}
    </Flex>
  );
};
