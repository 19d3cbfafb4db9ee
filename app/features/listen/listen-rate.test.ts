// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The modules remember the speed for the visit: each test loads them fresh.
const load = async () => ({ ...(await import('./listen-rate')), ...(await import('~/lib/speech/rate')) });

function page() {
  document.body.innerHTML =
    '<main><button type="button" aria-pressed="false" data-listen-rate="">Langsam</button></main>';
  return { root: document.querySelector('main')!, toggle: document.querySelector('button')! };
}

describe('the slower speed', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is off at first, switches on a press, is remembered and read on the next visit', async () => {
    const { root, toggle } = page();
    const rate = await load();
    rate.bindRateToggles(root, () => {});
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(rate.currentRate()).toBe(1);
    toggle.click();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(rate.currentRate()).toBe(rate.SLOW_RATE);
    expect(JSON.parse(localStorage.getItem('b1.listen.v1')!)).toEqual({ slow: true });

    vi.resetModules();
    const next = page();
    (await load()).bindRateToggles(next.root, () => {});
    expect(next.toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('tells listeners at once, so speech in progress can change speed', async () => {
    const { root, toggle } = page();
    const rate = await load();
    rate.bindRateToggles(root, () => {});
    const listener = vi.fn();
    rate.subscribeRate(listener);
    toggle.click();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('still switches when storage fails, and says so once', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { root, toggle } = page();
    const rate = await load();
    const failed = vi.fn();
    rate.bindRateToggles(root, failed);
    toggle.click();
    toggle.click();
    toggle.click();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(rate.currentRate()).toBe(rate.SLOW_RATE);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('ignores a stored value it does not understand', async () => {
    localStorage.setItem('b1.listen.v1', 'not json');
    expect((await load()).currentRate()).toBe(1);
  });
});
