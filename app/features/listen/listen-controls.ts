import type { Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import { Speaker, type VoicedLine } from '~/lib/speech/speaker';
import { germanVoices, voicesForSpeakers } from '~/lib/speech/voices';
import { listenIcons, type ListenIcons } from './listen-icons';
import { rememberGermanVoice, VOICES_WAIT_MS } from '../../lib/speech/device-voice';
import { bindRateToggles } from './listen-rate';
import { lineOf, speakersOf, wholeText } from './spoken-lines';

/** The listen feature running on a page. */
export interface ListenSession {
  /** Stops speaking (a navigation). */
  stop: () => void;
  /** Stops speaking and takes the controls away (the page is left). */
  dispose: () => void;
}

/** What the build-time markup marks: a German phrase, or the title of a text read as a whole. */
const TARGETS = '[data-say], [data-say-all]';
/** The inline room after a target that holds its control (see app.css). */
const SLOT = 'data-say-slot';
/** A 28 px round icon button, placed by app.css in its slot; a stop face while it plays. */
const BUTTON_CLASS =
  'absolute flex size-7 cursor-pointer items-center justify-center rounded-full text-blue-700 hover:bg-blue-50 data-playing:bg-blue-100';
let lastId = 0;

/**
 * Adds a listen control after every marked phrase and text title under `root` once the device has
 * a German voice (at once, or when `voiceschanged` says so), and again for markup that arrives
 * later (a section switched to the other language). Without a German voice there are no controls.
 * The controls take the room the markup keeps for them (app.css), so no text moves.
 */
export function startListen(
  lang: Lang,
  onStorageFailure: () => void,
  root: HTMLElement = document.getElementById('main') ?? document.body,
): ListenSession {
  const synth = window.speechSynthesis;
  const text = messages(lang).listen;
  const speaker = new Speaker(synth);
  const html = document.documentElement;
  let voices: SpeechSynthesisVoice[] = [];
  let icons: ListenIcons | undefined;
  let playing: HTMLButtonElement | undefined;

  const labelOf = (target: Element) =>
    !target.hasAttribute('data-say-all')
      ? text.phrase
      : speakersOf(target).length > 0
        ? text.dialogue
        : text.text;

  // Named by "Listen: <the phrase>": the prefix in the page's language, the phrase from the page
  // itself (with its own lang), never a copy of it. See docs/decisions/0014.
  const controlFor = (target: Element, faces: ListenIcons) => {
    target.id ||= `say-${++lastId}`;
    const label = document.createElement('span');
    label.id = `${target.id}-listen`;
    label.hidden = true;
    label.textContent = `${labelOf(target)}:`;
    const button = document.createElement('button');
    button.type = 'button';
    button.lang = lang;
    button.className = BUTTON_CLASS;
    button.setAttribute('aria-labelledby', `${label.id} ${target.id}`);
    button.append(label, faces.play.cloneNode(true));
    const slot = document.createElement('span');
    slot.setAttribute(SLOT, '');
    slot.setAttribute('data-print', 'hide');
    // Word joiners keep the slot on the line of the phrase's last word, as the room it replaces
    // (Chromium breaks between a positioned button and the slot's end without the second one).
    slot.append('\u2060', button, '\u2060');
    return slot;
  };

  const addControls = () => {
    if (voices.length === 0) return;
    icons ??= listenIcons();
    for (const target of root.querySelectorAll(TARGETS))
      if (!target.nextElementSibling?.hasAttribute(SLOT)) target.after(controlFor(target, icons));
    html.dataset.listen = 'on';
  };

  const removeControls = () => {
    for (const slot of root.querySelectorAll(`[${SLOT}]`)) slot.remove();
    delete html.dataset.listen;
  };

  // Only for the eye: the name and state a screen reader knows stay as they are (decision 0014).
  const showPlaying = (button: HTMLButtonElement, on: boolean) => {
    button.toggleAttribute('data-playing', on);
    if (icons) button.lastElementChild?.replaceWith((on ? icons.stop : icons.play).cloneNode(true));
  };

  const linesFor = (target: Element): VoicedLine[] => {
    const lines = target.hasAttribute('data-say-all') ? wholeText(target) : [lineOf(target)];
    const bySpeaker = voicesForSpeakers(speakersOf(target), voices);
    return lines.map((line) => ({ ...line, voice: bySpeaker.get(line.speaker) ?? voices[0]! }));
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`[${SLOT}] > button`) : null;
    if (!(button instanceof HTMLButtonElement)) return;
    const again = button === playing;
    speaker.stop();
    const target = button.parentElement?.previousElementSibling;
    // A second press on the control that is playing stops it; any other press says its text.
    if (again || !target || voices.length === 0) return;
    playing = button;
    showPlaying(button, true);
    speaker.play(linesFor(target), () => {
      showPlaying(button, false);
      if (playing === button) playing = undefined;
    });
  };

  const onVoices = () => {
    const all = synth.getVoices();
    voices = germanVoices(all);
    // An empty list may still be filled (voiceschanged); the wait below decides then.
    if (all.length > 0) rememberGermanVoice(voices.length > 0);
    if (voices.length > 0) addControls();
    else {
      speaker.stop();
      removeControls();
    }
  };
  const noVoicesYet = window.setTimeout(() => {
    if (synth.getVoices().length === 0) rememberGermanVoice(false);
  }, VOICES_WAIT_MS);

  // New markup (a section in the other language, a re-rendered summary) gets its controls too.
  const observer = new MutationObserver((records) => {
    const added = records.some((r) =>
      Array.from(r.addedNodes).some(
        (n) => n instanceof Element && (n.matches(TARGETS) || n.querySelector(TARGETS)),
      ),
    );
    if (added) addControls();
  });

  const stop = () => speaker.stop();
  const unbindToggles = bindRateToggles(root, onStorageFailure);
  root.addEventListener('click', onClick);
  synth.addEventListener('voiceschanged', onVoices);
  window.addEventListener('pagehide', stop);
  observer.observe(root, { childList: true, subtree: true });
  onVoices();

  return {
    stop,
    dispose: () => {
      window.clearTimeout(noVoicesYet);
      root.removeEventListener('click', onClick);
      unbindToggles();
      synth.removeEventListener('voiceschanged', onVoices);
      window.removeEventListener('pagehide', stop);
      observer.disconnect();
      speaker.dispose();
      removeControls();
    },
  };
}
