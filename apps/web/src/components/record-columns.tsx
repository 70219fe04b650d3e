import { moneyText } from '../lib/money.ts';
import { type AccountPage, accountPath } from '../lib/paths.ts';
import { Code } from './Code.tsx';
import type { Column, Size } from './columns.ts';
import { type RecordKind, type RecordStatuses, RecordStatusTag } from './RecordStatusTag.tsx';
import { TextLink } from './TextLink.tsx';

/** A record's id in code type, opening its page under the account (no id, an empty cell). */
export const idColumn = <T,>(
  title: string,
  link: { accountId: string; page: AccountPage; id: (row: T) => string | null },
  { key = 'id', width }: Size = {},
): Column<T> => ({
  key,
  title,
  width,
  render: (_value, row) => {
    const id = link.id(row);
    return (
      id && (
        <TextLink to={accountPath(link.accountId, link.page, id)}>
          <Code>{id}</Code>
        </TextLink>
      )
    );
  },
});

/** An amount in minor units with its currency, right-aligned. */
export const moneyColumn = <T extends { amount: number; currency: string }>(
  title: string,
  { key = 'amount', width = 120 }: Size = {},
): Column<T> => ({ key, title, width, align: 'right', render: (_value, row) => moneyText(row.amount, row.currency) });

/** A payment's, refund's or dispute's status tag. */
export const statusColumn = <K extends RecordKind, T extends { status: RecordStatuses[K] }>(
  title: string,
  kind: K,
  { key = 'status', width = 130 }: Size = {},
): Column<T> => ({ key, title, width, render: (_value, row) => <RecordStatusTag kind={kind} status={row.status} /> });
