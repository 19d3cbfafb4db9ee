import { table, type Sheet } from '../sheet-schema';

/** Cheat sheet #04: Listening Mastery, oral exam. */
export const listeningMasteryOral = {
  pageTitle: {
    main: { de: 'Zuhören', en: 'Listening Mastery:' },
    highlight: { de: 'in der mündlichen Prüfung', en: 'Oral Exam' },
    subtitle: {
      de: 'Gut zuhören, passend reagieren und höflich nachfragen: So wird aus zwei Monologen ein echtes Gespräch.',
      en: 'Listen well, react to the point and ask politely when something is unclear: that is how two monologues become a real conversation.',
    },
  },
  exam: { de: 'Mündliche Prüfung · Teil 1 bis 3', en: 'Oral exam · All three parts' },
  sections: [
    {
      id: 'why-listening-counts',
      title: {
        de: 'Warum Zuhören in der mündlichen Prüfung zählt',
        en: 'Why listening counts in the oral exam',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In der mündlichen Prüfung sprechen Sie nicht allein. Sie führen ein **Gespräch**, meistens mit einer Partnerin oder einem Partner, und **zwei Prüfende** hören zu. Wer gut zuhört, kann passend antworten, Fragen stellen und das Gespräch weiterführen. Genau das braucht ein gutes Gespräch.',
            en: 'In the oral exam you do not speak alone. You have a **conversation**, usually with a partner, and **two examiners** listen. If you listen well, you can answer to the point, ask questions and keep the conversation going. That is exactly what a good conversation needs.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Vorbereitung:** 20 Minuten für Teil 2 und Teil 3.',
              en: '**Preparation:** 20 minutes for part 2 and part 3.',
            },
            {
              de: '**Gespräch:** etwa 15 Minuten, meistens zu zweit, mit zwei Prüfenden.',
              en: '**Conversation:** about 15 minutes, usually in pairs, with two examiners.',
            },
            {
              de: '**Teil 1 – Kontaktaufnahme:** etwa 3 bis 4 Minuten. Sie stellen sich vor, erzählen von sich und stellen Ihrer Partnerin oder Ihrem Partner Fragen.',
              en: '**Part 1 – Contact ([[Kontaktaufnahme]]):** about 3 to 4 minutes. You introduce yourself, talk about yourself and ask your partner questions.',
            },
            {
              de: '**Teil 2 – Gespräch über ein Thema:** etwa 5 bis 6 Minuten. Jede Person stellt einen kurzen Text oder ein Bild vor (etwa 2 Minuten) und sagt ihre Meinung dazu. Dann sprechen Sie zusammen darüber.',
              en: '**Part 2 – Topic discussion ([[Gespräch über ein Thema]]):** about 5 to 6 minutes. Each person presents a short text or picture (about 2 minutes) and gives their opinion on it. Then you talk about it together.',
            },
            {
              de: '**Teil 3 – Gemeinsam etwas planen:** etwa 5 bis 6 Minuten. Sie machen Vorschläge, reagieren aufeinander und einigen sich.',
              en: '**Part 3 – Planning together ([[Gemeinsam etwas planen]]):** about 5 to 6 minutes. You make suggestions, react to each other and agree.',
            },
          ],
        },
      ],
    },
    {
      id: 'ohr-method',
      title: { de: 'Die OHR-Methode im Gespräch', en: 'The OHR method in conversation' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'OHR kennen Sie vielleicht schon aus dem Hörverstehen. Dort steht das R für Rückblick. Im Gespräch steht es für Reagieren: **Überblick – Hören – Reagieren**.',
            en: 'You may already know OHR (German for "ear") from the listening test. There the R stands for [[Rückblick]] (review). In conversation it stands for [[Reagieren]] (react): **Overview – Hear – React** ([[Überblick – Hören – Reagieren]]).',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'O – Überblick', en: 'O – Overview' },
              text: {
                de: 'Denken Sie daran, was jeder Teil von Ihnen verlangt: In Teil 1 lernen Sie sich kennen, in Teil 2 präsentieren und diskutieren Sie, in Teil 3 planen Sie gemeinsam. Hören Sie am Anfang von Teil 2 genau hin: Worum geht es im Text oder Bild Ihrer Partnerin oder Ihres Partners? Das Thema ist Ihr roter Faden.',
                en: 'Keep in mind what each part asks of you: in part 1 you get to know each other, in part 2 you present and discuss, in part 3 you plan together. Listen carefully at the start of part 2: what is your partner’s text or picture about? That topic is your common thread.',
              },
            },
            {
              title: { de: 'H – Hören', en: 'H – Hear' },
              text: {
                de: 'Hören Sie aktiv zu. Merken Sie sich zwei oder drei Schlüsselwörter: ein Hobby, eine Meinung, einen Vorschlag. Zeigen Sie, dass Sie zuhören: Blickkontakt, Nicken und kurze Signale wie [[Ah, interessant!]] oder [[Verstehe]]. Planen Sie nicht schon Ihren nächsten Satz, solange die andere Person spricht.',
                en: 'Listen actively. Remember two or three key words: a hobby, an opinion, a suggestion. Show that you are listening: eye contact, nodding and short signals like [[Ah, interessant!]] or [[Verstehe]]. Do not plan your next sentence while the other person is still speaking.',
              },
            },
            {
              title: { de: 'R – Reagieren', en: 'R – React' },
              text: {
                de: 'Antworten Sie auf das, was Ihre Partnerin oder Ihr Partner gesagt hat. Greifen Sie ihre oder seine Worte auf ([[Du hast gesagt, dass …]]), und stellen Sie eine Nachfrage. Wenn Sie etwas nicht verstanden haben, fragen Sie höflich nach.',
                en: 'Respond to what your partner has said. Pick up their words ([[Du hast gesagt, dass …]]) and ask a follow-up question. If you have not understood something, ask politely.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'listen-by-part',
      title: { de: 'Worauf Sie in jedem Teil hören', en: 'What to listen for in each part' },
      blocks: [
        table({
          caption: { de: 'Zuhören in den drei Teilen', en: 'Listening in the three parts' },
          columns: [
            { key: 'part', header: { de: 'Teil', en: 'Part' } },
            { key: 'listenFor', header: { de: 'Darauf hören Sie', en: 'Listen for' } },
            { key: 'react', header: { de: 'So reagieren Sie', en: 'How to react' } },
          ],
          rows: [
            {
              part: { de: 'Teil 1: Kontaktaufnahme (ca. 3–4 Min.)', en: 'Part 1: contact (about 3–4 min)' },
              listenFor: {
                de: 'Name, Herkunft, Wohnort, Familie, Beruf, Hobbys Ihrer Partnerin oder Ihres Partners. Gibt es etwas, das Sie gemeinsam haben?',
                en: 'Your partner’s name, origin, home town, family, job, hobbies. Is there something you have in common?',
              },
              react: {
                de: 'Eine Frage zu einem Detail stellen: [[Du spielst Gitarre? Seit wann?]] Gemeinsamkeiten nennen: [[Ich koche auch gern!]]',
                en: 'Ask about a detail: [[Du spielst Gitarre? Seit wann?]] (You play the guitar? Since when?) Name what you share: [[Ich koche auch gern!]] (I like cooking too!)',
              },
            },
            {
              part: {
                de: 'Teil 2: Gespräch über ein Thema (ca. 5–6 Min.)',
                en: 'Part 2: topic discussion (about 5–6 min)',
              },
              listenFor: {
                de: 'Das Thema, die wichtigsten Informationen aus Text oder Bild, die Meinung und die eigenen Erfahrungen der anderen Person.',
                en: 'The topic, the main information from the text or picture, the other person’s opinion and their own experiences.',
              },
              react: {
                de: 'Die Meinung aufgreifen und Ihre eigene sagen: [[Du findest also, dass … Ich sehe das ein bisschen anders.]] Eine Frage zu den Erfahrungen stellen.',
                en: 'Pick up their opinion and give yours: [[Du findest also, dass … Ich sehe das ein bisschen anders.]] (So you think that … I see it a bit differently.) Ask about their experiences.',
              },
            },
            {
              part: {
                de: 'Teil 3: Gemeinsam etwas planen (ca. 5–6 Min.)',
                en: 'Part 3: planning together (about 5–6 min)',
              },
              listenFor: {
                de: 'Vorschläge, Zeit, Ort, Aufgaben, Einwände: Was will die andere Person, was passt ihr nicht?',
                en: 'Suggestions, time, place, tasks, objections: what does the other person want, what does not suit them?',
              },
              react: {
                de: 'Zustimmen oder einen anderen Vorschlag machen, Aufgaben verteilen, am Ende zusammenfassen: [[Also, wir treffen uns am Samstag um zehn.]]',
                en: 'Agree or make another suggestion, share out the tasks, sum up at the end: [[Also, wir treffen uns am Samstag um zehn.]] (So, we meet on Saturday at ten.)',
              },
            },
            {
              part: { de: 'In allen Teilen: die Prüfenden', en: 'In every part: the examiners' },
              listenFor: {
                de: 'Anweisungen: Welcher Teil beginnt, wer fängt an, was ist die Aufgabe? Manchmal stellen die Prüfenden auch eine Frage.',
                en: 'Instructions: which part begins, who starts, what is the task? Sometimes the examiners also ask a question.',
              },
              react: {
                de: 'Der Anweisung folgen. Wenn etwas unklar ist, sofort höflich mit Sie nachfragen.',
                en: 'Follow the instruction. If something is unclear, ask politely at once, using Sie.',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'asking-for-clarification',
      title: { de: 'Höflich nachfragen', en: 'Asking politely' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Nachfragen ist in einem echten Gespräch ganz normal. Zu den Prüfenden sagen Sie **Sie**, zu Ihrer Partnerin oder Ihrem Partner meistens **du**.',
            en: 'Asking for clarification is completely normal in a real conversation. You say **Sie** to the examiners and usually **du** to your partner.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Um Wiederholung bitten', en: 'Asking for repetition' },
          items: [
            {
              german: 'Entschuldigung, können Sie das bitte wiederholen?',
              translation: 'Excuse me, could you repeat that, please?',
              tip: { de: 'Die beste Frage an die Prüfenden.', en: 'The best question for the examiners.' },
            },
            {
              german: 'Könnten Sie bitte etwas langsamer sprechen?',
              translation: 'Could you speak a little more slowly, please?',
            },
            {
              german: 'Wie bitte?',
              translation: 'Sorry? / Pardon?',
              tip: {
                de: 'Kurz und höflich, wenn Sie es freundlich sagen. Nicht nur „Was?“ sagen.',
                en: 'Short and polite if you say it in a friendly way. Do not just say [[Was?]] (What?).',
              },
            },
            {
              german: 'Kannst du das bitte noch einmal sagen?',
              translation: 'Can you say that again, please?',
              tip: { de: 'An die Partnerin oder den Partner (du).', en: 'To your partner (du).' },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Verständnis prüfen', en: 'Checking you understood' },
          items: [
            {
              german: 'Habe ich richtig verstanden, dass …?',
              translation: 'Have I understood correctly that …?',
              tip: {
                de: 'Nach „dass“ steht das Verb am Ende: [[… dass du am Freitag arbeitest?]]',
                en: 'After [[dass]] the verb goes to the end: [[… dass du am Freitag arbeitest?]]',
              },
            },
            { german: 'Meinst du, dass …?', translation: 'Do you mean that …?' },
            {
              german: 'Was bedeutet „…“?',
              translation: 'What does "…" mean?',
              tip: {
                de: 'Wenn Sie ein wichtiges Wort nicht kennen.',
                en: 'When you do not know an important word.',
              },
            },
            { german: 'Du meinst also, wir sollten …?', translation: 'So you mean we should …?' },
          ],
        },
      ],
    },
    {
      id: 'active-listening',
      title: { de: 'Aktiv zuhören und reagieren', en: 'Listening actively and reacting' },
      blocks: [
        {
          type: 'phrases',
          title: { de: 'Zeigen, dass Sie zuhören', en: 'Showing that you are listening' },
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
          title: {
            de: 'Worte aufgreifen und nachfragen',
            en: 'Picking up words and asking follow-up questions',
          },
          items: [
            {
              german: 'Du hast gesagt, dass … Das finde ich auch.',
              translation: 'You said that … I think so too.',
              tip: {
                de: 'Wenn Sie die Worte der anderen Person wiederholen, zeigen Sie: Ich habe zugehört.',
                en: 'Repeating the other person’s words shows: I was listening.',
              },
            },
            {
              german: 'Du hast gerade von … erzählt. Wie war das genau?',
              translation: 'You were just talking about … What was that like exactly?',
            },
            { german: 'Wie meinst du das?', translation: 'What do you mean by that?' },
            { german: 'Kannst du ein Beispiel geben?', translation: 'Can you give an example?' },
            {
              german: 'Das ist eine gute Idee. Und wer kümmert sich um …?',
              translation: 'That is a good idea. And who takes care of …?',
            },
            { german: 'Da hast du recht, aber …', translation: 'You are right there, but …' },
          ],
        },
      ],
    },
    {
      id: 'sample-dialogue',
      title: {
        de: 'Beispiel: nachfragen und reagieren in Teil 3',
        en: 'Example: asking and reacting in part 3',
      },
      blocks: [
        {
          type: 'dialogue',
          title: { de: 'Ein Abschiedsfest planen', en: 'Planning a farewell party' },
          lines: [
            {
              speaker: { de: 'Prüferin', en: 'Examiner' },
              german:
                'Ihre Kurskollegin Sara zieht nach Hamburg. Planen Sie bitte gemeinsam ein kleines Abschiedsfest für sie.',
              translation:
                'Your classmate Sara is moving to Hamburg. Please plan a small farewell party for her together.',
            },
            {
              speaker: { same: 'Lena' },
              german: 'Entschuldigung, können Sie das bitte wiederholen? Wer zieht nach Hamburg?',
              translation: 'Excuse me, could you repeat that, please? Who is moving to Hamburg?',
              note: {
                de: 'Lena fragt die Prüferin höflich mit Sie.',
                en: 'Lena asks the examiner politely, using Sie.',
              },
            },
            {
              speaker: { de: 'Prüferin', en: 'Examiner' },
              german: 'Ihre Kurskollegin Sara. Sie planen zusammen ein Abschiedsfest.',
              translation: 'Your classmate Sara. You are planning a farewell party together.',
            },
            {
              speaker: { same: 'Lena' },
              german: 'Danke schön. Marco, wann wollen wir feiern? Ich schlage Freitagabend vor.',
              translation: 'Thank you. Marco, when shall we celebrate? I suggest Friday evening.',
            },
            {
              speaker: { same: 'Marco' },
              german:
                'Freitag ist schlecht, da hab ich Spätdienst bis sieben und danach muss ich noch meine Tochter vom Training abholen.',
              translation:
                'Friday is bad, I have a late shift until seven and after that I still have to pick up my daughter from training.',
              note: { de: 'Marco spricht schnell.', en: 'Marco speaks fast.' },
            },
            {
              speaker: { same: 'Lena' },
              german: 'Moment, habe ich richtig verstanden, dass du am Freitag bis sieben arbeitest?',
              translation: 'Hang on, have I understood correctly that you work until seven on Friday?',
              note: {
                de: 'Lena prüft ihr Verständnis, statt nur „ja“ zu sagen.',
                en: 'Lena checks her understanding instead of just saying "yes".',
              },
            },
            {
              speaker: { same: 'Marco' },
              german: 'Genau. Samstag wäre besser für mich.',
              translation: 'Exactly. Saturday would be better for me.',
            },
            {
              speaker: { same: 'Lena' },
              german: 'Verstehe. Samstag passt mir auch. Wollen wir im Kursraum feiern?',
              translation: 'I see. Saturday suits me too. Shall we celebrate in the classroom?',
            },
            {
              speaker: { same: 'Marco' },
              german: 'Hm, der Raum ist ziemlich klein. Und Sara ist doch so gern draußen.',
              translation: 'Hmm, the room is rather small. And Sara loves being outdoors.',
            },
            {
              speaker: { same: 'Lena' },
              german:
                'Stimmt, der Raum ist wirklich klein. Meinst du, dass wir ein Picknick im Park machen sollten?',
              translation:
                'True, the room really is small. Do you mean that we should have a picnic in the park?',
              note: {
                de: 'Lena greift Marcos Worte auf und fragt nach.',
                en: 'Lena picks up Marco’s words and asks a follow-up question.',
              },
            },
            {
              speaker: { same: 'Marco' },
              german: 'Ja, genau! Ich kann einen Kuchen backen.',
              translation: 'Yes, exactly! I can bake a cake.',
            },
            {
              speaker: { same: 'Lena' },
              german:
                'Super, dann kümmere ich mich um die Getränke. Und wenn es regnet, nehmen wir doch den Kursraum. Also: Samstag, Picknick im Park, bei Regen im Kursraum. Einverstanden?',
              translation:
                'Great, then I will take care of the drinks. And if it rains, we will use the classroom after all. So: Saturday, picnic in the park, the classroom if it rains. Agreed?',
              note: { de: 'Am Ende fasst Lena den Plan zusammen.', en: 'At the end Lena sums up the plan.' },
            },
            { speaker: { same: 'Marco' }, german: 'Einverstanden!', translation: 'Agreed!' },
          ],
        },
      ],
    },
    {
      id: 'tips-and-traps',
      title: { de: 'Tipps und Fallen', en: 'Tips and traps' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Keine Panik bei unbekannten Wörtern', en: 'Don’t panic about unknown words' },
          text: {
            de: 'Sie müssen nicht jedes Wort verstehen. Oft hilft der Zusammenhang. Ist das Wort wichtig für Ihre Antwort, fragen Sie kurz nach: [[Was bedeutet das?]] Dann sprechen Sie ruhig weiter.',
            en: 'You do not have to understand every word. The context often helps. If the word matters for your answer, ask briefly: [[Was bedeutet das?]] (What does that mean?) Then carry on calmly.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Die Anweisungen der Prüfenden', en: 'The examiners’ instructions' },
          text: {
            de: 'Hören Sie genau zu, wenn die Prüfenden einen Teil beginnen: Was ist die Aufgabe, und wer fängt an? Wenn Sie unsicher sind, fragen Sie sofort nach. Das ist besser, als über das falsche Thema zu sprechen.',
            en: 'Listen carefully when the examiners start a part: what is the task, and who starts? If you are unsure, ask at once. That is better than talking about the wrong topic.',
          },
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Ihre Partnerin oder Ihr Partner spricht schnell', en: 'Your partner speaks fast' },
          items: [
            {
              de: 'Bitten Sie freundlich: [[Kannst du bitte etwas langsamer sprechen?]]',
              en: 'Ask in a friendly way: [[Kannst du bitte etwas langsamer sprechen?]] (Can you speak a bit more slowly, please?)',
            },
            {
              de: 'Fassen Sie mit eigenen Worten zusammen: [[Du meinst also, dass …]]',
              en: 'Sum up in your own words: [[Du meinst also, dass …]] (So you mean that …)',
            },
            {
              de: 'Merken Sie sich nur ein oder zwei Schlüsselwörter und reagieren Sie darauf.',
              en: 'Remember just one or two key words and react to them.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Typische Fehler', en: 'Common mistakes' },
          items: [
            {
              de: 'Nur an den eigenen nächsten Satz denken und nicht zuhören.',
              en: 'Thinking only about your own next sentence and not listening.',
            },
            {
              de: '„Ja, ja“ sagen, obwohl Sie nichts verstanden haben.',
              en: 'Saying [[Ja, ja]] (yes, yes) although you understood nothing.',
            },
            {
              de: 'Das Thema wechseln, ohne auf die andere Person zu reagieren.',
              en: 'Changing the topic without reacting to the other person.',
            },
            {
              de: 'Die andere Person unterbrechen oder ihre Fehler korrigieren.',
              en: 'Interrupting the other person or correcting their mistakes.',
            },
            {
              de: 'Bei jedem Satz „Wie bitte?“ fragen: Fragen Sie gezielt nach dem, was wichtig ist.',
              en: 'Asking [[Wie bitte?]] after every sentence: ask specifically about what matters.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: {
            de: 'Schon in der Vorbereitung an das Zuhören denken',
            en: 'Think about listening already in the preparation',
          },
          text: {
            de: 'Überlegen Sie in den 20 Minuten Vorbereitung auch, welche Fragen Sie stellen können, zum Beispiel in Teil 3: Wann? Wo? Wer macht was? Dann fällt Ihnen das Reagieren im Gespräch leichter.',
            en: 'In the 20 minutes of preparation, also think about which questions you can ask, for example in part 3: when? where? who does what? Then reacting in the conversation comes more easily.',
          },
        },
      ],
    },
  ],
  closing: {
    de: 'Wer gut zuhört, muss nicht perfekt sprechen: Eine passende Reaktion und eine gute Nachfrage zeigen, dass Sie ein echtes Gespräch führen können.',
    en: 'If you listen well, you do not have to speak perfectly: a fitting reaction and a good follow-up question show that you can hold a real conversation.',
  },
  seoMeta: {
    title: {
      de: 'Zuhören in der mündlichen Prüfung (telc Deutsch B1): nachfragen und reagieren',
      en: 'telc Deutsch B1 Oral Exam: listening, asking and reacting',
    },
    description: {
      de: 'Mündliche Prüfung im Format von telc Deutsch B1: aktiv zuhören, höflich nachfragen und passend reagieren – mit Redemitteln und einem Beispieldialog.',
      en: 'Oral exam in the telc Deutsch B1 format: listen actively, ask politely and react to the point, with useful phrases and a sample dialogue.',
    },
  },
} satisfies Sheet;
