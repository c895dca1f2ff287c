type IdleScope = {
  document?: { readyState: string };
  addEventListener?: (type: 'load', listener: () => void, options: { once: true }) => void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
};

/**
 * Resolves once the page has loaded and the browser is idle (within 2 s at the latest): code a
 * user does not open a screen for (the message connection, the account menu) waits for this, so
 * it never delays first content.
 */
export function afterFirstContent(scope: IdleScope = globalThis as IdleScope): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      scope.requestIdleCallback
        ? scope.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 0);
    if (!scope.document || scope.document.readyState === 'complete' || !scope.addEventListener)
      idle();
    else scope.addEventListener('load', idle, { once: true });
  });
}
