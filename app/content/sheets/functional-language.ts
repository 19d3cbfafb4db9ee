import { table, type Sheet } from '../sheet-schema';

/** Cheat sheet #11: Functional Language and Communication (Redemittel für jede Situation). */
export const functionalLanguage = {
  pageTitle: {
    main: { de: 'Redemittel', en: 'Functional Language' },
    highlight: { de: 'für jede Situation', en: 'and Communication' },
    subtitle: {
      de: 'Die wichtigsten Wendungen, um Ihre Meinung zu sagen, höflich zu bitten, Vorschläge zu machen und Ideen zu verbinden – im Brief und im Gespräch.',
      en: 'The key German phrases for giving your opinion, asking politely, making suggestions and linking ideas – in your letter and in the oral exam.',
    },
  },
  exam: {
    de: 'Schreiben und Sprechen · Brief und mündliche Prüfung',
    en: 'Writing and speaking · Letter and oral exam',
  },
  sections: [
    {
      id: 'why-phrases',
      title: { de: 'Warum Redemittel so wichtig sind', en: 'Why functional phrases matter' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Redemittel sind feste Wendungen für eine bestimmte Aufgabe: eine Meinung sagen, höflich bitten, einen Vorschlag machen. Wenn Sie diese Wendungen als Ganzes kennen, müssen Sie nicht jedes Wort neu zusammensetzen. So sparen Sie Zeit, machen weniger Fehler und klingen natürlicher.',
            en: 'Functional phrases ([[Redemittel]]) are fixed expressions for a specific job: giving an opinion, asking politely, making a suggestion. If you know them as whole units, you do not have to build every sentence word by word. You save time, make fewer mistakes and sound more natural.',
          },
        },
        {
          type: 'list',
          items: [
            {
              de: '**Schreiben:** ein Brief oder eine E-Mail mit vier Leitpunkten in 30 Minuten. Redemittel helfen Ihnen, jeden Leitpunkt klar zu beginnen und die Teile zu verbinden.',
              en: '**Writing:** one letter or e-mail with four guiding points ([[Leitpunkte]]) in 30 minutes. Phrases help you start each guiding point clearly and link the parts together.',
            },
            {
              de: '**Sprechen:** drei Teile, etwa 15 Minuten Gespräch, vorher 20 Minuten Vorbereitung für Teil 2 und 3. Hier reagieren Sie auf Ihre Partnerin oder Ihren Partner: zustimmen, widersprechen, nachfragen, vorschlagen.',
              en: '**Speaking:** three parts, about 15 minutes of conversation, with 20 minutes of preparation beforehand for parts 2 and 3. Here you react to your partner: agree, disagree, ask back, make suggestions.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'Was beim Brief bewertet wird', en: 'What counts in the letter' },
          text: {
            de: 'Gute Redemittel helfen Ihnen bei allen drei Punkten.',
            en: 'Good phrases help you with all three.',
          },
          items: [
            {
              de: 'Der Inhalt: Behandeln Sie alle vier Leitpunkte?',
              en: 'Content: do you cover all four guiding points?',
            },
            {
              de: 'Die kommunikative Gestaltung: Anrede, Gruß, passendes Register (Sie oder du) und Verbindungswörter.',
              en: 'Communicative design: greeting, closing, the right register (Sie or du) and connectors.',
            },
            {
              de: 'Die sprachliche Richtigkeit: möglichst wenige Fehler.',
              en: 'Formal accuracy: as few mistakes as possible.',
            },
          ],
        },
      ],
    },
    {
      id: 'opinion-discussion',
      title: { de: 'Meinung und Diskussion', en: 'Opinions and discussion' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Diese Redemittel brauchen Sie vor allem in Teil 2 und 3 der mündlichen Prüfung – aber auch im Brief, wenn Sie Ihre Meinung sagen sollen.',
            en: 'You need these phrases above all in parts 2 and 3 of the oral exam – but also in your letter when you are asked for your opinion.',
          },
        },
        table({
          caption: {
            de: 'Meinung sagen, reagieren, diskutieren',
            en: 'Giving opinions, reacting, discussing',
          },
          columns: [
            { key: 'function', header: { de: 'Funktion', en: 'Function' } },
            { key: 'german', header: { de: 'Redemittel', en: 'German phrase' }, lang: 'de' },
            {
              key: 'english',
              header: { de: 'Englische Übersetzung', en: 'English translation' },
              lang: 'en',
            },
            { key: 'tip', header: { de: 'Tipp', en: 'Tip' } },
          ],
          rows: [
            {
              function: { de: 'Meinung sagen', en: 'Giving an opinion ([[Meinung sagen]])' },
              german: 'Meiner Meinung nach …',
              english: 'In my opinion …',
              tip: {
                de: 'Danach kommt sofort das Verb: [[Meiner Meinung nach ist das zu teuer.]]',
                en: 'The verb comes straight after it: [[Meiner Meinung nach ist das zu teuer.]] (In my opinion that is too expensive.)',
              },
            },
            {
              function: { de: 'Meinung sagen', en: 'Giving an opinion ([[Meinung sagen]])' },
              german: 'Ich bin der Meinung, dass …',
              english: 'I am of the opinion that …',
              tip: {
                de: 'Nach [[dass]] steht das Verb am Ende: [[…, dass Sport wichtig ist.]]',
                en: 'After [[dass]] the verb goes to the end: [[…, dass Sport wichtig ist.]] (… that sport is important.)',
              },
            },
            {
              function: { de: 'Meinung sagen', en: 'Giving an opinion ([[Meinung sagen]])' },
              german: 'Ich finde es wichtig, dass …',
              english: 'I think it is important that …',
              tip: {
                de: 'Geht auch mit [[gut]], [[schlecht]] oder [[schwierig]].',
                en: 'Also works with [[gut]] (good), [[schlecht]] (bad) or [[schwierig]] (difficult).',
              },
            },
            {
              function: { de: 'Zustimmen', en: 'Agreeing ([[zustimmen]])' },
              german: 'Da hast du recht.',
              english: 'You are right about that.',
              tip: { de: 'Formell: [[Da haben Sie recht.]]', en: 'Formal: [[Da haben Sie recht.]]' },
            },
            {
              function: { de: 'Zustimmen', en: 'Agreeing ([[zustimmen]])' },
              german: 'Das sehe ich genauso.',
              english: 'I see it exactly the same way.',
              tip: {
                de: 'Stärker als nur [[Ja]]. Sagen Sie danach kurz, warum.',
                en: 'Stronger than a simple [[Ja]]. Then briefly say why.',
              },
            },
            {
              function: { de: 'Widersprechen', en: 'Disagreeing ([[widersprechen]])' },
              german: 'Da bin ich anderer Meinung.',
              english: 'I disagree with that.',
              tip: {
                de: 'Klar, aber nicht unhöflich. Nennen Sie immer einen Grund.',
                en: 'Clear but not rude. Always give a reason.',
              },
            },
            {
              function: { de: 'Widersprechen', en: 'Disagreeing ([[widersprechen]])' },
              german: 'Das sehe ich ein bisschen anders.',
              english: 'I see that a little differently.',
              tip: {
                de: 'Besonders höflich – gut im Gespräch mit der Partnerin oder dem Partner.',
                en: 'Especially polite – good in the conversation with your partner.',
              },
            },
            {
              function: { de: 'Widersprechen', en: 'Disagreeing ([[widersprechen]])' },
              german: 'Ich glaube nicht, dass das eine gute Idee ist.',
              english: "I don't think that's a good idea.",
              tip: {
                de: 'Passt gut zu Teil 3. Machen Sie danach einen eigenen Vorschlag.',
                en: 'Fits part 3 well. Follow it with a suggestion of your own.',
              },
            },
            {
              function: { de: 'Einräumen', en: 'Conceding ([[einräumen]])' },
              german: 'Das stimmt, aber …',
              english: "That's true, but …",
              tip: {
                de: 'Sie geben dem anderen teilweise recht und sagen dann Ihre Meinung.',
                en: 'You partly agree with the other person, then give your own opinion.',
              },
            },
            {
              function: { de: 'Einräumen', en: 'Conceding ([[einräumen]])' },
              german: 'Ich verstehe, was du meinst, aber …',
              english: 'I understand what you mean, but …',
              tip: {
                de: 'Zeigt, dass Sie zugehört haben. Formell: [[was Sie meinen]].',
                en: 'Shows that you listened. Formal: [[was Sie meinen]].',
              },
            },
            {
              function: {
                de: 'Unsicherheit ausdrücken',
                en: 'Expressing uncertainty ([[Unsicherheit ausdrücken]])',
              },
              german: 'Ich bin mir nicht sicher, ob …',
              english: "I'm not sure whether …",
              tip: {
                de: 'Nach [[ob]] steht das Verb am Ende: [[…, ob das stimmt.]]',
                en: 'After [[ob]] the verb goes to the end: [[…, ob das stimmt.]] (… whether that is true.)',
              },
            },
            {
              function: {
                de: 'Unsicherheit ausdrücken',
                en: 'Expressing uncertainty ([[Unsicherheit ausdrücken]])',
              },
              german: 'Ich weiß es nicht genau, aber ich glaube, …',
              english: "I don't know exactly, but I think …",
              tip: {
                de: 'Hilft, wenn Sie die Antwort nicht genau wissen: Sie sprechen trotzdem weiter.',
                en: 'Helps when you are not sure of the answer: you keep talking anyway.',
              },
            },
            {
              function: {
                de: 'Überraschung ausdrücken',
                en: 'Expressing surprise ([[Überraschung ausdrücken]])',
              },
              german: 'Wirklich? Das wusste ich nicht.',
              english: "Really? I didn't know that.",
              tip: {
                de: 'Gut in Teil 1, wenn Ihr Partner etwas über sich erzählt.',
                en: 'Good in part 1 when your partner tells you something about themselves.',
              },
            },
            {
              function: {
                de: 'Überraschung ausdrücken',
                en: 'Expressing surprise ([[Überraschung ausdrücken]])',
              },
              german: 'Das hätte ich nicht gedacht!',
              english: "I wouldn't have thought that!",
              tip: {
                de: 'Konjunktiv II – lernen Sie den Satz einfach als Ganzes.',
                en: 'Konjunktiv II – simply learn the sentence as a whole.',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'requests-suggestions',
      title: {
        de: 'Höflich fragen, bitten und vorschlagen',
        en: 'Asking politely, requesting and suggesting',
      },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Bitten brauchen Sie fast immer im Brief. Nachfragen und Vorschläge brauchen Sie vor allem in der mündlichen Prüfung.',
            en: 'You almost always need requests in your letter. Asking for clarification and making suggestions matter most in the oral exam.',
          },
        },
        table({
          caption: { de: 'Bitten, nachfragen, vorschlagen', en: 'Requests, clarification, suggestions' },
          columns: [
            { key: 'function', header: { de: 'Funktion', en: 'Function' } },
            { key: 'german', header: { de: 'Redemittel', en: 'German phrase' }, lang: 'de' },
            {
              key: 'english',
              header: { de: 'Englische Übersetzung', en: 'English translation' },
              lang: 'en',
            },
            { key: 'tip', header: { de: 'Tipp', en: 'Tip' } },
          ],
          rows: [
            {
              function: { de: 'Höflich bitten', en: 'Polite requests ([[höflich bitten]])' },
              german: 'Könnten Sie mir bitte … schicken?',
              english: 'Could you please send me …?',
              tip: {
                de: '[[Könnten]] ist höflicher als [[Können]]. Mit Freunden: [[Könntest du …?]]',
                en: '[[Könnten]] is more polite than [[Können]]. With friends: [[Könntest du …?]]',
              },
            },
            {
              function: { de: 'Höflich bitten', en: 'Polite requests ([[höflich bitten]])' },
              german: 'Ich würde gern wissen, ob …',
              english: 'I would like to know whether …',
              tip: {
                de: 'Indirekte Frage, Verb am Ende: [[…, ob es noch freie Plätze gibt.]]',
                en: 'Indirect question, verb at the end: [[…, ob es noch freie Plätze gibt.]] (… whether there are still places available.)',
              },
            },
            {
              function: { de: 'Höflich bitten', en: 'Polite requests ([[höflich bitten]])' },
              german: 'Ich wäre Ihnen sehr dankbar, wenn Sie … könnten.',
              english: 'I would be very grateful if you could …',
              tip: {
                de: 'Gut für halbformelle Briefe: [[…, wenn Sie mir Informationen schicken könnten.]]',
                en: 'Good for semi-formal letters: [[…, wenn Sie mir Informationen schicken könnten.]] (… if you could send me information.)',
              },
            },
            {
              function: { de: 'Nachfragen', en: 'Asking for clarification ([[nachfragen]])' },
              german: 'Entschuldigung, können Sie das bitte wiederholen?',
              english: 'Sorry, could you repeat that, please?',
              tip: {
                de: 'Mit den Prüfenden immer per Sie. Nachfragen ist besser als Schweigen.',
                en: 'Always use Sie with the examiners. Asking is better than staying silent.',
              },
            },
            {
              function: { de: 'Nachfragen', en: 'Asking for clarification ([[nachfragen]])' },
              german: 'Was meinst du damit?',
              english: 'What do you mean by that?',
              tip: {
                de: 'Zur Partnerin oder zum Partner. Formell: [[Wie meinen Sie das?]]',
                en: 'To your partner. Formal: [[Wie meinen Sie das?]]',
              },
            },
            {
              function: { de: 'Nachfragen', en: 'Asking for clarification ([[nachfragen]])' },
              german: 'Habe ich das richtig verstanden, dass …?',
              english: 'Have I understood correctly that …?',
              tip: {
                de: 'Verb am Ende: [[…, dass du am Samstag keine Zeit hast?]]',
                en: "Verb at the end: [[…, dass du am Samstag keine Zeit hast?]] (… that you don't have time on Saturday?)",
              },
            },
            {
              function: { de: 'Vorschläge machen', en: 'Making suggestions ([[Vorschläge machen]])' },
              german: 'Wie wäre es mit …?',
              english: 'How about …?',
              tip: {
                de: 'Mit Dativ: [[Wie wäre es mit einem Picknick?]] Oder mit Nebensatz: [[Wie wäre es, wenn wir …?]]',
                en: 'With the dative: [[Wie wäre es mit einem Picknick?]] (How about a picnic?) Or with a [[wenn]] clause: [[Wie wäre es, wenn wir …?]]',
              },
            },
            {
              function: { de: 'Vorschläge machen', en: 'Making suggestions ([[Vorschläge machen]])' },
              german: 'Ich schlage vor, dass wir …',
              english: 'I suggest that we …',
              tip: {
                de: 'Verb am Ende: [[…, dass wir mit dem Bus fahren.]]',
                en: 'Verb at the end: [[…, dass wir mit dem Bus fahren.]] (… that we go by bus.)',
              },
            },
            {
              function: { de: 'Vorschläge machen', en: 'Making suggestions ([[Vorschläge machen]])' },
              german: 'Wir könnten doch …',
              english: "Why don't we …",
              tip: {
                de: 'Das kleine [[doch]] macht den Vorschlag freundlich: [[Wir könnten doch einen Kuchen backen.]]',
                en: "The little word [[doch]] makes the suggestion friendly: [[Wir könnten doch einen Kuchen backen.]] (Why don't we bake a cake?)",
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'connecting-ideas',
      title: { de: 'Beispiele geben und Ideen verbinden', en: 'Giving examples and connecting ideas' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Mit Beispielen wird Ihre Meinung konkret. Mit Verbindungswörtern wird aus einzelnen Sätzen ein Text – im Brief und beim Sprechen.',
            en: 'Examples make your opinion concrete. Connectors turn single sentences into a text – in your letter and when you speak.',
          },
        },
        table({
          caption: {
            de: 'Beispiele geben und Texte verbinden',
            en: 'Giving examples and connecting your text',
          },
          columns: [
            { key: 'function', header: { de: 'Funktion', en: 'Function' } },
            { key: 'german', header: { de: 'Redemittel', en: 'German phrase' }, lang: 'de' },
            {
              key: 'english',
              header: { de: 'Englische Übersetzung', en: 'English translation' },
              lang: 'en',
            },
            { key: 'tip', header: { de: 'Tipp', en: 'Tip' } },
          ],
          rows: [
            {
              function: { de: 'Beispiele geben', en: 'Giving examples ([[Beispiele geben]])' },
              german: 'Zum Beispiel …',
              english: 'For example …',
              tip: {
                de: 'Am Satzanfang kommt danach sofort das Verb: [[Zum Beispiel fahre ich jeden Tag mit dem Rad.]]',
                en: 'At the start of a sentence, the verb comes straight after it: [[Zum Beispiel fahre ich jeden Tag mit dem Rad.]] (For example, I cycle every day.)',
              },
            },
            {
              function: { de: 'Beispiele geben', en: 'Giving examples ([[Beispiele geben]])' },
              german: 'In meinem Heimatland ist das so: …',
              english: "In my home country it's like this: …",
              tip: {
                de: 'Gut für Teil 2: Ein Beispiel aus Ihrem Land macht Ihre Meinung konkret.',
                en: 'Good for part 2: an example from your country makes your opinion concrete.',
              },
            },
            {
              function: { de: 'Beispiele geben', en: 'Giving examples ([[Beispiele geben]])' },
              german: 'Ich kenne das aus eigener Erfahrung.',
              english: 'I know that from my own experience.',
              tip: {
                de: 'Erzählen Sie danach eine kurze Geschichte in zwei oder drei Sätzen.',
                en: 'Then tell a short story in two or three sentences.',
              },
            },
            {
              function: { de: 'Ideen verbinden', en: 'Connecting ideas ([[Ideen verbinden]])' },
              german: 'Zuerst … Außerdem … Zum Schluss …',
              english: 'First … Also … Finally …',
              tip: {
                de: 'Ordnet Ihre Leitpunkte. Verb direkt danach: [[Außerdem möchte ich fragen, …]]',
                en: 'Puts your guiding points in order. Verb straight after: [[Außerdem möchte ich fragen, …]] (I would also like to ask …)',
              },
            },
            {
              function: { de: 'Ideen verbinden', en: 'Connecting ideas ([[Ideen verbinden]])' },
              german: 'Deshalb …',
              english: "That's why … / Therefore …",
              tip: {
                de: 'Verb direkt danach: [[Deshalb schreibe ich Ihnen.]]',
                en: "Verb straight after: [[Deshalb schreibe ich Ihnen.]] (That's why I'm writing to you.)",
              },
            },
            {
              function: { de: 'Ideen verbinden', en: 'Connecting ideas ([[Ideen verbinden]])' },
              german: '…, weil … / …, obwohl …',
              english: '…, because … / …, although …',
              tip: {
                de: 'Komma davor, Verb am Ende: [[…, weil ich krank bin.]]',
                en: 'Comma before, verb at the end: [[…, weil ich krank bin.]] (… because I am ill.)',
              },
            },
          ],
        }),
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Drei Regeln für die Wortstellung', en: 'Three word-order rules' },
          items: [
            {
              de: '**Verb direkt danach (Position 2):** [[meiner Meinung nach]], [[zum Beispiel]], [[zuerst]], [[außerdem]], [[deshalb]].',
              en: '**Verb straight after (position 2):** [[meiner Meinung nach]], [[zum Beispiel]], [[zuerst]], [[außerdem]], [[deshalb]].',
            },
            {
              de: '**Verb am Ende:** [[dass]], [[ob]], [[weil]], [[obwohl]], [[wenn]].',
              en: '**Verb at the end:** [[dass]], [[ob]], [[weil]], [[obwohl]], [[wenn]].',
            },
            {
              de: '**Keine Änderung:** [[und]], [[aber]], [[oder]], [[denn]] – danach normale Wortstellung.',
              en: '**No change:** [[und]], [[aber]], [[oder]], [[denn]] – normal word order after them.',
            },
          ],
        },
      ],
    },
    {
      id: 'exam-sections',
      title: { de: 'Welche Redemittel in welchem Prüfungsteil?', en: 'Which phrases for which exam part?' },
      blocks: [
        table({
          caption: { de: 'Redemittel nach Prüfungsteil', en: 'Phrases by exam part' },
          columns: [
            { key: 'part', header: { de: 'Prüfungsteil', en: 'Exam part' } },
            {
              key: 'functions',
              header: { de: 'Diese Funktionen brauchen Sie am meisten', en: 'Functions you need most' },
            },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' }, lang: 'de' },
            {
              key: 'translation',
              header: { de: 'Englische Übersetzung', en: 'English translation' },
              lang: 'en',
            },
          ],
          rows: [
            {
              part: {
                de: 'Schreiben: ein Brief oder eine E-Mail mit vier Leitpunkten (30 Minuten)',
                en: 'Writing: one letter or e-mail with four guiding points (30 minutes)',
              },
              functions: {
                de: 'Höflich bitten, Ideen verbinden, Meinung sagen, Vorschläge machen',
                en: 'Polite requests, connecting ideas, giving an opinion, making suggestions',
              },
              example: 'Außerdem würde ich gern wissen, ob es noch freie Plätze gibt.',
              translation: 'I would also like to know whether there are still places available.',
            },
            {
              part: {
                de: 'Sprechen Teil 1: Kontaktaufnahme (etwa 3–4 Minuten)',
                en: 'Speaking part 1: making contact ([[Kontaktaufnahme]], about 3–4 minutes)',
              },
              functions: {
                de: 'Fragen stellen, nachfragen, Überraschung ausdrücken, zustimmen',
                en: 'Asking questions, asking for clarification, expressing surprise, agreeing',
              },
              example: 'Wirklich? Das wusste ich nicht. Wie lange wohnst du schon hier?',
              translation: "Really? I didn't know that. How long have you lived here?",
            },
            {
              part: {
                de: 'Sprechen Teil 2: Gespräch über ein Thema (etwa 5–6 Minuten; Ihre eigene Präsentation etwa 2 Minuten)',
                en: 'Speaking part 2: talking about a topic ([[Gespräch über ein Thema]], about 5–6 minutes; your own presentation about 2 minutes)',
              },
              functions: {
                de: 'Meinung sagen, Beispiele geben, zustimmen, widersprechen, einräumen',
                en: 'Giving an opinion, giving examples, agreeing, disagreeing, conceding',
              },
              example:
                'Meiner Meinung nach ist das ein wichtiges Thema. In meinem Heimatland ist das zum Beispiel ganz anders.',
              translation:
                'In my opinion, this is an important topic. In my home country, for example, it is quite different.',
            },
            {
              part: {
                de: 'Sprechen Teil 3: Gemeinsam etwas planen (etwa 5–6 Minuten)',
                en: 'Speaking part 3: planning something together ([[Gemeinsam etwas planen]], about 5–6 minutes)',
              },
              functions: {
                de: 'Vorschläge machen, zustimmen, höflich widersprechen, Unsicherheit ausdrücken, einräumen',
                en: 'Making suggestions, agreeing, disagreeing politely, expressing uncertainty, conceding',
              },
              example: 'Das stimmt, aber wie wäre es, wenn wir lieber am Sonntag fahren?',
              translation: "That's true, but how about going on Sunday instead?",
            },
          ],
        }),
        {
          type: 'dialogue',
          title: {
            de: 'Teil 3: So klingen Redemittel im Gespräch',
            en: 'Part 3: what the phrases sound like in a conversation',
          },
          lines: [
            {
              speaker: { same: 'Lena' },
              german: 'Wie wäre es, wenn wir für unsere Kursleiterin eine kleine Abschiedsfeier machen?',
              translation: 'How about having a small farewell party for our course teacher?',
              note: { de: 'Vorschlag', en: 'Suggestion' },
            },
            {
              speaker: { same: 'Tarek' },
              german: 'Gute Idee! Ich schlage vor, dass wir am Freitag nach dem Unterricht feiern.',
              translation: 'Good idea! I suggest that we celebrate on Friday after class.',
              note: { de: 'Zustimmen und eigener Vorschlag', en: 'Agreeing plus a suggestion of his own' },
            },
            {
              speaker: { same: 'Lena' },
              german: 'Hm, da bin ich mir nicht sicher. Am Freitag müssen viele früh nach Hause.',
              translation: "Hmm, I'm not sure about that. On Friday a lot of people have to go home early.",
              note: { de: 'Unsicherheit, höflich widersprechen', en: 'Uncertainty, polite disagreement' },
            },
            {
              speaker: { same: 'Tarek' },
              german:
                'Das stimmt, aber am Donnerstag haben wir nur bis zwölf Unterricht. Wir könnten doch am Donnerstag feiern.',
              translation:
                "That's true, but on Thursday we only have class until twelve. Why don't we celebrate on Thursday?",
              note: { de: 'Einräumen und neuer Vorschlag', en: 'Conceding and a new suggestion' },
            },
            {
              speaker: { same: 'Lena' },
              german: 'Das finde ich gut. Was meinst du: Sollen wir selbst kochen oder Pizza bestellen?',
              translation: 'I like that. What do you think: should we cook ourselves or order pizza?',
              note: { de: 'Zustimmen, den Partner fragen', en: 'Agreeing, asking the partner' },
            },
            {
              speaker: { same: 'Tarek' },
              german: 'Ich finde, jeder könnte etwas mitbringen. Das ist billiger und macht mehr Spaß.',
              translation: "I think everyone could bring something. That's cheaper and more fun.",
              note: { de: 'Meinung mit Grund', en: 'Opinion with a reason' },
            },
            {
              speaker: { same: 'Lena' },
              german: 'Da hast du recht. Gut, dann machen wir es so: Donnerstag, und jeder bringt etwas mit.',
              translation:
                "You're right. Good, then let's do it that way: Thursday, and everyone brings something.",
              note: { de: 'Zustimmen und Ergebnis zusammenfassen', en: 'Agreeing and summing up the result' },
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Die Vorbereitungszeit nutzen', en: 'Use your preparation time' },
          text: {
            de: 'Vor dem Gespräch haben Sie 20 Minuten Vorbereitung für Teil 2 und 3. Überlegen Sie sich dabei auch zwei oder drei Redemittel, die Sie benutzen möchten – zum Beispiel für Ihre Meinung und für einen Vorschlag.',
            en: 'Before the conversation you have 20 minutes to prepare for parts 2 and 3. Use some of it to choose two or three phrases you want to use – for example one for your opinion and one for a suggestion.',
          },
        },
      ],
    },
    {
      id: 'survival-phrases',
      title: { de: 'Die 10 wichtigsten Notfall-Redemittel', en: 'The 10 most important survival phrases' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Wenn Sie nur wenig Zeit haben, lernen Sie diese zehn Sätze auswendig. Sie helfen Ihnen in fast jeder Situation weiter.',
            en: 'If you are short of time, learn these ten sentences by heart. They will get you through almost any situation.',
          },
        },
        {
          type: 'phrases',
          title: { de: 'Notfall-Redemittel', en: 'Survival phrases' },
          items: [
            {
              german: 'Entschuldigung, können Sie das bitte wiederholen?',
              translation: 'Sorry, could you repeat that, please?',
              tip: {
                de: 'Wenn Sie die Prüfenden nicht verstanden haben.',
                en: 'When you did not understand the examiners.',
              },
            },
            {
              german: 'Können Sie bitte etwas langsamer sprechen?',
              translation: 'Could you speak a little more slowly, please?',
              tip: {
                de: 'Höflich und ganz normal – auch im Alltag.',
                en: 'Polite and perfectly normal – in everyday life too.',
              },
            },
            {
              german: 'Einen Moment, ich muss kurz überlegen.',
              translation: 'One moment, I need to think for a second.',
              tip: { de: 'Besser als eine lange Stille.', en: 'Better than a long silence.' },
            },
            {
              german: 'Ich weiß das Wort nicht, aber es ist so etwas wie …',
              translation: "I don't know the word, but it's something like …",
              tip: {
                de: 'Erklären Sie das Wort dann mit einfachen Wörtern.',
                en: 'Then explain the word with simple words.',
              },
            },
            {
              german: 'Meiner Meinung nach …',
              translation: 'In my opinion …',
              tip: { de: 'Danach kommt sofort das Verb.', en: 'The verb comes straight after it.' },
            },
            {
              german: 'Das sehe ich auch so.',
              translation: 'I see it that way too.',
              tip: { de: 'Schnelle Zustimmung im Gespräch.', en: 'Quick agreement in a conversation.' },
            },
            {
              german: 'Das sehe ich anders, weil …',
              translation: 'I see that differently because …',
              tip: { de: 'Widerspruch immer mit Grund.', en: 'Always disagree with a reason.' },
            },
            {
              german: 'Was meinst du dazu?',
              translation: 'What do you think about it?',
              tip: {
                de: 'Bezieht Ihre Partnerin oder Ihren Partner ein – wichtig in Teil 2 und 3.',
                en: 'Brings your partner in – important in parts 2 and 3.',
              },
            },
            {
              german: 'Wie wäre es, wenn wir …?',
              translation: 'How about if we …?',
              tip: {
                de: 'Der Klassiker für Vorschläge in Teil 3.',
                en: 'The classic for suggestions in part 3.',
              },
            },
            {
              german: 'Gut, dann machen wir es so.',
              translation: "Good, then let's do it that way.",
              tip: {
                de: 'Beendet die Planung in Teil 3 mit einer Einigung.',
                en: 'Ends the planning in part 3 with an agreement.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'practice-ideas',
      title: { de: 'So üben Sie Redemittel', en: 'How to practise the phrases' },
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: { de: 'Redemittel-Karten', en: 'Phrase cards' },
              text: {
                de: 'Schreiben Sie auf die Vorderseite einer Karte die Funktion, zum Beispiel „einen Vorschlag machen“. Auf die Rückseite kommen zwei passende Redemittel mit einem Beispielsatz. Üben Sie jeden Tag fünf bis zehn Karten – laut, nicht nur mit den Augen.',
                en: 'On the front of a card write the function, for example “making a suggestion”. On the back write two matching German phrases with an example sentence. Practise five to ten cards every day – out loud, not just with your eyes.',
              },
            },
            {
              title: { same: 'Shadowing' },
              text: {
                de: 'Hören Sie einen kurzen deutschen Dialog, zum Beispiel aus Ihrem Lehrbuch oder einem Podcast. Sprechen Sie jeden Satz direkt nach, mit derselben Melodie und demselben Tempo. So sprechen Sie die Redemittel bald automatisch.',
                en: 'Listen to a short German dialogue, for example from your textbook or a podcast. Repeat each sentence straight away, with the same melody and the same speed. Soon the phrases will come automatically.',
              },
            },
            {
              title: { de: 'Jeden Tag eine Mini-Mail', en: 'A mini e-mail every day' },
              text: {
                de: 'Schreiben Sie jeden Tag eine kurze E-Mail mit fünf oder sechs Sätzen an eine erfundene Person. Benutzen Sie dabei drei Redemittel aus den Tabellen oben – jeden Tag andere.',
                en: 'Every day, write a short e-mail of five or six sentences to an imaginary person. Use three phrases from the tables above – different ones each day.',
              },
            },
            {
              title: { de: 'Sich selbst aufnehmen', en: 'Record yourself' },
              text: {
                de: 'Nehmen Sie sich mit dem Handy auf: Sprechen Sie zwei Minuten über ein Thema, zum Beispiel „Handys in der Schule“. Hören Sie dann zu: Wie viele Redemittel haben Sie benutzt? Welches wiederholen Sie zu oft?',
                en: 'Record yourself on your phone: talk for two minutes about a topic, for example “mobile phones at school”. Then listen: how many phrases did you use? Which one do you repeat too often?',
              },
            },
            {
              title: { de: 'Zu zweit planen', en: 'Plan in pairs' },
              text: {
                de: 'Planen Sie mit einer Lernpartnerin oder einem Lernpartner etwas, wie in Teil 3: eine Party, einen Ausflug. Jeder macht mindestens zwei Vorschläge und widerspricht einmal höflich.',
                en: 'Plan something with a study partner, as in part 3: a party, a trip. Each of you makes at least two suggestions and disagrees politely once.',
              },
            },
          ],
        },
        {
          type: 'example',
          title: {
            de: 'Beispiel: eine Mini-Mail mit drei Redemitteln',
            en: 'Example: a mini e-mail with three phrases',
          },
          text: [
            { german: 'Sehr geehrte Damen und Herren,', translation: 'Dear Sir or Madam,' },
            {
              german:
                'ich habe Ihre Anzeige für den Deutschkurs B1 gelesen und interessiere mich sehr dafür. Leider kann ich vormittags nicht kommen, weil ich bis 14 Uhr arbeite. Könnten Sie mir bitte sagen, ob es auch einen Kurs am Abend gibt? Außerdem würde ich gern wissen, wie viel der Kurs kostet.',
              translation:
                "I read your advertisement for the B1 German course and I'm very interested in it. Unfortunately, I can't come in the mornings because I work until 2 p.m. Could you please tell me whether there is also an evening course? I would also like to know how much the course costs.",
            },
            { german: 'Mit freundlichen Grüßen', translation: 'Yours faithfully,' },
            { german: 'Ana Petrović', translation: 'Ana Petrović' },
          ],
          steps: [
            {
              prompt: { de: 'Wo nennt Ana einen Grund?', en: 'Where does Ana give a reason?' },
              answer: { same: '[[…, weil ich bis 14 Uhr arbeite.]]' },
              reasoning: {
                de: 'Das Verbindungswort [[weil]] verbindet zwei Ideen: Komma davor, Verb am Ende.',
                en: 'The connector [[weil]] links two ideas: comma before, verb at the end.',
              },
            },
            {
              prompt: { de: 'Welche höfliche Bitte benutzt Ana?', en: 'Which polite request does Ana use?' },
              answer: { same: '[[Könnten Sie mir bitte sagen, ob es auch einen Kurs am Abend gibt?]]' },
              reasoning: {
                de: '[[Könnten]] ist höflich, nach [[ob]] steht das Verb am Ende. An eine Freundin würde Ana schreiben: [[Könntest du mir bitte sagen, …?]]',
                en: '[[Könnten]] is polite, and after [[ob]] the verb goes to the end. To a friend Ana would write: [[Könntest du mir bitte sagen, …?]]',
              },
            },
            {
              prompt: {
                de: 'Wie verbindet Ana ihre zweite Frage mit der ersten?',
                en: 'How does Ana link her second question to the first?',
              },
              answer: { same: '[[Außerdem würde ich gern wissen, wie viel der Kurs kostet.]]' },
              reasoning: {
                de: '[[Außerdem]] verbindet die Ideen (Verb direkt danach), [[Ich würde gern wissen]] ist eine höfliche Bitte. Der ganze Brief bleibt in der Sie-Form.',
                en: '[[Außerdem]] links the ideas (verb straight after), and [[Ich würde gern wissen]] is a polite request. The whole letter stays in the Sie-form.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'final-tips',
      title: { de: 'Tipps zum Schluss', en: 'Final tips' },
      blocks: [
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Unsere wichtigsten Tipps', en: 'Our most important tips' },
          items: [
            {
              de: '**3–4 Redemittel pro Brief:** Benutzen Sie in jedem Brief und jeder E-Mail drei oder vier Redemittel, zum Beispiel eine Bitte, einen Vorschlag und zwei Verbindungswörter. Das ist unsere Empfehlung, keine offizielle Regel.',
              en: '**3–4 phrases per letter:** Use three or four functional phrases in every letter or e-mail, for example a request, a suggestion and two connectors. This is our advice, not an official rule.',
            },
            {
              de: '**Variieren Sie:** Sagen Sie nicht fünfmal [[Ich finde …]]. Wechseln Sie ab: [[Meiner Meinung nach …]], [[Ich bin der Meinung, dass …]], [[Ich glaube, …]].',
              en: '**Vary your phrases:** Do not say [[Ich finde …]] five times. Mix it up: [[Meiner Meinung nach …]], [[Ich bin der Meinung, dass …]], [[Ich glaube, …]].',
            },
            {
              de: '**Lernen Sie ganze Wendungen:** Lernen Sie [[Ich schlage vor, dass wir …]] als Block, mit der Wortstellung. Dann steht das Verb fast automatisch an der richtigen Stelle.',
              en: '**Learn whole chunks:** Learn [[Ich schlage vor, dass wir …]] as one block, including its word order. Then the verb lands in the right place almost automatically.',
            },
            {
              de: '**Achten Sie auf das Register:** In formellen Briefen schreiben Sie in der Sie-Form ([[Sehr geehrte Damen und Herren]], [[Mit freundlichen Grüßen]]). Mit Freunden benutzen Sie du ([[Liebe Anna]], [[Viele Grüße]]).',
              en: '**Mind the register:** In formal letters use the Sie-form ([[Sehr geehrte Damen und Herren]], [[Mit freundlichen Grüßen]]). With friends use du ([[Liebe Anna]], [[Viele Grüße]]).',
            },
            {
              de: '**Im Gespräch:** Die Partner duzen sich oft. Mit den Prüfenden sprechen Sie per Sie.',
              en: '**In the conversation:** Partners often say du to each other. Speak to the examiners with Sie.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Inhalt zuerst', en: 'Content comes first' },
          text: {
            de: 'Redemittel sind Werkzeuge, kein Ziel. Im Brief zählt zuerst, dass Sie alle vier Leitpunkte behandeln. Ein einfaches Redemittel ohne Fehler ist besser als ein schwieriges mit Fehlern.',
            en: 'Phrases are tools, not the goal. In the letter, what counts first is that you cover all four guiding points. A simple phrase without mistakes is better than a difficult one with mistakes.',
          },
        },
      ],
    },
  ],
  closing: {
    de: 'Redemittel sind Ihr Werkzeugkasten: Mit jedem Satz, den Sie üben, wird Ihr Deutsch sicherer und natürlicher. Fangen Sie heute mit drei Redemitteln an.',
    en: 'Functional phrases are your toolbox: every sentence you practise makes your German more confident and natural. Start today with three phrases.',
  },
  seoMeta: {
    title: {
      de: 'Redemittel für die B1-Prüfung: Meinung, Bitte, Vorschlag',
      en: 'German B1 Functional Phrases: Opinions, Requests, Suggestions',
    },
    description: {
      de: 'Die wichtigsten Redemittel für telc Deutsch B1: Meinung sagen, zustimmen, höflich bitten, vorschlagen – mit Übersetzung, Tipps und Übungsideen.',
      en: 'Key German phrases for the telc Deutsch B1 exam: giving opinions, agreeing, asking politely, suggesting – with translations, tips and practice ideas.',
    },
  },
} satisfies Sheet;
