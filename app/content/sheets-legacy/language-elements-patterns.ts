import type { SheetContent } from './legacy-schema';

/** Cheat sheet #02: Language Elements Patterns (Sprachbausteine: Muster erkennen). */
export const languageElementsPatterns = {
  pageTitle: {
    de: {
      main: 'Sprachbausteine:',
      highlight: 'Muster erkennen',
      subtitle:
        'Mit der KMPP-Methode und den wichtigsten Grammatikmustern füllen Sie die Lücken in beiden Teilen sicher.',
    },
    en: {
      main: 'Language elements:',
      highlight: 'spot the patterns',
      subtitle:
        'With the KMPP method and the key grammar patterns, you fill the gaps in both parts with confidence.',
    },
  },

  exam: {
    de: 'Schriftliche Prüfung · Sprachbausteine',
    en: 'Written exam · Sprachbausteine (language elements)',
  },

  sections: {
    de: [
      {
        id: 'two-parts',
        title: 'Die zwei Teile im Überblick',
        blocks: [
          {
            type: 'paragraph',
            text: 'Die Sprachbausteine prüfen, ob Sie Grammatik und Wortschatz **im Zusammenhang** verwenden können. Es gibt zwei Teile mit je 10 Lücken. Zusammen bringen sie **30 Punkte**.',
          },
          {
            type: 'table',
            caption: 'Teil 1 und Teil 2 im Vergleich',
            columns: [
              { key: 'aspect', header: 'Was?' },
              { key: 'part1', header: 'Teil 1' },
              { key: 'part2', header: 'Teil 2' },
            ],
            rows: [
              { aspect: 'Text', part1: 'ein Brief oder eine E-Mail', part2: 'ein Text' },
              { aspect: 'Lücken', part1: '10', part2: '10' },
              {
                aspect: 'Auswahl',
                part1: 'für jede Lücke a, b oder c',
                part2: 'ein Kasten mit 15 Wörtern für alle Lücken: 5 Wörter bleiben übrig',
              },
              { aspect: 'Schwerpunkt', part1: 'vor allem Grammatik', part2: 'vor allem Wortschatz' },
              {
                aspect: 'Ihre Frage',
                part1: '„Welche Form passt grammatisch?“',
                part2: '„Welches Wort passt vom Inhalt her?“',
              },
              {
                aspect: 'Zeit (Richtwert)',
                part1: 'höchstens etwa 20 Minuten',
                part2: 'höchstens etwa 20 Minuten',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: '90 Minuten für 5 Teile',
            text: 'Leseverstehen (3 Teile) und Sprachbausteine (2 Teile) teilen sich 90 Minuten. Deshalb ist „höchstens etwa 20 Minuten pro Teil“ ein guter Richtwert. Das ist ein Rat, keine offizielle Regel. Wenn Sie bei den Sprachbausteinen schneller sind, bleibt mehr Zeit für das Lesen.',
          },
        ],
      },
      {
        id: 'kmpp-method',
        title: 'Die KMPP-Methode',
        blocks: [
          {
            type: 'paragraph',
            text: 'Gehen Sie bei jeder Lücke in vier Schritten vor. So raten Sie weniger und finden Fehler schneller.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'K – Kontext',
                text: 'Lesen Sie zuerst den ganzen Text, bevor Sie eine Lücke füllen. Wer schreibt an wen? Warum? Ist der Text formell (Sie) oder informell (du)?',
              },
              {
                title: 'M – Meaning (Bedeutung)',
                text: 'Was muss das Wort in der Lücke ausdrücken? Einen Grund, einen Gegensatz, eine Zeit, eine Bedingung? Überlegen Sie sich eine eigene Lösung, bevor Sie a, b und c lesen.',
              },
              {
                title: 'P – Pattern (Muster)',
                text: 'Welches Grammatikmuster steckt dahinter? Schauen Sie, was vor und nach der Lücke steht: Wo steht das Verb? Gibt es eine Präposition mit festem Kasus? Ein reflexives Verb? Welches Genus hat das Nomen?',
              },
              {
                title: 'P – Prüfen',
                text: 'Streichen Sie die falschen Optionen durch. Setzen Sie die Lösung ein und lesen Sie den ganzen Satz noch einmal. Klingt er richtig?',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Signale für den Kontext: formell oder informell?',
            items: [
              {
                german: 'Sehr geehrte Damen und Herren, … Mit freundlichen Grüßen',
                translation: 'Dear Sir or Madam, … Yours faithfully / Kind regards',
                tip: 'Formell: Im ganzen Text passen [[Sie]], [[Ihnen]], [[Ihr]] – immer großgeschrieben.',
              },
              {
                german: 'Liebe Anna, … Viele Grüße',
                translation: 'Dear Anna, … Best wishes',
                tip: 'Informell: Im ganzen Text passen [[du]], [[dich]], [[dir]], [[dein]].',
              },
            ],
          },
        ],
      },
      {
        id: 'verb-position',
        title: 'Wo steht das Verb?',
        blocks: [
          {
            type: 'paragraph',
            text: 'Das konjugierte Verb ist Ihr wichtigster Hinweis. Seine Position zeigt, welche Art von Wort in die Lücke passt.',
          },
          {
            type: 'table',
            translationColumns: ['translation'],
            caption: 'Die wichtigsten Verbpositionen',
            columns: [
              { key: 'type', header: 'Satzart' },
              { key: 'rule', header: 'Muster' },
              { key: 'example', header: 'Beispiel' },
              { key: 'translation', header: 'Übersetzung' },
            ],
            germanColumns: ['example'],
            rows: [
              {
                type: 'Hauptsatz',
                rule: 'Verb an Position 2',
                example: 'Morgen **fahre** ich nach Hamburg.',
                translation: 'Tomorrow I’m going to Hamburg.',
              },
              {
                type: 'Hauptsatz mit Modalverb oder Perfekt',
                rule: 'konjugiertes Verb an Position 2, Infinitiv oder Partizip am Ende',
                example: 'Ich **möchte** den Termin **verschieben**.',
                translation: 'I would like to postpone the appointment.',
              },
              {
                type: 'Nebensatz',
                rule: 'Verb am Ende',
                example: 'Ich kann nicht kommen, weil ich arbeiten **muss**.',
                translation: 'I can’t come because I have to work.',
              },
              {
                type: 'Nebensatz zuerst',
                rule: 'Verb am Ende, dann sofort das Verb des Hauptsatzes',
                example: 'Wenn Sie Zeit **haben**, **rufen** Sie mich bitte an.',
                translation: 'If you have time, please call me.',
              },
              {
                type: 'Infinitiv mit zu',
                rule: '[[zu]] + Infinitiv am Ende',
                example: 'Ich lerne Deutsch, um hier als Pflegerin **zu arbeiten**.',
                translation: 'I’m learning German in order to work here as a carer.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Verb am Ende? Suchen Sie eine Konjunktion.',
            text: 'Steht das Verb nach der Lücke am Satzende, fehlt oft [[weil]], [[dass]], [[ob]], [[wenn]] oder [[obwohl]]. Steht das Verb direkt nach der Lücke, passt eher [[deshalb]] oder [[trotzdem]].',
          },
        ],
      },
      {
        id: 'connectors',
        title: 'Konnektoren: Bedeutung und Verbposition',
        blocks: [
          {
            type: 'paragraph',
            text: 'Viele Lücken in Teil 1 verlangen einen Konnektor. Oft haben zwei Optionen die gleiche Bedeutung, zum Beispiel [[weil]] und [[denn]]. Dann entscheidet die Position des Verbs.',
          },
          {
            type: 'table',
            translationColumns: ['translation'],
            caption: 'Häufige Konnektoren',
            columns: [
              { key: 'word', header: 'Konnektor' },
              { key: 'meaning', header: 'Bedeutung' },
              { key: 'verb', header: 'Verb' },
              { key: 'example', header: 'Beispiel' },
              { key: 'translation', header: 'Übersetzung' },
            ],
            germanColumns: ['word', 'example'],
            rows: [
              {
                word: 'denn',
                meaning: 'Grund',
                verb: 'Position 2 (normaler Hauptsatz)',
                example: 'Ich komme heute nicht, **denn** ich **bin** krank.',
                translation: 'I’m not coming today, because I’m ill.',
              },
              {
                word: 'weil',
                meaning: 'Grund',
                verb: 'am Ende',
                example: 'Ich komme heute nicht, **weil** ich krank **bin**.',
                translation: 'I’m not coming today because I’m ill.',
              },
              {
                word: 'deshalb',
                meaning: 'Folge',
                verb: 'direkt danach',
                example: 'Ich bin krank, **deshalb bleibe** ich zu Hause.',
                translation: 'I’m ill, so I’m staying at home.',
              },
              {
                word: 'obwohl',
                meaning: 'Gegensatz',
                verb: 'am Ende',
                example: '**Obwohl** es **regnet**, machen wir den Ausflug.',
                translation: 'Although it’s raining, we’re going on the trip.',
              },
              {
                word: 'trotzdem',
                meaning: 'Gegensatz',
                verb: 'direkt danach',
                example: 'Es regnet. **Trotzdem machen** wir den Ausflug.',
                translation: 'It’s raining. We’re going on the trip anyway.',
              },
              {
                word: 'dass',
                meaning: 'Inhalt',
                verb: 'am Ende',
                example: 'Ich hoffe, **dass** Sie bald **antworten**.',
                translation: 'I hope that you will reply soon.',
              },
              {
                word: 'ob',
                meaning: 'indirekte Ja/Nein-Frage',
                verb: 'am Ende',
                example: 'Ich weiß nicht, **ob** ich am Samstag Zeit **habe**.',
                translation: 'I don’t know whether I have time on Saturday.',
              },
              {
                word: 'wenn',
                meaning: 'Bedingung oder Wiederholung',
                verb: 'am Ende',
                example: '**Wenn** Sie Fragen **haben**, schreiben Sie mir.',
                translation: 'If you have any questions, write to me.',
              },
              {
                word: 'als',
                meaning: 'einmal in der Vergangenheit',
                verb: 'am Ende',
                example: '**Als** ich nach Deutschland **kam**, konnte ich kein Deutsch.',
                translation: 'When I came to Germany, I couldn’t speak any German.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Typische Falle: weil, denn oder deshalb?',
            items: [
              '[[weil]] + Verb am Ende: [[…, weil ich krank bin.]]',
              '[[denn]] zählt bei der Verbposition nicht mit. Danach kommt ein normaler Hauptsatz: [[…, denn ich bin krank.]] Das gilt auch für [[und]], [[aber]], [[oder]].',
              '[[deshalb]] nennt die Folge, nicht den Grund. Das Verb folgt direkt: [[…, deshalb bleibe ich zu Hause.]]',
            ],
          },
        ],
      },
      {
        id: 'prepositions',
        title: 'Präpositionen mit festem Kasus',
        blocks: [
          {
            type: 'paragraph',
            text: 'Nach einer Präposition steht ein bestimmter Kasus. Die Lücke ist dann oft der Artikel oder ein Possessivartikel wie [[Ihren]] oder [[meinem]].',
          },
          {
            type: 'table',
            translationColumns: ['translation'],
            caption: 'Präposition und Kasus',
            columns: [
              { key: 'prep', header: 'Präposition' },
              { key: 'case', header: 'Kasus' },
              { key: 'example', header: 'Beispiel' },
              { key: 'translation', header: 'Übersetzung' },
            ],
            germanColumns: ['prep', 'example'],
            rows: [
              {
                prep: 'für, ohne, durch, gegen, um',
                case: 'Akkusativ',
                example: 'Vielen Dank für **Ihren** Brief.',
                translation: 'Many thanks for your letter.',
              },
              {
                prep: 'mit, nach, bei, von, zu, aus, seit',
                case: 'Dativ',
                example: 'Ich fahre mit **dem** Bus zur Arbeit.',
                translation: 'I go to work by bus.',
              },
              {
                prep: 'wegen, trotz, während',
                case: 'Genitiv',
                example: 'Wegen **des** Regens fällt das Fest aus.',
                translation: 'Because of the rain, the party is cancelled.',
              },
              {
                prep: 'in, an, auf … (Wo?)',
                case: 'Dativ',
                example: 'Das Bild hängt an **der** Wand.',
                translation: 'The picture is hanging on the wall.',
              },
              {
                prep: 'in, an, auf … (Wohin?)',
                case: 'Akkusativ',
                example: 'Ich hänge das Bild an **die** Wand.',
                translation: 'I’m hanging the picture on the wall.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Wechselpräpositionen: Wo oder wohin?',
            text: '[[an, auf, hinter, in, neben, über, unter, vor, zwischen]]: Fragen Sie „Wo?“ (Ort) → Dativ, „Wohin?“ (Richtung) → Akkusativ. Achten Sie auch auf Kurzformen: [[im]] = in dem, [[ins]] = in das, [[zum]] = zu dem, [[zur]] = zu der, [[beim]] = bei dem.',
          },
        ],
      },
      {
        id: 'reflexive-verbs',
        title: 'Reflexive Verben mit Präposition',
        blocks: [
          {
            type: 'paragraph',
            text: 'Viele Verben haben ein Reflexivpronomen und eine feste Präposition. Lernen Sie immer beides zusammen. In einer Lücke kann das Pronomen oder die Präposition fehlen.',
          },
          {
            type: 'phrases',
            items: [
              {
                german: 'Ich freue mich **auf** die Ferien.',
                translation: 'I’m looking forward to the holidays.',
                tip: '[[auf]]: Das Ereignis kommt erst noch.',
              },
              {
                german: 'Ich habe mich sehr **über** Ihre Einladung gefreut.',
                translation: 'I was very pleased about your invitation.',
                tip: '[[über]]: Das ist schon passiert oder schon da.',
              },
              {
                german: 'Interessieren Sie sich **für** Sport?',
                translation: 'Are you interested in sport?',
              },
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
                tip: 'Nach [[mit]] steht der Dativ. Bei den anderen Verben hier folgt der Akkusativ.',
              },
              {
                german: 'Ich freue mich **darauf**, Sie bald **zu** sehen.',
                translation: 'I’m looking forward to seeing you soon.',
                tip: 'Folgt eine Infinitivgruppe, steht [[darauf]] im Hauptsatz, danach [[zu]] + Infinitiv.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Das Pronomen passt zum Subjekt',
            text: 'ich → [[mich]], du → [[dich]], er/sie/es → [[sich]], wir → [[uns]], ihr → [[euch]], sie/Sie → [[sich]]. Beispiel: [[Wir freuen uns auf Ihren Besuch.]]',
          },
        ],
      },
      {
        id: 'relative-pronouns',
        title: 'Relativpronomen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Genus und Zahl kommen vom Nomen **vor** dem Komma. Der Kasus kommt aus dem Relativsatz: vom Verb oder von einer Präposition. Das Verb steht am Ende.',
          },
          {
            type: 'table',
            caption: 'Die Formen der Relativpronomen',
            columns: [
              { key: 'case', header: 'Kasus' },
              { key: 'masc', header: 'maskulin' },
              { key: 'fem', header: 'feminin' },
              { key: 'neut', header: 'neutral' },
              { key: 'plural', header: 'Plural' },
            ],
            germanColumns: ['masc', 'fem', 'neut', 'plural'],
            rows: [
              { case: 'Nominativ', masc: 'der', fem: 'die', neut: 'das', plural: 'die' },
              { case: 'Akkusativ', masc: 'den', fem: 'die', neut: 'das', plural: 'die' },
              { case: 'Dativ', masc: 'dem', fem: 'der', neut: 'dem', plural: '**denen**' },
              {
                case: 'Genitiv',
                masc: '**dessen**',
                fem: '**deren**',
                neut: '**dessen**',
                plural: '**deren**',
              },
            ],
          },
          {
            type: 'phrases',
            items: [
              {
                german: 'Der Kurs, **der** im Mai beginnt, ist schon voll.',
                translation: 'The course that starts in May is already full.',
                tip: 'Nominativ: Der Kurs beginnt.',
              },
              {
                german: 'Das ist der Kollege, **den** ich gestern getroffen habe.',
                translation: 'That’s the colleague I met yesterday.',
                tip: 'Akkusativ: Ich habe ihn getroffen.',
              },
              {
                german: 'Die Nachbarin, **der** ich geholfen habe, hat mir Kuchen gebracht.',
                translation: 'The neighbour I helped brought me some cake.',
                tip: 'Dativ: [[helfen]] + Dativ.',
              },
              {
                german: 'Das Hotel, in **dem** wir gewohnt haben, war sehr schön.',
                translation: 'The hotel we stayed in was very nice.',
                tip: '[[in]] + Dativ (Wo?).',
              },
              {
                german: 'Die Freunde, mit **denen** ich wandere, kommen aus Polen.',
                translation: 'The friends I go hiking with are from Poland.',
                tip: '[[mit]] + Dativ Plural.',
              },
              {
                german: 'Meine Nachbarn, **deren** Hund oft bellt, sind sehr nett.',
                translation: 'My neighbours, whose dog often barks, are very nice.',
                tip: 'Genitiv: der Hund der Nachbarn.',
              },
            ],
          },
        ],
      },
      {
        id: 'comparison',
        title: 'Vergleiche',
        blocks: [
          {
            type: 'phrases',
            items: [
              {
                german: 'Die neue Wohnung ist **so groß wie** die alte.',
                translation: 'The new flat is as big as the old one.',
                tip: 'Gleich: [[so]] + Grundform + [[wie]].',
              },
              {
                german: 'Heute ist es **kälter als** gestern.',
                translation: 'Today it’s colder than yesterday.',
                tip: 'Ungleich: Komparativ (-er) + [[als]].',
              },
              {
                german: 'Im Sommer ist der Park **am schönsten**.',
                translation: 'The park is at its most beautiful in summer.',
                tip: 'Superlativ: [[am]] + Adjektiv + -(e)sten.',
              },
              {
                german: 'Das ist **die beste** Lösung.',
                translation: 'That’s the best solution.',
                tip: 'Vor einem Nomen: [[der/die/das]] + Adjektiv + -(e)ste.',
              },
              {
                german: '**Je** früher Sie buchen, **desto** günstiger ist die Reise.',
                translation: 'The earlier you book, the cheaper the trip is.',
                tip: 'Nach [[je]] steht das Verb am Ende, nach [[desto]] + Komparativ direkt danach.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Unregelmäßige Formen',
            items: [
              '[[gut – besser – am besten]]',
              '[[viel – mehr – am meisten]]',
              '[[gern – lieber – am liebsten]]',
              '[[hoch – höher – am höchsten]]',
              'Oft mit Umlaut: [[alt – älter]], [[groß – größer]], [[warm – wärmer]]',
            ],
          },
        ],
      },
      {
        id: 'word-box',
        title: 'Teil 2: Wörter aus dem Kasten',
        blocks: [
          {
            type: 'paragraph',
            text: 'In Teil 2 geht es vor allem um Wortschatz. Trotzdem hilft die Grammatik: Sie zeigt, welche Wortart fehlt. So bleiben von 15 Wörtern oft nur zwei oder drei übrig, die infrage kommen.',
          },
          {
            type: 'table',
            translationColumns: ['translation'],
            caption: 'Welche Wortart fehlt?',
            columns: [
              { key: 'clue', header: 'Hinweis im Satz' },
              { key: 'kind', header: 'Es fehlt wahrscheinlich …' },
              { key: 'example', header: 'Beispiel' },
              { key: 'translation', header: 'Übersetzung' },
            ],
            germanColumns: ['example'],
            rows: [
              {
                clue: 'Artikel vor der Lücke, danach kein Nomen',
                kind: 'ein Nomen (großgeschrieben)',
                example: 'Ich habe eine **Frage** zum Kurs.',
                translation: 'I have a question about the course.',
              },
              {
                clue: 'Artikel vor der Lücke, danach ein Nomen',
                kind: 'ein Adjektiv mit Endung',
                example: 'Wir haben ein **günstiges** Angebot.',
                translation: 'We have a good-value offer.',
              },
              {
                clue: 'Subjekt vor der Lücke',
                kind: 'ein Verb in der passenden Form',
                example: 'Der Kurs **beginnt** am Montag.',
                translation: 'The course starts on Monday.',
              },
              {
                clue: 'Lücke vor Artikel + Nomen',
                kind: 'eine Präposition',
                example: 'Ich warte **auf** den Bus.',
                translation: 'I’m waiting for the bus.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Feste Verbindungen (Nomen + Verb)',
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
        title: 'Beispiel: eine E-Mail mit 5 Lücken',
        blocks: [
          {
            type: 'paragraph',
            text: 'Ein eigenes Übungsbeispiel im Stil von Teil 1. **Kontext zuerst:** Ein Mann möchte einen Kurs machen und schreibt an eine Sprachschule. Die Anrede [[Sehr geehrte Frau Berger]] zeigt: Der Text ist formell, also gilt die Sie-Form.',
          },
          {
            type: 'example',
            title: 'Anmeldung zum Abendkurs',
            german: [
              'Betreff: Anmeldung zum Abendkurs B1',
              'Sehr geehrte Frau Berger,',
              'vielen Dank für ___ (1) E-Mail vom 3. Mai. Ich interessiere ___ (2) sehr für den Abendkurs B1.',
              'Leider kann ich erst im Juni anfangen, ___ (3) ich im Mai beruflich viel unterwegs bin.',
              'Können Sie mir bitte sagen, ___ (4) im Juni noch Plätze frei sind?',
              'Ich freue mich ___ (5) Ihre Antwort.',
              'Mit freundlichen Grüßen',
              'Ahmad Karimi',
            ],
            translation: [
              'Subject: Registration for the B1 evening course',
              'Dear Ms Berger,',
              'Many thanks for ___ (1) e-mail of 3 May. I am ___ (2) very interested in the B1 evening course.',
              'Unfortunately I can only start in June, ___ (3) I am travelling a lot for work in May.',
              'Could you please tell me ___ (4) there are still places available in June?',
              'I look forward ___ (5) your reply.',
              'Kind regards',
              'Ahmad Karimi',
            ],
            steps: [
              {
                prompt: 'Lücke (1): a) Ihr · b) Ihre · c) Ihren',
                answer: 'b) Ihre',
                reasoning:
                  'Muster: [[für]] verlangt den Akkusativ. [[die E-Mail]] ist feminin, also [[Ihre]]. [[Ihren]] passt zu maskulinen Nomen ([[für Ihren Brief]]), [[Ihr]] zu neutralen ([[für Ihr Angebot]]).',
              },
              {
                prompt: 'Lücke (2): a) mich · b) sich · c) mir',
                answer: 'a) mich',
                reasoning:
                  'Muster: [[sich interessieren für]]. Das Subjekt ist [[ich]], also [[mich]]. [[sich]] passt zu er, sie oder Sie, [[mir]] ist Dativ.',
              },
              {
                prompt: 'Lücke (3): a) denn · b) weil · c) deshalb',
                answer: 'b) weil',
                reasoning:
                  'Bedeutung: Hier kommt der Grund. Muster: Das Verb [[bin]] steht am Ende, also ein Nebensatz mit [[weil]]. Nach [[denn]] stünde das Verb an Position 2 ([[denn ich bin …]]). [[deshalb]] nennt eine Folge.',
              },
              {
                prompt: 'Lücke (4): a) ob · b) dass · c) wenn',
                answer: 'a) ob',
                reasoning:
                  'Bedeutung: Der Schreiber stellt eine Ja/Nein-Frage: Sind noch Plätze frei? Eine indirekte Ja/Nein-Frage beginnt mit [[ob]]. [[dass]] passt nicht zu einer Frage, [[wenn]] wäre eine Bedingung.',
              },
              {
                prompt: 'Lücke (5): a) über · b) für · c) auf',
                answer: 'c) auf',
                reasoning:
                  'Muster: Die Antwort kommt erst noch, also [[sich freuen auf]]. [[sich freuen über]] passt zu etwas, das schon da ist. Prüfen: [[Ich freue mich auf Ihre Antwort.]] Der Satz klingt richtig.',
              },
            ],
          },
        ],
      },
      {
        id: 'exam-tips',
        title: 'Tipps für die Prüfung',
        blocks: [
          {
            type: 'list',
            items: [
              '**Lesen Sie immer den ganzen Satz.** Das Verb am Satzende entscheidet oft über die Lösung.',
              '**Schauen Sie nach der Lücke:** Kommt ein Nomen, ein Verb, ein Komma? Das zeigt Ihnen das Muster.',
              '**Achten Sie auf das Register:** Im formellen Brief passen [[Sie]], [[Ihnen]], [[Ihr]]. Eine Option mit [[du]] oder [[dich]] passt dann nicht.',
              '**Teil 2: Streichen Sie benutzte Wörter im Kasten durch.** Am Ende bleiben 5 Wörter übrig.',
              '**Sichere Lücken zuerst.** Markieren Sie schwierige Lücken und kommen Sie später zurück.',
              '**Keine Lücke leer lassen.** Eine geratene Antwort kann richtig sein, eine leere Lücke nie.',
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Die häufigsten Fallen',
            items: [
              '[[weil]] oder [[denn]]: Wo steht das Verb?',
              '[[als]] oder [[wie]]: [[größer als]], aber [[so groß wie]].',
              '[[wenn]] oder [[als]]: einmal in der Vergangenheit → [[als]].',
              '[[sich freuen auf]] (kommt noch) oder [[sich freuen über]] (ist schon da).',
            ],
          },
        ],
      },
    ],

    en: [
      {
        id: 'two-parts',
        title: 'The two parts at a glance',
        blocks: [
          {
            type: 'paragraph',
            text: 'The Sprachbausteine (language elements) test whether you can use grammar and vocabulary **in context**. There are two parts with 10 gaps each. Together they are worth **30 points**.',
          },
          {
            type: 'table',
            caption: 'Part 1 and part 2 compared',
            columns: [
              { key: 'aspect', header: 'What?' },
              { key: 'part1', header: 'Part 1' },
              { key: 'part2', header: 'Part 2' },
            ],
            rows: [
              { aspect: 'Text', part1: 'a letter or an e-mail', part2: 'a text' },
              { aspect: 'Gaps', part1: '10', part2: '10' },
              {
                aspect: 'Choice',
                part1: 'a, b or c for each gap',
                part2: 'one box of 15 words for all the gaps: 5 words are left over',
              },
              { aspect: 'Focus', part1: 'mostly grammar', part2: 'mostly vocabulary' },
              {
                aspect: 'Your question',
                part1: '“Which form fits the grammar?”',
                part2: '“Which word fits the meaning?”',
              },
              {
                aspect: 'Time (guideline)',
                part1: 'about 20 minutes at most',
                part2: 'about 20 minutes at most',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: '90 minutes for 5 parts',
            text: 'Reading (3 parts) and Sprachbausteine (2 parts) share 90 minutes. That is why “about 20 minutes per part at most” is a good guideline. It is advice, not an official rule. If you are faster with the Sprachbausteine, you have more time left for reading.',
          },
        ],
      },
      {
        id: 'kmpp-method',
        title: 'The KMPP method',
        blocks: [
          {
            type: 'paragraph',
            text: 'Work through every gap in four steps. This way you guess less and spot mistakes faster.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'K – Kontext (context)',
                text: 'Read the whole text first, before you fill any gap. Who is writing to whom? Why? Is the text formal (Sie) or informal (du)?',
              },
              {
                title: 'M – Meaning (Bedeutung)',
                text: 'What must the word in the gap express? A reason, a contrast, a time, a condition? Think of your own answer before you read a, b and c.',
              },
              {
                title: 'P – Pattern (Muster)',
                text: 'Which grammar pattern is behind it? Look at what comes before and after the gap: where is the verb? Is there a preposition with a fixed case? A reflexive verb? What gender is the noun?',
              },
              {
                title: 'P – Prüfen (check)',
                text: 'Cross out the wrong options. Put your answer in and read the whole sentence again. Does it sound right?',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Context signals: formal or informal?',
            items: [
              {
                german: 'Sehr geehrte Damen und Herren, … Mit freundlichen Grüßen',
                translation: 'Dear Sir or Madam, … Yours faithfully / Kind regards',
                tip: 'Formal: throughout the text, [[Sie]], [[Ihnen]], [[Ihr]] fit – always with a capital letter.',
              },
              {
                german: 'Liebe Anna, … Viele Grüße',
                translation: 'Dear Anna, … Best wishes',
                tip: 'Informal: throughout the text, [[du]], [[dich]], [[dir]], [[dein]] fit.',
              },
            ],
          },
        ],
      },
      {
        id: 'verb-position',
        title: 'Where is the verb?',
        blocks: [
          {
            type: 'paragraph',
            text: 'The conjugated verb is your most important clue. Its position shows what kind of word fits the gap.',
          },
          {
            type: 'table',
            translationColumns: ['translation'],
            caption: 'The key verb positions',
            columns: [
              { key: 'type', header: 'Clause type' },
              { key: 'rule', header: 'Pattern' },
              { key: 'example', header: 'Example' },
              { key: 'translation', header: 'Translation' },
            ],
            germanColumns: ['example'],
            rows: [
              {
                type: 'Main clause',
                rule: 'verb in position 2',
                example: 'Morgen **fahre** ich nach Hamburg.',
                translation: 'Tomorrow I’m going to Hamburg.',
              },
              {
                type: 'Main clause with a modal verb or perfect tense',
                rule: 'conjugated verb in position 2, infinitive or participle at the end',
                example: 'Ich **möchte** den Termin **verschieben**.',
                translation: 'I would like to postpone the appointment.',
              },
              {
                type: 'Subordinate clause',
                rule: 'verb at the end',
                example: 'Ich kann nicht kommen, weil ich arbeiten **muss**.',
                translation: 'I can’t come because I have to work.',
              },
              {
                type: 'Subordinate clause first',
                rule: 'verb at the end, then straight away the verb of the main clause',
                example: 'Wenn Sie Zeit **haben**, **rufen** Sie mich bitte an.',
                translation: 'If you have time, please call me.',
              },
              {
                type: 'Infinitive with zu',
                rule: '[[zu]] + infinitive at the end',
                example: 'Ich lerne Deutsch, um hier als Pflegerin **zu arbeiten**.',
                translation: 'I’m learning German in order to work here as a carer.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Verb at the end? Look for a conjunction.',
            text: 'If the verb after the gap stands at the end of the clause, the missing word is often [[weil]], [[dass]], [[ob]], [[wenn]] or [[obwohl]]. If the verb comes straight after the gap, [[deshalb]] or [[trotzdem]] is more likely.',
          },
        ],
      },
      {
        id: 'connectors',
        title: 'Connectors: meaning and verb position',
        blocks: [
          {
            type: 'paragraph',
            text: 'Many gaps in part 1 need a connector. Often two options have the same meaning, for example [[weil]] and [[denn]]. Then the position of the verb decides.',
          },
          {
            type: 'table',
            translationColumns: ['translation'],
            caption: 'Common connectors',
            columns: [
              { key: 'word', header: 'Connector' },
              { key: 'meaning', header: 'Meaning' },
              { key: 'verb', header: 'Verb' },
              { key: 'example', header: 'Example' },
              { key: 'translation', header: 'Translation' },
            ],
            germanColumns: ['word', 'example'],
            rows: [
              {
                word: 'denn',
                meaning: 'reason',
                verb: 'position 2 (normal main clause)',
                example: 'Ich komme heute nicht, **denn** ich **bin** krank.',
                translation: 'I’m not coming today, because I’m ill.',
              },
              {
                word: 'weil',
                meaning: 'reason',
                verb: 'at the end',
                example: 'Ich komme heute nicht, **weil** ich krank **bin**.',
                translation: 'I’m not coming today because I’m ill.',
              },
              {
                word: 'deshalb',
                meaning: 'consequence',
                verb: 'straight after it',
                example: 'Ich bin krank, **deshalb bleibe** ich zu Hause.',
                translation: 'I’m ill, so I’m staying at home.',
              },
              {
                word: 'obwohl',
                meaning: 'contrast',
                verb: 'at the end',
                example: '**Obwohl** es **regnet**, machen wir den Ausflug.',
                translation: 'Although it’s raining, we’re going on the trip.',
              },
              {
                word: 'trotzdem',
                meaning: 'contrast',
                verb: 'straight after it',
                example: 'Es regnet. **Trotzdem machen** wir den Ausflug.',
                translation: 'It’s raining. We’re going on the trip anyway.',
              },
              {
                word: 'dass',
                meaning: 'content (“that”)',
                verb: 'at the end',
                example: 'Ich hoffe, **dass** Sie bald **antworten**.',
                translation: 'I hope that you will reply soon.',
              },
              {
                word: 'ob',
                meaning: 'indirect yes/no question',
                verb: 'at the end',
                example: 'Ich weiß nicht, **ob** ich am Samstag Zeit **habe**.',
                translation: 'I don’t know whether I have time on Saturday.',
              },
              {
                word: 'wenn',
                meaning: 'condition or repeated event',
                verb: 'at the end',
                example: '**Wenn** Sie Fragen **haben**, schreiben Sie mir.',
                translation: 'If you have any questions, write to me.',
              },
              {
                word: 'als',
                meaning: 'a single event in the past',
                verb: 'at the end',
                example: '**Als** ich nach Deutschland **kam**, konnte ich kein Deutsch.',
                translation: 'When I came to Germany, I couldn’t speak any German.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Classic trap: weil, denn or deshalb?',
            items: [
              '[[weil]] + verb at the end: [[…, weil ich krank bin.]]',
              '[[denn]] does not count for the verb position. A normal main clause follows: [[…, denn ich bin krank.]] The same goes for [[und]], [[aber]], [[oder]].',
              '[[deshalb]] gives the consequence, not the reason. The verb follows straight away: [[…, deshalb bleibe ich zu Hause.]]',
            ],
          },
        ],
      },
      {
        id: 'prepositions',
        title: 'Prepositions with a fixed case',
        blocks: [
          {
            type: 'paragraph',
            text: 'A preposition is followed by a particular case. The gap is then often the article or a possessive such as [[Ihren]] or [[meinem]].',
          },
          {
            type: 'table',
            translationColumns: ['translation'],
            caption: 'Preposition and case',
            columns: [
              { key: 'prep', header: 'Preposition' },
              { key: 'case', header: 'Case' },
              { key: 'example', header: 'Example' },
              { key: 'translation', header: 'Translation' },
            ],
            germanColumns: ['prep', 'example'],
            rows: [
              {
                prep: 'für, ohne, durch, gegen, um',
                case: 'accusative',
                example: 'Vielen Dank für **Ihren** Brief.',
                translation: 'Many thanks for your letter.',
              },
              {
                prep: 'mit, nach, bei, von, zu, aus, seit',
                case: 'dative',
                example: 'Ich fahre mit **dem** Bus zur Arbeit.',
                translation: 'I go to work by bus.',
              },
              {
                prep: 'wegen, trotz, während',
                case: 'genitive',
                example: 'Wegen **des** Regens fällt das Fest aus.',
                translation: 'Because of the rain, the party is cancelled.',
              },
              {
                prep: 'in, an, auf … (Wo?)',
                case: 'dative',
                example: 'Das Bild hängt an **der** Wand.',
                translation: 'The picture is hanging on the wall.',
              },
              {
                prep: 'in, an, auf … (Wohin?)',
                case: 'accusative',
                example: 'Ich hänge das Bild an **die** Wand.',
                translation: 'I’m hanging the picture on the wall.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Two-way prepositions: where or where to?',
            text: '[[an, auf, hinter, in, neben, über, unter, vor, zwischen]]: ask [[Wo?]] (place) → dative, [[Wohin?]] (direction) → accusative. Watch the short forms too: [[im]] = in dem, [[ins]] = in das, [[zum]] = zu dem, [[zur]] = zu der, [[beim]] = bei dem.',
          },
        ],
      },
      {
        id: 'reflexive-verbs',
        title: 'Reflexive verbs with a preposition',
        blocks: [
          {
            type: 'paragraph',
            text: 'Many verbs have a reflexive pronoun and a fixed preposition. Always learn both together. A gap can be the pronoun or the preposition.',
          },
          {
            type: 'phrases',
            items: [
              {
                german: 'Ich freue mich **auf** die Ferien.',
                translation: 'I’m looking forward to the holidays.',
                tip: '[[auf]]: the event is still to come.',
              },
              {
                german: 'Ich habe mich sehr **über** Ihre Einladung gefreut.',
                translation: 'I was very pleased about your invitation.',
                tip: '[[über]]: it has already happened or is already here.',
              },
              {
                german: 'Interessieren Sie sich **für** Sport?',
                translation: 'Are you interested in sport?',
              },
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
                tip: '[[mit]] takes the dative. With the other verbs here, the accusative follows.',
              },
              {
                german: 'Ich freue mich **darauf**, Sie bald **zu** sehen.',
                translation: 'I’m looking forward to seeing you soon.',
                tip: 'If an infinitive clause follows, [[darauf]] goes in the main clause, then [[zu]] + infinitive.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'The pronoun matches the subject',
            text: 'ich → [[mich]], du → [[dich]], er/sie/es → [[sich]], wir → [[uns]], ihr → [[euch]], sie/Sie → [[sich]]. Example: [[Wir freuen uns auf Ihren Besuch.]] (We are looking forward to your visit.)',
          },
        ],
      },
      {
        id: 'relative-pronouns',
        title: 'Relative pronouns',
        blocks: [
          {
            type: 'paragraph',
            text: 'Gender and number come from the noun **before** the comma. The case comes from the relative clause: from the verb or from a preposition. The verb goes at the end.',
          },
          {
            type: 'table',
            caption: 'The forms of the relative pronouns',
            columns: [
              { key: 'case', header: 'Case' },
              { key: 'masc', header: 'masculine' },
              { key: 'fem', header: 'feminine' },
              { key: 'neut', header: 'neuter' },
              { key: 'plural', header: 'plural' },
            ],
            germanColumns: ['masc', 'fem', 'neut', 'plural'],
            rows: [
              { case: 'nominative', masc: 'der', fem: 'die', neut: 'das', plural: 'die' },
              { case: 'accusative', masc: 'den', fem: 'die', neut: 'das', plural: 'die' },
              { case: 'dative', masc: 'dem', fem: 'der', neut: 'dem', plural: '**denen**' },
              {
                case: 'genitive',
                masc: '**dessen**',
                fem: '**deren**',
                neut: '**dessen**',
                plural: '**deren**',
              },
            ],
          },
          {
            type: 'phrases',
            items: [
              {
                german: 'Der Kurs, **der** im Mai beginnt, ist schon voll.',
                translation: 'The course that starts in May is already full.',
                tip: 'Nominative: [[Der Kurs beginnt.]]',
              },
              {
                german: 'Das ist der Kollege, **den** ich gestern getroffen habe.',
                translation: 'That’s the colleague I met yesterday.',
                tip: 'Accusative: [[Ich habe ihn getroffen.]]',
              },
              {
                german: 'Die Nachbarin, **der** ich geholfen habe, hat mir Kuchen gebracht.',
                translation: 'The neighbour I helped brought me some cake.',
                tip: 'Dative: [[helfen]] + dative.',
              },
              {
                german: 'Das Hotel, in **dem** wir gewohnt haben, war sehr schön.',
                translation: 'The hotel we stayed in was very nice.',
                tip: '[[in]] + dative ([[Wo?]]).',
              },
              {
                german: 'Die Freunde, mit **denen** ich wandere, kommen aus Polen.',
                translation: 'The friends I go hiking with are from Poland.',
                tip: '[[mit]] + dative plural.',
              },
              {
                german: 'Meine Nachbarn, **deren** Hund oft bellt, sind sehr nett.',
                translation: 'My neighbours, whose dog often barks, are very nice.',
                tip: 'Genitive: [[der Hund der Nachbarn]].',
              },
            ],
          },
        ],
      },
      {
        id: 'comparison',
        title: 'Comparisons',
        blocks: [
          {
            type: 'phrases',
            items: [
              {
                german: 'Die neue Wohnung ist **so groß wie** die alte.',
                translation: 'The new flat is as big as the old one.',
                tip: 'Equal: [[so]] + base form + [[wie]].',
              },
              {
                german: 'Heute ist es **kälter als** gestern.',
                translation: 'Today it’s colder than yesterday.',
                tip: 'Not equal: comparative (-er) + [[als]].',
              },
              {
                german: 'Im Sommer ist der Park **am schönsten**.',
                translation: 'The park is at its most beautiful in summer.',
                tip: 'Superlative: [[am]] + adjective + -(e)sten.',
              },
              {
                german: 'Das ist **die beste** Lösung.',
                translation: 'That’s the best solution.',
                tip: 'Before a noun: [[der/die/das]] + adjective + -(e)ste.',
              },
              {
                german: '**Je** früher Sie buchen, **desto** günstiger ist die Reise.',
                translation: 'The earlier you book, the cheaper the trip is.',
                tip: 'After [[je]] the verb goes at the end; after [[desto]] + comparative it comes straight away.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Irregular forms',
            items: [
              '[[gut – besser – am besten]] (good – better – best)',
              '[[viel – mehr – am meisten]] (much – more – most)',
              '[[gern – lieber – am liebsten]] (gladly – rather – most of all)',
              '[[hoch – höher – am höchsten]] (high – higher – highest)',
              'Often with an umlaut: [[alt – älter]], [[groß – größer]], [[warm – wärmer]]',
            ],
          },
        ],
      },
      {
        id: 'word-box',
        title: 'Part 2: words from the box',
        blocks: [
          {
            type: 'paragraph',
            text: 'Part 2 is mostly about vocabulary. Grammar still helps: it shows which kind of word is missing. That often leaves only two or three of the 15 words that could fit.',
          },
          {
            type: 'table',
            translationColumns: ['translation'],
            caption: 'Which kind of word is missing?',
            columns: [
              { key: 'clue', header: 'Clue in the sentence' },
              { key: 'kind', header: 'Probably missing …' },
              { key: 'example', header: 'Example' },
              { key: 'translation', header: 'Translation' },
            ],
            germanColumns: ['example'],
            rows: [
              {
                clue: 'article before the gap, no noun after it',
                kind: 'a noun (capital letter)',
                example: 'Ich habe eine **Frage** zum Kurs.',
                translation: 'I have a question about the course.',
              },
              {
                clue: 'article before the gap, then a noun',
                kind: 'an adjective with an ending',
                example: 'Wir haben ein **günstiges** Angebot.',
                translation: 'We have a good-value offer.',
              },
              {
                clue: 'subject before the gap',
                kind: 'a verb in the matching form',
                example: 'Der Kurs **beginnt** am Montag.',
                translation: 'The course starts on Monday.',
              },
              {
                clue: 'gap before an article + noun',
                kind: 'a preposition',
                example: 'Ich warte **auf** den Bus.',
                translation: 'I’m waiting for the bus.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Fixed combinations (noun + verb)',
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
        title: 'Example: an e-mail with 5 gaps',
        blocks: [
          {
            type: 'paragraph',
            text: 'Our own practice example in the style of part 1. **Context first:** a man who wants to take a course is writing to a language school. The greeting [[Sehr geehrte Frau Berger]] shows that the text is formal, so it uses the Sie form.',
          },
          {
            type: 'example',
            title: 'Registering for the evening course',
            german: [
              'Betreff: Anmeldung zum Abendkurs B1',
              'Sehr geehrte Frau Berger,',
              'vielen Dank für ___ (1) E-Mail vom 3. Mai. Ich interessiere ___ (2) sehr für den Abendkurs B1.',
              'Leider kann ich erst im Juni anfangen, ___ (3) ich im Mai beruflich viel unterwegs bin.',
              'Können Sie mir bitte sagen, ___ (4) im Juni noch Plätze frei sind?',
              'Ich freue mich ___ (5) Ihre Antwort.',
              'Mit freundlichen Grüßen',
              'Ahmad Karimi',
            ],
            translation: [
              'Subject: Registration for the B1 evening course',
              'Dear Ms Berger,',
              'Many thanks for ___ (1) e-mail of 3 May. I am ___ (2) very interested in the B1 evening course.',
              'Unfortunately I can only start in June, ___ (3) I am travelling a lot for work in May.',
              'Could you please tell me ___ (4) there are still places available in June?',
              'I look forward ___ (5) your reply.',
              'Kind regards',
              'Ahmad Karimi',
            ],
            steps: [
              {
                prompt: 'Gap (1): a) Ihr · b) Ihre · c) Ihren',
                answer: 'b) Ihre',
                reasoning:
                  'Pattern: [[für]] takes the accusative. [[die E-Mail]] is feminine, so [[Ihre]]. [[Ihren]] goes with masculine nouns ([[für Ihren Brief]]), [[Ihr]] with neuter ones ([[für Ihr Angebot]]).',
              },
              {
                prompt: 'Gap (2): a) mich · b) sich · c) mir',
                answer: 'a) mich',
                reasoning:
                  'Pattern: [[sich interessieren für]]. The subject is [[ich]], so [[mich]]. [[sich]] goes with er, sie or Sie; [[mir]] is dative.',
              },
              {
                prompt: 'Gap (3): a) denn · b) weil · c) deshalb',
                answer: 'b) weil',
                reasoning:
                  'Meaning: a reason follows. Pattern: the verb [[bin]] is at the end, so this is a subordinate clause with [[weil]]. After [[denn]] the verb would be in position 2 ([[denn ich bin …]]). [[deshalb]] gives a consequence.',
              },
              {
                prompt: 'Gap (4): a) ob · b) dass · c) wenn',
                answer: 'a) ob',
                reasoning:
                  'Meaning: the writer is asking a yes/no question: are there still places? An indirect yes/no question starts with [[ob]]. [[dass]] does not fit a question; [[wenn]] would be a condition.',
              },
              {
                prompt: 'Gap (5): a) über · b) für · c) auf',
                answer: 'c) auf',
                reasoning:
                  'Pattern: the reply is still to come, so [[sich freuen auf]]. [[sich freuen über]] is for something that is already here. Check: [[Ich freue mich auf Ihre Antwort.]] The sentence sounds right.',
              },
            ],
          },
        ],
      },
      {
        id: 'exam-tips',
        title: 'Tips for the exam',
        blocks: [
          {
            type: 'list',
            items: [
              '**Always read the whole sentence.** The verb at the end often decides the answer.',
              '**Look at what comes after the gap:** a noun, a verb, a comma? That shows you the pattern.',
              '**Mind the register:** in a formal letter, [[Sie]], [[Ihnen]], [[Ihr]] fit. An option with [[du]] or [[dich]] does not fit then.',
              '**Part 2: cross out each word in the box once you have used it.** At the end, 5 words are left over.',
              '**Sure gaps first.** Mark difficult gaps and come back to them later.',
              '**Never leave a gap empty.** A guess may be right; an empty gap never is.',
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'The most common traps',
            items: [
              '[[weil]] or [[denn]]: where is the verb?',
              '[[als]] or [[wie]]: [[größer als]], but [[so groß wie]].',
              '[[wenn]] or [[als]]: a single event in the past → [[als]].',
              '[[sich freuen auf]] (still to come) or [[sich freuen über]] (already here).',
            ],
          },
        ],
      },
    ],
  },

  closing: {
    de: 'Muster erkennen ist Übungssache: Mit jeder Aufgabe sehen Sie schneller, was in die Lücke gehört. Vertrauen Sie der KMPP-Methode und bleiben Sie ruhig.',
    en: 'Spotting patterns takes practice: with every task you will see faster what belongs in the gap. Trust the KMPP method and stay calm.',
  },

  seoMeta: {
    de: {
      title: 'Sprachbausteine telc Deutsch B1: Muster erkennen mit KMPP',
      description:
        'Sprachbausteine Teil 1 und 2 in der Prüfung telc Deutsch B1: KMPP-Methode, Konnektoren, Präpositionen, Relativpronomen und ein gelöstes Beispiel.',
    },
    en: {
      title: 'telc Deutsch B1 Sprachbausteine: spot the patterns with KMPP',
      description:
        'Language elements parts 1 and 2 in the telc Deutsch B1 exam: the KMPP method, connectors, prepositions, relative pronouns and a solved example.',
    },
  },
} satisfies SheetContent;
