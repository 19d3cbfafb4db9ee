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
    headlines: {
      a: 'Neu in der Stadt? Eine Fußballmannschaft für Zugezogene',
      b: 'Stadtmuseum erhöht die Eintrittspreise',
      c: 'Heiße Tage: Was ältere Menschen jetzt beachten sollten',
      d: 'Kostenloser Handykurs für Schülerinnen und Schüler',
      e: 'Pakete zurückschicken: bald nicht mehr gratis',
      f: 'FC Neustadt sucht einen neuen Trainer',
      g: 'Einmal im Monat ohne Eintritt ins Museum',
      h: 'Hitze: Stadt bittet ums Wassersparen',
      i: 'Junge Leute erklären Senioren das Smartphone',
      j: 'Neues Modegeschäft in der Bahnhofstraße',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Der FC Neustadt 08 hat eine Mannschaft für Menschen gegründet, die neu in der Stadt sind.',
        en: 'The headline of text 4: FC Neustadt 08 has started a team for people who are new in town.',
      },
      b: {
        trap: 'negation',
        de: 'Text 1 sagt das Gegenteil: Die Karte kostet „weiterhin 6 Euro“, und am ersten Sonntag ist der Eintritt sogar frei.',
        en: 'Text 1 says the opposite: a ticket costs [[weiterhin 6 Euro]] (still 6 euros), and on the first Sunday entry is even free.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: Es wird bis zu 36 Grad heiß, und die Stadt gibt älteren Menschen Tipps.',
        en: 'The headline of text 2: it will be up to 36 degrees, and the town gives older people advice.',
      },
      d: {
        trap: 'wrong-detail',
        de: 'In Text 3 lernen nicht die Schüler. Die Schüler sind die Lehrer, der Kurs ist für ältere Menschen.',
        en: 'In text 3 the pupils are not the learners. The pupils are the teachers; the course is for older people.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 5: Ab dem 1. Februar kostet jede Rücksendung 2,95 Euro.',
        en: 'The headline of text 5: from 1 February every return costs 2.95 euros.',
      },
      f: {
        trap: 'same-word',
        de: 'Der FC Neustadt und ein Trainer kommen in Text 4 vor. Aber der Trainer ist schon da: Murat Aydın. Neu ist die Mannschaft.',
        en: '[[FC Neustadt]] and a [[Trainer]] (coach) appear in text 4. But the club already has its coach, Murat Aydın. What is new is the team.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 1: An jedem ersten Sonntag im Monat zahlt man im Stadtmuseum keinen Eintritt.',
        en: 'The headline of text 1: on the first Sunday of every month there is no entry fee at the town museum.',
      },
      h: {
        trap: 'same-word',
        de: 'Hitze und Wasser kommen in Text 2 vor. Aber die Stadt sagt: viel Wasser trinken. Vom Sparen steht dort nichts.',
        en: 'Heat and water appear in text 2. But the town says: drink a lot of water. Nothing is said about saving it.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Jugendliche der Lessing-Schule erklären älteren Menschen ihr Smartphone.',
        en: 'The headline of text 3: young people from the Lessing school explain smartphones to older people.',
      },
      j: {
        trap: 'same-word',
        de: 'Der Laden in der Bahnhofstraße kommt in Text 5 vor, aber er ist nicht neu. Dort kann man Ware zurückgeben.',
        en: 'The shop in the [[Bahnhofstraße]] appears in text 5, but it is not new. You can return goods there.',
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
            trap: 'negation',
            de: 'Die Preise steigen nicht: Die Karte kostet „weiterhin 6 Euro“.',
            en: 'Prices do not go up: a ticket costs [[weiterhin 6 Euro]] (still 6 euros).',
          },
          j: {
            trap: 'not-in-text',
            de: 'Der Text spricht von einem Museum und einer Ausstellung, nicht von einem neuen Geschäft.',
            en: 'The text is about a museum and an exhibition, not about a new shop.',
          },
        },
        evidence: ['an jedem ersten Sonntag im Monat keinen Eintritt'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 2,
        text: 'Der Wetterdienst meldet für die nächsten Tage bis zu 36 Grad. Die Stadt Neustadt bittet deshalb besonders ältere Menschen, vorsichtig zu sein. Sie sollten viel Wasser trinken, auch wenn sie keinen Durst haben, und zwischen 11 und 17 Uhr möglichst in der Wohnung bleiben. Fenster und Vorhänge hält man am Tag besser geschlossen. Nachbarn und Angehörige sollen regelmäßig bei allein lebenden Seniorinnen und Senioren anrufen oder vorbeischauen. Wer Hilfe braucht, erreicht das Seniorenbüro unter 0561 20 34 50.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Es wird „bis zu 36 Grad“ heiß, und der ganze Text gibt Tipps für „besonders ältere Menschen“: trinken, drinnen bleiben, Fenster zu.',
            en: 'It will be [[bis zu 36 Grad]] (up to 36 degrees), and the whole text gives advice [[besonders ältere Menschen]] (especially for older people): drink, stay inside, keep windows shut.',
          },
          h: {
            trap: 'same-word',
            de: 'Die Hitze ist das Thema, aber die Stadt sagt „viel Wasser trinken“. Von Wassersparen steht nichts im Text.',
            en: 'Heat is the topic, but the town says [[viel Wasser trinken]] (drink a lot of water). The text says nothing about saving water.',
          },
          i: {
            trap: 'same-word',
            de: 'Auch hier geht es um Senioren, aber nicht um das Smartphone. Nachbarn sollen nur anrufen oder vorbeischauen.',
            en: 'This text is about older people too, but not about smartphones. Neighbours should only phone or drop by.',
          },
        },
        evidence: ['bis zu 36 Grad', 'besonders ältere Menschen, vorsichtig zu sein'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 3,
        text: 'Wie schreibe ich eine Nachricht? Wie schicke ich meinen Enkeln ein Foto? Solche Fragen beantworten ab dem 7. Oktober Schülerinnen und Schüler der Lessing-Schule. Jeden Dienstag von 15 bis 16.30 Uhr erklären die Jugendlichen älteren Menschen im Seniorentreff am Marktplatz ihr Smartphone. Die Teilnehmerinnen und Teilnehmer bringen ihr eigenes Handy mit. Der Kurs ist kostenlos, aber die Plätze sind begrenzt. Anmeldung im Seniorentreff oder unter Telefon 0561 44 18 90.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Die Hauptinformation: „erklären die Jugendlichen älteren Menschen“ ihr Smartphone. Junge Leute sind die Lehrer, Senioren lernen.',
            en: 'The main point: [[erklären die Jugendlichen älteren Menschen]] (the young people explain to older people) their smartphones. Young people teach, older people learn.',
          },
          d: {
            trap: 'wrong-detail',
            de: 'Der Kurs ist kostenlos, aber er ist nicht „für“ Schüler. Die Schüler sind die Lehrer, die Teilnehmer sind ältere Menschen.',
            en: 'The course is free, but it is not [[für]] (for) pupils. The pupils are the teachers; the participants are older people.',
          },
          c: {
            trap: 'same-word',
            de: 'Es geht um ältere Menschen, aber nicht um Hitze. Der Kurs ist ein Angebot, keine Warnung.',
            en: 'The text is about older people, but not about heat. The course is an offer, not a warning.',
          },
        },
        evidence: ['erklären die Jugendlichen älteren Menschen'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 4,
        text: 'Neu in Neustadt und Lust auf Fußball? Der FC Neustadt 08 hat eine neue Mannschaft gegründet. Hier spielen Frauen und Männer ab 18 Jahren, die erst vor Kurzem in die Stadt gezogen sind. „Beim Fußball lernt man schnell Leute kennen, auch wenn man noch wenig Deutsch spricht“, sagt Trainer Murat Aydın. Er ist selbst vor drei Jahren hierhergezogen. Trainiert wird jeden Donnerstag um 18.30 Uhr auf dem Sportplatz an der Bergstraße. Schuhe und Trikots kann man im Verein leihen, und das erste Jahr ist beitragsfrei.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Der Verein hat „eine neue Mannschaft gegründet“ für Menschen, „die erst vor Kurzem in die Stadt gezogen sind“. Das sind Zugezogene.',
            en: 'The club has [[eine neue Mannschaft gegründet]] (started a new team) for people [[die erst vor Kurzem in die Stadt gezogen sind]] (who have only recently moved to the town), that is, newcomers.',
          },
          f: {
            trap: 'same-word',
            de: 'Der Trainer kommt im Text vor, aber der Verein sucht keinen: Murat Aydın trainiert die Mannschaft schon.',
            en: 'A coach appears in the text, but the club is not looking for one: Murat Aydın already coaches the team.',
          },
          d: {
            trap: 'not-in-text',
            de: 'Hier gibt es etwas gratis (das erste Jahr), aber keinen Handykurs und keine Schüler: Die Spieler sind ab 18 Jahren.',
            en: 'Something is free here (the first year), but there is no phone course and no pupils: the players are 18 or older.',
          },
        },
        evidence: ['eine neue Mannschaft gegründet', 'die erst vor Kurzem in die Stadt gezogen sind'],
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
            trap: 'same-word',
            de: 'Den Laden in der Bahnhofstraße gibt es schon. Dass er neu ist, steht nicht im Text.',
            en: 'The shop in the [[Bahnhofstraße]] already exists. The text does not say it is new.',
          },
          b: {
            trap: 'not-in-text',
            de: 'Hier wird etwas teurer, aber nur die Rücksendung beim Online-Shop, nicht der Eintritt in ein Museum.',
            en: 'Something does cost more here, but only returns at the online shop, not museum entry.',
          },
        },
        evidence: ['Bisher war das Zurückschicken kostenlos.', 'für jede Rücksendung 2,95 Euro'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
    ],
  },

  reading2: {
    title: 'Ein Jahr ohne Auto – geht das auf dem Land?',
    text: 'Als Familie Lindner aus Kleinfeld im vergangenen Herbst ihr Auto verkaufte, schüttelten viele Nachbarn den Kopf. Kleinfeld hat 6.000 Einwohner, der nächste Supermarkt ist zwei Kilometer entfernt, und der Bus in die Kreisstadt fährt nur einmal pro Stunde. „Am Anfang haben uns alle für verrückt gehalten“, erzählt Sandra Lindner (41) und lacht.\n\nDer Grund für das Experiment war eigentlich ein Zufall: Der alte Kombi der Familie brauchte eine teure Reparatur. Statt 2.500 Euro in die Reparatur zu stecken, wollten Sandra und ihr Mann Jonas (43) lieber ausprobieren, ob das Leben auch ohne eigenes Auto funktioniert. Zur Familie gehören außerdem Mia (12) und Paul (8). Gemeinsam haben sie sich versprochen: ein Jahr lang kein eigenes Auto, egal was passiert.\n\nLeicht war es nicht immer. Besonders im Winter war der Weg mit dem Fahrrad zum Bahnhof hart, wenn es früh dunkel und nass war. Jonas arbeitet in der Kreisstadt und fährt seitdem mit dem Zug; er braucht jetzt pro Strecke 20 Minuten länger. „Das Schwierigste war aber der Großeinkauf“, sagt Sandra. Deshalb kaufte die Familie ein Lastenrad mit Elektromotor. Damit transportiert sie heute Getränkekisten und manchmal auch die Kinder. Für weite Fahrten, zum Beispiel zu den Großeltern an die Ostsee, hat sich die Familie sechsmal ein Auto beim Carsharing-Verein im Nachbarort geliehen.\n\nUnd die Kosten? Jonas hat alles genau aufgeschrieben. Das Lastenrad hat 3.200 Euro gekostet, die Monatskarte für den Zug 65 Euro, das Carsharing im ganzen Jahr rund 600 Euro. Für das alte Auto hatte die Familie früher etwa 5.000 Euro pro Jahr bezahlt: für Benzin, Versicherung, Steuer und Reparaturen. „Wegen des Lastenrads haben wir im ersten Jahr kaum Geld gespart“, sagt Jonas. „Aber ab jetzt bleibt jeden Monat etwas übrig.“\n\nAuch für die Kinder hat sich viel verändert. Mia fährt jetzt allein mit dem Rad zur Schule, früher hat ihre Mutter sie gebracht. Paul war am Anfang traurig, weil ihn niemand mehr mit dem Auto zum Fußballtraining fuhr. Inzwischen fährt er zusammen mit zwei Freunden mit dem Rad dorthin.\n\nJetzt ist das Jahr vorbei. Ein eigenes Auto will die Familie trotzdem nicht mehr kaufen. Das Lastenrad und die Mitgliedschaft im Carsharing-Verein behalten die Lindners. Nur eine Sache ist anders: Im Winter nimmt Jonas jetzt öfter den Bus zum Bahnhof. „Wir sind keine Helden“, sagt Sandra. „Aber wir haben gemerkt, dass wir weniger brauchen, als wir dachten.“',
    items: [
      {
        n: 6,
        stem: 'Familie Lindner hat ihr Auto verkauft, weil …',
        options: {
          a: 'der Bus in Kleinfeld sehr oft fährt.',
          b: 'das Auto eine teure Reparatur brauchte.',
          c: 'Jonas in der Kreisstadt eine neue Stelle gefunden hat.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'negation',
            de: 'Der Bus fährt „nur einmal pro Stunde“. Das ist nicht oft, und es ist auch nicht der Grund.',
            en: 'The bus runs [[nur einmal pro Stunde]] (only once an hour). That is not often, and it is not the reason either.',
          },
          b: {
            trap: 'key',
            de: 'Der Grund war: Der alte Kombi „brauchte eine teure Reparatur“. Statt 2.500 Euro zu bezahlen, wollte die Familie es ohne Auto versuchen.',
            en: 'The reason: the old estate car [[brauchte eine teure Reparatur]] (needed an expensive repair). Instead of paying 2,500 euros, the family wanted to try life without a car.',
          },
          c: {
            trap: 'same-word',
            de: 'Jonas arbeitet in der Kreisstadt, aber von einer neuen Stelle steht nichts im Text.',
            en: 'Jonas works in the [[Kreisstadt]] (district town), but the text says nothing about a new job.',
          },
        },
        evidence: ['Der alte Kombi der Familie brauchte eine teure Reparatur.'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Was war für die Familie am schwierigsten?',
        options: {
          a: 'Jonas’ längerer Weg zur Arbeit',
          b: 'die Fahrten zu den Großeltern an die Ostsee',
          c: 'große Einkäufe ohne Auto',
        },
        key: 'c',
        why: {
          a: {
            trap: 'partly-true',
            de: 'Jonas braucht wirklich 20 Minuten länger. Aber danach sagt Sandra: „Das Schwierigste war aber der Großeinkauf.“',
            en: 'Jonas really needs 20 minutes longer. But then Sandra says: [[Das Schwierigste war aber der Großeinkauf]] (but the hardest thing was the big shop).',
          },
          b: {
            trap: 'not-in-text',
            de: 'Für diese Fahrten hat die Familie ein Carsharing-Auto geliehen. Dass sie besonders schwierig waren, steht nicht im Text.',
            en: 'For these trips the family borrowed a car-sharing car. The text does not say they were especially hard.',
          },
          c: {
            trap: 'key',
            de: 'Sandra sagt klar: „Das Schwierigste war aber der Großeinkauf.“ Das Signalwort „aber“ zeigt: Das war noch schwerer als der Weg zur Arbeit.',
            en: 'Sandra says clearly: [[Das Schwierigste war aber der Großeinkauf]] (but the hardest thing was the big shop). The signal word [[aber]] shows it was even harder than the way to work.',
          },
        },
        evidence: ['„Das Schwierigste war aber der Großeinkauf“'],
        teaches: { sheet: 'reading-mastery', section: 'signal-words' },
      },
      {
        n: 8,
        stem: 'Was steht im Text über die Kosten im ersten Jahr?',
        options: {
          a: 'Die Familie hat nur wenig Geld gespart.',
          b: 'Das Carsharing war teurer als das Lastenrad.',
          c: 'Die Familie hat jeden Monat viel Geld gespart.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Jonas sagt: „im ersten Jahr kaum Geld gespart“. „Kaum“ bedeutet: nur sehr wenig. Der Grund ist das teure Lastenrad.',
            en: 'Jonas says: [[im ersten Jahr kaum Geld gespart]] (hardly saved any money in the first year). [[Kaum]] means only very little. The reason is the expensive cargo bike.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Die Zahlen sind anders: Das Carsharing hat rund 600 Euro gekostet, das Lastenrad 3.200 Euro.',
            en: 'The numbers are the other way round: car sharing cost about 600 euros, the cargo bike 3,200 euros.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Im ersten Jahr hat die Familie „kaum Geld gespart“. Erst „ab jetzt“ bleibt jeden Monat etwas übrig.',
            en: 'In the first year the family [[kaum Geld gespart]] (hardly saved any money). Only [[ab jetzt]] (from now on) is there something left each month.',
          },
        },
        evidence: ['im ersten Jahr kaum Geld gespart'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 9,
        stem: 'Über die Kinder erfährt man, dass …',
        options: {
          a: 'Mia früher allein mit dem Rad zur Schule gefahren ist.',
          b: 'Paul nicht mehr zum Fußballtraining geht.',
          c: 'Paul jetzt mit Freunden zum Training radelt.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'negation',
            de: 'Früher „hat ihre Mutter sie gebracht“. Allein mit dem Rad fährt Mia erst jetzt.',
            en: 'Before, [[hat ihre Mutter sie gebracht]] (her mother took her). Mia only cycles to school alone now.',
          },
          b: {
            trap: 'same-word',
            de: 'Paul war traurig, weil ihn niemand mehr mit dem Auto zum Training fuhr. Er geht aber weiter hin, jetzt mit dem Rad.',
            en: 'Paul was sad because nobody drove him to training any more. But he still goes, now by bike.',
          },
          c: {
            trap: 'key',
            de: 'Im Text steht: Er fährt „zusammen mit zwei Freunden mit dem Rad dorthin“, also zum Fußballtraining.',
            en: 'The text says he rides [[zusammen mit zwei Freunden mit dem Rad dorthin]] (there by bike together with two friends), that is, to football training.',
          },
        },
        evidence: ['zusammen mit zwei Freunden mit dem Rad dorthin'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Was macht die Familie nach dem Jahr?',
        options: {
          a: 'Sie kauft wieder ein eigenes Auto.',
          b: 'Sie bleibt Mitglied im Carsharing-Verein.',
          c: 'Jonas fährt im Winter mit dem Auto zum Bahnhof.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'negation',
            de: 'Im Text steht das Gegenteil: „Ein eigenes Auto will die Familie trotzdem nicht mehr kaufen.“',
            en: 'The text says the opposite: [[Ein eigenes Auto will die Familie trotzdem nicht mehr kaufen.]] (The family still does not want to buy a car of its own.)',
          },
          b: {
            trap: 'key',
            de: '„Das Lastenrad und die Mitgliedschaft im Carsharing-Verein behalten die Lindners.“ Sie bleiben also Mitglied.',
            en: '[[Das Lastenrad und die Mitgliedschaft im Carsharing-Verein behalten die Lindners.]] (The Lindners keep the cargo bike and their car-sharing membership.) So they stay members.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Im Winter nimmt Jonas „öfter den Bus zum Bahnhof“, nicht ein Auto.',
            en: 'In winter Jonas takes [[öfter den Bus zum Bahnhof]] (the bus to the station more often), not a car.',
          },
        },
        evidence: ['die Mitgliedschaft im Carsharing-Verein behalten die Lindners'],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
    ],
  },

  reading3: {
    adverts: {
      a: {
        title: 'Kletterzentrum Felsenfest: Jugend-Klettertag',
        text: 'In den Herbstferien, vom 14. bis 18. Oktober, bieten wir jeden Tag von 10 bis 16 Uhr einen Klettertag für alle von 12 bis 17 Jahren an. Erfahrung braucht ihr nicht, unsere Trainer zeigen euch alles. 35 Euro mit Ausrüstung und Mittagessen.',
      },
      b: {
        title: 'Pension Möwe, Hamburg-St. Georg',
        text: 'Gemütliche Doppelzimmer ab 58 Euro pro Nacht, Frühstück 8 Euro pro Person. Nur 300 Meter vom Hauptbahnhof, ideal für einen Städtetrip. Bitte beachten Sie: Haustiere können wir leider nicht aufnehmen.',
      },
      c: {
        title: 'Klettern im Elbsandsteingebirge',
        text: 'Ein Wochenende draußen am Fels: von Freitag bis Sonntag mit erfahrenem Bergführer, Übernachtung in einer Hütte. Termine von Mai bis September. Nur für Erwachsene, die in der Kletterhalle schon sicher klettern. 189 Euro pro Person.',
      },
      d: {
        title: 'Neustadt im Doppeldeckerbus',
        text: 'In einer Stunde zu allen Sehenswürdigkeiten der Stadt – ganz bequem im Sitzen! Abfahrt täglich um 10, 12 und 15 Uhr am Bahnhofsplatz. Alle Erklärungen gibt es nur auf Deutsch. Erwachsene 15 Euro, Senioren 12 Euro.',
      },
      e: {
        title: 'Kellerbar Blaue Note',
        text: 'Jeden Freitag ab 20.30 Uhr: Live-Jazz mit Bands aus der Region. Diese Woche spielt das Trio „Sommernacht“. Eintritt 14 Euro, Studierende 10 Euro. Kleine Speisen und Getränke gibt es an der Bar. Lindenstraße 7, Neustadt.',
      },
      f: {
        title: 'Hotel am Hafen, Hamburg-Altona',
        text: 'Ruhige Doppelzimmer mit Frühstück für 74 Euro pro Nacht, nur fünf Minuten zu Fuß zur Elbe. Ihr Hund ist bei uns herzlich willkommen – ohne Aufpreis! Decke und Napf stehen im Zimmer bereit.',
      },
      g: {
        title: 'Flughafen-Express',
        text: 'Vom Busbahnhof Neustadt direkt zum Flughafen: jeden Tag ab 3.30 Uhr alle 30 Minuten, auch am Wochenende und an Feiertagen. Fahrzeit 40 Minuten. Einfache Fahrt 9,50 Euro, Tickets im Bus oder online.',
      },
      h: {
        title: 'Gasthaus Zur Linde',
        text: 'Gute regionale Küche und Platz zum Feiern! Unser Nebenraum bietet Platz für Gruppen bis 40 Personen – ideal für Geburtstage und Familienfeste. Geöffnet Dienstag bis Sonntag von 17 bis 23 Uhr. Reservierung unter 0561 73 12 80.',
      },
      i: {
        title: 'Jazz an Bord',
        text: 'Jeden Samstag um 19.30 Uhr legt die MS Lady am Ufer des Neustädter Sees ab: drei Stunden Live-Jazz und ein großes Buffet unter dem Abendhimmel. Karten 29 Euro pro Person, Tischreservierung empfohlen. Zutritt erst ab 16 Jahren.',
      },
      j: {
        title: 'Neustadt zu Fuß entdecken',
        text: 'Zwei Stunden mit unseren Stadtführerinnen und Stadtführern durch die Altstadt, vom Rathaus bis zum alten Hafen. Auf Deutsch täglich um 11 Uhr, auf Englisch samstags und sonntags um 14 Uhr. Treffpunkt: Touristinfo am Markt. 12 Euro.',
      },
      k: {
        title: 'MS Seeblick: Rundfahrten auf dem Neustädter See',
        text: 'Täglich um 10, 13 und 15 Uhr, Dauer 90 Minuten. Erwachsene 9 Euro, Kinder unter 6 Jahren fahren kostenlos. Familienkarte (2 Erwachsene, bis zu 3 Kinder) 24 Euro. Bitte beachten Sie: Hunde dürfen nicht an Bord.',
      },
      l: {
        title: 'Café am See',
        text: 'Hausgemachte Torten und kleine Gerichte mit Blick aufs Wasser. Für Feiern mit bis zu 25 Personen reservieren wir Ihnen gern unseren Wintergarten. Geöffnet täglich von 9 bis 18 Uhr.',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 13: ein Klettertag für Jugendliche von 12 bis 17 Jahren, auch ohne Erfahrung.',
        en: 'The advert for situation 13: a climbing day for young people aged 12 to 17, no experience needed.',
      },
      b: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 11: günstig und in Hamburg. Aber „Haustiere können wir leider nicht aufnehmen“, und die Petersens kommen mit Hund.',
        en: 'Almost fits situation 11: cheap and in Hamburg. But [[Haustiere können wir leider nicht aufnehmen]] (unfortunately we cannot take pets), and the Petersens are bringing their dog.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: ein Kletterwochenende draußen, nur für Erwachsene mit Erfahrung.',
        en: 'The advert for situation 20: a climbing weekend outdoors, only for adults with experience.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 19: eine Stadtrundfahrt im Bus, bei der man sitzen kann.',
        en: 'The advert for situation 19: a city tour by bus on which you can stay seated.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: Jazz am Freitagabend für 14 Euro.',
        en: 'The advert for situation 17: jazz on Friday evening for 14 euros.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: ein Hotel in Hamburg für 74 Euro, Hunde sind willkommen.',
        en: 'The advert for situation 11: a hotel in Hamburg from 74 euros; dogs are welcome.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: ein Bus zum Flughafen, jeden Tag ab 3.30 Uhr, für 9,50 Euro.',
        en: 'The advert for situation 15: a bus to the airport, every day from 3.30 am, for 9.50 euros.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 14: ein Gasthaus mit Raum für Gruppen bis 40 Personen, abends geöffnet.',
        en: 'The advert for situation 14: a restaurant with a room for groups of up to 40, open in the evening.',
      },
      i: {
        trap: 'wrong-detail',
        de: 'Eine Schiffsfahrt mit Jazz, aber nur samstags am Abend, für 29 Euro und erst ab 16 Jahren. Sie passt fast zu mehreren Situationen (16, 17, 18), aber zu keiner ganz.',
        en: 'A boat trip with jazz, but only on Saturday evenings, for 29 euros, and only from age 16. It almost fits several situations (16, 17, 18) but none completely.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: eine Stadtführung zu Fuß, samstags auch auf Englisch.',
        en: 'The advert for situation 12: a walking tour of the town, on Saturdays also in English.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: Schiffsfahrt auf dem See, Familienkarte 24 Euro. Für Situation 18 passt sie nicht: Hunde dürfen nicht an Bord.',
        en: 'The advert for situation 16: a boat trip on the lake, family ticket 24 euros. It does not fit situation 18: dogs are not allowed on board.',
      },
      l: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 14: Man kann dort mit einer Gruppe feiern. Aber das Café ist nur „von 9 bis 18 Uhr“ geöffnet, Frau Yılmaz möchte am Abend feiern.',
        en: 'Almost fits situation 14: you can hold a party there. But the café is open only [[von 9 bis 18 Uhr]] (from 9 am to 6 pm), and Frau Yılmaz wants to celebrate in the evening.',
      },
      x: {
        trap: 'no-advert',
        de: 'x ist nur richtig, wenn keine Anzeige alle Bedingungen erfüllt. Das ist nur bei Situation 18 so: Auf die MS Seeblick dürfen keine Hunde, und „Jazz an Bord“ gibt es nur samstags am Abend.',
        en: 'x is right only when no advert meets every condition. That is the case only in situation 18: dogs are not allowed on the MS Seeblick, and [[Jazz an Bord]] runs only on Saturday evenings.',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Herr und Frau Petersen möchten mit ihrem Hund ein Wochenende in Hamburg verbringen. Das Hotelzimmer darf höchstens 80 Euro pro Nacht kosten.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Hamburg, Zimmer „für 74 Euro pro Nacht“, und „Ihr Hund ist bei uns herzlich willkommen“. Alles passt.',
            en: 'Hamburg, rooms [[für 74 Euro pro Nacht]] (74 euros a night), and [[Ihr Hund ist bei uns herzlich willkommen]] (your dog is very welcome). Everything fits.',
          },
          b: {
            trap: 'one-condition',
            de: 'Auch Hamburg und sogar billiger, aber: „Haustiere können wir leider nicht aufnehmen.“ Der Hund darf nicht mit.',
            en: 'Also Hamburg and even cheaper, but: [[Haustiere können wir leider nicht aufnehmen.]] (unfortunately we cannot take pets). The dog cannot come.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Hier gibt es auch eine Übernachtung am Wochenende, aber in einer Hütte im Gebirge, nicht in Hamburg.',
            en: 'This also offers a weekend stay, but in a mountain hut, not in Hamburg.',
          },
        },
        evidence: ['Ihr Hund ist bei uns herzlich willkommen', 'für 74 Euro pro Nacht'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation:
          'Kenji aus Japan spricht Englisch, aber kein Deutsch. Er ist am Samstag in Neustadt und möchte die Stadt mit einer Führung kennenlernen.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Eine Stadtführung „auf Englisch samstags und sonntags um 14 Uhr“. Sprache und Tag passen.',
            en: 'A guided tour [[auf Englisch samstags und sonntags um 14 Uhr]] (in English on Saturdays and Sundays at 2 pm). Language and day both fit.',
          },
          d: {
            trap: 'one-condition',
            de: 'Auch eine Tour durch die Stadt, aber: „Alle Erklärungen gibt es nur auf Deutsch.“ Kenji versteht kein Deutsch.',
            en: 'Also a tour of the town, but: [[Alle Erklärungen gibt es nur auf Deutsch.]] (All commentary is in German only.) Kenji does not understand German.',
          },
          k: {
            trap: 'wrong-detail',
            de: 'Eine Rundfahrt auf dem See, keine Führung durch die Stadt. Von Englisch steht nichts in der Anzeige.',
            en: 'A round trip on the lake, not a guided tour of the town. The advert says nothing about English.',
          },
        },
        evidence: ['auf Englisch samstags und sonntags um 14 Uhr'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Emil (15) und zwei Freunde haben noch nie geklettert. Sie möchten in den Herbstferien einen Tag lang klettern.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Ein Klettertag „in den Herbstferien“ für alle „von 12 bis 17 Jahren“, und „Erfahrung braucht ihr nicht“. Alles passt.',
            en: 'A climbing day [[in den Herbstferien]] (in the autumn holidays) for everyone [[von 12 bis 17 Jahren]] (aged 12 to 17), and [[Erfahrung braucht ihr nicht]] (you need no experience). Everything fits.',
          },
          c: {
            trap: 'one-condition',
            de: 'Auch Klettern, aber: „Nur für Erwachsene, die in der Kletterhalle schon sicher klettern.“ Emil ist 15 und hat keine Erfahrung.',
            en: 'Also climbing, but [[Nur für Erwachsene, die in der Kletterhalle schon sicher klettern]] (only for adults who already climb confidently indoors). Emil is 15 and has no experience.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige a erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert a meets every condition, so x is wrong.',
          },
        },
        evidence: ['Klettertag für alle von 12 bis 17 Jahren', 'Erfahrung braucht ihr nicht'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Frau Yılmaz möchte am Samstagabend mit 16 Verwandten, darunter auch Kinder, den 70. Geburtstag ihrer Mutter in einem Restaurant feiern.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Ein Gasthaus mit Raum „für Gruppen bis 40 Personen“, „ideal für Geburtstage“, und samstags bis 23 Uhr geöffnet.',
            en: 'A restaurant with a room [[für Gruppen bis 40 Personen]] (for groups of up to 40), [[ideal für Geburtstage]] (ideal for birthdays), and open on Saturdays until 11 pm.',
          },
          l: {
            trap: 'one-condition',
            de: 'Man kann hier mit 25 Personen feiern, aber das Café ist nur „von 9 bis 18 Uhr“ geöffnet, nicht am Abend.',
            en: 'You can hold a party for 25 here, but the café is open only [[von 9 bis 18 Uhr]] (from 9 am to 6 pm), not in the evening.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Samstagabend mit Buffet, aber auf einem Schiff, nicht in einem Restaurant, und „Zutritt erst ab 16 Jahren“. Die Kinder dürfen nicht mit.',
            en: 'Saturday evening with a buffet, but on a boat, not in a restaurant, and [[Zutritt erst ab 16 Jahren]] (entry only from age 16). The children could not come.',
          },
        },
        evidence: ['Platz für Gruppen bis 40 Personen', 'Dienstag bis Sonntag von 17 bis 23 Uhr'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation:
          'Herr Öztürk muss am Sonntag um 5 Uhr morgens am Flughafen sein. Er hat kein Auto und möchte für die Fahrt höchstens 15 Euro bezahlen.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Der Bus fährt „jeden Tag ab 3.30 Uhr“, auch am Wochenende, und kostet 9,50 Euro. Mit dem Bus um 4 Uhr ist Herr Öztürk um 4.40 Uhr am Flughafen.',
            en: 'The bus runs [[jeden Tag ab 3.30 Uhr]] (every day from 3.30 am), also at weekends, and costs 9.50 euros. On the 4 am bus Herr Öztürk is at the airport at 4.40.',
          },
          d: {
            trap: 'same-word',
            de: 'Auch ein Bus am Bahnhof, aber eine Stadtrundfahrt, nicht zum Flughafen. Die erste Fahrt ist außerdem erst um 10 Uhr.',
            en: 'Also a bus from the station area, but a city tour, not to the airport. And the first trip is only at 10 am.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige g erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert g meets every condition, so x is wrong.',
          },
        },
        evidence: ['jeden Tag ab 3.30 Uhr alle 30 Minuten', 'Einfache Fahrt 9,50 Euro'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Familie Novak möchte am Sonntag mit ihren Kindern (4 und 7 Jahre) eine Schiffsfahrt auf dem See machen. Sie möchte dafür höchstens 30 Euro ausgeben.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Fahrten „täglich“, also auch sonntags, und die „Familienkarte“ kostet 24 Euro. Das ist unter 30 Euro.',
            en: 'Trips run [[Täglich]] (daily), so also on Sundays, and the [[Familienkarte]] (family ticket) costs 24 euros. That is under 30 euros.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Auch eine Schiffsfahrt auf dem See, aber nur samstags am Abend, für 29 Euro pro Person und „erst ab 16 Jahren“.',
            en: 'Also a boat trip on the lake, but only on Saturday evenings, 29 euros per person, and [[erst ab 16 Jahren]] (only from age 16).',
          },
          l: {
            trap: 'same-word',
            de: 'Das Café liegt am See, aber es bietet keine Schiffsfahrt an.',
            en: 'The café is by the lake, but it does not offer a boat trip.',
          },
        },
        evidence: ['Familienkarte (2 Erwachsene, bis zu 3 Kinder) 24 Euro'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation:
          'Maria hört gern Jazz. Sie sucht für Freitagabend ein Konzert; die Karte soll höchstens 20 Euro kosten.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„Jeden Freitag ab 20.30 Uhr: Live-Jazz“, und der Eintritt kostet 14 Euro. Tag, Musik und Preis passen.',
            en: '[[Jeden Freitag ab 20.30 Uhr: Live-Jazz]] (live jazz every Friday from 8.30 pm), and entry costs 14 euros. Day, music and price all fit.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Auch Live-Jazz am Abend, aber „jeden Samstag“ und für 29 Euro. Tag und Preis passen nicht.',
            en: 'Also live jazz in the evening, but [[Jeden Samstag]] (every Saturday) and for 29 euros. Neither the day nor the price fits.',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige e erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert e meets every condition, so x is wrong.',
          },
        },
        evidence: ['Jeden Freitag ab 20.30 Uhr: Live-Jazz', 'Eintritt 14 Euro'],
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
            de: 'Keine Anzeige passt ganz. Die MS Seeblick fährt auch sonntags, aber „Hunde dürfen nicht an Bord“. „Jazz an Bord“ gibt es nur samstags am Abend.',
            en: 'No advert fits completely. The MS Seeblick also sails on Sundays, but [[Hunde dürfen nicht an Bord]] (dogs are not allowed on board). [[Jazz an Bord]] is only on Saturday evenings.',
          },
          k: {
            trap: 'one-condition',
            de: 'Schiffsfahrt auf dem See, auch am Sonntagnachmittag um 13 und 15 Uhr. Aber: „Hunde dürfen nicht an Bord.“',
            en: 'A boat trip on the lake, also on Sunday afternoons at 1 and 3 pm. But: [[Hunde dürfen nicht an Bord.]] (Dogs are not allowed on board.)',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Auch eine Schiffsfahrt auf dem See, aber „jeden Samstag um 19.30 Uhr“, nicht am Sonntagnachmittag.',
            en: 'Also a boat trip on the lake, but [[Jeden Samstag um 19.30 Uhr]] (every Saturday at 7.30 pm), not on Sunday afternoon.',
          },
        },
        evidence: ['Hunde dürfen nicht an Bord', 'Jeden Samstag um 19.30 Uhr'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Herr Brandt (79) aus Kassel kann nicht mehr lange laufen. Er möchte bei seinem Besuch in Neustadt trotzdem möglichst viele Sehenswürdigkeiten sehen.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Die Busfahrt führt „zu allen Sehenswürdigkeiten der Stadt“, und man sitzt: „ganz bequem im Sitzen“.',
            en: 'The bus trip goes [[zu allen Sehenswürdigkeiten der Stadt]] (to all the sights of the town), and you stay seated: [[ganz bequem im Sitzen]] (comfortably seated).',
          },
          j: {
            trap: 'one-condition',
            de: 'Auch eine Stadtführung, aber „zu Fuß“ und zwei Stunden lang. So lange kann Herr Brandt nicht laufen.',
            en: 'Also a tour of the town, but [[zu Fuß]] (on foot) and for two hours. Herr Brandt cannot walk that long.',
          },
          k: {
            trap: 'wrong-detail',
            de: 'Auf dem Schiff muss man nicht laufen, aber man sieht den See, nicht die Sehenswürdigkeiten der Stadt.',
            en: 'On the boat you need not walk, but you see the lake, not the sights of the town.',
          },
        },
        evidence: ['zu allen Sehenswürdigkeiten der Stadt – ganz bequem im Sitzen'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation:
          'Nina (28) und Jens (31) klettern seit zwei Jahren in der Halle. Im Sommer möchten sie ein ganzes Wochenende draußen in den Bergen klettern.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: '„Ein Wochenende draußen am Fels“ von Mai bis September, für Erwachsene, „die in der Kletterhalle schon sicher klettern“. Das sind Nina und Jens.',
            en: '[[Ein Wochenende draußen am Fels]] (a weekend outdoors on the rock) from May to September, for adults [[die in der Kletterhalle schon sicher klettern]] (who already climb confidently indoors). That is Nina and Jens.',
          },
          a: {
            trap: 'one-condition',
            de: 'Auch Klettern, aber nur ein Tag im Oktober und nur für Jugendliche „von 12 bis 17 Jahren“.',
            en: 'Also climbing, but only one day in October and only for young people [[von 12 bis 17 Jahren]] (aged 12 to 17).',
          },
          x: {
            trap: 'no-advert',
            de: 'Anzeige c erfüllt alle Bedingungen. Deshalb ist x falsch.',
            en: 'Advert c meets every condition, so x is wrong.',
          },
        },
        evidence: ['Ein Wochenende draußen am Fels', 'die in der Kletterhalle schon sicher klettern'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
    ],
  },

  language1: {
    text: 'Betreff: Heizung in der Gartenstraße 12 funktioniert nicht\n\nSehr geehrte Damen und Herren,\n\nich wohne seit drei Jahren in Ihrem Haus in der Gartenstraße 12, {21} 2. Stock links. Leider muss ich Ihnen mitteilen, {22} die Heizung in meiner Wohnung seit Montag nicht mehr funktioniert. Die Heizkörper im Wohnzimmer und im Schlafzimmer bleiben kalt, obwohl ich sie ganz aufgedreht habe. Auch meine Nachbarin, Frau Koch, {23} das gleiche Problem.\n\nAm Dienstag habe ich schon bei Ihnen angerufen, {24} leider hat sich niemand zurückgemeldet. Nachts ist es draußen schon sehr kalt, und in der Wohnung sind es nur noch 15 Grad. Meine Tochter, {25} erst zwei Jahre alt ist, hat sich schon erkältet.\n\nIch bitte Sie deshalb, so schnell wie möglich einen Handwerker zu {26}. Von Montag bis Freitag arbeite ich bis 17 Uhr. Ein Termin {27} 17.30 Uhr wäre für mich ideal. Am Samstag bin ich den ganzen Tag zu Hause. Falls ich nicht da bin, kann der Handwerker {28} Schlüssel bei Frau Koch im Erdgeschoss abholen.\n\nKönnten Sie mir bitte bis Freitag mitteilen, {29} der Handwerker vielleicht schon am Samstag kommen kann? Ich {30} mich über eine schnelle Antwort sehr freuen.\n\nMit freundlichen Grüßen\nElena Marković',
    items: [
      {
        n: 21,
        options: { a: 'am', b: 'in', c: 'im' },
        key: 'c',
        why: {
          a: {
            trap: 'preposition',
            de: 'Man wohnt in einem Stockwerk, nicht an einem: „im 2. Stock“, nicht „am 2. Stock“.',
            en: 'You live in a storey, not on it in German: [[im 2. Stock]], not [[am 2. Stock]].',
          },
          b: {
            trap: 'form',
            de: 'Vor „2. Stock“ fehlt dann der Artikel. Richtig ist in + dem = „im 2. Stock“.',
            en: 'Then the article is missing before [[2. Stock]]. Correct is in + dem = [[im 2. Stock]].',
          },
          c: {
            trap: 'key',
            de: 'Wo? → in + Dativ: in dem Stock = „im 2. Stock“ (der Stock, maskulin).',
            en: 'Where? → in + dative: in dem Stock = [[im 2. Stock]] ([[der Stock]] is masculine).',
          },
        },
        evidence: ['2. Stock links'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 22,
        options: { a: 'ob', b: 'dass', c: 'weil' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: '„ob“ steht bei einer offenen Ja/Nein-Frage. Frau Marković weiß aber sicher: Die Heizung funktioniert nicht.',
            en: '[[ob]] (whether) introduces an open yes/no question. But Frau Marković knows for sure that the heating is not working.',
          },
          b: {
            trap: 'key',
            de: '„mitteilen, dass …“: Nach „mitteilen“ folgt der Inhalt der Nachricht mit „dass“.',
            en: '[[mitteilen, dass …]] (to inform someone that …): after [[mitteilen]] the content of the message follows with [[dass]].',
          },
          c: {
            trap: 'connector',
            de: '„weil“ nennt einen Grund. Hier fehlt aber, was sie mitteilt, nicht warum.',
            en: '[[weil]] (because) gives a reason. But what is missing here is what she reports, not why.',
          },
        },
        evidence: ['Leider muss ich Ihnen mitteilen'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 23,
        options: { a: 'haben', b: 'habe', c: 'hat' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„haben“ passt zu „wir“, „sie“ (Plural) oder „Sie“. Das Subjekt ist aber eine Person: meine Nachbarin.',
            en: '[[haben]] goes with [[wir]], plural [[sie]] or [[Sie]]. But the subject is one person: [[meine Nachbarin]].',
          },
          b: {
            trap: 'form',
            de: '„habe“ passt zu „ich“. Das Subjekt ist „meine Nachbarin“ (3. Person Singular).',
            en: '[[habe]] goes with [[ich]]. The subject is [[meine Nachbarin]] (third person singular).',
          },
          c: {
            trap: 'key',
            de: 'Subjekt „meine Nachbarin, Frau Koch“ = sie → „sie hat“.',
            en: 'Subject [[meine Nachbarin, Frau Koch]] = [[sie]] (she) → [[sie hat]].',
          },
        },
        evidence: ['Auch meine Nachbarin, Frau Koch,'],
        teaches: { sheet: 'language-elements-patterns', section: 'verb-forms' },
      },
      {
        n: 24,
        options: { a: 'aber', b: 'weil', c: 'trotzdem' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Ein Gegensatz: Sie hat angerufen, aber niemand hat sich gemeldet. Nach „aber“ bleibt die Wortstellung normal: „leider hat sich …“.',
            en: 'A contrast: she phoned, but nobody got back to her. After [[aber]] the word order stays normal: [[leider hat sich …]].',
          },
          b: {
            trap: 'connector',
            de: 'Nach „weil“ steht das Verb am Ende („weil sich leider niemand zurückgemeldet hat“). Hier steht „hat“ auf Position 2. Auch die Bedeutung passt nicht.',
            en: 'After [[weil]] the verb goes to the end ([[weil sich leider niemand zurückgemeldet hat]]). Here [[hat]] is in position 2. The meaning does not fit either.',
          },
          c: {
            trap: 'word-class',
            de: 'Nach „trotzdem“ muss sofort das Verb kommen („trotzdem hat sich leider …“). Hier steht aber „leider“ vor dem Verb.',
            en: 'After [[trotzdem]] the verb must come straight away ([[trotzdem hat sich leider …]]). Here [[leider]] stands before the verb.',
          },
        },
        evidence: ['leider hat sich niemand zurückgemeldet'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 25,
        options: { a: 'der', b: 'deren', c: 'die' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„der“ passt zu einem maskulinen Nomen im Nominativ. „Tochter“ ist feminin.',
            en: '[[der]] goes with a masculine noun in the nominative. [[Tochter]] is feminine.',
          },
          b: {
            trap: 'form',
            de: '„deren“ ist Genitiv und braucht ein Nomen danach („deren Zimmer …“). Hier ist das Relativpronomen das Subjekt.',
            en: '[[deren]] is genitive and needs a noun after it ([[deren Zimmer …]]). Here the relative pronoun is the subject.',
          },
          c: {
            trap: 'key',
            de: '„die Tochter“ ist feminin, und im Relativsatz ist sie das Subjekt (Nominativ): „die erst zwei Jahre alt ist“.',
            en: '[[die Tochter]] is feminine, and in the relative clause she is the subject (nominative): [[die erst zwei Jahre alt ist]].',
          },
        },
        evidence: ['Meine Tochter,', 'erst zwei Jahre alt ist'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 26,
        options: { a: 'geschickt', b: 'schicken', c: 'schickt' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„geschickt“ ist das Partizip II. Nach „zu“ braucht man den Infinitiv.',
            en: '[[geschickt]] is the past participle. After [[zu]] you need the infinitive.',
          },
          b: {
            trap: 'key',
            de: '„Ich bitte Sie, … zu schicken“: Infinitiv mit „zu“ am Satzende.',
            en: '[[Ich bitte Sie, … zu schicken]] (I ask you to send …): infinitive with [[zu]] at the end of the clause.',
          },
          c: {
            trap: 'form',
            de: '„schickt“ ist eine konjugierte Form. Nach „zu“ steht nie eine konjugierte Form.',
            en: '[[schickt]] is a conjugated form. A conjugated form never follows [[zu]].',
          },
        },
        evidence: ['Ich bitte Sie deshalb', 'einen Handwerker zu'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'infinitive-clauses' },
      },
      {
        n: 27,
        options: { a: 'ab', b: 'seit', c: 'zwischen' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Sie arbeitet „bis 17 Uhr“, also passt ein Termin „ab 17.30 Uhr“: von diesem Zeitpunkt an.',
            en: 'She works [[bis 17 Uhr]] (until 5 pm), so an appointment [[ab 17.30 Uhr]] (from 5.30 pm on) fits.',
          },
          b: {
            trap: 'preposition',
            de: '„seit“ beginnt in der Vergangenheit und dauert bis jetzt. Der Termin liegt aber in der Zukunft.',
            en: '[[seit]] (since) starts in the past and lasts until now. But the appointment is in the future.',
          },
          c: {
            trap: 'preposition',
            de: '„zwischen“ braucht zwei Zeitpunkte („zwischen 17.30 und 19 Uhr“). Hier steht nur einer.',
            en: '[[zwischen]] (between) needs two times ([[zwischen 17.30 und 19 Uhr]]). Here there is only one.',
          },
        },
        evidence: ['arbeite ich bis 17 Uhr'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 28,
        options: { a: 'dem', b: 'der', c: 'den' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„dem“ ist Dativ. „abholen“ braucht aber ein Akkusativobjekt.',
            en: '[[dem]] is dative. But [[abholen]] (to collect) takes an accusative object.',
          },
          b: {
            trap: 'form',
            de: '„der Schlüssel“ ist Nominativ. Das Subjekt ist aber schon „der Handwerker“.',
            en: '[[der Schlüssel]] is nominative. But the subject is already [[der Handwerker]].',
          },
          c: {
            trap: 'key',
            de: 'Was holt er ab? → Akkusativ, „der Schlüssel“ ist maskulin → „den Schlüssel“.',
            en: 'What does he collect? → accusative; [[der Schlüssel]] is masculine → [[den Schlüssel]].',
          },
        },
        evidence: ['Schlüssel bei Frau Koch im Erdgeschoss abholen'],
        teaches: { sheet: 'b1-core-grammar', section: 'articles-cases' },
      },
      {
        n: 29,
        options: { a: 'ob', b: 'wenn', c: 'als' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Eine indirekte Ja/Nein-Frage: Kann der Handwerker am Samstag kommen – ja oder nein? → „mitteilen, ob …“.',
            en: 'An indirect yes/no question: can the tradesman come on Saturday, yes or no? → [[mitteilen, ob …]] (tell me whether …).',
          },
          b: {
            trap: 'connector',
            de: 'Englisch „if“ heißt in einer indirekten Frage „ob“, nicht „wenn“. „wenn“ nennt eine Bedingung oder eine Zeit.',
            en: 'English "if" in an indirect question is [[ob]], not [[wenn]]. [[wenn]] states a condition or a time.',
          },
          c: {
            trap: 'connector',
            de: '„als“ steht bei einem einmaligen Ereignis in der Vergangenheit. Hier geht es um eine Frage über die Zukunft.',
            en: '[[als]] (when) is for a single event in the past. Here it is a question about the future.',
          },
        },
        evidence: ['Könnten Sie mir bitte bis Freitag mitteilen', 'schon am Samstag kommen kann?'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'subordinate-clauses' },
      },
      {
        n: 30,
        options: { a: 'hätte', b: 'würde', c: 'wäre' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„hätte“ ist Konjunktiv II von „haben“. Mit dem Infinitiv „freuen“ am Ende braucht man „würde“.',
            en: '[[hätte]] is the Konjunktiv II of [[haben]]. With the infinitive [[freuen]] at the end you need [[würde]].',
          },
          b: {
            trap: 'key',
            de: 'Höfliche Bitte: „Ich würde mich … sehr freuen.“ „würde“ + Infinitiv am Ende.',
            en: 'Polite request: [[Ich würde mich … sehr freuen.]] (I would be very pleased …) [[würde]] + infinitive at the end.',
          },
          c: {
            trap: 'form',
            de: '„wäre“ ist Konjunktiv II von „sein“. „Ich wäre mich … freuen“ ist kein richtiger Satz.',
            en: '[[wäre]] is the Konjunktiv II of [[sein]]. [[Ich wäre mich … freuen]] is not a correct sentence.',
          },
        },
        evidence: ['mich über eine schnelle Antwort sehr freuen'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'konjunktiv-ii' },
      },
    ],
  },

  language2: {
    text: 'Helfen Sie mit: Ehrenamt beim TSV Grünwald\n\nDer TSV Grünwald hat so viele junge Mitglieder wie noch nie: Über 200 Kinder und Jugendliche trainieren in unseren 14 Jugendmannschaften. Darüber freuen wir uns sehr! Wir brauchen aber dringend Unterstützung, {31} alle Teams auch in Zukunft regelmäßig trainieren können.\n\nWir suchen Eltern, Großeltern und alle anderen, die ein paar Stunden pro Woche {32} für den Verein haben. Sie müssen kein Profi sein! Wer eine Mannschaft als Trainerin oder Trainer {33} möchte, besucht zuerst einen {34} Kurs beim Landessportbund. Die Kosten übernimmt der Verein. Aber auch ohne Trainerlizenz gibt es viele {35}: Sie können bei Turnieren am Kuchenstand helfen, die Kinder mit dem Auto zu Auswärtsspielen {36} oder die Trikots waschen.\n\nWas bekommen Sie dafür? Geld {37} wir leider nicht zahlen. Aber Sie lernen nette Menschen kennen und erleben, wie viel {38} die Kinder beim Sport haben. Außerdem sind alle Helferinnen und Helfer jedes Jahr zu unserem Sommerfest {39}.\n\nHaben Sie Interesse? Dann melden Sie sich bis zum 31. März {40} unserer Jugendleiterin Petra Wolff. Sie beantwortet gern alle Ihre Fragen.',
    box: {
      a: 'Aufgaben',
      b: 'bei',
      c: 'damit',
      d: 'deshalb',
      e: 'eingeladen',
      f: 'Einladung',
      g: 'fahren',
      h: 'können',
      i: 'kostenlosen',
      j: 'leiten',
      k: 'Mitglieder',
      l: 'müssen',
      m: 'ohne',
      n: 'Spaß',
      o: 'Zeit',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: „viele Aufgaben“ – danach folgen Beispiele für Arbeiten im Verein.',
        en: 'Belongs in gap 35: [[viele Aufgaben]] (many tasks); examples of jobs in the club follow.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: „sich bei jemandem melden“.',
        en: 'Belongs in gap 40: [[sich bei jemandem melden]] (to get in touch with someone).',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: „damit“ nennt ein Ziel, das Verb „können“ steht am Ende.',
        en: 'Belongs in gap 31: [[damit]] (so that) gives an aim; the verb [[können]] is at the end.',
      },
      d: {
        trap: 'word-class',
        de: 'Nach „deshalb“ kommt sofort das Verb. In Lücke 31 steht das Verb aber am Ende, also fehlt ein Wort für einen Nebensatz.',
        en: 'After [[deshalb]] (therefore) the verb comes straight away. In gap 31 the verb is at the end, so a word that starts a subordinate clause is missing.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: „sind … zu unserem Sommerfest eingeladen“.',
        en: 'Belongs in gap 39: [[sind … zu unserem Sommerfest eingeladen]] (are invited to our summer party).',
      },
      f: {
        trap: 'word-class',
        de: 'Ein Nomen. In Lücke 39 fehlt nach „sind … zu unserem Sommerfest“ ein Partizip („eingeladen“), kein Nomen.',
        en: 'A noun. In gap 39, after [[sind … zu unserem Sommerfest]], a participle ([[eingeladen]]) is missing, not a noun.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: „die Kinder mit dem Auto zu Auswärtsspielen fahren“.',
        en: 'Belongs in gap 36: [[die Kinder mit dem Auto zu Auswärtsspielen fahren]] (drive the children to away games).',
      },
      h: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: „Geld können wir leider nicht zahlen.“',
        en: 'Belongs in gap 37: [[Geld können wir leider nicht zahlen.]] (Unfortunately we cannot pay money.)',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: „einen kostenlosen Kurs“ – die Kosten übernimmt der Verein.',
        en: 'Belongs in gap 34: [[einen kostenlosen Kurs]] (a free course); the club pays the costs.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: „eine Mannschaft als Trainerin oder Trainer leiten“.',
        en: 'Belongs in gap 33: [[eine Mannschaft als Trainerin oder Trainer leiten]] (to lead a team as coach).',
      },
      k: {
        trap: 'same-word',
        de: 'Das Wort steht schon im ersten Satz. In Lücke 35 passt es nicht: Nach dem Doppelpunkt kommen Arbeiten, keine Personen.',
        en: 'The word is already in the first sentence. It does not fit gap 35: after the colon come jobs, not people.',
      },
      l: {
        trap: 'meaning',
        de: '„Geld müssen wir leider nicht zahlen“ ist grammatisch möglich, aber unlogisch: Nicht zahlen müssen ist nichts Schlechtes, „leider“ passt nicht.',
        en: '[[Geld müssen wir leider nicht zahlen]] is grammatical but illogical: not having to pay is not bad news, so [[leider]] (unfortunately) does not fit.',
      },
      m: {
        trap: 'preposition',
        de: '„ohne“ passt nicht zu „sich melden“ und braucht den Akkusativ, nicht „unserer“ (Dativ).',
        en: '[[ohne]] (without) does not go with [[sich melden]], and it takes the accusative, not [[unserer]] (dative).',
      },
      n: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: „wie viel Spaß die Kinder beim Sport haben“.',
        en: 'Belongs in gap 38: [[wie viel Spaß die Kinder beim Sport haben]] (how much fun the children have at sport).',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: „ein paar Stunden pro Woche Zeit für den Verein haben“.',
        en: 'Belongs in gap 32: [[ein paar Stunden pro Woche Zeit für den Verein haben]] (to have a few hours a week for the club).',
      },
    },
    items: [
      {
        n: 31,
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Ein Ziel: Wozu braucht der Verein Hilfe? Damit alle Teams trainieren können. Das Verb „können“ steht am Ende.',
            en: 'An aim: why does the club need help? [[damit]] (so that) all teams can train. The verb [[können]] is at the end.',
          },
          d: {
            trap: 'word-class',
            de: 'Nach „deshalb“ müsste sofort das Verb kommen. Hier steht „können“ am Ende, also fehlt ein Nebensatz-Wort.',
            en: 'After [[deshalb]] the verb would have to come straight away. Here [[können]] is at the end, so a subordinating word is missing.',
          },
          m: {
            trap: 'word-class',
            de: '„ohne“ ist eine Präposition. Sie kann keinen Nebensatz mit Verb am Ende einleiten.',
            en: '[[ohne]] is a preposition. It cannot start a clause with the verb at the end.',
          },
        },
        evidence: ['regelmäßig trainieren können'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 32,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: 'Feste Verbindung: „Zeit für etwas haben“. Gesucht sind Menschen mit ein paar freien Stunden pro Woche.',
            en: 'Fixed phrase: [[Zeit für etwas haben]] (to have time for something). The club wants people with a few free hours a week.',
          },
          n: {
            trap: 'meaning',
            de: '„Spaß für den Verein haben“ sagt man nicht. Der Satz fragt, wer Stunden übrig hat.',
            en: 'You do not say [[Spaß für den Verein haben]]. The sentence is about who has hours to spare.',
          },
          a: {
            trap: 'meaning',
            de: 'Grammatisch möglich, aber die gesuchten Helfer haben noch keine Aufgaben im Verein. Sie sollen Zeit mitbringen.',
            en: 'Grammatical, but the helpers being sought do not have tasks in the club yet. They should bring time.',
          },
        },
        evidence: ['ein paar Stunden pro Woche', 'für den Verein haben'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 33,
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: '„eine Mannschaft als Trainerin oder Trainer leiten“: Infinitiv nach „möchte“, und die Bedeutung passt.',
            en: '[[eine Mannschaft als Trainerin oder Trainer leiten]] (to lead a team as coach): infinitive after [[möchte]], and the meaning fits.',
          },
          g: {
            trap: 'meaning',
            de: 'Auch ein Infinitiv, aber „eine Mannschaft als Trainer fahren“ ergibt keinen Sinn.',
            en: 'Also an infinitive, but [[eine Mannschaft als Trainer fahren]] makes no sense.',
          },
          h: {
            trap: 'word-class',
            de: 'Ein Modalverb. Nach „möchte“ fehlt ein Vollverb, das sagt, was man mit der Mannschaft tut.',
            en: 'A modal verb. After [[möchte]] a full verb is missing that says what you do with the team.',
          },
        },
        evidence: ['Wer eine Mannschaft als Trainerin oder Trainer', 'möchte'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 34,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Zwischen „einen“ und „Kurs“ fehlt ein Adjektiv mit -en (Akkusativ, maskulin). Und „Die Kosten übernimmt der Verein“: Der Kurs ist kostenlos.',
            en: 'Between [[einen]] and [[Kurs]] an adjective ending in -en is missing (accusative, masculine). And [[Die Kosten übernimmt der Verein]] (the club pays the costs): the course is free.',
          },
          k: {
            trap: 'word-class',
            de: 'Ein Nomen im Plural. Vor „Kurs“ passt kein zweites Nomen.',
            en: 'A plural noun. No second noun fits before [[Kurs]].',
          },
          f: {
            trap: 'word-class',
            de: 'Ein Nomen. Zwischen Artikel und Nomen fehlt ein Adjektiv.',
            en: 'A noun. An adjective is missing between the article and the noun.',
          },
        },
        evidence: ['besucht zuerst einen', 'Die Kosten übernimmt der Verein.'],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 35,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Nach dem Doppelpunkt stehen Arbeiten: Kuchenstand, Fahrten, Trikots waschen. Das sind „viele Aufgaben“.',
            en: 'After the colon come jobs: the cake stall, driving, washing shirts. Those are [[viele Aufgaben]] (many tasks).',
          },
          k: {
            trap: 'same-word',
            de: '„viele Mitglieder“ ist grammatisch möglich, aber nach dem Doppelpunkt folgen Tätigkeiten, keine Personen.',
            en: '[[viele Mitglieder]] is grammatical, but after the colon come activities, not people.',
          },
          f: {
            trap: 'form',
            de: '„Einladung“ ist Singular. Nach „viele“ braucht man ein Nomen im Plural.',
            en: '[[Einladung]] is singular. After [[viele]] you need a plural noun.',
          },
        },
        evidence: ['auch ohne Trainerlizenz gibt es viele', 'am Kuchenstand helfen'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 36,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: '„die Kinder mit dem Auto zu Auswärtsspielen fahren“: „jemanden irgendwohin fahren“. „mit dem Auto“ ist der Hinweis.',
            en: '[[die Kinder mit dem Auto zu Auswärtsspielen fahren]] (drive the children to away games): [[jemanden irgendwohin fahren]]. [[mit dem Auto]] is the clue.',
          },
          j: {
            trap: 'meaning',
            de: 'Auch ein Infinitiv, aber „Kinder mit dem Auto leiten“ ergibt keinen Sinn. „leiten“ gehört zur Mannschaft (Lücke 33).',
            en: 'Also an infinitive, but [[Kinder mit dem Auto leiten]] makes no sense. [[leiten]] belongs with the team (gap 33).',
          },
          e: {
            trap: 'form',
            de: 'Nach „können“ braucht man einen Infinitiv, kein Partizip.',
            en: 'After [[können]] you need an infinitive, not a participle.',
          },
        },
        evidence: ['mit dem Auto zu Auswärtsspielen'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Modalverb + „zahlen“ am Ende. „leider nicht können“: Der Verein hat kein Geld für die Helfer.',
            en: 'Modal verb + [[zahlen]] at the end. [[leider nicht können]] (unfortunately cannot): the club has no money for helpers.',
          },
          l: {
            trap: 'meaning',
            de: '„müssen wir leider nicht zahlen“ ist unlogisch: Nicht zahlen müssen ist nichts Schlechtes, „leider“ passt nicht.',
            en: '[[müssen wir leider nicht zahlen]] is illogical: not having to pay is not bad news, so [[leider]] does not fit.',
          },
          g: {
            trap: 'word-class',
            de: 'Ein Infinitiv. An Position 2 fehlt ein konjugiertes Verb, und „zahlen“ steht schon am Ende.',
            en: 'An infinitive. A conjugated verb is missing in position 2, and [[zahlen]] is already at the end.',
          },
        },
        evidence: ['wir leider nicht zahlen'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 38,
        key: 'n',
        why: {
          n: {
            trap: 'key',
            de: '„Spaß haben“: Die Helfer erleben, wie viel Freude die Kinder beim Sport haben. Das ist eine gute Sache für die Helfer.',
            en: '[[Spaß haben]] (to have fun): helpers see how much fun the children have at sport. That is a reward for the helpers.',
          },
          o: {
            trap: 'meaning',
            de: '„wie viel Zeit die Kinder haben“ ist grammatisch möglich, passt aber nicht: Es geht um etwas Schönes, das die Helfer erleben.',
            en: '[[wie viel Zeit die Kinder haben]] is grammatical but does not fit: the sentence names something nice that helpers experience.',
          },
          a: {
            trap: 'form',
            de: 'Bei einem Plural heißt es „wie viele Aufgaben“, nicht „wie viel“. Auch die Bedeutung passt nicht.',
            en: 'With a plural it is [[wie viele Aufgaben]], not [[wie viel]]. The meaning does not fit either.',
          },
        },
        evidence: ['Aber Sie lernen nette Menschen kennen', 'die Kinder beim Sport haben'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„sind … eingeladen“: „sein“ + Partizip II beschreibt einen Zustand. „zu unserem Sommerfest“ ist der Hinweis.',
            en: '[[sind … eingeladen]] (are invited): [[sein]] + past participle describes a state. [[zu unserem Sommerfest]] is the clue.',
          },
          f: {
            trap: 'word-class',
            de: 'Das passende Thema, aber die falsche Wortart: „sind … zum Sommerfest Einladung“ ist kein Satz. Nach „sind“ fehlt ein Partizip.',
            en: 'The right topic, but the wrong word class: [[sind … zu unserem Sommerfest Einladung]] is not a sentence. A participle is missing after [[sind]].',
          },
          g: {
            trap: 'form',
            de: 'Ein Infinitiv. Mit „sind“ am Anfang braucht man hier ein Partizip II.',
            en: 'An infinitive. With [[sind]] earlier in the clause a past participle is needed here.',
          },
        },
        evidence: ['sind alle Helferinnen und Helfer', 'zu unserem Sommerfest'],
        teaches: { sheet: 'language-elements-patterns', section: 'verb-forms' },
      },
      {
        n: 40,
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: '„sich bei jemandem melden“: „bei“ + Dativ, „unserer Jugendleiterin“ ist Dativ.',
            en: '[[sich bei jemandem melden]] (to get in touch with someone): [[bei]] + dative; [[unserer Jugendleiterin]] is dative.',
          },
          m: {
            trap: 'preposition',
            de: '„ohne“ braucht den Akkusativ und ergibt mit „melden“ keinen Sinn.',
            en: '[[ohne]] (without) takes the accusative and makes no sense with [[melden]].',
          },
          c: {
            trap: 'word-class',
            de: '„damit“ leitet einen Nebensatz ein. Vor „unserer Jugendleiterin“ fehlt eine Präposition.',
            en: '[[damit]] starts a subordinate clause. A preposition is missing before [[unserer Jugendleiterin]].',
          },
        },
        evidence: ['Dann melden Sie sich', 'unserer Jugendleiterin Petra Wolff'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
    ],
  },
  ...listening,
  writing: writing3,
  oral: oral3,
} satisfies ModelTest;
