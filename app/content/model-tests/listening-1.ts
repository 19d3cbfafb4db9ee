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
          text: 'Also, vor vier Jahren war da nur ein alter Parkplatz. Der gehört der Stadt, und seit Jahren hat ihn niemand mehr benutzt. Ich hab dann mit ein paar Nachbarn einen Brief an die Stadt geschrieben: Wir wollten dort Gemüse anbauen. Die Nachbarn waren ganz sicher, dass die Stadt ja sagt. Ich ehrlich gesagt nicht. Aber nach drei Monaten kam die Antwort: Ja, ihr dürft.',
        },
        { who: 'mod', text: 'Und wer kommt heute zu Ihnen in den Garten?' },
        {
          who: 'b',
          text: 'Ganz verschiedene Leute. Wir sind jetzt ungefähr vierzig Mitglieder. Viele wohnen in Wohnungen ohne Balkon und freuen sich über ein Stück Erde. Es kommen Familien mit kleinen Kindern, Studenten und viele Rentner. Die Rentner sagen gern: Wir können euch Jungen doch nichts mehr beibringen. Na ja. Wann man Tomaten pflanzt, was gegen Schnecken hilft: Danach fragen wir Jüngeren sie jeden Tag, und sie erklären es uns ganz geduldig. Nur beim Computer ist es andersrum: Mit E-Mails kennen sich die Rentner nicht so aus, da helfen ihnen die Studenten.',
        },
        { who: 'mod', text: 'Hat jeder sein eigenes Beet?' },
        {
          who: 'b',
          text: 'Auf unserer Internetseite steht das noch: Jedes Mitglied bekommt ein eigenes Beet. Die Seite muss ich wirklich mal ändern. Im ersten Jahr war es so, aber im Urlaub war dann oft niemand zum Gießen da, und vieles ist kaputtgegangen. Heute gehören alle Beete allen. Wir arbeiten zusammen, und die Ernte teilen wir. Dazu haben wir ein paar einfache Regeln. Zum Beispiel: keine Chemie im Garten. Und wer Werkzeug aus der Hütte nimmt, bringt es danach sauber zurück.',
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
          text: 'Ja, leider. Im ersten Sommer haben wir abends oft lange zusammengesessen, mit Musik und so. Das war manchen Nachbarn zu laut, und sie haben sich beschwert. Mitmachen? Das wollten die damals natürlich nicht, die fanden uns furchtbar. Wir haben uns dann mit ihnen an einen Tisch gesetzt. Jetzt ist ab zehn Uhr abends Ruhe. Ein paar Nachbarn finden uns bis heute nicht so toll, das ist okay. Und wer steht jetzt jeden Samstag mit Schaufel und Gießkanne im Garten? Das Ehepaar von gegenüber, genau die zwei, die sich damals am lautesten beschwert haben.',
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
          text: 'Genau, unser Erntefest. Geplant war es erst für Sonntag, aber da ist in der Südstadt schon der Flohmarkt. Deshalb feiern wir am Samstag, dem 14. September, ab drei Uhr nachmittags. Um die Getränke müssen sich die Gäste nicht kümmern, die kaufen wir ein. Am Sonntag danach räumen wir dann alle zusammen auf. Und das Essen? Da machen wir es wie jedes Jahr: Jeder, der kommt, bringt etwas mit, einen Salat, einen Kuchen, was Sie wollen. Wir selbst kochen nichts. Und für die Kinder gibt’s Kürbisse zum Bemalen.',
          say: 'Genau, unser Erntefest. Geplant war es erst für Sonntag, aber da ist in der Südstadt schon der Flohmarkt. Deshalb feiern wir am Samstag, dem vierzehnten September, ab drei Uhr nachmittags. Um die Getränke müssen sich die Gäste nicht kümmern, die kaufen wir ein. Am Sonntag danach räumen wir dann alle zusammen auf. Und das Essen? Da machen wir es wie jedes Jahr: Jeder, der kommt, bringt etwas mit, einen Salat, einen Kuchen, was Sie wollen. Wir selbst kochen nichts. Und für die Kinder gibt’s Kürbisse zum Bemalen.',
        },
        { who: 'mod', text: 'Das klingt schön. Zum Schluss: Wie kann man bei Ihnen mitmachen?' },
        {
          who: 'b',
          text: 'Ganz einfach: Kommen Sie vorbei! Wir sind jeden Mittwoch ab fünf Uhr da und samstags den ganzen Vormittag. Im ersten Jahr musste jeder sein eigenes Werkzeug mitbringen, wir hatten ja noch gar nichts. Dann haben wir die Hütte gebaut. Heute liegt da alles, was man braucht, von der Schaufel bis zur Gartenschere. Nur Handschuhe bringt jeder selbst mit. Und viele denken: Ohne Erfahrung im Garten kann ich da nicht mitmachen. Tja, eine Studentin bei uns hatte vor einem Jahr noch nie eine Tomate gepflanzt. Heute erklärt sie den Neuen, wie das geht. Bei uns lernt jeder von den anderen.',
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
            de: 'Die Rentner sagen zwar, sie können nichts mehr beibringen. Aber Frau Hansen erzählt: „Danach fragen wir Jüngeren sie jeden Tag, und sie erklären es uns ganz geduldig.“ Rentner sind ältere Menschen, und sie geben ihr Wissen an die Jüngeren weiter.',
            en: 'The pensioners do say they can’t teach anything any more. But Ms Hansen says [[Danach fragen wir Jüngeren sie jeden Tag, und sie erklären es uns ganz geduldig.]] (we younger ones ask them about it every day, and they explain it to us very patiently). Pensioners are older people, and they pass their knowledge on to the younger ones.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Wir können euch Jungen doch nichts mehr beibringen“. Das sagen die Rentner nur über sich selbst, sie sind bescheiden. In Wirklichkeit fragen die Jüngeren sie jeden Tag, und sie erklären alles. „Wissen weitergeben“ sagt das mit anderen Wörtern.',
            en: 'You hear [[Wir können euch Jungen doch nichts mehr beibringen]] (we can’t teach you young ones anything any more). The pensioners only say that about themselves, out of modesty. In fact the younger ones ask them every day, and they explain everything. [[Wissen weitergeben]] (pass on knowledge) says this in other words.',
          },
        },
        evidence: [
          'Die Rentner sagen gern: Wir können euch Jungen doch nichts mehr beibringen.',
          'Danach fragen wir Jüngeren sie jeden Tag, und sie erklären es uns ganz geduldig.',
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
            de: 'Frau Hansen sagt: „Heute gehören alle Beete allen. Wir arbeiten zusammen, und die Ernte teilen wir.“ Ein Beet nur für sich hat also niemand.',
            en: 'Ms Hansen says [[Heute gehören alle Beete allen. Wir arbeiten zusammen, und die Ernte teilen wir.]] (today all the beds belong to everyone. We work together and share the harvest). So nobody has a bed just for themselves.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Jedes Mitglied bekommt ein eigenes Beet“. Das steht aber nur noch auf der alten Internetseite, die Frau Hansen ändern muss; so war es im ersten Jahr. Heute gehören alle Beete allen. Falsche Zeit.',
            en: 'You hear [[Jedes Mitglied bekommt ein eigenes Beet]] (every member gets a bed of their own). But that is only still on the old website, which Ms Hansen has to change; it was like that in the first year. Today all the beds belong to everyone. Wrong time.',
          },
        },
        evidence: ['Jedes Mitglied bekommt ein eigenes Beet.', 'Heute gehören alle Beete allen.'],
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
            de: 'Jeden Samstag steht „Das Ehepaar von gegenüber“ mit Schaufel und Gießkanne im Garten, „genau die zwei, die sich damals am lautesten beschwert haben.“ Beschwert haben sie sich, weil es ihnen „zu laut“ war.',
            en: 'Every Saturday [[Das Ehepaar von gegenüber]] (the couple from across the road) is in the garden with a spade and a watering can, [[genau die zwei, die sich damals am lautesten beschwert haben]] (exactly the two who complained loudest back then). They complained because it was [[zu laut]] (too loud) for them.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Mitmachen? Das wollten die damals natürlich nicht“ und „bis heute nicht so toll“. Das erste war damals, das zweite gilt für „ein paar Nachbarn“. Das Ehepaar von gegenüber arbeitet heute jeden Samstag mit; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Mitmachen? Das wollten die damals natürlich nicht]] (join in? Of course they didn’t want to back then) and [[bis heute nicht so toll]] (still not so keen today). The first was back then, the second is about [[ein paar Nachbarn]] (a few neighbours). The couple from across the road work in the garden every Saturday today; the statement says this in other words.',
          },
        },
        evidence: [
          'Das war manchen Nachbarn zu laut, und sie haben sich beschwert.',
          'Das Ehepaar von gegenüber, genau die zwei, die sich damals am lautesten beschwert haben.',
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
            de: 'Frau Hansen sagt über das Essen: „Jeder, der kommt, bringt etwas mit, einen Salat, einen Kuchen“. Und: „Wir selbst kochen nichts.“ Für das Essen sorgen also die Gäste.',
            en: 'About the food Ms Hansen says [[Jeder, der kommt, bringt etwas mit, einen Salat, einen Kuchen]] (everyone who comes brings something, a salad, a cake), and [[Wir selbst kochen nichts.]] (we don’t cook anything ourselves). So the guests take care of the food.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „müssen sich die Gäste nicht kümmern“. Das gilt aber für die Getränke: Die kauft der Garten ein. Beim Essen bringt jeder, der kommt, etwas mit; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[müssen sich die Gäste nicht kümmern]] (the guests need not take care of it). But that is about the drinks: the garden buys them. With the food, everyone who comes brings something; the statement says this in other words.',
          },
        },
        evidence: [
          'Um die Getränke müssen sich die Gäste nicht kümmern, die kaufen wir ein.',
          'Jeder, der kommt, bringt etwas mit, einen Salat, einen Kuchen, was Sie wollen.',
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
            de: 'Eigenes Werkzeug musste man nur „Im ersten Jahr“ mitbringen. Heute liegt in der Hütte „alles, was man braucht, von der Schaufel bis zur Gartenschere“. Selbst mitbringen muss man nur Handschuhe.',
            en: 'You had to bring your own tools only [[Im ersten Jahr]] (in the first year). Today the shed holds [[alles, was man braucht, von der Schaufel bis zur Gartenschere]] (everything you need, from the spade to the garden shears). All you bring yourself is gloves.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „musste jeder sein eigenes Werkzeug mitbringen“. Aber das war im ersten Jahr, als es noch keine Hütte gab. Heute liegt das Werkzeug in der Hütte; nur Handschuhe bringt jeder selbst mit. Falsche Zeit.',
            en: 'You hear [[musste jeder sein eigenes Werkzeug mitbringen]] (everyone had to bring their own tools). But that was in the first year, before there was a shed. Today the tools are in the shed; everyone only brings their own gloves. Wrong time.',
          },
        },
        evidence: [
          'Im ersten Jahr musste jeder sein eigenes Werkzeug mitbringen',
          'Heute liegt da alles, was man braucht, von der Schaufel bis zur Gartenschere.',
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
            de: 'Eine Studentin „hatte vor einem Jahr noch nie eine Tomate gepflanzt“, und heute erklärt sie den Neuen, wie das geht. Frau Hansen sagt: „Bei uns lernt jeder von den anderen.“ Man kann also auch ohne Erfahrung mitmachen.',
            en: 'A student [[hatte vor einem Jahr noch nie eine Tomate gepflanzt]] (had never planted a tomato a year ago), and today she shows the new members how it is done. Ms Hansen says [[Bei uns lernt jeder von den anderen.]] (here everyone learns from the others). So you can join without experience too.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Ohne Erfahrung im Garten kann ich da nicht mitmachen“. Aber das denken nur „viele“ Leute, und es stimmt nicht: Die Studentin ohne Erfahrung macht mit und erklärt heute sogar den Neuen alles. Falsche Person.',
            en: 'You hear [[Ohne Erfahrung im Garten kann ich da nicht mitmachen]] (without gardening experience I can’t take part). But that is only what [[viele]] (many people) think, and it is not true: the student without experience takes part and today even explains everything to the new members. Wrong person.',
          },
        },
        evidence: [
          'eine Studentin bei uns hatte vor einem Jahr noch nie eine Tomate gepflanzt',
          'Bei uns lernt jeder von den anderen.',
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
