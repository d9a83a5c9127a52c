import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { mockApi, renderApp } from '../../test/render.tsx';

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the one showing', async () => {
    mockApi({});
    renderApp(<p>page</p>);
    act(() => void toast({ title: 'First', description: 'one' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => void toast({ title: 'Second' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('the region answers to F8', () => {
    mockApi({});
    renderApp(<p>page</p>);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
