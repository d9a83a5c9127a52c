import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '../lib/toast.ts';

// findBy and waitFor wait for the event itself; their bound is only how long before a test is called failed.
// A focus moved in the next animation frame can take over a second to come when the server projects load
// both cores, so the bound is generous: a passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the pointer-capture and layout APIs Radix Select and Dialog call; stub them as no-ops.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.setPointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// Test files share one jsdom and their modules (vitest.config.ts): nothing a test changes may outlive it.
afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
