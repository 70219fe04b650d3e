import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultRange } from '../date-range.ts';
import { dateRange, oneOf, text, useUrlFilters } from '../url-filters.ts';

const codecs = { status: oneOf(['paid', 'failed'] as const), search: text, range: dateRange };

const setup = (url: string) => {
  let location = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Probe = () => {
      location = `${useLocation().pathname}${useLocation().search}`;
      return <>{children}</>;
    };
    return (
      <RouterProvider router={createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] })} />
    );
  };
  const hook = renderHook(() => useUrlFilters(codecs), { wrapper });
  return { hook, location: () => location };
};

describe('useUrlFilters', () => {
  it('reads each filter from its parameter; unknown values are no filter, no range is the last 31 days', () => {
    const { hook } = setup('/p?status=bogus&search=%20ref_1%20');
    expect(hook.result.current.filters).toEqual({ status: undefined, search: 'ref_1', range: defaultRange() });
  });

  it('writes a change back to page 1 and keeps other parameters; reset clears only the filters', () => {
    const { hook, location } = setup('/p?tab=x&page=4&status=paid');
    act(() => hook.result.current.setFilters({ status: 'failed', range: null, search: '' }));
    expect(location()).toBe('/p?tab=x&status=failed&range=all');
    expect(hook.result.current.filters.status).toBe('failed');
    act(() => hook.result.current.resetFilters());
    expect(location()).toBe('/p?tab=x');
  });
});
