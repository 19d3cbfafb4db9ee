import { clauses, isCapital, isLower } from '../clauses';
import { ALL_SUBJECT_PRONOUNS, FINITE, HABEN, INFINITIVES, MODALS, SUBORDINATORS } from '../lexicon';
import type { TextRange } from '../report';
import { type Rule, span, perClause, infinitive, finite } from './shared';

// --- Small words -------------------------------------------------------------------------------

const DASS_BEFORE = new Set(
  'hoffe hoffen hofft glaube glauben glaubt denke denken denkt weiß wissen weißt finde finden findest meine sicher froh schön schade wichtig klar traurig möglich sage sagen gesagt gehört mich dich gut toll super leid entschuldigung vergessen verstehe'.split(
    ' ',
  ),
);

export const dassDas: Rule = {
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
      // "so müde, das ich …": so + adjective announces a dass clause.
      const soAdjective =
        before?.kind === 'word' && isLower(before) && t[i - 1]?.text === ',' && t[i - 3]?.lower === 'so';
      if (!before || !subject || before.kind !== 'word' || !(DASS_BEFORE.has(before.lower) || soAdjective))
        return;
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
      // Only in its own main clause: "Du bist ein Koch, und ich bin sicher, das …" has no noun for das.
      const own = t.slice(0, i);
      let from = -1;
      own.forEach((x, k) => {
        if (x.kind === 'word' && /^(und|aber|denn|oder)$/.test(x.lower) && own[k - 1]?.text === ',') from = k;
      });
      const before2 = own.slice(from + 1).filter((x) => x.kind === 'word');
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

export const keinNicht: Rule = {
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

export const zuInfinitive: Rule = {
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
      // "Ich versuche schon lange, …": versuchen or vergessen as the main clause's verb, not at its end.
      const tryVerb = previous?.words
        .slice(0, 3)
        .some((w) => /^(versuche|versuchst|versucht|versuchen|vergesse|vergisst|vergesst)$/.test(w.lower));
      // "Ich hoffe, bald … können": only when the clause has no word that could be its subject.
      const hope =
        /^(hoffe|hoffen)$/.test(cue?.lower ?? '') &&
        !words.some(
          (w) =>
            isCapital(w) ||
            /^(alle|viele|beide|einige|manche|wenige|andere|mehrere|jeder|jemand|niemand|keiner|einer|der|die|das|es)$/.test(
              w.lower,
            ),
        );
      if (
        clause.after !== ',' ||
        !cue ||
        !(
          tryVerb ||
          hope ||
          /^(Lust|Zeit|Spaß|vergessen|versucht|versuche|Idee|Möglichkeit|Angst|vor|vorgenommen|gebeten|bereit|schön|wichtig|schwer|leicht|einfach|möglich|toll)$/.test(
            cue.text,
          )
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
