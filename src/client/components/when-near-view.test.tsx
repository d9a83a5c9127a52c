import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WhenNearView } from './when-near-view.tsx';

/** A stand-in IntersectionObserver the test moves: `nearView()` reports every observed element as near. */
function controllableViewport() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: [], options };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    observers,
    nearView: () =>
      act(() => {
        for (const o of observers)
          o.callback(
            o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }),
  };
}

const part = (
  <WhenNearView part="A part" fallback={<p>Loading the receipt</p>}>
    <p>The receipt</p>
  </WhenNearView>
);

describe('WhenNearView', () => {
  it('shows the loading state until the reader scrolls near the part, then the part, for good', () => {
    const viewport = controllableViewport();
    render(part);
    expect(screen.getByText('Loading the receipt')).toBeInTheDocument();
    expect(screen.queryByText('The receipt')).not.toBeInTheDocument();
    // It starts about a screen ahead of the reader.
    expect(viewport.observers[0]?.options?.rootMargin).toBe('800px 0px');

    viewport.nearView();
    expect(screen.getByText('The receipt')).toBeInTheDocument();
    expect(screen.queryByText('Loading the receipt')).not.toBeInTheDocument();
    expect(viewport.observers.every((o) => o.targets.length === 0)).toBe(true);
  });

  it('shows every deferred part at the first Tab, so the keyboard reaches them in order', async () => {
    controllableViewport();
    render(
      <>
        {part}
        <WhenNearView part="A part" fallback={<p>Loading comments</p>}>
          <button type="button">Post Comment</button>
        </WhenNearView>
      </>,
    );
    await userEvent.keyboard('{Tab}');
    expect(screen.getByText('The receipt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeInTheDocument();
  });

  it('fetches the part ahead once the browser is idle, once only, while it still shows the loading state', async () => {
    controllableViewport();
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const prefetch = vi.fn();
    const { rerender } = render(
      <WhenNearView part="A part" fallback={<p>Loading the receipt</p>} prefetch={prefetch}>
        <p>The receipt</p>
      </WhenNearView>,
    );
    expect(prefetch).not.toHaveBeenCalled();
    act(() => idle?.({ didTimeout: false, timeRemaining: () => 50 }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading the receipt')).toBeInTheDocument();
    rerender(
      <WhenNearView part="A part" fallback={<p>Loading the receipt</p>} prefetch={() => prefetch()}>
        <p>The receipt</p>
      </WhenNearView>,
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('shows the part at once where the browser cannot tell what is near the viewport', () => {
    render(part);
    expect(screen.getByText('The receipt')).toBeInTheDocument();
  });
});
