// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser that speaks but has named no voices yet (Chrome names them late, some never). */
function stubSpeech() {
  const synth = { getVoices: () => [], addEventListener: vi.fn(), removeEventListener: vi.fn() };
  vi.stubGlobal('speechSynthesis', synth);
  return synth;
}

describe('the German voices of the device', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    delete document.documentElement.dataset.voice;
  });

  it('are known to be missing at once on a device remembered as having none', async () => {
    stubSpeech();
    document.documentElement.dataset.voice = 'none';
    const { useGermanVoices } = await import('./use-german-voices');
    const { result } = renderHook(() => useGermanVoices());
    expect(result.current).toEqual([]);
  });

  it('are still being checked on a device not known to lack them', async () => {
    stubSpeech();
    const { useGermanVoices } = await import('./use-german-voices');
    const { result } = renderHook(() => useGermanVoices());
    expect(result.current).toBe('checking');
  });
});
