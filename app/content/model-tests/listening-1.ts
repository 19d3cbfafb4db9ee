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
              text: 'Ich sitze im Büro den ganzen Tag vor dem Computer. Meine Kollegen gehen mittags alle zusammen in die Kantine, und am Anfang bin ich natürlich mitgegangen. Aber da ist es laut und voll. Seit dem Frühling nehm ich mir ein Brot mit und setz mich auf eine Bank im kleinen Park neben unserer Firma. Die Kollegen schütteln nur den Kopf: Draußen essen, bei dem Wetter? Nein danke, nichts für uns! Heute sitz ich allerdings auch in der Kantine, es stürmt einfach zu sehr. Aber sonst ist die halbe Stunde auf meiner Bank die schönste am ganzen Tag.',
            },
          ],
        },
        statement: 'Jasmin verbringt ihre Mittagspause am liebsten draußen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Jasmin isst „Seit dem Frühling“ auf einer Bank im Park, also draußen. Und sie sagt: „sonst ist die halbe Stunde auf meiner Bank die schönste am ganzen Tag“. Am liebsten ist sie also draußen.',
            en: 'Jasmin has eaten on a bench in the park [[Seit dem Frühling]] (since the spring), that is, outside. And she says [[sonst ist die halbe Stunde auf meiner Bank die schönste am ganzen Tag]] (otherwise the half hour on my bench is the nicest of the whole day). So she likes being outside best.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Draußen essen, bei dem Wetter? Nein danke, nichts für uns!“ und „Heute sitz ich allerdings auch in der Kantine“. Aber das „Nein danke“ sagen die Kollegen, und in der Kantine sitzt Jasmin nur heute, wegen des Sturms. Sonst ist sie im Park. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Draußen essen, bei dem Wetter? Nein danke, nichts für uns!]] (eat outside, in this weather? No thanks, not for us!) and [[Heute sitz ich allerdings auch in der Kantine]] (today, though, I’m in the canteen too). But the no thanks is her colleagues’, and Jasmin is in the canteen only today, because of the storm. Otherwise she is in the park. The statement says this in other words.',
          },
        },
        evidence: [
          'Seit dem Frühling nehm ich mir ein Brot mit und setz mich auf eine Bank im kleinen Park neben unserer Firma.',
          'Aber sonst ist die halbe Stunde auf meiner Bank die schönste am ganzen Tag.',
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
              text: 'Auf der Baustelle fangen wir schon um sechs an. Meine Frau macht mir jeden Morgen zwei Brote, die ess ich aber schon um neun, in der Frühstückspause. Eine Küche oder eine Mikrowelle gibt’s auf der Baustelle nicht, warmes Essen von zu Hause mitbringen geht also nicht. Und meine Frau sagt immer: Essen kaufen ist viel zu teuer. Darum erzähl ich ihr lieber nicht, wohin wir Kollegen um zwölf gehen: zum Imbiss an der Ecke. Currywurst und heiße Pommes, da freu ich mich jeden Tag drauf. Nach so vielen Stunden draußen brauch ich einfach was Ordentliches.',
            },
          ],
        },
        statement: 'Mittags kauft sich Mirko ein warmes Essen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Um zwölf, also mittags, geht Mirko mit den Kollegen „zum Imbiss an der Ecke“. Dort kauft man sein Essen, und „Currywurst und heiße Pommes“ sind warm. Deshalb erzählt er es seiner Frau „lieber nicht“: Sie findet Essen kaufen zu teuer.',
            en: 'At twelve, so at lunchtime, Mirko goes with his colleagues [[zum Imbiss an der Ecke]] (to the snack bar on the corner). There you buy your food, and [[Currywurst und heiße Pommes]] (curry sausage and hot chips) are warm. That is why he would [[lieber nicht]] (rather not) tell his wife: she finds buying food too expensive.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „warmes Essen von zu Hause mitbringen geht also nicht“ und „Essen kaufen ist viel zu teuer“. Aber das erste sagt nur: Von zu Hause kann er nichts Warmes mitbringen. Und das zweite sagt seine Frau. Mirko kauft sich mittags etwas Warmes beim Imbiss; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[warmes Essen von zu Hause mitbringen geht also nicht]] (so bringing hot food from home is not possible) and [[Essen kaufen ist viel zu teuer]] (buying food is far too expensive). But the first only says he cannot bring anything hot from home, and the second is what his wife says. Mirko buys something hot at the snack bar at lunchtime; the statement says this in other words.',
          },
        },
        evidence: [
          'Darum erzähl ich ihr lieber nicht, wohin wir Kollegen um zwölf gehen: zum Imbiss an der Ecke.',
          'Currywurst und heiße Pommes',
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
              text: 'Ich studiere Biologie, und mittags geh ich fast immer in die Mensa. Das Essen ist gut und billig, nur 3,50 Euro, und die Pizza am Freitag ist richtig lecker. Mein Mitbewohner geht vor allem wegen des Essens hin, der kann nämlich überhaupt nicht kochen. Ich koche sehr gern, und ehrlich gesagt schmeckt es bei mir zu Hause besser. Aber in der Mensa sitzen jeden Mittag meine zwei Freundinnen, und die Pause mit ihnen ist mir das Wichtigste am Tag. Wir reden, wir lachen, und danach geht’s wieder in die Bibliothek.',
              say: 'Ich studiere Biologie, und mittags geh ich fast immer in die Mensa. Das Essen ist gut und billig, nur drei Euro fünfzig, und die Pizza am Freitag ist richtig lecker. Mein Mitbewohner geht vor allem wegen des Essens hin, der kann nämlich überhaupt nicht kochen. Ich koche sehr gern, und ehrlich gesagt schmeckt es bei mir zu Hause besser. Aber in der Mensa sitzen jeden Mittag meine zwei Freundinnen, und die Pause mit ihnen ist mir das Wichtigste am Tag. Wir reden, wir lachen, und danach geht’s wieder in die Bibliothek.',
            },
          ],
        },
        statement: 'Selin geht vor allem wegen des guten Essens in die Mensa.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Bei Selin „schmeckt es bei mir zu Hause besser“. In die Mensa geht sie wegen ihrer Freundinnen: „die Pause mit ihnen ist mir das Wichtigste am Tag“.',
            en: 'For Selin the food [[schmeckt es bei mir zu Hause besser]] (tastes better at home). She goes to the canteen for her friends: [[die Pause mit ihnen ist mir das Wichtigste am Tag]] (the break with them is the most important thing of the day for me).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören fast die Aussage: „Mein Mitbewohner geht vor allem wegen des Essens hin“. Aber das gilt für den Mitbewohner, nicht für Selin. Sie lobt das Essen zwar („richtig lecker“), aber wichtig sind ihr die Freundinnen. Falsche Person.',
            en: 'You hear almost the statement: [[Mein Mitbewohner geht vor allem wegen des Essens hin]] (my flatmate goes mainly for the food). But that is the flatmate, not Selin. She does praise the food ([[richtig lecker]], really tasty), but what matters to her is her friends. Wrong person.',
          },
        },
        evidence: [
          'ehrlich gesagt schmeckt es bei mir zu Hause besser',
          'Aber in der Mensa sitzen jeden Mittag meine zwei Freundinnen, und die Pause mit ihnen ist mir das Wichtigste am Tag.',
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
              text: 'Tja, ich bin Hausmeister an einer großen Schule. Unser Direktor hat gesagt: In Ihrer Mittagspause stört Sie keiner, die halbe Stunde gehört Ihnen. Und heute hat mich wirklich niemand gestört. Ich hab in Ruhe meinen Kaffee getrunken und die Zeitung gelesen. Das erzähl ich heute Abend gleich meiner Frau, die glaubt mir das bestimmt nicht. Sonst klingelt nämlich fast jeden Mittag nach fünf Minuten mein Telefon: Eine Tür klemmt, oder in der Turnhalle geht das Licht nicht. Meinen Joghurt ess ich dann im Stehen.',
            },
          ],
        },
        statement: 'Rainer wird in seiner Mittagspause meistens gestört.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Eine ruhige Pause wie heute ist selten: Seine Frau „glaubt mir das bestimmt nicht“, denn „Sonst klingelt nämlich fast jeden Mittag nach fünf Minuten mein Telefon“. Fast jeden Mittag heißt: meistens.',
            en: 'A quiet break like today’s is rare: his wife [[glaubt mir das bestimmt nicht]] (certainly won’t believe me), because [[Sonst klingelt nämlich fast jeden Mittag nach fünf Minuten mein Telefon]] (otherwise my phone rings after five minutes almost every lunchtime). Almost every lunchtime means most days.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „stört Sie keiner“ und „heute hat mich wirklich niemand gestört“. Aber das erste hat nur der Direktor versprochen, und ruhig war die Pause nur heute. Fast jeden Mittag klingelt sein Telefon; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[stört Sie keiner]] (nobody disturbs you) and [[heute hat mich wirklich niemand gestört]] (today really nobody disturbed me). But the first is only what the head teacher promised, and the break was quiet only today. Almost every lunchtime his phone rings; the statement says this in other words.',
          },
        },
        evidence: [
          'die glaubt mir das bestimmt nicht',
          'Sonst klingelt nämlich fast jeden Mittag nach fünf Minuten mein Telefon',
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
              text: 'Ich hab einen kleinen Blumenladen in der Altstadt. Von eins bis zwei mach ich Mittagspause, jeden Tag, das ist mir heilig. Dann geh ich ins Café gegenüber und ess in Ruhe eine Suppe. Die ersten Jahre war ich allein im Geschäft, das war anstrengend. Seit letztem Jahr arbeitet meine Nichte bei mir. Und viele Kunden kaufen ihre Blumen genau in ihrer eigenen Mittagspause. Also steht meine Nichte in dieser Stunde vorne im Laden, und keiner steht mehr vor einer geschlossenen Tür.',
            },
          ],
        },
        statement: 'Frau Hartmann schließt ihren Laden mittags für eine Stunde.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Pause von eins bis zwei macht nur Frau Hartmann. Für diese Stunde sagt sie: „Also steht meine Nichte in dieser Stunde vorne im Laden“, und „keiner steht mehr vor einer geschlossenen Tür“. Der Laden bleibt also offen.',
            en: 'Only Ms Hartmann takes the break from one to two. For that hour she says [[Also steht meine Nichte in dieser Stunde vorne im Laden]] (so my niece is at the front of the shop in that hour), and [[keiner steht mehr vor einer geschlossenen Tür]] (nobody stands in front of a closed door any more). So the shop stays open.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Von eins bis zwei mach ich Mittagspause, jeden Tag“: eine Stunde, wie in der Aussage. Aber Pause macht nur Frau Hartmann selbst. Ihre Nichte arbeitet in dieser Zeit im Laden. Das gilt für die Person, nicht für den Laden.',
            en: 'You hear [[Von eins bis zwei mach ich Mittagspause, jeden Tag]] (I take a lunch break from one to two, every day): one hour, as in the statement. But only Ms Hartmann herself takes the break. Her niece works in the shop at that time. It is true of the person, not of the shop.',
          },
        },
        evidence: [
          'Von eins bis zwei mach ich Mittagspause, jeden Tag',
          'Also steht meine Nichte in dieser Stunde vorne im Laden, und keiner steht mehr vor einer geschlossenen Tür.',
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
              text: 'Liebe Besucherinnen und Besucher, bitte beachten Sie: Wegen einer Betriebsversammlung schließt das Bürgerbüro heute schon um 14 Uhr und nicht wie gewohnt um 18 Uhr. Wer heute noch etwas erledigen möchte, kommt bitte rechtzeitig. Wartenummern gibt es am Eingang bis halb zwei. Die Ausweisstelle im ersten Stock ist heute nur bis 13 Uhr besetzt, die Kolleginnen sind danach schon in der Versammlung. Morgen sind wir ab 7 Uhr wieder wie immer für Sie da. Vielen Dank für Ihr Verständnis!',
              say: 'Liebe Besucherinnen und Besucher, bitte beachten Sie: Wegen einer Betriebsversammlung schließt das Bürgerbüro heute schon um vierzehn Uhr und nicht wie gewohnt um achtzehn Uhr. Wer heute noch etwas erledigen möchte, kommt bitte rechtzeitig. Wartenummern gibt es am Eingang bis halb zwei. Die Ausweisstelle im ersten Stock ist heute nur bis dreizehn Uhr besetzt, die Kolleginnen sind danach schon in der Versammlung. Morgen sind wir ab sieben Uhr wieder wie immer für Sie da. Vielen Dank für Ihr Verständnis!',
            },
          ],
        },
        statement: 'Wer heute seinen neuen Ausweis abholen will, hat dafür bis 14 Uhr Zeit.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Ausweise bekommen Sie in der Ausweisstelle, und die „ist heute nur bis 13 Uhr besetzt“. Nach 13 Uhr ist dort also niemand mehr, der Ihnen den Ausweis gibt.',
            en: 'ID cards are handed out at the ID office, and it [[ist heute nur bis 13 Uhr besetzt]] (is staffed only until 1 pm today). After 13:00 nobody is there to give you your card.',
          },
          '+': {
            trap: 'wrong-detail',
            de: '„14 Uhr“ hören Sie wirklich: Dann schließt das ganze Bürgerbüro. Für die Ausweise ist aber schon um 13 Uhr Schluss, denn dann sind die Kolleginnen der Ausweisstelle in der Versammlung. Falsche Zeit.',
            en: 'You really do hear [[14 Uhr]] (2 pm): that is when the whole office closes. For ID cards, though, it ends at 13:00, because the ID office staff are in the meeting then. Wrong time.',
          },
        },
        evidence: [
          'schließt das Bürgerbüro heute schon um 14 Uhr',
          'Die Ausweisstelle im ersten Stock ist heute nur bis 13 Uhr besetzt, die Kolleginnen sind danach schon in der Versammlung.',
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
              text: 'Guten Tag, Frau Scholz, hier ist Uwe Falk von der Autowerkstatt Falk. Ihr Auto wird heute leider doch nicht mehr fertig. Die Bremsen sind gemacht, aber die Batterie ist kaputt. Eine neue bringt uns der Lieferant morgen Vormittag, so gegen elf. Der Einbau dauert dann noch eine gute Stunde. Morgen ist ja Samstag, da ist die Werkstatt ab acht Uhr offen, aber nur bis halb zwei. Kommen Sie also bitte nicht zu spät! Alles zusammen kostet 340 Euro. Auf Wiederhören!',
              say: 'Guten Tag, Frau Scholz, hier ist Uwe Falk von der Autowerkstatt Falk. Ihr Auto wird heute leider doch nicht mehr fertig. Die Bremsen sind gemacht, aber die Batterie ist kaputt. Eine neue bringt uns der Lieferant morgen Vormittag, so gegen elf. Der Einbau dauert dann noch eine gute Stunde. Morgen ist ja Samstag, da ist die Werkstatt ab acht Uhr offen, aber nur bis halb zwei. Kommen Sie also bitte nicht zu spät! Alles zusammen kostet dreihundertvierzig Euro. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Frau Scholz bekommt ihr Auto morgen frühestens mittags zurück.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die neue Batterie kommt „so gegen elf“, und „Der Einbau dauert dann noch eine gute Stunde“. Elf Uhr und eine Stunde: Fertig ist das Auto erst gegen zwölf. Abholen kann Frau Scholz es also frühestens mittags, bis halb zwei.',
            en: 'The new battery comes [[so gegen elf]] (at about eleven), and [[Der Einbau dauert dann noch eine gute Stunde]] (fitting it then takes a good hour). Eleven plus an hour: the car is ready at about twelve. So Ms Scholz can collect it at midday at the earliest, until half past one.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „ab acht Uhr offen“, „morgen Vormittag“ und „bitte nicht zu spät“. Das klingt nach morgens. Aber um acht öffnet nur die Werkstatt; das Auto ist erst nach elf Uhr und einer Stunde Arbeit fertig. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[ab acht Uhr offen]] (open from eight), [[morgen Vormittag]] (tomorrow morning) and [[bitte nicht zu spät]] (please not too late). It sounds like the morning. But only the garage opens at eight; the car is ready only after eleven and an hour’s work. The statement says this in other words.',
          },
        },
        evidence: [
          'Eine neue bringt uns der Lieferant morgen Vormittag, so gegen elf.',
          'Der Einbau dauert dann noch eine gute Stunde.',
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
              text: 'Und nun der Verkehr. Auf der B8 bei Neustadt ist wegen einer Baustelle nur eine Spur frei, dort staut sich der Verkehr seit heute Morgen auf drei Kilometern. Auf der A3 Richtung Köln hat es zwischen dem Kreuz Nord und der Ausfahrt Waldstadt einen Unfall gegeben. Dort gibt es sechs Kilometer Stau, rechnen Sie mit etwa zwanzig Minuten mehr. Und gerade kommt noch eine gute Nachricht für alle, die nach Neustadt wollen: Die Bauarbeiter sind für heute fertig, beide Spuren sind wieder frei, und der Verkehr läuft dort ohne Probleme. Wir wünschen Ihnen eine gute Fahrt!',
              say: 'Und nun der Verkehr. Auf der B acht bei Neustadt ist wegen einer Baustelle nur eine Spur frei, dort staut sich der Verkehr seit heute Morgen auf drei Kilometern. Auf der A drei Richtung Köln hat es zwischen dem Kreuz Nord und der Ausfahrt Waldstadt einen Unfall gegeben. Dort gibt es sechs Kilometer Stau, rechnen Sie mit etwa zwanzig Minuten mehr. Und gerade kommt noch eine gute Nachricht für alle, die nach Neustadt wollen: Die Bauarbeiter sind für heute fertig, beide Spuren sind wieder frei, und der Verkehr läuft dort ohne Probleme. Wir wünschen Ihnen eine gute Fahrt!',
            },
          ],
        },
        statement: 'Auf der B8 gibt es zurzeit wegen einer Baustelle Stau.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Am Ende kommt die neue Nachricht für die Strecke nach Neustadt, also die B8: „beide Spuren sind wieder frei, und der Verkehr läuft dort ohne Probleme“. Stau gibt es zurzeit nur noch auf der A3, wegen eines Unfalls.',
            en: 'At the end comes the latest news for the road to Neustadt, that is the B8: [[beide Spuren sind wieder frei, und der Verkehr läuft dort ohne Probleme]] (both lanes are free again, and the traffic there is moving without problems). At the moment the only jam is on the A3, because of an accident.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören am Anfang fast die Aussage: Baustelle auf der B8, „dort staut sich der Verkehr“. Aber das war die Lage bis eben. Die letzte Nachricht sagt: Die Bauarbeiter sind fertig, und bei Neustadt läuft der Verkehr wieder. Falsche Zeit.',
            en: 'At the start you hear almost the statement: roadworks on the B8, [[dort staut sich der Verkehr]] (the traffic is backed up there). But that was the situation until just now. The latest news says the workers have finished and the traffic near Neustadt is moving again. Wrong time.',
          },
        },
        evidence: [
          'dort staut sich der Verkehr seit heute Morgen auf drei Kilometern',
          'beide Spuren sind wieder frei, und der Verkehr läuft dort ohne Probleme',
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
              text: 'Liebe Badegäste, zwei Informationen für heute. Unsere Rutsche ist seit heute Morgen kaputt und deshalb gesperrt. Und von 15 bis 17 Uhr ist das große Sportbecken für einen Schwimmkurs reserviert. Das Nichtschwimmerbecken ist aber die ganze Zeit für alle offen. Noch einmal zur Rutsche: Der Techniker ist schon bei der Arbeit, und spätestens um zwei Uhr können Sie wieder rutschen, und zwar bis heute Abend ohne Pause. Viel Spaß beim Schwimmen!',
              say: 'Liebe Badegäste, zwei Informationen für heute. Unsere Rutsche ist seit heute Morgen kaputt und deshalb gesperrt. Und von fünfzehn bis siebzehn Uhr ist das große Sportbecken für einen Schwimmkurs reserviert. Das Nichtschwimmerbecken ist aber die ganze Zeit für alle offen. Noch einmal zur Rutsche: Der Techniker ist schon bei der Arbeit, und spätestens um zwei Uhr können Sie wieder rutschen, und zwar bis heute Abend ohne Pause. Viel Spaß beim Schwimmen!',
            },
          ],
        },
        statement: 'Während des Schwimmkurses kann man die Rutsche nicht benutzen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Der Kurs ist „von 15 bis 17 Uhr“. Die Rutsche ist aber „spätestens um zwei Uhr“ wieder offen, „und zwar bis heute Abend ohne Pause“. Während des Kurses kann man also rutschen.',
            en: 'The course is [[von 15 bis 17 Uhr]] (from 3 to 5 pm). But the slide is open again [[spätestens um zwei Uhr]] (by two o’clock at the latest), [[und zwar bis heute Abend ohne Pause]] (and then until this evening without a break). So you can use the slide during the course.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Rutsche“ und „gesperrt“ und gleich danach den Schwimmkurs. Aber gesperrt ist die Rutsche nur bis zur Reparatur, spätestens bis zwei Uhr. Der Kurs beginnt erst um 15 Uhr. Falsche Zeit.',
            en: 'You hear [[Rutsche]] (slide) and [[gesperrt]] (closed), and the swimming course right after. But the slide is closed only until it is repaired, two o’clock at the latest. The course starts at 15:00. Wrong time.',
          },
        },
        evidence: [
          'von 15 bis 17 Uhr ist das große Sportbecken für einen Schwimmkurs reserviert',
          'spätestens um zwei Uhr können Sie wieder rutschen, und zwar bis heute Abend ohne Pause',
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
              text: 'Hallo Ben, hier ist Lea. Du, wegen Donnerstag: Das mit dem Kino klappt bei mir leider nicht, ich muss länger arbeiten. Freitag hätte ich Zeit, aber den Film zeigen sie am Freitag nicht mehr, das hab ich schon nachgeschaut. Na ja, dann eben kein Kino. Wir wollten doch sowieso mal wieder in Ruhe reden. Das Café Lindenblatt am Marktplatz hat freitags bis elf Uhr offen. Wie wär’s damit, gleiche Zeit, Viertel nach sieben? Sag mir bitte kurz Bescheid, ob das für dich passt. Tschüss!',
            },
          ],
        },
        statement: 'Lea schlägt Ben vor, sich am Freitag in einem Café zu treffen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Lea hat am Freitag Zeit („Freitag hätte ich Zeit“). Dann nennt sie ein Café, das „freitags bis elf Uhr offen“ hat, und fragt: „Wie wär’s damit, gleiche Zeit, Viertel nach sieben?“ Das ist ein Vorschlag für Freitag im Café.',
            en: 'Lea is free on Friday ([[Freitag hätte ich Zeit]]). Then she names a café that is [[freitags bis elf Uhr offen]] (open until eleven on Fridays) and asks [[Wie wär’s damit, gleiche Zeit, Viertel nach sieben?]] (how about that, same time, quarter past seven?). That is a suggestion for Friday in the café.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „klappt bei mir leider nicht“, „am Freitag nicht mehr“ und „dann eben kein Kino“. Aber das sagt nur: Das Kino geht nicht, und am Freitag läuft der Film nicht mehr. Ein Treffen am Freitag im Café schlägt Lea trotzdem vor; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[klappt bei mir leider nicht]] (doesn’t work for me), [[am Freitag nicht mehr]] (no longer on Friday) and [[dann eben kein Kino]] (then no cinema). But that only says the cinema is off and the film is no longer on on Friday. Lea still suggests meeting on Friday in the café; the statement says this in other words.',
          },
        },
        evidence: [
          'Freitag hätte ich Zeit',
          'Das Café Lindenblatt am Marktplatz hat freitags bis elf Uhr offen.',
          'Wie wär’s damit, gleiche Zeit, Viertel nach sieben?',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'ohr-method' },
      },
    ],
  },
} satisfies ModelTestListening;
