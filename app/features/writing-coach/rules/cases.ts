import { isCapital, isLower } from '../clauses';
import { NOT_ACCUSATIVE, NOT_DATIVE } from '../lexicon';
import type { TextRange } from '../report';
import { type Rule, span } from './shared';

// --- Cases ------------------------------------------------------------------------------------

export const dativePreposition: Rule = {
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
      // "zu deinen neuen Job": den, meinen … after a dative preposition are dative plural, and a
      // dative plural ends in -n (or -s: "mit den Autos").
      if (/^(den|meinen|deinen|seinen|ihren|unseren|euren|keinen)$/.test(next.lower)) {
        const adjective = w[i + 2];
        const noun =
          adjective?.kind === 'word' && isLower(adjective) && /en$/.test(adjective.text)
            ? w[i + 3]
            : adjective;
        if (
          noun?.kind === 'word' &&
          /^[A-ZÄÖÜ][a-zäöüß]+$/.test(noun.text) &&
          !/(n|s)$/.test(noun.text) &&
          !(noun === adjective && w[i + 3]?.kind === 'word' && isCapital(w[i + 3]!))
        ) {
          found.push(span(word, noun));
          return;
        }
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

export const accusativePreposition: Rule = {
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

export const adjectiveEnding: Rule = {
  id: 'adjective-ending',
  explain: {
    de: 'Das Adjektiv vor dem Nomen braucht seine Endung: [[am ersten Tag]], [[einen neuen Termin]], [[ein großes Fest]], [[kaltes Wasser]], [[mit netten Leuten]].',
    en: 'An adjective before its noun needs its ending: [[am ersten Tag]], [[einen neuen Termin]], [[ein großes Fest]], [[kaltes Wasser]], [[mit netten Leuten]].',
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
      // After am, im, zum, beim, vom, zur (dative with an article) always -en: "am ersten Tag".
      const contracted =
        /^(am|im|zum|beim|vom|zur)$/.test(a) && /[a-zäöüß]{2,}e$/.test(adj.text) && !ADJ_NOT.has(adj.lower);
      if (bare || wantsEn || noE || contracted) found.push(span(article, noun));
    });
    // The greeting: "Sehr geehrter Herr", "Liebe Frau" (not "Sehr geehrte Herr", "Lieber Frau").
    w.forEach((adj, i) => {
      const noun = w[i + 1];
      if (!noun || noun.kind !== 'word' || w[i + 2]?.lower === 'und') return;
      const wrong =
        (/^(geehrte|liebe)$/.test(adj.lower) && noun.text === 'Herr') ||
        (/^(geehrter|lieber)$/.test(adj.lower) && noun.text === 'Frau');
      if (wrong) found.push(span(adj, noun));
    });
    // No article before a neuter mass noun: "kaltes Wasser", "schönes Wetter", not "kalte Wasser".
    w.forEach((adj, i) => {
      const noun = w[i + 1];
      const before = w[i - 1];
      if (!noun || noun.kind !== 'word' || !NEUTER_MASS.has(noun.text) || adj.kind !== 'word') return;
      if (!isLower(adj) || !/e$/.test(adj.text) || !ADJECTIVE_STEMS.test(adj.text)) return;
      // "das kalte Wasser", "dieses schöne Wetter", "Ihr frische Brot": the article carries the ending.
      if (before?.kind === 'word' && NEUTER_LEAD.test(before.lower)) return;
      // "Stille Wasser sind tief": a plural.
      if (w[i + 2]?.kind === 'word' && PLURAL_FINITE.test(w[i + 2]!.lower)) return;
      found.push(span(adj, noun));
    });
    return found;
  },
};

/** Adjectives learners use most, without an ending. */
const BARE_ADJECTIVES = new Set(
  'klein groß neu gut schön alt jung lang kurz nett toll laut ruhig billig teuer schnell warm kalt hell dunkel lecker interessant wichtig schwer leicht freundlich herzlich lieb traurig fröhlich lustig spannend'.split(
    ' ',
  ),
);
/** The same adjectives (and erst-) with an ending. */
const ADJECTIVE_STEMS =
  /^(klein|groß|neu|gut|schön|alt|jung|lang|kurz|nett|toll|laut|ruhig|billig|teuer|schnell|warm|kalt|hell|dunkel|lecker|interessant|wichtig|schwer|leicht|freundlich|herzlich|lieb|traurig|fröhlich|lustig|spannend|eigen|frisch|heiß|schlecht|gesund|sauber|erst|zweit|ganz|größer|älter|nächst|letzt)(e|er|es)$/;
const DETERMINERS = new Set(
  'meiner deiner seiner ihrer unserer dieser jeder aller vieler einer keiner'.split(' '),
);
/** Neuter nouns learners use without an article (no plural of the same form, or a rare one). */
const NEUTER_MASS = new Set('Wasser Wetter Obst Gemüse Fleisch Geld Brot Bier Glück Licht'.split(' '));
/** An article or pronoun before the adjective that carries the ending itself (das, dem, dieses, ein …). */
const NEUTER_LEAD = /^(d|dies|jed|jen|welch|manch|solch|all|ein|kein|mein|dein|sein|ihr|unser|eur|euer)/;
const PLURAL_FINITE = /^(sind|waren|haben|hatten|werden|wurden|können|müssen|sollen|wollen)$/;
