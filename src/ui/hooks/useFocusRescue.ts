import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type FocusRescueOptions = {
  /** Where focus lost from `root` (or from `alsoFrom`) goes, in order: the first that exists. */
  targets: readonly string[];
  /** Other places whose focused control may vanish for this view (e.g. a floating popup). */
  alsoFrom?: string;
};

/** The first focusable element of `selector` in `root`, or the element itself when focusable. */
function firstFocusable(root: HTMLElement, selector: string): HTMLElement | null {
  for (const candidate of root.querySelectorAll<HTMLElement>(selector)) {
    if (candidate.matches(FOCUSABLE) || candidate.hasAttribute('tabindex')) return candidate;
    const inner = candidate.querySelector<HTMLElement>(FOCUSABLE);
    if (inner) return inner;
  }
  return null;
}

/**
 * When the control that had focus disappears (a button pressed with Enter that the next state no
 * longer shows), focus would fall to the page body and a keyboard user would start again from
 * the top. This puts it on the next sensible control of `root` instead. Focus the user moved
 * elsewhere on purpose is never taken back.
 */
export function useFocusRescue(root: RefObject<HTMLElement | null>, options: FocusRescueOptions) {
  const { alsoFrom } = options;
  const targets = options.targets.join('\n');
  useEffect(() => {
    let last: Element | null = null;
    const ours = (element: Element) =>
      root.current?.contains(element) || (alsoFrom !== undefined && element.closest(alsoFrom));
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      last = ours(target) ? target : null;
    };
    const rescue = () => {
      const container = root.current;
      if (!last || last.isConnected || !container) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      last = null;
      for (const selector of targets.split('\n')) {
        const next = firstFocusable(container, selector);
        if (next) {
          next.focus();
          return;
        }
      }
    };
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [root, targets, alsoFrom]);
}
