import { EXAMINER_END, PART1_CUE } from './oral-common';
import type { OralTasks } from './schema';

/** Model test 5, oral task sheets: buying clothes often and cheaply or seldom and good, and planning an international cooking evening at home. Our own tasks, written for the site. */
export const oral5 = {
  topics: ['clothes-and-fashion', 'cooking-at-home'],
  people: [
    { name: 'Vincent', role: 'student who buys cheap clothes often' },
    { name: 'Wanda', role: 'shop assistant who buys few, good clothes' },
    { name: 'Erik', role: 'partner in the solo rehearsal' },
    { name: 'Oskar', role: 'candidate in the model conversation' },
  ],
  part1: {
    cues: [
      PART1_CUE.name,
      PART1_CUE.origin,
      PART1_CUE.home,
      PART1_CUE.family,
      PART1_CUE.work,
      PART1_CUE.languages,
      PART1_CUE.freeTime,
    ],
  },
  part2: {
    topic: {
      german: 'Kleidung kaufen: oft und billig oder selten und gut?',
      translation: 'Buying clothes: often and cheap, or seldom and good?',
    },
    a: {
      name: 'Vincent, 24, Student',
      text: {
        german:
          'Ich kaufe meine Kleidung fast immer in billigen Geschäften. Ein T-Shirt für fünf Euro – warum nicht? Ich ziehe gern oft etwas Neues an, und die Mode ändert sich ja jedes Jahr. Wenn ein Pullover nach ein paar Monaten kaputt ist, ist das nicht so schlimm, dann kaufe ich eben einen neuen. Teure Markenkleidung finde ich überflüssig. Den Unterschied sieht doch niemand.',
        translation:
          'I almost always buy my clothes in cheap shops. A T-shirt for five euros – why not? I like wearing something new often, and fashion changes every year anyway. If a jumper is worn out after a few months, that is not so bad; I just buy a new one. I think expensive brand-name clothes are unnecessary. Nobody sees the difference anyway.',
      },
    },
    b: {
      name: 'Wanda, 58, Verkäuferin',
      text: {
        german:
          'Ich kaufe nur zwei- oder dreimal im Jahr Kleidung, aber dann gute Qualität. Meinen Wintermantel trage ich schon seit zehn Jahren, und er sieht immer noch schön aus. Billige Sachen gehen oft nach ein paar Wochen kaputt, dann kauft man doppelt. Außerdem denke ich an die Menschen, die unsere Kleidung nähen. Bei einem T-Shirt für fünf Euro bekommen sie fast nichts.',
        translation:
          'I only buy clothes two or three times a year, but then good quality. I have been wearing my winter coat for ten years, and it still looks nice. Cheap things often fall apart after a few weeks, and then you buy twice. Besides, I think of the people who sew our clothes. With a five-euro T-shirt they get almost nothing.',
      },
    },
  },
  part3: {
    situation: {
      german:
        'Sie möchten mit acht Leuten aus Ihrem Deutschkurs einen internationalen Kochabend machen, bei einem von Ihnen beiden zu Hause: Alle kochen zusammen Gerichte aus ihren Ländern. Planen Sie zusammen mit Ihrem Gesprächspartner / Ihrer Gesprächspartnerin, wie Sie den Abend organisieren.',
      translation:
        'You want to hold an international cooking evening with eight people from your German course, at the home of one of you two: everyone cooks dishes from their countries together. Plan together with your partner how you will organise the evening.',
    },
    points: [
      { german: 'Wann und bei wem?', translation: 'When and at whose home?' },
      { german: 'Welche Gerichte?', translation: 'Which dishes?' },
      { german: 'Wer kauft was ein?', translation: 'Who buys what?' },
      { german: 'Kosten?', translation: 'Costs?' },
      { german: 'Getränke und Nachtisch?', translation: 'Drinks and dessert?' },
      { german: 'Wer räumt auf?', translation: 'Who tidies up?' },
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
          'Vielen Dank. Jetzt kommt Teil 2: Über ein Thema sprechen. Dafür haben Sie etwa sechs Minuten. Das Thema ist: Kleidung kaufen, oft und billig oder selten und gut. Erzählen Sie zuerst, was in Ihrem Text steht, und sprechen Sie dann über Ihre Erfahrungen und Ihre Meinung.',
        translation:
          'Thank you. Now comes part 2: Talking about a topic. You have about six minutes for it. The topic is: buying clothes, often and cheap or seldom and good. First say what your text says, then talk about your experience and your opinion.',
      },
      part3: {
        german:
          'Danke. Wir kommen zu Teil 3: Gemeinsam etwas planen. Auch dafür haben Sie etwa sechs Minuten. Planen Sie zusammen einen internationalen Kochabend mit Leuten aus Ihrem Deutschkurs. Machen Sie Vorschläge und reagieren Sie auf die Vorschläge Ihres Partners.',
        translation:
          'Thank you. We come to part 3: Planning something together. You have about six minutes for this too. Plan together an international cooking evening with people from your German course. Make suggestions and react to your partner’s suggestions.',
      },
      end: EXAMINER_END,
    },
    part1: {
      questions: [
        {
          ask: {
            german: 'Guten Tag, ich bin Erik. Wie heißen Sie, und woher kommen Sie?',
            translation: 'Hello, I am Erik. What is your name, and where do you come from?',
          },
          followUp: {
            german: 'Und seit wann wohnen Sie hier? Gefällt es Ihnen?',
            translation: 'And how long have you lived here? Do you like it?',
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
            german: 'Welche Sprachen sprechen Sie?',
            translation: 'Which languages do you speak?',
          },
        },
        {
          ask: {
            german: 'Und was machen Sie gern in Ihrer Freizeit?',
            translation: 'And what do you like doing in your free time?',
          },
        },
      ],
      askBack: {
        german: 'Danke, das war interessant. Möchten Sie mich auch etwas fragen?',
        translation: 'Thank you, that was interesting. Would you like to ask me something too?',
      },
      answers: {
        german:
          'Gern. Ich komme aus Kroatien, aus Split. Seit drei Jahren wohne ich hier, zusammen mit meiner Frau und unserem kleinen Sohn. Ich bin Busfahrer bei der Stadt. Ich spreche Kroatisch, Englisch und ein bisschen Italienisch. In meiner Freizeit fahre ich gern Fahrrad, am liebsten am Fluss entlang.',
        translation:
          'Gladly. I come from Croatia, from Split. I have lived here for three years, together with my wife and our little son. I am a bus driver for the town. I speak Croatian, English and a little Italian. In my free time I like cycling, best of all along the river.',
      },
    },
    part2: {
      view: {
        german:
          'In meinem Text erzählt Wanda, eine Verkäuferin. Sie kauft nur zwei- oder dreimal im Jahr Kleidung, aber dann gute Qualität. Ihren Wintermantel trägt sie schon seit zehn Jahren. Billige Sachen gehen ihrer Meinung nach schnell kaputt, und die Menschen, die sie nähen, verdienen fast nichts.',
        translation:
          'In my text Wanda, a shop assistant, talks about it. She only buys clothes two or three times a year, but then good quality. She has been wearing her winter coat for ten years. In her opinion cheap things soon fall apart, and the people who sew them earn almost nothing.',
      },
      ask: {
        german: 'Wie ist das bei Ihnen? Kaufen Sie lieber oft und billig oder selten und gut?',
        translation: 'What about you? Do you prefer to buy often and cheap, or seldom and good?',
      },
      reaction: {
        german:
          'Aha, das kann ich verstehen. Ich kaufe meistens im Schlussverkauf, dann ist auch gute Kleidung nicht so teuer. Was meinen Sie: Ist Mode für junge Leute wichtiger als für ältere?',
        translation:
          'I see, I can understand that. I mostly buy in the sales; then good clothes are not so expensive either. What do you think: is fashion more important for young people than for older ones?',
      },
    },
    part3: {
      proposals: [
        {
          german:
            'Ich schlage vor, dass wir den Abend bei mir machen, am Samstag in zwei Wochen. Meine Küche ist ziemlich groß. Was meinen Sie?',
          translation:
            'I suggest we have the evening at my place, on Saturday in two weeks. My kitchen is quite big. What do you think?',
        },
        {
          german:
            'Jeder könnte ein Rezept aus seinem Land mitbringen, und dann kochen wir zusammen drei oder vier Gerichte. Wie finden Sie das?',
          translation:
            'Everyone could bring a recipe from their country, and then we cook three or four dishes together. What do you think of that?',
        },
      ],
      ask: {
        german: 'Und wer kauft ein? Haben Sie eine Idee?',
        translation: 'And who does the shopping? Do you have an idea?',
      },
      objection: {
        german:
          'Hm, ich weiß nicht. Das ist für eine Person sehr viel Arbeit und auch viel Geld. Haben Sie noch eine andere Idee?',
        translation:
          'Hm, I don’t know. That is a lot of work for one person, and a lot of money too. Do you have another idea?',
      },
      agreement: {
        german:
          'Ja, so machen wir das. Ich schreibe der Gruppe eine Nachricht mit dem Termin, einverstanden? Und wer kümmert sich um die Getränke?',
        translation:
          'Yes, let’s do it that way. I will send the group a message with the date, all right? And who takes care of the drinks?',
      },
    },
    model: [
      [
        {
          who: 'B',
          german: 'Guten Tag, ich bin Erik. Wie heißen Sie, und woher kommen Sie?',
          translation: 'Hello, I am Erik. What is your name, and where do you come from?',
        },
        {
          who: 'A',
          german: 'Ich heiße Oskar und komme aus Polen, aus Danzig. Jetzt wohne ich hier in der Stadt.',
          translation: 'My name is Oskar and I come from Poland, from Gdańsk. Now I live here in town.',
        },
        {
          who: 'B',
          german: 'Und seit wann wohnen Sie hier? Gefällt es Ihnen?',
          translation: 'And how long have you lived here? Do you like it?',
        },
        {
          who: 'A',
          german:
            'Seit zwei Jahren. Die Stadt gefällt mir gut, besonders der Park am Fluss. Zum Beispiel gehe ich dort jeden Sonntag laufen.',
          translation:
            'For two years. I like the town, especially the park by the river. For example, I go running there every Sunday.',
          phrases: [{ text: 'Zum Beispiel', section: 'connecting-ideas' }],
        },
        {
          who: 'B',
          german: 'Was machen Sie beruflich?',
          translation: 'What do you do for a living?',
        },
        {
          who: 'A',
          german:
            'Ich bin Koch in einem Hotel. Deshalb arbeite ich oft am Wochenende. Und Sie? Wie ist das bei Ihnen?',
          translation:
            'I am a cook in a hotel. That is why I often work at weekends. And you? What about you?',
          phrases: [
            { text: 'Deshalb', section: 'connecting-ideas' },
            { text: 'Wie ist das bei', section: 'asking-suggesting' },
          ],
        },
        {
          who: 'B',
          german: 'Ich bin Busfahrer bei der Stadt. Ich fange jeden Morgen um fünf Uhr an.',
          translation: 'I am a bus driver for the town. I start at five every morning.',
        },
        {
          who: 'A',
          german: 'Oh, das ist früh! Welche Sprachen sprechen Sie denn?',
          translation: 'Oh, that is early! And which languages do you speak?',
        },
        {
          who: 'B',
          german: 'Kroatisch, Englisch und ein bisschen Italienisch.',
          translation: 'Croatian, English and a little Italian.',
        },
      ],
      [
        {
          who: 'A',
          german:
            'In meinem Text spricht Vincent, ein Student. Er kauft seine Kleidung fast immer in billigen Geschäften, weil er gern oft etwas Neues anzieht. Teure Marken findet er überflüssig.',
          translation:
            'In my text Vincent, a student, speaks. He almost always buys his clothes in cheap shops, because he likes wearing something new often. He thinks expensive brands are unnecessary.',
        },
        {
          who: 'B',
          german:
            'In meinem Text erzählt Wanda. Sie kauft nur selten Kleidung, aber dann gute Qualität. Wie ist das bei Ihnen?',
          translation:
            'In my text Wanda talks about it. She seldom buys clothes, but then good quality. What about you?',
        },
        {
          who: 'A',
          german:
            'Ich bin der Meinung, dass gute Kleidung am Ende billiger ist. Meine Winterjacke hat viel gekostet, aber ich trage sie schon sechs Jahre.',
          translation:
            'I am of the opinion that good clothes are cheaper in the end. My winter jacket cost a lot, but I have been wearing it for six years.',
          phrases: [{ text: 'Ich bin der Meinung, dass', section: 'opinion-discussion' }],
        },
        {
          who: 'B',
          german: 'Aber junge Leute wollen oft etwas Neues. Das ist doch normal.',
          translation: 'But young people often want something new. That is normal, isn’t it?',
        },
        {
          who: 'A',
          german:
            'Das stimmt, aber man kann Kleidung auch mit Freunden tauschen. Außerdem denke ich wie Wanda an die Leute, die die Kleidung nähen.',
          translation:
            'That is true, but you can also swap clothes with friends. Besides, like Wanda, I think of the people who sew the clothes.',
          phrases: [
            { text: 'Das stimmt, aber', section: 'opinion-discussion' },
            { text: 'Außerdem', section: 'connecting-ideas' },
          ],
        },
        {
          who: 'B',
          german: 'Ist Mode für junge Leute wichtiger als für ältere?',
          translation: 'Is fashion more important for young people than for older ones?',
        },
        {
          who: 'A',
          german:
            'Ich bin mir nicht sicher, ob das stimmt. Meine Mutter ist sechzig und kauft mehr Kleidung als ich.',
          translation:
            'I am not sure whether that is true. My mother is sixty and buys more clothes than I do.',
          phrases: [{ text: 'Ich bin mir nicht sicher, ob', section: 'opinion-discussion' }],
        },
      ],
      [
        {
          who: 'B',
          german: 'Ich schlage vor, dass wir den Abend bei mir machen, am Samstag in zwei Wochen.',
          translation: 'I suggest we have the evening at my place, on Saturday in two weeks.',
        },
        {
          who: 'A',
          german:
            'Einverstanden. Am Samstag haben alle Zeit. Wie wäre es mit drei Gerichten aus drei Ländern und einem Nachtisch?',
          translation:
            'Agreed. Everyone is free on Saturday. How about three dishes from three countries and a dessert?',
          phrases: [
            { text: 'Einverstanden', section: 'asking-suggesting' },
            { text: 'Wie wäre es mit', section: 'asking-suggesting' },
          ],
        },
        {
          who: 'B',
          german: 'Gute Idee. Und einer von uns kauft alles ein.',
          translation: 'Good idea. And one of us does all the shopping.',
        },
        {
          who: 'A',
          german:
            'Das finde ich keine so gute Idee, weil das zu viel für eine Person ist. Wir könnten doch die Einkäufe teilen: Jeder bringt die Sachen für sein Gericht mit.',
          translation:
            'I don’t think that is such a good idea, because it is too much for one person. We could share the shopping: everyone brings the things for their own dish.',
          phrases: [
            { text: 'Das finde ich keine so gute Idee, weil', section: 'asking-suggesting' },
            { text: 'Wir könnten doch', section: 'asking-suggesting' },
          ],
        },
        {
          who: 'B',
          german: 'Da haben Sie recht. Dann bezahlt auch jeder selbst, und es wird für niemanden teuer.',
          translation:
            'You are right. Then everyone pays for themselves too, and it is not expensive for anyone.',
        },
        {
          who: 'A',
          german: 'Genau. Und nach dem Essen räumen alle zusammen auf.',
          translation: 'Exactly. And after the meal everyone tidies up together.',
        },
        {
          who: 'B',
          german: 'Gut. Ich schreibe der Gruppe heute noch eine Nachricht.',
          translation: 'Good. I will send the group a message today.',
        },
        {
          who: 'A',
          german:
            'Also, wir machen Folgendes: Sie schreiben die Nachricht, ich kümmere mich um die Getränke, und am Samstag kochen wir bei Ihnen.',
          translation:
            'So, here’s what we’ll do: you write the message, I take care of the drinks, and on Saturday we cook at your place.',
          phrases: [{ text: 'Also, wir machen Folgendes', section: 'asking-suggesting' }],
        },
      ],
    ],
  },
} satisfies OralTasks;
