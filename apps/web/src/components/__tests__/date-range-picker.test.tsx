import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../lib/date-range.ts';
import { DateRangeFilter } from '../DateRangeFilter.tsx';
import DateRangePicker from '../DateRangePicker.tsx';

describe('date range picker', { timeout: 30_000 }, () => {
  // Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart: never on the same day.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('ends its quick ranges today in %s', async (timeZone) => {
    const onChange = vi.fn();
    render(<DateRangePicker id="range" value={null} onChange={onChange} timeZone={timeZone} />);
    fireEvent.click(document.getElementById('range') as HTMLElement);
    fireEvent.click(await screen.findByText('Today'));
    const today = todayIn(timeZone);
    expect(onChange).toHaveBeenCalledWith({ from: today, to: today });
  });

  it("shows the range under its label until used, then opens antd's picker in its place", async () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="range">Created</label>
        <DateRangeFilter id="range" value={{ from: '2026-11-01', to: '2026-11-07' }} onChange={onChange} />
      </>,
    );
    const standIn = screen.getByLabelText('Created') as HTMLInputElement;
    expect(standIn.value).toBe('2026-11-01');
    expect(screen.getByDisplayValue('2026-11-07')).toBeTruthy();
    fireEvent.mouseDown(standIn);
    fireEvent.click(await screen.findByText('Today'));
    const today = todayIn(undefined);
    expect(onChange).toHaveBeenCalledWith({ from: today, to: today });
  });
});
