import { accessChecks, type LeafAccessCheck } from '@paydeck/contract/access';
import type { PermissionName } from '@paydeck/contract/permissions';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each access check's name on screen: the page or tab it opens. */
const checkLabels = {
  payment: 'shell:route.payments',
  refund: 'shell:route.refunds',
  dispute: 'shell:route.disputes',
  customer: 'shell:route.customers',
  mandate: 'shell:route.mandates',
  subscription: 'shell:route.subscriptions',
  summary: 'shell:route.balance',
  balanceTransaction: 'shell:route.balanceTransactions',
  settlement: 'shell:route.settlements',
  payer: 'shell:route.payers',
  payee: 'shell:route.payees',
  payout: 'shell:route.payouts',
  verify: 'shell:route.payoutVerify',
  payout_method: 'shell:route.payoutMethods',
  members: 'team:tabs.members',
  invites: 'team:tabs.invites',
  roles: 'shell:route.roles',
  api_keys: 'shell:route.apiKeys',
  webhook_endpoint: 'shell:route.webhooks',
  payment_method: 'shell:route.paymentMethods',
  account: 'shell:route.accountSetting',
  withdrawal: 'shell:route.withdrawal',
  activity_logs: 'shell:route.operations',
  tickets: 'shell:route.tickets',
  exports: 'shell:route.exports',
  messages: 'shell:route.messages',
} as const satisfies Record<LeafAccessCheck, string>;

const verbs = [
  'view',
  'add',
  'edit',
  'delete',
  'cancel',
  'export',
  'verify',
  'invite',
  'resend',
  'viewHistory',
] as const;
type Verb = (typeof verbs)[number];

/** What a permission lets one do, from its name ("list_payments" → view). */
const verbOf = (permission: PermissionName): Verb => {
  if (permission === 'invite_resend_email') return 'resend';
  if (permission === 'list_webhook_histories') return 'viewHistory';
  const first = permission.split('_')[0] ?? '';
  if (first === 'list' || first === 'read') return 'view';
  return (verbs as readonly string[]).includes(first) ? (first as Verb) : 'view';
};

export type RolePermissionsProps = { permissions: readonly PermissionName[] };

/**
 * A role's permissions, folded under their count: opened, one line per area ("Payments: view,
 * create, cancel, export"), in the reader's language.
 */
export const RolePermissions = ({ permissions }: RolePermissionsProps) => {
  const { t } = useTranslation(['team', 'shell']);
  const { token } = theme.useToken();
  const held = new Set(permissions);
  const areas = (Object.entries(accessChecks) as [LeafAccessCheck, readonly PermissionName[]][])
    .map(([check, names]) => ({ check, names: names.filter((name) => held.has(name)) }))
    .filter((area) => area.names.length > 0);
  return (
    <details data-testid="role-permissions">
      <summary style={{ cursor: 'pointer', color: token.colorTextSecondary }}>
        {t('rolesPage.permissions', { number: permissions.length })}
      </summary>
      <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
        {areas.map(({ check, names }) => (
          <li key={check}>
            {t('rolesPage.area', {
              area: t(checkLabels[check]),
              verbs: names.map((name) => t(`rolesPage.verb.${verbOf(name)}`)).join(t('rolesPage.verbSeparator')),
            })}
          </li>
        ))}
      </ul>
    </details>
  );
};
