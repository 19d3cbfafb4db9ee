import { table, type Sheet } from '../sheet-schema';

/** Cheat sheet #07: Speaking Part 3, the LISTEN system for planning something together. */
export const speakingPart3ListenSystem = {
  pageTitle: {
    main: { de: 'Sprechen Teil 3:', en: 'Speaking Part 3:' },
    highlight: { de: 'Das LISTEN-System', en: 'The LISTEN System' },
    subtitle: {
      de: 'Gemeinsam etwas planen: zuhören, vorschlagen, reagieren, sich einigen und den Plan zusammenfassen.',
      en: 'Plan something together: listen, suggest, react, agree and sum up the plan.',
    },
  },
  exam: { de: 'Mündliche Prüfung · Teil 3', en: 'Oral exam · Part 3' },
  sections: [
    {
      id: 'part-3-at-a-glance',
      title: { de: 'Teil 3 auf einen Blick', en: 'Part 3 at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 3 der mündlichen Prüfung planen Sie zusammen mit Ihrem Partner oder Ihrer Partnerin etwas, zum Beispiel eine Feier, einen Ausflug oder einen Besuch. Sie machen Vorschläge, reagieren auf die Ideen der anderen Person und einigen sich am Ende auf einen Plan.',
            en: 'In part 3 of the oral exam you plan something together with your partner, for example a party, a trip or a visit. You make suggestions, react to the other person’s ideas and agree on a plan at the end.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Dauer:** etwa 5 bis 6 Minuten für Sie beide zusammen.',
              en: '**Length:** about 5 to 6 minutes for the two of you together.',
            },
            {
              de: '**Vorbereitung:** Vor dem Gespräch haben Sie 20 Minuten Zeit. Diese Zeit gilt für Teil 2 und Teil 3 zusammen.',
              en: '**Preparation:** before the conversation you have 20 minutes. This time covers part 2 and part 3 together.',
            },
            {
              de: '**Form:** Meistens sprechen zwei Kandidaten miteinander, und zwei Prüfer hören zu.',
              en: '**Format:** usually two candidates talk to each other while two examiners listen.',
            },
            {
              de: '**Ziel:** ein gemeinsamer Plan. Noch wichtiger ist das Gespräch: vorschlagen, reagieren, sich einigen.',
              en: '**Goal:** a shared plan. The conversation matters even more: suggesting, reacting, agreeing.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Zuhören ist die halbe Aufgabe', en: 'Listening is half the task' },
          text: {
            de: 'Teil 3 prüft das Sprechen, aber ohne Zuhören geht es nicht. Sie können nur gut reagieren, wenn Sie verstehen, was Ihr Partner vorschlägt. Deshalb beginnt das LISTEN-System mit dem Zuhören.',
            en: 'Part 3 tests speaking, but it does not work without listening. You can only react well if you understand what your partner suggests. That is why the LISTEN system starts with listening.',
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
            de: 'Jeder Buchstabe von LISTEN ist ein Schritt. Die Stichwörter sind englisch, denn zusammen ergeben sie das Wort LISTEN (zuhören). So können Sie sich die Schritte leicht merken. Die deutschen Sätze dazu finden Sie weiter unten.',
            en: 'Each letter of LISTEN is one step. The key words are English because together they spell the word LISTEN. That makes the steps easy to remember. You will find the German sentences for each step further down.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'L – Listen (zuhören)', en: 'L – Listen' },
              text: {
                de: 'Lesen Sie die Aufgabe genau: Was sollen Sie planen, und welche Punkte stehen auf dem Blatt? Im Gespräch hören Sie Ihrem Partner gut zu. Wenn Sie etwas nicht verstehen, fragen Sie nach: [[Wie meinst du das?]]',
                en: 'Read the task carefully: what do you have to plan, and which points are on the sheet? During the conversation, listen closely to your partner. If you do not understand something, ask: [[Wie meinst du das?]] (What do you mean?)',
              },
            },
            {
              title: { de: 'I – Initiate (anfangen)', en: 'I – Initiate' },
              text: {
                de: 'Warten Sie nicht zu lange. Nennen Sie kurz das Thema und beginnen Sie mit einem ersten Vorschlag: [[Wie wäre es, wenn wir zuerst über den Termin sprechen?]]',
                en: 'Do not wait too long. Name the topic briefly and start with a first suggestion: [[Wie wäre es, wenn wir zuerst über den Termin sprechen?]] (How about talking about the date first?)',
              },
            },
            {
              title: { de: 'S – Suggest & support (vorschlagen und begründen)', en: 'S – Suggest & support' },
              text: {
                de: 'Machen Sie konkrete Vorschläge und nennen Sie immer einen Grund, zum Beispiel mit [[weil]] oder [[dann]]: [[Wir könnten am Freitag feiern. Dann muss am nächsten Tag niemand arbeiten.]]',
                en: 'Make concrete suggestions and always give a reason, for example with [[weil]] (because) or [[dann]] (then): [[Wir könnten am Freitag feiern. Dann muss am nächsten Tag niemand arbeiten.]] (We could celebrate on Friday. Then nobody has to work the next day.)',
              },
            },
            {
              title: { de: 'T – Take turns (abwechselnd sprechen)', en: 'T – Take turns' },
              text: {
                de: 'Sagen Sie nicht alles allein. Reagieren Sie auf die Idee Ihres Partners: Stimmen Sie zu oder lehnen Sie höflich ab, immer mit Grund. Geben Sie das Wort weiter: [[Was meinst du?]]',
                en: 'Do not do all the talking. React to your partner’s idea: agree, or say no politely, always with a reason. Hand over the turn: [[Was meinst du?]] (What do you think?)',
              },
            },
            {
              title: { de: 'E – Explore alternatives (Alternativen suchen)', en: 'E – Explore alternatives' },
              text: {
                de: 'Wenn Sie nicht einverstanden sind, machen Sie einen Gegenvorschlag. Suchen Sie zusammen einen Kompromiss: [[Was hältst du davon, wenn wir stattdessen …?]]',
                en: 'If you do not agree, make a counter-proposal. Look for a compromise together: [[Was hältst du davon, wenn wir stattdessen …?]] (What do you think about … instead?)',
              },
            },
            {
              title: { de: 'N – Nail it down (den Plan festmachen)', en: 'N – Nail it down' },
              text: {
                de: 'Fassen Sie am Ende den Plan kurz zusammen: Was machen Sie, wann und wo, und wer macht was? [[Also, wir machen Folgendes: …]]',
                en: 'At the end, sum up the plan briefly: what are you doing, when and where, and who does what? [[Also, wir machen Folgendes: …]] (So, here’s what we’ll do: …)',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'So läuft LISTEN im Gespräch', en: 'How LISTEN works in the conversation' },
          text: {
            de: 'L und I kommen am Anfang, N kommt am Ende. S, T und E wiederholen Sie bei jedem Punkt der Aufgabe: vorschlagen, reagieren, wenn nötig eine Alternative finden – und dann weiter zum nächsten Punkt.',
            en: 'L and I come at the start, N comes at the end. Repeat S, T and E for each point of the task: suggest, react, find an alternative if needed – then move on to the next point.',
          },
        },
      ],
    },
    {
      id: 'what-to-plan',
      title: { de: 'Was Sie planen müssen', en: 'What you need to plan' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auf dem Aufgabenblatt stehen meistens eine Situation und einige Stichpunkte. Die folgenden Punkte kommen in vielen Planungsaufgaben vor. Sprechen Sie einen Punkt nach dem anderen an.',
            en: 'The task sheet usually shows a situation and a few key points. The points below come up in many planning tasks. Deal with them one after the other.',
          },
        },
        table({
          caption: {
            de: 'Typische Planungspunkte mit Beispielfragen',
            en: 'Typical planning points with example questions',
          },
          columns: [
            { key: 'point', header: { de: 'Punkt', en: 'Point' } },
            { key: 'question', header: { de: 'Beispielfrage', en: 'Example question (German)' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung (Englisch)', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              point: { de: 'Wann? (Tag, Uhrzeit)', en: 'When? (day, time)' },
              question: 'Wann passt es dir am besten, am Freitag oder am Samstag?',
              translation: 'When suits you best, Friday or Saturday?',
            },
            {
              point: { de: 'Wo? (Ort)', en: 'Where? (place)' },
              question: 'Wo sollen wir feiern: bei dir, bei mir oder im Restaurant?',
              translation: 'Where shall we celebrate: at your place, at mine or in a restaurant?',
            },
            {
              point: { de: 'Was? (Programm)', en: 'What? (programme)' },
              question: 'Was wollen wir dort machen?',
              translation: 'What do we want to do there?',
            },
            {
              point: { de: 'Essen und Getränke', en: 'Food and drinks' },
              question: 'Sollen wir selbst kochen oder lieber etwas bestellen?',
              translation: 'Shall we cook ourselves or order something instead?',
            },
            {
              point: { de: 'Wer macht was?', en: 'Who does what?' },
              question: 'Wer kümmert sich um die Einladungen?',
              translation: 'Who will take care of the invitations?',
            },
            {
              point: { de: 'Wie kommen wir hin?', en: 'How do we get there?' },
              question: 'Fahren wir mit dem Bus oder mit dem Auto?',
              translation: 'Shall we go by bus or by car?',
            },
            {
              point: { de: 'Kosten', en: 'Costs' },
              question: 'Wie viel darf es kosten, und wer bezahlt?',
              translation: 'How much can it cost, and who pays?',
            },
            {
              point: { de: 'Geschenk oder Mitbringsel', en: 'Present or something to bring' },
              question: 'Was schenken wir ihr? Hast du eine Idee?',
              translation: 'What shall we give her? Do you have an idea?',
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Die Vorbereitungszeit gut nutzen', en: 'Making good use of the preparation time' },
          items: [
            {
              de: 'Notieren Sie zu jedem Punkt eine eigene Idee und einen Grund, nur in Stichwörtern.',
              en: 'For each point, note one idea of your own and a reason, in key words only.',
            },
            {
              de: 'Überlegen Sie sich auch eine zweite Idee. Dann haben Sie schnell einen Gegenvorschlag.',
              en: 'Think of a second idea as well. Then you have a counter-proposal ready.',
            },
            {
              de: 'Schreiben Sie keine ganzen Sätze. Sie sollen frei sprechen, nicht ablesen.',
              en: 'Do not write full sentences. You should speak freely, not read aloud.',
            },
          ],
        },
      ],
    },
    {
      id: 'useful-phrases',
      title: { de: 'Redemittel für die Planung', en: 'Useful phrases for planning' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Lernen Sie aus jeder Gruppe zwei oder drei Sätze sicher auswendig. Das reicht für die Prüfung. Mit Ihrem Partner sprechen Sie meistens per du, deshalb stehen die Sätze in der du-Form.',
            en: 'Learn two or three sentences from each group by heart. That is enough for the exam. You usually say du to your partner, so the sentences use the du form.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Vorschlagen', en: 'Suggesting' },
          items: [
            {
              german: 'Wie wäre es, wenn wir am Freitag feiern?',
              translation: 'How about celebrating on Friday?',
              tip: {
                de: 'Nach [[wenn]] steht das Verb am Ende.',
                en: 'After [[wenn]] the verb goes to the end.',
              },
            },
            {
              german: 'Ich schlage vor, dass wir zuerst den Termin festlegen.',
              translation: 'I suggest that we fix the date first.',
              tip: {
                de: 'Auch nach [[dass]] steht das Verb am Ende.',
                en: 'After [[dass]] the verb also goes to the end.',
              },
            },
            {
              german: 'Wir könnten einen Ausflug an den See machen.',
              translation: 'We could take a trip to the lake.',
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
              translation: 'That suits me well.',
              tip: {
                de: 'Gut für Termine: [[Freitag passt mir gut.]]',
                en: 'Good for dates and times: [[Freitag passt mir gut.]] (Friday suits me well.)',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Höflich ablehnen', en: 'Rejecting politely' },
          items: [
            {
              german: 'Das finde ich keine so gute Idee, weil das zu teuer ist.',
              translation: 'I don’t think that’s such a good idea, because it’s too expensive.',
              tip: {
                de: 'Lehnen Sie immer mit Grund ab. Nach [[weil]] steht das Verb am Ende.',
                en: 'Always give a reason when you say no. After [[weil]] the verb goes to the end.',
              },
            },
            {
              german: 'Leider kann ich am Samstag nicht.',
              translation: 'Unfortunately I can’t make it on Saturday.',
              tip: {
                de: '[[Leider]] macht das Nein freundlicher. Nennen Sie einen Grund: [[Da besuche ich meine Eltern.]]',
                en: '[[Leider]] makes the no friendlier. Give a reason: [[Da besuche ich meine Eltern.]] (I’m visiting my parents then.)',
              },
            },
            {
              german: 'Die Idee ist nicht schlecht, aber …',
              translation: 'The idea isn’t bad, but …',
              tip: {
                de: 'Erst etwas Positives, dann das Problem.',
                en: 'First something positive, then the problem.',
              },
            },
            {
              german: 'Hm, ich weiß nicht. Ist das nicht zu weit weg?',
              translation: 'Hmm, I’m not sure. Isn’t that too far away?',
              tip: {
                de: 'Eine Frage ist eine weiche Art, Nein zu sagen.',
                en: 'A question is a soft way of saying no.',
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
              german: 'Lieber am Freitag, da haben alle Zeit.',
              translation: 'Friday would be better – everyone has time then.',
              tip: {
                de: 'Kurz und natürlich. Als ganzer Satz: [[Ich würde lieber am Freitag feiern.]]',
                en: 'Short and natural. As a full sentence: [[Ich würde lieber am Freitag feiern.]] (I’d rather celebrate on Friday.)',
              },
            },
            {
              german: 'Wie wäre es mit einem Kompromiss? Jeder bringt etwas zu essen mit.',
              translation: 'How about a compromise? Everyone brings something to eat.',
              tip: {
                de: 'Passt gut, wenn Sie beide verschiedene Ideen haben.',
                en: 'Useful when the two of you have different ideas.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Den Partner einbeziehen und nachfragen',
            en: 'Involving your partner and asking back',
          },
          items: [
            {
              german: 'Was meinst du?',
              translation: 'What do you think?',
              tip: {
                de: 'Damit geben Sie das Wort weiter (Schritt T).',
                en: 'This hands the turn to your partner (step T).',
              },
            },
            { german: 'Bist du damit einverstanden?', translation: 'Are you OK with that?' },
            {
              german: 'Wie meinst du das genau?',
              translation: 'What exactly do you mean?',
              tip: {
                de: 'Wenn Sie etwas nicht verstanden haben (Schritt L).',
                en: 'When you have not understood something (step L).',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Zusammenfassen', en: 'Summing up' },
          items: [
            {
              german: 'Also, wir machen Folgendes: …',
              translation: 'So, here’s what we’ll do: …',
              tip: {
                de: 'Danach: was, wann, wo und wer macht was.',
                en: 'Then say what, when, where and who does what.',
              },
            },
            {
              german: 'Fassen wir zusammen: Wir treffen uns am Samstag um 10 Uhr am Bahnhof.',
              translation: 'Let’s sum up: we’ll meet at the station on Saturday at 10 o’clock.',
              tip: {
                de: 'Das Verb steht am Anfang: [[Fassen wir zusammen]] ist eine Aufforderung an Sie beide.',
                en: 'The verb comes first: [[Fassen wir zusammen]] invites both of you to sum up.',
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
      title: { de: 'Beispiel: eine Abschiedsfeier planen', en: 'Example: planning a farewell party' },
      blocks: [
        {
          type: 'example',
          title: {
            de: 'Die Aufgabe (Übungsaufgabe im Stil der Prüfung)',
            en: 'The task (a practice task in the style of the exam)',
          },
          text: [
            {
              german:
                'Sie arbeiten in derselben Firma. Ihre Kollegin Sabine hört Ende des Monats auf, weil sie in eine andere Stadt zieht. Sie möchten zusammen eine kleine Abschiedsfeier für sie organisieren.',
              translation:
                'You work for the same company. Your colleague Sabine is leaving at the end of the month because she is moving to another city. You want to organise a small farewell party for her together.',
            },
            {
              german: 'Sprechen Sie über die folgenden Punkte und machen Sie Vorschläge:',
              translation: 'Talk about the following points and make suggestions:',
            },
            {
              german: 'Wann? – Wo? – Essen und Getränke? – Geschenk? – Wer macht was?',
              translation: 'When? – Where? – Food and drinks? – Present? – Who does what?',
            },
          ],
          steps: [
            {
              prompt: { de: 'Was ist das Ziel des Gesprächs?', en: 'What is the goal of the conversation?' },
              answer: {
                de: 'Ein gemeinsamer Plan für Sabines Abschiedsfeier: Termin, Ort, Essen, Geschenk und Aufgaben.',
                en: 'A shared plan for Sabine’s farewell party: date, place, food, present and tasks.',
              },
              reasoning: {
                de: 'Der Plan muss nicht perfekt sein. Wichtig ist, dass Sie beide Vorschläge machen, reagieren und sich am Ende einigen.',
                en: 'The plan does not have to be perfect. What matters is that you both make suggestions, react and agree at the end.',
              },
            },
            {
              prompt: {
                de: 'Was notieren Sie in der Vorbereitungszeit?',
                en: 'What do you note down during the preparation time?',
              },
              answer: {
                de: 'Zu jedem Punkt eine Idee mit Grund, nur in Stichwörtern, zum Beispiel [[Freitag, 17 Uhr – nach der Arbeit]] oder [[Buchgutschein – liest gern]].',
                en: 'For each point, one idea with a reason, in key words only, for example [[Freitag, 17 Uhr – nach der Arbeit]] (Friday, 5 p.m. – after work) or [[Buchgutschein – liest gern]] (book voucher – likes reading).',
              },
              reasoning: {
                de: 'Stichwörter helfen beim freien Sprechen. Eine zweite Idee pro Punkt ist Ihr Gegenvorschlag, wenn Ihr Partner Nein sagt.',
                en: 'Key words help you speak freely. A second idea for each point is your counter-proposal if your partner says no.',
              },
            },
            {
              prompt: { de: 'Wie fangen Sie an?', en: 'How do you start?' },
              answer: {
                de: 'Mit der Situation und dem ersten Punkt: [[Wie wäre es, wenn wir zuerst über den Termin sprechen?]]',
                en: 'With the situation and the first point: [[Wie wäre es, wenn wir zuerst über den Termin sprechen?]]',
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
          title: { de: 'Anna und Mehmet planen die Feier', en: 'Anna and Mehmet plan the party' },
          lines: [
            {
              speaker: { same: 'Anna' },
              german:
                'Mehmet, unsere Kollegin Sabine hört ja Ende des Monats bei uns auf. Wir sollen eine kleine Abschiedsfeier für sie planen. Wie wäre es, wenn wir zuerst über den Termin sprechen?',
              translation:
                'Mehmet, as you know, our colleague Sabine is leaving at the end of the month. We’re supposed to plan a small farewell party for her. How about talking about the date first?',
              note: {
                de: 'I – Initiate: Anna nennt das Thema und beginnt mit einem Vorschlag.',
                en: 'I – Initiate: Anna names the topic and opens with a suggestion.',
              },
            },
            {
              speaker: { same: 'Mehmet' },
              german:
                'Ja, gern. Ich schlage vor, dass wir am Samstagabend feiern. Dann muss am nächsten Tag niemand arbeiten.',
              translation:
                'Yes, sure. I suggest we celebrate on Saturday evening. Then nobody has to work the next day.',
              note: {
                de: 'S – Suggest & support: ein Vorschlag mit Grund.',
                en: 'S – Suggest & support: a suggestion with a reason.',
              },
            },
            {
              speaker: { same: 'Anna' },
              german:
                'Hm, leider kann ich am Samstag nicht. Da besuche ich meine Eltern. Was hältst du davon, wenn wir stattdessen am Freitag nach der Arbeit feiern?',
              translation:
                'Hmm, unfortunately I can’t make it on Saturday. I’m visiting my parents then. What do you think about celebrating on Friday after work instead?',
              note: {
                de: 'T und E: höflich ablehnen mit Grund, dann ein Gegenvorschlag.',
                en: 'T and E: a polite no with a reason, then a counter-proposal.',
              },
            },
            {
              speaker: { same: 'Mehmet' },
              german: 'Einverstanden, Freitag passt mir auch gut. Sagen wir um 17 Uhr?',
              translation: 'Agreed, Friday suits me fine too. Shall we say 5 p.m.?',
              note: {
                de: 'Zustimmen und gleich ein Detail festmachen.',
                en: 'Accepting, and fixing a detail straight away.',
              },
            },
            {
              speaker: { same: 'Anna' },
              german:
                'Gute Idee! Und wo feiern wir? Wir könnten ins Restaurant gehen, zum Beispiel zum Italiener an der Ecke.',
              translation:
                'Good idea! And where shall we celebrate? We could go to a restaurant, for example the Italian place on the corner.',
              note: {
                de: 'Der nächste Punkt (Wo?) mit einem neuen Vorschlag.',
                en: 'The next point (where?) with a new suggestion.',
              },
            },
            {
              speaker: { same: 'Mehmet' },
              german:
                'Das finde ich keine so gute Idee, weil das Restaurant für alle ziemlich teuer ist. Lass uns lieber hier in der Firma feiern, im großen Besprechungsraum.',
              translation:
                'I don’t think that’s such a good idea, because the restaurant is quite expensive for everyone. Let’s celebrate here at work instead, in the big meeting room.',
              note: {
                de: 'Höflich ablehnen mit [[weil]], dann ein Gegenvorschlag mit [[lieber]].',
                en: 'A polite no with [[weil]], then a counter-proposal with [[lieber]].',
              },
            },
            {
              speaker: { same: 'Anna' },
              german:
                'Da hast du recht, das ist günstiger. Aber ein bisschen Essen brauchen wir trotzdem. Wie wäre es mit einem Kompromiss: Wir feiern im Besprechungsraum, und jeder bringt etwas zu essen mit?',
              translation:
                'You’re right, that’s cheaper. But we still need some food. How about a compromise: we celebrate in the meeting room, and everyone brings something to eat?',
              note: {
                de: 'E – Explore alternatives: ein Kompromiss.',
                en: 'E – Explore alternatives: a compromise.',
              },
            },
            {
              speaker: { same: 'Mehmet' },
              german: 'Das ist eine gute Lösung. Ich backe einen Kuchen. Und was bringst du mit?',
              translation: 'That’s a good solution. I’ll bake a cake. And what will you bring?',
              note: {
                de: 'T – Take turns: Mehmet gibt das Wort mit einer Frage zurück.',
                en: 'T – Take turns: Mehmet hands the turn back with a question.',
              },
            },
            {
              speaker: { same: 'Anna' },
              german:
                'Ich kümmere mich um die Getränke, also Saft, Wasser und Kaffee. Und was schenken wir Sabine? Hast du eine Idee?',
              translation:
                'I’ll take care of the drinks – juice, water and coffee. And what shall we give Sabine? Do you have an idea?',
              note: {
                de: 'Wer macht was? Die Aufgaben werden verteilt.',
                en: 'Who does what? The tasks are shared out.',
              },
            },
            {
              speaker: { same: 'Mehmet' },
              german:
                'Sabine liest doch so gern. Wir könnten Geld sammeln und ihr einen Buchgutschein kaufen.',
              translation:
                'Sabine loves reading, after all. We could collect money and buy her a book voucher.',
              note: {
                de: 'S – ein Vorschlag, begründet mit Sabines Hobby.',
                en: 'S – a suggestion, supported by Sabine’s hobby.',
              },
            },
            {
              speaker: { same: 'Anna' },
              german: 'Super, das passt gut zu ihr. Aber wer sammelt das Geld?',
              translation: 'Great, that really suits her. But who will collect the money?',
              note: {
                de: 'Zustimmen mit Grund, dann die nächste Frage.',
                en: 'Agreeing with a reason, then the next question.',
              },
            },
            {
              speaker: { same: 'Mehmet' },
              german:
                'Das mache ich. Ich schreibe morgen eine E-Mail an alle Kollegen und lade sie dabei gleich zur Feier ein.',
              translation:
                'I’ll do that. Tomorrow I’ll write an e-mail to all our colleagues and invite them to the party at the same time.',
            },
            {
              speaker: { same: 'Anna' },
              german:
                'Prima. Dann kaufe ich den Gutschein am Donnerstag in der Mittagspause. Sagen wir Sabine vorher Bescheid, oder soll es eine Überraschung sein?',
              translation:
                'Great. Then I’ll buy the voucher on Thursday in my lunch break. Shall we tell Sabine beforehand, or should it be a surprise?',
            },
            {
              speaker: { same: 'Mehmet' },
              german:
                'Lieber eine Überraschung! Wir sagen ihr nur, dass sie am Freitag um 17 Uhr kurz in den Besprechungsraum kommen soll.',
              translation:
                'A surprise would be better! We’ll just tell her to come to the meeting room for a moment on Friday at 5 p.m.',
              note: {
                de: '[[Lieber …]]: kurz sagen, was man vorzieht.',
                en: '[[Lieber …]]: a short way to say what you prefer.',
              },
            },
            {
              speaker: { same: 'Anna' },
              german:
                'Gut, dann fassen wir zusammen: Wir feiern am Freitag um 17 Uhr im großen Besprechungsraum, und es ist eine Überraschung. Du backst einen Kuchen, sammelst das Geld und schreibst die E-Mail. Ich bringe die Getränke mit und kaufe den Gutschein. Und alle bringen etwas zu essen mit. Habe ich etwas vergessen?',
              translation:
                'Good, then let’s sum up: we’ll celebrate on Friday at 5 p.m. in the big meeting room, and it’s a surprise. You’ll bake a cake, collect the money and write the e-mail. I’ll bring the drinks and buy the voucher. And everyone brings something to eat. Have I forgotten anything?',
              note: {
                de: 'N – Nail it down: Zusammenfassung mit wann, wo und wer macht was.',
                en: 'N – Nail it down: a summary with when, where and who does what.',
              },
            },
            {
              speaker: { same: 'Mehmet' },
              german: 'Nein, ich glaube, das ist alles. Sabine freut sich bestimmt!',
              translation: 'No, I think that’s everything. Sabine will definitely be pleased!',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'In der Prüfung etwas länger', en: 'A little longer in the exam' },
          text: {
            de: 'Dieses Beispiel ist kurz. In der Prüfung sprechen Sie etwa 5 bis 6 Minuten. Nutzen Sie die Zeit für mehr Gründe, Rückfragen und Details, zum Beispiel zur Musik oder zur Dekoration.',
            en: 'This example is short. In the exam you talk for about 5 to 6 minutes. Use the time for more reasons, questions and details, for example about music or decorations.',
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
              de: 'Sprechen Sie ungefähr gleich viel wie Ihr Partner. Machen Sie Pausen, damit er oder sie antworten kann.',
              en: 'Speak about as much as your partner. Leave pauses so that he or she can answer.',
            },
            {
              de: 'Geben Sie nach zwei oder drei Sätzen das Wort weiter, zum Beispiel mit [[Was meinst du?]]',
              en: 'After two or three sentences, hand over the turn, for example with [[Was meinst du?]]',
            },
            {
              de: 'Begründen Sie jeden Vorschlag und jedes Nein.',
              en: 'Give a reason for every suggestion and every no.',
            },
            {
              de: 'Ist Ihr Partner sehr still? Helfen Sie mit einer einfachen Frage: [[Was möchtest du lieber, Kino oder Theater?]]',
              en: 'Is your partner very quiet? Help with a simple question: [[Was möchtest du lieber, Kino oder Theater?]] (What would you prefer, cinema or theatre?)',
            },
            {
              de: 'Sagen Sie ruhig auch einmal Nein, höflich und mit Grund. Ein echtes Gespräch ist interessanter als immer nur [[Ja, gute Idee.]]',
              en: 'It is fine to say no now and then, politely and with a reason. A real conversation is more interesting than always saying [[Ja, gute Idee.]]',
            },
            {
              de: 'Der Plan muss nicht perfekt sein. Es geht um die Kommunikation, nicht um die beste Party der Welt.',
              en: 'The plan does not have to be perfect. It is about communication, not about the best party in the world.',
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
              de: '**Keinen Platz lassen:** Sie unterbrechen Ihren Partner oder beantworten Ihre eigenen Fragen gleich selbst.',
              en: '**Leaving no space:** you interrupt your partner or answer your own questions straight away.',
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
              de: '**Nicht nachgeben:** Sie bleiben bei Ihrer Idee und suchen keinen Kompromiss.',
              en: '**Never giving way:** you stick to your idea and do not look for a compromise.',
            },
            {
              de: '**Die Zusammenfassung vergessen:** Am Ende ist nicht klar, was Sie zusammen geplant haben.',
              en: '**Forgetting the summary:** at the end it is not clear what you have planned together.',
            },
            {
              de: '**Ablesen:** Sie lesen ganze Sätze von Ihrem Zettel vor.',
              en: '**Reading aloud:** you read full sentences from your notes.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Du oder Sie?', en: 'Du or Sie?' },
          text: {
            de: 'Mit Ihrem Partner oder Ihrer Partnerin sprechen Sie in der Prüfung meistens per du. Das ist in Ordnung. Mit den Prüfern sprechen Sie per Sie.',
            en: 'In the exam you usually say du to your partner. That is fine. You speak to the examiners with Sie.',
          },
        },
      ],
    },
    {
      id: 'assessment',
      title: { de: 'So bewerten die Prüfer', en: 'How the examiners assess you' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 3 hören die Prüfer meistens nur zu. Allgemein achten sie auf diese Fragen:',
            en: 'In part 3 the examiners mostly just listen. In general they pay attention to these questions:',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Aufgabe:** Machen Sie Vorschläge, reagieren Sie und kommen Sie zusammen zu einem Plan?',
              en: '**Task:** do you make suggestions, react and reach a plan together?',
            },
            {
              de: '**Gespräch:** Gehen Sie auf Ihren Partner ein, fragen Sie nach und lassen Sie ihn oder sie zu Wort kommen?',
              en: '**Interaction:** do you respond to your partner, ask questions and let him or her have a say?',
            },
            {
              de: '**Ausdruck:** Können Sie Ihre Ideen klar sagen und begründen? Passen Ihre Redemittel zur Situation?',
              en: '**Expression:** can you state and explain your ideas clearly? Do your phrases fit the situation?',
            },
            {
              de: '**Richtigkeit:** Wie korrekt sind Grammatik und Wörter? Kleine Fehler sind normal. Wichtig ist, dass man Sie versteht.',
              en: '**Accuracy:** how correct are your grammar and words? Small mistakes are normal. What matters is that people understand you.',
            },
            {
              de: '**Aussprache:** Kann man Sie gut und ohne Mühe verstehen?',
              en: '**Pronunciation:** can people understand you well and without effort?',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Punkte im mündlichen Teil', en: 'Points in the oral exam' },
          text: {
            de: 'Im mündlichen Teil gibt es insgesamt 75 Punkte. Sie bestehen ihn mit mindestens 45 Punkten (60 %). Jede Person bekommt ihr eigenes Ergebnis. Bewertet wird nicht, ob Ihr Plan die beste Idee ist, sondern wie Sie ihn zusammen entwickeln.',
            en: 'The oral exam has 75 points in all. You pass it with at least 45 points (60 %). Each person gets their own result. What counts is not whether your plan is the best idea, but how you develop it together.',
          },
        },
      ],
    },
  ],
  closing: {
    de: 'Hören Sie zu, machen Sie Vorschläge und finden Sie zusammen einen Plan. Mit LISTEN haben Sie für jeden Moment von Teil 3 die passenden Worte.',
    en: 'Listen, make suggestions and find a plan together. With LISTEN you have the right words for every moment of part 3.',
  },
  seoMeta: {
    title: {
      de: 'Sprechen Teil 3 (telc Deutsch B1): gemeinsam planen mit LISTEN',
      en: 'Speaking Part 3 (telc Deutsch B1): plan together with LISTEN',
    },
    description: {
      de: 'Gemeinsam etwas planen im Format der Prüfung telc Deutsch B1: LISTEN-System, Redemittel zum Vorschlagen, Zustimmen und Ablehnen und ein Beispieldialog.',
      en: 'Planning together in the telc Deutsch B1 format: the LISTEN system, German phrases to suggest, agree and decline politely, plus a full model dialogue.',
    },
  },
} satisfies Sheet;
