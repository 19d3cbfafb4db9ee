import { pick, type Lang } from '../../i18n/locales';
import { PART_TEXT } from './part-text';
import type { ModelTestPart } from './parts';
import type { ExplanationView, ItemView, MaterialView, PartView, RecordingView } from './part-view';
import {
  ABC,
  ADVERT_LETTERS,
  BOX_LETTERS,
  HEADLINE_LETTERS,
  PLUS_MINUS,
  type Explanation,
  type ModelTest,
  type Recording,
  type Teaches,
} from './schema';
import { TRAPS } from './traps';

/** Where a `teaches` link goes and what it is called, in a language (from the sheets). */
export type ResolveTeaches = (teaches: Teaches, lang: Lang) => { href: string; title: string };

function explanation(e: Explanation, lang: Lang): ExplanationView {
  return { trap: e.trap, trapName: pick(TRAPS[e.trap], lang), text: pick(e, lang) };
}

function explained(why: Partial<Record<string, Explanation>>, lang: Lang): Record<string, ExplanationView> {
  return Object.fromEntries(
    Object.entries(why).flatMap(([o, e]) => (e ? [[o, explanation(e, lang)] as const] : [])),
  );
}

const letters = (list: readonly string[]) => list.map((letter) => ({ letter }));

function recordingView(r: Recording, items: number[]): RecordingView {
  return {
    label: r.label,
    items,
    lines: r.lines.map((l) => {
      const speaker = r.speakers[l.who]!;
      return {
        who: l.who,
        name: speaker.name,
        voice: speaker.voice,
        text: l.text,
        ...(l.say ? { say: l.say } : {}),
      };
    }),
  };
}

/** One part of a test in one language. */
export function projectPart(
  test: ModelTest,
  part: ModelTestPart,
  lang: Lang,
  teaches: ResolveTeaches,
): PartView {
  const base = {
    test: test.id,
    lang,
    slug: part.slug,
    name: pick(PART_TEXT[part.slug].name, lang),
    instructions: pick(PART_TEXT[part.slug].instructions, lang),
    first: part.first,
    count: part.count,
    points: part.points,
  };
  const item = (
    i: {
      n: number;
      key: string;
      why: Partial<Record<string, Explanation>>;
      evidence: string[];
      teaches: Teaches;
    },
    options: ItemView['options'],
    prompt?: string,
  ): ItemView => ({
    n: i.n,
    ...(prompt === undefined ? {} : { prompt }),
    options,
    key: i.key,
    why: explained(i.why, lang),
    evidence: i.evidence,
    teaches: teaches(i.teaches, lang),
  });
  const notes = (n: Partial<Record<string, Explanation>>) => explained(n, lang);
  const abc = (options: Record<string, string>) => ABC.map((letter) => ({ letter, text: options[letter] }));
  let material: MaterialView;
  let items: ItemView[];
  let partNotes: Record<string, ExplanationView> = {};
  switch (part.key) {
    case 'reading1': {
      const r = test.reading1;
      material = {
        kind: 'headlines',
        headlines: HEADLINE_LETTERS.map((l) => [l, r.headlines[l]]),
        texts: r.items.map((i) => ({ n: i.n, text: i.text })),
      };
      items = r.items.map((i) => item(i, letters(HEADLINE_LETTERS)));
      partNotes = notes(r.optionNotes);
      break;
    }
    case 'reading2': {
      const r = test.reading2;
      material = { kind: 'article', title: r.title, text: r.text };
      items = r.items.map((i) => item(i, abc(i.options), i.stem));
      break;
    }
    case 'reading3': {
      const r = test.reading3;
      material = { kind: 'adverts', adverts: ADVERT_LETTERS.map((l) => [l, r.adverts[l]]) };
      items = r.items.map((i) => item(i, letters([...ADVERT_LETTERS, 'x']), i.situation));
      partNotes = notes(r.optionNotes);
      break;
    }
    case 'language1': {
      const l = test.language1;
      material = { kind: 'gap-abc', text: l.text };
      items = l.items.map((i) => item(i, abc(i.options)));
      break;
    }
    case 'language2': {
      const l = test.language2;
      material = { kind: 'gap-box', text: l.text, box: BOX_LETTERS.map((b) => [b, l.box[b]]) };
      items = l.items.map((i) => item(i, letters(BOX_LETTERS)));
      partNotes = notes(l.optionNotes);
      break;
    }
    case 'listening1':
    case 'listening3': {
      const l = test[part.key];
      material = {
        kind: 'listening',
        context: l.context,
        recordings: l.items.map((i) => recordingView(i.recording, [i.n])),
      };
      items = l.items.map((i) => item(i, letters(PLUS_MINUS), i.statement));
      break;
    }
    case 'listening2': {
      const l = test.listening2;
      material = {
        kind: 'listening',
        context: l.context,
        recordings: [
          recordingView(
            l.recording,
            l.items.map((i) => i.n),
          ),
        ],
      };
      items = l.items.map((i) => item(i, letters(PLUS_MINUS), i.statement));
      break;
    }
  }
  return { ...base, material, items, notes: partNotes };
}
