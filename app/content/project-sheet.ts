import { pick, type Lang } from '../i18n/locales';
import { WRITING_CRITERIA } from './sheet-schema';
import type * as Model from './sheet-schema';
import type * as View from './sheet-view';

/** Explanatory text in one language. */
function localText(text: Model.LocalText, lang: Lang): string {
  return text.same !== undefined ? text.same : pick(text, lang);
}

/** `{ [key]: value }` when the value exists, else nothing: the view has no `undefined` fields. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function projectTable(block: Model.TableBlock, text: (t: Model.LocalText) => string): View.TableBlock {
  const keysIn = (lang: 'de' | 'en') => block.columns.filter((c) => c.lang === lang).map((c) => c.key);
  const germanColumns = keysIn('de');
  const translationColumns = keysIn('en');
  const wrongColumns = block.columns.filter((c) => c.lang === 'de' && c.wrong).map((c) => c.key);
  return {
    type: 'table',
    caption: text(block.caption),
    columns: block.columns.map((c) => ({ key: c.key, header: text(c.header) })),
    rows: block.rows.map((row) =>
      Object.fromEntries(
        block.columns.map((c) => {
          const cell = row[c.key]!;
          return [c.key, typeof cell === 'string' ? cell : text(cell)];
        }),
      ),
    ),
    ...optional('germanColumns', germanColumns.length > 0 ? germanColumns : undefined),
    ...optional('translationColumns', translationColumns.length > 0 ? translationColumns : undefined),
    ...optional('wrongColumns', wrongColumns.length > 0 ? wrongColumns : undefined),
    ...optional('stack', block.stack),
    ...optional('fold', block.fold),
  };
}

function projectBlock(block: Model.Block, lang: Lang): View.Block {
  const text = (t: Model.LocalText) => localText(t, lang);
  const maybe = (t: Model.LocalText | undefined) => (t === undefined ? undefined : text(t));
  switch (block.type) {
    case 'paragraph':
      return { type: 'paragraph', text: text(block.text) };
    case 'list':
      return { type: 'list', items: block.items.map(text) };
    case 'steps':
      return { type: 'steps', items: block.items.map((s) => ({ title: text(s.title), text: text(s.text) })) };
    case 'callout':
      return {
        type: 'callout',
        tone: block.tone,
        title: text(block.title),
        ...optional('text', maybe(block.text)),
        ...optional('items', block.items?.map(text)),
      };
    case 'phrases':
      return {
        type: 'phrases',
        ...optional('title', maybe(block.title)),
        items: block.items.map((p) => ({
          german: p.german,
          translation: p.translation,
          ...optional('tip', maybe(p.tip)),
        })),
      };
    case 'example':
      return {
        type: 'example',
        title: text(block.title),
        ...optional(
          'german',
          block.text?.map((l) => l.german),
        ),
        ...optional(
          'translation',
          block.text?.map((l) => l.translation),
        ),
        ...optional('practice', block.practice),
        ...optional('screenOnly', block.screenOnly),
        steps: block.steps.map((s) => ({
          prompt: text(s.prompt),
          answer: text(s.answer),
          reasoning: text(s.reasoning),
        })),
      };
    case 'dialogue':
      return {
        type: 'dialogue',
        title: text(block.title),
        lines: block.lines.map((l) => ({
          speaker: text(l.speaker),
          german: l.german,
          translation: l.translation,
          ...optional('note', maybe(l.note)),
        })),
      };
    case 'table':
      return projectTable(block, text);
    case 'timeline':
      return {
        type: 'timeline',
        caption: text(block.caption),
        headers: {
          phase: text(block.headers.phase),
          activity: text(block.headers.activity),
          duration: text(block.headers.duration),
          goal: text(block.headers.goal),
        },
        segments: block.segments.map((s) => ({
          phase: text(s.phase),
          activity: text(s.activity),
          from: s.from,
          to: s.to,
          goal: text(s.goal),
        })),
      };
    case 'writingTask':
      return {
        type: 'writingTask',
        title: text(block.title),
        text: block.text.map(germanText),
        points: block.points.map((p) => ({ ...germanText(p), cues: p.cues })),
        register: block.register,
        asksQuestion: block.asksQuestion,
      };
    case 'modelAnswer':
      return {
        type: 'modelAnswer',
        title: text(block.title),
        lines: block.lines.map((l) => ({
          ...germanText(l),
          points: [...(l.points ?? [])],
          ...optional('note', maybe(l.note)),
        })),
        marking: WRITING_CRITERIA.map((criterion) => ({
          criterion,
          grade: block.marking[criterion].grade,
          reason: text(block.marking[criterion].reason),
        })),
      };
  }
}

/** German learner material passes through unchanged, in every language. */
function germanText({ german, translation }: Model.GermanText): Model.GermanText {
  return { german, translation };
}

function projectSummary(summary: Model.SheetSummary, lang: Lang): View.Summary {
  return {
    method: summary.method.map((line) => localText(line, lang)),
    phrases: summary.phrases.map((p) => ({ german: p.german, translation: p.translation })),
    figures: summary.figures.map((f) => ({
      label: localText(f.label, lang),
      value: localText(f.value, lang),
    })),
    ...optional(
      'tables',
      summary.tables?.map((t) => projectTable(t, (x) => localText(x, lang))),
    ),
  };
}

/**
 * The one function that turns a sheet (one tree, both languages) into one language: the shape the
 * block components render. German learner material passes through unchanged in both languages.
 */
export function projectSheet(sheet: Model.Sheet, lang: Lang): View.SheetInLanguage {
  const text = (t: Model.LocalText) => localText(t, lang);
  const { seoMeta } = sheet;
  return {
    pageTitle: {
      main: text(sheet.pageTitle.main),
      highlight: text(sheet.pageTitle.highlight),
      subtitle: text(sheet.pageTitle.subtitle),
    },
    exam: text(sheet.exam),
    ...optional('summary', sheet.summary && projectSummary(sheet.summary, lang)),
    sections: sheet.sections.map((s) => ({
      id: s.id,
      title: text(s.title),
      blocks: s.blocks.map((b) => projectBlock(b, lang)),
    })),
    closing: text(sheet.closing),
    ...optional(
      'seoMeta',
      seoMeta && {
        title: text(seoMeta.title),
        description: text(seoMeta.description),
        ...optional('keywords', seoMeta.keywords && pick(seoMeta.keywords, lang)),
      },
    ),
  };
}
