import { coordinated, isLower } from '../clauses';
import {
  FINITE,
  HABEN,
  INFINITIVES,
  MODALS,
  SEIN_PARTICIPLES,
  SEPARABLE_FINITE,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
} from '../lexicon';
import type { TextRange } from '../report';
import type { Token } from '../text';
import { type Rule, span, perClause, infinitive, participle, SEIN, inseparableParticiple } from './shared';

// --- Word order: the verb at the end (modal + infinitive, separable prefix, participle) -----------

export const modalInfinitiveEnd: Rule = {
  id: 'modal-infinitive-end',
  explain: {
    de: 'Mit Modalverb steht der Infinitiv am Satzende: [[Ich kann morgen nicht kommen.]]',
    en: 'With a modal verb the infinitive goes to the end of the clause: [[Ich kann morgen nicht kommen.]]',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'word-order' },
  find: perClause(({ words }) => {
    if (words[0] && SUBORDINATORS.has(words[0].lower)) return [];
    const found: TextRange[] = [];
    for (const part of coordinated(words)) {
      const modal = part.findIndex((w, i) => MODALS.has(w.lower) && i <= 3);
      if (modal < 0) continue;
      const inf = part.findIndex((w, i) => i > modal && infinitive(w, part[i + 1]));
      if (inf < 0) continue;
      const rest = part.slice(inf + 1);
      if (rest.length === 0) continue;
      // Another verb after it (essen gehen, kommen können) or a comparison (als, wie) is fine.
      // Infinitives in -eln and -ern (klingeln, ändern) count here, where they only clear a clause.
      const verbAfter = (w: Token, i: number) =>
        infinitive(w, rest[i + 1]) ||
        (isLower(w) && /^[a-zäöüß]{2,}[^e](eln|ern)$/.test(w.text)) ||
        MODALS.has(w.lower) ||
        FINITE.has(w.lower) ||
        /^(sein|haben|werden)$/.test(w.lower);
      if (rest.some(verbAfter)) continue;
      if (['als', 'wie'].includes(rest[0]!.lower) || part[inf - 1]?.lower === 'zu') continue;
      if (rest[0]!.lower === 'zu' && infinitive(rest[1], rest[2])) continue;
      found.push(span(part[inf]!, rest.at(-1)));
    }
    return found;
  }),
};

export const separableVerb: Rule = {
  id: 'separable-verb',
  explain: {
    de: 'Trennbare Verben: Im Hauptsatz steht die Vorsilbe am Ende: [[Ich rufe dich morgen an.]]',
    en: 'Separable verbs: in a main clause the prefix goes to the end: [[Ich rufe dich morgen an.]]',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'word-order' },
  find: perClause(({ words }) =>
    coordinated(words).flatMap((part) =>
      part.flatMap((word, i) => {
        const next = part[i + 1];
        // "Bitte rufen Sie …": the whole verb before Sie ("anrufen Sie mich").
        if (separablePrefixed(word) && word.text.endsWith('en') && next?.text === 'Sie')
          return [span(word, next)];
        // "Ich ausschalte …", and inverted: "Dann aufpasst er …".
        const afterPronoun =
          (SUBJECT_PRONOUNS.has(part[i - 1]?.lower ?? '') ||
            (i > 0 && SUBJECT_PRONOUNS.has(next?.lower ?? '') && !word.text.endsWith('en'))) &&
          separablePrefixed(word);
        if (!SEPARABLE_FINITE.has(word.text) && !afterPronoun) return [];
        // At the end of its clause (a subordinate clause) it is right.
        if (!next || FINITE.has(next.lower) || infinitive(next, part[i + 2])) return [];
        return [span(word)];
      }),
    ),
  ),
};

/** The stems of frequent separable verbs (an-ruf-e, aus-steig-st, statt-find-et). */
const SEPARABLE =
  /^(an|ab|auf|aus|ein|mit|vor|vorbei|zurück|weg|los|fern|teil|nach|statt|zu)(ruf|bring|hol|komm|lad|läd|steig|fang|fäng|kauf|steh|geh|fahr|fähr|nehm|nimm|räum|zieh|seh|sieh|find|fall|fäll|hör|schlaf|wach|biet|meld|sag|schick|zahl|geb|gib|setz|stell|füll|pack|probier|schau|lern|flieg|mach|arbeit|helf|hilf|lauf|läuf|kenn|schalt|pass|wasch|wäsch|trag|träg)(e|st|t|et|est|en)?$/;

/** A verb form with a separable prefix (anrufe, aussteigst, anfangen). */
const separablePrefixed = (word: Token): boolean => isLower(word) && SEPARABLE.test(word.text);

export const participleEnd: Rule = {
  id: 'participle-end',
  explain: {
    de: 'Im Perfekt steht das Partizip am Satzende: [[Ich habe das gestern gemacht.]]',
    en: 'In the perfect tense the participle goes to the end of the clause: [[Ich habe das gestern gemacht.]]',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'tenses' },
  find: perClause(({ words }) => {
    if (words[0] && SUBORDINATORS.has(words[0].lower)) return [];
    const found: TextRange[] = [];
    for (const part of coordinated(words)) {
      const aux = part.findIndex((w, i) => (HABEN.has(w.lower) || SEIN.has(w.lower)) && i <= 2);
      if (aux < 0) continue;
      const withSein = SEIN.has(part[aux]!.lower);
      const p = part.findIndex(
        (w, i) =>
          i > aux && (withSein ? SEIN_PARTICIPLES.has(w.lower) : participle(w) || inseparableParticiple(w)),
      );
      if (p < 0) continue;
      const rest = part.slice(p + 1);
      if (rest.length === 0) continue;
      if (['als', 'wie', 'zu'].includes(rest[0]!.lower)) continue;
      if (rest.some((w) => FINITE.has(w.lower) || INFINITIVES.has(w.text) || participle(w))) continue;
      found.push(span(part[p]!, rest.at(-1)));
    }
    return found;
  }),
};
