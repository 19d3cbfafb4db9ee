import { table, type Sheet } from '../sheet-schema';

/** Cheat sheet #06: Speaking Part 2, the PAVE system. */
export const speakingPart2PaveSystem = {
  pageTitle: {
    main: { de: 'Sprechen Teil 2:', en: 'Speaking Part 2:' },
    highlight: { de: 'Das PAVE-System', en: 'The PAVE System' },
    subtitle: {
      de: 'Mit vier Schritten präsentieren Sie Ihr Thema in etwa zwei Minuten und kommen mit Ihrem Partner ins Gespräch.',
      en: 'Four steps help you present your topic in about two minutes and start a discussion with your partner.',
    },
  },
  exam: {
    de: 'Mündliche Prüfung · Teil 2 (Gespräch über ein Thema)',
    en: 'Oral exam · Part 2 (topic discussion)',
  },
  sections: [
    {
      id: 'overview',
      title: { de: 'Teil 2 auf einen Blick', en: 'Part 2 at a glance' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Teil 2 dauert **insgesamt etwa 5–6 Minuten**. Jede Person präsentiert einen kurzen Text oder ein Bild **etwa 2 Minuten lang**, sagt ihre Meinung dazu und spricht dann mit dem Partner oder der Partnerin darüber. Ihre eigene Präsentation dauert also nur etwa 2 Minuten. Danach kommt das Gespräch.',
            en: 'Part 2 takes **about 5–6 minutes in all**. Each person presents a short text or a picture **for about 2 minutes**, gives their opinion on it and then talks about it with their partner. So your own presentation takes only about 2 minutes. After that comes the discussion.',
          },
        },
        {
          type: 'timeline',
          caption: {
            de: 'Teil 2 im Zeitverlauf: ein mögliches Beispiel (Richtwerte, keine festen Regeln)',
            en: 'Part 2 over time: one possible example (guidelines, not fixed rules)',
          },
          headers: {
            phase: { same: 'Phase' },
            activity: { de: 'Was passiert?', en: 'What happens?' },
            duration: { de: 'Dauer', en: 'Length' },
            goal: { de: 'Ziel', en: 'Goal' },
          },
          segments: [
            {
              phase: { de: 'Ihre Präsentation', en: 'Your presentation' },
              activity: {
                de: 'Sie stellen Ihren Text oder Ihr Bild mit PAVE vor.',
                en: 'You present your text or picture with PAVE.',
              },
              from: 0,
              to: 2,
              goal: { de: 'klar und frei sprechen', en: 'speak clearly and freely' },
            },
            {
              phase: { de: 'Gespräch', en: 'Discussion' },
              activity: {
                de: 'Ihr Partner reagiert und fragt, Sie antworten.',
                en: 'Your partner reacts and asks, you answer.',
              },
              from: 2,
              to: 3,
              goal: { de: 'die eigene Meinung begründen', en: 'give reasons for your opinion' },
            },
            {
              phase: { de: 'Präsentation des Partners', en: "Partner's presentation" },
              activity: {
                de: 'Ihr Partner stellt seinen Text oder sein Bild vor.',
                en: 'Your partner presents their text or picture.',
              },
              from: 3,
              to: 5,
              goal: { de: 'gut zuhören, Stichwörter notieren', en: 'listen well, note keywords' },
            },
            {
              phase: { de: 'Gespräch', en: 'Discussion' },
              activity: {
                de: 'Sie reagieren, fragen und sagen Ihre Meinung.',
                en: 'You react, ask and give your opinion.',
              },
              from: 5,
              to: 6,
              goal: { de: 'ein echtes Gespräch führen', en: 'have a real conversation' },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Vorbereitung', en: 'Preparation' },
          text: {
            de: 'Vor dem Prüfungsgespräch haben Sie 20 Minuten Vorbereitung für Teil 2 und Teil 3 zusammen. Teilen Sie die Zeit gut ein, und schreiben Sie für Teil 2 Stichwörter nach dem PAVE-Schema.',
            en: 'Before the exam conversation you have 20 minutes of preparation for parts 2 and 3 together. Plan your time well, and write keywords for part 2 following the PAVE pattern.',
          },
        },
      ],
    },
    {
      id: 'pave-method',
      title: { de: 'Die PAVE-Methode', en: 'The PAVE method' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'PAVE gibt Ihrer Präsentation eine klare Struktur. Vier Buchstaben, vier Schritte: So wissen Sie immer, was als Nächstes kommt.',
            en: 'PAVE gives your presentation a clear structure. Four letters, four steps: you always know what comes next.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'P – Picture/Text: Bild oder Text', en: 'P – Picture/Text ([[Bild oder Text]])' },
              text: {
                de: 'Beschreiben Sie kurz, was Sie sehen oder lesen: die Personen, den Ort und die Hauptidee. Was ist das Thema?',
                en: 'Briefly describe what you see or read: the people, the place and the main idea. What is the topic?',
              },
            },
            {
              title: {
                de: 'A – Advantages/Disadvantages: Vor- und Nachteile',
                en: 'A – Advantages/Disadvantages ([[Vor- und Nachteile]])',
              },
              text: {
                de: 'Nennen Sie für jede Seite ein oder zwei Punkte: Was ist gut daran, was ist schlecht?',
                en: 'Give one or two points for each side: what is good about it, what is bad?',
              },
            },
            {
              title: { de: 'V – View: Ihre Meinung', en: 'V – View ([[Meinung]])' },
              text: {
                de: 'Sagen Sie klar, was Sie denken, und erzählen Sie von Ihrer eigenen Erfahrung. Ein Beispiel aus Ihrem Leben macht Ihre Meinung stärker.',
                en: 'Say clearly what you think and talk about your own experience. An example from your life makes your opinion stronger.',
              },
            },
            {
              title: {
                de: 'E – Engage: den Partner einbeziehen',
                en: 'E – Engage your partner ([[den Partner einbeziehen]])',
              },
              text: {
                de: 'Beenden Sie Ihre Präsentation mit einer Frage an Ihren Partner. So beginnt das Gespräch.',
                en: 'End your presentation with a question to your partner. That is how the discussion starts.',
              },
            },
          ],
        },
        table({
          caption: { de: 'PAVE in etwa 2 Minuten (Richtwerte)', en: 'PAVE in about 2 minutes (guidelines)' },
          columns: [
            { key: 'step', header: { de: 'Schritt', en: 'Step' } },
            { key: 'time', header: { de: 'Zeit', en: 'Time' } },
            { key: 'content', header: { de: 'Inhalt', en: 'Content' } },
          ],
          rows: [
            {
              step: { same: 'P' },
              time: { de: 'etwa 30 Sekunden', en: 'about 30 seconds' },
              content: { de: 'Thema, Personen, Ort, Hauptidee', en: 'topic, people, place, main idea' },
            },
            {
              step: { same: 'A' },
              time: { de: 'etwa 40 Sekunden', en: 'about 40 seconds' },
              content: { de: '1–2 Vorteile, 1–2 Nachteile', en: '1–2 advantages, 1–2 disadvantages' },
            },
            {
              step: { same: 'V' },
              time: { de: 'etwa 40 Sekunden', en: 'about 40 seconds' },
              content: { de: 'Meinung, eigene Erfahrung, Beispiel', en: 'opinion, own experience, example' },
            },
            {
              step: { same: 'E' },
              time: { de: 'etwa 10 Sekunden', en: 'about 10 seconds' },
              content: { de: 'eine Frage an den Partner', en: 'one question to your partner' },
            },
          ],
        }),
      ],
    },
    {
      id: 'pave-phrases',
      title: { de: 'Redemittel für jeden Schritt', en: 'Useful phrases for each step' },
      blocks: [
        {
          type: 'phrases',
          title: { de: 'P – Bild oder Text beschreiben', en: 'P – Describing the picture or text' },
          items: [
            {
              german: 'Ich möchte über das Thema „…“ sprechen.',
              translation: 'I would like to talk about the topic "…".',
              tip: {
                de: 'Ein guter erster Satz: Alle wissen sofort, worum es geht.',
                en: 'A good first sentence: everyone knows at once what it is about.',
              },
            },
            {
              german: 'Auf meinem Bild sieht man einen Mann und eine Frau.',
              translation: 'In my picture you can see a man and a woman.',
              tip: {
                de: '„sieht man“ + Akkusativ: einen Mann, eine Frau, ein Kind.',
                en: '[[sieht man]] + accusative: [[einen Mann, eine Frau, ein Kind]].',
              },
            },
            {
              german: 'Im Vordergrund / Im Hintergrund sieht man …',
              translation: 'In the foreground / In the background you can see …',
            },
            {
              german: 'Die Personen sind wahrscheinlich im Büro.',
              translation: 'The people are probably in the office.',
              tip: {
                de: 'Wenn Sie nicht sicher sind: wahrscheinlich, vielleicht, ich glaube.',
                en: 'When you are not sure: [[wahrscheinlich, vielleicht, ich glaube]] (probably, maybe, I think).',
              },
            },
            {
              german: 'In meinem Text geht es um das Thema Arbeit.',
              translation: 'My text is about the topic of work.',
              tip: { de: '„es geht um“ + Akkusativ.', en: '[[es geht um]] + accusative.' },
            },
            {
              german: 'Das Bild zeigt, dass viele Menschen wenig Zeit haben.',
              translation: 'The picture shows that many people have little time.',
              tip: {
                de: 'Nach „dass“ steht das Verb am Ende.',
                en: 'After [[dass]] the verb goes to the end.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'A – Vor- und Nachteile nennen', en: 'A – Naming advantages and disadvantages' },
          items: [
            { german: 'Zuerst zu den Vorteilen.', translation: 'First, the advantages.' },
            {
              german: 'Ein großer Vorteil ist, dass man Zeit spart.',
              translation: 'A big advantage is that you save time.',
            },
            {
              german: 'Außerdem ist es billiger.',
              translation: 'Besides, it is cheaper.',
              tip: {
                de: 'Nach „außerdem“ kommt direkt das Verb.',
                en: 'After [[außerdem]] the verb comes straight away.',
              },
            },
            {
              german: 'Ein Nachteil ist aber, dass es viel Geld kostet.',
              translation: 'One disadvantage, though, is that it costs a lot of money.',
            },
            {
              german: 'Einerseits ist das praktisch, andererseits kostet es viel Zeit.',
              translation: 'On the one hand it is practical, on the other hand it takes a lot of time.',
              tip: {
                de: 'Nach „einerseits“ und „andererseits“ kommt jeweils direkt das Verb.',
                en: 'After both [[einerseits]] and [[andererseits]] the verb comes straight away.',
              },
            },
            {
              german: 'Besonders für ältere Menschen kann das schwierig sein.',
              translation: 'This can be difficult, especially for older people.',
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'V – Die eigene Meinung sagen', en: 'V – Giving your own opinion' },
          items: [
            {
              german: 'Meiner Meinung nach ist das eine gute Idee.',
              translation: 'In my opinion, that is a good idea.',
              tip: {
                de: 'Nach „Meiner Meinung nach“ kommt direkt das Verb.',
                en: 'After [[Meiner Meinung nach]] the verb comes straight away.',
              },
            },
            {
              german: 'Ich finde, dass Kinder nicht zu viel fernsehen sollten.',
              translation: 'I think that children should not watch too much TV.',
            },
            {
              german: 'Ich persönlich fahre jeden Tag mit dem Bus.',
              translation: 'Personally, I take the bus every day.',
            },
            {
              german: 'Ich habe selbst die Erfahrung gemacht, dass …',
              translation: 'I have found from my own experience that …',
            },
            {
              german: 'In meinem Heimatland ist das anders.',
              translation: 'In my home country it is different.',
              tip: {
                de: 'Ein Vergleich mit Ihrem Heimatland ist ein gutes persönliches Beispiel.',
                en: 'A comparison with your home country is a good personal example.',
              },
            },
            {
              german: 'Deshalb finde ich, dass …',
              translation: 'That is why I think that …',
              tip: {
                de: 'Nach „deshalb“ kommt direkt das Verb.',
                en: 'After [[deshalb]] the verb comes straight away.',
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'E – Den Partner einbeziehen', en: 'E – Engaging your partner' },
          items: [
            {
              german: 'Zum Schluss möchte ich dich fragen: …',
              translation: 'Finally, I would like to ask you: …',
            },
            { german: 'Wie ist das bei dir?', translation: 'What is it like for you?' },
            { german: 'Was denkst du darüber?', translation: 'What do you think about it?' },
            {
              german: 'Hast du auch Erfahrungen damit?',
              translation: 'Do you have any experience with that too?',
            },
            {
              german: 'Wie sehen Sie das?',
              translation: 'How do you see it?',
              tip: {
                de: 'Die Sie-Form, wenn Sie Ihren Partner siezen.',
                en: 'The Sie form, if you and your partner say [[Sie]] to each other.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'example-smartphones',
      title: { de: 'Beispiel: Smartphones im Alltag', en: 'Example: smartphones in everyday life' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Emre hat ein Bild bekommen: Eine Familie sitzt beim Abendessen, und alle schauen auf ihr Handy. So kann seine Präsentation klingen. Ruhig gesprochen dauert sie etwa 2 Minuten.',
            en: 'Emre has been given a picture: a family is having dinner, and everyone is looking at their phone. This is how his presentation can sound. Spoken calmly, it takes about 2 minutes.',
          },
        },
        {
          type: 'example',
          title: { de: 'Emres Präsentation nach PAVE', en: "Emre's presentation with PAVE" },
          text: [
            {
              german:
                'Ich möchte über das Thema „Smartphones im Alltag“ sprechen. Auf meinem Bild sieht man eine Familie beim Abendessen.',
              translation:
                'I would like to talk about the topic "Smartphones in everyday life". In my picture you can see a family having dinner.',
            },
            {
              german:
                'Die Eltern und ihre zwei Kinder sitzen zu Hause in der Küche am Tisch. Aber niemand spricht: Alle schauen auf ihr Handy, und das Essen wird kalt.',
              translation:
                'The parents and their two children are sitting at the table in the kitchen at home. But nobody is talking: everyone is looking at their phone, and the food is getting cold.',
            },
            {
              german:
                'Ich glaube, das Bild zeigt: Smartphones sind sehr praktisch, aber sie können auch ein Problem für die Familie sein.',
              translation:
                'I think the picture shows that smartphones are very practical, but they can also be a problem for the family.',
            },
            {
              german:
                'Zuerst zu den Vorteilen: Mit dem Smartphone hat man immer Kontakt zu Familie und Freunden, auch wenn sie weit weg wohnen. Außerdem ist es im Alltag sehr praktisch. Man kann Fahrkarten kaufen, den Weg finden oder schnell ein Wort übersetzen. Einerseits ist das Smartphone also sehr nützlich.',
              translation:
                'First, the advantages: with a smartphone you can always stay in touch with family and friends, even when they live far away. Besides, it is very practical in everyday life. You can buy tickets, find your way or quickly translate a word. So on the one hand, the smartphone is very useful.',
            },
            {
              german:
                'Andererseits gibt es auch Nachteile. Viele Menschen sind zu lange am Handy und haben dann weniger Zeit für Gespräche. Besonders für Kinder ist das nicht gut, weil sie sich schlechter konzentrieren und weniger Sport machen.',
              translation:
                'On the other hand, there are also disadvantages. Many people spend too long on their phone and then have less time for conversations. This is especially bad for children, because they concentrate less well and do less sport.',
            },
            {
              german:
                'Meiner Meinung nach ist das Smartphone eine große Hilfe, aber man braucht klare Regeln. Ich brauche mein Handy jeden Tag, zum Beispiel für die Arbeit und um mit meiner Familie in der Türkei zu telefonieren.',
              translation:
                'In my opinion the smartphone is a great help, but we need clear rules. I need my phone every day, for example for work and to call my family in Turkey.',
            },
            {
              german:
                'Aber bei uns zu Hause gibt es eine Regel: Beim Essen liegen alle Handys in einem anderen Zimmer. Seitdem sprechen wir beim Essen viel mehr miteinander.',
              translation:
                'But at home we have a rule: during meals all phones stay in another room. Since then we have talked to each other much more at mealtimes.',
            },
            {
              german: 'Deshalb finde ich: Nicht das Handy ist das Problem, sondern wie wir es benutzen.',
              translation: 'That is why I think: the phone is not the problem, but how we use it.',
            },
            {
              german:
                'Zum Schluss möchte ich dich fragen: Wie ist das bei dir? Gibt es bei dir zu Hause auch Regeln für das Handy?',
              translation:
                'Finally, I would like to ask you: what is it like for you? Do you also have rules for phones at home?',
            },
          ],
          steps: [
            {
              prompt: {
                de: 'Zeilen 1–3: Thema, Familie, Küche, alle am Handy',
                en: 'Lines 1–3: topic, family, kitchen, everyone on their phone',
              },
              answer: { de: 'P – Bild beschreiben', en: 'P – Describing the picture' },
              reasoning: {
                de: 'Emre nennt zuerst das Thema. Dann beschreibt er Personen und Ort und sagt zum Schluss die Hauptidee des Bildes.',
                en: 'Emre names the topic first. Then he describes the people and the place, and finally he states the main idea of the picture.',
              },
            },
            {
              prompt: {
                de: 'Zeilen 4–5: Kontakt, Fahrkarten, weniger Gespräche, Kinder',
                en: 'Lines 4–5: staying in touch, tickets, fewer conversations, children',
              },
              answer: { de: 'A – Vor- und Nachteile', en: 'A – Advantages and disadvantages' },
              reasoning: {
                de: 'Zwei Vorteile und zwei Nachteile, verbunden mit „zuerst“, „außerdem“ und „einerseits … andererseits“.',
                en: 'Two advantages and two disadvantages, linked with [[zuerst]], [[außerdem]] and [[einerseits … andererseits]].',
              },
            },
            {
              prompt: {
                de: 'Zeilen 6–8: Arbeit, Familie in der Türkei, Regel beim Essen',
                en: 'Lines 6–8: work, family in Turkey, the rule at mealtimes',
              },
              answer: { de: 'V – Meinung', en: 'V – Opinion' },
              reasoning: {
                de: 'Emre sagt seine Meinung klar („Meiner Meinung nach“) und gibt ein Beispiel aus seinem Leben. „Deshalb“ fasst die Meinung zusammen.',
                en: 'Emre states his opinion clearly ([[Meiner Meinung nach]]) and gives an example from his life. [[Deshalb]] sums up his view.',
              },
            },
            {
              prompt: {
                de: 'Zeile 9: „Zum Schluss möchte ich dich fragen …“',
                en: 'Line 9: [[Zum Schluss möchte ich dich fragen …]]',
              },
              answer: { de: 'E – Partner einbeziehen', en: 'E – Engaging the partner' },
              reasoning: {
                de: 'Eine offene Frage zum Thema. Jetzt kann die Partnerin antworten, und das Gespräch beginnt.',
                en: 'An open question on the topic. Now his partner can answer, and the discussion begins.',
              },
            },
          ],
        },
        {
          type: 'dialogue',
          title: { de: 'Die Partnerin reagiert', en: 'The partner reacts' },
          lines: [
            {
              speaker: { same: 'Sofia' },
              german:
                'Danke, das war interessant. Bei uns gibt es keine feste Regel. Aber ich mache abends um neun Uhr mein Handy aus.',
              translation:
                'Thanks, that was interesting. We do not have a fixed rule. But I switch my phone off at nine in the evening.',
              note: {
                de: 'Sofia dankt kurz und erzählt dann von sich.',
                en: 'Sofia says a short thank you and then talks about herself.',
              },
            },
            {
              speaker: { same: 'Emre' },
              german: 'Ach, das ist eine gute Idee. Schläfst du dann besser?',
              translation: 'Oh, that is a good idea. Do you sleep better then?',
            },
            {
              speaker: { same: 'Sofia' },
              german:
                'Ja, ich glaube schon. Aber ich finde, für Kinder sind Regeln wichtiger als für Erwachsene. Wie siehst du das?',
              translation:
                'Yes, I think so. But I think rules are more important for children than for adults. How do you see it?',
              note: {
                de: 'Eine eigene Meinung und eine Frage zurück.',
                en: 'Her own opinion and a question back.',
              },
            },
            {
              speaker: { same: 'Emre' },
              german:
                'Da hast du recht. Kinder können das noch nicht so gut selbst kontrollieren. Deshalb bekommt mein Sohn sein Handy erst nach den Hausaufgaben.',
              translation:
                'You are right. Children cannot control it so well themselves yet. That is why my son only gets his phone after his homework.',
            },
          ],
        },
      ],
    },
    {
      id: 'tips',
      title: { de: 'Fünf Tipps für Ihre Präsentation', en: 'Five tips for your presentation' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Die fünf wichtigsten Tipps', en: 'The five most important tips' },
          items: [
            {
              de: '**Üben Sie, etwa 2 Minuten zu sprechen.** Sprechen Sie zu Hause laut über ein Thema, und messen Sie die Zeit, zum Beispiel mit dem Handy. So bekommen Sie ein Gefühl für die Zeit.',
              en: '**Practise speaking for about 2 minutes.** Talk about a topic out loud at home and time yourself, for example with your phone. That gives you a feeling for the time.',
            },
            {
              de: '**Schreiben Sie Stichwörter, keine ganzen Sätze.** Mit Stichwörtern sprechen Sie frei. Mit ganzen Sätzen lesen Sie nur vor.',
              en: '**Write keywords, not full sentences.** With keywords you speak freely. With full sentences you just read aloud.',
            },
            {
              de: '**Benutzen Sie Verbindungswörter:** zuerst, außerdem, einerseits … andererseits, deshalb, zum Schluss. So kann man Ihnen leicht folgen.',
              en: '**Use connecting words:** [[zuerst, außerdem, einerseits … andererseits, deshalb, zum Schluss]] (first, besides, on the one hand … on the other hand, that is why, finally). They make you easy to follow.',
            },
            {
              de: '**Machen Sie Ihre Meinung deutlich – mit Beispielen.** Sagen Sie klar, was Sie denken, und erzählen Sie von Ihrer Erfahrung.',
              en: '**Make your opinion clear – with examples.** Say plainly what you think and talk about your own experience.',
            },
            {
              de: '**Beziehen Sie am Ende immer Ihren Partner ein.** Eine Frage am Schluss macht aus Ihrer Präsentation ein Gespräch.',
              en: '**Always engage your partner at the end.** A question at the end turns your presentation into a conversation.',
            },
          ],
        },
        table({
          caption: {
            de: 'Stichwortzettel für das Beispiel: möglichst wenige Wörter',
            en: 'Keyword notes for the example: as few words as possible',
          },
          columns: [
            { key: 'step', header: { de: 'Schritt', en: 'Step' } },
            { key: 'notes', header: { de: 'Stichwörter', en: 'Keywords' }, lang: 'de' },
          ],
          rows: [
            {
              step: { same: 'P' },
              notes: 'Smartphones im Alltag · Familie, Abendessen, Küche · alle am Handy, niemand spricht',
            },
            {
              step: { same: 'A' },
              notes:
                '+ Kontakt Familie/Freunde · + praktisch: Tickets, Weg, übersetzen · – weniger Gespräche · – Kinder: Konzentration, Sport',
            },
            {
              step: { same: 'V' },
              notes: 'Handy: Arbeit + Familie Türkei · Regel: beim Essen kein Handy → mehr Gespräche',
            },
            { step: { same: 'E' }, notes: 'Frage: Regeln bei dir zu Hause?' },
          ],
        }),
        {
          type: 'phrases',
          title: { de: 'Verbindungswörter', en: 'Connecting words' },
          items: [
            {
              german: 'Zuerst möchte ich das Bild beschreiben.',
              translation: 'First, I would like to describe the picture.',
              tip: {
                de: 'Nach „zuerst“ kommt direkt das Verb.',
                en: 'After [[zuerst]] the verb comes straight away.',
              },
            },
            { german: 'Außerdem spart man viel Zeit.', translation: 'Besides, you save a lot of time.' },
            {
              german: 'Einerseits ist das bequem, andererseits ist es teuer.',
              translation: 'On the one hand it is convenient, on the other hand it is expensive.',
            },
            {
              german: 'Deshalb finde ich das Thema so wichtig.',
              translation: 'That is why I think the topic is so important.',
            },
            {
              german: 'Zum Schluss möchte ich dich etwas fragen.',
              translation: 'Finally, I would like to ask you something.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Typische Fehler', en: 'Common mistakes' },
          items: [
            {
              de: 'Den Text nur vorlesen: Erzählen Sie mit eigenen Worten.',
              en: 'Just reading the text aloud: tell it in your own words.',
            },
            {
              de: 'Nur das Bild beschreiben: Vor- und Nachteile und Ihre Meinung sind genauso wichtig.',
              en: 'Only describing the picture: advantages, disadvantages and your opinion matter just as much.',
            },
            {
              de: 'Viel länger als 2 Minuten sprechen: Ihr Partner braucht auch Zeit.',
              en: 'Speaking much longer than 2 minutes: your partner needs time too.',
            },
            {
              de: 'Ohne Frage aufhören: Dann weiß Ihr Partner nicht, wann er sprechen soll.',
              en: 'Stopping without a question: then your partner does not know when to speak.',
            },
          ],
        },
      ],
    },
    {
      id: 'partners-turn',
      title: { de: 'Wenn Ihr Partner präsentiert', en: "When it is your partner's turn" },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Auch wenn Ihr Partner spricht, gehören Sie zum Gespräch. Zeigen Sie, dass Sie zuhören, und machen Sie bei der Diskussion mit.',
            en: 'Even while your partner is speaking, you are part of the conversation. Show that you are listening, and take part in the discussion.',
          },
        },
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Zuhören', en: 'Listen' },
              text: {
                de: 'Hören Sie gut zu, und notieren Sie ein oder zwei Stichwörter. Unterbrechen Sie Ihren Partner nicht.',
                en: 'Listen carefully and note one or two keywords. Do not interrupt your partner.',
              },
            },
            {
              title: { de: 'Reagieren', en: 'React' },
              text: {
                de: 'Sagen Sie kurz, was Sie denken: Stimmen Sie zu, oder sehen Sie es anders? Geben Sie einen Grund.',
                en: 'Say briefly what you think: do you agree, or do you see it differently? Give a reason.',
              },
            },
            {
              title: { de: 'Fragen', en: 'Ask' },
              text: {
                de: 'Stellen Sie eine Frage zur Meinung oder zur Erfahrung Ihres Partners. So geht das Gespräch weiter.',
                en: "Ask a question about your partner's opinion or experience. That keeps the conversation going.",
              },
            },
          ],
        },
        {
          type: 'phrases',
          title: { de: 'Reagieren und fragen', en: 'Reacting and asking' },
          items: [
            {
              german: 'Danke, das war sehr interessant.',
              translation: 'Thank you, that was very interesting.',
            },
            { german: 'Da stimme ich dir zu.', translation: 'I agree with you.' },
            { german: 'Da hast du recht, aber …', translation: 'You are right, but …' },
            {
              german: 'Das sehe ich ein bisschen anders, weil …',
              translation: 'I see that a little differently, because …',
              tip: {
                de: 'Höflich widersprechen: erst „ein bisschen anders“, dann ein Grund.',
                en: 'Disagreeing politely: first [[ein bisschen anders]], then a reason.',
              },
            },
            { german: 'Warum findest du das?', translation: 'Why do you think that?' },
            {
              german: 'Hast du selbst Erfahrungen damit gemacht?',
              translation: 'Have you had any experience with that yourself?',
            },
            {
              german: 'Wie ist das in deinem Heimatland?',
              translation: 'What is it like in your home country?',
            },
            { german: 'Was meinst du genau mit …?', translation: 'What exactly do you mean by …?' },
            {
              german: 'Kannst du das bitte noch einmal erklären?',
              translation: 'Could you explain that again, please?',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Kurz und freundlich', en: 'Short and friendly' },
          text: {
            de: 'Ihre Reaktion ist keine zweite Präsentation. Zwei oder drei Sätze und eine Frage reichen. Dann hat Ihr Partner wieder das Wort.',
            en: 'Your reaction is not a second presentation. Two or three sentences and a question are enough. Then your partner has the floor again.',
          },
        },
      ],
    },
  ],
  closing: {
    de: 'Zwei Minuten sind kürzer, als Sie denken. Mit PAVE und ein paar Stichwörtern wissen Sie immer, was als Nächstes kommt, und Sie kommen leicht mit Ihrem Partner ins Gespräch.',
    en: 'Two minutes are shorter than you think. With PAVE and a few keywords you always know what comes next, and you easily get a conversation going with your partner.',
  },
  seoMeta: {
    title: {
      de: 'Sprechen Teil 2: Das PAVE-System – telc Deutsch B1',
      en: 'Speaking Part 2: The PAVE System – telc Deutsch B1',
    },
    description: {
      de: 'Teil 2 der mündlichen B1-Prüfung: mit PAVE ein Thema in etwa 2 Minuten präsentieren – mit Redemitteln, einem Smartphone-Beispiel und Tipps fürs Gespräch.',
      en: 'Part 2 of the B1 oral exam: use PAVE to present a topic in about 2 minutes, with useful phrases, a smartphone example and tips for the discussion.',
    },
  },
} satisfies Sheet;
