import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../tests/support/client/render.tsx';
import { EmbedButton } from './embed-button.tsx';

describe('EmbedButton', () => {
  it("copies the score card's iframe, as oEmbed gives it, and says so", async () => {
    mockApi({});
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp(<EmbedButton kind="bill" id={12} title='H.R. 1: "Clean" Air' />);
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(writeText).toHaveBeenCalledWith(
      `<iframe src="${window.location.origin}/embed/bill/12" width="400" height="250" title="Score card: H.R. 1: &quot;Clean&quot; Air" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    );
    expect(await screen.findByText('Embed code copied!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it("a clipboard failure toasts 'Failed to copy'", async () => {
    mockApi({});
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    renderApp(<EmbedButton kind="official" id={3} title="Elizabeth Warren" />);
    await user.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(await screen.findByText('Could not copy the embed code to your clipboard.')).toBeInTheDocument();
  });
});
