import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const DIE_IDEE_IST_NICHT = {
  german: 'Die Idee ist nicht schlecht, aber …',
  translation: 'The idea isn’t bad, but …',
} as const;

/** Cheat sheet #07: Speaking Part 3, the LISTEN system for planning something together. */
export const speakingPart3ListenSystem = {
  pageTitle: {
    main: { de: 'Sprechen Teil 3:', en: 'Speaking Part 3:' },
    highlight: { de: 'Das LISTEN-System', en: 'The LISTEN System' },
    subtitle: {
      de: 'Gemeinsam etwas planen: zuhören, vorschlagen, begründen, sich einigen und den Plan zusammenfassen.',
      en: 'Planning something together: listen, suggest, give reasons, agree and sum up the plan.',
    },
  },
  exam: {
    de: 'Mündliche Prüfung · Teil 3 (Gemeinsam etwas planen)',
    en: 'Oral exam · Part 3 (Planning something together)',
  },
  summary: {
    method: [
      {
        de: 'Vorbereitung: Aufgabe lesen, Punkte notieren, zu jedem eine Idee mit Grund.',
        en: 'Preparation: read the task, note the points, one idea with a reason for each.',
      },
      {
        de: 'L, I: dem Partner gut zuhören; selbst mit einem ersten Vorschlag beginnen.',
        en: 'L, I: listen closely to your partner; start yourself with a first suggestion.',
      },
      {
        de: 'S, T, E: bei jedem Punkt vorschlagen und begründen, reagieren, wenn nötig eine Alternative suchen.',
        en: 'S, T, E: for each point suggest and give a reason, react, look for an alternative if needed.',
      },
      {
        de: 'Gründe mit [[weil]] (Verb am Ende) oder [[denn]] (normale Wortstellung), nicht mit [[dann]].',
        en: 'Reasons with [[weil]] (verb at the end) or [[denn]] (normal word order), not with [[dann]].',
      },
      {
        de: 'N: Zwischenergebnisse festhalten, am Ende den Plan zusammenfassen: alle Punkte, wer was macht.',
        en: 'N: pin down each decision as you go; at the end, sum up the plan: all points, who does what.',
      },
    ],
    phrases: [
      { german: 'Wie wäre es, wenn wir …?', translation: 'How about …?' },
      { german: 'Das finde ich gut, denn …', translation: 'I think that’s good, because …' },
      { german: 'Was meinst du?', translation: 'What do you think?' },
      DIE_IDEE_IST_NICHT,
      { german: 'Also, fassen wir zusammen: …', translation: 'So, let’s sum up: …' },
    ],
    figures: [
      {
        label: { de: 'Dauer', en: 'Length' },
        value: { de: 'etwa 6 Minuten für Sie beide', en: 'about 6 minutes for the two of you' },
      },
      {
        label: { de: 'Punkte', en: 'Points' },
        value: {
          de: '30 (Teil 1: 15, Teil 2: 30, Teil 3: 30; zusammen 75)',
          en: '30 (part 1: 15, part 2: 30, part 3: 30; 75 in all)',
        },
      },
      {
        label: { de: 'Bestehen', en: 'Pass mark' },
        value: {
          de: '45 von 75 Punkten in der mündlichen Prüfung (60 %)',
          en: '45 of 75 points in the oral exam (60 %)',
        },
      },
      {
        label: { de: 'Vorbereitung', en: 'Preparation' },
        value: {
          de: '20 Minuten für alle Teile, allein (unser Rat)',
          en: '20 minutes for all parts, on your own (our advice)',
        },
      },
      {
        label: { de: 'Kriterien', en: 'Criteria' },
        value: {
          de: 'Ausdrucksfähigkeit, Aufgabenbewältigung, Formale Richtigkeit, Aussprache/Intonation',
          en: '[[Ausdrucksfähigkeit]], [[Aufgabenbewältigung]], [[Formale Richtigkeit]], [[Aussprache/Intonation]]',
        },
      },
    ],
  },
  sections: [
    {
      id: 'part-3-at-a-glance',
      title: { de: 'Teil 3 auf einen Blick', en: 'Part 3 at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Teil 3 heißt **Gemeinsam etwas planen**. Sie planen mit Ihrem Partner eine Aktivität, zum Beispiel einen Ausflug mit dem Deutschkurs, eine Geburtstagsfeier für einen Freund oder die Hilfe beim Umzug eines Nachbarn. Auf dem Aufgabenblatt stehen die Situation und einige Punkte. Sie machen Vorschläge, reagieren auf die Ideen der anderen Person und entscheiden zusammen, wer was macht.',
            en: 'Part 3 is called Planning something together ([[Gemeinsam etwas planen]]). With your partner you plan an activity, for example a trip with your German class, a birthday party for a friend or helping a neighbour move. The task sheet gives the situation and a few points. You make suggestions, react to the other person’s ideas and decide together who does what.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Dauer:** etwa 6 Minuten für Sie beide zusammen.',
              en: '**Length:** about 6 minutes for the two of you together.',
            },
            {
              de: '**Punkte:** 30 von 75 Punkten der mündlichen Prüfung.',
              en: '**Points:** 30 of the 75 points of the oral exam.',
            },
            {
              de: '**Vorbereitung:** 20 Minuten in einem anderen Raum, vor dem Gespräch. Sie bekommen alle Aufgabenblätter, also auch das für Teil 3. Ihre Notizen schreiben Sie auf das gestempelte Papier, das Sie dort bekommen. Sie dürfen sie mitnehmen und ansehen, aber nicht ablesen. So ist es in der Regel; im Zweifel fragen Sie Ihr Prüfungszentrum.',
              en: '**Preparation:** 20 minutes in a separate room, before the conversation. You get all the task sheets, including the one for part 3. You write your notes on the stamped paper provided. You may take them in and look at them, but not read them out. That is the usual practice; if in doubt, ask your exam centre.',
            },
            {
              de: '**Form:** Meistens sprechen zwei Personen miteinander, zwei Prüferinnen und Prüfer hören zu. Ist nur eine Person angemeldet, übernimmt eine Prüferin oder ein Prüfer die Rolle des Partners.',
              en: '**Format:** usually two candidates talk to each other while two examiners listen. If only one candidate is registered, an examiner takes the partner’s role.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Allein vorbereiten', en: 'Prepare on your own' },
          text: {
            de: 'Bereiten Sie sich allein vor und planen Sie das Gespräch nicht vorher mit Ihrem Partner. Das ist unser Rat, keine offizielle Regel. So reagieren Sie in der Prüfung spontan aufeinander.',
            en: 'Prepare on your own and do not plan the conversation with your partner beforehand. That is our advice, not an official rule. That way you react to each other spontaneously in the exam.',
          },
        },
      ],
    },
    {
      id: 'listen-system',
      title: { de: 'Das LISTEN-System in sechs Schritten', en: 'The LISTEN system in six steps' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Jeder Buchstabe von LISTEN (Englisch für „zuhören“) ist ein Schritt. Die Buchstaben kommen von englischen Wörtern, so kann man sich das Wort leicht merken. Wichtig ist die deutsche Bedeutung: Sie steht bei jedem Schritt vorn.',
            en: 'Each letter of LISTEN is one step. The letters come from English words, so the word is easy to remember. What matters is the German meaning: it comes first in each step.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'L – zuhören (Listen)', en: 'L – Listen' },
              text: {
                de: 'Hören Sie Ihrem Partner die ganze Zeit gut zu: Was schlägt er vor? Was passt ihm nicht? Wenn Sie etwas nicht verstehen, fragen Sie nach: [[Wie meinst du das?]]',
                en: 'Listen closely to your partner the whole time: what do they suggest? What does not suit them? If you do not understand something, ask: [[Wie meinst du das?]] (What do you mean?)',
              },
            },
            {
              title: { de: 'I – das Gespräch beginnen (Initiate)', en: 'I – Initiate' },
              text: {
                de: 'Warten Sie nicht zu lange. Nennen Sie kurz die Situation und machen Sie einen ersten Vorschlag: [[Wie wäre es, wenn wir zuerst über den Termin sprechen?]]',
                en: 'Do not wait too long. Name the situation briefly and make a first suggestion: [[Wie wäre es, wenn wir zuerst über den Termin sprechen?]] (How about talking about the date first?)',
              },
            },
            {
              title: { de: 'S – vorschlagen und begründen (Suggest & support)', en: 'S – Suggest & support' },
              text: {
                de: 'Machen Sie konkrete Vorschläge und nennen Sie immer einen Grund: mit [[weil]] (Verb am Ende) oder mit [[denn]] (normale Wortstellung). [[Ich schlage den Samstag vor, weil niemand von uns arbeiten muss.]] [[Ich bringe Kisten mit, denn ich habe noch viele im Keller.]]',
                en: 'Make concrete suggestions and always give a reason: with [[weil]] (because; verb at the end) or with [[denn]] (because; normal word order). [[Ich schlage den Samstag vor, weil niemand von uns arbeiten muss.]] (I suggest Saturday because none of us has to work.) [[Ich bringe Kisten mit, denn ich habe noch viele im Keller.]] (I’ll bring boxes, because I still have lots in the cellar.)',
              },
            },
            {
              title: { de: 'T – abwechselnd sprechen (Take turns)', en: 'T – Take turns' },
              text: {
                de: 'Sagen Sie nicht alles allein. Reagieren Sie auf die Idee Ihres Partners: Stimmen Sie zu oder lehnen Sie höflich ab, immer mit Grund. Geben Sie dann das Wort weiter: [[Was meinst du?]]',
                en: 'Do not do all the talking. React to your partner’s idea: agree, or say no politely, always with a reason. Then hand over to your partner: [[Was meinst du?]] (What do you think?)',
              },
            },
            {
              title: { de: 'E – Alternativen suchen (Explore alternatives)', en: 'E – Explore alternatives' },
              text: {
                de: 'Wenn Sie nicht einverstanden sind, machen Sie einen Gegenvorschlag. Bei zwei Möglichkeiten vergleichen Sie mit [[besser]]: [[Was ist besser: Samstag oder Sonntag?]] Suchen Sie zusammen einen Kompromiss.',
                en: 'If you do not agree, make a counter-proposal. To compare two options, use [[besser]] (better): [[Was ist besser: Samstag oder Sonntag?]] (Which is better: Saturday or Sunday?) Look for a compromise together.',
              },
            },
            {
              title: { de: 'N – den Plan festmachen (Nail it down)', en: 'N – Nail it down' },
              text: {
                de: 'Halten Sie nach jedem Punkt kurz fest, was gilt: [[Gut, also Samstag um zehn.]] Am Ende fassen Sie den Plan zusammen: alle Punkte vom Aufgabenblatt und wer was macht. [[Also, fassen wir zusammen: …]]',
                en: 'After each point, briefly pin down what you have agreed: [[Gut, also Samstag um zehn.]] (Good, so Saturday at ten.) At the end, sum up the plan: all the points from the task sheet and who does what. [[Also, fassen wir zusammen: …]] (So, let’s sum up: …)',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'So läuft LISTEN im Gespräch', en: 'How LISTEN works in the conversation' },
          text: {
            de: 'L gilt die ganze Zeit. I kommt am Anfang, N nach jedem Punkt und am Ende. S, T und E wiederholen Sie bei jedem Punkt der Aufgabe.',
            en: 'L applies the whole time. I comes at the start, N after each point and at the end. Repeat S, T and E for each point of the task.',
          },
        },
      ],
    },
    {
      id: 'giving-reasons',
      title: {
        de: 'Gründe nennen: weil und denn, nicht dann',
        en: 'Giving reasons: weil and denn, not dann',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Ein Vorschlag mit Grund wirkt stärker. Für einen Grund brauchen Sie [[weil]] oder [[denn]]. [[Dann]] nennt keinen Grund: Es sagt, was danach kommt oder was die Folge ist.',
            en: 'A suggestion with a reason is stronger. For a reason you need [[weil]] or [[denn]] (both mean “because”). [[Dann]] (then) gives no reason: it says what comes next or what follows.',
          },
        },
        table({
          caption: { de: 'weil, denn und dann im Vergleich', en: 'weil, denn and dann compared' },
          columns: [
            { key: 'word', header: { de: 'Wort', en: 'Word' }, lang: 'de' },
            { key: 'use', header: { de: 'Wofür? Wortstellung', en: 'What for? Word order' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example (German)' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung (Englisch)', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              word: 'weil',
              use: { de: 'Grund; das Verb steht am Ende', en: 'reason; the verb goes to the end' },
              example: 'Ich helfe am Samstag, weil ich am Sonntag arbeiten muss.',
              translation: 'I’ll help on Saturday because I have to work on Sunday.',
              drill: { example: 'I’ll help on Saturday because I have to work on Sunday. (weil)' },
            },
            {
              word: 'denn',
              use: {
                de: 'Grund; normale Wortstellung, das Verb an Position 2',
                en: 'reason; normal word order, the verb in second position',
              },
              example: 'Ich helfe am Samstag, denn am Sonntag muss ich arbeiten.',
              translation: 'I’ll help on Saturday, because on Sunday I have to work.',
              drill: { example: 'I’ll help on Saturday, because on Sunday I have to work. (denn)' },
            },
            {
              word: 'dann',
              use: {
                de: 'kein Grund: der nächste Schritt; das Verb steht direkt nach [[dann]]',
                en: 'no reason: the next step; the verb comes straight after [[dann]]',
              },
              example: 'Zuerst packen wir die Kisten, dann tragen wir die Möbel.',
              translation: 'First we pack the boxes, then we carry the furniture.',
            },
            {
              word: 'dann',
              use: { de: 'kein Grund: die Folge', en: 'no reason: the result' },
              example: 'Wir fahren um acht los. Dann sind wir um zehn am See.',
              translation: 'We’ll leave at eight. Then we’ll be at the lake at ten.',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Zwei typische Fehler', en: 'Two common mistakes' },
          items: [
            {
              de: '[[denn]] und [[dann]] klingen ähnlich. Nicht: [[Ich helfe gern, dann ich habe Zeit.]] Richtig: [[Ich helfe gern, denn ich habe Zeit.]]',
              en: '[[denn]] and [[dann]] sound alike. Not: [[Ich helfe gern, dann ich habe Zeit.]] Correct: [[Ich helfe gern, denn ich habe Zeit.]] (I’m happy to help, because I have time.)',
            },
            {
              de: 'Nach [[weil]] steht das Verb am Ende. Nicht: [[…, weil ich habe Zeit.]] Richtig: [[…, weil ich Zeit habe.]]',
              en: 'After [[weil]] the verb goes to the end. Not: [[…, weil ich habe Zeit.]] Correct: [[…, weil ich Zeit habe.]] (… because I have time.)',
            },
          ],
        },
      ],
    },
    {
      id: 'what-to-plan',
      title: { de: 'Ihre Notizen folgen dem Aufgabenblatt', en: 'Your notes follow the task sheet' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die Punkte auf dem Aufgabenblatt sind Ihr Plan für das Gespräch. Sie sind in jeder Aufgabe anders. Schreiben Sie sie untereinander und notieren Sie zu jedem Punkt eine Idee mit Grund. Eine zweite Idee ist Ihr Gegenvorschlag. Im Gespräch sprechen Sie einen Punkt nach dem anderen an.',
            en: 'The points on the task sheet are your plan for the conversation. They are different in every task. Write them one below the other and note one idea with a reason for each point. A second idea is your counter-proposal. In the conversation, deal with the points one after the other.',
          },
        },
        table({
          caption: {
            de: 'Punkte aus verschiedenen Aufgaben, mit Beispielfragen',
            en: 'Points from different tasks, with example questions',
          },
          columns: [
            { key: 'point', header: { de: 'Punkt (Situation)', en: 'Point (situation)' } },
            { key: 'question', header: { de: 'Beispielfrage', en: 'Example question (German)' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung (Englisch)', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              point: { de: 'Termin (beim Umzug helfen)', en: 'Date (helping someone move)' },
              question: 'Wann passt es dir besser: am Samstag oder am Sonntag?',
              translation: 'What suits you better: Saturday or Sunday?',
            },
            {
              point: { de: 'Ziel (Kursausflug)', en: 'Destination (class trip)' },
              question: 'Was ist besser für den Ausflug: der See oder die Altstadt?',
              translation: 'Which is better for the trip: the lake or the old town?',
            },
            {
              point: { de: 'Geschenk (Geburtstag eines Freundes)', en: 'Present (a friend’s birthday)' },
              question: 'Was schenken wir Jonas zum Geburtstag? Hast du eine Idee?',
              translation: 'What shall we give Jonas for his birthday? Do you have an idea?',
            },
            {
              point: { de: 'Transport (beim Umzug helfen)', en: 'Transport (helping someone move)' },
              question: 'Wie bringen wir die Möbel in die neue Wohnung?',
              translation: 'How do we get the furniture to the new flat?',
            },
            {
              point: { de: 'Essen und Getränke (Kursfest)', en: 'Food and drinks (course party)' },
              question: 'Bringen alle etwas mit, oder bestellen wir Pizza?',
              translation: 'Does everyone bring something, or shall we order pizza?',
            },
            {
              point: { de: 'Wer macht was? (Kursausflug)', en: 'Who does what? (class trip)' },
              question: 'Wer kümmert sich um die Fahrkarten?',
              translation: 'Who will take care of the tickets?',
            },
          ],
        }),
      ],
    },
    {
      id: 'useful-phrases',
      title: { de: 'Redemittel für die Planung', en: 'Useful phrases for planning' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Lernen Sie aus jeder Gruppe zwei oder drei Sätze sicher auswendig. Mit Ihrem Partner sprechen Sie meistens per du, deshalb stehen die Sätze in der du-Form. Mit den Prüferinnen und Prüfern sprechen Sie per Sie.',
            en: 'Learn two or three sentences from each group by heart. You usually say [[du]] to your partner, so the sentences use the du form. To the examiners you say [[Sie]].',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Vorschlagen', en: 'Suggesting' },
          items: [
            {
              german: 'Wie wäre es, wenn wir am Samstag früh anfangen?',
              translation: 'How about starting early on Saturday?',
              tip: {
                de: 'Nach [[wenn]] steht das Verb am Ende.',
                en: 'After [[wenn]] the verb goes to the end.',
              },
            },
            {
              german: 'Ich schlage vor, dass wir zusammen ein Geschenk kaufen.',
              translation: 'I suggest that we buy a present together.',
              tip: {
                de: 'Auch nach [[dass]] steht das Verb am Ende.',
                en: 'After [[dass]] the verb also goes to the end.',
              },
            },
            {
              german: 'Wir könnten mit dem Kurs an den See fahren.',
              translation: 'We could go to the lake with the class.',
              tip: {
                de: '[[könnten]] + Infinitiv am Ende klingt freundlich und offen.',
                en: '[[könnten]] + infinitive at the end sounds friendly and open.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Zustimmen', en: 'Agreeing' },
          items: [
            {
              german: 'Gute Idee!',
              translation: 'Good idea!',
              tip: {
                de: 'Sagen Sie danach noch einen Satz, zum Beispiel warum.',
                en: 'Add one more sentence afterwards, for example why.',
              },
            },
            { german: 'Einverstanden.', translation: 'Agreed.' },
            {
              german: 'Das passt mir gut.',
              translation: 'That works for me.',
              tip: {
                de: 'Gut für Termine: [[Freitag passt mir gut.]]',
                en: 'Good for dates and times: [[Freitag passt mir gut.]] (Friday works for me.)',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Höflich ablehnen', en: 'Saying no politely' },
          items: [
            {
              german: 'Das finde ich keine so gute Idee, weil das zu teuer ist.',
              translation: 'I don’t think that’s such a good idea, because it’s too expensive.',
              tip: {
                de: 'Lehnen Sie immer mit Grund ab.',
                en: 'Always give a reason when you say no.',
              },
            },
            {
              german: 'Leider kann ich am Samstag nicht, denn da besuche ich meine Eltern.',
              translation: 'Unfortunately I can’t make it on Saturday, because I’m visiting my parents then.',
              tip: {
                de: '[[Leider]] macht das Nein freundlicher.',
                en: '[[Leider]] (unfortunately) makes the no friendlier.',
              },
            },
            {
              ...DIE_IDEE_IST_NICHT,
              tip: {
                de: 'Erst etwas Positives, dann das Problem.',
                en: 'First something positive, then the problem.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Einen Gegenvorschlag machen', en: 'Making a counter-proposal' },
          items: [
            {
              german: 'Was hältst du davon, wenn wir stattdessen ins Museum gehen?',
              translation: 'What do you think about going to the museum instead?',
              tip: {
                de: '[[stattdessen]] zeigt klar: Das ist eine Alternative.',
                en: '[[stattdessen]] (instead) shows clearly: this is an alternative.',
              },
            },
            {
              german: 'Ich finde Freitag besser als Samstag, denn am Freitag haben alle Zeit.',
              translation: 'I think Friday is better than Saturday, because everyone has time on Friday.',
              tip: {
                de: 'Zwei Möglichkeiten vergleichen Sie mit [[besser]] oder [[besser als]]. Die Form [[am besten]] passt erst bei drei oder mehr Möglichkeiten.',
                en: 'Compare two options with [[besser]] or [[besser als]] (better than). [[am besten]] (best) only fits three or more options.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Den Partner einbeziehen', en: 'Involving your partner' },
          items: [
            {
              german: 'Was meinst du?',
              translation: 'What do you think?',
              tip: {
                de: 'Damit geben Sie das Wort weiter (Schritt T).',
                en: 'This passes the turn to your partner (step T).',
              },
            },
            {
              german: 'Wie meinst du das genau?',
              translation: 'What exactly do you mean?',
              tip: {
                de: 'Wenn Sie etwas nicht verstanden haben (Schritt L).',
                en: 'When you have not understood something (step L).',
              },
            },
            {
              german: 'Wir haben noch nicht über das Essen gesprochen.',
              translation: 'We haven’t talked about the food yet.',
              tip: {
                de: 'Bringt das Gespräch zu einem Punkt zurück, der noch fehlt.',
                en: 'Brings the talk back to a point that is still missing.',
              },
            },
            {
              german: 'Lass uns noch schnell klären, wer die Kisten holt.',
              translation: 'Let’s quickly sort out who’ll get the boxes.',
              tip: { de: 'Wenn die Zeit knapp wird.', en: 'When time is running short.' },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Zusammenfassen', en: 'Summing up' },
          items: [
            {
              german: 'Also, fassen wir zusammen: Wir treffen uns am Samstag um zehn am Bahnhof.',
              translation: 'So, let’s sum up: we’ll meet at the station on Saturday at ten.',
              tip: {
                de: 'Danach nennen Sie alle Punkte und wer was macht.',
                en: 'Then name all the points and who does what.',
              },
            },
            {
              german: 'Habe ich etwas vergessen?',
              translation: 'Have I forgotten anything?',
              tip: {
                de: 'So bekommt Ihr Partner noch einmal das Wort.',
                en: 'This gives your partner the floor once more.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'worked-example',
      title: {
        de: 'Beispiel: einem Nachbarn beim Umzug helfen',
        en: 'Example: helping a neighbour move',
      },
      blocks: [
        {
          type: 'example',
          title: {
            de: 'Die Aufgabe (eine eigene Übungsaufgabe im Stil der Prüfung)',
            en: 'The task (our own practice task in the style of the exam)',
          },
          text: [
            {
              german:
                'Ihr Nachbar, Herr Yilmaz, zieht am nächsten Wochenende in eine kleinere Wohnung in der Nähe. Er ist 78 Jahre alt und kann nichts Schweres mehr tragen.',
              translation:
                'Your neighbour, Mr Yilmaz, is moving to a smaller flat nearby next weekend. He is 78 and can no longer carry anything heavy.',
            },
            {
              german:
                'Sie möchten ihm zusammen helfen. Planen Sie, was Sie tun. Sprechen Sie über diese Punkte:',
              translation: 'You want to help him together. Plan what you will do. Talk about these points:',
            },
            { german: 'Wann?', translation: 'When?' },
            { german: 'Transport der Möbel?', translation: 'Transporting the furniture?' },
            { german: 'Wer hilft noch mit?', translation: 'Who else will help?' },
            { german: 'Essen und Getränke?', translation: 'Food and drinks?' },
            { german: 'Wer macht was?', translation: 'Who does what?' },
          ],
          steps: [
            {
              prompt: {
                de: 'Was notieren Sie in der Vorbereitungszeit?',
                en: 'What do you note down during the preparation time?',
              },
              answer: {
                de: 'Die fünf Punkte untereinander, zu jedem eine Idee mit Grund, zum Beispiel [[Wann? Sa, 10 Uhr – niemand arbeitet]] und [[Transport? Transporter – Sofa zu groß]].',
                en: 'The five points one below the other, each with an idea and a reason, for example [[Wann? Sa, 10 Uhr – niemand arbeitet]] (When? Sat, 10 a.m. – nobody works) and [[Transport? Transporter – Sofa zu groß]] (Transport? A van – sofa too big).',
              },
              reasoning: {
                de: 'Ihre Notizen folgen den Punkten auf dem Blatt. Eine zweite Idee pro Punkt ist Ihr Gegenvorschlag, wenn Ihr Partner Nein sagt.',
                en: 'Your notes follow the points on the sheet. A second idea for each point is your counter-proposal if your partner says no.',
              },
            },
            {
              prompt: { de: 'Wie fangen Sie an?', en: 'How do you start?' },
              answer: {
                de: 'Mit der Situation und dem ersten Punkt, „Wann?“: [[Wie wäre es, wenn wir zuerst über den Termin sprechen?]]',
                en: 'With the situation and the first point, “Wann?”: [[Wie wäre es, wenn wir zuerst über den Termin sprechen?]]',
              },
              reasoning: {
                de: 'Das ist Schritt I (Initiate). Sie zeigen Initiative, und Sie beide wissen sofort, worüber Sie sprechen.',
                en: 'This is step I (Initiate). You show initiative, and both of you know straight away what you are talking about.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: { de: 'Lena und Tarek planen die Hilfe', en: 'Lena and Tarek plan how to help' },
          lines: [
            {
              speaker: { same: 'Lena' },
              german:
                'Tarek, Herr Yilmaz zieht ja am Wochenende um, und wir wollen ihm helfen. Wie wäre es, wenn wir zuerst über den Termin sprechen?',
              translation:
                'Tarek, as you know, Mr Yilmaz is moving at the weekend, and we want to help him. How about talking about the date first?',
              note: {
                de: 'I – Initiate: Lena nennt die Situation und beginnt mit dem ersten Punkt.',
                en: 'I – Initiate: Lena names the situation and starts with the first point.',
              },
              drill: [
                {
                  german: 'Wie wäre es, wenn wir zuerst über den Termin sprechen?',
                  translation: 'How about talking about the date first?',
                },
              ],
            },
            {
              speaker: { same: 'Tarek' },
              german: 'Gern. Ich schlage Samstag um neun vor, denn am Sonntag besuche ich meine Schwester.',
              translation: 'Sure. I suggest Saturday at nine, because on Sunday I’m visiting my sister.',
              note: {
                de: 'S – ein Vorschlag mit Grund: [[denn]] + normale Wortstellung.',
                en: 'S – a suggestion with a reason: [[denn]] + normal word order.',
              },
            },
            {
              speaker: { same: 'Lena' },
              german:
                'Samstag ist gut, aber neun ist mir zu früh, weil ich morgens noch einkaufen muss. Was ist besser für dich: zehn oder elf?',
              translation:
                'Saturday is fine, but nine is too early for me, because I have to do some shopping in the morning. Which is better for you: ten or eleven?',
              note: {
                de: 'T und E: zustimmen, ein Detail ändern (Grund mit [[weil]]), zwei Möglichkeiten mit [[besser]] vergleichen.',
                en: 'T and E: agreeing, changing a detail (reason with [[weil]]), comparing two options with [[besser]].',
              },
              drill: [
                { german: 'Neun ist mir zu früh.', translation: 'Nine is too early for me.' },
                {
                  german: 'Was ist besser für dich: zehn oder elf?',
                  translation: 'Which is better for you: ten or eleven?',
                },
              ],
            },
            {
              speaker: { same: 'Tarek' },
              german:
                'Zehn ist besser. Dann sind wir am Nachmittag fertig. Für die Waschmaschine brauchen wir so ein … wie heißt das … so ein Ding mit zwei Rädern.',
              translation:
                'Ten is better. Then we’ll be finished in the afternoon. For the washing machine we need one of those … what’s it called … a thing with two wheels.',
              note: {
                de: '[[Dann]] zeigt hier die Folge, keinen Grund. Dann fehlt Tarek ein Wort: Er beschreibt das Ding.',
                en: '[[Dann]] shows the result here, not a reason. Then Tarek is missing a word: he describes the thing.',
              },
              drill: [
                {
                  german: 'Dann sind wir am Nachmittag fertig.',
                  translation: 'Then we’ll be finished in the afternoon.',
                },
                {
                  german: 'Wie heißt das … so ein Ding mit zwei Rädern',
                  translation: 'What’s it called … a thing with two wheels',
                },
              ],
            },
            {
              speaker: { same: 'Lena' },
              german: 'Meinst du eine Sackkarre?',
              translation: 'Do you mean a hand truck?',
              note: { de: 'Lena hilft mit einer Rückfrage.', en: 'Lena helps with a checking question.' },
            },
            {
              speaker: { same: 'Tarek' },
              german:
                'Genau, eine Sackkarre! Mein Nachbar hat eine. Und wie bringen wir die Möbel hin? Mein Auto ist zu klein für das Sofa.',
              translation:
                'Exactly, a hand truck! My neighbour has one. And how do we get the furniture there? My car is too small for the sofa.',
              note: { de: 'Der nächste Punkt: Transport.', en: 'The next point: transport.' },
              drill: [
                {
                  german: 'Und wie bringen wir die Möbel hin?',
                  translation: 'And how do we get the furniture there?',
                },
                {
                  german: 'Mein Auto ist zu klein für das Sofa.',
                  translation: 'My car is too small for the sofa.',
                },
              ],
            },
            {
              speaker: { same: 'Lena' },
              german: 'Wir könnten einen kleinen Transporter mieten. Der kostet für einen Tag etwa 60 Euro.',
              translation: 'We could hire a small van. It costs about 60 euros for a day.',
              note: { de: 'S – ein neuer Vorschlag.', en: 'S – a new suggestion.' },
            },
            {
              speaker: { same: 'Tarek' },
              german:
                'Die Idee ist nicht schlecht, aber das ist ziemlich teuer. Mein Kollege Paul fährt bei der Arbeit einen Transporter. Ich frage ihn, ob er ihn von der Firma ausleihen kann und mithilft.',
              translation:
                'The idea isn’t bad, but that’s quite expensive. My colleague Paul drives a van at work. I’ll ask him if he can borrow it from the company and help too.',
              note: {
                de: 'E – eine Alternative, und gleich der Punkt „Wer hilft noch mit?“.',
                en: 'E – an alternative, which also covers the point “Wer hilft noch mit?”.',
              },
              drill: [
                {
                  german: 'Die Idee ist nicht schlecht, aber das ist ziemlich teuer.',
                  translation: 'The idea isn’t bad, but that’s quite expensive.',
                },
                { german: 'Ich frage ihn, ob er mithilft.', translation: 'I’ll ask him if he’ll help too.' },
              ],
            },
            {
              speaker: { same: 'Lena' },
              german:
                'Gut. Und wenn Paul nicht kann, mieten wir doch den Transporter und teilen die 60 Euro. Herr Yilmaz soll ja nichts Schweres tragen. Er könnte uns zeigen, wohin die Möbel kommen. Und was machen wir mit dem Essen?',
              translation:
                'Good. And if Paul can’t, we’ll hire the van after all and split the 60 euros. Mr Yilmaz shouldn’t carry anything heavy, after all. He could show us where the furniture goes. And what about food?',
              note: {
                de: 'Ein Plan B (gute Planungssprache), an die Situation denken, dann der nächste Punkt.',
                en: 'A plan B (good planning language), keeping the situation in mind, then the next point.',
              },
              drill: [
                {
                  german: 'Wenn Paul nicht kann, mieten wir den Transporter.',
                  translation: 'If Paul can’t, we’ll hire the van.',
                },
                {
                  german: 'Und was machen wir mit dem Essen?',
                  translation: 'And what shall we do about the food?',
                },
              ],
            },
            {
              speaker: { same: 'Tarek' },
              german:
                'Ich bringe am Samstag Brötchen vom Bäcker mit. Und vorher hole ich Kisten aus dem Supermarkt, denn Herr Yilmaz hat bestimmt nicht genug. Kannst du etwas zu essen machen?',
              translation:
                'I’ll bring bread rolls from the baker’s on Saturday. And before that I’ll get boxes from the supermarket, because Mr Yilmaz surely doesn’t have enough. Can you make something to eat?',
              note: {
                de: 'Wer macht was? Die Aufgaben werden verteilt.',
                en: 'Who does what? The tasks are shared out.',
              },
              drill: [
                {
                  german: 'Ich bringe am Samstag Brötchen vom Bäcker mit.',
                  translation: 'I’ll bring bread rolls from the baker’s on Saturday.',
                },
                { german: 'Kannst du etwas zu essen machen?', translation: 'Can you make something to eat?' },
              ],
            },
            {
              speaker: { same: 'Lena' },
              german: 'Klar, ich mache einen Kartoffelsalat und bringe Getränke mit.',
              translation: 'Sure, I’ll make a potato salad and bring drinks.',
            },
            {
              speaker: { same: 'Tarek' },
              german:
                'Gut, dann fassen wir zusammen: Wir helfen am Samstag ab zehn. Ich frage Paul wegen des Transporters und hole Kisten und Brötchen. Du bringst Kartoffelsalat und Getränke mit. Herr Yilmaz zeigt uns, wohin alles kommt. Habe ich etwas vergessen?',
              translation:
                'Good, then let’s sum up: we’ll help on Saturday from ten. I’ll ask Paul about the van and get boxes and rolls. You’ll bring potato salad and drinks. Mr Yilmaz will show us where everything goes. Have I forgotten anything?',
              note: {
                de: 'N – Nail it down: alle fünf Punkte in der Zusammenfassung.',
                en: 'N – Nail it down: all five points in the summary.',
              },
              drill: [
                { german: 'Gut, dann fassen wir zusammen: …', translation: 'Good, then let’s sum up: …' },
              ],
            },
            {
              speaker: { same: 'Lena' },
              german: 'Nur eins: Wenn Paul nicht kann, miete ich den Transporter. Sonst ist das alles.',
              translation: 'Just one thing: if Paul can’t, I’ll hire the van. Otherwise that’s everything.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'In der Prüfung etwas länger', en: 'A little longer in the exam' },
          text: {
            de: 'In der Prüfung sprechen Sie beide etwa 6 Minuten: Nutzen Sie die Zeit für mehr Gründe, Rückfragen und Details.',
            en: 'In the exam you talk for about 6 minutes: use the time for more reasons, questions and details.',
          },
        },
      ],
    },
    {
      id: 'tips-and-mistakes',
      title: { de: 'Tipps und typische Fehler', en: 'Tips and common mistakes' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'So gelingt Teil 3', en: 'How to do well in part 3' },
          items: [
            {
              de: 'Sprechen Sie ungefähr so viel wie Ihr Partner. Geben Sie nach zwei oder drei Sätzen das Wort weiter.',
              en: 'Speak about as much as your partner. After two or three sentences, let your partner speak.',
            },
            {
              de: 'Ist Ihr Partner sehr still? Helfen Sie mit einer einfachen Frage: [[Wohin möchtest du lieber: an den See oder in die Altstadt?]]',
              en: 'Is your partner very quiet? Help with a simple question: [[Wohin möchtest du lieber: an den See oder in die Altstadt?]] (Where would you rather go: to the lake or to the old town?)',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Typische Fehler', en: 'Common mistakes' },
          items: [
            {
              de: '**Nur selbst reden:** Sie halten einen Vortrag über Ihren Plan. Teil 3 ist ein Gespräch, kein Monolog.',
              en: '**Doing all the talking:** you give a speech about your plan. Part 3 is a conversation, not a monologue.',
            },
            {
              de: '**Nicht zuhören:** Sie sagen Ihre vorbereiteten Sätze, egal was Ihr Partner gerade gesagt hat.',
              en: '**Not listening:** you say your prepared sentences, no matter what your partner has just said.',
            },
            {
              de: '**Immer nur Ja sagen:** Zu allem nur [[Gute Idee!]] – dann entsteht kaum ein Gespräch.',
              en: '**Only ever saying yes:** just [[Gute Idee!]] to everything – then there is hardly any conversation.',
            },
            {
              de: '**Punkte vergessen:** Sie sprechen nur über zwei Punkte vom Aufgabenblatt.',
              en: '**Forgetting points:** you talk about only two of the points on the task sheet.',
            },
            {
              de: '**Die Zusammenfassung vergessen:** Am Ende ist nicht klar, was Sie zusammen geplant haben.',
              en: '**Forgetting the summary:** at the end it is not clear what you have planned together.',
            },
            {
              de: '**Ablesen:** Sie lesen ganze Sätze von Ihrem Zettel vor.',
              en: '**Reading out:** you read full sentences from your notes.',
            },
          ],
        },
      ],
    },
    {
      id: 'assessment',
      title: { de: 'So bewerten die Prüferinnen und Prüfer', en: 'How the examiners mark you' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 3 hören die Prüferinnen und Prüfer meistens nur zu. Meist achtet eine Prüferin oder ein Prüfer auf die Zeit. Es kann sein, dass Teil 3 endet, bevor Sie den Plan zusammengefasst haben. Das ist normal und kostet für sich allein keine Punkte. Mit Zwischenergebnissen ist Ihr Plan trotzdem klar. Bewertet wird jede Person einzeln, nach vier Kriterien. Sie gelten in allen drei Teilen der mündlichen Prüfung.',
            en: 'In part 3 the examiners mostly just listen. Usually one examiner keeps the time. Part 3 may end before you have summed up the plan. That is normal and on its own costs no points. If you have pinned down each decision as you went, your plan is still clear. Each person is marked separately, on four criteria. They apply in all three parts of the oral exam.',
          },
        },
        table({
          caption: {
            de: 'Die vier Kriterien in Teil 3 (Punktstufen wie im Modelltest)',
            en: 'The four criteria in part 3 (point levels as in the model test)',
          },
          columns: [
            { key: 'criterion', header: { de: 'Kriterium', en: 'Criterion' } },
            { key: 'meaning', header: { de: 'Was heißt das in Teil 3?', en: 'What it means in part 3' } },
            { key: 'points', header: { de: 'Punkte', en: 'Points' } },
          ],
          rows: [
            {
              criterion: { de: 'Ausdrucksfähigkeit', en: '[[Ausdrucksfähigkeit]] (range of expression)' },
              meaning: {
                de: 'Sie sagen Ihre Ideen klar und mit passenden Redemitteln: vorschlagen, zustimmen, ablehnen, begründen.',
                en: 'You express your ideas clearly with fitting phrases: suggesting, agreeing, saying no, giving reasons.',
              },
              points: { same: '8 / 6 / 2 / 0' },
            },
            {
              criterion: { de: 'Aufgabenbewältigung', en: '[[Aufgabenbewältigung]] (task completion)' },
              meaning: {
                de: 'Sie sprechen die Punkte vom Blatt an, reagieren auf Ihren Partner und einigen sich auf einen Plan.',
                en: 'You deal with the points on the sheet, react to your partner and agree on a plan.',
              },
              points: { same: '8 / 6 / 2 / 0' },
            },
            {
              criterion: { de: 'Formale Richtigkeit', en: '[[Formale Richtigkeit]] (formal accuracy)' },
              meaning: {
                de: 'Grammatik und Wortstellung, zum Beispiel das Verb am Ende nach [[weil]] und [[wenn]]. Kleine Fehler sind normal.',
                en: 'Grammar and word order, for example the verb at the end after [[weil]] and [[wenn]]. Small mistakes are normal.',
              },
              points: { same: '8 / 6 / 2 / 0' },
            },
            {
              criterion: {
                de: 'Aussprache/Intonation',
                en: '[[Aussprache/Intonation]] (pronunciation and intonation)',
              },
              meaning: {
                de: 'Man versteht Sie gut und ohne Mühe. Ihre Satzmelodie klingt natürlich.',
                en: 'People understand you well and without effort. Your sentence melody sounds natural.',
              },
              points: { same: '6 / 4 / 2 / 0' },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Punkte in der mündlichen Prüfung', en: 'Points in the oral exam' },
          items: [
            {
              de: 'In Teil 3 bekommen Sie höchstens 8 + 8 + 8 + 6 = 30 Punkte.',
              en: 'In part 3 you can get at most 8 + 8 + 8 + 6 = 30 points.',
            },
            {
              de: 'Teil 1, Einander kennenlernen (früher: Kontaktaufnahme), bringt 15 Punkte. Teil 2, Über ein Thema sprechen (früher: Gespräch über ein Thema), und Teil 3, Gemeinsam etwas planen, bringen je 30 Punkte. Zusammen sind das 75 Punkte.',
              en: 'Part 1, Getting to know each other ([[Einander kennenlernen]], older name [[Kontaktaufnahme]]), is worth 15 points. Part 2, Talking about a topic ([[Über ein Thema sprechen]], older name [[Gespräch über ein Thema]]), and part 3, Planning something together ([[Gemeinsam etwas planen]]), are worth 30 points each. That makes 75 points in all.',
            },
            {
              de: 'Sie bestehen die mündliche Prüfung mit mindestens 45 Punkten (60 %). Jede Person bekommt ihr eigenes Ergebnis.',
              en: 'You pass the oral exam with at least 45 points (60 %). Each person gets their own result.',
            },
            {
              de: 'Wenn Sie nachfragen und Ihrem Partner helfen, zählt das meistens zu Ihren Gunsten. Der Plan muss nicht perfekt sein: Es gibt keine Punkte für die beste Idee.',
              en: 'Asking back and helping your partner usually count in your favour. The plan does not have to be perfect: there are no points for the best idea.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Hören Sie zu, machen Sie Vorschläge mit Grund und finden Sie zusammen einen Plan. Mit LISTEN haben Sie für jeden Moment von Teil 3 die passenden Worte.',
    en: 'Listen, make suggestions with reasons and find a plan together. With LISTEN you have the right words for every moment of part 3.',
  },
  seoMeta: {
    title: {
      de: 'Sprechen Teil 3 (telc Deutsch B1): Gemeinsam etwas planen mit LISTEN',
      en: 'Speaking Part 3 (telc Deutsch B1): plan together with LISTEN',
    },
    description: {
      de: 'Gemeinsam etwas planen im Format der Prüfung telc Deutsch B1: LISTEN-System, Gründe mit weil und denn, Redemittel, Kriterien und ein Beispieldialog.',
      en: 'Planning together in the telc Deutsch B1 format: the LISTEN system, reasons with weil and denn, phrases to suggest and say no, and a full model dialogue.',
    },
  },
} satisfies Sheet;
