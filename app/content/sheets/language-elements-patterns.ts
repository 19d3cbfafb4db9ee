import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const DIE_NEU_E_WOHNUNG = 'die neu**e** Wohnung';
const EIN_NEU_ES_ZIMMER = 'ein neu**es** Zimmer';
const EINE_NEU_E_WOHNUNG = 'eine neu**e** Wohnung';
const KEINE_NEU_EN_KURSE = 'keine neu**en** Kurse';
const ICH_FREUE_MICH_DARAUF = 'Ich freue mich **darauf**, Sie bald **zu** sehen.';
const BITTE_SAGEN_SIE_MIR = 'Bitte sagen Sie mir bis Freitag **Bescheid**.';

/** The translation of the verb-second example, in the summary and in the word-order table. */
const TOMORROW_TO_HAMBURG = 'Tomorrow I’m going to Hamburg.';

/** Cheat sheet #02: Language Elements Patterns (Sprachbausteine: Muster erkennen). */
export const languageElementsPatterns = {
  pageTitle: {
    main: { de: 'Sprachbausteine:', en: 'Language elements:' },
    highlight: { de: 'Muster erkennen', en: 'spot the patterns' },
    subtitle: {
      de: 'Mit der KBMP-Methode und den wichtigsten Grammatikmustern füllen Sie die Lücken in beiden Teilen sicher.',
      en: 'With the KBMP method and the key grammar patterns, you fill the gaps in both parts with confidence.',
    },
  },
  exam: {
    de: 'Schriftliche Prüfung · Sprachbausteine',
    en: 'Written exam · Sprachbausteine (language elements)',
  },
  summary: {
    method: [
      {
        de: '**K – Kontext** (einmal pro Text): Wer schreibt wem? Sie oder du?',
        en: '**K – Kontext** (context, once per text): who is writing to whom? Sie or du?',
      },
      {
        de: '**B – Bedeutung**, bei jeder Lücke: Grund, Gegensatz, Zeit?',
        en: '**B – Bedeutung** (meaning), for each gap: a reason, a contrast, a time?',
      },
      {
        de: '**M – Muster**, bei jeder Lücke: Verbposition, Kasus, Endung.',
        en: '**M – Muster** (pattern), for each gap: verb position, case, ending.',
      },
      {
        de: '**P – Prüfen**, bei jeder Lücke: Lösung einsetzen, den ganzen Satz lesen.',
        en: '**P – Prüfen** (check), for each gap: put the answer in, read the whole sentence.',
      },
    ],
    phrases: [
      { german: 'Morgen fahre ich nach Hamburg.', translation: TOMORROW_TO_HAMBURG },
      { german: 'Ich komme nicht, weil ich krank bin.', translation: 'I’m not coming because I’m ill.' },
      {
        german: 'Als ich nach Deutschland kam, …',
        translation: 'When I came to Germany, …',
      },
      { german: 'Ich freue mich auf Ihre Antwort.', translation: 'I look forward to your reply.' },
      { german: 'Könnten Sie mir bitte helfen?', translation: 'Could you please help me?' },
    ],
    figures: [
      {
        label: { de: 'Sprachbausteine', en: 'Sprachbausteine' },
        value: {
          de: '2 Teile, 20 Lücken, 30 Punkte (1,5 pro Lücke)',
          en: '2 parts, 20 gaps, 30 points (1.5 per gap)',
        },
      },
      {
        label: { de: 'Teil 1', en: 'Part 1' },
        value: {
          de: 'Brief oder E-Mail, 10 Lücken, a/b/c',
          en: 'letter or e-mail, 10 gaps, a/b/c',
        },
      },
      {
        label: { de: 'Teil 2', en: 'Part 2' },
        value: {
          de: '10 Lücken, 15 Wörter (a–o), jedes Wort einmal',
          en: '10 gaps, 15 words (a–o), each word once',
        },
      },
      {
        label: { de: 'Zeit', en: 'Time' },
        value: {
          de: '90 Minuten für Lesen und Sprachbausteine (Faustregel: etwa 20 pro Teil); für die Sprachbausteine reichen oft 15 Minuten pro Teil',
          en: '90 minutes for reading and Sprachbausteine (rule of thumb: about 20 per part); for the Sprachbausteine, 15 minutes per part are often enough',
        },
      },
    ],
  },
  sections: [
    {
      id: 'two-parts',
      title: { de: 'Die zwei Teile im Überblick', en: 'The two parts at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die Sprachbausteine prüfen, ob Sie Grammatik und Wortschatz **im Zusammenhang** verwenden können. Es gibt zwei Teile mit je 10 Lücken. Jede richtige Lösung bringt **1,5 Punkte**, zusammen **30 Punkte**. **Teil 1:** ein Brief oder eine E-Mail, für jede Lücke a, b oder c, vor allem Grammatik. **Teil 2:** ein Text und ein Kasten mit 15 Wörtern (a–o); jedes Wort passt nur einmal, 5 bleiben übrig; vor allem Wortschatz.',
            en: 'The Sprachbausteine (language elements) test whether you can use grammar and vocabulary **in context**. There are two parts with 10 gaps each. Each right answer is worth **1.5 points**, **30 points** in all. **Part 1:** a letter or e-mail, a, b or c for each gap, mostly grammar. **Part 2:** a text and a box of 15 words (a–o); each word fits only once, 5 are left over; mostly vocabulary.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: '90 Minuten für 5 Teile', en: '90 minutes for 5 parts' },
          text: {
            de: 'Lesen (3 Teile) und Sprachbausteine (2 Teile) teilen sich 90 Minuten; Faustregel: etwa 20 Minuten pro Teil. Für die Sprachbausteine reichen oft 15 Minuten pro Teil, dann bleibt mehr Zeit fürs Lesen (Zeitplan: Spickzettel „Der 150-Minuten-Marathon“). Markieren Sie jede Lösung sofort auf dem Antwortbogen.',
            en: 'Reading (3 parts) and Sprachbausteine (2 parts) share 90 minutes; rule of thumb: about 20 minutes per part. For the Sprachbausteine, 15 minutes per part is often enough, which leaves more time for reading (time plan: cheat sheet “The 150-Minute Marathon”). Mark each answer on the answer sheet straight away.',
          },
        },
      ],
    },
    {
      id: 'kmpp-method',
      title: { de: 'Die KBMP-Methode', en: 'The KBMP method' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'KBMP steht für **Kontext – Bedeutung – Muster – Prüfen**. Den Kontext klären Sie **einmal pro Text**, ganz am Anfang. Die drei anderen Schritte machen Sie **bei jeder Lücke**.',
            en: 'KBMP stands for four German words: **Kontext – Bedeutung – Muster – Prüfen** (context, meaning, pattern, check). You clarify the context **once per text**, right at the start. You do the other three steps **for each gap**.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'K – Kontext (einmal pro Text)', en: 'K – Kontext: context (once per text)' },
              text: {
                de: 'Lesen Sie den ganzen Text einmal schnell, bevor Sie eine Lücke füllen. Wer schreibt an wen? Warum? Ist der Text formell (Sie) oder informell (du)?',
                en: 'Read the whole text once, quickly, before you fill any gap. Who is writing to whom? Why? Is the text formal (Sie) or informal (du)?',
              },
            },
            {
              title: { de: 'B – Bedeutung (bei jeder Lücke)', en: 'B – Bedeutung: meaning (for each gap)' },
              text: {
                de: 'Was muss das Wort in der Lücke sagen? Einen Grund, einen Gegensatz, eine Zeit, eine Bedingung? Überlegen Sie sich zuerst selbst eine Lösung, bevor Sie die Optionen lesen.',
                en: 'What must the word in the gap say? A reason, a contrast, a time, a condition? Think of your own answer first, before you read the options.',
              },
            },
            {
              title: { de: 'M – Muster (bei jeder Lücke)', en: 'M – Muster: pattern (for each gap)' },
              text: {
                de: 'Was steht vor und nach der Lücke? Wo steht das Verb? Welche Präposition, welcher Kasus, welche Endung? In Teil 2 ist die Reihenfolge umgekehrt: zuerst die Wortart (M), dann die Bedeutung (B).',
                en: 'What comes before and after the gap? Where is the verb? Which preposition, which case, which ending? In part 2 the order is reversed: first the kind of word (M), then the meaning (B).',
              },
            },
            {
              title: { de: 'P – Prüfen (bei jeder Lücke)', en: 'P – Prüfen: check (for each gap)' },
              text: {
                de: 'Streichen Sie die falschen Optionen durch. Setzen Sie Ihre Lösung ein und lesen Sie den ganzen Satz noch einmal. Klingt er richtig?',
                en: 'Cross out the wrong options. Put your answer in and read the whole sentence again. Does it sound right?',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'verb-position',
      title: { de: 'Wo steht das Verb?', en: 'Where is the verb?' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Das konjugierte Verb ist Ihr wichtigster Hinweis: Seine Position zeigt, welches Wort in die Lücke passt.',
            en: 'The conjugated verb is your most important clue: its position shows which word fits the gap.',
          },
        },
        table({
          caption: { de: 'Die wichtigsten Verbpositionen', en: 'The key verb positions' },
          columns: [
            { key: 'type', header: { de: 'Satzart', en: 'Clause type' } },
            { key: 'rule', header: { de: 'Muster', en: 'Pattern' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              type: { de: 'Hauptsatz', en: 'Main clause' },
              rule: { de: 'Subjekt vorn, Verb an Position 2', en: 'subject first, verb in position 2' },
              example: 'Ich **fahre** morgen nach Hamburg.',
              translation: 'I’m going to Hamburg tomorrow.',
            },
            {
              type: {
                de: 'Hauptsatz mit Inversion',
                en: 'Main clause with inversion',
              },
              rule: {
                de: 'ein anderes Satzglied vorn, Verb bleibt an Position 2, das Subjekt steht danach',
                en: 'another element first, the verb stays in position 2, the subject comes after it',
              },
              example: 'Morgen **fahre ich** nach Hamburg.',
              translation: TOMORROW_TO_HAMBURG,
            },
            {
              type: { de: 'Nebensatz', en: 'Subordinate clause' },
              rule: { de: 'Verb am Ende', en: 'verb at the end' },
              example: 'Ich kann nicht kommen, weil ich arbeiten **muss**.',
              translation: 'I can’t come because I have to work.',
            },
            {
              type: { de: 'Nebensatz zuerst', en: 'Subordinate clause first' },
              rule: {
                de: 'Der Nebensatz ist Position 1. Dann kommt sofort das Verb, danach das Subjekt.',
                en: 'The subordinate clause is position 1. The verb comes straight after it, then the subject.',
              },
              example: 'Wenn ich Zeit **habe**, **rufe ich** Sie an.',
              translation: 'If I have time, I’ll call you.',
            },
          ],
        }),
      ],
    },
    {
      id: 'connectors',
      title: { de: 'Konnektoren: Bedeutung und Verbposition', en: 'Connectors: meaning and verb position' },
      blocks: [
        table({
          caption: {
            de: 'Häufige Konnektoren: Oft entscheidet die Position des Verbs.',
            en: 'Common connectors: often the verb position decides.',
          },
          columns: [
            { key: 'word', header: { de: 'Konnektor', en: 'Connector' }, lang: 'de' },
            { key: 'meaning', header: { de: 'Bedeutung', en: 'Meaning' } },
            { key: 'verb', header: { same: 'Verb' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              word: 'denn',
              meaning: { de: 'Grund', en: 'reason' },
              verb: { de: 'Position 2 (normaler Hauptsatz)', en: 'position 2 (normal main clause)' },
              example: 'Ich komme heute nicht, **denn** ich **bin** krank.',
              translation: 'I’m not coming today, because I’m ill.',
              drill: { example: 'I’m not coming today, because I’m ill. (denn)' },
            },
            {
              word: 'weil',
              meaning: { de: 'Grund', en: 'reason' },
              verb: { de: 'am Ende', en: 'at the end' },
              example: 'Ich komme heute nicht, **weil** ich krank **bin**.',
              translation: 'I’m not coming today because I’m ill.',
              drill: { example: 'I’m not coming today because I’m ill. (weil)' },
            },
            {
              word: 'deshalb',
              meaning: { de: 'Folge', en: 'consequence' },
              verb: { de: 'direkt danach', en: 'straight after it' },
              example: 'Ich bin krank, **deshalb bleibe** ich zu Hause.',
              translation: 'I’m ill, so I’m staying at home.',
            },
            {
              word: 'obwohl',
              meaning: { de: 'Gegensatz', en: 'contrast' },
              verb: { de: 'am Ende', en: 'at the end' },
              example: '**Obwohl** es **regnet**, machen wir den Ausflug.',
              translation: 'Although it’s raining, we’re going on the trip.',
            },
            {
              word: 'trotzdem',
              meaning: { de: 'Gegensatz', en: 'contrast' },
              verb: { de: 'direkt danach', en: 'straight after it' },
              example: 'Es regnet. **Trotzdem machen** wir den Ausflug.',
              translation: 'It’s raining. We’re going on the trip anyway.',
            },
            {
              word: 'ob',
              meaning: { de: 'indirekte Ja/Nein-Frage', en: 'indirect yes/no question' },
              verb: { de: 'am Ende', en: 'at the end' },
              example: 'Ich weiß nicht, **ob** ich am Samstag Zeit **habe**.',
              translation: 'I don’t know whether I have time on Saturday.',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Das Verb zeigt den Konnektor', en: 'The verb shows the connector' },
          items: [
            {
              de: 'Verb am Ende → [[weil]], [[dass]], [[ob]], [[wenn]], [[obwohl]].',
              en: 'Verb at the end → [[weil]], [[dass]], [[ob]], [[wenn]], [[obwohl]].',
            },
            {
              de: 'Verb direkt nach der Lücke → [[deshalb]], [[trotzdem]].',
              en: 'Verb straight after the gap → [[deshalb]], [[trotzdem]].',
            },
            {
              de: 'Normaler Hauptsatz danach → [[denn]], [[und]], [[aber]], [[oder]], [[sondern]]. Sie zählen bei der Verbposition nicht mit.',
              en: 'A normal main clause after it → [[denn]], [[und]], [[aber]], [[oder]], [[sondern]]. They do not count for the verb position.',
            },
          ],
        },
        table({
          caption: {
            de: 'Zweiteilige Konnektoren: Oft fehlt der zweite Teil.',
            en: 'Two-part connectors: often the second part is missing.',
          },
          columns: [
            { key: 'word', header: { de: 'Konnektor', en: 'Connector' }, lang: 'de' },
            { key: 'meaning', header: { de: 'Bedeutung', en: 'Meaning' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              word: 'entweder … oder',
              meaning: { de: 'eins von zwei', en: 'one of two' },
              example: 'Wir treffen uns **entweder** am Freitag **oder** am Samstag.',
              translation: 'We’ll meet either on Friday or on Saturday.',
            },
            {
              word: 'weder … noch',
              meaning: { de: 'keins von beiden', en: 'neither of the two' },
              example: 'Ich habe **weder** Zeit **noch** Geld.',
              translation: 'I have neither time nor money.',
            },
            {
              word: 'nicht nur … sondern auch',
              meaning: { de: 'das eine und dazu das andere', en: 'one thing and the other as well' },
              example: 'Der Kurs ist **nicht nur** günstig, **sondern auch** gut.',
              translation: 'The course is not only cheap but also good.',
            },
            {
              word: 'sowohl … als auch',
              meaning: { de: 'beides', en: 'both' },
              example: 'Ich spreche **sowohl** Arabisch **als auch** Französisch.',
              translation: 'I speak both Arabic and French.',
            },
            {
              word: 'zwar … aber',
              meaning: {
                de: 'Das eine stimmt, aber das andere ist wichtiger',
                en: 'admittedly one thing, but the other matters more',
              },
              example: 'Die Wohnung ist **zwar** klein, **aber** sie ist hell.',
              translation: 'The flat is small, it’s true, but it is bright.',
            },
          ],
        }),
        table({
          caption: { de: 'Ziel: damit oder um … zu?', en: 'Purpose: damit or um … zu?' },
          columns: [
            { key: 'word', header: { de: 'Konnektor', en: 'Connector' }, lang: 'de' },
            { key: 'when', header: { de: 'Wann?', en: 'When?' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              word: 'um … zu',
              when: {
                de: 'nur bei gleichem Subjekt; [[zu]] + Infinitiv am Ende',
                en: 'only with the same subject; [[zu]] + infinitive at the end',
              },
              example: 'Ich lerne jeden Tag, **um** die Prüfung **zu bestehen**.',
              translation: 'I study every day in order to pass the exam.',
            },
            {
              word: 'damit',
              when: {
                de: 'bei verschiedenen Subjekten (auch bei gleichem möglich); Verb am Ende',
                en: 'with different subjects (also possible with the same one); verb at the end',
              },
              example: 'Ich spreche langsam, **damit** mein Kollege mich **versteht**.',
              translation: 'I speak slowly so that my colleague understands me.',
            },
          ],
        }),
      ],
    },
    {
      id: 'time-connectors',
      title: { de: 'Konnektoren der Zeit', en: 'Time connectors' },
      blocks: [
        table({
          caption: {
            de: 'Wann passiert was? Im Nebensatz steht das Verb am Ende.',
            en: 'When does what happen? In the subordinate clause the verb goes at the end.',
          },
          columns: [
            { key: 'word', header: { de: 'Konnektor', en: 'Connector' }, lang: 'de' },
            { key: 'meaning', header: { de: 'Bedeutung', en: 'Meaning' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              word: 'als',
              meaning: { de: 'einmal in der Vergangenheit', en: 'once, in the past' },
              example: '**Als** ich nach Deutschland **kam**, konnte ich kein Deutsch.',
              translation: 'When I came to Germany, I couldn’t speak any German.',
            },
            {
              word: 'wenn',
              meaning: {
                de: 'jetzt, später oder immer wieder',
                en: 'now, later, or again and again',
              },
              example: '**Wenn** ich nach Hause **komme**, rufe ich dich an.',
              translation: 'When I get home, I’ll call you.',
            },
            {
              word: 'während',
              meaning: { de: 'zur gleichen Zeit', en: 'at the same time' },
              example: '**Während** ich **koche**, hört mein Sohn Musik.',
              translation: 'While I’m cooking, my son listens to music.',
            },
            {
              word: 'bevor',
              meaning: {
                de: 'Was im Hauptsatz steht, passiert zuerst.',
                en: 'What the main clause says happens first.',
              },
              example: 'Ich frühstücke, **bevor** ich zur Arbeit **gehe**.',
              translation: 'I have breakfast before I go to work.',
            },
            {
              word: 'nachdem',
              meaning: {
                de: 'Was im Nebensatz steht, passiert zuerst; oft Plusquamperfekt oder Perfekt.',
                en: 'What the subordinate clause says happens first; often past perfect or perfect tense.',
              },
              example: '**Nachdem** wir gegessen **hatten**, gingen wir spazieren.',
              translation: 'After we had eaten, we went for a walk.',
            },
            {
              word: 'seit / seitdem',
              meaning: { de: 'von einem Zeitpunkt bis jetzt', en: 'from a point in time until now' },
              example: '**Seit** ich in Köln **wohne**, fahre ich Fahrrad.',
              translation: 'Since I’ve lived in Cologne, I’ve been cycling.',
            },
          ],
        }),
      ],
    },
    {
      id: 'prepositions',
      title: { de: 'Präpositionen und Kasus', en: 'Prepositions and case' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die meisten Präpositionen haben einen festen Kasus. Bei den Wechselpräpositionen entscheidet die Frage: wo? (Dativ) oder wohin? (Akkusativ). Oft fehlt nach der Präposition der Artikel oder ein Wort wie [[Ihren]] oder [[meinem]].',
            en: 'Most prepositions take a fixed case. With the two-way prepositions the question decides: where? (dative) or where to? (accusative). The gap after a preposition is often the article or a word such as [[Ihren]] or [[meinem]].',
          },
        },
        table({
          caption: { de: 'Präposition und Kasus', en: 'Preposition and case' },
          columns: [
            { key: 'prep', header: { de: 'Präposition', en: 'Preposition' }, lang: 'de' },
            { key: 'case', header: { de: 'Kasus', en: 'Case' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              prep: 'für, ohne, durch, gegen, um',
              case: { de: 'Akkusativ', en: 'accusative' },
              example: 'Vielen Dank für **Ihren** Brief.',
              translation: 'Many thanks for your letter.',
            },
            {
              prep: 'mit, nach, bei, von, zu, aus, seit',
              case: { de: 'Dativ', en: 'dative' },
              example: 'Ich fahre mit **dem** Bus zur Arbeit.',
              translation: 'I go to work by bus.',
            },
            {
              prep: 'wegen, trotz, während',
              case: { de: 'Genitiv', en: 'genitive' },
              example: 'Wegen **des** Regens fällt das Fest aus.',
              translation: 'Because of the rain, the party is cancelled.',
            },
            {
              prep: 'in, an, auf … (Wo?)',
              case: { de: 'Dativ', en: 'dative' },
              example: 'Das Bild hängt an **der** Wand.',
              translation: 'The picture is hanging on the wall.',
            },
            {
              prep: 'in, an, auf … (Wohin?)',
              case: { de: 'Akkusativ', en: 'accusative' },
              example: 'Ich hänge das Bild an **die** Wand.',
              translation: 'I’m hanging the picture on the wall.',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'Wechselpräpositionen: Wo oder wohin?',
            en: 'Two-way prepositions: where or where to?',
          },
          text: {
            de: '[[an, auf, hinter, in, neben, über, unter, vor, zwischen]]: „Wo?“ → Dativ, „Wohin?“ → Akkusativ. Kurzformen: [[im]] = in dem, [[ins]] = in das, [[zum]] = zu dem, [[zur]] = zu der.',
            en: '[[an, auf, hinter, in, neben, über, unter, vor, zwischen]]: [[Wo?]] (where) → dative, [[Wohin?]] (where to) → accusative. Short forms: [[im]] = in dem, [[ins]] = in das, [[zum]] = zu dem, [[zur]] = zu der.',
          },
        },
      ],
    },
    {
      id: 'verbs-with-prepositions',
      title: {
        de: 'Verben mit Präposition: darauf und worauf',
        en: 'Verbs with a preposition: darauf and worauf',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Viele Verben haben eine feste Präposition. Lernen Sie Verb und Präposition zusammen. Für eine **Sache** fragen Sie mit **wo(r)** + Präposition und verweisen mit **da(r)** + Präposition (**r** vor einem Vokal). Für **Personen**: Präposition + Pronomen: [[Auf wen wartest du? – Auf ihn.]]',
            en: 'Many verbs have a fixed preposition. Learn the verb and the preposition together. For a **thing**, ask with **wo(r)** + preposition and refer back with **da(r)** + preposition (**r** before a vowel). For **people**: preposition + pronoun: [[Auf wen wartest du? – Auf ihn.]] (Who are you waiting for? – For him.)',
          },
        },
        table({
          caption: { de: 'Verb, Frage, Verweis', en: 'Verb, question, reference' },
          columns: [
            { key: 'verb', header: { same: 'Verb' }, lang: 'de' },
            { key: 'question', header: { de: 'Frage (Sache)', en: 'Question (thing)' }, lang: 'de' },
            { key: 'reference', header: { de: 'Verweis (Sache)', en: 'Reference (thing)' }, lang: 'de' },
            { key: 'meaning', header: { de: 'Bedeutung', en: 'Meaning' }, lang: 'en' },
          ],
          rows: [
            {
              verb: 'sich freuen **auf** + Akk.',
              question: 'Worauf freust du dich?',
              reference: 'Ich freue mich **darauf**.',
              meaning: 'to look forward to',
            },
            {
              verb: 'sich freuen **über** + Akk.',
              question: 'Worüber freust du dich?',
              reference: 'Ich freue mich **darüber**.',
              meaning: 'to be pleased about',
            },
            {
              verb: 'sich interessieren **für** + Akk.',
              question: 'Wofür interessieren Sie sich?',
              reference: 'Ich interessiere mich **dafür**.',
              meaning: 'to be interested in',
            },
            {
              verb: 'denken **an** + Akk.',
              question: 'Woran denkst du?',
              reference: 'Ich denke **daran**.',
              meaning: 'to think of',
            },
            {
              verb: 'zufrieden sein **mit** + Dat.',
              question: 'Womit sind Sie zufrieden?',
              reference: 'Ich bin **damit** zufrieden.',
              meaning: 'to be satisfied with',
            },
          ],
        }),
        {
          type: 'phrases',
          title: { de: 'Typisch für Briefe', en: 'Typical in letters' },
          items: [
            {
              german: 'Ich habe mich sehr **über** Ihre Einladung gefreut.',
              translation: 'I was very pleased about your invitation.',
              tip: {
                de: '[[über]]: Es ist schon da. [[auf]]: Es kommt noch.',
                en: '[[über]]: it is already here. [[auf]]: it is still to come.',
              },
            },
            {
              german: ICH_FREUE_MICH_DARAUF,
              translation: 'I’m looking forward to seeing you soon.',
              drill: [
                {
                  german: ICH_FREUE_MICH_DARAUF,
                  translation: 'I’m looking forward to seeing you soon. (with darauf)',
                },
              ],
              tip: {
                de: '[[darauf]] im Hauptsatz, danach [[zu]] + Infinitiv.',
                en: '[[darauf]] in the main clause, then [[zu]] + infinitive.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'damit hat zwei Aufgaben', en: 'damit has two jobs' },
          text: {
            de: 'Als da-Wort (= mit dieser Sache) steht [[damit]] im Hauptsatz: [[Ich bin damit zufrieden.]] Als Konnektor (Ziel) beginnt es einen Nebensatz, das Verb steht am Ende: [[…, damit du mich verstehst.]]',
            en: 'As a da-word (“with it”), [[damit]] stands in a main clause: [[Ich bin damit zufrieden.]] As a connector (“so that”), it starts a subordinate clause, verb at the end: [[…, damit du mich verstehst.]]',
          },
        },
      ],
    },
    {
      id: 'reflexive-pronouns',
      title: { de: 'Reflexivpronomen: mich oder mir?', en: 'Reflexive pronouns: mich or mir?' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Das Reflexivpronomen passt zum Subjekt. Meist steht es im Akkusativ. Hat der Satz schon ein Akkusativobjekt, steht es im **Dativ**: [[Ich wasche mich.]] – [[Ich wasche mir die Hände.]] Nur bei **ich** und **du** sind die Formen verschieden.',
            en: 'The reflexive pronoun matches the subject. It is usually accusative. If the sentence already has an accusative object, it is **dative**: [[Ich wasche mich.]] (I wash myself.) – [[Ich wasche mir die Hände.]] (I wash my hands.) Only with **ich** and **du** are the forms different.',
          },
        },
        table({
          caption: { de: 'Akkusativ und Dativ', en: 'Accusative and dative' },
          columns: [
            { key: 'subject', header: { de: 'Subjekt', en: 'Subject' }, lang: 'de' },
            { key: 'acc', header: { de: 'Akkusativ', en: 'Accusative' }, lang: 'de' },
            { key: 'dat', header: { de: 'Dativ', en: 'Dative' }, lang: 'de' },
          ],
          rows: [
            { subject: 'ich', acc: '**mich**', dat: '**mir**' },
            { subject: 'du', acc: '**dich**', dat: '**dir**' },
            { subject: 'er / sie / es', acc: 'sich', dat: 'sich' },
            { subject: 'wir', acc: 'uns', dat: 'uns' },
            { subject: 'ihr', acc: 'euch', dat: 'euch' },
            { subject: 'sie / Sie', acc: 'sich', dat: 'sich' },
          ],
        }),
      ],
    },
    {
      id: 'adjective-endings',
      title: { de: 'Adjektivendungen', en: 'Adjective endings' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 1 entscheidet oft nur die Endung. Fragen Sie: Welcher Artikel steht davor? Welcher Kasus? Welches Genus? Beispielwörter: der Kurs, die Wohnung, das Zimmer.',
            en: 'In part 1 often only the ending decides. Ask: which article comes before it? Which case? Which gender? Example words: [[der Kurs]] (course), [[die Wohnung]] (flat), [[das Zimmer]] (room).',
          },
        },
        table({
          caption: {
            de: 'Nach der, die, das (auch dieser, jeder)',
            en: 'After der, die, das (also dieser, jeder)',
          },
          columns: [
            { key: 'case', header: { de: 'Kasus', en: 'Case' } },
            { key: 'masc', header: { de: 'maskulin', en: 'masculine' }, lang: 'de' },
            { key: 'fem', header: { de: 'feminin', en: 'feminine' }, lang: 'de' },
            { key: 'neut', header: { de: 'neutral', en: 'neuter' }, lang: 'de' },
            { key: 'plural', header: { de: 'Plural', en: 'plural' }, lang: 'de' },
          ],
          rows: [
            {
              case: { de: 'Nominativ', en: 'nominative' },
              masc: 'der neu**e** Kurs',
              fem: DIE_NEU_E_WOHNUNG,
              neut: 'das neu**e** Zimmer',
              plural: 'die neu**en** Kurse',
            },
            {
              case: { de: 'Akkusativ', en: 'accusative' },
              masc: 'den neu**en** Kurs',
              fem: DIE_NEU_E_WOHNUNG,
              neut: 'das neu**e** Zimmer',
              plural: 'die neu**en** Kurse',
            },
            {
              case: { de: 'Dativ', en: 'dative' },
              masc: 'dem neu**en** Kurs',
              fem: 'der neu**en** Wohnung',
              neut: 'dem neu**en** Zimmer',
              plural: 'den neu**en** Kursen',
            },
          ],
        }),
        table({
          caption: { de: 'Nach ein, kein, mein, Ihr …', en: 'After ein, kein, mein, Ihr …' },
          columns: [
            { key: 'case', header: { de: 'Kasus', en: 'Case' } },
            { key: 'masc', header: { de: 'maskulin', en: 'masculine' }, lang: 'de' },
            { key: 'fem', header: { de: 'feminin', en: 'feminine' }, lang: 'de' },
            { key: 'neut', header: { de: 'neutral', en: 'neuter' }, lang: 'de' },
            { key: 'plural', header: { de: 'Plural', en: 'plural' }, lang: 'de' },
          ],
          rows: [
            {
              case: { de: 'Nominativ', en: 'nominative' },
              masc: 'ein neu**er** Kurs',
              fem: EINE_NEU_E_WOHNUNG,
              neut: EIN_NEU_ES_ZIMMER,
              plural: KEINE_NEU_EN_KURSE,
            },
            {
              case: { de: 'Akkusativ', en: 'accusative' },
              masc: 'einen neu**en** Kurs',
              fem: EINE_NEU_E_WOHNUNG,
              neut: EIN_NEU_ES_ZIMMER,
              plural: KEINE_NEU_EN_KURSE,
            },
            {
              case: { de: 'Dativ', en: 'dative' },
              masc: 'einem neu**en** Kurs',
              fem: 'einer neu**en** Wohnung',
              neut: 'einem neu**en** Zimmer',
              plural: 'keinen neu**en** Kursen',
            },
          ],
        }),
        table({
          caption: { de: 'Ohne Artikel', en: 'Without an article' },
          columns: [
            { key: 'case', header: { de: 'Kasus', en: 'Case' } },
            { key: 'masc', header: { de: 'maskulin', en: 'masculine' }, lang: 'de' },
            { key: 'fem', header: { de: 'feminin', en: 'feminine' }, lang: 'de' },
            { key: 'neut', header: { de: 'neutral', en: 'neuter' }, lang: 'de' },
            { key: 'plural', header: { de: 'Plural', en: 'plural' }, lang: 'de' },
          ],
          rows: [
            {
              case: { de: 'Nominativ', en: 'nominative' },
              masc: 'heiß**er** Tee',
              fem: 'kalt**e** Milch',
              neut: 'frisch**es** Brot',
              plural: 'frisch**e** Eier',
            },
            {
              case: { de: 'Akkusativ', en: 'accusative' },
              masc: 'heiß**en** Tee',
              fem: 'kalt**e** Milch',
              neut: 'frisch**es** Brot',
              plural: 'frisch**e** Eier',
            },
            {
              case: { de: 'Dativ', en: 'dative' },
              masc: 'mit heiß**em** Tee',
              fem: 'mit kalt**er** Milch',
              neut: 'mit frisch**em** Brot',
              plural: 'mit frisch**en** Eiern',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Drei Faustregeln', en: 'Three rules of thumb' },
          items: [
            {
              de: 'Nach [[der]], [[die]], [[das]]: nur **-e** oder **-en**.',
              en: 'After [[der]], [[die]], [[das]]: only **-e** or **-en**.',
            },
            {
              de: 'Mit Artikel im Dativ und im Plural: immer **-en**.',
              en: 'With an article, in the dative and the plural: always **-en**.',
            },
            {
              de: 'Zeigt der Artikel das Genus nicht, zeigt es das Adjektiv: [[ein neuer Kurs]], [[ein neues Zimmer]], [[heißer Tee]].',
              en: 'If the article does not show the gender, the adjective does: [[ein neuer Kurs]], [[ein neues Zimmer]], [[heißer Tee]].',
            },
          ],
        },
      ],
    },
    {
      id: 'verb-forms',
      title: { de: 'Präteritum und Konjunktiv II', en: 'Simple past and Konjunktiv II' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Für die Vergangenheit stehen [[sein]], [[haben]] und die Modalverben meist im Präteritum. Für höfliche Bitten und Ratschläge nehmen Sie den Konjunktiv II: oft das Präteritum mit Umlaut ([[war → wäre]], [[Sie konnten → Sie könnten]]).',
            en: 'For the past, [[sein]], [[haben]] and the modal verbs mostly use the simple past (Präteritum). For polite requests and advice, use Konjunktiv II: often the simple past with an umlaut ([[war → wäre]], [[Sie konnten → Sie könnten]]).',
          },
        },
        table({
          caption: { de: 'Die Formen für ich und er/sie/es', en: 'The forms for ich and er/sie/es' },
          columns: [
            { key: 'verb', header: { de: 'Infinitiv', en: 'Infinitive' }, lang: 'de' },
            { key: 'past', header: { de: 'Präteritum', en: 'Simple past' }, lang: 'de' },
            { key: 'subj', header: { same: 'Konjunktiv II' }, lang: 'de' },
            { key: 'meaning', header: { de: 'Bedeutung', en: 'Meaning' }, lang: 'en' },
          ],
          rows: [
            { verb: 'sein', past: 'war', subj: 'wäre', meaning: 'was / would be' },
            { verb: 'haben', past: 'hatte', subj: 'hätte', meaning: 'had / would have' },
            { verb: 'werden', past: 'wurde', subj: 'würde', meaning: 'became / would' },
            { verb: 'können', past: 'konnte', subj: 'könnte', meaning: 'could' },
            { verb: 'müssen', past: 'musste', subj: 'müsste', meaning: 'had to / would have to' },
            { verb: 'dürfen', past: 'durfte', subj: 'dürfte', meaning: 'was allowed to / might' },
            { verb: 'wollen', past: 'wollte', subj: 'wollte', meaning: 'wanted to / would want to' },
            { verb: 'sollen', past: 'sollte', subj: 'sollte', meaning: 'was supposed to / should' },
            { verb: 'mögen', past: 'mochte', subj: 'möchte', meaning: 'liked / would like' },
          ],
        }),
        {
          type: 'phrases',
          items: [
            {
              german: 'Gestern **konnte** ich nicht kommen, weil ich arbeiten **musste**.',
              translation: 'Yesterday I couldn’t come because I had to work.',
            },
            {
              german: '**Könnten** Sie mir bitte Informationen schicken?',
              translation: 'Could you please send me some information?',
              tip: { de: 'Höfliche Bitte.', en: 'Polite request.' },
            },
            {
              german: 'An deiner Stelle **würde** ich den Kurs machen.',
              translation: 'If I were you, I would take the course.',
              tip: { de: 'Ratschlag: [[würde]] + Infinitiv.', en: 'Advice: [[würde]] + infinitive.' },
            },
          ],
        },
      ],
    },
    {
      id: 'relative-pronouns',
      title: { de: 'Relativpronomen', en: 'Relative pronouns' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Genus und Zahl kommen vom Nomen **vor** dem Komma. Der Kasus kommt aus dem Relativsatz: vom Verb oder von einer Präposition. Das Verb steht am Ende.',
            en: 'Gender and number come from the noun **before** the comma. The case comes from the relative clause: from the verb or from a preposition. The verb goes at the end.',
          },
        },
        table({
          caption: { de: 'Die Formen der Relativpronomen', en: 'The forms of the relative pronouns' },
          columns: [
            { key: 'case', header: { de: 'Kasus', en: 'Case' } },
            { key: 'masc', header: { de: 'maskulin', en: 'masculine' }, lang: 'de' },
            { key: 'fem', header: { de: 'feminin', en: 'feminine' }, lang: 'de' },
            { key: 'neut', header: { de: 'neutral', en: 'neuter' }, lang: 'de' },
            { key: 'plural', header: { de: 'Plural', en: 'plural' }, lang: 'de' },
          ],
          rows: [
            {
              case: { de: 'Nominativ', en: 'nominative' },
              masc: 'der',
              fem: 'die',
              neut: 'das',
              plural: 'die',
            },
            {
              case: { de: 'Akkusativ', en: 'accusative' },
              masc: 'den',
              fem: 'die',
              neut: 'das',
              plural: 'die',
            },
            {
              case: { de: 'Dativ', en: 'dative' },
              masc: 'dem',
              fem: 'der',
              neut: 'dem',
              plural: '**denen**',
            },
            {
              case: { de: 'Genitiv', en: 'genitive' },
              masc: '**dessen**',
              fem: '**deren**',
              neut: '**dessen**',
              plural: '**deren**',
            },
          ],
        }),
        {
          type: 'phrases',
          items: [
            {
              german: 'Der Kurs, **der** im Mai beginnt, ist schon voll.',
              translation: 'The course that starts in May is already full.',
              tip: { de: 'Nominativ: Der Kurs beginnt.', en: 'Nominative: [[Der Kurs beginnt.]]' },
            },
            {
              german: 'Die Freunde, mit **denen** ich wandere, kommen aus Polen.',
              translation: 'The friends I go hiking with are from Poland.',
              tip: { de: '[[mit]] + Dativ Plural.', en: '[[mit]] + dative plural.' },
            },
          ],
        },
      ],
    },
    {
      id: 'more-patterns',
      title: { de: 'Noch vier Muster für Teil 1', en: 'Four more patterns for part 1' },
      blocks: [
        table({
          caption: { de: 'Auch diese Formen fehlen oft.', en: 'These forms are often gapped too.' },
          columns: [
            { key: 'pattern', header: { de: 'Muster', en: 'Pattern' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              pattern: {
                de: 'Passiv: [[werden]] + Partizip II am Ende',
                en: 'Passive: [[werden]] + past participle at the end',
              },
              example: 'Das Paket **wurde** gestern **geliefert**.',
              translation: 'The parcel was delivered yesterday.',
            },
            {
              pattern: {
                de: 'Pronomen: [[ihn]], [[sie]] (Akk.) oder [[ihm]], [[ihr]] (Dat.)? Das Verb entscheidet.',
                en: 'Pronouns: [[ihn]], [[sie]] (acc.) or [[ihm]], [[ihr]] (dat.)? The verb decides.',
              },
              example: 'Ich rufe **ihn** an und helfe **ihm** beim Umzug.',
              translation: 'I’ll call him and help him with the move.',
            },
            {
              pattern: {
                de: 'Perfekt: [[sein]] bei Bewegung von A nach B ([[fahren]], [[kommen]]), bei Zustandswechsel ([[aufstehen]], [[einschlafen]]) und bei [[sein]], [[bleiben]], [[werden]], [[passieren]]; sonst meist [[haben]]',
                en: 'Perfect tense: [[sein]] for movement from A to B ([[fahren]], [[kommen]]), a change of state ([[aufstehen]], [[einschlafen]]) and with [[sein]], [[bleiben]], [[werden]], [[passieren]]; otherwise mostly [[haben]]',
              },
              example: 'Wir **sind** nach Berlin gefahren und **haben** Freunde besucht.',
              translation: 'We went to Berlin and visited friends.',
            },
            {
              pattern: {
                de: 'Nach [[versuchen]], [[vergessen]], [[anfangen]]: [[zu]] + Infinitiv am Ende',
                en: 'After [[versuchen]], [[vergessen]], [[anfangen]] (try, forget, begin): [[zu]] + infinitive at the end',
              },
              example: 'Ich habe vergessen, Sie **anzurufen**.',
              translation: 'I forgot to call you.',
            },
          ],
        }),
      ],
    },
    {
      id: 'word-box',
      title: { de: 'Teil 2: Wörter aus dem Kasten', en: 'Part 2: words from the box' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Es geht vor allem um Wortschatz, aber die Grammatik zeigt, welche Wortart fehlt. So kommen oft nur zwei oder drei Wörter infrage. Ein Beispiel mit Lösung steht unten.',
            en: 'It is mostly about vocabulary, but grammar shows which kind of word is missing. Then often only two or three words are possible. A worked example is below.',
          },
        },
        table({
          caption: { de: 'Welche Wortart fehlt?', en: 'Which kind of word is missing?' },
          columns: [
            { key: 'clue', header: { de: 'Hinweis im Satz', en: 'Clue in the sentence' } },
            { key: 'kind', header: { de: 'Es fehlt wahrscheinlich …', en: 'Probably missing …' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              clue: {
                de: 'Artikel vor der Lücke, danach kein Nomen',
                en: 'article before the gap, no noun after it',
              },
              kind: { de: 'ein Nomen (großgeschrieben)', en: 'a noun (capital letter)' },
              example: 'Ich habe eine **Frage** zum Kurs.',
              translation: 'I have a question about the course.',
            },
            {
              clue: {
                de: 'Artikel vor der Lücke, danach ein Nomen',
                en: 'article before the gap, then a noun',
              },
              kind: { de: 'ein Adjektiv mit Endung', en: 'an adjective with an ending' },
              example: 'Wir haben ein **günstiges** Angebot.',
              translation: 'We have a good-value offer.',
            },
            {
              clue: { de: 'Subjekt vor der Lücke', en: 'subject before the gap' },
              kind: { de: 'ein Verb in der passenden Form', en: 'a verb in the matching form' },
              example: 'Der Kurs **beginnt** am Montag.',
              translation: 'The course starts on Monday.',
            },
            {
              clue: { de: 'Lücke vor Artikel + Nomen', en: 'gap before an article + noun' },
              kind: { de: 'eine Präposition', en: 'a preposition' },
              example: 'Ich warte **auf** den Bus.',
              translation: 'I’m waiting for the bus.',
            },
          ],
        }),
        {
          type: 'phrases',
          title: { de: 'Feste Verbindungen (Nomen + Verb)', en: 'Fixed combinations (noun + verb)' },
          items: [
            { german: 'einen Termin **vereinbaren**', translation: 'to make an appointment' },
            {
              german: BITTE_SAGEN_SIE_MIR,
              translation: 'Please let me know by Friday.',
              drill: [
                {
                  german: BITTE_SAGEN_SIE_MIR,
                  translation: 'Please let me know by Friday. (Bescheid sagen)',
                },
              ],
            },
            {
              german: 'Für Fragen stehe ich Ihnen gern **zur Verfügung**.',
              translation: 'I am happy to answer any questions.',
            },
          ],
        },
      ],
    },
    {
      id: 'worked-example',
      title: { de: 'Zwei Beispiele: Teil 1 und Teil 2', en: 'Two examples: part 1 and part 2' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Zwei eigene Übungen, gekürzt (in der Prüfung hat jeder Teil 10 Lücken). Teil 1, **Kontext zuerst:** Ein Mann schreibt an eine Sprachschule. [[Sehr geehrte Frau Berger]] zeigt: Der Text ist formell, also gilt die Sie-Form. Teil 2, Kontext: ein Aushang an alle Nachbarn, Sie-Form ([[Ihnen]]).',
            en: 'Two practice tasks of our own, shortened (in the exam each part has 10 gaps). Part 1, **context first:** a man is writing to a language school. [[Sehr geehrte Frau Berger]] shows that the text is formal, so it uses the Sie form. Part 2, context: a notice to all neighbours, Sie form ([[Ihnen]]).',
          },
        },
        {
          type: 'example',
          practice: 'language-elements-1',
          title: { de: 'Anmeldung zum Abendkurs', en: 'Registering for the evening course' },
          text: [
            { german: 'Sehr geehrte Frau Berger,', translation: 'Dear Ms Berger,' },
            {
              german:
                'vielen Dank für ___ (1) E-Mail vom 3. Mai. Ich interessiere ___ (2) sehr für den Abendkurs B1. Leider kann ich erst im Juni anfangen, ___ (3) ich im Mai beruflich viel unterwegs bin.',
              translation:
                'Many thanks for ___ (1) e-mail of 3 May. I am ___ (2) very interested in the B1 evening course. Unfortunately I can only start in June, ___ (3) I am travelling a lot for work in May.',
            },
            {
              german: 'Brauche ich für den Kurs ein ___ (4) Buch? Ich freue mich ___ (5) Ihre Antwort.',
              translation: 'Do I need a ___ (4) book for the course? I look forward ___ (5) your reply.',
            },
            { german: 'Mit freundlichen Grüßen', translation: 'Kind regards' },
            { german: 'Ahmad Karimi', translation: 'Ahmad Karimi' },
            { german: '(1) a) Ihr – b) Ihre – c) Ihren', translation: '(1) your' },
            { german: '(2) a) mich – b) sich – c) mir', translation: '(2) myself, himself …' },
            { german: '(3) a) denn – b) weil – c) deshalb', translation: '(3) because, because, so' },
            { german: '(4) a) neue – b) neuen – c) neues', translation: '(4) new' },
            { german: '(5) a) über – b) für – c) auf', translation: '(5) about, for, on' },
          ],
          steps: [
            {
              prompt: { de: 'Lücke (1)', en: 'Gap (1)' },
              answer: { same: 'b) Ihre' },
              reasoning: {
                de: 'Muster: [[für]] + Akkusativ, [[die E-Mail]] ist feminin → [[Ihre]]. [[Ihren]] passt zu maskulinen Nomen ([[für Ihren Brief]]).',
                en: 'Pattern: [[für]] + accusative, [[die E-Mail]] is feminine → [[Ihre]]. [[Ihren]] goes with masculine nouns ([[für Ihren Brief]]).',
              },
            },
            {
              prompt: { de: 'Lücke (2)', en: 'Gap (2)' },
              answer: { same: 'a) mich' },
              reasoning: {
                de: 'Muster: [[sich interessieren für]], Subjekt [[ich]] → [[mich]]. [[sich]] passt zu er, sie oder Sie. [[mir]] ist Dativ, aber der Satz hat kein Akkusativobjekt.',
                en: 'Pattern: [[sich interessieren für]], subject [[ich]] → [[mich]]. [[sich]] goes with er, sie or Sie. [[mir]] is dative, but the sentence has no accusative object.',
              },
            },
            {
              prompt: { de: 'Lücke (3)', en: 'Gap (3)' },
              answer: { same: 'b) weil' },
              reasoning: {
                de: 'Bedeutung: ein Grund. Muster: Das Verb [[bin]] steht am Ende → [[weil]]. Nach [[denn]] steht das Verb an Position 2, [[deshalb]] nennt eine Folge.',
                en: 'Meaning: a reason. Pattern: the verb [[bin]] is at the end → [[weil]]. After [[denn]] the verb is in position 2; [[deshalb]] gives a consequence.',
              },
            },
            {
              prompt: { de: 'Lücke (4)', en: 'Gap (4)' },
              answer: { same: 'c) neues' },
              reasoning: {
                de: 'Muster: [[das Buch]] ist neutral, [[brauchen]] verlangt den Akkusativ. Nach [[ein]] zeigt das Adjektiv das Genus: [[ein neues Buch]]. [[neuen]] passt zu [[einen neuen Kurs]].',
                en: 'Pattern: [[das Buch]] is neuter, and [[brauchen]] takes the accusative. After [[ein]] the adjective shows the gender: [[ein neues Buch]]. [[neuen]] fits [[einen neuen Kurs]].',
              },
            },
            {
              prompt: { de: 'Lücke (5)', en: 'Gap (5)' },
              answer: { same: 'c) auf' },
              reasoning: {
                de: 'Die Antwort kommt erst noch → [[sich freuen auf]]. [[über]] ist grammatisch möglich, bedeutet aber: Die Antwort ist schon da. [[für]] passt nicht zu [[sich freuen]] + Sache. Prüfen: [[Ich freue mich auf Ihre Antwort.]] Der Satz klingt richtig.',
                en: 'The reply is still to come → [[sich freuen auf]]. [[über]] is grammatically possible, but it means the reply is already here. [[für]] does not go with [[sich freuen]] + a thing. Check: [[Ich freue mich auf Ihre Antwort.]] The sentence sounds right.',
              },
            },
          ],
        },
        {
          type: 'example',
          practice: 'language-elements-2',
          title: {
            de: 'Teil 2 (gekürzt): ein Aushang mit 6 Lücken und 8 Wörtern',
            en: 'Part 2 (shortened): a notice with 6 gaps and 8 words',
          },
          text: [
            { german: 'Liebe Nachbarinnen und Nachbarn,', translation: 'Dear neighbours,' },
            {
              german:
                'ab März gibt es in unserem Haus ein Nachbarschaftscafé. Wir ___ (1) uns jeden Freitag von 15 bis 18 Uhr im Gemeinschaftsraum. Das Café ist für alle ___ (2), auch für Familien mit Kindern.',
              translation:
                'from March there will be a neighbourhood café in our building. We ___ (1) every Friday from 3 to 6 p.m. in the common room. The café is ___ (2) to everyone, families with children too.',
            },
            {
              german:
                'Kaffee und Tee kosten nichts. Für den Kuchen bitten wir um eine kleine ___ (3). Wer ___ (4) hat, kann gern selbst einen Kuchen mitbringen. Bei Fragen ___ (5) Ihnen Herr Kaya aus dem 2. Stock gern zur Verfügung. Wir freuen uns auf ___ (6) Besuch!',
              translation:
                'Coffee and tea are free. For the cake we ask for a small ___ (3). Anyone who has the ___ (4) is welcome to bring a cake of their own. If you have questions, Mr Kaya from the 2nd floor ___ (5) gladly at your disposal. We look forward to ___ (6) visit!',
            },
            {
              german:
                'a) Ihren · b) geschlossen · c) Lust · d) mit · e) offen · f) Spende · g) steht · h) treffen',
              translation:
                'a) your · b) closed · c) wish (Lust haben: to feel like it) · d) with · e) open · f) donation · g) stands · h) meet',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Schritt 1: Welche Wortart fehlt?',
                en: 'Step 1: which kind of word is missing?',
              },
              answer: {
                de: '(1) Verb · (2) Adjektiv · (3) Nomen · (4) Nomen · (5) Verb · (6) Artikelwort',
                en: '(1) verb · (2) adjective · (3) noun · (4) noun · (5) verb · (6) article word',
              },
              reasoning: {
                de: '(1), (5): Position 2 → Verb. (2): nach [[ist]] → Adjektiv. (3): nach [[eine kleine]], (4): vor [[hat]] → Nomen. (6): vor [[Besuch]] → Artikelwort. Jetzt kommen für jede Lücke nur noch ein oder zwei Wörter infrage.',
                en: '(1), (5): position 2 → verb. (2): after [[ist]] → adjective. (3): after [[eine kleine]], (4): before [[hat]] → noun. (6): before [[Besuch]] → article word. Now only one or two words are possible for each gap.',
              },
            },
            {
              prompt: { de: 'Schritt 2: Lücken (1) und (5)', en: 'Step 2: gaps (1) and (5)' },
              answer: { same: '(1) h) treffen · (5) g) steht' },
              reasoning: {
                de: 'Die Form entscheidet: [[Wir treffen uns]] (Plural), [[Herr Kaya steht … zur Verfügung]] (Singular). Beide Wörter im Kasten durchstreichen.',
                en: 'The form decides: [[Wir treffen uns]] (plural), [[Herr Kaya steht … zur Verfügung]] (singular). Cross both words out in the box.',
              },
            },
            {
              prompt: {
                de: 'Schritt 3: Lücke (2): offen oder geschlossen?',
                en: 'Step 3: gap (2): open or closed?',
              },
              answer: { same: 'e) offen' },
              reasoning: {
                de: '[[geschlossen]] passt grammatisch auch, aber nicht zur Bedeutung: Der Aushang lädt alle ein, [[auch … Familien mit Kindern]]. Das ist die typische Falle in Teil 2.',
                en: '[[geschlossen]] fits the grammar too, but not the meaning: the notice invites everyone, [[auch … Familien mit Kindern]] (families with children too). This is the typical trap in part 2.',
              },
            },
            {
              prompt: { de: 'Schritt 4: Lücken (3), (4) und (6)', en: 'Step 4: gaps (3), (4) and (6)' },
              answer: { same: '(3) f) Spende · (4) c) Lust · (6) a) Ihren' },
              reasoning: {
                de: '(3): Man bittet um etwas, das man gibt: eine [[Spende]]. (4): [[Lust haben]] ist eine feste Verbindung. (6): [[sich freuen auf]] + Akkusativ, [[der Besuch]] → [[Ihren]]. Übrig bleiben [[geschlossen]] und [[mit]]: Keine Lücke braucht eine Präposition.',
                en: '(3): you ask for something people give: a [[Spende]] (donation). (4): [[Lust haben]] (to feel like it) is a fixed combination. (6): [[sich freuen auf]] + accusative, [[der Besuch]] → [[Ihren]]. Left over: [[geschlossen]] and [[mit]]: no gap needs a preposition.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'exam-tips',
      title: { de: 'Tipps für die Prüfung', en: 'Tips for the exam' },
      blocks: [
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Die häufigsten Fallen', en: 'The most common traps' },
          items: [
            {
              de: '**Eine leere Lücke:** Eine geratene Antwort kann richtig sein, eine leere Lücke nie.',
              en: '**An empty gap:** a guess may be right; an empty gap never is.',
            },
            {
              de: '[[weil]] oder [[denn]]: Wo steht das Verb?',
              en: '[[weil]] or [[denn]]: where is the verb?',
            },
            {
              de: '[[als]] oder [[wie]]: [[größer als]], aber [[so groß wie]].',
              en: '[[als]] or [[wie]]: [[größer als]], but [[so groß wie]].',
            },
            {
              de: '[[wenn]] oder [[als]]: einmal in der Vergangenheit → [[als]].',
              en: '[[wenn]] or [[als]]: a single event in the past → [[als]].',
            },
            {
              de: '[[um … zu]] oder [[damit]]: Ist das Subjekt gleich?',
              en: '[[um … zu]] or [[damit]]: is the subject the same?',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Muster erkennen ist Übungssache: Mit jeder Aufgabe sehen Sie schneller, was in die Lücke gehört. Vertrauen Sie der KBMP-Methode und bleiben Sie ruhig.',
    en: 'Spotting patterns takes practice: with every task you will see faster what belongs in the gap. Trust the KBMP method and stay calm.',
  },
  seoMeta: {
    title: {
      de: 'Sprachbausteine telc Deutsch B1: Muster erkennen mit KBMP',
      en: 'telc Deutsch B1 Sprachbausteine: spot the patterns with KBMP',
    },
    description: {
      de: 'Sprachbausteine Teil 1 und 2 in der Prüfung telc Deutsch B1: KBMP-Methode, Konnektoren, Adjektivendungen, Konjunktiv II und zwei gelöste Beispiele.',
      en: 'Language elements parts 1 and 2 in the telc Deutsch B1 exam: the KBMP method, connectors, adjective endings, Konjunktiv II and two solved examples.',
    },
  },
} satisfies Sheet;
