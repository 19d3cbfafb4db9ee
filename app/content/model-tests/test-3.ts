import { listening3 as listening } from './listening-3';
import { oral3 } from './oral-3';
import { writing3 } from './writing-3';
import type { ModelTest } from './schema';

/**
 * Model test 3: Stadtnachrichten, ein Jahr ohne Auto, Reisen und Ausflüge, Wohnen, Ehrenamt im
 * Sportverein. Our own texts, written for the site.
 */
export const modelTest3 = {
  id: '3',
  themes: {
    de: 'Nachrichten aus der Stadt, ein Jahr ohne Auto, Reisen und Ausflüge, Wohnen, Ehrenamt',
    en: 'Local news, a year without a car, trips and outings, housing, volunteering',
  },

  reading1: {
    topics: ['museums-and-culture', 'summer-heat', 'digital-skills', 'newcomers', 'online-shopping'],
    people: [{ name: 'Derya Kılıç', role: 'organiser of a language café' }],
    headlines: {
      a: 'Neu in der Stadt? Deutsch sprechen beim Kaffee',
      b: 'Stadtmuseum: Ab März jeden Sonntag freier Eintritt',
      c: 'Heiße Tage: Was ältere Menschen jetzt beachten sollten',
      d: 'Kostenloser Handykurs für Schülerinnen und Schüler',
      e: 'Pakete zurückschicken: bald nicht mehr gratis',
      f: 'Kostenloser Deutschkurs in der Stadtbibliothek',
      g: 'Einmal im Monat ohne Eintritt ins Museum',
      h: 'Hitze: Die Stadt ruft allein lebende Senioren an',
      i: 'Junge Leute erklären Senioren das Smartphone',
      j: 'Mode online bestellen: Lieferung bald nicht mehr kostenlos',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Im Sprachcafé sprechen Zugezogene und Einheimische beim Kaffee Deutsch.',
        en: 'The headline of text 4: in the language café, newcomers and locals speak German over coffee.',
      },
      b: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 1: Stadtmuseum, März, Sonntag und freier Eintritt stimmen. Aber nur „an jedem ersten Sonntag im Monat“, nicht an jedem Sonntag.',
        en: 'Tempting for text 1: town museum, March, Sunday and free entry are right. But only [[an jedem ersten Sonntag im Monat]] (on the first Sunday of every month), not every Sunday.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: Es wird bis zu 36 Grad heiß, und die Stadt gibt älteren Menschen Tipps.',
        en: 'The headline of text 2: it will be up to 36 degrees, and the town gives older people advice.',
      },
      d: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 3: Der Kurs ist kostenlos, und es geht um Handys und Schüler. Aber die Schüler sind die Lehrer; lernen sollen ältere Menschen.',
        en: 'Tempting for text 3: the course is free, and it is about phones and pupils. But the pupils are the teachers; the learners are older people.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 5: Ab dem 1. Februar kostet jede Rücksendung 2,95 Euro.',
        en: 'The headline of text 5: from 1 February every return costs 2.95 euros.',
      },
      f: {
        trap: 'same-word',
        de: 'Lockt bei Text 4: Stadtbibliothek, Deutsch und kostenlos stehen dort. Aber das Sprachcafé ist kein Kurs: Man spricht „ohne Lehrer und ohne Noten“. Auch bei Text 3 lockt sie: Dort heißt es „Der Kurs ist kostenlos“, aber es ist ein Handykurs.',
        en: 'Tempting for text 4: the town library, German and free are all there. But the language café is not a course: people talk [[ohne Lehrer und ohne Noten]] (without teachers and without marks). It tempts for text 3 as well: [[Der Kurs ist kostenlos]] (the course is free), but that is a phone course.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 1: An jedem ersten Sonntag im Monat zahlt man im Stadtmuseum keinen Eintritt.',
        en: 'The headline of text 1: on the first Sunday of every month there is no entry fee at the town museum.',
      },
      h: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 2: Die Stadt spricht über Hitze, und bei „allein lebenden Seniorinnen und Senioren“ soll man „anrufen“. Aber das sollen „Nachbarn und Angehörige“ tun, nicht die Stadt. Beim Seniorenbüro der Stadt ruft man selbst an, wenn man Hilfe braucht.',
        en: 'Tempting for text 2: the town talks about the heat, and people should [[anrufen]] (phone) [[allein lebenden Seniorinnen und Senioren]] (older people who live alone). But [[Nachbarn und Angehörige]] (neighbours and relatives) should do it, not the town. Whoever needs help calls the town’s senior citizens’ office themselves.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Jugendliche der Lessing-Schule erklären älteren Menschen ihr Smartphone.',
        en: 'The headline of text 3: young people from the Lessing school explain smartphones to older people.',
      },
      j: {
        trap: 'negation',
        de: 'Lockt bei Text 5: Der Online-Shop für Mode wird bald teurer. Aber nur die Rücksendung; über die Lieferung sagt der Text das Gegenteil: Sie „bleibt … kostenlos“.',
        en: 'Tempting for text 5: the online fashion shop is getting more expensive soon. But only returns; about delivery the text says the opposite: it [[bleibt … kostenlos]] (stays free).',
      },
    },
    items: [
      {
        n: 1,
        text: 'Gute Nachricht für alle, die gern ins Museum gehen: Ab März zahlen Besucherinnen und Besucher im Stadtmuseum Neustadt an jedem ersten Sonntag im Monat keinen Eintritt. An allen anderen Tagen kostet die Karte weiterhin 6 Euro, für Kinder 3 Euro. Die Stadt möchte so vor allem mehr Familien ins Museum holen. An den freien Sonntagen gibt es außerdem um 11 und um 15 Uhr Führungen durch die Ausstellung zur Geschichte der Stadt. Eine Anmeldung ist nicht nötig.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Das Thema des Textes: „an jedem ersten Sonntag im Monat keinen Eintritt“. Einmal im Monat ist der Besuch also frei.',
            en: 'The topic of the text: [[an jedem ersten Sonntag im Monat keinen Eintritt]] (no entry fee on the first Sunday of every month). So once a month the visit is free.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Stadtmuseum, „Ab März“, Sonntag und freier Eintritt stimmen. Aber eine Bedingung fehlt: nur „an jedem ersten Sonntag im Monat“. An allen anderen Tagen kostet die Karte „weiterhin 6 Euro“.',
            en: 'The strongest trap: town museum, [[Ab März]] (from March), Sunday and free entry are right. But one condition is missing: only [[an jedem ersten Sonntag im Monat]] (on the first Sunday of every month). On all other days a ticket [[weiterhin 6 Euro]] (still costs 6 euros).',
          },
          a: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Auch hier ist etwas ohne Anmeldung, aber es geht um ein Museum, nicht um Gespräche auf Deutsch.',
            en: 'The headline of text 4. Something here needs no registration too, but it is about a museum, not conversations in German.',
          },
        },
        evidence: [
          'an jedem ersten Sonntag im Monat keinen Eintritt',
          'An allen anderen Tagen kostet die Karte weiterhin 6 Euro',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 2,
        text: 'Der Wetterdienst meldet für die nächsten Tage bis zu 36 Grad. Die Stadt Neustadt bittet deshalb besonders ältere Menschen, vorsichtig zu sein. Sie sollten viel Wasser trinken, auch wenn sie keinen Durst haben, und zwischen 11 und 17 Uhr möglichst in der Wohnung bleiben. Fenster und Vorhänge hält man am Tag besser geschlossen. Nachbarn und Angehörige sollen regelmäßig bei allein lebenden Seniorinnen und Senioren anrufen oder vorbeischauen. Wer Hilfe braucht, erreicht das Seniorenbüro unter 06321 20 34 50.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Es wird „bis zu 36 Grad“ heiß, und der ganze Text gibt Tipps für „besonders ältere Menschen“: trinken, drinnen bleiben, Fenster zu.',
            en: 'It will be [[bis zu 36 Grad]] (up to 36 degrees), and the whole text gives advice [[besonders ältere Menschen]] (especially for older people): drink, stay inside, keep windows shut.',
          },
          h: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Hitze, die Stadt, „allein lebenden Seniorinnen und Senioren“ und „anrufen“ stehen im Text. Aber die Stadt ruft nicht selbst an: Das sollen „Nachbarn und Angehörige“ tun. Und beim Seniorenbüro ruft an, „Wer Hilfe braucht“.',
            en: 'The strongest trap: the heat, the town, [[allein lebenden Seniorinnen und Senioren]] (older people who live alone) and [[anrufen]] (phone) are in the text. But the town does not call anyone itself: [[Nachbarn und Angehörige]] (neighbours and relatives) should do it. And the senior citizens’ office is called by [[Wer Hilfe braucht]] (whoever needs help).',
          },
          i: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 3. Auch hier geht es um Senioren, aber nicht um das Smartphone. Nachbarn sollen nur anrufen oder vorbeischauen.',
            en: 'The headline of text 3. This text is about older people too, but not about smartphones. Neighbours should only phone or drop by.',
          },
        },
        evidence: [
          'bis zu 36 Grad',
          'besonders ältere Menschen, vorsichtig zu sein',
          'Nachbarn und Angehörige sollen regelmäßig bei allein lebenden Seniorinnen und Senioren anrufen oder vorbeischauen',
          'Wer Hilfe braucht, erreicht das Seniorenbüro',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 3,
        text: 'Wie schreibe ich eine Nachricht? Wie schicke ich meinen Enkeln ein Foto? Solche Fragen beantworten ab dem 7. Oktober Schülerinnen und Schüler der Lessing-Schule. Jeden Dienstag von 15 bis 16.30 Uhr erklären die Jugendlichen älteren Menschen im Seniorentreff am Marktplatz ihr Smartphone. Die Teilnehmerinnen und Teilnehmer bringen ihr eigenes Handy mit. Der Kurs ist kostenlos, aber die Plätze sind begrenzt. Anmeldung im Seniorentreff oder unter Telefon 06321 44 18 90.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Die Hauptinformation: „erklären die Jugendlichen älteren Menschen“ ihr Smartphone. Junge Leute sind die Lehrer, Senioren lernen.',
            en: 'The main point: [[erklären die Jugendlichen älteren Menschen]] (the young people explain to older people) their smartphones. Young people teach, older people learn.',
          },
          d: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Der Kurs ist kostenlos, und es geht um Handys und Schüler. Aber er ist nicht „für“ Schüler. Die Schüler sind die Lehrer, die Teilnehmer sind ältere Menschen.',
            en: 'The strongest trap: the course is free, and it is about phones and pupils. But it is not [[für]] (for) pupils. The pupils are the teachers; the participants are older people.',
          },
          h: {
            trap: 'same-word',
            de: 'Senioren kommen vor, und eine Telefonnummer auch. Aber von Hitze steht hier nichts, und niemand ruft Senioren an: Das Telefon ist nur für die „Anmeldung“.',
            en: 'Older people are mentioned, and a phone number too. But nothing is said here about heat, and nobody calls older people: the phone is only for [[Anmeldung]] (registering).',
          },
        },
        evidence: [
          'erklären die Jugendlichen älteren Menschen',
          'Die Teilnehmerinnen und Teilnehmer bringen ihr eigenes Handy mit',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 4,
        text: 'Neu in Neustadt und Lust auf Gespräche? Jeden Donnerstag um 18.30 Uhr trifft sich in der Stadtbibliothek das Sprachcafé. Hier sprechen Menschen, die erst vor Kurzem in die Stadt gezogen sind, mit Neustädterinnen und Neustädtern Deutsch – beim Kaffee, ohne Lehrer und ohne Noten. „Beim Reden lernt man schnell Leute kennen, auch wenn man noch wenig Deutsch spricht“, sagt Derya Kılıç, die das Treffen organisiert. Sie ist selbst vor drei Jahren hierhergezogen. Das Sprachcafé ist kostenlos, eine Anmeldung ist nicht nötig.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Menschen, „die erst vor Kurzem in die Stadt gezogen sind“, sprechen Deutsch, und zwar „beim Kaffee“. Das sagt die Überschrift kurz.',
            en: 'People [[die erst vor Kurzem in die Stadt gezogen sind]] (who have only recently moved to the town) speak German [[beim Kaffee]] (over coffee). The headline says it briefly.',
          },
          f: {
            trap: 'same-word',
            de: 'Die stärkste Falle: Kostenlos, Deutsch und die Stadtbibliothek stimmen. Aber das Sprachcafé ist kein Kurs: Man spricht „ohne Lehrer und ohne Noten“.',
            en: 'The strongest trap: free, German and the town library are right. But the language café is not a course: people talk [[ohne Lehrer und ohne Noten]] (without teachers and without marks).',
          },
          d: {
            trap: 'same-word',
            de: 'Auch hier ist etwas kostenlos, aber es ist kein Handykurs, und es geht nicht um Schüler.',
            en: 'Something is free here too, but it is not a phone course, and it is not about pupils.',
          },
        },
        evidence: [
          'die erst vor Kurzem in die Stadt gezogen sind',
          'beim Kaffee, ohne Lehrer und ohne Noten',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 5,
        text: 'Der Online-Shop „ModeMax“ aus Neustadt ändert seine Regeln: Ab dem 1. Februar zahlen Kundinnen und Kunden für jede Rücksendung 2,95 Euro. Bisher war das Zurückschicken kostenlos. Der Grund: Viele bestellen ein Kleidungsstück in drei Größen und schicken dann zwei davon zurück. Das kostet die Firma viel Geld und ist schlecht für die Umwelt. Die Lieferung bleibt ab einem Bestellwert von 40 Euro kostenlos. Wer Ware im Laden in der Bahnhofstraße zurückgibt, zahlt auch in Zukunft nichts.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„Bisher war das Zurückschicken kostenlos.“ Ab Februar kostet es 2,95 Euro. Das ist die wichtigste Nachricht des Textes.',
            en: '[[Bisher war das Zurückschicken kostenlos.]] (Until now, sending things back was free.) From February it costs 2.95 euros. That is the main news of the text.',
          },
          j: {
            trap: 'negation',
            de: 'Die stärkste Falle: Online-Shop, Mode und „bald nicht mehr kostenlos“ passen zur Rücksendung. Aber die Überschrift spricht von der Lieferung, und die „bleibt ab einem Bestellwert von 40 Euro kostenlos“.',
            en: 'The strongest trap: online shop, fashion and [[bald nicht mehr kostenlos]] (soon no longer free) fit the returns. But the headline is about delivery, and delivery [[bleibt ab einem Bestellwert von 40 Euro kostenlos]] (stays free for orders from 40 euros).',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Auch hier ändert sich ab einem Monat ein Preis, aber beim Online-Shop und ab Februar, nicht im Museum ab März.',
            en: 'A price changes from a certain month here too, but at the online shop and from February, not at the museum from March.',
          },
        },
        evidence: [
          'Bisher war das Zurückschicken kostenlos.',
          'für jede Rücksendung 2,95 Euro',
          'Die Lieferung bleibt ab einem Bestellwert von 40 Euro kostenlos',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
    ],
  },

  reading2: {
    textType: 'interview',
    topics: ['cars-and-mobility'],
    people: [
      { name: 'Katrin Reuter', role: 'mother who gave up the family car' },
      { name: 'Malte Reuter', role: 'father who gave up the family car' },
      { name: 'Ida', role: 'daughter of the car-free family' },
      { name: 'Paul', role: 'son of the car-free family' },
    ],
    title: '„Wir brauchen weniger, als wir dachten“ – ein Jahr ohne Auto auf dem Land',
    text: 'Im vergangenen Herbst hat Familie Reuter aus Kleinfeld ihr Auto verkauft. Kleinfeld hat 6.000 Einwohner, der nächste Supermarkt ist zwei Kilometer entfernt, und der Bus in die Kreisstadt fährt einmal pro Stunde. Jetzt ist das Jahr ohne Auto vorbei. Wir haben mit Katrin Reuter (41) gesprochen.\n\nFrau Reuter, warum haben Sie Ihr Auto verkauft?\n\nEigentlich war es ein Zufall. Unser alter Kombi brauchte eine Reparatur für 2.500 Euro. Was uns das Auto im ganzen Jahr kostet, wussten wir damals gar nicht. Mein Mann Malte und ich wollten das Geld nicht ausgeben. Wir wollten lieber ausprobieren, ob wir auch ohne eigenes Auto zurechtkommen. Mit unseren Kindern Ida (12) und Paul (8) haben wir abgemacht: ein Jahr lang, egal was passiert.\n\nWas haben die Nachbarn gesagt?\n\nAm Anfang haben uns alle für verrückt gehalten. Inzwischen fragen uns manche, wie wir das machen. Zwei Familien aus unserer Straße sind jetzt auch im Carsharing-Verein.\n\nWas war am schwierigsten?\n\nViele denken, der Weg zur Arbeit. Malte fährt jetzt mit dem Zug in die Kreisstadt und braucht pro Strecke 20 Minuten länger, aber im Zug kann er lesen. Am schwierigsten war der Großeinkauf. Deshalb haben wir ein Lastenrad mit Elektromotor gekauft. Damit transportieren wir Getränkekisten und manchmal auch die Kinder.\n\nUnd wenn Sie doch ein Auto brauchen?\n\nDann leihen wir eins beim Carsharing-Verein im Nachbarort. Das haben wir im ganzen Jahr sechsmal gemacht, meistens für Besuche bei den Großeltern an der Ostsee. Einmal im Januar, als wegen Schnee kein Zug fuhr, ist Malte damit zur Arbeit gefahren.\n\nHaben Sie Geld gespart?\n\nIm ersten Jahr kaum. Das Lastenrad hat 3.200 Euro gekostet, die Monatskarte für den Zug kostet 65 Euro, und für das Carsharing haben wir im ganzen Jahr rund 600 Euro bezahlt. Für das alte Auto haben wir früher etwa 5.000 Euro pro Jahr ausgegeben. Ab jetzt bleibt also jeden Monat etwas übrig.\n\nWas hat sich für die Kinder verändert?\n\nIda fährt jetzt allein mit dem Rad zur Schule, früher habe ich sie gebracht. Paul war am Anfang traurig, weil ihn niemand mehr zum Fußballtraining gefahren hat. Inzwischen radelt er mit zwei Freunden hin.\n\nKaufen Sie jetzt wieder ein Auto?\n\nNein. Das Lastenrad behalten wir, und im Carsharing-Verein bleiben wir Mitglied. Nur im Winter nimmt Malte jetzt öfter den Bus zum Bahnhof, wenn es früh dunkel und nass ist. Wir sind keine Helden. Aber wir haben gemerkt, dass wir weniger brauchen, als wir dachten.',
    items: [
      {
        n: 6,
        stem: 'Familie Reuter hat ihr Auto verkauft, weil …',
        options: {
          a: 'sie statt einer teuren Reparatur ein Leben ohne Auto ausprobieren wollte.',
          b: 'das alte Auto sie jedes Jahr rund 5.000 Euro kostete.',
          c: 'die Kinder ein Jahr lang ohne Auto leben wollten.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Der Kombi brauchte „eine Reparatur für 2.500 Euro“. Die Familie wollte das Geld nicht ausgeben und „lieber ausprobieren“, ob es ohne eigenes Auto geht.',
            en: 'The estate car needed [[eine Reparatur für 2.500 Euro]] (a repair for 2,500 euros). The family did not want to spend the money and would [[lieber ausprobieren]] (rather try out) life without a car of their own.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Die 5.000 Euro stehen im Text („etwa 5.000 Euro pro Jahr“), aber erst in der Antwort über das Geld, nach dem Jahr ohne Auto. Beim Verkauf wusste die Familie das noch nicht: „Was uns das Auto im ganzen Jahr kostet, wussten wir damals gar nicht.“ Der Grund war die teure Reparatur.',
            en: 'The 5,000 euros are in the text ([[etwa 5.000 Euro pro Jahr]], about 5,000 euros a year), but only in the answer about money, after the year without a car. When they sold it, the family did not know that yet: [[Was uns das Auto im ganzen Jahr kostet, wussten wir damals gar nicht.]] (What the car cost us over a year, we did not know at all then.) The reason was the expensive repair.',
          },
          c: {
            trap: 'wrong-detail',
            de: '„ein Jahr lang“ und die Kinder stehen im Text, aber ausprobieren wollten es die Eltern: „Mein Mann Malte und ich … wollten lieber ausprobieren“. Mit den Kindern haben sie das nur „abgemacht“.',
            en: '[[ein Jahr lang]] (for a year) and the children are in the text, but it was the parents who wanted to try: [[Mein Mann Malte und ich … wollten lieber ausprobieren]] (my husband Malte and I would rather try). With the children they only [[abgemacht]] (agreed) it.',
          },
        },
        evidence: [
          'Unser alter Kombi brauchte eine Reparatur für 2.500 Euro',
          'Wir wollten lieber ausprobieren',
          'Was uns das Auto im ganzen Jahr kostet, wussten wir damals gar nicht.',
          'etwa 5.000 Euro pro Jahr',
          'Mit unseren Kindern Ida (12) und Paul (8) haben wir abgemacht',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Was erfährt man über die Nachbarn?',
        options: {
          a: 'Zwei Familien aus der Straße haben ihre Autos auch verkauft.',
          b: 'Einige machen jetzt auch beim Carsharing mit.',
          c: 'Sie leihen der Familie ihr Auto für Fahrten an die Ostsee.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'same-word',
            de: '„Zwei Familien aus unserer Straße“ stehen wirklich im Text, aber mit einer anderen Aussage: Sie „sind jetzt auch im Carsharing-Verein“. Dass sie ihre Autos verkauft haben, steht dort nicht.',
            en: '[[Zwei Familien aus unserer Straße]] (two families from our street) really are in the text, but with another message: they [[sind jetzt auch im Carsharing-Verein]] (are now in the car-sharing club too). The text does not say they sold their cars.',
          },
          b: {
            trap: 'key',
            de: '„Zwei Familien aus unserer Straße sind jetzt auch im Carsharing-Verein.“ Das sind einige Nachbarn.',
            en: '[[Zwei Familien aus unserer Straße sind jetzt auch im Carsharing-Verein.]] (Two families from our street are now in the car-sharing club too.) Those are some of the neighbours.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Für die Fahrten an die Ostsee leiht die Familie ein Auto, aber „beim Carsharing-Verein im Nachbarort“, nicht bei den Nachbarn.',
            en: 'The family does borrow a car for trips to the Baltic Sea, but [[beim Carsharing-Verein im Nachbarort]] (from the car-sharing club in the next village), not from the neighbours.',
          },
        },
        evidence: [
          'Zwei Familien aus unserer Straße sind jetzt auch im Carsharing-Verein.',
          'Dann leihen wir eins beim Carsharing-Verein im Nachbarort',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'Was war für die Familie am schwierigsten?',
        options: {
          a: 'Maltes längerer Weg zur Arbeit',
          b: 'Pauls Weg zum Fußballtraining',
          c: 'große Einkäufe ohne Auto',
        },
        key: 'c',
        why: {
          a: {
            trap: 'negation',
            de: 'Malte braucht wirklich 20 Minuten länger. Aber der Text sagt das Gegenteil: „Viele denken, der Weg zur Arbeit.“ Dann sagt Frau Reuter: „Am schwierigsten war der Großeinkauf.“',
            en: 'Malte really does need 20 minutes longer. But the text says the opposite: [[Viele denken, der Weg zur Arbeit.]] (Many think it was the way to work.) Then Frau Reuter says: [[Am schwierigsten war der Großeinkauf.]]',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Das Fußballtraining war ein Problem, aber nur für eine Person und nur am Anfang: Paul „war am Anfang traurig“. „Inzwischen radelt er mit zwei Freunden hin.“ Am schwierigsten für die Familie war etwas anderes.',
            en: 'Football practice was a problem, but only for one person and only at first: Paul [[war am Anfang traurig]] (was sad at first). [[Inzwischen radelt er mit zwei Freunden hin.]] (Now he cycles there with two friends.) The hardest thing for the family was something else.',
          },
          c: {
            trap: 'key',
            de: 'Frau Reuter sagt klar: „Am schwierigsten war der Großeinkauf.“ Deshalb hat die Familie ein Lastenrad gekauft.',
            en: 'Frau Reuter says clearly: [[Am schwierigsten war der Großeinkauf.]] (The hardest thing was the big weekly shop.) That is why the family bought a cargo bike.',
          },
        },
        evidence: ['Am schwierigsten war der Großeinkauf.', 'Paul war am Anfang traurig'],
        teaches: { sheet: 'reading-mastery', section: 'signal-words' },
      },
      {
        n: 9,
        stem: 'Was sagt Frau Reuter über das Geld?',
        options: {
          a: 'Im ersten Jahr hat die Familie nur wenig Geld gespart.',
          b: 'Für das Carsharing hat die Familie jeden Monat 600 Euro bezahlt.',
          c: 'Schon im ersten Jahr ist jeden Monat etwas übrig geblieben.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„Im ersten Jahr kaum“: „kaum“ bedeutet nur sehr wenig. Der Grund ist das teure Lastenrad.',
            en: '[[Im ersten Jahr kaum]] (hardly any in the first year): [[kaum]] means only very little. The reason is the expensive cargo bike.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Falsche Zeit: Die 600 Euro hat die Familie „im ganzen Jahr“ bezahlt, nicht jeden Monat.',
            en: 'Wrong period: the family paid the 600 euros [[im ganzen Jahr]] (over the whole year), not every month.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Falsche Zeit: Im ersten Jahr hat die Familie „kaum“ gespart. Erst „Ab jetzt“ bleibt jeden Monat etwas übrig.',
            en: 'Wrong time: in the first year the family saved [[kaum]] (hardly anything). Only [[Ab jetzt]] (from now on) is there something left every month.',
          },
        },
        evidence: ['Im ersten Jahr kaum.', 'Ab jetzt bleibt also jeden Monat etwas übrig.'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Wie kommt Malte Reuter heute zur Arbeit?',
        options: {
          a: 'Mit dem Bus in die Kreisstadt, weil er mit dem Zug 20 Minuten länger braucht.',
          b: 'Mit dem Zug; im Winter fährt er öfter mit dem Bus zum Bahnhof.',
          c: 'Mit dem Zug; im Winter fährt er oft mit einem Auto vom Carsharing-Verein.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'partly-true',
            de: 'Bus, Kreisstadt und „20 Minuten länger“ stehen im Text. Aber in die Kreisstadt „fährt“ Malte „jetzt mit dem Zug“; er braucht damit 20 Minuten länger als früher mit dem Auto. Den Bus nimmt er nur im Winter, und nur bis zum Bahnhof.',
            en: 'Bus, county town and [[20 Minuten länger]] (20 minutes longer) are in the text. But Malte [[fährt jetzt mit dem Zug in die Kreisstadt]] (now takes the train to the county town); that takes him 20 minutes longer than the car used to. He takes the bus only in winter, and only to the station.',
          },
          b: {
            trap: 'key',
            de: 'Zwei Stellen: Malte „fährt jetzt mit dem Zug in die Kreisstadt“, und „im Winter nimmt Malte jetzt öfter den Bus zum Bahnhof“.',
            en: 'Two places: Malte [[fährt jetzt mit dem Zug in die Kreisstadt]] (now takes the train to the county town), and [[im Winter nimmt Malte jetzt öfter den Bus zum Bahnhof]] (in winter he now often takes the bus to the station).',
          },
          c: {
            trap: 'partly-true',
            de: 'Der Zug stimmt, und mit dem Carsharing-Auto ist Malte im Winter wirklich zur Arbeit gefahren, aber nur „Einmal im Januar“, als wegen Schnee kein Zug fuhr. Oft nimmt er im Winter etwas anderes: „Nur im Winter nimmt Malte jetzt öfter den Bus zum Bahnhof“ (letzte Antwort).',
            en: 'The train is right, and Malte really did drive to work in a car-sharing car in winter, but only [[Einmal im Januar]] (once in January), when no train ran because of snow. What he often takes in winter is something else: [[Nur im Winter nimmt Malte jetzt öfter den Bus zum Bahnhof]] (only in winter does Malte now often take the bus to the station) (last answer).',
          },
        },
        evidence: [
          'Nur im Winter nimmt Malte jetzt öfter den Bus zum Bahnhof',
          'Malte fährt jetzt mit dem Zug in die Kreisstadt',
          'braucht pro Strecke 20 Minuten länger',
          'Einmal im Januar, als wegen Schnee kein Zug fuhr, ist Malte damit zur Arbeit gefahren.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
    ],
  },

  reading3: {
    topics: ['travel-and-holidays', 'going-out'],
    people: [
      { name: 'Herr und Frau Thiel', role: 'couple travelling with their dog' },
      { name: 'Kenji', role: 'tourist from Japan' },
      { name: 'Emil', role: 'teenager who wants to try climbing' },
      { name: 'Frau Bauer', role: 'daughter planning a birthday party' },
      { name: 'Herr Lehmann', role: 'traveller going to the airport' },
      { name: 'Familie Novak', role: 'family looking for a boat trip' },
      { name: 'Maria', role: 'jazz fan' },
      { name: 'Herr Adler', role: 'dog owner who wants a boat trip' },
      { name: 'Herr Ritter', role: 'elderly visitor from Kassel' },
      { name: 'Lisa', role: 'experienced indoor climber' },
      { name: 'Jens', role: 'experienced indoor climber' },
    ],
    adverts: {
      a: {
        title: 'Klettertage am Fels in den Herbstferien',
        text: 'Fünf Tage lang, ab Montag, 13. Oktober, fahren wir jeden Tag von 9 bis 17 Uhr mit euch zu den Felsen im Elbtal. Erfahrung braucht ihr nicht, unsere Trainer zeigen euch alles. 35 Euro pro Tag mit Ausrüstung und Mittagessen. Mitmachen können alle ab 12 Jahren, Jugendliche auch ohne Eltern.',
      },
      b: {
        title: 'Pension Möwe, Hamburg-St. Georg',
        text: 'Gemütliche Doppelzimmer für 68 Euro pro Nacht, nur 300 Meter vom Hauptbahnhof – ideal für einen Städtetrip. Hunde sind bei uns willkommen, wir berechnen dafür 15 Euro pro Nacht. Frühstück gibt es für 8 Euro pro Person.',
      },
      c: {
        title: 'Klettern im Elbsandsteingebirge',
        text: 'Zwei Tage Klettern unter freiem Himmel: Samstag und Sonntag mit erfahrenem Bergführer, Übernachtung in einer Hütte. Termine an jedem Wochenende von Mai bis Oktober, auch in den Herbstferien. Mitmachen können Erwachsene und Jugendliche ab 15 Jahren, auch Anfänger. 189 Euro pro Person.',
      },
      d: {
        title: 'Neustadt im Doppeldeckerbus',
        text: 'In einer Stunde an allen berühmten Orten der Stadt vorbei – ganz bequem im Sitzen! Die Erklärungen hören Sie über Kopfhörer in acht Sprachen, auch auf Englisch und Japanisch. Abfahrt montags bis freitags um 10, 12 und 15 Uhr am Bahnhofsplatz. Erwachsene 15 Euro, Senioren 12 Euro.',
      },
      e: {
        title: 'Kellerbar Blaue Note',
        text: 'Jeden Freitag ab 21 Uhr: Live-Musik mit Jazzbands aus der Region. Diese Woche spielt das Trio „Sommernacht“. Eintritt 14 Euro, Studierende 10 Euro. Kleine Speisen und Getränke gibt es an der Bar. Lindenstraße 7, Neustadt.',
      },
      f: {
        title: 'Hotel am Hafen, Hamburg-Altona',
        text: 'Ruhige Doppelzimmer mit Frühstück für 74 Euro pro Nacht, nur fünf Minuten zu Fuß zur Elbe. Ihr Hund ist bei uns herzlich willkommen – ohne Aufpreis! Decke und Napf stehen im Zimmer bereit.',
      },
      g: {
        title: 'Flughafen-Express',
        text: 'Vom Busbahnhof Neustadt direkt zum Flughafen, an sieben Tagen in der Woche: Der erste Bus fährt um 3.30 Uhr, danach jede halbe Stunde. Fahrzeit 40 Minuten. Einfache Fahrt 9,50 Euro, Tickets im Bus oder online.',
      },
      h: {
        title: 'Gasthaus Zur Linde',
        text: 'Gute regionale Küche und Platz zum Feiern! In unserem Nebenraum sitzen bis zu 40 Gäste an einer langen Tafel – ideal für Familienfeste aller Art. Geöffnet Dienstag bis Sonntag von 17 bis 23 Uhr. Reservierung unter 06321 73 12 80.',
      },
      i: {
        title: 'Jazz an Bord',
        text: 'Drei Stunden Live-Jazz und ein großes Buffet auf dem Neustädter See – auch für Ihre Geburtstagsfeier! Gruppen nehmen wir bis 15 Personen an, Hunde sind ebenfalls willkommen. Karten 29 Euro pro Person, Zutritt erst ab 16 Jahren. Die MS Lady legt freitags, samstags und sonntags um 19.30 Uhr ab.',
      },
      j: {
        title: 'Stadtführung durch die Altstadt',
        text: 'In zweieinhalb Stunden zeigen Ihnen unsere Stadtführerinnen alle Sehenswürdigkeiten der Altstadt, vom Rathaus bis zum alten Hafen – zu Fuß durch die schönen alten Gassen. Auf Deutsch täglich um 15 Uhr, auf Englisch samstags und sonntags um 11 Uhr. Treffpunkt: Touristinfo am Markt. 12 Euro.',
      },
      k: {
        title: 'MS Seeblick: Rundfahrten auf dem Neustädter See',
        text: 'Täglich um 10, 13, 15 und 19 Uhr, Dauer 90 Minuten. Erwachsene 9 Euro, Kinder unter 6 Jahren fahren kostenlos, Familienkarte 24 Euro. Kinderwagen und Fahrräder nehmen wir gern mit an Bord, Hunde leider nicht.',
      },
      l: {
        title: 'Flughafen-Shuttle Lenz',
        text: 'Unser Kleinbus holt Sie zu Hause ab und bringt Sie direkt zum Flughafen, für nur 12 Euro pro Person. Wir fahren rund um die Uhr, auch am Wochenende; für Fahrten zwischen 22 und 6 Uhr kommt ein Nachtzuschlag von 5 Euro dazu. Bitte buchen Sie einen Tag vorher: Tel. 06321 55 66 10.',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 13: Klettern am Fels in den Herbstferien, ohne Erfahrung, für alle ab 12 Jahren. Für Lisa und Jens (Situation 20) passt sie fast, aber die fünf Tage ab Montag sind Montag bis Freitag, und da arbeiten beide.',
        en: 'The advert for situation 13: climbing on rock in the autumn holidays, no experience needed, for everyone from 12. It almost suits Lisa and Jens (situation 20), but the five days from Monday are Monday to Friday, when both of them work.',
      },
      b: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 11: Hamburg, Hunde willkommen, und 68 Euro sehen billig aus. Aber für den Hund kommen „15 Euro pro Nacht“ dazu: zusammen 83 Euro, mehr als 80 Euro.',
        en: 'Almost fits situation 11: Hamburg, dogs welcome, and 68 euros looks cheap. But the dog costs another [[15 Euro pro Nacht]] (15 euros a night): 83 euros in all, more than 80.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: zwei Tage Klettern draußen am Wochenende, auch in den Herbstferien. Für Emil (Situation 13) passt sie fast: Anfänger sind willkommen, aber Jugendliche erst „ab 15 Jahren“, und Emil wird erst im Januar 15.',
        en: 'The advert for situation 20: two days of climbing outdoors at the weekend, in the autumn holidays too. It almost suits Emil (situation 13): beginners are welcome, but young people only [[ab 15 Jahren]] (from 15), and Emil only turns 15 in January.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 19: eine Stadtrundfahrt im Bus, bei der man sitzen kann. Für Kenji (Situation 12) passt sie nicht: nur „montags bis freitags“.',
        en: 'The advert for situation 19: a city tour by bus on which you can stay seated. It does not suit Kenji (situation 12): only [[montags bis freitags]] (Monday to Friday).',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: Jazz am Freitagabend ab 21 Uhr für 14 Euro.',
        en: 'The advert for situation 17: jazz on Friday evenings from 9 pm for 14 euros.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: ein Hotel in Hamburg für 74 Euro, der Hund kostet nichts extra.',
        en: 'The advert for situation 11: a hotel in Hamburg for 74 euros; the dog costs nothing extra.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: ein Bus zum Flughafen an allen sieben Tagen, der erste um 3.30 Uhr, für 9,50 Euro.',
        en: 'The advert for situation 15: a bus to the airport on all seven days, the first at 3.30 am, for 9.50 euros.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 14: ein Gasthaus mit einem Nebenraum für bis zu 40 Gäste, abends geöffnet.',
        en: 'The advert for situation 14: a restaurant with a side room for up to 40 guests, open in the evening.',
      },
      i: {
        trap: 'one-condition',
        de: 'Eine Schiffsfahrt mit Jazz und Buffet, die fast zu mehreren Situationen passt, aber immer mit einer Bedingung nicht: Gruppen nur bis 15 Personen (14), erst „ab 16 Jahren“ (16), schon um 19.30 Uhr, bevor Marias Schicht zu Ende ist (17), erst um 19.30 Uhr (18).',
        en: 'A boat trip with jazz and a buffet that almost fits several situations, but always fails one condition: groups only up to 15 people (14), only [[ab 16 Jahren]] (from 16; situation 16), already at 7.30 pm, before Maria’s shift ends (17), only at 7.30 pm (18).',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: eine Stadtführung, samstags auch auf Englisch. Für Herrn Ritter (Situation 19) passt sie fast: Die deutsche Führung beginnt um 15 Uhr, dauert aber zweieinhalb Stunden, also bis 17.30 Uhr, und sein Zug fährt um 17 Uhr.',
        en: 'The advert for situation 12: a walking tour, on Saturdays also in English. It almost suits Herr Ritter (situation 19): the German tour starts at 3 pm but lasts two and a half hours, so until 5.30, and his train leaves at 5.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: Schiffsfahrt auf dem See, auch abends um 19 Uhr. Für Situation 18 passt sie nicht: „Hunde leider nicht“.',
        en: 'The advert for situation 16: a boat trip on the lake, also in the evening at 7 pm. It does not fit situation 18: [[Hunde leider nicht]] (no dogs, unfortunately).',
      },
      l: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 15: Abholung zu Hause, rund um die Uhr, und „nur 12 Euro“. Aber wer um 5 Uhr am Flughafen sein muss, fährt in der Nacht, und zwischen 22 und 6 Uhr kommen 5 Euro Nachtzuschlag dazu: 17 Euro, mehr als 15 Euro.',
        en: 'Almost fits situation 15: picked up at home, round the clock, and [[nur 12 Euro]] (only 12 euros). But whoever must be at the airport at 5 travels at night, and between 10 pm and 6 am a night surcharge of 5 euros is added: 17 euros, more than 15.',
      },
      x: {
        trap: 'no-advert',
        de: 'x ist nur richtig, wenn keine Anzeige alle Bedingungen erfüllt. Das ist nur bei Situation 18 so: Auf die MS Seeblick dürfen keine Hunde, und „Jazz an Bord“ fährt erst um 19.30 Uhr.',
        en: 'x is right only when no advert meets every condition. That is the case only in situation 18: dogs are not allowed on the MS Seeblick, and [[Jazz an Bord]] only sails at 7.30 pm.',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Herr und Frau Thiel möchten mit ihrem Hund ein Wochenende in Hamburg verbringen. Für das Zimmer mit Hund möchten sie insgesamt höchstens 80 Euro pro Nacht bezahlen.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Hamburg, Zimmer „für 74 Euro pro Nacht“, und „Ihr Hund ist bei uns herzlich willkommen – ohne Aufpreis!“. Zusammen bleibt es bei 74 Euro.',
            en: 'Hamburg, rooms [[für 74 Euro pro Nacht]] (74 euros a night), and [[Ihr Hund ist bei uns herzlich willkommen – ohne Aufpreis!]] (your dog is very welcome, at no extra cost). In all it stays at 74 euros.',
          },
          b: {
            trap: 'one-condition',
            de: 'Auch Hamburg, auch Hunde willkommen, und „68 Euro“ ist billiger. Aber „wir berechnen dafür 15 Euro pro Nacht“: Mit Hund kostet das Zimmer 83 Euro, mehr als 80 Euro.',
            en: 'Also Hamburg, dogs welcome too, and [[68 Euro]] is cheaper. But [[wir berechnen dafür 15 Euro pro Nacht]] (we charge 15 euros a night for it): with the dog the room costs 83 euros, more than 80.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Hier gibt es auch eine Übernachtung am Wochenende, aber in einer Hütte im Gebirge, nicht in Hamburg.',
            en: 'This also offers a weekend stay, but in a mountain hut, not in Hamburg.',
          },
        },
        nearMiss: [
          {
            advert: 'b',
            fails: { de: 'mit Hund 83 Euro, mehr als 80 Euro', en: '83 euros with the dog, more than 80' },
          },
        ],
        evidence: ['Ihr Hund ist bei uns herzlich willkommen – ohne Aufpreis!', 'für 74 Euro pro Nacht'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation:
          'Kenji aus Japan spricht Englisch, aber kein Deutsch. Er ist nur am Samstag in Neustadt und möchte die Stadt mit einer Führung kennenlernen.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Eine Stadtführung „auf Englisch samstags und sonntags um 11 Uhr“. Sprache und Tag passen.',
            en: 'A guided tour [[auf Englisch samstags und sonntags um 11 Uhr]] (in English on Saturdays and Sundays at 11 am). Language and day both fit.',
          },
          d: {
            trap: 'one-condition',
            de: 'Die Bustour hat Erklärungen „auch auf Englisch und Japanisch“. Aber sie fährt nur „montags bis freitags“, und Kenji ist nur am Samstag in Neustadt.',
            en: 'The bus tour has commentary [[auch auf Englisch und Japanisch]] (in English and Japanese too). But it only runs [[montags bis freitags]] (Monday to Friday), and Kenji is in Neustadt only on Saturday.',
          },
          k: {
            trap: 'wrong-detail',
            de: 'Eine Rundfahrt auf dem See, keine Führung durch die Stadt. Von Englisch steht nichts in der Anzeige.',
            en: 'A round trip on the lake, not a guided tour of the town. The advert says nothing about English.',
          },
        },
        nearMiss: [{ advert: 'd', fails: { de: 'nur montags bis freitags', en: 'Monday to Friday only' } }],
        evidence: ['auf Englisch samstags und sonntags um 11 Uhr'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Emil und zwei Freunde aus seiner Klasse haben noch nie geklettert. In den Herbstferien möchten sie draußen am Fels klettern; Emil wird im Januar 15.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Klettern an den „Felsen im Elbtal“ in der Ferienwoche, „Erfahrung braucht ihr nicht“, und „Mitmachen können alle ab 12 Jahren, Jugendliche auch ohne Eltern“. Emil ist 14, alles passt.',
            en: 'Climbing on the [[Felsen im Elbtal]] (rocks in the Elbe valley) in the holiday week, [[Erfahrung braucht ihr nicht]] (you need no experience), and everyone from 12 can join, young people without their parents too ([[Mitmachen können alle ab 12 Jahren, Jugendliche auch ohne Eltern]]). Emil is 14, so everything fits.',
          },
          c: {
            trap: 'one-condition',
            de: 'Auch Klettern draußen, „auch in den Herbstferien“, und „auch Anfänger“ dürfen mit. Aber Jugendliche erst „ab 15 Jahren“: Emil wird erst im Januar 15, in den Herbstferien ist er noch 14.',
            en: 'Also climbing outdoors, [[auch in den Herbstferien]] (in the autumn holidays too), and beginners may come ([[auch Anfänger]]). But young people only [[ab 15 Jahren]] (from 15): Emil only turns 15 in January, so in the autumn holidays he is still 14.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige a erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert a meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'c',
            fails: {
              de: 'Jugendliche erst ab 15 Jahren, Emil wird erst im Januar 15',
              en: 'young people only from 15, Emil only turns 15 in January',
            },
          },
        ],
        evidence: [
          'Mitmachen können alle ab 12 Jahren, Jugendliche auch ohne Eltern',
          'Erfahrung braucht ihr nicht',
          'Emil wird im Januar 15',
          'Mitmachen können Erwachsene und Jugendliche ab 15 Jahren',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Frau Bauer möchte am Samstagabend den 70. Geburtstag ihrer Mutter feiern, zusammen mit der Mutter und 15 weiteren Verwandten. Alle sollen zusammen essen.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Im Nebenraum „sitzen bis zu 40 Gäste an einer langen Tafel“, also essen alle zusammen, und er ist „ideal für Familienfeste“. Das Gasthaus ist samstags bis 23 Uhr geöffnet.',
            en: 'In the side room [[sitzen bis zu 40 Gäste an einer langen Tafel]] (up to 40 guests sit at one long table), so everyone eats together, and it is [[ideal für Familienfeste]] (ideal for family parties). The restaurant is open on Saturdays until 11 pm.',
          },
          i: {
            trap: 'one-condition',
            de: 'Samstagabend, ein großes Buffet, und hier steht sogar „auch für Ihre Geburtstagsfeier“. Aber „Gruppen nehmen wir bis 15 Personen an“: Frau Bauer, ihre Mutter und 15 Verwandte sind 17 Personen.',
            en: 'Saturday evening, a big buffet, and it even says [[auch für Ihre Geburtstagsfeier]] (for your birthday party too). But [[Gruppen nehmen wir bis 15 Personen an]] (we take groups of up to 15): Frau Bauer, her mother and 15 relatives are 17 people.',
          },
          k: {
            trap: 'wrong-detail',
            de: 'Eine Schiffsfahrt für Familien, auch am Abend, aber von Essen oder Feiern steht nichts in der Anzeige.',
            en: 'A boat trip for families, in the evening too, but the advert says nothing about food or parties.',
          },
        },
        nearMiss: [
          {
            advert: 'i',
            fails: {
              de: 'Gruppen nur bis 15 Personen, die Feier hat 17',
              en: 'groups only up to 15 people, the party has 17',
            },
          },
        ],
        evidence: [
          'In unserem Nebenraum sitzen bis zu 40 Gäste an einer langen Tafel',
          'Dienstag bis Sonntag von 17 bis 23 Uhr',
          'Gruppen nehmen wir bis 15 Personen an',
          'zusammen mit der Mutter und 15 weiteren Verwandten',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation:
          'Herr Lehmann muss am Sonntag um 5 Uhr morgens am Flughafen sein. Er hat kein Auto und möchte für die Fahrt höchstens 15 Euro bezahlen.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Der Bus fährt „an sieben Tagen in der Woche“, also auch sonntags, der erste um 3.30 Uhr, und kostet 9,50 Euro. Mit dem Bus um 4 Uhr ist Herr Lehmann um 4.40 Uhr am Flughafen.',
            en: 'The bus runs [[an sieben Tagen in der Woche]] (seven days a week), so on Sundays too, the first at 3.30 am, and it costs 9.50 euros. On the 4 am bus Herr Lehmann is at the airport at 4.40.',
          },
          l: {
            trap: 'one-condition',
            de: 'Der Kleinbus fährt „rund um die Uhr“, holt ihn zu Hause ab und kostet „nur 12 Euro“. Aber um 5 Uhr am Flughafen heißt: Er fährt in der Nacht, und „zwischen 22 und 6 Uhr kommt ein Nachtzuschlag von 5 Euro dazu“. Das sind 17 Euro, mehr als 15 Euro.',
            en: 'The minibus runs [[rund um die Uhr]] (round the clock), picks him up at home and costs [[nur 12 Euro]] (only 12 euros). But at the airport by 5 means he travels at night, and between 10 pm and 6 am a night surcharge of 5 euros is added. That is 17 euros, more than 15.',
          },
          d: {
            trap: 'same-word',
            de: 'Auch ein Bus am Bahnhof, aber eine Stadtrundfahrt, nicht zum Flughafen. Die erste Fahrt ist außerdem erst um 10 Uhr.',
            en: 'Also a bus from the station area, but a city tour, not to the airport. And the first trip is only at 10 am.',
          },
        },
        nearMiss: [
          {
            advert: 'l',
            fails: {
              de: 'in der Nacht 12 Euro plus 5 Euro Nachtzuschlag, also 17 Euro',
              en: 'at night 12 euros plus a 5-euro night surcharge, so 17 euros',
            },
          },
        ],
        evidence: [
          'an sieben Tagen in der Woche',
          'Der erste Bus fährt um 3.30 Uhr, danach jede halbe Stunde',
          'Einfache Fahrt 9,50 Euro',
          'für Fahrten zwischen 22 und 6 Uhr kommt ein Nachtzuschlag von 5 Euro dazu',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Familie Novak möchte am Sonntagabend mit ihren zwei Kindern (13 und 15) eine Schiffsfahrt auf dem See machen.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Fahrten „Täglich“, also auch sonntags, die letzte um „19 Uhr“, also am Abend. Kinder dürfen mit, es gibt sogar eine „Familienkarte“.',
            en: 'Trips run [[Täglich]] (daily), so on Sundays too, the last one at [[19 Uhr]] (7 pm), in the evening. Children may come, there is even a [[Familienkarte]] (family ticket).',
          },
          i: {
            trap: 'one-condition',
            de: 'Auch eine Schiffsfahrt auf dem See, auch am Sonntagabend, und Gruppen sind willkommen. Aber mitten in der Anzeige steht: „Zutritt erst ab 16 Jahren“. Die Kinder sind 13 und 15, auch das ältere ist noch zu jung.',
            en: 'Also a boat trip on the lake, on Sunday evenings too, and groups are welcome. But in the middle of the advert: [[Zutritt erst ab 16 Jahren]] (entry only from age 16). The children are 13 and 15, so even the older one is too young.',
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
              de: 'Zutritt erst ab 16 Jahren, die Kinder sind 13 und 15',
              en: 'entry only from age 16, the children are 13 and 15',
            },
          },
        ],
        evidence: ['Täglich um 10, 13, 15 und 19 Uhr', 'Familienkarte 24 Euro', 'Zutritt erst ab 16 Jahren'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation:
          'Maria (24) hört gern Jazz. Freitags beginnt ihre Schicht in einer Buchhandlung in der Innenstadt von Neustadt um 12 Uhr und dauert acht Stunden. Danach möchte sie noch ein Jazzkonzert hören.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„Jeden Freitag ab 21 Uhr: Live-Musik mit Jazzbands“ in Neustadt. Marias Schicht geht von 12 Uhr acht Stunden lang, also bis 20 Uhr: Sie kommt rechtzeitig. Tag, Musik und Zeit passen.',
            en: '[[Jeden Freitag ab 21 Uhr: Live-Musik mit Jazzbands]] (live music with jazz bands every Friday from 9 pm) in Neustadt. Maria’s shift runs eight hours from noon, so until 8 pm: she is there in time. Day, music and time all fit.',
          },
          i: {
            trap: 'one-condition',
            de: 'Hier steht wörtlich „Live-Jazz“, auch „freitags“ am Abend. Aber das Schiff legt schon „um 19.30 Uhr“ ab, und Marias Schicht dauert von 12 Uhr acht Stunden, also bis 20 Uhr. Auf ein Schiff, das schon abgefahren ist, kommt sie nicht mehr.',
            en: 'Here it says [[Live-Jazz]] word for word, also [[freitags]] (on Fridays) in the evening. But the boat leaves already [[um 19.30 Uhr]] (at 7.30 pm), and Maria’s shift lasts eight hours from noon, so until 8 pm. She cannot get on a boat that has already left.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige e erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert e meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'i',
            fails: {
              de: 'legt um 19.30 Uhr ab, Marias Schicht geht bis 20 Uhr',
              en: 'leaves at 7.30 pm, Maria’s shift lasts until 8',
            },
          },
        ],
        evidence: [
          'Jeden Freitag ab 21 Uhr: Live-Musik mit Jazzbands',
          'Freitags beginnt ihre Schicht',
          'um 12 Uhr und dauert acht Stunden',
          'legt freitags, samstags und sonntags um 19.30 Uhr ab',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 18,
        situation:
          'Herr Adler möchte am Sonntagnachmittag mit seinem Hund eine Schiffsfahrt auf dem See machen.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt ganz. Die MS Seeblick fährt sonntags auch um 13 und 15 Uhr, aber „Hunde leider nicht“. Bei „Jazz an Bord“ dürfen Hunde mit, aber das Schiff fährt erst „um 19.30 Uhr“ ab.',
            en: 'No advert fits completely. The MS Seeblick also sails at 1 and 3 pm on Sundays, but [[Hunde leider nicht]] (no dogs, unfortunately). On [[Jazz an Bord]] dogs are allowed, but the boat only leaves [[um 19.30 Uhr]] (at 7.30 pm).',
          },
          k: {
            trap: 'one-condition',
            de: 'Schiffsfahrt auf dem See, auch am Sonntagnachmittag um 13 und 15 Uhr. Aber am Ende steht: „Hunde leider nicht“.',
            en: 'A boat trip on the lake, also on Sunday afternoons at 1 and 3 pm. But at the end: [[Hunde leider nicht]] (no dogs, unfortunately).',
          },
          i: {
            trap: 'one-condition',
            de: 'Auch eine Schiffsfahrt auf dem See, sonntags, und „Hunde sind ebenfalls willkommen“. Aber sie beginnt „um 19.30 Uhr“, also am Abend, nicht am Nachmittag.',
            en: 'Also a boat trip on the lake, on Sundays, and dogs are welcome too ([[Hunde sind ebenfalls willkommen]]). But it starts [[um 19.30 Uhr]] (at 7.30 pm), in the evening, not in the afternoon.',
          },
        },
        nearMiss: [
          { advert: 'k', fails: { de: 'Hunde dürfen nicht an Bord', en: 'dogs not allowed on board' } },
          {
            advert: 'i',
            fails: {
              de: 'erst um 19.30 Uhr, nicht am Nachmittag',
              en: 'only at 7.30 pm, not in the afternoon',
            },
          },
        ],
        evidence: ['Hunde leider nicht', 'freitags, samstags und sonntags um 19.30 Uhr'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Herr Ritter (79) aus Kassel kommt am Donnerstag um 11.20 Uhr mit dem Zug in Neustadt an und fährt um 17 Uhr zurück. In dieser Zeit möchte er bei einer Stadtführung oder Stadtrundfahrt möglichst viele Sehenswürdigkeiten sehen.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Die Busfahrt führt „In einer Stunde an allen berühmten Orten der Stadt vorbei“, „montags bis freitags“, also auch am Donnerstag. Sie fährt „am Bahnhofsplatz“ um 12 und um 15 Uhr ab, nach seiner Ankunft um 11.20 Uhr, und ist vor 17 Uhr zurück.',
            en: 'The bus trip goes [[In einer Stunde an allen berühmten Orten der Stadt vorbei]] (past all the famous places of the town in one hour), [[montags bis freitags]] (Monday to Friday), so on Thursday too. It leaves [[am Bahnhofsplatz]] (from the station square) at 12 and at 3 pm, after he arrives at 11.20, and is back before 5.',
          },
          j: {
            trap: 'one-condition',
            de: 'Hier stehen die Wörter „alle Sehenswürdigkeiten“, und die deutsche Führung ist „täglich um 15 Uhr“, also auch am Donnerstag, nach seiner Ankunft. Aber am Anfang steht: „In zweieinhalb Stunden“. Die Führung geht bis 17.30 Uhr, und sein Zug fährt um 17 Uhr.',
            en: 'Here are the words [[alle Sehenswürdigkeiten]] (all the sights), and the German tour is [[täglich um 15 Uhr]] (daily at 3 pm), so on Thursday too, after he arrives. But at the start it says: [[In zweieinhalb Stunden]] (in two and a half hours). The tour lasts until 5.30, and his train leaves at 5.',
          },
          k: {
            trap: 'wrong-detail',
            de: 'Auch eine Fahrt in Neustadt, und um 13 oder 15 Uhr hätte er Zeit. Aber man fährt auf dem See und sieht nicht die Sehenswürdigkeiten der Stadt.',
            en: 'Also a trip in Neustadt, and he would have time at 1 or 3 pm. But it goes round the lake and does not show the sights of the town.',
          },
        },
        nearMiss: [
          {
            advert: 'j',
            fails: {
              de: 'beginnt um 15 Uhr und dauert zweieinhalb Stunden, sein Zug fährt um 17 Uhr',
              en: 'starts at 3 pm and lasts two and a half hours, his train leaves at 5',
            },
          },
        ],
        evidence: [
          'an allen berühmten Orten der Stadt vorbei',
          'Abfahrt montags bis freitags um 10, 12 und 15 Uhr',
          'In zweieinhalb Stunden',
          'Auf Deutsch täglich um 15 Uhr',
          'fährt um 17 Uhr zurück',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation:
          'Lisa (28) und Jens (31) klettern seit zwei Jahren nach Feierabend in der Halle. Im Oktober möchten sie zum ersten Mal draußen am Fels klettern. Urlaub haben sie dann nicht, beide arbeiten montags bis freitags.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: '„Zwei Tage Klettern unter freiem Himmel“, also draußen, am „Samstag und Sonntag“, wenn beide frei haben, „an jedem Wochenende von Mai bis Oktober“. „Erwachsene“ dürfen mit.',
            en: '[[Zwei Tage Klettern unter freiem Himmel]] (two days of climbing in the open air), so outdoors, on [[Samstag und Sonntag]] (Saturday and Sunday), when both are free, [[an jedem Wochenende von Mai bis Oktober]] (every weekend from May to October). Adults ([[Erwachsene]]) may take part.',
          },
          a: {
            trap: 'one-condition',
            de: 'Hier stehen die „Felsen“, und „alle ab 12 Jahren“ dürfen mit, also auch Erwachsene. Aber es sind „Fünf Tage lang, ab Montag, 13. Oktober“, also Montag bis Freitag, und da arbeiten Lisa und Jens.',
            en: 'Here are the [[Felsen]] (rocks), and everyone from 12 may join, adults too. But it is [[Fünf Tage lang, ab Montag, 13. Oktober]] (five days from Monday 13 October), so Monday to Friday, when Lisa and Jens work.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige c erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert c meets every condition, so x is wrong.',
          },
        },
        nearMiss: [
          {
            advert: 'a',
            fails: {
              de: 'fünf Tage ab Montag, also Montag bis Freitag, wenn beide arbeiten',
              en: 'five days from Monday, so Monday to Friday, when both work',
            },
          },
        ],
        evidence: [
          'Zwei Tage Klettern unter freiem Himmel: Samstag und Sonntag',
          'Termine an jedem Wochenende von Mai bis Oktober',
          'Fünf Tage lang, ab Montag, 13. Oktober',
          'beide arbeiten montags bis freitags',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
    ],
  },

  language1: {
    topics: ['heating-and-repairs', 'housing-and-rent'],
    people: [
      { name: 'Elena Marković', role: 'tenant whose heating has failed' },
      { name: 'Frau Jansen', role: 'neighbour who keeps the key' },
    ],
    text: 'Betreff: Heizung in der Gartenstraße 12 funktioniert nicht\n\nSehr geehrte Damen und Herren,\n\nich wohne seit drei Jahren mit meiner kleinen Tochter in Ihrem Haus. Ich schreibe Ihnen heute, {21} die Heizung in unserer Wohnung im dritten Stock funktioniert seit Montag leider nicht mehr. {22} ich in dieser Woche morgens aufstand, war es jedes Mal in allen Zimmern kalt. Auch meine Nachbarin, Frau Jansen, hat sich schon {23} zwei Tagen bei Ihnen über die kalten Heizkörper beschwert.\n\nAm Dienstag habe ich bei Ihnen angerufen. Seitdem hat sich leider niemand zurückgemeldet, {24} Ihr Kollege mir einen Handwerker für diese Woche versprochen hat. Nachts waren es in der Wohnung nur noch 15 Grad. {25} meine Tochter unter zwei warmen Decken geschlafen hat, hat sie gefroren und sich erkältet. Ich mache mir große Sorgen um sie, denn sie ist erst zwei Jahre alt.\n\nIch bitte Sie deshalb, einen Handwerker zu schicken, {26} die Heizung so schnell wie möglich repariert. Im Moment sind wir nicht zu Hause, weil meine Tochter und ich {27} zwei Tagen bei meinen Eltern wohnen. Der Handwerker kann den Schlüssel dann bei Frau Jansen im Erdgeschoss holen, denn sie ist den ganzen Tag zu Hause.\n\nVielleicht erinnern Sie sich an das Problem im letzten Winter. Der Handwerker, {28} Sie damals geschickt haben, hat die Heizung an einem Tag repariert. Früher ist der Hausmeister immer sofort gekommen, {29} in einer Wohnung etwas kaputt war. Ich wäre sehr froh, {30} es diesmal wieder so schnell gehen könnte.\n\nMit freundlichen Grüßen\nElena Marković',
    items: [
      {
        n: 21,
        options: { a: 'weil', b: 'deshalb', c: 'denn' },
        key: 'c',
        why: {
          a: {
            trap: 'word-class',
            de: '„weil“ nennt auch einen Grund, und die Bedeutung passt. Aber nach „weil“ steht das Verb am Ende („weil die Heizung … nicht mehr funktioniert“). Hier steht „funktioniert“ nach dem langen Satzanfang „die Heizung in unserer Wohnung im dritten Stock“ an zweiter Stelle. Diese Wortstellung passt nur zu „denn“.',
            en: '[[weil]] also gives a reason, and the meaning fits. But after [[weil]] the verb goes to the end ([[weil die Heizung … nicht mehr funktioniert]]). Here [[funktioniert]] is in second position after the long opening [[die Heizung in unserer Wohnung im dritten Stock]]. This word order only fits [[denn]].',
          },
          b: {
            trap: 'connector',
            de: '„deshalb“ nennt eine Folge. Die kaputte Heizung ist aber der Grund für den Brief, nicht seine Folge. Außerdem kommt nach „deshalb“ sofort das Verb („deshalb funktioniert …“).',
            en: '[[deshalb]] (that is why) gives a result. But the broken heating is the reason for the letter, not its result. Also, the verb comes straight after [[deshalb]] ([[deshalb funktioniert …]]).',
          },
          c: {
            trap: 'key',
            de: 'Nach der Lücke kommt der Grund für den Brief: Die Heizung funktioniert nicht. Das Verb „funktioniert“ steht an zweiter Stelle, nach „die Heizung in unserer Wohnung im dritten Stock“. Einen Grund mit dem Verb an zweiter Stelle leitet „denn“ ein.',
            en: 'After the gap comes the reason for the letter: the heating does not work. The verb [[funktioniert]] is in second position, after [[die Heizung in unserer Wohnung im dritten Stock]]. A reason with the verb in second position starts with [[denn]] (because).',
          },
        },
        evidence: [
          'Ich schreibe Ihnen heute,',
          'die Heizung in unserer Wohnung im dritten Stock funktioniert seit Montag leider nicht mehr',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 22,
        options: { a: 'Als', b: 'Wenn', c: 'Nachdem' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: 'Der Satz steht in der Vergangenheit („aufstand“, „war“), und viele haben gelernt: Vergangenheit = „als“. Darum liegt „Als“ nahe. Aber „als“ steht nur für ein einziges Ereignis. Später im Satz steht „jedes Mal“, und „in dieser Woche morgens“ heißt: an mehreren Morgen. Für etwas, das immer wieder passiert ist, steht auch in der Vergangenheit „wenn“.',
            en: 'The sentence is in the past ([[aufstand]], [[war]]), and many learners know: past = [[als]]. So [[Als]] is tempting. But [[als]] is only for one single event. Later in the sentence comes [[jedes Mal]] (every time), and [[in dieser Woche morgens]] means on several mornings. Something that happened again and again takes [[wenn]], in the past too.',
          },
          b: {
            trap: 'key',
            de: 'Es geht um mehrere Morgen: „in dieser Woche morgens“, und im Hauptsatz steht „jedes Mal“. Für etwas, das in der Vergangenheit immer wieder passiert ist, steht „wenn“: „Wenn ich … aufstand, war es jedes Mal … kalt.“',
            en: 'It is about several mornings: [[in dieser Woche morgens]], and the main clause has [[jedes Mal]]. Something that happened again and again in the past takes [[wenn]]: [[Wenn ich … aufstand, war es jedes Mal … kalt.]] (Whenever I got up, it was cold every time.)',
          },
          c: {
            trap: 'connector',
            de: '„Nachdem“ passt zur Vergangenheit. Aber nach „nachdem“ ist die Handlung schon ganz vorbei, und das Verb steht eine Zeitstufe früher: „Nachdem ich aufgestanden war, …“. Hier steht „aufstand“ im Präteritum.',
            en: '[[Nachdem]] (after) fits the past. But after [[nachdem]] the action is already over, and the verb goes one tense further back: [[Nachdem ich aufgestanden war, …]] (past perfect). Here [[aufstand]] is in the simple past.',
          },
        },
        evidence: ['ich in dieser Woche morgens aufstand', 'war es jedes Mal in allen Zimmern kalt'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 23,
        options: { a: 'seit', b: 'vor', c: 'für' },
        key: 'b',
        why: {
          a: {
            trap: 'preposition',
            de: 'Der Brief sagt zweimal „seit“ („seit drei Jahren“, „seit Montag“), darum liegt „seit“ nahe. Aber „seit“ steht für etwas, das bis heute dauert, mit Präsens. „hat sich … beschwert“ ist ein einzelner Moment in der Vergangenheit.',
            en: 'The letter says [[seit]] twice ([[seit drei Jahren]], [[seit Montag]]), so [[seit]] is tempting. But [[seit]] is for something that lasts until today, with the present tense. [[hat sich … beschwert]] (has complained) is one moment in the past.',
          },
          b: {
            trap: 'key',
            de: 'Frau Jansen hat sich einmal beschwert, und das ist vorbei: „hat sich … beschwert“ (Perfekt). Für einen Zeitpunkt in der Vergangenheit steht „vor“ + Dativ: „vor zwei Tagen“.',
            en: 'Frau Jansen complained once, and that is over: [[hat sich … beschwert]] (perfect tense). A point in the past takes [[vor]] + dative: [[vor zwei Tagen]] (two days ago).',
          },
          c: {
            trap: 'preposition',
            de: '„für zwei Tage“ nennt, wie lange etwas geplant ist, und steht mit Akkusativ („Tage“). Hier steht „zwei Tagen“ (Dativ), und es geht um den Zeitpunkt der Beschwerde.',
            en: '[[für zwei Tage]] says how long something is planned to last and takes the accusative ([[Tage]]). Here it is [[zwei Tagen]] (dative), and it is about when she complained.',
          },
        },
        evidence: ['hat sich schon', 'zwei Tagen bei Ihnen über die kalten Heizkörper beschwert'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 24,
        options: { a: 'obwohl', b: 'trotzdem', c: 'denn' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Nach der Lücke kommt ein Nebensatz: Das Verb „versprochen hat“ steht am Ende. Er nennt einen Gegensatz: Der Kollege hat einen Handwerker versprochen, aber niemand hat sich gemeldet. Also „obwohl“.',
            en: 'A subordinate clause follows the gap: the verb [[versprochen hat]] is at the end. It names a contrast: the colleague promised a tradesman, but nobody got back to her. So [[obwohl]] (although).',
          },
          b: {
            trap: 'word-class',
            de: 'Die Bedeutung passt: Der Kollege hat es versprochen, trotzdem hat sich niemand gemeldet. Darum liegt „trotzdem“ nahe. Aber nach „trotzdem“ kommt sofort das Verb („trotzdem hat sich niemand gemeldet“). Hier steht das Verb „versprochen hat“ am Ende: Das ist ein Nebensatz, und der beginnt mit „obwohl“.',
            en: 'The meaning fits: the colleague promised it, and still nobody got back to her. So [[trotzdem]] is tempting. But the verb comes right after [[trotzdem]] ([[trotzdem hat sich niemand gemeldet]]). Here the verb [[versprochen hat]] is at the end: a subordinate clause, and that starts with [[obwohl]].',
          },
          c: {
            trap: 'word-class',
            de: 'Nach „denn“ kommt ein Hauptsatz: Das Verb steht an zweiter Stelle („denn Ihr Kollege hat … versprochen“). Hier steht „versprochen hat“ am Ende. Außerdem nennt „denn“ einen Grund, und das Versprechen ist kein Grund dafür, dass sich niemand meldet.',
            en: 'A main clause follows [[denn]] (because): its verb comes second ([[denn Ihr Kollege hat … versprochen]]). Here [[versprochen hat]] is at the end. And [[denn]] gives a reason; the promise is no reason why nobody got back to her.',
          },
        },
        evidence: [
          'Seitdem hat sich leider niemand zurückgemeldet',
          'Ihr Kollege mir einen Handwerker für diese Woche versprochen hat',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 25,
        options: { a: 'Trotzdem', b: 'Deshalb', c: 'Obwohl' },
        key: 'c',
        why: {
          a: {
            trap: 'word-class',
            de: '„Trotzdem“ passt zur Bedeutung: warme Decken, aber sie hat gefroren. Darum liegt es nahe. Aber nach „trotzdem“ kommt sofort das Verb („Trotzdem hat sie gefroren“). Hier steht das Verb „geschlafen hat“ am Ende des Satzteils, und danach kommt der Hauptsatz „hat sie gefroren“. So einen Nebensatz leitet „Obwohl“ ein.',
            en: '[[Trotzdem]] (even so) fits the meaning: warm blankets, but she was cold. So it is tempting. But after [[trotzdem]] the verb comes at once ([[Trotzdem hat sie gefroren]]). Here the verb [[geschlafen hat]] is at the end of the clause, and the main clause [[hat sie gefroren]] follows. Such a clause starts with [[Obwohl]].',
          },
          b: {
            trap: 'connector',
            de: '„Deshalb“ nennt eine Folge. Zwei warme Decken sind aber kein Grund zu frieren, sondern das Gegenteil. Außerdem kommt nach „deshalb“ sofort das Verb.',
            en: '[[Deshalb]] (that is why) gives a result. But two warm blankets are no reason to be cold; they are the opposite. Also, the verb comes straight after [[deshalb]].',
          },
          c: {
            trap: 'key',
            de: 'Ein Gegensatz: Sie hatte zwei warme Decken und hat trotzdem gefroren. Das Verb „geschlafen hat“ steht am Ende, dann folgt der Hauptsatz „hat sie gefroren“. Einen Nebensatz mit Gegensatz leitet „Obwohl“ ein.',
            en: 'A contrast: she had two warm blankets and was still cold. The verb [[geschlafen hat]] is at the end, then the main clause [[hat sie gefroren]] follows. A contrasting clause of this kind starts with [[Obwohl]] (although).',
          },
        },
        evidence: ['meine Tochter unter zwei warmen Decken geschlafen hat', 'hat sie gefroren'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 26,
        options: { a: 'den', b: 'der', c: 'die' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„einen Handwerker“ steht im Akkusativ, darum liegt „den“ nahe. Aber den Kasus bestimmt der Relativsatz: Der Handwerker repariert, er ist dort das Subjekt. Also Nominativ „der“.',
            en: '[[einen Handwerker]] is accusative, so [[den]] is tempting. But the relative clause decides the case: the tradesman does the repair, he is its subject. So nominative [[der]].',
          },
          b: {
            trap: 'key',
            de: 'Genus vom Nomen vor dem Komma: „einen Handwerker“, maskulin. Im Relativsatz ist er Subjekt von „repariert“: „der die Heizung … repariert“.',
            en: 'Gender from the noun before the comma: [[einen Handwerker]], masculine. In the relative clause he is the subject of [[repariert]]: [[der die Heizung … repariert]].',
          },
          c: {
            trap: 'form',
            de: 'Direkt danach steht „die Heizung“, darum wirkt „die“ richtig. Aber das Relativpronomen zeigt auf „einen Handwerker“ vor dem Komma: maskulin.',
            en: '[[die Heizung]] comes straight after, so [[die]] looks right. But the relative pronoun points to [[einen Handwerker]] before the comma: masculine.',
          },
        },
        evidence: ['einen Handwerker zu schicken', 'die Heizung so schnell wie möglich repariert'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 27,
        options: { a: 'seit', b: 'vor', c: 'für' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Der Satz endet mit „wohnen“ im Präsens: Mutter und Tochter haben vor zwei Tagen angefangen, bei den Eltern zu wohnen, und wohnen heute noch dort. Für etwas, das begonnen hat und bis heute dauert, steht „seit“: „seit zwei Tagen … wohnen“.',
            en: 'The clause ends with [[wohnen]] in the present: mother and daughter started living with her parents two days ago and still live there. Something that began and lasts until now takes [[seit]]: [[seit zwei Tagen … wohnen]] (have been living for two days).',
          },
          b: {
            trap: 'preposition',
            de: 'In Lücke 23 heißt es „vor zwei Tagen … beschwert“, darum liegt „vor“ nahe. Aber „vor“ nennt einen Zeitpunkt in der Vergangenheit und braucht ein Verb in der Vergangenheit („vor zwei Tagen sind wir umgezogen“). Am Ende des Satzes steht aber „wohnen“ im Präsens.',
            en: 'Gap 23 reads [[vor zwei Tagen … beschwert]] (complained two days ago), so [[vor]] is tempting. But [[vor]] names a point in the past and needs a verb in the past ([[vor zwei Tagen sind wir umgezogen]]). The clause ends with [[wohnen]] in the present.',
          },
          c: {
            trap: 'preposition',
            de: '„für“ nennt eine geplante Dauer und braucht den Akkusativ („für zwei Tage“). Hier steht „Tagen“, und es geht um etwas, das schon begonnen hat.',
            en: '[[für]] gives a planned length of time and takes the accusative ([[für zwei Tage]]). Here it says [[Tagen]], and it is about something that has already begun.',
          },
        },
        evidence: ['Im Moment sind wir nicht zu Hause', 'zwei Tagen bei meinen Eltern wohnen'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 28,
        options: { a: 'der', b: 'dem', c: 'den' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„Der Handwerker“ steht am Satzanfang im Nominativ, darum wirkt „der“ richtig. Aber den Kasus bestimmt der Relativsatz: Dort ist „Sie“ das Subjekt, und Sie haben den Handwerker „geschickt“. Er ist also Akkusativobjekt: „den“.',
            en: '[[Der Handwerker]] opens the sentence in the nominative, so [[der]] looks right. But the relative clause decides the case: there [[Sie]] is the subject, and you [[geschickt]] (sent) the tradesman. So he is the accusative object: [[den]].',
          },
          b: {
            trap: 'form',
            de: '„dem“ ist Dativ. „schicken“ braucht für die Person, die man schickt, den Akkusativ („Sie haben ihn geschickt“).',
            en: '[[dem]] is dative. [[schicken]] (to send) takes the accusative for the person sent ([[Sie haben ihn geschickt]]).',
          },
          c: {
            trap: 'key',
            de: 'Genus von „Der Handwerker“: maskulin. Im Relativsatz ist „Sie“ das Subjekt, der Handwerker ist das Akkusativobjekt von „geschickt“: „den Sie damals geschickt haben“.',
            en: 'Gender from [[Der Handwerker]]: masculine. In the relative clause [[Sie]] is the subject and the tradesman is the accusative object of [[geschickt]]: [[den Sie damals geschickt haben]] (whom you sent then).',
          },
        },
        evidence: ['Der Handwerker,', 'Sie damals geschickt haben'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 29,
        options: { a: 'als', b: 'wann', c: 'wenn' },
        key: 'c',
        why: {
          a: {
            trap: 'connector',
            de: 'Der Satz erzählt von früher („Früher ist … gekommen“, „war“), darum wirkt „als“ richtig. Aber „als“ steht nur für ein einziges Ereignis. Hier ist es immer wieder passiert: „immer sofort“. Für Wiederholungen steht auch in der Vergangenheit „wenn“.',
            en: 'The sentence is about the past ([[Früher ist … gekommen]], [[war]]), so [[als]] looks right. But [[als]] is only for one single event. This happened again and again: [[immer sofort]] (always at once). Repeated events take [[wenn]], in the past too.',
          },
          b: {
            trap: 'connector',
            de: '„wann“ ist ein Fragewort („Wann kommt der Hausmeister?“). Hier gibt es keine Frage.',
            en: '[[wann]] is a question word ([[Wann kommt der Hausmeister?]]). There is no question here.',
          },
          c: {
            trap: 'key',
            de: 'Früher ist das oft passiert: Der Hausmeister kam „immer sofort“, jedes Mal, wenn etwas kaputt war. Für Wiederholungen in der Vergangenheit steht „wenn“.',
            en: 'This happened often in the past: the caretaker came [[immer sofort]] (always at once), every time something was broken. Repeated events in the past take [[wenn]].',
          },
        },
        evidence: ['Früher ist der Hausmeister immer sofort gekommen', 'in einer Wohnung etwas kaputt war'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 30,
        options: { a: 'dass', b: 'wenn', c: 'ob' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: '„Ich bin froh, dass …“ kennt man gut, darum liegt „dass“ nahe. Aber „dass“ steht bei einer Tatsache („Ich bin froh, dass es warm ist“). Hier steht „wäre“ und am Ende „könnte“: Es ist ein Wunsch, noch keine Tatsache. Dann steht „wenn“.',
            en: '[[Ich bin froh, dass …]] (I am glad that …) is familiar, so [[dass]] is tempting. But [[dass]] is for a fact ([[Ich bin froh, dass es warm ist]]). Here it says [[wäre]] and, at the end, [[könnte]]: it is a wish, not yet a fact. Then it is [[wenn]].',
          },
          b: {
            trap: 'key',
            de: '„Ich wäre froh“ und „könnte“ stehen im Konjunktiv II: Frau Marković wünscht sich etwas, das noch nicht passiert ist. Die Bedingung für „Ich wäre froh“ beginnt mit „wenn“.',
            en: '[[Ich wäre froh]] (I would be glad) and [[könnte]] are in the Konjunktiv II: Ms Marković wishes for something that has not happened yet. The condition for [[Ich wäre froh]] starts with [[wenn]] (if).',
          },
          c: {
            trap: 'connector',
            de: '„ob“ leitet eine offene Frage ein, nach Verben wie „fragen“ oder „nicht wissen“. „froh sein“ braucht keine Frage.',
            en: '[[ob]] (whether) introduces an open question, after verbs like [[fragen]] or [[nicht wissen]]. [[froh sein]] (to be glad) does not take a question.',
          },
        },
        evidence: ['Ich wäre sehr froh,', 'diesmal wieder so schnell gehen könnte'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'subordinate-clauses' },
      },
    ],
  },

  language2: {
    topics: ['volunteering', 'sports-clubs'],
    people: [{ name: 'Petra Wolff', role: 'youth leader of a sports club' }],
    text: 'Helfen Sie mit: Ehrenamt beim TSV Grünwald\n\nBeim TSV Grünwald spielen über 200 Kinder in 14 Mannschaften. Jede Mannschaft hat im Moment einen Trainer, aber im Herbst kommen zwei neue Mannschaften dazu, unsere ersten für Mädchen. Den Kuchen für unsere Turniere bringt immer die Bäckerei Maier; am Sommerfest verkaufen ihn unsere Jugendlichen selbst.\n\nWir suchen Eltern, Großeltern und alle anderen, die etwas {31} mitbringen. Wer eine der neuen Mannschaften leiten möchte, besucht zuerst einen {32} Kurs. Das Training leiten Sie dann zweimal pro Woche am {33}.\n\nBei unseren Turnieren von 9 bis 18 Uhr gibt es einen Kuchenstand; dafür suchen wir Leute, die gern {34}. Das Vereinsheim öffnet an diesen Tagen erst nach dem letzten Spiel. Oft fallen Spiele in anderen Orten aus, denn uns fehlen {35}. Für unser Sommerfest suchen wir außerdem Leute, die Kuchen {36}.\n\nUnsere Jugendleiterin Petra Wolff hat vor sechs Jahren selbst am Kuchenstand angefangen. Heute trainiert sie eine Mannschaft mit 16 {37}.\n\nErfahrung brauchen Sie nicht: Der Trainerkurs dauert nur zwei Tage an einem Wochenende, und der Verein übernimmt die {38}. Unser Verein hat nur wenig Geld. Wer Kinder zu Spielen fährt, bekommt die {39} für das Benzin zurück. Und an Turniertagen essen alle Helfer am {40} kostenlos im Vereinsheim.\n\nTrainiert wird nur in unserer Sporthalle, und die ist täglich von 15 bis 18 Uhr für uns frei. Der Kurs kostet 80 Euro; 40 Euro davon zahlen Sie selbst. Das Benzin bezahlt der Verein komplett. Melden Sie sich bis zum 31. März bei Petra Wolff.',
    box: {
      a: 'Fahrer',
      b: 'Abend',
      c: 'Erfahrung',
      d: 'Zeit',
      e: 'Kosten',
      f: 'kostenlosen',
      g: 'backen',
      h: 'Jungen',
      i: 'verkaufen',
      j: 'Nachmittag',
      k: 'Trainer',
      l: 'Mädchen',
      m: 'Mittag',
      n: 'Hälfte',
      o: 'kurzen',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Spiele „in anderen Orten“ fallen aus, weil niemand die Kinder hinfährt. Trainer fehlen nicht: „Jede Mannschaft hat im Moment einen Trainer“ (erster Absatz).',
        en: 'Belongs in gap 35: games [[in anderen Orten]] (in other towns) are cancelled because nobody drives the children there. Coaches are not missing: [[Jede Mannschaft hat im Moment einen Trainer]] (every team has a coach at the moment, first paragraph).',
      },
      b: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: Die Turniere gehen bis 18 Uhr, und das Vereinsheim „öffnet an diesen Tagen erst nach dem letzten Spiel“. Die Helfer essen also am Abend. In Lücke 33 passt es nicht: Die Halle ist nur „von 15 bis 18 Uhr“ frei (letzter Absatz).',
        en: 'Belongs in gap 40: the tournaments go on until 6 pm, and the clubhouse [[öffnet an diesen Tagen erst nach dem letzten Spiel]] (only opens after the last game on those days). So the helpers eat in the [[Abend]] (evening). It does not fit gap 33: the hall is free only [[von 15 bis 18 Uhr]] (from 3 to 6 pm, last paragraph).',
      },
      c: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 31, und „Erfahrung mitbringen“ sagt man in Anzeigen oft. Aber im fünften Absatz steht: „Erfahrung brauchen Sie nicht“.',
        en: 'Has the form for gap 31, and [[Erfahrung mitbringen]] (to bring experience) is common in adverts. But the fifth paragraph says [[Erfahrung brauchen Sie nicht]] (you need no experience).',
      },
      d: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: „die etwas Zeit mitbringen“. Erfahrung braucht man nicht (fünfter Absatz).',
        en: 'Belongs in gap 31: [[die etwas Zeit mitbringen]] (who have some time to give). No experience is needed (fifth paragraph).',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Das Benzin für die Fahrten „bezahlt der Verein komplett“ (letzter Absatz), die Fahrer bekommen also die Kosten zurück. In Lücke 38 passt es nicht: Vom Kurs „40 Euro davon zahlen Sie selbst“.',
        en: 'Belongs in gap 39: the club pays for the petrol [[komplett]] (in full, last paragraph), so drivers get the [[Kosten]] (costs) back. It does not fit gap 38: of the course, [[40 Euro davon zahlen Sie selbst]] (you pay 40 euros of it yourself).',
      },
      f: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 32 („einen kostenlosen Kurs“), und für Ehrenamtliche erwartet man einen Kurs ohne Kosten. Aber im letzten Absatz steht: Der Kurs kostet 80 Euro; „40 Euro davon zahlen Sie selbst“.',
        en: 'Has the form for gap 32 ([[einen kostenlosen Kurs]], a free course), and one expects a free course for volunteers. But the last paragraph says the course costs 80 euros and [[40 Euro davon zahlen Sie selbst]] (you pay 40 euros of it yourself).',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: Am Sommerfest verkaufen die Jugendlichen den Kuchen selbst (erster Absatz); gesucht sind Leute, die ihn backen. In Lücke 34 passt es nicht: Den Kuchen für die Turniere „bringt immer die Bäckerei Maier“.',
        en: 'Belongs in gap 36: at the summer party the young people sell the cake themselves (first paragraph); the club needs people to [[backen]] (bake) it. It does not fit gap 34: the cake for the tournaments [[bringt immer die Bäckerei Maier]] (always comes from the Maier bakery).',
      },
      h: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Im Herbst kommen „unsere ersten für Mädchen“ (erster Absatz). Heute gibt es also nur Mannschaften mit Jungen, auch bei Petra Wolff.',
        en: 'Belongs in gap 37: in autumn the club gets [[unsere ersten für Mädchen]] (our first teams for girls, first paragraph). So today all teams are boys’ teams, Petra Wolff’s too: [[Jungen]] (boys).',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: Den Kuchen für die Turniere bringt die Bäckerei (erster Absatz); am Kuchenstand braucht man Leute, die ihn verkaufen. In Lücke 36 passt es nicht: Am Sommerfest verkaufen die Jugendlichen den Kuchen selbst.',
        en: 'Belongs in gap 34: the bakery brings the cake for the tournaments (first paragraph); the cake stand needs people to [[verkaufen]] (sell) it. It does not fit gap 36: at the summer party the young people sell the cake themselves.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: Trainiert wird nur in der Sporthalle, „und die ist täglich von 15 bis 18 Uhr für uns frei“ (letzter Absatz). In Lücke 40 passt es nicht: Das Vereinsheim öffnet erst nach dem letzten Spiel, nach 18 Uhr.',
        en: 'Belongs in gap 33: training takes place only in the sports hall, which [[ist täglich von 15 bis 18 Uhr für uns frei]] (is free for us every day from 3 to 6 pm, last paragraph). It does not fit gap 40: the clubhouse only opens after the last game, after 6 pm.',
      },
      k: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 35 („uns fehlen Trainer“), und wenn Spiele ausfallen, denkt man an Trainer. Aber im ersten Absatz steht: „Jede Mannschaft hat im Moment einen Trainer“. Neue Trainer braucht man erst im Herbst, für die neuen Mannschaften.',
        en: 'Has the form for gap 35 ([[uns fehlen Trainer]], we lack coaches), and when games are cancelled one thinks of coaches. But the first paragraph says [[Jede Mannschaft hat im Moment einen Trainer]] (every team has a coach at the moment). New coaches are needed only in autumn, for the new teams.',
      },
      l: {
        trap: 'wrong-detail',
        de: 'Hat die Form für Lücke 37 („eine Mannschaft mit 16 Mädchen“), und eine Trainerin mit einer Mädchenmannschaft erwartet man leicht. Aber im ersten Absatz steht: Im Herbst kommen zwei neue Mannschaften dazu, „unsere ersten für Mädchen“. Heute hat der Verein noch keine Mädchenmannschaft.',
        en: 'Has the form for gap 37 ([[eine Mannschaft mit 16 Mädchen]], a team of 16 girls), and a woman coach with a girls’ team is easy to expect. But the first paragraph says two new teams come in autumn, [[unsere ersten für Mädchen]] (our first for girls). Today the club has no girls’ team yet.',
      },
      m: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 40 („am Mittag essen“), und bei einem Turnier von 9 bis 18 Uhr isst man oft mittags. Aber das Vereinsheim „öffnet an diesen Tagen erst nach dem letzten Spiel“ (dritter Absatz). In Lücke 33 passt es auch nicht: Die Halle ist erst ab 15 Uhr frei (letzter Absatz).',
        en: 'Has the form for gap 40 ([[am Mittag essen]], to eat at midday), and at a tournament from 9 am to 6 pm people often eat at midday. But the clubhouse [[öffnet an diesen Tagen erst nach dem letzten Spiel]] (only opens after the last game on those days, third paragraph). It does not fit gap 33 either: the hall is free only from 3 pm (last paragraph).',
      },
      n: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Der Kurs kostet 80 Euro, und „40 Euro davon zahlen Sie selbst“ (letzter Absatz). Der Verein übernimmt also die Hälfte. In Lücke 39 passt es nicht: Das Benzin „bezahlt der Verein komplett“.',
        en: 'Belongs in gap 38: the course costs 80 euros, and [[40 Euro davon zahlen Sie selbst]] (you pay 40 euros of it yourself, last paragraph). So the club pays the [[Hälfte]] (half). It does not fit gap 39: the club pays for the petrol [[komplett]] (in full).',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: Der Trainerkurs „dauert nur zwei Tage an einem Wochenende“ (fünfter Absatz): ein kurzer Kurs.',
        en: 'Belongs in gap 32: the coaching course [[dauert nur zwei Tage an einem Wochenende]] (takes only two days at a weekend, fifth paragraph): a [[kurzen]] (short) course.',
      },
    },
    items: [
      {
        n: 31,
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: '„etwas … mitbringen“ braucht ein Nomen ohne Artikel. Im fünften Absatz steht: „Erfahrung brauchen Sie nicht“. Mitbringen sollen die Helfer also etwas Zeit.',
            en: '[[etwas … mitbringen]] needs a noun without an article. The fifth paragraph says [[Erfahrung brauchen Sie nicht]] (you need no experience). So what helpers should bring is some [[Zeit]] (time).',
          },
          c: {
            trap: 'meaning',
            de: 'Gleiche Form, und „etwas Erfahrung mitbringen“ steht in vielen Anzeigen. Aber im fünften Absatz steht: „Erfahrung brauchen Sie nicht“.',
            en: 'Same form, and [[etwas Erfahrung mitbringen]] (to bring some experience) is in many adverts. But the fifth paragraph says [[Erfahrung brauchen Sie nicht]] (you need no experience).',
          },
          m: {
            trap: 'meaning',
            de: '„etwas Mittag“ sagt man nicht; „Mittag“ ist eine Tageszeit.',
            en: 'One does not say [[etwas Mittag]]; [[Mittag]] (midday) is a time of day.',
          },
        },
        formFits: ['d', 'c'],
        evidence: ['die etwas', 'mitbringen', 'Erfahrung brauchen Sie nicht'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 32,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: '„einen … Kurs“: maskulin, Akkusativ, nach „einen“ endet das Adjektiv auf -en. Im fünften Absatz steht: Der Trainerkurs „dauert nur zwei Tage an einem Wochenende“. Es ist ein kurzer Kurs.',
            en: '[[einen … Kurs]]: masculine accusative; after [[einen]] the adjective ends in -en. The fifth paragraph says the course [[dauert nur zwei Tage an einem Wochenende]] (takes only two days at a weekend). It is a [[kurzen]] (short) course.',
          },
          f: {
            trap: 'meaning',
            de: 'Gleiche Form, und in einer Anzeige für Ehrenamtliche erwartet man einen kostenlosen Kurs. Aber im letzten Absatz steht: Der Kurs kostet 80 Euro; „40 Euro davon zahlen Sie selbst“.',
            en: 'Same form, and in an advert for volunteers one expects a free course. But the last paragraph says the course costs 80 euros and [[40 Euro davon zahlen Sie selbst]] (you pay 40 euros of it yourself).',
          },
          k: {
            trap: 'word-class',
            de: '„Trainer“ ist ein Nomen; zwischen „einen“ und „Kurs“ fehlt ein Adjektiv.',
            en: '[[Trainer]] is a noun; between [[einen]] and [[Kurs]] an adjective is missing.',
          },
        },
        formFits: ['o', 'f'],
        evidence: [
          'besucht zuerst einen',
          'dauert nur zwei Tage an einem Wochenende',
          'Der Kurs kostet 80 Euro; 40 Euro davon zahlen Sie selbst.',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 33,
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: '„am …“ braucht eine Tageszeit. Im letzten Absatz steht: „Trainiert wird nur in unserer Sporthalle, und die ist täglich von 15 bis 18 Uhr für uns frei.“ Das Training ist also am Nachmittag.',
            en: '[[am …]] needs a time of day. The last paragraph says training takes place only in the sports hall, which is free for the club [[täglich von 15 bis 18 Uhr]] (every day from 3 to 6 pm). So training is in the [[Nachmittag]] (afternoon).',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und Eltern und Großeltern, die arbeiten, leiten ein Training oft am Abend. Aber im letzten Absatz steht: Trainiert wird nur in der Sporthalle, und die ist „von 15 bis 18 Uhr für uns frei“. Am Abend hat der Verein keine Halle. „Abend“ gehört in Lücke 40.',
            en: 'Same form, and parents and grandparents with jobs often coach in the evening. But the last paragraph says training takes place only in the hall, which is free [[von 15 bis 18 Uhr]] (from 3 to 6 pm). In the evening the club has no hall. [[Abend]] belongs in gap 40.',
          },
          m: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, aber die Halle ist erst ab 15 Uhr frei (letzter Absatz); mittags ist dort kein Training.',
            en: 'Same form, but the hall is free only from 3 pm (last paragraph); there is no training at midday.',
          },
        },
        formFits: ['j', 'b', 'm'],
        evidence: ['zweimal pro Woche am', 'täglich von 15 bis 18 Uhr für uns frei'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 34,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: '„Leute, die gern …“ braucht am Ende einen Infinitiv. Im ersten Absatz steht: „Den Kuchen für unsere Turniere bringt immer die Bäckerei Maier“. Am Kuchenstand braucht man also Leute, die den Kuchen verkaufen.',
            en: '[[Leute, die gern …]] needs an infinitive at the end. The first paragraph says [[Den Kuchen für unsere Turniere bringt immer die Bäckerei Maier]] (the cake for our tournaments always comes from the Maier bakery). So the cake stand needs people to [[verkaufen]] (sell) it.',
          },
          g: {
            trap: 'meaning',
            de: 'Gleiche Form, und für einen Kuchenstand im Verein backen sonst oft die Eltern. Aber im ersten Absatz steht: „Den Kuchen für unsere Turniere bringt immer die Bäckerei Maier“. Backen muss dafür niemand. „backen“ gehört in Lücke 36.',
            en: 'Same form, and parents often bake for a club’s cake stand. But the first paragraph says [[Den Kuchen für unsere Turniere bringt immer die Bäckerei Maier]] (the cake for our tournaments always comes from the Maier bakery). Nobody needs to bake for it. [[backen]] belongs in gap 36.',
          },
          d: {
            trap: 'word-class',
            de: '„Zeit“ ist ein Nomen; nach „Leute, die gern …“ fehlt ein Verb.',
            en: '[[Zeit]] (time) is a noun; [[Leute, die gern …]] needs a verb.',
          },
        },
        formFits: ['i', 'g'],
        evidence: [
          'dafür suchen wir Leute, die gern',
          'Den Kuchen für unsere Turniere bringt immer die Bäckerei Maier',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 35,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„uns fehlen …“ braucht ein Nomen im Plural. Es fallen Spiele „in anderen Orten“ aus: Man muss die Kinder hinfahren. Trainer fehlen nicht: „Jede Mannschaft hat im Moment einen Trainer“ (erster Absatz). Es fehlen also Fahrer.',
            en: '[[uns fehlen …]] (we lack …) needs a plural noun. Games [[in anderen Orten]] (in other towns) are cancelled: someone has to drive the children there. Coaches are not missing: [[Jede Mannschaft hat im Moment einen Trainer]] (every team has a coach at the moment, first paragraph). So what is missing is [[Fahrer]] (drivers).',
          },
          k: {
            trap: 'meaning',
            de: 'Gleiche Form, und bei einem Sportverein denkt man zuerst an fehlende Trainer. Aber im ersten Absatz steht: „Jede Mannschaft hat im Moment einen Trainer“. Trainer braucht der Verein erst im Herbst, für die zwei neuen Mannschaften.',
            en: 'Same form, and with a sports club one first thinks of missing coaches. But the first paragraph says [[Jede Mannschaft hat im Moment einen Trainer]] (every team has a coach at the moment). The club needs coaches only in autumn, for the two new teams.',
          },
          h: {
            trap: 'meaning',
            de: 'Gleiche Form, aber Spieler fehlen nicht: Über 200 Kinder spielen in 14 Mannschaften, und nur Spiele „in anderen Orten“ fallen aus. Dorthin muss man fahren. „Jungen“ gehört in Lücke 37.',
            en: 'Same form, but players are not missing: over 200 children play in 14 teams, and only games [[in anderen Orten]] (in other towns) are cancelled. Someone has to drive there. [[Jungen]] (boys) belongs in gap 37.',
          },
        },
        formFits: ['a', 'k', 'h', 'l'],
        evidence: [
          'Spiele in anderen Orten aus, denn uns fehlen',
          'Jede Mannschaft hat im Moment einen Trainer',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 36,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: '„Leute, die Kuchen …“ braucht einen Infinitiv. Im ersten Absatz steht: „am Sommerfest verkaufen ihn unsere Jugendlichen selbst“. Für das Sommerfest sucht der Verein also Leute, die Kuchen backen.',
            en: '[[Leute, die Kuchen …]] needs an infinitive. The first paragraph says [[am Sommerfest verkaufen ihn unsere Jugendlichen selbst]] (at the summer party our young people sell it themselves). So for the summer party the club is looking for people to [[backen]] (bake) cake.',
          },
          i: {
            trap: 'meaning',
            de: 'Gleiche Form, und kurz davor ging es um den Kuchenstand, an dem man verkauft. Aber im ersten Absatz steht: „am Sommerfest verkaufen ihn unsere Jugendlichen selbst“. Verkäufer braucht der Verein dort nicht. „verkaufen“ gehört in Lücke 34.',
            en: 'Same form, and just before it the text talked about the cake stand, where people sell. But the first paragraph says [[am Sommerfest verkaufen ihn unsere Jugendlichen selbst]] (at the summer party our young people sell it themselves). No sellers are needed there. [[verkaufen]] belongs in gap 34.',
          },
          e: {
            trap: 'word-class',
            de: '„Kosten“ ist ein Nomen; nach „Leute, die Kuchen …“ fehlt ein Verb.',
            en: '[[Kosten]] (costs) is a noun; [[Leute, die Kuchen …]] needs a verb.',
          },
        },
        formFits: ['g', 'i'],
        evidence: [
          'suchen wir außerdem Leute, die Kuchen',
          'am Sommerfest verkaufen ihn unsere Jugendlichen selbst',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: '„mit 16 …“ braucht ein Nomen im Plural. Im ersten Absatz steht: Im Herbst kommen zwei neue Mannschaften dazu, „unsere ersten für Mädchen“. Heute spielen beim TSV also nur Jungen, auch in der Mannschaft von Petra Wolff.',
            en: '[[mit 16 …]] (with 16 …) needs a plural noun. The first paragraph says two new teams come in autumn, [[unsere ersten für Mädchen]] (our first for girls). So today only boys play at the club, in Petra Wolff’s team too: [[Jungen]] (boys).',
          },
          l: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: gleiche Form, Mädchen kommen im Text vor, und eine Trainerin mit einer Mädchenmannschaft erwartet man leicht. Aber im ersten Absatz steht: Die zwei neuen Mannschaften im Herbst sind „unsere ersten für Mädchen“. Heute gibt es noch keine Mannschaft mit Mädchen.',
            en: 'The strongest trap: same form, girls are mentioned in the text, and a woman coaching a girls’ team is easy to expect. But the first paragraph says the two new teams in autumn are [[unsere ersten für Mädchen]] (our first for girls). Today there is no team with girls yet.',
          },
          e: {
            trap: 'meaning',
            de: '„eine Mannschaft mit 16 Kosten“ ergibt keinen Sinn: Eine Mannschaft besteht aus Spielern. „Kosten“ gehört in Lücke 39.',
            en: '[[eine Mannschaft mit 16 Kosten]] (a team of 16 costs) makes no sense: a team is made of players. [[Kosten]] belongs in gap 39.',
          },
        },
        formFits: ['h', 'l', 'e'],
        evidence: ['Heute trainiert sie eine Mannschaft mit 16', 'unsere ersten für Mädchen'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 38,
        key: 'n',
        why: {
          n: {
            trap: 'key',
            de: '„der Verein übernimmt die …“ braucht ein Nomen. Im letzten Absatz steht: „Der Kurs kostet 80 Euro; 40 Euro davon zahlen Sie selbst.“ Die anderen 40 Euro zahlt der Verein: die Hälfte.',
            en: '[[der Verein übernimmt die …]] (the club pays the …) needs a noun. The last paragraph says [[Der Kurs kostet 80 Euro; 40 Euro davon zahlen Sie selbst.]] (the course costs 80 euros; you pay 40 euros of it yourself). The club pays the other 40 euros: the [[Hälfte]] (half).',
          },
          e: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: „die Kosten übernehmen“ sagt man sehr oft, und für Ehrenamtliche erwartet man das. Aber im letzten Absatz steht: „40 Euro davon zahlen Sie selbst“. Der Verein zahlt also nicht alles. „Kosten“ gehört in Lücke 39.',
            en: 'The strongest trap: [[die Kosten übernehmen]] (to pay the costs) is a very common phrase, and one expects it for volunteers. But the last paragraph says [[40 Euro davon zahlen Sie selbst]] (you pay 40 euros of it yourself). So the club does not pay everything. [[Kosten]] belongs in gap 39.',
          },
          f: {
            trap: 'word-class',
            de: '„kostenlosen“ ist ein Adjektiv; nach „die“ fehlt hier ein Nomen.',
            en: '[[kostenlosen]] (free) is an adjective; after [[die]] a noun is needed here.',
          },
        },
        formFits: ['n', 'e'],
        evidence: [
          'und der Verein übernimmt die',
          'Der Kurs kostet 80 Euro; 40 Euro davon zahlen Sie selbst.',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„bekommt die … für das Benzin zurück“ braucht ein Nomen. Im letzten Absatz steht: „Das Benzin bezahlt der Verein komplett.“ Die Fahrer bekommen also die ganzen Kosten zurück.',
            en: '[[bekommt die … für das Benzin zurück]] (gets the … for the petrol back) needs a noun. The last paragraph says [[Das Benzin bezahlt der Verein komplett.]] (the club pays for the petrol in full). So drivers get all the [[Kosten]] (costs) back.',
          },
          n: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Direkt davor steht „Unser Verein hat nur wenig Geld“, und beim Kurs zahlt der Verein auch nur die Hälfte. Aber im letzten Absatz steht: „Das Benzin bezahlt der Verein komplett.“ „Hälfte“ gehört in Lücke 38.',
            en: 'The strongest trap: just before it the text says [[Unser Verein hat nur wenig Geld]] (our club has only little money), and for the course the club pays only half. But the last paragraph says [[Das Benzin bezahlt der Verein komplett.]] (the club pays for the petrol in full). [[Hälfte]] belongs in gap 38.',
          },
          f: {
            trap: 'word-class',
            de: '„kostenlosen“ ist ein Adjektiv; nach „die“ fehlt hier ein Nomen.',
            en: '[[kostenlosen]] (free) is an adjective; after [[die]] a noun is needed here.',
          },
        },
        formFits: ['e', 'n'],
        evidence: [
          'bekommt die',
          'für das Benzin zurück',
          'Unser Verein hat nur wenig Geld.',
          'Das Benzin bezahlt der Verein komplett.',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 40,
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: '„am …“ braucht eine Tageszeit. Im dritten Absatz steht: Die Turniere gehen „von 9 bis 18 Uhr“, und das Vereinsheim „öffnet an diesen Tagen erst nach dem letzten Spiel“. Die Helfer essen dort also am Abend.',
            en: '[[am …]] needs a time of day. The third paragraph says the tournaments run [[von 9 bis 18 Uhr]] (from 9 am to 6 pm), and the clubhouse [[öffnet an diesen Tagen erst nach dem letzten Spiel]] (only opens after the last game on those days). So the helpers eat there in the [[Abend]] (evening).',
          },
          m: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und an einem langen Turniertag isst man oft mittags. Aber im dritten Absatz steht: Das Vereinsheim „öffnet an diesen Tagen erst nach dem letzten Spiel“, und gespielt wird bis 18 Uhr. Mittags ist es noch zu.',
            en: 'Same form, and on a long tournament day people often eat at midday. But the third paragraph says the clubhouse [[öffnet an diesen Tagen erst nach dem letzten Spiel]] (only opens after the last game on those days), and games go on until 6 pm. At midday it is still closed.',
          },
          j: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, aber am Nachmittag laufen die Spiele noch (bis 18 Uhr), und das Vereinsheim öffnet erst danach.',
            en: 'Same form, but in the afternoon the games are still running (until 6 pm), and the clubhouse only opens after that.',
          },
        },
        formFits: ['b', 'm', 'j'],
        evidence: [
          'essen alle Helfer am',
          'Bei unseren Turnieren von 9 bis 18 Uhr',
          'Das Vereinsheim öffnet an diesen Tagen erst nach dem letzten Spiel',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
    ],
  },
  ...listening,
  writing: writing3,
  oral: oral3,
} satisfies ModelTest;
