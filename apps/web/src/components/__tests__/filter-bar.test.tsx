import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { dateRange, loadedChoice, oneOf, text, useUrlFilters } from '../../lib/url-filters.ts';
import { FilterBar } from '../FilterBar.tsx';

const codecs = {
  status: oneOf(['paid', 'failed'] as const),
  account: loadedChoice,
  search: text,
  range: dateRange,
};

const Bar = () => (
  <FilterBar
    id="things"
    {...useUrlFilters(codecs)}
    fields={{
      status: { label: 'Status', all: 'All statuses', option: (status) => `Status ${status}` },
      account: { label: 'Account', all: 'All accounts', options: [{ value: 'acct_1', label: 'Harbour' }] },
      search: { label: 'Search', placeholder: 'An id' },
      range: { label: 'Created' },
    }}
  />
);

const open = (url: string) => {
  const router = createMemoryRouter([{ path: '*', Component: Bar }], { initialEntries: [url] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return () => router.state.location.search;
};

const optionsOf = async (label: string) => {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  await waitFor(() => expect(document.getElementById(`${select.id}_list`)).toBeTruthy());
  const list = document.getElementById(`${select.id}_list`) as HTMLElement;
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
};

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1) as HTMLElement);
};

// antd's Selects are slow to render in happy-dom.
describe('FilterBar', { timeout: 30_000 }, () => {
  it("shows each codec's control in order, labelled, and a select's values after its 'all'", async () => {
    open('/list?status=failed&search=pay_1');
    const bar = screen.getByTestId('things-filters');
    expect([...bar.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Status',
      'Account',
      'Search',
      'Created',
    ]);
    expect(screen.getByLabelText('Status').id).toBe('things-status');
    expect(bar.textContent).toContain('Status failed');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('pay_1');
    expect(await optionsOf('Status')).toEqual(['All statuses', 'Status paid', 'Status failed']);
    expect(await optionsOf('Account')).toEqual(['All accounts', 'Harbour']);
    expect(await screen.findByLabelText('Created')).toBeTruthy();
  });

  it('writes each change to the URL, "all" as no parameter, and resets them all', async () => {
    const search = open('/list?page=3&tab=x');
    await choose('Status', 'Status paid');
    await waitFor(() => expect(search()).toBe('?tab=x&status=paid'));
    await choose('Account', 'Harbour');
    await waitFor(() => expect(search()).toContain('account=acct_1'));
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: ' re_1 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search()).toContain('search=re_1'));
    await choose('Status', 'All statuses');
    await waitFor(() => expect(search()).not.toContain('status='));

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search()).toBe('?tab=x'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });
});
