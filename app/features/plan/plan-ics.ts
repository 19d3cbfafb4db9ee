import { addDays, type Day } from '~/lib/day';

/**
 * The plan as a calendar file (RFC 5545): an all-day event per exam and a daily study slot until
 * the day before the last exam. Pure: the page passes the texts, the clock and its own address.
 */

/** What the calendar file is made of. */
export interface CalendarInput {
  /** The plan's id (the events' UIDs keep it, so a second import updates instead of doubling). */
  id: string;
  exams: { kind: 'written' | 'oral'; day: Day; title: string }[];
  /** The daily study slot: from `first` to `last` at `time` (`HH:MM`, the learner's local time). */
  slot: { first: Day; last: Day; time: string; minutes: number; title: string; description: string } | null;
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
    // Floating local time (no zone, no Z): the slot stays at the same clock time when summer
    // time starts or ends. UNTIL is then a local time too (RFC 5545, 3.3.10).
    events.push([
      'BEGIN:VEVENT',
      `UID:${uid('study')}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${date(slot.first)}T${time}00`,
      `DURATION:PT${slot.minutes}M`,
      `RRULE:FREQ=DAILY;UNTIL=${date(slot.last)}T235959`,
      `SUMMARY:${escapeText(slot.title)}`,
      `DESCRIPTION:${escapeText(slot.description)}`,
      'END:VEVENT',
    ]);
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
