import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from '../../../shared/constants.ts';
import { Tooltip } from './tooltip.tsx';

describe('tooltip', () => {
  it('opens 700 ms after the pointer reaches its button, describes it, and closes on Escape and on leave', async () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="Search">
        <button aria-label="Search">?</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 10));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Search');
    expect(button).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // Another within the skip delay opens at once.
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
