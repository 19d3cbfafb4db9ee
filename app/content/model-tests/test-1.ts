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
        trap: 'negation',
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
            de: 'Die nächste Falle: Radweg und Arbeit stimmen. Aber mehr Menschen fahren nicht „jetzt“ mit dem Rad zur Arbeit. Die Bürgermeisterin „hofft“ das nur, und zwar „in Zukunft“.',
            en: 'The closest trap: the cycle path and work are right. But more people do not cycle to work [[jetzt]] (now). The mayor only [[hofft]] (hopes) so, and [[in Zukunft]] (in future).',
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
            trap: 'negation',
            de: 'Die nächste Falle: Die Bibliothek hat wirklich neue Zeiten, ist länger offen und jetzt auch sonntags. Aber „an allen sieben Tagen“ stimmt nicht. Fast am Ende steht: „Am Montag bleibt die Bibliothek wie bisher geschlossen.“',
            en: 'The closest trap: the library really has new hours, is open longer and now on Sundays too. But [[an allen sieben Tagen]] (on all seven days) is wrong. Near the end the text says [[Am Montag bleibt die Bibliothek wie bisher geschlossen.]] (On Mondays the library stays closed as before.)',
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
            de: 'Die nächste Falle: Studie, Jugendliche, Wochenende und Schlaf stimmen, und sie schlafen am Wochenende wirklich länger. Aber „doch das reicht nicht“: Sie holen den Schlaf nicht nach.',
            en: 'The closest trap: study, teenagers, weekend and sleep are right, and they really do sleep longer at the weekend. But [[doch das reicht nicht]] (but that is not enough): they do not make up the sleep.',
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
            de: 'Die nächste Falle: Firma Becker und die Vier-Tage-Woche stimmen. Aber die Entscheidung kommt erst nach dem Test: „Dann entscheidet das Team gemeinsam, ob die Vier-Tage-Woche bleibt.“',
            en: 'The closest trap: the Becker company and the four-day week are right. But the decision only comes after the trial: [[Dann entscheidet das Team gemeinsam, ob die Vier-Tage-Woche bleibt.]] (Then the team decides together whether the four-day week stays.)',
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
            de: 'Die nächste Falle: Der Laden ist gerettet, und „Bauern aus der Umgebung“ stehen im Text. Aber von den Bauern kommen nur „Obst und Gemüse“. Den Laden gekauft hat die Bäckerei Wendt.',
            en: 'The closest trap: the shop has been saved, and [[Bauern aus der Umgebung]] (farmers from the area) are in the text. But all that comes from the farmers is [[Obst und Gemüse]] (fruit and vegetables). The shop was bought by the Wendt bakery.',
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
        text: 'Sie haben ein Tablet oder Smartphone und wissen nicht weiter? Bei uns lernen Sie in Ruhe, wie man Fotos verschickt, E-Mails schreibt und Videoanrufe macht. Dienstags und donnerstags von 10 bis 11.30 Uhr im Seniorentreff Lindenweg 4, die Teilnahme ist kostenlos. Bitte bringen Sie Ihr eigenes Gerät mit.',
      },
      b: {
        title: 'Nie zu spät: Schwimmen lernen',
        text: 'Sie können nicht schwimmen oder haben Angst im tiefen Wasser? Unsere Kurse für Erwachsene finden in kleinen Gruppen statt: dienstags von 19 bis 20 Uhr im Hallenbad Nord, 8 Termine für 120 Euro. Eltern können gern zusammen mit ihrem Kind lernen, Kinder dürfen ab 7 Jahren mitmachen.',
      },
      c: {
        title: 'Musikschule Allegro',
        text: 'Klavier, Gitarre, Geige oder Schlagzeug: Bei uns lernen Kinder ab 6 Jahren, Jugendliche und Erwachsene ein Instrument. Den Tag und die Uhrzeit suchen Sie mit Ihrer Lehrerin aus, danach haben Sie jede Woche zur gleichen Zeit Unterricht, montags bis freitags zwischen 14 und 20 Uhr. Die erste Stunde ist kostenlos.',
      },
      d: {
        title: 'Schwimmkurs für Groß und Klein',
        text: 'Bei uns lernen Kinder ab 5 Jahren und Erwachsene zusammen in einer Gruppe schwimmen – so macht es allen mehr Spaß! Erfahrene Trainerinnen, zehn Termine im Hallenbad Süd, 95 Euro. Anmeldung bei der Schwimmschule Welle. Unsere Kurszeit: immer freitags von 19 bis 20 Uhr.',
      },
      e: {
        title: 'Lauftreff Tempo',
        text: 'Gemeinsam laufen statt allein: Jeden Samstag um 10 Uhr trainieren wir in kleinen Gruppen im Stadtpark, Anfänger sind herzlich willkommen. Eine Trainerin zeigt Ihnen die richtige Technik. Die ersten zwei Termine sind kostenlos, danach kostet die Mitgliedschaft 8 Euro im Monat.',
      },
      f: {
        title: 'Gitarre und Klavier für Anfänger',
        text: 'Erfahrener Musiklehrer gibt Einzelunterricht in Gitarre und Klavier. Feste Termine gibt es nicht: Wir vereinbaren jede Stunde neu, auch nachmittags, abends oder am Wochenende. Ich unterrichte Erwachsene, Jugendliche und Kinder ab 10 Jahren. 25 Euro für 45 Minuten. Tel. 0151 22 48 63 07.',
      },
      g: {
        title: 'Handy und Tablet einfach erklärt',
        text: 'Kurs für Seniorinnen und Senioren in kleinen Gruppen: Wir üben Schritt für Schritt Fotos, Nachrichten und Videotelefonie. Wer noch kein eigenes Gerät hat, kann eins bei uns leihen. Mittwochs von 11 bis 13 Uhr im Bürgerhaus. Sechs Termine kosten zusammen 48 Euro, das Leihgerät ist im Preis enthalten.',
      },
      h: {
        title: 'Chor „Feierabendstimmen“ sucht Verstärkung',
        text: 'Sie singen gern, aber bisher nur unter der Dusche? Dann kommen Sie zu uns! Wir singen Pop und Schlager und lernen alle Lieder nach Gehör, Noten brauchen Sie also nicht. Probe: mittwochs um 19.30 Uhr im Gemeindehaus.',
      },
      i: {
        title: 'Fit in der Küche: Ferienkurs',
        text: 'In den Herbstferien, vom 13. bis 17. Oktober, kochen wir schnelle und gesunde Gerichte: Pizza, Gemüsesuppe und Obstsalat. Montag bis Freitag von 10 bis 13 Uhr im Familienzentrum Sonnenhof. Mitmachen können Kinder von 9 bis 13 Jahren. 60 Euro für die ganze Woche, Mittagessen inklusive.',
      },
      j: {
        title: 'Lauftreff am Fluss',
        text: 'Zusammen laufen macht mehr Spaß! Jeden Sonntag um 9 Uhr treffen wir uns am Freibad und laufen 5 oder 10 Kilometer. Anfänger sind herzlich willkommen. Keine Mitgliedschaft, keine Kosten: Kommen Sie einfach vorbei!',
      },
      k: {
        title: 'Feierabendküche',
        text: 'Schnell, gesund und lecker: An drei Abenden in den Herbstferien (14. bis 16. Oktober) lernen Sie Gerichte, die in 30 Minuten fertig sind. Jeweils von 19 bis 21.30 Uhr in der Lehrküche der Volkshochschule, 69 Euro. Für Erwachsene ohne Vorkenntnisse, Jugendliche dürfen ab 13 Jahren mitmachen.',
      },
      l: {
        title: 'Popchor „Tonart“ sucht neue Stimmen',
        text: 'Sie sind zwischen 16 und 25 Jahre alt und singen gern Pop, Rock und Musicals? Bei uns ist jede und jeder willkommen, ein Vorsingen gibt es nicht. Noten lesen müssen Sie nicht können: Wir lernen die Lieder zusammen. Wir proben dienstags um 20 Uhr in der Musikschule.',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: Tablet-Kurs ab 60, vormittags bis 11.30 Uhr. Für Situation 18 fehlt das Gerät: Man muss ein eigenes mitbringen.',
        en: 'The advert for situation 11: a tablet course for people over 60, in the morning until 11.30. For situation 18 the device is missing: you must bring your own.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 19: Kurse für Erwachsene am Dienstagabend. Für Situation 12 passt sie fast: Eltern lernen zusammen mit ihrem Kind, aber „Kinder dürfen ab 7 Jahren mitmachen“, und der Sohn ist 6.',
        en: 'The advert for situation 19: courses for adults on Tuesday evenings. It almost fits situation 12: parents learn together with their child, but [[Kinder dürfen ab 7 Jahren mitmachen]] (children may join from 7), and the son is 6.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: Klavier auch für Kinder, nachmittags ab 14 Uhr. Für Situation 14 passt sie nicht: Man hat „jede Woche zur gleichen Zeit“ Unterricht.',
        en: 'The advert for situation 15: piano for children too, in the afternoon from 2 pm. It does not fit situation 14: lessons are [[jede Woche zur gleichen Zeit]] (at the same time every week).',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: Kinder ab 5 Jahren und Erwachsene lernen zusammen schwimmen. Für Situation 19 passt sie fast: ein Kurs am Abend, aber „immer freitags“, und von Donnerstag bis Sonntag arbeitet Herr Mendes abends im Hotel.',
        en: 'The advert for situation 12: children from 5 and adults learn to swim together. It almost fits situation 19: an evening course, but [[immer freitags]] (always on Fridays), and from Thursday to Sunday Herr Mendes works evenings at the hotel.',
      },
      e: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 20: Laufen in der Gruppe am Samstag, und „kostenlos“ steht auch da. Aber nur die ersten zwei Termine; danach kostet es „8 Euro im Monat“.',
        en: 'Almost fits situation 20: running in a group on Saturdays, and [[kostenlos]] (free) is there too. But only the first two sessions; after that it costs [[8 Euro im Monat]] (8 euros a month).',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 14: Gitarre ohne feste Termine. Klavier am Nachmittag gibt es auch, aber Kinder erst „ab 10 Jahren“; die Tochter in Situation 15 ist 9.',
        en: 'The advert for situation 14: guitar without fixed times. There is piano in the afternoon too, but children only [[ab 10 Jahren]] (from 10); the daughter in situation 15 is 9.',
      },
      g: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 11 und 18: ein Kurs für Senioren mit Videotelefonie und Leihgerät. Aber er geht bis 13 Uhr (Frau Ebert hat nur bis 12 Uhr Zeit) und kostet 48 Euro (Herr Wagner möchte höchstens 30 Euro zahlen).',
        en: 'Almost fits situations 11 and 18: a course for older people with video calls and devices to borrow. But it runs until 1 pm (Frau Ebert is only free until 12) and costs 48 euros (Herr Wagner wants to pay at most 30).',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 13: ein Chor am Abend, der „nach Gehör“ lernt, ohne Noten.',
        en: 'The advert for situation 13: an evening choir that learns [[nach Gehör]] (by ear), without sheet music.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: Kochkurs in den Herbstferien für „Kinder von 9 bis 13 Jahren“. Für Markus (Situation 16) passt sie deshalb nicht.',
        en: 'The advert for situation 17: a cooking course in the autumn holidays for [[Kinder von 9 bis 13 Jahren]] (children aged 9 to 13). So it does not suit Markus (situation 16).',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: Lauftreff am Sonntag, „keine Kosten“.',
        en: 'The advert for situation 20: a running group on Sundays, [[keine Kosten]] (no costs).',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: schnelle Gerichte für Erwachsene an drei Abenden. Für Situation 17 passt sie fast: Kochen in den Herbstferien, aber Jugendliche erst „ab 13 Jahren“, und die Tochter ist 12.',
        en: 'The advert for situation 16: quick dishes for adults on three evenings. It almost fits situation 17: cooking in the autumn holidays, but young people only [[ab 13 Jahren]] (from 13), and the daughter is 12.',
      },
      l: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 13: ein Chor am Abend, kein Vorsingen, und „Noten lesen müssen Sie nicht können“. Aber er ist für Leute, die „zwischen 16 und 25 Jahre alt“ sind, und Tobias ist 27.',
        en: 'Almost fits situation 13: an evening choir, no audition, and [[Noten lesen müssen Sie nicht können]] (you need not be able to read music). But it is for people [[zwischen 16 und 25 Jahre alt]] (between 16 and 25), and Tobias is 27.',
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
          'Frau Ebert (68) hat ein neues Tablet und möchte lernen, wie man damit Videoanrufe macht. Sie hat nur bis 12 Uhr Zeit, weil sie danach ihren Enkel von der Schule abholt.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Alles passt: Kurs ab 60 mit Videoanrufen, Frau Ebert hat ihr eigenes Tablet, und der Kurs ist „von 10 bis 11.30 Uhr“, also vor 12 Uhr zu Ende.',
            en: 'Everything fits: a course for over-60s with video calls, Frau Ebert has her own tablet, and the course runs [[von 10 bis 11.30 Uhr]] (from 10 to 11.30 am), so it ends before 12.',
          },
          g: {
            trap: 'one-condition',
            de: 'Auch ein Kurs für Senioren mit Tablet und Videotelefonie, und er beginnt am Vormittag. Aber er geht „von 11 bis 13 Uhr“: Um 12 Uhr muss Frau Ebert schon weg.',
            en: 'Also a course for older people with tablets and video calls, and it starts in the morning. But it runs [[von 11 bis 13 Uhr]] (from 11 am to 1 pm): at 12 Frau Ebert has to leave.',
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
            fails: { de: 'endet erst um 13 Uhr, nicht vor 12 Uhr', en: 'ends at 1 pm, not before 12' },
          },
        ],
        evidence: ['Dienstags und donnerstags von 10 bis 11.30 Uhr', 'Sie hat nur bis 12 Uhr Zeit'],
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
            de: '„Kinder ab 5 Jahren und Erwachsene“ lernen hier „zusammen in einer Gruppe“, also Frau Sommer mit ihrem Sohn. Der Kurs ist „immer freitags von 19 bis 20 Uhr“, nach der Arbeit der Eltern.',
            en: '[[Kinder ab 5 Jahren und Erwachsene]] (children from 5 and adults) learn here [[zusammen in einer Gruppe]] (together in one group), so Frau Sommer with her son. The course is [[immer freitags von 19 bis 20 Uhr]] (always on Fridays from 7 to 8 pm), after the parents finish work.',
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
          'immer freitags von 19 bis 20 Uhr',
          'möchte es zusammen mit ihrem Sohn (6) lernen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Tobias (27) singt gern, kann aber keine Noten lesen. Er arbeitet bis 18 Uhr und sucht für den Abend einen Chor.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Ein Chor mit Probe „um 19.30 Uhr“, und die Lieder lernt man „nach Gehör, Noten brauchen Sie also nicht“. Beide Bedingungen passen.',
            en: 'A choir that rehearses [[um 19.30 Uhr]] (at 7.30 pm), and songs are learnt [[nach Gehör, Noten brauchen Sie also nicht]] (by ear, so you do not need sheet music). Both conditions fit.',
          },
          l: {
            trap: 'one-condition',
            de: 'Auch ein Chor am Abend nach 18 Uhr, ohne Vorsingen, und „Noten lesen müssen Sie nicht können“. Aber der erste Satz sagt, für wen er ist: für Leute „zwischen 16 und 25 Jahre alt“. Tobias ist 27.',
            en: 'Also an evening choir after 6 pm, without an audition, and [[Noten lesen müssen Sie nicht können]] (you need not be able to read music). But the first sentence says who it is for: people [[zwischen 16 und 25 Jahre alt]] (between 16 and 25). Tobias is 27.',
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
            fails: { de: 'nur für Leute von 16 bis 25 Jahren', en: 'only for people aged 16 to 25' },
          },
        ],
        evidence: [
          'Noten brauchen Sie also nicht',
          'mittwochs um 19.30 Uhr',
          'Sie sind zwischen 16 und 25 Jahre alt',
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
          'Herr Öztürk sucht für seine Tochter (9) Klavierunterricht am Nachmittag, nach der Schule.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Klavier, „Kinder ab 6 Jahren“ lernen hier, und der Unterricht ist „zwischen 14 und 20 Uhr“, also nach der Schule.',
            en: 'Piano, [[Kinder ab 6 Jahren]] (children from 6) learn here, and lessons are [[zwischen 14 und 20 Uhr]] (between 2 and 8 pm), so after school.',
          },
          f: {
            trap: 'one-condition',
            de: 'Auch Klavier, und „nachmittags“ ist möglich. Aber am Ende steht: „Kinder ab 10 Jahren“. Die Tochter ist erst 9.',
            en: 'Piano too, and [[nachmittags]] (afternoons) are possible. But at the end it says: [[Kinder ab 10 Jahren]] (children from 10). The daughter is only 9.',
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
              de: 'Kinder erst ab 10 Jahren, die Tochter ist 9',
              en: 'children only from 10, the daughter is 9',
            },
          },
        ],
        evidence: [
          'Bei uns lernen Kinder ab 6 Jahren',
          'zwischen 14 und 20 Uhr',
          'Jugendliche und Kinder ab 10 Jahren',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Markus (35) arbeitet im Büro und hat vom 13. bis 24. Oktober Urlaub. In dieser Zeit möchte er in einem Kurs lernen, wie man schnell ein gesundes Essen kocht.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: '„Schnell, gesund und lecker“, „14. bis 16. Oktober“, also in seinem Urlaub, und „Für Erwachsene ohne Vorkenntnisse“.',
            en: '[[Schnell, gesund und lecker]] (quick, healthy and tasty), [[14. bis 16. Oktober]] (14 to 16 October), so during his holiday, and [[Für Erwachsene ohne Vorkenntnisse]] (for adults without experience).',
          },
          i: {
            trap: 'one-condition',
            de: 'Auch schnelle, gesunde Gerichte, und die Woche „vom 13. bis 17. Oktober“ liegt in seinem Urlaub. Aber: „Mitmachen können Kinder von 9 bis 13 Jahren.“ Markus ist 35.',
            en: 'Also quick, healthy dishes, and the week [[vom 13. bis 17. Oktober]] (13 to 17 October) is during his holiday. But: [[Mitmachen können Kinder von 9 bis 13 Jahren.]] (Children aged 9 to 13 can take part.) Markus is 35.',
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
            fails: { de: 'nur für Kinder von 9 bis 13 Jahren', en: 'for children aged 9 to 13 only' },
          },
        ],
        evidence: ['Schnell, gesund und lecker', '14. bis 16. Oktober', 'Für Erwachsene ohne Vorkenntnisse'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation:
          'Frau Hahn muss in den Herbstferien arbeiten. Ihre Tochter (12) soll in dieser Zeit in einem Kurs kochen lernen.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Ein Kochkurs „In den Herbstferien“, und „Mitmachen können Kinder von 9 bis 13 Jahren“: Die Tochter ist 12. Alter und Zeit passen.',
            en: 'A cooking course [[In den Herbstferien]] (in the autumn holidays), and [[Mitmachen können Kinder von 9 bis 13 Jahren]] (children aged 9 to 13 can take part): the daughter is 12. Age and time both fit.',
          },
          k: {
            trap: 'one-condition',
            de: 'Auch ein Kochkurs „in den Herbstferien“, und Jugendliche dürfen mitmachen. Aber erst „ab 13 Jahren“, das steht ganz am Ende. Die Tochter ist 12.',
            en: 'Also a cooking course [[in den Herbstferien]] (in the autumn holidays), and young people may join. But only [[ab 13 Jahren]] (from 13), at the very end. The daughter is 12.',
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
              de: 'Jugendliche erst ab 13 Jahren, die Tochter ist 12',
              en: 'young people only from 13, the daughter is 12',
            },
          },
        ],
        evidence: [
          'In den Herbstferien, vom 13. bis 17. Oktober',
          'Mitmachen können Kinder von 9 bis 13 Jahren',
          'Ihre Tochter (12)',
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
            de: 'Keine Anzeige passt: Kurs a ist kostenlos, aber man muss „Ihr eigenes Gerät“ mitbringen, und Herr Wagner hat keins. Bei Kurs g kann man ein Gerät leihen, aber sechs Termine kosten „zusammen 48 Euro“.',
            en: 'No advert fits: course a is free, but you must bring [[Ihr eigenes Gerät]] (your own device), and Herr Wagner has none. Course g lends devices, but six sessions cost [[zusammen 48 Euro]] (48 euros in all).',
          },
          a: {
            trap: 'one-condition',
            de: 'Videoanrufe und „kostenlos“ passen, aber am Ende steht: „Bitte bringen Sie Ihr eigenes Gerät mit.“ Herr Wagner hat noch kein Smartphone.',
            en: 'Video calls and [[kostenlos]] (free) fit, but at the end: [[Bitte bringen Sie Ihr eigenes Gerät mit.]] (Please bring your own device.) Herr Wagner has no smartphone yet.',
          },
          g: {
            trap: 'one-condition',
            de: 'Hier kann man ein Gerät leihen, und Videotelefonie gibt es auch. Aber der Kurs kostet „zusammen 48 Euro“, Herr Wagner möchte höchstens 30 Euro bezahlen.',
            en: 'You can borrow a device here, and there are video calls too. But the course costs [[zusammen 48 Euro]] (48 euros in all), and Herr Wagner wants to pay at most 30.',
          },
        },
        nearMiss: [
          { advert: 'a', fails: { de: 'nur mit eigenem Gerät', en: 'only with your own device' } },
          {
            advert: 'g',
            fails: { de: 'kostet 48 Euro, mehr als 30 Euro', en: 'costs 48 euros, more than 30' },
          },
        ],
        evidence: [
          'Bitte bringen Sie Ihr eigenes Gerät mit',
          'Sechs Termine kosten zusammen 48 Euro',
          'Mehr als 30 Euro möchte er dafür nicht bezahlen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Herr Mendes (45) kann nicht schwimmen und möchte es jetzt lernen. Von Donnerstag bis Sonntag arbeitet er abends im Hotel, montags bis mittwochs hat er abends frei.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: 'Ein Kurs für Erwachsene, die „nicht schwimmen“ können, „dienstags von 19 bis 20 Uhr“: Am Dienstagabend hat Herr Mendes frei.',
            en: 'A course for adults who cannot swim ([[nicht schwimmen]]), [[dienstags von 19 bis 20 Uhr]] (Tuesdays from 7 to 8 pm): Herr Mendes is free on Tuesday evenings.',
          },
          d: {
            trap: 'one-condition',
            de: 'Auch Erwachsene lernen hier schwimmen, und der Kurs ist am Abend, „von 19 bis 20 Uhr“. Aber erst der letzte Satz nennt den Tag: „immer freitags“, und Freitag liegt zwischen Donnerstag und Sonntag: Dann arbeitet Herr Mendes abends im Hotel.',
            en: 'Adults learn to swim here too, and the course is in the evening, [[von 19 bis 20 Uhr]] (from 7 to 8 pm). But only the last sentence names the day: [[immer freitags]] (always on Fridays), and Friday falls between Thursday and Sunday: Herr Mendes works evenings at the hotel then.',
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
              de: 'nur freitags, Herr Mendes arbeitet donnerstags bis sonntags abends',
              en: 'Fridays only, Herr Mendes works Thursday to Sunday evenings',
            },
          },
        ],
        evidence: [
          'Unsere Kurse für Erwachsene',
          'dienstags von 19 bis 20 Uhr',
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
            de: 'Gemeinsam laufen „Jeden Sonntag“, und es gibt „keine Kosten“. Laufen und joggen bedeuten hier dasselbe.',
            en: 'Running together [[Jeden Sonntag]] (every Sunday), and there are [[keine Kosten]] (no costs). [[laufen]] and [[joggen]] mean the same here.',
          },
          e: {
            trap: 'one-condition',
            de: 'Auch Laufen in der Gruppe am Wochenende, und „kostenlos“ steht auch da. Aber nur „Die ersten zwei Termine“; danach kostet die Mitgliedschaft „8 Euro im Monat“. Carla möchte regelmäßig laufen und nichts bezahlen.',
            en: 'Also running in a group at the weekend, and [[kostenlos]] (free) is there too. But only [[Die ersten zwei Termine]] (the first two sessions); after that membership costs [[8 Euro im Monat]] (8 euros a month). Carla wants to run regularly and pay nothing.',
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
            fails: { de: 'nach zwei Terminen 8 Euro im Monat', en: '8 euros a month after two sessions' },
          },
        ],
        evidence: ['Jeden Sonntag um 9 Uhr', 'Keine Mitgliedschaft, keine Kosten'],
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
    text: 'Stadtfest in Rosenfeld\n\n{31} 50 Jahren feiert Rosenfeld jeden Sommer ein Stadtfest. Auf dem Marktplatz und seinen Parkplätzen stehen 80 Stände; alle Plätze sind schon vergeben. Am Freitag gehört die große {32} am Rathaus bis Mitternacht den Bands. Der letzte Bus fährt aber wie immer um 23.30 Uhr.\n\nAm Samstag wartet ein {33} Programm auf Familien: Kinder können basteln oder Theater spielen. Der {34} ist an allen drei Tagen frei. Bezahlen muss man nur für das Riesenrad und das Kinderprogramm (2 Euro pro Kind).\n\nHöhepunkt ist am Samstag um 22.30 Uhr das Feuerwerk. {35} es stark regnet, findet es erst am Sonntag statt. {36} zwei Jahren musste es schon einmal verschoben werden. Das Abschlusskonzert am Sonntag findet wie alle Konzerte draußen statt.\n\nDie Stadt bittet alle, mit Bus oder Fahrrad zu kommen, {37} man am Marktplatz an diesen Tagen nicht parken kann. Die Busse fahren {38} als sonst: Die Linie 3 kommt bis 23.30 Uhr alle 15 statt alle 30 Minuten.\n\nLetztes Jahr haben die Bands bis zwei Uhr nachts gespielt, und viele Nachbarn haben sich über die Musik {39}. Deshalb ist in diesem Jahr um Mitternacht Schluss. Die Stadt sucht noch {40} für das Fest. Wer Zeit hat, meldet sich im Rathaus.',
    box: {
      a: 'beschwert',
      b: 'kostenloses',
      c: 'seit',
      d: 'gefreut',
      e: 'Eintritt',
      f: 'häufiger',
      g: 'vor',
      h: 'Händler',
      i: 'Bühne',
      j: 'Halle',
      k: 'Helfer',
      l: 'buntes',
      m: 'falls',
      n: 'länger',
      o: 'weil',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Die Bands haben bis zwei Uhr nachts gespielt, und viele Nachbarn haben sich über die Musik beschwert. „Deshalb ist in diesem Jahr um Mitternacht Schluss.“',
        en: 'Belongs in gap 39: the bands played until 2 am, and many neighbours complained about the music. [[Deshalb ist in diesem Jahr um Mitternacht Schluss.]] (That is why it stops at midnight this year.)',
      },
      b: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 33 („ein kostenloses Programm“), und der Eintritt zum Fest ist frei. Aber für das Kinderprogramm muss man bezahlen: „2 Euro pro Kind“.',
        en: 'Has the form for gap 33 ([[ein kostenloses Programm]], a free programme), and entry to the festival is free. But the children’s programme costs money: [[2 Euro pro Kind]].',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: „Seit 50 Jahren feiert Rosenfeld“: Es hat vor 50 Jahren begonnen und passiert heute noch (Präsens). In Lücke 36 passt es nicht: Das Verschieben ist einmal passiert und vorbei.',
        en: 'Belongs in gap 31: [[Seit 50 Jahren feiert Rosenfeld]] (Rosenfeld has been holding a festival for 50 years): it began 50 years ago and still happens (present tense). It does not fit gap 36: the fireworks were put off once, and that is over.',
      },
      d: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 39 („haben sich über die Musik gefreut“), und „sich freuen über“ hat dieselbe Präposition wie „sich beschweren über“. Viele freuen sich über Musik bis spät in die Nacht. Aber der nächste Satz zieht die Folge: „Deshalb ist in diesem Jahr um Mitternacht Schluss.“ Wegen Freude macht niemand früher Schluss; die Nachbarn haben sich also beschwert.',
        en: 'Has the form for gap 39 ([[haben sich über die Musik gefreut]], were pleased about the music), and [[sich freuen über]] takes the same preposition as [[sich beschweren über]] (to complain about). Many people enjoy music late into the night. But the next sentence draws the consequence: [[Deshalb ist in diesem Jahr um Mitternacht Schluss.]] (That is why it stops at midnight this year.) Nobody stops earlier because people were pleased; so the neighbours complained.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: Der Eintritt ist frei, bezahlen muss man nur für Riesenrad und Kinderprogramm.',
        en: 'Belongs in gap 34: [[Der Eintritt ist … frei]] (admission is free); you only pay for the big wheel and the children’s programme.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Die Linie 3 kommt „alle 15 statt alle 30 Minuten“, also fahren die Busse häufiger als sonst.',
        en: 'Belongs in gap 38: line 3 comes [[alle 15 statt alle 30 Minuten]] (every 15 instead of every 30 minutes), so the buses run more often than usual.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: „Vor zwei Jahren musste es schon einmal verschoben werden“, ein Ereignis in der Vergangenheit. In Lücke 31 passt es nicht: Das Fest „feiert“ Rosenfeld heute noch jeden Sommer.',
        en: 'Belongs in gap 36: [[Vor zwei Jahren musste es schon einmal verschoben werden]] (two years ago it already had to be put off once), a single past event. It does not fit gap 31: Rosenfeld still [[feiert]] (holds) the festival every summer.',
      },
      h: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 40 („sucht noch Händler“), und ein Fest braucht Händler. Aber im ersten Absatz steht über die Stände: „alle Plätze sind schon vergeben“. Neue Händler hätten keinen Platz.',
        en: 'Has the form for gap 40 ([[sucht noch Händler]], is still looking for traders), and a festival needs traders. But the first paragraph says of the stalls [[alle Plätze sind schon vergeben]] (all places are already taken). New traders would have no place.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: Die große Bühne am Rathaus gehört bis Mitternacht den Bands; die Konzerte finden draußen statt.',
        en: 'Belongs in gap 32: the big [[Bühne]] (stage) at the town hall belongs to the bands until midnight; the concerts take place outdoors.',
      },
      j: {
        trap: 'meaning',
        de: 'Feminin wie Lücke 32, und an einem Rathaus gibt es oft eine Stadthalle mit Konzerten. Aber im dritten Absatz steht: das Abschlusskonzert „findet wie alle Konzerte draußen statt“ Eine Halle ist drinnen.',
        en: 'Feminine like gap 32, and town halls often have a hall for concerts. But the third paragraph says the closing concert [[findet wie alle Konzerte draußen statt]] (takes place outdoors, like all the concerts) A hall is indoors.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: Händler braucht man nicht mehr („alle Plätze sind schon vergeben“), die Stadt sucht Helfer: „Wer Zeit hat, meldet sich“.',
        en: 'Belongs in gap 40: no more traders are needed ([[alle Plätze sind schon vergeben]], all places are taken); the town is looking for helpers: [[Wer Zeit hat, meldet sich]] (whoever has time should get in touch).',
      },
      l: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: „ein buntes Programm“, neutral, nach „ein“ mit der Endung -es.',
        en: 'Belongs in gap 33: [[ein buntes Programm]] (a varied programme), neuter, after [[ein]] with the ending -es.',
      },
      m: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Ob es am Samstag regnet, weiß heute niemand. Nur falls es regnet, findet das Feuerwerk erst am Sonntag statt.',
        en: 'Belongs in gap 35: nobody knows yet whether it will rain on Saturday. Only [[falls]] (if, in case) it rains does the fireworks display move to Sunday.',
      },
      n: {
        trap: 'meaning',
        de: 'Ein Komparativ wie in Lücke 38, und „bis 23.30 Uhr“ klingt nach längeren Fahrten. Aber im ersten Absatz steht: „Der letzte Bus fährt aber wie immer um 23.30 Uhr.“ Die Busse fahren nicht länger, sondern öfter: „alle 15 statt alle 30 Minuten“.',
        en: 'A comparative like gap 38, and [[bis 23.30 Uhr]] (until 11.30 pm) sounds like a longer service. But the first paragraph says [[Der letzte Bus fährt aber wie immer um 23.30 Uhr.]] (The last bus leaves at 11.30 pm as always.) The buses do not run later, they run more often: [[alle 15 statt alle 30 Minuten]].',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Man kann am Marktplatz sicher nicht parken, denn dort stehen die Stände. Das ist der Grund für die Bitte: „weil“. In Lücke 35 passt es nicht: Ob es regnet, weiß man noch nicht.',
        en: 'Belongs in gap 37: you certainly cannot park at the market square, because the stalls stand there. That is the reason for the request: [[weil]]. It does not fit gap 35: nobody knows yet whether it will rain.',
      },
    },
    items: [
      {
        n: 31,
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Das Verb steht im Präsens: Rosenfeld „feiert jeden Sommer“. Etwas, das vor 50 Jahren begonnen hat und noch dauert, steht mit „seit“.',
            en: 'The verb is in the present: Rosenfeld [[feiert jeden Sommer]] (holds it every summer). Something that began 50 years ago and still goes on takes [[seit]] (for, since).',
          },
          g: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und auf Englisch sagt man „50 years ago“. Aber „vor“ nennt einen Zeitpunkt und braucht die Vergangenheit („Vor 50 Jahren hat Rosenfeld das erste Fest gefeiert“). Hier steht das Präsens „feiert jeden Sommer“; „vor“ gehört in Lücke 36.',
            en: 'Same form, and in English one says [[50 years ago]]. But [[vor]] names a moment and needs the past ([[Vor 50 Jahren hat Rosenfeld das erste Fest gefeiert]]). Here the present [[feiert jeden Sommer]] stands; [[vor]] belongs in gap 36.',
          },
          m: {
            trap: 'word-class',
            de: '„falls“ leitet einen Nebensatz mit dem Verb am Ende ein. Hier folgt „50 Jahren“ und dann das Verb „feiert“ an zweiter Stelle.',
            en: '[[falls]] starts a clause with its verb at the end. Here [[50 Jahren]] follows and then the verb [[feiert]] in second place.',
          },
        },
        formFits: ['c', 'g'],
        evidence: ['Jahren feiert Rosenfeld jeden Sommer ein Stadtfest'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 32,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: '„die große …“ braucht ein feminines Nomen. Die Bands spielen am Rathaus, und im dritten Absatz steht: das Abschlusskonzert „findet wie alle Konzerte draußen statt“ Sie spielen also auf einer großen Bühne im Freien.',
            en: '[[die große …]] needs a feminine noun. The bands play at the town hall, and the third paragraph says the closing concert [[findet wie alle Konzerte draußen statt]] (takes place outdoors, like all the concerts) So they play on a big [[Bühne]] (stage) in the open air.',
          },
          j: {
            trap: 'meaning',
            de: 'Gleiche Form, und an einem Rathaus gibt es oft eine Halle für Konzerte. Aber zwei Absätze später steht: das Abschlusskonzert „findet wie alle Konzerte draußen statt“ Eine Halle ist ein Raum drinnen.',
            en: 'Same form, and town halls often have a hall for concerts. But two paragraphs later: the closing concert [[findet wie alle Konzerte draußen statt]] (takes place outdoors, like all the concerts) A hall is an indoor space.',
          },
          e: {
            trap: 'form',
            de: '„Eintritt“ ist maskulin: Es müsste „der große Eintritt“ heißen. Und ein Eintritt gehört keinen Bands.',
            en: '[[Eintritt]] is masculine: it would be [[der große Eintritt]]. And an admission cannot belong to bands.',
          },
        },
        formFits: ['i', 'j'],
        evidence: [
          'Am Freitag gehört die große',
          'bis Mitternacht den Bands',
          'findet wie alle Konzerte draußen statt',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 33,
        key: 'l',
        why: {
          l: {
            trap: 'key',
            de: '„ein … Programm“: neutral, nach „ein“ endet das Adjektiv auf -es. Basteln und Theater: ein buntes Programm. Kostenlos ist es nicht („2 Euro pro Kind“).',
            en: '[[ein … Programm]]: neuter; after [[ein]] the adjective ends in -es. Crafts and theatre: a [[buntes]] (varied) programme. It is not free ([[2 Euro pro Kind]]).',
          },
          b: {
            trap: 'meaning',
            de: 'Gleiche Form, und der Eintritt zum Fest ist frei. Aber zwei Sätze später steht: Bezahlen muss man für das Kinderprogramm, „2 Euro pro Kind“. Kostenlos ist das Familienprogramm also nicht.',
            en: 'Same form, and entry to the festival is free. But two sentences later: you pay for the children’s programme, [[2 Euro pro Kind]] (2 euros per child). So the family programme is not free.',
          },
          n: {
            trap: 'form',
            de: '„länger“ ist ein Komparativ ohne Endung; vor „Programm“ bräuchte es „längeres“, und man vergleicht hier nichts.',
            en: '[[länger]] is a comparative without an ending; before [[Programm]] it would need [[längeres]], and nothing is compared here.',
          },
        },
        formFits: ['l', 'b'],
        evidence: ['Am Samstag wartet ein', 'Programm auf Familien', 'Kinderprogramm (2 Euro pro Kind)'],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 34,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„Der … ist frei“, und gleich danach: „Bezahlen muss man nur für das Riesenrad und das Kinderprogramm“. Frei ist also der Eintritt: Man zahlt nichts, um auf das Fest zu kommen.',
            en: '[[Der … ist frei]], and right after: [[Bezahlen muss man nur für das Riesenrad und das Kinderprogramm]] (you only pay for the big wheel and the children’s programme). So what is free is [[Eintritt]] (admission): you pay nothing to get in.',
          },
          h: {
            trap: 'meaning',
            de: '„Händler“ ist auch maskulin und Singular möglich, aber „Der Händler ist an allen drei Tagen frei“ ergibt keinen Sinn: Es geht ums Bezahlen. „Händler“ passt auch nicht in Lücke 40.',
            en: '[[Händler]] can also be masculine singular, but [[Der Händler ist an allen drei Tagen frei]] (the trader is free on all three days) makes no sense: the point is paying. [[Händler]] does not fit gap 40 either.',
          },
          k: {
            trap: 'meaning',
            de: 'Maskulin und Singular möglich, aber „Der Helfer ist frei“ hat nichts mit Bezahlen zu tun. „Helfer“ gehört in Lücke 40.',
            en: 'Can be masculine singular, but [[Der Helfer ist frei]] (the helper is free) has nothing to do with paying. [[Helfer]] belongs in gap 40.',
          },
        },
        formFits: ['e', 'h', 'k'],
        evidence: [
          'ist an allen drei Tagen frei',
          'Bezahlen muss man nur für das Riesenrad und das Kinderprogramm',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 35,
        key: 'm',
        why: {
          m: {
            trap: 'key',
            de: 'Ob es am Samstagabend stark regnet, weiß heute niemand. Nur für diesen Fall findet das Feuerwerk erst am Sonntag statt: „falls“.',
            en: 'Nobody knows yet whether it will rain on Saturday evening. Only in that case does the fireworks display move to Sunday: [[falls]] (if, in case).',
          },
          o: {
            trap: 'connector',
            de: 'Gleiche Form, und „weil“ ist das Bindewort, das man am meisten übt. Aber „weil“ nennt einen sicheren Grund. Das Feuerwerk ist am Samstag geplant; verschoben wird es nur, wenn es wirklich regnet. „weil“ gehört in Lücke 37.',
            en: 'Same form, and [[weil]] is the linking word people practise most. But [[weil]] gives a reason that is certain. The fireworks are planned for Saturday; they move only if it really rains. [[weil]] belongs in gap 37.',
          },
          c: {
            trap: 'meaning',
            de: '„seit“ kann einen Nebensatz einleiten, aber „Seit es stark regnet“ nennt eine Zeit, die schon läuft. Das Fest hat noch gar nicht begonnen.',
            en: '[[seit]] can start a clause, but [[Seit es stark regnet]] names a time already running. The festival has not even begun.',
          },
        },
        formFits: ['m', 'o', 'c'],
        evidence: ['es stark regnet, findet es erst am Sonntag statt'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 36,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: '„musste … verschoben werden“ ist Vergangenheit: Es ist einmal passiert und vorbei. Für einen Zeitpunkt in der Vergangenheit steht „vor“: „Vor zwei Jahren“.',
            en: '[[musste … verschoben werden]] (had to be put off) is past: it happened once and is over. A moment in the past takes [[vor]]: [[Vor zwei Jahren]] (two years ago).',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Gleiche Form. Aber „seit“ sagt, dass etwas noch dauert („Seit zwei Jahren wohnt sie hier“). Das Verschieben ist einmal passiert, „schon einmal“, und dauert nicht an; „seit“ gehört in Lücke 31.',
            en: 'Same form. But [[seit]] says something still goes on ([[Seit zwei Jahren wohnt sie hier]]). The putting off happened [[schon einmal]] (once before) and does not go on; [[seit]] belongs in gap 31.',
          },
          o: {
            trap: 'word-class',
            de: 'Nach „weil“ kommt ein Nebensatz mit dem Verb am Ende. Hier folgt „zwei Jahren“ und das Verb „musste“ an zweiter Stelle.',
            en: '[[weil]] starts a clause with the verb at the end. Here [[zwei Jahren]] follows and the verb [[musste]] stands second.',
          },
        },
        formFits: ['g', 'c'],
        evidence: ['zwei Jahren musste es schon einmal verschoben werden'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 37,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: 'Dass man am Marktplatz nicht parken kann, ist sicher: Auf seinen Parkplätzen stehen die Stände (erster Absatz). Das ist der Grund für die Bitte, also „weil“.',
            en: 'That you cannot park at the market square is certain: the stalls stand on its car parks (first paragraph). That is the reason for the request, so [[weil]] (because).',
          },
          m: {
            trap: 'connector',
            de: 'Gleiche Form, und „falls“ klingt höflich. Aber „falls“ heißt: vielleicht. Im ersten Absatz steht, dass die Stände auf „seinen Parkplätzen“ stehen; parken kann man dort sicher nicht. „falls“ gehört in Lücke 35.',
            en: 'Same form, and [[falls]] sounds polite. But [[falls]] means maybe. The first paragraph says the stalls stand on [[seinen Parkplätzen]] (its car parks); you certainly cannot park there. [[falls]] belongs in gap 35.',
          },
          c: {
            trap: 'meaning',
            de: '„seit“ kann einen Nebensatz einleiten, aber „seit man nicht parken kann“ nennt eine Zeit, keinen Grund für die Bitte.',
            en: '[[seit]] can start a clause, but [[seit man nicht parken kann]] names a time, not a reason for the request.',
          },
        },
        formFits: ['o', 'm', 'c'],
        evidence: [
          'seinen Parkplätzen stehen 80 Stände',
          'man am Marktplatz an diesen Tagen nicht parken kann',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
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
            de: 'Gleiche Form, und „bis 23.30 Uhr“ klingt nach späten Bussen. Aber im ersten Absatz steht: „Der letzte Bus fährt aber wie immer um 23.30 Uhr.“ Die Busse fahren also nicht länger als sonst, nur öfter.',
            en: 'Same form, and [[bis 23.30 Uhr]] (until 11.30 pm) sounds like late buses. But the first paragraph says [[Der letzte Bus fährt aber wie immer um 23.30 Uhr.]] (The last bus leaves at 11.30 pm as always.) So the buses do not run later than usual, only more often.',
          },
          b: {
            trap: 'form',
            de: '„kostenloses“ hat eine Endung für ein Nomen und ist kein Komparativ. Nach „fahren“ und vor „als sonst“ fehlt ein Komparativ.',
            en: '[[kostenloses]] has an ending for a noun and is no comparative. After [[fahren]] and before [[als sonst]] a comparative is needed.',
          },
        },
        formFits: ['f', 'n'],
        evidence: [
          'als sonst: Die Linie 3 kommt bis 23.30 Uhr alle 15 statt alle 30 Minuten',
          'Der letzte Bus fährt aber wie immer um 23.30 Uhr.',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Die Bands haben „bis zwei Uhr nachts gespielt“, und danach: „Deshalb ist in diesem Jahr um Mitternacht Schluss.“ Die Nachbarn haben sich also über die Musik beschwert („sich beschweren über“).',
            en: 'The bands [[bis zwei Uhr nachts gespielt]] (played until 2 am), and then: [[Deshalb ist in diesem Jahr um Mitternacht Schluss.]] (That is why it stops at midnight this year.) So the neighbours complained about the music ([[sich beschweren über]]).',
          },
          d: {
            trap: 'meaning',
            de: 'Gleiche Form und dieselbe Präposition: „sich über die Musik freuen“ sagt man oft. Aber der nächste Satz zieht die Folge: „Deshalb ist in diesem Jahr um Mitternacht Schluss.“ Weil sich die Nachbarn gefreut haben, würde niemand früher aufhören.',
            en: 'Same form and the same preposition: [[sich über die Musik freuen]] (to be pleased about the music) is a common phrase. But the next sentence draws the consequence: [[Deshalb ist in diesem Jahr um Mitternacht Schluss.]] (That is why it stops at midnight this year.) Nobody would stop earlier because the neighbours were pleased.',
          },
          h: {
            trap: 'word-class',
            de: '„haben sich …“ braucht am Ende ein Partizip wie „beschwert“. „Händler“ ist ein Nomen.',
            en: '[[haben sich …]] needs a participle at the end, such as [[beschwert]]. [[Händler]] is a noun.',
          },
        },
        formFits: ['a', 'd'],
        evidence: ['bis zwei Uhr nachts gespielt', 'Deshalb ist in diesem Jahr um Mitternacht Schluss.'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 40,
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Händler sucht die Stadt nicht mehr: Im ersten Absatz steht über die Stände „alle Plätze sind schon vergeben“. Gesucht sind Helfer: „Wer Zeit hat, meldet sich im Rathaus.“',
            en: 'The town is no longer looking for traders: the first paragraph says of the stalls [[alle Plätze sind schon vergeben]] (all places are already taken). Helpers are wanted: [[Wer Zeit hat, meldet sich im Rathaus.]] (Whoever has time should report to the town hall.)',
          },
          h: {
            trap: 'meaning',
            de: 'Gleiche Form, und „sucht noch Händler für das Fest“ klingt ganz normal. Aber im ersten Absatz steht: „alle Plätze sind schon vergeben“. Für neue Händler gibt es keinen Stand mehr.',
            en: 'Same form, and [[sucht noch Händler für das Fest]] (is still looking for traders) sounds quite normal. But the first paragraph says [[alle Plätze sind schon vergeben]] (all places are already taken). There is no stall left for new traders.',
          },
          e: {
            trap: 'meaning',
            de: '„Eintritt“ ist Singular und ein Preis, keine Person. Die Stadt sucht Leute, die Zeit haben.',
            en: '[[Eintritt]] (admission) is singular and a price, not a person. The town is looking for people who have time.',
          },
        },
        formFits: ['k', 'h'],
        evidence: ['alle Plätze sind schon vergeben', 'Wer Zeit hat, meldet sich im Rathaus.'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
    ],
  },
  ...listening,
  writing: writing1,
  oral: oral1,
} satisfies ModelTest;
