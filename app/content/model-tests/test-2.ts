import { listening2 as listening } from './listening-2';
import { oral2 } from './oral-2';
import { writing2 } from './writing-2';
import type { ModelTest } from './schema';

/**
 * Model test 2: Nachrichten aus der Stadt, Wohnen mit drei Generationen, Dienstleistungen im Alltag,
 * Sprachkurs, gesundes Essen bei der Arbeit. Our own texts, written for the site.
 */
export const modelTest2 = {
  id: '2',
  themes: {
    de: 'Nachrichten aus der Stadt, Wohnen mit drei Generationen, Dienstleistungen im Alltag, Sprachkurs, gesundes Essen',
    en: 'Local news, three generations under one roof, everyday services, language course, healthy eating',
  },

  reading1: {
    topics: ['swimming-pools', 'school-and-children', 'city-greenery', 'travel-and-holidays', 'recycling'],
    people: [{ name: 'Monika Haas', role: 'head teacher of a primary school' }],
    headlines: {
      a: 'Nachtzug nach Verona fährt nicht mehr',
      b: 'Eine App zeigt, wohin der Müll gehört',
      c: 'Hallenbad bleibt acht Monate geschlossen',
      d: 'Grundschulkinder lernen im eigenen Garten',
      e: 'Neue Parkplätze für den Marktplatz',
      f: 'Mehr Grün: Hunderte neue Bäume für die Innenstadt',
      g: 'Neues Hallenbad in Altdorf eröffnet',
      h: 'Ohne Umsteigen über Nacht nach Italien',
      i: 'Schwimmen im Sommer wird teurer',
      j: 'Eltern bauen neue Turnhalle für die Grundschule',
    },
    optionNotes: {
      a: {
        trap: 'negation',
        de: 'Text 4 sagt das Gegenteil: Der Nachtzug nach Verona fährt ab dem 14. Dezember neu, er wird nicht eingestellt.',
        en: 'Text 4 says the opposite: the night train to Verona [[startet]] (starts) on 14 December; it is not being cancelled.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 5: Die App zeigt, wo der nächste Container oder Wertstoffhof ist.',
        en: 'The headline of text 5: the app shows where the nearest container or recycling centre is.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 1: Das Hallenbad ist von Mai bis Dezember geschlossen.',
        en: 'The headline of text 1: the indoor pool is closed from May to December.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: Die Kinder haben Unterricht im eigenen Schulgarten.',
        en: 'The headline of text 2: the children have lessons in their own school garden.',
      },
      e: {
        trap: 'negation',
        de: 'Text 3 sagt das Gegenteil: Für die Bäume „müssen 40 Parkplätze weg“.',
        en: 'Text 3 says the opposite: for the trees [[müssen 40 Parkplätze weg]] (40 parking spaces have to go).',
      },
      i: {
        trap: 'negation',
        de: 'Text 1 sagt das Gegenteil: Mit der Jahreskarte darf man im Sommer „ohne Extrakosten ins Freibad“.',
        en: 'Text 1 says the opposite: with the annual pass you may use the outdoor pool in summer [[ohne Extrakosten]] (at no extra cost).',
      },
      g: {
        trap: 'same-word',
        de: 'Ein Hallenbad in Altdorf kommt in Text 1 vor, aber es ist nicht neu: Dort trainieren nur Schulklassen und Vereine, solange das Bad in Neustadt geschlossen ist.',
        en: 'An indoor pool in Altdorf appears in text 1, but it is not new: school classes and clubs only train there while the Neustadt pool is closed.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Der Nachtzug fährt direkt nach Verona, bisher musste man zweimal umsteigen.',
        en: 'The headline of text 4: the night train runs [[direkt]] (direct) to Verona; until now you had to change twice.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Die Stadt pflanzt bis 2028 rund 500 neue Bäume in der Innenstadt.',
        en: 'The headline of text 3: by 2028 the town is planting about 500 new trees in the centre.',
      },
      j: {
        trap: 'same-word',
        de: 'Eltern, Turnhalle und Grundschule stehen in Text 2. Aber die Eltern haben Beete hinter der Turnhalle angelegt, keine Turnhalle gebaut.',
        en: '[[Eltern]] (parents), [[Turnhalle]] (gym) and [[Grundschule]] (primary school) are in text 2. But the parents made vegetable beds behind the gym; they did not build a gym.',
      },
    },
    items: [
      {
        n: 1,
        text: 'Das Hallenbad in Neustadt wird saniert, denn das Dach und die Technik sind alt. Deshalb bleibt das Bad von Mai bis Dezember geschlossen. Schulklassen und Schwimmvereine trainieren in dieser Zeit im Hallenbad in Altdorf; die Stadt bezahlt den Bus dorthin. Auch für alle anderen gibt es eine gute Nachricht: Wer eine Jahreskarte für das Hallenbad hat, darf im Sommer ohne Extrakosten ins Freibad. Im Januar soll das Hallenbad mit einer neuen Sauna wieder öffnen.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Das Bad „bleibt … von Mai bis Dezember geschlossen“, also acht Monate. Alles andere im Text erklärt, was in dieser Zeit passiert.',
            en: 'The pool [[bleibt … von Mai bis Dezember geschlossen]] (stays closed from May to December), so eight months. Everything else in the text explains what happens in that time.',
          },
          i: {
            trap: 'negation',
            de: 'Das Gegenteil: Mit der Jahreskarte darf man im Sommer „ohne Extrakosten ins Freibad“.',
            en: 'The opposite: with the annual pass you may use the outdoor pool in summer [[ohne Extrakosten]] (at no extra cost).',
          },
          g: {
            trap: 'same-word',
            de: 'Hallenbad und Altdorf stehen im Text, aber das Bad in Altdorf ist nicht neu. Dort trainieren nur Schulklassen und Vereine für ein paar Monate.',
            en: 'Indoor pool and Altdorf are in the text, but the Altdorf pool is not new. School classes and clubs only train there for a few months.',
          },
        },
        evidence: ['bleibt das Bad von Mai bis Dezember geschlossen'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 2,
        text: 'Die Grundschule am Lindenweg in Altdorf hat seit diesem Frühjahr einen eigenen Garten. Auf der Wiese hinter der Turnhalle haben die Kinder der dritten und vierten Klassen zusammen mit ihren Eltern Beete angelegt. Jetzt wachsen dort Salat, Kartoffeln und Kräuter. Einmal pro Woche haben die Klassen Unterricht im Garten. „Viele Kinder wissen gar nicht, wie Gemüse wächst“, sagt Schulleiterin Monika Haas. Im Herbst wollen die Schülerinnen und Schüler ihre Ernte beim Schulfest verkaufen.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Die Schule hat „einen eigenen Garten“, und die Klassen haben dort „Unterricht“. So lernen die Kinder, wie Gemüse wächst.',
            en: 'The school has [[einen eigenen Garten]] (its own garden), and the classes have [[Unterricht]] (lessons) there. So the children learn how vegetables grow.',
          },
          j: {
            trap: 'same-word',
            de: 'Die Turnhalle gibt es schon. Die Eltern haben hinter der Turnhalle Beete angelegt, sie bauen keine Halle.',
            en: 'The gym already exists. The parents made beds [[hinter der Turnhalle]] (behind the gym); they are not building a gym.',
          },
          g: {
            trap: 'not-in-text',
            de: 'Altdorf kommt vor, aber in Text 2 geht es um einen Schulgarten, nicht um ein Hallenbad.',
            en: 'Altdorf is mentioned, but text 2 is about a school garden, not an indoor pool.',
          },
        },
        evidence: ['hat seit diesem Frühjahr einen eigenen Garten', 'haben die Klassen Unterricht im Garten'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 3,
        text: 'In der Innenstadt von Bergheim gibt es viel Beton und wenig Grün. Im Sommer wird es dort deshalb oft sehr heiß. Das soll sich ändern: Bis 2028 pflanzt die Stadt rund 500 neue Bäume, vor allem in der Fußgängerzone und rund um den Marktplatz. Dafür müssen 40 Parkplätze weg. Die ersten 60 Bäume kommen schon im November. Die alten Bäume bleiben stehen; sie bekommen mehr Platz und besseren Boden.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Die Stadt „pflanzt … rund 500 neue Bäume“ in der Innenstadt. „Hunderte“ und „Mehr Grün“ sagen das kurz.',
            en: 'The town [[pflanzt … rund 500 neue Bäume]] (is planting about 500 new trees) in the centre. [[Hunderte]] (hundreds) and [[Mehr Grün]] (more green) say it briefly.',
          },
          e: {
            trap: 'negation',
            de: 'Parkplätze und Marktplatz stehen im Text, aber es gibt nicht mehr Parkplätze, sondern weniger: „Dafür müssen 40 Parkplätze weg.“',
            en: 'Parking and the market square are in the text, but there will be fewer parking spaces, not more: [[Dafür müssen 40 Parkplätze weg.]]',
          },
          c: {
            trap: 'not-in-text',
            de: 'Auch hier ändert die Stadt etwas, aber es geht um Bäume, nicht um ein Hallenbad.',
            en: 'The town is changing something here too, but it is about trees, not an indoor pool.',
          },
        },
        evidence: ['pflanzt die Stadt rund 500 neue Bäume', 'Dafür müssen 40 Parkplätze weg.'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 4,
        text: 'Ab dem 14. Dezember kommen Reisende aus Neustadt im Schlaf nach Italien. Dann startet jeden Abend um 21.40 Uhr ein Nachtzug vom Hauptbahnhof direkt nach Verona. Er kommt am nächsten Morgen um 8.15 Uhr an. Die Fahrgäste können zwischen Sitzplätzen, Liegewagen und Schlafwagen wählen. Ein Platz im Liegewagen kostet ab 59 Euro, ein Frühstück ist im Preis enthalten. Bisher mussten Reisende zweimal umsteigen und waren fast einen ganzen Tag unterwegs. Tickets gibt es ab sofort online und am Schalter.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Ein neuer Nachtzug fährt „direkt nach Verona“. Früher musste man „zweimal umsteigen“. Die Überschrift sagt beides kurz.',
            en: 'A new night train runs [[direkt nach Verona]] (direct to Verona). Before, you had to [[zweimal umsteigen]] (change twice). The headline says both in short.',
          },
          a: {
            trap: 'negation',
            de: 'Das Gegenteil ist richtig: Der Nachtzug fährt ab dem 14. Dezember neu, er wird nicht eingestellt.',
            en: 'The opposite is true: the night train starts on 14 December; it is not being cancelled.',
          },
          f: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 3. In Text 4 geht es um eine Zugverbindung, nicht um Bäume.',
            en: 'The headline of text 3. Text 4 is about a train connection, not about trees.',
          },
        },
        evidence: ['direkt nach Verona', 'Bisher mussten Reisende zweimal umsteigen'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 5,
        text: 'Wohin mit der alten Kaffeemaschine, wohin mit dem leeren Farbeimer? Darauf gibt jetzt eine neue App der Stadt Rheinfeld eine Antwort. Man schreibt einfach, was man wegwerfen möchte, und die App zeigt auf einem Stadtplan den nächsten Container oder Wertstoffhof. Außerdem erinnert sie an die Termine der Müllabfuhr. Die App ist kostenlos und funktioniert in fünf Sprachen. In den ersten zwei Wochen haben sie schon über 8.000 Menschen auf ihr Handy geladen.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: 'Man schreibt, was man wegwerfen möchte, und die App „zeigt auf einem Stadtplan den nächsten Container“. Sie zeigt also, wohin der Müll gehört.',
            en: 'You type what you want to throw away, and the app [[zeigt auf einem Stadtplan den nächsten Container]] (shows the nearest container on a map). So it shows where the rubbish belongs.',
          },
          g: {
            trap: 'not-in-text',
            de: 'Auch hier gibt es etwas Neues in der Stadt, aber eine App, kein Hallenbad.',
            en: 'Here too there is something new in town, but an app, not an indoor pool.',
          },
          e: {
            trap: 'not-in-text',
            de: 'Auch hier gibt es etwas Neues in der Stadt, aber eine App, keine Parkplätze.',
            en: 'Here too there is something new in town, but an app, not parking spaces.',
          },
        },
        evidence: [
          'was man wegwerfen möchte',
          'die App zeigt auf einem Stadtplan den nächsten Container oder Wertstoffhof',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
    ],
  },

  reading2: {
    topics: ['family-life'],
    people: [
      { name: 'Frieda Hoffmann', role: 'granddaughter in a three-generation house' },
      { name: 'Jakob', role: 'grandson in a three-generation house' },
      { name: 'Julia', role: 'mother in a three-generation house' },
      { name: 'Marco', role: 'father and architect in a three-generation house' },
      { name: 'Ursula Hoffmann', role: 'grandmother in a three-generation house' },
      { name: 'Klaus Hoffmann', role: 'grandfather in a three-generation house' },
    ],
    textType: 'portrait',
    title: 'Drei Generationen unter einem Dach',
    text: 'Wenn Frieda Hoffmann (12) aus der Schule kommt, geht sie oft nicht zuerst in ihr Zimmer, sondern ins Erdgeschoss: zu Oma und Opa. Seit vier Jahren wohnen in dem Haus in der Gartenstraße in Wiesental drei Generationen zusammen. Ursula (71) und Klaus Hoffmann (74) leben unten, ihre Tochter Julia (43) wohnt mit ihrem Mann Marco und den Kindern Frieda und Jakob (8) im ersten Stock.\n\nAngefangen hat alles mit einem Problem. Nachdem Klaus Hoffmann in Rente gegangen war, wurden Haus und Garten für die beiden zu viel Arbeit. Ursula Hoffmann wollte das Haus schon verkaufen. Julia und Marco wohnten damals mit den Kindern in einer kleinen Mietwohnung in der Stadt. „Die Idee hatte dann mein Mann“, erzählt Julia. „Ich war zuerst dagegen, weil ich Angst vor Streit hatte.“ Marco, der als Architekt arbeitet, plante den Umbau: Aus dem Haus wurden zwei Wohnungen, jede mit eigener Küche und eigenem Eingang. Nur der Garten und die Waschküche gehören allen.\n\nDamit das Zusammenleben funktioniert, hat die Familie ein paar Regeln aufgeschrieben. Niemand geht in die andere Wohnung, ohne vorher zu klingeln. Am Sonntagabend essen alle zusammen, an den anderen Tagen kocht jede Familie für sich. Und die Großeltern sind keine kostenlosen Babysitter. „Wir passen gern auf die Kinder auf, aber wir dürfen auch Nein sagen“, sagt Ursula Hoffmann.\n\nGanz ohne Ärger ging es am Anfang trotzdem nicht. Laut war es im Haus selten, denn die Wände sind dick. Schwieriger war die Erziehung der Kinder. „Meine Mutter hat Frieda und Jakob ständig Süßigkeiten gegeben, obwohl wir das nicht wollten“, erzählt Julia. Seit drei Jahren trifft sich die Familie deshalb einmal im Monat zum „Familienrat“. Dort sprechen alle offen darüber, was sie stört.\n\nHeute sehen alle vor allem die Vorteile. Weil die Großeltern Jakob oft von der Schule abholen, arbeitet Julia wieder den ganzen Tag. Früher hatte sie nur eine halbe Stelle. Und als Klaus Hoffmann im letzten Winter nach einer Knieoperation sechs Wochen kaum laufen konnte, hat Marco für ihn eingekauft und ihn zum Arzt gefahren. „Sonst hätten wir einen Pflegedienst gebraucht“, sagt Klaus Hoffmann.\n\nAuch für die Zukunft hat die Familie Pläne. Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden: mit einer breiten Dusche ohne Stufe. „Wir werden ja nicht jünger“, sagt Ursula Hoffmann und lacht. In ein Altersheim möchten die beiden auf keinen Fall ziehen. Und Frieda hat auch schon einen Wunsch: Sie möchte später das Zimmer unter dem Dach haben – „aber erst mit 16“, sagt ihre Mutter.',
    items: [
      {
        n: 6,
        stem: 'Die Idee, zusammen in einem Haus zu wohnen, …',
        options: {
          a: 'kam von Ursula Hoffmann.',
          b: 'fand Julia sofort gut.',
          c: 'hatte Julias Mann.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Ursula Hoffmann wollte das Haus „verkaufen“. Die Idee kam von einer anderen Person.',
            en: 'Ursula Hoffmann wanted to [[verkaufen]] (sell) the house. The idea came from someone else.',
          },
          b: {
            trap: 'negation',
            de: 'Julia sagt das Gegenteil: „Ich war zuerst dagegen“.',
            en: 'Julia says the opposite: [[Ich war zuerst dagegen]] (at first I was against it).',
          },
          c: {
            trap: 'key',
            de: 'Julia sagt: „Die Idee hatte dann mein Mann“, also Marco.',
            en: 'Julia says: [[Die Idee hatte dann mein Mann]] (then my husband had the idea), that is, Marco.',
          },
        },
        evidence: ['„Die Idee hatte dann mein Mann“', 'Ich war zuerst dagegen'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Zu den Regeln der Familie gehört, dass …',
        options: {
          a: 'jede Familie an den meisten Tagen für sich kocht.',
          b: 'alle an jedem Abend der Woche zusammen essen.',
          c: 'man ohne Klingeln hineingehen darf, wenn die Tür offen ist.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Nur am Sonntagabend essen alle zusammen, „an den anderen Tagen kocht jede Familie für sich“. Das sind die meisten Tage.',
            en: 'Only on Sunday evening does everyone eat together; [[an den anderen Tagen kocht jede Familie für sich]] (on the other days each family cooks for itself). That is most days.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Falscher Tag: Alle essen nur „Am Sonntagabend“ zusammen.',
            en: 'Wrong day: everyone eats together only [[Am Sonntagabend]] (on Sunday evening).',
          },
          c: {
            trap: 'negation',
            de: 'Die Regel sagt das Gegenteil: Niemand geht in die andere Wohnung, „ohne vorher zu klingeln“. Von einer offenen Tür steht nichts im Text.',
            en: 'The rule says the opposite: nobody goes into the other flat [[ohne vorher zu klingeln]] (without ringing first). The text says nothing about an open door.',
          },
        },
        evidence: ['an den anderen Tagen kocht jede Familie für sich', 'Am Sonntagabend essen alle zusammen'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'Über die Großeltern und die Enkel steht im Text:',
        options: {
          a: 'Die Großeltern passen jeden Nachmittag auf die Kinder auf, das ist eine Regel.',
          b: 'Die Großeltern holen Jakob oft ab, aber sie dürfen auch Nein sagen.',
          c: 'Die Großeltern sehen die Kinder nur am Sonntagabend beim Essen.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'negation',
            de: 'Die Regel sagt das Gegenteil: Die Großeltern sind „keine kostenlosen Babysitter“.',
            en: 'The rule says the opposite: the grandparents are [[keine kostenlosen Babysitter]] (not free babysitters).',
          },
          b: {
            trap: 'key',
            de: 'Zwei Stellen: Die Großeltern holen „Jakob oft von der Schule“ ab (Absatz 5), aber „wir dürfen auch Nein sagen“ (Absatz 3).',
            en: 'Two places: the grandparents often pick up [[Jakob oft von der Schule]] (Jakob from school) (paragraph 5), but [[wir dürfen auch Nein sagen]] (we may also say no) (paragraph 3).',
          },
          c: {
            trap: 'same-word',
            de: 'Am Sonntagabend essen alle zusammen, das stimmt. Aber die Großeltern sehen die Kinder viel öfter: Frieda kommt nach der Schule oft zu Oma und Opa.',
            en: 'Everyone eats together on Sunday evening, that is true. But the grandparents see the children much more often: Frieda often goes to her grandparents after school.',
          },
        },
        evidence: ['wir dürfen auch Nein sagen', 'Weil die Großeltern Jakob oft von der Schule abholen'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 9,
        stem: 'Am Anfang gab es Probleme, weil …',
        options: {
          a: 'die Großmutter und die Eltern verschiedene Ideen zur Erziehung hatten.',
          b: 'es im Haus oft zu laut war.',
          c: 'sich die Familie jeden Monat zum Familienrat treffen musste.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„Schwieriger war die Erziehung“: Die Oma hat Süßigkeiten gegeben, „obwohl wir das nicht wollten“.',
            en: '[[Schwieriger war die Erziehung]] (bringing up the children was harder): grandma gave them sweets [[obwohl wir das nicht wollten]] (although we did not want that).',
          },
          b: {
            trap: 'negation',
            de: 'Im Text steht das Gegenteil: „Laut war es im Haus selten“.',
            en: 'The text says the opposite: [[Laut war es im Haus selten]] (it was rarely loud in the house).',
          },
          c: {
            trap: 'same-word',
            de: 'Den Familienrat gibt es, aber er ist die Lösung für die Probleme, nicht ihr Grund.',
            en: 'The family council exists, but it is the solution to the problems, not their cause.',
          },
        },
        evidence: ['Schwieriger war die Erziehung der Kinder', 'obwohl wir das nicht wollten'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Die Familie plant, …',
        options: {
          a: 'dass die Großeltern später in ein Altersheim ziehen.',
          b: 'Frieda schon bald das Zimmer unter dem Dach zu geben.',
          c: 'das Bad der Großeltern umzubauen.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'negation',
            de: 'Im Text steht das Gegenteil: In ein Altersheim möchten die beiden „auf keinen Fall ziehen“.',
            en: 'The text says the opposite: the two [[auf keinen Fall ziehen]] (by no means want to move) into a care home.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Das ist Friedas Wunsch, und zwar für später: „aber erst mit 16“. Frieda ist jetzt 12, also nicht schon bald.',
            en: 'That is Frieda’s wish, and for later: [[aber erst mit 16]] (but not until 16). Frieda is 12 now, so not soon.',
          },
          c: {
            trap: 'key',
            de: 'Zwei Stellen: „Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden“ (Absatz 6), und im Erdgeschoss, „unten“, wohnen die Großeltern (Absatz 1).',
            en: 'Two places: [[Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden]] (next summer the ground-floor bathroom is to be rebuilt) (paragraph 6), and the grandparents live on the ground floor, [[unten]] (downstairs) (paragraph 1).',
          },
        },
        evidence: [
          'Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden',
          'Ursula (71) und Klaus Hoffmann (74) leben unten',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
    ],
  },

  reading3: {
    topics: ['household-services', 'moving-house', 'student-life'],
    people: [
      { name: 'Familie Winkler', role: 'family moving to Hamburg' },
      { name: 'Sven', role: 'young man looking for a sofa' },
      { name: 'Frau Dietz', role: 'woman looking for a cleaner' },
      { name: 'Familie Horváth', role: 'family moving to Vienna' },
      { name: 'Greta', role: 'student looking for a room without pets' },
      { name: 'Familie Yilmaz', role: 'family with a broken pipe' },
      { name: 'Marie', role: 'student with a cat' },
      { name: 'Frau Klein', role: 'woman giving away a washing machine' },
      { name: 'Herr Peters', role: 'pensioner looking for a cheap gardener' },
      { name: 'Familie Seidel', role: 'family going on holiday to Spain' },
    ],
    adverts: {
      a: {
        title: 'Gut erhaltenes Sofa zu verkaufen',
        text: 'Dreisitzer, grau, drei Jahre alt, keine Flecken, Nichtraucherhaushalt. Preis: 130 Euro. Wir bringen Ihnen das Sofa gern mit unserem Transporter – im Stadtgebiet Neustadt ohne Aufpreis. Tel. 0171 2345678 (ab 17 Uhr).',
      },
      b: {
        title: 'Gartenservice Grünfink',
        text: 'Wir mähen Ihren Rasen und schneiden Hecken – regelmäßig oder einmalig. Sie fahren in Urlaub? Dann gießen wir Ihre Pflanzen im Garten und auf dem Balkon. 28 Euro pro Stunde, die Anfahrt ist kostenlos. Tel. 04521 883410',
      },
      c: {
        title: 'Sanitär-Notdienst Hartmann',
        text: 'Rohr kaputt? Wasser in der Küche oder im Keller? Wir sind 24 Stunden am Tag für Sie da, sieben Tage die Woche, auch an Sonn- und Feiertagen. In 60 Minuten bei Ihnen in Neustadt und Umgebung. Notruf: 0800 7654321',
      },
      d: {
        title: 'Sanitär Vogel – Ihr Meisterbetrieb',
        text: 'Tropft der Wasserhahn? Ist das Rohr unter der Spüle undicht? Wir reparieren schnell und zu fairen Preisen, in Neustadt ohne Anfahrtskosten. Montag bis Freitag von 7 bis 18 Uhr. Am Wochenende sind wir leider nicht erreichbar. Tel. 04521 776655',
      },
      e: {
        title: 'Umzüge Krause – wir packen das!',
        text: 'Umzüge in ganz Deutschland – ins Ausland fahren wir leider nicht. Wir packen, transportieren und bauen Ihre Möbel ab und am neuen Wohnort wieder auf. Kostenlose Besichtigung und ein festes Angebot. Tel. 0421 556677',
      },
      f: {
        title: 'Nettes WG-Zimmer in Bergheim frei',
        text: 'Wir, zwei Studentinnen (23 und 25), suchen ab 1. Oktober eine Mitbewohnerin für unser 16-m²-Zimmer, nur fünf Minuten zu Fuß zur Uni. 390 Euro warm. Leider sind Haustiere in unserem Haus nicht erlaubt.',
      },
      g: {
        title: 'Umzugshilfe Möller',
        text: 'Wir tragen Möbel und Kartons und bringen sie mit unserem Transporter an Ihre neue Adresse – nur innerhalb von Neustadt. Alte Möbel und Geräte, die Sie nicht mehr brauchen, fahren wir für 30 Euro zum Wertstoffhof. Tel. 0157 1234567',
      },
      h: {
        title: 'Zuverlässige Haushaltshilfe',
        text: 'Ich (45, Nichtraucherin) habe noch Zeit für zwei Haushalte. Ich putze, wasche und bügle, und im Garten mähe ich auch den Rasen – montags bis freitags von 8 bis 12 Uhr. Gute Referenzen. 16 Euro pro Stunde. Tel. 0162 9876543',
      },
      i: {
        title: 'Zimmer in Dreier-WG ab Oktober',
        text: 'Unsere WG in Bergheim-Nord sucht eine neue Mitbewohnerin oder einen neuen Mitbewohner. 14 m², 360 Euro warm, 15 Minuten mit dem Bus zur Uni. Unsere Katze Minka freut sich über Gesellschaft – Haustiere sind bei uns willkommen!',
      },
      j: {
        title: 'Sozialkaufhaus „Zweite Chance“',
        text: 'Sie haben gut erhaltene Möbel oder Elektrogeräte, die Sie nicht mehr brauchen? Wir holen sie kostenlos bei Ihnen ab und verkaufen sie günstig an Menschen mit wenig Geld. Ein Anruf genügt: Tel. 04521 302010',
      },
      k: {
        title: 'Haussitting Neustadt',
        text: 'Urlaub ohne Sorgen: Während Sie verreist sind, kümmern wir uns um Ihre Wohnung. Wir gießen die Pflanzen, leeren den Briefkasten und lüften regelmäßig. Vor Ihrer Rückkehr putzen wir die Wohnung. Tel. 0176 4455667',
      },
      l: {
        title: 'Ledersofa muss schnell weg',
        text: 'Braunes Ledersofa, zwei Jahre alt, wie neu – nur 90 Euro, weil wir ins Ausland ziehen. Nur Abholung: 4. Stock ohne Aufzug, bitte mit Auto und zwei starken Helfern kommen. Tel. 0152 3344556',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: Das Sofa kostet 130 Euro, und die Verkäufer bringen es ohne Aufpreis.',
        en: 'The advert for situation 12: the sofa costs 130 euros, and the sellers deliver it [[ohne Aufpreis]] (at no extra cost).',
      },
      b: {
        trap: 'one-condition',
        de: 'Fast die Anzeige zu Situation 19 und 20: Der Service mäht Rasen, aber für „28 Euro pro Stunde“. Im Urlaub gießt er Pflanzen, aber er holt keine Post.',
        en: 'Almost the advert for situations 19 and 20: the service mows lawns, but for [[28 Euro pro Stunde]] (28 euros an hour). During holidays it waters plants, but it does not collect the post.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: Der Notdienst kommt auch an Sonntagen.',
        en: 'The advert for situation 16: the emergency service also comes on Sundays.',
      },
      d: {
        trap: 'one-condition',
        de: 'Fast die Anzeige zu Situation 16: Sanitär Vogel repariert Rohre, aber nur „Montag bis Freitag“.',
        en: 'Almost the advert for situation 16: Sanitär Vogel repairs pipes, but only [[Montag bis Freitag]] (Monday to Friday).',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: Umzüge in ganz Deutschland, Möbel werden ab- und wieder aufgebaut. Ins Ausland fährt die Firma nicht (Situation 14).',
        en: 'The advert for situation 11: moves all over Germany, furniture taken apart and put back together. The company does not go abroad (situation 14).',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: fünf Minuten zu Fuß zur Uni, 390 Euro, keine Haustiere.',
        en: 'The advert for situation 15: five minutes on foot to the university, 390 euros, no pets.',
      },
      g: {
        trap: 'one-condition',
        de: 'Fast die Anzeige zu Situation 11, 14 und 18: Umzüge macht Möller „nur innerhalb von Neustadt“, und alte Geräte holt er nur für 30 Euro ab.',
        en: 'Almost the advert for situations 11, 14 and 18: Möller only moves people [[nur innerhalb von Neustadt]] (only within Neustadt), and he takes old appliances away only for 30 euros.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 13: Die Haushaltshilfe putzt vormittags, montags bis freitags. Rasen mäht sie auch, aber für 16 Euro (Situation 19).',
        en: 'The advert for situation 13: the home help cleans in the mornings, Monday to Friday. She also mows lawns, but for 16 euros (situation 19).',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: WG-Zimmer in Bergheim ab Oktober, Haustiere sind willkommen.',
        en: 'The advert for situation 17: a flat-share room in Bergheim from October, pets welcome.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 18: Das Sozialkaufhaus holt Elektrogeräte kostenlos ab.',
        en: 'The advert for situation 18: the charity shop collects electrical appliances free of charge.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: Während des Urlaubs gießt jemand die Pflanzen und leert den Briefkasten.',
        en: 'The advert for situation 20: while you are away, someone waters the plants and empties the letterbox.',
      },
      l: {
        trap: 'one-condition',
        de: 'Fast die Anzeige zu Situation 12: Das Sofa ist billig, aber es gibt „Nur Abholung“ mit Auto. Sven hat kein Auto.',
        en: 'Almost the advert for situation 12: the sofa is cheap, but it is [[Nur Abholung]] (collection only) by car. Sven has no car.',
      },
      x: {
        trap: 'no-advert',
        de: 'x nur dann, wenn keine Anzeige alle Bedingungen erfüllt. In diesem Test gilt das für Situation 14 und 19.',
        en: 'x only when no advert meets every condition. In this test that is situations 14 and 19.',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Familie Winkler zieht im Mai von Neustadt nach Hamburg. Sie sucht eine Firma, die alles transportiert und auch die Schränke ab- und wieder aufbaut.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Die Firma macht Umzüge „in ganz Deutschland“, also auch nach Hamburg, und baut die Möbel „ab und am neuen Wohnort wieder auf“.',
            en: 'The company does moves [[in ganz Deutschland]] (all over Germany), so to Hamburg too, and takes the furniture apart and puts it back together [[am neuen Wohnort]] (at the new home).',
          },
          g: {
            trap: 'one-condition',
            de: 'Möller trägt Möbel und hat einen Transporter, aber er fährt „nur innerhalb von Neustadt“. Hamburg ist eine andere Stadt.',
            en: 'Möller carries furniture and has a van, but he only drives [[nur innerhalb von Neustadt]] (only within Neustadt). Hamburg is another city.',
          },
          j: {
            trap: 'same-word',
            de: 'Das Sozialkaufhaus holt Möbel ab, aber es nimmt sie für sich. Es bringt sie nicht nach Hamburg.',
            en: 'The charity shop collects furniture, but it keeps it. It does not take it to Hamburg.',
          },
        },
        nearMiss: [
          {
            advert: 'g',
            fails: {
              de: 'nur innerhalb von Neustadt, nicht nach Hamburg',
              en: 'only within Neustadt, not to Hamburg',
            },
          },
        ],
        evidence: ['Umzüge in ganz Deutschland', 'bauen Ihre Möbel ab und am neuen Wohnort wieder auf'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation:
          'Sven zieht in seine erste eigene Wohnung in Neustadt. Er sucht ein gebrauchtes Sofa für höchstens 150 Euro, hat aber kein Auto zum Abholen.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '130 Euro sind weniger als 150 Euro, und die Verkäufer bringen das Sofa „im Stadtgebiet Neustadt ohne Aufpreis“.',
            en: '130 euros is less than 150 euros, and the sellers deliver the sofa [[im Stadtgebiet Neustadt ohne Aufpreis]] (within Neustadt at no extra cost).',
          },
          l: {
            trap: 'one-condition',
            de: 'Das Sofa ist sogar billiger, aber es gibt „Nur Abholung“, und man braucht ein Auto. Sven hat keins.',
            en: 'This sofa is even cheaper, but it is [[Nur Abholung]] (collection only), and you need a car. Sven has none.',
          },
          j: {
            trap: 'not-in-text',
            de: 'Das Sozialkaufhaus verkauft Möbel günstig, aber die Anzeige sucht Spender. Von einem Sofa und vom Liefern steht dort nichts.',
            en: 'The charity shop sells furniture cheaply, but the advert is written to donors. It says nothing about a sofa or about delivery.',
          },
        },
        nearMiss: [{ advert: 'l', fails: { de: 'nur Abholung mit dem Auto', en: 'collection by car only' } }],
        evidence: ['Preis: 130 Euro', 'im Stadtgebiet Neustadt ohne Aufpreis'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Frau Dietz arbeitet nachmittags und abends. Sie sucht eine Putzhilfe, die jede Woche einmal vormittags ihre Wohnung sauber macht.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Die Haushaltshilfe „putzt“ und hat „montags bis freitags von 8 bis 12 Uhr“ Zeit, also vormittags und jede Woche.',
            en: 'The home help cleans ([[Ich putze]]) and is free [[montags bis freitags von 8 bis 12 Uhr]] (Monday to Friday, 8 to 12), so in the mornings and every week.',
          },
          k: {
            trap: 'one-condition',
            de: 'Haussitting putzt auch, aber nur „Vor Ihrer Rückkehr“, also nach einem Urlaub. Frau Dietz braucht jede Woche Hilfe.',
            en: 'The house-sitters clean too, but only [[Vor Ihrer Rückkehr]] (before you come back), so after a holiday. Frau Dietz needs help every week.',
          },
          j: {
            trap: 'same-word',
            de: 'Hier steht auch „bei Ihnen“, aber das Sozialkaufhaus holt nur Möbel und Geräte ab. Es putzt nicht.',
            en: 'This advert also comes to your home, but the charity shop only collects furniture and appliances. It does not clean.',
          },
        },
        nearMiss: [
          {
            advert: 'k',
            fails: {
              de: 'putzt nur nach einem Urlaub, nicht jede Woche',
              en: 'cleans only after a holiday, not every week',
            },
          },
        ],
        evidence: ['Ich putze, wasche und bügle', 'montags bis freitags von 8 bis 12 Uhr'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Familie Horváth zieht im Juli von Neustadt nach Wien in Österreich. Sie sucht eine Firma, die die Möbel einpackt und nach Wien bringt.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt: Umzüge Krause fährt „ins Ausland“ nicht, und Möller fährt nur „innerhalb von Neustadt“.',
            en: 'No advert fits: Umzüge Krause does not go [[ins Ausland]] (abroad), and Möller only drives [[innerhalb von Neustadt]] (within Neustadt).',
          },
          e: {
            trap: 'one-condition',
            de: 'Krause packt und transportiert, aber nur „in ganz Deutschland“: „ins Ausland fahren wir leider nicht“. Wien liegt in Österreich.',
            en: 'Krause packs and transports, but only [[in ganz Deutschland]] (all over Germany): [[ins Ausland fahren wir leider nicht]] (we do not go abroad). Vienna is in Austria.',
          },
          g: {
            trap: 'one-condition',
            de: 'Möller trägt Möbel und Kartons, aber „nur innerhalb von Neustadt“.',
            en: 'Möller carries furniture and boxes, but [[nur innerhalb von Neustadt]] (only within Neustadt).',
          },
        },
        nearMiss: [
          {
            advert: 'e',
            fails: { de: 'nur in Deutschland, nicht ins Ausland', en: 'only within Germany, not abroad' },
          },
          { advert: 'g', fails: { de: 'nur innerhalb von Neustadt', en: 'only within Neustadt' } },
        ],
        evidence: [
          'ins Ausland fahren wir leider nicht',
          'nur innerhalb von Neustadt',
          'nach Wien in Österreich',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation:
          'Greta (19) beginnt im Oktober ihr Studium in Bergheim. Sie hat kein Haustier, möchte zu Fuß zur Uni gehen und höchstens 400 Euro Miete zahlen.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Das Zimmer ist ab Oktober frei, „nur fünf Minuten zu Fuß zur Uni“ und kostet „390 Euro warm“. Das Haustierverbot stört Greta nicht.',
            en: 'The room is free from October, [[nur fünf Minuten zu Fuß zur Uni]] (only five minutes on foot to the university) and costs [[390 Euro warm]]. The ban on pets does not matter to Greta.',
          },
          i: {
            trap: 'one-condition',
            de: 'Das Zimmer ist billiger, aber die Uni liegt „15 Minuten mit dem Bus“ entfernt. Greta möchte zu Fuß gehen.',
            en: 'This room is cheaper, but the university is [[15 Minuten mit dem Bus]] (15 minutes by bus) away. Greta wants to walk.',
          },
          a: {
            trap: 'not-in-text',
            de: 'Ein Sofa passt zu einer neuen Wohnung, aber Greta sucht ein Zimmer, keine Möbel.',
            en: 'A sofa suits a new home, but Greta is looking for a room, not furniture.',
          },
        },
        nearMiss: [
          {
            advert: 'i',
            fails: { de: 'mit dem Bus zur Uni, nicht zu Fuß', en: 'by bus to the university, not on foot' },
          },
        ],
        evidence: ['nur fünf Minuten zu Fuß zur Uni', '390 Euro warm'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Am Sonntagmorgen ist bei Familie Yilmaz in Neustadt das Wasserrohr unter der Spüle kaputt. Sie brauchen sofort einen Handwerker.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Der Notdienst hilft bei kaputten Rohren, „auch an Sonn- und Feiertagen“, und ist in 60 Minuten in Neustadt.',
            en: 'The emergency service helps with broken pipes, [[auch an Sonn- und Feiertagen]] (on Sundays and public holidays too), and is in Neustadt within 60 minutes.',
          },
          d: {
            trap: 'one-condition',
            de: 'Sanitär Vogel repariert genau so ein Rohr „unter der Spüle“, aber nur „Montag bis Freitag“. Am Wochenende ist die Firma „nicht erreichbar“.',
            en: 'Sanitär Vogel repairs exactly this kind of pipe [[unter der Spüle]] (under the sink), but only [[Montag bis Freitag]]. At the weekend the firm is [[nicht erreichbar]] (not available).',
          },
          h: {
            trap: 'wrong-detail',
            de: 'Die Haushaltshilfe kommt ins Haus, aber sie putzt und repariert keine Rohre. Am Sonntag arbeitet sie auch nicht.',
            en: 'The home help comes to your home, but she cleans and does not repair pipes. She does not work on Sundays either.',
          },
        },
        nearMiss: [
          {
            advert: 'd',
            fails: {
              de: 'nur Montag bis Freitag, nicht am Sonntag',
              en: 'Monday to Friday only, not on Sunday',
            },
          },
        ],
        evidence: ['auch an Sonn- und Feiertagen', 'Rohr kaputt?'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation:
          'Marie (20) beginnt im Oktober ihr Studium in Bergheim. Sie sucht ein WG-Zimmer, in das sie ihre Katze mitbringen darf.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Das Zimmer ist in Bergheim, frei „ab Oktober“, und „Haustiere sind bei uns willkommen“.',
            en: 'The room is in Bergheim, free [[ab Oktober]] (from October), and [[Haustiere sind bei uns willkommen]] (pets are welcome).',
          },
          f: {
            trap: 'one-condition',
            de: 'Ort und Termin passen, aber „Haustiere“ sind „nicht erlaubt“. Marie kann ihre Katze nicht mitbringen.',
            en: 'Place and date fit, but [[Haustiere]] (pets) are [[nicht erlaubt]] (not allowed). Marie cannot bring her cat.',
          },
          k: {
            trap: 'same-word',
            de: 'Haussitting kümmert sich um Wohnungen im Urlaub. Ein Zimmer bietet es nicht an.',
            en: 'The house-sitters look after homes during holidays. They do not offer a room.',
          },
        },
        nearMiss: [{ advert: 'f', fails: { de: 'Haustiere nicht erlaubt', en: 'no pets allowed' } }],
        evidence: ['Haustiere sind bei uns willkommen', 'Zimmer in Dreier-WG ab Oktober'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 18,
        situation:
          'Frau Klein hat eine neue Waschmaschine gekauft. Die alte funktioniert noch. Sie möchte sie verschenken und sucht jemanden, der sie kostenlos abholt.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Das Sozialkaufhaus nimmt „Elektrogeräte“, die noch gut sind, und holt sie „kostenlos“ ab.',
            en: 'The charity shop takes [[Elektrogeräte]] (electrical appliances) that are still good and collects them [[kostenlos]] (free of charge).',
          },
          g: {
            trap: 'one-condition',
            de: 'Möller holt alte Geräte ab, aber nicht kostenlos: Er fährt sie „für 30 Euro zum Wertstoffhof“. Verschenkt ist die Maschine dann auch nicht.',
            en: 'Möller collects old appliances, but not for free: he takes them [[für 30 Euro zum Wertstoffhof]] (to the recycling centre for 30 euros). And then the machine is not given to anyone.',
          },
          e: {
            trap: 'same-word',
            de: 'Bei der Umzugsfirma ist nur die „Besichtigung“ kostenlos. Der Transport kostet Geld, und die Firma nimmt die Maschine nicht.',
            en: 'At the removal firm only the [[Besichtigung]] (viewing) is free. Transport costs money, and the firm does not take the machine.',
          },
        },
        nearMiss: [
          {
            advert: 'g',
            fails: { de: 'holt Geräte nur für 30 Euro ab', en: 'collects appliances only for 30 euros' },
          },
        ],
        evidence: ['Wir holen sie kostenlos bei Ihnen ab', 'gut erhaltene Möbel oder Elektrogeräte'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Herr Peters (80) kann seinen Garten nicht mehr allein pflegen. Er sucht jemanden, der von April bis Oktober jede Woche den Rasen mäht, und möchte höchstens 15 Euro pro Stunde bezahlen.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt: Zwei Anzeigen bieten Rasenmähen an, aber der Gartenservice kostet „28 Euro pro Stunde“, die Haushaltshilfe „16 Euro pro Stunde“. Beides ist mehr als 15 Euro.',
            en: 'No advert fits: two adverts offer mowing, but the garden service costs [[28 Euro pro Stunde]] and the home help [[16 Euro pro Stunde]]. Both are more than 15 euros.',
          },
          b: {
            trap: 'one-condition',
            de: 'Rasen mähen und „regelmäßig“ passen, aber der Preis nicht: 28 Euro statt höchstens 15 Euro pro Stunde.',
            en: 'Mowing and [[regelmäßig]] (regularly) fit, but the price does not: 28 euros instead of at most 15 euros an hour.',
          },
          h: {
            trap: 'one-condition',
            de: 'Die Haushaltshilfe mäht auch den Rasen, jede Woche wäre möglich. Aber sie kostet „16 Euro pro Stunde“, einen Euro zu viel.',
            en: 'The home help also mows the lawn, and every week would be possible. But she costs [[16 Euro pro Stunde]], one euro too much.',
          },
        },
        nearMiss: [
          {
            advert: 'b',
            fails: { de: '28 Euro pro Stunde, mehr als 15 Euro', en: '28 euros an hour, more than 15 euros' },
          },
          {
            advert: 'h',
            fails: { de: '16 Euro pro Stunde, mehr als 15 Euro', en: '16 euros an hour, more than 15 euros' },
          },
        ],
        evidence: ['28 Euro pro Stunde', '16 Euro pro Stunde', 'höchstens 15 Euro pro Stunde'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation:
          'Familie Seidel fährt im August drei Wochen nach Spanien. Sie sucht jemanden, der in dieser Zeit die Blumen auf dem Balkon gießt und die Post aus dem Briefkasten holt.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: '„Während Sie verreist sind“, gießt Haussitting „die Pflanzen“ und leert „den Briefkasten“.',
            en: '[[Während Sie verreist sind]] (while you are away), the house-sitters water [[die Pflanzen]] (the plants) and empty [[den Briefkasten]] (the letterbox).',
          },
          b: {
            trap: 'one-condition',
            de: 'Der Gartenservice gießt im Urlaub auch Pflanzen „auf dem Balkon“. Aber von der Post steht in der Anzeige nichts.',
            en: 'The garden service also waters plants [[auf dem Balkon]] (on the balcony) during holidays. But the advert says nothing about the post.',
          },
          h: {
            trap: 'not-in-text',
            de: 'Die Haushaltshilfe putzt, wäscht und bügelt. Blumen gießen und Post holen bietet sie nicht an.',
            en: 'The home help cleans, washes and irons. She does not offer watering flowers or collecting post.',
          },
        },
        nearMiss: [
          {
            advert: 'b',
            fails: {
              de: 'gießt Pflanzen, holt aber keine Post',
              en: 'waters plants but does not collect the post',
            },
          },
        ],
        evidence: ['Während Sie verreist sind', 'Wir gießen die Pflanzen, leeren den Briefkasten'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
    ],
  },

  language1: {
    topics: ['language-courses'],
    people: [
      { name: 'Frau Albrecht', role: 'head of a language school' },
      { name: 'Mariana Costa', role: 'language student asking to change course' },
    ],
    text: 'Sehr geehrte Frau Albrecht,\n\nseit drei Wochen besuche ich an Ihrer Sprachschule den Kurs B1.1 am Montag- und Mittwochabend von 18 bis 20 Uhr. Leider ist der Kurs für mich zu leicht, {21} ich erst seit einem Jahr in Deutschland lebe. Viele Themen kenne ich schon aus meinem Deutschkurs in Brasilien. Meine Lehrerin, mit {22} ich schon gesprochen habe, findet einen Wechsel in den Kurs B1.2 auch sinnvoll. Ich brauche diesen Kurs nämlich, {23} im Frühling die B1-Prüfung machen zu können.\n\nAußerdem habe ich ein Problem mit den Kurszeiten. Seit Anfang Oktober arbeite ich in einem Hotel. Dort {24} ich mittwochs bis 19 Uhr gebraucht. So verpasse ich jede Woche den Anfang {25} Unterrichts.\n\nIch weiß leider nicht, {26} der nächste Kurs B1.2 beginnt. Gibt es ihn auch am Wochenende? Samstags hätte ich immer Zeit. Ich interessiere mich aber auch {27} Online-Kurse. Falls das Wochenende nicht geht, kann ich also auch an {28} Online-Kurs teilnehmen.\n\nDie Kursgebühr für B1.1 habe ich schon bis Dezember bezahlt. Kann ich das Geld für meinen {29} Kurs verwenden?\n\nIch {30} mich sehr freuen, wenn ein Wechsel möglich wäre.\n\nMit freundlichen Grüßen\nMariana Costa',
    items: [
      {
        n: 21,
        options: { a: 'obwohl', b: 'weil', c: 'trotzdem' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Ein Gegensatz: Der Kurs ist zu leicht, aber sie lebt erst seit einem Jahr hier. Das Verb „lebe“ steht am Ende, also „obwohl“.',
            en: 'A contrast: the course is too easy, yet she has only lived here for a year. The verb [[lebe]] is at the end, so [[obwohl]] (although).',
          },
          b: {
            trap: 'connector',
            de: 'Die Verbposition passt, und man sucht hier leicht einen Grund. Aber ein Jahr in Deutschland ist kein Grund dafür, dass der Kurs zu leicht ist. „erst“ zeigt: Das ist überraschend, also ein Gegensatz.',
            en: 'The verb position fits, and it is easy to look for a reason here. But one year in Germany is no reason why the course is too easy. [[erst]] (only) shows it is surprising, so a contrast.',
          },
          c: {
            trap: 'word-class',
            de: '„trotzdem“ ist auch ein Gegensatz, aber danach kommt sofort das Verb: „trotzdem lebe ich …“. Hier steht das Verb am Ende.',
            en: '[[trotzdem]] is a contrast too, but the verb comes straight after it: [[trotzdem lebe ich …]]. Here the verb is at the end.',
          },
        },
        evidence: ['zu leicht', 'erst seit einem Jahr in Deutschland lebe'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 22,
        options: { a: 'die', b: 'dem', c: 'der' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„Lehrerin“ ist feminin, darum wirkt „die“ richtig. Aber „mit“ braucht den Dativ, und „die“ ist Nominativ oder Akkusativ.',
            en: '[[Lehrerin]] is feminine, so [[die]] looks right. But [[mit]] takes the dative, and [[die]] is nominative or accusative.',
          },
          b: {
            trap: 'form',
            de: '„dem“ ist Dativ wie nach „mit“ nötig, aber maskulin oder neutral („mit dem Lehrer“). „Meine Lehrerin“ ist feminin.',
            en: '[[dem]] is dative, as [[mit]] needs, but masculine or neuter ([[mit dem Lehrer]]). [[Meine Lehrerin]] is feminine.',
          },
          c: {
            trap: 'key',
            de: 'Genus vom Nomen vor dem Komma: „Meine Lehrerin“, feminin, Singular. Kasus von „mit“: Dativ. Also „mit der“.',
            en: 'Gender from the noun before the comma: [[Meine Lehrerin]], feminine singular. Case from [[mit]]: dative. So [[mit der]].',
          },
        },
        evidence: ['Meine Lehrerin, mit'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 23,
        options: { a: 'damit', b: 'weil', c: 'um' },
        key: 'c',
        why: {
          a: {
            trap: 'connector',
            de: '„damit“ nennt auch ein Ziel, braucht aber einen Nebensatz mit Subjekt und Verb am Ende: „damit ich … machen kann“. Hier steht „zu“ + Infinitiv: „machen zu können“.',
            en: '[[damit]] also gives a purpose, but it needs a clause with a subject and the verb at the end: [[damit ich … machen kann]]. Here there is [[zu]] + infinitive: [[machen zu können]].',
          },
          b: {
            trap: 'connector',
            de: '„nämlich“ klingt nach einem Grund, darum liegt „weil“ nahe. Aber nach „weil“ kommen ein Subjekt und ein konjugiertes Verb am Ende. Hier gibt es kein Subjekt, nur „zu“ + Infinitiv.',
            en: '[[nämlich]] sounds like a reason, so [[weil]] is tempting. But [[weil]] needs a subject and a conjugated verb at the end. Here there is no subject, only [[zu]] + infinitive.',
          },
          c: {
            trap: 'key',
            de: 'Ein Ziel mit demselben Subjekt („ich“ brauche, „ich“ mache die Prüfung) und „zu“ + Infinitiv am Ende: „um … machen zu können“.',
            en: 'A purpose with the same subject ([[ich]] need, [[ich]] take the exam) and [[zu]] + infinitive at the end: [[um … machen zu können]].',
          },
        },
        evidence: ['Ich brauche diesen Kurs nämlich', 'machen zu können'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 24,
        options: { a: 'werde', b: 'wurde', c: 'bin' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Passiv: „werden“ + Partizip II („gebraucht“). Subjekt „ich“, Gegenwart: Sie arbeitet jetzt dort und verpasst „jede Woche“ den Anfang. Also „ich werde … gebraucht“.',
            en: 'Passive: [[werden]] + past participle ([[gebraucht]]). Subject [[ich]], present: she works there now and misses the start [[jede Woche]] (every week). So [[ich werde … gebraucht]] (I am needed).',
          },
          b: {
            trap: 'form',
            de: 'Auch Passiv, aber Präteritum: Dann wäre es vorbei. Sie arbeitet aber noch im Hotel („Seit Anfang Oktober arbeite ich“) und verpasst „jede Woche“ den Unterricht.',
            en: 'Also passive, but simple past: then it would be over. But she still works at the hotel ([[Seit Anfang Oktober arbeite ich]]) and misses the lesson [[jede Woche]].',
          },
          c: {
            trap: 'form',
            de: '„bin“ + Partizip klingt wie ein Perfekt („bin gefahren“). Aber „brauchen“ bildet das Perfekt mit „haben“, und hier geht es um ein Passiv: „werden“ + Partizip.',
            en: '[[bin]] + participle sounds like a perfect tense ([[bin gefahren]]). But [[brauchen]] forms its perfect with [[haben]], and this is a passive: [[werden]] + participle.',
          },
        },
        evidence: ['Seit Anfang Oktober arbeite ich', 'ich mittwochs bis 19 Uhr gebraucht', 'jede Woche'],
        teaches: { sheet: 'language-elements-patterns', section: 'more-patterns' },
      },
      {
        n: 25,
        options: { a: 'dem', b: 'des', c: 'den' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: 'Im Alltag sagt man „den Anfang vom Unterricht“, darum liegt „dem“ nahe. Hier steht aber kein „von“, und „Unterrichts“ hat ein -s: Das ist Genitiv.',
            en: 'In everyday speech people say [[den Anfang vom Unterricht]], so [[dem]] is tempting. But there is no [[von]] here, and [[Unterrichts]] has an -s: that is the genitive.',
          },
          b: {
            trap: 'key',
            de: '„der Unterricht“ ist maskulin. Der Anfang wovon? Genitiv: „des Unterrichts“ (mit -s).',
            en: '[[der Unterricht]] is masculine. The beginning of what? Genitive: [[des Unterrichts]] (with -s).',
          },
          c: {
            trap: 'form',
            de: '„den“ wiederholt „den Anfang“. Aber „Unterrichts“ ist kein zweites Akkusativobjekt: Es sagt, wessen Anfang. Das -s zeigt den Genitiv.',
            en: '[[den]] repeats [[den Anfang]]. But [[Unterrichts]] is not a second accusative object: it says whose beginning. The -s shows the genitive.',
          },
        },
        evidence: ['den Anfang', 'Unterrichts'],
        teaches: { sheet: 'b1-core-grammar', section: 'articles-cases' },
      },
      {
        n: 26,
        options: { a: 'wenn', b: 'wann', c: 'als' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: '„wenn“ nennt eine Bedingung oder etwas, das oft passiert. Nach „weiß nicht“ steht eine indirekte Frage, hier nach der Zeit: Dafür braucht man ein Fragewort.',
            en: '[[wenn]] gives a condition or something that happens often. After [[weiß nicht]] comes an indirect question, here about time: that needs a question word.',
          },
          b: {
            trap: 'key',
            de: 'Eine indirekte Frage nach der Zeit (Wann beginnt der Kurs?): „Ich weiß nicht, wann der Kurs beginnt.“',
            en: 'An indirect question about time (when does the course start?): [[Ich weiß nicht, wann der Kurs beginnt]] (I do not know when the course starts).',
          },
          c: {
            trap: 'connector',
            de: '„als“ steht für ein einmaliges Ereignis in der Vergangenheit. Der Kurs beginnt aber erst.',
            en: '[[als]] is for a single event in the past. But the course has yet to start.',
          },
        },
        evidence: ['Ich weiß leider nicht', 'der nächste Kurs B1.2 beginnt'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'subordinate-clauses' },
      },
      {
        n: 27,
        options: { a: 'an', b: 'über', c: 'für' },
        key: 'c',
        why: {
          a: {
            trap: 'preposition',
            de: 'Man sagt „Interesse an“, darum liegt „an“ nahe. Aber das Verb ist „sich interessieren“, und das geht mit „für“.',
            en: 'German says [[Interesse an]] (interest in), so [[an]] is tempting. But the verb is [[sich interessieren]], and it takes [[für]].',
          },
          b: {
            trap: 'preposition',
            de: '„über“ passt zu „sich informieren über“. Bei „sich interessieren“ steht „für“.',
            en: '[[über]] goes with [[sich informieren über]] (to find out about). [[sich interessieren]] takes [[für]].',
          },
          c: {
            trap: 'key',
            de: '„sich interessieren für“ + Akkusativ: „Ich interessiere mich auch für Online-Kurse.“',
            en: '[[sich interessieren für]] + accusative: [[Ich interessiere mich auch für Online-Kurse.]] (I am also interested in online courses.)',
          },
        },
        evidence: ['Ich interessiere mich aber auch'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
      {
        n: 28,
        options: { a: 'einen', b: 'einem', c: 'ein' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„an“ geht oft mit Akkusativ („denken an + A“), darum liegt „einen“ nahe. Aber „teilnehmen an“ hat den Dativ: „an einem Kurs teilnehmen“.',
            en: '[[an]] often takes the accusative ([[denken an + A]]), so [[einen]] is tempting. But [[teilnehmen an]] takes the dative: [[an einem Kurs teilnehmen]].',
          },
          b: {
            trap: 'key',
            de: '„teilnehmen an“ + Dativ, „der Kurs“ ist maskulin: „an einem Online-Kurs teilnehmen“.',
            en: '[[teilnehmen an]] (to take part in) + dative, and [[der Kurs]] is masculine: [[an einem Online-Kurs teilnehmen]].',
          },
          c: {
            trap: 'form',
            de: '„ein“ ist Nominativ (oder Akkusativ neutral). „Kurs“ ist maskulin, und nach „teilnehmen an“ steht der Dativ.',
            en: '[[ein]] is nominative (or neuter accusative). [[Kurs]] is masculine, and [[teilnehmen an]] takes the dative.',
          },
        },
        evidence: ['kann ich also auch an', 'Online-Kurs teilnehmen'],
        teaches: { sheet: 'b1-core-grammar', section: 'prepositions' },
      },
      {
        n: 29,
        options: { a: 'neuen', b: 'neue', c: 'neuer' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„für“ + Akkusativ, „der Kurs“ ist maskulin: „für meinen neuen Kurs“. Nach „meinen“ im Akkusativ endet das Adjektiv auf -en.',
            en: '[[für]] + accusative, [[der Kurs]] is masculine: [[für meinen neuen Kurs]]. After [[meinen]] in the accusative the adjective ends in -en.',
          },
          b: {
            trap: 'form',
            de: '„neue“ passt nach „der“ im Nominativ („der neue Kurs“) oder zu einem femininen Nomen. Nach „für meinen“ braucht man -en.',
            en: '[[neue]] goes after [[der]] in the nominative ([[der neue Kurs]]) or with a feminine noun. After [[für meinen]] you need -en.',
          },
          c: {
            trap: 'form',
            de: 'Nach „mein“ ohne Endung hieße es „mein neuer Kurs“ (Nominativ). Hier steht aber „meinen“: Akkusativ nach „für“, also „neuen“.',
            en: 'After [[mein]] with no ending it would be [[mein neuer Kurs]] (nominative). But here it is [[meinen]]: accusative after [[für]], so [[neuen]].',
          },
        },
        evidence: ['für meinen', 'Kurs verwenden'],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 30,
        options: { a: 'werde', b: 'wurde', c: 'würde' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„werde“ ist Gegenwart oder Futur. Der Nebensatz mit „wäre“ zeigt aber: Es ist noch nicht sicher. Das braucht Konjunktiv II.',
            en: '[[werde]] is present or future. But the clause with [[wäre]] shows it is not yet certain. That needs Konjunktiv II.',
          },
          b: {
            trap: 'form',
            de: '„wurde“ sieht fast gleich aus, ist aber Präteritum ohne Umlaut. Die Schreiberin spricht über einen Wunsch für die Zukunft.',
            en: '[[wurde]] looks almost the same, but it is the simple past, without the umlaut. The writer is talking about a wish for the future.',
          },
          c: {
            trap: 'key',
            de: 'Höflicher Wunsch im Konjunktiv II, passend zu „wäre“: „Ich würde mich sehr freuen, wenn …“.',
            en: 'A polite wish in Konjunktiv II, matching [[wäre]]: [[Ich würde mich sehr freuen, wenn …]] (I would be very glad if …).',
          },
        },
        evidence: ['mich sehr freuen', 'möglich wäre'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'konjunktiv-ii' },
      },
    ],
  },

  language2: {
    topics: ['eating-and-canteens'],
    people: [{ name: 'Bernd Wolf', role: 'head chef of a company canteen' }],
    text: 'Gesünder essen in der Kantine\n\nCurrywurst mit Pommes, Schnitzel mit viel Soße: Lange war das Essen in der Kantine der Firma Lorenz Technik vor allem schwer. Nach der Mittagspause waren viele Mitarbeiterinnen und Mitarbeiter {31} und konnten sich kaum noch auf die Arbeit konzentrieren. Das sollte sich ändern: Vor einem Jahr hat die Firma ihr {32} komplett umgestellt.\n\nHeute gibt es jeden Tag ein vegetarisches Gericht und eine große Salatbar. Fleisch steht nur noch zweimal pro Woche auf dem Speiseplan, die Zahl der Gemüsegerichte ist dagegen stark {33}. Nur beim Frühstück ist alles geblieben, wie es war.\n\nAm Anfang waren nicht alle Mitarbeiter {34} von der neuen Küche. „Viele haben sich beschwert und sind lieber zum Imbiss gegangen“, erzählt Küchenchef Bernd Wolf. Er hat dann eine Umfrage gemacht und die {35} der Mitarbeiter gesammelt: Welche Gerichte möchten sie gern essen? Seitdem darf die Belegschaft jeden Monat selbst {36}, welches neue Gericht auf den Speiseplan kommt.\n\nHeute ist die Kantine {37} als früher: Mittags sind fast alle Plätze besetzt. Ein Essen kostet für die Mitarbeiter nur 4,50 Euro, {38} die Firma den Rest bezahlt. Auch die Zahl der Krankmeldungen ist leicht {39}, freut sich die Personalabteilung.\n\nBernd Wolf plant etwas Neues: einen Kochkurs für die Mitarbeiter, {40} sie auch zu Hause gesund kochen können.',
    box: {
      a: 'damit',
      b: 'Frühstück',
      c: 'müde',
      d: 'Beschwerden',
      e: 'voller',
      f: 'Angebot',
      g: 'hungrig',
      h: 'Wünsche',
      i: 'gesunken',
      j: 'zufrieden',
      k: 'begeistert',
      l: 'entscheiden',
      m: 'leerer',
      n: 'weil',
      o: 'gestiegen',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: ein Ziel mit Verb am Ende („damit sie … kochen können“).',
        en: 'Belongs in gap 40: a purpose with the verb at the end ([[damit sie … kochen können]]).',
      },
      b: {
        trap: 'meaning',
        de: '„ihr Frühstück“ passt in der Form in Lücke 32. Aber beim Frühstück hat sich nichts geändert: „Nur beim Frühstück ist alles geblieben, wie es war.“',
        en: '[[ihr Frühstück]] fits the form of gap 32. But nothing changed at breakfast: [[Nur beim Frühstück ist alles geblieben, wie es war.]] (Only breakfast stayed as it was.)',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: Nach dem schweren Essen waren viele müde und konnten sich nicht konzentrieren.',
        en: 'Belongs in gap 31: after the heavy food many were [[müde]] (tired) and could not concentrate.',
      },
      d: {
        trap: 'same-word',
        de: 'Passt in der Form in Lücke 35, und „beschwert“ steht kurz davor. Aber die Umfrage fragt: „Welche Gerichte möchten sie gern essen?“ Das sind Wünsche, keine Beschwerden.',
        en: 'Fits the form of gap 35, and [[beschwert]] (complained) comes just before. But the survey asks [[Welche Gerichte möchten sie gern essen?]] (which dishes would they like to eat?): those are wishes, not complaints.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Komparativ vor „als früher“, und fast alle Plätze sind besetzt.',
        en: 'Belongs in gap 37: a comparative before [[als früher]] (than before), and almost every seat is taken.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: „ihr Angebot“ (neutral) – die Firma hat das Essen geändert.',
        en: 'Belongs in gap 32: [[ihr Angebot]] (neuter), what the canteen offers – the company changed the food.',
      },
      g: {
        trap: 'meaning',
        de: 'Passt in der Form in Lücke 31, und Hunger stört die Konzentration. Aber die Leute hatten gerade schwer gegessen („viel Soße“, „vor allem schwer“): Sie waren müde, nicht hungrig.',
        en: 'Fits the form of gap 31, and hunger spoils concentration. But people had just eaten heavy food ([[viel Soße]], [[vor allem schwer]]): they were tired, not hungry.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Die Umfrage sammelt, welche Gerichte die Mitarbeiter gern essen möchten.',
        en: 'Belongs in gap 35: the survey collects which dishes the staff would like to eat.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Weniger Krankmeldungen sind eine gute Nachricht, darum „freut sich die Personalabteilung“.',
        en: 'Belongs in gap 39: fewer sick notes are good news, so [[freut sich die Personalabteilung]] (the HR department is pleased).',
      },
      j: {
        trap: 'preposition',
        de: '„zufrieden“ bedeutet fast dasselbe wie „begeistert“ und passt in Lücke 34. Aber man ist „zufrieden mit“ etwas. Vor „von der neuen Küche“ passt nur „begeistert von“.',
        en: '[[zufrieden]] (satisfied) means almost the same as [[begeistert]] and fits gap 34. But you are [[zufrieden mit]] something. Before [[von der neuen Küche]] only [[begeistert von]] fits.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: „begeistert von“ der neuen Küche.',
        en: 'Belongs in gap 34: [[begeistert von]] (enthusiastic about) the new food.',
      },
      l: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: Die Mitarbeiter dürfen „selbst entscheiden, welches“ Gericht kommt.',
        en: 'Belongs in gap 36: the staff may [[selbst entscheiden, welches]] (decide themselves which) dish comes.',
      },
      m: {
        trap: 'meaning',
        de: 'Ein Komparativ wie in Lücke 37, aber die falsche Bedeutung: „Mittags sind fast alle Plätze besetzt“, die Kantine ist also voller, nicht leerer.',
        en: 'A comparative like gap 37, but the wrong meaning: [[Mittags sind fast alle Plätze besetzt]] (at lunchtime almost every seat is taken), so the canteen is fuller, not emptier.',
      },
      n: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Das Essen ist so billig, weil die Firma den Rest bezahlt.',
        en: 'Belongs in gap 38: the meal is so cheap [[weil]] (because) the company pays the rest.',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: Es gibt weniger Fleisch, aber „dagegen“ mehr Gemüsegerichte.',
        en: 'Belongs in gap 33: there is less meat, but [[dagegen]] (by contrast) more vegetable dishes.',
      },
    },
    items: [
      {
        n: 31,
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Das Essen war „vor allem schwer“. Nach so einem Essen ist man müde und kann sich kaum konzentrieren: „müde“.',
            en: 'The food was [[vor allem schwer]] (above all heavy). After such a meal you feel [[müde]] (tired) and can hardly concentrate.',
          },
          g: {
            trap: 'meaning',
            de: 'Gleiche Wortart, und wer Hunger hat, kann sich schlecht konzentrieren. Aber es ist „Nach der Mittagspause“, nach Currywurst und „viel Soße“: Hungrig war niemand.',
            en: 'Same word class, and hungry people find it hard to concentrate. But it is [[Nach der Mittagspause]] (after the lunch break), after sausage and [[viel Soße]]: nobody was hungry.',
          },
          j: {
            trap: 'meaning',
            de: '„zufrieden“ passt in der Form, aber dann gäbe es kein Problem. Der Text sagt: „Das sollte sich ändern.“',
            en: '[[zufrieden]] (satisfied) fits the form, but then there would be no problem. The text says [[Das sollte sich ändern.]] (That was to change.)',
          },
        },
        formFits: ['c', 'g', 'j', 'k'],
        evidence: [
          'vor allem schwer',
          'Nach der Mittagspause',
          'konnten sich kaum noch auf die Arbeit konzentrieren',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 32,
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: '„ihr“ ohne Endung passt zu einem neutralen Nomen: „ihr Angebot“. Danach beschreibt der Text das neue Essen am Mittag.',
            en: '[[ihr]] with no ending fits a neuter noun: [[ihr Angebot]] (its range of food). Then the text describes the new lunch food.',
          },
          b: {
            trap: 'meaning',
            de: '„ihr Frühstück“ ist auch neutral und passt in der Form. Aber beim Frühstück hat die Firma nichts geändert: „Nur beim Frühstück ist alles geblieben, wie es war.“',
            en: '[[ihr Frühstück]] is neuter too and fits the form. But the company changed nothing at breakfast: [[Nur beim Frühstück ist alles geblieben, wie es war.]]',
          },
          h: {
            trap: 'form',
            de: '„Wünsche“ ist Plural. Dann müsste es „ihre Wünsche“ heißen.',
            en: '[[Wünsche]] (wishes) is plural. Then it would have to be [[ihre Wünsche]].',
          },
        },
        formFits: ['f', 'b'],
        evidence: ['Das sollte sich ändern', 'Nur beim Frühstück ist alles geblieben, wie es war.'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 33,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: 'Weniger Fleisch, „dagegen“ mehr Gemüse: Jeden Tag gibt es ein vegetarisches Gericht und eine Salatbar. Die Zahl der Gemüsegerichte ist „gestiegen“.',
            en: 'Less meat, [[dagegen]] (by contrast) more vegetables: every day there is a vegetarian dish and a salad bar. The number of vegetable dishes has [[gestiegen]] (risen).',
          },
          i: {
            trap: 'meaning',
            de: 'Gleiche Form, und im Satz steht „nur noch“. Aber das gilt für das Fleisch. „dagegen“ zeigt das Gegenteil: Gemüse gibt es mehr.',
            en: 'Same form, and the sentence has [[nur noch]] (only … now). But that is about meat. [[dagegen]] shows the opposite: there are more vegetable dishes.',
          },
          k: {
            trap: 'meaning',
            de: '„ist … begeistert“ passt nur zu Menschen. Eine Zahl kann nicht begeistert sein.',
            en: '[[ist … begeistert]] only works for people. A number cannot be enthusiastic.',
          },
        },
        formFits: ['o', 'i'],
        evidence: ['Fleisch steht nur noch zweimal pro Woche auf dem Speiseplan', 'ist dagegen stark'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 34,
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: '„begeistert von“: Nicht alle fanden das neue Essen toll. Danach steht: „Viele haben sich beschwert“.',
            en: '[[begeistert von]] (enthusiastic about): not everyone liked the new food. Next comes [[Viele haben sich beschwert]] (many complained).',
          },
          j: {
            trap: 'preposition',
            de: 'Die Bedeutung passt fast, und „zufrieden“ ist ein Adjektiv wie „begeistert“. Aber man ist „zufrieden mit“ etwas. Nach der Lücke steht „von“: „begeistert von“.',
            en: 'The meaning almost fits, and [[zufrieden]] is an adjective like [[begeistert]]. But you are [[zufrieden mit]] something. After the gap comes [[von]]: [[begeistert von]].',
          },
          c: {
            trap: 'meaning',
            de: '„müde“ passt in der Form, aber es geht um die Meinung zum neuen Essen: „Viele haben sich beschwert“.',
            en: '[[müde]] fits the form, but this is about opinions of the new food: [[Viele haben sich beschwert]].',
          },
        },
        formFits: ['k', 'j', 'c'],
        evidence: ['von der neuen Küche', 'Viele haben sich beschwert'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
      {
        n: 35,
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Die Frage der Umfrage ist: „Welche Gerichte möchten sie gern essen?“ Die Antworten sind „Wünsche“. Plural passt zu „die“.',
            en: 'The survey question is [[Welche Gerichte möchten sie gern essen?]]: the answers are [[Wünsche]] (wishes). The plural fits [[die]].',
          },
          d: {
            trap: 'same-word',
            de: '„Beschwerden“ passt in der Form, und kurz davor steht „beschwert“. Aber die Umfrage fragt nach Gerichten, die man gern isst: Das sind Wünsche.',
            en: '[[Beschwerden]] (complaints) fits the form, and [[beschwert]] comes just before. But the survey asks about dishes people would like: those are wishes.',
          },
          f: {
            trap: 'form',
            de: '„Angebot“ ist Singular und neutral: „das Angebot“, nicht „die Angebot“.',
            en: '[[Angebot]] is singular and neuter: [[das Angebot]], not [[die Angebot]].',
          },
        },
        formFits: ['h', 'd'],
        evidence: ['eine Umfrage gemacht', 'Welche Gerichte möchten sie gern essen?'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 36,
        key: 'l',
        why: {
          l: {
            trap: 'key',
            de: '„selbst entscheiden, welches …“: Nach „darf“ steht ein Infinitiv, und danach folgt eine indirekte Frage.',
            en: '[[selbst entscheiden, welches …]] (decide themselves which …): [[darf]] takes an infinitive, and an indirect question follows.',
          },
          i: {
            trap: 'form',
            de: 'Nach „darf“ braucht man den Infinitiv. „gesunken“ ist ein Partizip.',
            en: 'After [[darf]] you need the infinitive. [[gesunken]] is a participle.',
          },
          h: {
            trap: 'word-class',
            de: '„Wünsche“ ist ein Nomen. Am Satzende fehlt das Verb zu „darf“.',
            en: '[[Wünsche]] is a noun. The verb that goes with [[darf]] is missing at the end.',
          },
        },
        formFits: ['l'],
        evidence: [
          'darf die Belegschaft jeden Monat selbst',
          'welches neue Gericht auf den Speiseplan kommt',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Vor „als früher“ steht ein Komparativ, und „Mittags sind fast alle Plätze besetzt“: „voller als früher“.',
            en: 'A comparative goes before [[als früher]], and [[Mittags sind fast alle Plätze besetzt]]: [[voller als früher]] (fuller than before).',
          },
          m: {
            trap: 'meaning',
            de: '„leerer“ ist auch ein Komparativ. Aber fast alle Plätze sind besetzt: Die Kantine ist voller, nicht leerer.',
            en: '[[leerer]] (emptier) is a comparative too. But almost every seat is taken: the canteen is fuller, not emptier.',
          },
          k: {
            trap: 'meaning',
            de: 'Vor „als früher“ braucht man einen Komparativ, und eine Kantine ist ein Raum: Sie kann nicht begeistert sein.',
            en: 'Before [[als früher]] you need a comparative, and a canteen is a room: it cannot be enthusiastic.',
          },
        },
        formFits: ['e', 'm'],
        evidence: ['als früher', 'Mittags sind fast alle Plätze besetzt'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'comparison' },
      },
      {
        n: 38,
        key: 'n',
        why: {
          n: {
            trap: 'key',
            de: 'Warum kostet ein Essen nur 4,50 Euro? Die Firma bezahlt den Rest: ein Grund, das Verb „bezahlt“ steht am Ende, also „weil“.',
            en: 'Why does a meal cost only 4.50 euros? The company pays the rest: a reason, with the verb [[bezahlt]] at the end, so [[weil]].',
          },
          a: {
            trap: 'connector',
            de: '„damit“ hat die richtige Form (Verb am Ende), nennt aber ein Ziel. Das Essen ist nicht billig, damit die Firma bezahlt, sondern weil sie bezahlt.',
            en: '[[damit]] has the right form (verb at the end), but it gives a purpose. The meal is not cheap so that the company pays; it is cheap because the company pays.',
          },
          o: {
            trap: 'word-class',
            de: '„gestiegen“ ist ein Partizip. Nach dem Komma fehlt ein Wort, das einen Nebensatz einleitet.',
            en: '[[gestiegen]] is a participle. After the comma a word that starts a subordinate clause is missing.',
          },
        },
        formFits: ['n', 'a'],
        evidence: ['nur 4,50 Euro', 'die Firma den Rest bezahlt'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 39,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: '„ist leicht gesunken“: Perfekt mit „sein“. Weniger Krankmeldungen sind eine gute Nachricht, darum „freut sich die Personalabteilung“.',
            en: '[[ist leicht gesunken]] (has fallen slightly): perfect with [[sein]]. Fewer sick notes are good news, so [[freut sich die Personalabteilung]].',
          },
          o: {
            trap: 'meaning',
            de: 'Gleiche Form, und „Auch“ erinnert an die Gemüsegerichte, deren Zahl gestiegen ist. Aber über mehr Krankmeldungen freut sich keine Personalabteilung.',
            en: 'Same form, and [[Auch]] (also) recalls the vegetable dishes, whose number has risen. But no HR department is pleased about more sick notes.',
          },
          k: {
            trap: 'meaning',
            de: '„ist begeistert“ geht nur bei Menschen. Eine Zahl kann nicht begeistert sein.',
            en: '[[ist begeistert]] only works for people. A number cannot be enthusiastic.',
          },
        },
        formFits: ['i', 'o'],
        evidence: ['Auch die Zahl der Krankmeldungen ist leicht', 'freut sich die Personalabteilung'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 40,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Ein Ziel: Der Kurs soll helfen, dass sie zu Hause gesund kochen. Das Verb „können“ steht am Ende, also „damit“.',
            en: 'A purpose: the course is meant to help them cook healthily at home. The verb [[können]] is at the end, so [[damit]] (so that).',
          },
          n: {
            trap: 'connector',
            de: '„weil“ hat die richtige Form. Aber wenn sie schon gesund kochen können, braucht niemand einen Kochkurs. Der Kurs hat ein Ziel: „damit“.',
            en: '[[weil]] has the right form. But if they could already cook healthily, nobody would need a cookery course. The course has a goal: [[damit]].',
          },
          l: {
            trap: 'word-class',
            de: '„entscheiden“ ist ein Verb. Hier fehlt ein Konnektor, denn danach kommt ein Nebensatz mit „können“ am Ende.',
            en: '[[entscheiden]] is a verb. A connector is missing here, because a clause with [[können]] at the end follows.',
          },
        },
        formFits: ['a', 'n'],
        evidence: ['einen Kochkurs für die Mitarbeiter', 'gesund kochen können'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
    ],
  },
  ...listening,
  writing: writing2,
  oral: oral2,
} satisfies ModelTest;
