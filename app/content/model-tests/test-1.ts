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
      b: 'Bauern verkaufen Obst und Gemüse jetzt direkt auf dem Hof',
      c: 'Mehr Zeit zum Lesen: Bibliothek öffnet länger und auch sonntags',
      d: 'Studie: Am Wochenende holen Jugendliche den Schlaf nach',
      e: 'Bibliothek ersetzt ihr Personal durch Automaten',
      f: 'Ohne Autos am Fluss entlang: neue Strecke für Radfahrer',
      g: 'Bäckerei rettet den letzten Dorfladen',
      h: 'Vier-Tage-Woche jetzt für alle Firmen in Lindenau',
      i: 'Umfrage unter Schülern: Die Nächte sind zu kurz',
      j: 'Immer mehr Lindenauer fahren mit dem Rad zur Arbeit',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Die Firma Becker arbeitet nur noch von Montag bis Donnerstag.',
        en: 'The headline of text 4: the Becker company now works only [[von Montag bis Donnerstag]] (Monday to Thursday).',
      },
      b: {
        trap: 'same-word',
        de: 'Obst, Gemüse und Bauern kommen in Text 5 vor. Aber dort verkauft eine Bäckerei im Dorfladen, nicht Bauern auf ihrem Hof.',
        en: 'Fruit, vegetables and farmers appear in text 5. But there, a bakery sells in the village shop; farmers do not sell on their farms.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: Die Bibliothek ist länger geöffnet und neu auch am Sonntag.',
        en: 'The headline of text 2: the library opens longer and, new, also on Sundays.',
      },
      d: {
        trap: 'negation',
        de: 'Text 3 sagt das Gegenteil: Längerer Schlaf am Wochenende reicht nicht, um den fehlenden Schlaf auszugleichen.',
        en: 'Text 3 says the opposite: sleeping longer at the weekend [[reicht nicht]] (is not enough) to make up for the lost sleep.',
      },
      e: {
        trap: 'partly-true',
        de: 'In Text 2 gibt es nur am Sonntag kein Personal. An den anderen Tagen arbeitet das Personal wie immer.',
        en: 'In text 2 there are no staff only on Sundays. On the other days the staff work as usual.',
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
        trap: 'too-general',
        de: 'Text 4 berichtet nur über eine Firma mit 14 Mitarbeitern. Von allen Firmen der Stadt steht dort nichts.',
        en: 'Text 4 reports on one company with 14 staff. It says nothing about all the companies in the town.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Schülerinnen und Schüler schlafen an Schultagen zu wenig.',
        en: 'The headline of text 3: school students do not get enough sleep on school days.',
      },
      j: {
        trap: 'not-in-text',
        de: 'In Text 1 hofft die Bürgermeisterin nur, dass mehr Menschen mit dem Rad zur Arbeit fahren. Dass es schon mehr sind, steht nicht im Text.',
        en: 'In text 1 the mayor only [[hofft]] (hopes) that more people will cycle to work. The text does not say that more people already do.',
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
            de: 'Der ganze Text handelt vom neuen Radweg: Er führt „direkt am Fluss entlang“, und „Autos dürfen dort nicht fahren“.',
            en: 'The whole text is about the new cycle path: it runs [[direkt am Fluss entlang]] (right along the river), and [[Autos dürfen dort nicht fahren]] (cars may not use it).',
          },
          j: {
            trap: 'not-in-text',
            de: 'Die Bürgermeisterin „hofft“ das nur. Dass schon mehr Menschen mit dem Rad zur Arbeit fahren, steht nicht im Text.',
            en: 'The mayor only [[hofft]] (hopes) for it. The text does not say that more people already cycle to work.',
          },
          h: {
            trap: 'same-word',
            de: 'Lindenau und Arbeit kommen im Text vor, aber Text 1 spricht nicht über Arbeitszeiten in Firmen.',
            en: '[[Lindenau]] and [[Arbeit]] (work) appear in the text, but text 1 says nothing about working hours in companies.',
          },
        },
        evidence: ['direkt am Fluss entlang', 'Autos dürfen dort nicht fahren'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 2,
        text: 'Ab dem 1. Oktober ist die Stadtbibliothek Lindenau länger geöffnet. Von Dienstag bis Freitag können Leserinnen und Leser dann bis 20 Uhr statt bis 18 Uhr kommen. Neu ist die Öffnung am Sonntag von 11 bis 16 Uhr. Sonntags ist allerdings kein Personal da: Bücher leiht man dann selbst an Automaten aus. Am Montag bleibt die Bibliothek wie bisher geschlossen. Mit den neuen Zeiten reagiert die Stadt auf Wünsche von Berufstätigen, die unter der Woche oft wenig Zeit haben.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Der Text nennt zwei Neuigkeiten: Die Bibliothek ist „bis 20 Uhr statt bis 18 Uhr“ offen, und es gibt die „Öffnung am Sonntag“. Die Überschrift nennt beides.',
            en: 'The text gives two pieces of news: the library is open [[bis 20 Uhr statt bis 18 Uhr]] (until 8 pm instead of 6 pm), and there is the [[Öffnung am Sonntag]] (Sunday opening). The headline names both.',
          },
          e: {
            trap: 'partly-true',
            de: 'Nur sonntags ist „kein Personal da“. An den anderen Tagen arbeitet das Personal wie immer, die Automaten ersetzen es nicht.',
            en: 'Only on Sundays is there [[kein Personal]] (no staff). On the other days the staff work as usual; the machines do not replace them.',
          },
          a: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Die Bibliothek ist freitags nicht geschlossen, sie ist sogar länger offen.',
            en: 'The headline of text 4. The library is not closed on Fridays; it is even open longer.',
          },
        },
        evidence: ['bis 20 Uhr statt bis 18 Uhr', 'Neu ist die Öffnung am Sonntag'],
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
            de: 'Die Jugendlichen schlafen am Wochenende länger, „doch das reicht nicht“. Sie holen den Schlaf also nicht nach.',
            en: 'The teenagers sleep longer at the weekend, [[doch das reicht nicht]] (but that is not enough). So they do not make up the sleep.',
          },
          a: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Text 3 nennt zwar das Wochenende, aber es geht um Schlaf, nicht um Arbeitszeit.',
            en: 'The headline of text 4. Text 3 does mention the weekend, but it is about sleep, not working hours.',
          },
        },
        evidence: ['Jugendliche bekommen zu wenig Schlaf', 'nur knapp sieben Stunden'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 4,
        text: 'Bei der Firma Becker Haustechnik arbeiten die 14 Mitarbeiterinnen und Mitarbeiter seit März nur noch von Montag bis Donnerstag. Freitags ist die Firma geschlossen, nur für Notfälle ist immer ein Kollege erreichbar. Statt 40 Stunden arbeiten alle jetzt 36 Stunden pro Woche, bekommen aber das gleiche Gehalt. „Die Leute sind motivierter und seltener krank“, sagt Chefin Anja Becker. Der Test läuft noch bis Dezember. Dann entscheidet das Team gemeinsam, ob die Vier-Tage-Woche bleibt.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Eine kleine Firma mit 14 Leuten arbeitet „nur noch von Montag bis Donnerstag“, und „der Test läuft noch bis Dezember“.',
            en: 'A small company with 14 staff works [[nur noch von Montag bis Donnerstag]] (only Monday to Thursday now), and [[der Test läuft noch bis Dezember]] (the trial runs until December).',
          },
          h: {
            trap: 'too-general',
            de: 'Der Text berichtet nur über eine Firma, und sie testet das Modell erst. Von allen Firmen der Stadt steht nichts im Text.',
            en: 'The text reports on one company only, and it is just testing the model. It says nothing about all the companies in the town.',
          },
          e: {
            trap: 'not-in-text',
            de: 'Bei der Firma Becker gibt es keine Automaten. Alle Mitarbeiter bleiben, sie arbeiten nur einen Tag weniger.',
            en: 'There are no machines at the Becker company. All the staff stay; they just work one day less.',
          },
        },
        evidence: ['nur noch von Montag bis Donnerstag', 'Der Test läuft noch bis Dezember'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 5,
        text: 'Eigentlich sollte der letzte Laden im Dorf Kleinroda Ende Januar schließen. Der Besitzer ging in Rente, und niemand wollte das Geschäft übernehmen. Doch dann hat die Bäckerei Wendt aus dem Nachbarort den Laden gekauft. Seit März ist er wieder von Montag bis Samstag geöffnet. Es gibt Brot und Kuchen aus der eigenen Backstube, Milch sowie Obst und Gemüse von Bauern aus der Umgebung. In einer Ecke stehen Tische, dort trinken ältere Leute gern zusammen einen Kaffee.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Der Laden sollte schließen, aber eine Bäckerei „hat … den Laden gekauft“, und seit März ist er „wieder“ geöffnet. Die Bäckerei hat den Dorfladen gerettet.',
            en: 'The shop was going to close, but a bakery [[hat … den Laden gekauft]] (bought the shop), and since March it has been open [[wieder]] (again). The bakery saved the village shop.',
          },
          b: {
            trap: 'same-word',
            de: 'Obst, Gemüse und Bauern stehen im Text. Aber die Bauern liefern nur an den Laden, sie verkaufen nicht auf dem Hof.',
            en: 'Fruit, vegetables and farmers are in the text. But the farmers only supply the shop; they do not sell on their farms.',
          },
          a: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Der Laden ist von Montag bis Samstag offen; um eine kürzere Arbeitswoche geht es nicht.',
            en: 'The headline of text 4. The shop is open Monday to Saturday; the text is not about a shorter working week.',
          },
        },
        evidence: [
          'hat die Bäckerei Wendt aus dem Nachbarort den Laden gekauft',
          'Seit März ist er wieder von Montag bis Samstag geöffnet',
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
    text: 'Fünfzehn Jahre lang hat Sandra Keller bei einer Versicherung gearbeitet. Sie hat Verträge geprüft, E-Mails beantwortet und Termine geplant. „Der Job war sicher und gut bezahlt“, sagt die 41-Jährige. „Aber abends wusste ich oft nicht, wofür ich den ganzen Tag am Computer gesessen hatte.“\n\nDann kam vor drei Jahren ein Erlebnis, das alles verändert hat. Ihre Mutter lag nach einer schweren Operation mehrere Wochen im Krankenhaus. Sandra Keller besuchte sie fast jeden Tag und beobachtete die Pflegekräfte bei ihrer Arbeit. „Sie hatten kaum Zeit, und trotzdem waren sie so freundlich und ruhig. Da habe ich gemerkt, wie wichtig dieser Beruf ist.“ Ihre Mutter ist heute wieder gesund, aber der Gedanke an einen neuen Beruf ließ Sandra Keller nicht mehr los. In ihrem Urlaub arbeitete sie zwei Wochen in einem Altenheim mit. Danach kündigte sie ihre Stelle.\n\nHeute ist sie im zweiten Jahr ihrer Ausbildung zur Pflegefachfrau. Die Ausbildung dauert drei Jahre; kürzer ging es für sie nicht, obwohl sie schon viele Jahre Berufserfahrung hatte. Abwechselnd lernt sie einige Wochen in der Pflegeschule, zum Beispiel Anatomie und Kommunikation mit Patienten. Danach arbeitet sie wieder mehrere Wochen in der Praxis: im Krankenhaus, in einem Pflegeheim und bei einem Pflegedienst, der kranke Menschen zu Hause versorgt.\n\nIn ihrer Klasse sind die meisten zwischen 18 und 22 Jahre alt. „Am Anfang hatte ich Angst, dass ich nicht dazugehöre“, erzählt sie. Doch es kam anders: Die Jüngeren erklären ihr die Lern-Apps, und sie hilft ihnen, wenn sie einen Brief an ein Amt schreiben müssen oder vor einer Prüfung nervös sind.\n\nLeicht war der Wechsel trotzdem nicht, vor allem wegen des Geldes. Im ersten Ausbildungsjahr bekam sie rund 1.300 Euro brutto im Monat, weniger als die Hälfte ihres alten Gehalts. Die Familie musste sparen: Statt zwei Wochen Hotel am Meer gab es im letzten Sommer zehn Tage Camping an einem See, 80 Kilometer von zu Hause entfernt. Ihr Mann arbeitet weiter Vollzeit. Wenn Sandra Keller Frühdienst hat, der schon um 6 Uhr beginnt, bringt er die Kinder zur Schule. Die beiden sind 12 und 15 Jahre alt und helfen jetzt mehr im Haushalt als früher.\n\nBereut hat sie ihre Entscheidung nie. Wer über einen neuen Beruf nachdenkt, dem rät sie: „Kündigen Sie nicht von heute auf morgen. Arbeiten Sie erst ein paar Tage in dem Beruf mit, dann wissen Sie, ob er wirklich zu Ihnen passt. Und sprechen Sie vorher ehrlich mit Ihrer Familie über das Geld.“',
    items: [
      {
        n: 6,
        stem: 'Warum hat Frau Keller ihren Beruf gewechselt?',
        options: {
          a: 'Ihre Stelle war nicht mehr sicher, und sie verdiente bei der Versicherung zu wenig.',
          b: 'Ihre Arbeit kam ihr sinnlos vor, und im Krankenhaus sah sie einen wichtigen Beruf.',
          c: 'Ihre Mutter brauchte nach der Operation Pflege, und das wollte sie selbst machen.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'negation',
            de: 'Der Text sagt das Gegenteil: „Der Job war sicher und gut bezahlt.“',
            en: 'The text says the opposite: [[Der Job war sicher und gut bezahlt.]] (The job was secure and well paid.)',
          },
          b: {
            trap: 'key',
            de: 'Zwei Stellen gehören zusammen: Abends wusste sie nicht, „wofür“ sie den ganzen Tag am Computer gesessen hatte (Absatz 1). Im Krankenhaus hat sie gemerkt, „wie wichtig dieser Beruf ist“ (Absatz 2).',
            en: 'Two places belong together: in the evenings she did not know [[wofür]] (what for) she had sat at the computer all day (paragraph 1). In hospital she noticed [[wie wichtig dieser Beruf ist]] (how important this job is) (paragraph 2).',
          },
          c: {
            trap: 'not-in-text',
            de: 'Die Mutter lag im Krankenhaus, und sie ist heute wieder gesund. Dass Frau Keller sie pflegen wollte, steht nicht im Text.',
            en: 'Her mother was in hospital and is healthy again today. The text does not say that Frau Keller wanted to care for her.',
          },
        },
        evidence: [
          'abends wusste ich oft nicht, wofür ich den ganzen Tag am Computer gesessen hatte',
          'Da habe ich gemerkt, wie wichtig dieser Beruf ist.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Über die Ausbildung erfährt man, dass …',
        options: {
          a: 'Frau Keller in der Praxis nicht nur im Krankenhaus arbeitet.',
          b: 'Frau Keller wegen ihrer Berufserfahrung schneller fertig ist.',
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
            trap: 'negation',
            de: 'Im Text steht: „kürzer ging es für sie nicht“, obwohl sie Berufserfahrung hatte.',
            en: 'The text says [[kürzer ging es für sie nicht]] (it could not be shorter for her), although she had work experience.',
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
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'Wovor hatte Frau Keller am Anfang der Ausbildung Angst?',
        options: {
          a: 'Dass sie mit den Lern-Apps nicht zurechtkommt.',
          b: 'Dass sie vor den Prüfungen zu nervös ist.',
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
            de: 'Nervös vor einer Prüfung sind die Jüngeren, und Frau Keller hilft ihnen dann. Das ist die falsche Person.',
            en: 'It is the younger ones who are nervous before an exam, and Frau Keller helps them. Wrong person.',
          },
          c: {
            trap: 'key',
            de: 'Die meisten sind 18 bis 22 Jahre alt, und sie sagt: „Am Anfang hatte ich Angst, dass ich nicht dazugehöre“.',
            en: 'Most are 18 to 22, and she says: [[Am Anfang hatte ich Angst, dass ich nicht dazugehöre]] (at first I was afraid I would not belong).',
          },
        },
        evidence: ['Am Anfang hatte ich Angst, dass ich nicht dazugehöre'],
        teaches: { sheet: 'reading-mastery', section: 'signal-words' },
      },
      {
        n: 9,
        stem: 'Seit Frau Keller die Ausbildung macht, …',
        options: {
          a: 'fährt die Familie im Sommer nicht mehr weg.',
          b: 'arbeitet ihr Mann weniger, damit er die Kinder zur Schule bringen kann.',
          c: 'gibt die Familie weniger Geld für den Urlaub aus.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'negation',
            de: 'Die Familie ist weggefahren: zehn Tage Camping, 80 Kilometer von zu Hause entfernt.',
            en: 'The family did go away: ten days of camping, 80 kilometres from home.',
          },
          b: {
            trap: 'partly-true',
            de: 'Er bringt die Kinder zur Schule, das stimmt. Aber er „arbeitet weiter Vollzeit“, also nicht weniger.',
            en: 'He does take the children to school. But he [[arbeitet weiter Vollzeit]] (still works full time), so not less.',
          },
          c: {
            trap: 'key',
            de: '„Die Familie musste sparen“: Statt Hotel am Meer gab es Camping an einem See. Das ist ein billigerer Urlaub.',
            en: '[[Die Familie musste sparen]] (the family had to save): instead of a hotel by the sea they went camping at a lake. That is a cheaper holiday.',
          },
        },
        evidence: ['Die Familie musste sparen', 'Statt zwei Wochen Hotel am Meer'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Frau Keller rät, vor einem Berufswechsel ein paar Tage in dem neuen Beruf mitzuarbeiten. Sie selbst hat das …',
        options: {
          a: 'in ihrem Urlaub gemacht, bevor sie gekündigt hat.',
          b: 'erst nach der Kündigung gemacht.',
          c: 'nicht gemacht, deshalb war der Wechsel für sie so schwer.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Der Rat steht am Ende, die Erfahrung in Absatz 2: „In ihrem Urlaub arbeitete sie zwei Wochen in einem Altenheim mit. Danach kündigte sie ihre Stelle.“',
            en: 'The advice is at the end, her own experience in paragraph 2: [[In ihrem Urlaub arbeitete sie zwei Wochen in einem Altenheim mit. Danach kündigte sie ihre Stelle.]] (In her holiday she worked in a care home for two weeks. After that she quit her job.)',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Falsche Reihenfolge: Erst hat sie im Altenheim mitgearbeitet, „Danach“ hat sie gekündigt.',
            en: 'Wrong order: first she worked in the care home, [[Danach]] (after that) she quit.',
          },
          c: {
            trap: 'negation',
            de: 'Sie hat es gemacht. Schwer war der Wechsel aus einem anderen Grund: „vor allem wegen des Geldes“.',
            en: 'She did do it. The change was hard for another reason: [[vor allem wegen des Geldes]] (above all because of the money).',
          },
        },
        evidence: [
          'Arbeiten Sie erst ein paar Tage in dem Beruf mit',
          'In ihrem Urlaub arbeitete sie zwei Wochen in einem Altenheim mit. Danach kündigte sie ihre Stelle.',
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
        text: 'Sie haben ein Tablet oder Smartphone und wissen nicht weiter? Bei uns lernen Sie in Ruhe, wie man Fotos verschickt, E-Mails schreibt und Videoanrufe macht. Dienstags und donnerstags von 10 bis 11.30 Uhr im Seniorentreff Lindenweg 4. Bitte bringen Sie Ihr eigenes Gerät mit.',
      },
      b: {
        title: 'Nie zu spät: Schwimmen lernen',
        text: 'Sie können nicht schwimmen oder haben Angst im tiefen Wasser? In unserem Kurs nur für Erwachsene lernen Sie es ohne Stress in kleinen Gruppen. 8 Termine, samstags von 11 bis 12 Uhr, Hallenbad Nord. Kosten: 120 Euro.',
      },
      c: {
        title: 'Musikschule Allegro',
        text: 'Klavier, Gitarre, Geige oder Schlagzeug: Bei uns lernen Kinder ab 6 Jahren, Jugendliche und Erwachsene ein Instrument. Der Unterricht findet immer nachmittags zu festen Zeiten statt. Die erste Stunde ist kostenlos. Marktstraße 12, Tel. 04532 61 09 80.',
      },
      d: {
        title: 'Mit dem Seepferdchen ins Wasser',
        text: 'Schwimmkurs für Kinder von 5 bis 7 Jahren: In zehn Stunden zum ersten Schwimmabzeichen! Immer samstags von 9 bis 9.45 Uhr im Hallenbad Nord. Kleine Gruppen, erfahrene Trainerinnen. Kosten: 95 Euro. Anmeldung bei der Schwimmschule Welle.',
      },
      e: {
        title: 'Laufschule Tempo: Joggen für Anfänger',
        text: 'In acht Wochen vom Spaziergang zum ersten 5-Kilometer-Lauf: Wir trainieren in kleinen Gruppen, immer samstags um 10 Uhr im Stadtpark. Eine Trainerin zeigt Ihnen die richtige Technik. 8 Termine, 80 Euro. Anmeldung: Bahnhofstraße 3.',
      },
      f: {
        title: 'Gitarre und Klavier – nur für Erwachsene',
        text: 'Erfahrener Musiklehrer gibt Einzelunterricht in Gitarre und Klavier für erwachsene Anfänger und Wiedereinsteiger. Feste Termine gibt es nicht: Wir vereinbaren jede Stunde neu, auch vormittags oder am Wochenende. 25 Euro für 45 Minuten. Tel. 0151 22 48 63 07.',
      },
      g: {
        title: 'Handy und Tablet einfach erklärt',
        text: 'Kurs für Seniorinnen und Senioren in kleinen Gruppen: Wir üben Schritt für Schritt Fotos, Nachrichten und Videotelefonie. Wer kein eigenes Gerät hat, kann eins bei uns leihen. Montags von 18 bis 19.30 Uhr im Bürgerhaus. Kostenlos!',
      },
      h: {
        title: 'Chor „Feierabendstimmen“ sucht Verstärkung',
        text: 'Sie singen gern, aber bisher nur unter der Dusche? Dann kommen Sie zu uns! Wir singen Pop und Schlager. Noten lesen müssen Sie nicht, wir lernen alle Lieder nach Gehör. Probe: mittwochs um 19.30 Uhr im Gemeindehaus.',
      },
      i: {
        title: 'Kleine Köche',
        text: 'Kochkurs für Kinder von 9 bis 13 Jahren in den Herbstferien: Wir machen Pizza, Gemüsesuppe und Nachtisch. Montag bis Freitag von 10 bis 13 Uhr im Familienzentrum Sonnenhof. 60 Euro für die ganze Woche, Mittagessen inklusive.',
      },
      j: {
        title: 'Lauftreff am Fluss',
        text: 'Zusammen laufen macht mehr Spaß! Jeden Sonntag um 9 Uhr treffen wir uns am Freibad und laufen 5 oder 10 Kilometer. Anfänger sind herzlich willkommen. Keine Mitgliedschaft, keine Kosten: Kommen Sie einfach vorbei!',
      },
      k: {
        title: 'Feierabendküche',
        text: 'Schnell, gesund und lecker: An drei Abenden lernen Sie Gerichte, die in 30 Minuten fertig sind. Für Erwachsene ohne Vorkenntnisse. Donnerstags von 19 bis 21.30 Uhr in der Lehrküche der Volkshochschule. 69 Euro plus Kosten für Lebensmittel.',
      },
      l: {
        title: 'Kammerchor sucht Tenöre und Bässe',
        text: 'Wir singen klassische Musik von Bach bis Brahms und geben zwei Konzerte im Jahr. Probe: dienstags um 20 Uhr in der Musikschule. Bitte beachten Sie: Sie sollten sicher nach Noten singen können.',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: Tablet-Kurs ab 60, vormittags. Für Situation 18 fehlt das Gerät: Man muss ein eigenes mitbringen.',
        en: 'The advert for situation 11: a tablet course for people over 60, in the morning. For situation 18 the device is missing: you must bring your own.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 19: Schwimmkurs „nur für Erwachsene“.',
        en: 'The advert for situation 19: a swimming course [[nur für Erwachsene]] (for adults only).',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: Klavier auch für Kinder, immer nachmittags. Für Situation 14 passen die festen Zeiten nicht.',
        en: 'The advert for situation 15: piano for children too, always in the afternoon. For situation 14 the fixed times do not fit.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: Schwimmkurs für Kinder von 5 bis 7 Jahren, samstags.',
        en: 'The advert for situation 12: a swimming course for children aged 5 to 7, on Saturdays.',
      },
      e: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 20: Joggen in der Gruppe am Wochenende. Aber der Kurs kostet „80 Euro“, und Carla möchte kein Geld ausgeben.',
        en: 'Almost fits situation 20: jogging in a group at the weekend. But the course costs [[80 Euro]], and Carla does not want to spend money.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 14: Gitarre für Erwachsene ohne feste Termine. Klavier gibt es auch, aber nur für Erwachsene (Situation 15).',
        en: 'The advert for situation 14: guitar for adults without fixed times. There is piano too, but for adults only (situation 15).',
      },
      g: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 11 und 18: ein Kurs für Senioren, auch mit Leihgerät. Aber er ist montags von 18 bis 19.30 Uhr, also abends.',
        en: 'Almost fits situations 11 and 18: a course for older people, with devices to borrow. But it is on Mondays from 6 to 7.30 pm, in the evening.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 13: ein Chor am Abend, Noten lesen ist nicht nötig.',
        en: 'The advert for situation 13: an evening choir where you do not need to read music.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: Kochkurs für Kinder in den Herbstferien.',
        en: 'The advert for situation 17: a cooking course for children in the autumn holidays.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: kostenloser Lauftreff am Sonntag.',
        en: 'The advert for situation 20: a free running group on Sundays.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: Kochkurs für Erwachsene, donnerstags ab 19 Uhr.',
        en: 'The advert for situation 16: a cooking course for adults, on Thursdays from 7 pm.',
      },
      l: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 13: ein Chor, der abends probt. Aber man muss „sicher nach Noten singen“ können, und Tobias kann keine Noten lesen.',
        en: 'Almost fits situation 13: a choir that rehearses in the evening. But you must [[sicher nach Noten singen]] (sing confidently from sheet music), and Tobias cannot read music.',
      },
      x: {
        trap: 'no-advert',
        de: 'x ist nur richtig, wenn keine Anzeige alle Bedingungen erfüllt. Das ist nur bei Situation 18 so: Ein Kurs verlangt ein eigenes Gerät, der andere ist abends.',
        en: 'x is right only when no advert meets every condition. That is the case only in situation 18: one course wants your own device, the other is in the evening.',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Frau Ebert (68) hat von ihrem Enkel ein Tablet bekommen. Sie möchte lernen, wie man Fotos verschickt und Videoanrufe macht, hat aber nur vormittags Zeit.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Alles passt: Kurs ab 60, Fotos und Videoanrufe, und er ist „von 10 bis 11.30 Uhr“, also vormittags.',
            en: 'Everything fits: a course for over-60s, photos and video calls, and it runs [[von 10 bis 11.30 Uhr]] (from 10 to 11.30 am), so in the morning.',
          },
          g: {
            trap: 'one-condition',
            de: 'Auch ein Tablet-Kurs für Senioren, aber „montags von 18 bis 19.30 Uhr“. Das ist abends, nicht vormittags.',
            en: 'Also a tablet course for older people, but [[montags von 18 bis 19.30 Uhr]] (Mondays, 6 to 7.30 pm). That is the evening, not the morning.',
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
            fails: { de: 'abends, nicht vormittags', en: 'in the evening, not in the morning' },
          },
        ],
        evidence: ['Dienstags und donnerstags von 10 bis 11.30 Uhr', 'nur vormittags Zeit'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation: 'Herr und Frau Sommer suchen für ihren Sohn (6) einen Schwimmkurs am Wochenende.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Der Kurs ist für „Kinder von 5 bis 7 Jahren“ und „immer samstags“: Alter und Tag passen.',
            en: 'The course is for [[Kinder von 5 bis 7 Jahren]] (children aged 5 to 7) and [[immer samstags]] (always on Saturdays): age and day both fit.',
          },
          b: {
            trap: 'one-condition',
            de: 'Auch ein Schwimmkurs am Samstag, aber „nur für Erwachsene“. Für einen Sechsjährigen passt er nicht.',
            en: 'Also a swimming course on Saturdays, but [[nur für Erwachsene]] (for adults only). It does not suit a six-year-old.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige d erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert d meets every condition, so x is wrong.',
          },
        },
        nearMiss: [{ advert: 'b', fails: { de: 'nur für Erwachsene', en: 'adults only' } }],
        evidence: ['Kinder von 5 bis 7 Jahren', 'Immer samstags'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Tobias singt gern, kann aber keine Noten lesen. Er möchte nach der Arbeit mit anderen zusammen singen.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Ein Chor mit Probe „um 19.30 Uhr“, und „Noten lesen müssen Sie nicht“. Beide Bedingungen passen.',
            en: 'A choir that rehearses [[um 19.30 Uhr]] (at 7.30 pm), and [[Noten lesen müssen Sie nicht]] (you do not have to read music). Both conditions fit.',
          },
          l: {
            trap: 'one-condition',
            de: 'Auch ein Chor am Abend, aber man soll „sicher nach Noten singen können“. Das kann Tobias nicht.',
            en: 'Also an evening choir, but you should [[sicher nach Noten singen können]] (be able to sing confidently from sheet music). Tobias cannot.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Eine Musikschule, aber nur für Kinder und Jugendliche, und man lernt ein Instrument, nicht singen in einer Gruppe.',
            en: 'A music school, but only for children and teenagers, and you learn an instrument, not singing in a group.',
          },
        },
        nearMiss: [
          { advert: 'l', fails: { de: 'man muss nach Noten singen', en: 'you must sing from sheet music' } },
        ],
        evidence: ['Noten lesen müssen Sie nicht', 'mittwochs um 19.30 Uhr'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Nina (31) möchte Gitarre lernen. Weil sie im Schichtdienst arbeitet, kann sie nicht jede Woche zur gleichen Zeit kommen.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Gitarre für Erwachsene, und „Feste Termine gibt es nicht“: Jede Stunde wird neu vereinbart. Das passt zum Schichtdienst.',
            en: 'Guitar for adults, and [[Feste Termine gibt es nicht]] (there are no fixed times): each lesson is arranged separately. That suits shift work.',
          },
          c: {
            trap: 'one-condition',
            de: 'Hier gibt es auch Gitarre für Erwachsene, aber der Unterricht ist „zu festen Zeiten“. Das passt nicht zum Schichtdienst.',
            en: 'Guitar for adults is offered here too, but lessons are [[zu festen Zeiten]] (at fixed times). That does not suit shift work.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige f erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert f meets every condition, so x is wrong.',
          },
        },
        nearMiss: [{ advert: 'c', fails: { de: 'feste Zeiten', en: 'fixed times' } }],
        evidence: ['Feste Termine gibt es nicht', 'Wir vereinbaren jede Stunde neu'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation: 'Herr Öztürk sucht für seine Tochter (9) Klavierunterricht am Nachmittag nach der Schule.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Klavier, „Kinder ab 6 Jahren“ lernen hier, und der Unterricht ist „immer nachmittags“, also nach der Schule.',
            en: 'Piano, [[Kinder ab 6 Jahren]] (children from 6) learn here, and lessons are [[immer nachmittags]] (always in the afternoon), so after school.',
          },
          f: {
            trap: 'one-condition',
            de: 'Hier gibt es auch Klavier, aber „nur für Erwachsene“. Die Tochter ist 9.',
            en: 'Piano is offered here too, but [[nur für Erwachsene]] (for adults only). The daughter is 9.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige c erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert c meets every condition, so x is wrong.',
          },
        },
        nearMiss: [{ advert: 'f', fails: { de: 'nur für Erwachsene', en: 'adults only' } }],
        evidence: ['Bei uns lernen Kinder ab 6 Jahren', 'immer nachmittags'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Markus (35) kocht nicht gern lange. Er möchte in einem Kurs lernen, wie man schnell ein gesundes Abendessen macht.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: '„Schnell, gesund und lecker“: Gerichte, „die in 30 Minuten fertig sind“, „Für Erwachsene ohne Vorkenntnisse“.',
            en: '[[Schnell, gesund und lecker]] (quick, healthy and tasty): dishes [[die in 30 Minuten fertig sind]] (ready in 30 minutes), [[Für Erwachsene ohne Vorkenntnisse]] (for adults without experience).',
          },
          i: {
            trap: 'one-condition',
            de: 'Auch ein Kochkurs, aber „für Kinder von 9 bis 13 Jahren“. Markus ist 35.',
            en: 'Also a cooking course, but [[für Kinder von 9 bis 13 Jahren]] (for children aged 9 to 13). Markus is 35.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige k erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert k meets every condition, so x is wrong.',
          },
        },
        nearMiss: [{ advert: 'i', fails: { de: 'nur für Kinder', en: 'for children only' } }],
        evidence: ['Schnell, gesund und lecker', 'Für Erwachsene ohne Vorkenntnisse'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation:
          'Frau Hahn muss in den Herbstferien arbeiten und sucht für ihre Tochter (11) ein Angebot zum Kochen.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Ein Kochkurs für „Kinder von 9 bis 13 Jahren in den Herbstferien“: Alter und Zeit passen.',
            en: 'A cooking course for [[Kinder von 9 bis 13 Jahren in den Herbstferien]] (children aged 9 to 13 in the autumn holidays): age and time both fit.',
          },
          k: {
            trap: 'one-condition',
            de: 'Auch ein Kochkurs, aber „Für Erwachsene“. Für ein Kind von 11 Jahren passt er nicht.',
            en: 'Also a cooking course, but [[Für Erwachsene]] (for adults). It does not suit an 11-year-old.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige i erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert i meets every condition, so x is wrong.',
          },
        },
        nearMiss: [{ advert: 'k', fails: { de: 'nur für Erwachsene', en: 'for adults only' } }],
        evidence: ['Kinder von 9 bis 13 Jahren in den Herbstferien'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 18,
        situation:
          'Herr Wagner (72) hat noch kein Smartphone. Vor dem Kauf möchte er in einem Kurs ausprobieren, wie Videoanrufe gehen. Er hat nur vormittags Zeit.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt: Beim Kurs a muss man „Ihr eigenes Gerät“ mitbringen, und Herr Wagner hat keins. Beim Kurs g kann man ein Gerät leihen, aber er ist „von 18 bis 19.30 Uhr“, also abends.',
            en: 'No advert fits: course a wants you to bring [[Ihr eigenes Gerät]] (your own device), and Herr Wagner has none. Course g lends devices, but it runs [[von 18 bis 19.30 Uhr]] (6 to 7.30 pm), in the evening.',
          },
          a: {
            trap: 'one-condition',
            de: 'Videoanrufe und vormittags passen, aber: „Bitte bringen Sie Ihr eigenes Gerät mit.“ Herr Wagner hat noch kein Smartphone.',
            en: 'Video calls and the morning time fit, but: [[Bitte bringen Sie Ihr eigenes Gerät mit.]] (Please bring your own device.) Herr Wagner has no smartphone yet.',
          },
          g: {
            trap: 'one-condition',
            de: 'Hier kann man ein Gerät leihen, aber der Kurs ist „Montags von 18 bis 19.30 Uhr“. Herr Wagner hat nur vormittags Zeit.',
            en: 'You can borrow a device here, but the course is [[Montags von 18 bis 19.30 Uhr]] (Mondays, 6 to 7.30 pm). Herr Wagner is only free in the morning.',
          },
        },
        nearMiss: [
          { advert: 'a', fails: { de: 'nur mit eigenem Gerät', en: 'only with your own device' } },
          { advert: 'g', fails: { de: 'abends statt vormittags', en: 'in the evening, not the morning' } },
        ],
        evidence: [
          'Bitte bringen Sie Ihr eigenes Gerät mit',
          'Montags von 18 bis 19.30 Uhr',
          'Er hat nur vormittags Zeit',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Herr Mendes (45) kann nicht schwimmen. Er möchte es in einer Gruppe lernen, in der keine Kinder sind.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: 'Ein Kurs für Nichtschwimmer „nur für Erwachsene“ in kleinen Gruppen. Das ist genau, was Herr Mendes sucht.',
            en: 'A course for non-swimmers [[nur für Erwachsene]] (for adults only) in small groups. That is exactly what Herr Mendes wants.',
          },
          d: {
            trap: 'wrong-detail',
            de: 'Auch ein Schwimmkurs für Anfänger, aber für Kinder von 5 bis 7 Jahren.',
            en: 'Also a swimming course for beginners, but for children aged 5 to 7.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige b erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert b meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          { advert: 'd', fails: { de: 'für Kinder von 5 bis 7 Jahren', en: 'for children aged 5 to 7' } },
        ],
        evidence: ['In unserem Kurs nur für Erwachsene'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation: 'Carla möchte am Wochenende regelmäßig mit anderen joggen, aber dafür kein Geld ausgeben.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Gemeinsam laufen „jeden Sonntag“, und es gibt „keine Kosten“. Laufen und joggen bedeuten hier dasselbe.',
            en: 'Running together [[jeden Sonntag]] (every Sunday), and there are [[keine Kosten]] (no costs). [[laufen]] and [[joggen]] mean the same here.',
          },
          e: {
            trap: 'one-condition',
            de: 'Auch Joggen in der Gruppe am Wochenende, aber der Kurs kostet „80 Euro“. Carla möchte kein Geld ausgeben.',
            en: 'Also jogging in a group at the weekend, but the course costs [[80 Euro]]. Carla does not want to spend money.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige j erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert j meets every condition, so x is wrong.',
          },
        },
        nearMiss: [{ advert: 'e', fails: { de: 'kostet 80 Euro', en: 'costs 80 euros' } }],
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
    text: 'Liebe Lotte,\n\nendlich habe ich Zeit für eine lange E-Mail! Wie du weißt, bin ich vor drei Wochen nach Hamburg gezogen, {21} ich hier eine neue Stelle bekommen habe.\n\nDie ersten Tage waren ziemlich stressig. Ich musste {22} um so viele Dinge kümmern: Anmeldung, Bankkonto, Internet … Zum Glück habe ich schnell eine kleine Wohnung gefunden, in {23} ich mich sofort wohlgefühlt habe.\n\nMeine Kolleginnen und Kollegen sind sehr nett. Schon in der ersten Woche haben sie mich {24} Firmenfest eingeladen. Auch die Stadt gefällt mir, aber sie ist natürlich viel größer {25} unser kleines Wiesbach. Letzten Sonntag {26} ich mit einer Kollegin eine Fahrradtour an der Elbe gemacht.\n\nUnter der Woche bin ich allerdings oft sehr müde. Letzte Woche hatte ich jeden Tag lange Besprechungen. {27} ich abends nach Hause kam, schlief ich oft sofort auf dem Sofa ein.\n\nDu fehlst mir sehr! Ich weiß noch nicht, {28} ich im Sommer schon Urlaub bekomme, denn ich bin ja noch neu in der Firma. Und wie läuft es bei dir? Wie ist eigentlich dein {29} Chef?\n\nIch lege jetzt jeden Monat etwas Geld zur Seite, {30} dich im Herbst besuchen zu können. Schreib mir bald zurück!\n\nLiebe Grüße\nMiriam',
    items: [
      {
        n: 21,
        options: { a: 'denn', b: 'weil', c: 'wegen' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: '„denn“ bedeutet dasselbe wie „weil“. Aber nach „denn“ steht das Verb an Position 2: „denn ich habe … bekommen“. Hier steht „habe“ ganz am Ende. Wer nur bis zur Lücke liest, nimmt leicht „denn“.',
            en: '[[denn]] means the same as [[weil]]. But after [[denn]] the verb is in position 2: [[denn ich habe … bekommen]]. Here [[habe]] is right at the end. If you read only as far as the gap, [[denn]] is easy to pick.',
          },
          b: {
            trap: 'key',
            de: 'Ein Grund, und am Ende des Satzes steht „bekommen habe“: Verb am Ende, also „weil“.',
            en: 'A reason, and the clause ends with [[bekommen habe]]: verb at the end, so [[weil]].',
          },
          c: {
            trap: 'word-class',
            de: '„wegen“ nennt auch einen Grund, ist aber eine Präposition mit Genitiv („wegen der neuen Stelle“). Nach der Lücke kommt ein ganzer Satz mit Verb.',
            en: '[[wegen]] also gives a reason, but it is a preposition with the genitive ([[wegen der neuen Stelle]]). After the gap comes a whole clause with a verb.',
          },
        },
        evidence: ['eine neue Stelle bekommen habe'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 22,
        options: { a: 'mich', b: 'mir', c: 'sich' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„sich kümmern um“, Subjekt „ich“. Der Satz hat kein eigenes Akkusativobjekt: „so viele Dinge“ gehört zu „um“. Also Akkusativ: „Ich musste mich … kümmern.“',
            en: '[[sich kümmern um]] (to take care of), subject [[ich]]. The clause has no accusative object of its own: [[so viele Dinge]] belongs to [[um]]. So accusative: [[Ich musste mich … kümmern.]]',
          },
          b: {
            trap: 'form',
            de: '„so viele Dinge“ sieht aus wie ein Akkusativobjekt, und dann stünde „mir“. Aber es steht nach „um“ und gehört zur Präposition. Das Reflexivpronomen bleibt Akkusativ: „ich kümmere mich um …“.',
            en: '[[so viele Dinge]] looks like an accusative object, and then it would be [[mir]]. But it comes after [[um]] and belongs to the preposition. The reflexive pronoun stays accusative: [[ich kümmere mich um …]].',
          },
          c: {
            trap: 'form',
            de: '„sich“ steht im Infinitiv („sich kümmern“) und passt zu er, sie oder Sie. Das Subjekt ist hier „ich“.',
            en: '[[sich]] is the infinitive form ([[sich kümmern]]) and goes with er, sie or Sie. The subject here is [[ich]].',
          },
        },
        evidence: ['Ich musste', 'um so viele Dinge kümmern'],
        teaches: { sheet: 'language-elements-patterns', section: 'reflexive-pronouns' },
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
            de: 'Relativsatz zu „eine kleine Wohnung“: feminin, Singular. Den Kasus bestimmt „in“ (wo?): Dativ. Also „in der ich mich … wohlgefühlt habe“.',
            en: 'A relative clause about [[eine kleine Wohnung]]: feminine singular. [[in]] (where?) decides the case: dative. So [[in der ich mich … wohlgefühlt habe]].',
          },
        },
        evidence: ['eine kleine Wohnung gefunden, in', 'wohlgefühlt habe'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 24,
        options: { a: 'zur', b: 'zum', c: 'ins' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„Firmenfest“ beginnt mit „Firma“ (feminin), darum liegt „zur“ nahe. Aber bei zusammengesetzten Nomen bestimmt das letzte Wort den Artikel: „das Fest“, also „zu dem“ = „zum“.',
            en: '[[Firmenfest]] starts with [[Firma]] (feminine), so [[zur]] is tempting. But in a compound noun the last word decides the article: [[das Fest]], so [[zu dem]] = [[zum]].',
          },
          b: {
            trap: 'key',
            de: '„einladen zu“ + Dativ, „das Firmenfest“ ist neutral (das Fest): „zu dem Firmenfest“ = „zum Firmenfest“.',
            en: '[[einladen zu]] + dative, and [[das Firmenfest]] is neuter ([[das Fest]]): [[zu dem Firmenfest]] = [[zum Firmenfest]].',
          },
          c: {
            trap: 'preposition',
            de: '„ins“ passt bei einem Ort: „ins Kino einladen“. Zu einem Fest oder Essen lädt man „zu“ ein.',
            en: '[[ins]] fits a place: [[ins Kino einladen]]. To a party or a meal you invite someone [[zu]].',
          },
        },
        evidence: ['Firmenfest eingeladen'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 25,
        options: { a: 'wie', b: 'wenn', c: 'als' },
        key: 'c',
        why: {
          a: {
            trap: 'connector',
            de: '„wie“ steht nach der Grundform: „so groß wie“. Nach dem Komparativ „größer“ steht „als“.',
            en: '[[wie]] comes after the base form: [[so groß wie]]. After the comparative [[größer]] you need [[als]].',
          },
          b: {
            trap: 'connector',
            de: '„wenn“ nennt eine Bedingung oder eine Zeit und ist nie ein Vergleichswort.',
            en: '[[wenn]] gives a condition or a time; it is never a comparison word.',
          },
          c: {
            trap: 'key',
            de: 'Nach dem Komparativ „größer“ kommt „als“.',
            en: 'After the comparative [[größer]] comes [[als]].',
          },
        },
        evidence: ['viel größer'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'comparison' },
      },
      {
        n: 26,
        options: { a: 'habe', b: 'bin', c: 'war' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Das Partizip am Ende ist „gemacht“: „machen“ bildet das Perfekt mit „haben“, also „habe … gemacht“.',
            en: 'The participle at the end is [[gemacht]]: [[machen]] forms the perfect with [[haben]], so [[habe … gemacht]].',
          },
          b: {
            trap: 'form',
            de: 'Eine Fahrradtour ist Bewegung, darum denkt man an „bin“. Aber das Verb ist „machen“, nicht „fahren“: „eine Tour machen“ geht mit „haben“. Mit „fahren“ hieße es: „Ich bin … gefahren.“',
            en: 'A bike tour is movement, so [[bin]] comes to mind. But the verb is [[machen]], not [[fahren]]: [[eine Tour machen]] takes [[haben]]. With [[fahren]] it would be [[Ich bin … gefahren.]]',
          },
          c: {
            trap: 'form',
            de: '„war“ ist Präteritum von „sein“. Mit dem Partizip „gemacht“ ergibt es keine richtige Zeitform.',
            en: '[[war]] is the simple past of [[sein]]. With the participle [[gemacht]] it gives no correct tense.',
          },
        },
        evidence: ['eine Fahrradtour an der Elbe gemacht'],
        teaches: { sheet: 'language-elements-patterns', section: 'more-patterns' },
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
        options: { a: 'ob', b: 'dass', c: 'wenn' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„Ich weiß noch nicht“ + Ja/Nein-Frage (Bekomme ich Urlaub?): Dann steht „ob“.',
            en: '[[Ich weiß noch nicht]] (I do not know yet) + a yes/no question (will I get leave?): then you use [[ob]].',
          },
          b: {
            trap: 'meaning',
            de: '„dass“ leitet eine sichere Information ein. Miriam weiß es aber noch nicht.',
            en: '[[dass]] introduces a fact. But Miriam does not know it yet.',
          },
          c: {
            trap: 'connector',
            de: 'Im Englischen heißt es „I don’t know if …“, darum liegt „wenn“ nahe. Aber „wenn“ nennt eine Bedingung oder eine Zeit. Nach „wissen“ steht für eine offene Ja/Nein-Frage „ob“.',
            en: 'English says “I don’t know if …”, so [[wenn]] is tempting. But [[wenn]] gives a condition or a time. After [[wissen]], an open yes/no question needs [[ob]].',
          },
        },
        evidence: ['Ich weiß noch nicht'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'subordinate-clauses' },
      },
      {
        n: 29,
        options: { a: 'neuen', b: 'neuer', c: 'neue' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„neuen“ passt zu Akkusativ oder Dativ: „deinen neuen Chef“. Hier ist „Chef“ Subjekt, also Nominativ.',
            en: '[[neuen]] fits the accusative or dative: [[deinen neuen Chef]]. Here [[Chef]] is the subject, so nominative.',
          },
          b: {
            trap: 'key',
            de: '„Wie ist dein … Chef?“: Nominativ, maskulin. „dein“ zeigt das Genus nicht, also zeigt es das Adjektiv: „dein neuer Chef“.',
            en: '[[Wie ist dein … Chef?]]: nominative, masculine. [[dein]] does not show the gender, so the adjective does: [[dein neuer Chef]].',
          },
          c: {
            trap: 'form',
            de: 'Nach „der“ hieße es „der neue Chef“. Nach „dein“ zeigt aber das Adjektiv das Genus: „dein neuer Chef“. „neue“ passt zu „deine neue Chefin“.',
            en: 'After [[der]] it would be [[der neue Chef]]. But after [[dein]] the adjective shows the gender: [[dein neuer Chef]]. [[neue]] fits [[deine neue Chefin]].',
          },
        },
        evidence: ['Wie ist eigentlich dein', 'Chef?'],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 30,
        options: { a: 'damit', b: 'für', c: 'um' },
        key: 'c',
        why: {
          a: {
            trap: 'connector',
            de: '„damit“ nennt auch ein Ziel. Aber danach kommt ein Nebensatz mit Subjekt und Verb am Ende: „damit ich dich … besuchen kann“. Hier steht „zu“ + Infinitiv: „besuchen zu können“.',
            en: '[[damit]] also gives a purpose. But it is followed by a clause with a subject and the verb at the end: [[damit ich dich … besuchen kann]]. Here there is [[zu]] + infinitive: [[besuchen zu können]].',
          },
          b: {
            trap: 'preposition',
            de: '„für“ ist eine Präposition und steht vor einem Nomen („für einen Besuch“), nicht vor einem Infinitiv mit „zu“.',
            en: '[[für]] is a preposition and goes before a noun ([[für einen Besuch]]), not before an infinitive with [[zu]].',
          },
          c: {
            trap: 'key',
            de: 'Ein Ziel mit demselben Subjekt („ich“ spare, „ich“ besuche) und „zu“ + Infinitiv am Ende: „um … besuchen zu können“.',
            en: 'A purpose with the same subject ([[ich]] save, [[ich]] visit) and [[zu]] + infinitive at the end: [[um … besuchen zu können]].',
          },
        },
        evidence: ['Ich lege jetzt jeden Monat etwas Geld zur Seite', 'besuchen zu können'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
    ],
  },

  language2: {
    topics: ['town-festival'],
    people: [],
    text: 'Rosenfeld feiert: Stadtfest von Freitag bis Sonntag\n\nRund um den Marktplatz und auf seinen Parkplätzen bieten über 80 Stände Essen, Getränke und Kunsthandwerk an. Das Fest {31} am Freitag um 18 Uhr mit einem Konzert der Musikschule. Danach treten auf der großen {32} vor dem Rathaus bis Mitternacht Bands auf.\n\nAm Samstag wartet ein {33} Programm auf Familien: Im Stadtpark können Kinder basteln oder Theater spielen. Der {34} ist an allen drei Tagen frei, nur für das Riesenrad und das Kinderprogramm muss man bezahlen (2 Euro pro Kind).\n\nHöhepunkt ist das Feuerwerk am Samstag um 22.30 Uhr. {35} es an diesem Abend stark regnet, wird es auf Sonntag verschoben. Am Sonntag stellen sich die Vereine der Stadt vor, und um 20 Uhr {36} das Fest mit einem Konzert der Stadtkapelle.\n\n{37} des Festes ist die Hauptstraße für Autos gesperrt. Die Stadt bittet alle Gäste, mit dem Bus oder dem Fahrrad zu kommen, {38} auf den Parkplätzen am Marktplatz Stände stehen. Die Busse fahren {39} als sonst, nämlich alle 15 statt alle 30 Minuten.\n\nFür den Aufbau und den Abbau der Stände sucht die Stadt noch {40}. Plätze für neue Stände gibt es keine mehr. Wer mitmachen möchte, meldet sich im Rathaus.',
    box: {
      a: 'häufiger',
      b: 'kostenloses',
      c: 'beginnt',
      d: 'Parkplatz',
      e: 'Eintritt',
      f: 'weil',
      g: 'endet',
      h: 'Händler',
      i: 'Bühne',
      j: 'Halle',
      k: 'Helfer',
      l: 'buntes',
      m: 'falls',
      n: 'länger',
      o: 'wegen',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Die Busse fahren „alle 15 statt alle 30 Minuten“, also häufiger als sonst.',
        en: 'Belongs in gap 39: the buses run [[alle 15 statt alle 30 Minuten]] (every 15 instead of every 30 minutes), so more often than usual.',
      },
      b: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 33 („ein kostenloses Programm“), und der Eintritt zum Fest ist frei. Aber für das Kinderprogramm muss man bezahlen: „2 Euro pro Kind“.',
        en: 'Has the form for gap 33 ([[ein kostenloses Programm]]), and entry to the festival is free. But the children’s programme costs money: [[2 Euro pro Kind]].',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: Das Fest geht von Freitag bis Sonntag, also beginnt es am Freitag um 18 Uhr.',
        en: 'Belongs in gap 31: the festival runs from Friday to Sunday, so it [[beginnt]] (begins) on Friday at 6 pm.',
      },
      d: {
        trap: 'meaning',
        de: 'Passt in der Form in Lücke 34 („Der Parkplatz ist … frei“), und „frei“ klingt nach kostenlosem Parken. Aber auf den Parkplätzen stehen Stände, und die Gäste sollen mit Bus oder Fahrrad kommen.',
        en: 'Fits the form of gap 34 ([[Der Parkplatz ist … frei]]), and [[frei]] sounds like free parking. But the stalls stand on the car parks, and guests are asked to come by bus or bike.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: Der Eintritt ist frei, nur Riesenrad und Kinderprogramm kosten Geld.',
        en: 'Belongs in gap 34: [[der Eintritt ist frei]] (admission is free); only the big wheel and the children’s programme cost money.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Der Grund für die Bitte ist, dass auf den Parkplätzen Stände stehen.',
        en: 'Belongs in gap 38: the reason for the request is that the stalls stand on the car parks.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: Am Sonntag, dem letzten Tag, endet das Fest mit einem Konzert der Stadtkapelle.',
        en: 'Belongs in gap 36: on Sunday, the last day, the festival [[endet]] (ends) with a concert by the town band.',
      },
      h: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 40 („sucht … Händler“), und es geht um Stände. Aber gesucht sind Leute für Aufbau und Abbau, und „Plätze für neue Stände gibt es keine mehr“.',
        en: 'Has the form for gap 40 ([[sucht … Händler]], looks for traders), and the sentence is about stalls. But people are wanted to set up and take down, and [[Plätze für neue Stände gibt es keine mehr]] (there are no places left for new stalls).',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: Bands treten auf einer Bühne auf.',
        en: 'Belongs in gap 32: bands perform on a [[Bühne]] (stage).',
      },
      j: {
        trap: 'meaning',
        de: 'Feminin wie Lücke 32, und in einer Halle gibt es Konzerte. Aber dort steht „auf der großen …“: Man tritt in einer Halle auf, nicht auf ihr. Auf etwas tritt man auf einer Bühne auf.',
        en: 'Feminine like gap 32, and concerts take place in a hall. But the text says [[auf der großen …]]: you perform in a hall, not on top of it. What you perform on is a stage.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: Die Stadt sucht Helfer für den Aufbau und Abbau der Stände.',
        en: 'Belongs in gap 40: the town is looking for [[Helfer]] (helpers) to set up and take down the stalls.',
      },
      l: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: „ein buntes Programm“, neutral, nach „ein“ mit der Endung -es.',
        en: 'Belongs in gap 33: [[ein buntes Programm]] (a varied programme), neuter, after [[ein]] with the ending -es.',
      },
      m: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Nur falls es regnet, wird das Feuerwerk verschoben.',
        en: 'Belongs in gap 35: only [[falls]] (if, in case) it rains is the fireworks display moved.',
      },
      n: {
        trap: 'meaning',
        de: 'Ein Komparativ wie in Lücke 39, und Busse fahren bei Festen oft länger. Aber „nämlich alle 15 statt alle 30 Minuten“ erklärt: Sie fahren öfter, nicht länger.',
        en: 'A comparative like gap 39, and buses often run later during festivals. But [[nämlich alle 15 statt alle 30 Minuten]] explains it: they run more often, not longer.',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Wegen des Festes ist die Hauptstraße gesperrt.',
        en: 'Belongs in gap 37: the main street is closed [[wegen des Festes]] (because of the festival).',
      },
    },
    items: [
      {
        n: 31,
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Das Stadtfest geht „von Freitag bis Sonntag“: Am Freitag um 18 Uhr fängt es an, und „Danach“ spielen noch Bands bis Mitternacht. Also „beginnt“.',
            en: 'The festival runs [[von Freitag bis Sonntag]] (from Friday to Sunday): on Friday at 6 pm it starts, and [[Danach]] (after that) bands play until midnight. So [[beginnt]].',
          },
          g: {
            trap: 'meaning',
            de: 'Gleiche Form, und ein Fest kann mit einem Konzert enden. Aber Freitag ist der erste von drei Tagen, und nach dem Konzert treten noch Bands auf: Das Fest endet erst am Sonntag.',
            en: 'Same form, and a festival can end with a concert. But Friday is the first of three days, and bands perform after the concert: the festival only ends on Sunday.',
          },
          a: {
            trap: 'word-class',
            de: '„häufiger“ ist ein Komparativ. Nach „Das Fest“ fehlt ein Verb.',
            en: '[[häufiger]] is a comparative. After [[Das Fest]] a verb is missing.',
          },
        },
        formFits: ['c', 'g'],
        evidence: ['Stadtfest von Freitag bis Sonntag', 'am Freitag um 18 Uhr', 'Danach treten'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 32,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: '„auf der großen …“ braucht ein feminines Nomen, und Bands treten „auf“ etwas auf: auf einer Bühne.',
            en: '[[auf der großen …]] needs a feminine noun, and bands perform [[auf]] (on) something: on a [[Bühne]] (stage).',
          },
          j: {
            trap: 'meaning',
            de: '„Halle“ ist feminin und ein Ort für Konzerte. Aber man spielt in einer Halle, nicht „auf der großen Halle“, also auf ihrem Dach.',
            en: '[[Halle]] (hall) is feminine and a place for concerts. But you play in a hall, not [[auf der großen Halle]], that is, on its roof.',
          },
          e: {
            trap: 'form',
            de: '„Eintritt“ ist maskulin: Es müsste „auf dem großen“ heißen. Und auf einem Eintritt kann niemand spielen.',
            en: '[[Eintritt]] is masculine: it would be [[auf dem großen]]. And nobody can perform on an admission.',
          },
        },
        formFits: ['i', 'j'],
        evidence: ['treten auf der großen', 'bis Mitternacht Bands auf'],
        teaches: { sheet: 'core-vocabulary-themes', section: 'leisure-and-shopping' },
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
            de: 'Gleiche Endung, und der Eintritt zum Fest ist frei. Aber das Kinderprogramm kostet Geld: „nur für das Riesenrad und das Kinderprogramm muss man bezahlen (2 Euro pro Kind)“.',
            en: 'Same ending, and entry to the festival is free. But the children’s programme costs money: [[nur für das Riesenrad und das Kinderprogramm muss man bezahlen (2 Euro pro Kind)]].',
          },
          n: {
            trap: 'form',
            de: '„länger“ ist ein Komparativ ohne Endung. Vor „Programm“ braucht man nach „ein“ die Endung -es.',
            en: '[[länger]] is a comparative without an ending. Before [[Programm]], after [[ein]], you need the ending -es.',
          },
        },
        formFits: ['l', 'b'],
        evidence: [
          'wartet ein',
          'Programm auf Familien',
          'das Kinderprogramm muss man bezahlen (2 Euro pro Kind)',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 34,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„Der … ist frei, nur für das Riesenrad und das Kinderprogramm muss man bezahlen“: Es geht um das, was man auf dem Fest bezahlt. „Der Eintritt ist frei“: Man zahlt nichts, um hineinzukommen.',
            en: '[[Der … ist frei, nur für das Riesenrad und das Kinderprogramm muss man bezahlen]]: it is about what you pay at the festival. [[Der Eintritt ist frei]]: you pay nothing to get in.',
          },
          d: {
            trap: 'meaning',
            de: '„Der Parkplatz ist frei“ passt in der Form und klingt nach kostenlosem Parken. Aber auf den Parkplätzen stehen Stände, und die Gäste sollen mit Bus oder Fahrrad kommen.',
            en: '[[Der Parkplatz ist frei]] fits the form and sounds like free parking. But the stalls stand on the car parks, and guests are asked to come by bus or bike.',
          },
          h: {
            trap: 'meaning',
            de: '„Der Händler“ passt grammatisch, aber der Satz spricht über Kosten für die Gäste, nicht über einen Händler.',
            en: '[[Der Händler]] (the trader) fits the grammar, but the sentence is about costs for visitors, not about a trader.',
          },
        },
        formFits: ['e', 'd', 'h'],
        evidence: [
          'nur für das Riesenrad und das Kinderprogramm muss man bezahlen',
          'auf seinen Parkplätzen',
        ],
        teaches: { sheet: 'core-vocabulary-themes', section: 'leisure-and-shopping' },
      },
      {
        n: 35,
        key: 'm',
        why: {
          m: {
            trap: 'key',
            de: 'Eine Bedingung: Das Feuerwerk ist für Samstag geplant. Nur wenn es an diesem Abend stark regnet, wird es verschoben. Das weiß man vorher nicht: „falls“.',
            en: 'A condition: the fireworks are planned for Saturday. Only if it rains hard that evening are they moved. Nobody knows that in advance: [[falls]] (in case, if).',
          },
          f: {
            trap: 'connector',
            de: 'Regen ist ein Grund, ein Feuerwerk zu verschieben, darum liegt „weil“ nahe. Aber „weil“ sagt: Es regnet sicher, und das Feuerwerk ist schon verschoben. Der Text plant es aber für „Samstag um 22.30 Uhr“.',
            en: 'Rain is a reason to move fireworks, so [[weil]] is tempting. But [[weil]] says it is certainly raining and the fireworks are already moved. The text plans them for [[Samstag um 22.30 Uhr]].',
          },
          o: {
            trap: 'word-class',
            de: '„wegen“ ist eine Präposition und kann keinen Nebensatz mit Verb am Ende einleiten.',
            en: '[[wegen]] is a preposition and cannot start a clause with the verb at the end.',
          },
        },
        formFits: ['m', 'f'],
        evidence: [
          'Höhepunkt ist das Feuerwerk am Samstag um 22.30 Uhr',
          'stark regnet, wird es auf Sonntag verschoben',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 36,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Sonntag ist der letzte Tag („von Freitag bis Sonntag“), und begonnen hat das Fest schon am Freitag. Um 20 Uhr endet es mit einem Konzert.',
            en: 'Sunday is the last day ([[von Freitag bis Sonntag]]), and the festival already began on Friday. At 8 pm it [[endet]] (ends) with a concert.',
          },
          c: {
            trap: 'meaning',
            de: 'Gleiche Form, und auch am Freitag gibt es ein Konzert. Aber am Freitag beginnt das Fest. Am Sonntag, dem letzten Tag, kann es nicht noch einmal beginnen.',
            en: 'Same form, and there is a concert on Friday too. But the festival begins on Friday. On Sunday, the last day, it cannot begin again.',
          },
          k: {
            trap: 'word-class',
            de: '„Helfer“ ist ein Nomen. Nach „um 20 Uhr“ fehlt an Position 2 ein Verb.',
            en: '[[Helfer]] is a noun. After [[um 20 Uhr]] a verb is missing in position 2.',
          },
        },
        formFits: ['g', 'c'],
        evidence: ['Stadtfest von Freitag bis Sonntag', 'das Fest mit einem Konzert der Stadtkapelle'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: 'Nach der Lücke steht ein Genitiv („des Festes“), und das Fest ist der Grund für die Sperrung: „wegen“.',
            en: 'After the gap comes a genitive ([[des Festes]]), and the festival is the reason for the closure: [[wegen]].',
          },
          f: {
            trap: 'word-class',
            de: '„weil“ bedeutet fast dasselbe, ist aber ein Konnektor und braucht einen Satz mit Verb. Hier folgt nur „des Festes“.',
            en: '[[weil]] means almost the same, but it is a connector and needs a clause with a verb. Here only [[des Festes]] follows.',
          },
          m: {
            trap: 'word-class',
            de: '„falls“ leitet einen Nebensatz ein. Vor einem Genitiv wie „des Festes“ steht eine Präposition.',
            en: '[[falls]] starts a subordinate clause. A genitive such as [[des Festes]] needs a preposition before it.',
          },
        },
        formFits: ['o'],
        evidence: ['des Festes', 'für Autos gesperrt'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 38,
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Ein Grund für die Bitte, und er ist sicher: Die Stände stehen „auf seinen Parkplätzen“. Das Verb „stehen“ steht am Ende: „weil“.',
            en: 'A reason for the request, and a certain one: the stalls stand [[auf seinen Parkplätzen]] (on its car parks). The verb [[stehen]] is at the end: [[weil]].',
          },
          m: {
            trap: 'connector',
            de: '„falls“ hat die richtige Form, nennt aber eine unsichere Bedingung. Dass auf den Parkplätzen Stände stehen, sagt der Text schon am Anfang sicher.',
            en: '[[falls]] has the right form, but it gives an uncertain condition. The text already says at the start, as a fact, that the stalls stand on the car parks.',
          },
          o: {
            trap: 'word-class',
            de: '„wegen“ ist eine Präposition mit Genitiv, kein Konnektor. Danach steht hier ein ganzer Satz.',
            en: '[[wegen]] is a preposition with the genitive, not a connector. Here a whole clause follows.',
          },
        },
        formFits: ['f', 'm'],
        evidence: ['Die Stadt bittet alle Gäste', 'Stände stehen', 'auf seinen Parkplätzen'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 39,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„nämlich alle 15 statt alle 30 Minuten“ erklärt den Komparativ: Es kommen mehr Busse. Also fahren sie „häufiger als sonst“.',
            en: '[[nämlich alle 15 statt alle 30 Minuten]] explains the comparative: more buses come. So they run [[häufiger als sonst]] (more often than usual).',
          },
          n: {
            trap: 'meaning',
            de: 'Gleiche Form, und bei Festen fahren Busse oft bis spät in die Nacht. Aber der Text sagt nichts über die Uhrzeit: „alle 15 statt alle 30 Minuten“ heißt öfter, nicht länger.',
            en: 'Same form, and buses often run late at night during festivals. But the text says nothing about the time: [[alle 15 statt alle 30 Minuten]] means more often, not longer.',
          },
          l: {
            trap: 'form',
            de: '„buntes“ ist ein Adjektiv mit Endung für ein neutrales Nomen. Vor „als sonst“ braucht man einen Komparativ.',
            en: '[[buntes]] is an adjective with an ending for a neuter noun. Before [[als sonst]] you need a comparative.',
          },
        },
        formFits: ['a', 'n'],
        evidence: ['als sonst, nämlich alle 15 statt alle 30 Minuten'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'comparison' },
      },
      {
        n: 40,
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Die Stadt sucht Leute „Für den Aufbau und den Abbau der Stände“, und wer „mitmachen“ möchte, meldet sich: Helfer.',
            en: 'The town wants people [[Für den Aufbau und den Abbau der Stände]] (to set up and take down the stalls), and anyone who wants to [[mitmachen]] (join in) signs up: [[Helfer]] (helpers).',
          },
          h: {
            trap: 'meaning',
            de: 'Plural wie „Helfer“, und der Satz spricht über Stände. Aber Händler brauchen einen Platz für einen Stand, und „Plätze für neue Stände gibt es keine mehr“. Gesucht sind Leute zum Aufbauen.',
            en: 'Plural like [[Helfer]], and the sentence is about stalls. But traders need a place for a stall, and [[Plätze für neue Stände gibt es keine mehr]] (there are no places left for new stalls). People to set up are wanted.',
          },
          e: {
            trap: 'form',
            de: '„Eintritt“ ist Singular und ein Preis, keine Person. Die Stadt sucht Menschen.',
            en: '[[Eintritt]] (admission) is singular and a price, not a person. The town is looking for people.',
          },
        },
        formFits: ['k', 'h'],
        evidence: ['Für den Aufbau und den Abbau der Stände', 'Plätze für neue Stände gibt es keine mehr'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
    ],
  },
  ...listening,
  writing: writing1,
  oral: oral1,
} satisfies ModelTest;
