import { EXAMINER_END, PART1_CUE } from './oral-common';
import type { OralTasks } from './schema';

/** Model test 6, oral task sheets: computer games as a hobby, and an afternoon at the seniors’ club. Our own tasks, written for the site. */
export const oral6 = {
  topics: ['computer-games', 'senior-activities'],
  people: [
    { name: 'Yannick', role: 'pupil who plays computer games' },
    { name: 'Till', role: 'father who limits his children’s gaming' },
    { name: 'Frau Arslan', role: 'leader of a seniors’ club' },
    { name: 'Bilal', role: 'partner in the solo rehearsal' },
    { name: 'Valentina', role: 'candidate in the model conversation' },
  ],
  part1: {
    cues: [
      PART1_CUE.name,
      PART1_CUE.origin,
      PART1_CUE.home,
      PART1_CUE.work,
      PART1_CUE.family,
      PART1_CUE.languages,
      PART1_CUE.freeTime,
    ],
  },
  part2: {
    topic: {
      german: 'Computerspiele – ein gutes Hobby?',
      translation: 'Computer games – a good hobby?',
    },
    a: {
      name: 'Yannick, 17, Schüler',
      text: {
        german:
          'Ich spiele fast jeden Abend eine Stunde am Computer, meistens online mit meinen Freunden. Wir sprechen dabei über Kopfhörer und müssen als Team zusammenarbeiten. Viele Spiele sind auf Englisch, dadurch ist meine Note in Englisch viel besser geworden. Meine Eltern denken, dass ich nur Zeit verliere. Aber beim Fußball sagt auch niemand, dass es Zeitverschwendung ist.',
        translation:
          'I play on the computer for an hour almost every evening, mostly online with my friends. We talk over headphones and have to work together as a team. Many games are in English, and because of that my mark in English has got much better. My parents think I am just wasting time. But nobody says football is a waste of time either.',
      },
    },
    b: {
      name: 'Till, 44, Vater von zwei Kindern',
      text: {
        german:
          'Meine Söhne sind neun und zwölf. Wenn sie spielen, vergessen sie alles: die Hausaufgaben, das Essen, sogar ihre Freunde draußen. Danach sind sie oft nervös und schlafen schlecht. Deshalb haben wir eine Regel: Computerspiele gibt es nur am Wochenende, höchstens zwei Stunden am Tag. Lieber spielen wir zusammen ein Brettspiel oder fahren Rad.',
        translation:
          'My sons are nine and twelve. When they play, they forget everything: homework, meals, even their friends outside. Afterwards they are often restless and sleep badly. That is why we have a rule: computer games only at weekends, at most two hours a day. We would rather play a board game together or go cycling.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'Im Seniorentreff in Ihrem Stadtteil gibt es einmal im Monat einen Nachmittag für ältere Menschen. Die Leiterin, Frau Arslan, hat Sie und Ihren Gesprächspartner / Ihre Gesprächspartnerin gebeten, den nächsten Nachmittag vorzubereiten. Planen Sie zusammen, was Sie machen.',
      translation:
        'The seniors’ club in your part of town holds an afternoon for older people once a month. Its leader, Ms Arslan, has asked you and your partner to prepare the next afternoon. Plan together what you will do.',
    },
    points: [
      { german: 'Wann? Wie lange?', translation: 'When? How long?' },
      { german: 'Programm (Musik, Spiele, Vortrag …)?', translation: 'Programme (music, games, a talk …)?' },
      { german: 'Essen und Trinken?', translation: 'Food and drink?' },
      { german: 'Wer hilft mit?', translation: 'Who helps?' },
      { german: 'Einladung: wie?', translation: 'Invitation: how?' },
      { german: 'Gäste, die nicht gut gehen können?', translation: 'Guests who cannot walk well?' },
    ],
  },
  solo: {
    examiner: {
      part1: {
        german:
          'Guten Tag. Wir beginnen mit Teil 1: Einander kennenlernen. Das dauert etwa drei Minuten. Bitte erzählen Sie etwas über sich und fragen Sie auch Ihren Partner.',
        translation:
          'Hello. We begin with part 1: Getting to know each other. It takes about three minutes. Please tell us something about yourselves and ask your partner questions too.',
      },
      part2: {
        german:
          'Vielen Dank. Jetzt kommt Teil 2: Über ein Thema sprechen. Dafür haben Sie etwa sechs Minuten. Das Thema ist: Computerspiele als Hobby. Erzählen Sie zuerst, was in Ihrem Text steht, und sprechen Sie dann über Ihre Erfahrungen und Ihre Meinung.',
        translation:
          'Thank you. Now comes part 2: Talking about a topic. You have about six minutes for it. The topic is: computer games as a hobby. First say what your text says, then talk about your experience and your opinion.',
      },
      part3: {
        german:
          'Danke schön. Wir kommen zu Teil 3: Gemeinsam etwas planen. Auch dafür haben Sie etwa sechs Minuten. Planen Sie zusammen den nächsten Nachmittag im Seniorentreff. Machen Sie Vorschläge und reagieren Sie auf die Vorschläge Ihres Partners.',
        translation:
          'Thank you. We come to part 3: Planning something together. You have about six minutes for this too. Plan the next afternoon at the seniors’ club together. Make suggestions and react to your partner’s suggestions.',
      },
      end: EXAMINER_END,
    },
    part1: {
      questions: [
        {
          ask: {
            german: 'Guten Tag, ich heiße Bilal. Wie heißen Sie, und woher kommen Sie?',
            translation: 'Hello, my name is Bilal. What is your name, and where do you come from?',
          },
          followUp: {
            german: 'Und seit wann leben Sie hier?',
            translation: 'And how long have you lived here?',
          },
        },
        {
          ask: {
            german: 'Arbeiten Sie, oder machen Sie eine Ausbildung?',
            translation: 'Do you work, or are you doing training?',
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
        german: 'Danke, das war interessant. Möchten Sie mich auch etwas fragen?',
        translation: 'Thank you, that was interesting. Would you like to ask me something too?',
      },
      answers: {
        german:
          'Gern. Ich komme aus dem Libanon, aus Beirut, und wohne seit sechs Jahren hier. Ich bin verheiratet und habe eine kleine Tochter. Ich arbeite als Elektriker in einer Firma für Solaranlagen. Ich spreche Arabisch, Englisch und Deutsch. In meiner Freizeit spiele ich Fußball im Verein.',
        translation:
          'Gladly. I come from Lebanon, from Beirut, and have lived here for six years. I am married and have a little daughter. I work as an electrician at a solar panel firm. I speak Arabic, English and German. In my free time I play football in a club.',
      },
    },
    part2: {
      view: {
        german:
          'In meinem Text erzählt Till, ein Vater von zwei Söhnen. Er sagt, dass seine Kinder beim Spielen alles vergessen, sogar die Hausaufgaben. Danach schlafen sie oft schlecht. Deshalb dürfen sie nur am Wochenende spielen, höchstens zwei Stunden am Tag.',
        translation:
          'In my text Till, a father of two sons, talks about it. He says his children forget everything when they play, even their homework. Afterwards they often sleep badly. That is why they may only play at weekends, at most two hours a day.',
      },
      ask: {
        german: 'Spielen Sie selbst Computerspiele? Was denken Sie darüber?',
        translation: 'Do you play computer games yourself? What do you think about them?',
      },
      reaction: {
        german:
          'Ach so, das verstehe ich. Ich selbst spiele nur selten, aber mein Neffe spielt jeden Tag. Was meinen Sie: Sollen Eltern die Zeit am Computer begrenzen?',
        translation:
          'I see, I understand. I rarely play myself, but my nephew plays every day. What do you think: should parents limit time on the computer?',
      },
    },
    part3: {
      proposals: [
        {
          german:
            'Ich schlage vor, dass wir den Nachmittag am Samstag machen, von drei bis sechs Uhr. Was meinen Sie?',
          translation: 'I suggest we hold the afternoon on Saturday, from three to six. What do you think?',
        },
        {
          german:
            'Wir könnten Kaffee und Kuchen anbieten. Ich kann einen Apfelkuchen backen. Wie finden Sie das?',
          translation: 'We could offer coffee and cake. I can bake an apple cake. What do you think of that?',
        },
      ],
      ask: {
        german: 'Und was machen wir als Programm? Haben Sie eine Idee?',
        translation: 'And what shall we do as a programme? Do you have an idea?',
      },
      objection: {
        german:
          'Hm, ich weiß nicht. Das ist vielleicht nicht für alle Gäste etwas. Haben Sie noch eine andere Idee?',
        translation: 'Hm, I don’t know. That might not suit all the guests. Do you have another idea?',
      },
      agreement: {
        german:
          'Ja, das ist eine gute Idee. So machen wir es. Ich frage meinen Nachbarn, ob er die Gäste mit dem Auto abholt, die nicht gut gehen können. Und wer schreibt die Einladung?',
        translation:
          'Yes, that is a good idea. Let’s do it that way. I will ask my neighbour whether he can collect the guests who cannot walk well by car. And who will write the invitation?',
      },
    },
    model: [
      [
        {
          who: 'B',
          german: 'Guten Tag, ich heiße Bilal. Wie heißen Sie, und woher kommen Sie?',
          translation: 'Hello, my name is Bilal. What is your name, and where do you come from?',
        },
        {
          who: 'A',
          german: 'Ich heiße Valentina und komme aus Rumänien, aus einer kleinen Stadt in der Nähe von Cluj.',
          translation: 'My name is Valentina and I come from Romania, from a small town near Cluj.',
        },
        {
          who: 'B',
          german: 'Und seit wann leben Sie hier?',
          translation: 'And how long have you lived here?',
        },
        {
          who: 'A',
          german:
            'Seit drei Jahren. Zuerst habe ich bei meiner Schwester gewohnt, jetzt habe ich eine eigene Wohnung. Und Sie? Wie ist das bei Ihnen?',
          translation:
            'For three years. At first I lived with my sister; now I have a flat of my own. And you? What about you?',
          phrases: [{ text: 'Wie ist das bei', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Ich lebe seit sechs Jahren hier. Arbeiten Sie, oder machen Sie eine Ausbildung?',
          translation: 'I have lived here for six years. Do you work, or are you doing training?',
        },
        {
          who: 'A',
          german:
            'Ich mache eine Ausbildung als Pflegefachfrau im Krankenhaus. Das ist anstrengend, aber es gefällt mir. Was machen Sie beruflich?',
          translation:
            'I am training as a nurse at the hospital. It is tiring, but I like it. What do you do for a living?',
        },
        {
          who: 'B',
          german: 'Ich bin Elektriker. In meiner Freizeit spiele ich Fußball.',
          translation: 'I am an electrician. In my free time I play football.',
        },
        {
          who: 'A',
          german: 'Ich tanze gern, am liebsten Salsa. Außerdem lese ich viel.',
          translation: 'I like dancing, salsa most of all. I also read a lot.',
          phrases: [{ text: 'Außerdem', section: 'connecting-ideas' }],
        },
      ],
      [
        {
          who: 'A',
          german:
            'In meinem Text erzählt Yannick, ein Schüler. Er spielt fast jeden Abend online mit seinen Freunden und sagt, dass er dabei viel Englisch lernt.',
          translation:
            'In my text Yannick, a pupil, talks about it. He plays online with his friends almost every evening and says he learns a lot of English that way.',
        },
        {
          who: 'B',
          german:
            'In meinem Text spricht Till, ein Vater. Seine Söhne dürfen nur am Wochenende spielen, weil sie sonst alles vergessen. Spielen Sie selbst Computerspiele?',
          translation:
            'In my text Till, a father, speaks. His sons may only play at weekends because otherwise they forget everything. Do you play computer games yourself?',
        },
        {
          who: 'A',
          german:
            'Nur manchmal, auf dem Handy. Meiner Meinung nach sind Computerspiele kein Problem, wenn man auch andere Hobbys hat.',
          translation:
            'Only sometimes, on my phone. In my opinion computer games are not a problem if you have other hobbies too.',
          phrases: [{ text: 'Meiner Meinung nach', section: 'opinion-discussion' }],
        },
        {
          who: 'B',
          german: 'Aber viele Kinder sitzen zu lange vor dem Bildschirm.',
          translation: 'But many children sit in front of the screen for too long.',
        },
        {
          who: 'A',
          german:
            'Da haben Sie recht. Deshalb finde ich eine Regel wie bei Till gut, zum Beispiel eine Stunde am Tag.',
          translation:
            'You are right. That is why I think a rule like Till’s is good, for example one hour a day.',
          phrases: [
            { text: 'Da haben Sie recht', section: 'opinion-discussion' },
            { text: 'Deshalb', section: 'connecting-ideas' },
          ],
        },
        {
          who: 'B',
          german: 'Und was ist mit dem Englisch? Stimmt das, was Yannick sagt?',
          translation: 'And what about the English? Is what Yannick says true?',
        },
        {
          who: 'A',
          german:
            'Ich bin mir nicht sicher, ob man dabei wirklich viel lernt. Aber mein Cousin hat beim Spielen viele englische Wörter gelernt, das stimmt.',
          translation:
            'I am not sure whether you really learn a lot that way. But my cousin learned a lot of English words while playing, that is true.',
          phrases: [{ text: 'Ich bin mir nicht sicher, ob', section: 'opinion-discussion' }],
        },
      ],
      [
        {
          who: 'B',
          german: 'Ich schlage vor, dass wir den Nachmittag am Samstag machen, von drei bis sechs Uhr.',
          translation: 'I suggest we hold the afternoon on Saturday, from three to six.',
        },
        {
          who: 'A',
          german:
            'Einverstanden. Wie wäre es mit Kaffee und Kuchen am Anfang? Ich kann einen Käsekuchen backen.',
          translation: 'Agreed. How about coffee and cake at the start? I can bake a cheesecake.',
          phrases: [
            { text: 'Einverstanden', section: 'asking-suggesting' },
            { text: 'Wie wäre es mit', section: 'asking-suggesting' },
          ],
        },
        {
          who: 'B',
          german: 'Gute Idee. Und als Programm? Wir könnten einen Film zeigen.',
          translation: 'Good idea. And for the programme? We could show a film.',
        },
        {
          who: 'A',
          german:
            'Hm, dann sprechen die Gäste nicht miteinander. Wir könnten doch zusammen alte Lieder singen. Mein Onkel spielt Gitarre.',
          translation:
            'Hm, then the guests don’t talk to each other. We could sing old songs together. My uncle plays the guitar.',
          phrases: [{ text: 'Wir könnten doch', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Das gefällt mir. Aber manche Gäste können nicht gut gehen.',
          translation: 'I like that. But some guests cannot walk well.',
        },
        {
          who: 'A',
          german:
            'Das stimmt. Vielleicht kann Ihr Nachbar sie mit dem Auto abholen. Die Einladungen hänge ich im Treff und im Supermarkt auf.',
          translation:
            'That’s true. Perhaps your neighbour can collect them by car. I will put up the invitations in the club and in the supermarket.',
        },
        {
          who: 'B',
          german: 'Gut, ich frage ihn heute noch.',
          translation: 'Good, I will ask him today.',
        },
        {
          who: 'A',
          german:
            'Also, wir machen Folgendes: Sie fragen Ihren Nachbarn, ich backe und schreibe die Einladung, und mein Onkel bringt die Gitarre mit.',
          translation:
            'So, here’s what we’ll do: you ask your neighbour, I bake and write the invitation, and my uncle brings his guitar.',
          phrases: [{ text: 'Also, wir machen Folgendes', section: 'asking-suggesting' }],
        },
      ],
    ],
  },
} satisfies OralTasks;
