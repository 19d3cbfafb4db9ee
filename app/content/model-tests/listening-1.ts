import type { ModelTestListening } from './schema';

/**
 * Model test 1, listening: Mittagspause (survey), a community garden (radio interview), everyday
 * announcements and messages. Our own scripts, written to be heard.
 */
export const listening1 = {
  listening1: {
    context: 'Sie hören fünf Antworten aus einer Umfrage im Radio: „Was machen Sie in der Mittagspause?“',
    topics: ['eating-and-canteens'],
    people: [
      { name: 'Jasmin', role: 'office worker' },
      { name: 'Mirko', role: 'building-site worker' },
      { name: 'Selin', role: 'biology student' },
      { name: 'Rainer', role: 'school caretaker' },
      { name: 'Frau Hartmann', role: 'florist' },
    ],
    items: [
      {
        n: 41,
        recording: {
          label: 'Text 1: Jasmin',
          speakers: { a: { name: 'Jasmin', voice: 'high' } },
          lines: [
            {
              who: 'a',
              text: 'Ich arbeite in einem Büro und sitze den ganzen Tag vor dem Computer. In der Mittagspause will ich deshalb nur eins: raus! Ich nehm mir ein Brot mit und geh in den kleinen Park neben unserer Firma, auch wenn’s mal regnet. Meine Kollegen essen lieber zusammen in der Kantine. Da ist es mir aber zu laut und zu voll. Nach zwanzig Minuten unter den Bäumen kann ich am Nachmittag viel besser arbeiten.',
            },
          ],
        },
        statement: 'Jasmin verbringt ihre Mittagspause am liebsten draußen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Jasmin sagt: „In der Mittagspause will ich deshalb nur eins: raus!“ Sie geht in den Park, „auch wenn’s mal regnet“. Draußen sein ist ihr also am liebsten.',
            en: 'Jasmin says [[In der Mittagspause will ich deshalb nur eins: raus!]] (in my lunch break I want just one thing: to get out). She goes to the park [[auch wenn’s mal regnet]] (even when it rains). So being outside is what she likes best.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'In der Kantine essen ihre Kollegen, nicht Jasmin. Ihr ist es dort „zu laut und zu voll“.',
            en: 'It is her colleagues who eat in the canteen ([[Kantine]]), not Jasmin. For her it is [[zu laut und zu voll]] (too noisy and too crowded) there.',
          },
        },
        evidence: [
          'In der Mittagspause will ich deshalb nur eins: raus!',
          'Meine Kollegen essen lieber zusammen in der Kantine.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 42,
        recording: {
          label: 'Text 2: Mirko',
          speakers: { a: { name: 'Mirko', voice: 'low' } },
          lines: [
            {
              who: 'a',
              text: 'Auf der Baustelle fangen wir früh an, schon um sechs. Meine Frau macht mir jeden Morgen zwei Brote, aber die ess ich schon um neun, in der Frühstückspause. Mittags hab ich dann wieder richtig Hunger. Dann holen wir uns was Warmes vom Imbiss an der Ecke, Currywurst oder Döner. Gesund ist das nicht, ich weiß. Aber nach so vielen Stunden draußen brauch ich einfach was Ordentliches.',
            },
          ],
        },
        statement: 'Mittags kauft sich Mirko ein warmes Essen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Mirko sagt: „Dann holen wir uns was Warmes vom Imbiss an der Ecke“, zum Beispiel Currywurst. Das ist ein warmes Essen, und er kauft es mittags.',
            en: 'Mirko says [[Dann holen wir uns was Warmes vom Imbiss an der Ecke]] (then we get something hot from the snack bar on the corner), for example a curry sausage. That is a hot meal, and he buys it at lunchtime.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Die Brote von seiner Frau gibt es wirklich, aber zu einer anderen Zeit: Er isst sie „schon um neun, in der Frühstückspause“. Mittags isst er etwas Warmes.',
            en: 'The sandwiches from his wife are real, but they belong to another time: he eats them [[schon um neun, in der Frühstückspause]] (already at nine, in the breakfast break). At lunchtime he eats something hot.',
          },
        },
        evidence: [
          'aber die ess ich schon um neun, in der Frühstückspause',
          'Dann holen wir uns was Warmes vom Imbiss an der Ecke',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 43,
        recording: {
          label: 'Text 3: Selin',
          speakers: { a: { name: 'Selin', voice: 'high' } },
          lines: [
            {
              who: 'a',
              text: 'Ich studiere Biologie, und mittags geh ich fast immer mit zwei Freundinnen in die Mensa. Das Essen ist billig, nur 3,50 Euro. Ehrlich gesagt schmeckt es nicht immer besonders gut. Aber das ist mir egal. Für mich ist die Pause mit meinen Freundinnen das Wichtigste am Tag: Wir reden, wir lachen, und danach geht’s wieder in die Bibliothek.',
              say: 'Ich studiere Biologie, und mittags geh ich fast immer mit zwei Freundinnen in die Mensa. Das Essen ist billig, nur drei Euro fünfzig. Ehrlich gesagt schmeckt es nicht immer besonders gut. Aber das ist mir egal. Für mich ist die Pause mit meinen Freundinnen das Wichtigste am Tag: Wir reden, wir lachen, und danach geht’s wieder in die Bibliothek.',
            },
          ],
        },
        statement: 'Selin geht in die Mensa, weil ihr das Essen dort so gut schmeckt.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Über das Essen sagt Selin: „Ehrlich gesagt schmeckt es nicht immer besonders gut. Aber das ist mir egal.“ Sie geht wegen ihrer Freundinnen in die Mensa: Die Pause mit ihnen ist „das Wichtigste am Tag“.',
            en: 'About the food Selin says [[Ehrlich gesagt schmeckt es nicht immer besonders gut. Aber das ist mir egal.]] (to be honest, it does not always taste very good. But I do not mind). She goes to the canteen for her friends: the break with them is [[das Wichtigste am Tag]] (the most important thing of the day).',
          },
          '+': {
            trap: 'partly-true',
            de: 'Der erste Teil stimmt: Selin isst fast immer in der Mensa. Aber der Grund ist falsch: nicht das Essen, sondern die Freundinnen.',
            en: 'The first half is true: Selin almost always eats in the university canteen ([[Mensa]]). But the reason is wrong: not the food, her friends.',
          },
        },
        evidence: [
          'Ehrlich gesagt schmeckt es nicht immer besonders gut.',
          'Für mich ist die Pause mit meinen Freundinnen das Wichtigste am Tag',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 44,
        recording: {
          label: 'Text 4: Rainer',
          speakers: { a: { name: 'Rainer', voice: 'low' } },
          lines: [
            {
              who: 'a',
              text: 'Tja, ich bin Hausmeister an einer großen Schule. Offiziell hab ich mittags eine halbe Stunde Pause. Aber in so einem Haus ist immer viel los. Oft klingelt mein Telefon, weil eine Tür klemmt oder in einem Klassenzimmer das Licht nicht geht, und dann muss ich sofort wieder los. Manchmal ess ich meinen Joghurt im Stehen, in fünf Minuten. Ich wünsch mir einfach mal eine Pause, in der mich niemand stört.',
            },
          ],
        },
        statement: 'Rainer kann seine Pause oft nicht in Ruhe machen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Rainer sagt: „Oft klingelt mein Telefon, weil eine Tür klemmt oder in einem Klassenzimmer das Licht nicht geht, und dann muss ich sofort wieder los.“ Er wünscht sich eine Pause, „in der mich niemand stört“. Ruhig ist seine Pause also oft nicht.',
            en: 'Rainer says [[Oft klingelt mein Telefon, weil eine Tür klemmt oder in einem Klassenzimmer das Licht nicht geht, und dann muss ich sofort wieder los.]] (my phone often rings because a door is stuck or the light in a classroom does not work, and then I have to go straight back). He wishes for a break [[in der mich niemand stört]] (where nobody disturbs me). So his break is often not a quiet one.',
          },
          '-': {
            trap: 'other-words',
            de: 'Die halbe Stunde hat Rainer nur „offiziell“, also auf dem Papier. Die Aussage sagt mit anderen Wörtern, was er erlebt: Er muss oft mitten in der Pause wieder arbeiten.',
            en: 'Rainer has the half hour only [[offiziell]] (officially), on paper. The statement puts what he lives through in other words: he often has to go back to work in the middle of his break.',
          },
        },
        evidence: [
          'Oft klingelt mein Telefon, weil eine Tür klemmt oder in einem Klassenzimmer das Licht nicht geht, und dann muss ich sofort wieder los.',
          'Ich wünsch mir einfach mal eine Pause, in der mich niemand stört.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 45,
        recording: {
          label: 'Text 5: Frau Hartmann',
          speakers: { a: { name: 'Frau Hartmann', voice: 'high' } },
          lines: [
            {
              who: 'a',
              text: 'Ich hab einen kleinen Blumenladen, und meistens bin ich allein im Geschäft. Früher hab ich mittags eine Stunde zugemacht, von eins bis zwei. Dann hab ich aber gemerkt: Viele Kunden kommen genau in ihrer Mittagspause zu mir. Deshalb ist der Laden jetzt den ganzen Tag offen. Ich ess schnell hinten im Lager eine Suppe, und wenn die Tür aufgeht, steh ich wieder vorne.',
            },
          ],
        },
        statement: 'Frau Hartmann schließt ihren Laden mittags für eine Stunde.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Mittags zugemacht hat Frau Hartmann nur „früher“. Heute sagt sie: „Deshalb ist der Laden jetzt den ganzen Tag offen.“',
            en: 'Ms Hartmann closed at lunchtime only [[früher]] (in the past). Now she says [[Deshalb ist der Laden jetzt den ganzen Tag offen.]] (that is why the shop is now open all day).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „eine Stunde zugemacht, von eins bis zwei“. Aber das war „früher“: falsche Zeit. Jetzt ist der Laden den ganzen Tag offen.',
            en: 'You hear [[eine Stunde zugemacht, von eins bis zwei]] (closed for an hour, from one to two). But that was [[früher]] (in the past): the wrong time. Now the shop is open all day.',
          },
        },
        evidence: [
          'Früher hab ich mittags eine Stunde zugemacht, von eins bis zwei.',
          'Deshalb ist der Laden jetzt den ganzen Tag offen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
    ],
  },

  listening2: {
    context: 'Sie hören ein Interview im Radio mit der Leiterin eines Gemeinschaftsgartens.',
    topics: ['city-greenery'],
    people: [{ name: 'Ute Hansen', role: 'head of a community garden' }],
    recording: {
      label: 'Interview: der Gemeinschaftsgarten am Wasserturm',
      speakers: {
        mod: { name: 'Moderator', voice: 'low' },
        b: { name: 'Frau Hansen', voice: 'high' },
      },
      lines: [
        {
          who: 'mod',
          text: 'Guten Tag und herzlich willkommen zu unserer Sendung „Mein Viertel“. Heute ist Ute Hansen bei mir im Studio. Sie leitet den Gemeinschaftsgarten am Wasserturm in der Südstadt. Frau Hansen, schön, dass Sie da sind.',
        },
        { who: 'b', text: 'Danke, ich freu mich sehr.' },
        { who: 'mod', text: 'Wie hat das mit dem Garten denn angefangen?' },
        {
          who: 'b',
          text: 'Also, vor vier Jahren war da nur ein alter Parkplatz. Der gehört der Stadt, und seit Jahren hat ihn niemand mehr benutzt. Ein paar Nachbarn und ich haben dann der Stadt einen Brief geschrieben: Wir wollten dort Gemüse anbauen. Ehrlich gesagt hab ich nicht geglaubt, dass das klappt. Aber nach drei Monaten kam die Antwort: Ja, ihr dürft.',
        },
        { who: 'mod', text: 'Und wer kommt heute zu Ihnen in den Garten?' },
        {
          who: 'b',
          text: 'Ganz verschiedene Leute. Wir sind jetzt ungefähr vierzig Mitglieder. Viele wohnen in Wohnungen ohne Balkon und freuen sich über ein Stück Erde. Es kommen Familien mit kleinen Kindern, Studenten und viele Rentner. Die Rentner sind übrigens unsere Experten. Die wissen genau, wann man Tomaten pflanzt und was gegen Schnecken hilft. Von denen lernen wir Jüngeren sehr viel.',
        },
        { who: 'mod', text: 'Hat dann jeder sein eigenes Beet?' },
        {
          who: 'b',
          text: 'Nein, und das ist uns wichtig. Bei uns gibt’s keine eigenen Beete. Wir arbeiten alle zusammen, und die Ernte teilen wir. Dazu haben wir ein paar einfache Regeln. Zum Beispiel: keine Chemie im Garten. Und wer Werkzeug aus der Hütte nimmt, bringt es danach sauber zurück.',
        },
        { who: 'mod', text: 'Und was kostet das, wenn man mitmachen will?' },
        {
          who: 'b',
          text: 'Der Beitrag ist 12 Euro im Jahr, nein, Moment, seit Januar sind es 15 Euro. Die Stadt will keine Miete von uns, das ist natürlich toll. Mit dem Geld kaufen wir vor allem Samen und Erde. Und wer wenig Geld hat, zahlt einfach nichts. Da fragen wir nicht lange.',
          say: 'Der Beitrag ist zwölf Euro im Jahr, nein, Moment, seit Januar sind es fünfzehn Euro. Die Stadt will keine Miete von uns, das ist natürlich toll. Mit dem Geld kaufen wir vor allem Samen und Erde. Und wer wenig Geld hat, zahlt einfach nichts. Da fragen wir nicht lange.',
        },
        {
          who: 'mod',
          text: 'Ich hab gehört, am Anfang gab’s auch Ärger mit den Nachbarn. Stimmt das?',
        },
        {
          who: 'b',
          text: 'Ja, leider. Im ersten Sommer haben wir abends oft lange zusammengesessen, mit Musik und so. Das war manchen Nachbarn zu laut, und sie haben sich beschwert. Das kann ich auch verstehen. Wir haben uns dann mit ihnen an einen Tisch gesetzt. Jetzt ist ab zehn Uhr abends Ruhe. Und heute gärtnern sogar zwei von diesen Nachbarn selbst bei uns mit.',
        },
        {
          who: 'mod',
          text: 'Das ist ja schön! Und wie ist das mit dem Wasser? So ein Garten braucht ja eine Menge.',
        },
        {
          who: 'b',
          text: 'Oh ja, das war lange unser größtes Problem. Im ersten Jahr haben wir das Wasser in Kanistern von zu Hause mitgebracht. Das war wahnsinnig anstrengend. Eine Wasserleitung gibt’s da bis heute nicht. Aber jetzt sammeln wir das Regenwasser vom Dach der Hütte in großen Tonnen. Das reicht fast den ganzen Sommer.',
        },
        { who: 'mod', text: 'Sie feiern bald ein Fest, hab ich gelesen?' },
        {
          who: 'b',
          text: 'Genau, unser Erntefest. Das ist am Samstag, dem 14. September, ab drei Uhr nachmittags. Am Sonntag danach räumen wir dann alle zusammen auf. Und ganz wichtig: Gäste und Mitglieder bringen das Essen selbst mit, wir kaufen nichts ein. Einen Salat, einen Kuchen, was Sie wollen. Und für die Kinder gibt’s Kürbisse zum Bemalen.',
          say: 'Genau, unser Erntefest. Das ist am Samstag, dem vierzehnten September, ab drei Uhr nachmittags. Am Sonntag danach räumen wir dann alle zusammen auf. Und ganz wichtig: Gäste und Mitglieder bringen das Essen selbst mit, wir kaufen nichts ein. Einen Salat, einen Kuchen, was Sie wollen. Und für die Kinder gibt’s Kürbisse zum Bemalen.',
        },
        { who: 'mod', text: 'Das klingt schön. Zum Schluss: Wie kann man bei Ihnen mitmachen?' },
        {
          who: 'b',
          text: 'Ganz einfach: Kommen Sie vorbei! Wir sind jeden Mittwoch ab fünf Uhr da und samstags den ganzen Vormittag. Werkzeug haben wir genug in der Hütte, Handschuhe auch. Mitbringen müssen Sie nur gute Laune. Und keine Angst: Man muss kein Experte sein. Bei uns hat jeder mal ohne Ahnung angefangen, ich auch.',
        },
        {
          who: 'mod',
          text: 'Frau Hansen, vielen Dank für das Gespräch und viel Glück für Ihr Fest!',
        },
        { who: 'b', text: 'Danke! Und bis bald im Garten.' },
      ],
    },
    items: [
      {
        n: 46,
        statement: 'Frau Hansen war von Anfang an sicher, dass die Stadt den Garten erlaubt.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Ehrlich gesagt hab ich nicht geglaubt, dass das klappt.“ Sicher war sie also nicht. Das Ja der Stadt kam erst nach drei Monaten.',
            en: 'Ms Hansen says [[Ehrlich gesagt hab ich nicht geglaubt, dass das klappt.]] (to be honest, I did not believe it would work). So she was not sure. The city’s yes only came after three months.',
          },
          '+': {
            trap: 'negation',
            de: 'Am Ende hat die Stadt wirklich ja gesagt. Aber vorher hat Frau Hansen „nicht geglaubt“, dass es klappt: das Gegenteil von „sicher“.',
            en: 'In the end the city really did say yes. But before that Ms Hansen did not believe ([[nicht geglaubt]]) it would work: the opposite of being sure.',
          },
        },
        evidence: ['Ehrlich gesagt hab ich nicht geglaubt, dass das klappt.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 47,
        statement: 'Ältere Mitglieder geben ihr Wissen an Jüngere weiter.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Rentner sind „unsere Experten“, sagt Frau Hansen, und: „Von denen lernen wir Jüngeren sehr viel.“ Rentner sind ältere Menschen, und die Jüngeren lernen von ihnen.',
            en: 'The pensioners ([[Rentner]]) are [[unsere Experten]] (our experts), Ms Hansen says, and [[Von denen lernen wir Jüngeren sehr viel.]] (we younger ones learn a lot from them). Pensioners are older people, and the younger members learn from them.',
          },
          '-': {
            trap: 'other-words',
            de: 'Die Wörter „Wissen“ und „weitergeben“ hören Sie nicht. Frau Hansen sagt dasselbe mit anderen Wörtern: „Experten“ und „lernen“.',
            en: 'You do not hear the words [[Wissen]] (knowledge) or [[weitergeben]] (pass on). Ms Hansen says the same in other words: [[Experten]] and [[lernen]] (learn).',
          },
        },
        evidence: ['Die Rentner sind übrigens unsere Experten.', 'Von denen lernen wir Jüngeren sehr viel.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 48,
        statement: 'Im Garten hat niemand ein Beet nur für sich.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Bei uns gibt’s keine eigenen Beete.“ Alle arbeiten zusammen und teilen die Ernte.',
            en: 'Ms Hansen says [[Bei uns gibt’s keine eigenen Beete.]] (we have no beds of our own). Everyone works together and they share the harvest.',
          },
          '-': {
            trap: 'other-words',
            de: 'Der Moderator fragt nach einem „eigenen Beet“, und Frau Hansen antwortet „Nein“. „Nur für sich“ bedeutet hier dasselbe wie „eigen“.',
            en: 'The host asks about an [[eigenes Beet]] (a bed of your own), and Ms Hansen answers [[Nein]]. [[Nur für sich]] (just for oneself) means the same here as [[eigen]] (own).',
          },
        },
        evidence: [
          'Bei uns gibt’s keine eigenen Beete.',
          'Wir arbeiten alle zusammen, und die Ernte teilen wir.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 49,
        statement: 'Die Mitgliedschaft kostet zurzeit 12 Euro im Jahr.',
        key: '-',
        decidedBy: 'self-correction',
        why: {
          '-': {
            trap: 'key',
            de: 'Frau Hansen korrigiert sich sofort: „nein, Moment, seit Januar sind es 15 Euro“. Der alte Beitrag war 12 Euro.',
            en: 'Ms Hansen corrects herself at once: [[nein, Moment, seit Januar sind es 15 Euro]] (no, wait, since January it has been fifteen euros). Twelve euros was the old fee.',
          },
          '+': {
            trap: 'corrected',
            de: 'Sie hören zuerst „12 Euro im Jahr“. Gleich danach kommt die Korrektur: 15 Euro. Die letzte Information zählt.',
            en: 'First you hear [[12 Euro im Jahr]] (twelve euros a year). Straight after comes the correction: fifteen euros. The last information counts.',
          },
        },
        evidence: ['Der Beitrag ist 12 Euro im Jahr, nein, Moment, seit Januar sind es 15 Euro.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 50,
        statement: 'Heute machen im Garten auch Nachbarn mit, die sich früher über den Lärm geärgert haben.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Im ersten Sommer war es „manchen Nachbarn zu laut, und sie haben sich beschwert“. Heute aber „gärtnern sogar zwei von diesen Nachbarn selbst bei uns mit“.',
            en: 'In the first summer it was [[manchen Nachbarn zu laut, und sie haben sich beschwert]] (too loud for some neighbours, and they complained). But today [[gärtnern sogar zwei von diesen Nachbarn selbst bei uns mit]] (two of those very neighbours even garden with us themselves).',
          },
          '-': {
            trap: 'other-words',
            de: 'Das Wort „geärgert“ hören Sie nicht. Aber wer sich über Lärm beschwert, ärgert sich darüber. Den „Ärger mit den Nachbarn“ gab es am Anfang; die Aussage beschreibt mit anderen Wörtern, wie es heute ist.',
            en: 'You do not hear the word [[geärgert]] (annoyed). But people who complain about noise are annoyed by it. The [[Ärger mit den Nachbarn]] (trouble with the neighbours) was at the start; the statement describes in other words how things are today.',
          },
        },
        evidence: [
          'Das war manchen Nachbarn zu laut, und sie haben sich beschwert.',
          'Und heute gärtnern sogar zwei von diesen Nachbarn selbst bei uns mit.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 51,
        statement: 'Inzwischen hat der Garten eine Wasserleitung.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Eine Wasserleitung gibt’s da bis heute nicht.“ Das Wasser kommt vom Regen: Sie sammeln es in großen Tonnen.',
            en: 'Ms Hansen says [[Eine Wasserleitung gibt’s da bis heute nicht.]] (there is still no water pipe there today). The water comes from the rain: they collect it in big barrels.',
          },
          '+': {
            trap: 'negation',
            de: 'Das Wasserproblem ist heute kleiner, aber nicht wegen einer Leitung. „bis heute nicht“ ist das Gegenteil von „inzwischen“.',
            en: 'The water problem is smaller today, but not because of a pipe. [[bis heute nicht]] (still not, even today) is the opposite of [[inzwischen]] (by now).',
          },
        },
        evidence: [
          'Eine Wasserleitung gibt’s da bis heute nicht.',
          'Aber jetzt sammeln wir das Regenwasser vom Dach der Hütte in großen Tonnen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 52,
        statement: 'Das Erntefest findet an einem Sonntag statt.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Das Fest ist „am Samstag, dem 14. September“. Am Sonntag danach räumen alle nur auf.',
            en: 'The festival is [[am Samstag, dem 14. September]] (on Saturday, the fourteenth of September). On the Sunday after, they only tidy up.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Sonntag“, aber am Sonntag wird nur aufgeräumt. Das Fest selbst ist am Tag davor.',
            en: 'You hear [[Sonntag]] (Sunday), but Sunday is only for tidying up. The festival itself is the day before.',
          },
        },
        evidence: [
          'Das ist am Samstag, dem 14. September, ab drei Uhr nachmittags.',
          'Am Sonntag danach räumen wir dann alle zusammen auf.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'ohr-method' },
      },
      {
        n: 53,
        statement: 'Beim Erntefest sorgen die Gäste selbst für das Essen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Gäste und Mitglieder bringen das Essen selbst mit, wir kaufen nichts ein.“ Für das Essen sorgen also alle, die kommen, auch die Gäste.',
            en: 'Ms Hansen says [[Gäste und Mitglieder bringen das Essen selbst mit, wir kaufen nichts ein.]] (guests and members bring the food themselves, we don’t buy anything). So everyone who comes, the guests too, takes care of the food.',
          },
          '-': {
            trap: 'other-words',
            de: 'Das Wort „sorgen“ hören Sie nicht. „bringen das Essen selbst mit“ sagt dasselbe mit anderen Wörtern. Dass auch die Mitglieder Essen mitbringen, ändert daran nichts.',
            en: 'You do not hear the word [[sorgen]] (take care of). [[bringen das Essen selbst mit]] (bring the food themselves) says the same in other words. That the members bring food too does not change this.',
          },
        },
        evidence: ['Gäste und Mitglieder bringen das Essen selbst mit, wir kaufen nichts ein.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 54,
        statement: 'Wer mitmachen will, muss eigenes Werkzeug mitbringen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Werkzeug haben wir genug in der Hütte, Handschuhe auch.“ Mitbringen muss man nur „gute Laune“, also nichts zum Arbeiten.',
            en: 'Ms Hansen says [[Werkzeug haben wir genug in der Hütte, Handschuhe auch.]] (we have plenty of tools in the shed, gloves too). All you need to bring is [[gute Laune]] (a good mood), so nothing to work with.',
          },
          '+': {
            trap: 'same-word',
            de: 'Sie hören „Werkzeug“ und gleich danach „Mitbringen müssen Sie“. Aber mitbringen muss man nur gute Laune. Das Werkzeug liegt schon in der Hütte.',
            en: 'You hear [[Werkzeug]] (tools) and straight after it [[Mitbringen müssen Sie]] (what you have to bring). But all you have to bring is a good mood. The tools are already in the shed.',
          },
        },
        evidence: [
          'Werkzeug haben wir genug in der Hütte, Handschuhe auch.',
          'Mitbringen müssen Sie nur gute Laune.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 55,
        statement: 'Man kann auch ohne Erfahrung im Garten mitmachen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Man muss kein Experte sein.“ Und: „Bei uns hat jeder mal ohne Ahnung angefangen, ich auch.“',
            en: 'Ms Hansen says [[Man muss kein Experte sein.]] (you do not have to be an expert) and [[Bei uns hat jeder mal ohne Ahnung angefangen, ich auch.]] (everyone here started out knowing nothing, me too).',
          },
          '-': {
            trap: 'other-words',
            de: '„Experten“ sind im Garten die Rentner, aber neue Mitglieder müssen keine sein. „Kein Experte“ und „ohne Ahnung“ sagen mit anderen Wörtern: ohne Erfahrung.',
            en: 'In the garden the [[Experten]] (experts) are the pensioners, but new members need not be experts. [[Kein Experte]] and [[ohne Ahnung]] (without a clue) say in other words: without experience.',
          },
        },
        evidence: ['Man muss kein Experte sein.', 'Bei uns hat jeder mal ohne Ahnung angefangen, ich auch.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
    ],
  },

  listening3: {
    context:
      'Sie hören fünf kurze Texte: Ansagen, Nachrichten auf dem Anrufbeantworter und den Verkehrsfunk im Radio.',
    topics: ['public-offices', 'cars-and-mobility', 'swimming-pools', 'going-out'],
    people: [
      { name: 'Uwe Falk', role: 'car mechanic' },
      { name: 'Frau Scholz', role: 'customer of a garage' },
      { name: 'Lea', role: 'friend changing a date' },
      { name: 'Ben', role: 'friend of Lea' },
    ],
    items: [
      {
        n: 56,
        recording: {
          label: 'Text 1: Ansage im Bürgerbüro',
          speakers: { a: { name: 'Ansage', voice: 'announcer' } },
          lines: [
            {
              who: 'a',
              text: 'Liebe Besucherinnen und Besucher, bitte beachten Sie: Wegen einer Betriebsversammlung schließt das Bürgerbüro heute schon um 14 Uhr und nicht wie gewohnt um 18 Uhr. Morgen sind wir ab 7 Uhr wieder wie immer für Sie da. Übrigens: Ihren neuen Ausweis können Sie heute bis 13 Uhr auch ohne Wartenummer an Schalter 3 abholen. Vielen Dank für Ihr Verständnis!',
              say: 'Liebe Besucherinnen und Besucher, bitte beachten Sie: Wegen einer Betriebsversammlung schließt das Bürgerbüro heute schon um vierzehn Uhr und nicht wie gewohnt um achtzehn Uhr. Morgen sind wir ab sieben Uhr wieder wie immer für Sie da. Übrigens: Ihren neuen Ausweis können Sie heute bis dreizehn Uhr auch ohne Wartenummer an Schalter drei abholen. Vielen Dank für Ihr Verständnis!',
            },
          ],
        },
        statement: 'Das Bürgerbüro ist heute bis 18 Uhr geöffnet.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Heute schließt das Bürgerbüro „schon um 14 Uhr und nicht wie gewohnt um 18 Uhr“. Es ist also nur bis 14 Uhr offen.',
            en: 'Today the citizens’ office closes [[schon um 14 Uhr und nicht wie gewohnt um 18 Uhr]] (already at 2 pm and not at 6 pm as usual). So it is open only until 14:00.',
          },
          '+': {
            trap: 'negation',
            de: 'Sie hören „18 Uhr“, aber mit „nicht“ davor: Bis 18 Uhr ist das Bürgerbüro nur an normalen Tagen offen, heute nicht.',
            en: 'You hear [[18 Uhr]] (6 pm), but with [[nicht]] (not) in front of it: the office is open until 18:00 only on normal days, not today.',
          },
        },
        evidence: ['schließt das Bürgerbüro heute schon um 14 Uhr und nicht wie gewohnt um 18 Uhr'],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
      {
        n: 57,
        recording: {
          label: 'Text 2: Nachricht von der Autowerkstatt',
          speakers: { a: { name: 'Herr Falk', voice: 'low' } },
          lines: [
            {
              who: 'a',
              text: 'Guten Tag, Frau Scholz, hier ist Uwe Falk von der Autowerkstatt Falk. Es geht um Ihr Auto. Die Bremsen sind fertig, aber die Batterie ist leider auch kaputt. Eine neue bekommen wir erst morgen früh. Wir sind zwar ab halb acht in der Werkstatt, aber der Einbau dauert ein bisschen. Den Wagen können Sie deshalb erst ab zwölf Uhr abholen. Alles zusammen kostet dann 340 Euro. Bei Fragen rufen Sie mich einfach an. Auf Wiederhören!',
              say: 'Guten Tag, Frau Scholz, hier ist Uwe Falk von der Autowerkstatt Falk. Es geht um Ihr Auto. Die Bremsen sind fertig, aber die Batterie ist leider auch kaputt. Eine neue bekommen wir erst morgen früh. Wir sind zwar ab halb acht in der Werkstatt, aber der Einbau dauert ein bisschen. Den Wagen können Sie deshalb erst ab zwölf Uhr abholen. Alles zusammen kostet dann dreihundertvierzig Euro. Bei Fragen rufen Sie mich einfach an. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Frau Scholz bekommt ihr Auto morgen frühestens mittags zurück.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Herr Falk sagt: „Den Wagen können Sie deshalb erst ab zwölf Uhr abholen.“ Zwölf Uhr ist mittags, und „erst ab“ heißt: nicht früher.',
            en: 'Mr Falk says [[Den Wagen können Sie deshalb erst ab zwölf Uhr abholen.]] (so you can only collect the car from twelve o’clock). Twelve o’clock is midday, and [[erst ab]] means not earlier.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören auch „ab halb acht“. Aber das ist die Zeit, ab der die Werkstatt offen ist, nicht die Zeit für das Auto. Die neue Batterie muss erst eingebaut werden.',
            en: 'You also hear [[ab halb acht]] (from half past seven). But that is when the garage opens, not when the car is ready. The new battery still has to be fitted.',
          },
        },
        evidence: [
          'Wir sind zwar ab halb acht in der Werkstatt, aber der Einbau dauert ein bisschen.',
          'Den Wagen können Sie deshalb erst ab zwölf Uhr abholen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 58,
        recording: {
          label: 'Text 3: Verkehrsfunk im Radio',
          speakers: { a: { name: 'Verkehrsfunk', voice: 'announcer' } },
          lines: [
            {
              who: 'a',
              text: 'Und nun der Verkehr. Auf der A3 Richtung Köln hat es zwischen dem Kreuz Nord und der Ausfahrt Waldstadt einen Unfall gegeben. Dort gibt es sechs Kilometer Stau, rechnen Sie mit etwa zwanzig Minuten mehr. Auf der B8 bei Neustadt ist wegen einer Baustelle nur eine Spur frei. Dort läuft der Verkehr im Moment aber ohne Probleme. Wir wünschen Ihnen eine gute Fahrt!',
              say: 'Und nun der Verkehr. Auf der A drei Richtung Köln hat es zwischen dem Kreuz Nord und der Ausfahrt Waldstadt einen Unfall gegeben. Dort gibt es sechs Kilometer Stau, rechnen Sie mit etwa zwanzig Minuten mehr. Auf der B acht bei Neustadt ist wegen einer Baustelle nur eine Spur frei. Dort läuft der Verkehr im Moment aber ohne Probleme. Wir wünschen Ihnen eine gute Fahrt!',
            },
          ],
        },
        statement: 'Auf der A3 gibt es Stau wegen einer Baustelle.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Auf der A3 gab es „einen Unfall“, deshalb gibt es dort Stau. Die Baustelle ist auf der B8, und dort läuft der Verkehr „ohne Probleme“.',
            en: 'On the A3 there was [[einen Unfall]] (an accident); that is why there is a jam there. The roadworks ([[Baustelle]]) are on the B8, and traffic there is moving [[ohne Probleme]] (without problems).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Eine Baustelle gibt es wirklich, aber auf einer anderen Straße: auf der B8 bei Neustadt.',
            en: 'There really are roadworks, but on another road: the B8 near Neustadt.',
          },
        },
        evidence: [
          'Auf der A3 Richtung Köln hat es zwischen dem Kreuz Nord und der Ausfahrt Waldstadt einen Unfall gegeben.',
          'Auf der B8 bei Neustadt ist wegen einer Baustelle nur eine Spur frei.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 59,
        recording: {
          label: 'Text 4: Ansage im Hallenbad',
          speakers: { a: { name: 'Ansage', voice: 'announcer' } },
          lines: [
            {
              who: 'a',
              text: 'Liebe Badegäste, eine Information für heute Nachmittag: Von 15 bis 17 Uhr ist unser großes Sportbecken für einen Schwimmkurs reserviert. Das Nichtschwimmerbecken und die Rutsche sind in dieser Zeit wie immer für alle geöffnet. Und noch ein Hinweis: Die Sauna bleibt heute wegen einer Reparatur geschlossen. Ab morgen ist sie wieder für Sie da. Viel Spaß beim Schwimmen!',
              say: 'Liebe Badegäste, eine Information für heute Nachmittag: Von fünfzehn bis siebzehn Uhr ist unser großes Sportbecken für einen Schwimmkurs reserviert. Das Nichtschwimmerbecken und die Rutsche sind in dieser Zeit wie immer für alle geöffnet. Und noch ein Hinweis: Die Sauna bleibt heute wegen einer Reparatur geschlossen. Ab morgen ist sie wieder für Sie da. Viel Spaß beim Schwimmen!',
            },
          ],
        },
        statement: 'Während des Schwimmkurses ist die Rutsche geschlossen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Für den Kurs ist nur „unser großes Sportbecken“ reserviert. Das Nichtschwimmerbecken und die Rutsche sind „in dieser Zeit wie immer für alle geöffnet“.',
            en: 'Only [[unser großes Sportbecken]] (our big sports pool) is booked for the course. The non-swimmers’ pool and the slide are [[in dieser Zeit wie immer für alle geöffnet]] (open to everyone as usual at that time).',
          },
          '+': {
            trap: 'wrong-detail',
            de: '„geschlossen“ hören Sie wirklich, aber das gilt für die Sauna: „Die Sauna bleibt heute wegen einer Reparatur geschlossen.“ Die Rutsche ist offen. Falscher Ort.',
            en: 'You really do hear [[geschlossen]] (closed), but it is about the sauna: [[Die Sauna bleibt heute wegen einer Reparatur geschlossen.]] (the sauna stays closed today for repairs). The slide is open. Wrong place.',
          },
        },
        evidence: [
          'Das Nichtschwimmerbecken und die Rutsche sind in dieser Zeit wie immer für alle geöffnet.',
          'Die Sauna bleibt heute wegen einer Reparatur geschlossen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 60,
        recording: {
          label: 'Text 5: Nachricht von Lea',
          speakers: { a: { name: 'Lea', voice: 'high' } },
          lines: [
            {
              who: 'a',
              text: 'Hallo Ben, hier ist Lea. Du, wegen Donnerstag: Das mit dem Kino klappt bei mir leider nicht, ich muss länger arbeiten. Können wir uns stattdessen am Freitag sehen? Gleiche Zeit, also um Viertel nach sieben. Aber lass uns nicht ins Kino gehen, sondern ins Café Lindenblatt am Marktplatz. Da kann man besser reden. Sag mir bitte kurz Bescheid, ob das für dich passt. Tschüss!',
            },
          ],
        },
        statement: 'Lea möchte Ben an einem anderen Tag und an einem anderen Ort treffen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Lea fragt: „Können wir uns stattdessen am Freitag sehen?“ Das ist ein anderer Tag als Donnerstag. Und sie will „nicht ins Kino“, sondern „ins Café Lindenblatt am Marktplatz“: ein anderer Ort.',
            en: 'Lea asks [[Können wir uns stattdessen am Freitag sehen?]] (can we meet on Friday instead?). That is another day than Thursday. And she wants to go [[nicht ins Kino]] (not to the cinema) but [[ins Café Lindenblatt am Marktplatz]]: another place.',
          },
          '-': {
            trap: 'other-words',
            de: 'Nur die Zeit bleibt: „Gleiche Zeit, also um Viertel nach sieben.“ Tag und Ort ändern sich. Die Aussage sagt das mit anderen Wörtern.',
            en: 'Only the time stays the same: [[Gleiche Zeit, also um Viertel nach sieben.]] (same time, so quarter past seven). The day and the place change. The statement says so in other words.',
          },
        },
        evidence: [
          'Können wir uns stattdessen am Freitag sehen?',
          'Aber lass uns nicht ins Kino gehen, sondern ins Café Lindenblatt am Marktplatz.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'ohr-method' },
      },
    ],
  },
} satisfies ModelTestListening;
