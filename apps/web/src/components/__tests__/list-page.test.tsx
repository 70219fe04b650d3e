import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { ListPage, type ListPageProps } from '../ListPage.tsx';

const loaded = { isError: false, isFetching: false, error: null, refetch: () => undefined };
const refused = new ApiError({
  status: 403,
  code: 'forbidden',
  type: 'invalid_request_error',
  message: 'You do not have permission to do this.',
  requestId: null,
});

const renderList = (props: Partial<ListPageProps> = {}) =>
  render(
    <Providers>
      <ListPage query={loaded} loadFailedTitle="The records could not be loaded" {...props}>
        <table aria-label="Records" />
      </ListPage>
    </Providers>,
  );

describe('ListPage', () => {
  it('shows the title with the mode tag and actions, the intro, the filters, then the table', () => {
    renderList({
      title: 'Records',
      intro: 'Every record of the account.',
      mode: true,
      actions: <button type="button">Create record</button>,
      filters: <div data-testid="filters" />,
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Records' })).toBeTruthy();
    expect(screen.getByTestId('mode-tag').textContent).toBe('Live mode');
    expect(screen.getByRole('button', { name: 'Create record' })).toBeTruthy();
    expect(screen.getByText('Every record of the account.')).toBeTruthy();
    expect(screen.getByTestId('filters')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Records' })).toBeTruthy();
  });

  it('shows no mode tag unless asked, and no header for a list in a tab', () => {
    renderList();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByTestId('mode-tag')).toBeNull();
    expect(screen.getByRole('table', { name: 'Records' })).toBeTruthy();
  });

  it('says why the list failed instead of the table, keeps the filters, and retries', () => {
    const refetch = vi.fn();
    renderList({
      title: 'Records',
      filters: <div data-testid="filters" />,
      query: { isError: true, isFetching: false, error: refused, refetch },
    });
    expect(screen.getByText('The records could not be loaded')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.getByTestId('filters')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Records' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the table (in its loading state) while a retry runs, not the old failure', () => {
    renderList({ query: { isError: true, isFetching: true, error: refused, refetch: () => undefined } });
    expect(screen.queryByText('The records could not be loaded')).toBeNull();
    expect(screen.getByRole('table', { name: 'Records' })).toBeTruthy();
  });
});
