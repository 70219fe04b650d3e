import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const options = [
  { value: 'day', label: 'Daily' },
  { value: 'month', label: 'Monthly' },
];

// The test setup loads antd's Select for every other test; these start from a module that has not.
let Select: typeof import('../Select.tsx').Select;
beforeEach(async () => {
  vi.resetModules();
  ({ Select } = await import('../Select.tsx'));
});

const standIn = () => screen.getByRole('combobox');
const antdSelect = () => document.querySelector('.ant-select');

describe('Select loaded on use', () => {
  it('shows the chosen label, or the placeholder, under the field id until it is used', () => {
    const { rerender } = render(<Select id="unit" value="month" options={options} />);
    expect(antdSelect()).toBeNull();
    expect(standIn().id).toBe('unit');
    expect(standIn().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Monthly')).toBeTruthy();
    rerender(<Select id="unit" placeholder="Choose a unit" options={options} />);
    expect(screen.getByText('Choose a unit')).toBeTruthy();
  });

  it('fetches antd’s at once for a multiple select, whose tags are controls too', async () => {
    render(<Select id="units" mode="multiple" value={['day', 'month']} options={options} />);
    expect(screen.getByText('Daily')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.ant-select-selection-item-remove')).toHaveLength(2));
  });

  it('opens antd’s select, focused, when clicked, and reports the choice', async () => {
    const onChange = vi.fn();
    render(<Select id="unit" value="month" options={options} onChange={onChange} />);
    fireEvent.mouseDown(standIn());
    fireEvent.mouseUp(standIn());
    fireEvent.click(standIn());
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
    expect(antdSelect()?.classList.contains('ant-select-open')).toBe(true);
    expect(document.activeElement?.id).toBe('unit');
    fireEvent.click(screen.getByTitle('Daily'));
    expect(onChange).toHaveBeenCalledWith('day', expect.objectContaining({ value: 'day' }));
  });

  it('takes the focus to antd’s select, closed, when focused; a key that opens a list opens it', async () => {
    const { unmount } = render(<Select id="unit" value="month" options={options} />);
    fireEvent.focus(standIn());
    await waitFor(() => expect(antdSelect()).not.toBeNull());
    expect(document.activeElement?.id).toBe('unit');
    expect(antdSelect()?.classList.contains('ant-select-open')).toBe(false);
    unmount();
    // Loaded now: another select is antd's at once.
    render(<Select id="again" value="day" options={options} />);
    expect(antdSelect()).not.toBeNull();
  });

  it('opens on the keys that open a list, before its code has loaded', async () => {
    render(<Select id="unit" value="month" options={options} />);
    fireEvent.keyDown(standIn(), { key: 'ArrowDown' });
    await waitFor(() => expect(antdSelect()?.classList.contains('ant-select-open')).toBe(true));
  });

  it('carries Form.Item’s state: its ARIA and its error border', async () => {
    render(
      <Form initialValues={{ unit: undefined }}>
        <Form.Item name="unit" label="Unit" rules={[{ required: true, message: 'Choose one' }]}>
          <Select options={options} />
        </Form.Item>
        <button type="submit">Save</button>
      </Form>,
    );
    expect(screen.getByRole('combobox', { name: 'Unit' }).getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('Choose one');
    expect(antdSelect()).toBeNull();
    expect(standIn().getAttribute('aria-invalid')).toBe('true');
  });
});
