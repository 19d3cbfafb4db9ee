import { listening2 as listening } from './listening-2';
import { oral2 } from './oral-2';
import { writing2 } from './writing-2';
import type { ModelTest } from './schema';

/**
 * Model test 2: Ehrenamt und Nachbarschaft, Wohnen mit drei Generationen, Dienstleistungen im Alltag,
 * Sprachkurs, gesundes Essen bei der Arbeit. Our own texts, written for the site.
 */
export const modelTest2 = {
  id: '2',
  themes: {
    de: 'Ehrenamt, Wohnen mit drei Generationen, Dienstleistungen im Alltag, Sprachkurs, gesundes Essen',
    en: 'Volunteering, three generations under one roof, everyday services, language course, healthy eating',
  },

  reading1: {
    headlines: {
      a: 'Nachtzug nach Verona fährt nicht mehr',
      b: 'Eine App zeigt, wohin der Müll gehört',
      c: 'Krankenhaus sucht neue Pflegekräfte',
      d: 'Grundschulkinder lernen im eigenen Garten',
      e: 'Neues Studentenwohnheim in Bergheim eröffnet',
      f: 'Besucher für einsame Patienten gesucht',
      g: 'Ältere Menschen lernen, Apps zu benutzen',
      h: 'Ohne Umsteigen über Nacht nach Italien',
      i: 'Wohnen wird für Studierende immer teurer',
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
        trap: 'same-word',
        de: 'Krankenhaus und „sucht“ stehen in Text 1. Aber das Krankenhaus sucht Ehrenamtliche für Besuche, kein Personal für die Pflege.',
        en: '[[Krankenhaus]] (hospital) and [[sucht]] (is looking for) are in text 1. But the hospital wants unpaid visitors, not nursing staff.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: Die Kinder haben Unterricht im eigenen Schulgarten.',
        en: 'The headline of text 2: the children have lessons in their own school garden.',
      },
      e: {
        trap: 'not-in-text',
        de: 'In Text 3 fordert das Studentenwerk neue Wohnheime. Dass schon eins eröffnet ist, steht nicht im Text.',
        en: 'In text 3 the student services [[fordert]] (call for) new halls of residence. The text does not say that one has opened.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 1: Das Krankenhaus sucht Menschen, die Patienten ohne Besuch Gesellschaft leisten.',
        en: 'The headline of text 1: the hospital is looking for people to keep patients without visitors company.',
      },
      g: {
        trap: 'same-word',
        de: '„ältere“ Menschen kommen in Text 1 vor, eine App in Text 5. Aber kein Text berichtet über einen Kurs für Apps.',
        en: '[[ältere]] (older) people appear in text 1, an app in text 5. But no text reports on a course in using apps.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Der Nachtzug fährt direkt nach Verona, bisher musste man zweimal umsteigen.',
        en: 'The headline of text 4: the night train runs [[direkt]] (direct) to Verona; until now you had to change twice.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Ein WG-Zimmer kostet jetzt 480 Euro statt 350 Euro.',
        en: 'The headline of text 3: a room in a flat-share now costs 480 euros instead of 350 euros.',
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
        text: 'Das St.-Josef-Krankenhaus in Neustadt sucht Menschen, die etwas Zeit verschenken möchten. Viele Patientinnen und Patienten, vor allem ältere, bekommen im Krankenhaus kaum Besuch, weil ihre Familie weit weg wohnt. Ehrenamtliche sollen ihnen einmal pro Woche ein bis zwei Stunden Gesellschaft leisten: vorlesen, Karten spielen oder einfach zuhören. Die Arbeit ist unbezahlt, medizinische Kenntnisse braucht man nicht. Wer mitmachen möchte, kommt am 12. März um 18 Uhr zum Infoabend in die Cafeteria.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Patienten bekommen „kaum Besuch“, und Ehrenamtliche sollen ihnen „Gesellschaft leisten“. Das ist das Thema des ganzen Textes.',
            en: 'Patients get [[kaum Besuch]] (hardly any visitors), and volunteers are to [[Gesellschaft leisten]] (keep them company). That is the topic of the whole text.',
          },
          c: {
            trap: 'same-word',
            de: 'Das Krankenhaus sucht Helfer, aber keine Pflegekräfte: Die Arbeit ist unbezahlt, und man braucht keine medizinischen Kenntnisse.',
            en: 'The hospital is looking for helpers, but not nurses: the work is [[unbezahlt]] (unpaid), and [[medizinische Kenntnisse braucht man nicht]] (no medical knowledge is needed).',
          },
          g: {
            trap: 'same-word',
            de: '„ältere“ Patienten kommen vor, aber sie lernen nichts über Apps. Sie bekommen Besuch.',
            en: '[[ältere]] (older) patients are mentioned, but they learn nothing about apps. They get visits.',
          },
        },
        evidence: [
          'kaum Besuch',
          'Ehrenamtliche sollen ihnen einmal pro Woche ein bis zwei Stunden Gesellschaft leisten',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 2,
        text: 'Die Grundschule am Lindenweg in Altdorf hat seit diesem Frühjahr einen eigenen Garten. Auf der Wiese hinter der Turnhalle haben die Kinder der dritten und vierten Klassen zusammen mit ihren Eltern Beete angelegt. Jetzt wachsen dort Salat, Kartoffeln und Kräuter. Einmal pro Woche haben die Klassen Unterricht im Garten. „Viele Kinder wissen gar nicht, wie Gemüse wächst“, sagt Schulleiterin Petra Haas. Im Herbst wollen die Schülerinnen und Schüler ihre Ernte beim Schulfest verkaufen.',
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
            de: 'Hier lernen Kinder etwas, keine älteren Menschen. Und es geht um einen Garten, nicht um Apps.',
            en: 'Here children learn something, not older people. And it is about a garden, not about apps.',
          },
        },
        evidence: ['hat seit diesem Frühjahr einen eigenen Garten', 'haben die Klassen Unterricht im Garten'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 3,
        text: 'Wer in der Universitätsstadt Bergheim studiert, muss für ein Zimmer immer mehr bezahlen. Ein WG-Zimmer kostet dort jetzt im Durchschnitt 480 Euro im Monat; vor fünf Jahren waren es noch 350 Euro. Plätze im Studentenwohnheim gibt es viel zu wenige: Über 2.000 junge Leute stehen auf der Warteliste. Viele Studierende wohnen deshalb weiter bei ihren Eltern in den Dörfern und fahren jeden Tag mit dem Zug zur Uni. Das Studentenwerk fordert von der Stadt neue, günstige Wohnheime.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Studierende müssen „immer mehr bezahlen“: 480 Euro statt 350 Euro vor fünf Jahren. Das ist die Hauptaussage.',
            en: 'Students have to pay [[immer mehr]] (more and more): 480 euros instead of 350 euros five years ago. That is the main message.',
          },
          e: {
            trap: 'not-in-text',
            de: 'Das Studentenwerk „fordert“ neue Wohnheime. Es wünscht sie sich also erst. Eröffnet ist noch keins.',
            en: 'The student services [[fordert]] (call for) new halls. So they only want them; none has opened.',
          },
          a: {
            trap: 'same-word',
            de: 'Im Text fahren Studierende „mit dem Zug zur Uni“. Über einen Nachtzug, der nicht mehr fährt, steht hier nichts.',
            en: 'In the text students go [[mit dem Zug zur Uni]] (by train to university). It says nothing about a night train that no longer runs.',
          },
        },
        evidence: ['muss für ein Zimmer immer mehr bezahlen', 'vor fünf Jahren waren es noch 350 Euro'],
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
          i: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 3. Text 4 nennt zwar einen Preis, aber es geht um eine Zugverbindung, nicht ums Wohnen.',
            en: 'The headline of text 3. Text 4 does give a price, but it is about a train connection, not about housing.',
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
            trap: 'same-word',
            de: 'Das Wort App steht im Text. Aber es geht nicht um ältere Menschen und nicht um einen Kurs.',
            en: 'The word [[App]] is in the text. But it is not about older people and not about a course.',
          },
          e: {
            trap: 'not-in-text',
            de: 'Auch hier gibt es etwas Neues, aber es ist eine App der Stadt, kein Wohnheim.',
            en: 'Here too something is new, but it is a town app, not a hall of residence.',
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
    title: 'Drei Generationen unter einem Dach',
    text: 'Wenn Lena Hoffmann (12) aus der Schule kommt, geht sie oft nicht zuerst in ihr Zimmer, sondern ins Erdgeschoss: zu Oma und Opa. Seit vier Jahren wohnen in dem Haus in der Gartenstraße in Wiesental drei Generationen zusammen. Ursula (71) und Klaus Hoffmann (74) leben unten, ihre Tochter Julia (43) wohnt mit ihrem Mann Marco und den Kindern Lena und Tim (8) im ersten Stock.\n\nAngefangen hat alles mit einem Problem. Nachdem Klaus Hoffmann in Rente gegangen war, wurden Haus und Garten für die beiden zu viel Arbeit. Ursula Hoffmann wollte das Haus schon verkaufen. Julia und Marco wohnten damals mit den Kindern in einer kleinen Mietwohnung in der Stadt. „Die Idee hatte dann mein Mann“, erzählt Julia. „Ich war zuerst dagegen, weil ich Angst vor Streit hatte.“ Marco, der als Architekt arbeitet, plante den Umbau: Aus dem Haus wurden zwei Wohnungen, jede mit eigener Küche und eigenem Eingang. Nur der Garten und die Waschküche gehören allen.\n\nDamit das Zusammenleben funktioniert, hat die Familie ein paar Regeln aufgeschrieben. Niemand geht in die andere Wohnung, ohne vorher zu klingeln. Am Sonntagabend essen alle zusammen, an den anderen Tagen kocht jede Familie für sich. Und die Großeltern sind keine kostenlosen Babysitter. „Wir passen gern auf die Kinder auf, aber wir dürfen auch Nein sagen“, sagt Ursula Hoffmann.\n\nGanz ohne Ärger ging es am Anfang trotzdem nicht. Laut war es im Haus selten, denn die Wände sind dick. Schwieriger war die Erziehung der Kinder. „Meine Mutter hat Lena und Tim ständig Süßigkeiten gegeben, obwohl wir das nicht wollten“, erzählt Julia. Seit drei Jahren trifft sich die Familie deshalb einmal im Monat zum „Familienrat“. Dort sprechen alle offen darüber, was sie stört.\n\nHeute sehen alle vor allem die Vorteile. Weil die Großeltern Tim oft von der Schule abholen, arbeitet Julia wieder den ganzen Tag. Früher hatte sie nur eine halbe Stelle. Und als Klaus Hoffmann im letzten Winter nach einer Knieoperation sechs Wochen kaum laufen konnte, hat Marco für ihn eingekauft und ihn zum Arzt gefahren. „Sonst hätten wir einen Pflegedienst gebraucht“, sagt Klaus Hoffmann.\n\nAuch für die Zukunft hat die Familie Pläne. Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden: mit einer breiten Dusche ohne Stufe. „Wir werden ja nicht jünger“, sagt Ursula Hoffmann und lacht. In ein Altersheim möchten die beiden auf keinen Fall ziehen. Und Lena hat auch schon einen Wunsch: Sie möchte später das Zimmer unter dem Dach haben – „aber erst mit 16“, sagt ihre Mutter.',
    items: [
      {
        n: 6,
        stem: 'Die Idee, zusammen in einem Haus zu wohnen, …',
        options: {
          a: 'kam von Ursula Hoffmann.',
          b: 'hatte Julias Mann.',
          c: 'fand Julia sofort gut.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Ursula Hoffmann wollte das Haus „verkaufen“. Die Idee kam von einer anderen Person.',
            en: 'Ursula Hoffmann wanted to [[verkaufen]] (sell) the house. The idea came from someone else.',
          },
          b: {
            trap: 'key',
            de: 'Julia sagt: „Die Idee hatte dann mein Mann“, also Marco.',
            en: 'Julia says: [[Die Idee hatte dann mein Mann]] (then my husband had the idea), so Marco.',
          },
          c: {
            trap: 'negation',
            de: 'Julia sagt das Gegenteil: „Ich war zuerst dagegen“.',
            en: 'Julia says the opposite: [[Ich war zuerst dagegen]] (at first I was against it).',
          },
        },
        evidence: ['„Die Idee hatte dann mein Mann“', 'Ich war zuerst dagegen'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Zu den Regeln der Familie gehört, dass …',
        options: {
          a: 'alle jeden Abend zusammen essen.',
          b: 'die Großeltern jeden Nachmittag auf die Kinder aufpassen.',
          c: 'man klingelt, bevor man in die andere Wohnung geht.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Alle essen nur „Am Sonntagabend“ zusammen. An den anderen Tagen kocht jede Familie für sich.',
            en: 'They all eat together only [[Am Sonntagabend]] (on Sunday evening). On the other days each family cooks for itself.',
          },
          b: {
            trap: 'negation',
            de: 'Die Regel sagt das Gegenteil: Die Großeltern sind „keine kostenlosen Babysitter“ und dürfen Nein sagen.',
            en: 'The rule says the opposite: the grandparents are [[keine kostenlosen Babysitter]] (not free babysitters) and may say no.',
          },
          c: {
            trap: 'key',
            de: 'Die Regel heißt: Niemand geht in die andere Wohnung, „ohne vorher zu klingeln“.',
            en: 'The rule is: nobody goes into the other flat [[ohne vorher zu klingeln]] (without ringing the bell first).',
          },
        },
        evidence: ['ohne vorher zu klingeln'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
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
            en: '[[Schwieriger war die Erziehung]] (bringing up the children was harder): grandma gave sweets [[obwohl wir das nicht wollten]] (although we did not want that).',
          },
          b: {
            trap: 'negation',
            de: 'Im Text steht das Gegenteil: „Laut war es im Haus selten“.',
            en: 'The text says the opposite: [[Laut war es im Haus selten]] (it was rarely noisy in the house).',
          },
          c: {
            trap: 'same-word',
            de: 'Den Familienrat gibt es, aber er ist die Lösung für die Probleme, nicht ihr Grund.',
            en: 'The [[Familienrat]] (family council) exists, but it is the solution to the problems, not their cause.',
          },
        },
        evidence: ['Schwieriger war die Erziehung der Kinder', 'obwohl wir das nicht wollten'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 9,
        stem: 'Im Text steht, dass …',
        options: {
          a: 'Klaus Hoffmann nach seiner Operation einen Pflegedienst hatte.',
          b: 'Julia heute nur noch halbtags arbeitet.',
          c: 'Julia durch die Hilfe der Großeltern wieder mehr arbeiten kann.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'negation',
            de: '„Sonst hätten wir einen Pflegedienst gebraucht“ heißt: Sie brauchten keinen, weil Marco geholfen hat.',
            en: '[[Sonst hätten wir einen Pflegedienst gebraucht]] (otherwise we would have needed a care service) means they did not need one, because Marco helped.',
          },
          b: {
            trap: 'negation',
            de: 'Das war früher so. Heute arbeitet Julia „wieder den ganzen Tag“.',
            en: 'That was how it used to be. Today Julia works [[wieder den ganzen Tag]] (full days again).',
          },
          c: {
            trap: 'key',
            de: 'Die Großeltern holen Tim ab, deshalb „arbeitet Julia wieder den ganzen Tag“. Früher hatte sie nur eine halbe Stelle.',
            en: 'The grandparents pick Tim up, so [[arbeitet Julia wieder den ganzen Tag]] (Julia works full days again). Before, she only had a half-time job.',
          },
        },
        evidence: [
          'Weil die Großeltern Tim oft von der Schule abholen, arbeitet Julia wieder den ganzen Tag',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Die Familie plant, …',
        options: {
          a: 'dass die Großeltern später in ein Altersheim ziehen.',
          b: 'das Bad der Großeltern umzubauen.',
          c: 'Lena schon bald das Zimmer unter dem Dach zu geben.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'negation',
            de: 'Im Text steht das Gegenteil: In ein Altersheim möchten die beiden „auf keinen Fall ziehen“.',
            en: 'The text says the opposite: the two want to move into a care home [[auf keinen Fall]] (under no circumstances).',
          },
          b: {
            trap: 'key',
            de: '„Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden“. Im Erdgeschoss wohnen die Großeltern.',
            en: '[[Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden]] (next summer the ground-floor bathroom is to be rebuilt). The grandparents live on the ground floor.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Das ist Lenas Wunsch, und zwar für später: „aber erst mit 16“. Lena ist jetzt 12, also nicht schon bald.',
            en: 'That is Lena’s wish, and for later: [[aber erst mit 16]] (but not until 16). Lena is 12 now, so not soon.',
          },
        },
        evidence: ['Im nächsten Sommer soll das Bad im Erdgeschoss umgebaut werden'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
    ],
  },

  reading3: {
    adverts: {
      a: {
        title: 'Gut erhaltenes Sofa zu verkaufen',
        text: 'Dreisitzer, grau, drei Jahre alt, keine Flecken, Nichtraucherhaushalt. Preis: 130 Euro. Wir bringen Ihnen das Sofa gern mit unserem Transporter – im Stadtgebiet Neustadt ohne Aufpreis. Tel. 0171 2345678 (ab 17 Uhr).',
      },
      b: {
        title: 'Gartenservice Grünfink',
        text: 'Wir mähen Ihren Rasen, schneiden Hecken und Bäume und bringen Ihren Garten in Ordnung – regelmäßig oder einmalig. Zuverlässige, erfahrene Gärtner. 28 Euro pro Stunde, die Anfahrt ist kostenlos. Tel. 04521 883410',
      },
      c: {
        title: 'Sanitär-Notdienst Becker',
        text: 'Rohr kaputt? Wasser in der Küche oder im Keller? Wir sind 24 Stunden am Tag für Sie da, sieben Tage die Woche, auch an Sonn- und Feiertagen. In 60 Minuten bei Ihnen in Neustadt und Umgebung. Notruf: 0800 7654321',
      },
      d: {
        title: 'Babysitterin mit Erste-Hilfe-Kurs',
        text: 'Ich heiße Clara, bin 16 Jahre alt und habe beim Roten Kreuz einen Babysitter-Kurs gemacht. Ich passe freitags und samstags abends auf Kinder ab drei Jahren auf. 10 Euro pro Stunde. E-Mail: clara.b@mailbox.de',
      },
      e: {
        title: 'Umzüge Krause – wir packen das!',
        text: 'Umzüge in ganz Deutschland und ins Ausland. Wir packen, transportieren und bauen Ihre Möbel ab und am neuen Wohnort wieder auf. Kostenlose Besichtigung und ein festes Angebot. Tel. 0421 556677',
      },
      f: {
        title: 'Nettes WG-Zimmer in Bergheim frei',
        text: 'Wir, zwei Studentinnen (23 und 25), suchen ab 1. Oktober eine Mitbewohnerin für unser 16-m²-Zimmer, fünf Minuten zur Uni. 390 Euro warm. Leider sind Haustiere in unserem Haus nicht erlaubt.',
      },
      g: {
        title: 'Rad-Doktor mobil',
        text: 'Ihr Fahrrad ist kaputt, aber Sie haben keine Zeit für die Werkstatt? Wir kommen zu Ihnen nach Hause oder zur Arbeit und reparieren Ihr Rad direkt vor Ort. Montag bis Samstag, 8 bis 20 Uhr. Tel. 0157 1234567',
      },
      h: {
        title: 'Zuverlässige Haushaltshilfe',
        text: 'Ich (45, Nichtraucherin) habe noch Zeit für zwei Haushalte. Ich putze, wasche und bügle – montags bis freitags von 8 bis 12 Uhr. Gute Referenzen. 16 Euro pro Stunde. Tel. 0162 9876543',
      },
      i: {
        title: 'Zimmer in Dreier-WG ab Oktober',
        text: 'Unsere WG in Bergheim-Nord sucht eine neue Mitbewohnerin oder einen neuen Mitbewohner. 14 m², 360 Euro warm, 15 Minuten mit dem Bus zur Uni. Unsere Katze Mia freut sich über Gesellschaft – Haustiere sind bei uns willkommen!',
      },
      j: {
        title: 'Sozialkaufhaus „Zweite Chance“',
        text: 'Sie haben gut erhaltene Möbel oder Elektrogeräte, die Sie nicht mehr brauchen? Wir holen sie kostenlos bei Ihnen ab und verkaufen sie günstig an Menschen mit wenig Geld. Ein Anruf genügt: Tel. 04521 302010',
      },
      k: {
        title: 'Haussitting Neustadt',
        text: 'Urlaub ohne Sorgen: Während Sie verreist sind, kümmern wir uns um Ihre Wohnung. Wir gießen die Pflanzen, leeren den Briefkasten und lüften regelmäßig. Auf Wunsch füttern wir auch Ihre Katze. Tel. 0176 4455667',
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
        de: 'Fast die Anzeige zu Situation 18: Der Service mäht Rasen, aber „28 Euro pro Stunde“ sind mehr als 15 Euro.',
        en: 'Almost the advert for situation 18: the service mows lawns, but [[28 Euro pro Stunde]] (28 euros an hour) is more than 15 euros.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: Der Notdienst kommt auch an Sonntagen.',
        en: 'The advert for situation 16: the emergency service also comes on Sundays.',
      },
      d: {
        trap: 'one-condition',
        de: 'Fast die Anzeige zu Situation 14: Clara kann freitags abends, aber nur für „Kinder ab drei Jahren“.',
        en: 'Almost the advert for situation 14: Clara is free on Friday evenings, but only for [[Kinder ab drei Jahren]] (children aged three and over).',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: Umzüge in ganz Deutschland, Möbel werden ab- und wieder aufgebaut.',
        en: 'The advert for situation 11: moves all over Germany, furniture taken apart and put back together.',
      },
      f: {
        trap: 'one-condition',
        de: 'Fast die Anzeige zu Situation 17: Zimmer in Bergheim ab Oktober, aber „Haustiere“ sind „nicht erlaubt“.',
        en: 'Almost the advert for situation 17: a room in Bergheim from October, but [[Haustiere]] (pets) are [[nicht erlaubt]] (not allowed).',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: Der Rad-Doktor repariert das Fahrrad direkt vor dem Haus.',
        en: 'The advert for situation 15: the bike doctor repairs the bike right outside your home.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 13: Die Haushaltshilfe putzt vormittags, montags bis freitags.',
        en: 'The advert for situation 13: the home help cleans in the mornings, Monday to Friday.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: WG-Zimmer in Bergheim ab Oktober, Haustiere sind willkommen.',
        en: 'The advert for situation 17: a flat-share room in Bergheim from October, pets welcome.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 19: Das Sozialkaufhaus holt Elektrogeräte kostenlos ab.',
        en: 'The advert for situation 19: the charity shop collects electrical appliances free of charge.',
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
        de: 'x nur dann, wenn keine Anzeige alle Bedingungen erfüllt. In diesem Test gilt das für Situation 14 und 18.',
        en: 'Choose x only when no advert meets every condition. In this test that is true for situations 14 and 18.',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Familie Berger zieht im Mai von Neustadt nach Hamburg. Sie sucht eine Firma, die alles transportiert und auch die Schränke ab- und wieder aufbaut.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Die Firma macht Umzüge „in ganz Deutschland“ und baut die Möbel „ab und am neuen Wohnort wieder auf“.',
            en: 'The company does moves [[in ganz Deutschland]] (all over Germany) and takes the furniture apart and puts it back together [[am neuen Wohnort]] (at the new home).',
          },
          a: {
            trap: 'elsewhere',
            de: 'Hier gibt es einen Transporter, aber er bringt nur ein Sofa und nur in Neustadt. Das ist die Anzeige zu Situation 12.',
            en: 'There is a van here, but it only delivers one sofa and only within Neustadt. That is the advert for situation 12.',
          },
          j: {
            trap: 'same-word',
            de: 'Das Sozialkaufhaus holt Möbel ab, aber es nimmt sie für sich. Es bringt sie nicht nach Hamburg.',
            en: 'The charity shop collects furniture, but it keeps it. It does not take it to Hamburg.',
          },
        },
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
            en: '130 euros is less than 150, and the sellers deliver the sofa [[im Stadtgebiet Neustadt ohne Aufpreis]] (within Neustadt at no extra cost).',
          },
          l: {
            trap: 'one-condition',
            de: 'Das Sofa ist sogar billiger, aber es gibt „Nur Abholung“, und man braucht ein Auto. Sven hat keins.',
            en: 'This sofa is even cheaper, but it is [[Nur Abholung]] (collection only), and you need a car. Sven has none.',
          },
          e: {
            trap: 'elsewhere',
            de: 'Die Umzugsfirma transportiert Möbel, aber sie verkauft kein Sofa. Sie gehört zu Situation 11.',
            en: 'The removal company transports furniture, but it does not sell a sofa. It belongs to situation 11.',
          },
        },
        evidence: ['Preis: 130 Euro', 'im Stadtgebiet Neustadt ohne Aufpreis'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Frau Lindner arbeitet nachmittags und abends. Sie sucht eine Putzhilfe, die einmal pro Woche vormittags ihre Wohnung sauber macht.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Die Haushaltshilfe „putzt“ und hat „montags bis freitags von 8 bis 12 Uhr“ Zeit, also vormittags.',
            en: 'The home help [[putzt]] (cleans) and is free [[montags bis freitags von 8 bis 12 Uhr]] (Monday to Friday, 8 am to 12 noon), so in the mornings.',
          },
          k: {
            trap: 'one-condition',
            de: 'Haussitting kümmert sich um die Wohnung, aber nur im Urlaub. Putzen gehört nicht zum Angebot.',
            en: 'The house-sitters look after the flat, but only during holidays. Cleaning is not part of the offer.',
          },
          d: {
            trap: 'wrong-detail',
            de: 'Clara passt auf Kinder auf, sie putzt nicht. Außerdem hat sie nur abends Zeit.',
            en: 'Clara looks after children; she does not clean. And she is only free in the evenings.',
          },
        },
        evidence: ['Ich putze, wasche und bügle – montags bis freitags von 8 bis 12 Uhr'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Familie Roth möchte freitags abends manchmal ins Kino gehen und sucht jemanden, der dann auf ihren Sohn (1 Jahr) aufpasst.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt: Die einzige Babysitterin nimmt nur „Kinder ab drei Jahren“. Der Sohn ist erst ein Jahr alt.',
            en: 'No advert fits: the only babysitter takes only [[Kinder ab drei Jahren]] (children aged three and over). The son is only one.',
          },
          d: {
            trap: 'one-condition',
            de: 'Freitagabend passt, aber das Alter nicht: Clara passt nur auf „Kinder ab drei Jahren“ auf.',
            en: 'Friday evening fits, but the age does not: Clara only looks after [[Kinder ab drei Jahren]] (children aged three and over).',
          },
          h: {
            trap: 'wrong-detail',
            de: 'Die Haushaltshilfe arbeitet nur vormittags und passt nicht auf Kinder auf.',
            en: 'The home help works only in the mornings and does not look after children.',
          },
        },
        evidence: ['auf Kinder ab drei Jahren', 'auf ihren Sohn (1 Jahr) aufpasst'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation:
          'Jonas arbeitet den ganzen Tag im Büro. Sein Fahrrad hat einen Platten, und er möchte, dass jemand es vor seiner Haustür repariert.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Der Rad-Doktor kommt „zu Ihnen nach Hause“ und repariert „direkt vor Ort“.',
            en: 'The bike doctor comes [[zu Ihnen nach Hause]] (to your home) and repairs [[direkt vor Ort]] (right on the spot).',
          },
          c: {
            trap: 'one-condition',
            de: 'Auch der Notdienst kommt zu den Kunden, aber er repariert Rohre, keine Fahrräder.',
            en: 'The emergency service also comes to the customer, but it repairs pipes, not bikes.',
          },
          e: {
            trap: 'same-word',
            de: 'Die Umzugsfirma transportiert Dinge, aber sie repariert nichts.',
            en: 'The removal company transports things, but it repairs nothing.',
          },
        },
        evidence: ['Wir kommen zu Ihnen nach Hause oder zur Arbeit und reparieren Ihr Rad direkt vor Ort'],
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
            en: 'The emergency service helps with broken pipes, [[auch an Sonn- und Feiertagen]] (also on Sundays and public holidays), and is in Neustadt within 60 minutes.',
          },
          g: {
            trap: 'one-condition',
            de: 'Der Rad-Doktor kommt auch ins Haus, aber nur für Fahrräder und nicht am Sonntag.',
            en: 'The bike doctor also comes to the house, but only for bikes and not on Sundays.',
          },
          h: {
            trap: 'wrong-detail',
            de: 'Die Haushaltshilfe macht sauber, sie repariert keine Rohre. Am Sonntag arbeitet sie auch nicht.',
            en: 'The home help cleans; she does not repair pipes. She does not work on Sundays either.',
          },
        },
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
            de: 'Hier steht auch „Katze“, aber das Angebot ist Haussitting im Urlaub, kein Zimmer.',
            en: '[[Katze]] (cat) appears here too, but the offer is house-sitting during holidays, not a room.',
          },
        },
        evidence: ['Haustiere sind bei uns willkommen', 'Zimmer in Dreier-WG ab Oktober'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 18,
        situation:
          'Herr Peters (80) kann seinen Garten nicht mehr allein pflegen. Er sucht jemanden, der von April bis Oktober jede Woche den Rasen mäht, und möchte höchstens 15 Euro pro Stunde bezahlen.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt: Nur der Gartenservice mäht Rasen, und er kostet „28 Euro pro Stunde“. Das ist mehr als 15 Euro.',
            en: 'No advert fits: only the garden service mows lawns, and it costs [[28 Euro pro Stunde]] (28 euros an hour). That is more than 15 euros.',
          },
          b: {
            trap: 'one-condition',
            de: 'Rasen mähen und „regelmäßig“ passen, aber der Preis nicht: 28 Euro statt höchstens 15 Euro pro Stunde.',
            en: 'Mowing the lawn and [[regelmäßig]] (regularly) fit, but the price does not: 28 euros instead of at most 15 euros an hour.',
          },
          k: {
            trap: 'same-word',
            de: 'Haussitting gießt Pflanzen, aber nur im Urlaub und ohne Rasen mähen.',
            en: 'The house-sitters water plants, but only during holidays, and they do not mow lawns.',
          },
        },
        evidence: ['28 Euro pro Stunde', 'höchstens 15 Euro pro Stunde'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Frau Klein hat eine neue Waschmaschine gekauft. Die alte funktioniert noch. Sie möchte sie verschenken und sucht jemanden, der sie kostenlos abholt.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Das Sozialkaufhaus nimmt „Elektrogeräte“, die noch gut sind, und holt sie „kostenlos“ ab.',
            en: 'The charity shop takes [[Elektrogeräte]] (electrical appliances) in good condition and collects them [[kostenlos]] (free of charge).',
          },
          e: {
            trap: 'same-word',
            de: 'Bei der Umzugsfirma ist nur die „Besichtigung“ kostenlos. Der Transport kostet Geld, und die Firma nimmt die Maschine nicht.',
            en: 'At the removal company only the [[Besichtigung]] (visit to estimate) is free. The transport costs money, and the company does not take the machine.',
          },
          l: {
            trap: 'wrong-detail',
            de: 'Hier will jemand etwas verkaufen und nichts abholen. Die Käufer müssen selbst kommen.',
            en: 'Here someone wants to sell something, not collect anything. The buyers have to come themselves.',
          },
        },
        evidence: ['Wir holen sie kostenlos bei Ihnen ab', 'gut erhaltene Möbel oder Elektrogeräte'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation:
          'Familie Schubert fährt im August drei Wochen nach Spanien. Sie sucht jemanden, der in dieser Zeit die Blumen auf dem Balkon gießt und die Post aus dem Briefkasten holt.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: '„Während Sie verreist sind“, gießt Haussitting „die Pflanzen“ und leert „den Briefkasten“.',
            en: '[[Während Sie verreist sind]] (while you are away), the house-sitters water [[die Pflanzen]] (the plants) and empty [[den Briefkasten]] (the letterbox).',
          },
          b: {
            trap: 'one-condition',
            de: 'Der Gartenservice kümmert sich um Pflanzen im Garten, aber nicht um die Post.',
            en: 'The garden service looks after plants in the garden, but not after the post.',
          },
          h: {
            trap: 'one-condition',
            de: 'Die Haushaltshilfe putzt, wäscht und bügelt. Blumen gießen und Post holen bietet sie nicht an.',
            en: 'The home help cleans, washes and irons. She does not offer to water flowers or collect the post.',
          },
        },
        evidence: ['Während Sie verreist sind', 'Wir gießen die Pflanzen, leeren den Briefkasten'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
    ],
  },

  language1: {
    text: 'Sehr geehrte Frau Albrecht,\n\nseit drei Wochen besuche ich an Ihrer Sprachschule den Kurs B1.1 am Montag- und Mittwochabend von 18 bis 20 Uhr. Leider ist der Kurs für mich zu leicht, {21} ich erst seit einem Jahr in Deutschland lebe. Viele Themen kenne ich schon aus meinem Deutschkurs in Brasilien. Meine Lehrerin, mit {22} ich schon gesprochen habe, findet einen Wechsel in den Kurs B1.2 auch sinnvoll. Ich habe nämlich vor, im Frühling die B1-Prüfung {23} machen.\n\nAußerdem habe ich ein Problem mit den Kurszeiten. Seit Anfang Oktober arbeite ich in einem Hotel, und mittwochs {24} ich dort bis 19 Uhr bleiben. So verpasse ich jede Woche den Anfang {25} Unterrichts.\n\nIch weiß leider nicht, {26} der nächste Kurs B1.2 beginnt. Gibt es ihn auch am Wochenende? {27} Samstagvormittag hätte ich immer Zeit. Falls das nicht geht, wäre ich auch mit {28} Online-Kurs einverstanden.\n\nDie Kursgebühr für B1.1 habe ich schon bis Dezember {29}. Kann ich das Geld für den neuen Kurs verwenden?\n\nIch {30} mich sehr freuen, wenn ein Wechsel möglich wäre.\n\nMit freundlichen Grüßen\nMariana Costa',
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
            de: '„weil“ nennt einen Grund. Aber ein Jahr in Deutschland ist kein Grund dafür, dass der Kurs zu leicht ist.',
            en: '[[weil]] gives a reason. But one year in Germany is no reason why the course is too easy.',
          },
          c: {
            trap: 'word-class',
            de: 'Nach „trotzdem“ kommt sofort das Verb: „trotzdem lebe ich …“. Hier steht das Verb am Ende.',
            en: 'After [[trotzdem]] the verb comes straight away: [[trotzdem lebe ich …]]. Here the verb is at the end.',
          },
        },
        evidence: ['zu leicht', 'erst seit einem Jahr in Deutschland lebe'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 22,
        options: { a: 'die', b: 'denen', c: 'der' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„mit“ braucht den Dativ. „die“ ist Nominativ oder Akkusativ.',
            en: '[[mit]] takes the dative. [[die]] is nominative or accusative.',
          },
          b: {
            trap: 'form',
            de: '„denen“ ist Dativ Plural. Gemeint ist aber eine Person: „Meine Lehrerin“.',
            en: '[[denen]] is dative plural. But it refers to one person: [[Meine Lehrerin]] (my teacher).',
          },
          c: {
            trap: 'key',
            de: '„Meine Lehrerin“ ist feminin und Singular, „mit“ braucht den Dativ: „mit der“.',
            en: '[[Meine Lehrerin]] is feminine singular, and [[mit]] takes the dative: [[mit der]].',
          },
        },
        evidence: ['Meine Lehrerin, mit'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 23,
        options: { a: 'um', b: 'für', c: 'zu' },
        key: 'c',
        why: {
          a: {
            trap: 'word-class',
            de: '„um“ braucht am Ende auch „zu“: „um … zu machen“. Außerdem passt nach „vorhaben“ kein „um“.',
            en: '[[um]] also needs [[zu]] at the end: [[um … zu machen]]. And [[vorhaben]] is not followed by [[um]].',
          },
          b: {
            trap: 'preposition',
            de: '„für“ ist eine Präposition und steht nicht vor einem Verb im Infinitiv.',
            en: '[[für]] is a preposition and does not stand before a verb in the infinitive.',
          },
          c: {
            trap: 'key',
            de: '„Ich habe vor, … zu machen“: Nach „vorhaben“ kommt ein Infinitiv mit „zu“.',
            en: '[[Ich habe vor, … zu machen]]: [[vorhaben]] (to plan) is followed by an infinitive with [[zu]].',
          },
        },
        evidence: ['Ich habe nämlich vor', 'die B1-Prüfung'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'infinitive-clauses' },
      },
      {
        n: 24,
        options: { a: 'müssen', b: 'muss', c: 'gemusst' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„müssen“ passt zu „wir“ oder „sie“. Das Subjekt ist „ich“.',
            en: '[[müssen]] goes with [[wir]] or [[sie]]. The subject is [[ich]].',
          },
          b: {
            trap: 'key',
            de: 'Subjekt „ich“, Präsens, mit dem Infinitiv „bleiben“ am Ende: „ich muss … bleiben“.',
            en: 'Subject [[ich]], present tense, with the infinitive [[bleiben]] at the end: [[ich muss … bleiben]].',
          },
          c: {
            trap: 'form',
            de: '„gemusst“ ist ein Partizip und braucht „haben“. Hier fehlt das Hilfsverb.',
            en: '[[gemusst]] is a participle and needs [[haben]]. There is no auxiliary verb here.',
          },
        },
        evidence: ['ich dort bis 19 Uhr bleiben'],
        teaches: { sheet: 'language-elements-patterns', section: 'verb-forms' },
      },
      {
        n: 25,
        options: { a: 'dem', b: 'des', c: 'der' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„dem“ ist Dativ. Hier braucht man den Genitiv: der Anfang von wem? Das -s an „Unterrichts“ zeigt es.',
            en: '[[dem]] is dative. Here the genitive is needed: whose beginning? The -s on [[Unterrichts]] shows it.',
          },
          b: {
            trap: 'key',
            de: '„der Unterricht“ ist maskulin. Im Genitiv heißt es „des Unterrichts“ (mit -s).',
            en: '[[der Unterricht]] is masculine. In the genitive it is [[des Unterrichts]] (with -s).',
          },
          c: {
            trap: 'form',
            de: '„der“ passt im Genitiv nur zu femininen Nomen oder zum Plural. „Unterricht“ ist maskulin.',
            en: '[[der]] fits in the genitive only with feminine nouns or the plural. [[Unterricht]] is masculine.',
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
            de: '„wenn“ nennt eine Bedingung oder etwas, das oft passiert. Nach „weiß nicht“ braucht man ein Fragewort.',
            en: '[[wenn]] gives a condition or something that happens often. After [[weiß nicht]] you need a question word.',
          },
          b: {
            trap: 'key',
            de: 'Eine indirekte Frage nach der Zeit: „Ich weiß nicht, wann der Kurs beginnt.“',
            en: 'An indirect question about time: [[Ich weiß nicht, wann der Kurs beginnt]] (I do not know when the course starts).',
          },
          c: {
            trap: 'connector',
            de: '„als“ steht für ein einmaliges Ereignis in der Vergangenheit. Der Kurs beginnt aber erst.',
            en: '[[als]] is for a single event in the past. But the course has yet to start.',
          },
        },
        evidence: ['Ich weiß leider nicht', 'der nächste Kurs B1.2 beginnt'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 27,
        options: { a: 'Im', b: 'Um', c: 'Am' },
        key: 'c',
        why: {
          a: {
            trap: 'preposition',
            de: '„im“ steht vor Monaten und Jahreszeiten: „im Mai“, „im Sommer“. Vor Tagen steht es nicht.',
            en: '[[im]] goes before months and seasons: [[im Mai]], [[im Sommer]]. Not before days.',
          },
          b: {
            trap: 'preposition',
            de: '„um“ steht vor der Uhrzeit: „um 10 Uhr“.',
            en: '[[um]] goes before a clock time: [[um 10 Uhr]].',
          },
          c: {
            trap: 'key',
            de: 'Vor Tagen und Tageszeiten steht „am“: „am Samstagvormittag“.',
            en: 'Days and parts of days take [[am]]: [[am Samstagvormittag]] (on Saturday morning).',
          },
        },
        evidence: ['Samstagvormittag'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 28,
        options: { a: 'einen', b: 'einem', c: 'ein' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„einen“ ist Akkusativ. „mit“ braucht aber immer den Dativ.',
            en: '[[einen]] is accusative. But [[mit]] always takes the dative.',
          },
          b: {
            trap: 'key',
            de: '„mit“ + Dativ, „der Kurs“ ist maskulin: „mit einem Online-Kurs“.',
            en: '[[mit]] + dative, and [[der Kurs]] is masculine: [[mit einem Online-Kurs]].',
          },
          c: {
            trap: 'form',
            de: '„ein“ ist Nominativ. Nach „mit“ steht der Dativ.',
            en: '[[ein]] is nominative. After [[mit]] comes the dative.',
          },
        },
        evidence: ['wäre ich auch mit', 'Online-Kurs einverstanden'],
        teaches: { sheet: 'b1-core-grammar', section: 'articles-cases' },
      },
      {
        n: 29,
        options: { a: 'bezahlt', b: 'bezahlen', c: 'bezahle' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Perfekt: „habe … bezahlt“. Das Partizip steht am Satzende.',
            en: 'Present perfect: [[habe … bezahlt]]. The participle stands at the end of the sentence.',
          },
          b: {
            trap: 'form',
            de: 'Nach „habe“ steht hier kein Infinitiv, sondern ein Partizip II.',
            en: 'After [[habe]] there is no infinitive here, but a past participle.',
          },
          c: {
            trap: 'form',
            de: '„bezahle“ ist Präsens. Es gibt schon ein Verb im Satz: „habe“. Das zweite Verb am Ende muss das Partizip sein.',
            en: '[[bezahle]] is present tense. The sentence already has a verb: [[habe]]. The second verb at the end must be the participle.',
          },
        },
        evidence: ['habe ich schon bis Dezember'],
        teaches: { sheet: 'b1-core-grammar', section: 'tenses' },
      },
      {
        n: 30,
        options: { a: 'werde', b: 'wurde', c: 'würde' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„werde“ ist Futur. Der Nebensatz mit „wäre“ zeigt aber: Es ist noch nicht sicher. Das braucht Konjunktiv II.',
            en: '[[werde]] is the future. But the clause with [[wäre]] shows it is not yet certain. That needs Konjunktiv II.',
          },
          b: {
            trap: 'form',
            de: '„wurde“ ist Präteritum. Die Schreiberin spricht aber über einen Wunsch für die Zukunft.',
            en: '[[wurde]] is simple past. But the writer is talking about a wish for the future.',
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
    text: 'Gesünder essen in der Kantine\n\nCurrywurst mit Pommes, Schnitzel mit viel Soße: Lange war das Essen in der Kantine der Firma Lorenz Technik vor allem schwer. Nach der Mittagspause waren viele Mitarbeiterinnen und Mitarbeiter müde und konnten sich kaum noch auf die Arbeit {31}. Das sollte sich ändern: Vor einem Jahr hat die Firma ihr {32} komplett umgestellt.\n\nHeute gibt es jeden Tag ein vegetarisches Gericht, eine große Salatbar und frisches Obst zum Nachtisch. Fleisch steht nur noch zweimal pro Woche auf dem Speiseplan. Das Gemüse kommt von Bauernhöfen {33} der Umgebung.\n\nAm Anfang waren nicht alle Mitarbeiter {34} von der neuen Küche. „Viele haben sich beschwert und sind lieber zum Imbiss gegangen“, erzählt Küchenchef Stefan Wolf. Er hat dann eine Umfrage gemacht und die {35} der Mitarbeiter gesammelt. Seitdem darf die Belegschaft jeden Monat selbst {36}, welches neue Gericht auf den Speiseplan kommt.\n\nHeute ist die Kantine {37} als früher. Ein Essen kostet 4,50 Euro, den Rest {38} die Firma. Auch die Zahl der Krankmeldungen ist leicht {39}, berichtet die Personalabteilung. Ob das am Essen liegt, weiß allerdings niemand genau.\n\nStefan Wolf plant schon etwas Neues: einen Kochkurs für die Mitarbeiter, {40} sie auch zu Hause gesund kochen können.',
    box: {
      a: 'damit',
      b: 'Gehalt',
      c: 'konzentrieren',
      d: 'Kosten',
      e: 'voller',
      f: 'Angebot',
      g: 'bei',
      h: 'Wünsche',
      i: 'gesunken',
      j: 'deshalb',
      k: 'begeistert',
      l: 'entscheiden',
      m: 'gesund',
      n: 'bezahlt',
      o: 'aus',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: ein Ziel mit Verb am Ende („damit sie … kochen können“).',
        en: 'Belongs in gap 40: a purpose with the verb at the end ([[damit sie … kochen können]]).',
      },
      b: {
        trap: 'meaning',
        de: '„ihr Gehalt“ wäre in Lücke 32 grammatisch möglich. Aber es geht um das Essen in der Kantine, nicht um den Lohn.',
        en: '[[ihr Gehalt]] (its pay) would fit gap 32 grammatically. But the text is about the food in the canteen, not about pay.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: „sich auf die Arbeit konzentrieren“.',
        en: 'Belongs in gap 31: [[sich auf die Arbeit konzentrieren]] (to concentrate on work).',
      },
      d: {
        trap: 'meaning',
        de: '„die Kosten der Mitarbeiter“ wäre in Lücke 35 grammatisch möglich. Aber in einer Umfrage sammelt man Meinungen und Wünsche, keine Kosten.',
        en: '[[die Kosten der Mitarbeiter]] (the employees’ costs) would fit gap 35 grammatically. But a survey collects opinions and wishes, not costs.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Komparativ vor „als früher“.',
        en: 'Belongs in gap 37: a comparative before [[als früher]] (than before).',
      },
      f: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: „ihr Angebot“ (neutral) – die Firma hat das Essen geändert.',
        en: 'Belongs in gap 32: [[ihr Angebot]] (neuter), what the canteen offers – the company changed the food.',
      },
      g: {
        trap: 'preposition',
        de: '„bei der Umgebung“ sagt man nicht. Das Gemüse kommt „aus der Umgebung“.',
        en: '[[bei der Umgebung]] is not said. The vegetables come [[aus der Umgebung]] (from the surrounding area).',
      },
      h: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Nach der Umfrage sammelt der Koch die Wünsche der Mitarbeiter.',
        en: 'Belongs in gap 35: after the survey the chef collects the staff’s wishes.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Die Zahl der Krankmeldungen „ist leicht gesunken“.',
        en: 'Belongs in gap 39: the number of sick notes [[ist leicht gesunken]] (has fallen slightly).',
      },
      j: {
        trap: 'word-class',
        de: '„deshalb“ würde in Lücke 40 ein Verb direkt danach brauchen („deshalb können sie …“). Dort steht das Verb aber am Ende.',
        en: '[[deshalb]] would need the verb straight after it in gap 40 ([[deshalb können sie …]]). But there the verb is at the end.',
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
        trap: 'form',
        de: 'Vor „als früher“ (Lücke 37) braucht man einen Komparativ, „gesund“ ist keiner. Und „gesund von“ (Lücke 34) sagt man nicht.',
        en: 'Before [[als früher]] (gap 37) you need a comparative, and [[gesund]] is not one. And [[gesund von]] (gap 34) is not said.',
      },
      n: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Die Firma „bezahlt“ den Rest des Preises.',
        en: 'Belongs in gap 38: the company [[bezahlt]] (pays) the rest of the price.',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: Das Gemüse kommt „aus der Umgebung“.',
        en: 'Belongs in gap 33: the vegetables come [[aus der Umgebung]] (from the surrounding area).',
      },
    },
    items: [
      {
        n: 31,
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: '„sich auf etwas konzentrieren“: Nach „konnten“ steht der Infinitiv am Ende. Müde Menschen können sich schlecht konzentrieren.',
            en: '[[sich auf etwas konzentrieren]] (to concentrate on something): after [[konnten]] the infinitive goes at the end. Tired people find it hard to concentrate.',
          },
          l: {
            trap: 'preposition',
            de: 'Man sagt „sich für etwas entscheiden“, nicht „sich auf die Arbeit entscheiden“.',
            en: 'German says [[sich für etwas entscheiden]] (to decide on something), not [[sich auf die Arbeit entscheiden]].',
          },
          k: {
            trap: 'form',
            de: 'Nach dem Modalverb „konnten“ braucht man einen Infinitiv. „begeistert“ ist ein Partizip.',
            en: 'After the modal verb [[konnten]] you need an infinitive. [[begeistert]] is a participle.',
          },
        },
        evidence: ['konnten sich kaum noch auf die Arbeit', 'müde'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
      {
        n: 32,
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: '„ihr“ ohne Endung passt zu einem neutralen Nomen: „ihr Angebot“. Danach beschreibt der Text das neue Essen.',
            en: '[[ihr]] with no ending fits a neuter noun: [[ihr Angebot]] (its range of food). Then the text describes the new food.',
          },
          b: {
            trap: 'meaning',
            de: '„ihr Gehalt“ ist grammatisch richtig, aber im Text geht es ums Essen. Das Gehalt hilft nicht gegen das schwere Essen.',
            en: '[[ihr Gehalt]] (its pay) is grammatically correct, but the text is about food. Pay does nothing about heavy meals.',
          },
          d: {
            trap: 'form',
            de: '„Kosten“ ist Plural. Dann müsste es „ihre Kosten“ heißen.',
            en: '[[Kosten]] (costs) is plural. Then it would have to be [[ihre Kosten]].',
          },
        },
        evidence: ['Das sollte sich ändern', 'Heute gibt es jeden Tag ein vegetarisches Gericht'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 33,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: 'Die Herkunft: Das Gemüse kommt „aus der Umgebung“, also von Höfen in der Nähe.',
            en: 'Where it comes from: the vegetables come [[aus der Umgebung]] (from the surrounding area), so from nearby farms.',
          },
          g: {
            trap: 'preposition',
            de: '„bei der Umgebung“ sagt man nicht. Für die Herkunft braucht man „aus“.',
            en: '[[bei der Umgebung]] is not said. For where something comes from, you need [[aus]].',
          },
          a: {
            trap: 'word-class',
            de: '„damit“ ist ein Konnektor und steht nicht vor einem Nomen mit Artikel.',
            en: '[[damit]] is a connector and does not stand before a noun with an article.',
          },
        },
        evidence: ['Das Gemüse kommt von Bauernhöfen', 'der Umgebung'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
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
          m: {
            trap: 'preposition',
            de: '„gesund von“ sagt man nicht. Außerdem geht es um die Meinung der Mitarbeiter, nicht um ihre Gesundheit.',
            en: '[[gesund von]] is not said. And the point is the staff’s opinion, not their health.',
          },
          e: {
            trap: 'form',
            de: '„voller“ ist ein Komparativ und braucht „als“. „voller von“ passt hier nicht.',
            en: '[[voller]] is a comparative and needs [[als]]. [[voller von]] does not fit here.',
          },
        },
        evidence: ['von der neuen Küche', 'Viele haben sich beschwert'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 35,
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Mit einer „Umfrage“ sammelt man Meinungen und „Wünsche“. Plural passt zu „die“.',
            en: 'A [[Umfrage]] (survey) collects opinions and [[Wünsche]] (wishes). The plural fits [[die]].',
          },
          d: {
            trap: 'meaning',
            de: '„die Kosten“ passt grammatisch, aber eine Umfrage sammelt keine Kosten.',
            en: '[[die Kosten]] (the costs) fits the grammar, but a survey does not collect costs.',
          },
          b: {
            trap: 'form',
            de: '„Gehalt“ ist neutral: „das Gehalt“, nicht „die Gehalt“.',
            en: '[[Gehalt]] (pay) is neuter: [[das Gehalt]], not [[die Gehalt]].',
          },
        },
        evidence: ['eine Umfrage gemacht', 'der Mitarbeiter gesammelt'],
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
          c: {
            trap: 'meaning',
            de: '„konzentrieren“ ist auch ein Infinitiv, braucht aber „sich“ und „auf“. „konzentrieren, welches Gericht“ hat keinen Sinn.',
            en: '[[konzentrieren]] is also an infinitive, but it needs [[sich]] and [[auf]]. [[konzentrieren, welches Gericht]] makes no sense.',
          },
          n: {
            trap: 'form',
            de: 'Nach „darf“ braucht man den Infinitiv. „bezahlt“ ist keiner.',
            en: 'After [[darf]] you need the infinitive. [[bezahlt]] is not one.',
          },
        },
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
            de: 'Vor „als früher“ steht ein Komparativ: „voller als früher“. Mehr Menschen essen jetzt in der Kantine.',
            en: 'A comparative goes before [[als früher]]: [[voller als früher]] (fuller than before). More people eat in the canteen now.',
          },
          m: {
            trap: 'form',
            de: '„gesund“ ist kein Komparativ. Es müsste „gesünder“ heißen.',
            en: '[[gesund]] is not a comparative. It would have to be [[gesünder]].',
          },
          k: {
            trap: 'form',
            de: '„begeistert“ hat keine Komparativform mit „als“, und eine Kantine ist nicht begeistert.',
            en: '[[begeistert]] has no comparative form with [[als]], and a canteen cannot be enthusiastic.',
          },
        },
        evidence: ['als früher'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'comparison' },
      },
      {
        n: 38,
        key: 'n',
        why: {
          n: {
            trap: 'key',
            de: 'Das Essen kostet 4,50 Euro, „den Rest“ zahlt die Firma: „bezahlt“ passt zu „die Firma“ (3. Person Singular).',
            en: 'The meal costs 4.50 euros, and the company pays [[den Rest]] (the rest): [[bezahlt]] fits [[die Firma]] (3rd person singular).',
          },
          l: {
            trap: 'form',
            de: '„entscheiden“ ist ein Infinitiv. Hier braucht man ein konjugiertes Verb an Position 2.',
            en: '[[entscheiden]] is an infinitive. Here a conjugated verb is needed in position 2.',
          },
          i: {
            trap: 'form',
            de: '„gesunken“ ist ein Partizip ohne Hilfsverb und hat hier keinen Sinn.',
            en: '[[gesunken]] is a participle without an auxiliary and makes no sense here.',
          },
        },
        evidence: ['Ein Essen kostet 4,50 Euro, den Rest'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: '„ist leicht gesunken“: Perfekt mit „sein“. Weniger Krankmeldungen passen zu den guten Nachrichten im Text.',
            en: '[[ist leicht gesunken]] (has fallen slightly): present perfect with [[sein]]. Fewer sick notes fit the good news in the text.',
          },
          n: {
            trap: 'meaning',
            de: '„ist bezahlt“ ist grammatisch möglich, aber eine Zahl wird nicht bezahlt.',
            en: '[[ist bezahlt]] (is paid) is possible grammatically, but a number is not paid.',
          },
          k: {
            trap: 'meaning',
            de: '„ist begeistert“ geht nur bei Menschen. Eine Zahl kann nicht begeistert sein.',
            en: '[[ist begeistert]] only works for people. A number cannot be enthusiastic.',
          },
        },
        evidence: ['die Zahl der Krankmeldungen ist leicht'],
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
          j: {
            trap: 'word-class',
            de: 'Nach „deshalb“ kommt das Verb sofort („deshalb können sie …“). Hier steht es am Ende.',
            en: 'After [[deshalb]] the verb comes straight away ([[deshalb können sie …]]). Here it is at the end.',
          },
          o: {
            trap: 'word-class',
            de: '„aus“ ist eine Präposition und kann keinen Nebensatz einleiten.',
            en: '[[aus]] is a preposition and cannot start a subordinate clause.',
          },
        },
        evidence: ['einen Kochkurs für die Mitarbeiter', 'gesund kochen können'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
    ],
  },
  ...listening,
  writing: writing2,
  oral: oral2,
} satisfies ModelTest;
