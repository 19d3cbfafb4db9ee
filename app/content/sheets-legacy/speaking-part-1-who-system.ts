import type { SheetContent } from './legacy-schema';

/** The sample self-introduction: the German lines, shown on both pages. */
const SAMPLE_GERMAN = [
  'Hallo, ich heiße Marta Silva. Ich bin 34 Jahre alt und komme aus Portugal, genauer gesagt aus Porto.',
  'Seit zwei Jahren wohne ich in Köln. Ich arbeite als Krankenpflegerin in einem Krankenhaus.',
  'In meiner Freizeit gehe ich gern schwimmen, und ich koche sehr gern, am liebsten Fisch.',
  'Am Wochenende treffe ich oft Freunde. Ich bin verheiratet und habe eine Tochter. Sie ist sechs Jahre alt und geht schon in die Schule.',
  'Deutsch finde ich manchmal schwer, besonders die Artikel. Aber das Lernen macht mir Spaß, weil ich jetzt mit meinen Kollegen und Nachbarn sprechen kann.',
  'Köln gefällt mir sehr gut, weil die Leute offen und freundlich sind. Nur das Wetter ist oft nicht so schön.',
  'Und du? Woher kommst du, und wie lange lernst du schon Deutsch?',
];

/** Its English translation, shown on request on both pages. */
const SAMPLE_TRANSLATION = [
  'Hello, my name is Marta Silva. I am 34 years old and I come from Portugal, from Porto to be exact.',
  'I have been living in Cologne for two years. I work as a nurse in a hospital.',
  'In my free time I like to go swimming, and I love cooking, fish most of all.',
  'At the weekend I often meet friends. I am married and have a daughter. She is six years old and already goes to school.',
  'I sometimes find German hard, especially the articles. But I enjoy learning it, because now I can talk to my colleagues and neighbours.',
  'I like Cologne very much, because the people are open and friendly. Only the weather is often not so nice.',
  'And you? Where are you from, and how long have you been learning German?',
];

/** Cheat sheet #05: Speaking Part 1, the WHO system. */
export const speakingPart1WhoSystem = {
  pageTitle: {
    de: {
      main: 'Sprechen Teil 1:',
      highlight: 'Das WHO-System',
      subtitle:
        'Mit drei Buchstaben stellen Sie sich sicher vor und kommen leicht mit Ihrem Partner ins Gespräch.',
    },
    en: {
      main: 'Speaking Part 1:',
      highlight: 'The WHO System',
      subtitle:
        'Three letters help you introduce yourself with confidence and start talking with your partner.',
    },
  },
  exam: {
    de: 'Mündliche Prüfung · Teil 1 (Kontaktaufnahme)',
    en: 'Oral exam · Part 1 (making contact)',
  },
  sections: {
    de: [
      {
        id: 'overview',
        title: 'Teil 1 auf einen Blick',
        blocks: [
          {
            type: 'paragraph',
            text: 'Teil 1 ist der Anfang der mündlichen Prüfung. Sie und Ihr Partner lernen sich kennen: Sie stellen sich vor, erzählen etwas über sich und stellen Fragen. Für viele ist das der leichteste Teil, denn Sie sprechen über ein Thema, das Sie sehr gut kennen: **über sich selbst**.',
          },
          {
            type: 'table',
            caption: 'Die Kontaktaufnahme im Überblick',
            columns: [
              { key: 'aspect', header: 'Was?' },
              { key: 'detail', header: 'So ist es' },
            ],
            rows: [
              { aspect: 'Dauer', detail: 'etwa 3–4 Minuten insgesamt, für beide Personen zusammen' },
              {
                aspect: 'Personen',
                detail: 'meistens zwei Kandidaten zusammen, mit zwei Prüferinnen oder Prüfern',
              },
              {
                aspect: 'Aufgabe',
                detail: 'sich vorstellen, über sich erzählen, den Partner oder die Partnerin fragen',
              },
              {
                aspect: 'Vorbereitung',
                detail:
                  'Die 20 Minuten Vorbereitung sind für Teil 2 und 3. Für Teil 1 bereiten Sie sich zu Hause vor.',
              },
              { aspect: 'Ziel', detail: 'ein natürliches, freundliches Gespräch, kein Vortrag' },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Die ganze mündliche Prüfung',
            text: 'Das Prüfungsgespräch dauert etwa 15 Minuten und hat drei Teile. Teil 1 ist kurz. Er hilft Ihnen, ruhig zu werden und sich ans Deutschsprechen zu gewöhnen.',
          },
        ],
      },
      {
        id: 'who-method',
        title: 'Die WHO-Methode',
        blocks: [
          {
            type: 'paragraph',
            text: 'Merken Sie sich drei Buchstaben: **W – H – O**. Sie zeigen Ihnen, was Sie sagen können. Danach stellen Sie Ihrem Partner immer eine Frage. So wird aus Ihrer Vorstellung ein Gespräch.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'W – Wer bin ich?',
                text: 'Name, Alter (wenn Sie möchten), Herkunft, Wohnort und Beruf oder Studium. Zwei bis vier kurze Sätze reichen.',
              },
              {
                title: 'H – Hobbys, Gewohnheiten, Familie',
                text: 'Was machen Sie gern in Ihrer Freizeit? Was machen Sie jeden Tag oder jedes Wochenende? Erzählen Sie kurz von Ihrer Familie.',
              },
              {
                title: 'O – Opinion (englisch für Meinung)',
                text: 'Sagen Sie, was Sie über etwas denken, zum Beispiel über das Deutschlernen oder über Ihre Stadt. Nennen Sie einen Grund mit **weil**.',
              },
              {
                title: '? – Fragen Sie Ihren Partner',
                text: 'Beenden Sie Ihren Teil mit einer Frage, zum Beispiel: [[Und du? Woher kommst du?]] Dann spricht Ihr Partner, und Sie hören gut zu.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'Die Reihenfolge ist flexibel',
            text: 'WHO ist eine Hilfe für Ihr Gedächtnis, kein festes Programm. Oft stellt Ihr Partner schon nach W eine Frage. Dann antworten Sie und machen später mit H oder O weiter.',
          },
        ],
      },
      {
        id: 'who-phrases',
        title: 'Beispielsätze für jeden Schritt',
        blocks: [
          {
            type: 'phrases',
            title: 'W – Wer bin ich?',
            items: [
              {
                german: 'Ich heiße Marta Silva. / Mein Name ist Marta Silva.',
                translation: 'My name is Marta Silva.',
                tip: 'Beide Formen sind richtig. Nennen Sie Ihren Vor- und Nachnamen.',
              },
              {
                german: 'Ich bin 34 Jahre alt.',
                translation: 'I am 34 years old.',
                tip: 'Nicht: „Ich habe 34 Jahre.“ Auf Deutsch sagt man: „Ich bin … Jahre alt.“',
              },
              {
                german: 'Ich komme aus Portugal, genauer gesagt aus Porto.',
                translation: 'I come from Portugal, from Porto to be exact.',
                tip: 'Manche Länder haben einen Artikel: aus der Türkei, aus dem Irak, aus den USA.',
              },
              {
                german: 'Ich wohne seit zwei Jahren in Köln.',
                translation: 'I have been living in Cologne for two years.',
                tip: 'seit + Dativ, und das Verb steht im Präsens: seit einem Jahr, seit drei Monaten.',
              },
              {
                german: 'Ich arbeite als Krankenpflegerin in einem Krankenhaus.',
                translation: 'I work as a nurse in a hospital.',
                tip: 'Nach „als“ steht kein Artikel: als Koch, als Verkäuferin.',
              },
              {
                german: 'Ich studiere Informatik. / Im Moment suche ich Arbeit.',
                translation: 'I study computer science. / At the moment I am looking for work.',
                tip: 'Ehrliche, einfache Antworten sind gut. Sie müssen nichts erfinden.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'H – Hobbys, Gewohnheiten, Familie',
            items: [
              {
                german: 'In meiner Freizeit spiele ich gern Fußball.',
                translation: 'In my free time I like playing football.',
                tip: 'Das Verb steht an Position 2: „In meiner Freizeit spiele ich …“',
              },
              {
                german: 'Am Wochenende treffe ich oft meine Freunde.',
                translation: 'At the weekend I often meet my friends.',
              },
              {
                german: 'Jeden Morgen fahre ich mit dem Fahrrad zur Arbeit.',
                translation: 'Every morning I cycle to work.',
                tip: 'Gewohnheiten zeigen Sie mit: jeden Tag, oft, meistens, manchmal.',
              },
              {
                german: 'Ich bin verheiratet und habe zwei Kinder.',
                translation: 'I am married and have two children.',
              },
              {
                german: 'Ich bin ledig und wohne in einer WG.',
                translation: 'I am single and live in a shared flat.',
                tip: 'WG = Wohngemeinschaft. Das Wort kennen alle in Deutschland.',
              },
              {
                german: 'Meine Eltern und mein Bruder leben noch in Portugal.',
                translation: 'My parents and my brother still live in Portugal.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'O – Meinung',
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
                tip: 'Nach „weil“ steht das Verb am Ende.',
              },
              {
                german: 'Köln gefällt mir sehr gut, weil es hier viele Parks gibt.',
                translation: 'I like Cologne very much, because there are many parks here.',
              },
              {
                german: 'Meiner Meinung nach ist das Leben in der Stadt ziemlich teuer.',
                translation: 'In my opinion, life in the city is quite expensive.',
                tip: 'Nach „Meiner Meinung nach“ kommt direkt das Verb.',
              },
              {
                german: 'Ich finde es toll, dass man hier überall Fahrrad fahren kann.',
                translation: 'I think it is great that you can cycle everywhere here.',
                tip: 'Auch nach „dass“ steht das Verb am Ende.',
              },
            ],
          },
        ],
      },
      {
        id: 'questions',
        title: 'Fragen vorbereiten',
        blocks: [
          {
            type: 'paragraph',
            text: 'Diese Fragen hören Sie oft: von Ihrem Partner mit **du** oder von den Prüferinnen und Prüfern mit **Sie**. Sie können sie auch selbst stellen. Bereiten Sie zu jeder Frage eine Antwort mit zwei oder drei Sätzen vor.',
          },
          {
            type: 'phrases',
            title: 'Häufige Fragen (du / Sie)',
            items: [
              { german: 'Wie heißt du? / Wie heißen Sie?', translation: 'What is your name?' },
              { german: 'Woher kommst du? / Woher kommen Sie?', translation: 'Where are you from?' },
              {
                german: 'Wo wohnst du? Und seit wann?',
                translation: 'Where do you live? And since when?',
              },
              {
                german: 'Was machst du beruflich? / Was machen Sie beruflich?',
                translation: 'What do you do for a living?',
                tip: 'Andere Form: „Was sind Sie von Beruf?“',
              },
              {
                german: 'Wie lange lernst du schon Deutsch?',
                translation: 'How long have you been learning German?',
                tip: 'Antwort mit „seit“: „Ich lerne seit einem Jahr Deutsch.“',
              },
              { german: 'Warum lernst du Deutsch?', translation: 'Why are you learning German?' },
              {
                german: 'Was machst du in deiner Freizeit?',
                translation: 'What do you do in your free time?',
              },
              {
                german: 'Hast du Familie? Hast du Geschwister?',
                translation: 'Do you have a family? Do you have brothers or sisters?',
              },
              {
                german: 'Wie gefällt dir die Stadt hier?',
                translation: 'How do you like the town here?',
              },
              {
                german: 'Was sind deine Pläne für die Zukunft?',
                translation: 'What are your plans for the future?',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Reagieren und nachfragen',
            items: [
              {
                german: 'Ach, wirklich? Das ist ja interessant!',
                translation: 'Oh, really? That is interesting!',
                tip: 'Kurze Reaktionen zeigen: Sie hören zu.',
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
                tip: 'Für die Prüferinnen und Prüfer: immer mit „Sie“.',
              },
            ],
          },
        ],
      },
      {
        id: 'sample-introduction',
        title: 'Eine Vorstellung von etwa einer Minute',
        blocks: [
          {
            type: 'example',
            title: 'Marta stellt sich vor',
            german: SAMPLE_GERMAN,
            translation: SAMPLE_TRANSLATION,
            steps: [
              {
                prompt: 'Zeilen 1–2: Name, Alter, Herkunft, Wohnort, Beruf',
                answer: 'W – Wer bin ich?',
                reasoning:
                  'Kurze, klare Sätze mit den wichtigsten Informationen. „Seit zwei Jahren“ zeigt, wie lange Marta schon in Köln wohnt.',
              },
              {
                prompt: 'Zeilen 3–4: Schwimmen, Kochen, Freunde, Familie',
                answer: 'H – Hobbys, Gewohnheiten, Familie',
                reasoning:
                  'Wörter wie „gern“, „am liebsten“ und „oft“ machen die Sätze lebendig. Das Verb steht immer an Position 2.',
              },
              {
                prompt: 'Zeilen 5–6: Deutschlernen und die Stadt Köln',
                answer: 'O – Meinung',
                reasoning:
                  'Marta sagt ihre Meinung und gibt Gründe mit „weil“. Ein kleines „aber“ macht die Meinung ehrlich und natürlich.',
              },
              {
                prompt: 'Zeile 7: „Und du? …“',
                answer: 'Frage an den Partner',
                reasoning:
                  'Mit der Frage gibt Marta das Wort weiter. Jetzt spricht ihr Partner, und das Gespräch beginnt.',
              },
            ],
          },
          {
            type: 'dialogue',
            title: 'So kann es weitergehen',
            lines: [
              {
                speaker: 'Tomasz',
                german: 'Ich komme aus Polen, aus Danzig. Deutsch lerne ich seit anderthalb Jahren.',
                translation:
                  'I come from Poland, from Gdańsk. I have been learning German for a year and a half.',
              },
              {
                speaker: 'Marta',
                german: 'Ach, Danzig! Da war ich schon einmal. Und warum lernst du Deutsch?',
                translation: 'Oh, Gdańsk! I have been there once. And why are you learning German?',
                note: 'Erst kurz reagieren, dann eine neue Frage stellen.',
              },
              {
                speaker: 'Tomasz',
                german: 'Ich arbeite als Elektriker und möchte hier eine bessere Stelle finden.',
                translation: 'I work as an electrician and want to find a better job here.',
              },
              {
                speaker: 'Marta',
                german: 'Das verstehe ich gut. Und was machst du in deiner Freizeit?',
                translation: 'I understand that well. And what do you do in your free time?',
              },
            ],
          },
        ],
      },
      {
        id: 'common-mistakes',
        title: 'Typische Fehler',
        blocks: [
          {
            type: 'table',
            caption: 'Falsch und richtig',
            columns: [
              { key: 'wrong', header: 'Nicht so' },
              { key: 'right', header: 'Besser so' },
              { key: 'why', header: 'Warum?' },
            ],
            rows: [
              {
                wrong: 'Ich habe 34 Jahre.',
                right: 'Ich bin 34 Jahre alt.',
                why: 'Für das Alter braucht man „sein“ und „alt“.',
              },
              {
                wrong: 'Ich komme von Spanien.',
                right: 'Ich komme aus Spanien.',
                why: 'Für die Herkunft sagt man „aus“.',
              },
              {
                wrong: 'Ich wohne in Köln seit zwei Jahre.',
                right: 'Ich wohne seit zwei Jahren in Köln.',
                why: 'seit + Dativ: „Jahren“. Die Zeit steht meistens vor dem Ort.',
              },
              {
                wrong: 'Ich arbeite als ein Koch.',
                right: 'Ich arbeite als Koch.',
                why: 'Nach „als“ kommt kein Artikel.',
              },
              {
                wrong: 'Ich lerne Deutsch, weil ich möchte hier arbeiten.',
                right: 'Ich lerne Deutsch, weil ich hier arbeiten möchte.',
                why: 'Nach „weil“ steht das Verb am Ende.',
              },
            ],
            germanColumns: ['wrong', 'right'],
          },
        ],
      },
      {
        id: 'tips',
        title: 'Tipps für Teil 1',
        blocks: [
          {
            type: 'callout',
            tone: 'tip',
            title: 'So klingen Sie sicher und natürlich',
            items: [
              'Sprechen Sie in ganzen Sätzen, aber natürlich. Antworten Sie nicht nur mit einem Wort, sondern mit zwei oder drei Sätzen.',
              'Fragen Sie Ihren Partner. Teil 1 ist ein Gespräch, kein Vortrag. Reagieren Sie auf seine Antworten.',
              'Teil 1 dauert insgesamt nur etwa 3–4 Minuten, für beide Personen zusammen. Ihre Vorstellung sollte also nicht viel länger als etwa eine Minute sein (Richtwert).',
              'Sprechen Sie ruhig und nicht zu schnell. Ein Lächeln und Blickkontakt helfen auch.',
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Keinen Text auswendig lernen',
            text: 'Lernen Sie keinen langen Text Wort für Wort auswendig. Das klingt unnatürlich, und bei einer Frage verlieren Sie schnell den Faden. Lernen Sie lieber die WHO-Punkte und einzelne Sätze, die Sie frei kombinieren können.',
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'Du oder Sie?',
            items: [
              'Mit Ihrem Partner können Sie „du“ oder „Sie“ sagen. Viele Kandidaten sagen „du“. Fragen Sie einfach: [[Wollen wir uns duzen?]]',
              'Zu den Prüferinnen und Prüfern sagen Sie immer „Sie“.',
            ],
          },
          {
            type: 'list',
            items: [
              '**Zu Hause üben:** Sagen Sie Ihre Vorstellung laut und messen Sie die Zeit.',
              '**Mit jemandem üben:** Stellen Sie sich gegenseitig die Fragen oben – immer in einer anderen Reihenfolge.',
              '**Aufnehmen:** Nehmen Sie sich mit dem Handy auf. Achten Sie beim Hören auf die Position des Verbs und auf die Aussprache.',
            ],
          },
        ],
      },
    ],
    en: [
      {
        id: 'overview',
        title: 'Part 1 at a glance',
        blocks: [
          {
            type: 'paragraph',
            text: 'Part 1 is the start of the oral exam. You and your partner get to know each other: you introduce yourselves, tell each other something about yourselves and ask questions. For many people it is the easiest part, because you talk about a topic you know very well: **yourself**.',
          },
          {
            type: 'table',
            caption: 'Making contact at a glance',
            columns: [
              { key: 'aspect', header: 'What?' },
              { key: 'detail', header: 'How it works' },
            ],
            rows: [
              { aspect: 'Length', detail: 'about 3–4 minutes in all, for both people together' },
              {
                aspect: 'People',
                detail: 'usually two candidates together, plus two examiners',
              },
              {
                aspect: 'Task',
                detail: 'introduce yourself, talk about yourself, ask your partner questions',
              },
              {
                aspect: 'Preparation',
                detail:
                  'The 20 minutes of preparation are for parts 2 and 3. You prepare for part 1 at home.',
              },
              { aspect: 'Goal', detail: 'a natural, friendly conversation, not a speech' },
            ],
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'The whole oral exam',
            text: 'The exam conversation takes about 15 minutes and has three parts. Part 1 is short. It helps you calm down and get into speaking German.',
          },
        ],
      },
      {
        id: 'who-method',
        title: 'The WHO method',
        blocks: [
          {
            type: 'paragraph',
            text: 'Remember three letters: **W – H – O**. They tell you what you can say. After that, you always ask your partner a question. That turns your introduction into a conversation.',
          },
          {
            type: 'steps',
            items: [
              {
                title: 'W – Who am I? ([[Wer bin ich?]])',
                text: 'Name, age (if you like), where you come from, where you live and your job or studies. Two to four short sentences are enough.',
              },
              {
                title: 'H – Hobbies, habits, family ([[Hobbys, Gewohnheiten, Familie]])',
                text: 'What do you like doing in your free time? What do you do every day or every weekend? Say a little about your family.',
              },
              {
                title: 'O – Opinion ([[Meinung]])',
                text: 'Say what you think about something, for example learning German or your town. Give a reason with [[weil]] (because).',
              },
              {
                title: '? – Ask your partner',
                text: 'End your turn with a question, for example: [[Und du? Woher kommst du?]] Then your partner speaks and you listen carefully.',
              },
            ],
          },
          {
            type: 'callout',
            tone: 'tip',
            title: 'The order is flexible',
            text: 'WHO is a memory aid, not a fixed programme. Your partner will often ask a question right after W. Then you answer and continue with H or O later.',
          },
        ],
      },
      {
        id: 'who-phrases',
        title: 'Example sentences for each step',
        blocks: [
          {
            type: 'phrases',
            title: 'W – Who am I?',
            items: [
              {
                german: 'Ich heiße Marta Silva. / Mein Name ist Marta Silva.',
                translation: 'My name is Marta Silva.',
                tip: 'Both are correct. Give your first name and surname.',
              },
              {
                german: 'Ich bin 34 Jahre alt.',
                translation: 'I am 34 years old.',
                tip: 'Not [[Ich habe 34 Jahre]]. In German you say [[Ich bin … Jahre alt]].',
              },
              {
                german: 'Ich komme aus Portugal, genauer gesagt aus Porto.',
                translation: 'I come from Portugal, from Porto to be exact.',
                tip: 'Some countries take an article: [[aus der Türkei, aus dem Irak, aus den USA]].',
              },
              {
                german: 'Ich wohne seit zwei Jahren in Köln.',
                translation: 'I have been living in Cologne for two years.',
                tip: '[[seit]] + dative, and the verb is in the present tense: [[seit einem Jahr, seit drei Monaten]].',
              },
              {
                german: 'Ich arbeite als Krankenpflegerin in einem Krankenhaus.',
                translation: 'I work as a nurse in a hospital.',
                tip: 'No article after [[als]]: [[als Koch, als Verkäuferin]].',
              },
              {
                german: 'Ich studiere Informatik. / Im Moment suche ich Arbeit.',
                translation: 'I study computer science. / At the moment I am looking for work.',
                tip: 'Honest, simple answers are good. You do not have to invent anything.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'H – Hobbies, habits, family',
            items: [
              {
                german: 'In meiner Freizeit spiele ich gern Fußball.',
                translation: 'In my free time I like playing football.',
                tip: 'The verb comes second: [[In meiner Freizeit spiele ich …]]',
              },
              {
                german: 'Am Wochenende treffe ich oft meine Freunde.',
                translation: 'At the weekend I often meet my friends.',
              },
              {
                german: 'Jeden Morgen fahre ich mit dem Fahrrad zur Arbeit.',
                translation: 'Every morning I cycle to work.',
                tip: 'Show habits with [[jeden Tag, oft, meistens, manchmal]] (every day, often, usually, sometimes).',
              },
              {
                german: 'Ich bin verheiratet und habe zwei Kinder.',
                translation: 'I am married and have two children.',
              },
              {
                german: 'Ich bin ledig und wohne in einer WG.',
                translation: 'I am single and live in a shared flat.',
                tip: '[[WG]] = [[Wohngemeinschaft]]. Everybody in Germany knows the word.',
              },
              {
                german: 'Meine Eltern und mein Bruder leben noch in Portugal.',
                translation: 'My parents and my brother still live in Portugal.',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'O – Opinion',
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
                tip: 'After [[weil]] the verb goes to the end.',
              },
              {
                german: 'Köln gefällt mir sehr gut, weil es hier viele Parks gibt.',
                translation: 'I like Cologne very much, because there are many parks here.',
              },
              {
                german: 'Meiner Meinung nach ist das Leben in der Stadt ziemlich teuer.',
                translation: 'In my opinion, life in the city is quite expensive.',
                tip: 'After [[Meiner Meinung nach]] the verb comes straight away.',
              },
              {
                german: 'Ich finde es toll, dass man hier überall Fahrrad fahren kann.',
                translation: 'I think it is great that you can cycle everywhere here.',
                tip: 'After [[dass]] the verb also goes to the end.',
              },
            ],
          },
        ],
      },
      {
        id: 'questions',
        title: 'Questions to prepare',
        blocks: [
          {
            type: 'paragraph',
            text: 'You will often hear these questions: from your partner with [[du]] or from the examiners with [[Sie]]. You can also ask them yourself. Prepare an answer of two or three sentences for each question.',
          },
          {
            type: 'phrases',
            title: 'Common questions (du / Sie)',
            items: [
              { german: 'Wie heißt du? / Wie heißen Sie?', translation: 'What is your name?' },
              { german: 'Woher kommst du? / Woher kommen Sie?', translation: 'Where are you from?' },
              {
                german: 'Wo wohnst du? Und seit wann?',
                translation: 'Where do you live? And since when?',
              },
              {
                german: 'Was machst du beruflich? / Was machen Sie beruflich?',
                translation: 'What do you do for a living?',
                tip: 'Another way to ask: [[Was sind Sie von Beruf?]]',
              },
              {
                german: 'Wie lange lernst du schon Deutsch?',
                translation: 'How long have you been learning German?',
                tip: 'Answer with [[seit]]: [[Ich lerne seit einem Jahr Deutsch.]]',
              },
              { german: 'Warum lernst du Deutsch?', translation: 'Why are you learning German?' },
              {
                german: 'Was machst du in deiner Freizeit?',
                translation: 'What do you do in your free time?',
              },
              {
                german: 'Hast du Familie? Hast du Geschwister?',
                translation: 'Do you have a family? Do you have brothers or sisters?',
              },
              {
                german: 'Wie gefällt dir die Stadt hier?',
                translation: 'How do you like the town here?',
              },
              {
                german: 'Was sind deine Pläne für die Zukunft?',
                translation: 'What are your plans for the future?',
              },
            ],
          },
          {
            type: 'phrases',
            title: 'Reacting and asking back',
            items: [
              {
                german: 'Ach, wirklich? Das ist ja interessant!',
                translation: 'Oh, really? That is interesting!',
                tip: 'Short reactions show that you are listening.',
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
                tip: 'To the examiners: always with [[Sie]].',
              },
            ],
          },
        ],
      },
      {
        id: 'sample-introduction',
        title: 'An introduction of about one minute',
        blocks: [
          {
            type: 'example',
            title: 'Marta introduces herself',
            german: SAMPLE_GERMAN,
            translation: SAMPLE_TRANSLATION,
            steps: [
              {
                prompt: 'Lines 1–2: name, age, origin, home town, job',
                answer: 'W – Who am I?',
                reasoning:
                  'Short, clear sentences with the key information. [[Seit zwei Jahren]] shows how long Marta has lived in Cologne.',
              },
              {
                prompt: 'Lines 3–4: swimming, cooking, friends, family',
                answer: 'H – Hobbies, habits, family',
                reasoning:
                  'Words like [[gern]], [[am liebsten]] and [[oft]] make the sentences lively. The verb always comes second.',
              },
              {
                prompt: 'Lines 5–6: learning German and the city of Cologne',
                answer: 'O – Opinion',
                reasoning:
                  'Marta gives her opinion and reasons with [[weil]]. A small [[aber]] makes the opinion honest and natural.',
              },
              {
                prompt: 'Line 7: [[Und du? …]]',
                answer: 'Question to the partner',
                reasoning:
                  'With the question Marta hands over to her partner. Now he speaks, and the conversation begins.',
              },
            ],
          },
          {
            type: 'dialogue',
            title: 'How it can go on',
            lines: [
              {
                speaker: 'Tomasz',
                german: 'Ich komme aus Polen, aus Danzig. Deutsch lerne ich seit anderthalb Jahren.',
                translation:
                  'I come from Poland, from Gdańsk. I have been learning German for a year and a half.',
              },
              {
                speaker: 'Marta',
                german: 'Ach, Danzig! Da war ich schon einmal. Und warum lernst du Deutsch?',
                translation: 'Oh, Gdańsk! I have been there once. And why are you learning German?',
                note: 'React briefly first, then ask a new question.',
              },
              {
                speaker: 'Tomasz',
                german: 'Ich arbeite als Elektriker und möchte hier eine bessere Stelle finden.',
                translation: 'I work as an electrician and want to find a better job here.',
              },
              {
                speaker: 'Marta',
                german: 'Das verstehe ich gut. Und was machst du in deiner Freizeit?',
                translation: 'I understand that well. And what do you do in your free time?',
              },
            ],
          },
        ],
      },
      {
        id: 'common-mistakes',
        title: 'Common mistakes',
        blocks: [
          {
            type: 'table',
            caption: 'Wrong and right',
            columns: [
              { key: 'wrong', header: 'Not like this' },
              { key: 'right', header: 'Better like this' },
              { key: 'why', header: 'Why?' },
            ],
            rows: [
              {
                wrong: 'Ich habe 34 Jahre.',
                right: 'Ich bin 34 Jahre alt.',
                why: 'For age you need [[sein]] and [[alt]].',
              },
              {
                wrong: 'Ich komme von Spanien.',
                right: 'Ich komme aus Spanien.',
                why: 'For where you come from, say [[aus]].',
              },
              {
                wrong: 'Ich wohne in Köln seit zwei Jahre.',
                right: 'Ich wohne seit zwei Jahren in Köln.',
                why: '[[seit]] + dative: [[Jahren]]. Time usually comes before place.',
              },
              {
                wrong: 'Ich arbeite als ein Koch.',
                right: 'Ich arbeite als Koch.',
                why: 'No article after [[als]].',
              },
              {
                wrong: 'Ich lerne Deutsch, weil ich möchte hier arbeiten.',
                right: 'Ich lerne Deutsch, weil ich hier arbeiten möchte.',
                why: 'After [[weil]] the verb goes to the end.',
              },
            ],
            germanColumns: ['wrong', 'right'],
          },
        ],
      },
      {
        id: 'tips',
        title: 'Tips for part 1',
        blocks: [
          {
            type: 'callout',
            tone: 'tip',
            title: 'How to sound confident and natural',
            items: [
              'Speak in full sentences, but naturally. Do not answer with just one word; give two or three sentences.',
              'Ask your partner questions. Part 1 is a conversation, not a speech. React to what your partner says.',
              'Part 1 takes only about 3–4 minutes in all, for both people together. So your introduction should not be much longer than about one minute (guideline).',
              'Speak calmly and not too fast. A smile and eye contact help too.',
            ],
          },
          {
            type: 'callout',
            tone: 'warning',
            title: 'Do not learn a text by heart',
            text: 'Do not learn a long text by heart word for word. It sounds unnatural, and when someone asks a question you quickly lose your thread. Instead, learn the WHO points and single sentences that you can combine freely.',
          },
          {
            type: 'callout',
            tone: 'info',
            title: 'du or Sie?',
            items: [
              'With your partner you can say [[du]] or [[Sie]]. Many candidates say [[du]]. Just ask: [[Wollen wir uns duzen?]] (Shall we say du to each other?)',
              'To the examiners you always say [[Sie]].',
            ],
          },
          {
            type: 'list',
            items: [
              '**Practise at home:** say your introduction out loud and time yourself.',
              '**Practise with someone:** ask each other the questions above, in a different order each time.',
              '**Record yourself:** use your phone. When you listen back, pay attention to the position of the verb and to pronunciation.',
            ],
          },
        ],
      },
    ],
  },
  closing: {
    de: 'Sie kennen das Thema von Teil 1 besser als jeder andere: Es geht um Sie. Mit W, H, O und einer Frage an Ihren Partner starten Sie ruhig und sicher in die mündliche Prüfung.',
    en: 'You know the topic of part 1 better than anyone: it is about you. With W, H, O and a question for your partner, you start the oral exam calmly and confidently.',
  },
  seoMeta: {
    de: {
      title: 'Sprechen Teil 1: Das WHO-System – telc Deutsch B1',
      description:
        'Sich vorstellen in Teil 1 der mündlichen B1-Prüfung: WHO-Methode, Beispielsätze, typische Fragen und eine Mustervorstellung mit Übersetzung.',
    },
    en: {
      title: 'Speaking Part 1: The WHO System – telc Deutsch B1',
      description:
        'Introduce yourself in part 1 of the B1 oral exam: the WHO method, example sentences, common questions and a sample introduction with translation.',
    },
  },
} satisfies SheetContent;
