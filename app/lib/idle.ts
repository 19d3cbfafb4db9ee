/**
 * Resolves once the page has loaded and the browser is idle, for work that must never compete with
 * reading (the first paint, hydration, the first scroll). Where `requestIdleCallback` is missing
 * (Safari), a short timeout after `load` stands in.
 */
export function afterLoadAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 5000 });
        else setTimeout(resolve, 1000);
      }),
  );
}
