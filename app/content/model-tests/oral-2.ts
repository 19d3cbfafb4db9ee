import { EXAMINER_END, PART1_CUE } from './oral-common';
import type { OralTasks } from './schema';

/** Model test 2, oral task sheets: working from home, and helping a new classmate in his first week. Our own tasks, written for the site. */
export const oral2 = {
  topics: ['working-from-home', 'newcomers'],
  people: [
    { name: 'Melanie', role: 'insurance clerk who works from home' },
    { name: 'Holger', role: 'engineer back in the office' },
    { name: 'Daniel', role: 'new German-course participant' },
    { name: 'Marek', role: 'partner in the solo rehearsal' },
    { name: 'Farid', role: 'candidate in the model conversation' },
  ],
  part1: {
    cues: [
      PART1_CUE.name,
      PART1_CUE.home,
      PART1_CUE.family,
      PART1_CUE.work,
      PART1_CUE.languages,
      { german: 'Deutsch lernen: seit wann?', translation: 'Learning German: since when?' },
      PART1_CUE.freeTime,
    ],
  },
  part2: {
    topic: {
      german: 'Im Homeoffice arbeiten – eine gute Idee?',
      translation: 'Working from home – a good idea?',
    },
    a: {
      name: 'Melanie, 38, Sachbearbeiterin',
      text: {
        german:
          'Seit zwei Jahren arbeite ich drei Tage pro Woche im Homeoffice. Für mich ist das ideal: Ich spare jeden Tag fast zwei Stunden, weil ich nicht mit dem Zug in die Stadt fahren muss. Zu Hause kann ich mich besser konzentrieren als im Großraumbüro. Und wenn mein Sohn mittags aus der Schule kommt, bin ich da. Natürlich muss man sich gut organisieren, aber das habe ich gelernt.',
        translation:
          'For two years I have worked from home three days a week. For me it is ideal: I save almost two hours every day because I don’t have to take the train into town. At home I can concentrate better than in the open-plan office. And when my son comes home from school at lunchtime, I am there. Of course you have to organise yourself well, but I have learned how.',
      },
    },
    b: {
      name: 'Holger, 52, Ingenieur',
      text: {
        german:
          'Ich habe ein Jahr lang zu Hause gearbeitet, und ich war froh, als es vorbei war. Meine Wohnung ist klein, einen Schreibtisch habe ich nur in der Küche. Mir haben auch die Kollegen gefehlt: Im Büro trinkt man zusammen einen Kaffee und löst Probleme schnell im Gespräch. Zu Hause habe ich oft viel länger gearbeitet, weil ich nie richtig Feierabend hatte. Heute fahre ich wieder jeden Tag ins Büro.',
        translation:
          'I worked from home for a year, and I was glad when it was over. My flat is small; the only desk I have is in the kitchen. I also missed my colleagues: in the office you have a coffee together and solve problems quickly by talking. At home I often worked much longer, because I never really finished for the day. Today I go to the office every day again.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'Ein neuer Teilnehmer in Ihrem Deutschkurs, Daniel, ist erst seit einer Woche in Deutschland. Er muss viele Dinge erledigen, zum Beispiel beim Bürgeramt und bei der Bank, aber er versteht noch nicht viel Deutsch. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin, wie Sie ihm in der nächsten Woche helfen.',
      translation:
        'A new participant in your German class, Daniel, has only been in Germany for a week. He has a lot of things to sort out, for example at the citizens’ office and at the bank, but he does not understand much German yet. Plan together with your partner how you will help him next week.',
    },
    points: [
      {
        german: 'Welche Termine sind am wichtigsten?',
        translation: 'Which appointments are the most important?',
      },
      { german: 'Wann haben Sie Zeit?', translation: 'When do you have time?' },
      { german: 'Welche Papiere braucht er?', translation: 'Which documents does he need?' },
      { german: 'Wer begleitet ihn wohin?', translation: 'Who goes with him where?' },
      { german: 'Was kann er schon allein machen?', translation: 'What can he already do on his own?' },
    ],
  },
  solo: {
    examiner: {
      part1: {
        german:
          'Guten Tag und herzlich willkommen. Wir beginnen mit Teil 1: Einander kennenlernen. Das dauert etwa drei Minuten. Bitte stellen Sie sich vor und fragen Sie auch Ihren Partner.',
        translation:
          'Hello and welcome. We begin with part 1: Getting to know each other. It takes about three minutes. Please introduce yourselves and ask your partner questions too.',
      },
      part2: {
        german:
          'Danke schön. Jetzt kommt Teil 2: Über ein Thema sprechen. Dafür haben Sie etwa sechs Minuten. Das Thema ist: Arbeiten im Homeoffice. Erzählen Sie zuerst, was in Ihrem Text steht. Sprechen Sie dann über Ihre Erfahrungen und Ihre Meinung.',
        translation:
          'Thank you. Now comes part 2: Talking about a topic. You have about six minutes for it. The topic is: working from home. First say what your text says. Then talk about your experience and your opinion.',
      },
      part3: {
        german:
          'Vielen Dank. Wir kommen zu Teil 3: Gemeinsam etwas planen. Auch dafür haben Sie etwa sechs Minuten. Planen Sie zusammen, wie Sie Daniel in der nächsten Woche helfen. Machen Sie Vorschläge und reagieren Sie auf die Vorschläge Ihres Partners.',
        translation:
          'Thank you. We come to part 3: Planning something together. You have about six minutes for this too. Plan together how you will help Daniel next week. Make suggestions and react to your partner’s suggestions.',
      },
      end: EXAMINER_END,
    },
    part1: {
      questions: [
        {
          ask: {
            german: 'Hallo, mein Name ist Marek. Wie heißen Sie? Und wo wohnen Sie?',
            translation: 'Hello, my name is Marek. What is your name? And where do you live?',
          },
        },
        {
          ask: {
            german: 'Haben Sie Familie hier in Deutschland?',
            translation: 'Do you have family here in Germany?',
          },
          followUp: {
            german: 'Und was machen Sie gern zusammen mit Ihrer Familie?',
            translation: 'And what do you like doing together with your family?',
          },
        },
        {
          ask: {
            german: 'Seit wann lernen Sie Deutsch? Und welche Sprachen sprechen Sie noch?',
            translation: 'How long have you been learning German? And which other languages do you speak?',
          },
        },
      ],
      askBack: {
        german: 'Jetzt sind Sie dran. Was möchten Sie von mir wissen?',
        translation: 'Now it is your turn. What would you like to know about me?',
      },
      answers: {
        german:
          'Also, ich komme aus Polen, aus Krakau. Ich wohne mit meiner Frau und meiner Tochter in einer kleinen Wohnung im Zentrum. Ich bin Elektriker von Beruf. Deutsch lerne ich seit einem Jahr, am Abend nach der Arbeit. Am Wochenende spiele ich gern Fußball.',
        translation:
          'Well, I come from Poland, from Kraków. I live with my wife and my daughter in a small flat in the centre. I am an electrician by trade. I have been learning German for a year, in the evenings after work. At the weekend I like playing football.',
      },
    },
    part2: {
      view: {
        german:
          'In meinem Text spricht Holger, ein Ingenieur. Er hat ein Jahr lang zu Hause gearbeitet und war froh, als es vorbei war. Seine Wohnung ist klein, und er hatte nur in der Küche einen Schreibtisch. Er hat die Kollegen vermisst und zu Hause oft zu lange gearbeitet.',
        translation:
          'In my text Holger, an engineer, speaks. He worked from home for a year and was glad when it was over. His flat is small, and he only had a desk in the kitchen. He missed his colleagues and often worked too long at home.',
      },
      ask: {
        german: 'Und Sie? Möchten Sie lieber zu Hause oder im Büro arbeiten? Warum?',
        translation: 'And you? Would you rather work at home or in the office? Why?',
      },
      reaction: {
        german:
          'Das verstehe ich. Ich glaube, beides hat Vorteile und Nachteile. Für mich wäre ein Mix am besten, zwei Tage zu Hause und drei im Büro. Wie sehen Sie das?',
        translation:
          'I understand that. I think both have advantages and disadvantages. For me a mix would be best, two days at home and three in the office. How do you see it?',
      },
    },
    part3: {
      proposals: [
        {
          german:
            'Ich finde, am wichtigsten ist der Termin beim Bürgeramt. Ohne Anmeldung bekommt er kein Bankkonto. Sind Sie einverstanden?',
          translation:
            'I think the most important thing is the appointment at the citizens’ office. Without registration he will not get a bank account. Do you agree?',
        },
        {
          german: 'Ich habe am Dienstag und am Donnerstag Zeit, immer ab drei Uhr. Wann können Sie?',
          translation:
            'I have time on Tuesday and Thursday, always from three o’clock. When can you make it?',
        },
      ],
      ask: {
        german: 'Und was kann Daniel schon allein machen? Was schlagen Sie vor?',
        translation: 'And what can Daniel already do on his own? What do you suggest?',
      },
      objection: {
        german:
          'Hm, ich weiß nicht. Ich glaube, das schafft Daniel noch nicht allein. Er versteht ja noch nicht viel Deutsch. Haben Sie noch eine andere Idee?',
        translation:
          'Hm, I don’t know. I don’t think Daniel can manage that on his own yet. After all, he doesn’t understand much German yet. Do you have another idea?',
      },
      agreement: {
        german:
          'Gut, so machen wir es. Ich begleite ihn zum Bürgeramt, und Sie gehen mit ihm zur Bank. Einverstanden? Und welche Papiere braucht er für die Termine?',
        translation:
          'Good, let’s do it that way. I will go with him to the citizens’ office, and you go with him to the bank. All right? And which documents does he need for the appointments?',
      },
    },
    model: [
      [
        {
          who: 'B',
          german: 'Hallo, mein Name ist Marek. Wie heißen Sie? Und wo wohnen Sie?',
          translation: 'Hello, my name is Marek. What is your name? And where do you live?',
        },
        {
          who: 'A',
          german: 'Ich heiße Farid und wohne in der Nordstadt, nicht weit vom Bahnhof.',
          translation: 'My name is Farid and I live in the north of town, not far from the station.',
        },
        {
          who: 'B',
          german: 'Haben Sie Familie hier in Deutschland?',
          translation: 'Do you have family here in Germany?',
        },
        {
          who: 'A',
          german:
            'Ja, meine Frau und unsere zwei Söhne sind auch hier. Der Kleine geht schon in den Kindergarten.',
          translation: 'Yes, my wife and our two sons are here too. The little one already goes to nursery.',
        },
        {
          who: 'B',
          german: 'Schön! Und was machen Sie gern zusammen mit Ihrer Familie?',
          translation: 'Nice! And what do you like doing together with your family?',
        },
        {
          who: 'A',
          german:
            'Am Wochenende gehen wir oft in den Zoo oder grillen im Park. Und Sie? Wie ist das bei Ihnen?',
          translation:
            'At the weekend we often go to the zoo or have a barbecue in the park. And you? What about you?',
          phrases: [{ text: 'Wie ist das bei', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german:
            'Ich wohne mit meiner Frau und meiner Tochter im Zentrum. Wir spielen gern zusammen Fußball.',
          translation:
            'I live with my wife and my daughter in the centre. We like playing football together.',
        },
        {
          who: 'A',
          german: 'Toll! Seit wann lernen Sie Deutsch?',
          translation: 'Great! How long have you been learning German?',
        },
        {
          who: 'B',
          german: 'Seit einem Jahr, immer am Abend nach der Arbeit.',
          translation: 'For a year, always in the evening after work.',
        },
      ],
      [
        {
          who: 'A',
          german:
            'In meinem Text erzählt Melanie. Sie arbeitet drei Tage pro Woche zu Hause, weil sie so fast zwei Stunden Fahrzeit spart und mittags bei ihrem Sohn ist.',
          translation:
            'In my text Melanie tells her story. She works at home three days a week, because that way she saves almost two hours of travel and is with her son at lunchtime.',
        },
        {
          who: 'B',
          german:
            'In meinem Text spricht Holger. Er hat ein Jahr zu Hause gearbeitet, aber seine Wohnung ist klein, und er hat die Kollegen vermisst. Was meinen Sie?',
          translation:
            'In my text Holger speaks. He worked from home for a year, but his flat is small and he missed his colleagues. What do you think?',
        },
        {
          who: 'A',
          german:
            'Ich finde, dass Homeoffice für viele Leute praktisch ist. Man spart Zeit, und außerdem kann man sich oft besser konzentrieren.',
          translation:
            'I think that working from home is practical for many people. You save time, and besides, you can often concentrate better.',
          phrases: [
            { text: 'Ich finde, dass', section: 'opinion-discussion' },
            { text: 'außerdem', section: 'connecting-ideas' },
          ],
        },
        {
          who: 'B',
          german: 'Aber man ist allein und arbeitet vielleicht zu lange.',
          translation: 'But you are alone and may work too long.',
        },
        {
          who: 'A',
          german:
            'Das stimmt, aber man kann feste Zeiten planen. Bei mir geht Homeoffice leider nicht, denn ich arbeite in einer Werkstatt.',
          translation:
            'That is true, but you can plan fixed hours. For me working from home is not possible, unfortunately, because I work in a workshop.',
          phrases: [{ text: 'Das stimmt, aber', section: 'opinion-discussion' }],
        },
        {
          who: 'B',
          german: 'Möchten Sie denn gern manchmal zu Hause arbeiten?',
          translation: 'Would you like to work at home sometimes, then?',
        },
        {
          who: 'A',
          german:
            'Einerseits ja, weil ich mehr Zeit für meine Kinder hätte. Andererseits brauche ich das Gespräch mit den Kollegen.',
          translation:
            'On the one hand yes, because I would have more time for my children. On the other hand I need to talk with my colleagues.',
          phrases: [{ text: 'Einerseits', section: 'opinion-discussion' }],
        },
      ],
      [
        {
          who: 'B',
          german:
            'Ich finde, am wichtigsten ist der Termin beim Bürgeramt. Ohne Anmeldung bekommt Daniel kein Bankkonto.',
          translation:
            'I think the most important thing is the appointment at the citizens’ office. Without registration Daniel will not get a bank account.',
        },
        {
          who: 'A',
          german: 'Da haben Sie recht. Ich schlage vor, dass wir zuerst einen Termin im Internet suchen.',
          translation: 'You are right. I suggest that we first look for an appointment online.',
          phrases: [
            { text: 'Da haben Sie recht', section: 'opinion-discussion' },
            { text: 'Ich schlage vor, dass wir', section: 'asking-suggesting' },
          ],
        },
        {
          who: 'B',
          german: 'Gut. Ich habe am Dienstag und am Donnerstag Zeit, ab drei Uhr. Wann können Sie?',
          translation: 'Good. I have time on Tuesday and Thursday, from three o’clock. When can you make it?',
        },
        {
          who: 'A',
          german:
            'Am Dienstag arbeite ich bis fünf. Wie wäre es mit Donnerstag? Dann kann ich Daniel zur Bank begleiten.',
          translation:
            'On Tuesday I work until five. How about Thursday? Then I can go with Daniel to the bank.',
          phrases: [{ text: 'Wie wäre es mit', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Und welche Papiere braucht er? Vielleicht weiß er das schon allein.',
          translation: 'And which documents does he need? Maybe he already knows that himself.',
        },
        {
          who: 'A',
          german:
            'Das glaube ich nicht. Wir könnten doch eine Liste schreiben: Pass, Mietvertrag und das Formular vom Vermieter.',
          translation:
            'I don’t think so. We could write a list: passport, tenancy agreement and the form from the landlord.',
          phrases: [{ text: 'Wir könnten doch', section: 'asking-suggesting' }],
        },
        {
          who: 'B',
          german: 'Einverstanden. Ich gehe mit ihm zum Bürgeramt, und Sie gehen mit ihm zur Bank.',
          translation: 'Agreed. I will go with him to the citizens’ office, and you go with him to the bank.',
        },
        {
          who: 'A',
          german:
            'Also, wir machen Folgendes: Ich schreibe heute die Liste, und am Donnerstag gehen wir los.',
          translation: 'So, here’s what we’ll do: I’ll write the list today, and on Thursday we’ll set off.',
          phrases: [{ text: 'Also, wir machen Folgendes', section: 'asking-suggesting' }],
        },
      ],
    ],
  },
} satisfies OralTasks;
