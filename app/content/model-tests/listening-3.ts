import type { ModelTestListening } from './schema';

/**
 * Model test 3, listening: Stress im Alltag, drei Freunde planen einen Wochenendausflug, Durchsagen und
 * Nachrichten (Regionalzug, Bibliothek, Flohmarkt-Tipp im Radio, Museum, Lieferung). Our own scripts, written to be heard.
 */
export const listening3 = {
  listening1: {
    context: 'Sie hören eine Umfrage im Radio: Fünf Personen erzählen, was sie gegen Stress machen.',
    topics: ['coping with stress'],
    people: [
      { name: 'Ewa', role: 'baker' },
      { name: 'Herr Krüger', role: 'office worker who gardens' },
      { name: 'Sophie', role: 'university student' },
      { name: 'Herr Demir', role: 'shopkeeper' },
      { name: 'Frau Ritter', role: 'working mother of three' },
    ],
    items: [
      {
        n: 41,
        recording: {
          label: 'Text 1: Ewa',
          speakers: { ewa: { name: 'Ewa', voice: 'high' } },
          lines: [
            {
              who: 'ewa',
              text: 'Ich bin Bäckerin und fange jeden Morgen um drei an, da gehört Stress einfach dazu. Viele Kolleginnen gehen nach der Arbeit ins Fitnessstudio oder machen Yoga. Ich nicht, dafür bin ich viel zu müde. Was mir wirklich hilft: Ich rufe meine Schwester an und erzähle ihr von meinem Tag. Sie hört einfach zu. Danach geht’s mir sofort besser, auch wenn wir nur zehn Minuten telefonieren.',
            },
          ],
        },
        statement: 'Ewa erzählt nach der Arbeit einer Kollegin von ihrem Tag.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Ewa sagt: „Ich rufe meine Schwester an und erzähle ihr von meinem Tag.“ Sie spricht also mit ihrer Schwester, nicht mit einer Kollegin.',
            en: 'Ewa says [[Ich rufe meine Schwester an und erzähle ihr von meinem Tag.]] (I call my sister and tell her about my day). So she talks to her sister, not to a colleague.',
          },
          '+': {
            trap: 'wrong-detail',
            de: '„Kolleginnen“ hören Sie wirklich, aber die gehen nach der Arbeit ins Fitnessstudio. Von ihrem Tag erzählt Ewa ihrer Schwester. Falsche Person.',
            en: 'You really do hear [[Kolleginnen]] (colleagues), but they go to the gym after work. Ewa tells her sister about her day. Wrong person.',
          },
        },
        evidence: [
          'Viele Kolleginnen gehen nach der Arbeit ins Fitnessstudio oder machen Yoga.',
          'Ich rufe meine Schwester an und erzähle ihr von meinem Tag.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 42,
        recording: {
          label: 'Text 2: Herr Krüger',
          speakers: { krueger: { name: 'Herr Krüger', voice: 'low' } },
          lines: [
            {
              who: 'krueger',
              text: 'Stress hab ich vor allem im Büro, da klingelt den ganzen Tag das Telefon. Meine Frau sagt immer, ich soll mehr Sport machen. Na ja, ich hab mich dann im Fitnessstudio angemeldet, aber ich war genau zweimal da. Das ist einfach nichts für mich. Was bei mir wirklich funktioniert, ist unser Garten. Am Wochenende bin ich stundenlang draußen, pflanze Gemüse und schneide die Hecke. Da denke ich an gar nichts mehr.',
            },
          ],
        },
        statement: 'Herr Krüger trainiert regelmäßig im Fitnessstudio, um Stress abzubauen.',
        key: '-',
        why: {
          '+': {
            trap: 'same-word',
            de: 'Das Wort „Fitnessstudio“ hören Sie wirklich. Aber Herr Krüger war dort nur „genau zweimal“ und sagt: „Das ist einfach nichts für mich.“ Das ist kein regelmäßiges Training.',
            en: 'You really do hear [[Fitnessstudio]] (gym). But Mr Krüger went there [[genau zweimal]] (exactly twice) and says [[Das ist einfach nichts für mich]] (it just is not for me). That is not regular training.',
          },
          '-': {
            trap: 'key',
            de: 'Im Fitnessstudio war Herr Krüger nur zweimal. Gegen Stress hilft ihm etwas anderes: „Was bei mir wirklich funktioniert, ist unser Garten.“',
            en: 'Mr Krüger went to the gym only twice. Something else helps him against stress: [[Was bei mir wirklich funktioniert, ist unser Garten]] (what really works for me is our garden).',
          },
        },
        evidence: ['aber ich war genau zweimal da. Das ist einfach nichts für mich.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 43,
        recording: {
          label: 'Text 3: Sophie',
          speakers: { sophie: { name: 'Sophie', voice: 'high' } },
          lines: [
            {
              who: 'sophie',
              text: 'Bei mir ist der Stress vor den Prüfungen am schlimmsten. Dann schlafe ich schlecht und esse viel zu viel Schokolade. Letztes Jahr hat mir eine Freundin eine App zum Meditieren gezeigt: jeden Morgen zehn Minuten ruhig sitzen und atmen. Am Anfang fand ich das ziemlich komisch. Aber inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind. Ich bin dadurch viel ruhiger geworden.',
            },
          ],
        },
        statement: 'Sophie meditiert heute auch in Wochen, in denen sie nicht lernen muss.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Sophie sagt: „inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind.“ In den Ferien ohne Prüfungen muss sie nicht lernen, und sie meditiert trotzdem.',
            en: 'Sophie says [[inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind]] (by now I do it every day, also in the university holidays, when there are no exams at all). In the holidays without exams she does not have to study, and she still meditates.',
          },
          '-': {
            trap: 'other-words',
            de: 'Der Stress kommt bei Sophie „vor den Prüfungen“, aber das Meditieren nicht nur dann. „Semesterferien, wenn gar keine Prüfungen sind“ sagt mit anderen Wörtern: Wochen ohne Lernen.',
            en: 'Sophie’s stress comes [[vor den Prüfungen]] (before exams), but her meditating is not only then. [[Semesterferien, wenn gar keine Prüfungen sind]] (university holidays with no exams at all) says in other words: weeks without studying.',
          },
        },
        evidence: [
          'inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 44,
        recording: {
          label: 'Text 4: Herr Demir',
          speakers: { demir: { name: 'Herr Demir', voice: 'low' } },
          lines: [
            {
              who: 'demir',
              text: 'Ich hab einen kleinen Laden, da stehe ich zwölf Stunden am Tag. Früher hab ich abends zum Entspannen Computerspiele gespielt. Aber ehrlich gesagt war ich danach noch nervöser und konnte schlecht schlafen. Damit hab ich aufgehört. Jetzt gehe ich nach Ladenschluss mit unserem Hund raus, eine halbe Stunde, bei jedem Wetter und ohne Handy. Das tut mir richtig gut.',
            },
          ],
        },
        statement: 'Herr Demir spielt abends am Computer, um ruhiger zu werden.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Computerspiele hat Herr Demir nur „früher“ gespielt: falsche Zeit. Dann sagt er: „Damit hab ich aufgehört.“ Heute geht er abends mit dem Hund raus.',
            en: 'Mr Demir played computer games only [[früher]] (in the past): the wrong time. Then he says [[Damit hab ich aufgehört]] (I stopped doing that). Now he walks the dog in the evening.',
          },
          '-': {
            trap: 'key',
            de: 'Nach den Spielen war er „noch nervöser“, deshalb hat er aufgehört. Jetzt geht er abends mit dem Hund raus, „ohne Handy“.',
            en: 'After playing he was [[noch nervöser]] (even more nervous), so he stopped. Now he takes the dog out in the evening, [[ohne Handy]] (without his phone).',
          },
        },
        evidence: [
          'Früher hab ich abends zum Entspannen Computerspiele gespielt.',
          'Damit hab ich aufgehört.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 45,
        recording: {
          label: 'Text 5: Frau Ritter',
          speakers: { ritter: { name: 'Frau Ritter', voice: 'high' } },
          lines: [
            {
              who: 'ritter',
              text: 'Viele sagen: Gegen Stress hilft nur, weniger zu machen. Schön wär’s! Ich hab drei Kinder und arbeite Vollzeit, das geht bei mir nicht. Was mir hilft, ist ein guter Plan. Jeden Sonntagabend setze ich mich hin und schreibe alles auf, was in der Woche kommt: Arzttermine, Elternabend, Fußballtraining. Die Liste hängt dann am Kühlschrank. Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter.',
            },
          ],
        },
        statement: 'Frau Ritter hilft es gegen Stress, ihre Woche im Voraus zu organisieren.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Ritter schreibt „jeden Sonntagabend“ auf, was in der Woche kommt. Dann sagt sie: „Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter.“ Sie plant also die Woche vorher, und das hilft ihr.',
            en: 'Every Sunday evening ([[jeden Sonntagabend]]) Mrs Ritter writes down what the week will bring. Then she says [[Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter]] (since then I hardly forget anything, and I am much more relaxed). So she plans her week ahead, and it helps her.',
          },
          '-': {
            trap: 'negation',
            de: 'Vorsicht bei „das geht bei mir nicht“: Das sagt Frau Ritter über die Idee, weniger zu machen, nicht über ihren Plan. Der Plan hilft ihr.',
            en: 'Careful with [[das geht bei mir nicht]] (that does not work for me): Mrs Ritter says it about the idea of doing less, not about her plan. The plan does help her.',
          },
        },
        evidence: [
          'Jeden Sonntagabend setze ich mich hin und schreibe alles auf, was in der Woche kommt',
          'Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
    ],
  },

  listening2: {
    context: 'Sie hören ein Gespräch: Die Freunde Lara, Felix und Deniz planen einen Ausflug am Wochenende.',
    topics: ['planning a weekend trip'],
    people: [
      { name: 'Lara', role: 'friend planning a trip' },
      { name: 'Felix', role: 'friend planning a trip' },
      { name: 'Deniz', role: 'friend planning a trip' },
    ],
    recording: {
      label: 'Gespräch: ein Wochenende am Wasser',
      speakers: {
        lara: { name: 'Lara', voice: 'high' },
        felix: { name: 'Felix', voice: 'low' },
        deniz: { name: 'Deniz', voice: 'low' },
      },
      lines: [
        {
          who: 'lara',
          text: 'So, der Tee ist fertig. Jetzt können wir endlich unser Wochenende planen. Also: nächsten Freitag an die Ostsee, zwei Nächte. Seid ihr noch dabei?',
        },
        { who: 'deniz', text: 'Klar! Ich hab am Freitag sowieso frei. Wann wollt ihr denn los?' },
        {
          who: 'felix',
          text: 'Tja, normalerweise hab ich freitags um drei Feierabend. Aber diese Woche arbeite ich bis fünf, ich hab mit einer Kollegin getauscht.',
        },
        {
          who: 'lara',
          text: 'Okay, dann fahren wir eben am Abend. Und wie kommen wir hin? Mit dem Zug kostet’s hin und zurück fast 60 Euro pro Person. Das ist mir ehrlich gesagt zu teuer.',
          say: 'Okay, dann fahren wir eben am Abend. Und wie kommen wir hin? Mit dem Zug kostet’s hin und zurück fast sechzig Euro pro Person. Das ist mir ehrlich gesagt zu teuer.',
        },
        {
          who: 'deniz',
          text: 'Ich kann doch das Auto von meinen Eltern nehmen. Dann zahlen wir nur das Benzin, und das teilen wir durch drei. Mit dem Auto sind das hin und zurück ungefähr 20 Euro pro Person.',
          say: 'Ich kann doch das Auto von meinen Eltern nehmen. Dann zahlen wir nur das Benzin, und das teilen wir durch drei. Mit dem Auto sind das hin und zurück ungefähr zwanzig Euro pro Person.',
        },
        {
          who: 'felix',
          text: 'Super, das ist ja nur ein Drittel. Und wo schlafen wir? Ich hab an den Campingplatz in Seedorf gedacht. 12 Euro pro Nacht, und unsere zwei Zelte liegen sowieso im Keller.',
          say: 'Super, das ist ja nur ein Drittel. Und wo schlafen wir? Ich hab an den Campingplatz in Seedorf gedacht. Zwölf Euro pro Nacht, und unsere zwei Zelte liegen sowieso im Keller.',
        },
        { who: 'lara', text: 'Zelten? Im Mai? Nachts sind’s da oben manchmal nur fünf Grad. Ohne mich!' },
        { who: 'felix', text: 'Ach komm, Lara, mit guten Schlafsäcken ist das kein Problem.' },
        {
          who: 'deniz',
          text: 'Moment, meine Mutter schreibt mir gerade. Oh nein. Sie braucht das Auto das ganze Wochenende selbst. Mein Opa hat Geburtstag, und sie fährt zu ihm. Tut mir echt leid, Leute.',
        },
        {
          who: 'felix',
          text: 'Na toll. Und jetzt? Mit dem Zug ist man bis an die Ostsee fast vier Stunden unterwegs, und man muss zweimal umsteigen.',
        },
        {
          who: 'lara',
          text: 'Wisst ihr was? Warum fahren wir nicht einfach an den Lindensee? Mit dem Regionalzug ist man in einer guten Stunde da, und man muss nicht mal umsteigen.',
        },
        { who: 'deniz', text: 'Lindensee? Da war ich noch nie. Ist es schön da?' },
        {
          who: 'lara',
          text: 'Total schön, ich war als Kind jeden Sommer dort. Und die Fahrt kostet hin und zurück nur 15 Euro.',
          say: 'Total schön, ich war als Kind jeden Sommer dort. Und die Fahrt kostet hin und zurück nur fünfzehn Euro.',
        },
        { who: 'felix', text: 'Das klingt gut. Aber wo schlafen wir da? Zelten will Lara ja nicht.' },
        {
          who: 'lara',
          text: 'Brauchen wir auch nicht. Meine Tante hat da ein kleines Wochenendhaus, direkt am Wasser. Sie ist gerade in Portugal. Ich schreib ihr schnell.',
        },
        { who: 'felix', text: 'Und was kostet das Haus?' },
        {
          who: 'lara',
          text: 'Warte, sie antwortet schon. Also: Wir dürfen kommen! Geld will sie keins. Wir sollen nur den Rasen mähen, der ist wohl schon ziemlich hoch.',
        },
        { who: 'felix', text: 'Rasen mähen? Das mach ich gern.' },
        { who: 'deniz', text: 'Und wie viele Betten gibt’s da?' },
        { who: 'lara', text: 'Zwei Betten und ein Sofa. Ich schlaf auf dem Sofa, das ist kein Problem.' },
        { who: 'deniz', text: 'Gut. Soll ich meinen Grill mitbringen? Der ist allerdings ziemlich schwer.' },
        {
          who: 'lara',
          text: 'Nicht nötig, im Garten vom Haus steht schon ein großer. Nehmt lieber Handtücher und eure Schlafsäcke mit. Bettwäsche gibt’s da nämlich nicht.',
        },
        { who: 'felix', text: 'Genau. Und wer macht was? Ich kann einkaufen gehen.' },
        {
          who: 'lara',
          text: 'Du hast doch diese Woche so viel Arbeit, Felix! Ich mach das am Donnerstag, da hab ich nachmittags frei.',
        },
        {
          who: 'deniz',
          text: 'Und ich kauf heute Abend noch die Zugtickets im Internet. Am Freitag fährt einer um zehn nach fünf, der passt doch, oder?',
        },
        { who: 'felix', text: 'Zehn nach fünf? Da bin ich doch noch im Büro!' },
        {
          who: 'lara',
          text: 'Stimmt, du arbeitest ja bis fünf. Dann nehmen wir den nächsten, um zwanzig nach sechs. Wir treffen uns um sechs am Bahnhof, okay?',
        },
        {
          who: 'deniz',
          text: 'Zwanzig nach sechs, alles klar. Ich bring noch ein paar Spiele mit, falls es regnet.',
        },
        { who: 'felix', text: 'Und ich die Musik. Das wird super!' },
      ],
    },
    items: [
      {
        n: 46,
        statement: 'An diesem Freitag hat Felix um 15 Uhr Feierabend.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: '„Um drei“ hören Sie wirklich, aber das ist sein normaler Feierabend am Freitag. Diese Woche ist es anders. Falsche Zeit.',
            en: 'You really do hear [[um drei]] (at three), but that is when he usually finishes on Fridays. This week is different. Wrong time.',
          },
          '-': {
            trap: 'key',
            de: 'Felix sagt: „Aber diese Woche arbeite ich bis fünf“, also bis 17 Uhr. Später sagt Lara noch einmal: „du arbeitest ja bis fünf“.',
            en: 'Felix says [[Aber diese Woche arbeite ich bis fünf]] (but this week I work until five), so until 5 pm. Later Lara says it again: [[du arbeitest ja bis fünf]] (you work until five, after all).',
          },
        },
        evidence: [
          'normalerweise hab ich freitags um drei Feierabend.',
          'Aber diese Woche arbeite ich bis fünf',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 47,
        statement: 'Deniz rechnet aus, dass die Fahrt mit dem Auto für jeden etwa 20 Euro kostet.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Deniz teilt das Benzin durch drei und sagt: „Mit dem Auto sind das hin und zurück ungefähr 20 Euro pro Person.“ Pro Person heißt: für jeden.',
            en: 'Deniz divides the cost of the petrol by three and says [[Mit dem Auto sind das hin und zurück ungefähr 20 Euro pro Person.]] (by car that comes to about twenty euros per person, there and back). [[Pro Person]] means for each of them.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören auch „fast 60 Euro pro Person“. Aber das ist der Preis mit dem Zug, den Lara nennt, nicht mit dem Auto. Notieren Sie jeden Preis mit seinem Verkehrsmittel: Zug 60 €, Auto 20 €.',
            en: 'You also hear [[fast 60 Euro pro Person]] (almost sixty euros per person). But that is the price by train, which Lara gives, not by car. Note each price with its means of transport: train 60 €, car 20 €.',
          },
        },
        evidence: [
          'fast 60 Euro pro Person',
          'Mit dem Auto sind das hin und zurück ungefähr 20 Euro pro Person.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
      {
        n: 48,
        statement: 'Lara möchte gern auf einem Campingplatz übernachten.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Die Idee mit dem Campingplatz hat Felix: „Ich hab an den Campingplatz in Seedorf gedacht.“ Lara ist dagegen. Falsche Person.',
            en: 'The campsite is Felix’s idea: [[Ich hab an den Campingplatz in Seedorf gedacht]] (I was thinking of the campsite in Seedorf). Lara is against it. Wrong person.',
          },
          '-': {
            trap: 'key',
            de: 'Lara findet die Nächte im Mai zu kalt und sagt: „Ohne mich!“ Später sagt Felix auch: „Zelten will Lara ja nicht.“',
            en: 'Lara thinks the nights in May are too cold and says [[Ohne mich!]] (count me out!). Later Felix says it too: [[Zelten will Lara ja nicht]] (Lara does not want to camp).',
          },
        },
        evidence: ['Ich hab an den Campingplatz in Seedorf gedacht.', 'Ohne mich!'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 49,
        statement: 'Deniz bekommt das Auto seiner Eltern für den Ausflug doch nicht.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Mutter von Deniz schreibt: Sie „braucht das Auto das ganze Wochenende selbst“. Deniz sagt: „Tut mir echt leid, Leute.“ Der Plan mit dem Auto funktioniert also nicht.',
            en: 'Deniz’s mother writes that she [[braucht das Auto das ganze Wochenende selbst]] (needs the car herself all weekend). Deniz says [[Tut mir echt leid, Leute]] (really sorry, guys). So the plan with the car does not work.',
          },
          '-': {
            trap: 'other-words',
            de: 'Am Anfang will Deniz das Auto nehmen. Aber dann ändert sich der Plan: Seine Mutter braucht es selbst. Hier zählt die neue Information, in anderen Wörtern gesagt.',
            en: 'At first Deniz wants to take the car. But then the plan changes: his mother needs it herself. The new information counts here, said in other words.',
          },
        },
        evidence: ['Sie braucht das Auto das ganze Wochenende selbst.', 'Tut mir echt leid, Leute.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 50,
        statement: 'Zum Lindensee gibt es eine direkte Zugverbindung.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Lara sagt über den Lindensee: „Mit dem Regionalzug ist man in einer guten Stunde da, und man muss nicht mal umsteigen.“ Ohne Umsteigen heißt: direkt.',
            en: 'Lara says about the lake: [[Mit dem Regionalzug ist man in einer guten Stunde da, und man muss nicht mal umsteigen]] (the regional train gets you there in just over an hour, and you do not even have to change). No change of train means a direct connection.',
          },
          '-': {
            trap: 'wrong-detail',
            de: '„Zweimal umsteigen“ muss man auf der Fahrt an die Ostsee, nicht zum Lindensee. Falscher Ort.',
            en: '[[zweimal umsteigen]] (changing twice) is for the trip to the Baltic Sea, not to the lake. Wrong place.',
          },
        },
        evidence: ['Mit dem Regionalzug ist man in einer guten Stunde da, und man muss nicht mal umsteigen.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 51,
        statement: 'Laras Tante möchte für ihr Haus ein bisschen Geld haben.',
        key: '-',
        why: {
          '+': {
            trap: 'negation',
            de: 'Lara liest die Antwort der Tante vor: „Geld will sie keins.“ Das ist das Gegenteil. Die drei sollen nur den Rasen mähen.',
            en: 'Lara reads out her aunt’s answer: [[Geld will sie keins]] (she does not want any money). That is the opposite. The three only have to mow the lawn.',
          },
          '-': {
            trap: 'key',
            de: '„Geld will sie keins. Wir sollen nur den Rasen mähen“: Die Tante möchte kein Geld, nur ein bisschen Hilfe im Garten.',
            en: '[[Geld will sie keins. Wir sollen nur den Rasen mähen]] (she does not want money; we only have to mow the lawn): the aunt wants no money, just a little help in the garden.',
          },
        },
        evidence: ['Geld will sie keins. Wir sollen nur den Rasen mähen'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 52,
        statement: 'Im Wochenendhaus hat jeder von den dreien ein eigenes Bett.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Es sind drei Personen, aber im Haus gibt es nur „Zwei Betten und ein Sofa“. Die Zahl stimmt nicht.',
            en: 'There are three of them, but the house has only [[Zwei Betten und ein Sofa]] (two beds and a sofa). The number is wrong.',
          },
          '-': {
            trap: 'key',
            de: 'Es gibt „Zwei Betten und ein Sofa“, und Lara sagt: „Ich schlaf auf dem Sofa“. Also hat nicht jeder ein Bett.',
            en: 'There are [[Zwei Betten und ein Sofa]] (two beds and a sofa), and Lara says [[Ich schlaf auf dem Sofa]] (I will sleep on the sofa). So not everyone has a bed.',
          },
        },
        evidence: ['Zwei Betten und ein Sofa. Ich schlaf auf dem Sofa'],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
      {
        n: 53,
        statement: 'Am Wochenendhaus gibt es bereits einen Grill.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Deniz fragt, ob er seinen Grill mitbringen soll. Lara antwortet: „Nicht nötig, im Garten vom Haus steht schon ein großer.“ Ein Grill ist also schon da.',
            en: 'Deniz asks if he should bring his grill. Lara answers [[Nicht nötig, im Garten vom Haus steht schon ein großer]] (no need, there is already a big one in the garden of the house).',
          },
          '-': {
            trap: 'other-words',
            de: 'Lara sagt nicht „Grill“, sondern nur „ein großer“. Das Wort bezieht sich auf Deniz’ Frage nach dem Grill: Im Garten vom Haus steht schon einer.',
            en: 'Lara does not repeat [[Grill]]; she only says [[ein großer]] (a big one). It refers back to Deniz’s question about the grill: there is one in the garden of the house.',
          },
        },
        evidence: ['Nicht nötig, im Garten vom Haus steht schon ein großer.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 54,
        statement: 'Lara übernimmt das Einkaufen für den Ausflug.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Felix sagt: „Ich kann einkaufen gehen.“ Aber Lara antwortet: „Du hast doch diese Woche so viel Arbeit, Felix! Ich mach das am Donnerstag“. „Das“ ist hier das Einkaufen.',
            en: 'Felix says [[Ich kann einkaufen gehen.]] (I can go shopping). But Lara answers [[Du hast doch diese Woche so viel Arbeit, Felix! Ich mach das am Donnerstag]] (you have so much work this week, Felix! I will do it on Thursday). [[das]] here is the shopping.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Das Wort „einkaufen“ sagt nur Felix. Er bietet es an, aber Lara macht es, weil er zu viel Arbeit hat. Falsche Person.',
            en: 'Only Felix says the word [[einkaufen]] (go shopping). He offers to do it, but Lara does it, because he has too much work. Wrong person.',
          },
        },
        evidence: [
          'Ich kann einkaufen gehen.',
          'Du hast doch diese Woche so viel Arbeit, Felix! Ich mach das am Donnerstag, da hab ich nachmittags frei.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 55,
        statement: 'Die drei treffen sich um 18:20 Uhr am Bahnhof.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: '„Zwanzig nach sechs“ hören Sie zweimal, aber das ist die Abfahrt des Zuges. Treffen wollen sich die drei schon um sechs. Falsche Zeit.',
            en: 'You hear [[zwanzig nach sechs]] (twenty past six) twice, but that is when the train leaves. The three want to meet at six. Wrong time.',
          },
          '-': {
            trap: 'key',
            de: 'Der Zug fährt „um zwanzig nach sechs“. Treffen wollen sie sich früher: „Wir treffen uns um sechs am Bahnhof, okay?“',
            en: 'The train leaves [[um zwanzig nach sechs]] (at twenty past six). They want to meet earlier: [[Wir treffen uns um sechs am Bahnhof, okay?]] (we meet at the station at six, okay?).',
          },
        },
        evidence: [
          'Dann nehmen wir den nächsten, um zwanzig nach sechs.',
          'Wir treffen uns um sechs am Bahnhof, okay?',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
    ],
  },

  listening3: {
    context:
      'Sie hören fünf kurze Texte: Durchsagen, Nachrichten auf der Mailbox und Informationen im Radio.',
    topics: [
      'rail replacement bus',
      'library reservation',
      'flea market',
      'museum closing time',
      'fridge delivery',
    ],
    people: [
      { name: 'Frau Engel', role: 'librarian' },
      { name: 'Herr Schmitt', role: 'library user' },
      { name: 'Herr Kühn', role: 'electrical-shop employee' },
      { name: 'Frau Aydin', role: 'customer of an electrical shop' },
    ],
    items: [
      {
        n: 56,
        recording: {
          label: 'Text 1: Durchsage im Regionalzug',
          speakers: { ansage: { name: 'Ansage', voice: 'announcer' } },
          lines: [
            {
              who: 'ansage',
              text: 'Sehr geehrte Fahrgäste, wegen Bauarbeiten endet dieser Zug heute in Kirchdorf. Reisende in Richtung Altenau fahren ab Kirchdorf mit Bussen weiter. Die Busse warten direkt vor dem Bahnhof, auf der linken Seite. Ihre Fahrkarten gelten auch im Bus. Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger. Nächster Halt: Kirchdorf. Vielen Dank für Ihr Verständnis.',
            },
          ],
        },
        statement: 'Die Fahrgäste nach Altenau kommen heute ungefähr 30 Minuten später an als sonst.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'In der Durchsage heißt es: „Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger.“ Eine halbe Stunde sind 30 Minuten. Wer länger fährt, kommt später an.',
            en: 'The announcement says [[Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger.]] (because of this the journey to Altenau takes about half an hour longer). Half an hour is 30 minutes. A longer journey means arriving later.',
          },
          '-': {
            trap: 'other-words',
            de: 'Die Wörter „später ankommen“ und „30 Minuten“ hören Sie nicht. Aber „dauert etwa eine halbe Stunde länger“ sagt dasselbe: Mit dem Bus braucht man etwa 30 Minuten mehr.',
            en: 'You do not hear [[später ankommen]] (arrive later) or 30 minutes. But [[dauert etwa eine halbe Stunde länger]] (takes about half an hour longer) says the same: the bus adds about 30 minutes to the journey.',
          },
        },
        evidence: ['Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 57,
        recording: {
          label: 'Text 2: Nachricht von der Stadtbibliothek',
          speakers: { engel: { name: 'Frau Engel', voice: 'high' } },
          lines: [
            {
              who: 'engel',
              text: 'Guten Tag, Herr Schmitt, hier ist Frau Engel von der Stadtbibliothek. Das Buch, das Sie bestellt haben, ist jetzt da. Sie können es an der Information im Erdgeschoss abholen. Wir legen es bis zum 12. März für Sie zurück, nein, Entschuldigung, nur bis zum 11.. Am 12. ist die Bibliothek nämlich wegen einer Fortbildung geschlossen. Auf Wiederhören!',
              say: 'Guten Tag, Herr Schmitt, hier ist Frau Engel von der Stadtbibliothek. Das Buch, das Sie bestellt haben, ist jetzt da. Sie können es an der Information im Erdgeschoss abholen. Wir legen es bis zum zwölften März für Sie zurück, nein, Entschuldigung, nur bis zum elften. Am zwölften ist die Bibliothek nämlich wegen einer Fortbildung geschlossen. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Herr Schmitt kann das Buch noch am 12. März abholen.',
        key: '-',
        decidedBy: 'self-correction',
        why: {
          '+': {
            trap: 'corrected',
            de: 'Zuerst sagt Frau Engel „bis zum 12. März“. Dann korrigiert sie sich: „nein, Entschuldigung, nur bis zum 11.“. Die letzte Information zählt: Am zwölften ist schon geschlossen.',
            en: 'Mrs Engel first says [[bis zum 12. März]] (until 12 March). Then she corrects herself: [[nein, Entschuldigung, nur bis zum 11.]] (no, sorry, only until the eleventh). The last information counts: on the twelfth the library is already closed.',
          },
          '-': {
            trap: 'key',
            de: 'Das Buch liegt nur „bis zum 11.“ bereit, und am zwölften ist die Bibliothek „geschlossen“. Am 12. März kann Herr Schmitt das Buch also nicht abholen. Der letzte Tag ist der 11. März.',
            en: 'The book is kept only [[bis zum 11.]] (until the eleventh), and on the twelfth the library is [[geschlossen]] (closed). So Mr Schmitt cannot collect it on 12 March. The last day is 11 March.',
          },
        },
        evidence: [
          'bis zum 12. März für Sie zurück, nein, Entschuldigung, nur bis zum 11..',
          'Am 12. ist die Bibliothek nämlich wegen einer Fortbildung geschlossen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 58,
        recording: {
          label: 'Text 3: Veranstaltungstipp im Radio',
          speakers: { radio: { name: 'Radio', voice: 'announcer' } },
          lines: [
            {
              who: 'radio',
              text: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von 9 bis 15 Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden. Ein Tisch kostet 10 Euro. Für Besucher ist der Eintritt frei, kommen Sie einfach vorbei! Und im Café in der Halle gibt’s Kaffee und Kuchen.',
              say: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von neun bis fünfzehn Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden. Ein Tisch kostet zehn Euro. Für Besucher ist der Eintritt frei, kommen Sie einfach vorbei! Und im Café in der Halle gibt’s Kaffee und Kuchen.',
            },
          ],
        },
        statement: 'Wer auf dem Flohmarkt nur einkaufen will, muss sich nicht anmelden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Anmelden müssen sich nur Verkäufer: „Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden.“ Für Besucher heißt es: „der Eintritt frei, kommen Sie einfach vorbei!“',
            en: 'Only sellers have to register: [[Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden.]] (anyone who wants to sell something must register with the hall by Thursday). For visitors it says [[der Eintritt frei, kommen Sie einfach vorbei!]] (entry is free, just come along).',
          },
          '-': {
            trap: 'wrong-detail',
            de: '„anmelden“ und „bis Donnerstag“ hören Sie wirklich, aber das gilt für Leute, die etwas verkaufen wollen, nicht für Besucher. Falsche Person.',
            en: 'You really do hear [[anmelden]] (register) and [[bis Donnerstag]] (by Thursday), but that is for people who want to sell something, not for visitors. Wrong person.',
          },
        },
        evidence: [
          'Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden.',
          'Für Besucher ist der Eintritt frei, kommen Sie einfach vorbei!',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 59,
        recording: {
          label: 'Text 4: Durchsage im Museum',
          speakers: { ansage: { name: 'Ansage', voice: 'announcer' } },
          lines: [
            {
              who: 'ansage',
              text: 'Liebe Besucherinnen und Besucher, in einer Viertelstunde, um halb sechs, schließt unser Museum. Bitte holen Sie Ihre Jacken und Taschen rechtzeitig aus den Schließfächern im Untergeschoss. Unser Museumsshop hat heute noch bis sechs Uhr geöffnet. Sie erreichen ihn auch von der Straße aus. Und morgen, am Sonntag, gibt es um elf Uhr eine Führung für Familien. Vielen Dank für Ihren Besuch!',
            },
          ],
        },
        statement: 'Im Museumsshop kann man auch nach 17:30 Uhr noch einkaufen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Das Museum schließt „um halb sechs“, also um 17:30 Uhr. Aber der Shop „hat heute noch bis sechs Uhr geöffnet“. Bis 18 Uhr kann man dort also noch einkaufen.',
            en: 'The museum closes [[um halb sechs]] (at half past five, 17:30). But the shop [[hat heute noch bis sechs Uhr geöffnet]] (is open until six today). So you can still shop there until 18:00.',
          },
          '-': {
            trap: 'wrong-detail',
            de: '„Halb sechs“ ist die Zeit für das Museum, nicht für den Shop. Der Shop ist eine halbe Stunde länger offen.',
            en: '[[halb sechs]] (half past five) is the closing time of the museum, not of the shop. The shop stays open half an hour longer.',
          },
        },
        evidence: [
          'um halb sechs, schließt unser Museum.',
          'Unser Museumsshop hat heute noch bis sechs Uhr geöffnet.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
      {
        n: 60,
        recording: {
          label: 'Text 5: Nachricht vom Elektromarkt',
          speakers: { kuehn: { name: 'Herr Kühn', voice: 'low' } },
          lines: [
            {
              who: 'kuehn',
              text: 'Guten Tag, Frau Aydin, hier ist Herr Kühn vom Elektromarkt Hansa. Ihr neuer Kühlschrank ist da. Wir liefern ihn am Mittwoch, so ab acht Uhr, und nehmen den alten gleich mit. Sie müssen aber nicht selbst zu Hause sein. Eine andere Person kann den Kühlschrank für Sie annehmen, zum Beispiel jemand aus Ihrem Haus. Sagen Sie uns bitte bis Dienstagabend, wer dann da ist. Vielen Dank und einen schönen Tag noch!',
            },
          ],
        },
        statement: 'Frau Aydin muss am Mittwoch selbst in ihrer Wohnung sein.',
        key: '-',
        why: {
          '+': {
            trap: 'negation',
            de: 'Den Mittwoch hören Sie wirklich: Dann kommt der Kühlschrank. Aber Herr Kühn sagt: „Sie müssen aber nicht selbst zu Hause sein.“ Das ist das Gegenteil der Aussage.',
            en: 'You really hear [[Mittwoch]] (Wednesday): the fridge comes then. But Mr Kühn says [[Sie müssen aber nicht selbst zu Hause sein]] (but you do not have to be at home yourself). That is the opposite of the statement.',
          },
          '-': {
            trap: 'key',
            de: 'Frau Aydin muss nicht selbst zu Hause sein: „Eine andere Person kann den Kühlschrank für Sie annehmen“. Sie sagt nur bis Dienstagabend, wer da ist.',
            en: 'Mrs Aydin does not have to be at home herself: [[Eine andere Person kann den Kühlschrank für Sie annehmen]] (someone else can take the fridge for you). She only says by Tuesday evening who will be there.',
          },
        },
        evidence: [
          'Sie müssen aber nicht selbst zu Hause sein.',
          'Eine andere Person kann den Kühlschrank für Sie annehmen',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
    ],
  },
} satisfies ModelTestListening;
