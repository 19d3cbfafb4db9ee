import { clauses, isCapital, isLower } from '../clauses';
import { HABEN, MODALS, SUBJECT_PRONOUNS } from '../lexicon';
import type { TextRange } from '../report';
import type { Token } from '../text';
import { type Rule, span } from './shared';

// --- Small words: pronouns (reflexive pronoun, subject and verb) --------------------------------

export const reflexiveMissing: Rule = {
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
      // The subject left out after und: "Ich helfe gern und kümmere um …" (the ich form in -e).
      else if (
        /^(und|aber)$/.test(w[i - 1]?.lower ?? '') &&
        /e$/.test(word.lower) &&
        pattern.test(w[i + 1]?.lower ?? '')
      )
        found.push(span(word, w[i + 1]));
      // "Ich freue, dass …": freuen needs its pronoun before a dass clause too.
      else if (/^freue$/.test(word.lower) && subjectBefore && w[i + 1]?.lower === 'dass')
        found.push(span(word, w[i + 1]));
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

export const subjectVerbAgreement: Rule = {
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
    found.push(...invertedPlural(sentence.tokens), ...singularWithPlural(sentence.tokens));
    return found;
  },
};

/** "Dann ist meine Kinder bei der Oma": ist/war before a plural subject (sein takes no object). */
function invertedPlural(t: readonly Token[]): TextRange[] {
  return t.flatMap((verb, i) => {
    const article = t[i + 1];
    const noun = t[i + 2];
    if (!/^(ist|war)$/.test(verb.lower) || article?.kind !== 'word' || noun?.kind !== 'word') return [];
    if (!/^(die|meine|deine|seine|ihre|unsere|eure)$/.test(article.lower) || !PLURAL_NOUNS.has(noun.text))
      return [];
    return [span(verb, noun)];
  });
}

/** A feminine noun in -in is singular: "Die Lehrerin ist nett", not "Die Lehrerin sind nett". */
const SINGULAR_FEMININE = /^[A-ZÄÖÜ][a-zäöüß]+(erin|arin|istin|entin|ogin|ntin|egin|ndin|efin|ztin)$/;

function singularWithPlural(t: readonly Token[]): TextRange[] {
  return t.flatMap((noun, i) => {
    const article = t[i - 1];
    const verb = t[i + 1];
    if (!SINGULAR_FEMININE.test(noun.text) || article?.kind !== 'word' || verb?.kind !== 'word') return [];
    if (!/^(die|meine|deine|seine|ihre|unsere|eure|diese|eine)$/.test(article.lower)) return [];
    if (!/^(sind|waren|haben|hatten|können|müssen|wollen|werden)$/.test(verb.lower)) return [];
    // The noun phrase opens the sentence or a clause after und, aber, denn.
    const head = t[i - 2];
    if (head && !(head.kind === 'punct' || /^(und|aber|denn)$/.test(head.lower))) return [];
    // A subject later in the clause makes the noun a fronted object: "Die Lehrerin haben wir gefragt".
    const rest = t.slice(i + 2);
    const end = rest.findIndex((x) => x.kind === 'punct' || /^(und|aber|oder)$/.test(x.lower));
    const clause = end < 0 ? rest : rest.slice(0, end);
    const nominative =
      /^(ich|du|er|sie|es|wir|ihr|man|alle|viele|beide|der|die|das|mein|meine|dein|deine|sein|seine|ihre|unser|unsere|ein|eine|zwei|drei)$/;
    if (clause.some((x) => nominative.test(x.lower)) || (clause[0] && isCapital(clause[0]))) return [];
    return [span(article, verb)];
  });
}

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
