import type { Localized } from '~/i18n/locales';
import { WORD_GUIDELINE } from '~/content/writing-score';
import type { CoachTask, FormFinding, TextRange } from './report';
import { tokenize, type Letter, type Token } from './text';

/**
 * Form and register, as the writing sheets teach them (functional-language#email-phrases, the
 * writing sheets' situation sections): a greeting and a closing that fit the register and each
 * other, one register throughout, the comma after the greeting and a small letter after it,
 * paragraphs, and the length against the usual guide (a guide, never a rule).
 */

/** What a greeting or closing says about the register: `du` (first name), `Sie` (formal), `semi`. */
type Tone = 'du' | 'Sie' | 'semi';

/** The register a greeting signals. */
function greetingTone(greeting: string): Tone {
  const g = greeting.toLowerCase();
  if (/^sehr geehrte|^guten tag|damen und herren/.test(g)) return 'Sie';
  if (/\b(frau|herr|herrn|familie)\b/.test(g)) return 'semi';
  return 'du';
}

/** The register a closing signals, or undefined when it fits any. */
function closingTone(closing: string): Tone | undefined {
  const c = closing.toLowerCase();
  if (/mit freundlichen grüßen|freundliche grüße|hochachtungsvoll|mfg/.test(c)) return 'Sie';
  if (
    /liebe grüße|lg\b|tschüss|tschüs|ciao|umarmung|küsse|hab dich lieb|bis bald|alles liebe|^dein|^deine|^euer/.test(
      c,
    )
  )
    return 'du';
  return undefined;
}

const finding = (id: string, message: Localized, places: readonly TextRange[]): FormFinding => ({
  id,
  message,
  places,
});

const M = {
  greetingMissing: {
    de: 'Keine Anrede gefunden. Beginnen Sie mit einer Anrede, die zum Empfänger passt, z. B. [[Liebe Jana,]] oder [[Sehr geehrte Frau Vogel,]].',
    en: 'No greeting found. Start with a greeting that fits the recipient, e.g. [[Liebe Jana,]] or [[Sehr geehrte Frau Vogel,]].',
  },
  greetingDu: {
    de: 'Die Aufgabe verlangt die du-Form: Eine Anrede wie [[Liebe Jana,]] oder [[Hallo Jonas,]] passt hier besser.',
    en: 'The task asks for the du form: a greeting such as [[Liebe Jana,]] or [[Hallo Jonas,]] fits better here.',
  },
  greetingSie: {
    de: 'Die Aufgabe verlangt die Sie-Form: Eine Person, die Sie nicht kennen, grüßen Sie mit [[Sehr geehrte Frau …,]] oder [[Sehr geehrter Herr …,]].',
    en: 'The task asks for the Sie form: greet someone you do not know with [[Sehr geehrte Frau …,]] or [[Sehr geehrter Herr …,]].',
  },
  greetingSemi: {
    de: 'Die Aufgabe verlangt die Sie-Form: Eine bekannte Person grüßen Sie mit [[Liebe Frau …,]] / [[Lieber Herr …,]], eine fremde mit [[Sehr geehrte …,]].',
    en: 'The task asks for the Sie form: greet someone you know with [[Liebe Frau …,]] / [[Lieber Herr …,]], a stranger with [[Sehr geehrte …,]].',
  },
  closingMissing: {
    de: 'Kein Gruß am Ende gefunden, z. B. [[Viele Grüße]] oder [[Mit freundlichen Grüßen]], dann Ihr Name.',
    en: 'No closing found, e.g. [[Viele Grüße]] or [[Mit freundlichen Grüßen]], then your name.',
  },
  closingDu: {
    de: 'Der Gruß passt nicht zur du-Form: An Freunde schreiben Sie [[Viele Grüße]] oder [[Liebe Grüße]].',
    en: 'The closing does not fit the du form: to friends write [[Viele Grüße]] or [[Liebe Grüße]].',
  },
  closingSie: {
    de: 'Der Gruß passt nicht zur Sie-Form: [[Mit freundlichen Grüßen]] (oder bei bekannten Personen [[Viele Grüße]]).',
    en: 'The closing does not fit the Sie form: [[Mit freundlichen Grüßen]] (or [[Viele Grüße]] to someone you know).',
  },
  closingMatch: {
    de: 'Anrede und Gruß passen nicht zusammen: [[Liebe …, / Viele Grüße]] oder [[Sehr geehrte …, / Mit freundlichen Grüßen]].',
    en: 'Greeting and closing do not match: [[Liebe …, / Viele Grüße]] or [[Sehr geehrte …, / Mit freundlichen Grüßen]].',
  },
  mixed: {
    de: 'du und Sie gemischt: Bleiben Sie in der ganzen E-Mail bei einer Form (auch [[dein/Ihr]], [[dir/Ihnen]]). Die markierten Stellen passen nicht zur Aufgabe.',
    en: 'du and Sie mixed: keep one form throughout the e-mail (also [[dein/Ihr]], [[dir/Ihnen]]). The marked places do not fit the task.',
  },
  wrongRegisterDu: {
    de: 'Die Aufgabe verlangt die du-Form, die E-Mail ist in der Sie-Form geschrieben.',
    en: 'The task asks for the du form, but the e-mail is written in the Sie form.',
  },
  wrongRegisterSie: {
    de: 'Die Aufgabe verlangt die Sie-Form, die E-Mail ist in der du-Form geschrieben.',
    en: 'The task asks for the Sie form, but the e-mail is written in the du form.',
  },
  greetingComma: {
    de: 'Nach der Anrede steht ein Komma: [[Liebe Jana,]]',
    en: 'A comma goes after the greeting: [[Liebe Jana,]]',
  },
  afterGreeting: {
    de: 'Nach dem Komma der Anrede geht es klein weiter: [[Liebe Maria, vielen Dank …]] (Nomen und [[Sie]] bleiben groß).',
    en: 'After the greeting’s comma, continue in lower case: [[Liebe Maria, vielen Dank …]] (nouns and [[Sie]] keep their capital).',
  },
  paragraphs: {
    de: 'Alles steht in einem Block. Absätze (z. B. einer pro Leitpunkt) machen die E-Mail leichter lesbar.',
    en: 'Everything is one block. Paragraphs (e.g. one per guiding point) make the e-mail easier to read.',
  },
  short: {
    de: `Die E-Mail ist kürzer als etwa ${WORD_GUIDELINE.min}–${WORD_GUIDELINE.max} Wörter. Das ist eine Faustregel, keine offizielle Vorgabe – aber in sehr wenigen Wörtern lassen sich vier Leitpunkte kaum ausführen.`,
    en: `The e-mail is shorter than about ${WORD_GUIDELINE.min}–${WORD_GUIDELINE.max} words. That is a rule of thumb, not an official limit – but in very few words four guiding points can hardly be developed.`,
  },
  long: {
    de: `Die E-Mail ist länger als etwa ${WORD_GUIDELINE.min}–${WORD_GUIDELINE.max} Wörter. Das ist eine Faustregel, keine offizielle Vorgabe – aber mehr Text heißt mehr Zeit und mehr Fehlergefahr.`,
    en: `The e-mail is longer than about ${WORD_GUIDELINE.min}–${WORD_GUIDELINE.max} words. That is a rule of thumb, not an official limit – but more text means more time and more room for mistakes.`,
  },
} satisfies Record<string, Localized>;

/** The letter's du forms and Sie forms (Sie only where its capital shows it: not at a sentence's start). */
function addressForms(letter: Letter): { du: Token[]; sie: Token[] } {
  const du: Token[] = [];
  const sie: Token[] = [];
  for (const sentence of letter.sentences)
    for (const word of sentence.words) {
      if (/^(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)$/.test(word.lower)) du.push(word);
      // A du imperative opening a sentence: "Schreib mir …", "Ruf mich an", "Melde dich".
      else if (word.first && /^(schreib|sag|ruf|meld|melde|komm|gib|bring|schick|frag)$/.test(word.lower))
        du.push(word);
      else if (!word.first && /^(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)$/.test(word.text))
        sie.push(word);
    }
  return { du, sie };
}

/** Words that never start a line after the greeting's comma with a capital (no nouns). */
const LOWER_AFTER_GREETING = new Set(
  'ich wir vielen herzlichen danke wie leider gestern heute es das der die ein eine entschuldige entschuldigung tut schön super toll ja nein hast hattest gerade natürlich endlich erst zuerst sorry'.split(
    ' ',
  ),
);

export function checkForm(letter: Letter, task: CoachTask, words: number): FormFinding[] {
  const found: FormFinding[] = [];
  const { greeting, closing } = letter;

  if (!greeting) found.push(finding('greeting-missing', M.greetingMissing, []));
  else {
    const tone = greetingTone(greeting.text);
    const fits =
      task.register === 'du' ? tone === 'du' : task.register === 'Sie' ? tone !== 'du' : tone !== 'du';
    if (!fits) {
      const message =
        task.register === 'du' ? M.greetingDu : task.register === 'Sie' ? M.greetingSie : M.greetingSemi;
      found.push(finding('greeting-register', message, [greeting]));
    }
    if (!/[,!]$/.test(greeting.text.trim()))
      found.push(finding('greeting-comma', M.greetingComma, [greeting]));
    else if (greeting.text.trim().endsWith(',')) {
      const next = tokenize(letter.text.slice(greeting.end), greeting.end).find((t) => t.kind === 'word');
      if (next && /^\p{Lu}/u.test(next.text) && LOWER_AFTER_GREETING.has(next.lower))
        found.push(finding('after-greeting-capital', M.afterGreeting, [next]));
    }
  }

  if (!closing) found.push(finding('closing-missing', M.closingMissing, []));
  else {
    const tone = closingTone(closing.text);
    if (tone === 'Sie' && task.register === 'du')
      found.push(finding('closing-register', M.closingDu, [closing]));
    else if (tone === 'du' && task.register !== 'du')
      found.push(finding('closing-register', M.closingSie, [closing]));
    else if (greeting && tone && greetingTone(greeting.text) === 'Sie' && tone === 'du')
      found.push(finding('closing-greeting', M.closingMatch, [greeting, closing]));
  }

  const { du, sie } = addressForms(letter);
  const wrong = task.register === 'du' ? sie : du;
  const right = task.register === 'du' ? du : sie;
  // A letter that starts formally (Sehr geehrte …, Liebe Frau …) is a Sie letter: any du in it is a mix.
  const formalStart = greeting !== undefined && greetingTone(greeting.text) !== 'du';
  if (wrong.length > 0 && (right.length > 0 || (task.register !== 'du' && formalStart)))
    found.push(finding('du-sie-mixed', M.mixed, wrong));
  else if (wrong.length > 0)
    found.push(
      finding('register-wrong', task.register === 'du' ? M.wrongRegisterDu : M.wrongRegisterSie, wrong),
    );

  if (letter.paragraphs.length === 1 && words > 60) found.push(finding('paragraphs', M.paragraphs, []));
  if (words < WORD_GUIDELINE.min - 10) found.push(finding('length-short', M.short, []));
  else if (words > WORD_GUIDELINE.max + 30) found.push(finding('length-long', M.long, []));
  return found;
}
