import type { SheetContent } from './legacy-schema';

/** Cheat sheet #17: Oral Block Strategy. */
export const oralBlockStrategy = {
  pageTitle: {
    de: {
      main: 'Strategie für die',
      highlight: 'mündliche Prüfung',
      subtitle: 'Mit dem ACE-System nutzen Sie 20 Minuten Vorbereitung und etwa 15 Minuten Gespräch klug.',
    },
    en: {
      main: 'Oral Block',
      highlight: 'Strategy',
      subtitle:
        'With the ACE system you make good use of 20 minutes of preparation and about 15 minutes of conversation.',
    },
  },
  exam: { de: 'Mündliche Prüfung · alle Teile', en: 'Oral exam · All parts' },
  sections: {
    de: [
      {
        id: 'at-a-glance',
        title: 'Die mündliche Prüfung auf einen Blick',
        blocks: [
          {
            type: 'paragraph',
            text: 'Die mündliche Prüfung hat zwei Phasen: zuerst **20 Minuten Vorbereitung** für Teil 2 und Teil 3, danach ein **Gespräch von etwa 15 Minuten**. Meistens sprechen Sie zu zweit mit einer Partnerin oder einem Partner. Zwei Prüferinnen oder Prüfer sind dabei. Insgesamt dauert alles etwa 35 Minuten.',
          },
          {
            type: 'table',
            caption: 'Überblick: die ganze mündliche Prüfung',
            columns: [
              { key: 'phase', header: 'Phase' },
              { key: 'activity', header: 'Aktivität' },
              { key: 'duration', header: 'Dauer' },
              { key: 'goal', header: 'Ziel' },
            ],
            rows: [
              {
                phase: 'Vorbereitung',
                activity: 'Aufgaben für Teil 2 und Teil 3 lesen, Stichwörter notieren',
                duration: '20 Minuten',
                goal: 'Mit einem Plan und Notizen ins Gespräch gehen',
              },
              {
                phase: 'Teil 1: Kontaktaufnahme',
                activity:
                  'Sich vorstellen (WHO), über sich erzählen, der Partnerin oder dem Partner Fragen stellen',
                duration: 'etwa 3–4 Minuten',
                goal: 'Entspannt ins Gespräch kommen und Interesse zeigen',
              },
              {
                phase: 'Teil 2: Gespräch über ein Thema',
                activity:
                  'Den eigenen Text oder das eigene Bild vorstellen (etwa 2 Minuten, PAVE), die Meinung sagen, dann zusammen darüber sprechen',
                duration: 'etwa 5–6 Minuten für beide zusammen',
                goal: 'Klar präsentieren und auf den Partner reagieren',
              },
              {
                phase: 'Teil 3: Gemeinsam etwas planen',
                activity: 'Vorschläge machen, auf Vorschläge reagieren, sich einigen (LISTEN)',
                duration: 'etwa 5–6 Minuten',
                goal: 'Zusammen zu einem klaren Plan kommen',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Teil 1 üben Sie zu Hause',
            text: 'Die 20 Minuten Vorbereitung sind für Teil 2 und Teil 3. Für Teil 1 gibt es keine Vorbereitungszeit. Üben Sie Ihre Vorstellung deshalb vorher, bis Sie sie frei sprechen können.',
          },
        ],
      },
      {
        id: 'ace-system',
        title: 'Das ACE-System',
        blocks: [
          {
            type: 'paragraph',
            text: 'ACE ist ein einfacher Plan für die ganze mündliche Prüfung. Jeder Buchstabe steht für eine Aufgabe, die Sie immer im Kopf haben.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'A – Actively prepare (aktiv vorbereiten)',
                text: 'Nutzen Sie die 20 Minuten mit einem festen Zeitplan. Für Teil 2 ordnen Sie Ihre Ideen mit PAVE. Für Teil 3 notieren Sie: wer, was, wann, wo. Schreiben Sie nur Stichwörter, keine ganzen Sätze. So sprechen Sie später frei und lesen nicht vor.',
              },
              {
                title: 'C – Connect & converse (Kontakt aufnehmen und im Gespräch bleiben)',
                text: 'Die Prüfung ist ein Gespräch, kein Vortrag. Schauen Sie Ihre Partnerin oder Ihren Partner an. Hören Sie gut zu und reagieren Sie auf das, was sie oder er sagt. Stellen Sie Fragen, stimmen Sie zu oder sagen Sie freundlich, dass Sie anderer Meinung sind.',
              },
              {
                title: 'E – End strongly (stark abschließen)',
                text: 'Beenden Sie jeden Teil mit einem klaren Schluss: in Teil 1 mit einer Frage an den Partner, in Teil 2 mit einer Frage nach Ihrer Präsentation, in Teil 3 mit einer kurzen Zusammenfassung des Plans. So zeigen Sie: Ich habe die Aufgabe gelöst.',
              },
            ],
          },
          {
            type: 'table',
            caption: 'ACE in Aktion',
            columns: [
              { key: 'phase', header: 'Phase' },
              { key: 'action', header: 'Was Sie tun' },
              { key: 'why', header: 'Warum?' },
              { key: 'how', header: 'Wie?' },
            ],
            rows: [
              {
                phase: 'A – Vorbereitung Teil 2',
                action: 'Text oder Bild mit PAVE ordnen',
                why: 'Ihre Präsentation hat eine klare Struktur und dauert etwa 2 Minuten.',
                how: '2–3 Stichwörter pro PAVE-Schritt, dazu eine Frage für das Ende',
              },
              {
                phase: 'A – Vorbereitung Teil 3',
                action: 'Ideen für den gemeinsamen Plan sammeln',
                why: 'Sie haben sofort Vorschläge und müssen nicht lange überlegen.',
                how: 'Vier Punkte notieren: [[Wer? Was? Wann? Wo?]] Zu jedem Punkt eine Idee.',
              },
              {
                phase: 'C – Teil 1',
                action: 'Sich vorstellen und Fragen stellen',
                why: 'Ein guter Start nimmt die Nervosität.',
                how: 'WHO-Vorstellung in 4–5 Sätzen, dann zum Beispiel: [[Und du? Woher kommst du?]]',
              },
              {
                phase: 'C – Teil 2 und Teil 3',
                action: 'Zuhören und reagieren',
                why: 'Das Gespräch mit dem Partner gehört zur Aufgabe.',
                how: 'Nachfragen, zustimmen, widersprechen: [[Wie meinst du das?]] [[Da hast du recht.]]',
              },
              {
                phase: 'E – Ende Teil 2',
                action: 'Die Präsentation mit einer Frage beenden',
                why: 'Der Partner weiß sofort: Jetzt bin ich dran.',
                how: '[[Das war meine Präsentation. Was meinst du dazu?]]',
              },
              {
                phase: 'E – Ende Teil 3',
                action: 'Den Plan zusammenfassen',
                why: 'Alle hören das Ergebnis noch einmal klar und deutlich.',
                how: '[[Also: Wir treffen uns am Samstag um zehn Uhr am Bahnhof.]]',
              },
            ],
          },
        ],
      },
      {
        id: 'preparation-timeline',
        title: 'Die 20 Minuten Vorbereitung',
        blocks: [
          {
            type: 'paragraph',
            text: 'Dieser Zeitplan ist eine **Empfehlung**, keine offizielle Regel. Er hilft Ihnen, keine Zeit zu verlieren und beide Teile gut vorzubereiten.',
          },
          {
            type: 'timeline',
            caption: 'Empfohlener Zeitplan für die 20 Minuten Vorbereitung (Richtwert)',
            headers: { phase: 'Phase', activity: 'Aktivität', duration: 'Dauer', goal: 'Ziel' },
            segments: [
              {
                phase: 'Teil 2 vorbereiten',
                activity:
                  'Minute 1–8: Ihren Text oder Ihr Bild für Teil 2 mit PAVE vorbereiten. Stichwörter zum Thema, zu Vor- und Nachteilen, zu Ihrer Meinung und eine Frage für das Ende.',
                from: 0,
                to: 8,
                goal: 'Ihre Präsentation von etwa 2 Minuten steht.',
              },
              {
                phase: 'Teil 3 vorbereiten',
                activity:
                  'Minute 9–18: Notizen für Teil 3 zu [[wer, was, wann, wo]]: zu jedem Punkt eine Idee, wenn möglich auch eine zweite als Gegenvorschlag.',
                from: 8,
                to: 18,
                goal: 'Zu jeder Frage haben Sie mindestens einen Vorschlag.',
              },
              {
                phase: 'Ruhe und Check',
                activity:
                  'Minute 19–20: Notizen noch einmal lesen, den ersten Satz für Teil 2 und Teil 3 im Kopf sagen, tief durchatmen.',
                from: 18,
                to: 20,
                goal: 'Ruhig und konzentriert ins Gespräch gehen.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Darf ich mit meinem Partner sprechen?',
            text: 'Das Prüfungsformat sagt nur: 20 Minuten Vorbereitung für Teil 2 und Teil 3. Planen Sie deshalb so, dass Sie sich allein vorbereiten. Sprechen Sie nur mit Ihrer Partnerin oder Ihrem Partner, wenn die Aufsicht es ausdrücklich erlaubt. Fragen Sie im Zweifel vorher nach.',
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Gute Notizen',
            items: [
              'Auf Deutsch notieren, nicht in Ihrer Muttersprache.',
              'Nur Stichwörter, keine ganzen Sätze: Sie sollen frei sprechen.',
              'Wichtige Nomen mit Artikel aufschreiben, zum Beispiel [[der Ausflug, die Kosten]].',
              'Den ersten Satz für Teil 3 vorbereiten, zum Beispiel [[Ich schlage vor, dass wir …]]',
            ],
          },
        ],
      },
      {
        id: 'conversation-parts',
        title: 'Das Gespräch: drei Teile',
        blocks: [
          {
            type: 'paragraph',
            text: 'Nach der Vorbereitung beginnt das Gespräch. Es dauert **etwa 15 Minuten**. Die Minuten im Balken sind gerundet und zeigen nur ungefähr, wie lange jeder Teil dauert.',
          },
          {
            type: 'timeline',
            caption: 'Ablauf des Gesprächs (etwa 15 Minuten, ungefähre Zeiten)',
            headers: { phase: 'Phase', activity: 'Aktivität', duration: 'Dauer', goal: 'Ziel' },
            segments: [
              {
                phase: 'Teil 1: Kontakt',
                activity:
                  'Etwa 3–4 Minuten. Sich mit WHO vorstellen, dann der Partnerin oder dem Partner eine Frage stellen.',
                from: 0,
                to: 4,
                goal: 'Ein freundlicher, sicherer Start',
              },
              {
                phase: 'Teil 2: Thema',
                activity:
                  'Etwa 5–6 Minuten. Jede Person präsentiert etwa 2 Minuten (PAVE) und endet mit einer Frage. Danach sprechen Sie zusammen darüber.',
                from: 4,
                to: 10,
                goal: 'Die eigene Meinung klar sagen und auf den Partner reagieren',
              },
              {
                phase: 'Teil 3: Planen',
                activity:
                  'Etwa 5–6 Minuten. Eine Person beginnt mit einem Vorschlag, dann reagieren Sie aufeinander (LISTEN-System). Am Ende fassen Sie den Plan zusammen.',
                from: 10,
                to: 15,
                goal: 'Gemeinsam zu einem klaren Plan kommen',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Wie lange dauert jeder Teil?',
            text: 'Teil 1 dauert etwa 3–4 Minuten, Teil 2 etwa 5–6 Minuten und Teil 3 etwa 5–6 Minuten. Zusammen sind das etwa 15 Minuten. Achten Sie auf das Gespräch, nicht auf die Uhr.',
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Du oder Sie?',
            text: 'Mit Ihrer Partnerin oder Ihrem Partner sprechen Sie meistens per du. Mit den Prüferinnen und Prüfern sprechen Sie immer per Sie.',
          },
        ],
      },
      {
        id: 'partner-types',
        title: 'Drei Partnertypen und Ihre Strategie',
        blocks: [
          {
            type: 'paragraph',
            text: 'Sie können Ihre Partnerin oder Ihren Partner nicht auswählen. Mit diesen Strategien bleiben Sie trotzdem gut im Gespräch.',
          },
          {
            type: 'table',
            caption: 'Partnertypen: Herausforderung und Strategie',
            columns: [
              { key: 'type', header: 'Partnertyp' },
              { key: 'challenge', header: 'Herausforderung' },
              { key: 'strategy', header: 'Strategie' },
            ],
            rows: [
              {
                type: 'Der stille Partner',
                challenge: 'Sagt wenig und antwortet nur kurz. Sie haben das Gefühl, allein zu sprechen.',
                strategy:
                  'Offene Fragen stellen, zum Beispiel [[Was denkst du darüber?]] Zeit zum Antworten lassen. Auf jede Antwort freundlich reagieren.',
              },
              {
                type: 'Der dominante Partner',
                challenge: 'Spricht sehr lange, unterbricht Sie und lässt Sie kaum zu Wort kommen.',
                strategy:
                  'Höflich, aber klar das Wort nehmen: [[Darf ich kurz etwas dazu sagen?]] [[Lass mich bitte kurz ausreden.]] Ruhig bleiben, nicht lauter werden.',
              },
              {
                type: 'Der Partner mit vielen Fehlern',
                challenge: 'Macht viele Fehler. Sie werden unsicher oder möchten korrigieren.',
                strategy:
                  'Fehler ignorieren und auf den Inhalt achten. Nicht korrigieren. Nur nachfragen, wenn Sie wirklich etwas nicht verstehen: [[Wie meinst du das genau?]]',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Nicht korrigieren!',
            text: 'Sie sind Gesprächspartner, nicht Lehrer. Korrekturen stören das Gespräch und wirken unfreundlich. Achten Sie lieber auf Ihre eigene Sprache.',
          },
          {
            type: 'phrases',
            title: 'Stiller Partner: offene Fragen',
            items: [
              {
                german: 'Was meinst du dazu?',
                translation: 'What do you think about it?',
                tip: 'Passt gut nach Ihrer eigenen Meinung.',
              },
              {
                german: 'Wie ist das bei dir?',
                translation: 'What’s it like for you?',
                tip: 'Macht das Thema persönlich und leicht.',
              },
              {
                german: 'Hast du schon einmal so etwas gemacht?',
                translation: 'Have you ever done something like that?',
              },
              {
                german: 'Welche Idee findest du am besten?',
                translation: 'Which idea do you like best?',
                tip: 'Gut in Teil 3.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Dominanter Partner: höflich das Wort nehmen',
            items: [
              {
                german: 'Darf ich kurz etwas dazu sagen?',
                translation: 'May I briefly say something about that?',
                tip: 'Freundlich lächeln, dann direkt weitersprechen.',
              },
              {
                german: 'Lass mich bitte kurz ausreden.',
                translation: 'Please let me finish.',
                tip: 'Wenn Sie unterbrochen werden. Ruhig sagen, nicht laut.',
              },
              {
                german: 'Entschuldigung, ich möchte noch etwas ergänzen.',
                translation: 'Sorry, I would like to add something.',
              },
              {
                german: 'Das ist ein guter Punkt. Aber ich sehe das ein bisschen anders.',
                translation: 'That’s a good point. But I see it a little differently.',
                tip: 'Erst anerkennen, dann die eigene Meinung sagen.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Partner mit Fehlern: auf den Inhalt achten',
            items: [
              {
                german: 'Ah, interessant! Und warum?',
                translation: 'Oh, interesting! And why?',
                tip: 'Reagieren Sie auf den Inhalt, nicht auf die Grammatik.',
              },
              {
                german: 'Wie meinst du das genau?',
                translation: 'What exactly do you mean?',
                tip: 'Nur wenn Sie wirklich nicht verstanden haben.',
              },
              { german: 'Ach so, jetzt verstehe ich.', translation: 'Oh, I see. Now I understand.' },
            ],
          },
        ],
      },
      {
        id: 'end-strongly',
        title: 'Stark abschließen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Der letzte Eindruck bleibt. Beenden Sie jeden Teil bewusst und nicht mit Schweigen.',
          },
          {
            type: 'list',
            items: [
              '**Teil 1:** Beenden Sie Ihre Vorstellung mit einer Frage an die Partnerin oder den Partner.',
              '**Teil 2:** Sagen Sie klar, dass Ihre Präsentation zu Ende ist, und stellen Sie eine Frage.',
              '**Teil 3:** Fassen Sie den Plan am Ende kurz zusammen: wer, was, wann, wo.',
              '**Keine Idee mehr?** Nicht schweigen. Fassen Sie kurz zusammen oder stellen Sie eine Frage.',
              '**Ganz am Ende:** Verabschieden Sie sich höflich von den Prüferinnen und Prüfern.',
            ],
          },
          {
            type: 'phrases',
            title: 'Sätze für einen starken Schluss',
            items: [
              {
                german: 'Das war meine Präsentation. Was meinst du dazu?',
                translation: 'That was my presentation. What do you think?',
                tip: 'Ende von Teil 2.',
              },
              {
                german: 'Zum Schluss möchte ich sagen: …',
                translation: 'Finally, I would like to say: …',
                tip: 'Vor Ihrem letzten Gedanken in Teil 2.',
              },
              {
                german: 'Also, fassen wir kurz zusammen: …',
                translation: 'So, let’s sum up briefly: …',
                tip: 'Ende von Teil 3.',
              },
              {
                german: 'Gut, dann machen wir es so.',
                translation: 'Good, then let’s do it that way.',
                tip: 'Bestätigt die Einigung.',
              },
              {
                german: 'Vielen Dank. Auf Wiedersehen!',
                translation: 'Thank you very much. Goodbye!',
                tip: 'An die Prüferinnen und Prüfer, ganz am Ende.',
              },
            ],
          },
          {
            type: 'dialogue',
            title:
              'Beispiel: das Ende von Teil 3 (eine Geburtstagsfeier für eine Freundin aus dem Deutschkurs planen)',
            lines: [
              {
                speaker: 'Anna',
                german: 'Gut, dann haben wir fast alles. Sollen wir kurz zusammenfassen?',
                translation: 'Good, then we have almost everything. Shall we sum up briefly?',
                note: 'Anna leitet den Schluss ein.',
              },
              {
                speaker: 'Karim',
                german: 'Ja, gern. Also: Wir feiern am Freitag um 18 Uhr im Kursraum.',
                translation: 'Yes, sure. So: we’ll celebrate on Friday at 6 p.m. in the classroom.',
                note: 'Wann und wo',
              },
              {
                speaker: 'Anna',
                german: 'Genau. Ich kaufe den Kuchen, und du bringst die Getränke mit.',
                translation: 'Exactly. I’ll buy the cake, and you’ll bring the drinks.',
                note: 'Wer und was',
              },
              {
                speaker: 'Karim',
                german: 'Und die Karte schreiben wir zusammen. Dann machen wir es so!',
                translation: 'And we’ll write the card together. Let’s do it that way, then!',
              },
              {
                speaker: 'Anna',
                german: 'Super, ich freue mich schon!',
                translation: 'Great, I’m already looking forward to it!',
              },
            ],
          },
        ],
      },
      {
        id: 'points-and-passing',
        title: 'Punkte und Bestehen',
        blocks: [
          {
            type: 'list',
            items: [
              'In der mündlichen Prüfung gibt es **75 Punkte**.',
              'Sie brauchen mindestens **60 %**, also **45 von 75 Punkten**.',
              'Außerdem brauchen Sie mindestens 60 % in der schriftlichen Prüfung (135 von 225 Punkten). Insgesamt gibt es 300 Punkte.',
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Was heißt das für Sie?',
            text: 'Sie müssen die schriftliche und die mündliche Prüfung bestehen: Viele Punkte in der schriftlichen Prüfung helfen Ihnen in der mündlichen Prüfung nicht. Aber Sie müssen nicht perfekt sprechen. Kleine Fehler sind normal. Bleiben Sie in allen drei Teilen aktiv im Gespräch.',
          },
        ],
      },
    ],
    en: [
      {
        id: 'at-a-glance',
        title: 'The oral exam at a glance',
        blocks: [
          {
            type: 'paragraph',
            text: 'The oral exam has two phases: first **20 minutes of preparation** for parts 2 and 3, then a **conversation of about 15 minutes**. You usually take it in pairs, with a partner. Two examiners are present. In all, it takes about 35 minutes.',
          },
          {
            type: 'table',
            caption: 'Overview: the whole oral exam',
            columns: [
              { key: 'phase', header: 'Phase' },
              { key: 'activity', header: 'Activity' },
              { key: 'duration', header: 'Duration' },
              { key: 'goal', header: 'Goal' },
            ],
            rows: [
              {
                phase: 'Preparation',
                activity: 'Read the tasks for parts 2 and 3, write down keywords',
                duration: '20 minutes',
                goal: 'Go into the conversation with a plan and notes',
              },
              {
                phase: 'Part 1: Contact ([[Kontaktaufnahme]])',
                activity: 'Introduce yourself (WHO), talk about yourself, ask your partner questions',
                duration: 'about 3–4 minutes',
                goal: 'Get into the conversation in a relaxed way and show interest',
              },
              {
                phase: 'Part 2: Topic discussion ([[Gespräch über ein Thema]])',
                activity:
                  'Present your own text or picture (about 2 minutes, PAVE), give your opinion, then talk about it together',
                duration: 'about 5–6 minutes for both of you together',
                goal: 'Present clearly and react to your partner',
              },
              {
                phase: 'Part 3: Planning together ([[Gemeinsam etwas planen]])',
                activity: 'Make suggestions, react to suggestions, agree (LISTEN)',
                duration: 'about 5–6 minutes',
                goal: 'Reach a clear plan together',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Practise part 1 at home',
            text: 'The 20 minutes of preparation are for parts 2 and 3. There is no preparation time for part 1. So practise your introduction beforehand until you can say it freely.',
          },
        ],
      },
      {
        id: 'ace-system',
        title: 'The ACE system',
        blocks: [
          {
            type: 'paragraph',
            text: 'ACE is a simple plan for the whole oral exam. Each letter stands for a task that you always keep in mind.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'A – Actively prepare',
                text: 'Use the 20 minutes with a fixed time plan. For part 2, organise your ideas with PAVE. For part 3, note down: who, what, when, where. Write keywords only, no full sentences. Then you will speak freely later instead of reading aloud.',
              },
              {
                title: 'C – Connect & converse',
                text: 'The exam is a conversation, not a speech. Look at your partner. Listen carefully and react to what your partner says. Ask questions, agree, or say in a friendly way that you see it differently.',
              },
              {
                title: 'E – End strongly',
                text: 'Finish each part with a clear ending: in part 1 with a question to your partner, in part 2 with a question after your presentation, in part 3 with a short summary of the plan. This shows: I have completed the task.',
              },
            ],
          },
          {
            type: 'table',
            caption: 'ACE in action',
            columns: [
              { key: 'phase', header: 'Phase' },
              { key: 'action', header: 'What you do' },
              { key: 'why', header: 'Why?' },
              { key: 'how', header: 'How?' },
            ],
            rows: [
              {
                phase: 'A – Preparing part 2',
                action: 'Organise your text or picture with PAVE',
                why: 'Your presentation has a clear structure and lasts about 2 minutes.',
                how: '2–3 keywords per PAVE step, plus a question for the end',
              },
              {
                phase: 'A – Preparing part 3',
                action: 'Collect ideas for the shared plan',
                why: 'You have suggestions ready and do not need to think for long.',
                how: 'Note four points: [[Wer? Was? Wann? Wo?]] (Who? What? When? Where?) One idea for each point.',
              },
              {
                phase: 'C – Part 1',
                action: 'Introduce yourself and ask questions',
                why: 'A good start takes away the nerves.',
                how: 'A WHO introduction in 4–5 sentences, then for example: [[Und du? Woher kommst du?]] (And you? Where are you from?)',
              },
              {
                phase: 'C – Parts 2 and 3',
                action: 'Listen and react',
                why: 'Talking with your partner is part of the task.',
                how: 'Ask, agree, disagree: [[Wie meinst du das?]] (What do you mean?) [[Da hast du recht.]] (You’re right.)',
              },
              {
                phase: 'E – End of part 2',
                action: 'End your presentation with a question',
                why: 'Your partner knows at once: now it is my turn.',
                how: '[[Das war meine Präsentation. Was meinst du dazu?]] (That was my presentation. What do you think?)',
              },
              {
                phase: 'E – End of part 3',
                action: 'Sum up the plan',
                why: 'Everyone hears the result once more, clearly.',
                how: '[[Also: Wir treffen uns am Samstag um zehn Uhr am Bahnhof.]] (So: we’ll meet at the station on Saturday at ten.)',
              },
            ],
          },
        ],
      },
      {
        id: 'preparation-timeline',
        title: 'The 20 minutes of preparation',
        blocks: [
          {
            type: 'paragraph',
            text: 'This time plan is a **recommendation**, not an official rule. It helps you avoid wasting time and prepare both parts well.',
          },
          {
            type: 'timeline',
            caption: 'Recommended plan for the 20 minutes of preparation (guideline)',
            headers: { phase: 'Phase', activity: 'Activity', duration: 'Duration', goal: 'Goal' },
            segments: [
              {
                phase: 'Prepare part 2',
                activity:
                  'Minutes 1–8: prepare your text or picture for part 2 with PAVE. Keywords on the topic, on advantages and disadvantages, on your opinion, and a question for the end.',
                from: 0,
                to: 8,
                goal: 'Your presentation of about 2 minutes is ready.',
              },
              {
                phase: 'Prepare part 3',
                activity:
                  'Minutes 9–18: notes for part 3 on [[wer, was, wann, wo]] (who, what, when, where): one idea for each point, and if possible a second one as a counter-proposal.',
                from: 8,
                to: 18,
                goal: 'You have at least one suggestion for each question.',
              },
              {
                phase: 'Calm and check',
                activity:
                  'Minutes 19–20: read your notes once more, say your first sentence for parts 2 and 3 in your head, breathe deeply.',
                from: 18,
                to: 20,
                goal: 'Go into the conversation calm and focused.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'May I talk to my partner?',
            text: 'The exam format only says: 20 minutes of preparation for parts 2 and 3. So plan to prepare on your own. Talk to your partner only if the supervisor clearly allows it. If in doubt, ask beforehand.',
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Good notes',
            items: [
              'Write in German, not in your first language.',
              'Keywords only, no full sentences: you are meant to speak freely.',
              'Write down important nouns with their article, for example [[der Ausflug, die Kosten]] (the trip, the costs).',
              'Prepare your first sentence for part 3, for example [[Ich schlage vor, dass wir …]] (I suggest that we …)',
            ],
          },
        ],
      },
      {
        id: 'conversation-parts',
        title: 'The conversation: three parts',
        blocks: [
          {
            type: 'paragraph',
            text: 'After the preparation, the conversation begins. It lasts **about 15 minutes**. The minutes in the bar are rounded and only show roughly how long each part takes.',
          },
          {
            type: 'timeline',
            caption: 'Course of the conversation (about 15 minutes, approximate times)',
            headers: { phase: 'Phase', activity: 'Activity', duration: 'Duration', goal: 'Goal' },
            segments: [
              {
                phase: 'Part 1: Contact',
                activity: 'About 3–4 minutes. Introduce yourself with WHO, then ask your partner a question.',
                from: 0,
                to: 4,
                goal: 'A friendly, confident start',
              },
              {
                phase: 'Part 2: Topic',
                activity:
                  'About 5–6 minutes. Each of you presents for about 2 minutes (PAVE) and ends with a question. Then you talk about it together.',
                from: 4,
                to: 10,
                goal: 'State your opinion clearly and react to your partner',
              },
              {
                phase: 'Part 3: Planning',
                activity:
                  'About 5–6 minutes. One partner starts with a suggestion, then you react to each other (LISTEN system). At the end you sum up the plan.',
                from: 10,
                to: 15,
                goal: 'Reach a clear plan together',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'How long does each part take?',
            text: 'Part 1 takes about 3–4 minutes, part 2 about 5–6 minutes and part 3 about 5–6 minutes. Together that is about 15 minutes. Focus on the conversation, not on the clock.',
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Informal or formal “you”?',
            text: 'With your partner you usually use [[du]]. With the examiners you always use [[Sie]].',
          },
        ],
      },
      {
        id: 'partner-types',
        title: 'Three partner types and your strategy',
        blocks: [
          {
            type: 'paragraph',
            text: 'You cannot choose your partner. With these strategies you can still keep the conversation going.',
          },
          {
            type: 'table',
            caption: 'Partner types: challenge and strategy',
            columns: [
              { key: 'type', header: 'Partner type' },
              { key: 'challenge', header: 'Challenge' },
              { key: 'strategy', header: 'Strategy' },
            ],
            rows: [
              {
                type: 'The silent partner',
                challenge: 'Says little and gives only short answers. You feel that you are talking alone.',
                strategy:
                  'Ask open questions, for example [[Was denkst du darüber?]] (What do you think about it?) Give your partner time to answer. React to every answer in a friendly way.',
              },
              {
                type: 'The dominant partner',
                challenge: 'Talks for a very long time, interrupts you and hardly lets you speak.',
                strategy:
                  'Take your turn politely but clearly: [[Darf ich kurz etwas dazu sagen?]] (May I briefly say something about that?) [[Lass mich bitte kurz ausreden.]] (Please let me finish.) Stay calm, do not get louder.',
              },
              {
                type: 'The partner who makes mistakes',
                challenge: 'Makes a lot of mistakes. You become unsure or want to correct them.',
                strategy:
                  'Ignore the mistakes and focus on the meaning. Do not correct. Ask only if you really do not understand something: [[Wie meinst du das genau?]] (What exactly do you mean?)',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Do not correct!',
            text: 'You are a conversation partner, not a teacher. Corrections interrupt the conversation and seem unfriendly. Pay attention to your own language instead.',
          },
          {
            type: 'phrases',
            title: 'Silent partner: open questions',
            items: [
              {
                german: 'Was meinst du dazu?',
                translation: 'What do you think about it?',
                tip: 'Works well after your own opinion.',
              },
              {
                german: 'Wie ist das bei dir?',
                translation: 'What’s it like for you?',
                tip: 'Makes the topic personal and easy.',
              },
              {
                german: 'Hast du schon einmal so etwas gemacht?',
                translation: 'Have you ever done something like that?',
              },
              {
                german: 'Welche Idee findest du am besten?',
                translation: 'Which idea do you like best?',
                tip: 'Good in part 3.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Dominant partner: take your turn politely',
            items: [
              {
                german: 'Darf ich kurz etwas dazu sagen?',
                translation: 'May I briefly say something about that?',
                tip: 'Smile, then go straight on with what you want to say.',
              },
              {
                german: 'Lass mich bitte kurz ausreden.',
                translation: 'Please let me finish.',
                tip: 'When you are interrupted. Say it calmly, not loudly.',
              },
              {
                german: 'Entschuldigung, ich möchte noch etwas ergänzen.',
                translation: 'Sorry, I would like to add something.',
              },
              {
                german: 'Das ist ein guter Punkt. Aber ich sehe das ein bisschen anders.',
                translation: 'That’s a good point. But I see it a little differently.',
                tip: 'First acknowledge, then give your own opinion.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Partner who makes mistakes: focus on the meaning',
            items: [
              {
                german: 'Ah, interessant! Und warum?',
                translation: 'Oh, interesting! And why?',
                tip: 'React to the content, not to the grammar.',
              },
              {
                german: 'Wie meinst du das genau?',
                translation: 'What exactly do you mean?',
                tip: 'Only if you really have not understood.',
              },
              { german: 'Ach so, jetzt verstehe ich.', translation: 'Oh, I see. Now I understand.' },
            ],
          },
        ],
      },
      {
        id: 'end-strongly',
        title: 'Ending strongly',
        blocks: [
          {
            type: 'paragraph',
            text: 'The last impression is the one that stays. End each part on purpose, not with silence.',
          },
          {
            type: 'list',
            items: [
              '**Part 1:** End your introduction with a question to your partner.',
              '**Part 2:** Say clearly that your presentation is finished, and ask a question.',
              '**Part 3:** At the end, sum up the plan briefly: who, what, when, where.',
              '**Out of ideas?** Do not go silent. Sum up briefly or ask a question.',
              '**At the very end:** Say goodbye politely to the examiners.',
            ],
          },
          {
            type: 'phrases',
            title: 'Sentences for a strong ending',
            items: [
              {
                german: 'Das war meine Präsentation. Was meinst du dazu?',
                translation: 'That was my presentation. What do you think?',
                tip: 'End of part 2.',
              },
              {
                german: 'Zum Schluss möchte ich sagen: …',
                translation: 'Finally, I would like to say: …',
                tip: 'Before your last thought in part 2.',
              },
              {
                german: 'Also, fassen wir kurz zusammen: …',
                translation: 'So, let’s sum up briefly: …',
                tip: 'End of part 3.',
              },
              {
                german: 'Gut, dann machen wir es so.',
                translation: 'Good, then let’s do it that way.',
                tip: 'Confirms the agreement.',
              },
              {
                german: 'Vielen Dank. Auf Wiedersehen!',
                translation: 'Thank you very much. Goodbye!',
                tip: 'To the examiners, at the very end.',
              },
            ],
          },
          {
            type: 'dialogue',
            title:
              'Example: the end of part 3 (planning a birthday party for a friend from the German course)',
            lines: [
              {
                speaker: 'Anna',
                german: 'Gut, dann haben wir fast alles. Sollen wir kurz zusammenfassen?',
                translation: 'Good, then we have almost everything. Shall we sum up briefly?',
                note: 'Anna starts the ending.',
              },
              {
                speaker: 'Karim',
                german: 'Ja, gern. Also: Wir feiern am Freitag um 18 Uhr im Kursraum.',
                translation: 'Yes, sure. So: we’ll celebrate on Friday at 6 p.m. in the classroom.',
                note: 'When and where',
              },
              {
                speaker: 'Anna',
                german: 'Genau. Ich kaufe den Kuchen, und du bringst die Getränke mit.',
                translation: 'Exactly. I’ll buy the cake, and you’ll bring the drinks.',
                note: 'Who and what',
              },
              {
                speaker: 'Karim',
                german: 'Und die Karte schreiben wir zusammen. Dann machen wir es so!',
                translation: 'And we’ll write the card together. Let’s do it that way, then!',
              },
              {
                speaker: 'Anna',
                german: 'Super, ich freue mich schon!',
                translation: 'Great, I’m already looking forward to it!',
              },
            ],
          },
        ],
      },
      {
        id: 'points-and-passing',
        title: 'Points and passing',
        blocks: [
          {
            type: 'list',
            items: [
              'The oral exam is worth **75 points**.',
              'You need at least **60 %**, that is **45 of 75 points**.',
              'You also need at least 60 % in the written exam (135 of 225 points). There are 300 points in all.',
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'What does this mean for you?',
            text: 'You must pass both the written and the oral exam: lots of points in the written exam do not help you in the oral exam. But you do not have to speak perfectly. Small mistakes are normal. Stay active in the conversation in all three parts.',
          },
        ],
      },
    ],
  },
  closing: {
    de: 'Mit einem klaren Plan für die 20 Minuten und dem ACE-System gehen Sie ruhig in die Prüfung. Sie müssen nicht perfekt sprechen, Sie müssen nur im Gespräch bleiben.',
    en: 'With a clear plan for the 20 minutes and the ACE system, you can go into the exam calmly. You do not have to speak perfectly; you just have to stay in the conversation.',
  },
  seoMeta: {
    de: {
      title: 'Strategie für die mündliche Prüfung B1: das ACE-System',
      description:
        '20 Minuten Vorbereitung, etwa 15 Minuten Gespräch: So nutzen Sie die Zeit in der mündlichen B1-Prüfung mit dem ACE-System und Redemitteln.',
    },
    en: {
      title: 'Oral Block Strategy for B1: the ACE System',
      description:
        '20 minutes of preparation, about 15 minutes of talking: use your time in the B1 oral exam well with the ACE system, a time plan and partner phrases.',
    },
  },
} satisfies SheetContent;
