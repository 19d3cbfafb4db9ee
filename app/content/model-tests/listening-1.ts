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
              text: 'Ich sitze im Büro den ganzen Tag vor dem Computer. Am Anfang bin ich mittags jeden Tag mit den Kollegen in die Kantine gegangen. Aber da ist es laut und voll, und danach war ich immer müde. Jetzt nehm ich mir ein Brot mit und geh in den kleinen Park neben unserer Firma. Meine Kollegen denken, bei Regen bleib ich bestimmt drin. Falsch gedacht: Dann nehm ich eben den Schirm mit. Nach zwanzig Minuten unter den Bäumen kann ich viel besser arbeiten.',
            },
          ],
        },
        statement: 'Jasmin verbringt ihre Mittagspause am liebsten draußen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Jasmin sagt: „Jetzt nehm ich mir ein Brot mit und geh in den kleinen Park neben unserer Firma.“ Auch bei Regen bleibt sie nicht drin: „Dann nehm ich eben den Schirm mit.“ Draußen ist es ihr also am liebsten.',
            en: 'Jasmin says [[Jetzt nehm ich mir ein Brot mit und geh in den kleinen Park neben unserer Firma.]] (now I take a sandwich and go to the little park next to our company). She does not stay in when it rains either: [[Dann nehm ich eben den Schirm mit.]] (then I just take my umbrella). So she likes being outside best.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Die Kantine „jeden Tag“ war nur „am Anfang“: falsche Zeit. Und „bei Regen bleib ich bestimmt drin“ denken nur die Kollegen: falsche Person. Jasmin geht auch dann in den Park.',
            en: 'The canteen [[jeden Tag]] (every day) was only [[am Anfang]] (at the start): the wrong time. And [[bei Regen bleib ich bestimmt drin]] (when it rains I surely stay inside) is only what her colleagues think: the wrong person. Jasmin goes to the park then too.',
          },
        },
        evidence: [
          'Jetzt nehm ich mir ein Brot mit und geh in den kleinen Park neben unserer Firma.',
          'Dann nehm ich eben den Schirm mit.',
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
              text: 'Auf der Baustelle fangen wir schon um sechs an. Meine Frau macht mir jeden Morgen zwei Brote, aber die sind um neun schon weg, in der Frühstückspause. Eigentlich wollte ich mittags Essen von zu Hause in einer Dose mitbringen. Aber auf der Baustelle gibt’s keine Mikrowelle, und kalte Nudeln mag ich nicht. Also holen wir uns mittags was vom Imbiss an der Ecke, Currywurst oder Döner, schön heiß. Gesund ist das nicht, ich weiß. Aber nach so vielen Stunden draußen brauch ich was Ordentliches.',
            },
          ],
        },
        statement: 'Mittags kauft sich Mirko ein warmes Essen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Mirko sagt: „Also holen wir uns mittags was vom Imbiss an der Ecke, Currywurst oder Döner, schön heiß.“ Beim Imbiss kauft man sein Essen, und „schön heiß“ heißt: warm.',
            en: 'Mirko says [[Also holen wir uns mittags was vom Imbiss an der Ecke, Currywurst oder Döner, schön heiß.]] (so at lunchtime we get something from the snack bar on the corner, curry sausage or döner, nice and hot). At a snack bar you buy your food, and [[schön heiß]] means hot.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Die Brote von seiner Frau isst Mirko schon „um neun“, nicht mittags. Das Essen in der Dose war nur ein Plan („Eigentlich wollte ich“), und es gibt keine Mikrowelle. Mittags kauft er beim Imbiss.',
            en: 'Mirko eats the sandwiches from his wife [[um neun]] (at nine), not at lunchtime. Food from home in a box was only a plan ([[Eigentlich wollte ich]], I actually wanted to), and there is no microwave. At lunchtime he buys food at the snack bar.',
          },
        },
        evidence: [
          'aber die sind um neun schon weg, in der Frühstückspause',
          'Also holen wir uns mittags was vom Imbiss an der Ecke, Currywurst oder Döner, schön heiß.',
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
              text: 'Ich studiere Biologie, und mittags geh ich fast immer mit zwei Freundinnen in die Mensa. Das Essen ist billig, nur 3,50 Euro, und die Pizza am Freitag ist sogar richtig lecker. Sonst schmeckt es meistens nach gar nichts. Ehrlich gesagt geh ich nicht wegen des Essens hin. Für mich ist die Pause mit meinen Freundinnen das Wichtigste am Tag: Wir reden, wir lachen, und danach geht’s wieder in die Bibliothek.',
              say: 'Ich studiere Biologie, und mittags geh ich fast immer mit zwei Freundinnen in die Mensa. Das Essen ist billig, nur drei Euro fünfzig, und die Pizza am Freitag ist sogar richtig lecker. Sonst schmeckt es meistens nach gar nichts. Ehrlich gesagt geh ich nicht wegen des Essens hin. Für mich ist die Pause mit meinen Freundinnen das Wichtigste am Tag: Wir reden, wir lachen, und danach geht’s wieder in die Bibliothek.',
            },
          ],
        },
        statement: 'Selin geht vor allem wegen des guten Essens in die Mensa.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Selin sagt: „Ehrlich gesagt geh ich nicht wegen des Essens hin.“ Der Grund sind ihre Freundinnen: Die Pause mit ihnen ist „das Wichtigste am Tag“. Und meistens schmeckt das Essen „nach gar nichts“.',
            en: 'Selin says [[Ehrlich gesagt geh ich nicht wegen des Essens hin.]] (to be honest, I don’t go there for the food). The reason is her friends: the break with them is [[das Wichtigste am Tag]] (the most important thing of the day). And most of the time the food tastes [[nach gar nichts]] (of nothing at all).',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören „richtig lecker“, aber das gilt nur für die Pizza am Freitag. Sonst schmeckt das Essen nach nichts, und Selin geht wegen der Freundinnen hin. Nur ein Teil stimmt.',
            en: 'You hear [[richtig lecker]] (really tasty), but that is only the pizza on Friday. Otherwise the food tastes of nothing, and Selin goes for her friends. Only part of it is true.',
          },
        },
        evidence: [
          'Ehrlich gesagt geh ich nicht wegen des Essens hin.',
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
              text: 'Tja, ich bin Hausmeister an einer großen Schule. Offiziell hab ich mittags eine halbe Stunde Pause, ganz für mich. Heute war’s mal schön: Ich hab in Ruhe meinen Kaffee getrunken und die Zeitung gelesen. Aber das ist leider die Ausnahme. Meistens klingelt nach fünf Minuten mein Telefon, weil eine Tür klemmt oder irgendwo das Licht nicht geht, und dann muss ich sofort los. Meinen Joghurt ess ich dann im Stehen.',
            },
          ],
        },
        statement: 'Rainer wird in seiner Mittagspause meistens gestört.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Rainer sagt: „Meistens klingelt nach fünf Minuten mein Telefon“, und dann muss er „sofort los“. Die ruhige Pause von heute ist „leider die Ausnahme“.',
            en: 'Rainer says [[Meistens klingelt nach fünf Minuten mein Telefon]] (most of the time my phone rings after five minutes), and then he has to go [[sofort]] (at once). Today’s quiet break is [[leider die Ausnahme]] (the exception, sadly).',
          },
          '-': {
            trap: 'wrong-detail',
            de: '„In Ruhe“ hören Sie wirklich: Heute hat Rainer Kaffee getrunken und Zeitung gelesen. Aber das war nur heute, „die Ausnahme“. Meistens wird er gestört. Falsche Zeit.',
            en: 'You really do hear [[in Ruhe]] (in peace): today Rainer drank his coffee and read the paper. But that was only today, [[die Ausnahme]] (the exception). Most of the time he is disturbed. Wrong time.',
          },
        },
        evidence: ['Aber das ist leider die Ausnahme.', 'Meistens klingelt nach fünf Minuten mein Telefon'],
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
              text: 'Ich hab einen kleinen Blumenladen, und meistens bin ich allein im Geschäft. An der Tür steht immer noch: Mittagspause von eins bis zwei. Das Schild muss ich endlich mal abmachen. Seit dem Frühling ist der Laden nämlich den ganzen Tag offen, weil viele Kunden genau in ihrer Mittagspause zu mir kommen. Ich ess schnell hinten im Lager eine Suppe, und wenn die Tür aufgeht, steh ich wieder vorne.',
            },
          ],
        },
        statement: 'Frau Hartmann schließt ihren Laden mittags für eine Stunde.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Frau Hartmann sagt: „Seit dem Frühling ist der Laden nämlich den ganzen Tag offen“. Das Schild mit der Mittagspause ist alt: Sie will es „endlich mal abmachen“.',
            en: 'Ms Hartmann says [[Seit dem Frühling ist der Laden nämlich den ganzen Tag offen]] (since the spring the shop has been open all day). The sign with the lunch break is old: she wants to [[endlich mal abmachen]] (finally take it down).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Mittagspause von eins bis zwei“, aber das steht nur noch auf dem alten Schild. Seit dem Frühling macht sie mittags nicht mehr zu. Falsche Zeit.',
            en: 'You hear [[Mittagspause von eins bis zwei]] (lunch break from one to two), but that is only on the old sign. Since the spring she no longer closes at lunchtime. Wrong time.',
          },
        },
        evidence: [
          'An der Tür steht immer noch: Mittagspause von eins bis zwei.',
          'Seit dem Frühling ist der Laden nämlich den ganzen Tag offen',
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
          text: 'Also, vor vier Jahren war da nur ein alter Parkplatz. Der gehört der Stadt, und seit Jahren hat ihn niemand mehr benutzt. Ich hab dann mit ein paar Nachbarn einen Brief an die Stadt geschrieben: Wir wollten dort Gemüse anbauen. Die Nachbarn waren ganz sicher, dass die Stadt ja sagt. Ich ehrlich gesagt nicht. Aber nach drei Monaten kam die Antwort: Ja, ihr dürft.',
        },
        { who: 'mod', text: 'Und wer kommt heute zu Ihnen in den Garten?' },
        {
          who: 'b',
          text: 'Ganz verschiedene Leute. Wir sind jetzt ungefähr vierzig Mitglieder. Viele wohnen in Wohnungen ohne Balkon und freuen sich über ein Stück Erde. Es kommen Familien mit kleinen Kindern, Studenten und viele Rentner. Die Rentner sind übrigens unsere Experten. Die wissen genau, wann man Tomaten pflanzt und was gegen Schnecken hilft. Von denen lernen wir Jüngeren sehr viel. Nur beim Computer ist es andersrum: Mit E-Mails kennen sich die Rentner nicht so aus, da helfen ihnen die Studenten.',
        },
        { who: 'mod', text: 'Hat jeder sein eigenes Beet?' },
        {
          who: 'b',
          text: 'So war das am Anfang. Im ersten Jahr hatte jeder ein eigenes kleines Beet. Aber im Urlaub war dann oft niemand zum Gießen da, und vieles ist kaputtgegangen. Seitdem gibt’s bei uns keine eigenen Beete mehr. Wir arbeiten alle zusammen, und die Ernte teilen wir. Dazu haben wir ein paar einfache Regeln. Zum Beispiel: keine Chemie im Garten. Und wer Werkzeug aus der Hütte nimmt, bringt es danach sauber zurück.',
        },
        { who: 'mod', text: 'Und was kostet das, wenn man mitmachen will?' },
        {
          who: 'b',
          text: 'Seit Januar sind es 15 Euro im Jahr, vorher waren es 12. Die Stadt will keine Miete von uns, das ist natürlich toll. Mit dem Geld kaufen wir vor allem Samen und Erde. Und wer wenig Geld hat, zahlt einfach nichts. Da fragen wir nicht lange.',
          say: 'Seit Januar sind es fünfzehn Euro im Jahr, vorher waren es zwölf. Die Stadt will keine Miete von uns, das ist natürlich toll. Mit dem Geld kaufen wir vor allem Samen und Erde. Und wer wenig Geld hat, zahlt einfach nichts. Da fragen wir nicht lange.',
        },
        {
          who: 'mod',
          text: 'Ich hab gehört, am Anfang gab’s auch Ärger mit den Nachbarn. Stimmt das?',
        },
        {
          who: 'b',
          text: 'Ja, leider. Im ersten Sommer haben wir abends oft lange zusammengesessen, mit Musik und so. Das war manchen Nachbarn zu laut, und sie haben sich beschwert. Das kann ich auch verstehen. Wir haben uns dann mit ihnen an einen Tisch gesetzt. Jetzt ist ab zehn Uhr abends Ruhe. Ein paar Nachbarn finden uns bis heute nicht so toll, das ist okay. Aber zwei von denen, die sich damals beschwert haben, gärtnern heute sogar selbst bei uns mit.',
        },
        {
          who: 'mod',
          text: 'Das ist ja schön! Und wie ist das mit dem Wasser? So ein Garten braucht ja eine Menge.',
        },
        {
          who: 'b',
          text: 'Oh ja, das war lange unser größtes Problem. Im ersten Jahr haben wir das Wasser in Kanistern von zu Hause mitgebracht. Das war wahnsinnig anstrengend. Jetzt hat uns die Stadt eine Wasserleitung versprochen, die soll nächstes Frühjahr kommen. Bis dahin sammeln wir das Regenwasser vom Dach der Hütte in großen Tonnen. Das reicht fast den ganzen Sommer.',
        },
        { who: 'mod', text: 'Sie feiern bald ein Fest, hab ich gelesen?' },
        {
          who: 'b',
          text: 'Genau, unser Erntefest. Geplant war es erst für Sonntag, aber da ist in der Südstadt schon der Flohmarkt. Deshalb feiern wir am Samstag, dem 14. September, ab drei Uhr nachmittags. Am Sonntag danach räumen wir dann alle zusammen auf. Für die Getränke sorgen wir, die kaufen wir ein. Beim Essen ist es anders: Das bringen Gäste und Mitglieder selbst mit. Einen Salat, einen Kuchen, was Sie wollen. Und für die Kinder gibt’s Kürbisse zum Bemalen.',
          say: 'Genau, unser Erntefest. Geplant war es erst für Sonntag, aber da ist in der Südstadt schon der Flohmarkt. Deshalb feiern wir am Samstag, dem vierzehnten September, ab drei Uhr nachmittags. Am Sonntag danach räumen wir dann alle zusammen auf. Für die Getränke sorgen wir, die kaufen wir ein. Beim Essen ist es anders: Das bringen Gäste und Mitglieder selbst mit. Einen Salat, einen Kuchen, was Sie wollen. Und für die Kinder gibt’s Kürbisse zum Bemalen.',
        },
        { who: 'mod', text: 'Das klingt schön. Zum Schluss: Wie kann man bei Ihnen mitmachen?' },
        {
          who: 'b',
          text: 'Ganz einfach: Kommen Sie vorbei! Wir sind jeden Mittwoch ab fünf Uhr da und samstags den ganzen Vormittag. Werkzeug haben wir genug in der Hütte. Nur Handschuhe muss jeder selbst mitbringen. Am Anfang wollten wir nur Leute, die schon mal einen Garten hatten. Das war ein Fehler. Heute sage ich: Man muss kein Experte sein. Bei uns lernt jeder von den anderen.',
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
            de: 'Sicher waren nur die Nachbarn: „Die Nachbarn waren ganz sicher, dass die Stadt ja sagt.“ Über sich sagt Frau Hansen: „Ich ehrlich gesagt nicht.“',
            en: 'Only the neighbours were sure: [[Die Nachbarn waren ganz sicher, dass die Stadt ja sagt.]] (the neighbours were quite sure the city would say yes). About herself Ms Hansen says [[Ich ehrlich gesagt nicht.]] (to be honest, I wasn’t).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „ganz sicher, dass die Stadt ja sagt“, und die Stadt hat am Ende wirklich ja gesagt. Aber sicher waren die Nachbarn, nicht Frau Hansen. Falsche Person.',
            en: 'You hear [[ganz sicher, dass die Stadt ja sagt]] (quite sure the city would say yes), and in the end the city really did say yes. But it was the neighbours who were sure, not Ms Hansen. Wrong person.',
          },
        },
        evidence: ['Die Nachbarn waren ganz sicher, dass die Stadt ja sagt.', 'Ich ehrlich gesagt nicht.'],
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
            de: 'Sie hören auch „andersrum“: Beim Computer helfen die Studenten den Rentnern. Das ist eine zweite Richtung, aber die erste bleibt wahr. Im Garten lernen die Jüngeren von den Älteren; die Aussage sagt das mit anderen Wörtern.',
            en: 'You also hear [[andersrum]] (the other way round): with the computer the students help the pensioners. That is a second direction, but the first one stays true. In the garden the younger ones learn from the older ones; the statement says this in other words.',
          },
        },
        evidence: ['Die Rentner sind übrigens unsere Experten.', 'Von denen lernen wir Jüngeren sehr viel.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 48,
        statement: 'Heute hat im Garten niemand ein Beet nur für sich.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Seitdem gibt’s bei uns keine eigenen Beete mehr. Wir arbeiten alle zusammen, und die Ernte teilen wir.“',
            en: 'Ms Hansen says [[Seitdem gibt’s bei uns keine eigenen Beete mehr. Wir arbeiten alle zusammen, und die Ernte teilen wir.]] (since then we have had no beds of our own. We all work together and share the harvest).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „hatte jeder ein eigenes kleines Beet“. Aber das war „im ersten Jahr“. Seitdem gibt es keine eigenen Beete mehr. Falsche Zeit.',
            en: 'You hear [[hatte jeder ein eigenes kleines Beet]] (everyone had a small bed of their own). But that was [[im ersten Jahr]] (in the first year). Since then there have been no beds of one’s own. Wrong time.',
          },
        },
        evidence: [
          'Im ersten Jahr hatte jeder ein eigenes kleines Beet.',
          'Seitdem gibt’s bei uns keine eigenen Beete mehr.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 49,
        statement: 'Alle Mitglieder zahlen seit Januar 15 Euro im Jahr.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Der Beitrag ist 15 Euro, aber nicht für alle: „Und wer wenig Geld hat, zahlt einfach nichts.“',
            en: 'The fee is fifteen euros, but not for everyone: [[Und wer wenig Geld hat, zahlt einfach nichts.]] (and anyone who has little money simply pays nothing).',
          },
          '+': {
            trap: 'partly-true',
            de: 'Der Betrag stimmt: „Seit Januar sind es 15 Euro im Jahr“. Aber „alle“ stimmt nicht: Wer wenig Geld hat, zahlt nichts. Eine Bedingung fehlt.',
            en: 'The amount is right: [[Seit Januar sind es 15 Euro im Jahr]] (since January it has been fifteen euros a year). But [[alle]] (all) is wrong: anyone with little money pays nothing. One condition fails.',
          },
        },
        evidence: [
          'Seit Januar sind es 15 Euro im Jahr, vorher waren es 12.',
          'Und wer wenig Geld hat, zahlt einfach nichts.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 50,
        statement: 'Heute machen im Garten auch Nachbarn mit, die sich früher über den Lärm geärgert haben.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Aber zwei von denen, die sich damals beschwert haben, gärtnern heute sogar selbst bei uns mit.“ Beschwert haben sie sich im ersten Sommer, weil es ihnen „zu laut“ war.',
            en: 'Ms Hansen says [[Aber zwei von denen, die sich damals beschwert haben, gärtnern heute sogar selbst bei uns mit.]] (but two of those who complained back then even garden with us themselves today). They complained in the first summer because it was [[zu laut]] (too loud) for them.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „bis heute nicht so toll“. Das gilt für „ein paar Nachbarn“, nicht für alle. Zwei der Nachbarn von damals machen heute mit; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[bis heute nicht so toll]] (still not so keen even today). That is about [[ein paar Nachbarn]] (a few neighbours), not all of them. Two of the neighbours from back then take part today; the statement says this in other words.',
          },
        },
        evidence: [
          'Das war manchen Nachbarn zu laut, und sie haben sich beschwert.',
          'Aber zwei von denen, die sich damals beschwert haben, gärtnern heute sogar selbst bei uns mit.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 51,
        statement: 'Der Garten hat inzwischen eine eigene Wasserleitung.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Leitung gibt es noch nicht: Die Stadt hat sie nur „versprochen“, sie „soll nächstes Frühjahr kommen“. „Bis dahin“ sammeln sie Regenwasser in Tonnen.',
            en: 'There is no pipe yet: the city has only [[versprochen]] (promised) it, and it [[soll nächstes Frühjahr kommen]] (is to come next spring). [[Bis dahin]] (until then) they collect rainwater in barrels.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Wasserleitung“ und „jetzt“. Aber jetzt gibt es nur das Versprechen; die Leitung selbst kommt erst nächstes Frühjahr. Falsche Zeit.',
            en: 'You hear [[Wasserleitung]] (water pipe) and [[jetzt]] (now). But what exists now is only the promise; the pipe itself only comes next spring. Wrong time.',
          },
        },
        evidence: [
          'Jetzt hat uns die Stadt eine Wasserleitung versprochen, die soll nächstes Frühjahr kommen.',
          'Bis dahin sammeln wir das Regenwasser vom Dach der Hütte in großen Tonnen.',
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
            de: 'Frau Hansen sagt: „Deshalb feiern wir am Samstag, dem 14. September“. Am Sonntag danach wird nur aufgeräumt.',
            en: 'Ms Hansen says [[Deshalb feiern wir am Samstag, dem 14. September]] (so we are celebrating on Saturday, the fourteenth of September). On the Sunday after, they only tidy up.',
          },
          '+': {
            trap: 'wrong-detail',
            de: '„Sonntag“ hören Sie zweimal: Das Fest war „erst für Sonntag“ geplant, aber da ist der Flohmarkt. Und am Sonntag danach räumen alle auf. Gefeiert wird am Samstag.',
            en: 'You hear [[Sonntag]] twice: the festival was first planned for Sunday ([[erst für Sonntag]]), but the flea market is on then. And on the Sunday after, everyone tidies up. The party is on Saturday.',
          },
        },
        evidence: [
          'Geplant war es erst für Sonntag, aber da ist in der Südstadt schon der Flohmarkt.',
          'Deshalb feiern wir am Samstag, dem 14. September, ab drei Uhr nachmittags.',
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
            de: 'Frau Hansen sagt: „Beim Essen ist es anders: Das bringen Gäste und Mitglieder selbst mit.“ Für das Essen sorgen also alle, die kommen, auch die Gäste.',
            en: 'Ms Hansen says [[Beim Essen ist es anders: Das bringen Gäste und Mitglieder selbst mit.]] (with the food it is different: guests and members bring it themselves). So everyone who comes, the guests too, takes care of the food.',
          },
          '-': {
            trap: 'other-words',
            de: 'Das Wort „sorgen“ hören Sie, aber bei den Getränken: „Für die Getränke sorgen wir“. Das Essen bringen die Gäste selbst mit; „selbst mitbringen“ sagt mit anderen Wörtern: selbst dafür sorgen.',
            en: 'You do hear the word [[sorgen]] (take care of), but about the drinks: [[Für die Getränke sorgen wir]] (we take care of the drinks). The guests bring the food themselves; [[selbst mitbringen]] (bring it yourself) says in other words: take care of it yourself.',
          },
        },
        evidence: [
          'Für die Getränke sorgen wir, die kaufen wir ein.',
          'Beim Essen ist es anders: Das bringen Gäste und Mitglieder selbst mit.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 54,
        statement: 'Wer mitmachen will, muss eigenes Werkzeug mitbringen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Werkzeug haben wir genug in der Hütte.“ Selbst mitbringen muss man nur Handschuhe, und Handschuhe sind kein Werkzeug.',
            en: 'Ms Hansen says [[Werkzeug haben wir genug in der Hütte.]] (we have plenty of tools in the shed). All you have to bring yourself is gloves, and gloves are not tools.',
          },
          '+': {
            trap: 'same-word',
            de: 'Sie hören „muss jeder selbst mitbringen“, gleich nach „Werkzeug“. Aber das gilt nur für die Handschuhe. Das Werkzeug liegt schon in der Hütte.',
            en: 'You hear [[muss jeder selbst mitbringen]] (everyone has to bring their own) straight after [[Werkzeug]] (tools). But that is only about the gloves. The tools are already in the shed.',
          },
        },
        evidence: ['Werkzeug haben wir genug in der Hütte.', 'Nur Handschuhe muss jeder selbst mitbringen.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 55,
        statement: 'Auch Leute ohne Erfahrung im Garten können mitmachen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Hansen sagt: „Heute sage ich: Man muss kein Experte sein. Bei uns lernt jeder von den anderen.“',
            en: 'Ms Hansen says [[Heute sage ich: Man muss kein Experte sein. Bei uns lernt jeder von den anderen.]] (today I say: you don’t have to be an expert. Here everyone learns from the others).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „nur Leute, die schon mal einen Garten hatten“. Aber das war „am Anfang“, und Frau Hansen nennt es „einen Fehler“. Heute muss man kein Experte sein. Falsche Zeit.',
            en: 'You hear [[nur Leute, die schon mal einen Garten hatten]] (only people who had had a garden before). But that was [[am Anfang]] (at the start), and Ms Hansen calls it [[ein Fehler]] (a mistake). Today you need not be an expert. Wrong time.',
          },
        },
        evidence: [
          'Am Anfang wollten wir nur Leute, die schon mal einen Garten hatten.',
          'Heute sage ich: Man muss kein Experte sein.',
        ],
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
              text: 'Liebe Besucherinnen und Besucher, bitte beachten Sie: Wegen einer Betriebsversammlung schließt das Bürgerbüro heute schon um 14 Uhr und nicht wie gewohnt um 18 Uhr. Neue Ausweise und Pässe geben wir heute nur bis 13 Uhr aus, an Schalter 3, ohne Wartenummer. Morgen sind wir ab 7 Uhr wieder wie immer für Sie da. Vielen Dank für Ihr Verständnis!',
              say: 'Liebe Besucherinnen und Besucher, bitte beachten Sie: Wegen einer Betriebsversammlung schließt das Bürgerbüro heute schon um vierzehn Uhr und nicht wie gewohnt um achtzehn Uhr. Neue Ausweise und Pässe geben wir heute nur bis dreizehn Uhr aus, an Schalter drei, ohne Wartenummer. Morgen sind wir ab sieben Uhr wieder wie immer für Sie da. Vielen Dank für Ihr Verständnis!',
            },
          ],
        },
        statement: 'Wer heute seinen neuen Ausweis abholen will, hat dafür bis 14 Uhr Zeit.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Für Ausweise gilt eine eigene Zeit: „Neue Ausweise und Pässe geben wir heute nur bis 13 Uhr aus“. Um 14 Uhr schließt das ganze Bürgerbüro.',
            en: 'Identity cards have their own time: [[Neue Ausweise und Pässe geben wir heute nur bis 13 Uhr aus]] (today we hand out new ID cards and passports only until 1 pm). At 14:00 the whole office closes.',
          },
          '+': {
            trap: 'wrong-detail',
            de: '„14 Uhr“ hören Sie wirklich: So lange ist das Bürgerbüro heute offen. Aber die Ausweise gibt es nur bis 13 Uhr. Falsche Zeit.',
            en: 'You really do hear [[14 Uhr]] (2 pm): that is how long the office is open today. But ID cards are handed out only until 13:00. Wrong time.',
          },
        },
        evidence: [
          'schließt das Bürgerbüro heute schon um 14 Uhr',
          'Neue Ausweise und Pässe geben wir heute nur bis 13 Uhr aus',
        ],
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
              text: 'Guten Tag, Frau Scholz, hier ist Uwe Falk von der Autowerkstatt Falk. Eigentlich sollte Ihr Auto heute Nachmittag fertig sein. Die Bremsen sind auch fertig, aber die Batterie ist leider kaputt. Eine neue bekommen wir erst morgen früh. Wir sind zwar ab halb acht in der Werkstatt, aber der Einbau dauert ein bisschen. Den Wagen können Sie deshalb erst ab zwölf Uhr abholen. Alles zusammen kostet dann 340 Euro. Auf Wiederhören!',
              say: 'Guten Tag, Frau Scholz, hier ist Uwe Falk von der Autowerkstatt Falk. Eigentlich sollte Ihr Auto heute Nachmittag fertig sein. Die Bremsen sind auch fertig, aber die Batterie ist leider kaputt. Eine neue bekommen wir erst morgen früh. Wir sind zwar ab halb acht in der Werkstatt, aber der Einbau dauert ein bisschen. Den Wagen können Sie deshalb erst ab zwölf Uhr abholen. Alles zusammen kostet dann dreihundertvierzig Euro. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Frau Scholz bekommt ihr Auto morgen frühestens mittags zurück.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die neue Batterie kommt „erst morgen früh“, und Herr Falk sagt: „Den Wagen können Sie deshalb erst ab zwölf Uhr abholen.“ Zwölf Uhr ist mittags, und „erst ab“ heißt: nicht früher.',
            en: 'The new battery only comes [[erst morgen früh]] (tomorrow morning), and Mr Falk says [[Den Wagen können Sie deshalb erst ab zwölf Uhr abholen.]] (so you can only collect the car from twelve o’clock). Twelve o’clock is midday, and [[erst ab]] means not earlier.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören drei andere Zeiten: „heute Nachmittag“ war der alte Plan, „morgen früh“ kommt die Batterie, „ab halb acht“ ist die Werkstatt offen. Abholen kann Frau Scholz das Auto erst ab zwölf.',
            en: 'You hear three other times: [[heute Nachmittag]] (this afternoon) was the old plan, [[morgen früh]] (tomorrow morning) is when the battery comes, [[ab halb acht]] (from half past seven) is when the garage opens. Ms Scholz can only collect the car from twelve.',
          },
        },
        evidence: [
          'Eigentlich sollte Ihr Auto heute Nachmittag fertig sein.',
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
              text: 'Und nun der Verkehr. Auf der A3 Richtung Köln hat es zwischen dem Kreuz Nord und der Ausfahrt Waldstadt einen Unfall gegeben. Dort gibt es sechs Kilometer Stau, rechnen Sie mit etwa zwanzig Minuten mehr. Auf der B8 bei Neustadt ist wegen einer Baustelle nur eine Spur frei. Heute Morgen gab es dort lange Staus. Im Moment läuft der Verkehr aber ohne Probleme. Wir wünschen Ihnen eine gute Fahrt!',
              say: 'Und nun der Verkehr. Auf der A drei Richtung Köln hat es zwischen dem Kreuz Nord und der Ausfahrt Waldstadt einen Unfall gegeben. Dort gibt es sechs Kilometer Stau, rechnen Sie mit etwa zwanzig Minuten mehr. Auf der B acht bei Neustadt ist wegen einer Baustelle nur eine Spur frei. Heute Morgen gab es dort lange Staus. Im Moment läuft der Verkehr aber ohne Probleme. Wir wünschen Ihnen eine gute Fahrt!',
            },
          ],
        },
        statement: 'Auf der B8 gibt es zurzeit wegen einer Baustelle Stau.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Baustelle auf der B8 gibt es, aber: „Im Moment läuft der Verkehr aber ohne Probleme.“ Stau gibt es zurzeit nur auf der A3, wegen eines Unfalls.',
            en: 'The roadworks on the B8 are real, but [[Im Moment läuft der Verkehr aber ohne Probleme.]] (at the moment the traffic is moving without problems). At the moment the only jam is on the A3, because of an accident.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Baustelle“ und „lange Staus“ für die B8. Aber die Staus waren „heute Morgen“. Jetzt fließt der Verkehr dort. Falsche Zeit.',
            en: 'You hear [[Baustelle]] (roadworks) and [[lange Staus]] (long jams) for the B8. But the jams were [[heute Morgen]] (this morning). Now the traffic there is moving. Wrong time.',
          },
        },
        evidence: [
          'Heute Morgen gab es dort lange Staus.',
          'Im Moment läuft der Verkehr aber ohne Probleme.',
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
              text: 'Liebe Badegäste, zwei Informationen für heute: Bis 13 Uhr ist unsere Rutsche wegen einer Reparatur gesperrt. Und von 15 bis 17 Uhr ist das große Sportbecken für einen Schwimmkurs reserviert. Das Nichtschwimmerbecken und die Rutsche sind in dieser Zeit wie immer für alle geöffnet. Viel Spaß beim Schwimmen!',
              say: 'Liebe Badegäste, zwei Informationen für heute: Bis dreizehn Uhr ist unsere Rutsche wegen einer Reparatur gesperrt. Und von fünfzehn bis siebzehn Uhr ist das große Sportbecken für einen Schwimmkurs reserviert. Das Nichtschwimmerbecken und die Rutsche sind in dieser Zeit wie immer für alle geöffnet. Viel Spaß beim Schwimmen!',
            },
          ],
        },
        statement: 'Während des Schwimmkurses kann man die Rutsche nicht benutzen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Für den Kurs ist nur das Sportbecken reserviert. „Das Nichtschwimmerbecken und die Rutsche sind in dieser Zeit wie immer für alle geöffnet.“',
            en: 'Only the sports pool is booked for the course. [[Das Nichtschwimmerbecken und die Rutsche sind in dieser Zeit wie immer für alle geöffnet.]] (the non-swimmers’ pool and the slide are open to everyone as usual at that time).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Rutsche“ und „gesperrt“. Aber das gilt nur „bis 13 Uhr“. Der Kurs ist von 15 bis 17 Uhr, und dann ist die Rutsche offen. Falsche Zeit.',
            en: 'You hear [[Rutsche]] (slide) and [[gesperrt]] (closed). But that is only [[bis 13 Uhr]] (until 1 pm). The course is from 15:00 to 17:00, and the slide is open then. Wrong time.',
          },
        },
        evidence: [
          'Bis 13 Uhr ist unsere Rutsche wegen einer Reparatur gesperrt.',
          'Das Nichtschwimmerbecken und die Rutsche sind in dieser Zeit wie immer für alle geöffnet.',
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
              text: 'Hallo Ben, hier ist Lea. Du, wegen Donnerstag: Das mit dem Kino klappt bei mir leider nicht, ich muss länger arbeiten. Können wir uns stattdessen am Freitag sehen? Gleiche Zeit, also um Viertel nach sieben. Den Film zeigen sie am Freitag leider nicht mehr. Dann lass uns doch ins Café Lindenblatt am Marktplatz gehen, da kann man sowieso besser reden. Sag mir bitte kurz Bescheid, ob das für dich passt. Tschüss!',
            },
          ],
        },
        statement: 'Lea schlägt Ben vor, sich am Freitag in einem Café zu treffen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Lea fragt: „Können wir uns stattdessen am Freitag sehen?“ Und dann: „Dann lass uns doch ins Café Lindenblatt am Marktplatz gehen“. Das ist ein Vorschlag: Ben soll Bescheid sagen, ob es passt.',
            en: 'Lea asks [[Können wir uns stattdessen am Freitag sehen?]] (can we meet on Friday instead?). And then [[Dann lass uns doch ins Café Lindenblatt am Marktplatz gehen]] (then let’s go to Café Lindenblatt on the market square). That is a suggestion: Ben is to tell her if it suits him.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „klappt leider nicht“ und „am Freitag leider nicht mehr“. Das erste gilt für Donnerstag, das zweite für den Film. Das Treffen am Freitag im Café schlägt Lea vor; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[klappt leider nicht]] (doesn’t work, sadly) and [[am Freitag leider nicht mehr]] (no longer on Friday, sadly). The first is about Thursday, the second about the film. Lea suggests meeting on Friday in the café; the statement says this in other words.',
          },
        },
        evidence: [
          'Können wir uns stattdessen am Freitag sehen?',
          'Dann lass uns doch ins Café Lindenblatt am Marktplatz gehen',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'ohr-method' },
      },
    ],
  },
} satisfies ModelTestListening;
