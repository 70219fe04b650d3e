import { ExportOutlined } from '@ant-design/icons';
import type { ExportSourceType } from '@paydeck/contract/export-types';
import type { Export } from '@paydeck/contract/exports';
import type { PermissionName } from '@paydeck/contract/permissions';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermitted } from '../lib/access.ts';
import { type Query, toSearchParams } from '../lib/api-client.ts';
import { announce } from '../lib/feedback.ts';
import { merchantApi } from '../lib/merchant-api.ts';
import { useInvalidate } from '../lib/query-effects.ts';
import { storage } from '../lib/storage.ts';

/** Exporting needs the list's own permissions too (the server checks the same). */
const needs: Record<ExportSourceType, PermissionName[]> = {
  payment: ['add_export', 'list_payments', 'export_payments'],
  refund: ['add_export', 'list_refunds'],
  balance_transaction: ['add_export', 'list_balance_transactions', 'export_balance_transactions'],
};

export type ExportButtonProps = {
  sourceType: ExportSourceType;
  /** The list's query as it asks for its rows (camelCase, ranges nested); paging is left out. */
  query: Query;
  /** Rows under the filter: none, nothing to export. */
  total: number | undefined;
};

/** The list's query as the export's filter: the same wire names and values the list sends. */
const filterOf = ({ current: _page, pageSize: _size, ...query }: Query) => Object.fromEntries(toSearchParams(query));

/**
 * Spec §1 exports: the list's rows under its current filter as a CSV file, written in the
 * background; the exports page shows its progress and offers the download.
 */
export const ExportButton = ({ sourceType, query, total }: ExportButtonProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountId = storage.get('accountId') ?? '';
  const permitted = usePermitted(...needs[sourceType]);
  const created = useInvalidate('exportCreated', accountId);
  const create = useMutation({
    mutationFn: () =>
      merchantApi.post<Export>('/api/exports', {
        body: { sourceType, filter: filterOf(query) },
        // Balance transactions are always live (spec §7), whatever the mode switch says.
        ...(sourceType === 'balance_transaction' ? { livemode: true } : {}),
      }),
    onSuccess: async () => {
      await created();
      announce((feedback) => feedback.message.success(t('export.started')));
      navigate('/exports');
    },
    meta: { errorMode: 'error' },
  });
  if (!permitted) return null;
  return (
    <Button
      icon={<ExportOutlined />}
      loading={create.isPending}
      disabled={total === 0}
      onClick={() => create.mutate()}
      data-testid="export-list"
    >
      {t('export.button')}
    </Button>
  );
};
