import { afterAll, beforeAll, vi } from 'vitest';
import { withInertResizeObserver } from './resizeObserver.ts';

const box = (height: number) =>
  ({ width: 800, height, top: 0, left: 0, right: 800, bottom: height, x: 0, y: 0 }) as DOMRect;

/** The chat's message list: its scrolling element. */
const chatScroller = (element: Element) => element.hasAttribute('data-chat-scroll');

/**
 * jsdom lays nothing out: a virtual list's scrolling element (by default the chat's message
 * list) is given a tall viewport and every row (`data-index`) the list's estimated height, so
 * every row renders and none is measured away. Call once at the top of a view test file.
 */
export function withTallChatList(isScroller: (element: Element) => boolean = chatScroller): void {
  withInertResizeObserver();
  const rect = HTMLElement.prototype.getBoundingClientRect;
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (isScroller(this)) return box(100_000);
      if (this.hasAttribute('data-index')) return box(72);
      return rect.call(this);
    });
    for (const [side, size] of [
      ['clientHeight', 100_000],
      ['clientWidth', 800],
    ] as const) {
      const own = Object.getOwnPropertyDescriptor(Element.prototype, side)!.get!;
      vi.spyOn(Element.prototype, side, 'get').mockImplementation(function (this: HTMLElement) {
        return isScroller(this) ? size : own.call(this);
      });
    }
    Element.prototype.scrollTo = function scrollTo() {};
  });
  afterAll(() => vi.restoreAllMocks());
}
