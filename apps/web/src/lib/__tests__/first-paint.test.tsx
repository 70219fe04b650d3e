import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { useAfterFirstPaint } from '../first-paint.ts';

// What each commit of a probe showed; the module's state is this file's own.
const Probe = ({ seen }: { seen: boolean[] }) => {
  const ready = useAfterFirstPaint();
  seen.push(ready);
  return <p>{ready ? 'menu' : 'frame'}</p>;
};

describe('the first page paint', () => {
  it('renders the first page in two passes, and later pages whole', async () => {
    const first: boolean[] = [];
    const view = render(
      <>
        <h1>Payments</h1>
        <Probe seen={first} />
        <AfterFirstPaint>
          <table aria-label="payments" />
        </AfterFirstPaint>
      </>,
    );
    expect(await screen.findByText('menu')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'payments' })).toBeTruthy();
    expect(first).toEqual([false, true]);
    view.unmount();

    const later: boolean[] = [];
    render(<Probe seen={later} />);
    expect(screen.getByText('menu')).toBeTruthy();
    expect(later).toEqual([true]);
  });
});
