import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreBadge } from './score-badge.tsx';

describe('ScoreBadge', () => {
  it("a detail page's large inferred badge enlarges the number, never the word 'Inferred' beside it", () => {
    render(<ScoreBadge score={1} explanation="Inferred from House roll call 190 of 2025." size="large" />);
    const badge = screen.getByLabelText('Inferred progressive score 1 out of 10');
    expect(badge).toHaveAttribute('title', 'Inferred from House roll call 190 of 2025.');
    expect(screen.getByText('1')).toHaveClass('text-3xl');
    expect(screen.getByText('Inferred')).toHaveClass('text-xs');
    expect(screen.getByText('Inferred')).not.toHaveClass('text-3xl');
  });

  it('a card-size badge keeps the number at the card size', () => {
    render(<ScoreBadge score={8} />);
    expect(screen.getByLabelText('Progressive score 8 out of 10')).toBeInTheDocument();
    expect(screen.getByText('8')).toHaveClass('text-lg');
  });
});
