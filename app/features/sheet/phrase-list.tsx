import type { ReactNode } from 'react';
import { RichText } from '~/components/ui/rich-text';
import type { PhrasesBlock, TableBlock } from '~/content/sheet-view';
import { langAttr, type Lang } from '~/i18n/locales';
import { messages } from '~/i18n/messages';
import type { PhraseTableShape } from './phrase-table';

interface PhraseItemProps {
  german: string;
  translation: string;
  /** Notes below the phrase (a tip, a rule), each with its label. */
  notes: { label: string; text: ReactNode }[];
  lang: Lang;
}

/**
 * One phrase: German in bold, the translation muted under it, notes below. Compact on purpose, so a
 * phone shows five or more phrases per screen; from `md` German and translation sit side by side.
 */
function PhraseItem({ german, translation, notes, lang }: PhraseItemProps) {
  const text = messages(lang).sheet;
  return (
    <li data-phrase className="px-3 py-1.5 md:grid md:grid-cols-2 md:gap-x-4">
      <p className="leading-snug font-semibold text-slate-900" lang={langAttr('de', lang)}>
        <span data-say="">
          <RichText text={german} lang="de" />
        </span>
      </p>
      <p className="text-sm leading-snug text-slate-600">
        <span className="sr-only">{text.translation}: </span>
        <span lang={langAttr('en', lang)}>
          <RichText text={translation} lang="en" />
        </span>
      </p>
      {notes.map((note) => (
        <p key={note.label} className="mt-1 text-sm leading-snug text-slate-700 md:col-span-2">
          <span className="font-semibold">{note.label}:</span> {note.text}
        </p>
      ))}
    </li>
  );
}

const LIST = 'divide-y divide-slate-200';

/** German phrases with translation and usage tip; the German stays German on every page. */
export function Phrases({ block, lang }: { block: PhrasesBlock; lang: Lang }) {
  const tip = messages(lang).sheet.tip;
  return (
    <div>
      {block.title && (
        <h3 className="mb-2 font-semibold text-slate-900">
          <RichText text={block.title} lang={lang} />
        </h3>
      )}
      <ul className={`${LIST} rounded-xl border border-slate-200`} data-testid="phrase-list">
        {block.items.map((item, i) => (
          <PhraseItem
            key={i}
            german={item.german}
            translation={item.translation}
            notes={item.tip ? [{ label: tip, text: <RichText text={item.tip} lang={lang} /> }] : []}
            lang={lang}
          />
        ))}
      </ul>
    </div>
  );
}

interface PhraseTableProps {
  block: TableBlock;
  shape: PhraseTableShape;
  /** The `lang` attribute of a column's cells on this page (German columns on English pages). */
  cellLang: (key: string) => Lang | undefined;
  lang: Lang;
}

/**
 * A phrase table read as a list, grouped under each phrase's function: no column labels repeated
 * in every row (see `phraseTableShape`). The caption becomes the list's heading.
 */
export function PhraseTable({ block, shape, cellLang, lang }: PhraseTableProps) {
  const headingLang = shape.groupKey === undefined ? undefined : cellLang(shape.groupKey);
  return (
    <div data-testid="phrase-table">
      <h3 className="mb-2 font-semibold text-slate-900">
        <RichText text={block.caption} lang={lang} />
      </h3>
      <div className="divide-y divide-slate-300 overflow-hidden rounded-xl border border-slate-200">
        {shape.groups.map((group, g) => (
          <div key={g}>
            {group.heading !== undefined && (
              <h4 className="bg-slate-50 px-3 py-1 text-sm font-semibold text-slate-700" lang={headingLang}>
                <RichText text={group.heading} lang={lang} />
              </h4>
            )}
            <ul className={LIST} data-testid="phrase-list">
              {group.items.map((item, i) => (
                <PhraseItem
                  key={i}
                  german={item.german}
                  translation={item.translation}
                  notes={item.notes.map((note) => ({
                    label: note.label,
                    text: (
                      <span
                        lang={cellLang(note.key)}
                        data-say={
                          block.germanColumns?.includes(note.key) && !block.wrongColumns?.includes(note.key)
                            ? ''
                            : undefined
                        }
                      >
                        <RichText text={note.text} lang={lang} />
                      </span>
                    ),
                  }))}
                  lang={lang}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
