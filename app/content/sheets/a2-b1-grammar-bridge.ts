import { table, type Sheet } from '../sheet-schema';

/**
 * German taught in more than one place on this sheet: written once, used where it is taught. A sentence
 * whose translation is shown twice too (in the summary and in a table) is written with it.
 */
const WEIL_ICH_ARBEITEN_MUSS = {
  german: 'Ich kann morgen nicht kommen, weil ich arbeiten **muss**.',
  translation: 'I can’t come tomorrow because I have to work.',
} as const;
const OB_NOCH_PLAETZE = 'Können Sie mir sagen, **ob** der Kurs noch freie Plätze **hat**?';
const KONNTE_NICHT_KOMMEN = {
  german: 'Leider **konnte** ich gestern nicht kommen.',
  translation: 'Unfortunately I couldn’t come yesterday.',
} as const;
const KOENNTEN_SIE_TERMIN = {
  german: '**Könnten** Sie mir bitte den Termin bestätigen?',
  translation: 'Could you please confirm the appointment?',
} as const;
const HAST_DU_LUST = {
  german: 'Hast du Lust, mit mir ins Kino **zu gehen**?',
  translation: 'Would you like to go to the cinema with me?',
} as const;
const ENTSCHULDIGEN_DAFUER = {
  german: 'Ich möchte mich **dafür** entschuldigen, dass ich nicht gekommen bin.',
  translation: 'I would like to apologise for not coming.',
} as const;

/** The columns of every "A2 → B1" table: what for, the A2 form, the B1 form, its translation. */
const BRIDGE_COLUMNS = [
  { key: 'use', header: { de: 'Wofür?', en: 'What for?' } },
  { key: 'a2', header: { same: 'A2' }, lang: 'de' },
  { key: 'b1', header: { same: 'B1' }, lang: 'de' },
  { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
] as const;

/** The columns of every error table: the wrong sentence (headed "wrong"), the correct one, its translation, the rule. */
const ERROR_COLUMNS = [
  { key: 'wrong', header: { de: 'Falsch ✗', en: 'Wrong ✗' }, lang: 'de', wrong: true },
  { key: 'right', header: { de: 'Richtig ✓', en: 'Correct ✓' }, lang: 'de' },
  { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
  { key: 'why', header: { de: 'Warum?', en: 'Why?' } },
] as const;

/** Cheat sheet #12: the A2–B1 grammar bridge (Grammatik-Brücke von A2 zu B1). */
export const a2B1GrammarBridge = {
  pageTitle: {
    main: { de: 'Grammatik-Brücke', en: 'Grammar bridge' },
    highlight: { de: 'von A2 zu B1', en: 'from A2 to B1' },
    subtitle: {
      de: 'Acht Schritte von der A2-Form zur B1-Form, jeweils mit Beispielen, dem typischen Fehler und dem Ort, an dem er in der Prüfung Punkte kostet.',
      en: 'Eight steps from the A2 form to the B1 form, each with examples, the typical error and where in the exam it costs points.',
    },
  },
  exam: {
    de: 'Grundlagen · Grammatik für alle Prüfungsteile',
    en: 'Foundations · Grammar for every part of the exam',
  },
  summary: {
    method: [
      {
        de: 'Nach [[weil]], [[dass]], [[wenn]], [[obwohl]], [[ob]] und Fragewörtern im Nebensatz steht das Verb **am Ende**.',
        en: 'After [[weil]], [[dass]], [[wenn]], [[obwohl]], [[ob]] and question words in a subordinate clause, the verb goes **at the end**.',
      },
      {
        de: 'Vergangenheit: meist Perfekt. Aber [[sein]], [[haben]] und die Modalverben im **Präteritum**: [[war]], [[hatte]], [[konnte]].',
        en: 'The past: mostly the perfect tense. But [[sein]], [[haben]] and the modal verbs in the **simple past**: [[war]], [[hatte]], [[konnte]].',
      },
      {
        de: 'Höflich bitten und vorschlagen mit dem **Konjunktiv II**: [[könnten]], [[hätte]], [[würde]].',
        en: 'Ask and suggest politely with **Konjunktiv II**: [[könnten]], [[hätte]], [[würde]].',
      },
      {
        de: 'Ein richtiger kurzer Satz ist besser als ein falscher langer. Bauen Sie B1-Formen dort ein, wo Sie sicher sind.',
        en: 'A correct short sentence is better than a wrong long one. Use B1 forms where you feel sure of them.',
      },
    ],
    phrases: [
      WEIL_ICH_ARBEITEN_MUSS,
      KONNTE_NICHT_KOMMEN,
      KOENNTEN_SIE_TERMIN,
      HAST_DU_LUST,
      ENTSCHULDIGEN_DAFUER,
    ],
    figures: [
      {
        label: { de: 'Sprachbausteine Teil 1', en: 'Sprachbausteine part 1' },
        value: {
          de: 'ein Brief oder eine E-Mail mit 10 Lücken, a/b/c, vor allem Grammatik; 1,5 Punkte pro Lücke',
          en: 'a letter or e-mail with 10 gaps, a/b/c, mostly grammar; 1.5 points per gap',
        },
      },
      {
        label: { de: 'Schreiben', en: 'Writing' },
        value: {
          de: 'eine E-Mail mit 4 Leitpunkten, 30 Minuten, 45 Punkte',
          en: 'one e-mail with 4 guiding points, 30 minutes, 45 points',
        },
      },
      {
        label: { de: 'Mündliche Prüfung', en: 'Oral exam' },
        value: {
          de: '3 Teile, 75 Punkte; Grammatik wird in jedem Teil bewertet',
          en: '3 parts, 75 points; grammar is marked in every part',
        },
      },
    ],
  },
  sections: [
    {
      id: 'overview',
      title: { de: 'Von A2 zu B1: Was ist neu?', en: 'From A2 to B1: what is new?' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auf A2 sprechen und schreiben Sie vor allem kurze Hauptsätze. Auf B1 **verbinden** Sie Sätze, erzählen von früher, bitten höflich und beschreiben genauer. Diese Seite zeigt acht Schritte: immer zuerst die A2-Form, dann die B1-Form und den typischen Fehler. Mehr Regeln und Formen (auch das Passiv) finden Sie im Spickzettel „B1-Kerngrammatik“.',
            en: 'At A2 you mostly speak and write short main clauses. At B1 you **link** sentences, talk about the past, ask politely and describe things more precisely. This page shows eight steps: first the A2 form, then the B1 form and the typical error. You will find more rules and forms (the passive too) on the cheat sheet “B1 Core Grammar” ([[B1-Kerngrammatik]]).',
          },
        },
        table({
          caption: {
            de: 'Wo jeder Schritt in der Prüfung Punkte bringt',
            en: 'Where each step earns points in the exam',
          },
          columns: [
            { key: 'step', header: { de: 'Schritt', en: 'Step' } },
            { key: 'gaps', header: { de: 'Sprachbausteine Teil 1', en: 'Sprachbausteine part 1' } },
            { key: 'letter', header: { de: 'E-Mail', en: 'E-mail' } },
            { key: 'oral', header: { de: 'Mündliche Prüfung', en: 'Oral exam' } },
          ],
          rows: [
            {
              step: { de: '1. Nebensätze', en: '1. Subordinate clauses' },
              gaps: {
                de: 'den Konnektor wählen: Die Stelle des Verbs zeigt ihn.',
                en: 'choosing the connector: the position of the verb shows it.',
              },
              letter: { de: 'Gründe nennen, Sätze verbinden', en: 'giving reasons, linking sentences' },
              oral: { de: 'Teil 2: die Meinung begründen', en: 'Part 2: giving reasons for your opinion' },
            },
            {
              step: { de: '2. Perfekt und Präteritum', en: '2. Perfect and simple past' },
              gaps: {
                de: '[[sein]] oder [[haben]]; [[war]], [[konnte]]',
                en: '[[sein]] or [[haben]]; [[war]], [[konnte]]',
              },
              letter: {
                de: 'erzählen, was passiert ist (Beschwerde, Entschuldigung)',
                en: 'telling what happened (complaint, apology)',
              },
              oral: {
                de: 'Teil 1 und 2: von Erfahrungen erzählen',
                en: 'Parts 1 and 2: talking about experiences',
              },
            },
            {
              step: { same: '3. Konjunktiv II' },
              gaps: {
                de: 'höfliche Formen: [[könnten]], [[hätte]]',
                en: 'polite forms: [[könnten]], [[hätte]]',
              },
              letter: { de: 'höflich bitten', en: 'asking politely' },
              oral: { de: 'Teil 3: Vorschläge machen', en: 'Part 3: making suggestions' },
            },
            {
              step: { de: '4. Relativsätze', en: '4. Relative clauses' },
              gaps: { de: 'das Relativpronomen und sein Kasus', en: 'the relative pronoun and its case' },
              letter: { de: 'genauer beschreiben', en: 'describing more precisely' },
              oral: { de: 'ein fehlendes Wort umschreiben', en: 'talking your way round a missing word' },
            },
            {
              step: { de: '5. zu + Infinitiv, um … zu', en: '5. zu + infinitive, um … zu' },
              gaps: {
                de: '[[zu]] oder nicht? [[um … zu]] oder [[damit]]?',
                en: '[[zu]] or not? [[um … zu]] or [[damit]]?',
              },
              letter: { de: 'Pläne und Ziele nennen', en: 'stating plans and aims' },
              oral: {
                de: 'Teil 3: vorschlagen ([[Hast du Lust, … zu …?]])',
                en: 'Part 3: suggesting ([[Hast du Lust, … zu …?]])',
              },
            },
            {
              step: { de: '6. Vergleiche', en: '6. Comparisons' },
              gaps: { de: '[[als]] oder [[wie]]; die Endung', en: '[[als]] or [[wie]]; the ending' },
              letter: { de: 'Angebote vergleichen', en: 'comparing offers' },
              oral: {
                de: 'Teil 2: früher und heute, hier und in Ihrem Land',
                en: 'Part 2: then and now, here and in your country',
              },
            },
            {
              step: { de: '7. Reflexive Verben', en: '7. Reflexive verbs' },
              gaps: { de: '[[mich]], [[mir]] oder [[sich]]', en: '[[mich]], [[mir]] or [[sich]]' },
              letter: { de: 'sich bedanken, sich entschuldigen', en: 'thanking, apologising' },
              oral: {
                de: 'Teil 1: sagen, wofür Sie sich interessieren',
                en: 'Part 1: saying what you are interested in',
              },
            },
            {
              step: { de: '8. Verben mit Präposition', en: '8. Verbs with prepositions' },
              gaps: {
                de: 'die Präposition, [[darauf]] oder [[worauf]]',
                en: 'the preposition, [[darauf]] or [[worauf]]',
              },
              letter: { de: 'Dank, Vorfreude, Beschwerde', en: 'thanks, looking forward, complaints' },
              oral: {
                de: 'Teil 2: nach dem Text des Partners fragen',
                en: 'Part 2: asking about your partner’s text',
              },
            },
            {
              step: {
                de: '+ Kasus und Endungen (Tabellen: „B1-Kerngrammatik“)',
                en: '+ Cases and endings (tables: “B1 Core Grammar”)',
              },
              gaps: {
                de: 'Artikel und Endung nach Verb oder Präposition: [[mit dem neuen Vertrag]]',
                en: 'article and ending after a verb or preposition: [[mit dem neuen Vertrag]]',
              },
              letter: { de: 'in fast jedem Satz', en: 'in almost every sentence' },
              oral: {
                de: 'in jedem Teil: Formale Richtigkeit',
                en: 'in every part: [[Formale Richtigkeit]] (formal accuracy)',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Sicher vor schwierig', en: 'Safe before difficult' },
          text: {
            de: 'In der E-Mail und im Gespräch ist Grammatik nur ein Kriterium von mehreren. Bauen Sie in der E-Mail pro Leitpunkt eine B1-Form ein, die Sie sicher können, zum Beispiel einen Satz mit [[weil]] oder eine höfliche Bitte mit [[könnten]]. Das wirkt besser als viele komplizierte Sätze mit Fehlern.',
            en: 'In the e-mail and in conversation, grammar is only one criterion among several. In the e-mail, use one B1 form per guiding point that you are sure of, for example a sentence with [[weil]] or a polite request with [[könnten]]. That works better than many complicated sentences with errors.',
          },
        },
      ],
    },
    {
      id: 'subordinate-clauses',
      title: {
        de: '1. Nebensätze: Das Verb geht ans Ende',
        en: '1. Subordinate clauses: the verb goes to the end',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auf A2 verbinden Sie Hauptsätze mit [[und]], [[aber]], [[denn]]. Auf B1 bauen Sie **Nebensätze**: Zwischen Hauptsatz und Nebensatz steht ein Komma, das konjugierte Verb steht **am Ende**. Steht der Nebensatz vorn, beginnt der Hauptsatz danach mit dem Verb.',
            en: 'At A2 you join main clauses with [[und]], [[aber]], [[denn]]. At B1 you build **subordinate clauses**: a comma separates them from the main clause, and the conjugated verb goes **at the end**. If the subordinate clause comes first, the main clause after it starts with the verb.',
          },
        },
        table({
          caption: { de: 'A2-Form → B1-Form', en: 'A2 form → B1 form' },
          columns: BRIDGE_COLUMNS,
          rows: [
            {
              use: { de: 'Grund: [[weil]]', en: 'reason: [[weil]]' },
              a2: 'Ich kann morgen nicht kommen. Ich muss arbeiten.',
              b1: WEIL_ICH_ARBEITEN_MUSS.german,
              english: WEIL_ICH_ARBEITEN_MUSS.translation,
            },
            {
              use: { de: 'Meinung: [[dass]]', en: 'opinion: [[dass]]' },
              a2: 'Ich glaube, der Kurs ist gut.',
              b1: 'Ich glaube, **dass** der Kurs gut **ist**.',
              english: 'I think (that) the course is good.',
            },
            {
              use: { de: 'Bedingung: [[wenn]]', en: 'condition: [[wenn]]' },
              a2: 'Vielleicht regnet es. Dann bleiben wir zu Hause.',
              b1: '**Wenn** es **regnet**, **bleiben** wir zu Hause.',
              english: 'If it rains, we’ll stay at home.',
            },
            {
              use: { de: 'Gegensatz: [[obwohl]]', en: 'contrast: [[obwohl]]' },
              a2: 'Das Hotel war teuer. Aber das Zimmer war schmutzig.',
              b1: '**Obwohl** das Hotel teuer **war**, war das Zimmer schmutzig.',
              english: 'Although the hotel was expensive, the room was dirty.',
            },
            {
              use: { de: 'Ja/Nein-Frage: [[ob]]', en: 'yes/no question: [[ob]]' },
              a2: 'Hat der Kurs noch freie Plätze?',
              b1: OB_NOCH_PLAETZE,
              english: 'Can you tell me whether the course still has places free?',
            },
            {
              use: { de: 'W-Frage, indirekt', en: 'wh-question, indirect' },
              a2: 'Wann beginnt der Kurs?',
              b1: 'Ich möchte wissen, **wann** der Kurs **beginnt**.',
              english: 'I would like to know when the course starts.',
              drill: { b1: 'I would like to know when the course starts. (möchte, without gern)' },
            },
          ],
        }),
        table({
          caption: { de: 'Typische Fehler', en: 'Typical errors' },
          columns: ERROR_COLUMNS,
          rows: [
            {
              wrong: 'Ich bin müde, weil ich habe schlecht geschlafen.',
              right: 'Ich bin müde, weil ich schlecht geschlafen **habe**.',
              english: 'I’m tired because I slept badly.',
              why: {
                de: 'Perfekt im Nebensatz: das Hilfsverb ganz am Ende',
                en: 'Perfect in a subordinate clause: the auxiliary right at the end',
              },
            },
            {
              wrong: 'Wenn ich Zeit habe, ich helfe dir.',
              right: 'Wenn ich Zeit habe, **helfe ich** dir.',
              english: 'If I have time, I’ll help you.',
              why: {
                de: 'Nebensatz vorn → Verb, dann Subjekt',
                en: 'Subordinate clause first → verb, then subject',
              },
            },
            {
              wrong: 'Ich weiß nicht, wenn er heute kommt.',
              right: 'Ich weiß nicht, **ob** er heute kommt.',
              english: 'I don’t know if he’s coming today.',
              why: {
                de: 'Englisch „if“ in einer indirekten Ja/Nein-Frage → [[ob]], nie [[wenn]]',
                en: 'English “if” in an indirect yes/no question → [[ob]], never [[wenn]]',
              },
            },
            {
              wrong: 'Können Sie mir sagen, wo ist der Raum?',
              right: 'Können Sie mir sagen, wo der Raum **ist**?',
              english: 'Can you tell me where the room is?',
              why: {
                de: 'Fragewort im Nebensatz: Verb am Ende',
                en: 'Question word in a subordinate clause: verb at the end',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'past-tenses',
      title: { de: '2. Vergangenheit: Perfekt und Präteritum', en: '2. The past: perfect and simple past' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auf A2 erzählen Sie fast alles im Perfekt. Das bleibt richtig: Im Gespräch und in der E-Mail ist das Perfekt normal. Auf B1 nehmen Sie bei **sein**, **haben** und den **Modalverben** das Präteritum, weil es kürzer ist und natürlicher klingt: [[war, hatte, konnte, musste, wollte, durfte, sollte]]. In Zeitungstexten im Leseteil finden Sie das Präteritum auch bei anderen Verben: [[ging]], [[kam]], [[fand]], [[gab]].',
            en: 'At A2 you tell almost everything in the perfect tense. That is still correct: in conversation and in e-mails the perfect is normal. At B1 you use the simple past for **sein**, **haben** and the **modal verbs**, because it is shorter and sounds more natural: [[war, hatte, konnte, musste, wollte, durfte, sollte]]. In newspaper texts in the reading part you will also meet the simple past of other verbs: [[ging]] (went), [[kam]] (came), [[fand]] (found), [[gab]] (gave).',
          },
        },
        table({
          caption: { de: 'A2-Form → B1-Form', en: 'A2 form → B1 form' },
          columns: BRIDGE_COLUMNS,
          rows: [
            {
              use: { same: 'sein' },
              a2: 'Ich bin im Urlaub in Italien gewesen.',
              b1: 'Im Urlaub **war** ich in Italien.',
              english: 'I was in Italy on holiday.',
            },
            {
              use: { same: 'haben' },
              a2: 'Ich habe leider keine Zeit gehabt.',
              b1: 'Ich **hatte** leider keine Zeit.',
              english: 'Unfortunately I didn’t have time.',
            },
            {
              use: { de: 'Modalverb', en: 'modal verb' },
              a2: 'Ich habe gestern nicht kommen können.',
              b1: KONNTE_NICHT_KOMMEN.german,
              english: KONNTE_NICHT_KOMMEN.translation,
            },
            {
              use: { de: '[[es gibt]] in der Beschwerde', en: '[[es gibt]] in a complaint' },
              a2: 'Es gibt ein Problem mit der Heizung.',
              b1: 'Schon am ersten Abend **gab** es ein Problem mit der Heizung.',
              english: 'On the very first evening there was a problem with the heating.',
            },
            {
              use: { de: 'Perfekt + Präteritum gemischt', en: 'perfect and simple past mixed' },
              a2: 'Ich habe den Bus verpasst. Dann habe ich ein Taxi genommen.',
              b1: 'Ich habe den Bus verpasst, deshalb **musste** ich ein Taxi nehmen.',
              english: 'I missed the bus, so I had to take a taxi.',
            },
          ],
        }),
        table({
          caption: { de: 'Typische Fehler', en: 'Typical errors' },
          columns: ERROR_COLUMNS,
          rows: [
            {
              wrong: 'Ich habe nach Hamburg gefahren.',
              right: 'Ich **bin** nach Hamburg gefahren.',
              english: 'I went to Hamburg.',
              why: {
                de: 'Bewegung von A nach B → Perfekt mit [[sein]]',
                en: 'Movement from A to B → perfect with [[sein]]',
              },
            },
            {
              wrong: 'Ich habe gestern nicht kommen gekonnt.',
              right: 'Ich **konnte** gestern nicht kommen.',
              english: 'I couldn’t come yesterday.',
              why: {
                de: 'Modalverben: Präteritum. (Perfekt: [[Ich habe nicht kommen können]] – richtig, aber lang und kompliziert)',
                en: 'Modal verbs: simple past. (Perfect: [[Ich habe nicht kommen können]] – correct, but long and clumsy)',
              },
            },
            {
              wrong: 'Ich habe Ihnen letzte Woche geschreibt.',
              right: 'Ich habe Ihnen letzte Woche **geschrieben**.',
              english: 'I wrote to you last week.',
              why: {
                de: 'Unregelmäßiges Partizip: [[schreiben – geschrieben]]',
                en: 'Irregular participle: [[schreiben – geschrieben]]',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'konjunktiv-ii',
      title: {
        de: '3. Konjunktiv II: höflich bitten und wünschen',
        en: '3. Konjunktiv II: polite requests and wishes',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auf A2 kennen Sie schon [[Ich möchte …]] (auch ein Konjunktiv II) und bitten mit dem Imperativ. Auf B1 kommen weitere Formen dazu, mit denen Sie höflicher klingen: [[könnten]], [[würden]], [[hätte gern]], [[wäre]]. Sie zeigen auch Wünsche und Ratschläge. Bei [[sein]], [[haben]] und den Modalverben ist die Form meist das Präteritum mit Umlaut ([[hatte → hätte]], [[konnte → könnte]]; [[war → wäre]] mit -e), aber: [[sollte]], [[wollte]] ohne Umlaut. Bei den meisten anderen Verben nehmen Sie [[würde]] + Infinitiv.',
            en: 'At A2 you already know [[Ich möchte …]] (I would like …; also a Konjunktiv II form) and ask with the imperative. At B1 you add more forms that make you sound more polite: [[könnten]], [[würden]], [[hätte gern]], [[wäre]]. They also express wishes and advice. For [[sein]], [[haben]] and the modal verbs the form is mostly the simple past with an umlaut ([[hatte → hätte]], [[konnte → könnte]]; [[war → wäre]] adds -e), but [[sollte]] and [[wollte]] have no umlaut. For most other verbs use [[würde]] + infinitive.',
          },
        },
        table({
          caption: { de: 'A2-Form → B1-Form', en: 'A2 form → B1 form' },
          columns: BRIDGE_COLUMNS,
          rows: [
            {
              use: { de: 'Bitte (Sie)', en: 'request (Sie)' },
              a2: 'Bestätigen Sie bitte den Termin.',
              b1: KOENNTEN_SIE_TERMIN.german,
              english: KOENNTEN_SIE_TERMIN.translation,
            },
            {
              use: { de: 'Bitte (du)', en: 'request (du)' },
              a2: 'Kannst du mich abholen?',
              b1: '**Würdest** du mich vom Bahnhof abholen?',
              english: 'Would you pick me up from the station?',
            },
            {
              use: { de: 'Wunsch', en: 'wish' },
              a2: 'Ich will ein Zimmer mit Balkon.',
              b1: 'Ich **hätte** gern ein Zimmer mit Balkon.',
              english: 'I would like a room with a balcony.',
            },
            {
              use: { de: 'Wunsch, nicht real', en: 'wish, not real' },
              a2: 'Ich habe keine Zeit. Schade.',
              b1: 'Wenn ich mehr Zeit **hätte**, **würde** ich öfter Sport machen.',
              english: 'If I had more time, I would do sport more often.',
            },
            {
              use: { de: 'Vorschlag (Teil 3)', en: 'suggestion (part 3)' },
              a2: 'Wir machen ein Picknick.',
              b1: 'Wir **könnten** am Samstag ein Picknick machen.',
              english: 'We could have a picnic on Saturday.',
            },
            {
              use: { de: 'Ratschlag', en: 'advice' },
              a2: 'Du musst zum Arzt gehen.',
              b1: 'Du **solltest** zum Arzt gehen.',
              english: 'You should go to the doctor.',
            },
          ],
        }),
        table({
          caption: { de: 'Typische Fehler', en: 'Typical errors' },
          columns: ERROR_COLUMNS,
          rows: [
            {
              wrong: 'Ich hatte gern einen Termin am Vormittag.',
              right: 'Ich **hätte** gern einen Termin am Vormittag.',
              english: 'I would like an appointment in the morning.',
              drill: { right: 'I would like an appointment in the morning. (with hätte)' },
              why: {
                de: 'Ohne Umlaut ist es Vergangenheit: [[hatte]] = had',
                en: 'Without the umlaut it is the past: [[hatte]] = had',
              },
            },
            {
              wrong: 'Könnten Sie mir bitte schicken die Unterlagen?',
              right: 'Könnten Sie mir bitte die Unterlagen **schicken**?',
              english: 'Could you please send me the documents?',
              why: { de: 'Der Infinitiv steht am Ende.', en: 'The infinitive goes at the end.' },
            },
            {
              wrong: 'Wenn ich mehr Geld hätte, kaufe ich ein Auto.',
              right: 'Wenn ich mehr Geld hätte, **würde** ich ein Auto **kaufen**.',
              english: 'If I had more money, I would buy a car.',
              why: {
                de: 'Nicht real → auch im Hauptsatz Konjunktiv II',
                en: 'Not real → Konjunktiv II in the main clause too',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'relative-clauses',
      title: {
        de: '4. Relativsätze: genauer beschreiben',
        en: '4. Relative clauses: describing more precisely',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auf A2 sagen Sie zwei Sätze. Auf B1 verbinden Sie sie mit einem **Relativsatz**. Genus und Zahl kommen vom Nomen vor dem Komma, der Kasus aus dem Relativsatz. Das Verb steht am Ende. Im Gespräch hilft ein Relativsatz auch, wenn Ihnen ein Wort fehlt: [[das Ding, mit dem man …]]. Die Tabelle aller Formen steht im Spickzettel „B1-Kerngrammatik“.',
            en: 'At A2 you say two sentences. At B1 you join them with a **relative clause**. Gender and number come from the noun before the comma, the case from the relative clause. The verb goes at the end. In conversation, a relative clause also helps when you are missing a word: [[das Ding, mit dem man …]] (the thing you … with). The table of all the forms is on the cheat sheet “B1 Core Grammar” ([[B1-Kerngrammatik]]).',
          },
        },
        table({
          caption: { de: 'A2-Form → B1-Form', en: 'A2 form → B1 form' },
          columns: BRIDGE_COLUMNS,
          rows: [
            {
              use: { de: 'Nominativ', en: 'nominative' },
              a2: 'Ich habe einen Nachbarn. Er hilft mir oft.',
              b1: 'Ich habe einen Nachbarn, **der** mir oft hilft.',
              english: 'I have a neighbour who often helps me.',
            },
            {
              use: { de: 'Akkusativ', en: 'accusative' },
              a2: 'Ich habe die Wohnung gemietet. Sie ist sehr hell.',
              b1: 'Die Wohnung, **die** ich gemietet habe, ist sehr hell.',
              english: 'The flat that I have rented is very bright.',
            },
            {
              use: { de: 'mit Präposition', en: 'with a preposition' },
              a2: 'Das ist Maria. Ich fahre mit ihr zur Arbeit.',
              b1: 'Das ist Maria, **mit der** ich zur Arbeit fahre.',
              english: 'This is Maria, who I drive to work with.',
            },
            {
              use: { de: 'ein Wort umschreiben', en: 'talking round a word' },
              a2: 'Ich weiß das Wort nicht.',
              b1: 'Ich brauche das Ding, **mit dem** man Dosen öffnet.',
              english: 'I need the thing you open tins with.',
            },
          ],
        }),
        table({
          caption: { de: 'Typische Fehler', en: 'Typical errors' },
          columns: ERROR_COLUMNS,
          rows: [
            {
              wrong: 'Der Film, der ich gesehen habe, war lustig.',
              right: 'Der Film, **den** ich gesehen habe, war lustig.',
              english: 'The film I saw was funny.',
              why: {
                de: '[[ich]] ist das Subjekt, der Film ist Akkusativ → [[den]]',
                en: '[[ich]] is the subject, the film is accusative → [[den]]',
              },
            },
            {
              wrong: 'Die Frau, die wohnt neben mir, ist Ärztin.',
              right: 'Die Frau, die neben mir **wohnt**, ist Ärztin.',
              english: 'The woman who lives next door to me is a doctor.',
              why: { de: 'Verb am Ende des Relativsatzes', en: 'Verb at the end of the relative clause' },
            },
            {
              wrong: 'Die Kollegen, mit die ich arbeite, sind sehr nett.',
              right: 'Die Kollegen, mit **denen** ich arbeite, sind sehr nett.',
              english: 'The colleagues I work with are very nice.',
              why: { de: '[[mit]] + Dativ Plural → [[denen]]', en: '[[mit]] + dative plural → [[denen]]' },
            },
          ],
        }),
      ],
    },
    {
      id: 'infinitive-clauses',
      title: { de: '5. zu + Infinitiv und um … zu', en: '5. zu + infinitive and um … zu' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auf A2 kennen Sie Modalverben + Infinitiv ohne [[zu]]: [[Ich will fahren.]] Auf B1 kommen Verben und Ausdrücke mit **zu + Infinitiv** dazu: [[Ich habe vor, …]], [[Ich versuche, …]], [[Es ist wichtig, …]], [[Hast du Lust, …?]]. Ein Ziel nennen Sie mit **um … zu**. [[zu]] und der Infinitiv stehen am Ende; bei trennbaren Verben steht [[zu]] in der Mitte: [[anzurufen]].',
            en: 'At A2 you know modal verbs + infinitive without [[zu]]: [[Ich will fahren.]] (I want to go.) At B1 you add verbs and expressions with **zu + infinitive**: [[Ich habe vor, …]] (I plan to …), [[Ich versuche, …]] (I try to …), [[Es ist wichtig, …]] (it is important to …), [[Hast du Lust, …?]] (do you feel like …?). You state an aim with **um … zu**. [[zu]] and the infinitive go at the end; with separable verbs [[zu]] goes in the middle: [[anzurufen]].',
          },
        },
        table({
          caption: { de: 'A2-Form → B1-Form', en: 'A2 form → B1 form' },
          columns: BRIDGE_COLUMNS,
          rows: [
            {
              use: { de: 'Ziel: [[um … zu]]', en: 'aim: [[um … zu]]' },
              a2: 'Ich mache einen Kurs. Ich will eine bessere Stelle finden.',
              b1: 'Ich mache einen Kurs, **um** eine bessere Stelle **zu finden**.',
              english: 'I’m doing a course in order to find a better job.',
            },
            {
              use: { de: 'Plan', en: 'plan' },
              a2: 'Ich will im Sommer nach Spanien fahren.',
              b1: 'Ich habe vor, im Sommer nach Spanien **zu fahren**.',
              english: 'I’m planning to go to Spain in the summer.',
            },
            {
              use: { de: 'Vorschlag (Teil 3)', en: 'suggestion (part 3)' },
              a2: 'Kommst du mit ins Kino?',
              b1: HAST_DU_LUST.german,
              english: HAST_DU_LUST.translation,
            },
            {
              use: { de: 'Meinung', en: 'opinion' },
              a2: 'Sport ist wichtig.',
              b1: 'Es ist wichtig, regelmäßig Sport **zu machen**.',
              english: 'It is important to do sport regularly.',
            },
          ],
        }),
        table({
          caption: { de: 'Typische Fehler', en: 'Typical errors' },
          columns: ERROR_COLUMNS,
          rows: [
            {
              wrong: 'Ich möchte dich bald zu besuchen.',
              right: 'Ich möchte dich bald **besuchen**.',
              english: 'I would like to visit you soon.',
              why: { de: 'Nach Modalverben kein [[zu]]', en: 'No [[zu]] after modal verbs' },
            },
            {
              wrong: 'Ich versuche, dich heute zu anrufen.',
              right: 'Ich versuche, dich heute **anzurufen**.',
              english: 'I’ll try to call you today.',
              why: { de: 'Trennbares Verb: [[zu]] in der Mitte', en: 'Separable verb: [[zu]] in the middle' },
            },
            {
              wrong: 'Ich lerne Deutsch, für in Deutschland zu arbeiten.',
              right: 'Ich lerne Deutsch, **um** in Deutschland zu arbeiten.',
              english: 'I’m learning German in order to work in Germany.',
              why: {
                de: 'Ziel → [[um … zu]], nie [[für … zu]]',
                en: 'Aim → [[um … zu]], never [[für … zu]]',
              },
            },
            {
              wrong: 'Ich spare Geld, um meine Tochter studieren kann.',
              right: 'Ich spare Geld, **damit** meine Tochter studieren **kann**.',
              english: 'I’m saving money so that my daughter can study.',
              why: {
                de: 'Anderes Subjekt im Nebensatz → [[damit]]',
                en: 'A different subject in the second clause → [[damit]]',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'comparison',
      title: {
        de: '6. Vergleichen: Komparativ und Superlativ',
        en: '6. Comparing: comparative and superlative',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auf A2 stellen Sie zwei Aussagen nebeneinander. Auf B1 vergleichen Sie direkt: Komparativ + **als**, gleich + **so … wie**, der Superlativ mit **am** oder vor dem Nomen. Vor einem Nomen bekommt auch der Komparativ eine Endung: [[eine größere Wohnung]]. Unregelmäßig: [[gut – besser – am besten]], [[gern – lieber – am liebsten]], [[viel – mehr – am meisten]].',
            en: 'At A2 you put two statements side by side. At B1 you compare directly: comparative + **als**, equal + **so … wie**, the superlative with **am** or before the noun. Before a noun, the comparative also takes an ending: [[eine größere Wohnung]] (a bigger flat). Irregular: [[gut – besser – am besten]] (good, better, best), [[gern – lieber – am liebsten]] (gladly, rather, most of all), [[viel – mehr – am meisten]] (much, more, most).',
          },
        },
        table({
          caption: { de: 'A2-Form → B1-Form', en: 'A2 form → B1 form' },
          columns: BRIDGE_COLUMNS,
          rows: [
            {
              use: { de: 'ungleich: [[als]]', en: 'unequal: [[als]]' },
              a2: 'Die neue Wohnung ist groß. Die alte war klein.',
              b1: 'Die neue Wohnung ist **größer als** die alte.',
              english: 'The new flat is bigger than the old one.',
            },
            {
              use: { de: 'gleich: [[so … wie]]', en: 'equal: [[so … wie]]' },
              a2: 'Der Bus ist schnell. Die Bahn ist auch schnell.',
              b1: 'Der Bus ist **genauso schnell wie** die Bahn.',
              english: 'The bus is just as fast as the train.',
            },
            {
              use: { de: 'Vorliebe', en: 'preference' },
              a2: 'Ich mag Tee. Kaffee mag ich nicht so.',
              b1: 'Ich trinke **lieber** Tee **als** Kaffee.',
              english: 'I prefer tea to coffee.',
            },
            {
              use: { de: 'Superlativ vor dem Nomen', en: 'superlative before the noun' },
              a2: 'Das Restaurant ist sehr gut.',
              b1: 'Das ist das **beste** Restaurant in unserer Stadt.',
              english: 'That is the best restaurant in our town.',
            },
          ],
        }),
        table({
          caption: { de: 'Typische Fehler', en: 'Typical errors' },
          columns: ERROR_COLUMNS,
          rows: [
            {
              wrong: 'Mein Bruder ist älter wie ich.',
              right: 'Mein Bruder ist älter **als** ich.',
              english: 'My brother is older than me.',
              why: {
                de: 'Komparativ → [[als]]; [[wie]] nur bei [[so … wie]]',
                en: 'Comparative → [[als]]; [[wie]] only with [[so … wie]]',
              },
            },
            {
              wrong: 'Das Zimmer ist mehr billig.',
              right: 'Das Zimmer ist **billiger**.',
              english: 'The room is cheaper.',
              why: {
                de: 'Immer die Endung [[-er]], nie [[mehr]] + Adjektiv',
                en: 'Always the ending [[-er]], never [[mehr]] + adjective',
              },
            },
            {
              wrong: 'Wir suchen eine größer Wohnung.',
              right: 'Wir suchen eine **größere** Wohnung.',
              english: 'We’re looking for a bigger flat.',
              why: {
                de: 'Vor dem Nomen: Komparativ + Adjektivendung',
                en: 'Before a noun: comparative + adjective ending',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'reflexive-and-prepositional-verbs',
      title: {
        de: '7. und 8. Reflexive Verben und Verben mit Präposition',
        en: '7 and 8. Reflexive verbs and verbs with prepositions',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auf A2 sagen Sie [[Danke!]] oder [[Entschuldigung!]]. Auf B1 nehmen Sie **reflexive Verben mit fester Präposition**, die in Briefen immer wieder vorkommen: [[sich bedanken für]], [[sich entschuldigen für]], [[sich beschweren über]], [[sich kümmern um]], [[sich erkundigen nach]], [[sich anmelden für]]. Lernen Sie Verb, Präposition und Kasus zusammen. Geht es um eine Sache, nehmen Sie statt Präposition + Pronomen ein **da-Wort** ([[darauf]]), in Fragen ein **wo-Wort** ([[worüber]]). Das Reflexivpronomen steht im Dativ, wenn der Satz schon ein Akkusativobjekt hat: [[Ich wünsche mir ein Fahrrad.]] Alle Pronomen (mich – mir, dich – dir, sich) stehen in einer Tabelle im Spickzettel „B1-Kerngrammatik“.',
            en: 'At A2 you say [[Danke!]] (thanks) or [[Entschuldigung!]] (sorry). At B1 you use **reflexive verbs with a fixed preposition** that come up again and again in letters: [[sich bedanken für]] (to thank for), [[sich entschuldigen für]] (to apologise for), [[sich beschweren über]] (to complain about), [[sich kümmern um]] (to take care of), [[sich erkundigen nach]] (to enquire about), [[sich anmelden für]] (to register for). Learn the verb, preposition and case together. For a thing, use a **da-word** ([[darauf]]) instead of preposition + pronoun, and a **wo-word** ([[worüber]]) in questions. The reflexive pronoun is dative when the sentence already has an accusative object: [[Ich wünsche mir ein Fahrrad.]] (I’d like a bike.) All the pronouns ([[mich – mir, dich – dir, sich]]) are in a table on the cheat sheet “B1 Core Grammar”.',
          },
        },
        table({
          caption: { de: 'A2-Form → B1-Form', en: 'A2 form → B1 form' },
          columns: BRIDGE_COLUMNS,
          rows: [
            {
              use: { de: 'Dank', en: 'thanks' },
              a2: 'Danke für die Einladung!',
              b1: 'Ich **bedanke mich** herzlich **für** die Einladung.',
              english: 'Thank you very much for the invitation.',
              drill: { b1: 'I thank you warmly for the invitation. (sich bedanken für)' },
            },
            {
              use: { de: 'Beschwerde', en: 'complaint' },
              a2: 'Das Zimmer ist laut. Das ist nicht gut.',
              b1: 'Ich möchte **mich über** den Lärm **beschweren**.',
              english: 'I would like to complain about the noise.',
            },
            {
              use: { de: 'Entschuldigung: da-Wort + [[dass]]', en: 'apology: da-word + [[dass]]' },
              a2: 'Entschuldigung! Ich bin nicht gekommen.',
              b1: ENTSCHULDIGEN_DAFUER.german,
              english: ENTSCHULDIGEN_DAFUER.translation,
            },
            {
              use: { de: 'Vorfreude: da-Wort', en: 'looking forward: da-word' },
              a2: 'Die Reise beginnt bald. Toll!',
              b1: 'Freust du dich auf die Reise? – Ja, ich freue mich sehr **darauf**.',
              english: 'Are you looking forward to the trip? – Yes, I’m really looking forward to it.',
            },
            {
              use: { de: 'Frage: wo-Wort (Teil 2)', en: 'question: wo-word (part 2)' },
              a2: 'Was ist das Thema von deinem Text?',
              b1: '**Worum** geht es in deinem Text?',
              english: 'What is your text about?',
            },
          ],
        }),
        table({
          caption: { de: 'Typische Fehler', en: 'Typical errors' },
          columns: ERROR_COLUMNS,
          rows: [
            {
              wrong: 'Ich interessiere für Fotografie.',
              right: 'Ich interessiere **mich** für Fotografie.',
              english: 'I’m interested in photography.',
              why: { de: 'Reflexivpronomen nicht vergessen', en: 'Do not forget the reflexive pronoun' },
            },
            {
              wrong: 'Ich wünsche mich eine neue Stelle.',
              right: 'Ich wünsche **mir** eine neue Stelle.',
              english: 'I’d like a new job.',
              why: {
                de: 'Akkusativobjekt da → Reflexivpronomen im Dativ',
                en: 'Accusative object present → dative reflexive pronoun',
              },
            },
            {
              wrong: 'Ich freue mich für deinen Besuch.',
              right: 'Ich freue mich **auf** deinen Besuch.',
              english: 'I’m looking forward to your visit.',
              why: {
                de: '[[auf]]: Es kommt noch. [[über]]: Es ist schon da.',
                en: '[[auf]]: it is still to come. [[über]]: it has already happened.',
              },
            },
            {
              wrong: 'Deine Antwort? Ich warte auf es.',
              right: 'Deine Antwort? Ich warte **darauf**.',
              english: 'Your reply? I’m waiting for it.',
              why: { de: 'Sache nach Präposition → da-Wort', en: 'A thing after a preposition → da-word' },
            },
          ],
        }),
      ],
    },
  ],
  closing: {
    de: 'Nehmen Sie sich jeden Tag einen Schritt vor und bauen Sie ihn in drei eigene Sätze ein. So wird aus A2 Schritt für Schritt B1.',
    en: 'Take one step a day and use it in three sentences of your own. That is how A2 becomes B1, step by step.',
  },
  seoMeta: {
    title: {
      de: 'Grammatik von A2 zu B1: die Brücke für telc Deutsch B1',
      en: 'Grammar from A2 to B1: the bridge for telc Deutsch B1',
    },
    description: {
      de: 'Von A2 zu B1: Nebensätze, Präteritum, Konjunktiv II, Relativsätze, zu-Infinitiv, Vergleiche und reflexive Verben mit typischen Fehlern.',
      en: 'From A2 to B1: subordinate clauses, simple past, Konjunktiv II, relative clauses, zu-infinitive, comparisons and reflexive verbs, with typical errors.',
    },
  },
} satisfies Sheet;
