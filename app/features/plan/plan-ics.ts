import { addDays, weekdayOf, type Day } from '~/lib/day';

/**
 * The plan as a calendar file (RFC 5545): an all-day event per exam and a daily study slot until
 * the day before the last exam (on a longer weekday an event of its own, as long as that day). Pure: the page passes the texts, the clock and its own address.
 */

/** What the calendar file is made of. */
export interface CalendarInput {
  /** The plan's id (the events' UIDs keep it, so a second import updates instead of doubling). */
  id: string;
  exams: { kind: 'written' | 'oral'; day: Day; title: string }[];
  /**
   * The daily study slot: from `first` to `last` at `time` (`HH:MM`, the learner's local time),
   * `minutes` long, and on the longer weekdays (0 Monday … 6 Sunday) as long as each of them.
   */
  slot: {
    first: Day;
    last: Day;
    time: string;
    minutes: number;
    longer?: Partial<Record<number, number>>;
    title: string;
    description: string;
  } | null;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The host the UIDs are scoped to. */
  host: string;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/**
 * Folds a content line after 75 octets (RFC 5545, 3.1): the rest goes on lines that start with a
 * space, never cutting a UTF-8 character in two.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** RFC 5545's weekday codes, Monday first (as `weekdayOf`). */
const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const date = (day: Day) => day.replaceAll('-', '');
const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** The whole calendar file, lines ending in CRLF. */
export function buildCalendar(input: CalendarInput): string {
  const stamp = utcStamp(input.now);
  const uid = (name: string) => `${name}-${input.id || 'plan'}@${input.host}`;
  const events: string[][] = input.exams.map((exam) => [
    'BEGIN:VEVENT',
    `UID:${uid(`exam-${exam.kind}`)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${date(exam.day)}`,
    `DTEND;VALUE=DATE:${date(addDays(exam.day, 1))}`,
    `SUMMARY:${escapeText(exam.title)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]);
  const slot = input.slot;
  if (slot && slot.first <= slot.last) {
    const time = slot.time.replace(':', '');
    const longer = Object.entries(slot.longer ?? {})
      .map(([weekday, minutes]) => ({ weekday: Number(weekday), minutes: minutes ?? 0 }))
      .filter((l) => l.minutes > slot.minutes);
    // Floating local time (no zone, no Z): the slot stays at the same clock time when summer
    // time starts or ends. UNTIL is then a local time too (RFC 5545, 3.3.10).
    const study = (name: string, weekdays: number[] | null, minutes: number) => {
      // The first occurrence is DTSTART (it counts even when it does not match the rule).
      let first = slot.first;
      while (weekdays && !weekdays.includes(weekdayOf(first)) && first <= slot.last)
        first = addDays(first, 1);
      if (first > slot.last) return;
      const rule = weekdays ? `FREQ=WEEKLY;BYDAY=${weekdays.map((w) => BYDAY[w]).join(',')}` : 'FREQ=DAILY';
      events.push([
        'BEGIN:VEVENT',
        `UID:${uid(name)}`,
        `DTSTAMP:${stamp}`,
        `DTSTART:${date(first)}T${time}00`,
        `DURATION:PT${minutes}M`,
        `RRULE:${rule};UNTIL=${date(slot.last)}T235959`,
        `SUMMARY:${escapeText(slot.title)}`,
        `DESCRIPTION:${escapeText(slot.description)}`,
        'END:VEVENT',
      ]);
    };
    if (longer.length === 0) study('study', null, slot.minutes);
    else {
      const normal = [0, 1, 2, 3, 4, 5, 6].filter((w) => !longer.some((l) => l.weekday === w));
      if (normal.length) study('study', normal, slot.minutes);
      for (const l of longer) study(`study-${BYDAY[l.weekday]!.toLowerCase()}`, [l.weekday], l.minutes);
    }
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${input.host}//B1 study plan//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
