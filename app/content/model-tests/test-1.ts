import { listening1 as listening } from './listening-1';
import { oral1 } from './oral-1';
import { writing1 } from './writing-1';
import type { ModelTest } from './schema';

/**
 * Model test 1: Stadtleben, Beruf und Ausbildung, Freizeit und Kurse, Umzug, Stadtfest.
 * Our own texts, written for the site.
 */
export const modelTest1 = {
  id: '1',
  themes: {
    de: 'Stadtleben, Berufswechsel, Freizeit und Kurse, Umzug, Stadtfest',
    en: 'Town life, changing careers, leisure and courses, moving house, town festival',
  },

  reading1: {
    topics: ['cycling', 'libraries', 'sleep', 'working-hours', 'local-shops'],
    people: [
      { name: 'Karin Vogt', role: 'mayor of Lindenau' },
      { name: 'Anja Becker', role: 'head of a small firm testing a four-day week' },
    ],
    headlines: {
      a: 'Freitags frei: Kleiner Betrieb testet kürzere Arbeitswoche',
      b: 'Dorfladen gerettet: Bauern aus der Umgebung übernehmen das Geschäft',
      c: 'Bücher ausleihen nach Feierabend und am Sonntag',
      d: 'Studie: Am Wochenende holen Jugendliche den Schlaf nach',
      e: 'Neue Öffnungszeiten: Bibliothek jetzt an allen sieben Tagen offen',
      f: 'Ohne Autos am Wasser entlang: neue Strecke für Radfahrer',
      g: 'Doch nicht geschlossen: Bäckerei übernimmt Geschäft im Dorf',
      h: 'Vier-Tage-Woche bleibt: Firma Becker hat sich entschieden',
      i: 'Umfrage unter Schülern: Die Nächte sind zu kurz',
      j: 'Neuer Radweg: Mehr Lindenauer fahren jetzt mit dem Rad zur Arbeit',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Die Firma Becker arbeitet nur noch von Montag bis Donnerstag.',
        en: 'The headline of text 4: the Becker company now works only [[von Montag bis Donnerstag]] (Monday to Thursday).',
      },
      b: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 5: Der Laden ist wirklich gerettet, und am Ende des Textes kommen „Bauern aus der Umgebung“ vor. Aber die Bauern liefern nur Obst und Gemüse. Gekauft hat den Laden „die Bäckerei Wendt aus dem Nachbarort“.',
        en: 'Tempting for text 5: the shop really has been saved, and [[Bauern aus der Umgebung]] (farmers from the area) appear at the end of the text. But the farmers only supply fruit and vegetables. The shop was bought by [[die Bäckerei Wendt aus dem Nachbarort]] (the Wendt bakery from the next village).',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: Die Bibliothek ist abends länger und neu auch am Sonntag geöffnet.',
        en: 'The headline of text 2: the library is open longer in the evening and, new, also on Sundays.',
      },
      d: {
        trap: 'negation',
        de: 'Lockt bei Text 3: Die Jugendlichen schlafen am Wochenende wirklich länger. Aber „das reicht nicht“, sie holen den Schlaf also nicht nach.',
        en: 'Tempting for text 3: the teenagers really do sleep longer at the weekend. But [[das reicht nicht]] (that is not enough), so they do not make up the sleep.',
      },
      e: {
        trap: 'too-general',
        de: 'Lockt bei Text 2: Die Bibliothek hat wirklich neue Öffnungszeiten und ist neu auch am Sonntag offen. Aber nicht an allen Tagen: „Am Montag bleibt die Bibliothek wie bisher geschlossen.“',
        en: 'Tempting for text 2: the library really has new opening hours and is now open on Sundays too. But not every day: [[Am Montag bleibt die Bibliothek wie bisher geschlossen.]] (On Mondays the library stays closed as before.)',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 1: Der neue Radweg führt am Fluss entlang, und Autos dürfen dort nicht fahren.',
        en: 'The headline of text 1: the new cycle path runs along the river, and cars may not use it.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 5: Eine Bäckerei hat den letzten Laden im Dorf gekauft und wieder geöffnet.',
        en: 'The headline of text 5: a bakery bought the last shop in the village and opened it again.',
      },
      h: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 4, denn dort steht „ob die Vier-Tage-Woche bleibt“. Entschieden ist das aber noch nicht: Der Test läuft bis Dezember, erst „Dann entscheidet das Team“.',
        en: 'Tempting for text 4, because it says [[ob die Vier-Tage-Woche bleibt]] (whether the four-day week stays). But that has not been decided yet: the trial runs until December, and only [[Dann entscheidet das Team]] (then the team decides).',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Schülerinnen und Schüler schlafen an Schultagen zu wenig.',
        en: 'The headline of text 3: school students do not get enough sleep on school days.',
      },
      j: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 1: Es geht um den neuen Radweg und um den Weg zur Arbeit. Aber die Bürgermeisterin „hofft“ nur, dass „in Zukunft“ mehr Menschen mit dem Rad zur Arbeit fahren. Jetzt ist das noch nicht so.',
        en: 'Tempting for text 1: it is about the new cycle path and the way to work. But the mayor only [[hofft]] (hopes) that [[in Zukunft]] (in future) more people will cycle to work. That is not the case now.',
      },
    },
    items: [
      {
        n: 1,
        text: 'Seit Samstag ist der neue Radweg an der Wippa fertig. Er führt auf vier Kilometern direkt am Fluss entlang, vom Bahnhof bis zum Freibad. Autos dürfen dort nicht fahren, deshalb ist die Strecke auch für Familien mit kleinen Kindern gut geeignet. Die Stadt Lindenau hat rund 1,2 Millionen Euro in den Weg investiert. Bürgermeisterin Karin Vogt hofft, dass in Zukunft mehr Menschen mit dem Rad zur Arbeit fahren. Am Sonntag um 11 Uhr startet am Bahnhof eine gemeinsame Eröffnungsfahrt.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Der ganze Text handelt vom neuen Radweg: Er führt „direkt am Fluss entlang“, und „Autos dürfen dort nicht fahren“. „Am Wasser entlang“ und „Ohne Autos“ sagen dasselbe mit anderen Wörtern.',
            en: 'The whole text is about the new cycle path: it runs [[direkt am Fluss entlang]] (right along the river), and [[Autos dürfen dort nicht fahren]] (cars may not use it). [[Am Wasser entlang]] and [[Ohne Autos]] say the same in other words.',
          },
          j: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Radweg und Arbeit stimmen. Aber mehr Menschen fahren nicht „jetzt“ mit dem Rad zur Arbeit. Die Bürgermeisterin „hofft“ das nur, und zwar „in Zukunft“.',
            en: 'The strongest trap: the cycle path and work are right. But more people do not cycle to work [[jetzt]] (now). The mayor only [[hofft]] (hopes) so, and [[in Zukunft]] (in future).',
          },
          c: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 2. Auch in Text 1 passiert am Sonntag etwas, aber es ist eine Eröffnungsfahrt, keine Bibliothek.',
            en: 'The headline of text 2. Something happens on Sunday in text 1 too, but it is an opening ride, not a library.',
          },
        },
        evidence: [
          'direkt am Fluss entlang',
          'Autos dürfen dort nicht fahren',
          'hofft, dass in Zukunft mehr Menschen mit dem Rad zur Arbeit fahren',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 2,
        text: 'Ab dem 1. Oktober ist die Stadtbibliothek Lindenau länger geöffnet. Von Dienstag bis Freitag können Leserinnen und Leser dann bis 20 Uhr statt bis 18 Uhr kommen. Neu ist die Öffnung am Sonntag von 11 bis 16 Uhr. Sonntags ist allerdings kein Personal da: Bücher leiht man dann selbst an Automaten aus. Am Montag bleibt die Bibliothek wie bisher geschlossen. Mit den neuen Zeiten reagiert die Stadt auf Wünsche von Berufstätigen, die unter der Woche oft wenig Zeit haben.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Der Text nennt zwei Neuigkeiten: Die Bibliothek ist „bis 20 Uhr statt bis 18 Uhr“ offen, also auch nach der Arbeit („nach Feierabend“), und es gibt die „Öffnung am Sonntag“. Die Überschrift nennt beides.',
            en: 'The text gives two pieces of news: the library is open [[bis 20 Uhr statt bis 18 Uhr]] (until 8 pm instead of 6 pm), so also after work ([[nach Feierabend]]), and there is the [[Öffnung am Sonntag]] (Sunday opening). The headline names both.',
          },
          e: {
            trap: 'too-general',
            de: 'Die stärkste Falle: Die Bibliothek hat wirklich neue Zeiten, ist länger offen und jetzt auch sonntags. Aber „an allen sieben Tagen“ ist zu viel gesagt. Fast am Ende steht: „Am Montag bleibt die Bibliothek wie bisher geschlossen.“',
            en: 'The strongest trap: the library really has new hours, is open longer and now on Sundays too. But [[an allen sieben Tagen]] (on all seven days) says too much. Near the end the text says [[Am Montag bleibt die Bibliothek wie bisher geschlossen.]] (On Mondays the library stays closed as before.)',
          },
          a: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Die Bibliothek ist freitags nicht geschlossen, sie ist sogar länger offen.',
            en: 'The headline of text 4. The library is not closed on Fridays; it is even open longer.',
          },
        },
        evidence: [
          'bis 20 Uhr statt bis 18 Uhr',
          'Neu ist die Öffnung am Sonntag',
          'Am Montag bleibt die Bibliothek wie bisher geschlossen.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 3,
        text: 'Eine neue Studie der Gesundheitskasse Nord zeigt: Jugendliche bekommen zu wenig Schlaf. Befragt wurden 2.000 Schülerinnen und Schüler zwischen 13 und 17 Jahren. An Schultagen schlafen sie im Durchschnitt nur knapp sieben Stunden. Fachleute empfehlen in diesem Alter aber acht bis zehn Stunden. Ein wichtiger Grund ist das Handy: Viele chatten oder sehen Videos, wenn sie schon im Bett liegen. Am Wochenende schlafen die meisten zwar länger, doch das reicht nicht, um den fehlenden Schlaf auszugleichen.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Schüler wurden befragt, und sie schlafen „nur knapp sieben Stunden“. „Die Nächte sind zu kurz“ sagt dasselbe mit anderen Wörtern.',
            en: 'Students were asked, and they sleep [[nur knapp sieben Stunden]] (just under seven hours). [[Die Nächte sind zu kurz]] (the nights are too short) says the same in other words.',
          },
          d: {
            trap: 'negation',
            de: 'Die stärkste Falle: Studie, Jugendliche, Wochenende und Schlaf stimmen, und sie schlafen am Wochenende wirklich länger. Aber „doch das reicht nicht“: Sie holen den Schlaf nicht nach.',
            en: 'The strongest trap: study, teenagers, weekend and sleep are right, and they really do sleep longer at the weekend. But [[doch das reicht nicht]] (but that is not enough): they do not make up the sleep.',
          },
          a: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Text 3 nennt zwar das Wochenende, aber es geht um Schlaf, nicht um Arbeitszeit.',
            en: 'The headline of text 4. Text 3 does mention the weekend, but it is about sleep, not working hours.',
          },
        },
        evidence: [
          'Jugendliche bekommen zu wenig Schlaf',
          'nur knapp sieben Stunden',
          'doch das reicht nicht',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 4,
        text: 'Bei der Firma Becker Haustechnik arbeiten die 14 Mitarbeiterinnen und Mitarbeiter seit März nur noch von Montag bis Donnerstag. Freitags ist die Firma geschlossen, nur für Notfälle ist immer ein Kollege erreichbar. Statt 40 Stunden arbeiten alle jetzt 36 Stunden pro Woche, bekommen aber das gleiche Gehalt. „Die Leute sind motivierter und seltener krank“, sagt Chefin Anja Becker. Der Test läuft noch bis Dezember. Dann entscheidet das Team gemeinsam, ob die Vier-Tage-Woche bleibt.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Eine kleine Firma mit 14 Leuten arbeitet „nur noch von Montag bis Donnerstag“, also ist freitags frei, und „Der Test läuft noch bis Dezember“.',
            en: 'A small company with 14 staff works [[nur noch von Montag bis Donnerstag]] (only Monday to Thursday now), so Fridays are free, and [[Der Test läuft noch bis Dezember]] (the trial runs until December).',
          },
          h: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Firma Becker und die Vier-Tage-Woche stimmen. Aber die Entscheidung kommt erst nach dem Test: „Dann entscheidet das Team gemeinsam, ob die Vier-Tage-Woche bleibt.“',
            en: 'The strongest trap: the Becker company and the four-day week are right. But the decision only comes after the trial: [[Dann entscheidet das Team gemeinsam, ob die Vier-Tage-Woche bleibt.]] (Then the team decides together whether the four-day week stays.)',
          },
          e: {
            trap: 'not-in-text',
            de: 'Die Firma hat wirklich neue Zeiten, aber sie ist freitags zu, also gerade nicht an allen sieben Tagen offen. Und die Überschrift spricht von einer Bibliothek, nicht von einer Firma.',
            en: 'The company really has new hours, but it is closed on Fridays, so it is not open on all seven days. And the headline is about a library, not a company.',
          },
        },
        evidence: [
          'nur noch von Montag bis Donnerstag',
          'Der Test läuft noch bis Dezember',
          'Dann entscheidet das Team gemeinsam',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 5,
        text: 'Eigentlich sollte der letzte Laden im Dorf Kleinroda Ende Januar schließen. Der Besitzer ging in Rente, und niemand wollte das Geschäft übernehmen. Doch dann hat die Bäckerei Wendt aus dem Nachbarort den Laden gekauft. Seit März ist er wieder von Montag bis Samstag geöffnet. Es gibt Brot und Kuchen aus der eigenen Backstube, Milch sowie Obst und Gemüse von Bauern aus der Umgebung. In einer Ecke stehen Tische, dort trinken ältere Leute gern zusammen einen Kaffee.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Der Laden sollte schließen, aber eine Bäckerei „hat … den Laden gekauft“, und seit März ist er „wieder“ geöffnet. Er ist also doch nicht geschlossen.',
            en: 'The shop was going to close, but a bakery [[hat … den Laden gekauft]] (bought the shop), and since March it has been open [[wieder]] (again). So it did not close after all.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Der Laden ist gerettet, und „Bauern aus der Umgebung“ stehen im Text. Aber von den Bauern kommen nur „Obst und Gemüse“. Den Laden gekauft hat die Bäckerei Wendt.',
            en: 'The strongest trap: the shop has been saved, and [[Bauern aus der Umgebung]] (farmers from the area) are in the text. But all that comes from the farmers is [[Obst und Gemüse]] (fruit and vegetables). The shop was bought by the Wendt bakery.',
          },
          a: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Der Laden ist von Montag bis Samstag offen; um eine kürzere Arbeitswoche geht es nicht.',
            en: 'The headline of text 4. The shop is open Monday to Saturday; the text is not about a shorter working week.',
          },
        },
        evidence: [
          'Eigentlich sollte der letzte Laden im Dorf Kleinroda Ende Januar schließen',
          'hat die Bäckerei Wendt aus dem Nachbarort den Laden gekauft',
          'Seit März ist er wieder von Montag bis Samstag geöffnet',
          'Obst und Gemüse von Bauern aus der Umgebung',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
    ],
  },

  reading2: {
    textType: 'portrait',
    topics: ['job-change', 'health-and-hospital'],
    people: [{ name: 'Sandra Keller', role: 'office worker retraining as a nurse' }],
    title: 'Mit 41 noch einmal in die Ausbildung',
    text: 'Fünfzehn Jahre lang hat Sandra Keller bei einer Versicherung gearbeitet. Sie hat Verträge geprüft, E-Mails beantwortet und Termine geplant. „Der Job war sicher, und ich hatte nette Kollegen“, sagt die 41-Jährige. „Aber abends wusste ich oft nicht, wofür ich den ganzen Tag am Computer gesessen hatte.“\n\nDann kam vor drei Jahren ein Erlebnis, das alles verändert hat. Ihre Mutter lag nach einer schweren Operation mehrere Wochen im Krankenhaus. Sandra Keller besuchte sie fast jeden Tag und beobachtete die Pflegekräfte bei ihrer Arbeit. „Sie hatten kaum Zeit, und trotzdem waren sie so freundlich und ruhig. Da habe ich gemerkt, wie wichtig dieser Beruf ist.“ Ihre Mutter ist heute wieder gesund, aber der Gedanke an einen neuen Beruf ließ Sandra Keller nicht mehr los. In ihrem Urlaub arbeitete sie zwei Wochen in einem Altenheim mit. Danach kündigte sie ihre Stelle.\n\nHeute ist sie im zweiten Jahr ihrer Ausbildung zur Pflegefachfrau. Die Ausbildung dauert drei Jahre; kürzer ging es für sie nicht, obwohl sie schon viele Jahre Berufserfahrung hatte. Nur eine Mitschülerin, die vorher als Pflegehelferin gearbeitet hat, ist ein Jahr früher fertig. Abwechselnd lernt sie einige Wochen in der Pflegeschule, zum Beispiel Anatomie und Kommunikation mit Patienten. Danach arbeitet sie wieder mehrere Wochen in der Praxis: im Krankenhaus, in einem Pflegeheim und bei einem Pflegedienst, der kranke Menschen zu Hause versorgt.\n\nIn ihrer Klasse sind die meisten zwischen 18 und 22 Jahre alt. „Am Anfang hatte ich nur eine Angst: dass ich nicht dazugehöre“, erzählt sie. Doch es kam anders: Die Jüngeren erklären ihr die Lern-Apps, und sie hilft ihnen, wenn sie einen Brief an ein Amt schreiben müssen oder vor einer Prüfung Angst haben.\n\nLeicht war der Wechsel trotzdem nicht, vor allem wegen des Geldes. Im ersten Ausbildungsjahr bekam sie rund 1.300 Euro brutto im Monat, weniger als die Hälfte ihres alten Gehalts. Auch später als Pflegefachfrau wird sie weniger verdienen als bei der Versicherung. Ihr Mann hatte am Anfang Angst, dass das Geld nicht reicht. Die Familie musste sparen: Statt zwei Wochen Hotel am Meer gab es im letzten Sommer zehn Tage Camping an einem See, 80 Kilometer von zu Hause entfernt. Ihr Mann arbeitet weiter Vollzeit. Wenn Sandra Keller Frühdienst hat, der schon um 6 Uhr beginnt, bringt er die Kinder zur Schule. Die beiden sind 12 und 15 Jahre alt und helfen jetzt mehr im Haushalt als früher.\n\nBereut hat sie ihre Entscheidung nie. Wer über einen neuen Beruf nachdenkt, dem rät sie: „Kündigen Sie nicht von heute auf morgen. Arbeiten Sie erst ein paar Tage in dem Beruf mit, dann wissen Sie, ob er wirklich zu Ihnen passt. Und sprechen Sie vorher ehrlich mit Ihrer Familie über das Geld.“',
    items: [
      {
        n: 6,
        stem: 'Warum hat Frau Keller ihren Beruf gewechselt?',
        options: {
          a: 'Abends fragte sie sich oft, wofür sie gearbeitet hatte, und sie wollte mehr verdienen.',
          b: 'Ihre Arbeit kam ihr sinnlos vor, und im Krankenhaus sah sie einen wichtigen Beruf.',
          c: 'Erst bei der Arbeit im Altenheim merkte sie, wie wichtig dieser Beruf ist.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'partly-true',
            de: 'Die erste Hälfte stimmt: Abends wusste sie nicht, „wofür“ sie gearbeitet hatte (Absatz 1). Die zweite nicht, das zeigt Absatz 5: In der Ausbildung bekommt sie „weniger als die Hälfte ihres alten Gehalts“, und „Auch später als Pflegefachfrau wird sie weniger verdienen als bei der Versicherung“. Mehr Geld war also nicht der Grund.',
            en: 'The first half is right: in the evenings she did not know [[wofür]] (what for) she had worked (paragraph 1). The second half is not, as paragraph 5 shows: in training she gets [[weniger als die Hälfte ihres alten Gehalts]] (less than half her old salary), and [[Auch später als Pflegefachfrau wird sie weniger verdienen als bei der Versicherung]] (even later as a nurse she will earn less than at the insurance company). So more money was not the reason.',
          },
          b: {
            trap: 'key',
            de: 'Zwei Stellen gehören zusammen: Abends wusste sie nicht, „wofür“ sie den ganzen Tag am Computer gesessen hatte (Absatz 1). Im Krankenhaus hat sie gemerkt, „wie wichtig dieser Beruf ist“ (Absatz 2).',
            en: 'Two places belong together: in the evenings she did not know [[wofür]] (what for) she had sat at the computer all day (paragraph 1). In hospital she noticed [[wie wichtig dieser Beruf ist]] (how important this job is) (paragraph 2).',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Altenheim und „wie wichtig dieser Beruf ist“ stehen im Text, aber an verschiedenen Stellen. Gemerkt hat sie es im Krankenhaus bei ihrer Mutter („Da habe ich gemerkt“). Im Altenheim hat sie erst später mitgearbeitet, um den Beruf zu testen.',
            en: 'The care home and [[wie wichtig dieser Beruf ist]] (how important this job is) are both in the text, but in different places. She noticed it in hospital, visiting her mother ([[Da habe ich gemerkt]], that is when I noticed). She only worked in the care home later, to try the job out.',
          },
        },
        evidence: [
          'abends wusste ich oft nicht, wofür ich den ganzen Tag am Computer gesessen hatte',
          'Da habe ich gemerkt, wie wichtig dieser Beruf ist.',
          'Auch später als Pflegefachfrau wird sie weniger verdienen als bei der Versicherung',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Über die Ausbildung erfährt man, dass …',
        options: {
          a: 'Frau Keller in der Praxis nicht nur im Krankenhaus arbeitet.',
          b: 'Frau Keller wegen ihrer Berufserfahrung ein Jahr früher fertig ist.',
          c: 'Frau Keller zuerst in die Schule geht und danach nur noch in der Praxis arbeitet.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Die Praxis ist „im Krankenhaus, in einem Pflegeheim und bei einem Pflegedienst“. Das Krankenhaus ist also nur einer von drei Orten.',
            en: 'The practical work is [[im Krankenhaus, in einem Pflegeheim und bei einem Pflegedienst]] (in hospital, in a care home and with a home care service). The hospital is only one of three places.',
          },
          b: {
            trap: 'wrong-detail',
            de: '„ein Jahr früher fertig“ steht im Text, aber über eine andere Person: eine Mitschülerin, die vorher Pflegehelferin war. Für Frau Keller gilt: „kürzer ging es für sie nicht“, obwohl sie Berufserfahrung hatte.',
            en: '[[ein Jahr früher fertig]] (finished a year earlier) is in the text, but about another person: a classmate who was a care assistant before. For Frau Keller: [[kürzer ging es für sie nicht]] (it could not be shorter for her), although she had work experience.',
          },
          c: {
            trap: 'partly-true',
            de: 'Schule und Praxis gibt es, aber nicht nacheinander: „Abwechselnd“ lernt sie in der Schule, danach arbeitet sie „wieder“ in der Praxis. Das wiederholt sich.',
            en: 'There is school and practice, but not one after the other: she studies [[Abwechselnd]] (in turns) at school and then works [[wieder]] (again) in practice. It repeats.',
          },
        },
        evidence: [
          'im Krankenhaus, in einem Pflegeheim und bei einem Pflegedienst',
          'Abwechselnd lernt sie einige Wochen in der Pflegeschule',
          'kürzer ging es für sie nicht',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'Wovor hatte Frau Keller am Anfang der Ausbildung Angst?',
        options: {
          a: 'Dass sie mit den Lern-Apps nicht zurechtkommt.',
          b: 'Dass das Geld für die Familie nicht reicht.',
          c: 'Dass sie als Ältere nicht zur Klasse gehört.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'not-in-text',
            de: 'Die Lern-Apps kommen vor: Die Jüngeren erklären sie ihr. Angst davor hatte sie aber nicht, das steht nicht im Text.',
            en: 'The learning apps are mentioned: the younger ones explain them to her. But the text does not say she was afraid of them.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Diese Angst „am Anfang“ steht im Text, aber über eine andere Person: „Ihr Mann hatte am Anfang Angst, dass das Geld nicht reicht“ (Absatz 5). Frau Keller selbst sagt in Absatz 4: „Am Anfang hatte ich nur eine Angst: dass ich nicht dazugehöre“.',
            en: 'This fear [[am Anfang]] (at the start) is in the text, but about another person: [[Ihr Mann hatte am Anfang Angst, dass das Geld nicht reicht]] (her husband was afraid at first that the money would not be enough) (paragraph 5). Frau Keller herself says in paragraph 4: [[Am Anfang hatte ich nur eine Angst: dass ich nicht dazugehöre]] (at first I had only one fear: that I would not belong).',
          },
          c: {
            trap: 'key',
            de: 'Die meisten sind 18 bis 22 Jahre alt, und sie sagt: „Am Anfang hatte ich nur eine Angst: dass ich nicht dazugehöre“.',
            en: 'Most are 18 to 22, and she says: [[Am Anfang hatte ich nur eine Angst: dass ich nicht dazugehöre]] (at first I had only one fear: that I would not belong).',
          },
        },
        evidence: [
          'Am Anfang hatte ich nur eine Angst: dass ich nicht dazugehöre',
          'Ihr Mann hatte am Anfang Angst, dass das Geld nicht reicht',
        ],
        teaches: { sheet: 'reading-mastery', section: 'signal-words' },
      },
      {
        n: 9,
        stem: 'Seit Frau Keller die Ausbildung macht, …',
        options: {
          a: 'macht die Familie im Sommer zwei Wochen Camping statt Hotel.',
          b: 'arbeitet ihr Mann weniger und hilft mehr im Haushalt.',
          c: 'gibt die Familie weniger Geld für den Urlaub aus.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Camping statt Hotel stimmt, aber die Zeit nicht: „zwei Wochen“ war der alte Urlaub im Hotel am Meer. Beim Camping waren es „zehn Tage“.',
            en: 'Camping instead of a hotel is right, but the length is not: [[zwei Wochen]] (two weeks) was the old holiday in a hotel by the sea. The camping holiday was [[zehn Tage]] (ten days).',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Mehr im Haushalt helfen die Kinder, nicht ihr Mann. Er „arbeitet weiter Vollzeit“, also nicht weniger; er bringt nur bei Frühdienst die Kinder zur Schule.',
            en: 'It is the children who help more in the household, not her husband. He [[arbeitet weiter Vollzeit]] (still works full time), so not less; he only takes the children to school when she is on the early shift.',
          },
          c: {
            trap: 'key',
            de: '„Die Familie musste sparen“: Statt Hotel am Meer gab es Camping an einem See. Das ist ein billigerer Urlaub.',
            en: '[[Die Familie musste sparen]] (the family had to save): instead of a hotel by the sea they went camping at a lake. That is a cheaper holiday.',
          },
        },
        evidence: [
          'Die Familie musste sparen',
          'Statt zwei Wochen Hotel am Meer gab es im letzten Sommer zehn Tage Camping',
          'Ihr Mann arbeitet weiter Vollzeit',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Frau Keller rät, vor einem Berufswechsel ein paar Tage in dem neuen Beruf mitzuarbeiten. Sie selbst hat das …',
        options: {
          a: 'in ihren freien Wochen gemacht, als sie ihre alte Stelle noch hatte.',
          b: 'im Krankenhaus gemacht, als ihre Mutter dort lag.',
          c: 'zwei Wochen lang im Altenheim gemacht, aber erst nach der Kündigung.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Der Rat steht am Ende, die Erfahrung in Absatz 2: „In ihrem Urlaub arbeitete sie zwei Wochen in einem Altenheim mit. Danach kündigte sie ihre Stelle.“ Beim Mitarbeiten hatte sie die alte Stelle also noch.',
            en: 'The advice is at the end, her own experience in paragraph 2: [[In ihrem Urlaub arbeitete sie zwei Wochen in einem Altenheim mit. Danach kündigte sie ihre Stelle.]] (In her holiday she worked in a care home for two weeks. After that she quit her job.) So she still had her old job while she tried it.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Im Krankenhaus war sie oft, aber sie hat dort nicht mitgearbeitet: Sie „besuchte“ ihre Mutter und „beobachtete die Pflegekräfte“. Mitgearbeitet hat sie an einem anderen Ort, im Altenheim.',
            en: 'She was often at the hospital, but she did not work there: she [[besuchte]] (visited) her mother and [[beobachtete die Pflegekräfte]] (watched the nurses). She worked along in another place, the care home.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Zwei Wochen im Altenheim stimmt, die Reihenfolge nicht: Erst hat sie mitgearbeitet, „Danach“ hat sie gekündigt.',
            en: 'Two weeks in the care home is right, the order is not: first she worked there, [[Danach]] (after that) she quit.',
          },
        },
        evidence: [
          'Arbeiten Sie erst ein paar Tage in dem Beruf mit',
          'In ihrem Urlaub arbeitete sie zwei Wochen in einem Altenheim mit. Danach kündigte sie ihre Stelle.',
          'besuchte sie fast jeden Tag und beobachtete die Pflegekräfte',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
    ],
  },

  reading3: {
    topics: ['leisure-courses', 'digital-skills'],
    people: [
      { name: 'Frau Ebert', role: 'grandmother learning video calls' },
      { name: 'Herr und Frau Sommer', role: 'parents looking for a swimming course' },
      { name: 'Tobias', role: 'singer who cannot read music' },
      { name: 'Nina', role: 'shift worker learning the guitar' },
      { name: 'Herr Öztürk', role: 'father looking for piano lessons' },
      { name: 'Markus', role: 'office worker learning quick cooking' },
      { name: 'Frau Hahn', role: 'mother looking for a holiday cooking course' },
      { name: 'Herr Wagner', role: 'pensioner without a smartphone' },
      { name: 'Herr Mendes', role: 'adult learning to swim' },
      { name: 'Carla', role: 'jogger who wants to pay nothing' },
    ],
    adverts: {
      a: {
        title: 'Digital fit ab 60',
        text: 'Sie haben ein Tablet oder Smartphone und wissen nicht weiter? Bei uns lernen Sie, wie man Fotos verschickt und mit der Familie telefoniert, während man sich auf dem Bildschirm sieht. Dienstags und donnerstags von 10 bis 11.30 Uhr im Seniorentreff Lindenweg 4, kostenlos. Bitte bringen Sie Ihr eigenes Gerät mit.',
      },
      b: {
        title: 'Nie zu spät: Sicher im Wasser',
        text: 'Sie haben als Kind nie schwimmen gelernt oder haben Angst im tiefen Wasser? Unsere Kurse für Erwachsene finden in kleinen Gruppen statt: dienstags von 19 bis 20 Uhr im Hallenbad Nord, 8 Termine für 120 Euro. Eltern können gern zusammen mit ihrem Kind lernen, Kinder dürfen ab 7 Jahren mitmachen.',
      },
      c: {
        title: 'Musikschule Allegro',
        text: 'Klavier, Gitarre, Geige oder Schlagzeug: Bei uns lernen Kinder ab 6 Jahren, Jugendliche und Erwachsene ein Instrument. Den Tag und die Uhrzeit suchen Sie mit Ihrer Lehrerin aus, danach haben Sie jede Woche zur gleichen Zeit Unterricht, montags bis freitags zwischen 14 und 20 Uhr. Die erste Stunde ist kostenlos.',
      },
      d: {
        title: 'Schwimmkurs für Groß und Klein',
        text: 'Bei uns lernen Kinder ab 5 Jahren und Erwachsene zusammen in einer Gruppe schwimmen. Erfahrene Trainerinnen, zehn Termine im Hallenbad Süd, 95 Euro. Der erste Termin ist am Freitag, 7. November, von 19 bis 20 Uhr; danach treffen wir uns jede Woche am gleichen Tag zur gleichen Zeit.',
      },
      e: {
        title: 'Lauftreff Tempo',
        text: 'Gemeinsam joggen statt allein: Jeden Samstag um 10 Uhr trainieren wir in kleinen Gruppen im Stadtpark, Anfänger sind herzlich willkommen. Zum Probetraining kommen Sie einfach vorbei, das kostet nichts. Wer danach regelmäßig mitläuft, zahlt als Mitglied 8 Euro im Monat und bekommt dafür ein Lauf-T-Shirt und einen Trainingsplan.',
      },
      f: {
        title: 'Gitarre und Klavier für Anfänger',
        text: 'Erfahrener Musiklehrer gibt Einzelunterricht in Gitarre und Klavier. Feste Termine gibt es nicht: Wir vereinbaren jede Stunde neu, auch nachmittags, abends oder am Wochenende. Ich unterrichte Erwachsene, Jugendliche und Kinder ab 10 Jahren. 25 Euro für 45 Minuten. Tel. 0151 22 48 63 07.',
      },
      g: {
        title: 'Handy und Tablet einfach erklärt',
        text: 'Kurs für Seniorinnen und Senioren: Wir üben Fotos, Nachrichten und Videoanrufe. Wer noch kein eigenes Gerät hat, kann eins bei uns leihen. Mittwochs im Bürgerhaus, Beginn 11 Uhr, jedes Treffen dauert zwei Stunden. Der Kurs hat sechs Termine und kann nur komplett gebucht werden; pro Termin zahlen Sie 8 Euro, das Leihgerät ist im Preis enthalten.',
      },
      h: {
        title: 'Chor „Feierabendstimmen“ sucht Verstärkung',
        text: 'Sie singen gern, aber bisher nur unter der Dusche? Dann kommen Sie zu uns! Wir singen Pop und Schlager. Alle Lieder lernen wir nach Gehör: Die Chorleiterin singt jede Zeile vor, und wir singen sie nach. Probe: mittwochs um 19.30 Uhr im Gemeindehaus.',
      },
      i: {
        title: 'Fit in der Küche: Ferienkurs',
        text: 'Wir kochen schnelle und gesunde Gerichte: Pizza, Gemüsesuppe und Obstsalat. Fünf Vormittage in der ersten Woche der Herbstferien, ab Montag, 13. Oktober, jeweils von 10 bis 13 Uhr im Familienzentrum Sonnenhof. Mitmachen können alle ab 9 Jahren, Kinder auch ohne ihre Eltern. 60 Euro für die ganze Woche, Mittagessen inklusive.',
      },
      j: {
        title: 'Lauftreff am Fluss',
        text: 'Zusammen laufen macht mehr Spaß! Jeden Sonntag um 9 Uhr treffen wir uns am Freibad und laufen 5 oder 10 Kilometer. Anfänger sind herzlich willkommen. Wir sind kein Verein, und Geld sammeln wir nie: Kommen Sie einfach vorbei!',
      },
      k: {
        title: 'Feierabendküche',
        text: 'Viel Gemüse, wenig Fett und in 30 Minuten auf dem Tisch: An drei Abenden in der zweiten Woche der Herbstferien (21. bis 23. Oktober) lernen Sie Rezepte für jeden Tag. Jeweils von 19 bis 21.30 Uhr in der Volkshochschule, 69 Euro. Für Erwachsene ohne Vorkenntnisse, Jugendliche dürfen ab 13 Jahren mitmachen.',
      },
      l: {
        title: 'Popchor „Tonart“ sucht neue Stimmen',
        text: 'Sie singen gern Pop, Rock und Musicals? Ein Vorsingen gibt es bei uns nicht, und Noten lesen müssen Sie nicht können: Wir lernen die Lieder zusammen. Als Jugendchor der Stadt proben wir dienstags um 20 Uhr in der Musikschule und nehmen Sängerinnen und Sänger von 16 bis 25 Jahren auf.',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: Tablet-Kurs ab 60 mit Telefonieren per Bild, vormittags bis 11.30 Uhr. Für Situation 18 fehlt das Gerät: Man muss ein eigenes mitbringen.',
        en: 'The advert for situation 11: a tablet course for over-60s with calls where you see each other, in the morning until 11.30. For situation 18 the device is missing: you must bring your own.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 19: Kurse für Erwachsene am Dienstagabend. Für Situation 12 passt sie fast: Eltern lernen zusammen mit ihrem Kind, aber „Kinder dürfen ab 7 Jahren mitmachen“, und der Sohn ist 6.',
        en: 'The advert for situation 19: courses for adults on Tuesday evenings. It almost fits situation 12: parents learn together with their child, but [[Kinder dürfen ab 7 Jahren mitmachen]] (children may join from 7), and the son is 6.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: Klavier für Kinder ab 6 Jahren, nachmittags ab 14 Uhr. Für Situation 14 passt sie nicht: Man hat „jede Woche zur gleichen Zeit“ Unterricht.',
        en: 'The advert for situation 15: piano for children from 6, in the afternoon from 2 pm. It does not fit situation 14: lessons are [[jede Woche zur gleichen Zeit]] (at the same time every week).',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: Kinder ab 5 Jahren und Erwachsene lernen zusammen schwimmen, am Freitagabend. Für Situation 19 passt sie fast: Erwachsene lernen schwimmen, am Abend. Aber der erste Termin ist ein Freitag, und danach ist der Kurs „jede Woche am gleichen Tag“: Freitags arbeitet Herr Mendes abends im Hotel.',
        en: 'The advert for situation 12: children from 5 and adults learn to swim together, on Friday evenings. It almost fits situation 19: adults learn to swim, in the evening. But the first session is on a Friday, and after that the course is [[jede Woche am gleichen Tag]] (on the same day every week): on Fridays Herr Mendes works evenings at the hotel.',
      },
      e: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 20: Joggen in der Gruppe am Samstag, und das Probetraining „kostet nichts“. Aber wer „regelmäßig mitläuft, zahlt als Mitglied 8 Euro im Monat“.',
        en: 'Almost fits situation 20: jogging in a group on Saturdays, and the trial session [[kostet nichts]] (costs nothing). But whoever runs regularly pays as a member: [[zahlt als Mitglied 8 Euro im Monat]] (pays 8 euros a month as a member).',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 14: Gitarre ohne feste Termine. Klavier am Nachmittag gibt es auch, aber Kinder erst „ab 10 Jahren“; die Tochter in Situation 15 geht erst in die zweite Klasse.',
        en: 'The advert for situation 14: guitar without fixed times. There is piano in the afternoon too, but children only [[ab 10 Jahren]] (from 10); the daughter in situation 15 is only in year two.',
      },
      g: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 11 und 18: ein Kurs für Senioren mit Videoanrufen und Leihgerät. Aber er beginnt um 11 Uhr und dauert zwei Stunden, also bis 13 Uhr (Frau Ebert muss um 12 Uhr ihren Enkel abholen), und sechs Termine mal 8 Euro sind 48 Euro (Herr Wagner möchte höchstens 30 Euro zahlen).',
        en: 'Almost fits situations 11 and 18: a course for older people with video calls and devices to borrow. But it starts at 11 and lasts two hours, so until 1 pm (Frau Ebert picks up her grandson at 12), and six sessions at 8 euros are 48 euros (Herr Wagner wants to pay at most 30).',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 13: ein Chor am Abend, der alle Lieder „nach Gehör“ lernt, ohne Noten.',
        en: 'The advert for situation 13: an evening choir that learns every song [[nach Gehör]] (by ear), without sheet music.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: Kochkurs in der ersten Woche der Herbstferien, für „alle ab 9 Jahren“. Für Markus (Situation 16) passt sie fast, aber sie ist vom 13. bis 17. Oktober, und sein Urlaub beginnt erst am 20. Oktober.',
        en: 'The advert for situation 17: a cooking course in the first week of the autumn holidays, for everyone from 9. It almost fits Markus (situation 16), but it runs from 13 to 17 October, and his holiday only starts on 20 October.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: Lauftreff am Sonntag, „Geld sammeln wir nie“.',
        en: 'The advert for situation 20: a running group on Sundays, [[Geld sammeln wir nie]] (we never collect money).',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: schnelle, gesunde Rezepte für Erwachsene an drei Abenden vom 21. bis 23. Oktober. Für Situation 17 passt sie fast: Kochen in den Herbstferien, aber Jugendliche erst „ab 13 Jahren“, und die Tochter wird erst im Dezember 13.',
        en: 'The advert for situation 16: quick, healthy recipes for adults on three evenings from 21 to 23 October. It almost fits situation 17: cooking in the autumn holidays, but young people only [[ab 13 Jahren]] (from 13), and the daughter only turns 13 in December.',
      },
      l: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 13: ein Chor am Abend, kein Vorsingen, und „Noten lesen müssen Sie nicht können“. Aber er nimmt nur Leute „von 16 bis 25 Jahren“ auf, und Tobias war vor zehn Jahren 17, also ist er heute 27.',
        en: 'Almost fits situation 13: an evening choir, no audition, and [[Noten lesen müssen Sie nicht können]] (you need not be able to read music). But it only takes people [[von 16 bis 25 Jahren]] (aged 16 to 25), and Tobias was 17 ten years ago, so he is 27 now.',
      },
      x: {
        trap: 'no-advert',
        de: 'x ist nur richtig, wenn keine Anzeige alle Bedingungen erfüllt. Das ist nur bei Situation 18 so: Ein Kurs verlangt ein eigenes Gerät, der andere kostet mehr als 30 Euro.',
        en: 'x is right only when no advert meets every condition. That is the case only in situation 18: one course wants your own device, the other costs more than 30 euros.',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Frau Ebert (68) hat ein neues Tablet und möchte lernen, wie man damit Videoanrufe macht. Ein Kurs am Vormittag wäre ihr am liebsten, denn um 12 Uhr holt sie jeden Tag ihren Enkel von der Schule ab.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Alles passt, nur in anderen Worten: Man lernt, wie man „mit der Familie telefoniert, während man sich auf dem Bildschirm sieht“, also Videoanrufe. Frau Ebert hat ihr eigenes Tablet, und der Kurs ist „von 10 bis 11.30 Uhr“, also vor 12 Uhr zu Ende.',
            en: 'Everything fits, in other words: you learn to phone the family while you see each other on the screen ([[mit der Familie telefoniert, während man sich auf dem Bildschirm sieht]]), that is, video calls. Frau Ebert has her own tablet, and the course runs [[von 10 bis 11.30 Uhr]] (from 10 to 11.30 am), so it ends before 12.',
          },
          g: {
            trap: 'one-condition',
            de: 'Hier stehen sogar die „Videoanrufe“, und der Kurs beginnt am Vormittag, um 11 Uhr. Aber „jedes Treffen dauert zwei Stunden“: Der Kurs geht bis 13 Uhr, und um 12 Uhr muss Frau Ebert ihren Enkel abholen.',
            en: 'Here even the word [[Videoanrufe]] (video calls) appears, and the course starts in the morning, at 11. But [[jedes Treffen dauert zwei Stunden]] (each meeting lasts two hours): the course runs until 1 pm, and at 12 Frau Ebert has to pick up her grandson.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige a erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert a meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'g',
            fails: {
              de: 'beginnt um 11 Uhr und dauert zwei Stunden, also bis 13 Uhr',
              en: 'starts at 11 and lasts two hours, so until 1 pm',
            },
          },
        ],
        evidence: [
          'mit der Familie telefoniert, während man sich auf dem Bildschirm sieht',
          'Dienstags und donnerstags von 10 bis 11.30 Uhr',
          'um 12 Uhr holt sie jeden Tag ihren Enkel von der Schule ab',
          'Beginn 11 Uhr, jedes Treffen dauert zwei Stunden',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation:
          'Herr und Frau Sommer arbeiten montags bis freitags bis 18 Uhr. Frau Sommer kann selbst nicht schwimmen und möchte es zusammen mit ihrem Sohn (6) lernen.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: '„Kinder ab 5 Jahren und Erwachsene“ lernen hier „zusammen in einer Gruppe“, also Frau Sommer mit ihrem Sohn. Der Kurs ist freitags „von 19 bis 20 Uhr“, jede Woche am gleichen Tag, also nach der Arbeit der Eltern.',
            en: '[[Kinder ab 5 Jahren und Erwachsene]] (children from 5 and adults) learn here [[zusammen in einer Gruppe]] (together in one group), so Frau Sommer with her son. The course is on Fridays [[von 19 bis 20 Uhr]] (from 7 to 8 pm), the same day every week, so after the parents finish work.',
          },
          b: {
            trap: 'one-condition',
            de: 'Schwimmen lernen für Erwachsene, am Dienstag um 19 Uhr nach der Arbeit, und „Eltern können gern zusammen mit ihrem Kind lernen“. Aber der letzte Satz sagt: „Kinder dürfen ab 7 Jahren mitmachen“. Der Sohn ist erst 6.',
            en: 'Learning to swim for adults, on Tuesdays at 7 pm after work, and [[Eltern können gern zusammen mit ihrem Kind lernen]] (parents are welcome to learn together with their child). But the last sentence says: [[Kinder dürfen ab 7 Jahren mitmachen]] (children may join from 7). The son is only 6.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige d erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert d meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'b',
            fails: {
              de: 'Kinder erst ab 7 Jahren, der Sohn ist 6',
              en: 'children only from 7, the son is 6',
            },
          },
        ],
        evidence: [
          'Kinder ab 5 Jahren und Erwachsene zusammen in einer Gruppe',
          'Der erste Termin ist am Freitag, 7. November, von 19 bis 20 Uhr',
          'möchte es zusammen mit ihrem Sohn (6) lernen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Tobias hat mit 17 in einer Schulband gesungen, das ist jetzt zehn Jahre her. Noten lesen hat er nie gelernt. Er arbeitet bis 18 Uhr und sucht für den Abend einen Chor.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Ein Chor mit Probe „um 19.30 Uhr“, nach der Arbeit. Noten braucht man nicht, das steht hier in anderen Worten: Alle Lieder lernt man „nach Gehör“, die Chorleiterin singt vor. Eine Altersgrenze gibt es nicht.',
            en: 'A choir that rehearses [[um 19.30 Uhr]] (at 7.30 pm), after work. You need no sheet music, said here in other words: all songs are learnt [[nach Gehör]] (by ear), the choir leader sings first. There is no age limit.',
          },
          l: {
            trap: 'one-condition',
            de: 'Ein Chor am Abend nach 18 Uhr, ohne Vorsingen, und hier steht sogar „Noten lesen müssen Sie nicht können“. Aber der Chor nimmt nur Leute „von 16 bis 25 Jahren“ auf. Tobias war vor zehn Jahren 17, er ist also 27.',
            en: 'An evening choir after 6 pm, without an audition, and it even says [[Noten lesen müssen Sie nicht können]] (you need not be able to read music). But the choir only takes people [[von 16 bis 25 Jahren]] (aged 16 to 25). Tobias was 17 ten years ago, so he is 27.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige h erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert h meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'l',
            fails: {
              de: 'nur für Leute von 16 bis 25 Jahren, Tobias ist 27',
              en: 'only for people aged 16 to 25, Tobias is 27',
            },
          },
        ],
        evidence: [
          'Alle Lieder lernen wir nach Gehör',
          'mittwochs um 19.30 Uhr',
          'nehmen Sängerinnen und Sänger von 16 bis 25 Jahren auf',
          'Tobias hat mit 17 in einer Schulband gesungen, das ist jetzt zehn Jahre her',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Nina (31) möchte Gitarre lernen. Sie arbeitet im Schichtdienst, und ihre Arbeitszeiten ändern sich jede Woche.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Gitarre für Erwachsene, und „Feste Termine gibt es nicht“: Jede Stunde wird neu vereinbart. Das passt zu Arbeitszeiten, die sich jede Woche ändern.',
            en: 'Guitar for adults, and [[Feste Termine gibt es nicht]] (there are no fixed times): each lesson is arranged separately. That suits working hours that change every week.',
          },
          c: {
            trap: 'one-condition',
            de: 'Gitarre auch für Erwachsene, und Tag und Uhrzeit sucht man selbst aus. Aber „danach haben Sie jede Woche zur gleichen Zeit Unterricht“. Das geht mit Ninas Schichten nicht.',
            en: 'Guitar for adults too, and you choose the day and time yourself. But [[danach haben Sie jede Woche zur gleichen Zeit Unterricht]] (after that your lesson is at the same time every week). That does not work with Nina’s shifts.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige f erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert f meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'c',
            fails: { de: 'jede Woche zur gleichen Zeit', en: 'at the same time every week' },
          },
        ],
        evidence: ['Feste Termine gibt es nicht', 'Wir vereinbaren jede Stunde neu'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation:
          'Herr Öztürk sucht Klavierunterricht am Nachmittag für seine Tochter. Sie geht in die zweite Klasse und hat jeden Tag bis 13 Uhr Schule.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Klavier, „Kinder ab 6 Jahren“ lernen hier, und ein Kind in der zweiten Klasse ist etwa 7 oder 8 Jahre alt. Der Unterricht ist „zwischen 14 und 20 Uhr“, also am Nachmittag nach der Schule.',
            en: 'Piano, [[Kinder ab 6 Jahren]] (children from 6) learn here, and a child in year two is about 7 or 8. Lessons are [[zwischen 14 und 20 Uhr]] (between 2 and 8 pm), so in the afternoon after school.',
          },
          f: {
            trap: 'one-condition',
            de: 'Auch Klavier, und „nachmittags“ steht wörtlich da. Aber Kinder nimmt der Lehrer erst „ab 10 Jahren“, und ein Kind in der zweiten Klasse ist etwa 7 oder 8 Jahre alt.',
            en: 'Piano too, and [[nachmittags]] (afternoons) is there word for word. But the teacher only takes children [[ab 10 Jahren]] (from 10), and a child in year two is about 7 or 8.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige c erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert c meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'f',
            fails: {
              de: 'Kinder erst ab 10 Jahren, die Tochter geht in die zweite Klasse',
              en: 'children only from 10, the daughter is in year two',
            },
          },
        ],
        evidence: [
          'Bei uns lernen Kinder ab 6 Jahren',
          'zwischen 14 und 20 Uhr',
          'Jugendliche und Kinder ab 10 Jahren',
          'Sie geht in die zweite Klasse',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Markus (35) arbeitet im Büro und hat ab Montag, 20. Oktober, zwei Wochen Urlaub. In dieser Zeit möchte er in einem Kurs lernen, wie man schnell ein gesundes Essen kocht.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Schnell und gesund in anderen Worten: „Viel Gemüse, wenig Fett und in 30 Minuten auf dem Tisch“. Der Kurs ist vom „21. bis 23. Oktober“, also in seinem Urlaub, und „Für Erwachsene ohne Vorkenntnisse“.',
            en: 'Quick and healthy in other words: [[Viel Gemüse, wenig Fett und in 30 Minuten auf dem Tisch]] (lots of vegetables, little fat, on the table in 30 minutes). The course runs from [[21. bis 23. Oktober]] (21 to 23 October), so during his holiday, and it is [[Für Erwachsene ohne Vorkenntnisse]] (for adults without experience).',
          },
          i: {
            trap: 'one-condition',
            de: 'Hier stehen die Wörter „schnelle und gesunde Gerichte“, und „alle ab 9 Jahren“ dürfen mitmachen, also auch Markus. Aber es sind fünf Vormittage „ab Montag, 13. Oktober“, also bis zum 17. Oktober. Sein Urlaub beginnt erst am 20. Oktober.',
            en: 'Here are the words [[schnelle und gesunde Gerichte]] (quick and healthy dishes), and everyone from 9 may join, Markus too. But it is five mornings [[ab Montag, 13. Oktober]] (from Monday 13 October), so until 17 October. His holiday only starts on 20 October.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige k erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert k meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'i',
            fails: {
              de: 'vom 13. bis 17. Oktober, vor seinem Urlaub',
              en: 'from 13 to 17 October, before his holiday',
            },
          },
        ],
        evidence: [
          'Viel Gemüse, wenig Fett und in 30 Minuten auf dem Tisch',
          '21. bis 23. Oktober',
          'Für Erwachsene ohne Vorkenntnisse',
          'Fünf Vormittage in der ersten Woche der Herbstferien, ab Montag, 13. Oktober',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation:
          'Frau Hahn muss in den Herbstferien arbeiten. Ihre Tochter soll in dieser Zeit in einem Kurs kochen lernen; im Dezember feiert sie ihren 13. Geburtstag.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Ein Kochkurs „in der ersten Woche der Herbstferien“, und „Mitmachen können alle ab 9 Jahren, Kinder auch ohne ihre Eltern“: Die Tochter ist im Oktober 12 und kann allein kommen.',
            en: 'A cooking course [[in der ersten Woche der Herbstferien]] (in the first week of the autumn holidays), and everyone from 9 can join, children without their parents too ([[Kinder auch ohne ihre Eltern]]): the daughter is 12 in October and can come alone.',
          },
          k: {
            trap: 'one-condition',
            de: 'Auch ein Kochkurs in den Herbstferien, und Jugendliche dürfen mitmachen. Aber erst „ab 13 Jahren“, das steht ganz am Ende. Die Tochter wird erst im Dezember 13, in den Herbstferien ist sie noch 12.',
            en: 'Also a cooking course in the autumn holidays, and young people may join. But only [[ab 13 Jahren]] (from 13), at the very end. The daughter only turns 13 in December; in the autumn holidays she is still 12.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige i erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert i meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'k',
            fails: {
              de: 'Jugendliche erst ab 13 Jahren, die Tochter wird erst im Dezember 13',
              en: 'young people only from 13, the daughter only turns 13 in December',
            },
          },
        ],
        evidence: [
          'in der ersten Woche der Herbstferien',
          'Mitmachen können alle ab 9 Jahren, Kinder auch ohne ihre Eltern',
          'im Dezember feiert sie ihren 13. Geburtstag',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 18,
        situation:
          'Herr Wagner (72) hat noch kein Smartphone. Bevor er eins kauft, möchte er in einem Kurs ausprobieren, wie Videoanrufe gehen. Mehr als 30 Euro möchte er dafür nicht bezahlen.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt: Kurs a ist kostenlos, aber man muss „Ihr eigenes Gerät“ mitbringen, und Herr Wagner hat keins. Bei Kurs g kann man ein Gerät leihen, aber sechs Termine zu je 8 Euro kosten 48 Euro.',
            en: 'No advert fits: course a is free, but you must bring [[Ihr eigenes Gerät]] (your own device), and Herr Wagner has none. Course g lends devices, but six sessions at 8 euros each cost 48 euros.',
          },
          a: {
            trap: 'one-condition',
            de: 'Telefonieren mit Bild und „kostenlos“ passen, aber am Ende steht: „Bitte bringen Sie Ihr eigenes Gerät mit.“ Herr Wagner hat noch kein Smartphone.',
            en: 'Calls with a picture and [[kostenlos]] (free) fit, but at the end: [[Bitte bringen Sie Ihr eigenes Gerät mit.]] (Please bring your own device.) Herr Wagner has no smartphone yet.',
          },
          g: {
            trap: 'one-condition',
            de: 'Hier kann man ein Gerät leihen, und Videoanrufe gibt es auch. „pro Termin zahlen Sie 8 Euro“ klingt billig, aber der Kurs hat „sechs Termine und kann nur komplett gebucht werden“: Das sind 48 Euro, und Herr Wagner möchte höchstens 30 Euro bezahlen.',
            en: 'You can borrow a device here, and there are video calls too. [[pro Termin zahlen Sie 8 Euro]] (8 euros per session) sounds cheap, but the course has [[sechs Termine und kann nur komplett gebucht werden]] (six sessions, booked only as a whole): that is 48 euros, and Herr Wagner wants to pay at most 30.',
          },
        },
        nearMiss: [
          { advert: 'a', fails: { de: 'nur mit eigenem Gerät', en: 'only with your own device' } },
          {
            advert: 'g',
            fails: {
              de: 'sechs Termine zu je 8 Euro, zusammen 48 Euro, mehr als 30 Euro',
              en: 'six sessions at 8 euros, 48 euros in all, more than 30',
            },
          },
        ],
        evidence: [
          'Bitte bringen Sie Ihr eigenes Gerät mit',
          'Der Kurs hat sechs Termine und kann nur komplett gebucht werden; pro Termin zahlen Sie 8 Euro',
          'Mehr als 30 Euro möchte er dafür nicht bezahlen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Herr Mendes (45) kann nicht schwimmen und möchte es jetzt lernen. Von Donnerstag bis Sonntag arbeitet er abends im Hotel, an den anderen Abenden hat er frei.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: 'Ein Kurs für Erwachsene, die als Kind „nie schwimmen gelernt“ haben, „dienstags von 19 bis 20 Uhr“: Am Dienstagabend hat Herr Mendes frei.',
            en: 'A course for adults who never learnt to swim as children ([[nie schwimmen gelernt]]), [[dienstags von 19 bis 20 Uhr]] (Tuesdays from 7 to 8 pm): Herr Mendes is free on Tuesday evenings.',
          },
          d: {
            trap: 'one-condition',
            de: 'Auch Erwachsene lernen hier schwimmen, und der Kurs ist am Abend, „von 19 bis 20 Uhr“. Aber der erste Termin ist „am Freitag, 7. November“, und danach trifft man sich „jede Woche am gleichen Tag“, also immer freitags. Von Donnerstag bis Sonntag arbeitet Herr Mendes abends im Hotel.',
            en: 'Adults learn to swim here too, and the course is in the evening, [[von 19 bis 20 Uhr]] (from 7 to 8 pm). But the first session is [[am Freitag, 7. November]] (on Friday 7 November), and after that you meet [[jede Woche am gleichen Tag]] (on the same day every week), so always on Fridays. From Thursday to Sunday Herr Mendes works evenings at the hotel.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige b erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert b meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'd',
            fails: {
              de: 'jede Woche freitags, Herr Mendes arbeitet donnerstags bis sonntags abends',
              en: 'every Friday, Herr Mendes works Thursday to Sunday evenings',
            },
          },
        ],
        evidence: [
          'Unsere Kurse für Erwachsene',
          'dienstags von 19 bis 20 Uhr',
          'danach treffen wir uns jede Woche am gleichen Tag zur gleichen Zeit',
          'Von Donnerstag bis Sonntag arbeitet er abends im Hotel',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation: 'Carla möchte am Wochenende regelmäßig mit anderen joggen, aber dafür kein Geld ausgeben.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Gemeinsam laufen „Jeden Sonntag“, und „Geld sammeln wir nie“: Es kostet also auch auf Dauer nichts. Laufen und joggen bedeuten hier dasselbe.',
            en: 'Running together [[Jeden Sonntag]] (every Sunday), and [[Geld sammeln wir nie]] (we never collect money): so it costs nothing in the long run either. [[laufen]] and [[joggen]] mean the same here.',
          },
          e: {
            trap: 'one-condition',
            de: 'Hier steht sogar „joggen“ und „regelmäßig“, der Lauftreff ist am Samstag, und das Probetraining „kostet nichts“. Aber wer danach „regelmäßig mitläuft, zahlt als Mitglied 8 Euro im Monat“. Das steht in einem Satz über das T-Shirt und den Trainingsplan.',
            en: 'Here even the words [[joggen]] and [[regelmäßig]] appear, the group runs on Saturdays, and the trial session [[kostet nichts]] (costs nothing). But whoever keeps running regularly [[zahlt als Mitglied 8 Euro im Monat]] (pays 8 euros a month as a member). It is in a sentence about the T-shirt and the training plan.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige j erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert j meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'e',
            fails: {
              de: 'wer regelmäßig mitläuft, zahlt als Mitglied 8 Euro im Monat',
              en: 'whoever runs regularly pays 8 euros a month as a member',
            },
          },
        ],
        evidence: [
          'Jeden Sonntag um 9 Uhr',
          'Geld sammeln wir nie',
          'Wer danach regelmäßig mitläuft, zahlt als Mitglied 8 Euro im Monat',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
    ],
  },

  language1: {
    topics: ['moving-house'],
    people: [
      { name: 'Miriam', role: 'writer who moved to Hamburg for a new job' },
      { name: 'Lotte', role: 'friend back home in Wiesbach' },
    ],
    text: 'Liebe Lotte,\n\nendlich habe ich Zeit für eine lange E-Mail! Wie du weißt, bin ich {21} drei Wochen nach Hamburg gezogen, weil ich hier eine neue Stelle bekommen habe.\n\nMit der Hilfe einer Kollegin habe ich sehr schnell ein Zuhause gefunden, {22} es in Hamburg nur wenige freie Wohnungen gibt. Es ist eine kleine, helle Wohnung, in {23} ich mich sofort wohlgefühlt habe.\n\nMeine Kolleginnen und Kollegen sind sehr nett. Schon in der ersten Woche haben sie mich zu ihrem {24} Sommerfest eingeladen. Auch die Stadt gefällt mir. Ehrlich gesagt habe ich {25} Hamburg viel kleiner vorgestellt. Nächsten Sonntag mache ich mit einer Kollegin eine Fahrradtour an der Elbe. {26} freue ich mich schon sehr.\n\nUnter der Woche bin ich allerdings oft sehr müde. Letzte Woche hatte ich jeden Tag lange Besprechungen. {27} ich abends nach Hause kam, schlief ich oft sofort auf dem Sofa ein.\n\nIm Sommer möchte ich gern ein paar Tage nach Wiesbach kommen. Heute Morgen hatte ich endlich ein Gespräch mit meinem Chef. {28} ich ihn nach einer Woche Urlaub im August fragte, sagte er sofort Ja. Jetzt buche ich gleich ein Zugticket. Und wie läuft es bei dir? Am Telefon hast du erzählt, dass du seit dem Frühling jedes Wochenende mit deiner {29} Kamera unterwegs bist. Hast du schon einen Fotokurs gefunden?\n\nDu fehlst mir sehr! Ich denke oft an unsere Freitagabende im Café Rosa und an den alten Kellner, {30} wir immer alle Neuigkeiten erzählt haben. Schreib mir bald zurück!\n\nLiebe Grüße\nMiriam',
    items: [
      {
        n: 21,
        options: { a: 'seit', b: 'vor', c: 'für' },
        key: 'b',
        why: {
          a: {
            trap: 'preposition',
            de: 'Miriam lebt noch in Hamburg, darum klingt „seit drei Wochen“ richtig. Aber „seit“ braucht etwas, das bis heute dauert („Ich wohne seit drei Wochen hier“). „gezogen“ ist ein einmaliges Ereignis in der Vergangenheit: Der Umzug ist vorbei.',
            en: 'Miriam still lives in Hamburg, so [[seit drei Wochen]] sounds right. But [[seit]] needs something that lasts until today ([[Ich wohne seit drei Wochen hier]]). [[gezogen]] (moved) is a single event in the past: the move is over.',
          },
          b: {
            trap: 'key',
            de: '„bin … gezogen“ steht im Perfekt und nennt ein einmaliges Ereignis: Der Umzug war vor drei Wochen. Für einen Zeitpunkt in der Vergangenheit steht „vor“ + Dativ: „vor drei Wochen“.',
            en: '[[bin … gezogen]] is in the perfect and names a single event: the move was three weeks ago. A point in the past takes [[vor]] + dative: [[vor drei Wochen]] (three weeks ago).',
          },
          c: {
            trap: 'preposition',
            de: 'Im Englischen heißt es „for three weeks“, darum liegt „für“ nahe. Aber „für drei Wochen“ nennt eine geplante Dauer („Ich fahre für drei Wochen weg“). Miriam hat eine neue Stelle und bleibt: Sie ist nicht nur für drei Wochen umgezogen.',
            en: 'English says “for three weeks”, so [[für]] is tempting. But [[für drei Wochen]] names a planned length of time ([[Ich fahre für drei Wochen weg]]). Miriam has a new job and is staying: she did not move for just three weeks.',
          },
        },
        evidence: ['bin ich', 'drei Wochen nach Hamburg gezogen', 'eine neue Stelle bekommen habe'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 22,
        options: { a: 'obwohl', b: 'trotzdem', c: 'weil' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Das Verb „gibt“ steht ganz am Ende: ein Nebensatz. Und er nennt einen Gegensatz: Es gibt wenige freie Wohnungen, aber Miriam hat schnell eine gefunden. Ein Nebensatz mit Gegensatz beginnt mit „obwohl“.',
            en: 'The verb [[gibt]] is right at the end: a subordinate clause. And it names a contrast: there are few free flats, but Miriam found one quickly. A subordinate clause with a contrast starts with [[obwohl]] (although).',
          },
          b: {
            trap: 'word-class',
            de: 'Die Bedeutung passt: Es gibt wenige Wohnungen, trotzdem hat Miriam eine gefunden. Darum liegt „trotzdem“ nahe. Aber „trotzdem“ ist kein Nebensatz-Wort: Nach „trotzdem“ kommt sofort das Verb („trotzdem gibt es …“). Hier steht „gibt“ am Ende des Satzes. Im geschriebenen Deutsch steht dann „obwohl“.',
            en: 'The meaning fits: there are few flats, and still Miriam found one. So [[trotzdem]] is tempting. But [[trotzdem]] does not start a subordinate clause: the verb comes right after it ([[trotzdem gibt es …]]). Here [[gibt]] is at the end of the clause. In written German that needs [[obwohl]].',
          },
          c: {
            trap: 'connector',
            de: '„weil“ stellt das Verb auch ans Ende, aber es nennt einen Grund. Wenige freie Wohnungen sind kein Grund, schnell eine Wohnung zu finden, sondern ein Problem dabei.',
            en: '[[weil]] also puts the verb at the end, but it gives a reason. Few free flats are no reason for finding a home quickly; they make it harder.',
          },
        },
        evidence: ['sehr schnell ein Zuhause gefunden', 'es in Hamburg nur wenige freie Wohnungen gibt'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 23,
        options: { a: 'die', b: 'dem', c: 'der' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„Wohnung“ ist feminin, darum wirkt „die“ richtig. Aber vor der Lücke steht „in“, und man fühlt sich wo? wohl: Dativ. „die“ ist Nominativ oder Akkusativ.',
            en: '[[Wohnung]] is feminine, so [[die]] looks right. But [[in]] comes before the gap, and you feel at home where? Dative. [[die]] is nominative or accusative.',
          },
          b: {
            trap: 'form',
            de: '„dem“ ist Dativ, aber maskulin oder neutral. „die Wohnung“ ist feminin: Dativ „der“.',
            en: '[[dem]] is dative, but masculine or neuter. [[die Wohnung]] is feminine: dative [[der]].',
          },
          c: {
            trap: 'key',
            de: 'Relativsatz zu „eine kleine, helle Wohnung“: feminin, Singular. Den Kasus bestimmt „in“ (wo?): Dativ. Also „in der ich mich … wohlgefühlt habe“.',
            en: 'A relative clause about [[eine kleine, helle Wohnung]]: feminine singular. [[in]] (where?) decides the case: dative. So [[in der ich mich … wohlgefühlt habe]].',
          },
        },
        evidence: ['eine kleine, helle Wohnung, in', 'wohlgefühlt habe'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 24,
        options: { a: 'großem', b: 'großen', c: 'große' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„ihrem“ endet auf -em, darum schreiben viele auch „großem“. Aber das Artikelwort „ihrem“ zeigt den Dativ schon. Nach „ihrem“ (wie nach „dem“) endet das Adjektiv auf -en.',
            en: '[[ihrem]] ends in -em, so many learners write [[großem]] too. But the article word [[ihrem]] already shows the dative. After [[ihrem]] (as after [[dem]]) the adjective ends in -en.',
          },
          b: {
            trap: 'key',
            de: '„einladen zu“ + Dativ: „zu ihrem … Sommerfest“. Nach „ihrem“ im Dativ hat das Adjektiv die Endung -en: „zu ihrem großen Sommerfest“.',
            en: '[[einladen zu]] + dative: [[zu ihrem … Sommerfest]]. After [[ihrem]] in the dative the adjective ends in -en: [[zu ihrem großen Sommerfest]].',
          },
          c: {
            trap: 'form',
            de: '„große“ passt zu „das große Sommerfest“ (Nominativ oder Akkusativ). Nach „zu“ steht aber der Dativ, und im Dativ endet das Adjektiv nach „ihrem“ auf -en.',
            en: '[[große]] fits [[das große Sommerfest]] (nominative or accusative). But [[zu]] takes the dative, and in the dative the adjective after [[ihrem]] ends in -en.',
          },
        },
        evidence: ['mich zu ihrem', 'Sommerfest eingeladen'],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 25,
        options: { a: 'mich', b: 'sich', c: 'mir' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„sich vorstellen“ kennt man als „Ich stelle mich vor“ (mein Name ist …), darum liegt „mich“ nahe. Aber hier hat der Satz schon ein Akkusativobjekt: „Hamburg“. Dann steht das Reflexivpronomen im Dativ: „mir“.',
            en: '[[sich vorstellen]] is familiar as [[Ich stelle mich vor]] (I introduce myself), so [[mich]] is tempting. But here the clause already has an accusative object: [[Hamburg]]. Then the reflexive pronoun is dative: [[mir]].',
          },
          b: {
            trap: 'form',
            de: '„sich“ steht im Infinitiv („sich vorstellen“) und passt zu er, sie oder Sie. Das Subjekt ist hier „ich“.',
            en: '[[sich]] is the infinitive form ([[sich vorstellen]]) and goes with er, sie or Sie. The subject here is [[ich]].',
          },
          c: {
            trap: 'key',
            de: 'Subjekt „ich“, und der Satz hat schon ein Akkusativobjekt („Hamburg“). Dann steht das Reflexivpronomen im Dativ: „Ich habe mir Hamburg viel kleiner vorgestellt.“',
            en: 'Subject [[ich]], and the clause already has an accusative object ([[Hamburg]]). Then the reflexive pronoun is dative: [[Ich habe mir Hamburg viel kleiner vorgestellt.]] (I imagined Hamburg much smaller.)',
          },
        },
        evidence: ['habe ich', 'Hamburg viel kleiner vorgestellt'],
        teaches: { sheet: 'language-elements-patterns', section: 'reflexive-pronouns' },
      },
      {
        n: 26,
        options: { a: 'Darauf', b: 'Darüber', c: 'Daran' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Die Fahrradtour ist erst „Nächsten Sonntag“: Sie kommt noch. „sich freuen auf“ + etwas, das noch kommt; für eine Sache steht „darauf“.',
            en: 'The bike tour is only [[Nächsten Sonntag]] (next Sunday): it is still to come. [[sich freuen auf]] + something still to come (to look forward to); for a thing it is [[darauf]].',
          },
          b: {
            trap: 'preposition',
            de: '„sich freuen über“ gibt es auch, darum klingt „Darüber“ richtig. Aber „über“ steht für etwas, das schon da ist oder schon passiert ist. Die Tour ist erst nächsten Sonntag.',
            en: '[[sich freuen über]] exists too, so [[Darüber]] sounds right. But [[über]] is for something that is already here or has already happened. The tour is only next Sunday.',
          },
          c: {
            trap: 'preposition',
            de: '„Daran“ passt zu „denken an“ oder „sich erinnern an“. „freuen“ geht mit „auf“ oder „über“, nie mit „an“.',
            en: '[[Daran]] goes with [[denken an]] or [[sich erinnern an]]. [[freuen]] goes with [[auf]] or [[über]], never with [[an]].',
          },
        },
        evidence: ['Nächsten Sonntag mache ich', 'freue ich mich schon sehr'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
      {
        n: 27,
        options: { a: 'Als', b: 'Wann', c: 'Wenn' },
        key: 'c',
        why: {
          a: {
            trap: 'connector',
            de: 'Der Satz steht in der Vergangenheit („kam“, „schlief“), darum liegt „Als“ nahe. Aber „als“ steht nur für ein einmaliges Ereignis. Hier passiert es „jeden Tag“ und „oft“: immer wieder, also „wenn“.',
            en: 'The sentence is in the past ([[kam]], [[schlief]]), so [[Als]] is tempting. But [[als]] is only for a single event. Here it happens [[jeden Tag]] and [[oft]]: again and again, so [[wenn]].',
          },
          b: {
            trap: 'connector',
            de: '„wann“ ist ein Fragewort („Wann kommst du?“). Für „jedes Mal, wenn“ steht im Deutschen „wenn“.',
            en: '[[wann]] is a question word ([[Wann kommst du?]]). For “every time” German uses [[wenn]].',
          },
          c: {
            trap: 'key',
            de: 'Etwas passiert immer wieder („jeden Tag“, „oft“), auch in der Vergangenheit: Dann steht „wenn“.',
            en: 'Something happens again and again ([[jeden Tag]], [[oft]]), in the past too: then you use [[wenn]].',
          },
        },
        evidence: ['jeden Tag lange Besprechungen', 'schlief ich oft sofort'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 28,
        options: { a: 'Als', b: 'Wenn', c: 'Wann' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Miriam hatte „Heute Morgen“ ein Gespräch mit dem Chef: Sie hat ihn einmal gefragt, und er hat einmal Ja gesagt. Für ein einmaliges Ereignis in der Vergangenheit steht „als“.',
            en: 'Miriam had one talk with her boss [[Heute Morgen]] (this morning): she asked him once, and he said yes once. A single event in the past takes [[als]].',
          },
          b: {
            trap: 'connector',
            de: 'Im Absatz davor steht „Wenn ich abends nach Hause kam“, und auch hier steht das Verb in der Vergangenheit („fragte“). Darum liegt „Wenn“ nahe. Aber „wenn“ steht in der Vergangenheit nur für etwas, das immer wieder passiert ist. Hier war es ein Gespräch, „Heute Morgen“: also „als“.',
            en: 'The paragraph before says [[Wenn ich abends nach Hause kam]], and here too the verb is in the past ([[fragte]]). So [[Wenn]] is tempting. But in the past [[wenn]] is only for something that happened again and again. Here it was one talk, [[Heute Morgen]]: so [[als]].',
          },
          c: {
            trap: 'connector',
            de: '„wann“ ist ein Fragewort („Wann hast du Urlaub?“). Es leitet keinen Zeitsatz ein, nach dem der Hauptsatz kommt.',
            en: '[[wann]] is a question word ([[Wann hast du Urlaub?]]: when are you on holiday?). It does not start a time clause followed by the main clause.',
          },
        },
        evidence: [
          'Heute Morgen hatte ich endlich ein Gespräch mit meinem Chef',
          'fragte, sagte er sofort Ja',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 29,
        options: { a: 'neuer', b: 'neuen', c: 'neue' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„deiner“ endet auf -er, darum schreiben viele auch „neuer“. Aber „deiner“ zeigt den Dativ schon. Nach einem Artikelwort mit Endung („deiner“, „der“) endet das Adjektiv im Dativ auf -en.',
            en: '[[deiner]] ends in -er, so many learners write [[neuer]] too. But [[deiner]] already shows the dative. After an article word with an ending ([[deiner]], [[der]]) the adjective in the dative ends in -en.',
          },
          b: {
            trap: 'key',
            de: '„mit“ braucht den Dativ: „mit deiner … Kamera“ („die Kamera“, feminin). Nach „deiner“ endet das Adjektiv im Dativ auf -en: „mit deiner neuen Kamera“.',
            en: '[[mit]] takes the dative: [[mit deiner … Kamera]] ([[die Kamera]], feminine). After [[deiner]] the adjective in the dative ends in -en: [[mit deiner neuen Kamera]] (with your new camera).',
          },
          c: {
            trap: 'form',
            de: '„neue“ passt zu „die neue Kamera“ (Nominativ oder Akkusativ). Nach „mit“ steht aber der Dativ: „deiner neuen Kamera“.',
            en: '[[neue]] fits [[die neue Kamera]] (nominative or accusative). But [[mit]] takes the dative: [[deiner neuen Kamera]].',
          },
        },
        evidence: ['mit deiner', 'Kamera unterwegs bist'],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 30,
        options: { a: 'der', b: 'den', c: 'dem' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„der Kellner“ ist maskulin, darum liegt „der“ nahe. Aber „der“ wäre Nominativ: Der Kellner wäre das Subjekt. Im Relativsatz ist „wir“ das Subjekt.',
            en: '[[der Kellner]] is masculine, so [[der]] is tempting. But [[der]] would be nominative: the waiter would be the subject. In the relative clause the subject is [[wir]].',
          },
          b: {
            trap: 'form',
            de: 'Vor dem Komma steht „an den alten Kellner“: Akkusativ. Darum klingt „den“ richtig. Aber den Kasus bestimmt der Relativsatz selbst: „wir haben dem Kellner alle Neuigkeiten erzählt“. „erzählen“ hat schon ein Akkusativobjekt („alle Neuigkeiten“); die Person, der man etwas erzählt, steht im Dativ.',
            en: '[[an den alten Kellner]] comes before the comma: accusative. So [[den]] sounds right. But the relative clause itself decides the case: [[wir haben dem Kellner alle Neuigkeiten erzählt]] (we told the waiter all the news). [[erzählen]] already has an accusative object ([[alle Neuigkeiten]]); the person you tell something to is dative.',
          },
          c: {
            trap: 'key',
            de: 'Relativsatz zu „den alten Kellner“: maskulin, Singular. Im Relativsatz erzählen „wir“ dem Kellner etwas („alle Neuigkeiten“ ist das Akkusativobjekt): Die Person steht im Dativ, also „dem“.',
            en: 'A relative clause about [[den alten Kellner]]: masculine singular. In the relative clause [[wir]] tell the waiter something ([[alle Neuigkeiten]] is the accusative object): the person is dative, so [[dem]].',
          },
        },
        evidence: ['an den alten Kellner,', 'wir immer alle Neuigkeiten erzählt haben'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
    ],
  },

  language2: {
    topics: ['town-festival'],
    people: [],
    text: 'Stadtfest in Rosenfeld\n\nRosenfeld feiert jeden Sommer sein Stadtfest, immer von Freitag bis Sonntag. Auf dem Marktplatz stehen 80 Stände; alle Plätze sind schon vergeben. Das Fest beginnt am Freitag um 17 Uhr, am Samstag und Sonntag um 11 Uhr; am Sonntag ist um 20 Uhr Schluss. Die Innenstadt rund um den Marktplatz ist an allen drei Tagen für Autos gesperrt. Der letzte Bus fährt wie immer um 23.30 Uhr.\n\nWer am Freitag nicht selbst kochen möchte, bekommt auf dem Fest ein gutes {31}. Am Samstag wartet ein {32} Programm auf Familien: Kinder können basteln oder Theater spielen. Der Eintritt kostet an allen drei Tagen nichts. Auf dem Fest bezahlt man nur für das Riesenrad und das Kinderprogramm (2 Euro pro Kind). Familien mit Kinderwagen kommen am besten mit dem {33}.\n\nAm Freitag und Samstag gehört die große Bühne am Rathaus den Bands. Sie spielen bis Mitternacht und hören damit {34} auf als im letzten Jahr. Höhepunkt ist am {35} das Feuerwerk. Es beginnt eine halbe Stunde {36} als im letzten Jahr: um 22.30 Uhr.\n\nWer in der Nähe wohnt, nimmt am besten das {37}: Direkt am Marktplatz gibt es 300 Plätze dafür. Die Busse fahren {38} als sonst: Die Linie 3 hält am Marktplatz und kommt bis 23.30 Uhr alle 15 statt alle 30 Minuten.\n\nLetztes Jahr haben die Bands bis zwei Uhr nachts gespielt, und das Feuerwerk hat um 22 Uhr begonnen. Zum Abschluss spielt am {39} von 18 bis 20 Uhr das Stadtorchester. Die Stadt sucht noch {40} für das Fest; Anmeldung im Rathaus.',
    box: {
      a: 'Sonntag',
      b: 'kostenloses',
      c: 'Abendessen',
      d: 'Mittagessen',
      e: 'früher',
      f: 'häufiger',
      g: 'später',
      h: 'Händler',
      i: 'buntes',
      j: 'Auto',
      k: 'Helfer',
      l: 'Bus',
      m: 'Samstag',
      n: 'länger',
      o: 'Fahrrad',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Am Sonntag ist um 20 Uhr Schluss (erster Absatz), also spielt das Stadtorchester „zum Abschluss“ am Sonntag von 18 bis 20 Uhr. In Lücke 35 passt es nicht: Das Feuerwerk beginnt um 22.30 Uhr, dann ist am Sonntag schon alles vorbei.',
        en: 'Belongs in gap 39: on Sunday the festival ends at 8 pm (first paragraph), so the town orchestra plays [[zum Abschluss]] (to close) on Sunday from 6 to 8 pm. It does not fit gap 35: the fireworks start at 10.30 pm, when on Sunday everything is already over.',
      },
      b: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 32 („ein kostenloses Programm“), und gleich danach steht, dass der Eintritt nichts kostet. Aber am Ende steht: Bezahlen muss man für das Kinderprogramm, „2 Euro pro Kind“.',
        en: 'Has the form for gap 32 ([[ein kostenloses Programm]], a free programme), and right after it the text says admission costs nothing. But then: you pay for the children’s programme, [[2 Euro pro Kind]] (2 euros per child).',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: Am Freitag beginnt das Fest erst um 17 Uhr (erster Absatz). Man bekommt dort also ein Abendessen.',
        en: 'Belongs in gap 31: on Friday the festival only starts at 5 pm (first paragraph). So what you get there is [[Abendessen]] (dinner).',
      },
      d: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 31 („ein gutes Mittagessen“) und klingt ganz normal. Aber im ersten Absatz steht: „Das Fest beginnt am Freitag um 17 Uhr“. Mittags ist am Freitag noch nichts geöffnet.',
        en: 'Has the form for gap 31 ([[ein gutes Mittagessen]], a good lunch) and sounds quite normal. But the first paragraph says [[Das Fest beginnt am Freitag um 17 Uhr]] (on Friday the festival starts at 5 pm). At lunchtime on Friday nothing is open yet.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: Letztes Jahr haben die Bands bis zwei Uhr nachts gespielt (letzter Absatz); Mitternacht ist früher. In Lücke 36 passt es nicht: 22.30 Uhr ist später als 22 Uhr.',
        en: 'Belongs in gap 34: last year the bands played until 2 am (last paragraph); midnight is earlier. It does not fit gap 36: 10.30 pm is later than 10 pm.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Die Linie 3 kommt „alle 15 statt alle 30 Minuten“, also fahren die Busse häufiger als sonst.',
        en: 'Belongs in gap 38: line 3 comes [[alle 15 statt alle 30 Minuten]] (every 15 instead of every 30 minutes), so the buses run more often than usual.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: Letztes Jahr hat das Feuerwerk um 22 Uhr begonnen (letzter Absatz), in diesem Jahr um 22.30 Uhr, also später. In Lücke 34 passt es nicht: Mitternacht ist früher als zwei Uhr nachts.',
        en: 'Belongs in gap 36: last year the fireworks began at 10 pm (last paragraph), this year at 10.30 pm, so later. It does not fit gap 34: midnight is earlier than 2 am.',
      },
      h: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 40 („sucht noch Händler“), und ein Fest sucht oft Händler. Aber im ersten Absatz steht über die Stände: „alle Plätze sind schon vergeben“. Neue Händler hätten keinen Platz.',
        en: 'Has the form for gap 40 ([[sucht noch Händler]], is still looking for traders), and festivals often look for traders. But the first paragraph says of the stalls [[alle Plätze sind schon vergeben]] (all places are already taken). New traders would have no place.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: „ein buntes Programm“, neutral, nach „ein“ mit der Endung -es.',
        en: 'Belongs in gap 32: [[ein buntes Programm]] (a varied programme), neuter, after [[ein]] with the ending -es.',
      },
      j: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 33 („mit dem Auto“) und Lücke 37 („das Auto“), mit Kinderwagen fährt man oft Auto, und „300 Plätze“ klingt nach einem Parkplatz. Aber im ersten Absatz steht: „Die Innenstadt rund um den Marktplatz ist an allen drei Tagen für Autos gesperrt.“',
        en: 'Has the form for gap 33 ([[mit dem Auto]]) and gap 37 ([[das Auto]]), people with a pram often drive, and [[300 Plätze]] (300 spaces) sounds like a car park. But the first paragraph says the town centre around the market square is closed to cars on all three days.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: Händler braucht man nicht mehr („alle Plätze sind schon vergeben“), die Stadt sucht Helfer.',
        en: 'Belongs in gap 40: no more traders are needed ([[alle Plätze sind schon vergeben]], all places are taken); the town is looking for [[Helfer]] (helpers).',
      },
      l: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: Autos dürfen nicht in die Innenstadt (erster Absatz), und die Linie 3 hält am Marktplatz (vierter Absatz). Familien mit Kinderwagen kommen also am besten mit dem Bus.',
        en: 'Belongs in gap 33: cars may not enter the town centre (first paragraph), and line 3 stops at the market square (fourth paragraph). So families with a pram come best by [[Bus]].',
      },
      m: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Das Feuerwerk beginnt um 22.30 Uhr, und am Sonntag ist um 20 Uhr Schluss. In Lücke 39 passt es nicht: Am Samstag ist nach 20 Uhr noch das Feuerwerk, also ist das kein Abschluss.',
        en: 'Belongs in gap 35: the fireworks start at 10.30 pm, and on Sunday the festival ends at 8 pm. It does not fit gap 39: on Saturday the fireworks still come after 8 pm, so that is no closing concert.',
      },
      n: {
        trap: 'meaning',
        de: 'Ein Komparativ wie in Lücke 38, und „bis 23.30 Uhr“ klingt nach längeren Fahrten. Aber im ersten Absatz steht: „Der letzte Bus fährt wie immer um 23.30 Uhr.“ Die Busse fahren nicht länger, sondern öfter: „alle 15 statt alle 30 Minuten“.',
        en: 'A comparative like gap 38, and [[bis 23.30 Uhr]] (until 11.30 pm) sounds like a longer service. But the first paragraph says [[Der letzte Bus fährt wie immer um 23.30 Uhr.]] (The last bus leaves at 11.30 pm as always.) The buses do not run later, they run more often: [[alle 15 statt alle 30 Minuten]].',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Wer in der Nähe wohnt, nimmt das Fahrrad; Autos dürfen nicht in die Innenstadt, also sind die 300 Plätze am Marktplatz für Fahrräder. In Lücke 33 passt es schlecht: Mit einem Kinderwagen fährt man nicht Fahrrad.',
        en: 'Belongs in gap 37: people who live nearby take the [[Fahrrad]] (bike); cars may not enter the town centre, so the 300 spaces at the market square are for bikes. It does not suit gap 33: you do not cycle with a pram.',
      },
    },
    items: [
      {
        n: 31,
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: '„ein gutes …“ braucht ein neutrales Nomen. Im ersten Absatz steht: „Das Fest beginnt am Freitag um 17 Uhr“. Am Freitag bekommt man dort also ein Abendessen.',
            en: '[[ein gutes …]] needs a neuter noun. The first paragraph says [[Das Fest beginnt am Freitag um 17 Uhr]] (on Friday the festival starts at 5 pm). So on Friday you get [[Abendessen]] (dinner) there.',
          },
          d: {
            trap: 'meaning',
            de: 'Gleiche Form, und „nicht selbst kochen … ein gutes Mittagessen“ klingt ganz normal. Aber das Fest beginnt am Freitag erst um 17 Uhr (erster Absatz). Mittags gibt es am Freitag noch kein Essen.',
            en: 'Same form, and [[nicht selbst kochen … ein gutes Mittagessen]] (not cook yourself … a good lunch) sounds quite normal. But on Friday the festival starts only at 5 pm (first paragraph). At lunchtime on Friday there is no food yet.',
          },
          o: {
            trap: 'meaning',
            de: 'Auch neutral („ein gutes Fahrrad“), aber wer nicht selbst kochen möchte, sucht etwas zu essen.',
            en: 'Also neuter ([[ein gutes Fahrrad]], a good bike), but someone who does not want to cook is looking for something to eat.',
          },
        },
        formFits: ['c', 'd', 'j', 'o'],
        evidence: ['bekommt auf dem Fest ein gutes', 'Das Fest beginnt am Freitag um 17 Uhr'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 32,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: '„ein … Programm“: neutral, nach „ein“ endet das Adjektiv auf -es. Basteln und Theater: ein buntes Programm. Kostenlos ist es nicht („2 Euro pro Kind“).',
            en: '[[ein … Programm]]: neuter; after [[ein]] the adjective ends in -es. Crafts and theatre: a [[buntes]] (varied) programme. It is not free ([[2 Euro pro Kind]]).',
          },
          b: {
            trap: 'meaning',
            de: 'Gleiche Form, und gleich danach steht: „Der Eintritt kostet an allen drei Tagen nichts.“ Aber danach steht: Bezahlen muss man für das Kinderprogramm, „2 Euro pro Kind“. Kostenlos ist das Familienprogramm also nicht.',
            en: 'Same form, and right after it: admission costs nothing on all three days. But then: you pay for the children’s programme, [[2 Euro pro Kind]] (2 euros per child). So the family programme is not free.',
          },
          n: {
            trap: 'form',
            de: '„länger“ ist ein Komparativ ohne Endung; vor „Programm“ bräuchte es „längeres“, und man vergleicht hier nichts.',
            en: '[[länger]] is a comparative without an ending; before [[Programm]] it would need [[längeres]], and nothing is compared here.',
          },
        },
        formFits: ['i', 'b'],
        evidence: ['Am Samstag wartet ein', 'Programm auf Familien', 'Kinderprogramm (2 Euro pro Kind)'],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 33,
        key: 'l',
        why: {
          l: {
            trap: 'key',
            de: '„mit dem …“ braucht ein maskulines oder neutrales Nomen. Autos dürfen an allen drei Tagen nicht in die Innenstadt (erster Absatz), und die Linie 3 „hält am Marktplatz“ (vierter Absatz). Mit Kinderwagen kommt man also am besten mit dem Bus.',
            en: '[[mit dem …]] needs a masculine or neuter noun. Cars may not enter the town centre on any of the three days (first paragraph), and line 3 [[hält am Marktplatz]] (stops at the market square, fourth paragraph). So with a pram you come best by [[Bus]].',
          },
          j: {
            trap: 'meaning',
            de: 'Gleiche Form, und Familien mit Kinderwagen fahren oft mit dem Auto. Aber im ersten Absatz steht: „Die Innenstadt rund um den Marktplatz ist an allen drei Tagen für Autos gesperrt.“',
            en: 'Same form, and families with a pram often drive. But the first paragraph says [[Die Innenstadt rund um den Marktplatz ist an allen drei Tagen für Autos gesperrt.]] (The town centre around the market square is closed to cars on all three days.)',
          },
          o: {
            trap: 'meaning',
            de: 'Gleiche Form („mit dem Fahrrad“), aber mit einem Kinderwagen fährt man nicht Fahrrad. „Fahrrad“ gehört in Lücke 37.',
            en: 'Same form ([[mit dem Fahrrad]], by bike), but you do not cycle with a pram. [[Fahrrad]] belongs in gap 37.',
          },
        },
        formFits: ['l', 'j', 'o'],
        evidence: [
          'Familien mit Kinderwagen kommen am besten mit dem',
          'für Autos gesperrt',
          'Die Linie 3 hält am Marktplatz',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 34,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„… als im letzten Jahr“ braucht einen Komparativ. Im letzten Absatz steht: „Letztes Jahr haben die Bands bis zwei Uhr nachts gespielt“. In diesem Jahr ist um Mitternacht Schluss, also hören sie früher auf.',
            en: '[[… als im letzten Jahr]] (than last year) needs a comparative. The last paragraph says [[Letztes Jahr haben die Bands bis zwei Uhr nachts gespielt]] (last year the bands played until 2 am). This year they stop at midnight, so [[früher]] (earlier).',
          },
          g: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und „bis Mitternacht“ klingt spät. Aber im letzten Absatz steht: Letztes Jahr haben die Bands „bis zwei Uhr nachts“ gespielt. Mitternacht ist also früher, nicht später. „später“ gehört in Lücke 36.',
            en: 'Same form, and [[bis Mitternacht]] (until midnight) sounds late. But the last paragraph says last year the bands played [[bis zwei Uhr nachts]] (until 2 am). So midnight is earlier, not later. [[später]] belongs in gap 36.',
          },
          n: {
            trap: 'meaning',
            de: 'Auch ein Komparativ, aber „länger aufhören“ sagt man nicht; mit „aufhören“ geht es um einen Zeitpunkt: früher oder später.',
            en: 'Also a comparative, but one does not say [[länger aufhören]]; [[aufhören]] (to stop) goes with a point in time: earlier or later.',
          },
        },
        formFits: ['e', 'g', 'f', 'n'],
        evidence: ['Sie spielen bis Mitternacht und hören damit', 'bis zwei Uhr nachts gespielt'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 35,
        key: 'm',
        why: {
          m: {
            trap: 'key',
            de: 'Das Feuerwerk beginnt um 22.30 Uhr, und im ersten Absatz steht: „am Sonntag ist um 20 Uhr Schluss“. Ein Feuerwerk um 22.30 Uhr kann also nur am Samstag sein.',
            en: 'The fireworks start at 10.30 pm, and the first paragraph says [[am Sonntag ist um 20 Uhr Schluss]] (on Sunday it ends at 8 pm). So fireworks at 10.30 pm can only be on [[Samstag]] (Saturday).',
          },
          a: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und ein Feuerwerk ist oft der Schluss eines Festes, am letzten Tag. Aber im ersten Absatz steht: „am Sonntag ist um 20 Uhr Schluss“. Um 22.30 Uhr am Sonntag ist alles schon vorbei.',
            en: 'Same form, and fireworks often close a festival on its last day. But the first paragraph says [[am Sonntag ist um 20 Uhr Schluss]] (on Sunday it ends at 8 pm). At 10.30 pm on Sunday everything is already over.',
          },
          c: {
            trap: 'meaning',
            de: 'Gleiche Form: „Abendessen“ ist neutral, und „am Abendessen“ geht grammatisch. Aber die Bedeutung passt nicht: „am Abendessen“ ist keine Zeitangabe, die Lücke braucht einen Wochentag.',
            en: 'Same form: [[Abendessen]] is neuter, and [[am Abendessen]] is possible grammar. But the meaning does not fit: [[am Abendessen]] is no time phrase; the gap needs a day of the week.',
          },
        },
        formFits: ['m', 'a', 'c'],
        evidence: ['Höhepunkt ist am', 'um 22.30 Uhr', 'am Sonntag ist um 20 Uhr Schluss'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 36,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: '„… als im letzten Jahr“ braucht einen Komparativ. Im letzten Absatz steht: Das Feuerwerk „hat um 22 Uhr begonnen“. In diesem Jahr beginnt es um 22.30 Uhr, also eine halbe Stunde später.',
            en: '[[… als im letzten Jahr]] (than last year) needs a comparative. The last paragraph says the fireworks [[hat um 22 Uhr begonnen]] (began at 10 pm). This year they start at 10.30 pm, so half an hour [[später]] (later).',
          },
          e: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und gleich davor hören die Bands früher auf. Aber im letzten Absatz steht: Letztes Jahr hat das Feuerwerk „um 22 Uhr begonnen“. 22.30 Uhr ist später. „früher“ gehört in Lücke 34.',
            en: 'Same form, and just before it the bands stop earlier. But the last paragraph says last year the fireworks [[um 22 Uhr begonnen]] (began at 10 pm). 10.30 pm is later. [[früher]] belongs in gap 34.',
          },
          n: {
            trap: 'meaning',
            de: 'Auch ein Komparativ, aber „beginnt länger“ sagt man nicht; es geht um die Uhrzeit, um 22.30 Uhr.',
            en: 'Also a comparative, but one does not say [[beginnt länger]]; the point is the time, 10.30 pm.',
          },
        },
        formFits: ['g', 'e', 'f', 'n'],
        evidence: ['Es beginnt eine halbe Stunde', 'das Feuerwerk hat um 22 Uhr begonnen'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: '„das …“ braucht ein neutrales Nomen. Autos dürfen nicht in die Innenstadt rund um den Marktplatz (erster Absatz). Die 300 Plätze direkt am Marktplatz sind also für Fahrräder: Wer in der Nähe wohnt, nimmt das Fahrrad.',
            en: '[[das …]] needs a neuter noun. Cars may not enter the town centre around the market square (first paragraph). So the 300 spaces right at the market square are for bikes: people who live nearby take the [[Fahrrad]] (bike).',
          },
          j: {
            trap: 'meaning',
            de: 'Gleiche Form, und „300 Plätze“ klingt nach Parkplätzen für Autos. Aber im ersten Absatz steht: „Die Innenstadt rund um den Marktplatz ist an allen drei Tagen für Autos gesperrt.“ Mit dem Auto kommt man gar nicht zum Marktplatz.',
            en: 'Same form, and [[300 Plätze]] (300 spaces) sounds like a car park. But the first paragraph says the town centre around the market square is closed to cars on all three days. You cannot even drive to the market square.',
          },
          l: {
            trap: 'form',
            de: '„Bus“ ist maskulin: Es müsste „den Bus“ heißen. Und „Plätze“ für einen Bus braucht man nicht.',
            en: '[[Bus]] is masculine: it would be [[den Bus]]. And nobody needs [[Plätze]] (spaces) for a bus.',
          },
        },
        formFits: ['o', 'j'],
        evidence: [
          'nimmt am besten das',
          'Direkt am Marktplatz gibt es 300 Plätze dafür',
          'für Autos gesperrt',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 38,
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: '„als sonst“ braucht einen Komparativ. Die Linie 3 kommt „alle 15 statt alle 30 Minuten“: Die Busse fahren häufiger.',
            en: '[[als sonst]] (than usual) needs a comparative. Line 3 comes [[alle 15 statt alle 30 Minuten]] (every 15 instead of every 30 minutes): the buses run more often.',
          },
          n: {
            trap: 'meaning',
            de: 'Gleiche Form, und „bis 23.30 Uhr“ klingt nach späten Bussen. Aber im ersten Absatz steht: „Der letzte Bus fährt wie immer um 23.30 Uhr.“ Die Busse fahren also nicht länger als sonst, nur öfter.',
            en: 'Same form, and [[bis 23.30 Uhr]] (until 11.30 pm) sounds like late buses. But the first paragraph says [[Der letzte Bus fährt wie immer um 23.30 Uhr.]] (The last bus leaves at 11.30 pm as always.) So the buses do not run later than usual, only more often.',
          },
          g: {
            trap: 'meaning',
            de: 'Auch ein Komparativ, aber der letzte Bus fährt „wie immer“ um 23.30 Uhr (erster Absatz), also nicht später. Nach dem Doppelpunkt geht es um „alle 15 statt alle 30 Minuten“.',
            en: 'Also a comparative, but the last bus leaves at 11.30 pm [[wie immer]] (as always, first paragraph), so not later. After the colon the point is [[alle 15 statt alle 30 Minuten]].',
          },
        },
        formFits: ['f', 'n', 'e', 'g'],
        evidence: [
          'als sonst: Die Linie 3 hält am Marktplatz und kommt bis 23.30 Uhr alle 15 statt alle 30 Minuten',
          'Der letzte Bus fährt wie immer um 23.30 Uhr.',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Das Fest geht „von Freitag bis Sonntag“, und „am Sonntag ist um 20 Uhr Schluss“ (erster Absatz). Das Konzert „zum Abschluss“ von 18 bis 20 Uhr ist also am Sonntag.',
            en: 'The festival runs [[von Freitag bis Sonntag]] (from Friday to Sunday), and [[am Sonntag ist um 20 Uhr Schluss]] (on Sunday it ends at 8 pm, first paragraph). So the concert [[zum Abschluss]] (to close) from 6 to 8 pm is on [[Sonntag]].',
          },
          m: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und der Samstag ist der große Tag des Festes. Aber am Samstag kommt um 22.30 Uhr noch das Feuerwerk, und das Fest geht bis Sonntag. Ein Konzert „zum Abschluss“ ist am letzten Tag, am Sonntag.',
            en: 'Same form, and Saturday is the festival’s big day. But on Saturday the fireworks still come at 10.30 pm, and the festival lasts until Sunday. A concert [[zum Abschluss]] (to close) is on the last day, Sunday.',
          },
          c: {
            trap: 'meaning',
            de: 'Gleiche Form, denn „Abendessen“ ist neutral. Aber die Bedeutung passt nicht: „am Abendessen“ ist keine Zeitangabe; vor „von 18 bis 20 Uhr“ fehlt ein Tag.',
            en: 'Same form, as [[Abendessen]] is neuter. But the meaning does not fit: [[am Abendessen]] is no time phrase; [[von 18 bis 20 Uhr]] needs a day before it.',
          },
        },
        formFits: ['a', 'm', 'c'],
        evidence: [
          'Zum Abschluss spielt am',
          'am Sonntag ist um 20 Uhr Schluss',
          'immer von Freitag bis Sonntag',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 40,
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Händler sucht die Stadt nicht mehr: Im ersten Absatz steht über die Stände „alle Plätze sind schon vergeben“. Gesucht sind also Helfer für das Fest.',
            en: 'The town is no longer looking for traders: the first paragraph says of the stalls [[alle Plätze sind schon vergeben]] (all places are already taken). So it is looking for [[Helfer]] (helpers).',
          },
          h: {
            trap: 'meaning',
            de: 'Gleiche Form, und „sucht noch Händler für das Fest; Anmeldung im Rathaus“ klingt ganz normal. Aber im ersten Absatz steht: „alle Plätze sind schon vergeben“. Für neue Händler gibt es keinen Stand mehr.',
            en: 'Same form, and [[sucht noch Händler für das Fest; Anmeldung im Rathaus]] (is still looking for traders; register at the town hall) sounds quite normal. But the first paragraph says [[alle Plätze sind schon vergeben]] (all places are already taken). There is no stall left for new traders.',
          },
          l: {
            trap: 'meaning',
            de: '„Bus“ ist Singular ohne Artikel; „sucht noch Bus“ geht nicht, und für eine Anmeldung braucht man Menschen.',
            en: '[[Bus]] is singular without an article; [[sucht noch Bus]] is not German, and registering needs people.',
          },
        },
        formFits: ['k', 'h'],
        evidence: ['alle Plätze sind schon vergeben', 'Die Stadt sucht noch'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
    ],
  },
  ...listening,
  writing: writing1,
  oral: oral1,
} satisfies ModelTest;
