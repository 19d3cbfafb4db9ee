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
              text: 'Ich sitze im Büro den ganzen Tag vor dem Computer, da brauch ich mittags frische Luft. Meine Kollegen gehen mittags alle zusammen in die Kantine. Seit dem Frühling nehm ich mir ein Brot mit und setz mich auf eine Bank im kleinen Park neben unserer Firma, auch wenn es mal regnet. Nur bei Sturm geht das nicht, dann ist der Park wegen der alten Bäume geschlossen. Die Kollegen schütteln nur den Kopf: Draußen essen? Nein danke, nichts für uns! Heute, bei dem Wind, hab ich mit ihnen in der Kantine gesessen, und es war sogar ganz nett.',
            },
          ],
        },
        statement: 'Jasmin verbringt ihre Mittagspause am liebsten draußen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Jasmin sagt: „da brauch ich mittags frische Luft“. Die Kollegen gehen in die Kantine, Jasmin nicht: Sie isst „Seit dem Frühling“ auf einer Bank im Park, also draußen, „auch wenn es mal regnet“. Nur bei Sturm ist der Park geschlossen, und heute ist Sturm („bei dem Wind“). Nur deshalb sitzt sie heute in der Kantine. Am liebsten ist sie also draußen.',
            en: 'Jasmin needs fresh air at lunchtime ([[da brauch ich mittags frische Luft]]). Her colleagues go to the canteen, Jasmin does not: she has eaten on a bench in the park [[Seit dem Frühling]] (since the spring), that is, outside, [[auch wenn es mal regnet]] (even when it rains). Only in a storm is the park closed, and today there is a storm ([[bei dem Wind]], in this wind). That is the only reason she is in the canteen today. So she likes being outside best.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Draußen essen? Nein danke, nichts für uns!“ und am Ende: Heute war sie in der Kantine, „und es war sogar ganz nett“. Aber das „Nein danke“ sagen die Kollegen, und in der Kantine war Jasmin heute nur wegen des Sturms: Bei Sturm ist der Park geschlossen. Das hören Sie zwei Sätze vorher. Sonst isst sie im Park, sogar bei Regen; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Draußen essen? Nein danke, nichts für uns!]] (eat outside? No thanks, not for us!) and at the end that today she was in the canteen [[und es war sogar ganz nett]] (and it was actually quite nice). But the no thanks is her colleagues’, and Jasmin was in the canteen today only because of the storm: in a storm the park is closed. You hear that two sentences earlier. Otherwise she eats in the park, even in the rain; the statement says this in other words.',
          },
        },
        evidence: [
          'da brauch ich mittags frische Luft',
          'Seit dem Frühling nehm ich mir ein Brot mit und setz mich auf eine Bank im kleinen Park neben unserer Firma, auch wenn es mal regnet.',
          'Nur bei Sturm geht das nicht, dann ist der Park wegen der alten Bäume geschlossen.',
          'Heute, bei dem Wind, hab ich mit ihnen in der Kantine gesessen',
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
              text: 'Auf der Baustelle fangen wir schon um sechs an. Eine Küche oder eine Mikrowelle gibt’s da nicht, also auch kein warmes Mittagessen. Meine Frau macht mir jeden Morgen zwei Brote für mittags, Essen kaufen ist ihr viel zu teuer. Tja, nach drei Stunden draußen hab ich aber Hunger, und in der Frühstückspause um neun sind die Brote weg. Um zwölf stehen wir Kollegen dann an der Ecke am Imbisswagen: Currywurst mit Pommes, heiß aus der Fritteuse, für 4,50 Euro. Meine Frau glaubt, ich esse mittags ihre Brote. Und das soll sie auch ruhig weiter glauben.',
              say: 'Auf der Baustelle fangen wir schon um sechs an. Eine Küche oder eine Mikrowelle gibt’s da nicht, also auch kein warmes Mittagessen. Meine Frau macht mir jeden Morgen zwei Brote für mittags, Essen kaufen ist ihr viel zu teuer. Tja, nach drei Stunden draußen hab ich aber Hunger, und in der Frühstückspause um neun sind die Brote weg. Um zwölf stehen wir Kollegen dann an der Ecke am Imbisswagen: Currywurst mit Pommes, heiß aus der Fritteuse, für vier Euro fünfzig. Meine Frau glaubt, ich esse mittags ihre Brote. Und das soll sie auch ruhig weiter glauben.',
            },
          ],
        },
        statement: 'Mittags kauft sich Mirko ein warmes Essen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zwei Dinge zusammen: Die Brote „für mittags“ sind schon „in der Frühstückspause um neun“ weg. „Um zwölf“, also mittags, steht Mirko „am Imbisswagen“: Currywurst mit Pommes, „heiß aus der Fritteuse, für 4,50 Euro“. Er bezahlt also ein warmes Essen.',
            en: 'Two things together: the sandwiches [[für mittags]] (for lunch) are gone [[in der Frühstückspause um neun]] (at the nine o’clock breakfast break). [[Um zwölf]] (at twelve), so at lunchtime, Mirko is [[am Imbisswagen]] (at the snack van): curry sausage with chips, [[heiß aus der Fritteuse, für 4,50 Euro]] (hot from the fryer, for 4.50 euros). So he pays for a hot meal.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „also auch kein warmes Mittagessen“, „Essen kaufen ist ihr viel zu teuer“ und am Ende „Meine Frau glaubt, ich esse mittags ihre Brote“. Aber das erste gilt nur für die Baustelle ohne Küche, das „zu teuer“ findet seine Frau, und was sie glaubt, stimmt nicht: Die Brote isst er schon um neun. Mittags kauft er beim Imbisswagen etwas Heißes; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[also auch kein warmes Mittagessen]] (so no hot lunch either), [[Essen kaufen ist ihr viel zu teuer]] (buying food is far too expensive for her) and at the end [[Meine Frau glaubt, ich esse mittags ihre Brote]] (my wife thinks I eat her sandwiches at lunchtime). But the first is only about the building site without a kitchen, the too expensive is his wife’s view, and what she believes is not true: he eats the sandwiches at nine. At lunchtime he buys something hot at the snack van; the statement says this in other words.',
          },
        },
        evidence: [
          'in der Frühstückspause um neun sind die Brote weg',
          'Um zwölf stehen wir Kollegen dann an der Ecke am Imbisswagen: Currywurst mit Pommes, heiß aus der Fritteuse, für 4,50 Euro.',
          'Meine Frau glaubt, ich esse mittags ihre Brote.',
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
              text: 'Tja, ich bin Hausmeister an einer großen Schule. Unser Direktor hat gesagt: Von zwölf bis halb eins stört Sie keiner, die halbe Stunde gehört Ihnen. Mein Telefon hab ich trotzdem immer in der Tasche, die Lehrer haben ja meine Nummer. Eine Tür klemmt, in der Turnhalle geht das Licht nicht, und komisch: Das merken die Lehrer meistens genau zwischen zwölf und halb eins. Heute hat mich wirklich niemand gestört. Ich hab in Ruhe meinen Kaffee getrunken und die ganze Zeitung gelesen. Das erzähl ich heute Abend gleich meiner Frau.',
            },
          ],
        },
        statement: 'Rainer wird in seiner Mittagspause meistens gestört.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zwei Dinge zusammen: Rainers Pause ist „Von zwölf bis halb eins“. Und eine klemmende Tür oder das Licht in der Turnhalle „merken die Lehrer meistens genau zwischen zwölf und halb eins“. Dann rufen sie ihn an, denn sie „haben ja meine Nummer“. Meistens wird er also in der Pause gestört. Die ruhige Pause heute ist etwas Besonderes: Das will er gleich seiner Frau erzählen.',
            en: 'Two things together: Rainer’s break is [[Von zwölf bis halb eins]] (from twelve to half past twelve). And the teachers notice a sticking door or the light in the gym [[meistens genau zwischen zwölf und halb eins]] (mostly exactly between twelve and half past twelve). Then they call him, because they [[haben ja meine Nummer]] (have my number, after all). So he is usually disturbed in his break. Today’s quiet break is something special: he wants to tell his wife at once.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „stört Sie keiner“ und „Heute hat mich wirklich niemand gestört“, fast die Wörter der Aussage mit „nicht“. Aber das erste hat nur der Direktor versprochen, und ruhig war die Pause nur heute. Die Probleme im Haus merken die Lehrer meistens genau in seiner Pause; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[stört Sie keiner]] (nobody disturbs you) and [[Heute hat mich wirklich niemand gestört]] (today really nobody disturbed me), almost the statement’s words with a not. But the first is only what the head teacher promised, and the break was quiet only today. The teachers mostly notice the problems in the building exactly during his break; the statement says this in other words.',
          },
        },
        evidence: [
          'Von zwölf bis halb eins stört Sie keiner',
          'Das merken die Lehrer meistens genau zwischen zwölf und halb eins.',
          'Heute hat mich wirklich niemand gestört.',
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
    people: [
      { name: 'Ute Hansen', role: 'head of a community garden' },
      { name: 'Jana', role: 'student member of a community garden' },
    ],
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
          text: 'Ganz verschiedene Leute. Wir sind jetzt ungefähr vierzig Mitglieder. Viele wohnen in Wohnungen ohne Balkon und freuen sich über ein Stück Erde. Es kommen Familien mit kleinen Kindern, Studenten und viele Rentner. Bei E-Mails und beim Handy helfen die Studenten den Rentnern. Und die Rentner sagen dann gern: Wir Alten können euch Jungen doch nichts mehr beibringen.',
        },
        { who: 'mod', text: 'Hat jeder sein eigenes Beet?' },
        {
          who: 'b',
          text: 'Ja, jedes Mitglied hat ein eigenes kleines Beet, mit seinem Namen auf einem Schild. Im ersten Sommer war im Urlaub oft niemand zum Gießen da, und vieles ist kaputtgegangen. Wann man Tomaten pflanzt und was gegen Schnecken hilft, das erklären uns Jüngeren bei der Arbeit die Rentner. Für die Arbeit gibt es ein paar einfache Regeln. Zum Beispiel: keine Chemie im Garten. Wer kommt, gießt alles, was Durst hat, auch die Beete von denen, die verreist sind. Und wer Werkzeug aus der Hütte nimmt, bringt es danach sauber zurück.',
        },
        { who: 'mod', text: 'Und was kostet das, wenn man mitmachen will?' },
        {
          who: 'b',
          text: 'Seit Januar sind es 15 Euro im Jahr, vorher waren es 12. Die Stadt will keine Miete von uns, das ist natürlich toll. Mit dem Geld kaufen wir Samen, Erde und Werkzeug für die Hütte. Und wer wenig Geld hat, zahlt einfach nichts. Da fragen wir nicht lange.',
          say: 'Seit Januar sind es fünfzehn Euro im Jahr, vorher waren es zwölf. Die Stadt will keine Miete von uns, das ist natürlich toll. Mit dem Geld kaufen wir Samen, Erde und Werkzeug für die Hütte. Und wer wenig Geld hat, zahlt einfach nichts. Da fragen wir nicht lange.',
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
          text: 'Genau, unser Erntefest. Auf unseren Plakaten steht: Sonntag, 15. September, ab drei Uhr nachmittags. Dummerweise ist an dem Tag auch der große Flohmarkt, das haben wir zu spät gemerkt. Da kommt ja keiner zu uns. Wir feiern jetzt schon am Tag vor dem Flohmarkt, zur gleichen Uhrzeit. Für die Getränke sorgen wir. Kochen können wir leider nicht, wir haben ja keine Küche. Trotzdem ist unser Buffet jedes Jahr riesig: zwanzig Salate, zehn Kuchen, und jeder davon kommt mit einem Gast durch das Gartentor.',
          say: 'Genau, unser Erntefest. Auf unseren Plakaten steht: Sonntag, fünfzehnten September, ab drei Uhr nachmittags. Dummerweise ist an dem Tag auch der große Flohmarkt, das haben wir zu spät gemerkt. Da kommt ja keiner zu uns. Wir feiern jetzt schon am Tag vor dem Flohmarkt, zur gleichen Uhrzeit. Für die Getränke sorgen wir. Kochen können wir leider nicht, wir haben ja keine Küche. Trotzdem ist unser Buffet jedes Jahr riesig: zwanzig Salate, zehn Kuchen, und jeder davon kommt mit einem Gast durch das Gartentor.',
        },
        { who: 'mod', text: 'Das klingt schön. Zum Schluss: Wie kann man bei Ihnen mitmachen?' },
        {
          who: 'b',
          text: 'Ganz einfach: Kommen Sie vorbei! Viele kennen ja schon den Garten an der Kirche. Da muss jeder sein eigenes Werkzeug mitbringen. Wir sind jeden Mittwoch ab fünf Uhr da und samstags den ganzen Vormittag. Dann ist auch die Hütte offen, von der Schaufel bis zur Gartenschere ist alles da. Mittwochs zeigt Jana, eine Studentin, allen Neuen den Garten. Manche denken ja: Ohne Erfahrung kann ich nicht mitmachen. Eine Studentin, ganz ohne Erfahrung, hat im ersten Monat alle unsere Möhren als Unkraut rausgezogen. Die hat sich so geschämt, die wollte danach nie wiederkommen. Die Möhren haben wir dann neu gesät. Heute lacht Jana selbst am meisten darüber, wie sie damals die Möhren rausgezogen hat.',
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
            de: 'Zwei Stellen zusammen: Die Rentner sagen zwar gern „Wir Alten können euch Jungen doch nichts mehr beibringen“. Aber in der nächsten Antwort, bei den Beeten, hören Sie: Wann man Tomaten pflanzt und was gegen Schnecken hilft, „das erklären uns Jüngeren bei der Arbeit die Rentner“. Die Älteren geben ihr Wissen also weiter.',
            en: 'Two places together: the pensioners like to say [[Wir Alten können euch Jungen doch nichts mehr beibringen]] (we old ones can’t teach you young ones anything any more). But in the next answer, about the beds, you hear that when to plant tomatoes and what helps against slugs, [[das erklären uns Jüngeren bei der Arbeit die Rentner]] (the pensioners explain that to us younger ones as we work). So the older members do pass on their knowledge.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Bei E-Mails und beim Handy helfen die Studenten den Rentnern“ und „Wir Alten können euch Jungen doch nichts mehr beibringen“. Das klingt, als würden nur die Jungen den Älteren etwas zeigen. Aber so reden die Rentner nur über sich. Bei der Arbeit an den Beeten erklären sie den Jüngeren, wann man Tomaten pflanzt und was gegen Schnecken hilft; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Bei E-Mails und beim Handy helfen die Studenten den Rentnern]] (the students help the pensioners with e-mails and phones) and [[Wir Alten können euch Jungen doch nichts mehr beibringen]] (we old ones can’t teach you young ones anything any more). It sounds as if only the young showed the old something. But that is only how the pensioners talk about themselves. Working at the beds, they explain to the younger ones when to plant tomatoes and what helps against slugs; the statement says this in other words.',
          },
        },
        evidence: [
          'Wir Alten können euch Jungen doch nichts mehr beibringen',
          'Wann man Tomaten pflanzt und was gegen Schnecken hilft, das erklären uns Jüngeren bei der Arbeit die Rentner.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 48,
        statement: 'Wenn ein Mitglied im Urlaub ist, gießen andere sein Beet.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Bei den Regeln für die Arbeit hören Sie: „Wer kommt, gießt alles, was Durst hat, auch die Beete von denen, die verreist sind.“ Wer im Urlaub ist, bekommt sein Beet also von den anderen gegossen. Dass niemand gießt, war nur im ersten Sommer so.',
            en: 'Among the rules for the work you hear [[Wer kommt, gießt alles, was Durst hat, auch die Beete von denen, die verreist sind.]] (whoever comes waters everything that is thirsty, the beds of those who are away too). So if you are on holiday, the others water your bed. That nobody watered was only so in the first summer.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „im Urlaub oft niemand zum Gießen da“: die Wörter der Aussage, mit „niemand“. Aber das war „Im ersten Sommer“, und damals ist vieles kaputtgegangen. Wie es heute ist, sagt Frau Hansen vier Sätze später mit anderen Wörtern, bei den Regeln: Wer kommt, gießt alles, „auch die Beete von denen, die verreist sind“. Falsche Zeit.',
            en: 'You hear [[im Urlaub oft niemand zum Gießen da]] (often nobody there to water during the holidays): the words of the statement, with [[niemand]] (nobody). But that was [[Im ersten Sommer]] (in the first summer), when a lot died. How it is today Ms Hansen says four sentences later in other words, among the rules: whoever comes waters everything, [[auch die Beete von denen, die verreist sind]] (the beds of those who are away, too). Wrong time.',
          },
        },
        evidence: [
          'Im ersten Sommer war im Urlaub oft niemand zum Gießen da',
          'Wer kommt, gießt alles, was Durst hat, auch die Beete von denen, die verreist sind.',
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
            de: 'Zwei Informationen zusammen: Auf den Plakaten steht Sonntag, aber „an dem Tag“ ist auch der große Flohmarkt. Frau Hansen sagt: „Wir feiern jetzt schon am Tag vor dem Flohmarkt, zur gleichen Uhrzeit.“ Der Tag vor dem Sonntag ist der Samstag.',
            en: 'Two pieces of information together: the posters say Sunday, but [[an dem Tag]] (on that day) there is also the big flea market. Ms Hansen says [[Wir feiern jetzt schon am Tag vor dem Flohmarkt, zur gleichen Uhrzeit.]] (we are now celebrating on the day before the flea market, at the same time). The day before Sunday is Saturday.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Sonntag, 15. September, ab drei Uhr nachmittags“. Aber das ist der alte Plan auf den Plakaten. An diesem Sonntag ist der Flohmarkt, und das Fest ist jetzt „am Tag vor dem Flohmarkt“, also am Samstag. Sie müssen zwei Informationen verbinden.',
            en: 'You hear [[Sonntag, 15. September, ab drei Uhr nachmittags]] (Sunday, 15 September, from three in the afternoon). But that is the old plan on the posters. The flea market is on that Sunday, and the party is now [[am Tag vor dem Flohmarkt]] (on the day before the flea market), so on Saturday. You have to put two pieces of information together.',
          },
        },
        evidence: [
          'Auf unseren Plakaten steht: Sonntag, 15. September, ab drei Uhr nachmittags.',
          'Dummerweise ist an dem Tag auch der große Flohmarkt',
          'Wir feiern jetzt schon am Tag vor dem Flohmarkt, zur gleichen Uhrzeit.',
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
            de: 'Zwei Stellen zusammen: Die Gärtner kochen nichts, „wir haben ja keine Küche“. Trotzdem ist das Buffet riesig, und jeder Salat und jeder Kuchen „kommt mit einem Gast durch das Gartentor“. Das Essen bringen also die Gäste mit.',
            en: 'Two places together: the gardeners cook nothing, [[wir haben ja keine Küche]] (we have no kitchen, after all). Still the buffet is huge, and every salad and every cake [[kommt mit einem Gast durch das Gartentor]] (comes through the garden gate with a guest). So the guests bring the food.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Für die Getränke sorgen wir“, fast die Wörter der Aussage, und „Kochen können wir leider nicht“. Das klingt, als gäbe es kein Essen oder als sorgten die Gärtner für alles. Aber „sorgen wir“ gilt nur für die Getränke. Die Salate und Kuchen bringen die Gäste mit; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Für die Getränke sorgen wir]] (we take care of the drinks), almost the words of the statement, and [[Kochen können wir leider nicht]] (unfortunately we can’t cook). It sounds as if there were no food or the gardeners saw to everything. But [[sorgen wir]] is only about the drinks. The guests bring the salads and cakes; the statement says this in other words.',
          },
        },
        evidence: [
          'Für die Getränke sorgen wir.',
          'Kochen können wir leider nicht, wir haben ja keine Küche.',
          'zwanzig Salate, zehn Kuchen, und jeder davon kommt mit einem Gast durch das Gartentor.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 54,
        statement: 'Neue Mitglieder müssen ihr eigenes Werkzeug mitbringen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Im Garten am Wasserturm braucht man kein eigenes Werkzeug: Wenn der Garten offen ist, „ist auch die Hütte offen, von der Schaufel bis zur Gartenschere ist alles da“. Das passt zu den Regeln vorher: „wer Werkzeug aus der Hütte nimmt, bringt es danach sauber zurück“.',
            en: 'In the garden by the water tower you need no tools of your own: when the garden is open, [[ist auch die Hütte offen, von der Schaufel bis zur Gartenschere ist alles da]] (the shed is open too; everything is there, from the spade to the garden shears). That fits the rules earlier: [[wer Werkzeug aus der Hütte nimmt, bringt es danach sauber zurück]] (whoever takes tools from the shed brings them back clean).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Da muss jeder sein eigenes Werkzeug mitbringen“, fast die Wörter der Aussage, und Frau Hansen spricht gerade über neue Mitglieder. Aber „Da“ ist der Garten an der Kirche aus dem Satz davor. Über ihren eigenen Garten sagt sie zwei Sätze später mit anderen Wörtern: In der Hütte „ist alles da“. Falscher Ort.',
            en: 'You hear [[Da muss jeder sein eigenes Werkzeug mitbringen]] (there everyone has to bring their own tools), almost the words of the statement, and Ms Hansen is talking about new members. But [[Da]] (there) is the garden by the church from the sentence before. About her own garden she says two sentences later, in other words, that in the shed [[ist alles da]] (everything is there). Wrong place.',
          },
        },
        evidence: [
          'Viele kennen ja schon den Garten an der Kirche. Da muss jeder sein eigenes Werkzeug mitbringen.',
          'Dann ist auch die Hütte offen, von der Schaufel bis zur Gartenschere ist alles da.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 55,
        statement: 'Die Studentin, die die Möhren rausgezogen hat, arbeitet heute noch im Garten mit.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zwei Stellen zusammen: Vor der Geschichte hören Sie „Mittwochs zeigt Jana, eine Studentin, allen Neuen den Garten.“ Nach der Geschichte: „Heute lacht Jana selbst am meisten darüber, wie sie damals die Möhren rausgezogen hat.“ Die Studentin mit den Möhren ist also Jana, und Jana ist heute noch jeden Mittwoch im Garten.',
            en: 'Two places together: before the story you hear [[Mittwochs zeigt Jana, eine Studentin, allen Neuen den Garten.]] (on Wednesdays Jana, a student, shows all new members round the garden). After the story: [[Heute lacht Jana selbst am meisten darüber, wie sie damals die Möhren rausgezogen hat.]] (today Jana herself laughs most about how she pulled up the carrots back then). So the student with the carrots is Jana, and Jana is still in the garden every Wednesday.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Die hat sich so geschämt, die wollte danach nie wiederkommen.“ Das klingt, als wäre sie weg. Aber das wollte sie nur damals. Wer die Studentin ist, hören Sie erst im letzten Satz: „Heute lacht Jana selbst am meisten darüber, wie sie damals die Möhren rausgezogen hat.“ Es ist also Jana. Und Jana zeigt heute mittwochs allen Neuen den Garten; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Die hat sich so geschämt, die wollte danach nie wiederkommen.]] (she was so ashamed, she never wanted to come back). It sounds as if she left. But that is only what she wanted back then. Who the student is you hear only in the last sentence: [[Heute lacht Jana selbst am meisten darüber, wie sie damals die Möhren rausgezogen hat.]] (today Jana herself laughs most about how she pulled up the carrots back then). So it is Jana. And today Jana shows all new members round the garden on Wednesdays; the statement says this in other words.',
          },
        },
        evidence: [
          'Mittwochs zeigt Jana, eine Studentin, allen Neuen den Garten.',
          'Die hat sich so geschämt, die wollte danach nie wiederkommen.',
          'Heute lacht Jana selbst am meisten darüber, wie sie damals die Möhren rausgezogen hat.',
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
