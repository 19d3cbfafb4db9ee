import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const WER_KUERZER_DUSCHT = 'Wer kürzer duscht und das Licht ausmacht, spart Energie und Geld.';
const WER_FAMILIE_WEIT_WEG =
  'Wer Familie weit weg hat, zum Beispiel in Brasilien, kann nicht mit dem Zug hinfahren.';
const IN_MEINEM_TEXT_GEHT = {
  german: 'In meinem Text geht es um die Frage, ob man in der Stadt ein Auto braucht.',
  translation: 'My text is about whether you need a car in the city.',
} as const;
const HERR_BERGER_IST_DER = {
  german: 'Herr Berger ist der Meinung, dass er ohne Auto nicht arbeiten kann.',
  translation: 'Mr Berger thinks he cannot work without a car.',
} as const;
const DAS_STIMMT_ZUM_TEIL = {
  german: 'Das stimmt zum Teil, aber …',
  translation: 'That is partly true, but …',
} as const;
const ICH_SCHLAGE_EINEN = {
  german: 'Ich schlage einen Kleidertausch vor, weil jeder mitmachen kann.',
  translation: 'I suggest a clothes swap, because everyone can take part.',
} as const;

/** Length and points of part 2 and of part 3 (the same for both). */
const SIX_MINUTES_30_POINTS = {
  de: 'etwa 6 Minuten für Sie beide, 30 Punkte',
  en: 'about 6 minutes for the two of you, 30 points',
} as const;

/** Cheat sheet #24: Speaking topic "environment", practised for oral parts 2 and 3. */
export const speakingTopicEnvironment = {
  pageTitle: {
    main: { de: 'Sprechthema:', en: 'Speaking topic:' },
    highlight: { de: 'Umwelt', en: 'Environment' },
    subtitle: {
      de: 'Zwei Texte und ein Beispielgespräch zur Frage „Auto in der Stadt?“, fünf weitere Umweltfragen und eine Planungsaufgabe für Teil 3.',
      en: 'Two texts and a model conversation on “a car in the city?”, five more environment questions and a part 3 planning task.',
    },
  },
  exam: {
    de: 'Mündliche Prüfung · Teil 2 (Über ein Thema sprechen) und Teil 3 (Gemeinsam etwas planen)',
    en: 'Oral exam · Part 2, Talking about a topic (Über ein Thema sprechen), and Part 3, Planning something together (Gemeinsam etwas planen)',
  },
  summary: {
    method: [
      {
        de: 'Teil 2: Text wiedergeben, dann eigene Erfahrung (z. B. Ihr Weg zur Arbeit) und Meinung, dann den Partner fragen (PAVE).',
        en: 'Part 2: report your text, then your own experience (e.g. your way to work) and opinion, then ask your partner (PAVE).',
      },
      {
        de: 'Die zwei Texte vergleichen: Wo haben beide ein bisschen recht? Dort beginnt die Diskussion.',
        en: 'Compare the two texts: where are both partly right? Start the discussion there.',
      },
      {
        de: 'Teil 3: jeden Punkt vom Blatt ansprechen, mit Grund vorschlagen, am Ende zusammenfassen.',
        en: 'Part 3: deal with every point on the sheet, suggest with a reason, sum up at the end.',
      },
    ],
    phrases: [IN_MEINEM_TEXT_GEHT, HERR_BERGER_IST_DER, DAS_STIMMT_ZUM_TEIL, ICH_SCHLAGE_EINEN],
    figures: [
      {
        label: { de: 'Teil 2, Über ein Thema sprechen', en: 'Part 2, Talking about a topic' },
        value: SIX_MINUTES_30_POINTS,
      },
      {
        label: { de: 'Teil 3, Gemeinsam etwas planen', en: 'Part 3, Planning something together' },
        value: SIX_MINUTES_30_POINTS,
      },
      {
        label: { de: 'Mündliche Prüfung', en: 'Oral exam' },
        value: {
          de: '75 Punkte, bestanden ab 45 Punkten; 20 Minuten Vorbereitung',
          en: '75 points, pass mark 45; 20 minutes of preparation',
        },
      },
    ],
  },
  sections: [
    {
      id: 'topic-and-texts',
      title: { de: 'Die Frage und die zwei Texte', en: 'The question and the two texts' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Hier üben Sie Teil 2, **Über ein Thema sprechen** (früher: Gespräch über ein Thema), mit der Frage: **Sollte man in der Stadt auf das Auto verzichten?** Die Methode steht im Spickzettel „Sprechen Teil 2: Das PAVE-System“.',
            en: 'Here you practise Part 2, Talking about a topic ([[Über ein Thema sprechen]], older name [[Gespräch über ein Thema]]), with the question: **should people do without a car in the city?** The method is on the cheat sheet “Speaking Part 2: The PAVE System”.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Wie die Texte aussehen', en: 'What the texts look like' },
          text: {
            de: 'Sie beide haben dasselbe Thema, aber verschiedene Texte, im Modelltest meist die Meinung einer Person mit Foto (hier als Satz). Zum Foto reicht ein Satz: Teil 2 ist keine Bildbeschreibung.',
            en: 'You both have the same topic but different texts, in the model test usually one person’s opinion with a photo (here as a sentence). One sentence about the photo is enough: part 2 is not a picture description.',
          },
        },
        {
          type: 'example',
          title: {
            de: 'Die Texte für Partner A und Partner B (eigene Übungstexte)',
            en: 'The texts for partner A and partner B (our own practice texts)',
          },
          text: [
            {
              german: 'Thema: Sollte man in der Stadt auf das Auto verzichten?',
              translation: 'Topic: Should people do without a car in the city?',
            },
            {
              german: 'Partner A – Foto: Eine Frau fährt mit dem Fahrrad durch die Stadt.',
              translation: 'Partner A – photo: a woman is cycling through the city.',
            },
            {
              german:
                '„Ich wohne mitten in der Stadt und habe seit drei Jahren kein Auto mehr. Zur Arbeit fahre ich mit dem Fahrrad, zum Einkaufen gehe ich zu Fuß. So spare ich viel Geld, und ich bin fitter als früher. Wenn weniger Leute mit dem Auto fahren, ist die Luft besser und die Straßen sind ruhiger.“',
              translation:
                '“I live right in the city centre and have not had a car for three years. I cycle to work and walk to the shops. That way I save a lot of money, and I am fitter than before. If fewer people drive, the air is better and the streets are quieter.”',
            },
            {
              german: 'Miriam Koch, 34, Krankenpflegerin',
              translation: 'Miriam Koch, 34, nurse',
            },
            {
              german: 'Partner B – Foto: Ein Mann lädt Werkzeug in einen kleinen Lieferwagen.',
              translation: 'Partner B – photo: a man is loading tools into a small van.',
            },
            {
              german:
                '„Ohne Auto kann ich meine Arbeit nicht machen. Ich fahre jeden Tag zu meinen Kunden und habe viel Werkzeug dabei. Das geht nicht mit dem Bus. Außerdem wohnen wir am Stadtrand, und der Bus fährt abends nur einmal pro Stunde. Natürlich finde ich saubere Luft wichtig. Aber zuerst braucht die Stadt bessere Busse und Bahnen.“',
              translation:
                '“I cannot do my job without a car. Every day I drive to my customers and carry a lot of tools. That does not work by bus. Besides, we live on the edge of town, and in the evening the bus only runs once an hour. Of course I think clean air is important. But first the city needs better buses and trains.”',
            },
            {
              german: 'Stefan Berger, 47, Elektriker',
              translation: 'Stefan Berger, 47, electrician',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Text A: Was meint Frau Koch, in einem Satz?',
                en: 'Text A: what does Ms Koch think, in one sentence?',
              },
              answer: {
                de: '„Frau Koch meint, dass man in der Stadt gut ohne Auto leben kann.“ Gründe: Geld, Fitness, Luft.',
                en: '[[Frau Koch meint, dass man in der Stadt gut ohne Auto leben kann.]] (Ms Koch thinks you can live well without a car in the city.) Reasons: money, fitness, air.',
              },
              reasoning: {
                de: 'Erst die Position, dann die Gründe, mit eigenen Worten.',
                en: 'First the position, then the reasons, in your own words.',
              },
            },
            {
              prompt: {
                de: 'Text B: Ist Herr Berger gegen weniger Autos?',
                en: 'Text B: is Mr Berger against fewer cars?',
              },
              answer: {
                de: 'Nein. Er findet saubere Luft wichtig, aber er braucht das Auto für die Arbeit. Zuerst muss die Stadt Busse und Bahnen verbessern.',
                en: 'No. He thinks clean air is important, but he needs the car for work. First the city has to improve buses and trains.',
              },
              reasoning: {
                de: 'Seine Position ist „ja, aber erst später“, nicht einfach „dagegen“. Nennen Sie auch dieses „aber“.',
                en: 'His position is “yes, but not yet”, not simply “against”. Mention this “but” too.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'words-and-arguments',
      title: { de: 'Wortschatz und Argumente', en: 'Vocabulary and arguments' },
      blocks: [
        table({
          caption: {
            de: 'Nomen zum Thema (Sg. = nur Singular, Pl. = meist Plural)',
            en: 'Nouns for the topic (Sg. = singular only, Pl. = usually plural)',
          },
          columns: [
            { key: 'german', header: { de: 'Deutsch', en: 'German' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            { german: 'der Verkehr (Sg.)', english: 'traffic' },
            { german: 'der Stau, die Staus', english: 'traffic jam' },
            { german: 'die Abgase (Pl.)', english: 'exhaust fumes' },
            { german: 'der Lärm (Sg.)', english: 'noise' },
            { german: 'die Luft (Sg.)', english: 'air' },
            { german: 'das Fahrrad, die Fahrräder', english: 'bicycle' },
            { german: 'der Radweg, die Radwege', english: 'cycle path' },
            { german: 'die öffentlichen Verkehrsmittel (Pl.)', english: 'public transport' },
            { german: 'die Haltestelle, die Haltestellen', english: '(bus or tram) stop' },
            { german: 'das Monatsticket, die Monatstickets', english: 'monthly ticket' },
            { german: 'das Carsharing (Sg.)', english: 'car sharing' },
            { german: 'der Parkplatz, die Parkplätze', english: 'parking space, car park' },
            { german: 'die Innenstadt, die Innenstädte', english: 'city centre' },
            { german: 'der Stadtrand, die Stadtränder', english: 'edge of town, outskirts' },
            { german: 'der Umweltschutz (Sg.)', english: 'environmental protection' },
            { german: 'der Müll (Sg.)', english: 'rubbish, waste' },
          ],
        }),
        table({
          caption: { de: 'Verben und Ausdrücke', en: 'Verbs and expressions' },
          columns: [
            { key: 'german', header: { de: 'Deutsch', en: 'German' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            { german: 'auf etwas (Akk.) verzichten', english: 'to do without something' },
            { german: 'auf das Fahrrad umsteigen', english: 'to switch to cycling' },
            { german: 'im Stau stehen', english: 'to be stuck in traffic' },
            { german: 'zu Fuß gehen', english: 'to walk, to go on foot' },
            { german: 'Geld sparen', english: 'to save money' },
            { german: 'die Umwelt schützen', english: 'to protect the environment' },
            { german: 'umweltfreundlich', english: 'environmentally friendly' },
            { german: 'bequem / praktisch', english: 'comfortable, convenient / practical' },
          ],
        }),
        table({
          caption: { de: 'Argumente dafür und dagegen', en: 'Arguments for and against' },
          columns: [
            { key: 'side', header: { de: 'Seite', en: 'Side' } },
            { key: 'argument', header: { de: 'Argument', en: 'Argument (German)' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung (Englisch)', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              side: { de: 'dafür', en: 'for' },
              argument: 'Weniger Autos bedeuten weniger Lärm und bessere Luft.',
              translation: 'Fewer cars mean less noise and better air.',
            },
            {
              side: { de: 'dafür', en: 'for' },
              argument: 'Ohne Auto spart man Geld für Benzin, Versicherung und Parkplatz.',
              translation: 'Without a car you save money on petrol, insurance and parking.',
            },
            {
              side: { de: 'dagegen', en: 'against' },
              argument: 'Viele Handwerker und Pflegekräfte brauchen das Auto für die Arbeit.',
              translation: 'Many tradespeople and care workers need a car for work.',
            },
            {
              side: { de: 'dagegen', en: 'against' },
              argument: 'Mit kleinen Kindern oder schweren Einkäufen ist das Auto praktischer.',
              translation: 'With small children or heavy shopping, a car is more practical.',
            },
          ],
        }),
      ],
    },
    {
      id: 'useful-phrases',
      title: { de: 'Redemittel zum Thema', en: 'Useful phrases for the topic' },
      blocks: [
        {
          type: 'phrases',
          title: { de: 'Den Text wiedergeben', en: 'Reporting the text' },
          items: [
            IN_MEINEM_TEXT_GEHT,
            {
              german: 'Frau Koch ist Krankenpflegerin und hat seit drei Jahren kein Auto mehr.',
              translation: 'Ms Koch is a nurse and has not had a car for three years.',
            },
            {
              ...HERR_BERGER_IST_DER,
              tip: {
                de: '„der Meinung sein, dass …“ – ohne „von“.',
                en: '[[der Meinung sein, dass …]] (to be of the opinion that …) – without [[von]].',
              },
            },
            {
              german: 'Laut Frau Koch ist die Luft besser, wenn weniger Leute Auto fahren.',
              translation: 'According to Ms Koch, the air is better if fewer people drive.',
            },
          ],
        },
        {
          type: 'phrases',
          title: {
            de: 'Von sich erzählen und die Meinung sagen',
            en: 'Talking about yourself and giving your opinion',
          },
          items: [
            {
              german: 'Ich fahre jeden Tag mit der S-Bahn zur Arbeit.',
              translation: 'I take the S-Bahn to work every day.',
            },
            {
              german: 'In meinem Heimatland fahren fast alle mit dem Motorrad.',
              translation: 'In my home country almost everyone rides a motorbike.',
            },
            {
              german: 'Ich finde es richtig, dass die Stadt mehr Radwege baut.',
              translation: 'I think it is right that the city is building more cycle paths.',
            },
            {
              german: 'Ich bin nicht sicher, ob alle ohne Auto leben können.',
              translation: 'I’m not sure whether everyone can live without a car.',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Zustimmen, widersprechen, nachfragen', en: 'Agreeing, disagreeing, asking back' },
          items: [
            { german: 'Das sehe ich genauso.', translation: 'I see it exactly the same way.' },
            {
              ...DAS_STIMMT_ZUM_TEIL,
              tip: {
                de: 'Passt, wenn Sie nur halb zustimmen. Danach ein Grund.',
                en: 'Use it when you only half agree. Then give a reason.',
              },
            },
            {
              german: 'Ja, schon, aber was ist mit Leuten am Stadtrand?',
              translation: 'Yes, sure, but what about people on the edge of town?',
              tip: {
                de: 'Eine Gegenfrage widerspricht freundlich.',
                en: 'A question in return is a friendly way to disagree.',
              },
            },
            {
              german: 'Was meinst du genau mit „zu teuer“?',
              translation: 'What exactly do you mean by “too expensive”?',
            },
          ],
        },
      ],
    },
    {
      id: 'model-conversation',
      title: { de: 'Beispielgespräch zu Teil 2', en: 'Model conversation for part 2' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Ana hat Text A, Bilal Text B. Die Notizen nennen die PAVE-Schritte: P = Position des Textes, A = Argumente und Erfahrungen, V = Meinung, E = den Partner einbeziehen.',
            en: 'Ana has text A, Bilal text B. The notes name the PAVE steps: P = position of the text, A = arguments and experiences, V = view, E = engaging your partner.',
          },
        },
        {
          type: 'dialogue',
          title: { de: 'Ana und Bilal: Auto in der Stadt?', en: 'Ana and Bilal: a car in the city?' },
          lines: [
            {
              speaker: { same: 'Ana (A)' },
              german:
                'In meinem Text geht es um das Auto in der Stadt. Auf dem Foto fährt eine Frau Fahrrad. Frau Koch ist Krankenpflegerin und meint, dass man in der Stadt gut ohne Auto leben kann.',
              translation:
                'My text is about cars in the city. In the photo a woman is riding a bike. Ms Koch is a nurse and thinks you can live well without a car in the city.',
              note: {
                de: 'P – Thema, ein Satz zum Foto, Position',
                en: 'P – topic, one sentence on the photo, position',
              },
              drill: [
                {
                  german: 'In meinem Text geht es um das Auto in der Stadt.',
                  translation: 'My text is about cars in the city.',
                },
                {
                  german: 'Frau Koch meint, dass man in der Stadt gut ohne Auto leben kann.',
                  translation: 'Ms Koch thinks you can live well without a car in the city.',
                },
              ],
            },
            {
              speaker: { same: 'Ana (A)' },
              german: 'Ohne Auto spart sie viel Geld, und die Luft ist besser, wenn weniger Autos fahren.',
              translation:
                'Without a car she saves a lot of money, and the air is better when fewer cars are on the road.',
              note: { de: 'A – die Gründe aus dem Text', en: 'A – the reasons from the text' },
            },
            {
              speaker: { same: 'Ana (A)' },
              german:
                'Bei mir ist es ähnlich: Ich wohne in der Innenstadt und habe auch kein Auto. Ich finde, Frau Koch hat recht, weil man in der Innenstadt mit Bus und Rad oft schneller ist. Was steht in deinem Text, Bilal?',
              translation:
                'It’s similar for me: I live in the city centre and don’t have a car either. I think Ms Koch is right, because in the city centre you are often faster by bus and bike. What does your text say, Bilal?',
              note: {
                de: 'A, V, E – Erfahrung, Meinung, Frage',
                en: 'A, V, E – experience, opinion, question',
              },
              drill: [
                { german: 'Bei mir ist es ähnlich.', translation: 'It’s similar for me.' },
                {
                  german: 'Ich finde, Frau Koch hat recht, weil …',
                  translation: 'I think Ms Koch is right, because …',
                },
                { german: 'Was steht in deinem Text?', translation: 'What does your text say?' },
              ],
            },
            {
              speaker: { same: 'Bilal (B)' },
              german:
                'In meinem Text sagt ein Mann etwas anderes. Herr Berger ist Elektriker. Er ist der Meinung, dass er ohne Auto nicht arbeiten kann, weil er viel Werkzeug zu seinen Kunden mitnehmen muss.',
              translation:
                'In my text a man says something different. Mr Berger is an electrician. He thinks he cannot work without a car, because he has to take a lot of tools to his customers.',
              note: { de: 'P – Bilal knüpft an Anas Text an', en: 'P – Bilal links his text to Ana’s' },
              drill: [
                {
                  german: 'In meinem Text sagt ein Mann etwas anderes.',
                  translation: 'In my text a man says something different.',
                },
                {
                  german: 'Er ist der Meinung, dass er ohne Auto nicht arbeiten kann.',
                  translation: 'He is of the opinion that he cannot work without a car.',
                },
              ],
            },
            {
              speaker: { same: 'Bilal (B)' },
              german:
                'Außerdem fährt bei ihm abends nur ein Bus pro Stunde. Saubere Luft findet er wichtig, aber zuerst muss die Stadt Busse und Bahnen verbessern.',
              translation:
                'Besides, where he lives only one bus an hour runs in the evening. He thinks clean air is important, but first the city has to improve buses and trains.',
              note: { de: 'A – die Gründe, auch das „aber“', en: 'A – the reasons, including the “but”' },
              drill: [
                {
                  german: 'Saubere Luft findet er wichtig, aber …',
                  translation: 'He thinks clean air is important, but …',
                },
                {
                  german: 'Zuerst muss die Stadt Busse und Bahnen verbessern.',
                  translation: 'First the city has to improve buses and trains.',
                },
              ],
            },
            {
              speaker: { same: 'Ana (A)' },
              german: 'Das verstehe ich. Und du? Fährst du Auto?',
              translation: 'I understand that. And you? Do you drive?',
              note: { de: 'Reagieren und nachfragen', en: 'Reacting and asking back' },
            },
            {
              speaker: { same: 'Bilal (B)' },
              german:
                'Ja, jeden Tag. Ich arbeite im Schichtdienst, und nachts fährt bei uns kein Bus. Deshalb verstehe ich Herrn Berger gut.',
              translation:
                'Yes, every day. I work shifts, and at night there is no bus where we live. So I really understand Mr Berger.',
              note: {
                de: 'A und V – Bilals Erfahrung und Meinung',
                en: 'A and V – Bilal’s experience and opinion',
              },
              drill: [
                { german: 'Ich arbeite im Schichtdienst.', translation: 'I work shifts.' },
                {
                  german: 'Deshalb verstehe ich Herrn Berger gut.',
                  translation: 'So I really understand Mr Berger.',
                },
              ],
            },
            {
              speaker: { same: 'Ana (A)' },
              german:
                'Aber findest du nicht, dass es in der Innenstadt zu viele Autos gibt? Morgens stehen alle im Stau.',
              translation:
                'But don’t you think there are too many cars in the city centre? In the morning everyone is stuck in traffic.',
              note: { de: 'Widersprechen mit einer Frage', en: 'Disagreeing with a question' },
              drill: [
                {
                  german: 'Aber findest du nicht, dass es in der Innenstadt zu viele Autos gibt?',
                  translation: 'But don’t you think there are too many cars in the city centre?',
                },
              ],
            },
            {
              speaker: { same: 'Bilal (B)' },
              german: 'Da hast du recht. In die Innenstadt fahre ich auch lieber mit der U-Bahn.',
              translation: 'You’re right there. I’d also rather take the underground into the city centre.',
            },
            {
              speaker: { same: 'Ana (A)' },
              german:
                'In meinem Heimatland ist das ähnlich. In Lissabon findet man in der Altstadt kaum einen Parkplatz.',
              translation:
                'It’s similar in my home country. In Lisbon you can hardly find a parking space in the old town.',
              note: { de: 'Ein Vergleich mit dem Heimatland', en: 'A comparison with her home country' },
              drill: [
                {
                  german: 'In meinem Heimatland ist das ähnlich.',
                  translation: 'It’s similar in my home country.',
                },
                {
                  german: 'Man findet kaum einen Parkplatz.',
                  translation: 'You can hardly find a parking space.',
                },
              ],
            },
            {
              speaker: { same: 'Bilal (B)' },
              german: 'Und was denkst du: Sollte die Stadt Autos in der Innenstadt ganz verbieten?',
              translation: 'And what do you think: should the city ban cars from the centre completely?',
              note: {
                de: 'E – eine neue Frage hält das Gespräch in Gang',
                en: 'E – a new question keeps the talk going',
              },
            },
            {
              speaker: { same: 'Ana (A)' },
              german:
                'Ganz verbieten finde ich zu streng. Handwerker wie Herr Berger brauchen Ausnahmen. Aber mehr Radwege fände ich gut.',
              translation:
                'Banning them completely is too strict, I think. Tradespeople like Mr Berger need exceptions. But I would like more cycle paths.',
              note: { de: 'Ana greift Bilals Text auf', en: 'Ana picks up Bilal’s text' },
              drill: [
                {
                  german: 'Ganz verbieten finde ich zu streng.',
                  translation: 'Banning them completely is too strict, I think.',
                },
                {
                  german: 'Aber mehr Radwege fände ich gut.',
                  translation: 'But I would like more cycle paths.',
                },
              ],
            },
            {
              speaker: { same: 'Bilal (B)' },
              german:
                'Einverstanden. Und Busse und Bahnen müssen billiger werden, sonst fahren die Leute weiter Auto.',
              translation: 'Agreed. And buses and trains have to get cheaper, or people will keep driving.',
              drill: [
                {
                  german: 'Busse und Bahnen müssen billiger werden, sonst fahren die Leute weiter Auto.',
                  translation: 'Buses and trains have to get cheaper, or people will keep driving.',
                },
              ],
            },
            {
              speaker: { same: 'Ana (A)' },
              german: 'Das stimmt. Für große Einkäufe nutze ich übrigens Carsharing.',
              translation: 'That’s true. By the way, for big shopping trips I use car sharing.',
            },
            {
              speaker: { same: 'Bilal (B)' },
              german: 'Gute Idee, das probiere ich mal aus.',
              translation: 'Good idea, I’ll give that a try.',
            },
            {
              speaker: { same: 'Ana (A)' },
              german: 'Also: In der Innenstadt geht es gut ohne Auto, am Stadtrand ist es schwieriger.',
              translation:
                'So: in the city centre it works well without a car, on the edge of town it’s harder.',
              note: { de: 'Ein kurzes Fazit, kein Muss', en: 'A short conclusion, not a must' },
            },
            {
              speaker: { same: 'Bilal (B)' },
              german: 'Ja, es kommt darauf an, wo man wohnt und arbeitet.',
              translation: 'Yes, it depends on where you live and work.',
            },
          ],
        },
      ],
    },
    {
      id: 'keep-talking',
      title: {
        de: 'Fragen, die das Gespräch weiterbringen',
        en: 'Questions that keep the conversation going',
      },
      blocks: [
        {
          type: 'phrases',
          items: [
            {
              german: 'Wie kommst du jeden Tag zur Arbeit oder zum Kurs?',
              translation: 'How do you get to work or to class every day?',
            },
            {
              german: 'Wie ist der Verkehr in deinem Heimatland?',
              translation: 'What is the traffic like in your home country?',
            },
            {
              german: 'Würdest du dein Auto verkaufen, wenn das Ticket billiger wäre?',
              translation: 'Would you sell your car if the ticket were cheaper?',
            },
            {
              german: 'Was kann jeder selbst für die Umwelt tun?',
              translation: 'What can each of us do for the environment?',
            },
          ],
        },
      ],
    },
    {
      id: 'more-questions',
      title: { de: 'Weitere Fragen zum Thema Umwelt', en: 'More questions on the environment' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In der Prüfung kann jedes Umweltthema kommen, nicht nur der Verkehr. Zu jeder Frage: ein Satz dafür, ein Satz dagegen und vier Wörter. Sagen Sie dann Ihre Meinung mit Grund und erzählen Sie von sich. Mehr Wörter: Spickzettel „Kernwortschatz nach Themen“, Abschnitt „Medien und Technik · Umwelt“.',
            en: 'Any environment topic can come up in the exam, not only traffic. For each question: one sentence for, one against and four words. Then give your opinion with a reason and talk about yourself. More words: cheat sheet “Core Vocabulary by Theme”, section “Media and technology · Environment”.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Müll und Plastik', en: 'Rubbish and plastic' },
          items: [
            {
              german: 'Sollte es im Supermarkt weniger Plastikverpackungen geben?',
              translation: 'Should there be less plastic packaging in supermarkets?',
            },
            {
              german: 'Obst und Gemüse kann man auch ohne Plastik kaufen, zum Beispiel auf dem Wochenmarkt.',
              translation:
                'You can buy fruit and vegetables without plastic too, for example at the farmers’ market.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german: 'Die Verpackung hält Lebensmittel länger frisch. So landet weniger Essen im Müll.',
              translation: 'Packaging keeps food fresh for longer. That way less food ends up in the bin.',
              tip: { de: 'dagegen', en: 'against' },
            },
            {
              german: 'die Verpackung · der Wochenmarkt · Plastik vermeiden · Müll trennen',
              translation: 'packaging · farmers’ market · to avoid plastic · to sort rubbish for recycling',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Energie und Wasser', en: 'Energy and water' },
          items: [
            {
              german: 'Kann man zu Hause wirklich viel Energie sparen?',
              translation: 'Can you really save much energy at home?',
            },
            {
              german: WER_KUERZER_DUSCHT,
              translation: 'If you take shorter showers and switch off the light, you save energy and money.',
              drill: [
                {
                  german: WER_KUERZER_DUSCHT,
                  translation:
                    'If you take shorter showers and switch off the light, you save energy and money. (Start with “Wer”.)',
                },
              ],
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german: 'In einer Mietwohnung kann man wenig ändern, zum Beispiel an der Heizung.',
              translation: 'In a rented flat you can change little, for example the heating.',
              tip: { de: 'dagegen', en: 'against' },
            },
            {
              german: 'der Strom · die Heizung · Energie sparen · kürzer duschen',
              translation: 'electricity · heating · to save energy · to take shorter showers',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Essen aus der Region', en: 'Regional food' },
          items: [
            {
              german: 'Sollte man mehr Bio und Regionales kaufen?',
              translation: 'Should people buy more organic and regional food?',
            },
            {
              german: 'Obst aus der Region kommt nicht von weit her und schmeckt frischer.',
              translation: 'Regional fruit does not come from far away and tastes fresher.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german: 'Für eine Familie mit wenig Geld sind Bio-Produkte oft zu teuer.',
              translation: 'For a family with little money, organic products are often too expensive.',
              tip: { de: 'dagegen', en: 'against' },
            },
            {
              german: 'regional · das Bio-Produkt · der Wochenmarkt · die Saison',
              translation: 'regional · organic product · weekly market · season',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Fliegen und Urlaub', en: 'Flying and holidays' },
          items: [
            {
              german: 'Urlaub ohne Flugzeug – geht das?',
              translation: 'Holidays without flying – is that possible?',
            },
            {
              german: 'Mit dem Zug sieht man mehr vom Land, und die Reise ist schon Urlaub.',
              translation: 'By train you see more of the country, and the journey is already a holiday.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german: WER_FAMILIE_WEIT_WEG,
              translation: 'If you have family far away, in Brazil for example, you can’t go there by train.',
              drill: [
                {
                  german: WER_FAMILIE_WEIT_WEG,
                  translation:
                    'If you have family far away, in Brazil for example, you can’t go there by train. (Start with “Wer”.)',
                },
              ],
              tip: { de: 'dagegen', en: 'against' },
            },
            {
              german: 'der Flug · das Ausland · mit dem Zug reisen · der Klimawandel',
              translation: 'flight · abroad · to travel by train · climate change',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Billige Kleidung', en: 'Cheap clothes' },
          items: [
            {
              german: 'Sollte man weniger, aber bessere Kleidung kaufen?',
              translation: 'Should people buy fewer but better clothes?',
            },
            {
              german:
                'Billige T-Shirts gehen schnell kaputt, und die Arbeiterinnen in den Fabriken verdienen sehr wenig.',
              translation: 'Cheap T-shirts soon fall apart, and the factory workers earn very little.',
              tip: { de: 'dafür', en: 'for' },
              drill: [
                {
                  german: 'Billige T-Shirts gehen schnell kaputt.',
                  translation: 'Cheap T-shirts soon fall apart.',
                },
                {
                  german: 'Die Arbeiterinnen in den Fabriken verdienen sehr wenig.',
                  translation: 'The factory workers earn very little.',
                },
              ],
            },
            {
              german: 'Kinder wachsen schnell. Da ist billige Kleidung praktisch.',
              translation: 'Children grow fast. Cheap clothes are practical for them.',
              tip: { de: 'dagegen', en: 'against' },
            },
            {
              german:
                'die Kleidung (Sg.) · gebraucht kaufen · der Secondhandladen · reparieren statt wegwerfen',
              translation:
                'clothes · to buy second-hand · second-hand shop · to repair instead of throwing away',
            },
          ],
        },
      ],
    },
    {
      id: 'planning-task',
      title: {
        de: 'Dasselbe Thema in Teil 3: ein Umwelttag',
        en: 'The same topic in part 3: an environment day at school',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 3, **Gemeinsam etwas planen** (etwa 6 Minuten, 30 Punkte), machen Sie Vorschläge, reagieren und entscheiden, wer was macht. Die Methode steht im Spickzettel „Sprechen Teil 3: Das LISTEN-System“.',
            en: 'In Part 3, Planning something together ([[Gemeinsam etwas planen]]; about 6 minutes, 30 points), you make suggestions, react and decide who does what. The method is on the cheat sheet “Speaking Part 3: The LISTEN System”.',
          },
        },
        {
          type: 'example',
          title: {
            de: 'Das Aufgabenblatt (eine eigene Übungsaufgabe)',
            en: 'The task sheet (our own practice task)',
          },
          text: [
            {
              german:
                'Ihre Sprachschule macht im Mai einen Umwelttag. Jeder Kurs bereitet eine Aktion vor. Planen Sie die Aktion Ihres Kurses. Sprechen Sie über diese Punkte:',
              translation:
                'Your language school is holding an environment day in May. Each class prepares an activity. Plan your class’s activity. Talk about these points:',
            },
            { german: 'Welche Aktion?', translation: 'Which activity?' },
            { german: 'Wo in der Schule?', translation: 'Where in the school?' },
            { german: 'Was brauchen Sie?', translation: 'What do you need?' },
            {
              german: 'Wie informieren Sie die anderen Kurse?',
              translation: 'How do you tell the other classes?',
            },
            { german: 'Wer macht was?', translation: 'Who does what?' },
          ],
          steps: [
            {
              prompt: {
                de: 'Was notieren Sie zum Punkt „Welche Aktion?“',
                en: 'What do you note for the point [[Welche Aktion?]]',
              },
              answer: {
                de: '„Kleidertausch – kostet nichts“, dazu eine zweite Idee: „Fahrrad-Check“.',
                en: '[[Kleidertausch – kostet nichts]] (clothes swap – costs nothing), plus a second idea: [[Fahrrad-Check]] (bike check).',
              },
              reasoning: {
                de: 'Die zweite Idee ist Ihr Gegenvorschlag.',
                en: 'The second idea is your counter-proposal.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Vorschlagen, reagieren, entscheiden', en: 'Suggesting, reacting, deciding' },
          items: [
            ICH_SCHLAGE_EINEN,
            {
              german: 'Was hältst du von einem Infostand über Mülltrennung?',
              translation: 'What do you think of an information stand about sorting rubbish?',
              tip: {
                de: '„halten von“ + Dativ: von einem Infostand.',
                en: '[[halten von]] + dative: [[von einem Infostand]].',
              },
            },
            {
              german: 'Gut, dann kümmere ich mich um die Plakate.',
              translation: 'Good, then I’ll take care of the posters.',
              tip: {
                de: '„sich kümmern um“ + Akkusativ: um die Plakate.',
                en: '[[sich kümmern um]] + accusative: [[um die Plakate]].',
              },
            },
            { german: 'Also abgemacht: …', translation: 'So that’s settled: …' },
          ],
        },
        {
          type: 'dialogue',
          title: { de: 'Ein kurzer Ausschnitt', en: 'A short extract' },
          lines: [
            {
              speaker: { same: 'Bilal' },
              german:
                'Ana, fangen wir mit der Aktion an? Ich schlage einen Kleidertausch vor, denn das kostet nichts.',
              translation:
                'Ana, shall we start with the activity? I suggest a clothes swap, because it doesn’t cost anything.',
              note: {
                de: 'Beginnen und vorschlagen, mit Grund',
                en: 'Starting and suggesting, with a reason',
              },
              drill: [
                { german: 'Fangen wir mit der Aktion an?', translation: 'Shall we start with the activity?' },
                {
                  german: 'Ich schlage einen Kleidertausch vor, denn das kostet nichts.',
                  translation: 'I suggest a clothes swap, because it doesn’t cost anything.',
                },
              ],
            },
            {
              speaker: { same: 'Ana' },
              german:
                'Gute Idee. Wir könnten auch einen Fahrrad-Check anbieten. Mein Nachbar repariert Fahrräder, er hilft bestimmt.',
              translation:
                'Good idea. We could also offer a bike check. My neighbour repairs bikes, I’m sure he’ll help.',
              note: { de: 'Zustimmen und ergänzen', en: 'Agreeing and adding' },
              drill: [
                {
                  german: 'Wir könnten auch einen Fahrrad-Check anbieten.',
                  translation: 'We could also offer a bike check.',
                },
                { german: 'Er hilft bestimmt.', translation: 'I’m sure he’ll help.' },
              ],
            },
            {
              speaker: { same: 'Bilal' },
              german:
                'Super, das passt gut zu unserem Thema. Aber wo machen wir das? Der Kursraum ist zu klein.',
              translation:
                'Great, that fits our topic well. But where shall we do it? The classroom is too small.',
              note: { de: 'Der nächste Punkt: Wo?', en: 'The next point: where?' },
            },
            {
              speaker: { same: 'Ana' },
              german:
                'Im Hof ist genug Platz. Und wenn es regnet, gehen wir in die Cafeteria. Ich kümmere mich um die Plakate.',
              translation:
                'There’s enough room in the courtyard. And if it rains, we’ll go into the cafeteria. I’ll take care of the posters.',
              drill: [
                {
                  german: 'Wenn es regnet, gehen wir in die Cafeteria.',
                  translation: 'If it rains, we’ll go into the cafeteria.',
                },
                { german: 'Ich kümmere mich um die Plakate.', translation: 'I’ll take care of the posters.' },
              ],
            },
            {
              speaker: { same: 'Bilal' },
              german:
                'Einverstanden. Ich frage die Schulleitung nach Tischen und schreibe den anderen Kursen eine E-Mail.',
              translation:
                'Agreed. I’ll ask the school management for tables and write an e-mail to the other classes.',
              note: {
                de: 'Was brauchen wir, wie informieren wir, wer macht was',
                en: 'What we need, how we inform, who does what',
              },
              drill: [
                {
                  german: 'Ich frage die Schulleitung nach Tischen.',
                  translation: 'I’ll ask the school management for tables.',
                },
                {
                  german: 'Ich schreibe den anderen Kursen eine E-Mail.',
                  translation: 'I’ll write an e-mail to the other classes.',
                },
              ],
            },
            {
              speaker: { same: 'Ana' },
              german:
                'Also abgemacht: Kleidertausch und Fahrrad-Check im Hof, bei Regen in der Cafeteria. Du fragst nach Tischen und schreibst die E-Mail, ich mache die Plakate und frage meinen Nachbarn.',
              translation:
                'So that’s settled: clothes swap and bike check in the courtyard, in the cafeteria if it rains. You ask about tables and write the e-mail, I do the posters and ask my neighbour.',
              note: {
                de: 'Zusammenfassen: der Plan und wer was macht',
                en: 'Summing up: the plan and who does what',
              },
              drill: [{ german: 'Also abgemacht: …', translation: 'So that’s settled: …' }],
            },
          ],
        },
      ],
    },
    {
      id: 'criteria-checklist',
      title: { de: 'Checkliste: die vier Kriterien', en: 'Checklist: the four criteria' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Die Prüferinnen und Prüfer bewerten in jedem Teil diese vier Kriterien:',
            en: 'The examiners mark these four criteria in every part:',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Ausdrucksfähigkeit:** Benutze ich Wörter wie „verzichten auf“, „im Stau stehen“ und „öffentliche Verkehrsmittel“, nicht nur „gut“ und „schlecht“?',
              en: '**[[Ausdrucksfähigkeit]]** (range of expression): do I use words like [[verzichten auf]], [[im Stau stehen]] and [[öffentliche Verkehrsmittel]], not just “good” and “bad”?',
            },
            {
              de: '**Aufgabenbewältigung:** Habe ich Position und Gründe aus meinem Text genannt, von meinem Alltag erzählt und nachgefragt? In Teil 3: alle fünf Punkte?',
              en: '**[[Aufgabenbewältigung]]** (task completion): did I give the position and reasons from my text, talk about my daily life and ask back? In part 3: all five points?',
            },
            {
              de: '**Formale Richtigkeit:** „verzichten auf“ mit Akkusativ („auf das Auto“), das Verb am Ende nach „dass“, „ob“ und „weil“.',
              en: '**[[Formale Richtigkeit]]** (formal accuracy): [[verzichten auf]] with the accusative ([[auf das Auto]]), the verb at the end after [[dass]], [[ob]] and [[weil]].',
            },
            {
              de: '**Aussprache/Intonation:** Lange Wörter erst langsam in Teilen, dann als ein Wort sprechen. Die Betonung liegt auf dem ersten Wortteil: UMweltschutz, VerKEHRSmittel. Bei Ja/Nein-Fragen geht die Stimme am Ende nach oben: „Fährst du Auto?“',
              en: '**[[Aussprache/Intonation]]** (pronunciation and intonation): say long words slowly in parts first, then as one word. The stress is on the first part of the compound: [[UMweltschutz]], [[VerKEHRSmittel]]. In yes/no questions your voice rises at the end: [[Fährst du Auto?]]',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Zum Thema Umwelt hat jeder etwas zu erzählen: Schon Ihr Weg zur Arbeit reicht für ein gutes Gespräch.',
    en: 'Everyone has something to say about the environment: your way to work is enough for a good conversation.',
  },
  seoMeta: {
    title: {
      de: 'Sprechthema Umwelt: Verkehr, Müll, Energie – telc Deutsch B1 mündlich',
      en: 'Speaking topic environment: traffic, rubbish, energy – telc Deutsch B1 oral',
    },
    description: {
      de: 'Mündliche B1-Prüfung, Teil 2 und 3: Auto in der Stadt, Plastik, Energie, Essen, Reisen, Kleidung – Wortschatz, Argumente und ein Beispielgespräch.',
      en: 'B1 oral exam, parts 2 and 3: cars in the city, plastic, energy, food, travel, clothes – vocabulary, arguments and a model conversation.',
    },
  },
} satisfies Sheet;
