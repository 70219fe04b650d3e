import type { Locale } from './locales.ts';
import type { BuiltInRole } from './roles.ts';

export const roleGroupKeys = ['management', 'operations', 'read_only'] as const;
export type RoleGroupKey = (typeof roleGroupKeys)[number];

type RoleTexts = {
  groups: Record<RoleGroupKey, string>;
  roles: Record<BuiltInRole, { name: string; description: string }>;
};

/** Names and descriptions of the roles page (spec §3 "Role"), in each interface locale. */
export const roleTexts: Record<Locale, RoleTexts> = {
  'en-US': {
    groups: { management: 'Management', operations: 'Operations', read_only: 'Read only' },
    roles: {
      owner: {
        name: 'Owner',
        description: 'Holds the merchant: every permission on every account, the merchant profile and new accounts.',
      },
      administrator: {
        name: 'Administrator',
        description: 'Every permission on the account, including the team and account settings.',
      },
      developer: {
        name: 'Developer',
        description: 'API keys, webhook endpoints and their histories, test payments; reads transactions.',
      },
      finance: {
        name: 'Finance',
        description: 'Balances, settlements and withdrawals, bank accounts, payouts, refunds, disputes and exports.',
      },
      support: {
        name: 'Support',
        description: 'Customers, refunds, disputes and subscription cancellations; support tickets.',
      },
      analyst: {
        name: 'Analyst',
        description: 'Reads everything the account holds, changes nothing.',
      },
    },
  },
  'zh-CN': {
    groups: { management: '管理', operations: '运营', read_only: '只读' },
    roles: {
      owner: {
        name: '所有者',
        description: '拥有商户：所有账户的全部权限、商户资料及新建账户。',
      },
      administrator: {
        name: '管理员',
        description: '账户的全部权限，包括团队和账户设置。',
      },
      developer: {
        name: '开发者',
        description: 'API 密钥、Webhook 端点及其历史、测试支付；可查看交易。',
      },
      finance: {
        name: '财务',
        description: '余额、结算与提现、银行账户、付款、退款、争议及导出。',
      },
      support: {
        name: '客服',
        description: '客户、退款、争议及取消订阅；工单。',
      },
      analyst: {
        name: '分析员',
        description: '可查看账户的所有数据，但不能修改。',
      },
    },
  },
};
