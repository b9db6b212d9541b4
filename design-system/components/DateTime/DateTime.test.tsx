import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTime } from './DateTime';

const moment = '2025-11-22T10:00:00.000Z';

describe('DateTime', () => {
  it('shows the moment in Pacific time with the PST label and keeps the exact value', () => {
    const { container } = render(<DateTime value={moment} />);
    const time = container.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', moment);
    expect(time.textContent).toMatch(/^Nov 22, 2025, 2:00\sAM PST$/);
  });

  it('labels summer times PST too (Pacific wall clock)', () => {
    const { container } = render(<DateTime value={Date.parse('2025-07-01T19:30:00Z')} format="time" />);
    expect(container.querySelector('time')!.textContent).toMatch(/^12:30\sPM PST$/);
  });

  it('date only crosses the date line in Pacific time and carries no zone', () => {
    const { container } = render(<DateTime value={new Date('2025-11-22T05:00:00Z')} format="date" />);
    expect(container.querySelector('time')!.textContent).toBe('Nov 21, 2025');
  });
});
