import { safeStorage } from '~/lib/storage';

/**
 * What this browser found out about its voices on an earlier visit: whether it has no German one.
 * The markup keeps the room of a listen control after every German phrase from the first paint,
 * so the controls can arrive without moving text (decision 0014). On a device that has shown it
 * has no German voice that room would only be a gap: from its next page load on, the room is left
 * out before the first paint (`data-voice="none"` on <html>, see app.css). A browser without speech
 * synthesis gets no room from its first page on.
 */
const KEY = 'b1.voice.v1';
const NONE = 'none';

/**
 * How long the browser may take to name its voices before "none" counts as the answer: Chrome
 * delivers them late (`voiceschanged`), some systems with no speech engine never do.
 */
export const VOICES_WAIT_MS = 5000;

/**
 * Runs before the first paint, a statement of the inline script of root.tsx (`d` is `<html>`'s
 * dataset): no room where the browser has no speech synthesis at all (storage is not asked then),
 * or the device is remembered as having no German voice.
 */
export const VOICE_BEFORE_PAINT = `if(!('speechSynthesis'in window)||localStorage.getItem('${KEY}')=='${NONE}')d.voice='${NONE}';`;

/**
 * Remembers what the device has. A German voice arriving on a device remembered as having none
 * (one installed since) gets its controls all the same, that once with the text moving for them.
 */
export function rememberGermanVoice(has: boolean): void {
  if (has) safeStorage.remove(KEY);
  else safeStorage.set(KEY, NONE);
}
