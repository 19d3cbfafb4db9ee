import { table, type Sheet } from '../sheet-schema';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const IN_MEINEM_TEXT_GEHT = {
  german: 'In meinem Text geht es um die Frage, ab welchem Alter Kinder ein Smartphone haben sollten.',
  translation: 'My text is about the age at which children should have a smartphone.',
} as const;
const HERR_BRANDT_IST_DER = {
  german: 'Herr Brandt ist der Meinung, dass ein Smartphone für Grundschulkinder zu früh ist.',
  translation: 'Mr Brandt thinks a smartphone is too early for primary school children.',
} as const;
const ES_KOMMT_AUF_DAS = {
  german: 'Es kommt auf das Kind an.',
  translation: 'It depends on the child.',
} as const;
const DAS_IST_EIN_GUTES = {
  german: 'Das ist ein gutes Argument, aber …',
  translation: 'That is a good argument, but …',
} as const;
const WIR_KONNTEN_JEMANDEN = {
  german: 'Wir könnten jemanden von der Polizei einladen.',
  translation: 'We could invite someone from the police.',
} as const;

/** Length and points of part 2 and of part 3 (the same for both). */
const SIX_MINUTES_30_POINTS = {
  de: 'etwa 6 Minuten zu zweit, 30 Punkte',
  en: 'about 6 minutes as a pair, 30 points',
} as const;

/** Cheat sheet #25: Speaking topic "technology and media", practised for oral parts 2 and 3. */
export const speakingTopicTechnology = {
  pageTitle: {
    main: { de: 'Sprechthema:', en: 'Speaking topic:' },
    highlight: { de: 'Technik und Medien', en: 'Technology and media' },
    subtitle: {
      de: 'Kinder und Smartphones – ab welchem Alter? Zwei Texte, ein Beispielgespräch, sieben weitere Medienfragen und eine Planungsaufgabe.',
      en: 'Children and smartphones – from what age? Two texts, a model conversation, seven more media questions and a planning task.',
    },
  },
  exam: {
    de: 'Mündliche Prüfung · Teil 2 (Über ein Thema sprechen) und Teil 3 (Gemeinsam etwas planen)',
    en: 'Oral exam · Part 2, Talking about a topic (Über ein Thema sprechen), and Part 3, Planning something together (Gemeinsam etwas planen)',
  },
  summary: {
    method: [
      {
        de: 'Teil 2: das Alter und die Gründe aus Ihrem Text nennen, dann Ihre Erfahrung (eigene Kinder, Familie, Kindheit) und Meinung, dann den Partner fragen (PAVE).',
        en: 'Part 2: give the age and the reasons from your text, then your experience (your children, family, childhood) and opinion, then ask your partner (PAVE).',
      },
      {
        de: 'Niemand muss gewinnen: Eine Meinung in der Mitte ist gut, wenn Sie sie begründen.',
        en: 'Nobody has to win: an opinion in the middle is fine if you give reasons for it.',
      },
      {
        de: 'Teil 3: Punkt für Punkt planen, Aufgaben verteilen, am Ende den Plan wiederholen.',
        en: 'Part 3: plan point by point, share out the tasks, repeat the plan at the end.',
      },
    ],
    phrases: [
      IN_MEINEM_TEXT_GEHT,
      HERR_BRANDT_IST_DER,
      ES_KOMMT_AUF_DAS,
      DAS_IST_EIN_GUTES,
      WIR_KONNTEN_JEMANDEN,
    ],
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
          de: '75 Punkte, bestanden ab 45 Punkten; vorher 20 Minuten Vorbereitung',
          en: '75 points, pass mark 45; 20 minutes of preparation first',
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
            de: 'Hier üben Sie Teil 2, **Über ein Thema sprechen** (früher: Gespräch über ein Thema), mit der Frage: **Ab welchem Alter sollten Kinder ein eigenes Smartphone haben?** Die Methode steht im Spickzettel „Sprechen Teil 2: Das PAVE-System“.',
            en: 'Here you practise Part 2, Talking about a topic ([[Über ein Thema sprechen]], older name [[Gespräch über ein Thema]]), with the question: **from what age should children have their own smartphone?** The method is on the cheat sheet “Speaking Part 2: The PAVE System”.',
          },
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Text und Foto', en: 'Text and photo' },
          text: {
            de: 'Sie und Ihr Partner bekommen verschiedene Texte zum selben Thema, im Modelltest meist die Meinung einer Person mit Foto (hier als Satz). Zum Foto reicht ein Satz; wichtig ist die Meinung im Text.',
            en: 'You and your partner get different texts on the same topic, in the model test usually one person’s opinion with a photo (here as a sentence). One sentence about the photo is enough; what matters is the opinion in the text.',
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
              german: 'Thema: Kinder und Smartphones – ab welchem Alter?',
              translation: 'Topic: Children and smartphones – from what age?',
            },
            {
              german: 'Partner A – Foto: Ein Junge wartet mit seinem Handy an der Bushaltestelle.',
              translation: 'Partner A – photo: a boy is waiting at the bus stop with his phone.',
            },
            {
              german:
                '„Mein Sohn hat mit neun Jahren ein Smartphone bekommen. Er fährt allein mit dem Bus zur Schule, und ich möchte ihn erreichen können. Wir haben klare Regeln: Das Handy bleibt nachts in der Küche, und Spiele gibt es nur am Wochenende. Ich glaube, Kinder müssen früh lernen, wie man richtig mit dem Handy umgeht. Verbieten hilft nicht.“',
              translation:
                '“My son got a smartphone when he was nine. He takes the bus to school on his own, and I want to be able to reach him. We have clear rules: the phone stays in the kitchen at night, and games are only allowed at the weekend. I think children have to learn early how to use a phone sensibly. Banning it does not help.”',
            },
            {
              german: 'Sandra Lehmann, 39, Busfahrerin',
              translation: 'Sandra Lehmann, 39, bus driver',
            },
            {
              german: 'Partner B – Foto: Kinder sitzen auf dem Schulhof und schauen auf ihre Handys.',
              translation:
                'Partner B – photo: children are sitting in the school playground looking at their phones.',
            },
            {
              german:
                '„In meiner Klasse haben schon viele Achtjährige ein eigenes Smartphone. Ich sehe jeden Tag die Folgen: Viele Kinder sind müde, weil sie abends lange spielen, und in der Pause reden sie kaum noch miteinander. Manche bekommen in Chatgruppen gemeine Nachrichten. Für Grundschulkinder reicht ein einfaches Handy zum Telefonieren. Ein Smartphone sollten sie erst mit etwa zwölf Jahren bekommen.“',
              translation:
                '“In my class many eight-year-olds already have their own smartphone. I see the consequences every day: many children are tired because they play until late in the evening, and at break time they hardly talk to each other any more. Some get nasty messages in group chats. For primary school children a simple phone for calls is enough. They should only get a smartphone at about twelve.”',
            },
            {
              german: 'Thomas Brandt, 52, Grundschullehrer',
              translation: 'Thomas Brandt, 52, primary school teacher',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Text A: Wie sagen Sie „ich möchte ihn erreichen können“ mit eigenen Worten?',
                en: 'Text A: how do you say [[ich möchte ihn erreichen können]] in your own words?',
              },
              answer: {
                de: '„Frau Lehmann will ihren Sohn jederzeit anrufen können.“',
                en: '[[Frau Lehmann will ihren Sohn jederzeit anrufen können.]] (Ms Lehmann wants to be able to call her son at any time.)',
              },
              reasoning: {
                de: 'Von „ich“ zu „sie“ wechseln und ein anderes Wort nehmen: So zeigen Sie, dass Sie den Text verstanden haben.',
                en: 'Change [[ich]] to [[sie]] and use a different word: this shows you have understood the text.',
              },
            },
            {
              prompt: {
                de: 'Text B: Welche Gründe nennt Herr Brandt?',
                en: 'Text B: what reasons does Mr Brandt give?',
              },
              answer: {
                de: 'Drei Probleme: Die Kinder sind müde, sie reden in der Pause wenig, und manche bekommen gemeine Nachrichten.',
                en: 'Three problems: the children are tired, they talk little at break time, and some get nasty messages.',
              },
              reasoning: {
                de: 'Kurz aufzählen. Wichtig für die Diskussion ist seine Altersgrenze: etwa zwölf Jahre.',
                en: 'List them briefly. What matters for the discussion is his age limit: about twelve.',
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
            { german: 'das Smartphone, die Smartphones', english: 'smartphone' },
            { german: 'das Handy, die Handys', english: 'mobile phone' },
            { german: 'die App, die Apps', english: 'app' },
            { german: 'die Nachricht, die Nachrichten', english: 'message' },
            { german: 'die Chatgruppe, die Chatgruppen', english: 'group chat' },
            { german: 'der Bildschirm, die Bildschirme', english: 'screen' },
            { german: 'die Bildschirmzeit (Sg.)', english: 'screen time' },
            { german: 'das soziale Netzwerk, die sozialen Netzwerke', english: 'social network' },
            { german: 'das Handyspiel, die Handyspiele', english: 'mobile game' },
            { german: 'das Passwort, die Passwörter', english: 'password' },
            { german: 'die Daten (Pl.)', english: 'data' },
            { german: 'die Kindersicherung, die Kindersicherungen', english: 'parental controls' },
            { german: 'die Werbung (Sg.)', english: 'advertising' },
            { german: 'das Mobbing (Sg.)', english: 'bullying' },
          ],
        }),
        table({
          caption: { de: 'Verben und Ausdrücke', en: 'Verbs and expressions' },
          columns: [
            { key: 'german', header: { de: 'Deutsch', en: 'German' }, lang: 'de' },
            { key: 'english', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            { german: 'erreichbar sein', english: 'to be reachable' },
            {
              german: 'eine App herunterladen (lädt herunter, hat heruntergeladen)',
              english: 'to download an app',
            },
            { german: 'chatten', english: 'to chat online' },
            { german: 'im Internet surfen', english: 'to surf the internet' },
            { german: 'etwas erlauben / verbieten', english: 'to allow / to ban something' },
            { german: 'Regeln festlegen', english: 'to set rules' },
            { german: 'richtig mit dem Handy umgehen', english: 'to use a phone sensibly' },
            { german: 'sich konzentrieren', english: 'to concentrate' },
            { german: 'abhängig sein von (+ Dat.)', english: 'to be dependent on, addicted to' },
          ],
        }),
        table({
          caption: {
            de: 'Argumente: früher oder später ein Smartphone?',
            en: 'Arguments: a smartphone sooner or later?',
          },
          columns: [
            { key: 'side', header: { de: 'Seite', en: 'Side' } },
            { key: 'argument', header: { de: 'Argument', en: 'Argument (German)' }, lang: 'de' },
            { key: 'translation', header: { de: 'Übersetzung (Englisch)', en: 'Translation' }, lang: 'en' },
          ],
          rows: [
            {
              side: { de: 'früher', en: 'sooner' },
              argument: 'Kinder können die Eltern anrufen, wenn etwas passiert.',
              translation: 'Children can call their parents if something happens.',
            },
            {
              side: { de: 'früher', en: 'sooner' },
              argument: 'Ohne Smartphone fühlen sich manche Kinder in der Klasse ausgeschlossen.',
              translation: 'Without a smartphone some children feel left out in their class.',
            },
            {
              side: { de: 'später', en: 'later' },
              argument: 'Wer abends lange auf den Bildschirm schaut, schläft schlechter.',
              translation: 'Anyone who looks at a screen until late in the evening sleeps worse.',
            },
            {
              side: { de: 'später', en: 'later' },
              argument: 'Im Internet finden Kinder leicht Videos, die nicht für sie gemacht sind.',
              translation: 'On the internet children easily find videos that are not made for them.',
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
            HERR_BRANDT_IST_DER,
            {
              german: 'Frau Lehmann hat ihrem Sohn mit neun Jahren ein Smartphone gegeben.',
              translation: 'Ms Lehmann gave her son a smartphone when he was nine.',
              tip: {
                de: '„mit neun Jahren“ = im Alter von neun. Nicht: „in neun Jahren“ (das ist Zukunft).',
                en: '[[mit neun Jahren]] = at the age of nine. Not [[in neun Jahren]] (that means in nine years’ time).',
              },
            },
            {
              german: 'Als Lehrer sieht er jeden Tag, dass viele Kinder müde sind.',
              translation: 'As a teacher he sees every day that many children are tired.',
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
              german: 'Meine Tochter hat mit elf ihr erstes Handy bekommen.',
              translation: 'My daughter got her first phone when she was eleven.',
            },
            {
              german: 'Als ich ein Kind war, gab es noch keine Smartphones.',
              translation: 'When I was a child, there were no smartphones yet.',
              tip: {
                de: '„als“ für ein Ereignis oder eine Zeit in der Vergangenheit; das Verb steht am Ende.',
                en: '[[als]] (when) for one event or one period in the past; the verb goes to the end.',
              },
            },
            {
              ...ES_KOMMT_AUF_DAS,
              tip: {
                de: 'Danach sagen Sie, wovon es abhängt.',
                en: 'Then say what it depends on.',
              },
            },
            {
              german: 'Wichtiger als das Alter sind klare Regeln.',
              translation: 'Clear rules are more important than the age.',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Zustimmen, widersprechen, nachfragen', en: 'Agreeing, disagreeing, asking back' },
          items: [
            { german: 'Da bin ich ganz deiner Meinung.', translation: 'I completely agree with you.' },
            DAS_IST_EIN_GUTES,
            {
              german: 'Ich sehe das anders: Verbote machen ein Handy noch interessanter.',
              translation: 'I see it differently: bans make a phone even more interesting.',
            },
            {
              german: 'Wie lange darf dein Kind am Tag spielen?',
              translation: 'How long is your child allowed to play each day?',
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
            de: 'Olga hat Text A (Frau Lehmann), Samir Text B (Herr Brandt). Die Notizen nennen die PAVE-Schritte: P = Position des Textes, A = Argumente und Erfahrungen, V = Meinung, E = den Partner einbeziehen.',
            en: 'Olga has text A (Ms Lehmann), Samir text B (Mr Brandt). The notes name the PAVE steps: P = position of the text, A = arguments and experiences, V = view, E = engaging your partner.',
          },
        },
        {
          type: 'dialogue',
          title: { de: 'Olga und Samir: Smartphone ab wann?', en: 'Olga and Samir: a smartphone from when?' },
          lines: [
            {
              speaker: { same: 'Olga (A)' },
              german:
                'In meinem Text geht es um Kinder und Smartphones. Auf dem Foto wartet ein Junge mit seinem Handy an der Bushaltestelle.',
              translation:
                'My text is about children and smartphones. In the photo a boy is waiting at the bus stop with his phone.',
              note: { de: 'P – Thema und ein Satz zum Foto', en: 'P – topic and one sentence on the photo' },
              drill: [
                {
                  german: 'In meinem Text geht es um Kinder und Smartphones.',
                  translation: 'My text is about children and smartphones.',
                },
                {
                  german: 'Auf dem Foto wartet ein Junge an der Bushaltestelle.',
                  translation: 'In the photo a boy is waiting at the bus stop.',
                },
              ],
            },
            {
              speaker: { same: 'Olga (A)' },
              german:
                'Frau Lehmann ist Busfahrerin. Ihr Sohn hat mit neun ein Smartphone bekommen, weil er allein zur Schule fährt. Sie will ihn jederzeit anrufen können.',
              translation:
                'Ms Lehmann is a bus driver. Her son got a smartphone at nine, because he goes to school on his own. She wants to be able to call him at any time.',
              note: { de: 'P und A – Position und Grund', en: 'P and A – position and reason' },
              drill: [
                {
                  german: 'Ihr Sohn hat mit neun ein Smartphone bekommen.',
                  translation: 'Her son got a smartphone at nine.',
                },
                {
                  german: 'Sie will ihn jederzeit anrufen können.',
                  translation: 'She wants to be able to call him at any time.',
                },
              ],
            },
            {
              speaker: { same: 'Olga (A)' },
              german:
                'Sie hat aber klare Regeln, zum Beispiel: Nachts bleibt das Handy in der Küche. Sie meint, dass Verbote nicht helfen.',
              translation:
                'But she has clear rules, for example: at night the phone stays in the kitchen. She thinks bans don’t help.',
              note: {
                de: 'A – das zweite Argument aus dem Text',
                en: 'A – the second argument from the text',
              },
              drill: [
                {
                  german: 'Nachts bleibt das Handy in der Küche.',
                  translation: 'At night the phone stays in the kitchen.',
                },
                {
                  german: 'Sie meint, dass Verbote nicht helfen.',
                  translation: 'She thinks bans don’t help.',
                },
              ],
            },
            {
              speaker: { same: 'Olga (A)' },
              german:
                'Ich finde ihre Regeln sehr vernünftig, weil das Kind so lernt, mit dem Handy umzugehen. Mit zehn oder elf ist ein Smartphone okay, glaube ich, wenn es klare Regeln gibt. Samir, was sagt die Person in deinem Text?',
              translation:
                'I think her rules are very sensible, because that way the child learns to use a phone. At ten or eleven a smartphone is fine, I think, if there are clear rules. Samir, what does the person in your text say?',
              note: {
                de: 'V und E – Meinung mit Grund und eigener Altersgrenze, dann die Frage',
                en: 'V and E – an opinion with a reason and her own age limit, then the question',
              },
              drill: [
                {
                  german:
                    'Ich finde ihre Regeln sehr vernünftig, weil das Kind so lernt, mit dem Handy umzugehen.',
                  translation:
                    'I think her rules are very sensible, because that way the child learns to use a phone.',
                },
                {
                  german: 'Was sagt die Person in deinem Text?',
                  translation: 'What does the person in your text say?',
                },
              ],
            },
            {
              speaker: { same: 'Samir (B)' },
              german:
                'In meinem Text steht eine ganz andere Meinung. Herr Brandt ist Grundschullehrer. Er findet, dass Kinder erst mit etwa zwölf ein Smartphone haben sollten.',
              translation:
                'My text has a completely different opinion. Mr Brandt is a primary school teacher. He thinks children should only have a smartphone at about twelve.',
              note: { de: 'P – Gegensatz zu Olgas Text', en: 'P – the contrast with Olga’s text' },
              drill: [
                {
                  german: 'In meinem Text steht eine ganz andere Meinung.',
                  translation: 'My text has a completely different opinion.',
                },
                {
                  german: 'Er findet, dass Kinder erst mit etwa zwölf ein Smartphone haben sollten.',
                  translation: 'He thinks children should only have a smartphone at about twelve.',
                },
              ],
            },
            {
              speaker: { same: 'Samir (B)' },
              german:
                'Er sieht jeden Tag, dass viele Kinder müde sind, weil sie abends spielen. In der Pause reden sie kaum, und manche bekommen gemeine Nachrichten.',
              translation:
                'He sees every day that many children are tired because they play in the evening. At break time they hardly talk, and some get nasty messages.',
              note: { de: 'A – seine drei Gründe', en: 'A – his three reasons' },
              drill: [
                {
                  german: 'Viele Kinder sind müde, weil sie abends spielen.',
                  translation: 'Many children are tired because they play in the evening.',
                },
                { german: 'Manche bekommen gemeine Nachrichten.', translation: 'Some get nasty messages.' },
              ],
            },
            {
              speaker: { same: 'Olga (A)' },
              german: 'Gemeine Nachrichten, das ist wirklich schlimm. Hast du Kinder, Samir?',
              translation: 'Nasty messages, that’s really bad. Do you have children, Samir?',
              note: {
                de: 'Reagieren und persönlich nachfragen',
                en: 'Reacting and asking a personal question',
              },
            },
            {
              speaker: { same: 'Samir (B)' },
              german:
                'Ja, meine Tochter ist zehn und möchte unbedingt ein Smartphone. Im Moment hat sie nur ein einfaches Handy. Ich sehe das eher wie Herr Brandt: ein Smartphone erst mit zwölf, weil jüngere Kinder sonst abends zu lange spielen und zu wenig schlafen.',
              translation:
                'Yes, my daughter is ten and really wants a smartphone. At the moment she only has a simple phone. I see it more like Mr Brandt: a smartphone only at twelve, because otherwise younger children play too long in the evening and sleep too little.',
              note: {
                de: 'A und V – eigene Erfahrung, eigene Meinung',
                en: 'A and V – own experience, own opinion',
              },
              drill: [
                {
                  german: 'Meine Tochter möchte unbedingt ein Smartphone.',
                  translation: 'My daughter really wants a smartphone.',
                },
                {
                  german: 'Ich sehe das eher wie Herr Brandt.',
                  translation: 'I see it more like Mr Brandt.',
                },
              ],
            },
            {
              speaker: { same: 'Olga (A)' },
              german:
                'Das verstehe ich. Aber glaubst du nicht, dass sie sich dann in der Klasse ausgeschlossen fühlt?',
              translation: 'I understand. But don’t you think she’ll feel left out in her class then?',
              note: { de: 'Widersprechen mit einer Frage', en: 'Disagreeing with a question' },
              drill: [
                {
                  german: 'Aber glaubst du nicht, dass sie sich dann ausgeschlossen fühlt?',
                  translation: 'But don’t you think she’ll feel left out then?',
                },
              ],
            },
            {
              speaker: { same: 'Samir (B)' },
              german:
                'Das ist ein gutes Argument. Sie sagt schon jetzt, dass sie als Einzige nicht in der Chatgruppe der Klasse ist.',
              translation:
                'That’s a good argument. She’s already saying she’s the only one who isn’t in the class group chat.',
              drill: [
                { german: 'Das ist ein gutes Argument.', translation: 'That’s a good argument.' },
                {
                  german: 'Sie ist als Einzige nicht in der Chatgruppe.',
                  translation: 'She’s the only one who isn’t in the group chat.',
                },
              ],
            },
            {
              speaker: { same: 'Olga (A)' },
              german:
                'Meine Nichte in Polen hatte das gleiche Problem. Ihre Eltern haben ihr mit zehn ein Smartphone gegeben, aber mit Kindersicherung.',
              translation:
                'My niece in Poland had the same problem. Her parents gave her a smartphone at ten, but with parental controls.',
              note: {
                de: 'Erfahrung aus der Familie im Heimatland',
                en: 'Experience from her family back home',
              },
              drill: [
                {
                  german: 'Meine Nichte hatte das gleiche Problem.',
                  translation: 'My niece had the same problem.',
                },
                {
                  german: 'Ihre Eltern haben ihr ein Smartphone mit Kindersicherung gegeben.',
                  translation: 'Her parents gave her a smartphone with parental controls.',
                },
              ],
            },
            {
              speaker: { same: 'Samir (B)' },
              german: 'Kindersicherung? Wie funktioniert das genau?',
              translation: 'Parental controls? How exactly does that work?',
              note: { de: 'Nachfragen zählt auch', en: 'Asking back counts too' },
            },
            {
              speaker: { same: 'Olga (A)' },
              german: 'Mit einer App bestimmen die Eltern, welche Apps das Kind benutzen darf und wie lange.',
              translation: 'With an app the parents decide which apps the child may use and for how long.',
            },
            {
              speaker: { same: 'Samir (B)' },
              german:
                'Das klingt gut. Dann ist vielleicht nicht das Alter am wichtigsten, sondern die Regeln.',
              translation:
                'That sounds good. So maybe the age is not the most important thing, but the rules.',
              note: { de: 'Samir verbindet die beiden Texte', en: 'Samir links the two texts' },
            },
            {
              speaker: { same: 'Olga (A)' },
              german: 'Genau, da sind wir uns einig. Und die Eltern müssen selbst ein gutes Vorbild sein.',
              translation: 'Exactly, we agree on that. And parents have to set a good example themselves.',
            },
            {
              speaker: { same: 'Samir (B)' },
              german: 'Stimmt. Ich schaue beim Abendessen auch zu oft aufs Handy.',
              translation: 'True. I look at my phone too often at dinner myself.',
            },
          ],
        },
      ],
    },
    {
      id: 'more-questions',
      title: { de: 'Weitere Fragen zu Technik und Medien', en: 'More questions on technology and media' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Das Thema ist groß: In der Prüfung kann es auch um Arbeit, Einkaufen, Schule oder Fernsehen gehen. Zu jeder Frage: ein Satz dafür, ein Satz dagegen und zu den meisten vier Wörter. Sagen Sie dann Ihre Meinung mit Grund und erzählen Sie von sich. Mehr Wörter: Spickzettel „Kernwortschatz nach Themen“, Abschnitt „Medien und Technik · Umwelt“.',
            en: 'The topic is wide: in the exam it can also be about work, shopping, school or television. For each question: one sentence for, one against and, for most, four words. Then give your opinion with a reason and talk about yourself. More words: cheat sheet “Core Vocabulary by Theme”, section “Media and technology · Environment”.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Homeoffice', en: 'Working from home' },
          items: [
            {
              german: 'Ist Arbeiten im Homeoffice besser als im Büro?',
              translation: 'Is working from home better than working in the office?',
            },
            {
              german: 'Man spart den Arbeitsweg und kann sich die Zeit freier einteilen.',
              translation: 'You save the commute and can plan your time more freely.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german: 'Zu Hause fehlen die Kollegen, und oft macht man zu spät Feierabend.',
              translation: 'At home you miss your colleagues, and you often finish work too late.',
              tip: { de: 'dagegen', en: 'against' },
            },
            {
              german: 'der Arbeitsweg · die Videokonferenz · von zu Hause arbeiten · Feierabend machen',
              translation: 'commute · video call · to work from home · to finish work for the day',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Online einkaufen', en: 'Online shopping' },
          items: [
            {
              german: 'Ist online einkaufen besser als im Geschäft?',
              translation: 'Is shopping online better than in a shop?',
            },
            {
              german: 'Online kann man Preise vergleichen und spart Zeit.',
              translation: 'Online you can compare prices and save time.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german:
                'Im Geschäft kann man die Sachen sehen und anprobieren, und die Läden in der Stadt müssen nicht schließen.',
              translation:
                'In a shop you can see things and try them on, and the shops in town don’t have to close.',
              tip: { de: 'dagegen', en: 'against' },
              drill: [
                {
                  german: 'Im Geschäft kann man die Sachen anprobieren.',
                  translation: 'In a shop you can try things on.',
                },
                {
                  german: 'Die Läden in der Stadt müssen nicht schließen.',
                  translation: 'The shops in town don’t have to close.',
                },
              ],
            },
            {
              german: 'die Bestellung · das Paket · die Lieferung · etwas zurückschicken',
              translation: 'order · parcel · delivery · to send something back',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Soziale Netzwerke und Nachrichten', en: 'Social networks and the news' },
          items: [
            {
              german: 'Sind soziale Netzwerke gut, um Nachrichten zu lesen?',
              translation: 'Are social networks a good way to read the news?',
            },
            {
              german: 'Man erfährt Neues sofort und kann gleich mit anderen darüber sprechen.',
              translation: 'You hear news at once and can talk about it with others straight away.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german: 'Dort gibt es auch viele falsche Meldungen, und man verliert viel Zeit.',
              translation: 'There is a lot of false news there too, and you waste a lot of time.',
              tip: { de: 'dagegen', en: 'against' },
            },
            {
              german: 'der Beitrag · die Meldung · etwas posten · etwas teilen',
              translation: 'post · news item · to post something · to share something',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Handy in der Schule', en: 'Phones at school' },
          items: [
            {
              german: 'Sollten Handys in der Schule verboten sein?',
              translation: 'Should phones be banned at school?',
            },
            {
              german: 'Ohne Handy passen die Kinder besser auf und spielen in der Pause zusammen.',
              translation: 'Without phones children pay more attention and play together at break.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german:
                'Mit dem Handy können Kinder im Unterricht etwas nachschauen und ihre Eltern erreichen.',
              translation: 'With a phone children can look things up in class and reach their parents.',
              tip: { de: 'dagegen', en: 'against' },
            },
            {
              german: 'der Unterricht · die Pause · das Handy ausschalten · die Schulregel',
              translation: 'lessons · break · to switch off the phone · school rule',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Online lernen', en: 'Learning online' },
          items: [
            {
              german: 'Kann man online genauso gut lernen wie im Kurs?',
              translation: 'Can you learn as well online as in a class?',
            },
            {
              german: 'Online lernt man, wann und wo man will, zum Beispiel nach der Nachtschicht.',
              translation: 'Online you learn when and where you like, for example after a night shift.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german: 'Im Kurs spricht man mehr, und die Lehrerin korrigiert sofort.',
              translation: 'In a class you speak more, and the teacher corrects you straight away.',
              tip: { de: 'dagegen', en: 'against' },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Buch oder E-Book', en: 'Book or e-book' },
          items: [
            {
              german: 'Sind E-Books besser als Bücher aus Papier?',
              translation: 'Are e-books better than paper books?',
            },
            {
              german: 'Auf einem E-Reader hat man hundert Bücher in der Tasche.',
              translation: 'On an e-reader you have a hundred books in your bag.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german: 'Ein Buch aus Papier braucht keinen Akku, und man kann es verschenken.',
              translation: 'A paper book needs no battery, and you can give it away.',
              tip: { de: 'dagegen', en: 'against' },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Fernsehen', en: 'Television' },
          items: [
            {
              german: 'Braucht man heute noch einen Fernseher?',
              translation: 'Do people still need a TV today?',
            },
            {
              german: 'Abends zusammen fernsehen ist gemütlich, und die Nachrichten sind gut gemacht.',
              translation: 'Watching TV together in the evening is cosy, and the news is well made.',
              tip: { de: 'dafür', en: 'for' },
            },
            {
              german: 'Filme und Serien sieht man heute im Internet, wann man will.',
              translation: 'These days you watch films and series online, whenever you like.',
              tip: { de: 'dagegen', en: 'against' },
            },
          ],
        },
      ],
    },
    {
      id: 'planning-task',
      title: {
        de: 'Dasselbe Thema in Teil 3: ein Infoabend',
        en: 'The same topic in part 3: an information evening',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'In Teil 3, **Gemeinsam etwas planen** (etwa 6 Minuten, 30 Punkte), einigen Sie sich Punkt für Punkt auf einen Plan. Die Methode steht im Spickzettel „Sprechen Teil 3: Das LISTEN-System“.',
            en: 'In Part 3, Planning something together ([[Gemeinsam etwas planen]]; about 6 minutes, 30 points), you agree on a plan point by point. The method is on the cheat sheet “Speaking Part 3: The LISTEN System”.',
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
                'Das Familienzentrum in Ihrem Stadtteil plant einen Infoabend für Eltern: „Kinder sicher mit dem Handy“. Sie helfen bei der Organisation. Sprechen Sie über diese Punkte:',
              translation:
                'The family centre in your neighbourhood is planning an information evening for parents: “Children safe with their phones”. You are helping to organise it. Talk about these points:',
            },
            { german: 'Wann?', translation: 'When?' },
            { german: 'Wer hält den Vortrag?', translation: 'Who gives the talk?' },
            { german: 'Welche Themen?', translation: 'Which topics?' },
            {
              german: 'Was machen die Kinder an dem Abend?',
              translation: 'What do the children do that evening?',
            },
            { german: 'Wer macht was?', translation: 'Who does what?' },
          ],
          steps: [
            {
              prompt: { de: 'Mit welchem Punkt beginnen Sie?', en: 'Which point do you start with?' },
              answer: {
                de: 'Mit dem einfachsten: „Wann?“ – zum Beispiel „Sollen wir zuerst den Termin festlegen?“',
                en: 'With the easiest one, [[Wann?]] – for example [[Sollen wir zuerst den Termin festlegen?]] (Shall we fix the date first?)',
              },
              reasoning: {
                de: 'Ein leichter Anfang gibt Ihnen beiden Sicherheit.',
                en: 'An easy start gives you both confidence.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Vorschlagen, reagieren, entscheiden', en: 'Suggesting, reacting, deciding' },
          items: [
            {
              german: 'Mein Vorschlag: Donnerstag um 18 Uhr, denn dann haben die meisten Eltern Feierabend.',
              translation:
                'My suggestion: Thursday at 6 p.m., because most parents have finished work by then.',
            },
            WIR_KONNTEN_JEMANDEN,
            {
              german: 'Ich bin nicht sicher, ob die Polizei abends Zeit hat.',
              translation: 'I’m not sure whether the police have time in the evening.',
            },
            {
              german: 'Wer schreibt die Einladung? – Das mache ich.',
              translation: 'Who’ll write the invitation? – I’ll do it.',
            },
          ],
        },
        {
          type: 'dialogue',
          title: { de: 'Ein kurzer Ausschnitt', en: 'A short extract' },
          lines: [
            {
              speaker: { same: 'Olga' },
              german:
                'Samir, sollen wir zuerst den Termin festlegen? Ich schlage Donnerstag um 18 Uhr vor, da haben viele Eltern Zeit.',
              translation:
                'Samir, shall we fix the date first? I suggest Thursday at 6 p.m., many parents have time then.',
              note: { de: 'Anfangen mit dem leichten Punkt', en: 'Starting with the easy point' },
              drill: [
                {
                  german: 'Sollen wir zuerst den Termin festlegen?',
                  translation: 'Shall we fix the date first?',
                },
                {
                  german: 'Ich schlage Donnerstag um 18 Uhr vor, da haben viele Eltern Zeit.',
                  translation: 'I suggest Thursday at 6 p.m., many parents have time then.',
                },
              ],
            },
            {
              speaker: { same: 'Samir' },
              german:
                'Einverstanden. Für den Vortrag könnten wir jemanden von der Polizei einladen. Die kennen sich mit Gefahren im Internet aus.',
              translation:
                'Agreed. For the talk we could invite someone from the police. They know about the dangers on the internet.',
              note: { de: 'Zustimmen, dann der nächste Punkt', en: 'Agreeing, then the next point' },
              drill: [
                {
                  german: 'Für den Vortrag könnten wir jemanden von der Polizei einladen.',
                  translation: 'For the talk we could invite someone from the police.',
                },
                {
                  german: 'Die kennen sich mit Gefahren im Internet aus.',
                  translation: 'They know about the dangers on the internet.',
                },
              ],
            },
            {
              speaker: { same: 'Olga' },
              german:
                'Gute Idee, aber ich weiß nicht, ob sie abends Zeit haben. Ich rufe morgen dort an. Und die Themen?',
              translation:
                'Good idea, but I don’t know if they have time in the evening. I’ll call them tomorrow. And the topics?',
              note: {
                de: 'Zweifel äußern, eine Aufgabe übernehmen, zum nächsten Punkt',
                en: 'Voicing doubt, taking on a task, moving to the next point',
              },
              drill: [
                {
                  german: 'Ich weiß nicht, ob sie abends Zeit haben.',
                  translation: 'I don’t know if they have time in the evening.',
                },
                { german: 'Ich rufe morgen dort an.', translation: 'I’ll call them tomorrow.' },
              ],
            },
            {
              speaker: { same: 'Samir' },
              german:
                'Chatgruppen, Passwörter und Bildschirmzeit. Aber was machen die Kinder? Ohne Betreuung können viele Eltern nicht kommen.',
              translation:
                'Group chats, passwords and screen time. But what do the children do? Without childcare many parents can’t come.',
              drill: [
                { german: 'Aber was machen die Kinder?', translation: 'But what do the children do?' },
                {
                  german: 'Ohne Betreuung können viele Eltern nicht kommen.',
                  translation: 'Without childcare many parents can’t come.',
                },
              ],
            },
            {
              speaker: { same: 'Olga' },
              german: 'Im Raum nebenan könnten zwei Jugendliche mit ihnen spielen – ohne Handy natürlich!',
              translation:
                'In the room next door two teenagers could play with them – without phones, of course!',
            },
            {
              speaker: { same: 'Samir' },
              german:
                'Super. Dann schreibe ich die Einladung. Also: Donnerstag um 18 Uhr, ein Vortrag von der Polizei – du rufst morgen dort an. Themen: Chatgruppen, Passwörter und Bildschirmzeit. Die Kinder spielen nebenan. Passt das?',
              translation:
                'Great. Then I’ll write the invitation. So: Thursday at 6 p.m., a talk by the police – you’ll call them tomorrow. Topics: group chats, passwords and screen time. The children play next door. Does that work?',
              note: { de: 'Aufgaben verteilen und zusammenfassen', en: 'Sharing out tasks and summing up' },
              drill: [
                {
                  german: 'Dann schreibe ich die Einladung.',
                  translation: 'Then I’ll write the invitation.',
                },
                { german: 'Passt das?', translation: 'Does that work?' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'criteria-checklist',
      title: {
        de: 'Vier Kriterien, vier Fragen zum Thema',
        en: 'Four criteria, four questions on the topic',
      },
      blocks: [
        {
          type: 'list',
          items: [
            {
              de: '**Ausdrucksfähigkeit:** Sage ich nicht immer nur „Handy“, sondern auch „Bildschirmzeit“, „Chatgruppe“, „Kindersicherung“?',
              en: '**[[Ausdrucksfähigkeit]]** (range of expression): do I say more than just [[Handy]] – also [[Bildschirmzeit]], [[Chatgruppe]], [[Kindersicherung]]?',
            },
            {
              de: '**Aufgabenbewältigung:** Nenne ich das Alter und die Gründe aus meinem Text, meine eigene Altersgrenze und eine Frage an den Partner? In Teil 3: Ist am Ende klar, wer was macht?',
              en: '**[[Aufgabenbewältigung]]** (task completion): do I give the age and the reasons from my text, my own age limit and a question for my partner? In part 3: is it clear at the end who does what?',
            },
            {
              de: '**Formale Richtigkeit:** Indirekte Fragen mit dem Verb am Ende („…, ab welchem Alter Kinder ein Smartphone haben sollten“) und trennbare Verben („Er lädt eine App herunter“).',
              en: '**[[Formale Richtigkeit]]** (formal accuracy): indirect questions with the verb at the end ([[…, ab welchem Alter Kinder ein Smartphone haben sollten]]) and separable verbs ([[Er lädt eine App herunter]]).',
            },
            {
              de: '**Aussprache/Intonation:** In zusammengesetzten Wörtern liegt die Betonung meist auf dem ersten Teil: Bildschirmzeit, Kindersicherung. Zahlen deutlich sprechen: neun, zehn, zwölf.',
              en: '**[[Aussprache/Intonation]]** (pronunciation and intonation): in compound words the stress is usually on the first part: [[Bildschirmzeit]], [[Kindersicherung]]. Say numbers clearly: [[neun, zehn, zwölf]].',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Bei diesem Thema kennen Sie sich schon aus: Erzählen Sie, wie Sie und Ihre Familie das Handy nutzen.',
    en: 'You already know this topic well: talk about how you and your family use your phones.',
  },
  seoMeta: {
    title: {
      de: 'Sprechthema Technik und Medien – telc Deutsch B1 mündlich',
      en: 'Speaking topic technology and media – telc Deutsch B1 oral',
    },
    description: {
      de: 'Mündliche B1-Prüfung, Teil 2 und 3: Kinder und Smartphones, Homeoffice, Online-Einkauf, soziale Netzwerke – Wortschatz, Argumente und ein Beispielgespräch.',
      en: 'B1 oral exam, parts 2 and 3: children and smartphones, home office, online shopping, social media – vocabulary, arguments and a model conversation.',
    },
  },
} satisfies Sheet;
