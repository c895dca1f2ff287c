import { type RefObject, useEffect, useRef } from 'react';

/**
 * A form locks its submit button while it saves, so focus falls off it. When `busy` settles and
 * focus is nowhere, this puts it on the first of `targets` that is shown (Retry after a failure,
 * else the field for the next entry). Focus the user moved on purpose is left alone.
 */
export function useFocusAfterBusy(
  busy: boolean,
  ...targets: readonly RefObject<HTMLElement | null>[]
): void {
  const wasBusy = useRef(busy);
  const order = useRef(targets);
  order.current = targets;
  useEffect(() => {
    const settled = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!settled) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    order.current.find((ref) => ref.current)?.current?.focus();
  }, [busy]);
}
