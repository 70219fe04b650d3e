import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../lib/date-range.ts';
import { DateRangeFilter } from '../DateRangeFilter.tsx';
import DateRangePicker from '../DateRangePicker.tsx';
import { LazyDateTimePicker } from '../LazyDateTimePicker.tsx';

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

  it("shows a date and time under its field's label until used, then antd's picker, open, takes it", async () => {
    render(
      <Form initialValues={{ trialEnd: dayjs('2026-12-01T09:30:00') }}>
        <Form.Item name="trialEnd" label="Trial end" rules={[{ required: true }]}>
          <LazyDateTimePicker />
        </Form.Item>
      </Form>,
    );
    const standIn = screen.getByLabelText('Trial end') as HTMLInputElement;
    expect(standIn.value).toBe('2026-12-01 09:30:00');
    expect(standIn.getAttribute('aria-required')).toBe('true');
    expect(document.querySelector('.ant-picker')).toBeNull();
    fireEvent.focus(standIn);
    // antd's picker, open on its calendar and time columns, in the stand-in's place.
    expect(await screen.findByText('Now')).toBeTruthy();
    expect((screen.getByLabelText('Trial end') as HTMLInputElement).value).toBe('2026-12-01 09:30:00');
    expect(document.querySelector('.ant-picker')).not.toBeNull();
  });
});
