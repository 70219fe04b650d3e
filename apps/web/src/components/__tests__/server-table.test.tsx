import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import type { Paging } from '../../lib/url-paging.ts';
import { type ServerPage, ServerTable, type ServerTableProps } from '../ServerTable.tsx';

type Row = { id: string; name: string };

const rows: Row[] = [
  { id: 'r_1', name: 'First' },
  { id: 'r_2', name: 'Second' },
];
const firstPage: Paging = { current: 1, pageSize: 20 };

const renderTable = (props: Partial<ServerTableProps<Row>> & { page: ServerPage<Row> | undefined }) =>
  render(
    <Providers>
      <ServerTable<Row>
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
        loading={false}
        paging={firstPage}
        onPage={() => undefined}
        empty="No records yet"
        {...props}
      />
    </Providers>,
  );

describe('ServerTable', () => {
  it("shows the page's rows, keyed by id, and the server's total", () => {
    renderTable({ page: { list: rows, total: 2 } });
    expect(screen.getByText('First').closest('tr')?.getAttribute('data-row-key')).toBe('r_1');
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByText('2 in total')).toBeTruthy();
  });

  it('shows its loading state while the page is fetched', () => {
    renderTable({ page: undefined, loading: true });
    expect(document.querySelector('.ant-spin-spinning')).toBeTruthy();
  });

  it("shows a text as antd's empty state: nothing yet, or nothing that matches the filters", () => {
    renderTable({ page: { list: [], total: 0 }, empty: 'No records match these filters' });
    expect(screen.getByText('No records match these filters').closest('.ant-empty')).toBeTruthy();
    expect(screen.queryByText('No data', { selector: '.ant-empty-description' })).toBeNull();
  });

  it("shows the area's own empty state as given", () => {
    renderTable({
      page: { list: [], total: 0 },
      empty: (
        <div data-testid="no-records">
          <a href="/records/create">Create a record</a>
        </div>
      ),
    });
    expect(within(screen.getByTestId('no-records')).getByRole('link', { name: 'Create a record' })).toBeTruthy();
  });

  it('asks for another page through onPage, in the URL paging terms', () => {
    const onPage = vi.fn();
    renderTable({ page: { list: rows, total: 45 }, onPage });
    fireEvent.click(screen.getByTitle('3'));
    expect(onPage).toHaveBeenCalledWith({ current: 3, pageSize: 20 });
  });

  it('offers a next page once the server stops counting', () => {
    const onPage = vi.fn();
    renderTable({
      page: { list: rows, total: 10_000, totalCapped: true },
      paging: { current: 500, pageSize: 20 },
      onPage,
    });
    expect(screen.getByText('10,000+ in total')).toBeTruthy();
    fireEvent.click(screen.getByTitle('Next Page'));
    expect(onPage).toHaveBeenCalledWith({ current: 501, pageSize: 20 });
  });
});
