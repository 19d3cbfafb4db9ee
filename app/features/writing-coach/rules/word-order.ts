import { clauses, isCapital, isLower } from '../clauses';
import { ALL_SUBJECT_PRONOUNS, SUBJECT_PRONOUNS, SUBORDINATORS } from '../lexicon';
import type { TextRange } from '../report';
import type { Token } from '../text';
import { type Rule, span, perClause, infinitive, finite, participle, inseparableParticiple } from './shared';

// --- Word order ------------------------------------------------------------------------------

/** The subject at the start of `words` from `i`: a pronoun (1 word) or article + noun (2–3). */
function subjectLength(words: readonly Token[], i: number): number {
  const w = words[i];
  if (!w) return 0;
  if (ALL_SUBJECT_PRONOUNS.has(w.lower) && isLower(w)) return 1;
  if (w.lower === 'ich' || w.lower === 'du') return 1;
  if (/^(der|die|das|mein|meine|dein|deine|unser|unsere|ein|eine)$/.test(w.lower) && isLower(w)) {
    if (words[i + 1] && isCapital(words[i + 1]!)) return 2;
    if (words[i + 1] && isLower(words[i + 1]!) && words[i + 2] && isCapital(words[i + 2]!)) return 3;
  }
  return 0;
}

export const verbFinalSubordinate: Rule = {
  id: 'verb-final-subordinate',
  explain: {
    de: 'Nach [[weil]], [[dass]], [[obwohl]], [[wenn]], [[ob]] steht das Verb am Ende: [[…, weil ich müde bin.]]',
    en: 'After [[weil]], [[dass]], [[obwohl]], [[wenn]], [[ob]] the verb goes to the end: [[…, weil ich müde bin.]]',
  },
  teaches: { sheet: 'a2-b1-grammar-bridge', section: 'subordinate-clauses' },
  find: perClause(({ words }) => {
    const found: TextRange[] = [];
    words.forEach((word, i) => {
      if (!SUBORDINATORS.has(word.lower) || word.lower === 'damit') return;
      // Only a subordinator that opens its clause (not "so dass", "erst wenn": still opening).
      const subject = subjectLength(words, i + 1);
      if (subject === 0) return;
      const verb = words[i + 1 + subject];
      const rest = words.slice(i + 2 + subject);
      if (!verb || !finite(verb) || rest.length === 0) return;
      // "weil ich arbeiten muss": an -en form after ich, du, er is no finite verb.
      const singular = subject === 1 && /^(ich|du|er)$/.test(words[i + 1]!.lower);
      if (singular && verb.lower.endsWith('en')) return;
      // A clause that ends with its finite verb is right ("weil wir kommen können").
      const last = rest.at(-1)!;
      if (finite(last) && !(singular && last.lower.endsWith('en'))) return;
      if (rest.some((w) => ['und', 'oder', 'aber'].includes(w.lower))) return;
      found.push(span(word, verb));
    });
    // The clause opens with its subordinator, and a finite verb stands inside it, not at its end:
    // "weil am Abend fährt kein Bus", "weil die Heizung in meinem Zimmer funktioniert nicht".
    const [head] = words;
    if (found.length === 0 && head && /^(weil|dass|obwohl|ob|wenn)$/.test(head.lower)) {
      const k = words.findIndex((w, i) => i >= 2 && finite(w) && !w.lower.endsWith('en'));
      const rest = k < 0 ? [] : words.slice(k + 1);
      const last = rest.at(-1);
      const verbAtEnd = (w: Token) =>
        finite(w) || participle(w) || inseparableParticiple(w) || infinitive(w, undefined);
      if (
        last &&
        !verbAtEnd(last) &&
        !rest.some((w) => /^(und|oder|aber|als|wie)$/.test(w.lower)) &&
        !words.slice(1, k).some((w) => finite(w) || /^(und|oder)$/.test(w.lower))
      )
        found.push(span(head, words[k]));
    }
    return found;
  }),
};

/** Adverbs that fill position 1 on their own: the verb must follow at once. */
const POSITION_ONE = new Set(
  'heute morgen gestern dann danach deshalb deswegen darum trotzdem außerdem jetzt später zuerst leider vielleicht hoffentlich bald natürlich manchmal abends morgens übermorgen'.split(
    ' ',
  ),
);
const TIME_NOUNS = new Set([
  'Abend',
  'Morgen',
  'Nachmittag',
  'Mittag',
  'Vormittag',
  'Nacht',
  'Woche',
  'Jahr',
  'Monat',
]);

/** Small words inside a time or place phrase before its noun (am nächsten Samstag, in zwei Wochen). */
const PHRASE_WORD =
  /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meinem|meinen|meiner|nächste|nächsten|nächstes|letzte|letzten|letztes|jede|jeden|jedes|diese|diesen|dieses|anderen|ganzen|ersten|zweiten|dritten|vierten|zwei|drei|vier|fünf|\d+)$/;

/** Where an opening phrase at `k` ends (the index after it), or -1: an adverb, or a phrase ending in a noun. */
function openerEnd(words: readonly Token[], k: number, clauseStart: boolean): number {
  const w0 = words[k];
  if (!w0) return -1;
  if (POSITION_ONE.has(w0.lower)) return k + 1 + (words[k + 1] && TIME_NOUNS.has(words[k + 1]!.text) ? 1 : 0);
  // Phrases only open a sentence (after a comma they may be anything).
  if (
    !clauseStart ||
    !/^(am|im|an|in|um|für|bei|seit|nach|vor|letzte|letzten|letztes|nächste|nächsten|nächstes|jede|jeden|diese|diesen)$/.test(
      w0.lower,
    )
  )
    return -1;
  let j = k + 1;
  // "Jede Woche", "Letzten Samstag": the time word is the phrase's first word.
  if (/^(letzte|letzten|letztes|nächste|nächsten|nächstes|jede|jeden|diese|diesen)$/.test(w0.lower))
    j = k + 1;
  while (j < k + 4 && words[j] && PHRASE_WORD.test(words[j]!.lower) && !isCapital(words[j]!)) j++;
  return words[j] && isCapital(words[j]!) && !SUBJECT_PRONOUNS.has(words[j]!.lower) ? j + 1 : -1;
}

export const verbSecond: Rule = {
  id: 'verb-second',
  explain: {
    de: 'Im Hauptsatz steht das Verb auf Position 2, auch wenn vorn eine Zeitangabe steht: [[Morgen komme ich.]]',
    en: 'In a main clause the verb is in position 2, also when a time phrase comes first: [[Morgen komme ich.]]',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'word-order' },
  find(sentence) {
    const found: TextRange[] = [];
    for (const clause of clauses(sentence)) {
      const { words } = clause;
      // The sentence's start, or a main clause after a comma or und/aber/oder/denn (adverbs only).
      const starts = [0];
      words.forEach((w, k) => {
        if (/^(und|aber|oder|denn)$/.test(w.lower)) starts.push(k + 1);
      });
      for (const k of starts) {
        const atSentenceStart = (k === 0 && clause.after === undefined) || k > 0;
        const i = openerEnd(words, k, atSentenceStart);
        if (i < 0) continue;
        const w0 = words[k]!;
        const phraseEnd = words[i - 1]!;
        const subject = /^(alles|nichts)$/.test(words[i]?.lower ?? '') ? 1 : subjectLength(words, i);
        if (subject === 0) continue;
        // After und, aber, denn only a pronoun counts as the subject (a noun may be the object).
        if (k > 0 && !(subject === 1 && SUBJECT_PRONOUNS.has(words[i]!.lower))) continue;
        // After a noun, "der" (des) opens an attribute, not a subject: "Am Ende der Woche machen Sie".
        if (i - 1 > k && isCapital(phraseEnd) && /^(der|des)$/.test(words[i]!.lower)) continue;
        const next = words[i + subject];
        // Subject, then a verb: a pronoun with any lower-case word, a noun with a known finite verb.
        const pronoun = subject === 1 && SUBJECT_PRONOUNS.has(words[i]!.lower);
        if (!next) continue;
        if (
          pronoun
            ? !isLower(next) || /^(und|oder|auch|nicht|selbst|allein|schon)$/.test(next.lower)
            : !finite(next)
        )
          continue;
        found.push(span(w0, next));
      }
    }
    // An accusative object first, then the subject before the verb: "Den Schlüssel ich hole morgen",
    // "…, jeden Tag ich gehe" (den, einen, jeden … are never the subject).
    const t = sentence.tokens;
    t.forEach((article, i) => {
      const opens = i === 0 || t[i - 1]?.text === ',';
      if (!opens || !/^(den|einen|meinen|deinen|jeden|diesen|keinen)$/.test(article.lower)) return;
      let n = i + 1;
      if (t[n]?.kind === 'word' && isLower(t[n]!) && /en$/.test(t[n]!.text)) n++;
      const noun = t[n];
      const subject = t[n + 1];
      const verb = t[n + 2];
      if (noun?.kind !== 'word' || !isCapital(noun) || subject?.kind !== 'word' || verb?.kind !== 'word')
        return;
      if (!/^(ich|du|er|wir)$/.test(subject.text) || !isLower(verb)) return;
      if (/^(und|oder|auch|nicht|selbst|allein|schon)$/.test(verb.lower)) return;
      found.push(span(article, verb));
    });
    // A question word, then the subject before the verb: "Warum Leon hat schlechte Noten?"
    const [q, subject, verb] = sentence.words;
    if (
      q &&
      subject &&
      verb &&
      q.first &&
      sentence.text.endsWith('?') &&
      /^(warum|wann|wo|wie|was|wohin|woher|wieso|weshalb)$/.test(q.lower)
    ) {
      const named = isCapital(subject) && subject.text !== 'Sie' && finite(verb);
      const pronoun = SUBJECT_PRONOUNS.has(subject.lower) && finite(verb);
      const between = sentence.tokens.slice(sentence.tokens.indexOf(q), sentence.tokens.indexOf(verb));
      if ((named || pronoun) && !between.some((t) => t.kind === 'punct')) found.push(span(q, verb));
    }
    // After a subordinate clause at the start, the main clause opens with its verb: "Wenn es heiß ist, komme ich".
    const cl = clauses(sentence);
    cl.forEach((clause, k) => {
      const previous = cl[k - 1];
      if (!previous || clause.after !== ',') return;
      const opener =
        previous.words[0]?.lower === 'aber' || previous.words[0]?.lower === 'und'
          ? previous.words[1]
          : previous.words[0];
      const firstClause = k === 1 || (previous.words[0] && /^(aber|und)$/.test(previous.words[0].lower));
      if (
        !opener ||
        !firstClause ||
        !/^(wenn|weil|als|obwohl|nachdem|bevor|sobald|falls)$/.test(opener.lower)
      )
        return;
      const [s0, v0] = clause.words;
      if (
        s0 &&
        v0 &&
        SUBJECT_PRONOUNS.has(s0.lower) &&
        isLower(v0) &&
        (finite(v0) || /e$|t$/.test(v0.text)) &&
        !/^(auch|nicht|selbst|allein|schon|und)$/.test(v0.lower)
      )
        found.push(span(s0, v0));
    });
    return found;
  },
};

export const dennWordOrder: Rule = {
  id: 'denn-word-order',
  explain: {
    de: 'Nach [[denn]] steht das Verb auf Position 2, nicht am Ende: [[…, denn ich habe keine Zeit.]]',
    en: 'After [[denn]] the verb is in position 2, not at the end: [[…, denn ich habe keine Zeit.]]',
  },
  teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
  find: perClause(({ words }) => {
    const [d, subject, next] = words;
    const last = words.at(-1);
    if (d?.lower !== 'denn' || !subject || !next || !last || words.length < 4) return [];
    if (!ALL_SUBJECT_PRONOUNS.has(subject.lower)) return [];
    if (finite(next) || words.some((w) => ['und', 'oder', 'aber'].includes(w.lower))) return [];
    // A verb form that fits the subject right after it (ich arbeite, du hast) keeps position 2.
    const ending: Record<string, RegExp> = {
      ich: /e$/,
      du: /st$/,
      er: /t$/,
      sie: /t$|en$/,
      es: /t$/,
      ihr: /t$/,
      wir: /en$/,
      man: /t$/,
    };
    const fits = (w: Token) =>
      isLower(w) && ending[subject.lower]!.test(w.text) && !DETERMINER_LIKE.has(w.text);
    if (fits(next)) return [];
    return finite(last) || fits(last) ? [span(d, last)] : [];
  }),
};

/** Lower-case words ending like verbs that are not verbs (keine, gerne, alle …). */
const DETERMINER_LIKE = new Set(
  'die der das den dem keine meine deine seine ihre unsere eure eine diese jede alle gerne lange heute nicht jetzt erst selbst gut oft bitte leider schnell spät morgen viele wenige manche einige beide andere gute nette kleine große schöne neue alte'.split(
    ' ',
  ),
);
