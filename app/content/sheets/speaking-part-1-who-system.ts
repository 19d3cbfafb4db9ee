import { table, type Sheet } from '../sheet-schema';

/** Cheat sheet #05: Speaking Part 1, the WHO system. */
export const speakingPart1WhoSystem = {
  pageTitle: {
    main: { de: 'Sprechen Teil 1:', en: 'Speaking Part 1:' },
    highlight: { de: 'Das WHO-System', en: 'The WHO System' },
    subtitle: {
      de: 'Mit drei Buchstaben stellen Sie sich sicher vor und kommen leicht mit Ihrem Partner ins Gespräch.',
      en: 'Three letters help you introduce yourself with confidence and start talking with your partner.',
    },
  },
  exam: { de: 'Mündliche Prüfung · Teil 1 (Kontaktaufnahme)', en: 'Oral exam · Part 1 (making contact)' },
  summary: {
    method: [
      {
        de: '**W – Wer bin ich?** Name, Herkunft, Wohnort, Beruf: zwei bis vier kurze Sätze.',
        en: '**W – Who am I?** ([[Wer bin ich?]]) Name, where you come from, where you live, your job: two to four short sentences.',
      },
      {
        de: '**H – Hobbys, Gewohnheiten, Familie:** Erzählen Sie kurz aus Ihrem Alltag.',
        en: '**H – Hobbies, habits, family** ([[Hobbys, Gewohnheiten, Familie]]): say a little about your everyday life.',
      },
      {
        de: '**O – Meinung:** Sagen Sie, was Sie denken, und nennen Sie einen Grund mit [[weil]].',
        en: '**O – Opinion** ([[Meinung]]): say what you think and give a reason with [[weil]] (because).',
      },
      {
        de: '**? – Zurückfragen:** Antworten Sie auf die Fragen Ihres Partners, und stellen Sie dann selbst eine Frage.',
        en: '**? – Ask back:** answer your partner’s questions, then ask one yourself.',
      },
    ],
    phrases: [
      { german: 'Ich heiße … und komme aus …', translation: 'My name is … and I come from …' },
      {
        german: 'Ich wohne seit … in … und arbeite als …',
        translation: 'I have been living in … for … and work as a …',
      },
      {
        german: 'In meiner Freizeit mache ich gern Sport.',
        translation: 'In my free time I like doing sport.',
      },
      { german: 'Ich lerne Deutsch, weil …', translation: 'I am learning German because …' },
      { german: 'Und was machst du beruflich?', translation: 'And what do you do for a living?' },
    ],
    figures: [
      {
        label: { de: 'Prüfungsteil', en: 'Exam part' },
        value: {
          de: 'Teil 1, „Einander kennenlernen“ (früher: Kontaktaufnahme)',
          en: 'Part 1, [[Einander kennenlernen]] (getting to know each other; formerly [[Kontaktaufnahme]])',
        },
      },
      { label: { de: 'Dauer', en: 'Length' }, value: { de: 'etwa 3 Minuten', en: 'about 3 minutes' } },
      { label: { de: 'Punkte', en: 'Points' }, value: { de: '15 Punkte', en: '15 points' } },
      {
        label: { de: 'Aufgabe', en: 'Task' },
        value: { de: 'antworten **und** zurückfragen', en: 'answer **and** ask back' },
      },
    ],
  },
  sections: [
    {
      id: 'overview',
      title: { de: 'Teil 1 auf einen Blick', en: 'Part 1 at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Teil 1 ist der Anfang der mündlichen Prüfung. Sie und Ihr Partner lernen sich kennen: Sie stellen sich vor, erzählen etwas über sich und stellen Fragen. Für viele ist das der leichteste Teil, denn Sie sprechen über ein Thema, das Sie sehr gut kennen: **über sich selbst**.',
            en: 'Part 1 is the start of the oral exam. You and your partner get to know each other: you introduce yourselves, tell each other something about yourselves and ask questions. For many people it is the easiest part, because you talk about a topic you know very well: **yourself**.',
          },
        },
        table({
          caption: { de: 'Die Kontaktaufnahme im Überblick', en: 'Making contact at a glance' },
          columns: [
            { key: 'aspect', header: { de: 'Was?', en: 'What?' } },
            { key: 'detail', header: { de: 'So ist es', en: 'How it works' } },
          ],
          rows: [
            {
              aspect: { de: 'Dauer', en: 'Length' },
              detail: {
                de: 'etwa 3–4 Minuten insgesamt, für beide Personen zusammen',
                en: 'about 3–4 minutes in all, for both people together',
              },
            },
            {
              aspect: { de: 'Personen', en: 'People' },
              detail: {
                de: 'meistens zwei Kandidaten zusammen, mit zwei Prüferinnen oder Prüfern',
                en: 'usually two candidates together, plus two examiners',
              },
            },
            {
              aspect: { de: 'Aufgabe', en: 'Task' },
              detail: {
                de: 'sich vorstellen, über sich erzählen, den Partner oder die Partnerin fragen',
                en: 'introduce yourself, talk about yourself, ask your partner questions',
              },
            },
            {
              aspect: { de: 'Vorbereitung', en: 'Preparation' },
              detail: {
                de: 'Die 20 Minuten Vorbereitung sind für Teil 2 und 3. Für Teil 1 bereiten Sie sich zu Hause vor.',
                en: 'The 20 minutes of preparation are for parts 2 and 3. You prepare for part 1 at home.',
              },
            },
            {
              aspect: { de: 'Ziel', en: 'Goal' },
              detail: {
                de: 'ein natürliches, freundliches Gespräch, kein Vortrag',
                en: 'a natural, friendly conversation, not a speech',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Die ganze mündliche Prüfung', en: 'The whole oral exam' },
          text: {
            de: 'Das Prüfungsgespräch dauert etwa 15 Minuten und hat drei Teile. Teil 1 ist kurz. Er hilft Ihnen, ruhig zu werden und sich ans Deutschsprechen zu gewöhnen.',
            en: 'The exam conversation takes about 15 minutes and has three parts. Part 1 is short. It helps you calm down and get into speaking German.',
          },
        },
      ],
    },
    {
      id: 'who-method',
      title: { de: 'Die WHO-Methode', en: 'The WHO method' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Merken Sie sich drei Buchstaben: **W – H – O**. Sie zeigen Ihnen, was Sie sagen können. Danach stellen Sie Ihrem Partner immer eine Frage. So wird aus Ihrer Vorstellung ein Gespräch.',
            en: 'Remember three letters: **W – H – O**. They tell you what you can say. After that, you always ask your partner a question. That turns your introduction into a conversation.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'W – Wer bin ich?', en: 'W – Who am I? ([[Wer bin ich?]])' },
              text: {
                de: 'Name, Alter (wenn Sie möchten), Herkunft, Wohnort und Beruf oder Studium. Zwei bis vier kurze Sätze reichen.',
                en: 'Name, age (if you like), where you come from, where you live and your job or studies. Two to four short sentences are enough.',
              },
            },
            {
              title: {
                de: 'H – Hobbys, Gewohnheiten, Familie',
                en: 'H – Hobbies, habits, family ([[Hobbys, Gewohnheiten, Familie]])',
              },
              text: {
                de: 'Was machen Sie gern in Ihrer Freizeit? Was machen Sie jeden Tag oder jedes Wochenende? Erzählen Sie kurz von Ihrer Familie.',
                en: 'What do you like doing in your free time? What do you do every day or every weekend? Say a little about your family.',
              },
            },
            {
              title: { de: 'O – Opinion (englisch für Meinung)', en: 'O – Opinion ([[Meinung]])' },
              text: {
                de: 'Sagen Sie, was Sie über etwas denken, zum Beispiel über das Deutschlernen oder über Ihre Stadt. Nennen Sie einen Grund mit **weil**.',
                en: 'Say what you think about something, for example learning German or your town. Give a reason with [[weil]] (because).',
              },
            },
            {
              title: { de: '? – Fragen Sie Ihren Partner', en: '? – Ask your partner' },
              text: {
                de: 'Beenden Sie Ihren Teil mit einer Frage, zum Beispiel: [[Und du? Woher kommst du?]] Dann spricht Ihr Partner, und Sie hören gut zu.',
                en: 'End your turn with a question, for example: [[Und du? Woher kommst du?]] Then your partner speaks and you listen carefully.',
              },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Die Reihenfolge ist flexibel', en: 'The order is flexible' },
          text: {
            de: 'WHO ist eine Hilfe für Ihr Gedächtnis, kein festes Programm. Oft stellt Ihr Partner schon nach W eine Frage. Dann antworten Sie und machen später mit H oder O weiter.',
            en: 'WHO is a memory aid, not a fixed programme. Your partner will often ask a question right after W. Then you answer and continue with H or O later.',
          },
        },
      ],
    },
    {
      id: 'who-phrases',
      title: { de: 'Beispielsätze für jeden Schritt', en: 'Example sentences for each step' },
      blocks: [
        {
          type: 'phrases',
          title: { de: 'W – Wer bin ich?', en: 'W – Who am I?' },
          items: [
            {
              german: 'Ich heiße Marta Silva. / Mein Name ist Marta Silva.',
              translation: 'My name is Marta Silva.',
              tip: {
                de: 'Beide Formen sind richtig. Nennen Sie Ihren Vor- und Nachnamen.',
                en: 'Both are correct. Give your first name and surname.',
              },
            },
            {
              german: 'Ich bin 34 Jahre alt.',
              translation: 'I am 34 years old.',
              tip: {
                de: 'Nicht: „Ich habe 34 Jahre.“ Auf Deutsch sagt man: „Ich bin … Jahre alt.“',
                en: 'Not [[Ich habe 34 Jahre]]. In German you say [[Ich bin … Jahre alt]].',
              },
            },
            {
              german: 'Ich komme aus Portugal, genauer gesagt aus Porto.',
              translation: 'I come from Portugal, from Porto to be exact.',
              tip: {
                de: 'Manche Länder haben einen Artikel: aus der Türkei, aus dem Irak, aus den USA.',
                en: 'Some countries take an article: [[aus der Türkei, aus dem Irak, aus den USA]].',
              },
            },
            {
              german: 'Ich wohne seit zwei Jahren in Köln.',
              translation: 'I have been living in Cologne for two years.',
              tip: {
                de: 'seit + Dativ, und das Verb steht im Präsens: seit einem Jahr, seit drei Monaten.',
                en: '[[seit]] + dative, and the verb is in the present tense: [[seit einem Jahr, seit drei Monaten]].',
              },
            },
            {
              german: 'Ich arbeite als Krankenpflegerin in einem Krankenhaus.',
              translation: 'I work as a nurse in a hospital.',
              tip: {
                de: 'Nach „als“ steht kein Artikel: als Koch, als Verkäuferin.',
                en: 'No article after [[als]]: [[als Koch, als Verkäuferin]].',
              },
            },
            {
              german: 'Ich studiere Informatik. / Im Moment suche ich Arbeit.',
              translation: 'I study computer science. / At the moment I am looking for work.',
              tip: {
                de: 'Ehrliche, einfache Antworten sind gut. Sie müssen nichts erfinden.',
                en: 'Honest, simple answers are good. You do not have to invent anything.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'H – Hobbys, Gewohnheiten, Familie', en: 'H – Hobbies, habits, family' },
          items: [
            {
              german: 'In meiner Freizeit spiele ich gern Fußball.',
              translation: 'In my free time I like playing football.',
              tip: {
                de: 'Das Verb steht an Position 2: „In meiner Freizeit spiele ich …“',
                en: 'The verb comes second: [[In meiner Freizeit spiele ich …]]',
              },
            },
            {
              german: 'Am Wochenende treffe ich oft meine Freunde.',
              translation: 'At the weekend I often meet my friends.',
            },
            {
              german: 'Jeden Morgen fahre ich mit dem Fahrrad zur Arbeit.',
              translation: 'Every morning I cycle to work.',
              tip: {
                de: 'Gewohnheiten zeigen Sie mit: jeden Tag, oft, meistens, manchmal.',
                en: 'Show habits with [[jeden Tag, oft, meistens, manchmal]] (every day, often, usually, sometimes).',
              },
            },
            {
              german: 'Ich bin verheiratet und habe zwei Kinder.',
              translation: 'I am married and have two children.',
            },
            {
              german: 'Ich bin ledig und wohne in einer WG.',
              translation: 'I am single and live in a shared flat.',
              tip: {
                de: 'WG = Wohngemeinschaft. Das Wort kennen alle in Deutschland.',
                en: '[[WG]] = [[Wohngemeinschaft]]. Everybody in Germany knows the word.',
              },
            },
            {
              german: 'Meine Eltern und mein Bruder leben noch in Portugal.',
              translation: 'My parents and my brother still live in Portugal.',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'O – Meinung', en: 'O – Opinion' },
          items: [
            {
              german: 'Deutsch finde ich schwer, aber interessant.',
              translation: 'I find German hard, but interesting.',
            },
            {
              german: 'Am schwierigsten sind für mich die Artikel.',
              translation: 'The hardest thing for me is the articles.',
            },
            {
              german: 'Ich lerne Deutsch, weil ich hier arbeiten möchte.',
              translation: 'I am learning German because I want to work here.',
              tip: {
                de: 'Nach „weil“ steht das Verb am Ende.',
                en: 'After [[weil]] the verb goes to the end.',
              },
            },
            {
              german: 'Köln gefällt mir sehr gut, weil es hier viele Parks gibt.',
              translation: 'I like Cologne very much, because there are many parks here.',
            },
            {
              german: 'Meiner Meinung nach ist das Leben in der Stadt ziemlich teuer.',
              translation: 'In my opinion, life in the city is quite expensive.',
              tip: {
                de: 'Nach „Meiner Meinung nach“ kommt direkt das Verb.',
                en: 'After [[Meiner Meinung nach]] the verb comes straight away.',
              },
            },
            {
              german: 'Ich finde es toll, dass man hier überall Fahrrad fahren kann.',
              translation: 'I think it is great that you can cycle everywhere here.',
              tip: {
                de: 'Auch nach „dass“ steht das Verb am Ende.',
                en: 'After [[dass]] the verb also goes to the end.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'questions',
      title: { de: 'Fragen vorbereiten', en: 'Questions to prepare' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Diese Fragen hören Sie oft: von Ihrem Partner mit **du** oder von den Prüferinnen und Prüfern mit **Sie**. Sie können sie auch selbst stellen. Bereiten Sie zu jeder Frage eine Antwort mit zwei oder drei Sätzen vor.',
            en: 'You will often hear these questions: from your partner with [[du]] or from the examiners with [[Sie]]. You can also ask them yourself. Prepare an answer of two or three sentences for each question.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Häufige Fragen (du / Sie)', en: 'Common questions (du / Sie)' },
          items: [
            { german: 'Wie heißt du? / Wie heißen Sie?', translation: 'What is your name?' },
            { german: 'Woher kommst du? / Woher kommen Sie?', translation: 'Where are you from?' },
            { german: 'Wo wohnst du? Und seit wann?', translation: 'Where do you live? And since when?' },
            {
              german: 'Was machst du beruflich? / Was machen Sie beruflich?',
              translation: 'What do you do for a living?',
              tip: {
                de: 'Andere Form: „Was sind Sie von Beruf?“',
                en: 'Another way to ask: [[Was sind Sie von Beruf?]]',
              },
            },
            {
              german: 'Wie lange lernst du schon Deutsch?',
              translation: 'How long have you been learning German?',
              tip: {
                de: 'Antwort mit „seit“: „Ich lerne seit einem Jahr Deutsch.“',
                en: 'Answer with [[seit]]: [[Ich lerne seit einem Jahr Deutsch.]]',
              },
            },
            { german: 'Warum lernst du Deutsch?', translation: 'Why are you learning German?' },
            { german: 'Was machst du in deiner Freizeit?', translation: 'What do you do in your free time?' },
            {
              german: 'Hast du Familie? Hast du Geschwister?',
              translation: 'Do you have a family? Do you have brothers or sisters?',
            },
            { german: 'Wie gefällt dir die Stadt hier?', translation: 'How do you like the town here?' },
            {
              german: 'Was sind deine Pläne für die Zukunft?',
              translation: 'What are your plans for the future?',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Reagieren und nachfragen', en: 'Reacting and asking back' },
          items: [
            {
              german: 'Ach, wirklich? Das ist ja interessant!',
              translation: 'Oh, really? That is interesting!',
              tip: {
                de: 'Kurze Reaktionen zeigen: Sie hören zu.',
                en: 'Short reactions show that you are listening.',
              },
            },
            { german: 'Das geht mir genauso.', translation: 'Same here.' },
            { german: 'Und wie ist das bei dir?', translation: 'And what about you?' },
            {
              german: 'Entschuldigung, kannst du das bitte noch einmal sagen?',
              translation: 'Sorry, could you say that again, please?',
            },
            {
              german: 'Können Sie die Frage bitte wiederholen?',
              translation: 'Could you repeat the question, please?',
              tip: {
                de: 'Für die Prüferinnen und Prüfer: immer mit „Sie“.',
                en: 'To the examiners: always with [[Sie]].',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'sample-introduction',
      title: { de: 'Eine Vorstellung von etwa einer Minute', en: 'An introduction of about one minute' },
      blocks: [
        {
          type: 'example',
          title: { de: 'Marta stellt sich vor', en: 'Marta introduces herself' },
          text: [
            {
              german:
                'Hallo, ich heiße Marta Silva. Ich bin 34 Jahre alt und komme aus Portugal, genauer gesagt aus Porto.',
              translation:
                'Hello, my name is Marta Silva. I am 34 years old and I come from Portugal, from Porto to be exact.',
            },
            {
              german:
                'Seit zwei Jahren wohne ich in Köln. Ich arbeite als Krankenpflegerin in einem Krankenhaus.',
              translation: 'I have been living in Cologne for two years. I work as a nurse in a hospital.',
            },
            {
              german:
                'In meiner Freizeit gehe ich gern schwimmen, und ich koche sehr gern, am liebsten Fisch.',
              translation: 'In my free time I like to go swimming, and I love cooking, fish most of all.',
            },
            {
              german:
                'Am Wochenende treffe ich oft Freunde. Ich bin verheiratet und habe eine Tochter. Sie ist sechs Jahre alt und geht schon in die Schule.',
              translation:
                'At the weekend I often meet friends. I am married and have a daughter. She is six years old and already goes to school.',
            },
            {
              german:
                'Deutsch finde ich manchmal schwer, besonders die Artikel. Aber das Lernen macht mir Spaß, weil ich jetzt mit meinen Kollegen und Nachbarn sprechen kann.',
              translation:
                'I sometimes find German hard, especially the articles. But I enjoy learning it, because now I can talk to my colleagues and neighbours.',
            },
            {
              german:
                'Köln gefällt mir sehr gut, weil die Leute offen und freundlich sind. Nur das Wetter ist oft nicht so schön.',
              translation:
                'I like Cologne very much, because the people are open and friendly. Only the weather is often not so nice.',
            },
            {
              german: 'Und du? Woher kommst du, und wie lange lernst du schon Deutsch?',
              translation: 'And you? Where are you from, and how long have you been learning German?',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Zeilen 1–2: Name, Alter, Herkunft, Wohnort, Beruf',
                en: 'Lines 1–2: name, age, origin, home town, job',
              },
              answer: { de: 'W – Wer bin ich?', en: 'W – Who am I?' },
              reasoning: {
                de: 'Kurze, klare Sätze mit den wichtigsten Informationen. „Seit zwei Jahren“ zeigt, wie lange Marta schon in Köln wohnt.',
                en: 'Short, clear sentences with the key information. [[Seit zwei Jahren]] shows how long Marta has lived in Cologne.',
              },
            },
            {
              prompt: {
                de: 'Zeilen 3–4: Schwimmen, Kochen, Freunde, Familie',
                en: 'Lines 3–4: swimming, cooking, friends, family',
              },
              answer: { de: 'H – Hobbys, Gewohnheiten, Familie', en: 'H – Hobbies, habits, family' },
              reasoning: {
                de: 'Wörter wie „gern“, „am liebsten“ und „oft“ machen die Sätze lebendig. Das Verb steht immer an Position 2.',
                en: 'Words like [[gern]], [[am liebsten]] and [[oft]] make the sentences lively. The verb always comes second.',
              },
            },
            {
              prompt: {
                de: 'Zeilen 5–6: Deutschlernen und die Stadt Köln',
                en: 'Lines 5–6: learning German and the city of Cologne',
              },
              answer: { de: 'O – Meinung', en: 'O – Opinion' },
              reasoning: {
                de: 'Marta sagt ihre Meinung und gibt Gründe mit „weil“. Ein kleines „aber“ macht die Meinung ehrlich und natürlich.',
                en: 'Marta gives her opinion and reasons with [[weil]]. A small [[aber]] makes the opinion honest and natural.',
              },
            },
            {
              prompt: { de: 'Zeile 7: „Und du? …“', en: 'Line 7: [[Und du? …]]' },
              answer: { de: 'Frage an den Partner', en: 'Question to the partner' },
              reasoning: {
                de: 'Mit der Frage gibt Marta das Wort weiter. Jetzt spricht ihr Partner, und das Gespräch beginnt.',
                en: 'With the question Marta hands over to her partner. Now he speaks, and the conversation begins.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: { de: 'So kann es weitergehen', en: 'How it can go on' },
          lines: [
            {
              speaker: { same: 'Tomasz' },
              german: 'Ich komme aus Polen, aus Danzig. Deutsch lerne ich seit anderthalb Jahren.',
              translation:
                'I come from Poland, from Gdańsk. I have been learning German for a year and a half.',
            },
            {
              speaker: { same: 'Marta' },
              german: 'Ach, Danzig! Da war ich schon einmal. Und warum lernst du Deutsch?',
              translation: 'Oh, Gdańsk! I have been there once. And why are you learning German?',
              note: {
                de: 'Erst kurz reagieren, dann eine neue Frage stellen.',
                en: 'React briefly first, then ask a new question.',
              },
            },
            {
              speaker: { same: 'Tomasz' },
              german: 'Ich arbeite als Elektriker und möchte hier eine bessere Stelle finden.',
              translation: 'I work as an electrician and want to find a better job here.',
            },
            {
              speaker: { same: 'Marta' },
              german: 'Das verstehe ich gut. Und was machst du in deiner Freizeit?',
              translation: 'I understand that well. And what do you do in your free time?',
            },
          ],
        },
      ],
    },
    {
      id: 'common-mistakes',
      title: { de: 'Typische Fehler', en: 'Common mistakes' },
      blocks: [
        table({
          caption: { de: 'Falsch und richtig', en: 'Wrong and right' },
          columns: [
            { key: 'wrong', header: { de: 'Nicht so', en: 'Not like this' }, lang: 'de' },
            { key: 'right', header: { de: 'Besser so', en: 'Better like this' }, lang: 'de' },
            { key: 'why', header: { de: 'Warum?', en: 'Why?' } },
          ],
          rows: [
            {
              wrong: 'Ich habe 34 Jahre.',
              right: 'Ich bin 34 Jahre alt.',
              why: {
                de: 'Für das Alter braucht man „sein“ und „alt“.',
                en: 'For age you need [[sein]] and [[alt]].',
              },
            },
            {
              wrong: 'Ich komme von Spanien.',
              right: 'Ich komme aus Spanien.',
              why: { de: 'Für die Herkunft sagt man „aus“.', en: 'For where you come from, say [[aus]].' },
            },
            {
              wrong: 'Ich wohne in Köln seit zwei Jahre.',
              right: 'Ich wohne seit zwei Jahren in Köln.',
              why: {
                de: 'seit + Dativ: „Jahren“. Die Zeit steht meistens vor dem Ort.',
                en: '[[seit]] + dative: [[Jahren]]. Time usually comes before place.',
              },
            },
            {
              wrong: 'Ich arbeite als ein Koch.',
              right: 'Ich arbeite als Koch.',
              why: { de: 'Nach „als“ kommt kein Artikel.', en: 'No article after [[als]].' },
            },
            {
              wrong: 'Ich lerne Deutsch, weil ich möchte hier arbeiten.',
              right: 'Ich lerne Deutsch, weil ich hier arbeiten möchte.',
              why: {
                de: 'Nach „weil“ steht das Verb am Ende.',
                en: 'After [[weil]] the verb goes to the end.',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'tips',
      title: { de: 'Tipps für Teil 1', en: 'Tips for part 1' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'So klingen Sie sicher und natürlich', en: 'How to sound confident and natural' },
          items: [
            {
              de: 'Sprechen Sie in ganzen Sätzen, aber natürlich. Antworten Sie nicht nur mit einem Wort, sondern mit zwei oder drei Sätzen.',
              en: 'Speak in full sentences, but naturally. Do not answer with just one word; give two or three sentences.',
            },
            {
              de: 'Fragen Sie Ihren Partner. Teil 1 ist ein Gespräch, kein Vortrag. Reagieren Sie auf seine Antworten.',
              en: 'Ask your partner questions. Part 1 is a conversation, not a speech. React to what your partner says.',
            },
            {
              de: 'Teil 1 dauert insgesamt nur etwa 3–4 Minuten, für beide Personen zusammen. Ihre Vorstellung sollte also nicht viel länger als etwa eine Minute sein (Richtwert).',
              en: 'Part 1 takes only about 3–4 minutes in all, for both people together. So your introduction should not be much longer than about one minute (guideline).',
            },
            {
              de: 'Sprechen Sie ruhig und nicht zu schnell. Ein Lächeln und Blickkontakt helfen auch.',
              en: 'Speak calmly and not too fast. A smile and eye contact help too.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Keinen Text auswendig lernen', en: 'Do not learn a text by heart' },
          text: {
            de: 'Lernen Sie keinen langen Text Wort für Wort auswendig. Das klingt unnatürlich, und bei einer Frage verlieren Sie schnell den Faden. Lernen Sie lieber die WHO-Punkte und einzelne Sätze, die Sie frei kombinieren können.',
            en: 'Do not learn a long text by heart word for word. It sounds unnatural, and when someone asks a question you quickly lose your thread. Instead, learn the WHO points and single sentences that you can combine freely.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Du oder Sie?', en: 'du or Sie?' },
          items: [
            {
              de: 'Mit Ihrem Partner können Sie „du“ oder „Sie“ sagen. Viele Kandidaten sagen „du“. Fragen Sie einfach: [[Wollen wir uns duzen?]]',
              en: 'With your partner you can say [[du]] or [[Sie]]. Many candidates say [[du]]. Just ask: [[Wollen wir uns duzen?]] (Shall we say du to each other?)',
            },
            {
              de: 'Zu den Prüferinnen und Prüfern sagen Sie immer „Sie“.',
              en: 'To the examiners you always say [[Sie]].',
            },
          ],
        },
        {
          type: 'list',
          items: [
            {
              de: '**Zu Hause üben:** Sagen Sie Ihre Vorstellung laut und messen Sie die Zeit.',
              en: '**Practise at home:** say your introduction out loud and time yourself.',
            },
            {
              de: '**Mit jemandem üben:** Stellen Sie sich gegenseitig die Fragen oben – immer in einer anderen Reihenfolge.',
              en: '**Practise with someone:** ask each other the questions above, in a different order each time.',
            },
            {
              de: '**Aufnehmen:** Nehmen Sie sich mit dem Handy auf. Achten Sie beim Hören auf die Position des Verbs und auf die Aussprache.',
              en: '**Record yourself:** use your phone. When you listen back, pay attention to the position of the verb and to pronunciation.',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Sie kennen das Thema von Teil 1 besser als jeder andere: Es geht um Sie. Mit W, H, O und einer Frage an Ihren Partner starten Sie ruhig und sicher in die mündliche Prüfung.',
    en: 'You know the topic of part 1 better than anyone: it is about you. With W, H, O and a question for your partner, you start the oral exam calmly and confidently.',
  },
  seoMeta: {
    title: {
      de: 'Sprechen Teil 1: Das WHO-System – telc Deutsch B1',
      en: 'Speaking Part 1: The WHO System – telc Deutsch B1',
    },
    description: {
      de: 'Sich vorstellen in Teil 1 der mündlichen B1-Prüfung: WHO-Methode, Beispielsätze, typische Fragen und eine Mustervorstellung mit Übersetzung.',
      en: 'Introduce yourself in part 1 of the B1 oral exam: the WHO method, example sentences, common questions and a sample introduction with translation.',
    },
  },
} satisfies Sheet;
