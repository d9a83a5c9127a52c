import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, readerUser, renderApp } from '../../../tests/support/client/render.tsx';
import { SubscribeButton } from './subscribe-button.tsx';

const author = '11111111-1111-4111-8111-111111111111';

describe('SubscribeButton', () => {
  it("subscribed: 'Unsubscribing...' while pending, then the toast and a refreshed count", async () => {
    let subscribed = true;
    let release: () => void = () => {};
    const fetchMock = mockApi({
      '/api/auth/user': readerUser,
      [`/api/subscriptions/check/${author}`]: () => json({ isSubscribed: subscribed }),
      [`DELETE /api/subscriptions/${author}`]: () =>
        new Promise<Response>(
          (r) =>
            (release = () => {
              subscribed = false;
              r(json({ isSubscribed: false }));
            }),
        ),
    });
    renderApp(<SubscribeButton authorId={author} authorName="Ada Editor" canCheck />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Unsubscribed from Ada Editor')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => u === `/api/subscriptions/check/${author}`)).toHaveLength(2));
  });

  it("visitor: the check is never requested; a 401 says 'Please log in to subscribe' then goes to login after 500 ms", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/article/1', search: '' });
    const fetchMock = mockApi({ '/api/auth/user': json(null, 401), 'POST /api/subscriptions': json({ message: 'Unauthorized' }, 401) });
    renderApp(<SubscribeButton authorId={author} authorName="Ada Editor" canCheck={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please log in to subscribe')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Farticle%2F1'), { timeout: 1500 });
    expect(fetchMock.mock.calls.map(([u]) => String(u))).not.toContain(`/api/subscriptions/check/${author}`);
  });

  it("other failures: 'Failed to subscribe' / 'Failed to unsubscribe'", async () => {
    mockApi({
      '/api/auth/user': readerUser,
      [`/api/subscriptions/check/${author}`]: { isSubscribed: false },
      'POST /api/subscriptions': json({ message: 'x' }, 500),
    });
    renderApp(<SubscribeButton authorId={author} authorName="Ada" canCheck />);
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe')).toBeInTheDocument();
  });
});
