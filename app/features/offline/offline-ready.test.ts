import { describe, expect, it, vi } from 'vitest';

describe('the offline-ready state of a visit', () => {
  it('is news once, for the first store only; being ready stays', async () => {
    vi.resetModules();
    const { reportOfflineReady, subscribeOfflineReady, takeOfflineNews } = await import('./offline-ready');
    const heard = vi.fn();
    subscribeOfflineReady(heard);
    expect(takeOfflineNews()).toBe(false);
    reportOfflineReady(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(takeOfflineNews()).toBe(true);
    // A second shell (the error boundary's) asks again: told already.
    expect(takeOfflineNews()).toBe(false);
  });

  it('is no news when the site was stored before this visit', async () => {
    vi.resetModules();
    const { reportOfflineReady, takeOfflineNews } = await import('./offline-ready');
    reportOfflineReady(false);
    expect(takeOfflineNews()).toBe(false);
  });
});
