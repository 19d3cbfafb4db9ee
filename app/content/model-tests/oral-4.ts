import { EXAMINER_END, PART1_CUE } from './oral-common';
import type { OralTasks } from './schema';

/** Model test 4, oral task sheets: building and mending furniture yourself or buying it new, and a courtyard party for the neighbours. Our own tasks, written for the site. */
export const oral4 = {
  topics: ['diy-and-furniture', 'neighbours'],
  people: [
    { name: 'Anton', role: 'bus driver who builds his own furniture' },
    { name: 'Esra', role: 'bank clerk who buys new furniture' },
    { name: 'Nils', role: 'partner in the solo rehearsal' },
    { name: 'Lukas', role: 'candidate in the model conversation' },
  ],
  part1: {
    cues: [
      PART1_CUE.name,
      PART1_CUE.home,
      PART1_CUE.origin,
      PART1_CUE.work,
      PART1_CUE.family,
      PART1_CUE.languages,
      PART1_CUE.freeTime,
    ],
  },
  part2: {
    topic: {
      german: 'Möbel selbst bauen und reparieren oder neu kaufen?',
      translation: 'Building and mending furniture yourself, or buying it new?',
    },
    a: {
      name: 'Anton, 47, Busfahrer',
      text: {
        german:
          'In meiner Freizeit baue ich am liebsten Möbel selbst. Das Regal in meinem Wohnzimmer habe ich aus altem Holz gebaut, das ein Nachbar wegwerfen wollte. Das dauert zwar lange, aber es macht mir Spaß, und so ein Regal gibt es nur einmal. Wenn ein Stuhl kaputt ist, repariere ich ihn, statt einen neuen zu kaufen. So spare ich Geld und werfe weniger weg.',
        translation:
          'In my free time I like building furniture myself best. I built the shelf in my living room from old wood that a neighbour wanted to throw away. It takes a long time, but I enjoy it, and a shelf like that is one of a kind. When a chair is broken, I mend it instead of buying a new one. That way I save money and throw away less.',
      },
    },
    b: {
      name: 'Esra, 31, Bankkauffrau',
      text: {
        german:
          'Ich kaufe meine Möbel lieber neu. Ich habe wenig Zeit und kein Werkzeug, und in meiner kleinen Wohnung kann ich nicht sägen oder bohren. Ein neuer Schrank ist auch nicht teuer, wenn man ihn im Angebot kauft. Einmal habe ich versucht, einen Tisch selbst zu reparieren. Danach hat er mehr gewackelt als vorher.',
        translation:
          'I prefer to buy my furniture new. I have little time and no tools, and in my small flat I cannot saw or drill. A new wardrobe is not expensive either if you buy it on special offer. Once I tried to mend a table myself. Afterwards it wobbled more than before.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'In Ihrem Haus wohnen zwölf Familien, aber viele Nachbarn kennen sich kaum. Sie möchten im Juni ein Hoffest für alle Nachbarn im Haus organisieren. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin, was Sie tun.',
      translation:
        'Twelve families live in your building, but many neighbours hardly know each other. You would like to organise a courtyard party for all the neighbours in June. Plan together with your partner what you will do.',
    },
    points: [
      { german: 'Wann? (Tag, Uhrzeit)', translation: 'When? (day, time)' },
      { german: 'Einladung: wie?', translation: 'Invitation: how?' },
      { german: 'Essen und Getränke?', translation: 'Food and drinks?' },
      { german: 'Tische und Stühle?', translation: 'Tables and chairs?' },
      { german: 'Etwas für die Kinder?', translation: 'Something for the children?' },
      { german: 'Wer räumt auf?', translation: 'Who clears up?' },
    ],
  },
  solo: {
    examiner: {
      part1: {
        german:
          'Guten Tag. Wir fangen mit Teil 1 an: Einander kennenlernen. Das dauert etwa drei Minuten. Bitte erzählen Sie etwas über sich und stellen Sie Ihrem Partner auch Fragen.',
        translation:
          'Hello. We start with part 1: Getting to know each other. It takes about three minutes. Please tell us something about yourselves and ask your partner questions too.',
      },
      part2: {
        german:
          'Vielen Dank. Jetzt kommt Teil 2: Über ein Thema sprechen. Dafür haben Sie etwa sechs Minuten. Das Thema ist: Möbel selbst bauen oder neu kaufen. Erzählen Sie zuerst, was in Ihrem Text steht, und sprechen Sie dann über Ihre Erfahrungen und Ihre Meinung.',
        translation:
          'Thank you. Now comes part 2: Talking about a topic. You have about six minutes for it. The topic is: building furniture yourself or buying it new. First say what your text says, then talk about your experience and your opinion.',
      },
      part3: {
        german:
          'Danke. Wir kommen zu Teil 3: Gemeinsam etwas planen. Auch dafür haben Sie etwa sechs Minuten. Planen Sie zusammen ein Hoffest für die Nachbarn in Ihrem Haus. Machen Sie Vorschläge und reagieren Sie auf die Vorschläge Ihres Partners.',
        translation:
          'Thank you. We come to part 3: Planning something together. You have about six minutes for this too. Plan a courtyard party together for the neighbours in your building. Make suggestions and react to your partner’s suggestions.',
      },
      end: EXAMINER_END,
    },
    part1: {
      questions: [
        {
          ask: {
            german: 'Guten Tag, ich bin Nils. Wie heißen Sie, und wo wohnen Sie?',
            translation: 'Hello, I am Nils. What is your name, and where do you live?',
          },
          followUp: {
            german: 'Und woher kommen Sie ursprünglich?',
            translation: 'And where do you come from originally?',
          },
        },
        {
          ask: {
            german: 'Was machen Sie beruflich, oder machen Sie gerade eine Ausbildung?',
            translation: 'What do you do for a living, or are you doing a training course at the moment?',
          },
        },
        {
          ask: {
            german: 'Was machen Sie gern in Ihrer Freizeit?',
            translation: 'What do you like doing in your free time?',
          },
        },
      ],
      askBack: {
        german: 'Danke, das war spannend. Möchten Sie mich auch etwas fragen?',
        translation: 'Thank you, that was interesting. Would you like to ask me something too?',
      },
      answers: {
        german:
          'Ja, gern. Ich komme aus Polen, aus Krakau. Seit sechs Jahren wohne ich hier, zusammen mit meiner Frau und unserer Tochter. Ich bin Elektriker in einer kleinen Firma. Ich spreche Polnisch, Deutsch und ein bisschen Englisch. In meiner Freizeit spiele ich Fußball und koche gern.',
        translation:
          'Yes, gladly. I come from Poland, from Kraków. I have lived here for six years, together with my wife and our daughter. I am an electrician in a small firm. I speak Polish, German and a little English. In my free time I play football and like cooking.',
      },
    },
    part2: {
      view: {
        german:
          'In meinem Text erzählt Esra, eine Bankkauffrau. Sie kauft ihre Möbel lieber neu, weil sie wenig Zeit und kein Werkzeug hat. In ihrer kleinen Wohnung kann sie außerdem nicht sägen oder bohren. Einmal hat sie einen Tisch selbst repariert, aber danach hat er noch mehr gewackelt.',
        translation:
          'In my text Esra, a bank clerk, talks about it. She prefers to buy her furniture new because she has little time and no tools. Besides, she cannot saw or drill in her small flat. Once she mended a table herself, but afterwards it wobbled even more.',
      },
      ask: {
        german: 'Was meinen Sie: Bauen und reparieren Sie lieber selbst, oder kaufen Sie neu?',
        translation: 'What do you think: do you prefer to build and mend things yourself, or do you buy new?',
      },
      reaction: {
        german:
          'Aha, interessant. Kleine Sachen repariere ich auch selbst, aber einen Schrank kaufe ich lieber. Welches Möbelstück haben Sie zuletzt gekauft oder gebaut?',
        translation:
          'I see, interesting. I mend small things myself too, but I would rather buy a wardrobe. Which piece of furniture did you last buy or build?',
      },
    },
    part3: {
      proposals: [
        {
          german:
            'Ich schlage vor, dass wir das Fest an einem Samstag im Juni machen, am Nachmittag ab drei Uhr. Was meinen Sie?',
          translation:
            'I suggest that we hold the party on a Saturday in June, in the afternoon from three o’clock. What do you think?',
        },
        {
          german:
            'Für die Einladung könnten wir einen Zettel an die Haustür hängen und einen in jeden Briefkasten werfen. Wie finden Sie das?',
          translation:
            'For the invitation we could put a notice on the front door and one in every letterbox. What do you think of that?',
        },
        {
          german:
            'Jede Familie bringt etwas zu essen mit, und wir beide kümmern uns um die Getränke. Sind Sie einverstanden?',
          translation:
            'Each family brings something to eat, and the two of us take care of the drinks. Do you agree?',
        },
      ],
      ask: {
        german: 'Und was machen wir für die Kinder? Haben Sie eine Idee?',
        translation: 'And what shall we do for the children? Do you have an idea?',
      },
      objection: {
        german:
          'Hm, ich weiß nicht. Das ist im Hof vielleicht zu laut für die älteren Nachbarn. Haben Sie noch eine andere Idee?',
        translation:
          'Hm, I don’t know. That may be too loud in the courtyard for the older neighbours. Do you have another idea?',
      },
      agreement: {
        german:
          'Ja, das gefällt mir. So machen wir das. Ich frage den Hausmeister nach Tischen und Stühlen, einverstanden? Und wer räumt am Ende auf?',
        translation:
          'Yes, I like that. Let’s do it that way. I will ask the caretaker about tables and chairs, all right? And who clears up at the end?',
      },
    },
    model: [
      [
        {
          who: 'B',
          german: 'Guten Tag, ich bin Nils. Wie heißen Sie, und wo wohnen Sie?',
          translation: 'Hello, I am Nils. What is your name, and where do you live?',
        },
        {
          who: 'A',
          german: 'Ich heiße Lukas. Ich wohne in der Südstadt, nicht weit vom Bahnhof.',
          translation: 'My name is Lukas. I live in the south of the town, not far from the station.',
        },
        {
          who: 'B',
          german: 'Und woher kommen Sie ursprünglich?',
          translation: 'And where do you come from originally?',
        },
        {
          who: 'A',
          german:
            'Ich komme aus Brasilien, aus einer Stadt am Meer. Seit zwei Jahren lebe ich in Deutschland. Und Sie? Wie ist das bei Ihnen?',
          translation:
            'I come from Brazil, from a town by the sea. I have lived in Germany for two years. And you? What about you?',
          phrases: [{ text: 'Wie ist das bei', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Ich komme aus Polen, aus Krakau. Was machen Sie beruflich?',
          translation: 'I come from Poland, from Kraków. What do you do for a living?',
        },
        {
          who: 'A',
          german:
            'Ich mache eine Ausbildung als Koch. Deshalb arbeite ich oft am Wochenende. Was machen Sie gern in Ihrer Freizeit?',
          translation:
            'I am training to be a cook. That is why I often work at weekends. What do you like doing in your free time?',
          phrases: [{ text: 'Deshalb', section: 'connecting-ideas' }],
        },
        {
          who: 'B',
          german: 'Ich spiele Fußball, und ich koche gern. Vielleicht können Sie mir ein Rezept geben!',
          translation: 'I play football, and I like cooking. Maybe you can give me a recipe!',
        },
        {
          who: 'A',
          german: 'Sehr gern. Ich koche am liebsten Fisch mit Reis und Bohnen.',
          translation: 'Gladly. My favourite thing to cook is fish with rice and beans.',
        },
      ],
      [
        {
          who: 'A',
          german:
            'In meinem Text spricht Anton, ein Busfahrer. Er baut seine Möbel gern selbst, zum Beispiel ein Regal aus altem Holz, und er repariert kaputte Stühle. So spart er Geld und wirft weniger weg.',
          translation:
            'In my text Anton, a bus driver, speaks. He likes building his furniture himself, for example a shelf from old wood, and he mends broken chairs. That way he saves money and throws away less.',
        },
        {
          who: 'B',
          german:
            'In meinem Text erzählt Esra. Sie kauft ihre Möbel lieber neu, weil sie wenig Zeit und kein Werkzeug hat. Was meinen Sie?',
          translation:
            'In my text Esra talks about it. She prefers to buy her furniture new because she has little time and no tools. What do you think?',
        },
        {
          who: 'A',
          german:
            'Ich finde, dass man kaputte Sachen zuerst reparieren sollte. Außerdem ist neues Holz teuer, und alte Möbel sind oft sehr stabil.',
          translation:
            'I think that you should try to mend broken things first. Besides, new wood is expensive, and old furniture is often very solid.',
          phrases: [
            { text: 'Ich finde, dass', section: 'opinion-discussion' },
            { text: 'Außerdem', section: 'connecting-ideas' },
          ],
        },
        {
          who: 'B',
          german: 'Aber nicht jeder hat Werkzeug oder Platz in der Wohnung.',
          translation: 'But not everyone has tools or room in their flat.',
        },
        {
          who: 'A',
          german:
            'Da haben Sie recht. Bei uns im Haus gibt es aber einen Keller, und dort leihen sich die Nachbarn ihr Werkzeug.',
          translation:
            'You are right. But in our building there is a cellar, and the neighbours lend each other their tools there.',
          phrases: [{ text: 'Da haben Sie recht', section: 'opinion-discussion' }],
        },
        {
          who: 'B',
          german: 'Haben Sie schon einmal selbst ein Möbelstück gebaut?',
          translation: 'Have you ever built a piece of furniture yourself?',
        },
        {
          who: 'A',
          german:
            'Ja, einen kleinen Tisch für den Balkon. Er ist nicht perfekt, aber meiner Meinung nach ist er schöner als ein Tisch aus dem Möbelhaus.',
          translation:
            'Yes, a small table for the balcony. It is not perfect, but in my opinion it is nicer than a table from the furniture store.',
          phrases: [{ text: 'meiner Meinung nach', section: 'opinion-discussion' }],
        },
      ],
      [
        {
          who: 'B',
          german:
            'Ich schlage vor, dass wir das Fest an einem Samstag im Juni machen, am Nachmittag ab drei Uhr.',
          translation:
            'I suggest that we hold the party on a Saturday in June, in the afternoon from three o’clock.',
        },
        {
          who: 'A',
          german:
            'Einverstanden. Wie wäre es mit dem letzten Samstag im Juni? Dann sind schon Sommerferien, und die Familien haben Zeit.',
          translation:
            'Agreed. How about the last Saturday in June? The summer holidays will have started, and families will have time.',
          phrases: [
            { text: 'Einverstanden', section: 'asking-suggesting' },
            { text: 'Wie wäre es mit', section: 'asking-suggesting' },
          ],
        },
        {
          who: 'B',
          german: 'Gut. Für die Einladung könnten wir einen Zettel an die Haustür hängen.',
          translation: 'Good. For the invitation we could put a notice on the front door.',
        },
        {
          who: 'A',
          german:
            'Ja, und zusätzlich werfen wir einen in jeden Briefkasten. Wir könnten doch für die Kinder Musik und Tanzspiele machen.',
          translation:
            'Yes, and we will also put one in every letterbox. For the children we could have music and dancing games.',
          phrases: [{ text: 'Wir könnten doch', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Hm, das ist im Hof vielleicht zu laut für die älteren Nachbarn.',
          translation: 'Hm, that may be too loud in the courtyard for the older neighbours.',
        },
        {
          who: 'A',
          german: 'Da haben Sie recht. Dann malen die Kinder lieber mit Kreide auf dem Boden, das ist leise.',
          translation:
            'You are right. Then the children can draw on the ground with chalk instead; that is quiet.',
          phrases: [{ text: 'Da haben Sie recht', section: 'opinion-discussion' }],
        },
        {
          who: 'B',
          german: 'Schön. Ich frage den Hausmeister nach Tischen und Stühlen.',
          translation: 'Nice. I will ask the caretaker about tables and chairs.',
        },
        {
          who: 'A',
          german:
            'Also, wir machen Folgendes: Sie fragen den Hausmeister, ich schreibe die Einladung, und am Ende räumen alle zusammen auf.',
          translation:
            'So, here’s what we’ll do: you ask the caretaker, I write the invitation, and at the end everyone clears up together.',
          phrases: [{ text: 'Also, wir machen Folgendes', section: 'asking-suggesting' }],
        },
      ],
    ],
  },
} satisfies OralTasks;
