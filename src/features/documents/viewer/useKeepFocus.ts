import { type RefObject, useEffect, useRef } from 'react';

type Ref = RefObject<HTMLButtonElement | null>;

/**
 * A button that had focus and is now disabled (Next on the last document or page) would drop
 * focus to the page body, and a keyboard user would start over: focus moves to the first of
 * `fallbacks` that can take it.
 */
export function useKeepFocus(
  pairs: ReadonlyArray<{ button: Ref; disabled: boolean }>,
  fallbacks: readonly Ref[],
) {
  const focused = useRef<Element | null>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      focused.current = event.target as Element;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  const key = pairs.map((pair) => pair.disabled).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a button's disabled state changes (key).
  useEffect(() => {
    for (const { button, disabled } of pairs) {
      const element = button.current;
      if (!disabled || !element || focused.current !== element) continue;
      const active = document.activeElement;
      if (active !== element && active !== document.body && active !== null) continue;
      fallbacks
        .map((ref) => ref.current)
        .find((b) => b && !b.disabled)
        ?.focus();
    }
  }, [key]);
}
