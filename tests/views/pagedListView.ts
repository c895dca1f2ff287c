import { screen } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';
import { messages } from '../../src/domain/messages.ts';
import type { PagedListFrameTexts, PagedListFrameView } from '../../src/ui/list/PagedListFrame.tsx';

/*
 * What every paged list's view test checks of the shared frame; the rows (table or cards) stay
 * with each feature's test.
 */

/**
 * jsdom lays nothing out: the list's scroll area (found by its data- hook) gets a fixed size,
 * everything else stays 0.
 */
export function sizeScrollArea(hook: `data-${string}`, size: { width: number; height: number }) {
  beforeAll(() => {
    const sized = (key: 'height' | 'width') => ({
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute(hook) ? size[key] : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', sized('height'));
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', sized('width'));
  });
  afterAll(() => {
    // The originals live on Element.prototype; dropping the overrides uncovers them.
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });
}

/** The frame around the rows shows what the view model says, and nothing else. */
export function expectListFrame(
  view: PagedListFrameView,
  texts: PagedListFrameTexts & { fetchFailed: string },
) {
  expect(screen.queryByText(texts.loading) !== null).toBe(view.loadingFirst);
  if (view.rows.length) {
    const table = screen.getByRole('table', { name: texts.list });
    expect(table).toHaveAttribute('aria-rowcount', String((view.total ?? 0) + 1));
    expect(table.getAttribute('aria-busy') === 'true').toBe(view.loadingMore);
  } else {
    expect(screen.queryByRole('table')).toBeNull();
  }
  expect(screen.queryByText(messages.common.dataNotAvailable) !== null).toBe(
    view.emptyText !== null,
  );
  expect(screen.queryByText(texts.fetchFailed) !== null).toBe(view.errorText !== null);
  expect(screen.queryByRole('button', { name: texts.retry }) !== null).toBe(view.canRetry);
  expect(screen.queryByText(texts.loadingMore) !== null).toBe(view.waiting);
  if (view.status === 'exhausted') {
    expect(screen.getByText(texts.allShown(view.rows.length))).toBeVisible();
  }
  // Loading ahead does not hide the count.
  if (view.status === 'loaded' || (view.status === 'loadingMore' && !view.waiting)) {
    expect(screen.getByText(texts.shown(view.rows.length, view.total!))).toBeVisible();
  }
}
