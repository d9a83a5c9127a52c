import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../tests/support/client/render.tsx';
import { seedFirstData } from '../lib/first-data.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ShareButton } from './share-button.tsx';

describe('ShareButton', () => {
  it("is a mail link with the item's title and its address at the site's public origin, for a page whose script has not started", () => {
    mockApi({});
    const client = createQueryClient();
    seedFirstData(client, { origin: 'https://ledger.example', user: null });
    renderApp(<ShareButton path="/bills/4" title="H.R. 4: Clean Transit Act" />, { client });
    const link = screen.getByRole('link', { name: 'Share' });
    expect(link).toHaveAttribute(
      'href',
      'mailto:?subject=H.R.%204%3A%20Clean%20Transit%20Act&body=https%3A%2F%2Fledger.example%2Fbills%2F4',
    );
  });

  it("copies the link, toasts 'Link copied!' and shows 'Copied' for 2 seconds", async () => {
    mockApi({});
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderApp(<ShareButton path="/article/7" title="T" />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('link', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/article/7`);
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('The link has been copied to your clipboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('link', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('link', { name: 'Share' })).toBeInTheDocument();
  });

  it('uses the device share sheet when there is one, and a cancel does nothing', async () => {
    mockApi({});
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const writeText = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderApp(<ShareButton path="/article/7" title="Headline" />);
    await userEvent.click(screen.getByRole('link', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Headline', url: `${window.location.origin}/article/7` });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share' })).toBeInTheDocument();
  });

  it("a clipboard failure toasts 'Failed to copy'", async () => {
    mockApi({});
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderApp(<ShareButton path="/" title="T" />);
    await userEvent.click(screen.getByRole('link', { name: 'Share' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
    expect(screen.getByText('Could not copy link to clipboard.')).toBeInTheDocument();
  });
});
