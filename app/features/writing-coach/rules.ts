import type { SheetRoute } from '~/content/catalogue-data';
import type { Localized } from '~/i18n/locales';
import { clauses, coordinated, isCapital, isLower, type Clause } from './clauses';
import {
  ALL_SUBJECT_PRONOUNS,
  FINITE,
  HABEN,
  INFINITIVES,
  MODALS,
  NOT_ACCUSATIVE,
  NOT_DATIVE,
  SEIN_PARTICIPLES,
  SEPARABLE_FINITE,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  TRANSITIVE_TOO,
} from './lexicon';
import type { CoachTask, TextRange } from './report';
import type { Sentence, Token } from './text';

/**
 * The typical B1 mistakes the coach looks for. Precision first: each rule fires only on a pattern
 * that is wrong wherever it appears, so every German sentence the site teaches passes all rules
 * (coach-rules.test.ts). A rule that cannot be made that precise is left out, not weakened.
 */
export interface Rule {
  /** Stable id (the corpus tags planted mistakes with it). */
  id: string;
  /** A short explanation; German examples stay German. */
  explain: Localized;
  /** The sheet section that teaches it. */
  teaches: { sheet: SheetRoute; section: string };
  /** The places in one sentence where the mistake is. */
  find(sentence: Sentence, task: CoachTask): TextRange[];
}

const span = (from: Token, to: Token = from): TextRange => ({ start: from.start, end: to.end });

/** Runs `check` on every clause of the sentence and collects its places. */
const perClause =
  (check: (clause: Clause, sentence: Sentence, task: CoachTask) => TextRange[]) =>
  (sentence: Sentence, task: CoachTask): TextRange[] =>
    clauses(sentence).flatMap((clause) => check(clause, sentence, task));

/** Lower-case words in -en that are no infinitive (determiners, pronouns, adverbs). */
const NOT_INFINITIVE = new Set(
  'einen keinen meinen deinen seinen ihren unseren euren diesen jeden allen vielen beiden anderen denen ihnen morgen zusammen unten oben draußen drinnen innen außen gegen neben wegen trotzdem eigenen ganzen einigen wenigen manchen solchen welchen verschiedenen letzten nächsten ersten eben seltenen besten gern gerne sieben mitten'.split(
    ' ',
  ),
);

/** An infinitive: a listed one, or a lower-case word in -en that is no determiner or adverb and not followed by a noun (then it is an adjective). */
function infinitive(word: Token | undefined, next: Token | undefined): boolean {
  if (!word || !isLower(word)) return false;
  if (INFINITIVES.has(word.text)) return true;
  return (
    /^[a-zäöüß]{4,}en$/.test(word.text) &&
    !NOT_INFINITIVE.has(word.text) &&
    !(next && isCapital(next)) &&
    !participle(word) &&
    !inseparableParticiple(word)
  );
}

/** Whether a word is a finite verb form the lexicon knows. */
/** Prepositions (a noun after one is no subject or object of the verb). */
const PREPOSITIONS =
  /^(mit|bei|von|zu|zum|zur|für|über|an|am|auf|in|im|ins|nach|aus|vor|ohne|gegen|durch|um|neben|hinter|zwischen|unter|wegen|trotz|seit|als|wie)$/;

const finite = (word: Token | undefined): boolean => word !== undefined && FINITE.has(word.lower);

/** A participle II: a listed one, or ge…t / ge…en (not gegen, gehen, geben …). */
const NOT_PARTICIPLE = new Set([
  'gegen',
  'gehen',
  'geben',
  'gelten',
  'genießen',
  'gewinnen',
  'gehören',
  'geht',
  'gesamt',
  'gerecht',
  'genug',
  'gestern',
  'gerade',
]);
function participle(word: Token | undefined): boolean {
  if (!word || !isLower(word) || NOT_PARTICIPLE.has(word.lower)) return false;
  return /^(ge|[a-zäöü]{2,6}ge)[a-zäöüß]{3,}(t|en)$/u.test(word.lower) || SEIN_PARTICIPLES.has(word.lower);
}

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

// --- Word order ------------------------------------------------------------------------------

const verbFinalSubordinate: Rule = {
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
  /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meinem|meinen|meiner|nächste|nächsten|nächstes|letzte|letzten|letztes|jede|jeden|jedes|diese|diesen|dieses|anderen|ganzen|ersten|zwei|drei|vier|fünf|\d+)$/;

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

const verbSecond: Rule = {
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

const modalInfinitiveEnd: Rule = {
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

const separableVerb: Rule = {
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
        const afterPronoun = SUBJECT_PRONOUNS.has(part[i - 1]?.lower ?? '') && separablePrefixed(word);
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
  /^(an|ab|auf|aus|ein|mit|vor|vorbei|zurück|weg|los|fern|teil|nach|statt|zu)(ruf|bring|hol|komm|lad|läd|steig|fang|fäng|kauf|steh|geh|fahr|fähr|nehm|nimm|räum|zieh|seh|sieh|find|fall|fäll|hör|schlaf|wach|biet|meld|sag|schick|zahl|geb|gib|setz|stell|füll|pack|probier|schau|lern|flieg|mach|arbeit|helf|hilf|lauf|läuf|kenn)(e|st|t|et|est|en)?$/;

/** A verb form with a separable prefix (anrufe, aussteigst, anfangen). */
const separablePrefixed = (word: Token): boolean => isLower(word) && SEPARABLE.test(word.text);

const participleEnd: Rule = {
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

const SEIN = new Set('bin bist ist sind seid war warst waren'.split(' '));

/** Participles without ge-: be-, ver-, er-, ent- and -ieren verbs (bezahlt, vergessen, repariert). */
const NOT_INSEPARABLE = new Set(
  'bestimmt bekannt berühmt bereit besetzt beliebt besten beiden bereits erst etwa verrückt verheiratet entfernt bequem verschieden erwachsen besonders entschuldigt verletzt beschäftigt'.split(
    ' ',
  ),
);
function inseparableParticiple(word: Token): boolean {
  if (!isLower(word) || NOT_INSEPARABLE.has(word.text)) return false;
  // Not a declined adjective (bestimmten, bekannten).
  if (/ten$/.test(word.text)) return false;
  return /^(be|ver|er|ent|zer)[a-zäöüß]{3,}(t|en)$/.test(word.text) || /^[a-zäöüß]{3,}iert$/.test(word.text);
}

const dennWordOrder: Rule = {
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

// --- Tense ------------------------------------------------------------------------------------

const OBJECT_WORDS = new Set(
  'den einen mich dich ihn uns euch meinen deinen seinen ihren unseren das auto wagen'.split(' '),
);

const perfectSeinMovement: Rule = {
  id: 'perfect-sein-movement',
  explain: {
    de: 'Verben der Bewegung und [[bleiben]], [[passieren]] bilden das Perfekt mit [[sein]]: [[Ich bin nach Hause gefahren.]]',
    en: 'Verbs of movement and [[bleiben]], [[passieren]] form the perfect with [[sein]]: [[Ich bin nach Hause gefahren.]]',
  },
  teaches: { sheet: 'a2-b1-grammar-bridge', section: 'past-tenses' },
  find: perClause(({ words }) => {
    const found: TextRange[] = [];
    for (const part of coordinated(words)) {
      part.forEach((word, i) => {
        if (!SEIN_PARTICIPLES.has(word.lower)) return;
        const aux = part.slice(0, i).findIndex((w) => HABEN.has(w.lower));
        const after = part[i + 1];
        const auxAfter = after && HABEN.has(after.lower);
        if (aux < 0 && !auxAfter) return;
        const between = aux >= 0 ? part.slice(aux + 1, i) : part.slice(0, i);
        // An object (not the noun of a place: "in den Zoo gefahren").
        const object = between.some(
          (w, k) => OBJECT_WORDS.has(w.lower) && !PREPOSITIONS.test(between[k - 1]?.lower ?? ''),
        );
        if (TRANSITIVE_TOO.has(word.lower) && object) return;
        // "Ich habe mich umgezogen" (changed clothes) takes haben.
        if (word.lower === 'umgezogen' && between.some((w) => /^(mich|dich|sich|uns|euch)$/.test(w.lower)))
          return;
        found.push(aux >= 0 ? span(part[aux]!, word) : span(word, after));
      });
    }
    return found;
  }),
};

const SEIT_PAST = new Set(
  'gewohnt gelernt gearbeitet gelebt gespielt studiert besucht gemacht gehabt'.split(' '),
);

const seitTense: Rule = {
  id: 'seit-tense',
  explain: {
    de: 'Mit [[seit]] + Zeit steht das Präsens, wenn es noch andauert: [[Ich wohne seit zwei Jahren hier.]]',
    en: 'With [[seit]] + a period, use the present tense for something still going on: [[Ich wohne seit zwei Jahren hier.]]',
  },
  teaches: { sheet: 'grammar-application-patterns', section: 'sentence-patterns' },
  find: perClause(({ words }) => {
    const seit = words.findIndex((w) => w.lower === 'seit');
    if (seit < 0 || (words[0]?.lower === 'seit' && words[1] && ALL_SUBJECT_PRONOUNS.has(words[1].lower)))
      return [];
    if (words.some((w) => /^(nicht|nie|kein|keine|keinen|noch|schon|nur)$/.test(w.lower))) return [];
    const preterite = words.findIndex((w) =>
      /^(war|waren|wohnte|wohnten|arbeitete|lernte|lebte)$/.test(w.lower),
    );
    const aux = preterite >= 0 ? preterite : words.findIndex((w) => HABEN.has(w.lower));
    const p = preterite >= 0 ? preterite : words.findIndex((w) => SEIT_PAST.has(w.lower));
    if (
      aux < 0 ||
      p < 0 ||
      !words[seit + 1] ||
      !/^(\d+|zwei|drei|vier|fünf|sechs|einem|einer|vielen|jahren|monaten|wochen)$/i.test(
        words[seit + 1]!.text,
      )
    )
      return [];
    return [span(words[Math.min(aux, p, seit)]!, words[Math.max(aux, p, seit)])];
  }),
};

// --- Cases ------------------------------------------------------------------------------------

const dativePreposition: Rule = {
  id: 'dative-preposition',
  explain: {
    de: 'Nach [[mit]], [[von]], [[bei]], [[seit]], [[aus]], [[zu]] steht der Dativ: [[mit der Reparatur]], [[mit dem Kurs]].',
    en: 'After [[mit]], [[von]], [[bei]], [[seit]], [[aus]], [[zu]] comes the dative: [[mit der Reparatur]], [[mit dem Kurs]].',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'prepositions' },
  find(sentence) {
    const w = sentence.tokens;
    const found: TextRange[] = [];
    w.forEach((word, i) => {
      const next = w[i + 1];
      if (!next || next.kind !== 'word') return;
      if (!/^(mit|von|bei|seit|aus|zu|nach)$/.test(word.lower)) return;
      // "seit drei Monate", "mit zwei Kinder": a plural after a number takes -n in the dative.
      const counted = w[i + 2];
      if (
        word.lower !== 'zu' &&
        NUMBER_WORD.test(next.lower) &&
        counted?.kind === 'word' &&
        isCapital(counted) &&
        !/(n|s)$/.test(counted.text) &&
        !UNITS.has(counted.text)
      ) {
        found.push(span(word, counted));
        return;
      }
      // "seit ein Jahr", "mit ein Freund": "ein" is never dative ("ein paar", "ein bisschen" are no article).
      if (word.lower !== 'zu' && next.lower === 'ein' && w[i + 2]?.kind === 'word' && isCapital(w[i + 2]!)) {
        found.push(span(word, w[i + 2]));
        return;
      }
      // "zu mich", "mit dich": an accusative pronoun after a dative preposition.
      if (/^(mich|dich)$/.test(next.text) && word.lower !== 'nach') {
        found.push(span(word, next));
        return;
      }
      if (!NOT_DATIVE.has(next.lower) && !/^(Ihre|ihre|Ihr)$/.test(next.text)) return;
      if (!isLower(next) && !/^Ihre?$/.test(next.text)) return;
      // "meiner Meinung nach die …": nach after its noun.
      if (
        word.lower === 'nach' &&
        (NACH_AFTER.test(w[i - 1]?.text ?? '') || !/^(die|das|eine|meine|deine)$/.test(next.lower))
      )
        return;
      // "zu" before an infinitive group or as "too" is no preposition; "aus" may end a verb.
      if (word.lower === 'zu' && !/^(die|das|eine|einen|meine|deine|seine|unsere|ihre)$/.test(next.lower))
        return;
      const noun = w[i + 2];
      if (!noun || noun.kind !== 'word') return;
      // An article must be followed by a noun or an adjective + noun (not a relative clause).
      if (!isCapital(noun) && !(isLower(noun) && w[i + 3] && isCapital(w[i + 3]!))) return;
      found.push(span(word, next));
    });
    return found;
  },
};

/** Number words and figures before a counted plural. */
const NUMBER_WORD =
  /^(\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|vierzig|fünfzig|hundert)$/;
/** Units that stay as they are after a number ("mit 20 Euro", "bei 30 Grad", "seit drei Uhr"). */
const UNITS = new Set([
  'Euro',
  'Cent',
  'Uhr',
  'Prozent',
  'Grad',
  'Kilo',
  'Gramm',
  'Meter',
  'Kilometer',
  'Liter',
  'Mal',
  'Jahr',
  'Stück',
]);
/** Nouns that "nach" follows ("meiner Meinung nach die …"): there it is no preposition before the article. */
const NACH_AFTER = /^(Meinung|Ansicht|Reihe|Anschein|Erfahrung|Angaben|Aussagen?|Plan|Wunsch)$/;

const accusativePreposition: Rule = {
  id: 'accusative-preposition',
  explain: {
    de: 'Nach [[für]], [[ohne]], [[gegen]], [[durch]] steht der Akkusativ: [[für den Kurs]], [[für dich]].',
    en: 'After [[für]], [[ohne]], [[gegen]], [[durch]] comes the accusative: [[für den Kurs]], [[für dich]].',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'prepositions' },
  find(sentence) {
    const w = sentence.tokens;
    const found: TextRange[] = [];
    w.forEach((word, i) => {
      const next = w[i + 1];
      if (!next || next.kind !== 'word') return;
      const um = word.lower === 'um' && /^(dem|einem|meinem|deinem)$/.test(next.lower);
      if (!um && (!/^(für|ohne|gegen|durch)$/.test(word.lower) || !NOT_ACCUSATIVE.has(next.lower))) return;
      if (word.lower === 'ohne' && /^(mir|dir|ihm|ihnen)$/.test(next.lower)) return;
      if (next.lower === 'der' && !(w[i + 2] && w[i + 2]!.kind === 'word')) return;
      found.push(span(word, next));
    });
    return found;
  },
};

const ADJ_NOT = new Set(
  'bitte gerne heute ohne alle eine keine meine deine seine ihre unsere eure diese jede manche solche welche die einige'.split(
    ' ',
  ),
);

const adjectiveEnding: Rule = {
  id: 'adjective-ending',
  explain: {
    de: 'Adjektiv ohne Artikel nach Dativ-Präposition: Plural auf -en: [[mit älteren Menschen]], [[mit netten Leuten]].',
    en: 'An adjective without an article after a dative preposition: plural in -en: [[mit älteren Menschen]], [[mit netten Leuten]].',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'adjective-endings' },
  find(sentence) {
    const w = sentence.tokens;
    const found: TextRange[] = [];
    w.forEach((word, i) => {
      const adj = w[i + 1];
      const noun = w[i + 2];
      if (!adj || !noun || adj.kind !== 'word' || noun.kind !== 'word') return;
      if (!/^(mit|von|bei|aus|seit)$/.test(word.lower)) return;
      if (!isLower(adj) || !/[a-zäöüß]{2,}e$/.test(adj.text) || ADJ_NOT.has(adj.lower)) return;
      if (!isCapital(noun) || !/(en|er|e|n|s)$/.test(noun.text)) return;
      found.push(span(adj, noun));
    });
    w.forEach((article, i) => {
      const adj = w[i + 1];
      const noun = w[i + 2];
      if (!adj || !noun || adj.kind !== 'word' || noun.kind !== 'word' || !isLower(adj) || !isCapital(noun))
        return;
      if (article.kind !== 'word' || ADJ_NOT.has(adj.text) || DETERMINERS.has(adj.text)) return;
      const a = article.lower;
      // An adjective with no ending between article and noun: "eine klein Party", "ein gut Kurs".
      const bare =
        BARE_ADJECTIVES.has(adj.text) &&
        /^(ein|eine|einen|einem|einer|der|die|das|den|dem|mein|meine|meinen|meinem|dein|deine|deinen|deinem|kein|keine|keinen|keinem)$/.test(
          a,
        );
      // After den, dem, einen, einem, einer … the ending is -en: "einen neuen Termin".
      const wantsEn =
        /^(den|dem|des|einen|einem|meinen|meinem|deinen|deinem|keinen|keinem|unseren|unserem)$/.test(a) &&
        /[a-zäöüß]{2,}(e|er|es)$/.test(adj.text) &&
        ADJECTIVE_STEMS.test(adj.text);
      // After ein, mein, kein (no ending on the article) never -e: "ein großes Fest", "mein erster Tag".
      const noE =
        /^(ein|mein|dein|kein)$/.test(a) &&
        /[a-zäöüß]{2,}e$/.test(adj.text) &&
        ADJECTIVE_STEMS.test(adj.text);
      if (bare || wantsEn || noE) found.push(span(article, noun));
    });
    return found;
  },
};

/** Adjectives learners use most, without an ending. */
const BARE_ADJECTIVES = new Set(
  'klein groß neu gut schön alt jung lang kurz nett toll laut ruhig billig teuer schnell warm kalt hell dunkel lecker interessant wichtig schwer leicht freundlich herzlich lieb'.split(
    ' ',
  ),
);
/** The same adjectives (and erst-) with an ending. */
const ADJECTIVE_STEMS =
  /^(klein|groß|neu|gut|schön|alt|jung|lang|kurz|nett|toll|laut|ruhig|billig|teuer|schnell|warm|kalt|hell|dunkel|lecker|interessant|wichtig|schwer|leicht|freundlich|herzlich|lieb|erst|zweit|ganz|größer|älter|nächst|letzt)(e|er|es)$/;
const DETERMINERS = new Set(
  'meiner deiner seiner ihrer unserer dieser jeder aller vieler einer keiner'.split(' '),
);

// --- Small words -------------------------------------------------------------------------------

const DASS_BEFORE = new Set(
  'hoffe hoffen hofft glaube glauben glaubt denke denken denkt weiß wissen weißt finde finden findest meine sicher froh schön schade wichtig klar traurig möglich sage sagen gesagt gehört mich dich gut toll super leid entschuldigung vergessen verstehe'.split(
    ' ',
  ),
);

const dassDas: Rule = {
  id: 'dass-das',
  explain: {
    de: 'Die Konjunktion schreibt man mit ss: [[Ich hoffe, dass du kommst.]] ([[das]] ist Artikel oder Pronomen.)',
    en: 'The conjunction is spelt with ss: [[Ich hoffe, dass du kommst.]] ([[das]] is an article or a pronoun.)',
  },
  teaches: { sheet: 'a2-b1-grammar-bridge', section: 'subordinate-clauses' },
  find(sentence) {
    const t = sentence.tokens;
    const found: TextRange[] = [];
    t.forEach((word, i) => {
      if (word.lower !== 'das' || word.first) return;
      const before = t[i - 1]?.text === ',' ? t[i - 2] : t[i - 1];
      const subject = t[i + 1];
      if (!before || !subject || before.kind !== 'word' || !DASS_BEFORE.has(before.lower)) return;
      const pronoun =
        (subject.kind === 'word' && ALL_SUBJECT_PRONOUNS.has(subject.lower) && isLower(subject)) ||
        subject.text === 'Sie';
      // "Ich glaube, das Carsharing billiger ist": an article before a noun, when the clause ends with its verb.
      const noun =
        subject.kind === 'word' &&
        (isCapital(subject) ||
          /^(die|der|den|dem|mein|meine|dein|deine|ihr|unser|unsere)$/.test(subject.lower));
      if (!pronoun && !noun) return;
      // The clause must end with its verb (das + subject + … + verb), like a dass clause.
      const rest = t.slice(i + 2);
      const end = rest.findIndex((x) => x.kind === 'punct');
      const clause = end < 0 ? rest : rest.slice(0, end);
      if (clause.length === 0 || (clause.length > 1 && finite(clause[0]))) return;
      if (!pronoun && (!finite(clause.at(-1)) || clause.slice(0, -1).some((x) => finite(x)))) return;
      // A relative clause on a neuter noun or on etwas, nichts, alles: "Ich habe ein Buch gelesen, das …".
      const before2 = t.slice(0, i).filter((x) => x.kind === 'word');
      if (
        before2.some((x) =>
          /^(ein|das|kein|mein|dein|sein|ihr|unser|etwas|nichts|alles|viel|eines)$/.test(x.lower),
        )
      )
        return;
      found.push(span(word));
    });
    return found;
  },
};

const NEGATABLE_NOUNS = new Set(
  'Zeit Lust Geld Hunger Durst Angst Ahnung Interesse Auto Kinder Fieber Spaß Problem Probleme Platz Wohnung Arbeit Termin Handy Smartphone Führerschein Garten Balkon Computer Fahrrad'.split(
    ' ',
  ),
);

const keinNicht: Rule = {
  id: 'kein-nicht',
  explain: {
    de: 'Ein Nomen ohne Artikel verneint man mit [[kein]]: [[Ich habe keine Zeit.]]',
    en: 'A noun without an article is negated with [[kein]]: [[Ich habe keine Zeit.]]',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'articles-cases' },
  find: perClause(({ words }, sentence) => {
    if (sentence.words.some((w) => w.lower === 'sondern')) return [];
    const found: TextRange[] = [];
    words.forEach((word, i) => {
      let noun = words[i + 1];
      if (word.lower !== 'nicht' || !noun) return;
      // "nicht ein Auto" → "kein Auto" (not "nicht ein einziges Mal").
      if (/^(ein|eine|einen)$/.test(noun.text) && words[i + 2] && isCapital(words[i + 2]!))
        noun = words[i + 2]!;
      else if (!NEGATABLE_NOUNS.has(noun.text)) return;
      if (!words.slice(0, i).some((w) => HABEN.has(w.lower) || w.lower === 'gibt')) return;
      if (words[i - 1]?.lower === 'noch' || words[i + 2]?.lower === 'mehr') return;
      found.push(span(word, noun));
    });
    return found;
  }),
};

const zuInfinitive: Rule = {
  id: 'zu-infinitive',
  explain: {
    de: 'Nach [[Lust haben]], [[Zeit haben]], [[vergessen]], [[versuchen]] … steht [[zu]] + Infinitiv; nach Modalverben nie: [[Ich habe Lust, ins Kino zu gehen.]] / [[Ich muss arbeiten.]]',
    en: 'After [[Lust haben]], [[Zeit haben]], [[vergessen]], [[versuchen]] … use [[zu]] + infinitive; never after modal verbs: [[Ich habe Lust, ins Kino zu gehen.]] / [[Ich muss arbeiten.]]',
  },
  teaches: { sheet: 'a2-b1-grammar-bridge', section: 'infinitive-clauses' },
  find(sentence) {
    const found: TextRange[] = [];
    const cl = clauses(sentence);
    cl.forEach((clause, k) => {
      const { words } = clause;
      // (a) A modal verb with zu + infinitive in its own clause.
      const modal = words.findIndex((w, i) => MODALS.has(w.lower) && i <= 2);
      if (modal >= 0) {
        const zu = words.findIndex(
          (w, i) =>
            i > modal &&
            w.lower === 'zu' &&
            INFINITIVES.has(words[i + 1]?.text ?? '') &&
            // "etwas zu essen", "nichts zu tun": a noun phrase, no infinitive group.
            !/^(etwas|nichts|viel|was|wenig|genug|mehr)$/.test(words[i - 1]?.lower ?? ''),
        );
        const between = words.slice(modal + 1, Math.max(zu, 0));
        // "Du musst nichts mitzubringen": zu inside a separable verb after a modal.
        const infix = words.findIndex(
          (w, i) =>
            i > modal && /^(mit|an|ab|auf|aus|ein|vor|vorbei|zurück|weg)zu[a-zäöüß]{3,}en$/.test(w.text),
        );
        if (infix >= 0 && zu < 0) found.push(span(words[infix]!));
        if (
          zu >= 0 &&
          !between.some(
            (w) =>
              /^(versuch|vergess|anfang|beginn|hoff|vorhab|bitte|brauch|plan|vor)/.test(w.lower) ||
              INFINITIVES.has(w.text),
          )
        )
          found.push(span(words[zu]!, words[zu + 1]));
      }
      // (b) After "Lust", "Zeit" … and a comma: an infinitive group needs zu.
      const previous = cl[k - 1];
      const cue = previous?.words.at(-1);
      if (
        clause.after !== ',' ||
        !cue ||
        !/^(Lust|Zeit|Spaß|vergessen|versucht|versuche|Idee|Möglichkeit|Angst|vor|vorgenommen|gebeten|bereit|schön|wichtig|schwer|leicht|einfach|möglich|toll)$/.test(
          cue.text,
        )
      )
        return;
      const [head] = words;
      const last = words.at(-1);
      if (!head || !last || words.length < 2) return;
      if (
        SUBORDINATORS.has(head.lower) ||
        ALL_SUBJECT_PRONOUNS.has(head.lower) ||
        head.text === 'Sie' ||
        /^(was|wer|wie|wo|wann|warum|welche|welcher|welches|wohin|woher)$/.test(head.lower) ||
        // A relative clause has its own subject: "Ich habe Zeit, die ich nutzen möchte".
        words.some((w) => ALL_SUBJECT_PRONOUNS.has(w.lower) || w.text === 'Sie')
      )
        return;
      if (
        words
          .slice(0, -1)
          .some((w) => FINITE.has(w.lower) || /^(um|lass|lasst|und|aber|oder|dann)$/.test(w.lower))
      )
        return;
      if (!infinitive(last, undefined) || words.at(-2)?.lower === 'zu' || /zu/.test(last.lower.slice(2, -3)))
        return;
      found.push(span(last));
    });
    return found;
  },
};

const reflexiveMissing: Rule = {
  id: 'reflexive-missing',
  explain: {
    de: 'Reflexive Verben brauchen das Reflexivpronomen: [[Ich freue mich auf …]], [[Ich interessiere mich für …]]',
    en: 'Reflexive verbs need the reflexive pronoun: [[Ich freue mich auf …]], [[Ich interessiere mich für …]]',
  },
  teaches: { sheet: 'a2-b1-grammar-bridge', section: 'reflexive-and-prepositional-verbs' },
  find(sentence) {
    const w = sentence.words;
    const found: TextRange[] = [];
    const verbs: Record<string, RegExp> = {
      freue: /^(auf|über|sehr|schon|so|darauf|darüber)$/,
      freust: /^(auf|über|sehr|schon|so|darauf|darüber)$/,
      freut: /^(auf|über|sehr|schon|so|darauf|darüber)$/,
      freuen: /^(auf|über|sehr|schon|so|darauf|darüber)$/,
      interessiere: /^(für|sehr|dafür)$/,
      interessierst: /^(für|sehr|dafür)$/,
      beschwere: /^(über|bei)$/,
      bedanke: /^(für|bei)$/,
      ärgere: /^(über|sehr|darüber|so)$/,
      kümmere: /^(um|gern|gerne|sehr|darum)$/,
    };
    for (const key of ['freue', 'interessiere'])
      verbs[key] = new RegExp(verbs[key]!.source.replace('(', '(auch|'));
    w.forEach((word, i) => {
      const pattern = verbs[word.lower];
      if (!pattern) return;
      // ich freue auf … / freue ich auf …
      const subjectBefore =
        SUBJECT_PRONOUNS.has(w[i - 1]?.lower ?? '') && !SUBJECT_PRONOUNS.has(w[i + 1]?.lower ?? '');
      const after = subjectBefore
        ? w[i + 1]
        : SUBJECT_PRONOUNS.has(w[i + 1]?.lower ?? '')
          ? w[i + 2]
          : undefined;
      if (after && pattern.test(after.lower)) found.push(span(word, after));
    });
    // The perfect without the pronoun: "Ich habe mich sehr gefreut", not "Ich habe sehr gefreut".
    for (const clause of clauses(sentence)) {
      const cw = clause.words;
      const p = cw.findIndex((x) => /^(gefreut|geärgert|beschwert|bedankt|gekümmert)$/.test(x.text));
      const aux = cw.findIndex((x) => HABEN.has(x.lower));
      if (p < 0 || aux < 0 || aux > p) continue;
      if (!cw.some((x) => /^(ich|wir|du)$/.test(x.lower))) continue;
      if (
        cw.some(
          (x) => /^(mich|dich|sich|uns|euch|ihn|Sie)$/.test(x.text) || x.lower === 'es' || x.lower === 'das',
        )
      )
        continue;
      found.push(span(cw[aux]!, cw[p]));
      // "Ich möchte mich für … entschuldigen".
    }
    for (const clause of clauses(sentence)) {
      const cw = clause.words;
      const e = cw.findIndex((x) => /^entschuldigen$/.test(x.text));
      if (e < 0 || !cw.slice(0, e).some((x) => x.lower === 'für') || !cw.some((x) => MODALS.has(x.lower)))
        continue;
      if (cw.some((x) => /^(mich|dich|sich|uns|euch|ihn|Sie|sie)$/.test(x.text))) continue;
      found.push(span(cw[e]!));
    }
    return found;
  },
};

const AGREEMENT: Record<string, ReadonlySet<string>> = {
  ich: new Set(
    'hat ist sind bist hast seid habt kannst musst willst möchtest wird wirst waren warst'.split(' '),
  ),
  du: new Set('bin ist sind habe hat haben kann muss will möchte wird werde'.split(' ')),
  wir: new Set('ist bin bist hat hast habe kann kannst muss musst will willst seid habt wird'.split(' ')),
  er: new Set('bin bist sind hast haben kannst musst willst'.split(' ')),
};

const subjectVerbAgreement: Rule = {
  id: 'subject-verb-agreement',
  explain: {
    de: 'Das Verb passt zum Subjekt: [[ich habe]], [[du hast]], [[er hat]], [[wir haben]]; [[ich bin]], [[wir sind]].',
    en: 'The verb agrees with the subject: [[ich habe]], [[du hast]], [[er hat]], [[wir haben]]; [[ich bin]], [[wir sind]].',
  },
  teaches: { sheet: 'grammar-application-patterns', section: 'sentence-patterns' },
  find(sentence) {
    const t = sentence.tokens;
    const found: TextRange[] = [];
    t.forEach((word, i) => {
      const wrong = AGREEMENT[word.lower];
      if (!wrong || word.kind !== 'word' || (word.lower === 'er' && !isLower(word) && !word.first)) return;
      // "Mein Mann und ich sind", "ich und du sind": a subject of two takes the plural.
      if (/^(und|oder|sowie)$/.test(t[i - 1]?.lower ?? '') || t[i + 1]?.lower === 'und') return;
      const after = t[i + 1];
      const before = t[i - 1];
      if (after?.kind === 'word' && wrong.has(after.lower)) found.push(span(word, after));
      else if (before?.kind === 'word' && wrong.has(before.lower) && word.lower !== 'er')
        found.push(span(before, word));
      else if (
        word.lower === 'wir' &&
        after?.kind === 'word' &&
        THIRD_SINGULAR.has(after.lower) &&
        before?.kind !== 'word'
      )
        found.push(span(word, after));
    });
    // A plural noun as subject with a singular verb: "Die Kinder spielt", "Viele Leute war da".
    const w = sentence.words;
    w.forEach((noun, i) => {
      if (!PLURAL_NOUNS.has(noun.text)) return;
      const verb = w[i + 1];
      if (
        !verb ||
        !(THIRD_SINGULAR.has(verb.lower) || /^(ist|hat|war|wird|kann|muss|will)$/.test(verb.lower))
      )
        return;
      // Not an object fronted (Die Kinder hat er abgeholt).
      // A subject later in the clause means the noun is a fronted object.
      const verbToken = sentence.tokens.indexOf(verb);
      const stop = sentence.tokens.findIndex(
        (x, k) => k > verbToken && (x.kind === 'punct' || /^(und|aber|oder)$/.test(x.lower)),
      );
      const rest = sentence.tokens
        .slice(verbToken + 1, stop < 0 ? undefined : stop)
        .filter((x) => x.kind === 'word');
      const nominative =
        /^(ich|du|er|sie|es|wir|man|der|die|das|mein|meine|dein|deine|unser|unsere|ein|eine|sein|seine|ihr|ihre)$/;
      if (rest.some((x) => nominative.test(x.lower))) return;
      // The noun phrase opens the sentence or a clause after und, aber, denn (not "bei den Nachbarn ist …").
      let k = i - 1;
      while (k >= 0 && PLURAL_LEAD.test(w[k]!.text)) k--;
      const head = w[k];
      if (
        head &&
        !/^(und|aber|denn|auch)$/.test(head.lower) &&
        !(head.lower === 'wie' && w[k + 1]?.lower === 'viele')
      )
        return;
      found.push(span(w[k + 1]!, verb));
    });
    return found;
  },
};

/** Third-person singular present forms that never go with "wir". */
const THIRD_SINGULAR = new Set(
  'freut geht kommt macht arbeitet wohnt findet braucht liegt steht passt dauert kostet beginnt lernt spielt schreibt sieht trifft denkt glaubt hofft gefällt funktioniert fängt gibt fährt klingt stellt hat ist war'.split(
    ' ',
  ),
);
const PLURAL_NOUNS = new Set(
  'Kinder Kollegen Kolleginnen Nachbarn Nachbarinnen Leute Eltern Freunde Freundinnen Projekte Menschen Kurse Mieter Teilnehmer Studenten Gäste Geschwister Großeltern Schüler'.split(
    ' ',
  ),
);
/** Words before a plural noun inside its phrase (die, meine, viele, alte …). */
const PLURAL_LEAD =
  /^(die|Die|meine|Meine|deine|Deine|unsere|Unsere|eure|alle|Alle|beide|Beide|viele|Viele|zwei|drei|vier|andere|Andere|neuen|netten|alte|Alte|neue|Neue|nette|Nette|junge|Junge|ältere|Ältere|meisten)$/;

// --- Spelling and punctuation ---------------------------------------------------------------------

const NOUNS_LOWER = new Set(
  `zeit wohnung arbeit woche freund freundin freunde familie kurs deutschkurs party geburtstag tag jahr
   stadt geld problem probleme nachbar nachbarin kinder kind mutter vater schule uhr wochenende abend
   nachmittag vormittag nacht einladung hilfe nachricht termin ferien urlaub montag dienstag mittwoch
   donnerstag freitag samstag sonntag restaurant kino auto bahnhof arzt ärztin krankenhaus zimmer küche
   garten hund katze buch film musik fußball hochzeit geschenk kuchen idee lust spaß hunger fieber
   heizung reparatur handwerker vermieter firma prüfung ende anfang bescheid eltern kollegin
   kollege kollegen lehrer lehrerin chef chefin wohnzimmer schlafzimmer bett fahrrad müll balkon
   treppenhaus hof spielplatz enkel blumen schlüssel handy`.split(/\s+/),
);

const nounLowercase: Rule = {
  id: 'noun-lowercase',
  explain: {
    de: 'Nomen schreibt man groß: [[die Zeit]], [[am Wochenende]], [[heute Abend]], [[zu Hause]].',
    en: 'Nouns take a capital letter: [[die Zeit]], [[am Wochenende]], [[heute Abend]], [[zu Hause]].',
  },
  teaches: { sheet: 'writing-task-invitation', section: 'final-check' },
  find(sentence) {
    const t = sentence.tokens;
    const found: TextRange[] = [];
    t.forEach((word, i) => {
      if (word.kind !== 'word' || !isLower(word)) return;
      const before = t[i - 1]?.lower;
      const hit =
        NOUNS_LOWER.has(word.text) ||
        (word.text.length >= 7 &&
          !/^(jungen|jüngsten)$/.test(word.text) &&
          /(ung|ungen|heit|heiten|keit|keiten|schaft|zimmer)$/.test(word.text)) ||
        (word.text === 'hause' && (before === 'zu' || before === 'nach')) ||
        (word.text === 'grüße' && /^(viele|liebe|herzliche|beste)$/.test(before ?? '')) ||
        (word.text === 'dank' && /^(vielen|herzlichen)$/.test(before ?? ''));
      if (hit) found.push(span(word));
    });
    return found;
  },
};

const sieLowercase: Rule = {
  id: 'sie-lowercase',
  explain: {
    de: 'In der Sie-Form schreibt man [[Sie]], [[Ihnen]], [[Ihr]] immer groß: [[Könnten Sie mir bitte helfen?]]',
    en: 'In the Sie form, [[Sie]], [[Ihnen]], [[Ihr]] always take a capital letter: [[Könnten Sie mir bitte helfen?]]',
  },
  teaches: { sheet: 'functional-language', section: 'email-phrases' },
  find(sentence, task) {
    if (task.register === 'du') return [];
    const w = sentence.words;
    const found: TextRange[] = [];
    w.forEach((word, i) => {
      if (word.first) return;
      const before = w[i - 1]?.lower ?? '';
      const after = w[i + 1]?.lower ?? '';
      const request =
        /^(können|könnten|würden|möchten|dürfen)$/.test(before) && /^(mir|mich|uns|bitte)$/.test(after);
      // "Bitte schicken sie …": a request with bitte before the verb is always the formal imperative.
      const imperative = w[i - 2]?.lower === 'bitte' && /en$/.test(before);
      if (word.text === 'sie' && (request || imperative)) found.push(span(word));
      else if (
        word.text === 'ihnen' &&
        (/^(danke|dank|schreibe|wünsche|gratuliere|geht|helfe|passt)$/.test(before) ||
          (/^(passt|gefällt)$/.test(after) && !/^(mit|bei|von|zu|allen|den)$/.test(before)) ||
          (before === 'es' && /^(geht|gefällt|passt)$/.test(w[i - 2]?.lower ?? '')))
      )
        found.push(span(word));
      else if (
        /^(ihre|ihr|ihren)$/.test(word.text) &&
        before === 'für' &&
        /^(e-mail|mail|nachricht|antwort|hilfe|einladung|mühe|geduld|verständnis|brief|schreiben|information|informationen)$/.test(
          after,
        )
      )
        found.push(span(word));
    });
    return found;
  },
};

const commaSubordinate: Rule = {
  id: 'comma-subordinate',
  explain: {
    de: 'Vor [[weil]], [[dass]], [[obwohl]], [[wenn]], [[ob]] steht ein Komma: [[Ich komme nicht, weil ich krank bin.]]',
    en: 'A comma goes before [[weil]], [[dass]], [[obwohl]], [[wenn]], [[ob]]: [[Ich komme nicht, weil ich krank bin.]]',
  },
  teaches: { sheet: 'functional-language', section: 'connecting-ideas' },
  find(sentence) {
    const t = sentence.tokens;
    const found: TextRange[] = [];
    t.forEach((word, i) => {
      if (!/^(weil|dass|obwohl|wenn|ob)$/.test(word.lower) || word.first) return;
      const before = t[i - 1];
      if (!before || before.kind !== 'word') return;
      if (
        /^(und|oder|aber|sondern|als|so|auch|nur|erst|außer|gerade|besonders|ohne|statt|anstatt|selbst|sogar|allem|denn|doch|bzw|sowie|dass|weil|wie|was|ja|nein|vor|nach|mit|bei|immer)$/.test(
          before.lower,
        )
      )
        return;
      found.push(span(before, word));
    });
    return found;
  },
};

const wennAlsWann: Rule = {
  id: 'wenn-als-wann',
  explain: {
    de: '[[als]]: einmal in der Vergangenheit; [[wenn]]: immer wieder oder in der Zukunft; [[wann]]: nur in Fragen.',
    en: '[[als]]: once, in the past; [[wenn]]: again and again, or in the future; [[wann]]: only in questions.',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'connectors-relative-clauses' },
  find: (sentence, task) => [...wennAlsWannClause(sentence, task), ...wennAlsWannInSentence(sentence)],
};

const wennAlsWannClause = perClause(({ words }) => {
  const [head, subject] = words;
  if (!head || !subject) return [];
  const rest = words.slice(1);
  const konjunktiv = rest.some((w) =>
    /^(hätte|hättest|hätten|wäre|wärst|wären|würde|würdest|würden)$/.test(w.lower),
  );
  if (head.lower === 'wenn' && ALL_SUBJECT_PRONOUNS.has(subject.lower) && !konjunktiv) {
    const text = rest.map((w) => w.lower).join(' ');
    if (
      /^\w+ (noch )?(ein |eine )?(kind|klein|jung|schüler|schülerin|student|studentin) (war|waren|warst)$/.test(
        text,
      )
    )
      return [span(head)];
    if (
      /\b(gestern|vorgestern)\b/.test(text) &&
      /\b(war|waren|warst|kam|kamen|ging|hatte|hatten)$/.test(text)
    )
      return [span(head)];
  }
  if (head.lower === 'als' && ALL_SUBJECT_PRONOUNS.has(subject.lower)) {
    if (
      rest.some((w) => /^(morgen|übermorgen|nächste|nächsten|nächstes)$/.test(w.lower)) &&
      !rest.some((w) => /^(war|waren|hatte|hatten|kam|ging)$/.test(w.lower))
    )
      return [span(head)];
  }
  return [];
});

/** Past tense in a clause: war, hatte, kam … or an auxiliary with a participle. */
function past(words: readonly Token[]): boolean {
  if (
    words.some((w) =>
      /^(war|waren|warst|hatte|hatten|kam|kamen|ging|gingen|konnte|musste|wollte)$/.test(w.lower),
    )
  )
    return true;
  return (
    words.some((w) => HABEN.has(w.lower) || SEIN.has(w.lower)) &&
    words.some((w) => participle(w) || inseparableParticiple(w))
  );
}

/** The sentence-level cases of wenn, als, wann (a clause and the one after it). */
function wennAlsWannInSentence(sentence: Sentence): TextRange[] {
  const cl = clauses(sentence);
  const found: TextRange[] = [];
  const repeated = sentence.words.some((w) => /^(immer|oft|manchmal|jedes|meistens|jeden)$/.test(w.lower));
  cl.forEach((clause, k) => {
    const [head] = clause.words;
    const next = cl[k + 1];
    if (!head) return;
    // "Wann ich komme, ist unter dem Heizkörper …": wann opening a condition (not "…, weiß ich nicht").
    if (head.text === 'Wann' && head.first && next && /\.$/.test(sentence.text)) {
      const [verb, after] = next.words;
      const knowing =
        /^(weiß|wissen|weißt|sage|sagen|sag|schreibe|schreiben|schreib|entscheide|entscheiden|frage|fragen|kann|können|melde|hängt|erfahre|erfährst|erfahren|steht|teile|teilen)$/;
      const open = /^(noch|nicht|klar|unklar|offen|egal|unsicher|mir|dir|uns|Ihnen)$/;
      const inverted =
        verb && isLower(verb) && (finite(verb) || (after && ALL_SUBJECT_PRONOUNS.has(after.lower)));
      if (verb && inverted && !knowing.test(verb.lower) && !(after && open.test(after.text)))
        found.push(span(head));
    }
    // "Ich weiß nicht, wenn der Kurs anfängt": an indirect question takes wann.
    const previous = cl[k - 1];
    if (
      head.lower === 'wenn' &&
      clause.after === ',' &&
      previous?.words.some((w) => /^(weiß|weißt|wissen)$/.test(w.lower))
    )
      found.push(span(head));
    // "Wenn ich angekommen bin, war noch niemand da": one event in the past takes als.
    if (head.text === 'Wenn' && head.first && next && !repeated) {
      const own = clause.words;
      const perfect =
        own.some((w) => participle(w) || inseparableParticiple(w)) &&
        /^(habe|hat|haben|bin|ist|sind|war)$/.test(own.at(-1)?.lower ?? '');
      const marker = own.some((w) => /^(letztes|letzten|letzte|gestern|vorgestern|damals)$/.test(w.lower));
      const mainPast =
        /^(war|waren|warst|hatte|hatten|hat|hast|haben|habe|bin|ist|sind|kam|ging|konnte|musste)$/.test(
          next.words[0]?.lower ?? '',
        ) && past(next.words);
      if ((perfect || (marker && past(own))) && mainPast) found.push(span(head));
    }
  });
  return found;
}

/** Every rule, in the order the report lists their findings. */
export const RULES: readonly Rule[] = [
  verbFinalSubordinate,
  verbSecond,
  modalInfinitiveEnd,
  separableVerb,
  participleEnd,
  dennWordOrder,
  perfectSeinMovement,
  seitTense,
  dativePreposition,
  accusativePreposition,
  adjectiveEnding,
  dassDas,
  keinNicht,
  zuInfinitive,
  reflexiveMissing,
  subjectVerbAgreement,
  wennAlsWann,
  nounLowercase,
  sieLowercase,
  commaSubordinate,
];
