import { table, type Sheet } from '../sheet-schema';

/**
 * German taught in more than one place on this sheet: written once, used where it is taught. A sentence
 * whose translation is shown twice too is written with it.
 */
const ICH_MEINE = 'Entschuldigung, ich meine …';
const ICH_WOLLTE_SAGEN = {
  german: 'Nein, ich wollte sagen: …',
  translation: 'No, what I wanted to say is …',
} as const;
const LEIDER_WEIL = {
  german: '**Leider** kann ich am Samstag nicht kommen, **weil** ich arbeiten muss.',
  translation: 'Unfortunately I can’t come on Saturday because I have to work.',
} as const;
const BEIM_NAECHSTEN_MAL = {
  german: '**Beim nächsten Mal** bin ich aber bestimmt dabei.',
  translation: 'But next time I’ll definitely be there.',
} as const;

/** The columns of both pattern tables: the pattern, typical options, the clue, a solved example. */
const PATTERN_COLUMNS = [
  { key: 'pattern', header: { de: 'Muster', en: 'Pattern' } },
  {
    key: 'options',
    header: { de: 'So sehen die Optionen aus', en: 'What the options look like' },
    lang: 'de',
  },
  { key: 'clue', header: { de: 'Hier suchen Sie den Hinweis', en: 'Where to look for the clue' } },
  { key: 'example', header: { de: 'Gelöst', en: 'Solved' }, lang: 'de' },
  { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
] as const;

/** Cheat sheet #14: Grammar Application Patterns (Grammatik richtig anwenden). */
export const grammarApplicationPatterns = {
  pageTitle: {
    main: { de: 'Grammatik', en: 'Grammar' },
    highlight: { de: 'richtig anwenden', en: 'Application Patterns' },
    subtitle: {
      de: 'So erkennen Sie die Grammatikmuster in Sprachbausteine Teil 1 und setzen Grammatik in der E-Mail und im Gespräch gezielt ein.',
      en: 'How to recognise the grammar patterns in Sprachbausteine part 1, and how to use grammar on purpose in your e-mail and in conversation.',
    },
  },
  exam: {
    de: 'Grundlagen · Sprachbausteine, E-Mail und mündliche Prüfung',
    en: 'Foundations · Sprachbausteine, e-mail and oral exam',
  },
  summary: {
    method: [
      {
        de: 'Vergleichen Sie zuerst die drei Optionen: Was ist gleich, was ist anders? Der Unterschied zeigt das Muster.',
        en: 'First compare the three options: what is the same, what is different? The difference shows the pattern.',
      },
      {
        de: 'Lesen Sie bis zum Punkt: Der Hinweis steht oft **hinter** der Lücke (Verb, Partizip, Nomen).',
        en: 'Read to the full stop: the clue is often **after** the gap (verb, participle, noun).',
      },
      {
        de: 'E-Mail: Sätze verbinden und nicht jeden Satz mit [[Ich]] beginnen.',
        en: 'E-mail: link your sentences and do not start every sentence with [[Ich]].',
      },
      {
        de: 'Sprechen: einen Fehler kurz korrigieren und dann weitersprechen.',
        en: 'Speaking: correct a mistake briefly, then keep talking.',
      },
    ],
    phrases: [
      { german: ICH_MEINE, translation: 'Sorry, I mean …' },
      ICH_WOLLTE_SAGEN,
      { german: 'Besser gesagt: …', translation: 'Or rather: …' },
      LEIDER_WEIL,
      BEIM_NAECHSTEN_MAL,
    ],
    figures: [
      {
        label: { de: 'Sprachbausteine Teil 1', en: 'Sprachbausteine part 1' },
        value: {
          de: 'ein Brief oder eine E-Mail, 10 Lücken, a/b/c, vor allem Grammatik',
          en: 'a letter or e-mail, 10 gaps, a/b/c, mostly grammar',
        },
      },
      {
        label: { de: 'Punkte', en: 'Points' },
        value: {
          de: '1,5 pro Lücke: 15 für Teil 1, 30 für beide Teile',
          en: '1.5 per gap: 15 for part 1, 30 for both parts',
        },
      },
      {
        label: { de: 'Zeit', en: 'Time' },
        value: {
          de: '90 Minuten für Lesen und Sprachbausteine; Faustregel: etwa 20 Minuten pro Teil',
          en: '90 minutes for reading and Sprachbausteine; rule of thumb: about 20 minutes per part',
        },
      },
      {
        label: { de: 'E-Mail', en: 'E-mail' },
        value: {
          de: '3 Kriterien, je A/B/C/D = 5/3/1/0 Punkte; die Summe mal 3, höchstens 45',
          en: '3 criteria, each A/B/C/D = 5/3/1/0 points; the sum times 3, at most 45',
        },
      },
    ],
  },
  sections: [
    {
      id: 'options-first',
      title: { de: 'Die Optionen zeigen das Muster', en: 'The options show the pattern' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Sprachbausteine Teil 1 lesen Sie einen Brief oder eine E-Mail mit **10 Lücken**, je drei Optionen (a, b, c), vor allem Grammatik. Die Methode Schritt für Schritt (KBMP) steht im Spickzettel „Sprachbausteine: Muster erkennen“. Hier üben Sie einen Schritt genauer: das **Muster** schnell erkennen.',
            en: 'In Sprachbausteine part 1 you read a letter or e-mail with **10 gaps**, each with three options (a, b, c), mostly grammar. The step-by-step method (KBMP) is on the cheat sheet “Language Elements Patterns” ([[Sprachbausteine: Muster erkennen]]). Here you practise one step in more depth: recognising the **pattern** quickly.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Drei Formen desselben Wortes', en: 'Three forms of the same word' },
              text: {
                de: '[[dem · den · der]], [[mich · mir · sich]], [[habe · hatte · hätte]]: Es geht um die **Form**. Fragen Sie: Welcher Kasus, welche Person, welche Zeit?',
                en: '[[dem · den · der]], [[mich · mir · sich]], [[habe · hatte · hätte]]: the test is about the **form**. Ask: which case, which person, which tense?',
              },
            },
            {
              title: { de: 'Drei verschiedene kleine Wörter', en: 'Three different small words' },
              text: {
                de: '[[weil · wegen · deshalb]], [[auf · für · über]], [[als · wie · wenn]]: Es geht um die **Wortart** oder um eine feste Verbindung. Fragen Sie: Was steht nach der Lücke, und welches Verb gehört dazu?',
                en: '[[weil · wegen · deshalb]], [[auf · für · über]], [[als · wie · wenn]]: the test is about the **kind of word** or a fixed combination. Ask: what comes after the gap, and which verb goes with it?',
              },
            },
            {
              title: {
                de: 'Dann das Muster in der Tabelle suchen',
                en: 'Then find the pattern in the tables',
              },
              text: {
                de: 'Die neun Muster unten sind typisch für Teil 1. Zu jedem Muster gibt es eine feste Stelle, an der Sie den Hinweis finden.',
                en: 'The nine patterns below are typical of part 1. For each pattern there is a fixed place where you find the clue.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'sentence-patterns',
      title: { de: 'Muster 1–4: Satzbau und Verbform', en: 'Patterns 1–4: sentence structure and verb form' },
      blocks: [
        table({
          caption: {
            de: 'Hier entscheidet der ganze Satz, nicht nur das Wort neben der Lücke.',
            en: 'Here the whole sentence decides, not just the word next to the gap.',
          },
          columns: PATTERN_COLUMNS,
          rows: [
            {
              pattern: { de: '1. Konnektor oder Präposition?', en: '1. Connector or preposition?' },
              options: 'a) weil · b) wegen · c) deshalb',
              clue: {
                de: 'Nach der Lücke ein Satz mit Verb → Konnektor (die Verbposition entscheidet). Nur ein Nomen → Präposition. Paare: [[weil – wegen]], [[obwohl – trotz]], [[bevor – vor]], [[nachdem – nach]].',
                en: 'A clause with a verb after the gap → connector (the verb position decides). Only a noun → preposition. Pairs: [[weil – wegen]], [[obwohl – trotz]], [[bevor – vor]], [[nachdem – nach]].',
              },
              example: '**Wegen** des Streiks kam der Bus zu spät.',
              english: 'Because of the strike, the bus was late.',
            },
            {
              pattern: { de: '2. Verbform: Zeit oder Passiv?', en: '2. Verb form: tense or passive?' },
              options: 'a) hat · b) ist · c) wurde',
              clue: {
                de: 'Das Subjekt zeigt die Person, Zeitangaben wie [[gestern]] oder [[seit]] zeigen die Zeit. Ein Partizip am Satzende braucht [[haben]], [[sein]] (Bewegung, Veränderung, [[bleiben]], [[passieren]]) **oder [[werden]] (Passiv)**. Fragen Sie: Tut das Subjekt etwas (Perfekt) oder passiert etwas mit ihm (Passiv)?',
                en: 'The subject shows the person; time words such as [[gestern]] (yesterday) or [[seit]] (since) show the tense. A participle at the end needs [[haben]], [[sein]] (movement, change, [[bleiben]], [[passieren]]) **or [[werden]] (passive)**. Ask: does the subject do something (perfect tense), or does something happen to it (passive)?',
              },
              example: 'Das Paket **wurde** gestern geliefert.',
              english: 'The parcel was delivered yesterday.',
            },
            {
              pattern: { de: '3. Relativpronomen', en: '3. Relative pronoun' },
              options: 'a) der · b) den · c) dem',
              clue: {
                de: 'Komma, Lücke, Verb am Ende = Relativsatz. Genus und Zahl kommen vom Nomen vor dem Komma, der Kasus von seiner Rolle im Relativsatz.',
                en: 'Comma, gap, verb at the end = relative clause. Gender and number come from the noun before the comma, the case from its role in the relative clause.',
              },
              example: 'Der Techniker, **den** Sie geschickt haben, war sehr freundlich.',
              english: 'The technician you sent was very friendly.',
            },
            {
              pattern: { same: '4. Konjunktiv II' },
              options: 'a) werde · b) wurde · c) würde',
              clue: {
                de: 'Bitte, Wunsch, Rat oder etwas nicht Reales ([[an deiner Stelle]], [[wenn …, würde …]], [[gern]]) → Konjunktiv II: [[würde]]. [[wurde]] = Vergangenheit, [[werde]] = Gegenwart oder Futur.',
                en: 'A request, wish, piece of advice or something unreal ([[an deiner Stelle]], [[wenn …, würde …]], [[gern]]) → Konjunktiv II: [[würde]]. [[wurde]] = the past, [[werde]] = present or future.',
              },
              example: 'An deiner Stelle **würde** ich den Vertrag kündigen.',
              english: 'If I were you, I would cancel the contract.',
            },
          ],
        }),
      ],
    },
    {
      id: 'word-patterns',
      title: { de: 'Muster 5–9: Endungen und kleine Wörter', en: 'Patterns 5–9: endings and small words' },
      blocks: [
        table({
          caption: {
            de: 'Hier entscheiden ein Verb, eine Präposition oder ein Nomen in der Nähe der Lücke.',
            en: 'Here a verb, a preposition or a noun near the gap decides.',
          },
          columns: PATTERN_COLUMNS,
          rows: [
            {
              pattern: { de: '5. Artikel und Endung', en: '5. Article and ending' },
              options: 'a) dem · b) den · c) der',
              clue: {
                de: 'Den Kasus bestimmt das Verb oder die Präposition **vor** der Lücke, das Genus das Nomen **nach** der Lücke.',
                en: 'The verb or the preposition **before** the gap decides the case; the noun **after** the gap decides the gender.',
              },
              example: 'Ich bin mit **dem** neuen Vertrag nicht zufrieden.',
              english: 'I’m not happy with the new contract.',
            },
            {
              pattern: { de: '6. Reflexivpronomen', en: '6. Reflexive pronoun' },
              options: 'a) mich · b) mir · c) sich',
              clue: {
                de: 'Es passt zum Subjekt. Hat der Satz schon ein Akkusativobjekt, steht es im Dativ: [[mir]], [[dir]].',
                en: 'It matches the subject. If the sentence already has an accusative object, it is dative: [[mir]], [[dir]].',
              },
              example: 'Ich habe **mir** einen neuen Laptop gekauft.',
              english: 'I bought myself a new laptop.',
            },
            {
              pattern: { de: '7. Präposition beim Verb', en: '7. Preposition with a verb' },
              options: 'a) auf · b) für · c) über',
              clue: {
                de: 'Suchen Sie das Verb oder Adjektiv mit fester Präposition, auch am Satzende ([[beschwert]], [[gewartet]]). Prüfen Sie dann den Kasus danach.',
                en: 'Find the verb or adjective with a fixed preposition, also at the end of the sentence ([[beschwert]], [[gewartet]]). Then check the case after it.',
              },
              example: 'Ich habe mich gestern **über** den Lärm beschwert.',
              english: 'I complained about the noise yesterday.',
            },
            {
              pattern: { de: '8. da- oder wo-Wort', en: '8. da- or wo-word' },
              options: 'a) darüber · b) worüber · c) über es',
              clue: {
                de: 'Verweis auf eine Sache im Text → da-Wort. Frage oder Nebensatz → wo-Wort. Für Personen: Präposition + Pronomen ([[über ihn]]). Präposition + [[es]] ist falsch.',
                en: 'Referring to a thing in the text → da-word. A question or subordinate clause → wo-word. For people: preposition + pronoun ([[über ihn]]). Preposition + [[es]] is wrong.',
              },
              example: 'Der Urlaub war toll. Wir sprechen noch oft **darüber**.',
              english: 'The holiday was great. We still often talk about it.',
            },
            {
              pattern: { de: '9. Vergleich', en: '9. Comparison' },
              options: 'a) als · b) wie · c) wenn',
              clue: {
                de: 'Komparativ davor ([[-er]], [[lieber]], [[mehr]]) → [[als]]. [[so]] oder [[genauso]] davor → [[wie]]. [[wenn]] ist nie ein Vergleich.',
                en: 'A comparative before it ([[-er]], [[lieber]], [[mehr]]) → [[als]]. [[so]] or [[genauso]] before it → [[wie]]. [[wenn]] is never a comparison.',
              },
              example: 'Mit dem Zug ist die Fahrt **billiger als** mit dem Auto.',
              english: 'The journey is cheaper by train than by car.',
            },
          ],
        }),
      ],
    },
    {
      id: 'clue-after-gap',
      title: { de: 'Der Hinweis steht oft hinter der Lücke', en: 'The clue is often after the gap' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Im Deutschen steht ein wichtiger Teil des Verbs oft am Satzende: das Partizip, der Infinitiv oder das Verb im Nebensatz. Wer nur bis zur Lücke liest, wählt deshalb oft falsch. Lesen Sie immer **bis zum Punkt**, bevor Sie eine Option wählen.',
            en: 'In German an important part of the verb often comes at the end: the participle, the infinitive or the verb of a subordinate clause. So if you read only as far as the gap, you often choose wrongly. Always read **to the full stop** before you choose an option.',
          },
        },
        table({
          caption: { de: 'Wo der Hinweis steht', en: 'Where the clue is' },
          columns: [
            { key: 'where', header: { de: 'Hinweis', en: 'Clue' } },
            { key: 'gap', header: { de: 'Satz mit Lücke', en: 'Sentence with a gap' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
            { key: 'answer', header: { de: 'Lösung', en: 'Answer' } },
          ],
          rows: [
            {
              where: { de: 'Partizip am Satzende', en: 'participle at the end' },
              gap: 'Ich ___ letzten Sommer mit Freunden nach Wien **gefahren**.',
              english: 'Last summer I ___ to Vienna with friends.',
              answer: { de: '[[bin]]: Bewegung → [[sein]]', en: '[[bin]]: movement → [[sein]]' },
              // An exercise, not a phrase: no drill card.
              drill: {},
            },
            {
              where: { de: 'Verb am Satzende', en: 'verb at the end' },
              gap: 'Wir haben uns lange ___ die Reise **unterhalten**.',
              english: 'We talked ___ the trip for a long time.',
              answer: {
                de: '[[über]]: [[sich unterhalten über]]',
                en: '[[über]]: [[sich unterhalten über]] (to talk about)',
              },
              // An exercise, not a phrase: no drill card.
              drill: {},
            },
            {
              where: { de: 'Nomen nach der Lücke', en: 'noun after the gap' },
              gap: 'Vielen Dank für Ihr___ schnelle **Antwort**.',
              english: 'Many thanks for your___ quick reply.',
              answer: {
                de: '[[Ihre]]: [[für]] + Akkusativ, [[die Antwort]] ist feminin → [[-e]]',
                en: '[[Ihre]]: [[für]] + accusative, [[die Antwort]] is feminine → [[-e]]',
              },
              // An exercise, not a phrase: no drill card.
              drill: {},
            },
            {
              where: { de: 'Verb am Ende des Nebensatzes', en: 'verb at the end of the clause' },
              gap: '___ das Wetter schlecht **war**, sind wir gewandert.',
              english: '___ the weather was bad, we went hiking.',
              answer: {
                de: '[[Obwohl]]: Nach der Lücke kommt ein Satz mit Verb (also nicht [[Trotz]]), und der Sinn ist ein Gegensatz.',
                en: '[[Obwohl]]: a clause with a verb follows the gap (so not [[Trotz]]), and the meaning is a contrast.',
              },
              // An exercise, not a phrase: no drill card.
              drill: {},
            },
            {
              where: { de: 'die Anrede am Anfang', en: 'the greeting at the top' },
              gap: '**Liebe Frau Weber**, … ich danke ___ herzlich für die Hilfe.',
              english: 'Dear Ms Weber, … I thank ___ warmly for the help.',
              answer: {
                de: '[[Ihnen]]: Der Brief ist in der Sie-Form.',
                en: '[[Ihnen]]: the letter uses the Sie form.',
              },
              // An exercise, not a phrase: no drill card.
              drill: {},
            },
          ],
        }),
      ],
    },
    {
      id: 'practice-set',
      title: { de: 'Übung: eine E-Mail mit 9 Lücken', en: 'Practice: an e-mail with 9 gaps' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Ein eigenes Übungsbeispiel im Format von Teil 1, etwas kürzer: In der Prüfung hat der Text 10 Lücken. Jede Lücke prüft ein anderes Muster. Lösen Sie zuerst selbst und notieren Sie bei jeder Lücke die Nummer des Musters. Dann vergleichen Sie.',
            en: 'Our own practice example in the format of part 1, a little shorter: in the exam the text has 10 gaps. Each gap tests a different pattern. Solve it yourself first and note the number of the pattern for each gap. Then compare.',
          },
        },
        {
          type: 'example',
          title: { de: 'Mira schreibt an Jonas', en: 'Mira writes to Jonas' },
          text: [
            { german: 'Lieber Jonas,', translation: 'Dear Jonas,' },
            {
              german:
                'vielen Dank für deine Nachricht! Entschuldige bitte, dass ich erst heute antworte. Letzte Woche ___ (1) ich sehr viel Stress, ___ (2) wir in eine neue Wohnung umgezogen sind.',
              translation:
                'Many thanks for your message! Sorry that I’m only replying today. Last week I ___ (1) a lot of stress ___ (2) we moved into a new flat.',
            },
            {
              german:
                'Die Wohnung ist viel ___ (3) als die alte: Sie hat drei Zimmer und einen Balkon. Unsere Nachbarin, ___ (4) wir schon kennengelernt haben, hat uns sogar beim Tragen geholfen.',
              translation:
                'The flat is much ___ (3) than the old one: it has three rooms and a balcony. Our neighbour, ___ (4) we have already met, even helped us carry things.',
            },
            {
              german:
                'Am Samstag feiern wir in ___ (5) neuen Wohnung. Leider ist das Wohnzimmer nicht sehr groß. Wenn wir mehr Platz ___ (6), würden wir alle Kollegen einladen. Aber für dich ist natürlich Platz!',
              translation:
                'On Saturday we’re having a party in ___ (5) new flat. Unfortunately the living room isn’t very big. If we ___ (6) more space, we would invite all our colleagues. But of course there’s room for you!',
            },
            {
              german:
                'Du hast mich ___ (7) dem Deutschkurs gefragt. Ich habe ___ (8) letzte Woche angemeldet. Der Kurs beginnt im September, und ich habe lange ___ (9) gewartet.',
              translation:
                'You asked me ___ (7) the German course. I registered ___ (8) last week. The course starts in September, and I’ve been waiting ___ (9) for a long time.',
            },
            {
              german: 'Schreib mir bald, ob du am Samstag kommst!',
              translation: 'Write soon and tell me whether you’re coming on Saturday!',
            },
            { german: 'Viele Grüße', translation: 'Best wishes' },
            { german: 'Mira', translation: 'Mira' },
            { german: '(1) a) habe · b) hatte · c) hätte', translation: '(1) have · had · would have' },
            { german: '(2) a) wegen · b) weil · c) deshalb', translation: '(2) because of · because · so' },
            {
              german: '(3) a) größer · b) größere · c) am größten',
              translation: '(3) bigger · bigger (with an ending) · biggest',
            },
            { german: '(4) a) die · b) der · c) denen', translation: '(4) who, whom: three forms' },
            { german: '(5) a) unsere · b) unserer · c) unseren', translation: '(5) our: three forms' },
            { german: '(6) a) haben · b) hätten · c) hatten', translation: '(6) have · would have · had' },
            { german: '(7) a) nach · b) für · c) über', translation: '(7) about/after · for · about/over' },
            {
              german: '(8) a) mich · b) mir · c) sich',
              translation: '(8) myself (accusative) · myself (dative) · himself, herself, themselves',
            },
            {
              german: '(9) a) darauf · b) worauf · c) dafür',
              translation: '(9) for it · for what · for it (with für)',
            },
          ],
          steps: [
            {
              prompt: { de: 'Lücke (1)', en: 'Gap (1)' },
              answer: { de: 'b) hatte – Muster 2, Verbform', en: 'b) hatte – pattern 2, verb form' },
              reasoning: {
                de: '[[Letzte Woche]] → Vergangenheit. Am Satzende steht kein Partizip, also kein Perfekt: [[haben]] im Präteritum → [[hatte]]. a) ist Gegenwart, c) ist Konjunktiv II.',
                en: '[[Letzte Woche]] (last week) → the past. There is no participle at the end, so it is not the perfect: [[haben]] in the simple past → [[hatte]]. a) is present tense, c) is Konjunktiv II.',
              },
            },
            {
              prompt: { de: 'Lücke (2)', en: 'Gap (2)' },
              answer: { de: 'b) weil – Muster 1, Konnektor', en: 'b) weil – pattern 1, connector' },
              reasoning: {
                de: 'Nach der Lücke kommt ein Satz, das Verb [[sind]] steht am Ende → [[weil]]. a) ist eine Präposition und braucht ein Nomen ([[wegen des Umzugs]]). Nach c) steht das Verb direkt dahinter.',
                en: 'A clause follows the gap and the verb [[sind]] is at the end → [[weil]]. a) is a preposition and needs a noun ([[wegen des Umzugs]], because of the move). After c) the verb comes straight after it.',
              },
            },
            {
              prompt: { de: 'Lücke (3)', en: 'Gap (3)' },
              answer: { de: 'a) größer – Muster 9, Vergleich', en: 'a) größer – pattern 9, comparison' },
              reasoning: {
                de: '[[als]] nach der Lücke → Komparativ. Nach [[ist]] folgt kein Nomen, also keine Endung. b) braucht ein Nomen ([[eine größere Wohnung]]), c) passt nicht zu [[als]].',
                en: '[[als]] after the gap → comparative. No noun follows after [[ist]], so there is no ending. b) needs a noun ([[eine größere Wohnung]]); c) does not go with [[als]].',
              },
            },
            {
              prompt: { de: 'Lücke (4)', en: 'Gap (4)' },
              answer: {
                de: 'a) die – Muster 3, Relativpronomen',
                en: 'a) die – pattern 3, relative pronoun',
              },
              reasoning: {
                de: 'Komma, Lücke, Verb am Ende ([[haben]]) → Relativsatz. [[die Nachbarin]] ist feminin. Im Relativsatz ist [[wir]] das Subjekt, die Nachbarin ist Akkusativ → [[die]]. b) ist Dativ, c) ist Dativ Plural.',
                en: 'Comma, gap, verb at the end ([[haben]]) → relative clause. [[die Nachbarin]] is feminine. In the relative clause [[wir]] is the subject and the neighbour is accusative → [[die]]. b) is dative, c) is dative plural.',
              },
            },
            {
              prompt: { de: 'Lücke (5)', en: 'Gap (5)' },
              answer: { de: 'b) unserer – Muster 5, Endung', en: 'b) unserer – pattern 5, ending' },
              reasoning: {
                de: '[[feiern]]: Wo? → [[in]] + Dativ. [[die Wohnung]] ist feminin → [[unserer]]. a) wäre Akkusativ (Wohin?), c) passt zu maskulinen Nomen im Akkusativ oder zum Dativ Plural.',
                en: '[[feiern]] (to celebrate): where? → [[in]] + dative. [[die Wohnung]] is feminine → [[unserer]]. a) would be accusative (where to?); c) goes with masculine nouns in the accusative or with the dative plural.',
              },
            },
            {
              prompt: { de: 'Lücke (6)', en: 'Gap (6)' },
              answer: {
                de: 'b) hätten – Muster 4, Konjunktiv II',
                en: 'b) hätten – pattern 4, Konjunktiv II',
              },
              reasoning: {
                de: '[[würden]] im Hauptsatz und der Satz davor ([[nicht sehr groß]]) zeigen: Es ist nicht real → Konjunktiv II. c) ist Vergangenheit (ohne Umlaut), a) passt nicht zu [[würden]].',
                en: '[[würden]] in the main clause and the sentence before ([[nicht sehr groß]], not very big) show that it is not real → Konjunktiv II. c) is the past (no umlaut); a) does not go with [[würden]].',
              },
            },
            {
              prompt: { de: 'Lücke (7)', en: 'Gap (7)' },
              answer: {
                de: 'a) nach – Muster 7, Präposition beim Verb',
                en: 'a) nach – pattern 7, preposition with a verb',
              },
              reasoning: {
                de: 'Der Hinweis steht am Satzende: [[gefragt]] → [[fragen nach]] + Dativ. b) passt nicht zu [[fragen]] und braucht außerdem den Akkusativ. c) mit Dativ bedeutet einen Ort.',
                en: 'The clue is at the end of the sentence: [[gefragt]] → [[fragen nach]] + dative. b) does not go with [[fragen]] and would also need the accusative. c) with the dative means a place (above).',
              },
            },
            {
              prompt: { de: 'Lücke (8)', en: 'Gap (8)' },
              answer: {
                de: 'a) mich – Muster 6, Reflexivpronomen',
                en: 'a) mich – pattern 6, reflexive pronoun',
              },
              reasoning: {
                de: '[[angemeldet]] am Ende → [[sich anmelden]]. Subjekt [[ich]], kein anderes Akkusativobjekt → [[mich]]. b) braucht ein Akkusativobjekt im Satz, c) passt zu er, sie oder Sie.',
                en: '[[angemeldet]] at the end → [[sich anmelden]] (to register). Subject [[ich]], no other accusative object → [[mich]]. b) needs an accusative object in the sentence; c) goes with er, sie or Sie.',
              },
            },
            {
              prompt: { de: 'Lücke (9)', en: 'Gap (9)' },
              answer: { de: 'a) darauf – Muster 8, da-Wort', en: 'a) darauf – pattern 8, da-word' },
              reasoning: {
                de: '[[gewartet]] am Ende → [[warten auf]]. Das Wort verweist auf eine Sache, die schon genannt ist (den Kurs) → da-Wort. b) fragt oder beginnt einen Nebensatz, c) hat die falsche Präposition.',
                en: '[[gewartet]] at the end → [[warten auf]] (to wait for). The word refers to a thing already mentioned (the course) → da-word. b) asks a question or starts a subordinate clause; c) has the wrong preposition.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'letter-grammar',
      title: { de: 'Grammatik, die Ihre E-Mail besser macht', en: 'Grammar that improves your e-mail' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die E-Mail wird nach drei Kriterien bewertet: **Aufgabenbewältigung** (die Leitpunkte), **Kommunikative Gestaltung** und **Formale Richtigkeit**. Grammatik hilft bei zwei davon. Für die Kommunikative Gestaltung zählt unter anderem, dass Ihre Sätze verbunden sind und nicht fast alle mit [[Ich]] oder [[Wir]] beginnen. Wechseln Sie auch die Konnektoren ab: nicht nur [[und]] und [[aber]], sondern auch [[weil]], [[obwohl]], [[deshalb]], [[außerdem]]. Für die Formale Richtigkeit zählen Grammatik, Rechtschreibung und Zeichensetzung. Mehr Verbindungswörter finden Sie im Spickzettel „Redemittel für jede Situation“.',
            en: 'The e-mail is marked on three criteria: **Aufgabenbewältigung** (task completion: the guiding points), **Kommunikative Gestaltung** (communicative design) and **Formale Richtigkeit** (formal accuracy). Grammar helps with two of them. For Kommunikative Gestaltung, what counts includes linking your sentences and not starting almost all of them with [[Ich]] or [[Wir]]. Vary your connectors too: not just [[und]] and [[aber]], but also [[weil]], [[obwohl]], [[deshalb]], [[außerdem]]. For Formale Richtigkeit, grammar, spelling and punctuation count. You will find more linking words on the cheat sheet “Functional Language and Communication” ([[Redemittel für jede Situation]]).',
          },
        },
        table({
          caption: {
            de: 'Fünf Tricks gegen „Ich … Ich … Ich …“',
            en: 'Five tricks against “Ich … Ich … Ich …”',
          },
          columns: [
            { key: 'trick', header: { same: 'Trick' } },
            { key: 'weak', header: { de: 'Vorher', en: 'Before' }, lang: 'de' },
            { key: 'better', header: { de: 'Nachher', en: 'After' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              trick: {
                de: 'Ein Wort wie [[Leider]] nach vorn, dazu ein Nebensatz: Das Verb steht direkt danach, das Subjekt dahinter.',
                en: 'A word such as [[Leider]] at the front, plus a subordinate clause: the verb comes straight after it, the subject behind the verb.',
              },
              weak: 'Ich kann am Samstag nicht kommen. Ich muss arbeiten.',
              better: LEIDER_WEIL.german,
              english: LEIDER_WEIL.translation,
            },
            {
              trick: { de: 'Eine Zeitangabe nach vorn', en: 'A time phrase at the front' },
              weak: 'Ich komme nächstes Mal. Das verspreche ich.',
              better: BEIM_NAECHSTEN_MAL.german,
              english: BEIM_NAECHSTEN_MAL.translation,
            },
            {
              trick: { de: 'Das Objekt nach vorn', en: 'The object at the front' },
              weak: 'Ich habe deine Einladung bekommen. Ich freue mich sehr.',
              better: '**Über deine Einladung** habe ich mich riesig gefreut!',
              english: 'I was really delighted with your invitation!',
            },
            {
              trick: { de: 'Ein Nebensatz nach vorn', en: 'A subordinate clause at the front' },
              weak: 'Ich habe schon zweimal angerufen. Ich habe keine Antwort bekommen.',
              better: '**Obwohl** ich schon zweimal angerufen habe, habe ich noch keine Antwort bekommen.',
              english: 'Although I have already phoned twice, I still haven’t had a reply.',
            },
            {
              trick: {
                de: 'Ein Konnektor wie [[außerdem]], [[deshalb]], [[trotzdem]] nach vorn: Das Verb steht direkt danach.',
                en: 'A connector such as [[außerdem]], [[deshalb]], [[trotzdem]] at the front: the verb comes straight after it.',
              },
              weak: 'Ich finde die Wohnung schön. Ich finde sie auch günstig.',
              better: 'Die Wohnung ist schön. **Außerdem ist** sie günstig.',
              english: 'The flat is nice. What’s more, it is cheap.',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'Schlusskontrolle für die Formale Richtigkeit',
            en: 'Final check for Formale Richtigkeit',
          },
          items: [
            {
              de: 'Nach jedem Konnektor: Steht das Verb an der richtigen Stelle?',
              en: 'After every connector: is the verb in the right place?',
            },
            {
              de: 'Nach jeder Präposition: Stimmen Kasus, Artikel und Endung?',
              en: 'After every preposition: are the case, article and ending right?',
            },
            {
              de: 'Perfekt: [[haben]] oder [[sein]]? Passiv: [[werden]]? Steht das Partizip am Ende?',
              en: 'Perfect tense: [[haben]] or [[sein]]? Passive: [[werden]]? Is the participle at the end?',
            },
            {
              de: 'Nomen groß, in der Sie-Form auch [[Sie]], [[Ihnen]], [[Ihr]]. Komma vor [[weil]], [[dass]], [[wenn]], [[ob]] und vor dem Relativsatz.',
              en: 'Nouns with a capital letter, and in the Sie form also [[Sie]], [[Ihnen]], [[Ihr]]. A comma before [[weil]], [[dass]], [[wenn]], [[ob]] and before a relative clause.',
            },
          ],
        },
      ],
    },
    {
      id: 'self-correction',
      title: { de: 'Beim Sprechen: sich selbst korrigieren', en: 'Speaking: correcting yourself' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In der mündlichen Prüfung bewerten die Prüferinnen und Prüfer in jedem Teil vier Kriterien: **Ausdrucksfähigkeit**, **Aufgabenbewältigung**, **Formale Richtigkeit** und **Aussprache/Intonation**. Grammatik ist also nur ein Teil. Beim Sprechen machen alle Fehler. Eine kurze Korrektur zeigt, dass Sie die richtige Form kennen, und macht Ihre Aussage klar.',
            en: 'In the oral exam the examiners mark four criteria in every part: **Ausdrucksfähigkeit** (range of expression), **Aufgabenbewältigung** (task completion), **Formale Richtigkeit** (formal accuracy) and **Aussprache/Intonation** (pronunciation and intonation). So grammar is only one part. Everyone makes mistakes when speaking. A quick correction shows that you know the right form and makes what you say clear.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Korrigieren Sie**, wenn der Fehler den Sinn ändert (Zeit, Person, [[nicht]]) oder wenn Sie die Regel sicher kennen: Verb am Ende, [[sein]] oder [[haben]].',
              en: '**Correct yourself** when the mistake changes the meaning (tense, person, [[nicht]]) or when you know the rule well: verb at the end, [[sein]] or [[haben]].',
            },
            {
              de: '**Nur einmal und kurz:** die richtige Form sagen, dann weitersprechen. Fangen Sie nicht immer wieder von vorn an.',
              en: '**Only once, and briefly:** say the right form, then keep going. Do not keep starting again from the beginning.',
            },
            {
              de: '**Nicht jede Endung:** Sind Sie bei einer Endung unsicher, sprechen Sie weiter. Lange Pausen stören das Gespräch mehr als eine falsche Endung.',
              en: '**Not every ending:** if you are unsure of an ending, keep talking. Long pauses disturb the conversation more than a wrong ending.',
            },
            {
              de: '**Ihr Partner:** Korrigieren Sie nicht die Grammatik Ihres Partners. Fehlt ein Wort, helfen Sie aber: [[Meinst du …?]]',
              en: '**Your partner:** do not correct their grammar. But if they are missing a word, do help: [[Meinst du …?]] (Do you mean …?)',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'So korrigieren Sie sich', en: 'How to correct yourself' },
          items: [
            {
              german: ICH_MEINE,
              translation: 'Sorry, I mean …',
              tip: {
                de: 'Kurz und natürlich, passt fast immer.',
                en: 'Short and natural; fits almost any time.',
              },
            },
            ICH_WOLLTE_SAGEN,
            { german: 'Ich korrigiere mich: …', translation: 'Let me correct myself: …' },
            {
              german: 'Moment, ich sage das noch einmal: …',
              translation: 'Just a moment, I’ll say that again: …',
              tip: {
                de: 'Wenn der ganze Satz durcheinander ist.',
                en: 'When the whole sentence has got muddled.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: {
            de: 'Teil 3, Gemeinsam etwas planen: ein Kursfest',
            en: 'Part 3, Planning something together ([[Gemeinsam etwas planen]]): a class party',
          },
          lines: [
            {
              speaker: { same: 'Anna' },
              german:
                'Wir könnten das Fest im Stadtpark machen. Letzten Sommer habe ich mit meiner Familie dorthin gefahren – nein, ich **bin** dorthin gefahren. Es war sehr schön.',
              translation:
                'We could have the party in the town park. Last summer I went there with my family (wrong auxiliary) – no, I went there. It was really nice.',
              note: {
                de: 'Bewegung → Perfekt mit [[sein]]. Kurz korrigiert, dann geht es weiter.',
                en: 'Movement → perfect with [[sein]]. A quick correction, then she carries on.',
              },
              drill: [
                {
                  german: 'Letzten Sommer **bin** ich mit meiner Familie dorthin gefahren.',
                  translation: 'Last summer I went there with my family.',
                },
              ],
            },
            {
              speaker: { same: 'Ben' },
              german: 'Gute Idee! Aber was machen wir, wenn es regnet?',
              translation: 'Good idea! But what do we do if it rains?',
            },
            {
              speaker: { same: 'Anna' },
              german: 'Dann gehen wir in dem Kursraum – Entschuldigung, ich meine: in **den** Kursraum.',
              translation:
                'Then we’ll go into the classroom (wrong case) – sorry, I mean: into the classroom.',
              note: { de: 'Wohin? → Akkusativ.', en: 'Where to? → accusative.' },
              drill: [
                {
                  german: 'Dann gehen wir in **den** Kursraum.',
                  translation: 'Then we’ll go into the classroom.',
                },
              ],
            },
            {
              speaker: { same: 'Ben' },
              german: 'Einverstanden. Und wer kümmert sich um das Essen?',
              translation: 'Agreed. And who will take care of the food?',
            },
            {
              speaker: { same: 'Anna' },
              german:
                'Das mache ich. Ich bringe einen Salat mit, weil ich koche gern – besser gesagt: weil ich gern **koche**.',
              translation:
                'I’ll do that. I’ll bring a salad because I like cooking (wrong word order) – or rather: because I like cooking.',
              note: {
                de: 'Nach [[weil]] steht das Verb am Ende.',
                en: 'After [[weil]] the verb goes at the end.',
              },
              drill: [
                {
                  german: 'Ich bringe einen Salat mit, weil ich gern **koche**.',
                  translation: 'I’ll bring a salad because I like cooking.',
                },
              ],
            },
            {
              speaker: { same: 'Ben' },
              german: 'Super, dann kümmere ich mich um die Getränke.',
              translation: 'Great, then I’ll take care of the drinks.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Mit jeder Übung erkennen Sie die Muster schneller, und bald sehen Sie sie auch in Ihren eigenen Sätzen. Ein kleiner Fehler ist kein Problem, wenn Sie ihn bemerken und ruhig weitermachen.',
    en: 'With every exercise you will recognise the patterns faster, and soon you will see them in your own sentences too. A small mistake is no problem if you notice it and calmly carry on.',
  },
  seoMeta: {
    title: {
      de: 'Grammatik richtig anwenden: Muster für telc Deutsch B1',
      en: 'Grammar application patterns for telc Deutsch B1',
    },
    description: {
      de: 'Grammatikmuster in Sprachbausteine Teil 1 erkennen, Grammatik in der E-Mail gezielt einsetzen und sich beim Sprechen korrigieren – mit Übung.',
      en: 'Recognise the grammar patterns of Sprachbausteine part 1, use grammar on purpose in your e-mail and correct yourself when speaking – with practice.',
    },
  },
} satisfies Sheet;
