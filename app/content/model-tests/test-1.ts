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
    headlines: {
      a: 'Freitags frei: Kleiner Betrieb testet kürzere Arbeitswoche',
      b: 'Bauern verkaufen Obst und Gemüse jetzt direkt auf dem Hof',
      c: 'Mehr Zeit zum Lesen: Bibliothek öffnet länger und auch sonntags',
      d: 'Studie: Am Wochenende holen Jugendliche den Schlaf nach',
      e: 'Bibliothek ersetzt ihr Personal durch Automaten',
      f: 'Ohne Autos am Fluss entlang: neue Strecke für Radfahrer',
      g: 'Freiwillige halten den Dorfladen am Leben',
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
        de: 'Obst, Gemüse und Bauern kommen in Text 5 vor. Aber dort verkaufen Freiwillige im Dorfladen, nicht Bauern auf ihrem Hof.',
        en: 'Fruit, vegetables and farmers appear in text 5. But there, volunteers sell in the village shop; farmers do not sell on their farms.',
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
        de: 'Die Überschrift zu Text 5: 25 Freiwillige führen den letzten Laden im Dorf weiter.',
        en: 'The headline of text 5: 25 volunteers keep the last shop in the village running.',
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
        text: 'Eigentlich sollte der letzte Laden im Dorf Kleinroda Ende Januar schließen. Der Besitzer ging in Rente, und niemand wollte das Geschäft übernehmen. Doch dann gründeten die Einwohner einen Verein. Heute arbeiten 25 Freiwillige im Laden, jede und jeder zwei bis drei Stunden pro Woche und ohne Lohn. Es gibt Brot, Milch sowie Obst und Gemüse von Bauern aus der Umgebung. In einer Ecke stehen Tische, dort trinken ältere Leute gern zusammen einen Kaffee.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Der Laden sollte schließen, aber „heute arbeiten 25 Freiwillige im Laden“, und zwar „ohne Lohn“. So bleibt der Dorfladen offen.',
            en: 'The shop was going to close, but [[heute arbeiten 25 Freiwillige im Laden]] (today 25 volunteers work in the shop), [[ohne Lohn]] (unpaid). So the village shop stays open.',
          },
          b: {
            trap: 'same-word',
            de: 'Obst, Gemüse und Bauern stehen im Text. Aber die Bauern liefern nur an den Laden, sie verkaufen nicht auf dem Hof.',
            en: 'Fruit, vegetables and farmers are in the text. But the farmers only supply the shop; they do not sell on their farms.',
          },
          a: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Die Freiwilligen arbeiten zwar nur wenige Stunden, aber um eine kürzere Arbeitswoche geht es nicht.',
            en: 'The headline of text 4. The volunteers do work only a few hours, but the text is not about a shorter working week.',
          },
        },
        evidence: ['Heute arbeiten 25 Freiwillige im Laden', 'ohne Lohn'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
    ],
  },

  reading2: {
    title: 'Mit 41 noch einmal in die Ausbildung',
    text: 'Fünfzehn Jahre lang hat Sandra Keller bei einer Versicherung gearbeitet. Sie hat Verträge geprüft, E-Mails beantwortet und Termine geplant. „Der Job war sicher und gut bezahlt“, sagt die 41-Jährige. „Aber abends wusste ich oft nicht, wofür ich den ganzen Tag am Computer gesessen hatte.“\n\nDann kam vor drei Jahren ein Erlebnis, das alles verändert hat. Ihre Mutter lag nach einer schweren Operation mehrere Wochen im Krankenhaus. Sandra Keller besuchte sie fast jeden Tag und beobachtete die Pflegekräfte bei ihrer Arbeit. „Sie hatten kaum Zeit, und trotzdem waren sie so freundlich und ruhig. Da habe ich gemerkt, wie wichtig dieser Beruf ist.“ Ihre Mutter ist heute wieder gesund, aber der Gedanke an einen neuen Beruf ließ Sandra Keller nicht mehr los. In ihrem Urlaub arbeitete sie zwei Wochen in einem Altenheim mit. Danach kündigte sie ihre Stelle.\n\nHeute ist sie im zweiten Jahr ihrer Ausbildung zur Pflegefachfrau. Die Ausbildung dauert drei Jahre; kürzer ging es für sie nicht, obwohl sie schon viele Jahre Berufserfahrung hatte. Abwechselnd lernt sie einige Wochen in der Pflegeschule, zum Beispiel Anatomie und Kommunikation mit Patienten. Danach arbeitet sie wieder mehrere Wochen in der Praxis: im Krankenhaus, in einem Pflegeheim und bei einem Pflegedienst, der kranke Menschen zu Hause versorgt.\n\nIn ihrer Klasse sind die meisten zwischen 18 und 22 Jahre alt. „Am Anfang hatte ich Angst, dass ich nicht dazugehöre“, erzählt sie. Doch es kam anders: Die Jüngeren erklären ihr die Lern-Apps, und sie hilft ihnen, wenn sie einen Brief an ein Amt schreiben müssen oder vor einer Prüfung nervös sind.\n\nLeicht war der Wechsel trotzdem nicht, vor allem wegen des Geldes. Im ersten Ausbildungsjahr bekam sie rund 1.300 Euro brutto im Monat, weniger als die Hälfte ihres alten Gehalts. Die Familie musste sparen: Statt zwei Wochen Hotel am Meer gab es im letzten Sommer zehn Tage Camping an einem See, 80 Kilometer von zu Hause entfernt. Ihr Mann arbeitet weiter Vollzeit. Wenn Sandra Keller Frühdienst hat, der schon um 6 Uhr beginnt, bringt er die Kinder zur Schule. Die beiden sind 12 und 15 Jahre alt und helfen jetzt mehr im Haushalt als früher.\n\nBereut hat sie ihre Entscheidung nie. Wer über einen neuen Beruf nachdenkt, dem rät sie: „Kündigen Sie nicht von heute auf morgen. Arbeiten Sie erst ein paar Tage in dem Beruf mit, dann wissen Sie, ob er wirklich zu Ihnen passt. Und sprechen Sie vorher ehrlich mit Ihrer Familie über das Geld.“',
    items: [
      {
        n: 6,
        stem: 'Frau Keller wollte einen neuen Beruf lernen, weil …',
        options: {
          a: 'sie im Krankenhaus gesehen hatte, wie wichtig die Arbeit der Pflegekräfte ist.',
          b: 'sie ihre Mutter nach der Operation zu Hause pflegen musste.',
          c: 'ihre Stelle bei der Versicherung nicht mehr sicher war.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Sie hat die Pflegekräfte im Krankenhaus beobachtet und sagt: „Da habe ich gemerkt, wie wichtig dieser Beruf ist.“',
            en: 'She watched the nurses in hospital and says: [[Da habe ich gemerkt, wie wichtig dieser Beruf ist.]] (That is when I noticed how important this job is.)',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Die Mutter lag im Krankenhaus, und sie ist heute wieder gesund. Von Pflege zu Hause steht nichts im Text.',
            en: 'Her mother was in hospital and is healthy again today. The text says nothing about caring for her at home.',
          },
          c: {
            trap: 'negation',
            de: 'Der Text sagt das Gegenteil: „Der Job war sicher und gut bezahlt.“',
            en: 'The text says the opposite: [[Der Job war sicher und gut bezahlt.]] (The job was secure and well paid.)',
          },
        },
        evidence: ['Da habe ich gemerkt, wie wichtig dieser Beruf ist.'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Über die Ausbildung erfährt man, dass …',
        options: {
          a: 'sie für Frau Keller wegen ihrer Berufserfahrung kürzer ist.',
          b: 'alle praktischen Einsätze im Krankenhaus stattfinden.',
          c: 'sich Wochen in der Schule und Wochen in der Praxis abwechseln.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'negation',
            de: 'Im Text steht: „kürzer ging es für sie nicht“, obwohl sie Berufserfahrung hatte.',
            en: 'The text says [[kürzer ging es für sie nicht]] (it could not be shorter for her), although she had work experience.',
          },
          b: {
            trap: 'partly-true',
            de: 'Das Krankenhaus ist nur ein Ort. Sie arbeitet auch in einem Pflegeheim und bei einem Pflegedienst.',
            en: 'The hospital is only one place. She also works in a care home and with a home care service.',
          },
          c: {
            trap: 'key',
            de: '„Abwechselnd“ lernt sie einige Wochen in der Pflegeschule, „danach“ arbeitet sie wieder mehrere Wochen in der Praxis. Schule und Praxis wechseln sich ab.',
            en: 'She studies at the nursing school [[abwechselnd]] (in turns) for a few weeks, [[danach]] (after that) she works in practice for several weeks. School and practice alternate.',
          },
        },
        evidence: [
          'Abwechselnd lernt sie einige Wochen in der Pflegeschule',
          'Danach arbeitet sie wieder mehrere Wochen in der Praxis',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'Über Frau Keller und die jüngeren Leute in ihrer Klasse steht im Text:',
        options: {
          a: 'Frau Keller hat kaum Kontakt zu ihnen, weil sie viel älter ist.',
          b: 'Frau Keller und die Jüngeren helfen sich gegenseitig.',
          c: 'Frau Keller erklärt den Jüngeren die Lern-Apps.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'negation',
            de: 'Sie hatte am Anfang Angst davor, „doch es kam anders“. Das Signalwort „doch“ zeigt: Die Angst war unnötig.',
            en: 'She was afraid of that at first, [[doch es kam anders]] (but it turned out differently). The signal word [[doch]] shows that the fear was unfounded.',
          },
          b: {
            trap: 'key',
            de: 'Die Jüngeren erklären ihr die Lern-Apps, und „sie hilft ihnen“ bei Briefen und vor Prüfungen. Die Hilfe geht in beide Richtungen.',
            en: 'The younger ones explain the learning apps to her, and [[sie hilft ihnen]] (she helps them) with letters and before exams. The help goes both ways.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Es ist umgekehrt: „Die Jüngeren erklären ihr die Lern-Apps.“',
            en: 'It is the other way round: [[Die Jüngeren erklären ihr die Lern-Apps.]] (The younger ones explain the learning apps to her.)',
          },
        },
        evidence: ['Die Jüngeren erklären ihr die Lern-Apps, und sie hilft ihnen'],
        teaches: { sheet: 'reading-mastery', section: 'signal-words' },
      },
      {
        n: 9,
        stem: 'Seit Frau Keller die Ausbildung macht, …',
        options: {
          a: 'gibt die Familie weniger Geld für den Urlaub aus.',
          b: 'fährt die Familie im Sommer nicht mehr weg.',
          c: 'arbeitet ihr Mann weniger, damit er die Kinder zur Schule bringen kann.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„Die Familie musste sparen“: Statt Hotel am Meer gab es Camping an einem See. Das ist ein billigerer Urlaub.',
            en: '[[Die Familie musste sparen]] (the family had to save): instead of a hotel by the sea they went camping at a lake. That is a cheaper holiday.',
          },
          b: {
            trap: 'negation',
            de: 'Die Familie ist weggefahren: zehn Tage Camping, 80 Kilometer von zu Hause entfernt.',
            en: 'The family did go away: ten days of camping, 80 kilometres from home.',
          },
          c: {
            trap: 'partly-true',
            de: 'Er bringt die Kinder zur Schule, das stimmt. Aber er „arbeitet weiter Vollzeit“, also nicht weniger.',
            en: 'He does take the children to school. But he [[arbeitet weiter Vollzeit]] (still works full time), so not less.',
          },
        },
        evidence: ['Die Familie musste sparen', 'Statt zwei Wochen Hotel am Meer'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Frau Keller rät Menschen, die den Beruf wechseln wollen, …',
        options: {
          a: 'schnell zu kündigen, wenn die alte Arbeit keinen Spaß mehr macht.',
          b: 'erst nach der Kündigung mit der Familie über das Geld zu sprechen.',
          c: 'den neuen Beruf zuerst in der Praxis kennenzulernen.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'negation',
            de: 'Sie sagt das Gegenteil: „Kündigen Sie nicht von heute auf morgen.“',
            en: 'She says the opposite: [[Kündigen Sie nicht von heute auf morgen.]] (Do not quit overnight.)',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Falsche Zeit: Man soll „vorher“ mit der Familie über das Geld sprechen, nicht erst nach der Kündigung.',
            en: 'Wrong time: you should talk to your family about money [[vorher]] (beforehand), not after quitting.',
          },
          c: {
            trap: 'key',
            de: '„Arbeiten Sie erst ein paar Tage in dem Beruf mit“: So lernt man den Beruf in der Praxis kennen.',
            en: '[[Arbeiten Sie erst ein paar Tage in dem Beruf mit]] (first work in the job for a few days): that way you get to know the job in practice.',
          },
        },
        evidence: ['Arbeiten Sie erst ein paar Tage in dem Beruf mit'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
    ],
  },

  reading3: {
    adverts: {
      a: {
        title: 'Digital fit ab 60',
        text: 'Sie haben ein Tablet oder Smartphone und wissen nicht weiter? Bei uns lernen Sie in Ruhe, wie man Fotos verschickt, E-Mails schreibt und Videoanrufe macht. Dienstags und donnerstags von 10 bis 11.30 Uhr im Seniorentreff Lindenweg 4. Bitte bringen Sie Ihr eigenes Gerät mit.',
      },
      b: {
        title: 'Nie zu spät: Schwimmen lernen',
        text: 'Sie können nicht schwimmen oder haben Angst im tiefen Wasser? In unserem Kurs nur für Erwachsene lernen Sie es ohne Stress in kleinen Gruppen. 8 Abende, montags von 19 bis 20 Uhr, Hallenbad Nord. Kosten: 120 Euro.',
      },
      c: {
        title: 'Musikschule Allegro',
        text: 'Klavier, Gitarre, Geige oder Schlagzeug: Bei uns lernen Kinder und Jugendliche von 6 bis 16 Jahren ein Instrument. Der Unterricht findet immer nachmittags zu festen Zeiten statt. Die erste Stunde ist kostenlos. Marktstraße 12, Tel. 04532 61 09 80.',
      },
      d: {
        title: 'Mit dem Seepferdchen ins Wasser',
        text: 'Schwimmkurs für Kinder von 5 bis 7 Jahren: In zehn Stunden zum ersten Schwimmabzeichen! Immer samstags von 9 bis 9.45 Uhr im Hallenbad Nord. Kleine Gruppen, erfahrene Trainerinnen. Kosten: 95 Euro. Anmeldung bei der Schwimmschule Welle.',
      },
      e: {
        title: 'Tanzschule Rhythmus: Kurs für Paare',
        text: 'Walzer, Discofox und Cha-Cha-Cha: Lernen Sie mit Ihrer Partnerin oder Ihrem Partner die wichtigsten Tänze für Hochzeiten und Feste. 8 Abende, immer freitags von 20 bis 21.30 Uhr. 150 Euro pro Paar. Bahnhofstraße 3.',
      },
      f: {
        title: 'Gitarrenunterricht für Erwachsene',
        text: 'Erfahrener Gitarrenlehrer gibt Einzelunterricht für Anfänger und Wiedereinsteiger. Feste Termine gibt es nicht: Wir vereinbaren jede Stunde neu, auch vormittags oder am Wochenende. 25 Euro für 45 Minuten. Tel. 0151 22 48 63 07.',
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
        de: 'Die Anzeige zu Situation 11: Tablet-Kurs ab 60, vormittags.',
        en: 'The advert for situation 11: a tablet course for people over 60, in the morning.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 19: Schwimmkurs „nur für Erwachsene“.',
        en: 'The advert for situation 19: a swimming course [[nur für Erwachsene]] (for adults only).',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: Klavier für Kinder, immer nachmittags.',
        en: 'The advert for situation 15: piano for children, always in the afternoon.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: Schwimmkurs für Kinder von 5 bis 7 Jahren, samstags.',
        en: 'The advert for situation 12: a swimming course for children aged 5 to 7, on Saturdays.',
      },
      e: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 18: ein Tanzkurs für Paare. Aber er ist „immer freitags“, und Familie Wagner hat nur samstags Zeit.',
        en: 'Almost fits situation 18: a dance course for couples. But it is [[immer freitags]] (always on Fridays), and the Wagners are only free on Saturdays.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 14: Gitarre für Erwachsene ohne feste Termine.',
        en: 'The advert for situation 14: guitar for adults with no fixed times.',
      },
      g: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 11: ein Kurs für Senioren mit Tablet. Aber er ist montags von 18 bis 19.30 Uhr, und Frau Albers hat nur vormittags Zeit.',
        en: 'Almost fits situation 11: a tablet course for older people. But it is on Mondays from 6 to 7.30 pm, and Frau Albers is only free in the morning.',
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
        de: 'x ist nur richtig, wenn keine Anzeige alle Bedingungen erfüllt. Das ist nur bei Situation 18 so: Der einzige Tanzkurs ist freitags, nicht samstags.',
        en: 'x is right only when no advert meets every condition. That is the case only in situation 18: the only dance course is on Fridays, not Saturdays.',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Frau Albers (68) hat von ihrem Enkel ein Tablet bekommen. Sie möchte lernen, wie man Fotos verschickt und Videoanrufe macht, hat aber nur vormittags Zeit.',
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
        evidence: ['Dienstags und donnerstags von 10 bis 11.30 Uhr', 'nur vormittags Zeit'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation: 'Herr und Frau Kaya suchen für ihren Sohn (6) einen Schwimmkurs am Wochenende.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Der Kurs ist für „Kinder von 5 bis 7 Jahren“ und „immer samstags“: Alter und Tag passen.',
            en: 'The course is for [[Kinder von 5 bis 7 Jahren]] (children aged 5 to 7) and [[immer samstags]] (always on Saturdays): age and day both fit.',
          },
          b: {
            trap: 'one-condition',
            de: 'Auch ein Schwimmkurs, aber „nur für Erwachsene“ und montags. Für einen Sechsjährigen passt er nicht.',
            en: 'Also a swimming course, but [[nur für Erwachsene]] (for adults only) and on Mondays. It does not suit a six-year-old.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige d erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert d meets every condition, so x is wrong.',
          },
        },
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
            trap: 'wrong-detail',
            de: 'Hier gibt es auch Gitarre, aber nur für Kinder und Jugendliche bis 16 Jahre und „zu festen Zeiten“.',
            en: 'Guitar is offered here too, but only for children and teenagers up to 16 and [[zu festen Zeiten]] (at fixed times).',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige f erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert f meets every condition, so x is wrong.',
          },
        },
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
            de: 'Klavier für „Kinder und Jugendliche von 6 bis 16 Jahren“, und der Unterricht ist „immer nachmittags“.',
            en: 'Piano for [[Kinder und Jugendliche von 6 bis 16 Jahren]] (children and teenagers aged 6 to 16), and lessons are [[immer nachmittags]] (always in the afternoon).',
          },
          f: {
            trap: 'wrong-detail',
            de: 'Hier gibt es nur Gitarre, kein Klavier, und der Unterricht ist für Erwachsene.',
            en: 'Only guitar is taught here, no piano, and the lessons are for adults.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige c erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert c meets every condition, so x is wrong.',
          },
        },
        evidence: ['Kinder und Jugendliche von 6 bis 16 Jahren', 'immer nachmittags'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Markus arbeitet bis 18 Uhr. Er möchte lernen, wie man abends schnell ein gesundes Essen kocht.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: '„Schnell, gesund und lecker“, für Erwachsene, und der Kurs beginnt erst um 19 Uhr, also nach der Arbeit.',
            en: '[[Schnell, gesund und lecker]] (quick, healthy and tasty), for adults, and the course starts only at 7 pm, so after work.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Auch ein Kochkurs, aber für Kinder von 9 bis 13 Jahren und von 10 bis 13 Uhr. Da arbeitet Markus.',
            en: 'Also a cooking course, but for children aged 9 to 13 and from 10 am to 1 pm. Markus is at work then.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige k erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert k meets every condition, so x is wrong.',
          },
        },
        evidence: ['Schnell, gesund und lecker', 'Donnerstags von 19 bis 21.30 Uhr'],
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
            trap: 'wrong-detail',
            de: 'Auch ein Kochkurs, aber „Für Erwachsene“ und am Abend. Für ein Kind von 11 Jahren passt er nicht.',
            en: 'Also a cooking course, but [[Für Erwachsene]] (for adults) and in the evening. It does not suit an 11-year-old.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige i erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert i meets every condition, so x is wrong.',
          },
        },
        evidence: ['Kinder von 9 bis 13 Jahren in den Herbstferien'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 18,
        situation:
          'Herr und Frau Wagner möchten zusammen tanzen lernen. Unter der Woche arbeiten beide bis spät abends, deshalb haben sie nur samstags Zeit.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Nur Anzeige e bietet einen Tanzkurs für Paare, aber „immer freitags“. Die Wagners haben nur samstags Zeit. Keine Anzeige passt: x.',
            en: 'Only advert e offers a dance course for couples, but [[immer freitags]] (always on Fridays). The Wagners are only free on Saturdays. No advert fits: x.',
          },
          e: {
            trap: 'one-condition',
            de: 'Tanzkurs für Paare passt, aber der Tag nicht: „immer freitags von 20 bis 21.30 Uhr“.',
            en: 'A dance course for couples fits, but the day does not: [[immer freitags von 20 bis 21.30 Uhr]] (always Fridays, 8 to 9.30 pm).',
          },
          d: {
            trap: 'same-word',
            de: 'Hier steht „samstags“, aber es ist ein Schwimmkurs für Kinder, kein Tanzkurs.',
            en: 'This advert says [[samstags]] (on Saturdays), but it is a swimming course for children, not a dance course.',
          },
        },
        evidence: ['immer freitags von 20 bis 21.30 Uhr', 'nur samstags Zeit'],
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
        evidence: ['In unserem Kurs nur für Erwachsene'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation: 'Petra möchte am Wochenende regelmäßig mit anderen joggen, aber dafür kein Geld ausgeben.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Gemeinsam laufen „jeden Sonntag“, und es gibt „keine Kosten“. Laufen und joggen bedeuten hier dasselbe.',
            en: 'Running together [[jeden Sonntag]] (every Sunday), and there are [[keine Kosten]] (no costs). [[laufen]] and [[joggen]] mean the same here.',
          },
          e: {
            trap: 'wrong-detail',
            de: 'Auch Bewegung in der Gruppe, aber Tanzen statt Laufen, freitags, und es kostet 150 Euro.',
            en: 'Also exercise in a group, but dancing instead of running, on Fridays, and it costs 150 euros.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige j erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert j meets every condition, so x is wrong.',
          },
        },
        evidence: ['Jeden Sonntag um 9 Uhr', 'Keine Mitgliedschaft, keine Kosten'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
    ],
  },

  language1: {
    text: 'Liebe Jana,\n\nendlich habe ich Zeit für eine lange E-Mail! Wie du weißt, bin ich vor drei Wochen nach Hamburg gezogen, {21} ich hier eine neue Stelle bekommen habe.\n\nDie ersten Tage waren ziemlich stressig. Ich musste {22} um so viele Dinge kümmern: Anmeldung, Bankkonto, Internet … Zum Glück habe ich schnell eine kleine Wohnung gefunden, {23} nur zehn Minuten von meinem Büro entfernt liegt.\n\nMeine Kolleginnen und Kollegen sind sehr nett. Am ersten Tag haben sie mich gleich {24} Mittagessen eingeladen. Auch die Stadt gefällt mir, aber sie ist natürlich viel größer {25} unser kleines Wiesbach. Letzten Sonntag {26} ich mit einer Kollegin eine Hafenrundfahrt gemacht.\n\nUnter der Woche bin ich allerdings oft sehr müde. {27} ich abends nach Hause komme, schlafe ich manchmal schon auf dem Sofa ein.\n\nDu fehlst mir sehr! Ich weiß noch nicht, {28} ich im Sommer schon Urlaub bekomme, denn ich bin ja noch neu in der Firma. Aber du kannst mich gern besuchen! Und wie läuft es bei dir? Wie ist eigentlich dein {29} Chef?\n\nSchreib mir bald zurück, {30} ich nicht so lange auf Neuigkeiten von dir warten muss!\n\nLiebe Grüße\nMiriam',
    items: [
      {
        n: 21,
        options: { a: 'denn', b: 'weil', c: 'deshalb' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: 'Nach „denn“ steht das Verb an Position 2: „denn ich habe … bekommen“. Hier steht „habe“ am Ende.',
            en: 'After [[denn]] the verb is in position 2: [[denn ich habe … bekommen]]. Here [[habe]] is at the end.',
          },
          b: {
            trap: 'key',
            de: 'Ein Grund, und das Verb „bekommen habe“ steht am Ende: Das passt nur zu „weil“.',
            en: 'A reason, and the verb [[bekommen habe]] is at the end: only [[weil]] fits.',
          },
          c: {
            trap: 'connector',
            de: '„deshalb“ nennt eine Folge, und danach kommt das Verb sofort: „deshalb habe ich …“.',
            en: '[[deshalb]] gives a result, and the verb comes straight after it: [[deshalb habe ich …]].',
          },
        },
        evidence: ['bekommen habe'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 22,
        options: { a: 'mich', b: 'mir', c: 'sich' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„sich kümmern um“, Subjekt „ich“, kein anderes Akkusativobjekt: „Ich musste mich … kümmern.“',
            en: '[[sich kümmern um]] (to take care of), subject [[ich]], no other accusative object: [[Ich musste mich … kümmern.]]',
          },
          b: {
            trap: 'form',
            de: '„mir“ ist Dativ. Den Dativ braucht man nur, wenn es schon ein Akkusativobjekt gibt. Hier gibt es keins.',
            en: '[[mir]] is dative. You need the dative only when there is already an accusative object. There is none here.',
          },
          c: {
            trap: 'form',
            de: '„sich“ passt zu er, sie oder Sie. Das Subjekt ist hier „ich“.',
            en: '[[sich]] goes with er, sie or Sie. The subject here is [[ich]].',
          },
        },
        evidence: ['Ich musste', 'kümmern'],
        teaches: { sheet: 'language-elements-patterns', section: 'reflexive-pronouns' },
      },
      {
        n: 23,
        options: { a: 'der', b: 'das', c: 'die' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„der“ passt zu einem maskulinen Nomen. „Wohnung“ ist feminin.',
            en: '[[der]] goes with a masculine noun. [[Wohnung]] is feminine.',
          },
          b: {
            trap: 'form',
            de: '„das“ passt zu einem neutralen Nomen. „Wohnung“ ist feminin.',
            en: '[[das]] goes with a neuter noun. [[Wohnung]] is feminine.',
          },
          c: {
            trap: 'key',
            de: 'Relativsatz zu „eine kleine Wohnung“: feminin, Subjekt von „liegt“, also Nominativ „die“.',
            en: 'A relative clause about [[eine kleine Wohnung]]: feminine, subject of [[liegt]], so nominative [[die]].',
          },
        },
        evidence: ['eine kleine Wohnung gefunden', 'entfernt liegt'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 24,
        options: { a: 'zur', b: 'zum', c: 'ins' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„zur“ ist „zu der“, also feminin. „Mittagessen“ ist neutral: „das Mittagessen“.',
            en: '[[zur]] is [[zu der]], so feminine. [[Mittagessen]] is neuter: [[das Mittagessen]].',
          },
          b: {
            trap: 'key',
            de: 'Man lädt jemanden „zu“ etwas ein: „zu dem Mittagessen“ = „zum Mittagessen“.',
            en: 'You invite someone [[zu]] something: [[zu dem Mittagessen]] = [[zum Mittagessen]].',
          },
          c: {
            trap: 'preposition',
            de: '„ins“ geht mit einem Ort: „ins Restaurant einladen“. Bei einer Mahlzeit sagt man „zum Mittagessen“.',
            en: '[[ins]] goes with a place: [[ins Restaurant einladen]]. With a meal you say [[zum Mittagessen]].',
          },
        },
        evidence: ['Mittagessen eingeladen'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 25,
        options: { a: 'wie', b: 'dann', c: 'als' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„wie“ steht nach der Grundform: „so groß wie“. Nach „größer“ steht „als“.',
            en: '[[wie]] comes after the base form: [[so groß wie]]. After [[größer]] you need [[als]].',
          },
          b: {
            trap: 'meaning',
            de: '„dann“ bedeutet „danach“ und ist kein Vergleichswort.',
            en: '[[dann]] means “then, after that”; it is not a comparison word.',
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
            de: 'Perfekt mit „gemacht“: „machen“ bildet das Perfekt mit „haben“, also „habe … gemacht“.',
            en: 'Perfect tense with [[gemacht]]: [[machen]] forms the perfect with [[haben]], so [[habe … gemacht]].',
          },
          b: {
            trap: 'form',
            de: '„sein“ im Perfekt braucht man bei Bewegung von A nach B, zum Beispiel „bin gefahren“. „machen“ geht mit „haben“.',
            en: '[[sein]] in the perfect is for movement from A to B, for example [[bin gefahren]]. [[machen]] takes [[haben]].',
          },
          c: {
            trap: 'form',
            de: '„war“ ist Präteritum von „sein“. Mit „gemacht“ ergibt es keine richtige Zeitform.',
            en: '[[war]] is the simple past of [[sein]]. With [[gemacht]] it gives no correct tense.',
          },
        },
        evidence: ['Letzten Sonntag', 'Hafenrundfahrt gemacht'],
        teaches: { sheet: 'language-elements-patterns', section: 'verb-forms' },
      },
      {
        n: 27,
        options: { a: 'Als', b: 'Wann', c: 'Wenn' },
        key: 'c',
        why: {
          a: {
            trap: 'connector',
            de: '„als“ steht bei einem Ereignis in der Vergangenheit. Hier geht es um jetzt und um etwas, das oft passiert.',
            en: '[[als]] is for one event in the past. Here it is about now and something that happens often.',
          },
          b: {
            trap: 'word-class',
            de: '„wann“ ist ein Fragewort. Es kann keinen Nebensatz vor dem Hauptsatz „schlafe ich …“ einleiten.',
            en: '[[wann]] is a question word. It cannot start a clause before the main clause [[schlafe ich …]].',
          },
          c: {
            trap: 'key',
            de: 'Etwas passiert immer wieder, im Präsens („komme“, „Unter der Woche“): Dann steht „wenn“.',
            en: 'Something happens again and again, in the present ([[komme]], [[Unter der Woche]]): then you use [[wenn]].',
          },
        },
        evidence: ['Unter der Woche', 'abends nach Hause komme'],
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
            de: '„wenn“ nennt eine Bedingung oder eine Zeit. Nach „wissen“ steht für eine offene Frage „ob“.',
            en: '[[wenn]] gives a condition or a time. After [[wissen]], an open question needs [[ob]].',
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
            de: '„neue“ passt zu einem femininen Nomen: „deine neue Chefin“. „Chef“ ist maskulin.',
            en: '[[neue]] fits a feminine noun: [[deine neue Chefin]]. [[Chef]] is masculine.',
          },
        },
        evidence: ['Wie ist eigentlich dein', 'Chef?'],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 30,
        options: { a: 'denn', b: 'um', c: 'damit' },
        key: 'c',
        why: {
          a: {
            trap: 'connector',
            de: 'Nach „denn“ steht das Verb an Position 2. Hier steht „muss“ am Ende. Außerdem geht es um ein Ziel, nicht um einen Grund.',
            en: 'After [[denn]] the verb is in position 2. Here [[muss]] is at the end. Also, this is a goal, not a reason.',
          },
          b: {
            trap: 'word-class',
            de: '„um“ braucht „zu“ + Infinitiv und das gleiche Subjekt. Hier gibt es ein neues Subjekt („ich“) und das Verb „muss“ am Ende.',
            en: '[[um]] needs [[zu]] + infinitive and the same subject. Here there is a new subject ([[ich]]) and the verb [[muss]] at the end.',
          },
          c: {
            trap: 'key',
            de: 'Ein Ziel mit einem anderen Subjekt („du“ schreibst, „ich“ muss nicht warten), Verb am Ende: „damit“.',
            en: 'A goal with a different subject ([[du]] writes, [[ich]] need not wait), verb at the end: [[damit]].',
          },
        },
        evidence: ['Schreib mir bald zurück', 'warten muss'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
    ],
  },

  language2: {
    text: 'Rosenfeld feiert: Stadtfest vom 10. bis 12. Juli\n\nRund um den Marktplatz bieten über 80 Stände Essen, Getränke und Kunsthandwerk an. Das Fest {31} am Freitag um 18 Uhr mit einem Konzert der Stadtkapelle. Danach treten auf der großen {32} vor dem Rathaus bis Mitternacht Bands aus der Region auf.\n\nAm Samstag wartet ein {33} Programm auf Familien: Im Stadtpark können Kinder basteln oder Theater spielen. Der {34} ist an allen drei Tagen frei, nur für das Riesenrad muss man bezahlen.\n\nHöhepunkt ist das Feuerwerk am Samstag um 22.30 Uhr. {35} es an diesem Abend stark regnen sollte, wird es auf Sonntag verschoben. Am Sonntag stellen sich die Vereine der Stadt vor: Besucher können zum Beispiel die Fahrzeuge der Feuerwehr {36}.\n\n{37} des Festes ist die Hauptstraße für Autos gesperrt. Die Stadt bittet alle Gäste, mit dem Bus oder dem Fahrrad zu kommen, {38} auf den Parkplätzen am Marktplatz Stände aufgebaut werden. Die Busse fahren an allen drei Tagen {39} als sonst, nämlich alle 15 statt alle 30 Minuten.\n\nFür den Aufbau und den Abbau der Stände sucht die Stadt noch freiwillige {40}. Wer mitmachen möchte, meldet sich bis zum 30. Juni im Rathaus.',
    box: {
      a: 'häufiger',
      b: 'Zuschauer',
      c: 'beginnt',
      d: 'trotz',
      e: 'Eintritt',
      f: 'weil',
      g: 'besichtigen',
      h: 'endet',
      i: 'Bühne',
      j: 'obwohl',
      k: 'Helfer',
      l: 'buntes',
      m: 'falls',
      n: 'seltener',
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
        de: 'Ein Nomen, aber es passt nirgends: Für den Aufbau der Stände (Lücke 40) braucht man Helfer, keine Zuschauer. „Der Zuschauer ist frei“ (Lücke 34) ergibt keinen Sinn.',
        en: 'A noun, but it fits nowhere: to set up the stalls (gap 40) you need helpers, not [[Zuschauer]] (spectators). [[Der Zuschauer ist frei]] (gap 34) makes no sense.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: Das Fest beginnt am Freitag um 18 Uhr.',
        en: 'Belongs in gap 31: the festival [[beginnt]] (begins) on Friday at 6 pm.',
      },
      d: {
        trap: 'meaning',
        de: '„trotz“ + Genitiv passt grammatisch in Lücke 37, aber nicht inhaltlich: Die Straße ist wegen des Festes gesperrt, nicht trotz des Festes.',
        en: '[[trotz]] + genitive fits the grammar of gap 37, but not the meaning: the street is closed because of the festival, not in spite of it.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: Der Eintritt ist frei, man muss nichts bezahlen.',
        en: 'Belongs in gap 34: [[der Eintritt ist frei]] (admission is free).',
      },
      f: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Der Grund für die Bitte ist, dass auf den Parkplätzen Stände stehen.',
        en: 'Belongs in gap 38: the reason for the request is that the stalls stand on the car parks.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: die Fahrzeuge der Feuerwehr besichtigen, also ansehen.',
        en: 'Belongs in gap 36: [[die Fahrzeuge der Feuerwehr besichtigen]] (look round the fire engines).',
      },
      h: {
        trap: 'meaning',
        de: 'Ein Verb wie in Lücke 31, aber falsche Bedeutung: Das Fest geht bis Sonntag, es endet nicht am Freitag mit dem ersten Konzert.',
        en: 'A verb like the one in gap 31, but the wrong meaning: the festival lasts until Sunday; it does not end on Friday with the first concert.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: Bands treten auf einer Bühne auf.',
        en: 'Belongs in gap 32: bands perform on a [[Bühne]] (stage).',
      },
      j: {
        trap: 'meaning',
        de: '„obwohl“ passt grammatisch in Lücke 35 und 38, aber nicht inhaltlich: Dort steht eine Bedingung und ein Grund, kein Gegensatz.',
        en: '[[obwohl]] fits the grammar of gaps 35 and 38, but not the meaning: they need a condition and a reason, not a contrast.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: Die Stadt sucht freiwillige Helfer für den Aufbau.',
        en: 'Belongs in gap 40: the town is looking for volunteer [[Helfer]] (helpers) to set up.',
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
        de: 'Passt grammatisch in Lücke 39, aber „alle 15 statt alle 30 Minuten“ heißt: öfter, nicht seltener.',
        en: 'Fits the grammar of gap 39, but [[alle 15 statt alle 30 Minuten]] means more often, not [[seltener]] (less often).',
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
            de: 'Nach „Das Fest“ fehlt das Verb. Am Freitag um 18 Uhr fängt das Fest an: „beginnt“.',
            en: 'After [[Das Fest]] the verb is missing. On Friday at 6 pm the festival starts: [[beginnt]].',
          },
          h: {
            trap: 'meaning',
            de: 'Grammatisch möglich, aber das Fest dauert bis Sonntag. Es kann nicht am Freitag um 18 Uhr enden.',
            en: 'Grammatically possible, but the festival lasts until Sunday. It cannot end on Friday at 6 pm.',
          },
          g: {
            trap: 'form',
            de: '„besichtigen“ ist ein Infinitiv. Hier braucht man ein Verb in der 3. Person Singular.',
            en: '[[besichtigen]] is an infinitive. Here you need a verb in the third person singular.',
          },
        },
        evidence: ['Das Fest', 'am Freitag um 18 Uhr'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 32,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: '„auf der großen …“ braucht ein feminines Nomen, und Bands „treten auf“: auf einer Bühne.',
            en: '[[auf der großen …]] needs a feminine noun, and bands [[treten auf]] (perform): on a [[Bühne]] (stage).',
          },
          e: {
            trap: 'form',
            de: '„Eintritt“ ist maskulin: Es müsste „auf dem großen“ heißen. Und auf einem Eintritt kann man nicht spielen.',
            en: '[[Eintritt]] is masculine: it would be [[auf dem großen]]. And you cannot perform on an admission.',
          },
          b: {
            trap: 'form',
            de: '„Zuschauer“ ist maskulin oder Plural. Nach „der großen“ passt es nicht.',
            en: '[[Zuschauer]] is masculine or plural. It does not fit after [[der großen]].',
          },
        },
        evidence: ['auf der großen', 'treten'],
        teaches: { sheet: 'core-vocabulary-themes', section: 'leisure-and-shopping' },
      },
      {
        n: 33,
        key: 'l',
        why: {
          l: {
            trap: 'key',
            de: '„ein … Programm“: neutral, Nominativ, nach „ein“ endet das Adjektiv auf -es. Nur „buntes“ hat diese Endung.',
            en: '[[ein … Programm]]: neuter, nominative; after [[ein]] the adjective ends in -es. Only [[buntes]] has this ending.',
          },
          a: {
            trap: 'form',
            de: '„häufiger“ hat keine passende Endung für „ein … Programm“. Es ist hier ein Adverb.',
            en: '[[häufiger]] has no fitting ending for [[ein … Programm]]. It is an adverb here.',
          },
          n: {
            trap: 'form',
            de: '„seltener“ hat keine passende Endung für „ein … Programm“. Es gehört zu einem Verb.',
            en: '[[seltener]] has no fitting ending for [[ein … Programm]]. It goes with a verb.',
          },
        },
        evidence: ['wartet ein', 'Programm auf Familien'],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 34,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„Der … ist frei, nur für das Riesenrad muss man bezahlen“: Es geht um Geld. „Der Eintritt ist frei“ heißt: Man zahlt nichts.',
            en: '[[Der … ist frei, nur für das Riesenrad muss man bezahlen]]: it is about money. [[Der Eintritt ist frei]] means admission is free.',
          },
          b: {
            trap: 'meaning',
            de: '„Der Zuschauer“ passt grammatisch, aber „Der Zuschauer ist frei“ sagt nichts über Kosten.',
            en: '[[Der Zuschauer]] fits the grammar, but [[Der Zuschauer ist frei]] says nothing about costs.',
          },
          k: {
            trap: 'meaning',
            de: '„Der Helfer“ passt grammatisch, aber der Satz spricht über Kosten, nicht über einen Helfer.',
            en: '[[Der Helfer]] fits the grammar, but the sentence is about costs, not about a helper.',
          },
        },
        evidence: ['nur für das Riesenrad muss man bezahlen'],
        teaches: { sheet: 'core-vocabulary-themes', section: 'leisure-and-shopping' },
      },
      {
        n: 35,
        key: 'm',
        why: {
          m: {
            trap: 'key',
            de: 'Eine Bedingung für die Zukunft: Nur wenn es regnen sollte, wird das Feuerwerk verschoben. „falls … sollte“ passt genau.',
            en: 'A condition for the future: only if it should rain is the fireworks display moved. [[falls … sollte]] fits exactly.',
          },
          f: {
            trap: 'connector',
            de: '„weil“ nennt einen sicheren Grund. Ob es regnet, weiß man aber noch nicht.',
            en: '[[weil]] gives a certain reason. But nobody knows yet whether it will rain.',
          },
          j: {
            trap: 'connector',
            de: '„obwohl“ nennt einen Gegensatz. Regen ist aber der Grund für die Verschiebung, kein Gegensatz.',
            en: '[[obwohl]] gives a contrast. But rain is the reason for the delay, not a contrast.',
          },
        },
        evidence: ['stark regnen sollte', 'wird es auf Sonntag verschoben'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 36,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Nach „können“ steht der Infinitiv am Ende: „die Fahrzeuge der Feuerwehr besichtigen“.',
            en: 'After [[können]] the infinitive goes at the end: [[die Fahrzeuge der Feuerwehr besichtigen]] (look round the fire engines).',
          },
          c: {
            trap: 'form',
            de: '„beginnt“ ist konjugiert. Nach dem Modalverb „können“ braucht man einen Infinitiv.',
            en: '[[beginnt]] is conjugated. After the modal verb [[können]] you need an infinitive.',
          },
          h: {
            trap: 'form',
            de: '„endet“ ist konjugiert und passt nicht nach „können“.',
            en: '[[endet]] is conjugated and does not fit after [[können]].',
          },
        },
        evidence: ['Besucher können', 'die Fahrzeuge der Feuerwehr'],
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
          d: {
            trap: 'meaning',
            de: '„trotz“ + Genitiv ist grammatisch möglich, aber die Straße ist nicht trotz, sondern wegen des Festes gesperrt.',
            en: '[[trotz]] + genitive is grammatically possible, but the street is closed because of the festival, not in spite of it.',
          },
          f: {
            trap: 'word-class',
            de: '„weil“ ist ein Konnektor und braucht einen Nebensatz mit Verb. Hier folgt nur „des Festes“.',
            en: '[[weil]] is a connector and needs a clause with a verb. Here only [[des Festes]] follows.',
          },
        },
        evidence: ['des Festes', 'für Autos gesperrt'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 38,
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Ein Grund für die Bitte, und das Verb „werden“ steht am Ende: „weil“.',
            en: 'A reason for the request, and the verb [[werden]] is at the end: [[weil]].',
          },
          j: {
            trap: 'connector',
            de: '„obwohl“ nennt einen Gegensatz. Die Stände auf den Parkplätzen sind aber der Grund, mit dem Bus zu kommen.',
            en: '[[obwohl]] gives a contrast. But the stalls on the car parks are the reason to come by bus.',
          },
          m: {
            trap: 'connector',
            de: '„falls“ nennt eine unsichere Bedingung. Dass auf den Parkplätzen Stände stehen, ist aber sicher.',
            en: '[[falls]] gives an uncertain condition. But it is certain that the stalls stand on the car parks.',
          },
        },
        evidence: ['Die Stadt bittet alle Gäste', 'Stände aufgebaut werden'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 39,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„alle 15 statt alle 30 Minuten“ heißt: öfter. Also fahren die Busse „häufiger als sonst“.',
            en: '[[alle 15 statt alle 30 Minuten]] (every 15 instead of every 30 minutes) means more often. So the buses run [[häufiger als sonst]] (more often than usual).',
          },
          n: {
            trap: 'meaning',
            de: 'Grammatisch möglich, aber falsch: Alle 15 Minuten ist öfter, nicht seltener als alle 30 Minuten.',
            en: 'Grammatically possible, but wrong: every 15 minutes is more often, not less often, than every 30 minutes.',
          },
          l: {
            trap: 'form',
            de: '„buntes“ ist ein Adjektiv mit Endung für ein neutrales Nomen. Vor „als sonst“ braucht man einen Komparativ ohne Endung.',
            en: '[[buntes]] is an adjective with an ending for a neuter noun. Before [[als sonst]] you need a comparative without an ending.',
          },
        },
        evidence: ['als sonst', 'alle 15 statt alle 30 Minuten'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'comparison' },
      },
      {
        n: 40,
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: '„freiwillige …“ im Plural, und man braucht Leute für den Aufbau und Abbau der Stände: Helfer.',
            en: '[[freiwillige …]] in the plural, and people are needed to set up and take down the stalls: [[Helfer]] (helpers).',
          },
          b: {
            trap: 'meaning',
            de: '„Zuschauer“ passt grammatisch, aber Zuschauer sehen nur zu. Für den Aufbau braucht man Helfer.',
            en: '[[Zuschauer]] fits the grammar, but spectators only watch. Setting up needs helpers.',
          },
          e: {
            trap: 'form',
            de: '„Eintritt“ ist Singular und passt nicht nach „freiwillige“. Auch die Bedeutung passt nicht.',
            en: '[[Eintritt]] is singular and does not fit after [[freiwillige]]. The meaning does not fit either.',
          },
        },
        evidence: ['Für den Aufbau und den Abbau der Stände', 'Wer mitmachen möchte'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
    ],
  },
  ...listening,
  writing: writing1,
  oral: oral1,
} satisfies ModelTest;
