import { beforeAll, vi } from 'vitest';

/**
 * jsdom has no ResizeObserver; headless UI's menu watches its button with one while closing.
 * Call at the top of a test file that opens a menu.
 */
export function withInertResizeObserver(): void {
  beforeAll(() => {
    if ('ResizeObserver' in globalThis) return;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
}
