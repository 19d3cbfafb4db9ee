import type { ModelTestListening } from './schema';

/**
 * Model test 3, listening: Stress im Alltag, ein Wochenendausflug der WG, Durchsagen und Nachrichten
 * (Regionalzug, Bibliothek, Verkehrsfunk, Museum, Vermieter). Our own scripts, written to be heard.
 */
export const listening3 = {
  listening1: {
    context: 'Sie hören eine Umfrage im Radio: Fünf Personen erzählen, was sie gegen Stress machen.',
    items: [
      {
        n: 41,
        recording: {
          label: 'Text 1: Jana',
          speakers: { jana: { name: 'Jana', voice: 'high' } },
          lines: [
            {
              who: 'jana',
              text: 'Ich bin Krankenschwester und arbeite oft nachts, da gehört Stress einfach dazu. Viele Kolleginnen gehen nach der Schicht ins Fitnessstudio oder machen Yoga. Ich nicht, dafür bin ich viel zu müde. Was mir wirklich hilft: Ich rufe meine Schwester an und erzähle ihr von meinem Tag. Sie hört einfach zu. Danach geht’s mir sofort besser, auch wenn wir nur zehn Minuten telefonieren.',
            },
          ],
        },
        statement: 'Jana hilft es, mit jemandem aus ihrer Familie zu sprechen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Jana sagt: „Ich rufe meine Schwester an und erzähle ihr von meinem Tag.“ Und dann: „Danach geht’s mir sofort besser“. Die Schwester gehört zur Familie: Die Aussage sagt dasselbe mit anderen Wörtern.',
            en: 'Jana says [[Ich rufe meine Schwester an und erzähle ihr von meinem Tag]] (I call my sister and tell her about my day), and then [[Danach geht’s mir sofort besser]] (afterwards I feel better at once). A sister is family: the statement says the same thing in other words.',
          },
          '-': {
            trap: 'other-words',
            de: 'Die Wörter „Familie“ und „sprechen“ hören Sie nicht. Jana sagt „Schwester“ und „erzählen“, das bedeutet hier dasselbe. Sport machen nur ihre Kolleginnen, nicht Jana.',
            en: 'You do not hear [[Familie]] (family) or [[sprechen]] (talk). Jana says [[Schwester]] (sister) and [[erzählen]] (tell), which means the same here. Only her colleagues do sport, not Jana.',
          },
        },
        evidence: [
          'Ich rufe meine Schwester an und erzähle ihr von meinem Tag.',
          'Danach geht’s mir sofort besser',
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
          label: 'Text 3: Lena',
          speakers: { lena: { name: 'Lena', voice: 'high' } },
          lines: [
            {
              who: 'lena',
              text: 'Bei mir ist der Stress vor den Prüfungen am schlimmsten. Dann schlafe ich schlecht und esse viel zu viel Schokolade. Letztes Jahr hat mir eine Freundin eine App zum Meditieren gezeigt: jeden Morgen zehn Minuten ruhig sitzen und atmen. Am Anfang fand ich das ziemlich komisch. Aber inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind. Ich bin dadurch viel ruhiger geworden.',
            },
          ],
        },
        statement: 'Lena meditiert nur in der Zeit vor ihren Prüfungen.',
        key: '-',
        why: {
          '+': {
            trap: 'partly-true',
            de: 'Ein Teil stimmt: Vor den Prüfungen hat Lena viel Stress, und sie meditiert. Aber sie meditiert nicht nur dann, sondern „jeden Tag, auch in den Semesterferien“.',
            en: 'Half of it is true: Lena is very stressed before exams, and she meditates. But not only then: she meditates [[jeden Tag, auch in den Semesterferien]] (every day, in the university holidays too).',
          },
          '-': {
            trap: 'key',
            de: 'Lena sagt: „inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind.“ Das Wort „nur“ macht die Aussage falsch.',
            en: 'Lena says she now meditates [[jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind]] (every day, also in the holidays, when there are no exams at all). The word [[nur]] (only) makes the statement false.',
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
            trap: 'negation',
            de: 'Computerspiele hat Herr Demir nur „früher“ gespielt. Dann sagt er: „Damit hab ich aufgehört.“ Heute spielt er abends nicht mehr.',
            en: 'Mr Demir played computer games only [[früher]] (in the past). Then he says [[Damit hab ich aufgehört]] (I stopped doing that). He no longer plays in the evening.',
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
          label: 'Text 5: Frau Berger',
          speakers: { berger: { name: 'Frau Berger', voice: 'high' } },
          lines: [
            {
              who: 'berger',
              text: 'Viele sagen: Gegen Stress hilft nur, weniger zu machen. Schön wär’s! Ich hab drei Kinder und arbeite Vollzeit, das geht bei mir nicht. Was mir hilft, ist ein guter Plan. Jeden Sonntagabend setze ich mich hin und schreibe alles auf, was in der Woche kommt: Arzttermine, Elternabend, Fußballtraining. Die Liste hängt dann am Kühlschrank. Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter.',
            },
          ],
        },
        statement: 'Frau Berger hilft es gegen Stress, ihre Woche im Voraus zu organisieren.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Berger schreibt „jeden Sonntagabend“ auf, was in der Woche kommt. Dann sagt sie: „Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter.“ Sie plant also die Woche vorher, und das hilft ihr.',
            en: 'Every Sunday evening ([[jeden Sonntagabend]]) Mrs Berger writes down what the week will bring. Then she says [[Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter]] (since then I hardly forget anything, and I am much more relaxed). So she plans her week ahead, and it helps her.',
          },
          '-': {
            trap: 'negation',
            de: 'Vorsicht bei „das geht bei mir nicht“: Das sagt Frau Berger über die Idee, weniger zu machen, nicht über ihren Plan. Der Plan hilft ihr.',
            en: 'Careful with [[das geht bei mir nicht]] (that does not work for me): Mrs Berger says it about the idea of doing less, not about her plan. The plan does help her.',
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
    context:
      'Sie hören ein Gespräch: Mia und Lukas wohnen in einer Wohngemeinschaft und planen mit ihrem Freund Jonas einen Ausflug am Wochenende.',
    recording: {
      label: 'Gespräch: ein Wochenende am Wasser',
      speakers: {
        mia: { name: 'Mia', voice: 'high' },
        lukas: { name: 'Lukas', voice: 'low' },
        jonas: { name: 'Jonas', voice: 'low' },
      },
      lines: [
        {
          who: 'mia',
          text: 'So, der Tee ist fertig. Jetzt können wir endlich unser Wochenende planen. Also: nächsten Freitag an die Ostsee, zwei Nächte. Seid ihr noch dabei?',
        },
        { who: 'jonas', text: 'Klar! Ich hab am Freitag sowieso frei. Wann wollt ihr denn los?' },
        {
          who: 'lukas',
          text: 'Tja, ich arbeite am Freitag bis drei, nein, Moment, diese Woche ja bis fünf. Ich hab mit einer Kollegin getauscht.',
        },
        {
          who: 'mia',
          text: 'Okay, dann fahren wir eben am Abend. Und wie kommen wir hin? Mit dem Zug kostet’s hin und zurück fast sechzig Euro pro Person. Das ist mir ehrlich gesagt zu teuer.',
        },
        {
          who: 'jonas',
          text: 'Ich kann doch das Auto von meinen Eltern nehmen. Dann zahlen wir nur das Benzin, und das teilen wir durch drei. Mit dem Auto sind das hin und zurück ungefähr zwanzig Euro pro Person.',
        },
        {
          who: 'lukas',
          text: 'Super, das ist ja nur ein Drittel. Und wo schlafen wir? Ich hab an den Campingplatz in Seedorf gedacht. Zwölf Euro pro Nacht, und unsere zwei Zelte liegen sowieso im Keller.',
        },
        { who: 'mia', text: 'Zelten? Im Mai? Nachts sind’s da oben manchmal nur fünf Grad. Ohne mich!' },
        { who: 'lukas', text: 'Ach komm, Mia, mit guten Schlafsäcken ist das kein Problem.' },
        {
          who: 'jonas',
          text: 'Moment, meine Mutter schreibt mir gerade. Oh nein. Sie braucht das Auto das ganze Wochenende selbst. Mein Opa hat Geburtstag, und sie fährt zu ihm. Tut mir echt leid, Leute.',
        },
        {
          who: 'lukas',
          text: 'Na toll. Und jetzt? Mit dem Zug ist man bis an die Ostsee fast vier Stunden unterwegs, und man muss zweimal umsteigen.',
        },
        {
          who: 'mia',
          text: 'Wisst ihr was? Warum fahren wir nicht einfach an den Lindensee? Mit dem Regionalzug ist man in einer guten Stunde da, und man muss nicht mal umsteigen.',
        },
        { who: 'jonas', text: 'Lindensee? Da war ich noch nie. Ist es schön da?' },
        {
          who: 'mia',
          text: 'Total schön, ich war als Kind jeden Sommer dort. Und die Fahrt kostet hin und zurück nur fünfzehn Euro.',
        },
        { who: 'lukas', text: 'Das klingt gut. Aber wo schlafen wir da? Zelten will Mia ja nicht.' },
        {
          who: 'mia',
          text: 'Brauchen wir auch nicht. Meine Tante hat da ein kleines Wochenendhaus, direkt am Wasser. Sie ist gerade in Portugal. Ich schreib ihr schnell.',
        },
        { who: 'lukas', text: 'Und was kostet das Haus?' },
        {
          who: 'mia',
          text: 'Warte, sie antwortet schon. Also: Wir dürfen kommen! Geld will sie keins. Wir sollen nur den Rasen mähen, der ist wohl schon ziemlich hoch.',
        },
        { who: 'lukas', text: 'Rasen mähen? Das mach ich gern.' },
        { who: 'jonas', text: 'Und wie viele Betten gibt’s da?' },
        { who: 'mia', text: 'Zwei Betten und ein Sofa. Ich schlaf auf dem Sofa, das ist kein Problem.' },
        { who: 'jonas', text: 'Gut. Soll ich meinen Grill mitbringen? Der ist allerdings ziemlich schwer.' },
        {
          who: 'mia',
          text: 'Nicht nötig, im Garten vom Haus steht schon ein großer. Nehmt lieber Handtücher und eure Schlafsäcke mit. Bettwäsche gibt’s da nämlich nicht.',
        },
        { who: 'lukas', text: 'Genau. Und wer macht was? Ich kann einkaufen gehen.' },
        {
          who: 'mia',
          text: 'Du hast doch diese Woche so viel Arbeit, Lukas! Ich mach das am Donnerstag, da hab ich nachmittags frei.',
        },
        {
          who: 'jonas',
          text: 'Und ich kauf heute Abend noch die Zugtickets im Internet. Am Freitag fährt einer um zehn nach fünf, der passt doch, oder?',
        },
        { who: 'lukas', text: 'Zehn nach fünf? Da bin ich doch noch im Büro!' },
        {
          who: 'mia',
          text: 'Stimmt, du arbeitest ja bis fünf. Dann nehmen wir den nächsten, um zwanzig nach sechs. Wir treffen uns um sechs am Bahnhof, okay?',
        },
        {
          who: 'jonas',
          text: 'Zwanzig nach sechs, alles klar. Ich bring noch ein paar Spiele mit, falls es regnet.',
        },
        { who: 'lukas', text: 'Und ich die Musik. Das wird super!' },
      ],
    },
    items: [
      {
        n: 46,
        statement: 'Lukas arbeitet am Freitag bis 15 Uhr.',
        key: '-',
        why: {
          '+': {
            trap: 'corrected',
            de: 'Zuerst sagt Lukas „bis drei“. Dann korrigiert er sich: „nein, Moment, diese Woche ja bis fünf“. Die letzte Information zählt.',
            en: 'Lukas first says [[bis drei]] (until three). Then he corrects himself: [[nein, Moment, diese Woche ja bis fünf]] (no, wait, this week until five). The last information counts.',
          },
          '-': {
            trap: 'key',
            de: 'Lukas arbeitet diese Woche „bis fünf“, also bis 17 Uhr, nicht bis 15 Uhr. Später sagt Mia noch einmal: „du arbeitest ja bis fünf“.',
            en: 'This week Lukas works [[bis fünf]] (until five), so until 5 pm, not 3 pm. Later Mia says it again: [[du arbeitest ja bis fünf]] (you work until five, after all).',
          },
        },
        evidence: ['ich arbeite am Freitag bis drei, nein, Moment, diese Woche ja bis fünf.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 47,
        statement: 'Jonas rechnet aus, dass die Fahrt mit dem Auto für jeden etwa 20 Euro kostet.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Jonas teilt das Benzin durch drei und sagt: „Mit dem Auto sind das hin und zurück ungefähr zwanzig Euro pro Person.“ Pro Person heißt: für jeden.',
            en: 'Jonas divides the cost of the petrol by three and says [[Mit dem Auto sind das hin und zurück ungefähr zwanzig Euro pro Person.]] (by car that comes to about twenty euros per person, there and back). [[Pro Person]] means for each of them.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören auch „fast sechzig Euro pro Person“. Aber das ist der Preis mit dem Zug, den Mia nennt, nicht mit dem Auto. Notieren Sie jeden Preis mit seinem Verkehrsmittel: Zug 60 €, Auto 20 €.',
            en: 'You also hear [[fast sechzig Euro pro Person]] (almost sixty euros per person). But that is the price by train, which Mia gives, not by car. Note each price with its means of transport: train 60 €, car 20 €.',
          },
        },
        evidence: [
          'fast sechzig Euro pro Person',
          'Mit dem Auto sind das hin und zurück ungefähr zwanzig Euro pro Person.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
      {
        n: 48,
        statement: 'Mia möchte gern auf einem Campingplatz übernachten.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Die Idee mit dem Campingplatz hat Lukas: „Ich hab an den Campingplatz in Seedorf gedacht.“ Mia ist dagegen. Falsche Person.',
            en: 'The campsite is Lukas’s idea: [[Ich hab an den Campingplatz in Seedorf gedacht]] (I was thinking of the campsite in Seedorf). Mia is against it. Wrong person.',
          },
          '-': {
            trap: 'key',
            de: 'Mia findet die Nächte im Mai zu kalt und sagt: „Ohne mich!“ Später sagt Lukas auch: „Zelten will Mia ja nicht.“',
            en: 'Mia thinks the nights in May are too cold and says [[Ohne mich!]] (count me out!). Later Lukas says it too: [[Zelten will Mia ja nicht]] (Mia does not want to camp).',
          },
        },
        evidence: ['Ich hab an den Campingplatz in Seedorf gedacht.', 'Ohne mich!'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 49,
        statement: 'Jonas bekommt das Auto seiner Eltern für den Ausflug doch nicht.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Mutter von Jonas schreibt: Sie „braucht das Auto das ganze Wochenende selbst“. Jonas sagt: „Tut mir echt leid, Leute.“ Der Plan mit dem Auto funktioniert also nicht.',
            en: 'Jonas’s mother writes that she [[braucht das Auto das ganze Wochenende selbst]] (needs the car herself all weekend). Jonas says [[Tut mir echt leid, Leute]] (really sorry, guys). So the plan with the car does not work.',
          },
          '-': {
            trap: 'other-words',
            de: 'Am Anfang will Jonas das Auto nehmen. Aber dann ändert sich der Plan: Seine Mutter braucht es selbst. Hier zählt die neue Information, in anderen Wörtern gesagt.',
            en: 'At first Jonas wants to take the car. But then the plan changes: his mother needs it herself. The new information counts here, said in other words.',
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
            de: 'Mia sagt über den Lindensee: „Mit dem Regionalzug ist man in einer guten Stunde da, und man muss nicht mal umsteigen.“ Ohne Umsteigen heißt: direkt.',
            en: 'Mia says about the lake: [[Mit dem Regionalzug ist man in einer guten Stunde da, und man muss nicht mal umsteigen]] (the regional train gets you there in just over an hour, and you do not even have to change). No change of train means a direct connection.',
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
        statement: 'Mias Tante möchte für ihr Haus ein bisschen Geld haben.',
        key: '-',
        why: {
          '+': {
            trap: 'negation',
            de: 'Mia liest die Antwort der Tante vor: „Geld will sie keins.“ Das ist das Gegenteil. Die drei sollen nur den Rasen mähen.',
            en: 'Mia reads out her aunt’s answer: [[Geld will sie keins]] (she does not want any money). That is the opposite. The three only have to mow the lawn.',
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
            de: 'Es gibt „Zwei Betten und ein Sofa“, und Mia sagt: „Ich schlaf auf dem Sofa“. Also hat nicht jeder ein Bett.',
            en: 'There are [[Zwei Betten und ein Sofa]] (two beds and a sofa), and Mia says [[Ich schlaf auf dem Sofa]] (I will sleep on the sofa). So not everyone has a bed.',
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
            de: 'Jonas fragt, ob er seinen Grill mitbringen soll. Mia antwortet: „Nicht nötig, im Garten vom Haus steht schon ein großer.“ Ein Grill ist also schon da.',
            en: 'Jonas asks if he should bring his grill. Mia answers [[Nicht nötig, im Garten vom Haus steht schon ein großer]] (no need, there is already a big one in the garden of the house).',
          },
          '-': {
            trap: 'other-words',
            de: 'Mia sagt nicht „Grill“, sondern nur „ein großer“. Das Wort bezieht sich auf Jonas’ Frage nach dem Grill: Im Garten vom Haus steht schon einer.',
            en: 'Mia does not repeat [[Grill]]; she only says [[ein großer]] (a big one). It refers back to Jonas’s question about the grill: there is one in the garden of the house.',
          },
        },
        evidence: ['Nicht nötig, im Garten vom Haus steht schon ein großer.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 54,
        statement: 'Jonas besorgt die Fahrkarten und die Lebensmittel.',
        key: '-',
        why: {
          '+': {
            trap: 'partly-true',
            de: 'Nur die Fahrkarten stimmen: „ich kauf heute Abend noch die Zugtickets im Internet“. Das Einkaufen macht Mia: „Ich mach das am Donnerstag“.',
            en: 'Only the tickets are right: [[ich kauf heute Abend noch die Zugtickets im Internet]] (I will buy the train tickets online this evening). Mia does the shopping: [[Ich mach das am Donnerstag]] (I will do it on Thursday).',
          },
          '-': {
            trap: 'key',
            de: 'Lukas will einkaufen, aber Mia sagt: „Du hast doch diese Woche so viel Arbeit, Lukas!“ und „Ich mach das am Donnerstag“. Jonas kauft nur die Tickets.',
            en: 'Lukas offers to do the shopping, but Mia says [[Du hast doch diese Woche so viel Arbeit, Lukas!]] (you have so much work this week, Lukas!) and [[Ich mach das am Donnerstag]] (I will do it on Thursday). Jonas only buys the tickets.',
          },
        },
        evidence: [
          'Ich mach das am Donnerstag, da hab ich nachmittags frei.',
          'Und ich kauf heute Abend noch die Zugtickets im Internet.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 55,
        statement: 'Die drei wollen mit dem Zug um 18:20 Uhr fahren.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Mia sagt: „Dann nehmen wir den nächsten, um zwanzig nach sechs.“ Jonas wiederholt: „Zwanzig nach sechs, alles klar.“ Das ist 18:20 Uhr.',
            en: 'Mia says [[Dann nehmen wir den nächsten, um zwanzig nach sechs]] (then we will take the next one, at twenty past six). Jonas repeats [[Zwanzig nach sechs, alles klar]]. That is 18:20.',
          },
          '-': {
            trap: 'corrected',
            de: 'Zuerst schlägt Jonas den Zug „um zehn nach fünf“ vor (17:10 Uhr). Aber da ist Lukas noch im Büro. Deshalb nehmen sie den nächsten Zug: Die letzte Information zählt.',
            en: 'Jonas first suggests the train [[um zehn nach fünf]] (at ten past five, 17:10). But Lukas is still at the office then. So they take the next train: the last information counts.',
          },
        },
        evidence: ['Dann nehmen wir den nächsten, um zwanzig nach sechs.', 'Zwanzig nach sechs, alles klar.'],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
    ],
  },

  listening3: {
    context:
      'Sie hören fünf kurze Texte: Durchsagen, Nachrichten auf der Mailbox und Informationen im Radio.',
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
          speakers: { koch: { name: 'Frau Koch', voice: 'high' } },
          lines: [
            {
              who: 'koch',
              text: 'Guten Tag, Herr Schmitt, hier ist Frau Koch von der Stadtbibliothek. Das Buch, das Sie bestellt haben, ist jetzt da. Sie können es an der Information im Erdgeschoss abholen. Wir legen es bis zum zwölften März für Sie zurück, nein, Entschuldigung, nur bis zum elften. Am zwölften ist die Bibliothek nämlich wegen einer Fortbildung geschlossen. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Herr Schmitt kann das Buch noch am 12. März abholen.',
        key: '-',
        why: {
          '+': {
            trap: 'corrected',
            de: 'Zuerst sagt Frau Koch „bis zum zwölften März“. Dann korrigiert sie sich: „nein, Entschuldigung, nur bis zum elften“. Die letzte Information zählt: Am zwölften ist schon geschlossen.',
            en: 'Mrs Koch first says [[bis zum zwölften März]] (until 12 March). Then she corrects herself: [[nein, Entschuldigung, nur bis zum elften]] (no, sorry, only until the eleventh). The last information counts: on the twelfth the library is already closed.',
          },
          '-': {
            trap: 'key',
            de: 'Das Buch liegt nur „bis zum elften“ bereit, und am zwölften ist die Bibliothek „geschlossen“. Am 12. März kann Herr Schmitt das Buch also nicht abholen. Der letzte Tag ist der 11. März.',
            en: 'The book is kept only [[bis zum elften]] (until the eleventh), and on the twelfth the library is [[geschlossen]] (closed). So Mr Schmitt cannot collect it on 12 March. The last day is 11 March.',
          },
        },
        evidence: [
          'bis zum zwölften März für Sie zurück, nein, Entschuldigung, nur bis zum elften.',
          'Am zwölften ist die Bibliothek nämlich wegen einer Fortbildung geschlossen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 58,
        recording: {
          label: 'Text 3: Verkehrsfunk im Radio',
          speakers: { radio: { name: 'Verkehrsfunk', voice: 'announcer' } },
          lines: [
            {
              who: 'radio',
              text: 'Hier ist der Verkehrsfunk. Auf der A sieben zwischen Nordheim und Bergstadt gibt es nach einem Unfall fünf Kilometer Stau. Die linke Spur ist gesperrt, rechnen Sie mit einer halben Stunde mehr Zeit. Und auf der Bundesstraße zwölf bei Sandau ist seit heute eine Baustelle. Dort ist bis Ende Mai nur eine Spur frei. Fahren Sie bitte vorsichtig!',
            },
          ],
        },
        statement: 'Der Stau auf der A 7 kommt von einer Baustelle.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Eine Baustelle gibt es wirklich, aber „auf der Bundesstraße zwölf bei Sandau“, nicht auf der A 7. Falscher Ort.',
            en: 'There really is a roadworks site ([[Baustelle]]), but [[auf der Bundesstraße zwölf bei Sandau]] (on the B 12 near Sandau), not on the A 7. Wrong place.',
          },
          '-': {
            trap: 'key',
            de: 'Auf der A 7 gibt es Stau „nach einem Unfall“. Der Grund ist also ein Unfall, keine Baustelle.',
            en: 'On the A 7 the jam comes [[nach einem Unfall]] (after an accident). So the cause is an accident, not roadworks.',
          },
        },
        evidence: [
          'Auf der A sieben zwischen Nordheim und Bergstadt gibt es nach einem Unfall fünf Kilometer Stau.',
          'auf der Bundesstraße zwölf bei Sandau ist seit heute eine Baustelle.',
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
          label: 'Text 5: Nachricht vom Vermieter',
          speakers: { brandt: { name: 'Herr Brandt', voice: 'low' } },
          lines: [
            {
              who: 'brandt',
              text: 'Hallo Frau Aydin, hier ist Peter Brandt, Ihr Vermieter. Nächste Woche bekommt das ganze Haus neue Fenster. Bei Ihnen im dritten Stock kommen die Handwerker am Mittwoch, so ab acht Uhr. Sie müssen aber nicht zu Hause sein. Wenn Sie arbeiten, geben Sie mir einfach bis Dienstagabend Ihren Schlüssel. Ich wohne ja unten im Erdgeschoss. Vielen Dank und einen schönen Tag noch!',
            },
          ],
        },
        statement: 'Frau Aydin muss am Mittwoch in ihrer Wohnung sein.',
        key: '-',
        why: {
          '+': {
            trap: 'negation',
            de: 'Den Mittwoch hören Sie wirklich: Dann kommen die Handwerker. Aber Herr Brandt sagt: „Sie müssen aber nicht zu Hause sein.“ Das ist das Gegenteil der Aussage.',
            en: 'You really hear [[Mittwoch]] (Wednesday): the workers come then. But Mr Brandt says [[Sie müssen aber nicht zu Hause sein]] (but you do not have to be at home). That is the opposite of the statement.',
          },
          '-': {
            trap: 'key',
            de: 'Frau Aydin muss nicht zu Hause sein. Wenn sie arbeitet, gibt sie ihren Schlüssel bis Dienstagabend dem Vermieter.',
            en: 'Mrs Aydin does not have to be at home. If she is at work, she gives her key to the landlord by Tuesday evening.',
          },
        },
        evidence: [
          'Sie müssen aber nicht zu Hause sein.',
          'geben Sie mir einfach bis Dienstagabend Ihren Schlüssel.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
    ],
  },
} satisfies ModelTestListening;
