import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API), where the browser offers it and the
 * site's Permissions-Policy allows it (`screen-wake-lock=(self)`). The browser drops the lock when
 * the page is hidden, so it is asked for again when the page is visible again; it is released as
 * soon as `active` ends (pause, reset, end of the run, panel closed).
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let asking = false;
    let done = false;
    const request = async () => {
      if (asking || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      asking = true;
      try {
        const sentinel = await navigator.wakeLock.request('screen');
        if (done) await sentinel.release();
        else lock = sentinel;
      } catch {
        // Refused (battery saver, policy): the timer runs on, the screen may dim.
      } finally {
        asking = false;
      }
    };
    const onVisibility = () => void request();
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, [active]);
}
