import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { renderRoutes } from '../../test/render.tsx';
import { DetailPage, type DetailPageProps } from '../DetailPage.tsx';

type Sample = { id: string; name: string };

const refusal = (status: number, message: string) =>
  new ApiError({ status, code: 'forbidden', type: 'invalid_request_error', message, requestId: null });

type HarnessProps = { fetch: () => Promise<Sample> } & Partial<DetailPageProps<Sample>>;

/** A record's page as the features wire it: their query, their not-found panel, their body. */
const RecordPage = ({ fetch, ...props }: HarnessProps) => {
  const query = useQuery({ queryKey: ['record'], queryFn: fetch, retry: false, meta: { errorMode: 'silent' } });
  return (
    <DetailPage
      backLabel="Back to records"
      title="Record"
      query={query}
      notFound={<div data-testid="record-not-found" />}
      loadFailedTitle="The record could not be loaded"
      {...props}
    >
      {(record) => <p data-testid="record-body">{record.name}</p>}
    </DetailPage>
  );
};

const open = (props: HarnessProps) =>
  renderRoutes([{ path: '/records', children: [{ path: ':id', element: <RecordPage {...props} /> }] }], '/records/r_1');

/** A page whose id is outside a known set: its query never runs (as the payment method page's). */
const UnknownRecordPage = ({ fetch }: { fetch: () => Promise<Sample> }) => {
  const query = useQuery({ queryKey: ['record', 'unknown'], queryFn: fetch, enabled: false });
  return (
    <DetailPage
      backLabel="Back to records"
      title="not-a-record"
      query={query}
      unknownId
      notFound={<div data-testid="record-not-found" />}
      loadFailedTitle="The record could not be loaded"
    >
      {(record) => <p>{record.name}</p>}
    </DetailPage>
  );
};

describe('DetailPage', () => {
  it('shows the way back, the title with its record id, mode tag and actions, a skeleton, then the record', async () => {
    let arrive: (record: Sample) => void = () => undefined;
    open({
      fetch: () => new Promise<Sample>((resolve) => (arrive = resolve)),
      mode: true,
      recordId: 'r_1',
      extra: <button type="button">Edit</button>,
    });
    expect(screen.getByRole('link', { name: /Back to records/ }).getAttribute('href')).toBe('/records');
    expect(screen.getByRole('heading', { level: 3, name: 'Record' })).toBeTruthy();
    expect(screen.getByText('r_1')).toBeTruthy();
    expect(screen.getAllByRole('button').length).toBeGreaterThan(1);
    expect(screen.getByTestId('mode-tag')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
    arrive({ id: 'r_1', name: 'Ada' });
    expect((await screen.findByTestId('record-body')).textContent).toBe('Ada');
    expect(document.querySelector('.ant-skeleton')).toBeNull();
  });

  it("shows the record's not-found panel for the server's 404, not a failure", async () => {
    open({ fetch: () => Promise.reject(refusal(404, 'No such record.')), backTo: '/elsewhere', recordId: 'r_9' });
    expect(await screen.findByTestId('record-not-found')).toBeTruthy();
    // The id someone typed still shows, with nothing to copy: no record has it.
    expect(screen.getByText('r_9')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByText('The record could not be loaded')).toBeNull();
    expect(screen.getByRole('link', { name: /Back to records/ }).getAttribute('href')).toBe('/elsewhere');
  });

  it('shows the not-found panel without asking the server for an id that cannot exist', () => {
    const fetch = vi.fn(() => Promise.resolve({ id: 'r_1', name: 'Ada' }));
    renderRoutes([{ path: '/records/:id', element: <UnknownRecordPage fetch={fetch} /> }], '/records/not-a-record');
    expect(screen.getByTestId('record-not-found')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says why the record failed to load, and retries', async () => {
    let fail = true;
    open({
      fetch: () =>
        fail
          ? Promise.reject(refusal(403, 'You do not have permission to do this.'))
          : Promise.resolve({ id: 'r_1', name: 'Ada' }),
    });
    expect(await screen.findByText('The record could not be loaded')).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('record-body').textContent).toBe('Ada'));
  });
});
