import { table, type Sheet } from '../sheet-schema';

/** Cheat sheet #02: Language Elements Patterns (Sprachbausteine: Muster erkennen). */
export const languageElementsPatterns = {
  pageTitle: {
    main: { de: 'Sprachbausteine:', en: 'Language elements:' },
    highlight: { de: 'Muster erkennen', en: 'spot the patterns' },
    subtitle: {
      de: 'Mit der KMPP-Methode und den wichtigsten Grammatikmustern füllen Sie die Lücken in beiden Teilen sicher.',
      en: 'With the KMPP method and the key grammar patterns, you fill the gaps in both parts with confidence.',
    },
  },
  exam: {
    de: 'Schriftliche Prüfung · Sprachbausteine',
    en: 'Written exam · Sprachbausteine (language elements)',
  },
  sections: [
    {
      id: 'two-parts',
      title: { de: 'Die zwei Teile im Überblick', en: 'The two parts at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die Sprachbausteine prüfen, ob Sie Grammatik und Wortschatz **im Zusammenhang** verwenden können. Es gibt zwei Teile mit je 10 Lücken. Zusammen bringen sie **30 Punkte**.',
            en: 'The Sprachbausteine (language elements) test whether you can use grammar and vocabulary **in context**. There are two parts with 10 gaps each. Together they are worth **30 points**.',
          },
        },
        table({
          caption: { de: 'Teil 1 und Teil 2 im Vergleich', en: 'Part 1 and part 2 compared' },
          columns: [
            { key: 'aspect', header: { de: 'Was?', en: 'What?' } },
            { key: 'part1', header: { de: 'Teil 1', en: 'Part 1' } },
            { key: 'part2', header: { de: 'Teil 2', en: 'Part 2' } },
          ],
          rows: [
            {
              aspect: { same: 'Text' },
              part1: { de: 'ein Brief oder eine E-Mail', en: 'a letter or an e-mail' },
              part2: { de: 'ein Text', en: 'a text' },
            },
            { aspect: { de: 'Lücken', en: 'Gaps' }, part1: { same: '10' }, part2: { same: '10' } },
            {
              aspect: { de: 'Auswahl', en: 'Choice' },
              part1: { de: 'für jede Lücke a, b oder c', en: 'a, b or c for each gap' },
              part2: {
                de: 'ein Kasten mit 15 Wörtern für alle Lücken: 5 Wörter bleiben übrig',
                en: 'one box of 15 words for all the gaps: 5 words are left over',
              },
            },
            {
              aspect: { de: 'Schwerpunkt', en: 'Focus' },
              part1: { de: 'vor allem Grammatik', en: 'mostly grammar' },
              part2: { de: 'vor allem Wortschatz', en: 'mostly vocabulary' },
            },
            {
              aspect: { de: 'Ihre Frage', en: 'Your question' },
              part1: { de: '„Welche Form passt grammatisch?“', en: '“Which form fits the grammar?”' },
              part2: { de: '„Welches Wort passt vom Inhalt her?“', en: '“Which word fits the meaning?”' },
            },
            {
              aspect: { de: 'Zeit (Richtwert)', en: 'Time (guideline)' },
              part1: { de: 'höchstens etwa 20 Minuten', en: 'about 20 minutes at most' },
              part2: { de: 'höchstens etwa 20 Minuten', en: 'about 20 minutes at most' },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: '90 Minuten für 5 Teile', en: '90 minutes for 5 parts' },
          text: {
            de: 'Leseverstehen (3 Teile) und Sprachbausteine (2 Teile) teilen sich 90 Minuten. Deshalb ist „höchstens etwa 20 Minuten pro Teil“ ein guter Richtwert. Das ist ein Rat, keine offizielle Regel. Wenn Sie bei den Sprachbausteinen schneller sind, bleibt mehr Zeit für das Lesen.',
            en: 'Reading (3 parts) and Sprachbausteine (2 parts) share 90 minutes. That is why “about 20 minutes per part at most” is a good guideline. It is advice, not an official rule. If you are faster with the Sprachbausteine, you have more time left for reading.',
          },
        },
      ],
    },
    {
      id: 'kmpp-method',
      title: { de: 'Die KMPP-Methode', en: 'The KMPP method' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Gehen Sie bei jeder Lücke in vier Schritten vor. So raten Sie weniger und finden Fehler schneller.',
            en: 'Work through every gap in four steps. This way you guess less and spot mistakes faster.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'K – Kontext', en: 'K – Kontext (context)' },
              text: {
                de: 'Lesen Sie zuerst den ganzen Text, bevor Sie eine Lücke füllen. Wer schreibt an wen? Warum? Ist der Text formell (Sie) oder informell (du)?',
                en: 'Read the whole text first, before you fill any gap. Who is writing to whom? Why? Is the text formal (Sie) or informal (du)?',
              },
            },
            {
              title: { same: 'M – Meaning (Bedeutung)' },
              text: {
                de: 'Was muss das Wort in der Lücke ausdrücken? Einen Grund, einen Gegensatz, eine Zeit, eine Bedingung? Überlegen Sie sich eine eigene Lösung, bevor Sie a, b und c lesen.',
                en: 'What must the word in the gap express? A reason, a contrast, a time, a condition? Think of your own answer before you read a, b and c.',
              },
            },
            {
              title: { same: 'P – Pattern (Muster)' },
              text: {
                de: 'Welches Grammatikmuster steckt dahinter? Schauen Sie, was vor und nach der Lücke steht: Wo steht das Verb? Gibt es eine Präposition mit festem Kasus? Ein reflexives Verb? Welches Genus hat das Nomen?',
                en: 'Which grammar pattern is behind it? Look at what comes before and after the gap: where is the verb? Is there a preposition with a fixed case? A reflexive verb? What gender is the noun?',
              },
            },
            {
              title: { de: 'P – Prüfen', en: 'P – Prüfen (check)' },
              text: {
                de: 'Streichen Sie die falschen Optionen durch. Setzen Sie die Lösung ein und lesen Sie den ganzen Satz noch einmal. Klingt er richtig?',
                en: 'Cross out the wrong options. Put your answer in and read the whole sentence again. Does it sound right?',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Signale für den Kontext: formell oder informell?',
            en: 'Context signals: formal or informal?',
          },
          items: [
            {
              german: 'Sehr geehrte Damen und Herren, … Mit freundlichen Grüßen',
              translation: 'Dear Sir or Madam, … Yours faithfully / Kind regards',
              tip: {
                de: 'Formell: Im ganzen Text passen [[Sie]], [[Ihnen]], [[Ihr]] – immer großgeschrieben.',
                en: 'Formal: throughout the text, [[Sie]], [[Ihnen]], [[Ihr]] fit – always with a capital letter.',
              },
            },
            {
              german: 'Liebe Anna, … Viele Grüße',
              translation: 'Dear Anna, … Best wishes',
              tip: {
                de: 'Informell: Im ganzen Text passen [[du]], [[dich]], [[dir]], [[dein]].',
                en: 'Informal: throughout the text, [[du]], [[dich]], [[dir]], [[dein]] fit.',
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
            de: 'Das konjugierte Verb ist Ihr wichtigster Hinweis. Seine Position zeigt, welche Art von Wort in die Lücke passt.',
            en: 'The conjugated verb is your most important clue. Its position shows what kind of word fits the gap.',
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
              rule: { de: 'Verb an Position 2', en: 'verb in position 2' },
              example: 'Morgen **fahre** ich nach Hamburg.',
              translation: 'Tomorrow I’m going to Hamburg.',
            },
            {
              type: {
                de: 'Hauptsatz mit Modalverb oder Perfekt',
                en: 'Main clause with a modal verb or perfect tense',
              },
              rule: {
                de: 'konjugiertes Verb an Position 2, Infinitiv oder Partizip am Ende',
                en: 'conjugated verb in position 2, infinitive or participle at the end',
              },
              example: 'Ich **möchte** den Termin **verschieben**.',
              translation: 'I would like to postpone the appointment.',
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
                de: 'Verb am Ende, dann sofort das Verb des Hauptsatzes',
                en: 'verb at the end, then straight away the verb of the main clause',
              },
              example: 'Wenn Sie Zeit **haben**, **rufen** Sie mich bitte an.',
              translation: 'If you have time, please call me.',
            },
            {
              type: { de: 'Infinitiv mit zu', en: 'Infinitive with zu' },
              rule: { de: '[[zu]] + Infinitiv am Ende', en: '[[zu]] + infinitive at the end' },
              example: 'Ich lerne Deutsch, um hier als Pflegerin **zu arbeiten**.',
              translation: 'I’m learning German in order to work here as a carer.',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'Verb am Ende? Suchen Sie eine Konjunktion.',
            en: 'Verb at the end? Look for a conjunction.',
          },
          text: {
            de: 'Steht das Verb nach der Lücke am Satzende, fehlt oft [[weil]], [[dass]], [[ob]], [[wenn]] oder [[obwohl]]. Steht das Verb direkt nach der Lücke, passt eher [[deshalb]] oder [[trotzdem]].',
            en: 'If the verb after the gap stands at the end of the clause, the missing word is often [[weil]], [[dass]], [[ob]], [[wenn]] or [[obwohl]]. If the verb comes straight after the gap, [[deshalb]] or [[trotzdem]] is more likely.',
          },
        },
      ],
    },
    {
      id: 'connectors',
      title: { de: 'Konnektoren: Bedeutung und Verbposition', en: 'Connectors: meaning and verb position' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Viele Lücken in Teil 1 verlangen einen Konnektor. Oft haben zwei Optionen die gleiche Bedeutung, zum Beispiel [[weil]] und [[denn]]. Dann entscheidet die Position des Verbs.',
            en: 'Many gaps in part 1 need a connector. Often two options have the same meaning, for example [[weil]] and [[denn]]. Then the position of the verb decides.',
          },
        },
        table({
          caption: { de: 'Häufige Konnektoren', en: 'Common connectors' },
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
            },
            {
              word: 'weil',
              meaning: { de: 'Grund', en: 'reason' },
              verb: { de: 'am Ende', en: 'at the end' },
              example: 'Ich komme heute nicht, **weil** ich krank **bin**.',
              translation: 'I’m not coming today because I’m ill.',
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
              word: 'dass',
              meaning: { de: 'Inhalt', en: 'content (“that”)' },
              verb: { de: 'am Ende', en: 'at the end' },
              example: 'Ich hoffe, **dass** Sie bald **antworten**.',
              translation: 'I hope that you will reply soon.',
            },
            {
              word: 'ob',
              meaning: { de: 'indirekte Ja/Nein-Frage', en: 'indirect yes/no question' },
              verb: { de: 'am Ende', en: 'at the end' },
              example: 'Ich weiß nicht, **ob** ich am Samstag Zeit **habe**.',
              translation: 'I don’t know whether I have time on Saturday.',
            },
            {
              word: 'wenn',
              meaning: { de: 'Bedingung oder Wiederholung', en: 'condition or repeated event' },
              verb: { de: 'am Ende', en: 'at the end' },
              example: '**Wenn** Sie Fragen **haben**, schreiben Sie mir.',
              translation: 'If you have any questions, write to me.',
            },
            {
              word: 'als',
              meaning: { de: 'einmal in der Vergangenheit', en: 'a single event in the past' },
              verb: { de: 'am Ende', en: 'at the end' },
              example: '**Als** ich nach Deutschland **kam**, konnte ich kein Deutsch.',
              translation: 'When I came to Germany, I couldn’t speak any German.',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: {
            de: 'Typische Falle: weil, denn oder deshalb?',
            en: 'Classic trap: weil, denn or deshalb?',
          },
          items: [
            {
              de: '[[weil]] + Verb am Ende: [[…, weil ich krank bin.]]',
              en: '[[weil]] + verb at the end: [[…, weil ich krank bin.]]',
            },
            {
              de: '[[denn]] zählt bei der Verbposition nicht mit. Danach kommt ein normaler Hauptsatz: [[…, denn ich bin krank.]] Das gilt auch für [[und]], [[aber]], [[oder]].',
              en: '[[denn]] does not count for the verb position. A normal main clause follows: [[…, denn ich bin krank.]] The same goes for [[und]], [[aber]], [[oder]].',
            },
            {
              de: '[[deshalb]] nennt die Folge, nicht den Grund. Das Verb folgt direkt: [[…, deshalb bleibe ich zu Hause.]]',
              en: '[[deshalb]] gives the consequence, not the reason. The verb follows straight away: [[…, deshalb bleibe ich zu Hause.]]',
            },
          ],
        },
      ],
    },
    {
      id: 'prepositions',
      title: { de: 'Präpositionen mit festem Kasus', en: 'Prepositions with a fixed case' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Nach einer Präposition steht ein bestimmter Kasus. Die Lücke ist dann oft der Artikel oder ein Possessivartikel wie [[Ihren]] oder [[meinem]].',
            en: 'A preposition is followed by a particular case. The gap is then often the article or a possessive such as [[Ihren]] or [[meinem]].',
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
            de: '[[an, auf, hinter, in, neben, über, unter, vor, zwischen]]: Fragen Sie „Wo?“ (Ort) → Dativ, „Wohin?“ (Richtung) → Akkusativ. Achten Sie auch auf Kurzformen: [[im]] = in dem, [[ins]] = in das, [[zum]] = zu dem, [[zur]] = zu der, [[beim]] = bei dem.',
            en: '[[an, auf, hinter, in, neben, über, unter, vor, zwischen]]: ask [[Wo?]] (place) → dative, [[Wohin?]] (direction) → accusative. Watch the short forms too: [[im]] = in dem, [[ins]] = in das, [[zum]] = zu dem, [[zur]] = zu der, [[beim]] = bei dem.',
          },
        },
      ],
    },
    {
      id: 'reflexive-verbs',
      title: { de: 'Reflexive Verben mit Präposition', en: 'Reflexive verbs with a preposition' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Viele Verben haben ein Reflexivpronomen und eine feste Präposition. Lernen Sie immer beides zusammen. In einer Lücke kann das Pronomen oder die Präposition fehlen.',
            en: 'Many verbs have a reflexive pronoun and a fixed preposition. Always learn both together. A gap can be the pronoun or the preposition.',
          },
        },
        {
          type: 'phrases',
          items: [
            {
              german: 'Ich freue mich **auf** die Ferien.',
              translation: 'I’m looking forward to the holidays.',
              tip: {
                de: '[[auf]]: Das Ereignis kommt erst noch.',
                en: '[[auf]]: the event is still to come.',
              },
            },
            {
              german: 'Ich habe mich sehr **über** Ihre Einladung gefreut.',
              translation: 'I was very pleased about your invitation.',
              tip: {
                de: '[[über]]: Das ist schon passiert oder schon da.',
                en: '[[über]]: it has already happened or is already here.',
              },
            },
            { german: 'Interessieren Sie sich **für** Sport?', translation: 'Are you interested in sport?' },
            {
              german: 'Ich möchte mich **über** den Lärm beschweren.',
              translation: 'I would like to complain about the noise.',
            },
            {
              german: 'Können Sie sich **um** meine Katze kümmern?',
              translation: 'Can you look after my cat?',
            },
            {
              german: 'Ich entschuldige mich **für** die späte Antwort.',
              translation: 'I apologise for the late reply.',
            },
            {
              german: 'Am Samstag treffe ich mich **mit** meinen Freunden.',
              translation: 'On Saturday I’m meeting my friends.',
              tip: {
                de: 'Nach [[mit]] steht der Dativ. Bei den anderen Verben hier folgt der Akkusativ.',
                en: '[[mit]] takes the dative. With the other verbs here, the accusative follows.',
              },
            },
            {
              german: 'Ich freue mich **darauf**, Sie bald **zu** sehen.',
              translation: 'I’m looking forward to seeing you soon.',
              tip: {
                de: 'Folgt eine Infinitivgruppe, steht [[darauf]] im Hauptsatz, danach [[zu]] + Infinitiv.',
                en: 'If an infinitive clause follows, [[darauf]] goes in the main clause, then [[zu]] + infinitive.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Das Pronomen passt zum Subjekt', en: 'The pronoun matches the subject' },
          text: {
            de: 'ich → [[mich]], du → [[dich]], er/sie/es → [[sich]], wir → [[uns]], ihr → [[euch]], sie/Sie → [[sich]]. Beispiel: [[Wir freuen uns auf Ihren Besuch.]]',
            en: 'ich → [[mich]], du → [[dich]], er/sie/es → [[sich]], wir → [[uns]], ihr → [[euch]], sie/Sie → [[sich]]. Example: [[Wir freuen uns auf Ihren Besuch.]] (We are looking forward to your visit.)',
          },
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
              german: 'Das ist der Kollege, **den** ich gestern getroffen habe.',
              translation: 'That’s the colleague I met yesterday.',
              tip: {
                de: 'Akkusativ: Ich habe ihn getroffen.',
                en: 'Accusative: [[Ich habe ihn getroffen.]]',
              },
            },
            {
              german: 'Die Nachbarin, **der** ich geholfen habe, hat mir Kuchen gebracht.',
              translation: 'The neighbour I helped brought me some cake.',
              tip: { de: 'Dativ: [[helfen]] + Dativ.', en: 'Dative: [[helfen]] + dative.' },
            },
            {
              german: 'Das Hotel, in **dem** wir gewohnt haben, war sehr schön.',
              translation: 'The hotel we stayed in was very nice.',
              tip: { de: '[[in]] + Dativ (Wo?).', en: '[[in]] + dative ([[Wo?]]).' },
            },
            {
              german: 'Die Freunde, mit **denen** ich wandere, kommen aus Polen.',
              translation: 'The friends I go hiking with are from Poland.',
              tip: { de: '[[mit]] + Dativ Plural.', en: '[[mit]] + dative plural.' },
            },
            {
              german: 'Meine Nachbarn, **deren** Hund oft bellt, sind sehr nett.',
              translation: 'My neighbours, whose dog often barks, are very nice.',
              tip: { de: 'Genitiv: der Hund der Nachbarn.', en: 'Genitive: [[der Hund der Nachbarn]].' },
            },
          ],
        },
      ],
    },
    {
      id: 'comparison',
      title: { de: 'Vergleiche', en: 'Comparisons' },
      blocks: [
        {
          type: 'phrases',
          items: [
            {
              german: 'Die neue Wohnung ist **so groß wie** die alte.',
              translation: 'The new flat is as big as the old one.',
              tip: {
                de: 'Gleich: [[so]] + Grundform + [[wie]].',
                en: 'Equal: [[so]] + base form + [[wie]].',
              },
            },
            {
              german: 'Heute ist es **kälter als** gestern.',
              translation: 'Today it’s colder than yesterday.',
              tip: {
                de: 'Ungleich: Komparativ (-er) + [[als]].',
                en: 'Not equal: comparative (-er) + [[als]].',
              },
            },
            {
              german: 'Im Sommer ist der Park **am schönsten**.',
              translation: 'The park is at its most beautiful in summer.',
              tip: {
                de: 'Superlativ: [[am]] + Adjektiv + -(e)sten.',
                en: 'Superlative: [[am]] + adjective + -(e)sten.',
              },
            },
            {
              german: 'Das ist **die beste** Lösung.',
              translation: 'That’s the best solution.',
              tip: {
                de: 'Vor einem Nomen: [[der/die/das]] + Adjektiv + -(e)ste.',
                en: 'Before a noun: [[der/die/das]] + adjective + -(e)ste.',
              },
            },
            {
              german: '**Je** früher Sie buchen, **desto** günstiger ist die Reise.',
              translation: 'The earlier you book, the cheaper the trip is.',
              tip: {
                de: 'Nach [[je]] steht das Verb am Ende, nach [[desto]] + Komparativ direkt danach.',
                en: 'After [[je]] the verb goes at the end; after [[desto]] + comparative it comes straight away.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Unregelmäßige Formen', en: 'Irregular forms' },
          items: [
            { de: '[[gut – besser – am besten]]', en: '[[gut – besser – am besten]] (good – better – best)' },
            { de: '[[viel – mehr – am meisten]]', en: '[[viel – mehr – am meisten]] (much – more – most)' },
            {
              de: '[[gern – lieber – am liebsten]]',
              en: '[[gern – lieber – am liebsten]] (gladly – rather – most of all)',
            },
            {
              de: '[[hoch – höher – am höchsten]]',
              en: '[[hoch – höher – am höchsten]] (high – higher – highest)',
            },
            {
              de: 'Oft mit Umlaut: [[alt – älter]], [[groß – größer]], [[warm – wärmer]]',
              en: 'Often with an umlaut: [[alt – älter]], [[groß – größer]], [[warm – wärmer]]',
            },
          ],
        },
      ],
    },
    {
      id: 'word-box',
      title: { de: 'Teil 2: Wörter aus dem Kasten', en: 'Part 2: words from the box' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 2 geht es vor allem um Wortschatz. Trotzdem hilft die Grammatik: Sie zeigt, welche Wortart fehlt. So bleiben von 15 Wörtern oft nur zwei oder drei übrig, die infrage kommen.',
            en: 'Part 2 is mostly about vocabulary. Grammar still helps: it shows which kind of word is missing. That often leaves only two or three of the 15 words that could fit.',
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
            { german: 'eine Entscheidung **treffen**', translation: 'to make a decision' },
            { german: 'eine Frage **stellen**', translation: 'to ask a question' },
            {
              german: 'Bitte sagen Sie mir bis Freitag **Bescheid**.',
              translation: 'Please let me know by Friday.',
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
      title: { de: 'Beispiel: eine E-Mail mit 5 Lücken', en: 'Example: an e-mail with 5 gaps' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Ein eigenes Übungsbeispiel im Stil von Teil 1. **Kontext zuerst:** Ein Mann möchte einen Kurs machen und schreibt an eine Sprachschule. Die Anrede [[Sehr geehrte Frau Berger]] zeigt: Der Text ist formell, also gilt die Sie-Form.',
            en: 'Our own practice example in the style of part 1. **Context first:** a man who wants to take a course is writing to a language school. The greeting [[Sehr geehrte Frau Berger]] shows that the text is formal, so it uses the Sie form.',
          },
        },
        {
          type: 'example',
          title: { de: 'Anmeldung zum Abendkurs', en: 'Registering for the evening course' },
          text: [
            {
              german: 'Betreff: Anmeldung zum Abendkurs B1',
              translation: 'Subject: Registration for the B1 evening course',
            },
            { german: 'Sehr geehrte Frau Berger,', translation: 'Dear Ms Berger,' },
            {
              german:
                'vielen Dank für ___ (1) E-Mail vom 3. Mai. Ich interessiere ___ (2) sehr für den Abendkurs B1.',
              translation:
                'Many thanks for ___ (1) e-mail of 3 May. I am ___ (2) very interested in the B1 evening course.',
            },
            {
              german:
                'Leider kann ich erst im Juni anfangen, ___ (3) ich im Mai beruflich viel unterwegs bin.',
              translation:
                'Unfortunately I can only start in June, ___ (3) I am travelling a lot for work in May.',
            },
            {
              german: 'Können Sie mir bitte sagen, ___ (4) im Juni noch Plätze frei sind?',
              translation: 'Could you please tell me ___ (4) there are still places available in June?',
            },
            {
              german: 'Ich freue mich ___ (5) Ihre Antwort.',
              translation: 'I look forward ___ (5) your reply.',
            },
            { german: 'Mit freundlichen Grüßen', translation: 'Kind regards' },
            { german: 'Ahmad Karimi', translation: 'Ahmad Karimi' },
          ],
          steps: [
            {
              prompt: {
                de: 'Lücke (1): a) Ihr · b) Ihre · c) Ihren',
                en: 'Gap (1): a) Ihr · b) Ihre · c) Ihren',
              },
              answer: { same: 'b) Ihre' },
              reasoning: {
                de: 'Muster: [[für]] verlangt den Akkusativ. [[die E-Mail]] ist feminin, also [[Ihre]]. [[Ihren]] passt zu maskulinen Nomen ([[für Ihren Brief]]), [[Ihr]] zu neutralen ([[für Ihr Angebot]]).',
                en: 'Pattern: [[für]] takes the accusative. [[die E-Mail]] is feminine, so [[Ihre]]. [[Ihren]] goes with masculine nouns ([[für Ihren Brief]]), [[Ihr]] with neuter ones ([[für Ihr Angebot]]).',
              },
            },
            {
              prompt: {
                de: 'Lücke (2): a) mich · b) sich · c) mir',
                en: 'Gap (2): a) mich · b) sich · c) mir',
              },
              answer: { same: 'a) mich' },
              reasoning: {
                de: 'Muster: [[sich interessieren für]]. Das Subjekt ist [[ich]], also [[mich]]. [[sich]] passt zu er, sie oder Sie, [[mir]] ist Dativ.',
                en: 'Pattern: [[sich interessieren für]]. The subject is [[ich]], so [[mich]]. [[sich]] goes with er, sie or Sie; [[mir]] is dative.',
              },
            },
            {
              prompt: {
                de: 'Lücke (3): a) denn · b) weil · c) deshalb',
                en: 'Gap (3): a) denn · b) weil · c) deshalb',
              },
              answer: { same: 'b) weil' },
              reasoning: {
                de: 'Bedeutung: Hier kommt der Grund. Muster: Das Verb [[bin]] steht am Ende, also ein Nebensatz mit [[weil]]. Nach [[denn]] stünde das Verb an Position 2 ([[denn ich bin …]]). [[deshalb]] nennt eine Folge.',
                en: 'Meaning: a reason follows. Pattern: the verb [[bin]] is at the end, so this is a subordinate clause with [[weil]]. After [[denn]] the verb would be in position 2 ([[denn ich bin …]]). [[deshalb]] gives a consequence.',
              },
            },
            {
              prompt: {
                de: 'Lücke (4): a) ob · b) dass · c) wenn',
                en: 'Gap (4): a) ob · b) dass · c) wenn',
              },
              answer: { same: 'a) ob' },
              reasoning: {
                de: 'Bedeutung: Der Schreiber stellt eine Ja/Nein-Frage: Sind noch Plätze frei? Eine indirekte Ja/Nein-Frage beginnt mit [[ob]]. [[dass]] passt nicht zu einer Frage, [[wenn]] wäre eine Bedingung.',
                en: 'Meaning: the writer is asking a yes/no question: are there still places? An indirect yes/no question starts with [[ob]]. [[dass]] does not fit a question; [[wenn]] would be a condition.',
              },
            },
            {
              prompt: {
                de: 'Lücke (5): a) über · b) für · c) auf',
                en: 'Gap (5): a) über · b) für · c) auf',
              },
              answer: { same: 'c) auf' },
              reasoning: {
                de: 'Muster: Die Antwort kommt erst noch, also [[sich freuen auf]]. [[sich freuen über]] passt zu etwas, das schon da ist. Prüfen: [[Ich freue mich auf Ihre Antwort.]] Der Satz klingt richtig.',
                en: 'Pattern: the reply is still to come, so [[sich freuen auf]]. [[sich freuen über]] is for something that is already here. Check: [[Ich freue mich auf Ihre Antwort.]] The sentence sounds right.',
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
          type: 'list',
          items: [
            {
              de: '**Lesen Sie immer den ganzen Satz.** Das Verb am Satzende entscheidet oft über die Lösung.',
              en: '**Always read the whole sentence.** The verb at the end often decides the answer.',
            },
            {
              de: '**Schauen Sie nach der Lücke:** Kommt ein Nomen, ein Verb, ein Komma? Das zeigt Ihnen das Muster.',
              en: '**Look at what comes after the gap:** a noun, a verb, a comma? That shows you the pattern.',
            },
            {
              de: '**Achten Sie auf das Register:** Im formellen Brief passen [[Sie]], [[Ihnen]], [[Ihr]]. Eine Option mit [[du]] oder [[dich]] passt dann nicht.',
              en: '**Mind the register:** in a formal letter, [[Sie]], [[Ihnen]], [[Ihr]] fit. An option with [[du]] or [[dich]] does not fit then.',
            },
            {
              de: '**Teil 2: Streichen Sie benutzte Wörter im Kasten durch.** Am Ende bleiben 5 Wörter übrig.',
              en: '**Part 2: cross out each word in the box once you have used it.** At the end, 5 words are left over.',
            },
            {
              de: '**Sichere Lücken zuerst.** Markieren Sie schwierige Lücken und kommen Sie später zurück.',
              en: '**Sure gaps first.** Mark difficult gaps and come back to them later.',
            },
            {
              de: '**Keine Lücke leer lassen.** Eine geratene Antwort kann richtig sein, eine leere Lücke nie.',
              en: '**Never leave a gap empty.** A guess may be right; an empty gap never is.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Die häufigsten Fallen', en: 'The most common traps' },
          items: [
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
              de: '[[sich freuen auf]] (kommt noch) oder [[sich freuen über]] (ist schon da).',
              en: '[[sich freuen auf]] (still to come) or [[sich freuen über]] (already here).',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Muster erkennen ist Übungssache: Mit jeder Aufgabe sehen Sie schneller, was in die Lücke gehört. Vertrauen Sie der KMPP-Methode und bleiben Sie ruhig.',
    en: 'Spotting patterns takes practice: with every task you will see faster what belongs in the gap. Trust the KMPP method and stay calm.',
  },
  seoMeta: {
    title: {
      de: 'Sprachbausteine telc Deutsch B1: Muster erkennen mit KMPP',
      en: 'telc Deutsch B1 Sprachbausteine: spot the patterns with KMPP',
    },
    description: {
      de: 'Sprachbausteine Teil 1 und 2 in der Prüfung telc Deutsch B1: KMPP-Methode, Konnektoren, Präpositionen, Relativpronomen und ein gelöstes Beispiel.',
      en: 'Language elements parts 1 and 2 in the telc Deutsch B1 exam: the KMPP method, connectors, prepositions, relative pronouns and a solved example.',
    },
  },
} satisfies Sheet;
