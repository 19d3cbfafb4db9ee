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
      a: 'Ab sofort jeden Abend im Nachtzug nach Verona',
      b: 'Eine App zeigt, wohin der Müll gehört',
      c: 'Bauarbeiten: Hallenbad macht acht Monate Pause',
      d: 'Grundschulkinder lernen im eigenen Garten',
      e: 'Alte Geräte per App melden: Die Stadt holt sie ab',
      f: 'Mehr Grün: Hunderte neue Bäume für die Innenstadt',
      g: 'Hallenbad zu: Alle Schwimmer müssen bis Dezember nach Altdorf',
      h: 'Ohne Umsteigen über Nacht nach Italien',
      i: 'Grundschule in Altdorf plant einen Garten',
      j: 'Neue Bäume für Bergheim – dafür müssen die alten weg',
    },
    optionNotes: {
      a: {
        trap: 'same-word',
        de: 'Lockt bei Text 4: Der Nachtzug nach Verona fährt wirklich „jeden Abend“, und „ab sofort“ steht auch im Text. Aber ab sofort gibt es nur die Tickets; der Zug fährt erst „Ab dem 14. Dezember“.',
        en: 'Tempting for text 4: the night train to Verona really runs [[jeden Abend]] (every evening), and [[ab sofort]] (from now on) is in the text too. But only the tickets are on sale from now on; the train only runs [[Ab dem 14. Dezember]] (from 14 December).',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 5: Die App zeigt, wo der nächste Container oder Wertstoffhof ist.',
        en: 'The headline of text 5: the app shows where the nearest container or recycling centre is.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 1: Das Hallenbad wird saniert und ist von Mai bis Dezember geschlossen.',
        en: 'The headline of text 1: the indoor pool is being renovated and is closed from May to December.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: Die Kinder haben Unterricht im eigenen Schulgarten.',
        en: 'The headline of text 2: the children have lessons in their own school garden.',
      },
      e: {
        trap: 'same-word',
        de: 'Lockt bei Text 5: App, Stadt, alte Geräte und die Müllabfuhr kommen vor. Aber die App zeigt nur, wohin man die Sachen selbst bringt, und sie erinnert an die Termine. Dass die Stadt Geräte abholt, steht dort nicht.',
        en: 'Tempting for text 5: the app, the town, old appliances and the rubbish collection are all there. But the app only shows where to take things yourself and reminds you of the dates. The text does not say the town collects appliances.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Die Stadt pflanzt bis 2028 rund 500 neue Bäume in der Innenstadt.',
        en: 'The headline of text 3: by 2028 the town is planting about 500 new trees in the centre.',
      },
      g: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 1: Das Bad ist bis Dezember zu, und in Altdorf wird trainiert. Aber nach Altdorf fahren nur „Schulklassen und Schwimmvereine“. Für alle anderen gibt es das Freibad.',
        en: 'Tempting for text 1: the pool is closed until December, and people train in Altdorf. But only [[Schulklassen und Schwimmvereine]] (school classes and swimming clubs) go to Altdorf. Everyone else has the outdoor pool.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Der Nachtzug fährt direkt nach Verona, bisher musste man zweimal umsteigen.',
        en: 'The headline of text 4: the night train runs [[direkt]] (direct) to Verona; until now you had to change twice.',
      },
      i: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 2: Die Grundschule in Altdorf und der Garten stimmen. Aber der Garten ist kein Plan mehr: Die Schule hat ihn „seit diesem Frühjahr“, und dort wächst schon Gemüse. Auch Altdorf aus Text 1 lockt hier.',
        en: 'Tempting for text 2: the primary school in Altdorf and the garden are right. But the garden is no longer a plan: the school has had it [[seit diesem Frühjahr]] (since this spring), and vegetables are already growing. Altdorf from text 1 tempts here too.',
      },
      j: {
        trap: 'negation',
        de: 'Lockt bei Text 3: Neue Bäume und „müssen … weg“ stehen im Text. Aber weg müssen 40 Parkplätze. Die alten Bäume „bleiben stehen“.',
        en: 'Tempting for text 3: new trees and [[müssen … weg]] (have to go) are in the text. But it is 40 parking spaces that have to go. The old trees [[bleiben stehen]] (stay where they are).',
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
            de: 'Das Bad „wird saniert“ und „bleibt … von Mai bis Dezember geschlossen“, also acht Monate. Alles andere im Text erklärt, was in dieser Zeit passiert.',
            en: 'The pool [[wird saniert]] (is being renovated) and [[bleibt … von Mai bis Dezember geschlossen]] (stays closed from May to December), so eight months. Everything else in the text explains what happens in that time.',
          },
          g: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Geschlossen bis Dezember und Altdorf stimmen. Aber nach Altdorf fahren nur „Schulklassen und Schwimmvereine“. „Auch für alle anderen“ gibt es etwas: das Freibad. Niemand muss nach Altdorf.',
            en: 'The strongest trap: closed until December and Altdorf are right. But only [[Schulklassen und Schwimmvereine]] (school classes and swimming clubs) go to Altdorf. [[Auch für alle anderen]] (for everyone else too) there is something: the outdoor pool. Nobody has to go to Altdorf.',
          },
          i: {
            trap: 'same-word',
            de: 'Altdorf und Schulklassen kommen vor, aber in Text 1 geht es um ein Schwimmbad, nicht um einen Schulgarten.',
            en: 'Altdorf and school classes are mentioned, but text 1 is about a swimming pool, not a school garden.',
          },
        },
        evidence: [
          'bleibt das Bad von Mai bis Dezember geschlossen',
          'Schulklassen und Schwimmvereine trainieren in dieser Zeit im Hallenbad in Altdorf',
          'Auch für alle anderen gibt es eine gute Nachricht',
        ],
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
          i: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Grundschule, Altdorf und Garten stimmen. Aber die Schule plant den Garten nicht mehr, sie hat ihn schon: „seit diesem Frühjahr“. „Jetzt wachsen dort Salat, Kartoffeln und Kräuter.“',
            en: 'The strongest trap: primary school, Altdorf and garden are right. But the school is no longer planning the garden, it already has it: [[seit diesem Frühjahr]] (since this spring). [[Jetzt wachsen dort Salat, Kartoffeln und Kräuter.]] (Lettuce, potatoes and herbs are growing there now.)',
          },
          f: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 3. Auch der Schulgarten ist grün, aber dort wachsen Gemüse und Kräuter, keine Bäume in der Innenstadt.',
            en: 'The headline of text 3. The school garden is green too, but vegetables and herbs grow there, not trees in the town centre.',
          },
        },
        evidence: [
          'hat seit diesem Frühjahr einen eigenen Garten',
          'haben die Klassen Unterricht im Garten',
          'Jetzt wachsen dort Salat, Kartoffeln und Kräuter',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 3,
        text: 'In der Innenstadt von Bergheim gibt es viel Beton und wenig Grün. Im Sommer wird es dort deshalb oft sehr heiß. Das soll sich ändern: Bis 2028 pflanzt die Stadt rund 500 neue Bäume, vor allem in der Fußgängerzone und rund um den Marktplatz. Dafür müssen 40 Parkplätze weg. Die ersten 60 Bäume kommen schon im November. Die alten Bäume bleiben stehen; sie bekommen mehr Platz und besseren Boden.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Die Stadt „pflanzt … rund 500 neue Bäume“ in der Innenstadt, wo es bisher „wenig Grün“ gibt. „Hunderte“ und „Mehr Grün“ sagen das kurz.',
            en: 'The town [[pflanzt … rund 500 neue Bäume]] (is planting about 500 new trees) in the centre, where there is [[wenig Grün]] (little green) so far. [[Hunderte]] (hundreds) and [[Mehr Grün]] (more green) say it briefly.',
          },
          j: {
            trap: 'negation',
            de: 'Die stärkste Falle: Neue Bäume für Bergheim stimmen, und „müssen … weg“ steht im Text. Aber weg müssen „40 Parkplätze“. Über die alten Bäume sagt der Text das Gegenteil: „Die alten Bäume bleiben stehen“.',
            en: 'The strongest trap: new trees for Bergheim are right, and [[müssen … weg]] (have to go) is in the text. But what has to go is [[40 Parkplätze]] (40 parking spaces). About the old trees the text says the opposite: [[Die alten Bäume bleiben stehen]] (the old trees stay).',
          },
          d: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 2. In Text 3 wird auch gepflanzt, aber von der Stadt in der Innenstadt, nicht von Kindern in einem Schulgarten.',
            en: 'The headline of text 2. Text 3 is about planting too, but by the town in the centre, not by children in a school garden.',
          },
        },
        evidence: [
          'pflanzt die Stadt rund 500 neue Bäume',
          'Dafür müssen 40 Parkplätze weg.',
          'Die alten Bäume bleiben stehen',
        ],
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
            trap: 'same-word',
            de: 'Die stärkste Falle: Der Nachtzug nach Verona fährt „jeden Abend“, das stimmt, und die Wörter „ab sofort“ stehen im letzten Satz. Aber dort geht es um die Tickets: „Tickets gibt es ab sofort“. Der Zug selbst fährt erst „Ab dem 14. Dezember“.',
            en: 'The strongest trap: the night train to Verona runs [[jeden Abend]] (every evening), that is right, and the words [[ab sofort]] (from now on) are in the last sentence. But there they are about the tickets: [[Tickets gibt es ab sofort]] (tickets are on sale from now on). The train itself only runs [[Ab dem 14. Dezember]] (from 14 December).',
          },
          c: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 1. Auch in Text 4 ist der Dezember wichtig, aber dort beginnt etwas Neues; nichts macht Pause.',
            en: 'The headline of text 1. December matters in text 4 too, but there something new begins; nothing takes a break.',
          },
        },
        evidence: [
          'direkt nach Verona',
          'Bisher mussten Reisende zweimal umsteigen',
          'jeden Abend um 21.40 Uhr',
          'Ab dem 14. Dezember',
        ],
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
          e: {
            trap: 'same-word',
            de: 'Die stärkste Falle: Eine App der Stadt für alte Geräte wie die Kaffeemaschine stimmt. Aber die App „zeigt … den nächsten Container oder Wertstoffhof“: Man bringt die Sachen selbst hin. Von der Müllabfuhr gibt es nur die „Termine“; dass sie Geräte abholt, steht nicht im Text.',
            en: 'The strongest trap: a town app for old appliances such as the coffee machine is right. But the app [[zeigt … den nächsten Container oder Wertstoffhof]] (shows the nearest container or recycling centre): you take things there yourself. Of the rubbish collection there are only the [[Termine]] (dates); the text does not say it collects appliances.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Auch hier ist etwas neu in der Stadt, aber es ist kein Plan mehr: Die App gibt es schon, über 8.000 Menschen haben sie geladen. Und es geht nicht um einen Schulgarten.',
            en: 'Something in town is new here too, but it is no longer a plan: the app already exists, and over 8,000 people have downloaded it. And it is not about a school garden.',
          },
        },
        evidence: [
          'was man wegwerfen möchte',
          'die App zeigt auf einem Stadtplan den nächsten Container oder Wertstoffhof',
          'Außerdem erinnert sie an die Termine der Müllabfuhr',
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
    text: 'Wenn Frieda Hoffmann (12) aus der Schule kommt, geht sie oft nicht zuerst in ihr Zimmer, sondern ins Erdgeschoss: zu Oma und Opa. Seit vier Jahren wohnen in dem Haus in der Gartenstraße in Wiesental drei Generationen zusammen. Ursula (71) und Klaus Hoffmann (74) leben unten, ihre Tochter Julia (43) wohnt mit ihrem Mann Marco und den Kindern Frieda und Jakob (8) im ersten Stock.\n\nAngefangen hat alles mit einem Problem. Nachdem Klaus Hoffmann in Rente gegangen war, wurden Haus und Garten für die beiden zu viel Arbeit. Ursula Hoffmann wollte das Haus schon verkaufen. Julia und Marco wohnten damals mit den Kindern in einer kleinen Mietwohnung in der Stadt. „Die Idee hatte dann mein Mann“, erzählt Julia. „Ich war zuerst dagegen, weil ich Angst vor Streit hatte.“ Marco, der als Architekt arbeitet, plante den Umbau: Aus dem Haus wurden zwei Wohnungen, jede mit eigener Küche und eigenem Eingang. Nur der Garten und die Waschküche gehören allen.\n\nDamit das Zusammenleben funktioniert, hat die Familie ein paar Regeln aufgeschrieben. Niemand geht in die andere Wohnung, ohne vorher zu klingeln. Am Sonntagabend essen alle zusammen; am Anfang hat Ursula Hoffmann dann für alle gekocht. An den anderen Tagen kocht jede Familie für sich. Und die Großeltern sind keine kostenlosen Babysitter. „Wir passen gern auf die Kinder auf, aber wir dürfen auch Nein sagen“, sagt Ursula Hoffmann.\n\nGanz ohne Ärger ging es am Anfang trotzdem nicht. Laut war es im Haus selten, denn die Wände sind dick. Schwieriger war die Erziehung der Kinder. „Meine Mutter hat Frieda und Jakob ständig Süßigkeiten gegeben, obwohl wir das nicht wollten“, erzählt Julia. Seit drei Jahren trifft sich die Familie deshalb einmal im Monat zum „Familienrat“. Dort sprechen alle offen darüber, was sie stört. So wurde zum Beispiel beschlossen, dass sonntags die beiden Familien abwechselnd kochen. Im letzten Familienrat ging es um den Garten: Opa möchte Gemüse pflanzen, die Kinder wünschen sich ein Trampolin.\n\nHeute sehen alle vor allem die Vorteile. Weil die Großeltern Jakob oft von der Schule abholen, arbeitet Julia wieder den ganzen Tag. Früher hatte sie nur eine halbe Stelle. Und als Klaus Hoffmann im letzten Winter nach einer Knieoperation sechs Wochen kaum laufen konnte, hat Marco für ihn eingekauft und ihn zum Arzt gefahren. „Sonst hätten wir einen Pflegedienst gebraucht“, sagt Klaus Hoffmann.\n\nAuch für die Zukunft hat die Familie Pläne. Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden: mit einer breiten Dusche ohne Stufe. „Wir werden ja nicht jünger“, sagt Ursula Hoffmann und lacht. In ein Altersheim möchten die beiden auf keinen Fall ziehen. Und Frieda hat auch schon einen Wunsch: Sie möchte später das Zimmer unter dem Dach haben – „aber erst mit 16“, sagt ihre Mutter.',
    items: [
      {
        n: 6,
        stem: 'Die Idee, zusammen in einem Haus zu wohnen, …',
        options: {
          a: 'hatte Marco, als Klaus Hoffmann nach einer Knieoperation kaum laufen konnte.',
          b: 'kam von der Tochter der Großeltern, als Haus und Garten zu viel Arbeit machten.',
          c: 'hatte Julias Mann, als die Arbeit für die Großeltern zu viel wurde.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Die Person stimmt: Marco ist Julias Mann und hatte die Idee. Die Zeit stimmt nicht: Die Knieoperation war „im letzten Winter“ (Absatz 5), aber die Familie wohnt schon „Seit vier Jahren“ zusammen (Absatz 1). Die Idee kam also viel früher, als Haus und Garten „zu viel Arbeit“ wurden.',
            en: 'The person is right: Marco is Julia’s husband and had the idea. The time is not: the knee operation was [[im letzten Winter]] (last winter) (paragraph 5), but the family has lived together [[Seit vier Jahren]] (for four years) (paragraph 1). So the idea came much earlier, when the house and garden became [[zu viel Arbeit]] (too much work).',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Die Zeit stimmt: Haus und Garten wurden „zu viel Arbeit“. Aber die Person nicht: Die Tochter der Großeltern ist Julia („ihre Tochter Julia (43)“, Absatz 1). Julia erzählt von der Idee, aber sie sagt: „Die Idee hatte dann mein Mann“ und „Ich war zuerst dagegen“.',
            en: 'The time is right: the house and garden became [[zu viel Arbeit]] (too much work). But the person is not: the grandparents’ daughter is Julia ([[ihre Tochter Julia (43)]], their daughter Julia, paragraph 1). Julia tells the story of the idea, but she says: [[Die Idee hatte dann mein Mann]] (then my husband had the idea) and [[Ich war zuerst dagegen]] (I was against it at first).',
          },
          c: {
            trap: 'key',
            de: 'Julia sagt: „Die Idee hatte dann mein Mann“, also Marco. Das war, nachdem Haus und Garten für die Großeltern „zu viel Arbeit“ wurden.',
            en: 'Julia says: [[Die Idee hatte dann mein Mann]] (then my husband had the idea), that is, Marco. That was after the house and garden became [[zu viel Arbeit]] (too much work) for the grandparents.',
          },
        },
        evidence: [
          '„Die Idee hatte dann mein Mann“',
          'Seit vier Jahren wohnen',
          'im letzten Winter nach einer Knieoperation',
          'ihre Tochter Julia (43)',
          'Ich war zuerst dagegen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Zu den Regeln der Familie gehört, dass …',
        options: {
          a: 'jede Familie an den meisten Tagen für sich kocht.',
          b: 'die Großmutter jeden Sonntagabend für alle kocht.',
          c: 'man klingeln muss, bevor man in den Garten geht.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Nur am Sonntagabend essen alle zusammen, „An den anderen Tagen kocht jede Familie für sich“. Das sind die meisten Tage.',
            en: 'Only on Sunday evening does everyone eat together; [[An den anderen Tagen kocht jede Familie für sich]] (on the other days each family cooks for itself). That is most days.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Das war so, aber nur früher: „am Anfang hat Ursula Hoffmann dann für alle gekocht“ (Absatz 3). Später hat der Familienrat etwas anderes beschlossen: „dass sonntags die beiden Familien abwechselnd kochen“ (Absatz 4).',
            en: 'That was so, but only earlier: [[am Anfang hat Ursula Hoffmann dann für alle gekocht]] (at first Ursula Hoffmann cooked for everyone then) (paragraph 3). Later the family council decided something else: [[dass sonntags die beiden Familien abwechselnd kochen]] (that on Sundays the two families take turns to cook) (paragraph 4).',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Klingeln ist eine Regel, aber für einen anderen Ort: „Niemand geht in die andere Wohnung, ohne vorher zu klingeln.“ Der Garten gehört allen (Absatz 2), dort muss niemand klingeln.',
            en: 'Ringing the bell is a rule, but for another place: [[Niemand geht in die andere Wohnung, ohne vorher zu klingeln.]] (Nobody goes into the other flat without ringing first.) The garden belongs to everyone (paragraph 2); nobody has to ring there.',
          },
        },
        evidence: [
          'An den anderen Tagen kocht jede Familie für sich',
          'am Anfang hat Ursula Hoffmann dann für alle gekocht',
          'dass sonntags die beiden Familien abwechselnd kochen',
          'Niemand geht in die andere Wohnung, ohne vorher zu klingeln',
          'Nur der Garten und die Waschküche gehören allen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'Über die Großeltern und die Enkel steht im Text:',
        options: {
          a: 'Die Großeltern holen Frieda oft von der Schule ab.',
          b: 'Die Großeltern holen Jakob oft ab, aber sie dürfen auch Nein sagen.',
          c: 'Die Großeltern passen jeden Tag auf die Kinder auf, damit Julia ganztags arbeiten kann.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Abgeholt wird ein anderes Kind: „die Großeltern Jakob oft von der Schule abholen“. Frieda kommt nach der Schule selbst zu Oma und Opa ins Erdgeschoss.',
            en: 'It is another child they pick up: [[die Großeltern Jakob oft von der Schule abholen]] (the grandparents often pick Jakob up from school). Frieda comes down to her grandparents by herself after school.',
          },
          b: {
            trap: 'key',
            de: 'Zwei Stellen: Die Großeltern holen „Jakob oft von der Schule“ ab (Absatz 5), aber „wir dürfen auch Nein sagen“ (Absatz 3).',
            en: 'Two places: the grandparents often pick up [[Jakob oft von der Schule]] (Jakob from school) (paragraph 5), but [[wir dürfen auch Nein sagen]] (we may also say no) (paragraph 3).',
          },
          c: {
            trap: 'partly-true',
            de: 'Julia arbeitet wirklich wieder ganztags, weil die Großeltern Jakob oft abholen. Aber nicht jeden Tag: Die Großeltern sind „keine kostenlosen Babysitter“ und dürfen Nein sagen.',
            en: 'Julia really does work full time again because the grandparents often pick Jakob up. But not every day: the grandparents are [[keine kostenlosen Babysitter]] (not free babysitters) and may say no.',
          },
        },
        evidence: [
          'wir dürfen auch Nein sagen',
          'Weil die Großeltern Jakob oft von der Schule abholen',
          'die Großeltern sind keine kostenlosen Babysitter',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 9,
        stem: 'In der ersten Zeit im gemeinsamen Haus gab es Ärger, weil …',
        options: {
          a: 'die Großmutter und die Eltern verschiedene Ideen zur Erziehung hatten.',
          b: 'die Großeltern nicht als kostenlose Babysitter arbeiten wollten.',
          c: 'die Großeltern und die Kinder den Garten verschieden nutzen wollten.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„Schwieriger war die Erziehung“: Die Oma hat Süßigkeiten gegeben, „obwohl wir das nicht wollten“.',
            en: '[[Schwieriger war die Erziehung]] (bringing up the children was harder): grandma gave them sweets [[obwohl wir das nicht wollten]] (although we did not want that).',
          },
          b: {
            trap: 'partly-true',
            de: 'Die eine Hälfte steht im Text: „die Großeltern sind keine kostenlosen Babysitter“. Aber das ist eine der Regeln, die die Familie aufgeschrieben hat, „Damit das Zusammenleben funktioniert“ (Absatz 3). Ärger gab es „trotzdem“, und zwar wegen der Erziehung (Absatz 4).',
            en: 'One half is in the text: [[die Großeltern sind keine kostenlosen Babysitter]] (the grandparents are not free babysitters). But that is one of the rules the family wrote down [[Damit das Zusammenleben funktioniert]] (so that living together works) (paragraph 3). There was trouble [[trotzdem]] (all the same), and it was about bringing up the children (paragraph 4).',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Über den Garten wird wirklich gesprochen, aber zu einer anderen Zeit: „Im letzten Familienrat“. Den Familienrat gibt es erst „Seit drei Jahren“, wegen des Ärgers am Anfang. Dieser Ärger kam von der Erziehung.',
            en: 'The garden really is discussed, but at another time: [[Im letzten Familienrat]] (at the last family council). The family council has only existed [[Seit drei Jahren]] (for three years), because of the trouble at the start. That trouble came from bringing up the children.',
          },
        },
        evidence: [
          'Schwieriger war die Erziehung der Kinder',
          'obwohl wir das nicht wollten',
          'die Großeltern sind keine kostenlosen Babysitter',
          'Im letzten Familienrat ging es um den Garten',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Die Familie plant, …',
        options: {
          a: 'das Haus in zwei Wohnungen mit eigenem Eingang umzubauen.',
          b: 'im nächsten Sommer das Bad von Julia und Marco umzubauen.',
          c: 'im Bad der Großeltern eine neue Dusche einzubauen.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Diesen Umbau gab es, aber früher: Marco „plante den Umbau“, bevor die Familie vor vier Jahren einzog (Absatz 2). Geplant ist jetzt etwas anderes.',
            en: 'This conversion happened, but earlier: Marco [[plante den Umbau]] (planned the conversion) before the family moved in four years ago (paragraph 2). What is planned now is something else.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Die Zeit stimmt, das Bad nicht: Umgebaut wird „das Bad im Erdgeschoss“ (Absatz 6). Julia und Marco wohnen aber „im ersten Stock“; im Erdgeschoss, „unten“, wohnen die Großeltern (Absatz 1).',
            en: 'The time is right, the bathroom is not: it is [[das Bad im Erdgeschoss]] (the ground-floor bathroom) that will be rebuilt (paragraph 6). But Julia and Marco live [[im ersten Stock]] (on the first floor); the grandparents live on the ground floor, [[unten]] (downstairs) (paragraph 1).',
          },
          c: {
            trap: 'key',
            de: 'Zwei Stellen: „Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden“, „mit einer breiten Dusche ohne Stufe“ (Absatz 6), und im Erdgeschoss, „unten“, wohnen die Großeltern (Absatz 1).',
            en: 'Two places: [[Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden]] (next summer the ground-floor bathroom is to be rebuilt), [[mit einer breiten Dusche ohne Stufe]] (with a wide shower without a step) (paragraph 6), and the grandparents live on the ground floor, [[unten]] (downstairs) (paragraph 1).',
          },
        },
        evidence: [
          'Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden',
          'Ursula (71) und Klaus Hoffmann (74) leben unten',
          'mit einer breiten Dusche ohne Stufe',
          'im ersten Stock',
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
        text: 'Wir mähen Ihren Rasen und schneiden Hecken, regelmäßig oder einmalig, für 14 Euro pro Stunde. Sie fahren in Urlaub? Dann gießen wir Ihre Pflanzen im Garten und auf dem Balkon und leeren Ihren Briefkasten. Bitte beachten Sie: Im Juli und August machen wir selbst Betriebsurlaub.',
      },
      c: {
        title: 'Sanitär-Notdienst Hartmann',
        text: 'Rohr kaputt? Wasser in der Küche oder im Keller? Wir sind rund um die Uhr für Sie da, an 365 Tagen im Jahr. In 60 Minuten bei Ihnen in Neustadt und Umgebung. Notruf: 0800 7654321',
      },
      d: {
        title: 'Sanitär Vogel – schnelle Hilfe',
        text: 'Tropft der Wasserhahn? Ist das Rohr unter der Spüle undicht? Unser Meisterbetrieb kommt noch am selben Tag zu Ihnen, in Neustadt ohne Anfahrtskosten. Wir sind jeden Tag für Sie da, außer sonntags. Tel. 04521 776655',
      },
      e: {
        title: 'Umzüge Krause – wir packen das!',
        text: 'Ob nach Berlin, Wien oder Zürich: Wir bringen Ihre Möbel in ganz Deutschland, Österreich und der Schweiz an den neuen Wohnort. Schränke und Betten bauen wir ab und wieder auf. Ihre Kartons packen Sie bitte selbst, leere Kartons bekommen Sie von uns kostenlos. Tel. 0421 556677',
      },
      f: {
        title: 'Nettes WG-Zimmer in Bergheim frei',
        text: 'Wir, zwei Studentinnen (23 und 25), suchen ab 1. Oktober eine Mitbewohnerin für unser 16-m²-Zimmer, nur fünf Minuten zu Fuß zur Uni. 390 Euro warm. Haustiere sind erlaubt, wenn sie im Käfig wohnen, zum Beispiel ein Hamster oder ein Vogel.',
      },
      g: {
        title: 'Umzugshilfe Möller',
        text: 'Wir packen alles für Sie ein, bauen Ihre Möbel ab und wieder auf und bringen sie an Ihre neue Adresse – im Umkreis von 100 Kilometern um Neustadt. Geräte, die Sie nicht mehr brauchen, geben wir an Familien weiter; die Abholung kostet 30 Euro. Tel. 0157 1234567',
      },
      h: {
        title: 'Zuverlässige Haushaltshilfe',
        text: 'Ich (45, Nichtraucherin) habe noch Zeit für zwei Haushalte. Ich putze, wasche und bügle, und im Garten mähe ich auch den Rasen – montags bis freitags von 8 bis 12 Uhr. Gute Referenzen. 16 Euro pro Stunde. Tel. 0162 9876543',
      },
      i: {
        title: 'Zimmer in Dreier-WG ab Oktober',
        text: 'Unsere WG in Bergheim-Nord sucht eine neue Mitbewohnerin oder einen neuen Mitbewohner. 14 m², 360 Euro kalt, dazu kommen 80 Euro Nebenkosten. Zur Uni sind es zehn Minuten zu Fuß. Haustiere sind bei uns willkommen, ob groß oder klein!',
      },
      j: {
        title: 'Sozialkaufhaus „Zweite Chance“',
        text: 'Sie haben gut erhaltene Möbel oder Elektrogeräte, die Sie nicht mehr brauchen? Wir holen sie kostenlos bei Ihnen ab und verkaufen sie günstig an Menschen mit wenig Geld. Ein Anruf genügt: Tel. 04521 302010',
      },
      k: {
        title: 'Haussitting Neustadt',
        text: 'Urlaub ohne Sorgen: Während Sie verreist sind, gießen wir Ihre Pflanzen, leeren den Briefkasten und lüften regelmäßig. Auch wenn Sie zu Hause sind, helfen wir gern: Wir putzen Ihre Wohnung jede Woche, immer zwischen 14 und 18 Uhr. Tel. 0176 4455667',
      },
      l: {
        title: 'Ledersofa muss schnell weg',
        text: 'Braunes Ledersofa, zwei Jahre alt, wie neu – nur 90 Euro, weil wir ins Ausland ziehen. Wir liefern es Ihnen gern in ganz Neustadt; für die Lieferung nehmen wir 70 Euro. Tel. 0152 3344556',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: Das Sofa kostet 130 Euro, und die Verkäufer bringen es „ohne Aufpreis“.',
        en: 'The advert for situation 12: the sofa costs 130 euros, and the sellers deliver it [[ohne Aufpreis]] (at no extra cost).',
      },
      b: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 19 und 20: Rasen mähen für 14 Euro, im Urlaub Pflanzen gießen und den Briefkasten leeren. Aber „Im Juli und August“ macht die Firma Betriebsurlaub.',
        en: 'Almost fits situations 19 and 20: mowing for 14 euros, watering plants and emptying the letterbox during holidays. But [[Im Juli und August]] (in July and August) the firm is closed for its own holiday.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: Der Notdienst ist „an 365 Tagen im Jahr“ da, also auch sonntags.',
        en: 'The advert for situation 16: the emergency service is there [[an 365 Tagen im Jahr]] (365 days a year), so on Sundays too.',
      },
      d: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 16: Sanitär Vogel repariert Rohre „unter der Spüle“ am selben Tag, aber „außer sonntags“.',
        en: 'Almost fits situation 16: Sanitär Vogel repairs pipes [[unter der Spüle]] (under the sink) the same day, but [[außer sonntags]] (except on Sundays).',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: Transport und Möbel ab- und wieder aufbauen, die Kartons packt man selbst. Für Situation 14 passt sie deshalb nicht.',
        en: 'The advert for situation 11: transport, furniture taken apart and put back together, you pack the boxes yourself. So it does not fit situation 14.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: fünf Minuten zu Fuß zur Uni, 390 Euro warm. Für Maries Katze (Situation 17) passt sie nicht: nur Tiere, die „im Käfig wohnen“.',
        en: 'The advert for situation 15: five minutes on foot to the university, 390 euros including bills. It does not suit Marie’s cat (situation 17): only animals that [[im Käfig wohnen]] (live in a cage).',
      },
      g: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 11, 14 und 18: Möller packt ein, baut Möbel ab und auf und gibt alte Geräte weiter. Aber er fährt nur „im Umkreis von 100 Kilometern“, und die Abholung von Geräten „kostet 30 Euro“.',
        en: 'Almost fits situations 11, 14 and 18: Möller packs, takes furniture apart and puts it together, and passes old appliances on. But he only drives [[im Umkreis von 100 Kilometern]] (within 100 kilometres), and collecting appliances [[kostet 30 Euro]] (costs 30 euros).',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 13: Die Haushaltshilfe putzt vormittags, montags bis freitags. Rasen mäht sie auch, aber für 16 Euro (Situation 19).',
        en: 'The advert for situation 13: the home help cleans in the mornings, Monday to Friday. She also mows lawns, but for 16 euros (situation 19).',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: Haustiere sind willkommen. Für Greta (Situation 15) ist sie zu teuer: 360 Euro kalt plus 80 Euro Nebenkosten.',
        en: 'The advert for situation 17: pets are welcome. For Greta (situation 15) it is too expensive: 360 euros rent plus 80 euros for bills.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 18: Das Sozialkaufhaus holt Elektrogeräte kostenlos ab.',
        en: 'The advert for situation 18: the charity shop collects electrical appliances free of charge.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: Während des Urlaubs gießt jemand die Pflanzen und leert den Briefkasten. Geputzt wird nur „zwischen 14 und 18 Uhr“ (Situation 13).',
        en: 'The advert for situation 20: while you are away, someone waters the plants and empties the letterbox. Cleaning is only [[zwischen 14 und 18 Uhr]] (between 2 and 6 pm) (situation 13).',
      },
      l: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 12: Das Sofa kostet nur 90 Euro und wird geliefert. Aber die Lieferung kostet 70 Euro, zusammen also 160 Euro.',
        en: 'Almost fits situation 12: the sofa costs only 90 euros and is delivered. But delivery costs 70 euros, so 160 euros in all.',
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
          'Familie Winkler zieht im Mai von Neustadt nach Hamburg; das sind rund 300 Kilometer. Die Kartons packt sie selbst. Sie sucht eine Firma, die die Möbel transportiert und die Schränke ab- und wieder aufbaut.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Die Firma fährt „in ganz Deutschland“, also auch nach Hamburg, und „Schränke und Betten bauen wir ab und wieder auf“. Die Kartons packt die Familie ja selbst.',
            en: 'The company drives [[in ganz Deutschland]] (all over Germany), so to Hamburg too, and [[Schränke und Betten bauen wir ab und wieder auf]] (we take wardrobes and beds apart and put them back together). The family packs the boxes itself anyway.',
          },
          g: {
            trap: 'one-condition',
            de: 'Möller baut Möbel ab und auf und transportiert sie, aber nur „im Umkreis von 100 Kilometern um Neustadt“. Bis Hamburg sind es rund 300 Kilometer, viel mehr als 100.',
            en: 'Möller takes furniture apart, puts it together and transports it, but only [[im Umkreis von 100 Kilometern um Neustadt]] (within 100 kilometres of Neustadt). Hamburg is about 300 kilometres away, far more than 100.',
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
              de: 'nur im Umkreis von 100 Kilometern, Hamburg ist rund 300 Kilometer weit',
              en: 'only within 100 kilometres, Hamburg is about 300 kilometres away',
            },
          },
        ],
        evidence: [
          'in ganz Deutschland',
          'Schränke und Betten bauen wir ab und wieder auf',
          'das sind rund 300 Kilometer',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation:
          'Sven zieht in seine erste eigene Wohnung in Neustadt. Er hat kein Auto und möchte für ein gebrauchtes Sofa mit Lieferung höchstens 150 Euro bezahlen.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '130 Euro sind weniger als 150 Euro, und die Verkäufer bringen das Sofa „im Stadtgebiet Neustadt ohne Aufpreis“.',
            en: '130 euros is less than 150 euros, and the sellers deliver the sofa [[im Stadtgebiet Neustadt ohne Aufpreis]] (within Neustadt at no extra cost).',
          },
          l: {
            trap: 'one-condition',
            de: 'Das Sofa ist billiger („nur 90 Euro“), und es wird auch geliefert. Aber „für die Lieferung nehmen wir 70 Euro“: Zusammen sind das 160 Euro, mehr als 150 Euro.',
            en: 'This sofa is cheaper ([[nur 90 Euro]], only 90 euros), and it is delivered too. But [[für die Lieferung nehmen wir 70 Euro]] (we charge 70 euros for delivery): that makes 160 euros, more than 150.',
          },
          j: {
            trap: 'not-in-text',
            de: 'Das Sozialkaufhaus verkauft Möbel günstig, aber die Anzeige sucht Spender. Von einem Sofa und vom Liefern steht dort nichts.',
            en: 'The charity shop sells furniture cheaply, but the advert is written to donors. It says nothing about a sofa or about delivery.',
          },
        },
        nearMiss: [
          {
            advert: 'l',
            fails: {
              de: 'mit Lieferung 160 Euro, mehr als 150 Euro',
              en: '160 euros with delivery, more than 150',
            },
          },
        ],
        evidence: ['Preis: 130 Euro', 'im Stadtgebiet Neustadt ohne Aufpreis'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Frau Dietz arbeitet von 13 bis 21 Uhr. Sie sucht eine Putzhilfe, die jede Woche einmal kommt, während sie zu Hause ist.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Die Haushaltshilfe schreibt „Ich putze“ und hat „montags bis freitags von 8 bis 12 Uhr“ Zeit. Um 12 Uhr ist sie fertig, und Frau Dietz geht erst um 13 Uhr zur Arbeit.',
            en: 'The home help cleans ([[Ich putze]]) and is free [[montags bis freitags von 8 bis 12 Uhr]] (Monday to Friday, 8 to 12). She is done at 12, and Frau Dietz only starts work at 1 pm.',
          },
          k: {
            trap: 'one-condition',
            de: 'Haussitting putzt auch „jede Woche“, aber „immer zwischen 14 und 18 Uhr“. Frau Dietz arbeitet „von 13 bis 21 Uhr“, dann ist sie also nicht zu Hause.',
            en: 'The house-sitters also clean [[jede Woche]] (every week), but [[immer zwischen 14 und 18 Uhr]] (always between 2 and 6 pm). Frau Dietz works [[von 13 bis 21 Uhr]] (from 1 to 9 pm), so she is not at home then.',
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
              de: 'putzt nur von 14 bis 18 Uhr, während sie arbeitet',
              en: 'cleans only from 2 to 6 pm, while she is at work',
            },
          },
        ],
        evidence: [
          'Ich putze, wasche und bügle',
          'montags bis freitags von 8 bis 12 Uhr',
          'arbeitet von 13 bis 21 Uhr',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Familie Horváth zieht im Juli von Neustadt ins 600 Kilometer entfernte Wien. Weil beide Eltern viel arbeiten, sucht sie eine Firma, die alles einpackt und nach Wien bringt.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt: Krause fährt nach Wien, aber „Ihre Kartons packen Sie bitte selbst“. Möller packt alles ein, fährt aber nur „im Umkreis von 100 Kilometern“.',
            en: 'No advert fits: Krause goes to Vienna, but [[Ihre Kartons packen Sie bitte selbst]] (please pack your boxes yourself). Möller packs everything, but only drives [[im Umkreis von 100 Kilometern]] (within 100 kilometres).',
          },
          e: {
            trap: 'one-condition',
            de: 'Krause nennt sogar „Wien“ und heißt „wir packen das!“. Aber im Text steht: „Ihre Kartons packen Sie bitte selbst“. Die Familie möchte, dass die Firma einpackt.',
            en: 'Krause even names [[Wien]] (Vienna), and its headline says [[wir packen das!]] (we’ll manage it / we pack it). But the text says [[Ihre Kartons packen Sie bitte selbst]] (please pack your boxes yourself). The family wants the firm to pack.',
          },
          g: {
            trap: 'one-condition',
            de: 'Möller packt „alles für Sie ein“, aber nur „im Umkreis von 100 Kilometern um Neustadt“. Wien ist 600 Kilometer entfernt.',
            en: 'Möller packs [[alles für Sie ein]] (everything for you), but only [[im Umkreis von 100 Kilometern um Neustadt]] (within 100 kilometres of Neustadt). Vienna is 600 kilometres away.',
          },
        },
        nearMiss: [
          {
            advert: 'e',
            fails: { de: 'die Kartons packt man selbst', en: 'you pack the boxes yourself' },
          },
          {
            advert: 'g',
            fails: { de: 'nur im Umkreis von 100 Kilometern', en: 'only within 100 kilometres' },
          },
        ],
        evidence: [
          'Ihre Kartons packen Sie bitte selbst',
          'im Umkreis von 100 Kilometern um Neustadt',
          'ins 600 Kilometer entfernte Wien',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation:
          'Greta (19) beginnt im Oktober ihr Studium in Bergheim. Sie hat kein Haustier, möchte zu Fuß zur Uni gehen und für ihr Zimmer mit allen Nebenkosten höchstens 400 Euro zahlen.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Das Zimmer ist ab Oktober frei, „nur fünf Minuten zu Fuß zur Uni“ und kostet „390 Euro warm“, also mit Nebenkosten. Die Regel für Haustiere stört Greta nicht.',
            en: 'The room is free from October, [[nur fünf Minuten zu Fuß zur Uni]] (only five minutes on foot to the university) and costs [[390 Euro warm]] (390 euros including bills). The rule on pets does not matter to Greta.',
          },
          i: {
            trap: 'one-condition',
            de: 'Auch zu Fuß zur Uni, und „360 Euro“ sieht billiger aus. Aber das ist kalt: „dazu kommen 80 Euro Nebenkosten“. Zusammen sind es 440 Euro, mehr als 400 Euro.',
            en: 'Also on foot to the university, and [[360 Euro]] looks cheaper. But that is without bills: [[dazu kommen 80 Euro Nebenkosten]] (plus 80 euros for bills). That makes 440 euros, more than 400.',
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
            fails: {
              de: 'mit Nebenkosten 440 Euro, mehr als 400 Euro',
              en: '440 euros with bills, more than 400',
            },
          },
        ],
        evidence: ['nur fünf Minuten zu Fuß zur Uni', '390 Euro warm'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Am Sonntag um 8 Uhr morgens ist bei Familie Yilmaz in Neustadt das Wasserrohr unter der Spüle kaputt. Sie brauchen sofort einen Handwerker.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Der Notdienst hilft bei kaputten Rohren, „rund um die Uhr“ und „an 365 Tagen im Jahr“, also auch am Sonntagmorgen, und ist in 60 Minuten in Neustadt.',
            en: 'The emergency service helps with broken pipes [[rund um die Uhr]] (around the clock) and [[an 365 Tagen im Jahr]] (365 days a year), so on a Sunday morning too, and is in Neustadt within 60 minutes.',
          },
          d: {
            trap: 'one-condition',
            de: 'Sanitär Vogel repariert genau so ein Rohr „unter der Spüle“ und kommt „noch am selben Tag“. Aber: „jeden Tag für Sie da, außer sonntags“.',
            en: 'Sanitär Vogel repairs exactly this kind of pipe [[unter der Spüle]] (under the sink) and comes [[noch am selben Tag]] (the same day). But: [[jeden Tag für Sie da, außer sonntags]] (there for you every day except Sundays).',
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
              de: 'jeden Tag außer sonntags',
              en: 'every day except Sundays',
            },
          },
        ],
        evidence: ['Wir sind rund um die Uhr für Sie da, an 365 Tagen im Jahr', 'Rohr kaputt?'],
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
            de: 'Das Zimmer ist in Bergheim, frei „ab Oktober“, und „Haustiere sind bei uns willkommen, ob groß oder klein“. Die Katze darf also mit.',
            en: 'The room is in Bergheim, free [[ab Oktober]] (from October), and [[Haustiere sind bei uns willkommen]] (pets are welcome, big or small). So the cat may come.',
          },
          f: {
            trap: 'one-condition',
            de: 'Ort und Termin passen, und „Haustiere sind erlaubt“. Aber nur, „wenn sie im Käfig wohnen, zum Beispiel ein Hamster oder ein Vogel“. Eine Katze wohnt nicht im Käfig.',
            en: 'Place and date fit, and [[Haustiere sind erlaubt]] (pets are allowed). But only [[wenn sie im Käfig wohnen, zum Beispiel ein Hamster oder ein Vogel]] (if they live in a cage, for example a hamster or a bird). A cat does not live in a cage.',
          },
          k: {
            trap: 'same-word',
            de: 'Haussitting kümmert sich um Wohnungen im Urlaub. Ein Zimmer bietet es nicht an.',
            en: 'The house-sitters look after homes during holidays. They do not offer a room.',
          },
        },
        nearMiss: [
          {
            advert: 'f',
            fails: {
              de: 'nur Tiere, die im Käfig wohnen; eine Katze wohnt nicht im Käfig',
              en: 'only animals that live in a cage; a cat does not',
            },
          },
        ],
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
            de: 'Möller holt alte Geräte ab und gibt sie „an Familien weiter“, so wie Frau Klein es möchte. Aber nicht kostenlos: „die Abholung kostet 30 Euro“.',
            en: 'Möller collects old appliances and passes them on [[an Familien weiter]] (to families), as Frau Klein wants. But not for free: [[die Abholung kostet 30 Euro]] (collection costs 30 euros).',
          },
          e: {
            trap: 'same-word',
            de: 'Bei der Umzugsfirma sind nur die leeren Kartons kostenlos. Eine Waschmaschine holt sie nicht ab.',
            en: 'At the removal firm only the empty boxes are free. It does not collect a washing machine.',
          },
        },
        nearMiss: [
          {
            advert: 'g',
            fails: { de: 'die Abholung kostet 30 Euro', en: 'collection costs 30 euros' },
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
            de: 'Keine Anzeige passt: Der Gartenservice kostet 14 Euro, aber „Im Juli und August“ macht er Betriebsurlaub. Die Haushaltshilfe mäht jede Woche, kostet aber „16 Euro pro Stunde“.',
            en: 'No advert fits: the garden service costs 14 euros, but [[Im Juli und August]] (in July and August) it is closed. The home help mows every week, but costs [[16 Euro pro Stunde]] (16 euros an hour).',
          },
          b: {
            trap: 'one-condition',
            de: 'Rasen mähen, „regelmäßig“ und „14 Euro pro Stunde“ passen. Aber „Im Juli und August machen wir selbst Betriebsurlaub“: Dann mäht niemand, und Herr Peters braucht Hilfe bis Oktober.',
            en: 'Mowing, [[regelmäßig]] (regularly) and [[14 Euro pro Stunde]] fit. But [[Im Juli und August machen wir selbst Betriebsurlaub]] (in July and August we are closed for our own holiday): nobody mows then, and Herr Peters needs help until October.',
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
            fails: { de: 'im Juli und August geschlossen', en: 'closed in July and August' },
          },
          {
            advert: 'h',
            fails: { de: '16 Euro pro Stunde, mehr als 15 Euro', en: '16 euros an hour, more than 15 euros' },
          },
        ],
        evidence: [
          'Im Juli und August machen wir selbst Betriebsurlaub',
          '16 Euro pro Stunde',
          'höchstens 15 Euro pro Stunde',
        ],
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
            de: '„Während Sie verreist sind“, gießt Haussitting „Ihre Pflanzen“ und leert „den Briefkasten“. Eine Pause im Sommer nennt die Anzeige nicht.',
            en: '[[Während Sie verreist sind]] (while you are away), the house-sitters water [[Ihre Pflanzen]] (your plants) and empty [[den Briefkasten]] (the letterbox). The advert names no summer break.',
          },
          b: {
            trap: 'one-condition',
            de: 'Der Gartenservice gießt im Urlaub Pflanzen „auf dem Balkon“ und leert den Briefkasten. Aber „Im Juli und August“ hat er selbst Betriebsurlaub, und die Seidels fahren im August.',
            en: 'The garden service waters plants [[auf dem Balkon]] (on the balcony) and empties the letterbox while you are away. But [[Im Juli und August]] (in July and August) it is closed itself, and the Seidels go away in August.',
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
              de: 'im August geschlossen',
              en: 'closed in August',
            },
          },
        ],
        evidence: ['Während Sie verreist sind', 'gießen wir Ihre Pflanzen, leeren den Briefkasten'],
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
    text: 'Sehr geehrte Frau Albrecht,\n\nseit drei Wochen besuche ich bei Ihnen den Kurs B1.1 am Montag- und Mittwochabend ab 18 Uhr. Leider ist der Kurs für mich zu leicht, {21} die meisten Themen aus dem Kursbuch kenne ich schon aus meinem Deutschkurs in Brasilien. Ich habe schon meine Lehrerin gefragt, {22} ich sehr vertraue. Sie findet einen Wechsel in den Kurs B1.2 auch sinnvoll, vor allem wegen der B1-Prüfung im Frühling, auf {23} ich mich im Kurs B1.1 kaum vorbereiten kann.\n\nAußerdem habe ich {24} drei Wochen eine Stelle in einem Hotel gefunden. Dort muss ich mittwochs bis 19 Uhr arbeiten. {25} ich mich danach sehr beeile, komme ich erst um halb acht in den Kurs.\n\n{26} ich mittwochs zu spät kam, hatte die Gruppe nämlich jedes Mal schon die Hausaufgaben besprochen. Gibt es den Kurs B1.2 auch am Wochenende? Das wäre ideal, {27} am Samstag und am Sonntag habe ich im Hotel fast immer frei. Sonst wünsche ich mir für Januar einen Platz in einem Online-Kurs. Zwei Kolleginnen, {28} so ein Kurs sehr geholfen hat, haben mir das empfohlen.\n\nWas passiert mit der Kursgebühr für B1.1, {29} ich schon bis Dezember bezahlt habe? Vielleicht kann ich das Geld für den Kurs B1.2 verwenden. Ich möchte mich rechtzeitig anmelden. Eine Freundin hat {30} zwei Monaten nach einem Platz im Kurs B1.2 gefragt, aber da war der Kurs schon voll.\n\nIch wäre Ihnen für eine schnelle Antwort sehr dankbar.\n\nMit freundlichen Grüßen\nMariana Costa',
    items: [
      {
        n: 21,
        options: { a: 'denn', b: 'weil', c: 'deshalb' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Nach der Lücke kommt ein Grund: Mariana kennt die Themen schon. Das Verb „kenne“ steht an zweiter Stelle, gleich nach „die meisten Themen aus dem Kursbuch“, und nicht am Ende. Einen Grund mit dem Verb an zweiter Stelle leitet „denn“ ein.',
            en: 'A reason follows the gap: Mariana already knows the topics. The verb [[kenne]] is in second position, straight after [[die meisten Themen aus dem Kursbuch]], not at the end. A reason with the verb in second position starts with [[denn]] (because).',
          },
          b: {
            trap: 'word-class',
            de: '„weil“ nennt auch einen Grund, und die Bedeutung passt genau. Aber nach „weil“ steht das Verb am Ende („weil ich die meisten Themen schon kenne“). Hier steht „kenne“ nach dem langen Satzanfang an zweiter Stelle, und der Satz endet mit „in Brasilien“. Diese Wortstellung passt nur zu „denn“.',
            en: '[[weil]] also gives a reason, and the meaning fits exactly. But after [[weil]] the verb goes to the end ([[weil ich die meisten Themen schon kenne]]). Here [[kenne]] is in second position after the long opening, and the clause ends with [[in Brasilien]]. This word order only fits [[denn]].',
          },
          c: {
            trap: 'connector',
            de: '„deshalb“ nennt eine Folge, nicht einen Grund: Dass Mariana die Themen kennt, ist der Grund, nicht die Folge. Außerdem kommt nach „deshalb“ sofort das Verb („deshalb kenne ich …“).',
            en: '[[deshalb]] (that is why) gives a result, not a reason: Mariana knowing the topics is the reason, not the result. Also, the verb comes straight after [[deshalb]] ([[deshalb kenne ich …]]).',
          },
        },
        evidence: ['die meisten Themen aus dem Kursbuch kenne ich schon', 'zu leicht'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 22,
        options: { a: 'die', b: 'denen', c: 'der' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: 'Im Hauptsatz steht „meine Lehrerin“, also Akkusativ feminin, darum wirkt „die“ richtig. Aber den Kasus bestimmt der Relativsatz: „vertrauen“ braucht den Dativ (Wem vertraue ich?). Dativ feminin: „der“.',
            en: 'The main clause has [[meine Lehrerin]], feminine accusative, so [[die]] looks right. But the relative clause decides the case: [[vertrauen]] (to trust) takes the dative (whom do I trust?). Feminine dative: [[der]].',
          },
          b: {
            trap: 'form',
            de: '„denen“ ist ein Relativpronomen im Dativ, aber im Plural. „Lehrerin“ ist Singular.',
            en: '[[denen]] is a dative relative pronoun, but plural. [[Lehrerin]] is singular.',
          },
          c: {
            trap: 'key',
            de: 'Genus und Zahl kommen von „Lehrerin“: feminin, Singular. Den Kasus bestimmt der Relativsatz: „jemandem vertrauen“ braucht den Dativ. Also „der ich sehr vertraue“.',
            en: 'Gender and number come from [[Lehrerin]]: feminine singular. The relative clause decides the case: [[jemandem vertrauen]] takes the dative. So [[der ich sehr vertraue]] (whom I trust a lot).',
          },
        },
        evidence: ['meine Lehrerin gefragt', 'ich sehr vertraue'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 23,
        options: { a: 'der', b: 'denen', c: 'die' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: 'Im Hauptsatz steht „wegen der B1-Prüfung“, darum wirkt „der“ richtig. Aber den Kasus bestimmt der Relativsatz: Am Ende steht „vorbereiten“, und es heißt „sich auf etwas vorbereiten“. Hier braucht „auf“ den Akkusativ: „auf die“.',
            en: 'The main clause has [[wegen der B1-Prüfung]], so [[der]] looks right. But the relative clause decides the case: it ends with [[vorbereiten]], and the phrase is [[sich auf etwas vorbereiten]] (to prepare for something). Here [[auf]] takes the accusative: [[auf die]].',
          },
          b: {
            trap: 'form',
            de: '„denen“ ist Dativ Plural. Es gibt nur eine Prüfung, und nach „sich auf etwas vorbereiten“ steht der Akkusativ.',
            en: '[[denen]] is dative plural. There is one exam, and [[sich auf etwas vorbereiten]] takes the accusative.',
          },
          c: {
            trap: 'key',
            de: 'Genus und Zahl kommen von „Prüfung“: feminin, Singular. Den Kasus bestimmt der Relativsatz: „sich auf etwas vorbereiten“ braucht den Akkusativ. Also „auf die ich mich … kaum vorbereiten kann“.',
            en: 'Gender and number come from [[Prüfung]]: feminine singular. The relative clause decides the case: [[sich auf etwas vorbereiten]] takes the accusative. So [[auf die ich mich … kaum vorbereiten kann]] (which I can hardly prepare for).',
          },
        },
        evidence: ['wegen der B1-Prüfung im Frühling', 'ich mich im Kurs B1.1 kaum vorbereiten kann'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 24,
        options: { a: 'vor', b: 'seit', c: 'ab' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„gefunden“: Eine Stelle findet man in einem Moment, und der ist vorbei. Für einen Zeitpunkt in der Vergangenheit steht „vor“: „vor drei Wochen gefunden“.',
            en: '[[gefunden]] (found): you find a job at one moment, and that moment is over. A point in the past takes [[vor]]: [[vor drei Wochen gefunden]] (found three weeks ago).',
          },
          b: {
            trap: 'preposition',
            de: 'Der Brief beginnt mit „seit drei Wochen besuche ich“, darum liegt „seit“ nahe. Aber „seit“ steht für etwas, das bis heute dauert, mit Präsens: „Ich arbeite seit drei Wochen im Hotel.“ „gefunden“ ist ein einzelner Moment.',
            en: 'The letter starts with [[seit drei Wochen besuche ich]], so [[seit]] is tempting. But [[seit]] is for something that lasts until today, with the present tense: [[Ich arbeite seit drei Wochen im Hotel.]] [[gefunden]] is a single moment.',
          },
          c: {
            trap: 'preposition',
            de: '„ab“ nennt, wann etwas beginnt: „ab Montag“, „ab nächster Woche“. Ein Zeitpunkt in der Vergangenheit mit „gefunden“ braucht „vor“: „vor drei Wochen gefunden“.',
            en: '[[ab]] says when something starts: [[ab Montag]] (from Monday), [[ab nächster Woche]] (from next week). A point in the past with [[gefunden]] takes [[vor]]: [[vor drei Wochen gefunden]].',
          },
        },
        evidence: ['drei Wochen eine Stelle in einem Hotel gefunden'],
        teaches: { sheet: 'speaking-part-1-who-system', section: 'who-phrases' },
      },
      {
        n: 25,
        options: { a: 'Trotzdem', b: 'Obwohl', c: 'Deshalb' },
        key: 'b',
        why: {
          a: {
            trap: 'word-class',
            de: 'Die Bedeutung passt: Mariana beeilt sich, und trotzdem kommt sie spät. Darum liegt „Trotzdem“ nahe. Aber nach „trotzdem“ kommt sofort das Verb („Trotzdem beeile ich mich“). Hier steht „beeile“ am Ende, und danach kommt „komme ich“: Der erste Teil ist ein Nebensatz. Dafür braucht man „Obwohl“.',
            en: 'The meaning fits: Mariana hurries and still arrives late. So [[Trotzdem]] is tempting. But the verb comes right after [[trotzdem]] ([[Trotzdem beeile ich mich]]). Here [[beeile]] is at the end, followed by [[komme ich]]: the first part is a subordinate clause. That needs [[Obwohl]].',
          },
          b: {
            trap: 'key',
            de: 'Der erste Teil endet mit dem Verb („beeile“), dann kommt der Hauptsatz („komme ich“): ein Nebensatz. Er nennt einen Gegensatz: Sie beeilt sich, aber sie kommt erst um halb acht. Also „Obwohl“.',
            en: 'The first part ends with its verb ([[beeile]]), then the main clause follows ([[komme ich]]): a subordinate clause. It names a contrast: she hurries, but she only arrives at half past seven. So [[Obwohl]] (although).',
          },
          c: {
            trap: 'word-class',
            de: '„Deshalb“ nennt eine Folge, und nach „deshalb“ kommt sofort das Verb („Deshalb beeile ich mich“). Hier steht das Verb „beeile“ am Ende des Satzteils.',
            en: '[[Deshalb]] (that is why) names a result, and the verb comes right after it ([[Deshalb beeile ich mich]]). Here the verb [[beeile]] is at the end of the clause.',
          },
        },
        evidence: ['ich mich danach sehr beeile, komme ich erst um halb acht'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 26,
        options: { a: 'Als', b: 'Wenn', c: 'Wann' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: 'Der Satz erzählt von der Vergangenheit („kam“, „hatte“), darum wirkt „Als“ richtig. Aber „Als“ steht nur für ein einziges Ereignis. Hier ist es oft passiert: „mittwochs“, „jedes Mal“. Für Wiederholungen steht auch in der Vergangenheit „Wenn“.',
            en: 'The sentence is about the past ([[kam]], [[hatte]]), so [[Als]] looks right. But [[Als]] is only for one single event. This happened often: [[mittwochs]] (on Wednesdays), [[jedes Mal]] (every time). Repeated events take [[Wenn]], in the past too.',
          },
          b: {
            trap: 'key',
            de: 'Es ist in der Vergangenheit mehrmals passiert: „mittwochs“, „jedes Mal“. Dafür steht „Wenn“.',
            en: 'It happened several times in the past: [[mittwochs]] (on Wednesdays), [[jedes Mal]] (every time). That takes [[Wenn]].',
          },
          c: {
            trap: 'connector',
            de: '„Wann“ ist ein Fragewort („Wann kommst du?“). Hier gibt es keine Frage.',
            en: '[[Wann]] is a question word ([[Wann kommst du?]]). There is no question here.',
          },
        },
        evidence: ['ich mittwochs zu spät kam', 'jedes Mal'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 27,
        options: { a: 'weil', b: 'deshalb', c: 'denn' },
        key: 'c',
        why: {
          a: {
            trap: 'word-class',
            de: '„weil“ nennt auch einen Grund, und die Bedeutung passt. Aber nach „weil“ steht das Verb am Ende („weil ich am Samstag und am Sonntag frei habe“). Hier steht „habe“ nach „am Samstag und am Sonntag“ an zweiter Stelle. Diese Wortstellung passt nur zu „denn“.',
            en: '[[weil]] also gives a reason, and the meaning fits. But after [[weil]] the verb goes to the end ([[weil ich am Samstag und am Sonntag frei habe]]). Here [[habe]] is in second position after [[am Samstag und am Sonntag]]. This word order only fits [[denn]].',
          },
          b: {
            trap: 'connector',
            de: '„deshalb“ nennt eine Folge. Dass Mariana am Wochenende frei hat, ist aber der Grund, warum ein Kurs am Wochenende ideal wäre. Außerdem kommt nach „deshalb“ sofort das Verb („deshalb habe ich …“).',
            en: '[[deshalb]] (that is why) gives a result. But Mariana being free at weekends is the reason why a weekend course would be ideal. Also, the verb comes straight after [[deshalb]] ([[deshalb habe ich …]]).',
          },
          c: {
            trap: 'key',
            de: 'Nach der Lücke kommt der Grund, warum ein Kurs am Wochenende ideal wäre: Mariana hat dann frei. Das Verb „habe“ steht an zweiter Stelle, nach „am Samstag und am Sonntag“. Einen Grund mit dem Verb an zweiter Stelle leitet „denn“ ein.',
            en: 'After the gap comes the reason why a weekend course would be ideal: Mariana is free then. The verb [[habe]] is in second position, after [[am Samstag und am Sonntag]]. A reason with the verb in second position starts with [[denn]] (because).',
          },
        },
        evidence: ['Das wäre ideal', 'am Samstag und am Sonntag habe ich im Hotel fast immer frei'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 28,
        options: { a: 'die', b: 'denen', c: 'den' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„Zwei Kolleginnen“ ist Plural, und „die“ ist der Plural-Artikel, darum wirkt „die“ richtig. Aber den Kasus bestimmt der Relativsatz: „helfen“ braucht den Dativ (Wem hat der Kurs geholfen?). Dativ Plural: „denen“.',
            en: '[[Zwei Kolleginnen]] is plural and [[die]] is the plural article, so [[die]] looks right. But the relative clause decides the case: [[helfen]] takes the dative (whom did the course help?). Dative plural: [[denen]].',
          },
          b: {
            trap: 'key',
            de: 'Plural von „Zwei Kolleginnen“. Im Relativsatz ist „so ein Kurs“ das Subjekt, und „helfen“ braucht den Dativ: „denen … geholfen hat“.',
            en: 'Plural from [[Zwei Kolleginnen]]. In the relative clause [[so ein Kurs]] is the subject, and [[helfen]] takes the dative: [[denen … geholfen hat]] (whom … has helped).',
          },
          c: {
            trap: 'form',
            de: '„den“ ist wie der Artikel im Dativ Plural („mit den Kolleginnen“), darum liegt es nahe. Das Relativpronomen im Dativ Plural heißt aber „denen“.',
            en: '[[den]] is like the article in the dative plural ([[mit den Kolleginnen]]), so it is tempting. But the relative pronoun in the dative plural is [[denen]].',
          },
        },
        evidence: ['Zwei Kolleginnen,', 'so ein Kurs sehr geholfen hat'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 29,
        options: { a: 'die', b: 'der', c: 'denen' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Relativsatz zu „der Kursgebühr“: feminin, Singular. Im Relativsatz ist „ich“ das Subjekt, und ich habe die Gebühr bezahlt: Akkusativ. Also „die ich schon bis Dezember bezahlt habe“.',
            en: 'A relative clause about [[der Kursgebühr]] (the course fee): feminine singular. In the relative clause [[ich]] is the subject, and I paid the fee: accusative. So [[die ich schon bis Dezember bezahlt habe]].',
          },
          b: {
            trap: 'form',
            de: 'Vor dem Komma steht „mit der Kursgebühr“, darum klingt „der“ richtig. Aber den Kasus bestimmt der Relativsatz selbst: „ich habe die Gebühr bezahlt“. Das ist Akkusativ, also „die“. „der“ übernimmt nur den Dativ von „mit“.',
            en: '[[mit der Kursgebühr]] comes before the comma, so [[der]] sounds right. But the relative clause itself decides the case: [[ich habe die Gebühr bezahlt]] (I paid the fee). That is accusative, so [[die]]. [[der]] only copies the dative of [[mit]].',
          },
          c: {
            trap: 'form',
            de: '„denen“ ist Dativ Plural. Es gibt nur eine Kursgebühr, und im Relativsatz braucht man den Akkusativ.',
            en: '[[denen]] is dative plural. There is one course fee, and the relative clause needs the accusative.',
          },
        },
        evidence: ['mit der Kursgebühr für B1.1,', 'ich schon bis Dezember bezahlt habe'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 30,
        options: { a: 'seit', b: 'für', c: 'vor' },
        key: 'c',
        why: {
          a: {
            trap: 'preposition',
            de: 'Der Brief beginnt mit „seit drei Wochen besuche ich“, darum liegt „seit“ nahe. Aber „seit“ steht für etwas, das bis heute dauert, meist mit Präsens. „hat … gefragt“ ist ein einzelner Moment in der Vergangenheit, und „da war der Kurs schon voll“ zeigt diesen Moment.',
            en: 'The letter opens with [[seit drei Wochen besuche ich]], so [[seit]] is tempting. But [[seit]] is for something that lasts until now, usually with the present tense. [[hat … gefragt]] is a single moment in the past, and [[da war der Kurs schon voll]] points to that moment.',
          },
          b: {
            trap: 'preposition',
            de: '„für zwei Monate“ nennt eine Dauer und braucht den Akkusativ („Monate“). Hier steht „Monaten“, und es geht um den Zeitpunkt der Frage, nicht um eine Dauer.',
            en: '[[für zwei Monate]] gives a length of time and takes the accusative ([[Monate]]). Here it says [[Monaten]], and it is about when she asked, not how long.',
          },
          c: {
            trap: 'key',
            de: '„hat … gefragt“ (Perfekt): Die Freundin hat einmal gefragt, und das ist vorbei; „da war der Kurs schon voll“. Für einen Zeitpunkt in der Vergangenheit steht „vor“: „vor zwei Monaten gefragt“.',
            en: '[[hat … gefragt]] (perfect tense): the friend asked once, and that is over; [[da war der Kurs schon voll]] (by then the course was already full). A point in the past takes [[vor]]: [[vor zwei Monaten gefragt]] (asked two months ago).',
          },
        },
        evidence: [
          'Eine Freundin hat',
          'zwei Monaten nach einem Platz im Kurs B1.2 gefragt',
          'da war der Kurs schon voll',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
    ],
  },

  language2: {
    topics: ['eating-and-canteens'],
    people: [{ name: 'Bernd Wolf', role: 'head chef of a company canteen' }],
    text: 'Gesünder essen in der Kantine\n\nCurrywurst mit Pommes, Schnitzel mit Soße: Lange war das Mittagessen in der Kantine der Firma Lorenz Technik schwer und kostete 4,20 Euro. Danach waren viele Mitarbeiter müde. Erst vor einem {31} hat die Firma ihr Angebot umgestellt.\n\nDie Kantine ist wie früher von 6 bis 14 Uhr geöffnet. Mittags kommen heute etwa 250 statt 200 Gäste. Neu ist eine Salatbar, und Fleisch gibt es nur noch am Dienstag und Donnerstag; an den anderen Tagen kocht die Küche ohne Fleisch und ohne Fisch. Der Preis für ein Mittagessen ist seitdem um 30 Cent {32}. Das Obst an der Kasse ist {33}: Die Firma möchte, dass alle mehr Obst essen.\n\nAm Anfang waren viele unzufrieden: Sie vermissten ihre Currywurst, und auch der Fisch am {34} hat nicht allen geschmeckt. Küchenchef Bernd Wolf hat deshalb in einer Umfrage ihre {35} gesammelt. Fast alle wollten mehr {36}.\n\nDie Umfrage hatte nur eine Frage: Welche Gerichte möchten Sie gern essen? Zwei Tage mit Schnitzel oder Gulasch pro Woche waren den meisten genug. Heute stehen täglich zwei Gerichte zur Wahl, und jeden {37} kommt ein Wunschgericht dazu. Das beliebteste Wunschgericht war bisher eine Lasagne mit {38}.\n\nIn den ersten Wochen sind viele lieber zum Imbiss gegangen. Die Zahl der Gäste ist seit der Umstellung {39}. Ein Essen kostet jetzt 3,90 Euro, ein Apfel 20 Cent. Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch. Nur für die {40} hat sich nichts geändert: Sie bringt ihr Essen weiter von zu Hause mit.',
    box: {
      a: 'Spätschicht',
      b: 'Frühschicht',
      c: 'Jahr',
      d: 'kostenlos',
      e: 'Monat',
      f: 'gesunken',
      g: 'Fleisch',
      h: 'Wünsche',
      i: 'gestiegen',
      j: 'Beschwerden',
      k: 'Donnerstag',
      l: 'Auswahl',
      m: 'Freitag',
      n: 'Pilzen',
      o: 'günstig',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: Die Kantine ist „von 6 bis 14 Uhr geöffnet“ (zweiter Absatz). Wer in der Spätschicht arbeitet, kommt erst danach und bringt sein Essen weiter von zu Hause mit.',
        en: 'Belongs in gap 40: the canteen is [[von 6 bis 14 Uhr geöffnet]] (open from 6 am to 2 pm, second paragraph). Whoever works the [[Spätschicht]] (late shift) comes after that and still brings food from home.',
      },
      b: {
        trap: 'wrong-detail',
        de: 'Hat die Form für Lücke 40 („für die Frühschicht“), und wer früh anfängt, hat oft keine Zeit für die Kantine. Aber im zweiten Absatz steht: Die Kantine ist „wie früher von 6 bis 14 Uhr geöffnet“. Die Frühschicht kann dort essen; nichts geändert hat sich nur für die Spätschicht. Es passt in keine Lücke.',
        en: 'Has the form for gap 40 ([[für die Frühschicht]], for the early shift), and people who start early often have no time for the canteen. But the second paragraph says the canteen is open [[wie früher von 6 bis 14 Uhr]] (from 6 am to 2 pm, as before). The early shift can eat there; it is only for the late shift that nothing has changed. It fits no gap.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: „Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch“ (letzter Absatz), und es gibt eins pro Monat (Lücke 37). Die Umstellung war also vor einem Jahr.',
        en: 'Belongs in gap 31: [[Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch]] (so far there have been twelve dishes of the staff’s choice, always on a Wednesday, last paragraph), and there is one a month (gap 37). So the change was a [[Jahr]] (year) ago.',
      },
      d: {
        trap: 'wrong-detail',
        de: 'Hat die Form für Lücke 33 („Das Obst an der Kasse ist kostenlos“), und gleich danach steht: „Die Firma möchte, dass alle mehr Obst essen.“ Dann bezahlt die Firma das Obst, denkt man. Aber im letzten Absatz steht: „ein Apfel 20 Cent“. Das Obst kostet also etwas, nur wenig. Es passt in keine Lücke.',
        en: 'Has the form for gap 33 ([[Das Obst an der Kasse ist kostenlos]], the fruit at the till is free), and right after it: [[Die Firma möchte, dass alle mehr Obst essen.]] (The company wants everyone to eat more fruit.) So you may think the company pays for the fruit. But the last paragraph says [[ein Apfel 20 Cent]] (an apple 20 cents). The fruit costs a little. It fits no gap.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Die Wunschgerichte gibt es „immer an einem Mittwoch“ (letzter Absatz), also nicht jeden Freitag oder Donnerstag; zwölf seit der Umstellung vor einem Jahr sind eins pro Monat. In Lücke 31 passt es nicht: Zwölf Wunschgerichte, jedes an einem Mittwoch, gibt es nicht in einem Monat; ein Monat hat nur vier oder fünf Mittwoche.',
        en: 'Belongs in gap 37: the staff’s dishes come [[immer an einem Mittwoch]] (always on a Wednesday, last paragraph), so not every Friday or Thursday; twelve since the change a year ago make one a [[Monat]] (month). It does not fit gap 31: twelve such dishes, each on a Wednesday, do not fit into one month; a month has only four or five Wednesdays.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: Ein Mittagessen „kostete 4,20 Euro“ (erster Absatz), und „Ein Essen kostet jetzt 3,90 Euro“ (letzter Absatz). Der Preis ist also gesunken. In Lücke 39 passt es nicht: Heute kommen „etwa 250 statt 200 Gäste“.',
        en: 'Belongs in gap 32: lunch [[kostete 4,20 Euro]] (cost 4.20 euros, first paragraph), and [[Ein Essen kostet jetzt 3,90 Euro]] (a meal now costs 3.90 euros, last paragraph). So the price has [[gesunken]] (gone down). It does not fit gap 39: today [[etwa 250 statt 200 Gäste]] (about 250 instead of 200 guests) come.',
      },
      g: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 36 („mehr Fleisch“) und für Lücke 38 („Lasagne mit Fleisch“). Aber im vierten Absatz steht über die Umfrage: „Zwei Tage mit Schnitzel oder Gulasch pro Woche waren den meisten genug.“ Und die Wunschgerichte gibt es „immer an einem Mittwoch“ (letzter Absatz); außer am Dienstag und Donnerstag kocht die Küche „ohne Fleisch und ohne Fisch“ (zweiter Absatz). Es passt in keine Lücke.',
        en: 'Has the form for gap 36 ([[mehr Fleisch]], more meat) and for gap 38 ([[Lasagne mit Fleisch]], lasagne with meat). But the fourth paragraph says of the survey [[Zwei Tage mit Schnitzel oder Gulasch pro Woche waren den meisten genug.]] (Two days a week with schnitzel or goulash were enough for most.) And the staff’s dishes come [[immer an einem Mittwoch]] (always on a Wednesday, last paragraph); apart from Tuesday and Thursday the kitchen cooks [[ohne Fleisch und ohne Fisch]] (without meat or fish, second paragraph). It fits no gap.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Die Umfrage hatte „nur eine Frage: Welche Gerichte möchten Sie gern essen?“ (vierter Absatz). Die Antworten sind Wünsche.',
        en: 'Belongs in gap 35: the survey had [[nur eine Frage: Welche Gerichte möchten Sie gern essen?]] (only one question: which dishes would you like to eat?, fourth paragraph). The answers are [[Wünsche]] (wishes).',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: „Mittags kommen heute etwa 250 statt 200 Gäste“ (zweiter Absatz). In Lücke 32 passt es nicht: Das Mittagessen „kostete 4,20 Euro“ (erster Absatz) und kostet „jetzt 3,90 Euro“ (letzter Absatz).',
        en: 'Belongs in gap 39: [[Mittags kommen heute etwa 250 statt 200 Gäste]] (about 250 instead of 200 guests come at midday today, second paragraph). It does not fit gap 32: lunch [[kostete 4,20 Euro]] (cost 4.20 euros, first paragraph) and costs [[jetzt 3,90 Euro]] (now 3.90 euros, last paragraph).',
      },
      j: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 35 („ihre Beschwerden gesammelt“), und gleich davor steht: Viele waren „unzufrieden“. Aber im vierten Absatz steht: Die Umfrage hatte „nur eine Frage: Welche Gerichte möchten Sie gern essen?“ Gesammelt hat Bernd Wolf also Wünsche, keine Beschwerden. Es passt in keine Lücke.',
        en: 'Has the form for gap 35 ([[ihre Beschwerden gesammelt]], collected their complaints), and just before it many were [[unzufrieden]] (unhappy). But the fourth paragraph says the survey had [[nur eine Frage: Welche Gerichte möchten Sie gern essen?]] (only one question: which dishes would you like to eat?). So Bernd Wolf collected wishes, not complaints. It fits no gap.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: Fleisch gibt es „nur noch am Dienstag und Donnerstag“, an den anderen Tagen kocht die Küche „ohne Fleisch und ohne Fisch“. Fisch gibt es also am Donnerstag. In Lücke 37 passt es nicht: Die Wunschgerichte gibt es „immer an einem Mittwoch“.',
        en: 'Belongs in gap 34: meat is only served [[am Dienstag und Donnerstag]] (on Tuesday and Thursday); on the other days the kitchen cooks [[ohne Fleisch und ohne Fisch]] (without meat or fish). So fish is on [[Donnerstag]] (Thursday). It does not fit gap 37: the staff’s dishes come [[immer an einem Mittwoch]] (always on a Wednesday).',
      },
      l: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: Nach der Umfrage „stehen täglich zwei Gerichte zur Wahl“, dazu kommt ein Wunschgericht. Die Leute wollten mehr Auswahl.',
        en: 'Belongs in gap 36: after the survey [[stehen täglich zwei Gerichte zur Wahl]] (there are two dishes to choose from every day), plus a dish of the staff’s choice. People wanted more [[Auswahl]] (choice).',
      },
      m: {
        trap: 'wrong-detail',
        de: 'Hat die Form für Lücke 34 („am Freitag“), und in vielen Kantinen ist Freitag der Fischtag. Aber im zweiten Absatz steht: Außer am Dienstag und Donnerstag kocht die Küche „ohne Fleisch und ohne Fisch“. In Lücke 37 („jeden Freitag“) passt es auch nicht: Die Wunschgerichte gibt es „immer an einem Mittwoch“, nicht an einem Freitag. Es passt in keine Lücke.',
        en: 'Has the form for gap 34 ([[am Freitag]]), and in many canteens Friday is fish day. But the second paragraph says that apart from Tuesday and Thursday the kitchen cooks [[ohne Fleisch und ohne Fisch]] (without meat or fish). It does not fit gap 37 ([[jeden Freitag]]) either: the staff’s dishes come [[immer an einem Mittwoch]] (always on a Wednesday), not on a Friday. It fits no gap.',
      },
      n: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Die Wunschgerichte gibt es „immer an einem Mittwoch“, und an diesem Tag kocht die Küche „ohne Fleisch und ohne Fisch“. Die Lasagne war also mit Pilzen.',
        en: 'Belongs in gap 38: the staff’s dishes come [[immer an einem Mittwoch]] (always on a Wednesday), and on that day the kitchen cooks [[ohne Fleisch und ohne Fisch]] (without meat or fish). So the lasagne was with [[Pilzen]] (mushrooms).',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: Ein Apfel kostet „20 Cent“ (letzter Absatz). Das Obst ist also günstig, aber nicht kostenlos.',
        en: 'Belongs in gap 33: an apple costs [[20 Cent]] (20 cents, last paragraph). So the fruit is [[günstig]] (cheap), but not free.',
      },
    },
    items: [
      {
        n: 31,
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: '„vor einem …“ braucht hier ein Nomen der Zeit. Im letzten Absatz steht: „Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch.“ Ein Wunschgericht kommt jeden Monat dazu (Lücke 37): Zwölf Wunschgerichte brauchen also ein Jahr. Die Firma hat ihr Angebot vor einem Jahr umgestellt.',
            en: '[[vor einem …]] (… ago) needs a word of time here. The last paragraph says [[Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch.]] (So far there have been twelve dishes of the staff’s choice, always on a Wednesday.) One such dish comes every month (gap 37), so twelve take a year: the company changed its menu a [[Jahr]] (year) ago.',
          },
          e: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: gleiche Form, und „Erst vor einem Monat“ klingt nach einer ganz neuen Kantine. Aber im letzten Absatz steht: „Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch.“ Ein Monat hat nur vier oder fünf Mittwoche. „Monat“ gehört in Lücke 37.',
            en: 'The strongest trap: same form, and [[Erst vor einem Monat]] (only a month ago) sounds like a brand-new canteen. But the last paragraph says [[Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch.]] (So far there have been twelve dishes of the staff’s choice, always on a Wednesday.) A month has only four or five Wednesdays. [[Monat]] belongs in gap 37.',
          },
          m: {
            trap: 'meaning',
            de: '„vor einem Freitag“ hat die Form, ergibt hier aber keinen Sinn: Gesucht ist, wie lange die Umstellung her ist.',
            en: '[[vor einem Freitag]] (before a Friday) has the form but makes no sense here: the gap says how long ago the change was.',
          },
        },
        formFits: ['c', 'e', 'k', 'm'],
        evidence: ['Erst vor einem', 'Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 32,
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: '„ist seitdem um 30 Cent …“ braucht ein Partizip mit „sein“. Im ersten Absatz steht: Das Mittagessen „kostete 4,20 Euro“; im letzten: „Ein Essen kostet jetzt 3,90 Euro“. Der Preis ist also gesunken.',
            en: '[[ist seitdem um 30 Cent …]] needs a participle that takes [[sein]]. The first paragraph says lunch [[kostete 4,20 Euro]] (cost 4.20 euros); the last: [[Ein Essen kostet jetzt 3,90 Euro]] (a meal now costs 3.90 euros). So the price has [[gesunken]] (gone down).',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: gleiche Form; es gibt jetzt eine Salatbar, gesundes Essen ist oft teurer, und kurz davor steigt die Zahl der Gäste („250 statt 200“). Aber das Mittagessen „kostete 4,20 Euro“ (erster Absatz) und kostet „jetzt 3,90 Euro“ (letzter Absatz). „gestiegen“ gehört in Lücke 39.',
            en: 'The strongest trap: same form; there is now a salad bar, healthy food often costs more, and shortly before it the number of guests goes up ([[250 statt 200]], 250 instead of 200). But lunch [[kostete 4,20 Euro]] (cost 4.20 euros, first paragraph) and costs [[jetzt 3,90 Euro]] (now 3.90 euros, last paragraph). [[gestiegen]] belongs in gap 39.',
          },
          o: {
            trap: 'form',
            de: '„um 30 Cent günstig“ geht nicht: Nach „um 30 Cent“ braucht man ein Verb der Veränderung oder einen Komparativ („günstiger“). „günstig“ gehört in Lücke 33.',
            en: '[[um 30 Cent günstig]] does not work: after [[um 30 Cent]] (by 30 cents) you need a verb of change or a comparative ([[günstiger]]). [[günstig]] belongs in gap 33.',
          },
        },
        formFits: ['f', 'i'],
        evidence: [
          'Der Preis für ein Mittagessen ist seitdem um 30 Cent',
          'kostete 4,20 Euro',
          'Ein Essen kostet jetzt 3,90 Euro',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 33,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: '„Das Obst an der Kasse ist …“ braucht ein Adjektiv. Im letzten Absatz steht: „ein Apfel 20 Cent“. Das Obst kostet also wenig: Es ist günstig.',
            en: '[[Das Obst an der Kasse ist …]] (the fruit at the till is …) needs an adjective. The last paragraph says [[ein Apfel 20 Cent]] (an apple 20 cents). So the fruit costs little: it is [[günstig]] (cheap).',
          },
          d: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: gleiche Form, und gleich danach steht: „Die Firma möchte, dass alle mehr Obst essen.“ Dann ist das Obst kostenlos, denkt man. Aber im letzten Absatz steht: „ein Apfel 20 Cent“. Das Obst kostet etwas.',
            en: 'The strongest trap: same form, and right after it: [[Die Firma möchte, dass alle mehr Obst essen.]] (The company wants everyone to eat more fruit.) So you may think the fruit is free. But the last paragraph says [[ein Apfel 20 Cent]] (an apple 20 cents). The fruit costs something.',
          },
          f: {
            trap: 'meaning',
            de: '„ist gesunken“ hat die Form eines Verbs mit „sein“, aber Obst kann nicht sinken; gesunken ist ein Preis (Lücke 32).',
            en: '[[ist gesunken]] has the form of a verb with [[sein]], but fruit cannot go down; a price does (gap 32).',
          },
        },
        formFits: ['o', 'd'],
        evidence: ['Das Obst an der Kasse ist', 'ein Apfel 20 Cent'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 34,
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: '„der Fisch am …“ braucht hier einen Wochentag. Im zweiten Absatz steht: Fleisch gibt es „nur noch am Dienstag und Donnerstag“; an den anderen Tagen kocht die Küche „ohne Fleisch und ohne Fisch“. Fisch gibt es also nur an einem dieser zwei Tage, und nur einer davon steht im Kasten: Donnerstag.',
            en: '[[der Fisch am …]] (the fish on …) needs a weekday here. The second paragraph says meat is only served [[am Dienstag und Donnerstag]] (on Tuesday and Thursday); on the other days the kitchen cooks [[ohne Fleisch und ohne Fisch]] (without meat or fish). So fish can only be on one of those two days, and only one of them is in the box: [[Donnerstag]] (Thursday).',
          },
          m: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: gleiche Form, und in vielen Kantinen gibt es freitags Fisch. Aber im zweiten Absatz steht: Außer am Dienstag und Donnerstag kocht die Küche „ohne Fleisch und ohne Fisch“. Am Freitag gibt es hier keinen Fisch.',
            en: 'The strongest trap: same form, and many canteens serve fish on Fridays. But the second paragraph says that apart from Tuesday and Thursday the kitchen cooks [[ohne Fleisch und ohne Fisch]] (without meat or fish). Here there is no fish on Friday.',
          },
          e: {
            trap: 'meaning',
            de: '„am Monat“ sagt man nicht; der Fisch kommt an einem Tag. „Monat“ gehört in Lücke 37.',
            en: 'German does not say [[am Monat]]; the fish is served on a day. [[Monat]] belongs in gap 37.',
          },
        },
        formFits: ['k', 'm'],
        evidence: ['auch der Fisch am', 'nur noch am Dienstag und Donnerstag', 'ohne Fleisch und ohne Fisch'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 35,
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: '„ihre …“ braucht hier ein Nomen im Plural. Im vierten Absatz steht: Die Umfrage hatte „nur eine Frage: Welche Gerichte möchten Sie gern essen?“ Gesammelt hat Bernd Wolf also Wünsche.',
            en: '[[ihre …]] here needs a plural noun. The fourth paragraph says the survey had [[nur eine Frage: Welche Gerichte möchten Sie gern essen?]] (only one question: which dishes would you like to eat?). So Bernd Wolf collected [[Wünsche]] (wishes).',
          },
          j: {
            trap: 'meaning',
            de: 'Die stärkste Falle: gleiche Form, und gleich davor steht: Viele waren „unzufrieden“ und „vermissten ihre Currywurst“. Aber im vierten Absatz steht: Die Umfrage hatte „nur eine Frage: Welche Gerichte möchten Sie gern essen?“ Das sind Wünsche, keine Beschwerden.',
            en: 'The strongest trap: same form, and just before it many were [[unzufrieden]] (unhappy) and [[vermissten ihre Currywurst]] (missed their curry sausage). But the fourth paragraph says the survey had [[nur eine Frage: Welche Gerichte möchten Sie gern essen?]] (only one question: which dishes would you like to eat?). Those are wishes, not complaints.',
          },
          l: {
            trap: 'meaning',
            de: '„ihre Auswahl“ hat eine mögliche Form, aber eine Umfrage sammelt keine Auswahl; „Auswahl“ gehört in Lücke 36.',
            en: '[[ihre Auswahl]] has a possible form, but a survey does not collect choice; [[Auswahl]] belongs in gap 36.',
          },
        },
        formFits: ['h', 'j'],
        evidence: [
          'in einer Umfrage ihre',
          'Die Umfrage hatte nur eine Frage: Welche Gerichte möchten Sie gern essen?',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 36,
        key: 'l',
        why: {
          l: {
            trap: 'key',
            de: 'Nach der Umfrage „stehen täglich zwei Gerichte zur Wahl“, dazu jeden Monat ein Wunschgericht (vierter Absatz): Die Leute wollten mehr Auswahl. Mehr Fleisch wollten sie nicht: „Zwei Tage mit Schnitzel oder Gulasch pro Woche waren den meisten genug.“',
            en: 'After the survey [[stehen täglich zwei Gerichte zur Wahl]] (there are two dishes to choose from every day), plus a dish of the staff’s choice every month (fourth paragraph): people wanted more [[Auswahl]] (choice). They did not want more meat: [[Zwei Tage mit Schnitzel oder Gulasch pro Woche waren den meisten genug.]] (Two days a week with schnitzel or goulash were enough for most.)',
          },
          g: {
            trap: 'meaning',
            de: 'Die stärkste Falle: gleiche Form; viele „vermissten ihre Currywurst“, und Fleisch gibt es nur noch an zwei Tagen: „mehr Fleisch“ liegt nahe. Aber im vierten Absatz steht über die Umfrage: „Zwei Tage mit Schnitzel oder Gulasch pro Woche waren den meisten genug.“',
            en: 'The strongest trap: same form; many [[vermissten ihre Currywurst]] (missed their curry sausage), and meat is only served on two days: [[mehr Fleisch]] (more meat) is the obvious guess. But the fourth paragraph says of the survey [[Zwei Tage mit Schnitzel oder Gulasch pro Woche waren den meisten genug.]] (Two days a week with schnitzel or goulash were enough for most.)',
          },
          h: {
            trap: 'meaning',
            de: '„mehr Wünsche“ passt in der Form, aber „Fast alle wollten mehr Wünsche“ ergibt keinen Sinn: Wer etwas will, hat schon einen Wunsch; weitere Wünsche will niemand. „Wünsche“ gehört in Lücke 35.',
            en: '[[mehr Wünsche]] (more wishes) fits the form, but [[Fast alle wollten mehr Wünsche]] (almost everyone wanted more wishes) makes no sense: wanting something already is a wish; nobody wants extra wishes. [[Wünsche]] belongs in gap 35.',
          },
        },
        formFits: ['l', 'g', 'h', 'j'],
        evidence: [
          'Fast alle wollten mehr',
          'Zwei Tage mit Schnitzel oder Gulasch pro Woche waren den meisten genug',
          'Heute stehen täglich zwei Gerichte zur Wahl',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Nach „jeden“ passen aus dem Kasten nur „Monat“, „Freitag“ und „Donnerstag“ („Jahr“ hieße „jedes Jahr“). Im letzten Absatz steht: „Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch.“ Freitag und Donnerstag passen also nicht. Bleibt „Monat“: jeden Monat ein Wunschgericht.',
            en: 'After [[jeden]] (every) only [[Monat]], [[Freitag]] and [[Donnerstag]] from the box fit ([[Jahr]] would be [[jedes Jahr]]). The last paragraph says [[Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch.]] (So far there have been twelve dishes of the staff’s choice, always on a Wednesday.) So Friday and Thursday do not fit. That leaves [[Monat]] (month): a dish of the staff’s choice every month.',
          },
          m: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: gleiche Form, und „jeden Freitag ein Wunschgericht“ klingt ganz normal. Aber im letzten Absatz steht: Die Wunschgerichte gab es „immer an einem Mittwoch“, nie an einem Freitag.',
            en: 'The strongest trap: same form, and [[jeden Freitag ein Wunschgericht]] (a dish of the staff’s choice every Friday) sounds quite normal. But the last paragraph says these dishes came [[immer an einem Mittwoch]] (always on a Wednesday), never on a Friday.',
          },
          k: {
            trap: 'wrong-detail',
            de: '„jeden Donnerstag“ hat die Form, aber die Wunschgerichte gibt es „immer an einem Mittwoch“. „Donnerstag“ gehört in Lücke 34.',
            en: '[[jeden Donnerstag]] has the form, but these dishes come [[immer an einem Mittwoch]] (always on a Wednesday). [[Donnerstag]] belongs in gap 34.',
          },
        },
        formFits: ['e', 'm', 'k'],
        evidence: [
          'kommt ein Wunschgericht dazu',
          'Bisher gab es zwölf Wunschgerichte, immer an einem Mittwoch',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 38,
        key: 'n',
        why: {
          n: {
            trap: 'key',
            de: '„mit …“ braucht den Dativ. Die Wunschgerichte gibt es „immer an einem Mittwoch“ (letzter Absatz), und außer am Dienstag und Donnerstag kocht die Küche „ohne Fleisch und ohne Fisch“ (zweiter Absatz). Die Lasagne war also ohne Fleisch: mit Pilzen.',
            en: '[[mit …]] takes the dative. The staff’s dishes come [[immer an einem Mittwoch]] (always on a Wednesday, last paragraph), and apart from Tuesday and Thursday the kitchen cooks [[ohne Fleisch und ohne Fisch]] (without meat or fish, second paragraph). So it was a lasagne with [[Pilzen]] (mushrooms).',
          },
          g: {
            trap: 'meaning',
            de: 'Die stärkste Falle: gleiche Form, und Lasagne isst man meist mit Fleisch. Aber die Wunschgerichte gibt es „immer an einem Mittwoch“ (letzter Absatz), und außer am Dienstag und Donnerstag kocht die Küche „ohne Fleisch und ohne Fisch“ (zweiter Absatz).',
            en: 'The strongest trap: same form, and lasagne is usually made with meat. But the staff’s dishes come [[immer an einem Mittwoch]] (always on a Wednesday, last paragraph), and on days other than Tuesday and Thursday the kitchen cooks [[ohne Fleisch und ohne Fisch]] (without meat or fish, second paragraph).',
          },
          l: {
            trap: 'meaning',
            de: '„mit Auswahl“ hat eine mögliche Form, aber eine Lasagne hat keine Auswahl; „Auswahl“ gehört in Lücke 36.',
            en: '[[mit Auswahl]] (with choice) has a possible form, but a lasagne has no choice; [[Auswahl]] belongs in gap 36.',
          },
        },
        formFits: ['n', 'g', 'l'],
        evidence: [
          'eine Lasagne mit',
          'immer an einem Mittwoch',
          'an den anderen Tagen kocht die Küche ohne Fleisch und ohne Fisch',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: '„ist seit der Umstellung …“ braucht ein Partizip mit „sein“. Im zweiten Absatz steht: „Mittags kommen heute etwa 250 statt 200 Gäste.“ Die Zahl der Gäste ist also gestiegen.',
            en: '[[ist seit der Umstellung …]] needs a participle that takes [[sein]]. The second paragraph says [[Mittags kommen heute etwa 250 statt 200 Gäste.]] (About 250 instead of 200 guests come at midday today.) So the number has [[gestiegen]] (gone up).',
          },
          f: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: gleiche Form, und gleich davor steht, dass viele lieber zum Imbiss gegangen sind. Aber das war nur „In den ersten Wochen“. Im zweiten Absatz steht: Heute kommen „etwa 250 statt 200 Gäste“. „gesunken“ gehört in Lücke 32.',
            en: 'The strongest trap: same form, and just before it the text says many preferred the snack bar. But that was only [[In den ersten Wochen]] (in the first weeks). The second paragraph says [[etwa 250 statt 200 Gäste]] (about 250 instead of 200 guests) come today. [[gesunken]] belongs in gap 32.',
          },
          o: {
            trap: 'meaning',
            de: '„ist günstig“ hat eine mögliche Form, aber eine Zahl von Gästen ist nicht günstig; „günstig“ gehört in Lücke 33.',
            en: '[[ist günstig]] (is cheap) has a possible form, but a number of guests is not cheap; [[günstig]] belongs in gap 33.',
          },
        },
        formFits: ['i', 'f'],
        evidence: [
          'Die Zahl der Gäste ist seit der Umstellung',
          'Mittags kommen heute etwa 250 statt 200 Gäste',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 40,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Die Kantine ist „von 6 bis 14 Uhr geöffnet“ (zweiter Absatz). Wer in der Spätschicht arbeitet, kommt erst danach; für sie hat sich nichts geändert, sie bringt ihr Essen weiter mit.',
            en: 'The canteen is [[von 6 bis 14 Uhr geöffnet]] (open from 6 am to 2 pm, second paragraph). The [[Spätschicht]] (late shift) only starts after that; nothing has changed for them, they still bring their own food.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: gleiche Form, und eine Frühschicht hat oft keine Zeit für die Kantine. Aber die Kantine ist schon ab 6 Uhr geöffnet (zweiter Absatz): Die Frühschicht kann dort essen.',
            en: 'The strongest trap: same form, and an early shift often has no time for the canteen. But the canteen opens at 6 am (second paragraph): the early shift can eat there.',
          },
          l: {
            trap: 'meaning',
            de: '„für die Auswahl“ hat die Form, aber „Sie bringt ihr Essen … mit“ braucht Menschen.',
            en: '[[für die Auswahl]] has the form, but [[Sie bringt ihr Essen … mit]] (it brings its food) needs people.',
          },
        },
        formFits: ['a', 'b', 'l'],
        evidence: [
          'Nur für die',
          'von 6 bis 14 Uhr geöffnet',
          'Sie bringt ihr Essen weiter von zu Hause mit',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
    ],
  },
  ...listening,
  writing: writing2,
  oral: oral2,
} satisfies ModelTest;
