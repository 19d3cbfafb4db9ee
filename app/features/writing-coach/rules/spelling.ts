import { clauses, isLower } from '../clauses';
import { ALL_SUBJECT_PRONOUNS, HABEN } from '../lexicon';
import type { TextRange } from '../report';
import type { Sentence, Token } from '../text';
import { type Rule, span, perClause, finite, participle, SEIN, inseparableParticiple } from './shared';

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

export const nounLowercase: Rule = {
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
          // Strong participles in -ungen are verbs: gesungen, mitgesprungen, gelungen, verschlungen.
          !/(ge|^miss|^ver|^be|^er|^zer|^über|^um|^ent)[^aeiouäöüy]{1,4}ungen$/.test(word.text) &&
          /(ung|ungen|heit|heiten|keit|keiten|schaft|zimmer)$/.test(word.text)) ||
        (word.text === 'hause' && (before === 'zu' || before === 'nach')) ||
        (word.text === 'grüße' && /^(viele|liebe|herzliche|beste)$/.test(before ?? '')) ||
        (word.text === 'dank' && /^(vielen|herzlichen)$/.test(before ?? ''));
      if (hit) found.push(span(word));
    });
    return found;
  },
};

const PARTICLE = /^(doch|bitte|einfach|ruhig|gern|gerne|mal)$/;

export const sieLowercase: Rule = {
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
      // "Kommen sie doch vorbei!": a verb first, then sie and doch, bitte, einfach … is the formal
      // imperative; as a statement about them it would need a subject first (not a question).
      const firstImperative =
        i === 1 &&
        /^[a-zäöüß]{3,}en$/.test(before) &&
        !/^(haben|sind|waren|werden|wollen|können|müssen|sollen|dürfen|hatten|wurden|wären|hätten)$/.test(
          before,
        ) &&
        (PARTICLE.test(after) || (/^(uns|mich|mir)$/.test(after) && PARTICLE.test(w[i + 2]?.lower ?? ''))) &&
        !sentence.text.trimEnd().endsWith('?');
      if (word.text === 'sie' && (request || imperative || firstImperative)) found.push(span(word));
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

export const commaSubordinate: Rule = {
  id: 'comma-subordinate',
  explain: {
    de: 'Vor [[weil]], [[dass]], [[obwohl]], [[wenn]], [[ob]] und vor einer indirekten Frage steht ein Komma: [[Ich komme nicht, weil ich krank bin.]] [[Ich weiß, wie das geht.]]',
    en: 'A comma goes before [[weil]], [[dass]], [[obwohl]], [[wenn]], [[ob]] and before an indirect question: [[Ich komme nicht, weil ich krank bin.]] [[Ich weiß, wie das geht.]]',
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
    // An indirect question after wissen, fragen, sagen …: "Ich weiß, wie …", "Sagen Sie mir bitte, wann …".
    t.forEach((word, i) => {
      const before = t[i - 1];
      const after = t[i + 1];
      if (!/^(wie|wo|wann|warum|woher|wohin)$/.test(word.text) || before?.kind !== 'word') return;
      // Lower case: the verb, not the noun ("eine Frage wie diese").
      if (!/^(weiß|weißt|wissen|frage|fragen|bitte)$/.test(before.text) || after?.kind !== 'word') return;
      // "wie immer", "wie gesagt": a comparison, no question.
      if (
        /^(immer|gesagt|gewohnt|üblich|geplant|besprochen|vereinbart|versprochen|abgemacht|bisher|früher|oft|viel|viele|lange)$/.test(
          after.lower,
        )
      )
        return;
      found.push(span(before, word));
    });
    return found;
  },
};

export const wennAlsWann: Rule = {
  id: 'wenn-als-wann',
  explain: {
    de: '[[als]]: einmal in der Vergangenheit; [[wenn]]: immer wieder oder in der Zukunft; [[wann]]: nur in Fragen.',
    en: '[[als]]: once, in the past; [[wenn]]: again and again, or in the future; [[wann]]: only in questions.',
  },
  teaches: { sheet: 'b1-core-grammar', section: 'connectors-relative-clauses' },
  find: (sentence, task) => [
    // "Immer wenn …", "Jedes Mal, wenn …": again and again, so wenn is right even in the past.
    ...(/(immer|jedes ?mal),? wenn/i.test(sentence.text) ? [] : wennAlsWannClause(sentence, task)),
    ...wennAlsWannInSentence(sentence),
  ],
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
