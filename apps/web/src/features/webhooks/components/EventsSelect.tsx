import { allEvents, type EnabledEvent } from '@paydeck/contract/webhook-types';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select.tsx';
import { eventGroups, normalizeEvents } from './event-choices.ts';

export type EventsSelectProps = {
  id?: string;
  value?: EnabledEvent[];
  onChange?: (value: EnabledEvent[]) => void;
  'aria-invalid'?: boolean;
};

/**
 * The endpoint's events: "All events" first, then each type grouped by its object, shown as the
 * type's name (what the payload's `type` says) with what it means in the user's language.
 */
export const EventsSelect = ({ id, value = [], onChange, ...aria }: EventsSelectProps) => {
  const { t } = useTranslation('webhooks');
  const { token } = theme.useToken();
  const described = (name: string, meaning: string) => ({
    value: name,
    label: name === allEvents ? t('events.all') : name,
    meaning,
  });
  const options = [
    described(allEvents, t('events.allHint')),
    ...eventGroups.map((group) => ({
      label: t(`events.group.${group.object}`),
      title: t(`events.group.${group.object}`),
      options: group.types.map((type) => described(type, t(`events.type.${type}`))),
    })),
  ];
  return (
    <Select<EnabledEvent[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(next) => onChange?.(normalizeEvents(next, value))}
      options={options}
      placeholder={t('form.eventsPlaceholder')}
      showSearch={{ optionFilterProp: ['label', 'meaning'] }}
      optionRender={(option) => (
        <div>
          <div style={{ fontFamily: option.value === allEvents ? undefined : token.fontFamilyCode }}>
            {option.label}
          </div>
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, whiteSpace: 'normal' }}>
            {option.data.meaning}
          </div>
        </div>
      )}
      {...aria}
    />
  );
};
