import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { toast } from '../../lib/toast.ts';

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

  it('a toast stays 5000 ms, then closes by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    renderApp(<p>page</p>);
    act(() => void toast({ title: 'Saved' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(4800));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(400));
    await vi.waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});
