import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('is drawn by the server with its picture over its initials', () => {
    const html = renderToString(<Avatar src="https://example.org/b.jpg" fallback="BS" alt="Bernard Sanders" />);
    expect(html).toContain('alt="Bernard Sanders"');
    expect(html).toMatch(/aria-hidden="true"[^>]*>BS</);
  });

  it('shows the picture, its initials hidden from assistive technology, until the picture fails to load', () => {
    render(<Avatar src="https://example.org/b.jpg" fallback="BS" alt="Bernard Sanders" />);
    const picture = screen.getByRole('img', { name: 'Bernard Sanders' });
    expect(screen.getByText('BS')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.error(picture);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('BS')).not.toHaveAttribute('aria-hidden');
  });

  it('shows the initials alone without a picture', () => {
    render(<Avatar fallback="EW" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('EW')).toBeVisible();
  });
});
