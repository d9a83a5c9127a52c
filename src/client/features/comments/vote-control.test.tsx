import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VoteControl } from './vote-control.tsx';

describe('VoteControl', () => {
  it('toggles up, switches to down by 2, and undoes, without any request', async () => {
    render(<VoteControl initialVotes={10} />);
    const up = screen.getByRole('button', { name: 'Upvote' });
    const down = screen.getByRole('button', { name: 'Downvote' });
    await userEvent.click(up);
    expect(screen.getByLabelText('11 votes')).toBeInTheDocument();
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(down);
    expect(screen.getByLabelText('9 votes')).toBeInTheDocument();
    await userEvent.click(down);
    expect(screen.getByLabelText('10 votes')).toBeInTheDocument();
    expect(down).toHaveAttribute('aria-pressed', 'false');
  });
});
