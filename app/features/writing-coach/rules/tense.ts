import { coordinated } from '../clauses';
import { ALL_SUBJECT_PRONOUNS, HABEN, SEIN_PARTICIPLES, TRANSITIVE_TOO } from '../lexicon';
import type { TextRange } from '../report';
import { type Rule, span, perClause } from './shared';

// --- Tense ------------------------------------------------------------------------------------

/** Prepositions (a noun after one is no subject or object of the verb). */
const PREPOSITIONS =
  /^(mit|bei|von|zu|zum|zur|für|über|an|am|auf|in|im|ins|nach|aus|vor|ohne|gegen|durch|um|neben|hinter|zwischen|unter|wegen|trotz|seit|als|wie)$/;

const OBJECT_WORDS = new Set(
  'den einen mich dich ihn uns euch meinen deinen seinen ihren unseren das auto wagen'.split(' '),
);

export const perfectSeinMovement: Rule = {
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

export const seitTense: Rule = {
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
