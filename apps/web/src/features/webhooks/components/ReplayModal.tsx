import { Alert, Flex, Modal, Spin, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/error-policy.ts';
import { announce } from '../../../lib/feedback.ts';
import type { WebhookHistoryFilter } from '../api/get-webhook-histories.ts';
import { useReplayWebhookHistories } from '../api/replay-webhook-histories.ts';

export type ReplayModalProps = {
  accountId: string;
  filter: WebhookHistoryFilter;
  /** The filters in words ("Status: Failed"), so the user sees what they replay. */
  filterSummary: string[];
  onClose: () => void;
};

/**
 * A bulk replay of what the list's filters match: a dry run counts the deliveries first, and the
 * confirmation sends that count with the dry run's `as_of`. If the set changed meanwhile the server
 * refuses (409); the dialog shows its words and counts again, so the next confirmation is for the
 * new count.
 */
export const ReplayModal = ({ accountId, filter, filterSummary, onClose }: ReplayModalProps) => {
  const { t } = useTranslation('webhooks');
  const { token } = theme.useToken();
  const count = useReplayWebhookHistories(accountId);
  const send = useReplayWebhookHistories(accountId);
  const countMutate = count.mutate;
  // The filter is the one the dialog opened with: it is counted once, and again only after a refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts on open, not on each render's new filter object.
  useEffect(() => {
    countMutate({ ...filter, dryRun: true });
  }, [countMutate]);

  const counted = count.data;
  const changed = send.error instanceof ApiError && send.error.code === 'webhook_replay_changed';
  const confirm = () => {
    if (!counted) return;
    send.mutate(
      { ...filter, dryRun: false, asOf: counted.asOf, expectedCount: counted.count },
      {
        onSuccess: (answer) => {
          announce((feedback) => feedback.message.success(t('replay.done', { count: answer.count })));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'webhook_replay_changed')
            count.mutate({ ...filter, dryRun: true });
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('replay.title')}
      okText={t('replay.confirm')}
      okButtonProps={{ disabled: !counted || counted.count === 0 || count.isPending, loading: send.isPending }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={confirm}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <p style={{ margin: 0 }}>{t('replay.intro')}</p>
        {filterSummary.length > 0 && (
          <ul
            style={{ margin: 0, paddingInlineStart: 20, color: token.colorTextSecondary }}
            data-testid="replay-filters"
          >
            {filterSummary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {send.isError && (
          <Alert
            type={changed ? 'warning' : 'error'}
            showIcon
            title={failureMessage(send.error, t('replay.failed'))}
            description={changed ? t('replay.changed') : undefined}
          />
        )}
        {count.isPending ? (
          <Flex gap={8} align="center">
            <Spin size="small" />
            <span>{t('replay.counting')}</span>
          </Flex>
        ) : count.isError ? (
          <Alert type="error" showIcon title={failureMessage(count.error, t('replay.failed'))} />
        ) : (
          counted && (
            <strong data-testid="replay-count" style={{ fontSize: token.fontSizeLG }}>
              {counted.count === 0 ? t('replay.none') : t('replay.count', { count: counted.count })}
            </strong>
          )
        )}
      </Flex>
    </Modal>
  );
};
