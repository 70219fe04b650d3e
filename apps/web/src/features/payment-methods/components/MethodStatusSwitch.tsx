import { Popconfirm, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/feedback.ts';
import type { PaymentMethodRow } from '../api/get-payment-methods.ts';
import { useUpdatePaymentMethod } from '../api/update-payment-method.ts';

export type MethodStatusSwitchProps = { accountId: string; method: PaymentMethodRow };

/**
 * Enables a method at once; disabling asks first, since payers lose it. A method serving none of
 * the account's business types can't be enabled: its switch is off and disabled, with the reason.
 */
export const MethodStatusSwitch = ({ accountId, method }: MethodStatusSwitchProps) => {
  const { t } = useTranslation('paymentMethods');
  const update = useUpdatePaymentMethod(accountId);
  const name = t(`method.${method.method}`);
  const enabled = method.status === 'enable';

  const change = (status: PaymentMethodRow['status']) =>
    update.mutate(
      { method: method.method, status },
      {
        onSuccess: () =>
          announce((feedback) =>
            feedback.message.success(
              status === 'enable' ? t('toggle.enabled', { name }) : t('toggle.disabled', { name }),
            ),
          ),
      },
    );

  const toggle = (
    <Switch
      checked={enabled}
      disabled={!method.available}
      loading={update.isPending}
      aria-label={t('toggle.label', { name })}
      // Turning it off goes through the confirmation around it.
      onChange={(checked) => checked && change('enable')}
    />
  );
  // A disabled control fires no mouse events; the span around it shows the reason on hover.
  if (!method.available)
    return (
      <Tooltip title={t('unavailableReason')}>
        <span>{toggle}</span>
      </Tooltip>
    );
  if (!enabled) return toggle;
  return (
    <Popconfirm
      title={t('toggle.disableTitle', { name })}
      description={<div style={{ maxWidth: 320 }}>{t('toggle.disableDescription')}</div>}
      okText={t('toggle.disable')}
      okButtonProps={{ danger: true }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onConfirm={() => change('disable')}
    >
      {toggle}
    </Popconfirm>
  );
};
