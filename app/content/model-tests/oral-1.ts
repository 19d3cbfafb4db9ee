import { EXAMINER_END, PART1_CUE } from './oral-common';
import type { OralTasks } from './schema';

/** Model test 1, oral task sheets: town or country life, and a farewell party for the course teacher. Our own tasks, written for the site. */
export const oral1 = {
  topics: ['town-and-country', 'celebrations'],
  people: [
    { name: 'Murat', role: 'nurse who likes living in town' },
    { name: 'Claudia', role: 'office worker who moved to a village' },
    { name: 'Frau Lorenz', role: 'German teacher who is retiring' },
    { name: 'Leila', role: 'partner in the solo rehearsal' },
    { name: 'Beatriz', role: 'candidate in the model conversation' },
  ],
  part1: {
    cues: [
      PART1_CUE.name,
      PART1_CUE.origin,
      PART1_CUE.home,
      PART1_CUE.work,
      PART1_CUE.languages,
      PART1_CUE.freeTime,
      { german: 'Lieblingsort in der Stadt', translation: 'Favourite place in town' },
    ],
  },
  part2: {
    topic: {
      german: 'Leben in der Stadt oder auf dem Land – was ist besser?',
      translation: 'Living in town or in the country – which is better?',
    },
    a: {
      name: 'Murat, 29, Krankenpfleger',
      text: {
        german:
          'Ich bin in einem kleinen Dorf aufgewachsen, aber heute wohne ich sehr gern in der Stadt. Zur Arbeit fahre ich mit dem Fahrrad nur zehn Minuten. Abends gehe ich ins Kino oder treffe Freunde, und am Wochenende gibt es immer etwas Neues: Konzerte, Märkte, Ausstellungen. Auf dem Land war es mir zu langweilig. Dort fährt der Bus nur zweimal am Tag.',
        translation:
          'I grew up in a small village, but today I really like living in town. It only takes me ten minutes to cycle to work. In the evenings I go to the cinema or meet friends, and at the weekend there is always something new: concerts, markets, exhibitions. In the country it was too boring for me. The bus there only runs twice a day.',
      },
    },
    b: {
      name: 'Claudia, 47, Bürokauffrau',
      text: {
        german:
          'Vor fünf Jahren sind wir aus der Stadt in ein Dorf gezogen, und ich möchte nie mehr zurück. Unser Haus ist nicht teurer als die alte Wohnung, aber viel größer. Die Kinder können draußen spielen, und die Nachbarn helfen sich gegenseitig. Natürlich ist mein Weg zur Arbeit jetzt länger. Aber dafür ist es nachts ruhig, und ich schlafe viel besser.',
        translation:
          'Five years ago we moved from the town to a village, and I never want to go back. Our house costs no more than the old flat, but it is much bigger. The children can play outside, and the neighbours help each other. Of course my journey to work is longer now. But in return it is quiet at night, and I sleep much better.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'Ihre Kursleiterin, Frau Lorenz, geht nach diesem Kurs in Rente. Ihr Deutschkurs möchte in der letzten Kursstunde eine kleine Abschiedsfeier für sie machen. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin die Feier.',
      translation:
        'Your course teacher, Ms Lorenz, is retiring after this course. Your German class would like to give her a small farewell party in the last lesson. Plan the party together with your partner.',
    },
    points: [
      { german: 'Wo und wann feiern?', translation: 'Where and when to celebrate?' },
      { german: 'Essen und Getränke?', translation: 'Food and drinks?' },
      { german: 'Welches Geschenk?', translation: 'Which present?' },
      { german: 'Wer bezahlt was?', translation: 'Who pays for what?' },
      {
        german: 'Ein kleines Programm (Rede, Musik …)?',
        translation: 'A short programme (speech, music …)?',
      },
      { german: 'Wer räumt danach auf?', translation: 'Who tidies up afterwards?' },
    ],
  },
  solo: {
    examiner: {
      part1: {
        german:
          'Guten Tag. Wir beginnen mit Teil 1: Einander kennenlernen. Das dauert etwa drei Minuten. Bitte erzählen Sie etwas über sich und fragen Sie auch Ihre Partnerin.',
        translation:
          'Hello. We begin with part 1: Getting to know each other. It takes about three minutes. Please tell us something about yourselves and ask your partner questions too.',
      },
      part2: {
        german:
          'Vielen Dank. Jetzt kommt Teil 2: Über ein Thema sprechen. Dafür haben Sie etwa sechs Minuten. Das Thema ist: Leben in der Stadt oder auf dem Land. Erzählen Sie zuerst, was in Ihrem Text steht, und sprechen Sie dann über Ihre Erfahrungen und Ihre Meinung.',
        translation:
          'Thank you. Now comes part 2: Talking about a topic. You have about six minutes for it. The topic is: living in town or in the country. First say what your text says, then talk about your experience and your opinion.',
      },
      part3: {
        german:
          'Danke schön. Wir kommen zu Teil 3: Gemeinsam etwas planen. Auch dafür haben Sie etwa sechs Minuten. Planen Sie zusammen die Abschiedsfeier für Frau Lorenz. Machen Sie Vorschläge und reagieren Sie auf die Vorschläge Ihrer Partnerin.',
        translation:
          'Thank you. We come to part 3: Planning something together. You have about six minutes for this too. Plan the farewell party for Ms Lorenz together. Make suggestions and react to your partner’s suggestions.',
      },
      end: EXAMINER_END,
    },
    part1: {
      questions: [
        {
          ask: {
            german: 'Hallo, ich heiße Leila. Wie heißen Sie, und woher kommen Sie?',
            translation: 'Hello, my name is Leila. What is your name, and where do you come from?',
          },
          followUp: {
            german: 'Ach, interessant! Was vermissen Sie aus Ihrer Heimat am meisten?',
            translation: 'Oh, interesting! What do you miss most from your home country?',
          },
        },
        {
          ask: {
            german: 'Und was machen Sie beruflich? Oder machen Sie gerade eine Ausbildung?',
            translation:
              'And what do you do for a living? Or are you doing vocational training at the moment?',
          },
        },
        {
          ask: {
            german: 'Was machen Sie gern in Ihrer Freizeit? Haben Sie einen Lieblingsort in der Stadt?',
            translation: 'What do you like doing in your free time? Do you have a favourite place in town?',
          },
        },
      ],
      askBack: {
        german: 'So, jetzt habe ich viel gefragt. Möchten Sie mich auch etwas fragen?',
        translation: 'Right, I have asked a lot now. Would you like to ask me something too?',
      },
      answers: {
        german:
          'Gern. Ich komme aus Marokko und wohne seit drei Jahren hier. Ich arbeite in einer Apotheke, meistens am Vormittag. Ich spreche Arabisch, Französisch und jetzt auch Deutsch. In meiner Freizeit fahre ich gern Rad. Mein Lieblingsort ist der Park am Fluss.',
        translation:
          'Gladly. I come from Morocco and have lived here for three years. I work in a chemist’s, mostly in the mornings. I speak Arabic, French and now German too. In my free time I like cycling. My favourite place is the park by the river.',
      },
    },
    part2: {
      view: {
        german:
          'In meinem Text erzählt Claudia. Sie ist vor fünf Jahren mit ihrer Familie aus der Stadt in ein Dorf gezogen. Ihr Haus ist nicht teurer als die alte Wohnung, aber viel größer, und die Kinder können draußen spielen. Ihr Weg zur Arbeit ist jetzt länger, aber nachts ist es ruhig, und sie schläft besser.',
        translation:
          'In my text Claudia tells her story. Five years ago she moved with her family from the town to a village. Her house costs no more than the old flat but is much bigger, and the children can play outside. Her journey to work is longer now, but it is quiet at night and she sleeps better.',
      },
      ask: {
        german: 'Wie ist das bei Ihnen: Wohnen Sie lieber in der Stadt oder auf dem Land? Warum?',
        translation: 'What about you: do you prefer living in town or in the country? Why?',
      },
      reaction: {
        german:
          'Das kann ich gut verstehen. Bei mir ist es ein bisschen anders: Ich mag die Ruhe, aber ohne Bus und Geschäfte möchte ich nicht leben. Was meinen Sie: Ist das Leben auf dem Land gut für Kinder?',
        translation:
          'I can understand that well. For me it is a bit different: I like the quiet, but I would not want to live without buses and shops. What do you think: is life in the country good for children?',
      },
    },
    part3: {
      proposals: [
        {
          german:
            'Ich schlage vor, wir feiern in der letzten Kursstunde direkt im Kursraum. Dann können alle kommen. Was meinen Sie?',
          translation:
            'I suggest we celebrate in the last lesson, right in the classroom. Then everyone can come. What do you think?',
        },
        {
          german:
            'Zum Essen könnte jeder etwas mitbringen, zum Beispiel Kuchen oder Salat. Die Getränke kaufen wir zusammen. Wie finden Sie das?',
          translation:
            'For food everyone could bring something, for example cake or salad. We buy the drinks together. What do you think of that?',
        },
      ],
      ask: {
        german: 'Und was schenken wir Frau Lorenz? Haben Sie eine Idee?',
        translation: 'And what shall we give Ms Lorenz as a present? Do you have an idea?',
      },
      objection: {
        german:
          'Hm, ich bin nicht sicher, ob das klappt. Das kostet vielleicht zu viel Geld. Haben Sie noch eine andere Idee?',
        translation:
          'Hm, I am not sure that will work. It may cost too much money. Do you have another idea?',
      },
      agreement: {
        german:
          'Ja, das ist eine gute Idee. So machen wir das. Ich kaufe die Getränke, und Sie kümmern sich um das Geschenk, einverstanden? Wer räumt danach auf?',
        translation:
          'Yes, that is a good idea. Let’s do it that way. I will buy the drinks and you take care of the present, all right? Who tidies up afterwards?',
      },
    },
    model: [
      [
        {
          who: 'B',
          german: 'Hallo, ich heiße Leila. Wie heißen Sie, und woher kommen Sie?',
          translation: 'Hello, my name is Leila. What is your name, and where do you come from?',
        },
        {
          who: 'A',
          german:
            'Ich heiße Beatriz und komme aus Brasilien, aus einer Stadt am Meer. Seit zwei Jahren wohne ich hier.',
          translation:
            'My name is Beatriz and I come from Brazil, from a town by the sea. I have lived here for two years.',
        },
        {
          who: 'B',
          german: 'Was vermissen Sie aus Ihrer Heimat am meisten?',
          translation: 'What do you miss most from your home country?',
        },
        {
          who: 'A',
          german:
            'Am meisten vermisse ich meine Familie und das Essen. Zum Glück telefoniere ich jeden Sonntag mit meiner Mutter.',
          translation: 'Most of all I miss my family and the food. Luckily I phone my mother every Sunday.',
        },
        {
          who: 'B',
          german: 'Und was machen Sie beruflich?',
          translation: 'And what do you do for a living?',
        },
        {
          who: 'A',
          german:
            'Ich arbeite als Verkäuferin in einem Supermarkt. Die Arbeit ist anstrengend, aber meine Kollegen sind sehr nett. Und Sie? Wie ist das bei Ihnen?',
          translation:
            'I work as a shop assistant in a supermarket. The work is tiring, but my colleagues are very nice. And you? What about you?',
          phrases: [{ text: 'Wie ist das bei', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Ich arbeite in einer Apotheke. In meiner Freizeit fahre ich gern Rad.',
          translation: 'I work in a chemist’s. In my free time I like cycling.',
        },
        {
          who: 'A',
          german: 'Schön! Haben Sie einen Lieblingsort in der Stadt?',
          translation: 'Nice! Do you have a favourite place in town?',
        },
        {
          who: 'B',
          german: 'Ja, den Park am Fluss. Dort ist es auch abends ruhig.',
          translation: 'Yes, the park by the river. It is quiet there in the evening too.',
        },
      ],
      [
        {
          who: 'A',
          german:
            'In meinem Text erzählt Murat. Er ist auf dem Dorf aufgewachsen, aber heute wohnt er gern in der Stadt, weil er schnell bei der Arbeit ist und abends viel unternehmen kann.',
          translation:
            'In my text Murat tells his story. He grew up in a village, but today he likes living in town, because he gets to work quickly and can do a lot in the evenings.',
        },
        {
          who: 'B',
          german:
            'In meinem Text erzählt Claudia. Sie wohnt seit fünf Jahren auf dem Land, und dort ist es ruhiger und besser für ihre Kinder. Wie ist das bei Ihnen?',
          translation:
            'In my text Claudia tells her story. She has lived in the country for five years, and it is quieter there and better for her children. What about you?',
        },
        {
          who: 'A',
          german:
            'Ich bin der Meinung, dass die Stadt für mich besser ist. Ich habe kein Auto, deshalb brauche ich Bus und Bahn.',
          translation:
            'I am of the opinion that town is better for me. I have no car, so I need buses and trains.',
          phrases: [
            { text: 'Ich bin der Meinung, dass', section: 'opinion-discussion' },
            { text: 'deshalb', section: 'connecting-ideas' },
          ],
        },
        {
          who: 'B',
          german: 'Aber in der Stadt ist es oft laut, und die Mieten sind hoch.',
          translation: 'But in town it is often noisy, and the rents are high.',
        },
        {
          who: 'A',
          german:
            'Das stimmt, aber auf dem Land fährt der Bus manchmal nur zweimal am Tag. Einerseits ist es dort ruhig, andererseits braucht man immer ein Auto.',
          translation:
            'That is true, but in the country the bus sometimes only runs twice a day. On the one hand it is quiet there, on the other hand you always need a car.',
          phrases: [
            { text: 'Das stimmt, aber', section: 'opinion-discussion' },
            { text: 'Einerseits', section: 'opinion-discussion' },
          ],
        },
        {
          who: 'B',
          german: 'Und für Kinder? Ist das Land nicht besser?',
          translation: 'And for children? Isn’t the country better?',
        },
        {
          who: 'A',
          german:
            'Ich bin mir nicht sicher, ob das immer stimmt. Kleine Kinder können draußen spielen, aber später brauchen sie Schulen und Freunde in der Nähe.',
          translation:
            'I am not sure whether that is always true. Small children can play outside, but later they need schools and friends nearby.',
          phrases: [{ text: 'Ich bin mir nicht sicher, ob', section: 'opinion-discussion' }],
        },
      ],
      [
        {
          who: 'B',
          german: 'Ich schlage vor, wir feiern in der letzten Kursstunde direkt im Kursraum. Was meinen Sie?',
          translation:
            'I suggest we celebrate in the last lesson, right in the classroom. What do you think?',
        },
        {
          who: 'A',
          german:
            'Gute Idee, dann können alle kommen. Wir könnten doch vorher den Raum ein bisschen schmücken.',
          translation: 'Good idea, then everyone can come. We could decorate the room a little beforehand.',
          phrases: [{ text: 'Wir könnten doch', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Zum Essen könnte jeder etwas mitbringen, zum Beispiel Kuchen oder Salat.',
          translation: 'For food everyone could bring something, for example cake or salad.',
        },
        {
          who: 'A',
          german:
            'Einverstanden. Und wie wäre es mit einem Geschenk? Ich schlage vor, dass wir ihr ein Kochbuch mit Rezepten aus unseren Ländern schenken.',
          translation:
            'Agreed. And how about a present? I suggest that we give her a cookbook with recipes from our countries.',
          phrases: [
            { text: 'Einverstanden', section: 'asking-suggesting' },
            { text: 'wie wäre es mit', section: 'asking-suggesting' },
            { text: 'Ich schlage vor, dass wir', section: 'asking-suggesting' },
          ],
        },
        {
          who: 'B',
          german: 'Hm, ein gedrucktes Buch kostet vielleicht zu viel.',
          translation: 'Hm, a printed book may cost too much.',
        },
        {
          who: 'A',
          german:
            'Dann schreibt jeder sein Rezept selbst auf eine Karte, und wir machen daraus ein kleines Heft. Das kostet fast nichts.',
          translation:
            'Then everyone writes their recipe on a card themselves, and we make a little booklet of them. That costs almost nothing.',
        },
        {
          who: 'B',
          german: 'Sehr schön. Ich kaufe die Getränke, und Sie sammeln die Rezepte, einverstanden?',
          translation: 'Very nice. I will buy the drinks and you collect the recipes, all right?',
        },
        {
          who: 'A',
          german:
            'Ja, gern. Also, wir machen Folgendes: Wir feiern im Kursraum, jeder bringt etwas zu essen mit, und nach der Feier räumen wir zusammen auf.',
          translation:
            'Yes, gladly. So, here’s what we’ll do: we’ll celebrate in the classroom, everyone will bring something to eat, and after the party we’ll tidy up together.',
          phrases: [{ text: 'Also, wir machen Folgendes', section: 'asking-suggesting' }],
        },
      ],
    ],
  },
} satisfies OralTasks;
