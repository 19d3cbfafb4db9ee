import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type CalendarInput } from './plan-ics';

const INPUT: CalendarInput = {
  id: 'k3x9',
  host: 'b1.example',
  now: new Date('2026-03-02T09:30:05Z'),
  exams: [
    { kind: 'written', day: '2026-03-31', title: 'telc Deutsch B1: schriftliche Prüfung' },
    { kind: 'oral', day: '2026-04-07', title: 'telc Deutsch B1: mündliche Prüfung' },
  ],
  slot: {
    first: '2026-03-02',
    last: '2026-04-06',
    time: '18:30',
    minutes: 40,
    title: 'Deutsch lernen: Lernplan, Aufgaben; Drill',
    description: 'Die Aufgaben von heute: https://b1.example/study-plan\nViel Erfolg!',
  },
};

/** The file's content lines, unfolded (RFC 5545, 3.1), and its events as name → value maps. */
function parse(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

describe('the calendar file', () => {
  const text = buildCalendar(INPUT);

  it('is a VCALENDAR with CRLF line ends and no line over 75 octets', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('has an all-day event per exam and a daily study slot until the day before the last exam', () => {
    const { events } = parse(text);
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      'DTSTART;VALUE=DATE': '20260331',
      'DTEND;VALUE=DATE': '20260401',
      SUMMARY: 'telc Deutsch B1: schriftliche Prüfung',
    });
    expect(events[1]).toMatchObject({ 'DTSTART;VALUE=DATE': '20260407', 'DTEND;VALUE=DATE': '20260408' });
    // Floating local time: 18:30 on the clock in winter and in summer time alike.
    expect(events[2]).toMatchObject({
      DTSTART: '20260302T183000',
      DURATION: 'PT40M',
      RRULE: 'FREQ=DAILY;UNTIL=20260406T235959',
      SUMMARY: 'Deutsch lernen: Lernplan\\, Aufgaben\\; Drill',
      DESCRIPTION: 'Die Aufgaben von heute: https://b1.example/study-plan\\nViel Erfolg!',
    });
  });

  it('gives every event its own stable UID and the time it was made', () => {
    const { events } = parse(text);
    const uids = events.map((e) => e.UID);
    expect(new Set(uids).size).toBe(3);
    for (const uid of uids) expect(uid).toMatch(/^[a-z-]+-k3x9@b1\.example$/);
    expect(parse(buildCalendar({ ...INPUT, now: new Date() })).events.map((e) => e.UID)).toEqual(uids);
    for (const e of events) expect(e.DTSTAMP).toBe('20260302T093005Z');
  });

  it('leaves the study slot out when no study day is left', () => {
    const { events } = parse(buildCalendar({ ...INPUT, slot: { ...INPUT.slot!, first: '2026-04-07' } }));
    expect(events).toHaveLength(2);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'Prüfungsübung '.repeat(12)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('makes the study time on a longer weekday as long as that day, from its first date', () => {
    // 2026-03-02 is a Monday; Saturdays (5) have 3 hours, Wednesdays (2) 90 minutes.
    const { events } = parse(
      buildCalendar({ ...INPUT, slot: { ...INPUT.slot!, longer: { 5: 180, 2: 90 } } }),
    );
    const study = events.filter((e) => e.UID!.startsWith('study'));
    expect(
      study.map((e) => [e.DTSTART, e.DURATION, e.RRULE]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    ).toEqual([
      ['20260302T183000', 'PT40M', 'FREQ=WEEKLY;BYDAY=MO,TU,TH,FR,SU;UNTIL=20260406T235959'],
      ['20260304T183000', 'PT90M', 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20260406T235959'],
      ['20260307T183000', 'PT180M', 'FREQ=WEEKLY;BYDAY=SA;UNTIL=20260406T235959'],
    ]);
    expect(new Set(study.map((e) => e.UID)).size).toBe(3);
  });
});
