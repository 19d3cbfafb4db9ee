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
              text: 'Ich sitze im Büro den ganzen Tag vor dem Computer. Lange hab ich gesagt: Mittags bleib ich lieber drin, draußen ist es mir zu kalt oder zu heiß. Also bin ich jeden Tag mit den Kollegen in die Kantine gegangen. Aber da ist es laut und voll, und danach war ich immer müde. Seit dem Frühling nehm ich mir ein Brot mit und setz mich auf eine Bank im kleinen Park neben unserer Firma, sogar bei Regen, mit Schirm. Das ist für mich die schönste halbe Stunde am Tag. Danach kann ich viel besser arbeiten.',
            },
          ],
        },
        statement: 'Jasmin verbringt ihre Mittagspause am liebsten draußen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Jasmin sagt: „Seit dem Frühling nehm ich mir ein Brot mit und setz mich auf eine Bank im kleinen Park neben unserer Firma, sogar bei Regen“. Der Park ist draußen, und sie geht auch bei Regen hin: Das ist für sie „die schönste halbe Stunde am Tag“.',
            en: 'Jasmin says [[Seit dem Frühling nehm ich mir ein Brot mit und setz mich auf eine Bank im kleinen Park neben unserer Firma, sogar bei Regen]] (since the spring I take a sandwich and sit on a bench in the little park next to our company, even when it rains). The park is outside, and she goes even in the rain: for her it is [[die schönste halbe Stunde am Tag]] (the nicest half hour of the day).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Mittags bleib ich lieber drin“. Aber das hat Jasmin „lange“ gesagt, also früher, als sie in die Kantine ging. Seit dem Frühling isst sie im Park, sogar bei Regen. Falsche Zeit.',
            en: 'You hear [[Mittags bleib ich lieber drin]] (at lunchtime I’d rather stay inside). But Jasmin said that [[lange]] (for a long time), that is, before, when she went to the canteen. Since the spring she has eaten in the park, even in the rain. Wrong time.',
          },
        },
        evidence: [
          'Lange hab ich gesagt: Mittags bleib ich lieber drin',
          'Seit dem Frühling nehm ich mir ein Brot mit und setz mich auf eine Bank im kleinen Park neben unserer Firma, sogar bei Regen',
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
              text: 'Auf der Baustelle fangen wir schon um sechs an. Meine Frau macht mir jeden Morgen zwei Brote, und sie sagt immer: Warmes Essen kaufen? Viel zu teuer! Die Brote ess ich auch, aber schon um neun, in der Frühstückspause. Und eine Mikrowelle gibt’s bei uns auf der Baustelle nicht. Mittags gehen wir deshalb zum Imbiss an der Ecke und holen uns Currywurst oder Döner, schön heiß. Das sag ich meiner Frau lieber nicht. Nach so vielen Stunden draußen brauch ich einfach was Ordentliches.',
            },
          ],
        },
        statement: 'Mittags kauft sich Mirko ein warmes Essen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Mirko sagt: „Mittags gehen wir deshalb zum Imbiss an der Ecke und holen uns Currywurst oder Döner, schön heiß.“ Beim Imbiss kauft man sein Essen, und „schön heiß“ heißt: warm.',
            en: 'Mirko says [[Mittags gehen wir deshalb zum Imbiss an der Ecke und holen uns Currywurst oder Döner, schön heiß.]] (so at lunchtime we go to the snack bar on the corner and get curry sausage or döner, nice and hot). At a snack bar you buy your food, and [[schön heiß]] means hot.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Warmes Essen kaufen? Viel zu teuer!“. Das sagt aber Mirkos Frau, nicht Mirko: falsche Person. Ihre Brote isst er schon um neun. Mittags kauft er sich beim Imbiss etwas Heißes, und das sagt er ihr „lieber nicht“.',
            en: 'You hear [[Warmes Essen kaufen? Viel zu teuer!]] (buy hot food? Far too expensive!). But that is what Mirko’s wife says, not Mirko: the wrong person. He eats her sandwiches at nine already. At lunchtime he buys something hot at the snack bar, and he would [[lieber nicht]] (rather not) tell her.',
          },
        },
        evidence: [
          'Warmes Essen kaufen? Viel zu teuer!',
          'Mittags gehen wir deshalb zum Imbiss an der Ecke und holen uns Currywurst oder Döner, schön heiß.',
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
              text: 'Ich studiere Biologie, und mittags geh ich fast immer in die Mensa. Das Essen ist gut und billig, nur 3,50 Euro, und die Pizza am Freitag ist richtig lecker. Aber ehrlich: Gut essen kann ich auch zu Hause, ich koche sehr gern. In die Mensa geh ich, weil da jeden Mittag meine zwei Freundinnen sitzen. Die Pause mit ihnen ist für mich das Wichtigste am Tag: Wir reden, wir lachen, und danach geht’s wieder in die Bibliothek.',
              say: 'Ich studiere Biologie, und mittags geh ich fast immer in die Mensa. Das Essen ist gut und billig, nur drei Euro fünfzig, und die Pizza am Freitag ist richtig lecker. Aber ehrlich: Gut essen kann ich auch zu Hause, ich koche sehr gern. In die Mensa geh ich, weil da jeden Mittag meine zwei Freundinnen sitzen. Die Pause mit ihnen ist für mich das Wichtigste am Tag: Wir reden, wir lachen, und danach geht’s wieder in die Bibliothek.',
            },
          ],
        },
        statement: 'Selin geht vor allem wegen des guten Essens in die Mensa.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Das Essen ist gut, aber es ist nicht der Grund: „Gut essen kann ich auch zu Hause“. Selin sagt: „In die Mensa geh ich, weil da jeden Mittag meine zwei Freundinnen sitzen.“ Die Pause mit ihnen ist „das Wichtigste am Tag“.',
            en: 'The food is good, but it is not the reason: [[Gut essen kann ich auch zu Hause]] (I can eat well at home too). Selin says [[In die Mensa geh ich, weil da jeden Mittag meine zwei Freundinnen sitzen.]] (I go to the canteen because my two friends sit there every lunchtime). The break with them is [[das Wichtigste am Tag]] (the most important thing of the day).',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören „Das Essen ist gut und billig“ und „richtig lecker“. Das stimmt, aber es ist nicht der Hauptgrund. Gut essen kann Selin auch zu Hause; in die Mensa geht sie wegen ihrer Freundinnen. Nur ein Teil stimmt.',
            en: 'You hear [[Das Essen ist gut und billig]] (the food is good and cheap) and [[richtig lecker]] (really tasty). That is true, but it is not the main reason. Selin can eat well at home too; she goes to the canteen for her friends. Only part of it is true.',
          },
        },
        evidence: [
          'Gut essen kann ich auch zu Hause',
          'In die Mensa geh ich, weil da jeden Mittag meine zwei Freundinnen sitzen.',
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
              text: 'Tja, ich bin Hausmeister an einer großen Schule. Unser Direktor hat gesagt: In Ihrer Mittagspause stört Sie keiner, die halbe Stunde gehört Ihnen. Heute hat das auch geklappt: Ich hab in Ruhe meinen Kaffee getrunken und die Zeitung gelesen. So einen Tag hab ich vielleicht einmal in der Woche. Sonst klingelt nach fünf Minuten mein Telefon, weil eine Tür klemmt oder irgendwo das Licht nicht geht, und ich muss sofort los. Meinen Joghurt ess ich dann im Stehen.',
            },
          ],
        },
        statement: 'Rainer wird in seiner Mittagspause meistens gestört.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Eine ruhige Pause wie heute hat Rainer nur „vielleicht einmal in der Woche“. „Sonst klingelt nach fünf Minuten mein Telefon“, und er muss „sofort los“. An den meisten Tagen wird er also gestört.',
            en: 'Rainer has a quiet break like today’s only [[vielleicht einmal in der Woche]] (maybe once a week). [[Sonst klingelt nach fünf Minuten mein Telefon]] (otherwise my phone rings after five minutes), and he has to go [[sofort]] (at once). So on most days he is disturbed.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „stört Sie keiner“ und „in Ruhe“. Aber das erste hat nur der Direktor gesagt, und in Ruhe war die Pause nur heute. So einen Tag hat Rainer „vielleicht einmal in der Woche“; sonst klingelt das Telefon. Falsche Person und falsche Zeit.',
            en: 'You hear [[stört Sie keiner]] (nobody disturbs you) and [[in Ruhe]] (in peace). But the first is only what the head teacher said, and the break was peaceful only today. Rainer has a day like that [[vielleicht einmal in der Woche]] (maybe once a week); otherwise the phone rings. Wrong person and wrong time.',
          },
        },
        evidence: [
          'So einen Tag hab ich vielleicht einmal in der Woche.',
          'Sonst klingelt nach fünf Minuten mein Telefon',
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
          text: 'Also, vor vier Jahren war da nur ein alter Parkplatz. Der gehört der Stadt, und seit Jahren hat ihn niemand mehr benutzt. Ich hab dann mit ein paar Nachbarn einen Brief an die Stadt geschrieben: Wir wollten dort Gemüse anbauen. Die Nachbarn waren ganz sicher, dass die Stadt ja sagt. Nach drei Monaten kam die Antwort: Ja, ihr dürft. Da haben wir natürlich gefeiert. Ich hatte ja die ganze Zeit gedacht, die Stadt baut dort lieber neue Wohnungen.',
        },
        { who: 'mod', text: 'Und wer kommt heute zu Ihnen in den Garten?' },
        {
          who: 'b',
          text: 'Ganz verschiedene Leute. Wir sind jetzt ungefähr vierzig Mitglieder. Viele wohnen in Wohnungen ohne Balkon und freuen sich über ein Stück Erde. Es kommen Familien mit kleinen Kindern, Studenten und viele Rentner. Die Rentner sagen gern: Wir können euch Jungen doch nichts mehr beibringen. Beim Computer stimmt das vielleicht sogar: Mit E-Mails kennen sie sich nicht so aus, da helfen ihnen die Studenten. Aber wann man Tomaten pflanzt, was gegen Schnecken hilft, das haben wir Jüngeren alles von ihnen gelernt.',
        },
        { who: 'mod', text: 'Hat jeder sein eigenes Beet?' },
        {
          who: 'b',
          text: 'Auf unserer Internetseite steht: Jedes Mitglied bekommt ein eigenes Beet. Im ersten Jahr war das auch so. Aber im Urlaub war dann oft niemand zum Gießen da, und vieles ist kaputtgegangen. Seitdem gehören alle Beete allen, wir arbeiten zusammen, und die Ernte teilen wir. Die Internetseite muss ich wirklich mal ändern. Für die Arbeit haben wir ein paar einfache Regeln. Zum Beispiel: keine Chemie im Garten. Und wer Werkzeug aus der Hütte nimmt, bringt es danach sauber zurück.',
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
          text: 'Ja, leider. Im ersten Sommer haben wir abends oft lange zusammengesessen, mit Musik und so. Das war manchen Nachbarn zu laut, und sie haben sich beschwert. Mitmachen? Das wollten die damals natürlich nicht, die fanden uns furchtbar. Am lautesten hat sich das Ehepaar von gegenüber beschwert. Wir haben uns dann mit allen an einen Tisch gesetzt. Jetzt ist ab zehn Uhr abends Ruhe. Ein paar Nachbarn finden uns bis heute nicht so toll, das ist okay.',
        },
        {
          who: 'mod',
          text: 'Gut, dass Sie eine Lösung gefunden haben. Und wie ist das mit dem Wasser? So ein Garten braucht ja eine Menge.',
        },
        {
          who: 'b',
          text: 'Oh ja, das war lange unser größtes Problem. Im ersten Jahr haben wir das Wasser in Kanistern von zu Hause mitgebracht. Das war wahnsinnig anstrengend. Dann hat uns das Ehepaar von gegenüber zwei große Tonnen für das Regenwasser vom Dach der Hütte geschenkt. Die zwei arbeiten inzwischen übrigens jeden Samstag bei uns mit. Und jetzt bekommen wir endlich eine eigene Wasserleitung, die Stadt bezahlt sie sogar. Im Moment reicht das Regenwasser aber fast den ganzen Sommer. Und nächstes Frühjahr, wenn die Bauarbeiter kommen, brauchen wir die Tonnen dann nicht mehr.',
        },
        { who: 'mod', text: 'Sie feiern bald ein Fest, hab ich gelesen?' },
        {
          who: 'b',
          text: 'Genau, unser Erntefest. Auf unseren Plakaten steht: Sonntag, 15. September, ab drei Uhr nachmittags. Die Plakate hängen schon überall in der Südstadt. Dummerweise ist an dem Tag auch der große Flohmarkt, das haben wir zu spät gemerkt. Jetzt feiern wir also einen Tag früher, zur gleichen Uhrzeit. Getränke müssen die Gäste nicht mitbringen, die kaufen wir ein. Und kochen? Wir selbst kochen nichts, wir haben ja keine Küche. Aber keine Sorge, hungrig geht bei uns niemand nach Hause: Wie jedes Jahr bringt jeder Gast einen Salat oder einen Kuchen mit.',
          say: 'Genau, unser Erntefest. Auf unseren Plakaten steht: Sonntag, fünfzehnten September, ab drei Uhr nachmittags. Die Plakate hängen schon überall in der Südstadt. Dummerweise ist an dem Tag auch der große Flohmarkt, das haben wir zu spät gemerkt. Jetzt feiern wir also einen Tag früher, zur gleichen Uhrzeit. Getränke müssen die Gäste nicht mitbringen, die kaufen wir ein. Und kochen? Wir selbst kochen nichts, wir haben ja keine Küche. Aber keine Sorge, hungrig geht bei uns niemand nach Hause: Wie jedes Jahr bringt jeder Gast einen Salat oder einen Kuchen mit.',
        },
        { who: 'mod', text: 'Das klingt schön. Zum Schluss: Wie kann man bei Ihnen mitmachen?' },
        {
          who: 'b',
          text: 'Ganz einfach: Kommen Sie vorbei! Wir sind jeden Mittwoch ab fünf Uhr da und samstags den ganzen Vormittag. Im ersten Jahr musste jeder sein eigenes Werkzeug mitbringen. Wir hatten ja noch gar nichts, nicht mal eine Hütte. Ich bin damals mit meiner Schubkarre durch die halbe Südstadt gefahren. Heute liegt in der Hütte alles, von der Schaufel bis zur Gartenschere. Nur Handschuhe bringt jeder selbst mit. Viele denken auch: Ohne Erfahrung im Garten kann ich da nicht mitmachen. Und einen Gartenkurs bieten wir wirklich nicht an, dafür fehlt uns die Zeit. Aber eine Studentin bei uns hatte vor einem Jahr noch nie eine Tomate gepflanzt. Sie ist einfach jeden Mittwoch gekommen, und heute erklärt sie den Neuen, wie das geht.',
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
            de: 'Sicher waren nur die Nachbarn. Über sich selbst sagt Frau Hansen nach der Antwort der Stadt: „Ich hatte ja die ganze Zeit gedacht, die Stadt baut dort lieber neue Wohnungen.“ Sie hat also nicht mit einem Ja gerechnet.',
            en: 'Only the neighbours were sure. About herself Ms Hansen says, after the city’s answer, [[Ich hatte ja die ganze Zeit gedacht, die Stadt baut dort lieber neue Wohnungen.]] (I had thought all along that the city would rather build new flats there). So she did not expect a yes.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „ganz sicher, dass die Stadt ja sagt“, und die Stadt hat wirklich ja gesagt; danach wird gefeiert. Aber sicher waren „die Nachbarn“. Was Frau Hansen selbst gedacht hat, sagt sie erst zwei Sätze später. Falsche Person.',
            en: 'You hear [[ganz sicher, dass die Stadt ja sagt]] (quite sure the city would say yes), and the city really did say yes; they celebrated. But it was [[die Nachbarn]] (the neighbours) who were sure. What Ms Hansen herself thought she says only two sentences later. Wrong person.',
          },
        },
        evidence: [
          'Die Nachbarn waren ganz sicher, dass die Stadt ja sagt.',
          'Ich hatte ja die ganze Zeit gedacht, die Stadt baut dort lieber neue Wohnungen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 47,
        statement: 'Ältere Mitglieder geben ihr Wissen an Jüngere weiter.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Hansen sagt über die Rentner: „wann man Tomaten pflanzt, was gegen Schnecken hilft, das haben wir Jüngeren alles von ihnen gelernt.“ Die Rentner sind die älteren Mitglieder; sie geben ihr Wissen weiter.',
            en: 'Ms Hansen says about the pensioners [[wann man Tomaten pflanzt, was gegen Schnecken hilft, das haben wir Jüngeren alles von ihnen gelernt]] (when to plant tomatoes, what helps against slugs, we younger ones learned all that from them). The pensioners are the older members; they pass on their knowledge.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Wir können euch Jungen doch nichts mehr beibringen“, und Frau Hansen sagt danach sogar: „Beim Computer stimmt das vielleicht sogar“. Aber das gilt nur für den Computer. Beim Gärtnern haben die Jüngeren alles von den Rentnern gelernt; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Wir können euch Jungen doch nichts mehr beibringen]] (we can’t teach you young ones anything any more), and Ms Hansen even adds [[Beim Computer stimmt das vielleicht sogar]] (with computers that may even be true). But that is only about computers. In gardening the younger ones learned everything from the pensioners; the statement says this in other words.',
          },
        },
        evidence: [
          'Die Rentner sagen gern: Wir können euch Jungen doch nichts mehr beibringen.',
          'das haben wir Jüngeren alles von ihnen gelernt',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 48,
        statement: 'Heute hat im Garten niemand ein Beet nur für sich.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Nach dem ersten Jahr hat sich etwas geändert: „Seitdem gehören alle Beete allen, wir arbeiten zusammen, und die Ernte teilen wir.“ Ein Beet nur für sich hat also niemand.',
            en: 'After the first year something changed: [[Seitdem gehören alle Beete allen, wir arbeiten zusammen, und die Ernte teilen wir.]] (since then all the beds belong to everyone, we work together and share the harvest). So nobody has a bed just for themselves.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Jedes Mitglied bekommt ein eigenes Beet“ und gleich danach „Im ersten Jahr war das auch so“. Das steht aber nur noch auf der Internetseite, die Frau Hansen ändern muss. Seit dem Problem im Urlaub gehören alle Beete allen; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Jedes Mitglied bekommt ein eigenes Beet]] (every member gets a bed of their own) and right after it [[Im ersten Jahr war das auch so]] (in the first year it was like that, too). But that is only still on the website, which Ms Hansen has to change. Since the problem in the holidays all beds belong to everyone; the statement says this in other words.',
          },
        },
        evidence: ['Jedes Mitglied bekommt ein eigenes Beet.', 'Seitdem gehören alle Beete allen'],
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
            de: 'Zwei Stellen zusammen: Über den Lärm hat sich „am lautesten“ das Ehepaar von gegenüber beschwert. Später, beim Wasser, sagt Frau Hansen über dieses Ehepaar: „Die zwei arbeiten inzwischen übrigens jeden Samstag bei uns mit.“',
            en: 'Two places together: about the noise, the couple from across the road complained [[am lautesten]] (loudest). Later, talking about water, Ms Hansen says about this couple [[Die zwei arbeiten inzwischen übrigens jeden Samstag bei uns mit.]] (by the way, the two of them now work with us every Saturday).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Mitmachen? Das wollten die damals natürlich nicht“ und „Ein paar Nachbarn finden uns bis heute nicht so toll“. Das erste war damals, das zweite gilt für ein paar andere Nachbarn. Dass das Ehepaar von gegenüber heute mitarbeitet, hören Sie erst in der nächsten Antwort, beim Wasser.',
            en: 'You hear [[Mitmachen? Das wollten die damals natürlich nicht]] (join in? Of course they didn’t want to back then) and [[Ein paar Nachbarn finden uns bis heute nicht so toll]] (a few neighbours still don’t like us much today). The first was back then, the second is about a few other neighbours. That the couple from across the road work with them today you hear only in the next answer, about water.',
          },
        },
        evidence: [
          'Am lautesten hat sich das Ehepaar von gegenüber beschwert.',
          'Die zwei arbeiten inzwischen übrigens jeden Samstag bei uns mit.',
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
            de: 'Die Leitung kommt erst noch: „Im Moment reicht das Regenwasser aber fast den ganzen Sommer. Und nächstes Frühjahr, wenn die Bauarbeiter kommen, brauchen wir die Tonnen dann nicht mehr.“ Bis die Bauarbeiter kommen, gibt es keine Leitung.',
            en: 'The pipe is still to come: [[Im Moment reicht das Regenwasser aber fast den ganzen Sommer. Und nächstes Frühjahr, wenn die Bauarbeiter kommen, brauchen wir die Tonnen dann nicht mehr.]] (for now the rainwater lasts almost the whole summer. And next spring, when the builders come, we won’t need the barrels any more). Until the builders come, there is no pipe.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „jetzt bekommen wir endlich eine eigene Wasserleitung“, fast die Wörter der Aussage. Aber „bekommen“ heißt hier: später. Im Moment nehmen sie Regenwasser; die Bauarbeiter kommen erst nächstes Frühjahr. Falsche Zeit.',
            en: 'You hear [[jetzt bekommen wir endlich eine eigene Wasserleitung]] (now we are finally getting a water pipe of our own), almost the words of the statement. But [[bekommen]] (getting) means later here. For now they use rainwater; the builders only come next spring. Wrong time.',
          },
        },
        evidence: [
          'Und jetzt bekommen wir endlich eine eigene Wasserleitung',
          'Und nächstes Frühjahr, wenn die Bauarbeiter kommen, brauchen wir die Tonnen dann nicht mehr.',
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
            de: 'Auf den Plakaten steht Sonntag, aber an dem Tag ist der Flohmarkt. Frau Hansen sagt: „Jetzt feiern wir also einen Tag früher, zur gleichen Uhrzeit.“ Einen Tag vor Sonntag ist Samstag.',
            en: 'The posters say Sunday, but the flea market is on that day. Ms Hansen says [[Jetzt feiern wir also einen Tag früher, zur gleichen Uhrzeit.]] (so now we are celebrating a day earlier, at the same time). A day before Sunday is Saturday.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Sonntag, 15. September, ab drei Uhr nachmittags“, und die Plakate hängen schon überall. Aber das war der alte Plan. Wegen des Flohmarkts feiern sie „einen Tag früher“: am Samstag. Sie müssen zwei Informationen verbinden.',
            en: 'You hear [[Sonntag, 15. September, ab drei Uhr nachmittags]] (Sunday, 15 September, from three in the afternoon), and the posters are up everywhere. But that was the old plan. Because of the flea market they celebrate [[einen Tag früher]] (a day earlier): on Saturday. You have to put two pieces of information together.',
          },
        },
        evidence: [
          'Auf unseren Plakaten steht: Sonntag, 15. September, ab drei Uhr nachmittags.',
          'Jetzt feiern wir also einen Tag früher, zur gleichen Uhrzeit.',
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
            de: 'Frau Hansen sagt über das Essen: „Wie jedes Jahr bringt jeder Gast einen Salat oder einen Kuchen mit.“ Für das Essen sorgen also die Gäste.',
            en: 'About the food Ms Hansen says [[Wie jedes Jahr bringt jeder Gast einen Salat oder einen Kuchen mit.]] (as every year, every guest brings a salad or a cake). So the guests take care of the food.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Getränke müssen die Gäste nicht mitbringen“ und „Wir selbst kochen nichts, wir haben ja keine Küche“. Das klingt, als gäbe es kein Essen oder als müssten die Gäste nichts tun. Aber „nicht mitbringen“ gilt für die Getränke. Das Essen bringen die Gäste mit; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Getränke müssen die Gäste nicht mitbringen]] (guests need not bring drinks) and [[Wir selbst kochen nichts, wir haben ja keine Küche]] (we don’t cook anything ourselves, we have no kitchen). It sounds as if there were no food or the guests had nothing to do. But [[nicht mitbringen]] is about the drinks. The guests bring the food; the statement says this in other words.',
          },
        },
        evidence: [
          'Getränke müssen die Gäste nicht mitbringen, die kaufen wir ein.',
          'Wie jedes Jahr bringt jeder Gast einen Salat oder einen Kuchen mit.',
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
            de: 'Frau Hansen sagt: „Heute liegt in der Hütte alles, von der Schaufel bis zur Gartenschere. Nur Handschuhe bringt jeder selbst mit.“ Schon bei den Regeln hören Sie: „wer Werkzeug aus der Hütte nimmt, bringt es danach sauber zurück“.',
            en: 'Ms Hansen says [[Heute liegt in der Hütte alles, von der Schaufel bis zur Gartenschere. Nur Handschuhe bringt jeder selbst mit.]] (today the shed has everything, from the spade to the garden shears. Everyone only brings their own gloves). Already with the rules you hear [[wer Werkzeug aus der Hütte nimmt, bringt es danach sauber zurück]] (whoever takes tools from the shed brings them back clean).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „musste jeder sein eigenes Werkzeug mitbringen“, fast die Wörter der Aussage. Aber das war „Im ersten Jahr“, als es noch keine Hütte gab. Was heute gilt, sagt Frau Hansen erst nach der Geschichte mit der Schubkarre. Falsche Zeit.',
            en: 'You hear [[musste jeder sein eigenes Werkzeug mitbringen]] (everyone had to bring their own tools), almost the words of the statement. But that was [[Im ersten Jahr]] (in the first year), when there was no shed yet. What holds today Ms Hansen says only after the story about the wheelbarrow. Wrong time.',
          },
        },
        evidence: [
          'Im ersten Jahr musste jeder sein eigenes Werkzeug mitbringen.',
          'Heute liegt in der Hütte alles, von der Schaufel bis zur Gartenschere.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 55,
        statement: 'Auch Leute ohne Erfahrung im Garten können mitmachen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Eine Studentin „hatte vor einem Jahr noch nie eine Tomate gepflanzt“. Trotzdem ist sie „einfach jeden Mittwoch gekommen“, und heute erklärt sie den Neuen, wie das geht. Man kann also auch ohne Erfahrung mitmachen.',
            en: 'A student [[hatte vor einem Jahr noch nie eine Tomate gepflanzt]] (had never planted a tomato a year ago). Still she [[einfach jeden Mittwoch gekommen]] (just came every Wednesday), and today she shows the new members how it is done. So you can join without experience too.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Ohne Erfahrung im Garten kann ich da nicht mitmachen“ und gleich danach „einen Gartenkurs bieten wir wirklich nicht an“. Aber das erste denken nur „viele“ Leute, und ein Kurs ist nicht nötig: Die Studentin ohne Erfahrung hat einfach mitgemacht. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Ohne Erfahrung im Garten kann ich da nicht mitmachen]] (without gardening experience I can’t take part) and right after it [[einen Gartenkurs bieten wir wirklich nicht an]] (we really don’t offer a gardening course). But the first is only what [[viele]] (many people) think, and no course is needed: the student without experience simply joined in. The statement says this in other words.',
          },
        },
        evidence: [
          'eine Studentin bei uns hatte vor einem Jahr noch nie eine Tomate gepflanzt',
          'Sie ist einfach jeden Mittwoch gekommen, und heute erklärt sie den Neuen, wie das geht.',
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
              text: 'Guten Tag, Frau Scholz, hier ist Uwe Falk von der Autowerkstatt Falk. Wir hatten ja gesagt: Morgen früh um acht können Sie Ihr Auto abholen. Die Bremsen sind auch schon fertig. Aber die Batterie ist leider kaputt. Eine neue bringt uns der Lieferant erst morgen gegen elf, und der Einbau dauert dann noch eine gute Stunde. Alles zusammen kostet 340 Euro. Rufen Sie am besten vorher kurz an. Auf Wiederhören!',
              say: 'Guten Tag, Frau Scholz, hier ist Uwe Falk von der Autowerkstatt Falk. Wir hatten ja gesagt: Morgen früh um acht können Sie Ihr Auto abholen. Die Bremsen sind auch schon fertig. Aber die Batterie ist leider kaputt. Eine neue bringt uns der Lieferant erst morgen gegen elf, und der Einbau dauert dann noch eine gute Stunde. Alles zusammen kostet dreihundertvierzig Euro. Rufen Sie am besten vorher kurz an. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Frau Scholz bekommt ihr Auto morgen frühestens mittags zurück.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die neue Batterie kommt „erst morgen gegen elf“, und „der Einbau dauert dann noch eine gute Stunde“. Elf Uhr und eine Stunde: Fertig ist das Auto also erst gegen zwölf, mittags.',
            en: 'The new battery only comes [[erst morgen gegen elf]] (not until about eleven tomorrow), and [[der Einbau dauert dann noch eine gute Stunde]] (fitting it then takes a good hour). Eleven o’clock plus an hour: the car is ready at about twelve at the earliest, midday.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Morgen früh um acht können Sie Ihr Auto abholen“. Das war aber der alte Plan („Wir hatten ja gesagt“). Jetzt fehlt noch die Batterie: Sie kommt gegen elf, und der Einbau dauert eine Stunde. Falsche Zeit.',
            en: 'You hear [[Morgen früh um acht können Sie Ihr Auto abholen]] (you can collect your car tomorrow morning at eight). But that was the old plan ([[Wir hatten ja gesagt]], as we had said). Now the battery is still missing: it comes at about eleven, and fitting it takes an hour. Wrong time.',
          },
        },
        evidence: [
          'Wir hatten ja gesagt: Morgen früh um acht können Sie Ihr Auto abholen.',
          'Eine neue bringt uns der Lieferant erst morgen gegen elf, und der Einbau dauert dann noch eine gute Stunde.',
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
              text: 'Hallo Ben, hier ist Lea. Du, wegen Donnerstag: Das mit dem Kino klappt bei mir leider nicht, ich muss länger arbeiten. Und Freitag? Freitags hab ich ja immer Chorprobe, das weißt du. Den Film zeigen sie am Freitag sowieso nicht mehr. Aber diese Woche ist die Chorprobe ausnahmsweise schon am Mittwoch. Also, wie wär’s mit Freitag, gleiche Zeit, Viertel nach sieben, im Café Lindenblatt am Marktplatz? Da kann man auch besser reden. Sag mir bitte kurz Bescheid, ob das für dich passt. Tschüss!',
            },
          ],
        },
        statement: 'Lea schlägt Ben vor, sich am Freitag in einem Café zu treffen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Chorprobe ist „diese Woche ausnahmsweise schon am Mittwoch“. Dann fragt Lea: „wie wär’s mit Freitag, gleiche Zeit, Viertel nach sieben, im Café Lindenblatt am Marktplatz?“ Das ist ein Vorschlag: Ben soll Bescheid sagen, ob es passt.',
            en: 'The choir practice is [[diese Woche ausnahmsweise schon am Mittwoch]] (this week, for once, already on Wednesday). Then Lea asks [[wie wär’s mit Freitag, gleiche Zeit, Viertel nach sieben, im Café Lindenblatt am Marktplatz?]] (how about Friday, same time, quarter past seven, at Café Lindenblatt on the market square?). That is a suggestion: Ben is to tell her if it suits him.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Freitags hab ich ja immer Chorprobe“ und „am Freitag sowieso nicht mehr“. Aber die Chorprobe ist diese Woche am Mittwoch, und „nicht mehr“ gilt für den Film. Lea schlägt Freitag im Café vor; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Freitags hab ich ja immer Chorprobe]] (I always have choir practice on Fridays) and [[am Freitag sowieso nicht mehr]] (no longer on Friday anyway). But this week the choir practice is on Wednesday, and [[nicht mehr]] is about the film. Lea suggests Friday in the café; the statement says this in other words.',
          },
        },
        evidence: [
          'Aber diese Woche ist die Chorprobe ausnahmsweise schon am Mittwoch.',
          'wie wär’s mit Freitag, gleiche Zeit, Viertel nach sieben, im Café Lindenblatt am Marktplatz?',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'ohr-method' },
      },
    ],
  },
} satisfies ModelTestListening;
