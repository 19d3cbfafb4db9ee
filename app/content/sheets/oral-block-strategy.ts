import { table, type Sheet } from '../sheet-schema';

/** Cheat sheet #17: Oral Block Strategy. */
export const oralBlockStrategy = {
  pageTitle: {
    main: { de: 'Strategie für die', en: 'Oral Block' },
    highlight: { de: 'mündliche Prüfung', en: 'Strategy' },
    subtitle: {
      de: 'Mit dem ACE-System nutzen Sie 20 Minuten Vorbereitung und etwa 15 Minuten Gespräch klug.',
      en: 'With the ACE system you make good use of 20 minutes of preparation and about 15 minutes of conversation.',
    },
  },
  exam: { de: 'Mündliche Prüfung · alle Teile', en: 'Oral exam · All parts' },
  sections: [
    {
      id: 'at-a-glance',
      title: { de: 'Die mündliche Prüfung auf einen Blick', en: 'The oral exam at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die mündliche Prüfung hat zwei Phasen: zuerst **20 Minuten Vorbereitung** für Teil 2 und Teil 3, danach ein **Gespräch von etwa 15 Minuten**. Meistens sprechen Sie zu zweit mit einer Partnerin oder einem Partner. Zwei Prüferinnen oder Prüfer sind dabei. Insgesamt dauert alles etwa 35 Minuten.',
            en: 'The oral exam has two phases: first **20 minutes of preparation** for parts 2 and 3, then a **conversation of about 15 minutes**. You usually take it in pairs, with a partner. Two examiners are present. In all, it takes about 35 minutes.',
          },
        },
        table({
          caption: { de: 'Überblick: die ganze mündliche Prüfung', en: 'Overview: the whole oral exam' },
          columns: [
            { key: 'phase', header: { same: 'Phase' } },
            { key: 'activity', header: { de: 'Aktivität', en: 'Activity' } },
            { key: 'duration', header: { de: 'Dauer', en: 'Duration' } },
            { key: 'goal', header: { de: 'Ziel', en: 'Goal' } },
          ],
          rows: [
            {
              phase: { de: 'Vorbereitung', en: 'Preparation' },
              activity: {
                de: 'Aufgaben für Teil 2 und Teil 3 lesen, Stichwörter notieren',
                en: 'Read the tasks for parts 2 and 3, write down keywords',
              },
              duration: { de: '20 Minuten', en: '20 minutes' },
              goal: {
                de: 'Mit einem Plan und Notizen ins Gespräch gehen',
                en: 'Go into the conversation with a plan and notes',
              },
            },
            {
              phase: { de: 'Teil 1: Kontaktaufnahme', en: 'Part 1: Contact ([[Kontaktaufnahme]])' },
              activity: {
                de: 'Sich vorstellen (WHO), über sich erzählen, der Partnerin oder dem Partner Fragen stellen',
                en: 'Introduce yourself (WHO), talk about yourself, ask your partner questions',
              },
              duration: { de: 'etwa 3–4 Minuten', en: 'about 3–4 minutes' },
              goal: {
                de: 'Entspannt ins Gespräch kommen und Interesse zeigen',
                en: 'Get into the conversation in a relaxed way and show interest',
              },
            },
            {
              phase: {
                de: 'Teil 2: Gespräch über ein Thema',
                en: 'Part 2: Topic discussion ([[Gespräch über ein Thema]])',
              },
              activity: {
                de: 'Den eigenen Text oder das eigene Bild vorstellen (etwa 2 Minuten, PAVE), die Meinung sagen, dann zusammen darüber sprechen',
                en: 'Present your own text or picture (about 2 minutes, PAVE), give your opinion, then talk about it together',
              },
              duration: {
                de: 'etwa 5–6 Minuten für beide zusammen',
                en: 'about 5–6 minutes for both of you together',
              },
              goal: {
                de: 'Klar präsentieren und auf den Partner reagieren',
                en: 'Present clearly and react to your partner',
              },
            },
            {
              phase: {
                de: 'Teil 3: Gemeinsam etwas planen',
                en: 'Part 3: Planning together ([[Gemeinsam etwas planen]])',
              },
              activity: {
                de: 'Vorschläge machen, auf Vorschläge reagieren, sich einigen (LISTEN)',
                en: 'Make suggestions, react to suggestions, agree (LISTEN)',
              },
              duration: { de: 'etwa 5–6 Minuten', en: 'about 5–6 minutes' },
              goal: { de: 'Zusammen zu einem klaren Plan kommen', en: 'Reach a clear plan together' },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Teil 1 üben Sie zu Hause', en: 'Practise part 1 at home' },
          text: {
            de: 'Die 20 Minuten Vorbereitung sind für Teil 2 und Teil 3. Für Teil 1 gibt es keine Vorbereitungszeit. Üben Sie Ihre Vorstellung deshalb vorher, bis Sie sie frei sprechen können.',
            en: 'The 20 minutes of preparation are for parts 2 and 3. There is no preparation time for part 1. So practise your introduction beforehand until you can say it freely.',
          },
        },
      ],
    },
    {
      id: 'ace-system',
      title: { de: 'Das ACE-System', en: 'The ACE system' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'ACE ist ein einfacher Plan für die ganze mündliche Prüfung. Jeder Buchstabe steht für eine Aufgabe, die Sie immer im Kopf haben.',
            en: 'ACE is a simple plan for the whole oral exam. Each letter stands for a task that you always keep in mind.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'A – Actively prepare (aktiv vorbereiten)', en: 'A – Actively prepare' },
              text: {
                de: 'Nutzen Sie die 20 Minuten mit einem festen Zeitplan. Für Teil 2 ordnen Sie Ihre Ideen mit PAVE. Für Teil 3 notieren Sie: wer, was, wann, wo. Schreiben Sie nur Stichwörter, keine ganzen Sätze. So sprechen Sie später frei und lesen nicht vor.',
                en: 'Use the 20 minutes with a fixed time plan. For part 2, organise your ideas with PAVE. For part 3, note down: who, what, when, where. Write keywords only, no full sentences. Then you will speak freely later instead of reading aloud.',
              },
            },
            {
              title: {
                de: 'C – Connect & converse (Kontakt aufnehmen und im Gespräch bleiben)',
                en: 'C – Connect & converse',
              },
              text: {
                de: 'Die Prüfung ist ein Gespräch, kein Vortrag. Schauen Sie Ihre Partnerin oder Ihren Partner an. Hören Sie gut zu und reagieren Sie auf das, was sie oder er sagt. Stellen Sie Fragen, stimmen Sie zu oder sagen Sie freundlich, dass Sie anderer Meinung sind.',
                en: 'The exam is a conversation, not a speech. Look at your partner. Listen carefully and react to what your partner says. Ask questions, agree, or say in a friendly way that you see it differently.',
              },
            },
            {
              title: { de: 'E – End strongly (stark abschließen)', en: 'E – End strongly' },
              text: {
                de: 'Beenden Sie jeden Teil mit einem klaren Schluss: in Teil 1 mit einer Frage an den Partner, in Teil 2 mit einer Frage nach Ihrer Präsentation, in Teil 3 mit einer kurzen Zusammenfassung des Plans. So zeigen Sie: Ich habe die Aufgabe gelöst.',
                en: 'Finish each part with a clear ending: in part 1 with a question to your partner, in part 2 with a question after your presentation, in part 3 with a short summary of the plan. This shows: I have completed the task.',
              },
            },
          ],
        },
        table({
          caption: { de: 'ACE in Aktion', en: 'ACE in action' },
          columns: [
            { key: 'phase', header: { same: 'Phase' } },
            { key: 'action', header: { de: 'Was Sie tun', en: 'What you do' } },
            { key: 'why', header: { de: 'Warum?', en: 'Why?' } },
            { key: 'how', header: { de: 'Wie?', en: 'How?' } },
          ],
          rows: [
            {
              phase: { de: 'A – Vorbereitung Teil 2', en: 'A – Preparing part 2' },
              action: { de: 'Text oder Bild mit PAVE ordnen', en: 'Organise your text or picture with PAVE' },
              why: {
                de: 'Ihre Präsentation hat eine klare Struktur und dauert etwa 2 Minuten.',
                en: 'Your presentation has a clear structure and lasts about 2 minutes.',
              },
              how: {
                de: '2–3 Stichwörter pro PAVE-Schritt, dazu eine Frage für das Ende',
                en: '2–3 keywords per PAVE step, plus a question for the end',
              },
            },
            {
              phase: { de: 'A – Vorbereitung Teil 3', en: 'A – Preparing part 3' },
              action: {
                de: 'Ideen für den gemeinsamen Plan sammeln',
                en: 'Collect ideas for the shared plan',
              },
              why: {
                de: 'Sie haben sofort Vorschläge und müssen nicht lange überlegen.',
                en: 'You have suggestions ready and do not need to think for long.',
              },
              how: {
                de: 'Vier Punkte notieren: [[Wer? Was? Wann? Wo?]] Zu jedem Punkt eine Idee.',
                en: 'Note four points: [[Wer? Was? Wann? Wo?]] (Who? What? When? Where?) One idea for each point.',
              },
            },
            {
              phase: { de: 'C – Teil 1', en: 'C – Part 1' },
              action: {
                de: 'Sich vorstellen und Fragen stellen',
                en: 'Introduce yourself and ask questions',
              },
              why: { de: 'Ein guter Start nimmt die Nervosität.', en: 'A good start takes away the nerves.' },
              how: {
                de: 'WHO-Vorstellung in 4–5 Sätzen, dann zum Beispiel: [[Und du? Woher kommst du?]]',
                en: 'A WHO introduction in 4–5 sentences, then for example: [[Und du? Woher kommst du?]] (And you? Where are you from?)',
              },
            },
            {
              phase: { de: 'C – Teil 2 und Teil 3', en: 'C – Parts 2 and 3' },
              action: { de: 'Zuhören und reagieren', en: 'Listen and react' },
              why: {
                de: 'Das Gespräch mit dem Partner gehört zur Aufgabe.',
                en: 'Talking with your partner is part of the task.',
              },
              how: {
                de: 'Nachfragen, zustimmen, widersprechen: [[Wie meinst du das?]] [[Da hast du recht.]]',
                en: 'Ask, agree, disagree: [[Wie meinst du das?]] (What do you mean?) [[Da hast du recht.]] (You’re right.)',
              },
            },
            {
              phase: { de: 'E – Ende Teil 2', en: 'E – End of part 2' },
              action: {
                de: 'Die Präsentation mit einer Frage beenden',
                en: 'End your presentation with a question',
              },
              why: {
                de: 'Der Partner weiß sofort: Jetzt bin ich dran.',
                en: 'Your partner knows at once: now it is my turn.',
              },
              how: {
                de: '[[Das war meine Präsentation. Was meinst du dazu?]]',
                en: '[[Das war meine Präsentation. Was meinst du dazu?]] (That was my presentation. What do you think?)',
              },
            },
            {
              phase: { de: 'E – Ende Teil 3', en: 'E – End of part 3' },
              action: { de: 'Den Plan zusammenfassen', en: 'Sum up the plan' },
              why: {
                de: 'Alle hören das Ergebnis noch einmal klar und deutlich.',
                en: 'Everyone hears the result once more, clearly.',
              },
              how: {
                de: '[[Also: Wir treffen uns am Samstag um zehn Uhr am Bahnhof.]]',
                en: '[[Also: Wir treffen uns am Samstag um zehn Uhr am Bahnhof.]] (So: we’ll meet at the station on Saturday at ten.)',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'preparation-timeline',
      title: { de: 'Die 20 Minuten Vorbereitung', en: 'The 20 minutes of preparation' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Dieser Zeitplan ist eine **Empfehlung**, keine offizielle Regel. Er hilft Ihnen, keine Zeit zu verlieren und beide Teile gut vorzubereiten.',
            en: 'This time plan is a **recommendation**, not an official rule. It helps you avoid wasting time and prepare both parts well.',
          },
        },
        {
          type: 'timeline',
          caption: {
            de: 'Empfohlener Zeitplan für die 20 Minuten Vorbereitung (Richtwert)',
            en: 'Recommended plan for the 20 minutes of preparation (guideline)',
          },
          headers: {
            phase: { same: 'Phase' },
            activity: { de: 'Aktivität', en: 'Activity' },
            duration: { de: 'Dauer', en: 'Duration' },
            goal: { de: 'Ziel', en: 'Goal' },
          },
          segments: [
            {
              phase: { de: 'Teil 2 vorbereiten', en: 'Prepare part 2' },
              activity: {
                de: 'Minute 1–8: Ihren Text oder Ihr Bild für Teil 2 mit PAVE vorbereiten. Stichwörter zum Thema, zu Vor- und Nachteilen, zu Ihrer Meinung und eine Frage für das Ende.',
                en: 'Minutes 1–8: prepare your text or picture for part 2 with PAVE. Keywords on the topic, on advantages and disadvantages, on your opinion, and a question for the end.',
              },
              from: 0,
              to: 8,
              goal: {
                de: 'Ihre Präsentation von etwa 2 Minuten steht.',
                en: 'Your presentation of about 2 minutes is ready.',
              },
            },
            {
              phase: { de: 'Teil 3 vorbereiten', en: 'Prepare part 3' },
              activity: {
                de: 'Minute 9–18: Notizen für Teil 3 zu [[wer, was, wann, wo]]: zu jedem Punkt eine Idee, wenn möglich auch eine zweite als Gegenvorschlag.',
                en: 'Minutes 9–18: notes for part 3 on [[wer, was, wann, wo]] (who, what, when, where): one idea for each point, and if possible a second one as a counter-proposal.',
              },
              from: 8,
              to: 18,
              goal: {
                de: 'Zu jeder Frage haben Sie mindestens einen Vorschlag.',
                en: 'You have at least one suggestion for each question.',
              },
            },
            {
              phase: { de: 'Ruhe und Check', en: 'Calm and check' },
              activity: {
                de: 'Minute 19–20: Notizen noch einmal lesen, den ersten Satz für Teil 2 und Teil 3 im Kopf sagen, tief durchatmen.',
                en: 'Minutes 19–20: read your notes once more, say your first sentence for parts 2 and 3 in your head, breathe deeply.',
              },
              from: 18,
              to: 20,
              goal: {
                de: 'Ruhig und konzentriert ins Gespräch gehen.',
                en: 'Go into the conversation calm and focused.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Darf ich mit meinem Partner sprechen?', en: 'May I talk to my partner?' },
          text: {
            de: 'Das Prüfungsformat sagt nur: 20 Minuten Vorbereitung für Teil 2 und Teil 3. Planen Sie deshalb so, dass Sie sich allein vorbereiten. Sprechen Sie nur mit Ihrer Partnerin oder Ihrem Partner, wenn die Aufsicht es ausdrücklich erlaubt. Fragen Sie im Zweifel vorher nach.',
            en: 'The exam format only says: 20 minutes of preparation for parts 2 and 3. So plan to prepare on your own. Talk to your partner only if the supervisor clearly allows it. If in doubt, ask beforehand.',
          },
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Gute Notizen', en: 'Good notes' },
          items: [
            {
              de: 'Auf Deutsch notieren, nicht in Ihrer Muttersprache.',
              en: 'Write in German, not in your first language.',
            },
            {
              de: 'Nur Stichwörter, keine ganzen Sätze: Sie sollen frei sprechen.',
              en: 'Keywords only, no full sentences: you are meant to speak freely.',
            },
            {
              de: 'Wichtige Nomen mit Artikel aufschreiben, zum Beispiel [[der Ausflug, die Kosten]].',
              en: 'Write down important nouns with their article, for example [[der Ausflug, die Kosten]] (the trip, the costs).',
            },
            {
              de: 'Den ersten Satz für Teil 3 vorbereiten, zum Beispiel [[Ich schlage vor, dass wir …]]',
              en: 'Prepare your first sentence for part 3, for example [[Ich schlage vor, dass wir …]] (I suggest that we …)',
            },
          ],
        },
      ],
    },
    {
      id: 'conversation-parts',
      title: { de: 'Das Gespräch: drei Teile', en: 'The conversation: three parts' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Nach der Vorbereitung beginnt das Gespräch. Es dauert **etwa 15 Minuten**. Die Minuten im Balken sind gerundet und zeigen nur ungefähr, wie lange jeder Teil dauert.',
            en: 'After the preparation, the conversation begins. It lasts **about 15 minutes**. The minutes in the bar are rounded and only show roughly how long each part takes.',
          },
        },
        {
          type: 'timeline',
          caption: {
            de: 'Ablauf des Gesprächs (etwa 15 Minuten, ungefähre Zeiten)',
            en: 'Course of the conversation (about 15 minutes, approximate times)',
          },
          headers: {
            phase: { same: 'Phase' },
            activity: { de: 'Aktivität', en: 'Activity' },
            duration: { de: 'Dauer', en: 'Duration' },
            goal: { de: 'Ziel', en: 'Goal' },
          },
          segments: [
            {
              phase: { de: 'Teil 1: Kontakt', en: 'Part 1: Contact' },
              activity: {
                de: 'Etwa 3–4 Minuten. Sich mit WHO vorstellen, dann der Partnerin oder dem Partner eine Frage stellen.',
                en: 'About 3–4 minutes. Introduce yourself with WHO, then ask your partner a question.',
              },
              from: 0,
              to: 4,
              goal: { de: 'Ein freundlicher, sicherer Start', en: 'A friendly, confident start' },
            },
            {
              phase: { de: 'Teil 2: Thema', en: 'Part 2: Topic' },
              activity: {
                de: 'Etwa 5–6 Minuten. Jede Person präsentiert etwa 2 Minuten (PAVE) und endet mit einer Frage. Danach sprechen Sie zusammen darüber.',
                en: 'About 5–6 minutes. Each of you presents for about 2 minutes (PAVE) and ends with a question. Then you talk about it together.',
              },
              from: 4,
              to: 10,
              goal: {
                de: 'Die eigene Meinung klar sagen und auf den Partner reagieren',
                en: 'State your opinion clearly and react to your partner',
              },
            },
            {
              phase: { de: 'Teil 3: Planen', en: 'Part 3: Planning' },
              activity: {
                de: 'Etwa 5–6 Minuten. Eine Person beginnt mit einem Vorschlag, dann reagieren Sie aufeinander (LISTEN-System). Am Ende fassen Sie den Plan zusammen.',
                en: 'About 5–6 minutes. One partner starts with a suggestion, then you react to each other (LISTEN system). At the end you sum up the plan.',
              },
              from: 10,
              to: 15,
              goal: { de: 'Gemeinsam zu einem klaren Plan kommen', en: 'Reach a clear plan together' },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Wie lange dauert jeder Teil?', en: 'How long does each part take?' },
          text: {
            de: 'Teil 1 dauert etwa 3–4 Minuten, Teil 2 etwa 5–6 Minuten und Teil 3 etwa 5–6 Minuten. Zusammen sind das etwa 15 Minuten. Achten Sie auf das Gespräch, nicht auf die Uhr.',
            en: 'Part 1 takes about 3–4 minutes, part 2 about 5–6 minutes and part 3 about 5–6 minutes. Together that is about 15 minutes. Focus on the conversation, not on the clock.',
          },
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Du oder Sie?', en: 'Informal or formal “you”?' },
          text: {
            de: 'Mit Ihrer Partnerin oder Ihrem Partner sprechen Sie meistens per du. Mit den Prüferinnen und Prüfern sprechen Sie immer per Sie.',
            en: 'With your partner you usually use [[du]]. With the examiners you always use [[Sie]].',
          },
        },
      ],
    },
    {
      id: 'partner-types',
      title: { de: 'Drei Partnertypen und Ihre Strategie', en: 'Three partner types and your strategy' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Sie können Ihre Partnerin oder Ihren Partner nicht auswählen. Mit diesen Strategien bleiben Sie trotzdem gut im Gespräch.',
            en: 'You cannot choose your partner. With these strategies you can still keep the conversation going.',
          },
        },
        table({
          caption: {
            de: 'Partnertypen: Herausforderung und Strategie',
            en: 'Partner types: challenge and strategy',
          },
          columns: [
            { key: 'type', header: { de: 'Partnertyp', en: 'Partner type' } },
            { key: 'challenge', header: { de: 'Herausforderung', en: 'Challenge' } },
            { key: 'strategy', header: { de: 'Strategie', en: 'Strategy' } },
          ],
          rows: [
            {
              type: { de: 'Der stille Partner', en: 'The silent partner' },
              challenge: {
                de: 'Sagt wenig und antwortet nur kurz. Sie haben das Gefühl, allein zu sprechen.',
                en: 'Says little and gives only short answers. You feel that you are talking alone.',
              },
              strategy: {
                de: 'Offene Fragen stellen, zum Beispiel [[Was denkst du darüber?]] Zeit zum Antworten lassen. Auf jede Antwort freundlich reagieren.',
                en: 'Ask open questions, for example [[Was denkst du darüber?]] (What do you think about it?) Give your partner time to answer. React to every answer in a friendly way.',
              },
            },
            {
              type: { de: 'Der dominante Partner', en: 'The dominant partner' },
              challenge: {
                de: 'Spricht sehr lange, unterbricht Sie und lässt Sie kaum zu Wort kommen.',
                en: 'Talks for a very long time, interrupts you and hardly lets you speak.',
              },
              strategy: {
                de: 'Höflich, aber klar das Wort nehmen: [[Darf ich kurz etwas dazu sagen?]] [[Lass mich bitte kurz ausreden.]] Ruhig bleiben, nicht lauter werden.',
                en: 'Take your turn politely but clearly: [[Darf ich kurz etwas dazu sagen?]] (May I briefly say something about that?) [[Lass mich bitte kurz ausreden.]] (Please let me finish.) Stay calm, do not get louder.',
              },
            },
            {
              type: { de: 'Der Partner mit vielen Fehlern', en: 'The partner who makes mistakes' },
              challenge: {
                de: 'Macht viele Fehler. Sie werden unsicher oder möchten korrigieren.',
                en: 'Makes a lot of mistakes. You become unsure or want to correct them.',
              },
              strategy: {
                de: 'Fehler ignorieren und auf den Inhalt achten. Nicht korrigieren. Nur nachfragen, wenn Sie wirklich etwas nicht verstehen: [[Wie meinst du das genau?]]',
                en: 'Ignore the mistakes and focus on the meaning. Do not correct. Ask only if you really do not understand something: [[Wie meinst du das genau?]] (What exactly do you mean?)',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Nicht korrigieren!', en: 'Do not correct!' },
          text: {
            de: 'Sie sind Gesprächspartner, nicht Lehrer. Korrekturen stören das Gespräch und wirken unfreundlich. Achten Sie lieber auf Ihre eigene Sprache.',
            en: 'You are a conversation partner, not a teacher. Corrections interrupt the conversation and seem unfriendly. Pay attention to your own language instead.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Stiller Partner: offene Fragen', en: 'Silent partner: open questions' },
          items: [
            {
              german: 'Was meinst du dazu?',
              translation: 'What do you think about it?',
              tip: { de: 'Passt gut nach Ihrer eigenen Meinung.', en: 'Works well after your own opinion.' },
            },
            {
              german: 'Wie ist das bei dir?',
              translation: 'What’s it like for you?',
              tip: { de: 'Macht das Thema persönlich und leicht.', en: 'Makes the topic personal and easy.' },
            },
            {
              german: 'Hast du schon einmal so etwas gemacht?',
              translation: 'Have you ever done something like that?',
            },
            {
              german: 'Welche Idee findest du am besten?',
              translation: 'Which idea do you like best?',
              tip: { de: 'Gut in Teil 3.', en: 'Good in part 3.' },
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Dominanter Partner: höflich das Wort nehmen',
            en: 'Dominant partner: take your turn politely',
          },
          items: [
            {
              german: 'Darf ich kurz etwas dazu sagen?',
              translation: 'May I briefly say something about that?',
              tip: {
                de: 'Freundlich lächeln, dann direkt weitersprechen.',
                en: 'Smile, then go straight on with what you want to say.',
              },
            },
            {
              german: 'Lass mich bitte kurz ausreden.',
              translation: 'Please let me finish.',
              tip: {
                de: 'Wenn Sie unterbrochen werden. Ruhig sagen, nicht laut.',
                en: 'When you are interrupted. Say it calmly, not loudly.',
              },
            },
            {
              german: 'Entschuldigung, ich möchte noch etwas ergänzen.',
              translation: 'Sorry, I would like to add something.',
            },
            {
              german: 'Das ist ein guter Punkt. Aber ich sehe das ein bisschen anders.',
              translation: 'That’s a good point. But I see it a little differently.',
              tip: {
                de: 'Erst anerkennen, dann die eigene Meinung sagen.',
                en: 'First acknowledge, then give your own opinion.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Partner mit Fehlern: auf den Inhalt achten',
            en: 'Partner who makes mistakes: focus on the meaning',
          },
          items: [
            {
              german: 'Ah, interessant! Und warum?',
              translation: 'Oh, interesting! And why?',
              tip: {
                de: 'Reagieren Sie auf den Inhalt, nicht auf die Grammatik.',
                en: 'React to the content, not to the grammar.',
              },
            },
            {
              german: 'Wie meinst du das genau?',
              translation: 'What exactly do you mean?',
              tip: {
                de: 'Nur wenn Sie wirklich nicht verstanden haben.',
                en: 'Only if you really have not understood.',
              },
            },
            { german: 'Ach so, jetzt verstehe ich.', translation: 'Oh, I see. Now I understand.' },
          ],
        },
      ],
    },
    {
      id: 'end-strongly',
      title: { de: 'Stark abschließen', en: 'Ending strongly' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Der letzte Eindruck bleibt. Beenden Sie jeden Teil bewusst und nicht mit Schweigen.',
            en: 'The last impression is the one that stays. End each part on purpose, not with silence.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Teil 1:** Beenden Sie Ihre Vorstellung mit einer Frage an die Partnerin oder den Partner.',
              en: '**Part 1:** End your introduction with a question to your partner.',
            },
            {
              de: '**Teil 2:** Sagen Sie klar, dass Ihre Präsentation zu Ende ist, und stellen Sie eine Frage.',
              en: '**Part 2:** Say clearly that your presentation is finished, and ask a question.',
            },
            {
              de: '**Teil 3:** Fassen Sie den Plan am Ende kurz zusammen: wer, was, wann, wo.',
              en: '**Part 3:** At the end, sum up the plan briefly: who, what, when, where.',
            },
            {
              de: '**Keine Idee mehr?** Nicht schweigen. Fassen Sie kurz zusammen oder stellen Sie eine Frage.',
              en: '**Out of ideas?** Do not go silent. Sum up briefly or ask a question.',
            },
            {
              de: '**Ganz am Ende:** Verabschieden Sie sich höflich von den Prüferinnen und Prüfern.',
              en: '**At the very end:** Say goodbye politely to the examiners.',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Sätze für einen starken Schluss', en: 'Sentences for a strong ending' },
          items: [
            {
              german: 'Das war meine Präsentation. Was meinst du dazu?',
              translation: 'That was my presentation. What do you think?',
              tip: { de: 'Ende von Teil 2.', en: 'End of part 2.' },
            },
            {
              german: 'Zum Schluss möchte ich sagen: …',
              translation: 'Finally, I would like to say: …',
              tip: { de: 'Vor Ihrem letzten Gedanken in Teil 2.', en: 'Before your last thought in part 2.' },
            },
            {
              german: 'Also, fassen wir kurz zusammen: …',
              translation: 'So, let’s sum up briefly: …',
              tip: { de: 'Ende von Teil 3.', en: 'End of part 3.' },
            },
            {
              german: 'Gut, dann machen wir es so.',
              translation: 'Good, then let’s do it that way.',
              tip: { de: 'Bestätigt die Einigung.', en: 'Confirms the agreement.' },
            },
            {
              german: 'Vielen Dank. Auf Wiedersehen!',
              translation: 'Thank you very much. Goodbye!',
              tip: {
                de: 'An die Prüferinnen und Prüfer, ganz am Ende.',
                en: 'To the examiners, at the very end.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: {
            de: 'Beispiel: das Ende von Teil 3 (eine Geburtstagsfeier für eine Freundin aus dem Deutschkurs planen)',
            en: 'Example: the end of part 3 (planning a birthday party for a friend from the German course)',
          },
          lines: [
            {
              speaker: { same: 'Anna' },
              german: 'Gut, dann haben wir fast alles. Sollen wir kurz zusammenfassen?',
              translation: 'Good, then we have almost everything. Shall we sum up briefly?',
              note: { de: 'Anna leitet den Schluss ein.', en: 'Anna starts the ending.' },
            },
            {
              speaker: { same: 'Karim' },
              german: 'Ja, gern. Also: Wir feiern am Freitag um 18 Uhr im Kursraum.',
              translation: 'Yes, sure. So: we’ll celebrate on Friday at 6 p.m. in the classroom.',
              note: { de: 'Wann und wo', en: 'When and where' },
            },
            {
              speaker: { same: 'Anna' },
              german: 'Genau. Ich kaufe den Kuchen, und du bringst die Getränke mit.',
              translation: 'Exactly. I’ll buy the cake, and you’ll bring the drinks.',
              note: { de: 'Wer und was', en: 'Who and what' },
            },
            {
              speaker: { same: 'Karim' },
              german: 'Und die Karte schreiben wir zusammen. Dann machen wir es so!',
              translation: 'And we’ll write the card together. Let’s do it that way, then!',
            },
            {
              speaker: { same: 'Anna' },
              german: 'Super, ich freue mich schon!',
              translation: 'Great, I’m already looking forward to it!',
            },
          ],
        },
      ],
    },
    {
      id: 'points-and-passing',
      title: { de: 'Punkte und Bestehen', en: 'Points and passing' },
      blocks: [
        {
          type: 'list',
          items: [
            {
              de: 'In der mündlichen Prüfung gibt es **75 Punkte**.',
              en: 'The oral exam is worth **75 points**.',
            },
            {
              de: 'Sie brauchen mindestens **60 %**, also **45 von 75 Punkten**.',
              en: 'You need at least **60 %**, that is **45 of 75 points**.',
            },
            {
              de: 'Außerdem brauchen Sie mindestens 60 % in der schriftlichen Prüfung (135 von 225 Punkten). Insgesamt gibt es 300 Punkte.',
              en: 'You also need at least 60 % in the written exam (135 of 225 points). There are 300 points in all.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Was heißt das für Sie?', en: 'What does this mean for you?' },
          text: {
            de: 'Sie müssen die schriftliche und die mündliche Prüfung bestehen: Viele Punkte in der schriftlichen Prüfung helfen Ihnen in der mündlichen Prüfung nicht. Aber Sie müssen nicht perfekt sprechen. Kleine Fehler sind normal. Bleiben Sie in allen drei Teilen aktiv im Gespräch.',
            en: 'You must pass both the written and the oral exam: lots of points in the written exam do not help you in the oral exam. But you do not have to speak perfectly. Small mistakes are normal. Stay active in the conversation in all three parts.',
          },
        },
      ],
    },
  ],
  closing: {
    de: 'Mit einem klaren Plan für die 20 Minuten und dem ACE-System gehen Sie ruhig in die Prüfung. Sie müssen nicht perfekt sprechen, Sie müssen nur im Gespräch bleiben.',
    en: 'With a clear plan for the 20 minutes and the ACE system, you can go into the exam calmly. You do not have to speak perfectly; you just have to stay in the conversation.',
  },
  seoMeta: {
    title: {
      de: 'Strategie für die mündliche Prüfung B1: das ACE-System',
      en: 'Oral Block Strategy for B1: the ACE System',
    },
    description: {
      de: '20 Minuten Vorbereitung, etwa 15 Minuten Gespräch: So nutzen Sie die Zeit in der mündlichen B1-Prüfung mit dem ACE-System und Redemitteln.',
      en: '20 minutes of preparation, about 15 minutes of talking: use your time in the B1 oral exam well with the ACE system, a time plan and partner phrases.',
    },
  },
} satisfies Sheet;
