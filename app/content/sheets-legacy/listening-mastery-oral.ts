import type { SheetContent } from './legacy-schema';

/** Cheat sheet #04: Listening Mastery, oral exam. */
export const listeningMasteryOral = {
  pageTitle: {
    de: {
      main: 'Zuhören',
      highlight: 'in der mündlichen Prüfung',
      subtitle:
        'Gut zuhören, passend reagieren und höflich nachfragen: So wird aus zwei Monologen ein echtes Gespräch.',
    },
    en: {
      main: 'Listening Mastery:',
      highlight: 'Oral Exam',
      subtitle:
        'Listen well, react to the point and ask politely when something is unclear: that is how two monologues become a real conversation.',
    },
  },
  exam: { de: 'Mündliche Prüfung · Teil 1 bis 3', en: 'Oral exam · All three parts' },
  sections: {
    de: [
      {
        id: 'why-listening-counts',
        title: 'Warum Zuhören in der mündlichen Prüfung zählt',
        blocks: [
          {
            type: 'paragraph',
            text: 'In der mündlichen Prüfung sprechen Sie nicht allein. Sie führen ein **Gespräch**, meistens mit einer Partnerin oder einem Partner, und **zwei Prüfende** hören zu. Wer gut zuhört, kann passend antworten, Fragen stellen und das Gespräch weiterführen. Genau das braucht ein gutes Gespräch.',
          },
          {
            type: 'list',
            items: [
              '**Vorbereitung:** 20 Minuten für Teil 2 und Teil 3.',
              '**Gespräch:** etwa 15 Minuten, meistens zu zweit, mit zwei Prüfenden.',
              '**Teil 1 – Kontaktaufnahme:** etwa 3 bis 4 Minuten. Sie stellen sich vor, erzählen von sich und stellen Ihrer Partnerin oder Ihrem Partner Fragen.',
              '**Teil 2 – Gespräch über ein Thema:** etwa 5 bis 6 Minuten. Jede Person stellt einen kurzen Text oder ein Bild vor (etwa 2 Minuten) und sagt ihre Meinung dazu. Dann sprechen Sie zusammen darüber.',
              '**Teil 3 – Gemeinsam etwas planen:** etwa 5 bis 6 Minuten. Sie machen Vorschläge, reagieren aufeinander und einigen sich.',
            ],
          },
        ],
      },
      {
        id: 'ohr-method',
        title: 'Die OHR-Methode im Gespräch',
        blocks: [
          {
            type: 'paragraph',
            text: 'OHR kennen Sie vielleicht schon aus dem Hörverstehen. Dort steht das R für Rückblick. Im Gespräch steht es für Reagieren: **Überblick – Hören – Reagieren**.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'O – Überblick',
                text: 'Denken Sie daran, was jeder Teil von Ihnen verlangt: In Teil 1 lernen Sie sich kennen, in Teil 2 präsentieren und diskutieren Sie, in Teil 3 planen Sie gemeinsam. Hören Sie am Anfang von Teil 2 genau hin: Worum geht es im Text oder Bild Ihrer Partnerin oder Ihres Partners? Das Thema ist Ihr roter Faden.',
              },
              {
                title: 'H – Hören',
                text: 'Hören Sie aktiv zu. Merken Sie sich zwei oder drei Schlüsselwörter: ein Hobby, eine Meinung, einen Vorschlag. Zeigen Sie, dass Sie zuhören: Blickkontakt, Nicken und kurze Signale wie [[Ah, interessant!]] oder [[Verstehe]]. Planen Sie nicht schon Ihren nächsten Satz, solange die andere Person spricht.',
              },
              {
                title: 'R – Reagieren',
                text: 'Antworten Sie auf das, was Ihre Partnerin oder Ihr Partner gesagt hat. Greifen Sie ihre oder seine Worte auf ([[Du hast gesagt, dass …]]), und stellen Sie eine Nachfrage. Wenn Sie etwas nicht verstanden haben, fragen Sie höflich nach.',
              },
            ],
          },
        ],
      },
      {
        id: 'listen-by-part',
        title: 'Worauf Sie in jedem Teil hören',
        blocks: [
          {
            type: 'table',
            caption: 'Zuhören in den drei Teilen',
            columns: [
              { key: 'part', header: 'Teil' },
              { key: 'listenFor', header: 'Darauf hören Sie' },
              { key: 'react', header: 'So reagieren Sie' },
            ],
            rows: [
              {
                part: 'Teil 1: Kontaktaufnahme (ca. 3–4 Min.)',
                listenFor:
                  'Name, Herkunft, Wohnort, Familie, Beruf, Hobbys Ihrer Partnerin oder Ihres Partners. Gibt es etwas, das Sie gemeinsam haben?',
                react:
                  'Eine Frage zu einem Detail stellen: [[Du spielst Gitarre? Seit wann?]] Gemeinsamkeiten nennen: [[Ich koche auch gern!]]',
              },
              {
                part: 'Teil 2: Gespräch über ein Thema (ca. 5–6 Min.)',
                listenFor:
                  'Das Thema, die wichtigsten Informationen aus Text oder Bild, die Meinung und die eigenen Erfahrungen der anderen Person.',
                react:
                  'Die Meinung aufgreifen und Ihre eigene sagen: [[Du findest also, dass … Ich sehe das ein bisschen anders.]] Eine Frage zu den Erfahrungen stellen.',
              },
              {
                part: 'Teil 3: Gemeinsam etwas planen (ca. 5–6 Min.)',
                listenFor:
                  'Vorschläge, Zeit, Ort, Aufgaben, Einwände: Was will die andere Person, was passt ihr nicht?',
                react:
                  'Zustimmen oder einen anderen Vorschlag machen, Aufgaben verteilen, am Ende zusammenfassen: [[Also, wir treffen uns am Samstag um zehn.]]',
              },
              {
                part: 'In allen Teilen: die Prüfenden',
                listenFor:
                  'Anweisungen: Welcher Teil beginnt, wer fängt an, was ist die Aufgabe? Manchmal stellen die Prüfenden auch eine Frage.',
                react: 'Der Anweisung folgen. Wenn etwas unklar ist, sofort höflich mit Sie nachfragen.',
              },
            ],
          },
        ],
      },
      {
        id: 'asking-for-clarification',
        title: 'Höflich nachfragen',
        blocks: [
          {
            type: 'paragraph',
            text: 'Nachfragen ist in einem echten Gespräch ganz normal. Zu den Prüfenden sagen Sie **Sie**, zu Ihrer Partnerin oder Ihrem Partner meistens **du**.',
          },
          {
            type: 'phrases',
            title: 'Um Wiederholung bitten',
            items: [
              {
                german: 'Entschuldigung, können Sie das bitte wiederholen?',
                translation: 'Excuse me, could you repeat that, please?',
                tip: 'Die beste Frage an die Prüfenden.',
              },
              {
                german: 'Könnten Sie bitte etwas langsamer sprechen?',
                translation: 'Could you speak a little more slowly, please?',
              },
              {
                german: 'Wie bitte?',
                translation: 'Sorry? / Pardon?',
                tip: 'Kurz und höflich, wenn Sie es freundlich sagen. Nicht nur „Was?“ sagen.',
              },
              {
                german: 'Kannst du das bitte noch einmal sagen?',
                translation: 'Can you say that again, please?',
                tip: 'An die Partnerin oder den Partner (du).',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Verständnis prüfen',
            items: [
              {
                german: 'Habe ich richtig verstanden, dass …?',
                translation: 'Have I understood correctly that …?',
                tip: 'Nach „dass“ steht das Verb am Ende: [[… dass du am Freitag arbeitest?]]',
              },
              {
                german: 'Meinst du, dass …?',
                translation: 'Do you mean that …?',
              },
              {
                german: 'Was bedeutet „…“?',
                translation: 'What does "…" mean?',
                tip: 'Wenn Sie ein wichtiges Wort nicht kennen.',
              },
              {
                german: 'Du meinst also, wir sollten …?',
                translation: 'So you mean we should …?',
              },
            ],
          },
        ],
      },
      {
        id: 'active-listening',
        title: 'Aktiv zuhören und reagieren',
        blocks: [
          {
            type: 'phrases',
            title: 'Zeigen, dass Sie zuhören',
            items: [
              { german: 'Ah, interessant!', translation: 'Oh, interesting!' },
              { german: 'Verstehe.', translation: 'I see.' },
              { german: 'Ach so!', translation: 'Oh, I see!' },
              { german: 'Wirklich?', translation: 'Really?' },
              { german: 'Das kenne ich.', translation: 'I know that feeling. / That sounds familiar.' },
              { german: 'Stimmt, da hast du recht.', translation: 'True, you are right there.' },
            ],
          },
          {
            type: 'phrases',
            title: 'Worte aufgreifen und nachfragen',
            items: [
              {
                german: 'Du hast gesagt, dass … Das finde ich auch.',
                translation: 'You said that … I think so too.',
                tip: 'Wenn Sie die Worte der anderen Person wiederholen, zeigen Sie: Ich habe zugehört.',
              },
              {
                german: 'Du hast gerade von … erzählt. Wie war das genau?',
                translation: 'You were just talking about … What was that like exactly?',
              },
              {
                german: 'Wie meinst du das?',
                translation: 'What do you mean by that?',
              },
              {
                german: 'Kannst du ein Beispiel geben?',
                translation: 'Can you give an example?',
              },
              {
                german: 'Das ist eine gute Idee. Und wer kümmert sich um …?',
                translation: 'That is a good idea. And who takes care of …?',
              },
              {
                german: 'Da hast du recht, aber …',
                translation: 'You are right there, but …',
              },
            ],
          },
        ],
      },
      {
        id: 'sample-dialogue',
        title: 'Beispiel: nachfragen und reagieren in Teil 3',
        blocks: [
          {
            type: 'dialogue',
            title: 'Ein Abschiedsfest planen',
            lines: [
              {
                speaker: 'Prüferin',
                german:
                  'Ihre Kurskollegin Sara zieht nach Hamburg. Planen Sie bitte gemeinsam ein kleines Abschiedsfest für sie.',
                translation:
                  'Your classmate Sara is moving to Hamburg. Please plan a small farewell party for her together.',
              },
              {
                speaker: 'Lena',
                german: 'Entschuldigung, können Sie das bitte wiederholen? Wer zieht nach Hamburg?',
                translation: 'Excuse me, could you repeat that, please? Who is moving to Hamburg?',
                note: 'Lena fragt die Prüferin höflich mit Sie.',
              },
              {
                speaker: 'Prüferin',
                german: 'Ihre Kurskollegin Sara. Sie planen zusammen ein Abschiedsfest.',
                translation: 'Your classmate Sara. You are planning a farewell party together.',
              },
              {
                speaker: 'Lena',
                german: 'Danke schön. Marco, wann wollen wir feiern? Ich schlage Freitagabend vor.',
                translation: 'Thank you. Marco, when shall we celebrate? I suggest Friday evening.',
              },
              {
                speaker: 'Marco',
                german:
                  'Freitag ist schlecht, da hab ich Spätdienst bis sieben und danach muss ich noch meine Tochter vom Training abholen.',
                translation:
                  'Friday is bad, I have a late shift until seven and after that I still have to pick up my daughter from training.',
                note: 'Marco spricht schnell.',
              },
              {
                speaker: 'Lena',
                german: 'Moment, habe ich richtig verstanden, dass du am Freitag bis sieben arbeitest?',
                translation: 'Hang on, have I understood correctly that you work until seven on Friday?',
                note: 'Lena prüft ihr Verständnis, statt nur „ja“ zu sagen.',
              },
              {
                speaker: 'Marco',
                german: 'Genau. Samstag wäre besser für mich.',
                translation: 'Exactly. Saturday would be better for me.',
              },
              {
                speaker: 'Lena',
                german: 'Verstehe. Samstag passt mir auch. Wollen wir im Kursraum feiern?',
                translation: 'I see. Saturday suits me too. Shall we celebrate in the classroom?',
              },
              {
                speaker: 'Marco',
                german: 'Hm, der Raum ist ziemlich klein. Und Sara ist doch so gern draußen.',
                translation: 'Hmm, the room is rather small. And Sara loves being outdoors.',
              },
              {
                speaker: 'Lena',
                german:
                  'Stimmt, der Raum ist wirklich klein. Meinst du, dass wir ein Picknick im Park machen sollten?',
                translation:
                  'True, the room really is small. Do you mean that we should have a picnic in the park?',
                note: 'Lena greift Marcos Worte auf und fragt nach.',
              },
              {
                speaker: 'Marco',
                german: 'Ja, genau! Ich kann einen Kuchen backen.',
                translation: 'Yes, exactly! I can bake a cake.',
              },
              {
                speaker: 'Lena',
                german:
                  'Super, dann kümmere ich mich um die Getränke. Und wenn es regnet, nehmen wir doch den Kursraum. Also: Samstag, Picknick im Park, bei Regen im Kursraum. Einverstanden?',
                translation:
                  'Great, then I will take care of the drinks. And if it rains, we will use the classroom after all. So: Saturday, picnic in the park, the classroom if it rains. Agreed?',
                note: 'Am Ende fasst Lena den Plan zusammen.',
              },
              {
                speaker: 'Marco',
                german: 'Einverstanden!',
                translation: 'Agreed!',
              },
            ],
          },
        ],
      },
      {
        id: 'tips-and-traps',
        title: 'Tipps und Fallen',
        blocks: [
          {
            type: 'callout',
            tone: 'tip',
            title: 'Keine Panik bei unbekannten Wörtern',
            text: 'Sie müssen nicht jedes Wort verstehen. Oft hilft der Zusammenhang. Ist das Wort wichtig für Ihre Antwort, fragen Sie kurz nach: [[Was bedeutet das?]] Dann sprechen Sie ruhig weiter.',
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Die Anweisungen der Prüfenden',
            text: 'Hören Sie genau zu, wenn die Prüfenden einen Teil beginnen: Was ist die Aufgabe, und wer fängt an? Wenn Sie unsicher sind, fragen Sie sofort nach. Das ist besser, als über das falsche Thema zu sprechen.',
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Ihre Partnerin oder Ihr Partner spricht schnell',
            items: [
              'Bitten Sie freundlich: [[Kannst du bitte etwas langsamer sprechen?]]',
              'Fassen Sie mit eigenen Worten zusammen: [[Du meinst also, dass …]]',
              'Merken Sie sich nur ein oder zwei Schlüsselwörter und reagieren Sie darauf.',
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Typische Fehler',
            items: [
              'Nur an den eigenen nächsten Satz denken und nicht zuhören.',
              '„Ja, ja“ sagen, obwohl Sie nichts verstanden haben.',
              'Das Thema wechseln, ohne auf die andere Person zu reagieren.',
              'Die andere Person unterbrechen oder ihre Fehler korrigieren.',
              'Bei jedem Satz „Wie bitte?“ fragen: Fragen Sie gezielt nach dem, was wichtig ist.',
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Schon in der Vorbereitung an das Zuhören denken',
            text: 'Überlegen Sie in den 20 Minuten Vorbereitung auch, welche Fragen Sie stellen können, zum Beispiel in Teil 3: Wann? Wo? Wer macht was? Dann fällt Ihnen das Reagieren im Gespräch leichter.',
          },
        ],
      },
    ],
    en: [
      {
        id: 'why-listening-counts',
        title: 'Why listening counts in the oral exam',
        blocks: [
          {
            type: 'paragraph',
            text: 'In the oral exam you do not speak alone. You have a **conversation**, usually with a partner, and **two examiners** listen. If you listen well, you can answer to the point, ask questions and keep the conversation going. That is exactly what a good conversation needs.',
          },
          {
            type: 'list',
            items: [
              '**Preparation:** 20 minutes for part 2 and part 3.',
              '**Conversation:** about 15 minutes, usually in pairs, with two examiners.',
              '**Part 1 – Contact ([[Kontaktaufnahme]]):** about 3 to 4 minutes. You introduce yourself, talk about yourself and ask your partner questions.',
              '**Part 2 – Topic discussion ([[Gespräch über ein Thema]]):** about 5 to 6 minutes. Each person presents a short text or picture (about 2 minutes) and gives their opinion on it. Then you talk about it together.',
              '**Part 3 – Planning together ([[Gemeinsam etwas planen]]):** about 5 to 6 minutes. You make suggestions, react to each other and agree.',
            ],
          },
        ],
      },
      {
        id: 'ohr-method',
        title: 'The OHR method in conversation',
        blocks: [
          {
            type: 'paragraph',
            text: 'You may already know OHR (German for "ear") from the listening test. There the R stands for [[Rückblick]] (review). In conversation it stands for [[Reagieren]] (react): **Overview – Hear – React** ([[Überblick – Hören – Reagieren]]).',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'O – Overview',
                text: 'Keep in mind what each part asks of you: in part 1 you get to know each other, in part 2 you present and discuss, in part 3 you plan together. Listen carefully at the start of part 2: what is your partner’s text or picture about? That topic is your common thread.',
              },
              {
                title: 'H – Hear',
                text: 'Listen actively. Remember two or three key words: a hobby, an opinion, a suggestion. Show that you are listening: eye contact, nodding and short signals like [[Ah, interessant!]] or [[Verstehe]]. Do not plan your next sentence while the other person is still speaking.',
              },
              {
                title: 'R – React',
                text: 'Respond to what your partner has said. Pick up their words ([[Du hast gesagt, dass …]]) and ask a follow-up question. If you have not understood something, ask politely.',
              },
            ],
          },
        ],
      },
      {
        id: 'listen-by-part',
        title: 'What to listen for in each part',
        blocks: [
          {
            type: 'table',
            caption: 'Listening in the three parts',
            columns: [
              { key: 'part', header: 'Part' },
              { key: 'listenFor', header: 'Listen for' },
              { key: 'react', header: 'How to react' },
            ],
            rows: [
              {
                part: 'Part 1: contact (about 3–4 min)',
                listenFor:
                  'Your partner’s name, origin, home town, family, job, hobbies. Is there something you have in common?',
                react:
                  'Ask about a detail: [[Du spielst Gitarre? Seit wann?]] (You play the guitar? Since when?) Name what you share: [[Ich koche auch gern!]] (I like cooking too!)',
              },
              {
                part: 'Part 2: topic discussion (about 5–6 min)',
                listenFor:
                  'The topic, the main information from the text or picture, the other person’s opinion and their own experiences.',
                react:
                  'Pick up their opinion and give yours: [[Du findest also, dass … Ich sehe das ein bisschen anders.]] (So you think that … I see it a bit differently.) Ask about their experiences.',
              },
              {
                part: 'Part 3: planning together (about 5–6 min)',
                listenFor:
                  'Suggestions, time, place, tasks, objections: what does the other person want, what does not suit them?',
                react:
                  'Agree or make another suggestion, share out the tasks, sum up at the end: [[Also, wir treffen uns am Samstag um zehn.]] (So, we meet on Saturday at ten.)',
              },
              {
                part: 'In every part: the examiners',
                listenFor:
                  'Instructions: which part begins, who starts, what is the task? Sometimes the examiners also ask a question.',
                react: 'Follow the instruction. If something is unclear, ask politely at once, using Sie.',
              },
            ],
          },
        ],
      },
      {
        id: 'asking-for-clarification',
        title: 'Asking politely',
        blocks: [
          {
            type: 'paragraph',
            text: 'Asking for clarification is completely normal in a real conversation. You say **Sie** to the examiners and usually **du** to your partner.',
          },
          {
            type: 'phrases',
            title: 'Asking for repetition',
            items: [
              {
                german: 'Entschuldigung, können Sie das bitte wiederholen?',
                translation: 'Excuse me, could you repeat that, please?',
                tip: 'The best question for the examiners.',
              },
              {
                german: 'Könnten Sie bitte etwas langsamer sprechen?',
                translation: 'Could you speak a little more slowly, please?',
              },
              {
                german: 'Wie bitte?',
                translation: 'Sorry? / Pardon?',
                tip: 'Short and polite if you say it in a friendly way. Do not just say [[Was?]] (What?).',
              },
              {
                german: 'Kannst du das bitte noch einmal sagen?',
                translation: 'Can you say that again, please?',
                tip: 'To your partner (du).',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Checking you understood',
            items: [
              {
                german: 'Habe ich richtig verstanden, dass …?',
                translation: 'Have I understood correctly that …?',
                tip: 'After [[dass]] the verb goes to the end: [[… dass du am Freitag arbeitest?]]',
              },
              {
                german: 'Meinst du, dass …?',
                translation: 'Do you mean that …?',
              },
              {
                german: 'Was bedeutet „…“?',
                translation: 'What does "…" mean?',
                tip: 'When you do not know an important word.',
              },
              {
                german: 'Du meinst also, wir sollten …?',
                translation: 'So you mean we should …?',
              },
            ],
          },
        ],
      },
      {
        id: 'active-listening',
        title: 'Listening actively and reacting',
        blocks: [
          {
            type: 'phrases',
            title: 'Showing that you are listening',
            items: [
              { german: 'Ah, interessant!', translation: 'Oh, interesting!' },
              { german: 'Verstehe.', translation: 'I see.' },
              { german: 'Ach so!', translation: 'Oh, I see!' },
              { german: 'Wirklich?', translation: 'Really?' },
              { german: 'Das kenne ich.', translation: 'I know that feeling. / That sounds familiar.' },
              { german: 'Stimmt, da hast du recht.', translation: 'True, you are right there.' },
            ],
          },
          {
            type: 'phrases',
            title: 'Picking up words and asking follow-up questions',
            items: [
              {
                german: 'Du hast gesagt, dass … Das finde ich auch.',
                translation: 'You said that … I think so too.',
                tip: 'Repeating the other person’s words shows: I was listening.',
              },
              {
                german: 'Du hast gerade von … erzählt. Wie war das genau?',
                translation: 'You were just talking about … What was that like exactly?',
              },
              {
                german: 'Wie meinst du das?',
                translation: 'What do you mean by that?',
              },
              {
                german: 'Kannst du ein Beispiel geben?',
                translation: 'Can you give an example?',
              },
              {
                german: 'Das ist eine gute Idee. Und wer kümmert sich um …?',
                translation: 'That is a good idea. And who takes care of …?',
              },
              {
                german: 'Da hast du recht, aber …',
                translation: 'You are right there, but …',
              },
            ],
          },
        ],
      },
      {
        id: 'sample-dialogue',
        title: 'Example: asking and reacting in part 3',
        blocks: [
          {
            type: 'dialogue',
            title: 'Planning a farewell party',
            lines: [
              {
                speaker: 'Examiner',
                german:
                  'Ihre Kurskollegin Sara zieht nach Hamburg. Planen Sie bitte gemeinsam ein kleines Abschiedsfest für sie.',
                translation:
                  'Your classmate Sara is moving to Hamburg. Please plan a small farewell party for her together.',
              },
              {
                speaker: 'Lena',
                german: 'Entschuldigung, können Sie das bitte wiederholen? Wer zieht nach Hamburg?',
                translation: 'Excuse me, could you repeat that, please? Who is moving to Hamburg?',
                note: 'Lena asks the examiner politely, using Sie.',
              },
              {
                speaker: 'Examiner',
                german: 'Ihre Kurskollegin Sara. Sie planen zusammen ein Abschiedsfest.',
                translation: 'Your classmate Sara. You are planning a farewell party together.',
              },
              {
                speaker: 'Lena',
                german: 'Danke schön. Marco, wann wollen wir feiern? Ich schlage Freitagabend vor.',
                translation: 'Thank you. Marco, when shall we celebrate? I suggest Friday evening.',
              },
              {
                speaker: 'Marco',
                german:
                  'Freitag ist schlecht, da hab ich Spätdienst bis sieben und danach muss ich noch meine Tochter vom Training abholen.',
                translation:
                  'Friday is bad, I have a late shift until seven and after that I still have to pick up my daughter from training.',
                note: 'Marco speaks fast.',
              },
              {
                speaker: 'Lena',
                german: 'Moment, habe ich richtig verstanden, dass du am Freitag bis sieben arbeitest?',
                translation: 'Hang on, have I understood correctly that you work until seven on Friday?',
                note: 'Lena checks her understanding instead of just saying "yes".',
              },
              {
                speaker: 'Marco',
                german: 'Genau. Samstag wäre besser für mich.',
                translation: 'Exactly. Saturday would be better for me.',
              },
              {
                speaker: 'Lena',
                german: 'Verstehe. Samstag passt mir auch. Wollen wir im Kursraum feiern?',
                translation: 'I see. Saturday suits me too. Shall we celebrate in the classroom?',
              },
              {
                speaker: 'Marco',
                german: 'Hm, der Raum ist ziemlich klein. Und Sara ist doch so gern draußen.',
                translation: 'Hmm, the room is rather small. And Sara loves being outdoors.',
              },
              {
                speaker: 'Lena',
                german:
                  'Stimmt, der Raum ist wirklich klein. Meinst du, dass wir ein Picknick im Park machen sollten?',
                translation:
                  'True, the room really is small. Do you mean that we should have a picnic in the park?',
                note: 'Lena picks up Marco’s words and asks a follow-up question.',
              },
              {
                speaker: 'Marco',
                german: 'Ja, genau! Ich kann einen Kuchen backen.',
                translation: 'Yes, exactly! I can bake a cake.',
              },
              {
                speaker: 'Lena',
                german:
                  'Super, dann kümmere ich mich um die Getränke. Und wenn es regnet, nehmen wir doch den Kursraum. Also: Samstag, Picknick im Park, bei Regen im Kursraum. Einverstanden?',
                translation:
                  'Great, then I will take care of the drinks. And if it rains, we will use the classroom after all. So: Saturday, picnic in the park, the classroom if it rains. Agreed?',
                note: 'At the end Lena sums up the plan.',
              },
              {
                speaker: 'Marco',
                german: 'Einverstanden!',
                translation: 'Agreed!',
              },
            ],
          },
        ],
      },
      {
        id: 'tips-and-traps',
        title: 'Tips and traps',
        blocks: [
          {
            type: 'callout',
            tone: 'tip',
            title: 'Don’t panic about unknown words',
            text: 'You do not have to understand every word. The context often helps. If the word matters for your answer, ask briefly: [[Was bedeutet das?]] (What does that mean?) Then carry on calmly.',
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'The examiners’ instructions',
            text: 'Listen carefully when the examiners start a part: what is the task, and who starts? If you are unsure, ask at once. That is better than talking about the wrong topic.',
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Your partner speaks fast',
            items: [
              'Ask in a friendly way: [[Kannst du bitte etwas langsamer sprechen?]] (Can you speak a bit more slowly, please?)',
              'Sum up in your own words: [[Du meinst also, dass …]] (So you mean that …)',
              'Remember just one or two key words and react to them.',
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Common mistakes',
            items: [
              'Thinking only about your own next sentence and not listening.',
              'Saying [[Ja, ja]] (yes, yes) although you understood nothing.',
              'Changing the topic without reacting to the other person.',
              'Interrupting the other person or correcting their mistakes.',
              'Asking [[Wie bitte?]] after every sentence: ask specifically about what matters.',
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Think about listening already in the preparation',
            text: 'In the 20 minutes of preparation, also think about which questions you can ask, for example in part 3: when? where? who does what? Then reacting in the conversation comes more easily.',
          },
        ],
      },
    ],
  },
  closing: {
    de: 'Wer gut zuhört, muss nicht perfekt sprechen: Eine passende Reaktion und eine gute Nachfrage zeigen, dass Sie ein echtes Gespräch führen können.',
    en: 'If you listen well, you do not have to speak perfectly: a fitting reaction and a good follow-up question show that you can hold a real conversation.',
  },
  seoMeta: {
    de: {
      title: 'Zuhören in der mündlichen Prüfung (telc Deutsch B1): nachfragen und reagieren',
      description:
        'Mündliche Prüfung im Format von telc Deutsch B1: aktiv zuhören, höflich nachfragen und passend reagieren – mit Redemitteln und einem Beispieldialog.',
    },
    en: {
      title: 'telc Deutsch B1 Oral Exam: listening, asking and reacting',
      description:
        'Oral exam in the telc Deutsch B1 format: listen actively, ask politely and react to the point, with useful phrases and a sample dialogue.',
    },
  },
} satisfies SheetContent;
