import { EXAMINER_END, PART1_CUE } from './oral-common';
import type { OralTasks } from './schema';

/** Model test 3, oral task sheets: paying in cash or by card, and helping an elderly neighbour for two weeks. Our own tasks, written for the site. */
export const oral3 = {
  topics: ['banking', 'caring-for-others'],
  people: [
    { name: 'Dominik', role: 'shop assistant who pays by card' },
    { name: 'Renate', role: 'hairdresser who pays in cash' },
    { name: 'Frau Kessler', role: 'elderly neighbour who lives alone' },
    { name: 'Yusuf', role: 'partner in the solo rehearsal' },
    { name: 'Irina', role: 'candidate in the model conversation' },
  ],
  part1: {
    cues: [
      PART1_CUE.name,
      PART1_CUE.home,
      { german: 'Wohnung', translation: 'Your home' },
      PART1_CUE.family,
      PART1_CUE.work,
      PART1_CUE.languages,
      { german: 'Reisen', translation: 'Travel' },
    ],
  },
  part2: {
    topic: {
      german: 'Bar oder mit Karte bezahlen – was ist besser?',
      translation: 'Paying in cash or by card – which is better?',
    },
    a: {
      name: 'Dominik, 27, Verkäufer',
      text: {
        german:
          'Ich habe fast nie Bargeld dabei. Ich bezahle alles mit der Karte oder mit dem Handy, sogar beim Bäcker. Das geht schnell, und ich muss nie zum Geldautomaten. In meiner App sehe ich jeden Abend, wofür ich Geld ausgegeben habe. Wenn ich meine Karte verliere, kann ich sie sofort sperren lassen. Verlorenes Bargeld ist dagegen einfach weg.',
        translation:
          'I hardly ever have cash on me. I pay for everything by card or with my phone, even at the baker’s. It is quick, and I never have to go to a cash machine. In my app I see every evening what I have spent money on. If I lose my card, I can have it blocked at once. Lost cash, on the other hand, is simply gone.',
      },
    },
    b: {
      name: 'Renate, 61, Friseurin',
      text: {
        german:
          'Ich bezahle am liebsten bar. Am Anfang der Woche hole ich Geld am Automaten, und wenn das Portemonnaie leer ist, kaufe ich nichts mehr. So habe ich meine Ausgaben gut im Blick. Mit der Karte gibt man schnell zu viel aus, weil man das Geld nicht sieht. Außerdem funktioniert die Karte nicht immer: Letzten Monat war beim Bäcker das Kartengerät kaputt.',
        translation:
          'I prefer to pay in cash. At the start of the week I take money out at the cash machine, and when my purse is empty I don’t buy anything else. That way I keep a good eye on my spending. With a card you quickly spend too much because you don’t see the money. Besides, the card does not always work: last month the card reader at the baker’s was broken.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'Ihre Nachbarin, Frau Kessler, ist 84 Jahre alt und lebt allein. Ihre Tochter wohnt weit weg und fährt für zwei Wochen in den Urlaub. In dieser Zeit möchten Sie Frau Kessler helfen. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin, was Sie für sie tun.',
      translation:
        'Your neighbour, Ms Kessler, is 84 and lives alone. Her daughter lives far away and is going on holiday for two weeks. During that time you would like to help Ms Kessler. Plan together with your partner what you will do for her.',
    },
    points: [
      { german: 'Einkaufen: was und wann?', translation: 'Shopping: what and when?' },
      { german: 'Wer besucht sie wann?', translation: 'Who visits her when?' },
      { german: 'Hilfe im Haushalt?', translation: 'Help with the housework?' },
      {
        german: 'Termine (zum Beispiel beim Friseur)?',
        translation: 'Appointments (for example at the hairdresser’s)?',
      },
      { german: 'Etwas zusammen unternehmen?', translation: 'Doing something together?' },
      { german: 'Telefonnummern für den Notfall?', translation: 'Phone numbers for emergencies?' },
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
          'Vielen Dank. Jetzt kommt Teil 2: Über ein Thema sprechen. Dafür haben Sie etwa sechs Minuten. Das Thema ist: bar oder mit Karte bezahlen. Erzählen Sie zuerst, was in Ihrem Text steht, und sprechen Sie dann über Ihre Erfahrungen und Ihre Meinung.',
        translation:
          'Thank you. Now comes part 2: Talking about a topic. You have about six minutes for it. The topic is: paying in cash or by card. First say what your text says, then talk about your experience and your opinion.',
      },
      part3: {
        german:
          'Danke. Wir kommen zu Teil 3: Gemeinsam etwas planen. Auch dafür haben Sie etwa sechs Minuten. Planen Sie zusammen, wie Sie Frau Kessler helfen, solange ihre Tochter im Urlaub ist. Machen Sie Vorschläge und reagieren Sie auf die Vorschläge Ihres Partners.',
        translation:
          'Thank you. We come to part 3: Planning something together. You have about six minutes for this too. Plan together how you will help Ms Kessler while her daughter is on holiday. Make suggestions and react to your partner’s suggestions.',
      },
      end: EXAMINER_END,
    },
    part1: {
      questions: [
        {
          ask: {
            german: 'Guten Tag, ich bin Yusuf. Wie heißen Sie, und wo wohnen Sie?',
            translation: 'Hello, I am Yusuf. What is your name, and where do you live?',
          },
          followUp: {
            german: 'Und wie ist Ihre Wohnung? Wohnen Sie gern dort?',
            translation: 'And what is your flat like? Do you like living there?',
          },
        },
        {
          ask: {
            german: 'Was machen Sie beruflich?',
            translation: 'What do you do for a living?',
          },
        },
        {
          ask: {
            german: 'Reisen Sie gern? Wohin sind Sie zuletzt gefahren?',
            translation: 'Do you like travelling? Where did you go last?',
          },
        },
      ],
      askBack: {
        german: 'Das war sehr interessant. Haben Sie auch Fragen an mich?',
        translation: 'That was very interesting. Do you have questions for me too?',
      },
      answers: {
        german:
          'Ja, gern. Ich komme aus der Türkei, aus Izmir. Ich wohne seit vier Jahren hier, zusammen mit meinem Bruder. Ich bin Koch in einem Restaurant. Ich spreche Türkisch, Englisch und Deutsch. Im Sommer fahre ich immer zu meiner Familie ans Meer.',
        translation:
          'Yes, gladly. I come from Turkey, from Izmir. I have lived here for four years, together with my brother. I am a cook in a restaurant. I speak Turkish, English and German. In summer I always go to my family by the sea.',
      },
    },
    part2: {
      view: {
        german:
          'In meinem Text erzählt Renate, eine Friseurin. Sie bezahlt am liebsten bar, weil sie so ihre Ausgaben gut im Blick hat. Mit der Karte gibt man ihrer Meinung nach schnell zu viel aus. Außerdem funktioniert die Karte nicht immer, zum Beispiel war beim Bäcker das Kartengerät kaputt.',
        translation:
          'In my text Renate, a hairdresser, talks about it. She prefers to pay in cash because that way she keeps a good eye on her spending. In her opinion you quickly spend too much with a card. Besides, the card does not always work; for example, the card reader at the baker’s was broken.',
      },
      ask: {
        german: 'Wie bezahlen Sie am liebsten? Und warum?',
        translation: 'How do you prefer to pay? And why?',
      },
      reaction: {
        german:
          'Aha, interessant. Ich bezahle kleine Sachen meistens bar, aber große Einkäufe mit der Karte. Was meinen Sie: Brauchen wir in zehn Jahren noch Bargeld?',
        translation:
          'I see, interesting. I usually pay for small things in cash, but for big purchases by card. What do you think: will we still need cash in ten years?',
      },
    },
    part3: {
      proposals: [
        {
          german:
            'Ich schlage vor, dass wir zweimal pro Woche für Frau Kessler einkaufen, am Montag und am Donnerstag. Was meinen Sie?',
          translation:
            'I suggest that we go shopping for Ms Kessler twice a week, on Monday and Thursday. What do you think?',
        },
        {
          german: 'Wir könnten sie abwechselnd besuchen, einen Tag ich, einen Tag Sie. Wie finden Sie das?',
          translation:
            'We could take turns visiting her, one day me, one day you. What do you think of that?',
        },
      ],
      ask: {
        german: 'Und was können wir zusammen mit ihr unternehmen? Haben Sie eine Idee?',
        translation: 'And what can we do together with her? Do you have an idea?',
      },
      objection: {
        german:
          'Hm, ich bin nicht sicher. Das ist für Frau Kessler vielleicht zu anstrengend. Haben Sie noch eine andere Idee?',
        translation: 'Hm, I am not sure. That may be too tiring for Ms Kessler. Do you have another idea?',
      },
      agreement: {
        german:
          'Ja, das gefällt mir. So machen wir das. Ich schreibe unsere Telefonnummern für den Notfall auf einen Zettel, einverstanden? Wer hilft ihr im Haushalt?',
        translation:
          'Yes, I like that. Let’s do it that way. I will write our phone numbers for emergencies on a piece of paper, all right? Who helps her with the housework?',
      },
    },
    model: [
      [
        {
          who: 'B',
          german: 'Guten Tag, ich bin Yusuf. Wie heißen Sie, und wo wohnen Sie?',
          translation: 'Hello, I am Yusuf. What is your name, and where do you live?',
        },
        {
          who: 'A',
          german:
            'Ich heiße Irina. Ich wohne in einem kleinen Ort in der Nähe, etwa zwanzig Minuten mit dem Zug.',
          translation: 'My name is Irina. I live in a small place nearby, about twenty minutes by train.',
        },
        {
          who: 'B',
          german: 'Und wie ist Ihre Wohnung? Wohnen Sie gern dort?',
          translation: 'And what is your flat like? Do you like living there?',
        },
        {
          who: 'A',
          german: 'Die Wohnung ist klein, aber sie hat einen Balkon. Dort sitze ich im Sommer jeden Abend.',
          translation: 'The flat is small, but it has a balcony. I sit there every evening in summer.',
        },
        {
          who: 'B',
          german: 'Was machen Sie beruflich?',
          translation: 'What do you do for a living?',
        },
        {
          who: 'A',
          german:
            'Ich bin Krankenschwester von Beruf, aber hier mache ich gerade eine Weiterbildung. Und Sie? Wie ist das bei Ihnen?',
          translation:
            'I am a nurse by profession, but here I am doing further training at the moment. And you? What about you?',
          phrases: [{ text: 'Wie ist das bei', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Ich bin Koch in einem Restaurant. Deshalb arbeite ich oft am Abend.',
          translation: 'I am a cook in a restaurant. That is why I often work in the evening.',
        },
        {
          who: 'A',
          german: 'Das ist sicher anstrengend. Reisen Sie gern?',
          translation: 'That must be tiring. Do you like travelling?',
        },
        {
          who: 'B',
          german: 'Ja, im Sommer fahre ich immer zu meiner Familie ans Meer.',
          translation: 'Yes, in summer I always go to my family by the sea.',
        },
      ],
      [
        {
          who: 'A',
          german:
            'In meinem Text spricht Dominik. Er bezahlt fast alles mit der Karte oder mit dem Handy, weil es schnell geht und er in seiner App alle Ausgaben sieht.',
          translation:
            'In my text Dominik speaks. He pays for almost everything by card or with his phone, because it is quick and he sees all his spending in his app.',
        },
        {
          who: 'B',
          german:
            'In meinem Text erzählt Renate. Sie bezahlt lieber bar, denn so hat sie ihre Ausgaben besser im Blick. Wie bezahlen Sie am liebsten?',
          translation:
            'In my text Renate talks about it. She prefers to pay in cash, because that way she keeps a better eye on her spending. How do you prefer to pay?',
        },
        {
          who: 'A',
          german:
            'Meiner Meinung nach ist die Karte praktischer. Ich muss nicht zum Automaten, und außerdem ist das Geld nicht weg, wenn ich die Karte verliere.',
          translation:
            'In my opinion the card is more practical. I don’t have to go to the cash machine, and besides, the money is not gone if I lose the card.',
          phrases: [
            { text: 'Meiner Meinung nach', section: 'opinion-discussion' },
            { text: 'außerdem', section: 'connecting-ideas' },
          ],
        },
        {
          who: 'B',
          german: 'Aber mit der Karte gibt man schnell zu viel aus.',
          translation: 'But with a card you quickly spend too much.',
        },
        {
          who: 'A',
          german: 'Das sehe ich genauso, das ist ein Risiko. Deshalb schaue ich jede Woche in meine App.',
          translation:
            'I see it exactly the same way, that is a risk. That is why I look at my app every week.',
          phrases: [
            { text: 'Das sehe ich genauso', section: 'opinion-discussion' },
            { text: 'Deshalb', section: 'connecting-ideas' },
          ],
        },
        {
          who: 'B',
          german: 'Brauchen wir in zehn Jahren noch Bargeld?',
          translation: 'Will we still need cash in ten years?',
        },
        {
          who: 'A',
          german:
            'Ich bin mir nicht sicher, ob das Bargeld ganz verschwindet. Viele ältere Menschen bezahlen noch gern bar.',
          translation:
            'I am not sure whether cash will disappear completely. Many older people still like paying in cash.',
          phrases: [{ text: 'Ich bin mir nicht sicher, ob', section: 'opinion-discussion' }],
        },
      ],
      [
        {
          who: 'B',
          german:
            'Ich schlage vor, dass wir zweimal pro Woche für Frau Kessler einkaufen, am Montag und am Donnerstag.',
          translation: 'I suggest that we go shopping for Ms Kessler twice a week, on Monday and Thursday.',
        },
        {
          who: 'A',
          german:
            'Einverstanden. Ich kann am Montag nach der Arbeit gehen. Wie wäre es mit einer Einkaufsliste? Dann vergessen wir nichts.',
          translation:
            'Agreed. I can go on Monday after work. How about a shopping list? Then we won’t forget anything.',
          phrases: [
            { text: 'Einverstanden', section: 'asking-suggesting' },
            { text: 'Wie wäre es mit', section: 'asking-suggesting' },
          ],
        },
        {
          who: 'B',
          german: 'Gute Idee. Wir könnten sie auch abwechselnd besuchen, einen Tag ich, einen Tag Sie.',
          translation: 'Good idea. We could also take turns visiting her, one day me, one day you.',
        },
        {
          who: 'A',
          german: 'Das finde ich gut. Wir könnten doch am Sonntag zusammen mit ihr spazieren gehen.',
          translation: 'I think that is good. We could go for a walk with her together on Sunday.',
          phrases: [{ text: 'Wir könnten doch', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Hm, das ist für sie vielleicht zu anstrengend.',
          translation: 'Hm, that may be too tiring for her.',
        },
        {
          who: 'A',
          german: 'Da haben Sie recht. Dann trinken wir lieber bei ihr Kaffee und spielen Karten.',
          translation: 'You are right. Then let’s have coffee at her place instead and play cards.',
          phrases: [{ text: 'Da haben Sie recht', section: 'opinion-discussion' }],
        },
        {
          who: 'B',
          german: 'Schön. Ich schreibe unsere Telefonnummern für den Notfall auf einen Zettel.',
          translation: 'Nice. I will write our phone numbers for emergencies on a piece of paper.',
        },
        {
          who: 'A',
          german:
            'Also, wir machen Folgendes: Sie schreiben die Nummern auf, ich mache die Liste, und am Montag fangen wir an.',
          translation:
            'So, here’s what we’ll do: you’ll write down the numbers, I’ll make the list, and on Monday we’ll start.',
          phrases: [{ text: 'Also, wir machen Folgendes', section: 'asking-suggesting' }],
        },
      ],
    ],
  },
} satisfies OralTasks;
