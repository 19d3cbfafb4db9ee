// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishLetter, loadSession, NEW_SESSION, parseSession, saveSession } from './trainer-session';
import { elapsedMs, startTimer } from './trainer-timer';
import { sessionKey, sessionOf, TRAINER_KEY, trainerWasOpen } from './trainer-key';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the stored trainer session', () => {
  it('keeps what the reader did, per sheet, and reads it back', () => {
    const session = { ...NEW_SESSION, text: 'Liebe Anna,', handled: [1, 3], open: true };
    expect(saveSession('writing-task-apology', session)).toBe(true);
    const stored = JSON.parse(window.localStorage.getItem(TRAINER_KEY) ?? '{}') as Record<string, unknown>;
    expect(parseSession(stored['writing-task-apology'])).toEqual(session);
    expect(trainerWasOpen('writing-task-apology')).toBe(true);
    expect(trainerWasOpen('writing-task-complaint')).toBe(false);
  });

  it('keeps the other sheets when one is saved', () => {
    saveSession('writing-task-apology', { ...NEW_SESSION, text: 'A' });
    saveSession('writing-task-complaint', { ...NEW_SESSION, text: 'B' });
    const stored = JSON.parse(window.localStorage.getItem(TRAINER_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['writing-task-apology', 'writing-task-complaint']);
  });

  it('keeps a session per task of a sheet: the first under the sheet’s route as before, the second apart', () => {
    expect(sessionKey('writing-task-invitation', 0)).toBe('writing-task-invitation');
    expect(sessionKey('writing-task-invitation', 1)).toBe('writing-task-invitation-task-2');
    // A letter written before the trainer practised the second task is the first task's.
    window.localStorage.setItem(
      TRAINER_KEY,
      JSON.stringify({ 'writing-task-invitation': { text: 'Lieber Tobias,' } }),
    );
    expect(loadSession(sessionKey('writing-task-invitation', 0)).text).toBe('Lieber Tobias,');
    expect(loadSession(sessionKey('writing-task-invitation', 1))).toEqual(NEW_SESSION);
    // Writing the second task's letter leaves the first one as it was.
    saveSession(sessionKey('writing-task-invitation', 1), {
      ...NEW_SESSION,
      text: 'Sehr geehrte Frau Kühn,',
      open: true,
    });
    const stored = JSON.parse(window.localStorage.getItem(TRAINER_KEY) ?? '{}') as Record<string, unknown>;
    expect(parseSession(stored['writing-task-invitation']).text).toBe('Lieber Tobias,');
    expect(parseSession(stored['writing-task-invitation-task-2']).text).toBe('Sehr geehrte Frau Kühn,');
    expect(trainerWasOpen(sessionKey('writing-task-invitation', 1))).toBe(true);
    expect(trainerWasOpen(sessionKey('writing-task-invitation', 0))).toBe(false);
  });

  it('reads the sheet and the task back from a session’s key', () => {
    expect(sessionOf('writing-task-invitation')).toEqual({ route: 'writing-task-invitation' });
    expect(sessionOf(sessionKey('writing-task-complaint', 1))).toEqual({
      route: 'writing-task-complaint',
      task: 2,
    });
    expect(sessionOf('mock-test-1')).toEqual({ route: 'mock-test-1' });
  });

  it('repairs a damaged record field by field', () => {
    const repaired = parseSession({
      text: 'Hallo',
      timer: { startedAt: 'soon' },
      handled: [4, 9, 'x', 2],
      grades: { communication: 'B', accuracy: 'E' },
      stage: 'other',
    });
    expect(repaired).toEqual({
      ...NEW_SESSION,
      text: 'Hallo',
      handled: [2, 4],
      grades: { communication: 'B', accuracy: null },
    });
    expect(parseSession('nonsense')).toEqual(NEW_SESSION);
  });

  it('starts new when the stored value is not JSON', () => {
    window.localStorage.setItem(TRAINER_KEY, '{oops');
    expect(loadSession('writing-task-invitation')).toEqual(NEW_SESSION);
    expect(trainerWasOpen('writing-task-invitation')).toBe(false);
  });

  it('reports a failed save and still keeps the text for this visit', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const session = { ...NEW_SESSION, text: 'Sehr geehrte Damen und Herren,' };
    expect(saveSession('writing-task-information-request', session)).toBe(false);
    expect(loadSession('writing-task-information-request')).toEqual(session);
  });
});

describe('finishing a letter (on to the self-assessment)', () => {
  const T0 = Date.parse('2026-03-02T09:00:00');
  const minutes = (n: number) => n * 60_000;
  const running = { ...NEW_SESSION, text: 'Lieber Tobias,', timer: startTimer(NEW_SESSION.timer, T0) };

  it('stops the clock and keeps the time used', () => {
    const { session } = finishLetter(running, T0 + minutes(18));
    expect(session.stage).toBe('assess');
    expect(session.timer.since).toBeNull();
    // An hour of marking later, the letter still took 18 minutes.
    expect(elapsedMs(session.timer, T0 + minutes(78))).toBe(minutes(18));
  });

  it('counts a letter written against the clock once, however often the reader goes back and forth', () => {
    const first = finishLetter(running, T0 + minutes(20));
    expect(first.counts).toBe(true);
    expect(first.session.counted).toBe(true);
    const back = { ...first.session, stage: 'write' as const };
    const again = finishLetter(back, T0 + minutes(25));
    expect(again.counts).toBe(false);
    expect(again.session.counted).toBe(true);
  });

  it('does not count a letter without text, or one written without the clock', () => {
    expect(finishLetter({ ...running, text: '  \n ' }, T0 + minutes(5)).counts).toBe(false);
    expect(finishLetter({ ...NEW_SESSION, text: 'Lieber Tobias,' }, T0).counts).toBe(false);
  });

  it('is kept across a reload, and an older stored session reads as not counted', () => {
    const { session } = finishLetter(running, T0 + minutes(20));
    saveSession('writing-task-apology', session);
    const stored = JSON.parse(window.localStorage.getItem(TRAINER_KEY) ?? '{}') as Record<string, unknown>;
    expect(parseSession(stored['writing-task-apology']).counted).toBe(true);
    expect(parseSession({ text: 'Hallo', stage: 'assess' }).counted).toBe(false);
  });
});
