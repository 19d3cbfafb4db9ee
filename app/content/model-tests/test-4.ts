import { listening4 as listening } from './listening-4';
import { oral4 } from './oral-4';
import { writing4 } from './writing-4';
import type { ModelTest } from './schema';

/**
 * Model test 4: Nachrichten aus Falkenried, Azubis führen einen Supermarkt, Natur und Winter,
 * ein Schaden für die Versicherung, ein Kühlschrank zum Teilen. Our own texts, written for the site.
 */
export const modelTest4 = {
  id: '4',
  themes: {
    de: 'Nachrichten aus der Stadt, Azubis im Supermarkt, Natur und Winter, Versicherung, Lebensmittel teilen',
    en: 'Local news, trainees running a supermarket, nature and winter, insurance, sharing food',
  },

  reading1: {
    topics: ['public-offices', 'sleep', 'online-shopping', 'cycling', 'student-life'],
    people: [],
    headlines: {
      a: 'Bürgeramt: Termine gibt es ab März nur noch im Internet',
      b: 'Läden aus der Innenstadt verkaufen jetzt auch online',
      c: 'Mehr Ruhe im Job: längere Mittagspause für alle Mitarbeiter',
      d: 'Bürgeramt: Ohne Termin nur noch an einem Vormittag pro Woche',
      e: 'Innenstadt-Läden bringen Einkäufe ab sofort gratis nach Hause',
      f: 'Zimmer gesucht: Die Stadt bittet um Hilfe für Studierende',
      g: 'Fahrradclub repariert Räder kostenlos',
      h: 'Kurz schlafen in der Pause: Firma richtet Ruheraum ein',
      i: 'Neues Studentenwohnheim öffnet zum Semesterbeginn',
      j: 'Werkzeug und Tipps: Hier reparieren Radfahrer selbst',
    },
    optionNotes: {
      a: {
        trap: 'negation',
        de: 'Lockt bei Text 1: Bürgeramt, März und Termine im Internet stimmen. Aber nicht „nur“ im Internet: „Wer keinen Computer hat, ruft einfach … an.“',
        en: 'Tempting for text 1: the citizens’ office, March and booking online are right. But not [[nur]] (only) online: [[Wer keinen Computer hat, ruft einfach … an.]] (Whoever has no computer simply phones.)',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Die Geschäfte der Innenstadt haben zusammen einen Online-Shop.',
        en: 'The headline of text 3: the town-centre shops have a joint online shop.',
      },
      c: {
        trap: 'negation',
        de: 'Lockt bei Text 2: Es geht um Ruhe und die Mittagspause. Aber die Pause wird nicht länger: „Die Mittagspause bleibt 30 Minuten lang.“',
        en: 'Tempting for text 2: it is about rest and the lunch break. But the break does not get longer: [[Die Mittagspause bleibt 30 Minuten lang.]] (The lunch break stays 30 minutes long.)',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 1: Ohne Termin kann man nur noch donnerstags von 8 bis 12 Uhr kommen.',
        en: 'The headline of text 1: without an appointment you can only come on Thursdays from 8 to 12.',
      },
      e: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 3: Die Läden bringen die Einkäufe nach Hause, und die Lieferung kann kostenlos sein. Aber nur „ab einem Einkauf von 25 Euro“; sonst kostet sie 3,50 Euro.',
        en: 'Tempting for text 3: the shops bring the shopping home, and delivery can be free. But only [[ab einem Einkauf von 25 Euro]] (from a purchase of 25 euros); otherwise it costs 3.50 euros.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 5: Es fehlen Zimmer, und die Stadt bittet die Bürger, Zimmer an Studierende zu vermieten.',
        en: 'The headline of text 5: there are not enough rooms, and the town asks residents to let rooms to students.',
      },
      g: {
        trap: 'partly-true',
        de: 'Lockt bei Text 4: Fahrradclub, Reparatur und „kostenlos“ stehen im Text. Aber der Club repariert nicht selbst: „Reparieren muss aber jeder selbst.“ Kostenlos ist nur die Hilfe.',
        en: 'Tempting for text 4: cycling club, repairs and [[kostenlos]] (free) are in the text. But the club does not do the repairs: [[Reparieren muss aber jeder selbst.]] (But everyone has to do the repair themselves.) Only the help is free.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: In der Firma gibt es einen Ruheraum, in dem man in der Pause kurz schlafen darf.',
        en: 'The headline of text 2: the firm has a rest room where staff may take a short nap in their break.',
      },
      i: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 5: Ein neues Wohnheim wird gebaut, und es geht um den Semesterbeginn. Aber das Wohnheim ist „erst in zwei Jahren fertig“, nicht zum Semesterbeginn.',
        en: 'Tempting for text 5: a new hall of residence is being built, and it is about the start of term. But it will be [[erst in zwei Jahren fertig]] (ready only in two years), not at the start of term.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Im Fahrradkeller liegt Werkzeug bereit, Helfer geben Tipps, und jeder repariert sein Rad selbst.',
        en: 'The headline of text 4: tools are ready in the bike cellar, helpers give tips, and everyone repairs their own bike.',
      },
    },
    items: [
      {
        n: 1,
        text: 'Wer im Bürgeramt Falkenried einen neuen Ausweis beantragen oder sich ummelden möchte, braucht ab dem 1. März einen Termin. Termine kann man auf der Internetseite der Stadt buchen. Wer keinen Computer hat, ruft einfach unter 07742 31 50 an. Bisher konnte man an jedem Vormittag ohne Termin kommen, musste aber oft lange warten. Ohne Termin geht es in Zukunft nur noch donnerstags von 8 bis 12 Uhr. Die Stadt hofft, dass die Wartezeiten so kürzer werden.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Bisher konnte man „an jedem Vormittag ohne Termin kommen“. Jetzt gilt: „Ohne Termin geht es in Zukunft nur noch donnerstags von 8 bis 12 Uhr.“ Das ist ein Vormittag pro Woche.',
            en: 'Until now you could come [[an jedem Vormittag ohne Termin]] (any morning without an appointment). Now: [[Ohne Termin geht es in Zukunft nur noch donnerstags von 8 bis 12 Uhr.]] (In future, without an appointment only on Thursdays from 8 to 12.) That is one morning a week.',
          },
          a: {
            trap: 'negation',
            de: 'Die nächste Falle: Bürgeramt, März und Termine im Internet stimmen. Aber „nur noch im Internet“ ist falsch: „Wer keinen Computer hat, ruft einfach unter 07742 31 50 an.“',
            en: 'The closest trap: the citizens’ office, March and online booking are right. But [[nur noch im Internet]] (only online) is wrong: [[Wer keinen Computer hat, ruft einfach unter 07742 31 50 an.]] (Whoever has no computer simply phones.)',
          },
          f: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 5. Auch dort bittet die Stadt die Bürger um etwas, aber es geht um Zimmer für Studierende, nicht um Termine.',
            en: 'The headline of text 5. There too the town asks residents for something, but it is about rooms for students, not appointments.',
          },
        },
        evidence: [
          'Bisher konnte man an jedem Vormittag ohne Termin kommen',
          'Ohne Termin geht es in Zukunft nur noch donnerstags von 8 bis 12 Uhr.',
          'Wer keinen Computer hat, ruft einfach unter 07742 31 50 an.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 2,
        text: 'Bei der Spedition Nordlicht in Birkhausen gibt es seit Oktober einen Ruheraum. Dort stehen vier bequeme Liegen, und die Mitarbeiterinnen und Mitarbeiter dürfen in ihrer Mittagspause bis zu 20 Minuten schlafen. Die Mittagspause bleibt 30 Minuten lang. Den Platz reserviert man mit einer App. Am Anfang war der Chef skeptisch. Doch nach einem halben Jahr zeigt sich: Wer kurz geschlafen hat, macht am Nachmittag weniger Fehler. Die Firma möchte deshalb bald einen zweiten Raum einrichten.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'In der Firma gibt es „seit Oktober einen Ruheraum“, und man darf „in ihrer Mittagspause bis zu 20 Minuten schlafen“. Genau das sagt die Überschrift.',
            en: 'The firm has had [[seit Oktober einen Ruheraum]] (a rest room since October), and staff may sleep [[in ihrer Mittagspause bis zu 20 Minuten]] (up to 20 minutes in their lunch break). That is what the headline says.',
          },
          c: {
            trap: 'negation',
            de: 'Die nächste Falle: Ruhe, Job und Mittagspause passen zum Text. Aber die Pause wird nicht länger: „Die Mittagspause bleibt 30 Minuten lang.“ Man schläft in der normalen Pause.',
            en: 'The closest trap: rest, the job and the lunch break fit the text. But the break does not get longer: [[Die Mittagspause bleibt 30 Minuten lang.]] (The lunch break stays 30 minutes long.) People sleep in their normal break.',
          },
          j: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Auch dort wird ein Raum in einem Haus genutzt, aber zum Reparieren von Fahrrädern, nicht zum Schlafen.',
            en: 'The headline of text 4. A room in a building is used there too, but for repairing bikes, not for sleeping.',
          },
        },
        evidence: [
          'seit Oktober einen Ruheraum',
          'in ihrer Mittagspause bis zu 20 Minuten schlafen',
          'Die Mittagspause bleibt 30 Minuten lang.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 3,
        text: 'Gute Nachricht für alle, die lieber vom Sofa aus einkaufen: 22 Geschäfte aus der Innenstadt von Birkhausen haben jetzt einen gemeinsamen Online-Shop. Dort findet man Bücher, Kleidung, Spielsachen und vieles mehr. Wer bis 12 Uhr bestellt, bekommt die Ware noch am selben Tag. Ein Fahrradkurier bringt sie bis an die Haustür. Ab einem Einkauf von 25 Euro ist die Lieferung kostenlos, sonst kostet sie 3,50 Euro. Man kann die Ware aber auch selbst im Laden abholen.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: '„22 Geschäfte aus der Innenstadt … haben jetzt einen gemeinsamen Online-Shop.“ Die Läden verkaufen also auch im Internet.',
            en: '[[22 Geschäfte aus der Innenstadt … haben jetzt einen gemeinsamen Online-Shop.]] (22 town-centre shops now have a joint online shop.) So the shops also sell online.',
          },
          e: {
            trap: 'wrong-detail',
            de: 'Die nächste Falle: Die Läden bringen die Ware wirklich nach Hause, und die Lieferung kann kostenlos sein. Aber nur „Ab einem Einkauf von 25 Euro“. Sonst „kostet sie 3,50 Euro“.',
            en: 'The closest trap: the shops really do bring the goods home, and delivery can be free. But only [[Ab einem Einkauf von 25 Euro]] (from a purchase of 25 euros). Otherwise [[kostet sie 3,50 Euro]] (it costs 3.50 euros).',
          },
          g: {
            trap: 'same-word',
            de: 'Im Text fährt ein Fahrrad, und etwas ist kostenlos. Aber der Fahrradkurier bringt Einkäufe, er repariert keine Räder.',
            en: 'A bicycle appears in the text, and something is free. But the bike courier delivers shopping; he does not repair bikes.',
          },
        },
        evidence: [
          'haben jetzt einen gemeinsamen Online-Shop',
          'Ab einem Einkauf von 25 Euro ist die Lieferung kostenlos, sonst kostet sie 3,50 Euro.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 4,
        text: 'Die Bremse quietscht, das Licht geht nicht? Dann kommen Sie in den Fahrradkeller des Bürgerhauses Birkhausen. Dort liegt jeden Mittwoch von 17 bis 20 Uhr Werkzeug für alle bereit. Mitglieder des Fahrradclubs zeigen Ihnen, wie Sie einen Reifen flicken oder die Bremse einstellen. Reparieren muss aber jeder selbst. Die Hilfe ist kostenlos, nur Ersatzteile wie Schläuche oder Lampen muss man bezahlen. Eine Anmeldung ist nicht nötig. Kinder unter 14 Jahren kommen bitte mit einem Erwachsenen.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: '„liegt … Werkzeug für alle bereit“, die Mitglieder „zeigen Ihnen“, wie es geht, und: „Reparieren muss aber jeder selbst.“',
            en: '[[liegt … Werkzeug für alle bereit]] (tools are ready for everyone), the members [[zeigen Ihnen]] (show you) how, and: [[Reparieren muss aber jeder selbst.]] (But everyone has to do the repair themselves.)',
          },
          g: {
            trap: 'partly-true',
            de: 'Die nächste Falle: Fahrradclub, Reparatur und „kostenlos“ stimmen. Aber der Club repariert die Räder nicht: „Reparieren muss aber jeder selbst.“ Kostenlos ist nur die Hilfe, Ersatzteile muss man bezahlen.',
            en: 'The closest trap: the cycling club, repairs and [[kostenlos]] (free) are right. But the club does not repair the bikes: [[Reparieren muss aber jeder selbst.]] Only the help is free; spare parts must be paid for.',
          },
          h: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 2. Auch hier gibt es einen besonderen Raum in einem Haus, aber nicht zum Schlafen.',
            en: 'The headline of text 2. Here too there is a special room in a building, but not for sleeping.',
          },
        },
        evidence: [
          'Werkzeug für alle bereit',
          'Reparieren muss aber jeder selbst.',
          'Die Hilfe ist kostenlos',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 5,
        text: 'Zum Wintersemester kommen rund 3.000 neue Studierende an die Hochschule Falkenried, aber es gibt viel zu wenige Zimmer. Ein neues Wohnheim mit 200 Plätzen wird gerade gebaut, es ist aber erst in zwei Jahren fertig. Die Stadt bittet deshalb alle Bürgerinnen und Bürger: Wer ein freies Zimmer hat, soll es an Studierende vermieten. Auf der Internetseite der Hochschule kann man sein Zimmer kostenlos anbieten. Für die ersten Wochen stehen außerdem Notbetten in einer Turnhalle bereit.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Es gibt „viel zu wenige Zimmer“, und „Die Stadt bittet deshalb alle Bürgerinnen und Bürger“, Zimmer an Studierende zu vermieten.',
            en: 'There are [[viel zu wenige Zimmer]] (far too few rooms), and [[Die Stadt bittet deshalb alle Bürgerinnen und Bürger]] (so the town asks all residents) to let rooms to students.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Die nächste Falle: Ein neues Wohnheim wird gebaut, und es geht um den Semesterbeginn. Aber es ist „erst in zwei Jahren fertig“, nicht zum Wintersemester.',
            en: 'The closest trap: a new hall of residence is being built, and it is about the start of term. But it is [[erst in zwei Jahren fertig]] (ready only in two years), not for the winter semester.',
          },
          d: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 1. Auch hier ist die Stadt wichtig, aber es geht nicht um das Bürgeramt.',
            en: 'The headline of text 1. The town matters here too, but it is not about the citizens’ office.',
          },
        },
        evidence: [
          'es gibt viel zu wenige Zimmer',
          'es ist aber erst in zwei Jahren fertig',
          'Die Stadt bittet deshalb alle Bürgerinnen und Bürger',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
    ],
  },

  reading2: {
    textType: 'report',
    topics: ['apprenticeships'],
    people: [
      { name: 'Birgit Kaiser', role: 'supermarket branch manager' },
      { name: 'Chiara Rossi', role: 'retail trainee who had the idea' },
      { name: 'Dennis Urban', role: 'retail trainee who wrote the rota' },
    ],
    title: 'Vier Wochen Chef sein: Azubis führen einen Supermarkt',
    text: 'Wer im Februar im Frischemarkt in der Lindenallee von Falkenried eingekauft hat, hat vielleicht nichts gemerkt. Aber vier Wochen lang haben dort nicht die normalen Mitarbeiter gearbeitet, sondern 14 Auszubildende. Sie haben Ware bestellt, Regale eingeräumt, Dienstpläne geschrieben und an der Kasse gesessen. Die Filialleiterin Birgit Kaiser war zwar im Haus, hat aber nur geholfen, wenn die jungen Leute sie gefragt haben. „In der ersten Nacht habe ich trotzdem kaum geschlafen“, erzählt sie.\n\nAngefangen hat alles mit einem Zettel auf ihrem Schreibtisch. Geschrieben hatte ihn Chiara Rossi, 19, im zweiten Lehrjahr zur Kauffrau im Einzelhandel. „Ich hatte im Internet ein Video über einen Markt in Hamburg gesehen. Dort haben die Azubis einen Monat lang alles allein gemacht“, sagt sie. Frau Kaiser war sofort begeistert und hat den Vorschlag an die Zentrale der Firma geschickt.\n\nAm schwierigsten war für viele der Dienstplan. Dennis Urban, 22, hat ihn in den vier Wochen geschrieben. „Jeder wollte am Samstag frei haben, und in der ersten Woche sind zwei Kolleginnen krank geworden“, sagt er. Am Ende musste er selbst an drei Samstagen arbeiten. Trotzdem sagt er heute: „Jetzt verstehe ich, warum unsere Chefin manchmal so müde aussieht. Ihren Job möchte ich aber nicht haben. Nach der Ausbildung will ich noch studieren.“\n\nAuch beim Bestellen gab es am Anfang Probleme. Dafür waren Chiara und zwei andere Azubis zuständig. In der ersten Woche hatten sie viel zu viel Obst bestellt, und im Lager wurden die Bananen braun. Chiara hatte die Idee, sie billiger zu verkaufen: eine ganze Kiste für einen Euro. Am nächsten Tag war keine Kiste mehr da.\n\nUnd die Kunden? Viele haben gar nicht bemerkt, dass etwas anders war. In der letzten Woche haben die Azubis allerdings Kaffee und Tee in ein anderes Regal gestellt, und einige Stammkunden haben sich geärgert. „Nach drei Tagen haben wir alles wieder zurückgestellt“, lacht Dennis. Am Ende hat der Markt sogar etwas mehr verkauft als im Februar des letzten Jahres.\n\nFür Birgit Kaiser waren die vier Wochen ein Erfolg, auch wenn die Zentrale zwei Monate gebraucht hatte, bis sie Ja gesagt hat. „Von solchen Aktionen hatte ich schon oft in Zeitschriften gelesen, aber selbst hätte ich mich das nie getraut“, sagt sie. Besonders gefallen hat ihr, dass die Azubis seit den braunen Bananen jeden Abend zählen, was noch im Lager ist. „Heute weiß ich, dass ich nicht alles selbst kontrollieren muss.“ Im nächsten Jahr soll es die Aktion wieder geben, dann mit den Azubis aus dem ersten Lehrjahr.\n\nFür Chiara Rossi ist die Ausbildung bald vorbei: Im Sommer macht sie ihre Abschlussprüfung. Danach möchte sie im Markt bleiben und in ein paar Jahren selbst eine Filiale leiten.',
    items: [
      {
        n: 6,
        stem: 'Die Idee für die vier Wochen …',
        options: {
          a: 'kam aus der Zentrale der Firma, die sofort begeistert war.',
          b: 'hatte die Filialleiterin, nachdem sie in Zeitschriften davon gelesen hatte.',
          c: 'kam von einer Auszubildenden, die ein Beispiel aus einer anderen Stadt gesehen hatte.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: '„sofort begeistert“ war nicht die Zentrale, sondern Frau Kaiser. Sie hat den Vorschlag an die Zentrale nur weitergeschickt, und erst im sechsten Absatz steht: Die Zentrale hat „zwei Monate gebraucht“, bis sie Ja gesagt hat.',
            en: '[[sofort begeistert]] (keen at once) was Frau Kaiser, not head office. She only passed the proposal on to head office, and the sixth paragraph says head office [[zwei Monate gebraucht]] (took two months) to say yes.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Frau Kaiser hat wirklich in Zeitschriften von solchen Aktionen gelesen, aber sie sagt: „selbst hätte ich mich das nie getraut“. Die Idee kam von Chiara Rossi: Ihr Zettel lag auf dem Schreibtisch der Filialleiterin.',
            en: 'Frau Kaiser really had read about such events in magazines, but she says [[selbst hätte ich mich das nie getraut]] (I would never have dared to do it myself). The idea came from Chiara Rossi: her note was on the branch manager’s desk.',
          },
          c: {
            trap: 'key',
            de: '„Angefangen hat alles mit einem Zettel“, und den hat Chiara Rossi geschrieben, eine Auszubildende. Sie hatte „ein Video über einen Markt in Hamburg gesehen“.',
            en: '[[Angefangen hat alles mit einem Zettel]] (it all began with a note), written by Chiara Rossi, a trainee. She had [[ein Video über einen Markt in Hamburg gesehen]] (seen a video about a shop in Hamburg).',
          },
        },
        evidence: [
          'Angefangen hat alles mit einem Zettel auf ihrem Schreibtisch.',
          'Ich hatte im Internet ein Video über einen Markt in Hamburg gesehen.',
          'selbst hätte ich mich das nie getraut',
          'auch wenn die Zentrale zwei Monate gebraucht hatte, bis sie Ja gesagt hat',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Was erfährt man über Dennis Urban?',
        options: {
          a: 'Er hat in der ersten Woche zu viel Obst bestellt.',
          b: 'Durch den Dienstplan versteht er seine Chefin jetzt besser.',
          c: 'Er möchte später selbst eine Filiale leiten.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Zu viel Obst wurde wirklich bestellt, aber nicht von Dennis: Für das Bestellen „waren Chiara und zwei andere Azubis zuständig“. Dennis hat den Dienstplan geschrieben.',
            en: 'Too much fruit really was ordered, but not by Dennis: [[Dafür waren Chiara und zwei andere Azubis zuständig.]] (Chiara and two other trainees were in charge of that.) Dennis wrote the rota.',
          },
          b: {
            trap: 'key',
            de: 'Dennis hat den Dienstplan geschrieben und sagt danach: „Jetzt verstehe ich, warum unsere Chefin manchmal so müde aussieht.“',
            en: 'Dennis wrote the rota and says afterwards: [[Jetzt verstehe ich, warum unsere Chefin manchmal so müde aussieht.]] (Now I understand why our boss sometimes looks so tired.)',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Das ist der Plan einer anderen Person: Im letzten Absatz möchte Chiara „selbst eine Filiale leiten“. Dennis sagt im dritten Absatz: „Ihren Job möchte ich aber nicht haben. Nach der Ausbildung will ich noch studieren.“',
            en: 'That is another person’s plan: in the last paragraph Chiara wants to [[selbst eine Filiale leiten]] (run a branch herself). In the third paragraph Dennis says [[Ihren Job möchte ich aber nicht haben. Nach der Ausbildung will ich noch studieren.]] (But I would not want her job. After my training I want to go to university.)',
          },
        },
        evidence: [
          'Dennis Urban, 22, hat ihn in den vier Wochen geschrieben.',
          'Jetzt verstehe ich, warum unsere Chefin manchmal so müde aussieht.',
          'Dafür waren Chiara und zwei andere Azubis zuständig.',
          'Nach der Ausbildung will ich noch studieren.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'In der ersten Woche …',
        options: {
          a: 'hatten die Azubis mehr Obst bestellt, als nötig war.',
          b: 'haben die Azubis jeden Abend gezählt, was noch im Lager war.',
          c: 'standen Kaffee und Tee in einem anderen Regal.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„In der ersten Woche hatten sie viel zu viel Obst bestellt, und im Lager wurden die Bananen braun.“ Sie hatten also mehr bestellt, als nötig war.',
            en: '[[In der ersten Woche hatten sie viel zu viel Obst bestellt, und im Lager wurden die Bananen braun.]] (In the first week they had ordered far too much fruit, and the bananas went brown in the storeroom.) So they had ordered more than was needed.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Falsche Zeit: Gezählt wird erst „seit den braunen Bananen“ (sechster Absatz), also nach dem Problem der ersten Woche. Es war die Lösung, nicht der Anfang.',
            en: 'Wrong time: the trainees count only [[seit den braunen Bananen]] (since the brown bananas, sixth paragraph), so after the first week’s problem. It was the answer, not the start.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Falsche Zeit: Kaffee und Tee kamen erst „In der letzten Woche“ in ein anderes Regal, nicht in der ersten.',
            en: 'Wrong time: coffee and tea were only moved to another shelf [[In der letzten Woche]] (in the last week), not in the first.',
          },
        },
        evidence: [
          'In der ersten Woche hatten sie viel zu viel Obst bestellt',
          'seit den braunen Bananen jeden Abend zählen',
          'In der letzten Woche haben die Azubis allerdings Kaffee und Tee in ein anderes Regal gestellt',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 9,
        stem: 'Nach den vier Wochen …',
        options: {
          a: 'weiß Birgit Kaiser, dass sie nicht alles selbst prüfen muss.',
          b: 'hatte der Markt weniger verkauft als im Februar des letzten Jahres.',
          c: 'sagt Birgit Kaiser, dass sie von Anfang an ganz ruhig war.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Frau Kaiser sagt: „Heute weiß ich, dass ich nicht alles selbst kontrollieren muss.“ „prüfen“ heißt hier dasselbe wie „kontrollieren“.',
            en: 'Frau Kaiser says [[Heute weiß ich, dass ich nicht alles selbst kontrollieren muss.]] (Now I know that I do not have to check everything myself.) [[prüfen]] means the same here as [[kontrollieren]].',
          },
          b: {
            trap: 'negation',
            de: 'Das Gegenteil steht im fünften Absatz: „Am Ende hat der Markt sogar etwas mehr verkauft als im Februar des letzten Jahres.“ Die billigen Bananen waren nur ein kleines Problem am Anfang.',
            en: 'The fifth paragraph says the opposite: [[Am Ende hat der Markt sogar etwas mehr verkauft als im Februar des letzten Jahres.]] (In the end the shop even sold a little more than in February last year.) The cheap bananas were only a small problem at the start.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Heute ist sie zufrieden, aber am Anfang war sie nicht ruhig. Im ersten Absatz sagt sie: „In der ersten Nacht habe ich trotzdem kaum geschlafen“.',
            en: 'She is happy now, but she was not calm at the start. In the first paragraph she says [[In der ersten Nacht habe ich trotzdem kaum geschlafen]] (all the same, I hardly slept the first night).',
          },
        },
        evidence: [
          'Heute weiß ich, dass ich nicht alles selbst kontrollieren muss.',
          'In der ersten Nacht habe ich trotzdem kaum geschlafen',
          'Am Ende hat der Markt sogar etwas mehr verkauft als im Februar des letzten Jahres.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Im nächsten Jahr …',
        options: {
          a: 'macht Chiara Rossi bei der Aktion wieder mit.',
          b: 'leitet Chiara Rossi eine eigene Filiale.',
          c: 'führen neue Auszubildende den Markt.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Die Aktion gibt es wieder, aber „dann mit den Azubis aus dem ersten Lehrjahr“. Chiara ist im zweiten Lehrjahr, und im letzten Absatz steht: „Für Chiara Rossi ist die Ausbildung bald vorbei“.',
            en: 'The event takes place again, but [[dann mit den Azubis aus dem ersten Lehrjahr]] (then with the first-year trainees). Chiara is in her second year, and the last paragraph says [[Für Chiara Rossi ist die Ausbildung bald vorbei]] (Chiara Rossi’s training will soon be over).',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Falsche Zeit: Chiara möchte erst „in ein paar Jahren selbst eine Filiale leiten“, nicht im nächsten Jahr.',
            en: 'Wrong time: Chiara only wants to run a branch [[in ein paar Jahren]] (in a few years), not next year.',
          },
          c: {
            trap: 'key',
            de: '„Im nächsten Jahr soll es die Aktion wieder geben, dann mit den Azubis aus dem ersten Lehrjahr.“ Das sind neue Auszubildende; Chiara ist dann schon fertig.',
            en: '[[Im nächsten Jahr soll es die Aktion wieder geben, dann mit den Azubis aus dem ersten Lehrjahr.]] (Next year the event is to take place again, with the first-year trainees.) Those are new trainees; Chiara will have finished by then.',
          },
        },
        evidence: [
          'Im nächsten Jahr soll es die Aktion wieder geben, dann mit den Azubis aus dem ersten Lehrjahr.',
          'Für Chiara Rossi ist die Ausbildung bald vorbei',
          'in ein paar Jahren selbst eine Filiale leiten',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
    ],
  },

  reading3: {
    topics: ['hiking-and-nature', 'winter-sports'],
    people: [
      { name: 'Frau Lang', role: 'grandmother in a wheelchair' },
      { name: 'Jonas', role: 'teenager who wants to try snowshoeing' },
      { name: 'Herr Pohl', role: 'father looking for a ski course for his daughter' },
      { name: 'Olga', role: 'office worker who wants to learn to ski' },
      { name: 'Aylin', role: 'teenager planning a Friday evening' },
      { name: 'Familie Maurer', role: 'family who want to go sledging' },
      { name: 'Herr Ziegler', role: 'father with a baby in a pram' },
      { name: 'Herr Theis', role: 'keen cook interested in wild plants' },
      { name: 'Herr Roth', role: 'hiker travelling alone' },
      { name: 'Rafael', role: 'teenager who wants to learn cross-country skiing' },
    ],
    adverts: {
      a: {
        title: 'Wilde Kräuter am Wegesrand',
        text: 'Welche Pflanzen am Waldrand kann man essen? Bei einer Wanderung zeigt Ihnen eine Biologin Kräuter und gibt Ihnen Rezepte mit. Von April bis September samstags um 10 Uhr und sonntags um 15 Uhr. Erwachsene 8 Euro, Kinder frei. Der Weg ist schmal und steil: Kinderwagen lassen Sie bitte zu Hause.',
      },
      b: {
        title: 'Schneeschuh-Schnuppertour',
        text: 'Mit Schneeschuhen durch den stillen Winterwald: Unsere Bergführerin zeigt Anfängern, wie es geht. Samstags und sonntags von 10 bis 14 Uhr, wenn genug Schnee liegt. Schneeschuhe und Stöcke bekommen Sie von uns. 39 Euro, Jugendliche bis 17 Jahre 29 Euro. Mitmachen kann man ab 14 Jahren.',
      },
      c: {
        title: 'Skischule Hochberg: Kurse für Kinder',
        text: 'In den Weihnachtsferien, vom 27. bis 30. Dezember, lernen Kinder bei uns Ski fahren, jeden Vormittag von 10 bis 12 Uhr. Vier Vormittage kosten 120 Euro, Ski und Helm leihen wir Ihnen für 10 Euro pro Tag. Für Kinder von 5 bis 12 Jahren.',
      },
      d: {
        title: 'Skikurs nach Feierabend',
        text: 'Sie haben noch nie auf Skiern gestanden? Unser Abendkurs für Erwachsene findet dienstags und donnerstags von 18 bis 20 Uhr auf dem beleuchteten Übungshang am Hochberg statt. Fünf Abende kosten 149 Euro. Bitte bringen Sie Ihre eigene Ausrüstung mit.',
      },
      e: {
        title: 'Eisbahn im Stadtpark',
        text: 'Vom 1. Dezember bis 28. Februar täglich von 10 bis 20 Uhr geöffnet. Eintritt 5 Euro, Kinder 3 Euro, Schlittschuhe leihen 4 Euro. Jeden Freitag Eisdisco mit DJ bis 22 Uhr, ab 12 Jahren.',
      },
      f: {
        title: 'Rodelbahn am Hochberg',
        text: 'Ohne Aufstieg: Unser Schlittenlift bringt Groß und Klein bequem nach oben. Bei Schnee täglich von 10 bis 16.30 Uhr geöffnet, Tageskarte 9 Euro, Kinder unter 6 Jahren frei. Schlitten können Sie bei uns leihen. Freitags Abendrodeln mit Musik und Flutlicht bis 21 Uhr, erst ab 14 Jahren.',
      },
      g: {
        title: 'Mit dem Ranger unterwegs',
        text: 'Im Naturpark Eichenhain erzählt Ihnen unser Ranger, wie Biber und Eulen leben und welche Pflanzen man essen kann. Jeden Sonntag um 14 Uhr, Dauer etwa zwei Stunden, Teilnahme kostenlos. Der Weg ist auch mit dem Kinderwagen gut zu schaffen. Für Rollstühle ist er wegen einiger Stufen leider nicht geeignet.',
      },
      h: {
        title: 'Drei Tage auf dem Kammweg',
        text: 'Vom 9. bis 11. Mai wandern wir jeden Tag rund 20 Kilometer von Gasthof zu Gasthof. Ihr Gepäck bringen wir mit dem Auto zur nächsten Unterkunft. Übernachtung mit Halbpension, 289 Euro pro Person im Doppelzimmer. Nur für geübte Wanderer. Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.',
      },
      i: {
        title: 'Sporthaus Gipfelglück: Verleih und Touren',
        text: 'Ski, Snowboards, Schlitten und Schneeschuhe leihen statt kaufen! Ein Wochenende kostet ab 25 Euro, auch in Kindergrößen. Im Winter zeigt unser Team Anfängern jeden Sonntag das Laufen mit Schneeschuhen, Ausrüstung inklusive, 30 Euro. Die Sonntagstouren sind nur für Erwachsene.',
      },
      j: {
        title: 'Langlauf für Einsteiger',
        text: 'In zwei Tagen lernen Sie die Grundtechnik im klassischen Langlauf. Termine an allen Januar-Wochenenden, jeweils Samstag und Sonntag von 9.30 bis 12.30 Uhr. Preis 79 Euro mit Leihausrüstung. Teilnahme ab 16 Jahren.',
      },
      k: {
        title: 'Naturpfad am Sandsee',
        text: 'Der neue Rundweg am Sandsee ist 2,5 Kilometer lang, ganz eben und auch für Rollstühle und Rollatoren geeignet. An zwölf Stationen erfahren Sie etwas über Pflanzen und Tiere am Wasser. Der Weg ist das ganze Jahr geöffnet, Parkplätze für Menschen mit Behinderung direkt am Eingang. Eintritt frei.',
      },
      l: {
        title: 'Wandern bei Vollmond',
        text: 'Erleben Sie den Wald in der Nacht! Am Freitag, dem 14. März, wandern wir um 19.30 Uhr los, etwa drei Stunden und 9 Kilometer. Bitte Taschenlampe und feste Schuhe mitbringen. 12 Euro, Kinder ab 10 Jahren in Begleitung 6 Euro. Anmeldung bis Mittwoch.',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 18: Am Samstagvormittag zeigt eine Biologin Pflanzen, die man essen kann. Für Herrn Ziegler (Situation 17) passt sie nicht: Kinderwagen soll man zu Hause lassen.',
        en: 'The advert for situation 18: on Saturday mornings a biologist shows plants you can eat. It does not suit Herr Ziegler (situation 17): prams are to be left at home.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: eine Schneeschuhtour für Anfänger am Wochenende, mit Ausrüstung, ab 14 Jahren.',
        en: 'The advert for situation 12: a snowshoe tour for beginners at weekends, equipment included, from age 14.',
      },
      c: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 13: ein Skikurs für Kinder in den Weihnachtsferien. Aber am Ende steht: „Für Kinder von 5 bis 12 Jahren.“ Die Tochter von Herrn Pohl ist 4.',
        en: 'Almost fits situation 13: a ski course for children in the Christmas holidays. But at the end: [[Für Kinder von 5 bis 12 Jahren.]] (For children aged 5 to 12.) Herr Pohl’s daughter is 4.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 14: ein Skikurs für erwachsene Anfänger am Abend, mit eigener Ausrüstung.',
        en: 'The advert for situation 14: an evening ski course for adult beginners, with your own equipment.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: Eisdisco mit DJ am Freitagabend, ab 12 Jahren.',
        en: 'The advert for situation 15: ice disco with a DJ on Friday evenings, from age 12.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: Rodelbahn mit Schlittenlift und Schlittenverleih. Für Aylin (Situation 15) passt sie nicht: Abendrodeln erst ab 14 Jahren, Aylin ist 13.',
        en: 'The advert for situation 16: a sledging run with a lift and sledges for hire. It does not suit Aylin (situation 15): evening sledging only from 14, and Aylin is 13.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: eine kostenlose Führung am Sonntagnachmittag, auch mit Kinderwagen. Für Frau Lang (11) passt sie nicht, wegen der Stufen; für Herrn Theis (18) nicht, weil sie am Nachmittag ist.',
        en: 'The advert for situation 17: a free guided walk on Sunday afternoons, prams welcome. It does not suit Frau Lang (11) because of the steps, nor Herr Theis (18), because it is in the afternoon.',
      },
      h: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 19: mehrere Tage wandern, das Gepäck wird gebracht, 289 Euro. Aber der letzte Satz sagt: „Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.“ Für Herrn Roth sind das 329 Euro, mehr als 300.',
        en: 'Almost fits situation 19: several days of hiking, luggage carried, 289 euros. But the last sentence says [[Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.]] (A single room costs 40 euros more.) For Herr Roth that is 329 euros, more than 300.',
      },
      i: {
        trap: 'one-condition',
        de: 'Ein Verleih mit Schneeschuhtouren am Sonntag, aber „nur für Erwachsene“; einen Langlaufkurs und eine Rodelbahn gibt es nicht. Er lockt bei den Situationen 12, 16 und 20, passt aber zu keiner.',
        en: 'A hire shop with snowshoe tours on Sundays, but [[nur für Erwachsene]] (for adults only); there is no cross-country course and no sledging run. It tempts in situations 12, 16 and 20 but fits none.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: Langlauf für Anfänger an den Wochenenden im Januar, mit Leihausrüstung, ab 16. Für Olga (Situation 14) passt sie nicht: Der Kurs ist auch am Samstag.',
        en: 'The advert for situation 20: cross-country skiing for beginners at weekends in January, equipment included, from 16. It does not suit Olga (situation 14): the course is on Saturday too.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: ein ebener Weg für Rollstühle, mit Stationen über Pflanzen und Tiere. Für Herrn Ziegler (Situation 17) passt sie nicht: Es gibt keine Führung.',
        en: 'The advert for situation 11: a level path for wheelchairs, with stations about plants and animals. It does not suit Herr Ziegler (situation 17): there is no guided tour.',
      },
      l: {
        trap: 'one-condition',
        de: 'Eine Wanderung an einem Abend, ohne Übernachtung und ohne Gepäcktransport. Sie lockt bei Situation 19, weil es um Wandern geht, passt aber zu keiner Situation.',
        en: 'A hike on one evening, with no overnight stay and no luggage transport. It tempts in situation 19 because it is about hiking, but it fits no situation.',
      },
      x: {
        trap: 'no-advert',
        de: 'x ist nur richtig, wenn keine Anzeige alle Bedingungen erfüllt. Das ist bei Situation 13 (der Kinderkurs erst ab 5 Jahren, die Tochter ist 4) und bei Situation 19 (mit Einzelzimmer 329 Euro) so.',
        en: 'x is right only when no advert meets every condition. That is the case in situation 13 (the children’s course only from age 5, the daughter is 4) and in situation 19 (329 euros with a single room).',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Frau Lang sitzt im Rollstuhl. Mit ihren Enkeln möchte sie draußen in der Natur etwas über Tiere und Pflanzen erfahren.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Der Weg ist „auch für Rollstühle und Rollatoren geeignet“, und „An zwölf Stationen erfahren Sie etwas über Pflanzen und Tiere am Wasser“.',
            en: 'The path is [[auch für Rollstühle und Rollatoren geeignet]] (suitable for wheelchairs and walkers too), and [[An zwölf Stationen erfahren Sie etwas über Pflanzen und Tiere am Wasser]] (at twelve stations you learn about plants and animals by the water).',
          },
          g: {
            trap: 'one-condition',
            de: 'Auch Natur, Tiere und Pflanzen, und sogar eine Führung. Aber am Ende steht: „Für Rollstühle ist er wegen einiger Stufen leider nicht geeignet.“',
            en: 'Nature, animals and plants too, and even a guide. But at the end: [[Für Rollstühle ist er wegen einiger Stufen leider nicht geeignet.]] (Because of some steps, it is unfortunately not suitable for wheelchairs.)',
          },
          a: {
            trap: 'wrong-detail',
            de: 'Eine Wanderung in der Natur, aber nur über Kräuter, nicht über Tiere. Und „Der Weg ist schmal und steil“: Mit dem Rollstuhl geht das nicht.',
            en: 'A walk in nature, but only about herbs, not animals. And [[Der Weg ist schmal und steil]] (the path is narrow and steep): no good for a wheelchair.',
          },
        },
        nearMiss: [
          {
            advert: 'g',
            fails: { de: 'wegen Stufen nicht für Rollstühle', en: 'not for wheelchairs because of steps' },
          },
        ],
        evidence: [
          'auch für Rollstühle und Rollatoren geeignet',
          'An zwölf Stationen erfahren Sie etwas über Pflanzen und Tiere am Wasser',
          'Für Rollstühle ist er wegen einiger Stufen leider nicht geeignet.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation:
          'Jonas (15) und sein Freund möchten am Wochenende zum ersten Mal mit Schneeschuhen laufen. Sie haben keine Ausrüstung und möchten, dass ihnen jemand alles zeigt.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: '„Unsere Bergführerin zeigt Anfängern, wie es geht“, am Samstag und Sonntag, „Schneeschuhe und Stöcke bekommen Sie von uns“, und „Mitmachen kann man ab 14 Jahren“.',
            en: '[[Unsere Bergführerin zeigt Anfängern, wie es geht]] (our mountain guide shows beginners how), on Saturday and Sunday, [[Schneeschuhe und Stöcke bekommen Sie von uns]] (we provide snowshoes and poles), and [[Mitmachen kann man ab 14 Jahren]] (you can take part from 14).',
          },
          i: {
            trap: 'one-condition',
            de: 'Fast alles passt: Jeden Sonntag zeigt das Team Anfängern das Laufen mit Schneeschuhen, mit Ausrüstung. Aber der letzte Satz sagt: „Die Sonntagstouren sind nur für Erwachsene.“ Jonas ist 15.',
            en: 'Almost everything fits: every Sunday the team shows beginners how to walk on snowshoes, equipment included. But the last sentence says [[Die Sonntagstouren sind nur für Erwachsene.]] (The Sunday tours are for adults only.) Jonas is 15.',
          },
          j: {
            trap: 'wrong-detail',
            de: 'Auch ein Kurs im Schnee für Anfänger am Wochenende, mit Ausrüstung. Aber es ist Langlauf, nicht Schneeschuhlaufen, und erst „ab 16 Jahren“.',
            en: 'Also a beginners’ course in the snow at weekends, with equipment. But it is cross-country skiing, not snowshoeing, and only [[ab 16 Jahren]] (from 16).',
          },
        },
        nearMiss: [{ advert: 'i', fails: { de: 'Touren nur für Erwachsene', en: 'tours for adults only' } }],
        evidence: [
          'Unsere Bergführerin zeigt Anfängern, wie es geht',
          'Schneeschuhe und Stöcke bekommen Sie von uns',
          'Mitmachen kann man ab 14 Jahren',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Herr Pohl möchte, dass seine Tochter (4) in den Weihnachtsferien in einem Kurs Ski fahren lernt.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt. Der Kinderkurs ist in den Weihnachtsferien, aber nur „Für Kinder von 5 bis 12 Jahren“. Der Abendkurs ist „für Erwachsene“.',
            en: 'No advert fits. The children’s course is in the Christmas holidays, but only [[Für Kinder von 5 bis 12 Jahren]] (for children aged 5 to 12). The evening course is [[für Erwachsene]] (for adults).',
          },
          c: {
            trap: 'one-condition',
            de: 'Skikurs, Kinder, Weihnachtsferien: Fast alles passt. Aber der letzte Satz sagt: „Für Kinder von 5 bis 12 Jahren.“ Die Tochter ist ein Jahr zu jung.',
            en: 'Ski course, children, Christmas holidays: almost everything fits. But the last sentence says [[Für Kinder von 5 bis 12 Jahren.]] The daughter is one year too young.',
          },
          d: {
            trap: 'one-condition',
            de: 'Ein Skikurs für Anfänger, aber „für Erwachsene“, nicht für Kinder.',
            en: 'A ski course for beginners, but [[für Erwachsene]] (for adults), not for children.',
          },
        },
        nearMiss: [
          {
            advert: 'c',
            fails: { de: 'erst ab 5 Jahren, die Tochter ist 4', en: 'only from 5, the daughter is 4' },
          },
          { advert: 'd', fails: { de: 'nur für Erwachsene', en: 'adults only' } },
        ],
        evidence: ['Für Kinder von 5 bis 12 Jahren.', 'Unser Abendkurs für Erwachsene', 'seine Tochter (4)'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Olga (34) arbeitet montags bis freitags bis 17 Uhr, samstags besucht sie ihre Mutter. Sie möchte Ski fahren lernen. Ski und Schuhe hat sie von ihrem Bruder bekommen.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Ein Kurs „für Erwachsene“, die „noch nie auf Skiern gestanden“ haben, „dienstags und donnerstags von 18 bis 20 Uhr“, also nach ihrer Arbeit. Eigene Ausrüstung hat sie.',
            en: 'A course [[für Erwachsene]] (for adults) who have [[noch nie auf Skiern gestanden]] (never stood on skis), [[dienstags und donnerstags von 18 bis 20 Uhr]] (Tuesdays and Thursdays 6 to 8 pm), so after work. She has her own equipment.',
          },
          j: {
            trap: 'one-condition',
            de: 'Auch ein Kurs auf Skiern für Anfänger, auch für Erwachsene, und am Sonntag hätte Olga Zeit. Aber der Kurs dauert zwei Tage, „jeweils Samstag und Sonntag“, und samstags ist Olga bei ihrer Mutter.',
            en: 'Also a beginners’ course on skis, adults included, and Olga would be free on Sunday. But the course takes two days, [[jeweils Samstag und Sonntag]] (Saturday and Sunday each time), and on Saturdays Olga visits her mother.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Ein Skikurs, aber „Für Kinder von 5 bis 12 Jahren“ und am Vormittag.',
            en: 'A ski course, but [[Für Kinder von 5 bis 12 Jahren]] (for children aged 5 to 12) and in the morning.',
          },
        },
        nearMiss: [{ advert: 'j', fails: { de: 'auch am Samstag', en: 'Saturday too' } }],
        evidence: [
          'dienstags und donnerstags von 18 bis 20 Uhr',
          'Bitte bringen Sie Ihre eigene Ausrüstung mit.',
          'jeweils Samstag und Sonntag',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation:
          'Aylin (13) und drei Freundinnen möchten am Freitagabend zusammen Wintersport machen, am liebsten mit Musik.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„Jeden Freitag Eisdisco mit DJ bis 22 Uhr, ab 12 Jahren“. Freitagabend, Musik, und Aylin ist alt genug.',
            en: '[[Jeden Freitag Eisdisco mit DJ bis 22 Uhr, ab 12 Jahren]] (ice disco with a DJ every Friday until 10 pm, from 12). Friday evening, music, and Aylin is old enough.',
          },
          f: {
            trap: 'one-condition',
            de: 'Auch Wintersport am Freitagabend, sogar mit Musik. Aber am Ende steht: „erst ab 14 Jahren“. Aylin ist 13, ein Jahr zu jung.',
            en: 'Also winter sport on Friday evening, with music too. But at the end: [[erst ab 14 Jahren]] (only from 14). Aylin is 13, one year too young.',
          },
          d: {
            trap: 'wrong-detail',
            de: 'Auch abends auf dem Schnee, aber „dienstags und donnerstags“ und nur „für Erwachsene“.',
            en: 'Also in the evening on the snow, but [[dienstags und donnerstags]] (Tuesdays and Thursdays) and only [[für Erwachsene]] (for adults).',
          },
        },
        nearMiss: [
          {
            advert: 'f',
            fails: {
              de: 'Abendrodeln erst ab 14, Aylin ist 13',
              en: 'evening sledging only from 14, Aylin is 13',
            },
          },
        ],
        evidence: [
          'Jeden Freitag Eisdisco mit DJ bis 22 Uhr, ab 12 Jahren.',
          'Freitags Abendrodeln mit Musik und Flutlicht bis 21 Uhr, erst ab 14 Jahren.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Familie Maurer möchte mit ihren Kindern (3 und 7) Schlitten fahren. Einen Schlitten haben sie nicht, und den Berg hochlaufen kann die Kleine noch nicht.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: '„Unser Schlittenlift bringt Groß und Klein bequem nach oben“, und „Schlitten können Sie bei uns leihen“. Die Dreijährige fährt sogar kostenlos.',
            en: '[[Unser Schlittenlift bringt Groß und Klein bequem nach oben]] (our sledge lift takes young and old comfortably to the top), and [[Schlitten können Sie bei uns leihen]] (you can hire sledges from us). The three-year-old even goes free.',
          },
          i: {
            trap: 'one-condition',
            de: 'Hier kann die Familie Schlitten leihen, auch in Kindergrößen. Aber es ist ein Geschäft, keine Rodelbahn: Hochlaufen müsste die Familie selbst.',
            en: 'Here the family can hire sledges, in children’s sizes too. But it is a shop, not a sledging run: the family would still have to walk up.',
          },
          e: {
            trap: 'wrong-detail',
            de: 'Auch Winterspaß für Kinder, aber auf dem Eis mit Schlittschuhen, nicht mit dem Schlitten.',
            en: 'Winter fun for children too, but on the ice with skates, not on a sledge.',
          },
        },
        nearMiss: [
          { advert: 'i', fails: { de: 'nur Verleih, keine Rodelbahn', en: 'hire only, no sledging run' } },
        ],
        evidence: [
          'Unser Schlittenlift bringt Groß und Klein bequem nach oben',
          'Schlitten können Sie bei uns leihen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation:
          'Herr Ziegler möchte am Sonntagnachmittag mit seinem Baby im Kinderwagen an einer Führung durch die Natur teilnehmen.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Ein Ranger führt „Jeden Sonntag um 14 Uhr“, und der Weg „ist auch mit dem Kinderwagen gut zu schaffen“.',
            en: 'A ranger leads the walk [[Jeden Sonntag um 14 Uhr]] (every Sunday at 2 pm), and the path [[ist auch mit dem Kinderwagen gut zu schaffen]] (is easy with a pram too).',
          },
          k: {
            trap: 'one-condition',
            de: 'Eben und das ganze Jahr offen, also auch am Sonntag. Aber es gibt keine Führung: Man liest die Informationen an „zwölf Stationen“ selbst.',
            en: 'Level and open all year, so on Sundays too. But there is no guided tour: you read the information at [[zwölf Stationen]] (twelve stations) yourself.',
          },
          a: {
            trap: 'one-condition',
            de: 'Eine Führung mit einer Biologin, auch „sonntags um 15 Uhr“. Aber der letzte Satz sagt: „Der Weg ist schmal und steil: Kinderwagen lassen Sie bitte zu Hause.“',
            en: 'A guided walk with a biologist, also [[sonntags um 15 Uhr]] (Sundays at 3 pm). But the last sentence says [[Der Weg ist schmal und steil: Kinderwagen lassen Sie bitte zu Hause.]] (The path is narrow and steep: please leave prams at home.)',
          },
        },
        nearMiss: [
          { advert: 'k', fails: { de: 'keine Führung', en: 'no guided tour' } },
          { advert: 'a', fails: { de: 'keine Kinderwagen', en: 'no prams' } },
        ],
        evidence: [
          'Jeden Sonntag um 14 Uhr',
          'Der Weg ist auch mit dem Kinderwagen gut zu schaffen.',
          'Kinderwagen lassen Sie bitte zu Hause.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 18,
        situation:
          'Herr Theis kocht gern. Er möchte bei einer Führung lernen, welche Pflanzen aus dem Wald man essen kann. Am Wochenende hat er nur vormittags Zeit.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„Welche Pflanzen am Waldrand kann man essen?“ Eine Biologin zeigt es „samstags um 10 Uhr“, also am Vormittag, und gibt sogar Rezepte mit.',
            en: '[[Welche Pflanzen am Waldrand kann man essen?]] (Which plants at the edge of the forest can you eat?) A biologist shows them [[samstags um 10 Uhr]] (on Saturdays at 10), so in the morning, and even hands out recipes.',
          },
          g: {
            trap: 'one-condition',
            de: 'Auch eine Führung am Wochenende, bei der man lernt, „welche Pflanzen man essen kann“, sogar kostenlos. Aber sie ist „Jeden Sonntag um 14 Uhr“, also am Nachmittag, und Herr Theis hat nur vormittags Zeit.',
            en: 'Also a guided walk where you learn [[welche Pflanzen man essen kann]] (which plants you can eat). But it is [[Jeden Sonntag um 14 Uhr]] (every Sunday at 2 pm), so in the afternoon, and Herr Theis is free only in the mornings.',
          },
          k: {
            trap: 'one-condition',
            de: 'Auch Informationen über Pflanzen, aber ohne Führung, und vom Essen steht dort nichts.',
            en: 'Also information about plants, but with no guide, and nothing about eating them.',
          },
        },
        nearMiss: [{ advert: 'g', fails: { de: 'nachmittags um 14 Uhr', en: 'in the afternoon at 2 pm' } }],
        evidence: [
          'Welche Pflanzen am Waldrand kann man essen?',
          'samstags um 10 Uhr',
          'Jeden Sonntag um 14 Uhr',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Herr Roth wandert immer allein und schläft deshalb im Einzelzimmer. Im Mai möchte er mehrere Tage wandern, ohne sein Gepäck zu tragen. Mit Zimmer möchte er höchstens 300 Euro bezahlen.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt. Herr Roth „schläft deshalb im Einzelzimmer“. Die Wanderung auf dem Kammweg kostet 289 Euro nur im Doppelzimmer: „Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.“ Herr Roth zahlt also 329 Euro, mehr als 300.',
            en: 'No advert fits. Herr Roth [[schläft deshalb im Einzelzimmer]] (so sleeps in a single room). The Kammweg hike costs 289 euros only in a double room: [[Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.]] (A single room costs 40 euros more.) So Herr Roth pays 329 euros, more than 300.',
          },
          h: {
            trap: 'one-condition',
            de: 'Mai, mehrere Tage, das Gepäck wird gebracht, und 289 Euro sehen billig genug aus. Aber der letzte Satz sagt: „Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.“ Das sind 329 Euro, mehr als 300.',
            en: 'May, several days, luggage carried, and 289 euros looks cheap enough. But the last sentence says [[Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.]] That makes 329 euros, more than 300.',
          },
          l: {
            trap: 'one-condition',
            de: 'Auch eine Wanderung, aber nur an einem Abend im März, ohne Übernachtung.',
            en: 'Also a hike, but only one evening in March, with no overnight stay.',
          },
        },
        nearMiss: [
          { advert: 'h', fails: { de: 'im Einzelzimmer 329 Euro', en: '329 euros in a single room' } },
          {
            advert: 'l',
            fails: { de: 'nur ein Abend, keine Übernachtung', en: 'one evening only, no overnight stay' },
          },
        ],
        evidence: [
          '289 Euro pro Person im Doppelzimmer',
          'Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.',
          'schläft deshalb im Einzelzimmer',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation:
          'Rafael (17) und sein Vater möchten an einem Wochenende im Januar Langlauf lernen. Eine Ausrüstung haben sie nicht.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Langlauf „für Einsteiger“ an „allen Januar-Wochenenden“, „Preis 79 Euro mit Leihausrüstung“ und „Teilnahme ab 16 Jahren“: Rafael ist 17.',
            en: 'Cross-country skiing [[für Einsteiger]] (for beginners) on [[allen Januar-Wochenenden]] (every weekend in January), [[Preis 79 Euro mit Leihausrüstung]] (79 euros with hired equipment) and [[Teilnahme ab 16 Jahren]] (from 16): Rafael is 17.',
          },
          i: {
            trap: 'one-condition',
            de: 'Hier bekommt man Ski für ein Wochenende. Aber Langlauf lernt man dort nicht: Die Sonntagstouren sind mit Schneeschuhen, und nur für Erwachsene.',
            en: 'You can get skis for a weekend here. But you cannot learn cross-country skiing there: the Sunday tours are on snowshoes, and for adults only.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Eine Tour für Anfänger am Wochenende, mit Ausrüstung, aber mit Schneeschuhen, nicht auf Langlaufskiern.',
            en: 'A beginners’ tour at weekends with equipment, but on snowshoes, not cross-country skis.',
          },
        },
        nearMiss: [
          { advert: 'i', fails: { de: 'Verleih, kein Langlaufkurs', en: 'hire, no cross-country course' } },
        ],
        evidence: [
          'Termine an allen Januar-Wochenenden',
          'Preis 79 Euro mit Leihausrüstung',
          'Teilnahme ab 16 Jahren',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
    ],
  },

  language1: {
    topics: ['insurance'],
    people: [
      { name: 'Mona Fuchs', role: 'policyholder who damaged a laptop' },
      { name: 'Gabi Horn', role: 'colleague whose laptop was damaged' },
    ],
    text: 'Betreff: Schadensmeldung, Versicherungsnummer HP 4471-209\n\nSehr geehrte Damen und Herren,\n\nich bin {21} sechs Jahren bei Ihnen haftpflichtversichert. Heute melde ich Ihnen leider einen Schaden.\n\nAm 8. März war ich bei meiner Kollegin Gabi Horn zum Abendessen eingeladen. {22} ich ihr beim Abräumen helfen wollte, habe ich aus Versehen ein Glas Saft über ihren Laptop gekippt. Seitdem lässt sich das Gerät nicht mehr einschalten. Ich habe mich natürlich sofort {23} Frau Horn entschuldigt.\n\nFrau Horn hat den Laptop am Montag in ein Computergeschäft gebracht. Der Techniker, {24} sie das Gerät gegeben hat, hat es geprüft. Ich habe {25} seinen Bericht genau angesehen: Eine Reparatur würde 520 Euro kosten, ein neuer Laptop nur wenig mehr. Frau Horn hat deshalb lange {26} nachgedacht, ob sich die Reparatur lohnt. Sie hat ihr Gerät nämlich erst {27} acht Monaten für 690 Euro gekauft. Die Rechnung schicke ich Ihnen im Anhang.\n\nBis der Schaden geregelt ist, leihe ich Frau Horn meinen alten Laptop. Den hat sie sich früher auch immer geliehen, {28} ihr eigener in der Reparatur war.\n\nKönnten Sie mir bitte mitteilen, {29} Sie den Schaden übernehmen? Ich wäre froh, wenn Sie sich schnell {30} den Fall kümmern könnten.\n\nMit freundlichen Grüßen\nMona Fuchs',
    items: [
      {
        n: 21,
        options: { a: 'vor', b: 'seit', c: 'für' },
        key: 'b',
        why: {
          a: {
            trap: 'preposition',
            de: '„vor“ + Dativ passt zu einer Zeitangabe wie „sechs Jahren“, darum wirkt es richtig. Aber „vor sechs Jahren“ ist ein Zeitpunkt in der Vergangenheit. Die Versicherung läuft heute noch: „ich bin … versichert“ steht im Präsens.',
            en: '[[vor]] + dative fits a time phrase like [[sechs Jahren]], so it looks right. But [[vor sechs Jahren]] (six years ago) is a point in the past. The insurance still runs today: [[ich bin … versichert]] is in the present tense.',
          },
          b: {
            trap: 'key',
            de: 'Etwas hat vor sechs Jahren begonnen und dauert bis heute: Präsens „ich bin … versichert“ + „seit“ + Dativ.',
            en: 'Something began six years ago and goes on today: present tense [[ich bin … versichert]] + [[seit]] + dative.',
          },
          c: {
            trap: 'preposition',
            de: 'Im Englischen heißt es „for six years“, darum liegt „für“ nahe. Für eine Dauer bis heute sagt man im Deutschen aber „seit“.',
            en: 'English says “for six years”, so [[für]] is tempting. For a period that lasts until now, German uses [[seit]].',
          },
        },
        evidence: ['ich bin', 'sechs Jahren bei Ihnen haftpflichtversichert'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 22,
        options: { a: 'Als', b: 'Wenn', c: 'Wann' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Ein einziges Ereignis in der Vergangenheit: an einem Abend, am 8. März („helfen wollte“, „habe … gekippt“). Dafür steht „Als“.',
            en: 'One single event in the past: one evening, on 8 March ([[helfen wollte]], [[habe … gekippt]]). That takes [[Als]].',
          },
          b: {
            trap: 'connector',
            de: '„wenn“ ist das häufigere Wort für „when“. In der Vergangenheit steht es aber nur für etwas, das oft passiert ist. Das Glas ist einmal umgefallen, am 8. März.',
            en: '[[wenn]] is the more common word for “when”. But in the past it is only for something that happened often. The glass was knocked over once, on 8 March.',
          },
          c: {
            trap: 'connector',
            de: '„wann“ ist ein Fragewort („Wann ist das passiert?“). Hier gibt es keine Frage.',
            en: '[[wann]] is a question word ([[Wann ist das passiert?]]). There is no question here.',
          },
        },
        evidence: ['Am 8. März war ich bei meiner Kollegin', 'ich ihr beim Abräumen helfen wollte'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 23,
        options: { a: 'für', b: 'an', c: 'bei' },
        key: 'c',
        why: {
          a: {
            trap: 'preposition',
            de: '„sich entschuldigen für“ gibt es wirklich, darum wirkt „für“ richtig. Aber mit „für“ nennt man die Sache („für den Saft“). Hier folgt die Person, „Frau Horn“: Dafür steht „bei“.',
            en: '[[sich entschuldigen für]] really exists, so [[für]] looks right. But [[für]] names the thing ([[für den Saft]]). Here the person follows, [[Frau Horn]]: that takes [[bei]].',
          },
          b: {
            trap: 'preposition',
            de: 'Man schreibt „an“ Frau Horn, darum klingt „an“ möglich. Aber „sich entschuldigen“ nimmt die Person nur mit „bei“.',
            en: 'You write [[an]] (to) Frau Horn, so [[an]] sounds possible. But [[sich entschuldigen]] only takes the person with [[bei]].',
          },
          c: {
            trap: 'key',
            de: '„sich entschuldigen“: die Person mit „bei“ + Dativ, die Sache mit „für“. Nach der Lücke steht die Person: „bei Frau Horn“.',
            en: '[[sich entschuldigen]] (to apologise): the person with [[bei]] + dative, the thing with [[für]]. The person follows the gap: [[bei Frau Horn]].',
          },
        },
        evidence: ['Ich habe mich natürlich sofort', 'Frau Horn entschuldigt'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
      {
        n: 24,
        options: { a: 'der', b: 'dem', c: 'den' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„Der Techniker“ steht im Nominativ, darum liegt „der“ nahe. Aber den Kasus bestimmt der Relativsatz: Frau Horn ist dort das Subjekt („sie“), und sie hat das Gerät dem Techniker gegeben. Er ist also Dativ.',
            en: '[[Der Techniker]] is nominative, so [[der]] is tempting. But the relative clause decides the case: Frau Horn is its subject ([[sie]]), and she gave the device to the technician. So he is dative.',
          },
          b: {
            trap: 'key',
            de: 'Maskulin wie „Der Techniker“; im Relativsatz: jemandem etwas geben. „sie“ ist das Subjekt, „das Gerät“ der Akkusativ, der Techniker der Dativ: „dem“.',
            en: 'Masculine like [[Der Techniker]]; in the relative clause: to give someone something. [[sie]] is the subject, [[das Gerät]] the accusative, the technician the dative: [[dem]].',
          },
          c: {
            trap: 'form',
            de: '„den“ wäre Akkusativ. Der Akkusativ im Relativsatz ist aber schon da: „das Gerät“. Wem hat sie es gegeben? Dem Techniker.',
            en: '[[den]] would be accusative. But the relative clause already has its accusative: [[das Gerät]]. To whom did she give it? To the technician: dative.',
          },
        },
        evidence: ['Der Techniker,', 'sie das Gerät gegeben hat'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 25,
        options: { a: 'mich', b: 'mir', c: 'sich' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: 'Meist steht das Reflexivpronomen im Akkusativ („ich habe mich entschuldigt“), darum wirkt „mich“ richtig. Aber der Satz hat schon ein Akkusativobjekt: „seinen Bericht“. Dann steht das Reflexivpronomen im Dativ.',
            en: 'The reflexive pronoun is usually accusative ([[ich habe mich entschuldigt]]), so [[mich]] looks right. But the clause already has an accusative object: [[seinen Bericht]]. Then the reflexive pronoun is dative.',
          },
          b: {
            trap: 'key',
            de: '„sich etwas ansehen“: Subjekt „Ich“, Akkusativobjekt „seinen Bericht“, also Dativ: „Ich habe mir seinen Bericht angesehen.“',
            en: '[[sich etwas ansehen]] (to look at something): subject [[Ich]], accusative object [[seinen Bericht]], so dative: [[Ich habe mir seinen Bericht angesehen.]]',
          },
          c: {
            trap: 'form',
            de: '„sich“ ist die Form im Infinitiv („sich etwas ansehen“) und passt zu er, sie oder Sie. Das Subjekt ist hier „Ich“.',
            en: '[[sich]] is the infinitive form ([[sich etwas ansehen]]) and goes with er, sie or Sie. The subject here is [[Ich]].',
          },
        },
        evidence: ['Ich habe', 'seinen Bericht genau angesehen'],
        teaches: { sheet: 'language-elements-patterns', section: 'reflexive-pronouns' },
      },
      {
        n: 26,
        options: { a: 'daran', b: 'darüber', c: 'davon' },
        key: 'b',
        why: {
          a: {
            trap: 'preposition',
            de: '„daran denken“ kennt jeder, und „nachgedacht“ enthält „denken“. Darum wirkt „daran“ richtig. Aber „nachdenken“ hat eine andere feste Präposition: „über“ + Akkusativ, also „darüber nachdenken“.',
            en: 'Everyone knows [[daran denken]] (to think of it), and [[nachgedacht]] contains [[denken]]. So [[daran]] looks right. But [[nachdenken]] (to think something over) has another fixed preposition: [[über]] + accusative, so [[darüber nachdenken]].',
          },
          b: {
            trap: 'key',
            de: '„nachdenken über“ + Akkusativ. Die Sache folgt im Nebensatz („ob sich die Reparatur lohnt“), darum steht davor „darüber“.',
            en: '[[nachdenken über]] + accusative (to think about, consider). The thing follows in the clause ([[ob sich die Reparatur lohnt]], whether the repair is worth it), so [[darüber]] comes first.',
          },
          c: {
            trap: 'preposition',
            de: '„davon“ passt zu „sprechen von“ oder „träumen von“. „nachdenken“ geht nur mit „über“.',
            en: '[[davon]] goes with [[sprechen von]] or [[träumen von]]. [[nachdenken]] only takes [[über]].',
          },
        },
        evidence: ['Frau Horn hat deshalb lange', 'nachgedacht, ob sich die Reparatur lohnt'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
      {
        n: 27,
        options: { a: 'vor', b: 'seit', c: 'nach' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Der Kauf ist ein abgeschlossener Moment in der Vergangenheit („hat … gekauft“). Wie lange das her ist, sagt „vor“ + Dativ: „vor acht Monaten“.',
            en: 'The purchase is a finished moment in the past ([[hat … gekauft]]). How long ago it was is said with [[vor]] + dative: [[vor acht Monaten]] (eight months ago).',
          },
          b: {
            trap: 'preposition',
            de: '„seit“ hat im Brief schon gepasst, und „erst seit“ klingt bekannt. Aber „seit“ braucht etwas, das bis heute dauert („sie hat ihn seit acht Monaten“). Ein Kauf dauert nicht an: „hat … gekauft“.',
            en: '[[seit]] fitted earlier in the letter, and [[erst seit]] sounds familiar. But [[seit]] needs something that lasts until now ([[sie hat ihn seit acht Monaten]], she has had it for eight months). A purchase does not last: [[hat … gekauft]].',
          },
          c: {
            trap: 'preposition',
            de: '„nach acht Monaten“ heißt: acht Monate nach einem anderen Ereignis. Ein solches Ereignis nennt der Satz nicht; er sagt, wie neu das Gerät ist.',
            en: '[[nach acht Monaten]] means eight months after some other event. The sentence names no such event; it says how new the device is.',
          },
        },
        evidence: ['Sie hat ihr Gerät nämlich erst', 'acht Monaten für 690 Euro gekauft'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 28,
        options: { a: 'als', b: 'wenn', c: 'wann' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: 'Der Satz steht in der Vergangenheit, darum liegt „als“ nahe. Aber „als“ steht nur für ein einziges Mal. Hier ist es „immer“ passiert, jedes Mal: Dann steht auch in der Vergangenheit „wenn“.',
            en: 'The sentence is in the past, so [[als]] is tempting. But [[als]] is only for one single time. Here it happened [[immer]] (every time): then German uses [[wenn]], in the past too.',
          },
          b: {
            trap: 'key',
            de: '„früher auch immer“: Es ist oft passiert. Für wiederholte Ereignisse in der Vergangenheit steht „wenn“ („immer wenn“).',
            en: '[[früher auch immer]] (always, in the past too): it happened often. Repeated events in the past take [[wenn]] ([[immer wenn]], whenever).',
          },
          c: {
            trap: 'connector',
            de: '„wann“ ist ein Fragewort, auch in indirekten Fragen („Ich weiß nicht, wann …“). Hier gibt es keine Frage.',
            en: '[[wann]] is a question word, in indirect questions too ([[Ich weiß nicht, wann …]]). There is no question here.',
          },
        },
        evidence: ['Den hat sie sich früher auch immer geliehen', 'ihr eigener in der Reparatur war'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 29,
        options: { a: 'ob', b: 'dass', c: 'wenn' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Frau Fuchs weiß die Antwort nicht, und sie ist Ja oder Nein (Übernehmen Sie den Schaden?). Eine Ja/Nein-Frage in einem Nebensatz beginnt mit „ob“.',
            en: 'Frau Fuchs does not know the answer, and it is yes or no (will you cover the damage?). A yes/no question in a subordinate clause starts with [[ob]].',
          },
          b: {
            trap: 'connector',
            de: 'Nach „mitteilen“ folgt oft „dass“ („Wir teilen Ihnen mit, dass …“). Aber das ist eine Information, die man schon weiß. Frau Fuchs fragt: „Könnten Sie mir bitte mitteilen …?“',
            en: '[[mitteilen]] is often followed by [[dass]] ([[Wir teilen Ihnen mit, dass …]]). But that is information you already know. Frau Fuchs is asking: [[Könnten Sie mir bitte mitteilen …?]]',
          },
          c: {
            trap: 'connector',
            de: 'Im Englischen heißt es „tell me if …“, darum liegt „wenn“ nahe. Aber „wenn“ nennt eine Bedingung oder eine Zeit. Eine Ja/Nein-Frage beginnt mit „ob“.',
            en: 'English says “tell me if …”, so [[wenn]] is tempting. But [[wenn]] gives a condition or a time. A yes/no question starts with [[ob]].',
          },
        },
        evidence: ['Könnten Sie mir bitte mitteilen,', 'Sie den Schaden übernehmen?'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'subordinate-clauses' },
      },
      {
        n: 30,
        options: { a: 'für', b: 'um', c: 'über' },
        key: 'b',
        why: {
          a: {
            trap: 'preposition',
            de: 'Im Englischen heißt es „care for“, und „für“ steht wie „um“ mit Akkusativ. Aber „sich kümmern“ hat die feste Präposition „um“.',
            en: 'English says “care for”, and [[für]] takes the accusative like [[um]]. But [[sich kümmern]] has the fixed preposition [[um]].',
          },
          b: {
            trap: 'key',
            de: '„sich kümmern um“ + Akkusativ: „um den Fall“.',
            en: '[[sich kümmern um]] + accusative (to take care of): [[um den Fall]].',
          },
          c: {
            trap: 'preposition',
            de: 'Man spricht „über“ einen Fall, darum klingt „über“ möglich. Aber „sich kümmern“ geht nur mit „um“.',
            en: 'You talk [[über]] a case, so [[über]] sounds possible. But [[sich kümmern]] only goes with [[um]].',
          },
        },
        evidence: ['wenn Sie sich schnell', 'den Fall kümmern könnten'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
    ],
  },

  language2: {
    topics: ['food-waste'],
    people: [{ name: 'Wiebke Dorn', role: 'volunteer who organises the shared fridge' }],
    text: 'Teilen statt wegwerfen: ein Kühlschrank für alle\n\nSeit Januar steht vor dem Bürgerhaus in Falkenried ein Kühlschrank, der allen gehört. Wer zu viel eingekauft hat oder in den Urlaub fährt, kann dort Lebensmittel hineinlegen, {31} sie nicht im Müll landen. Andere dürfen sie kostenlos mitnehmen.\n\nNicht alles darf in den Kühlschrank. Obst, Gemüse und Brot sind {32}, rohes Fleisch und Fisch dagegen nicht, weil sie schnell schlecht werden. Joghurt darf man auch nach dem Mindesthaltbarkeitsdatum noch {33}, denn er ist oft noch viele Tage gut.\n\nUm den Kühlschrank kümmern sich zwölf Nachbarinnen und Nachbarn. Sie bekommen dafür kein Geld, sie machen das {34}. Jeden Abend kontrolliert eine Person, ob alles sauber ist, und wirft weg, was nicht mehr gut ist. Das kommt aber {35} vor, denn meistens ist fast nichts mehr übrig.\n\nBesonders {36} ist das Angebot bei Studierenden und Familien. Seit März macht auch die Bäckerei am Markt mit. Sie bringt jeden Abend das Brot, das sie nicht {37} hat. Früher hat sie dieses Brot {38} weggeworfen, heute essen es andere.\n\nIm Sommer soll vor der Schule ein {39} Kühlschrank aufgestellt werden. Wer mithelfen möchte, kann sich bei Wiebke Dorn {40}.',
    box: {
      a: 'abgeben',
      b: 'beliebt',
      c: 'damit',
      d: 'ehrenamtlich',
      e: 'erlaubt',
      f: 'gekauft',
      g: 'melden',
      h: 'oft',
      i: 'selten',
      j: 'teuer',
      k: 'verboten',
      l: 'verkauft',
      m: 'wegwerfen',
      n: 'weil',
      o: 'zweiter',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: Joghurt darf man nach dem Datum noch abgeben, „denn er ist oft noch viele Tage gut“.',
        en: 'Belongs in gap 33: yoghurt may still be handed in after the date, [[denn er ist oft noch viele Tage gut]] (because it is often still good for many days).',
      },
      b: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: „Besonders beliebt ist das Angebot bei Studierenden und Familien.“ In Lücke 32 passt es nicht: Der Absatz sagt, was in den Kühlschrank „darf“.',
        en: 'Belongs in gap 36: [[Besonders beliebt ist das Angebot bei Studierenden und Familien.]] (The offer is especially popular with students and families.) It does not fit gap 32: that paragraph says what [[darf]] (may) go in the fridge.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: „damit sie nicht im Müll landen“ nennt das Ziel.',
        en: 'Belongs in gap 31: [[damit sie nicht im Müll landen]] (so that it does not end up in the bin) gives the aim.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: „Sie bekommen dafür kein Geld, sie machen das ehrenamtlich.“',
        en: 'Belongs in gap 34: [[Sie bekommen dafür kein Geld, sie machen das ehrenamtlich.]] (They get no money for it; they do it as volunteers.)',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: „Nicht alles darf in den Kühlschrank. Obst, Gemüse und Brot sind erlaubt“.',
        en: 'Belongs in gap 32: [[Nicht alles darf in den Kühlschrank. Obst, Gemüse und Brot sind erlaubt]] (Not everything may go in the fridge. Fruit, vegetables and bread are allowed).',
      },
      f: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 37 („das sie nicht gekauft hat“), und „kaufen“ und „verkaufen“ verwechselt man leicht. Aber eine Bäckerei kauft ihr Brot nicht, sie backt und verkauft es. Übrig bleibt, was sie nicht verkauft hat.',
        en: 'Has the form for gap 37 ([[das sie nicht gekauft hat]]), and [[kaufen]] (buy) and [[verkaufen]] (sell) are easily confused. But a bakery does not buy its bread; it bakes and sells it. What is left is what it has not sold.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: „sich bei jemandem melden“.',
        en: 'Belongs in gap 40: [[sich bei jemandem melden]] (to get in touch with someone).',
      },
      h: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: „Früher hat sie dieses Brot oft weggeworfen, heute essen es andere.“ In Lücke 35 passt es nicht: „meistens ist fast nichts mehr übrig“.',
        en: 'Belongs in gap 38: [[Früher hat sie dieses Brot oft weggeworfen, heute essen es andere.]] (She used to throw this bread away often; today others eat it.) It does not fit gap 35: [[meistens ist fast nichts mehr übrig]] (usually almost nothing is left).',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Wegwerfen „kommt aber selten vor“, weil fast nichts übrig bleibt. In Lücke 38 passt es nicht: „heute essen es andere“ ist ein Gegensatz zu früher.',
        en: 'Belongs in gap 35: throwing things away [[kommt aber selten vor]] (rarely happens), because almost nothing is left. It does not fit gap 38: [[heute essen es andere]] (today others eat it) is a contrast with before.',
      },
      j: {
        trap: 'meaning',
        de: 'Hat die Form für Lücke 36 („Besonders teuer ist das Angebot …“). Aber der erste Absatz sagt: Man darf die Lebensmittel „kostenlos mitnehmen“.',
        en: 'Has the form for gap 36 ([[Besonders teuer ist das Angebot …]], the offer is especially expensive). But the first paragraph says you may take the food [[kostenlos mitnehmen]] (free of charge).',
      },
      k: {
        trap: 'negation',
        de: 'Hat die Form für Lücke 32, und der Absatz spricht über Regeln. Aber mit „verboten“ sagt der Satz das Gegenteil: Obst und Brot wären verboten, Fleisch und Fisch „dagegen nicht“, obwohl gerade sie „schnell schlecht werden“.',
        en: 'Has the form for gap 32, and the paragraph is about rules. But with [[verboten]] (forbidden) the sentence says the opposite: fruit and bread would be forbidden, meat and fish [[dagegen nicht]] (but not), although they are the ones that [[schnell schlecht werden]] (go off quickly).',
      },
      l: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: die Bäckerei bringt das Brot, „das sie nicht verkauft hat“.',
        en: 'Belongs in gap 37: the bakery brings the bread [[das sie nicht verkauft hat]] (that it has not sold).',
      },
      m: {
        trap: 'negation',
        de: 'Hat die Form für Lücke 33 („noch wegwerfen“), und „wegwerfen“ steht im Titel. Aber der Grund danach passt nicht: „denn er ist oft noch viele Tage gut“. Was noch gut ist, soll man gerade nicht wegwerfen.',
        en: 'Has the form for gap 33 ([[noch wegwerfen]]), and [[wegwerfen]] is in the title. But the reason after it does not fit: [[denn er ist oft noch viele Tage gut]]. Food that is still good is exactly what should not be thrown away.',
      },
      n: {
        trap: 'connector',
        de: 'Hat die Form für Lücke 31 (Verb am Ende). Aber „weil sie nicht im Müll landen“ nennt keinen Grund für das Hineinlegen. Es ist das Ziel: „damit“.',
        en: 'Has the form for gap 31 (verb at the end). But [[weil sie nicht im Müll landen]] gives no reason for putting the food in. It is the aim: [[damit]] (so that).',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Vor dem Bürgerhaus steht schon „ein Kühlschrank“, vor der Schule kommt ein zweiter dazu.',
        en: 'Belongs in gap 39: there is already [[ein Kühlschrank]] (one fridge) outside the community centre; a second one is coming outside the school.',
      },
    },
    items: [
      {
        n: 31,
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Wozu legt man die Lebensmittel in den Kühlschrank? Das Ziel: Sie sollen „nicht im Müll landen“. Ziel + Verb am Ende: „damit“.',
            en: 'What do people put the food in the fridge for? The aim: it should [[nicht im Müll landen]] (not end up in the bin). An aim with the verb at the end: [[damit]].',
          },
          n: {
            trap: 'connector',
            de: 'Gleiche Verbposition, und „weil“ ist der bekannteste Konnektor. Aber „weil sie nicht im Müll landen“ ist kein Grund für das Hineinlegen, sondern sein Ziel.',
            en: 'Same verb position, and [[weil]] is the best-known connector. But [[weil sie nicht im Müll landen]] is not a reason for putting the food in; it is its aim.',
          },
          g: {
            trap: 'word-class',
            de: '„melden“ ist ein Verb im Infinitiv. Es kann keinen Nebensatz einleiten.',
            en: '[[melden]] is a verb in the infinitive. It cannot start a subordinate clause.',
          },
        },
        formFits: ['c', 'n'],
        evidence: ['kann dort Lebensmittel hineinlegen,', 'sie nicht im Müll landen'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 32,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Der Absatz beginnt mit „Nicht alles darf in den Kühlschrank.“ Obst, Gemüse und Brot dürfen hinein, „rohes Fleisch und Fisch dagegen nicht“: Sie sind erlaubt.',
            en: 'The paragraph begins [[Nicht alles darf in den Kühlschrank.]] (Not everything may go in the fridge.) Fruit, vegetables and bread may go in, [[rohes Fleisch und Fisch dagegen nicht]] (raw meat and fish, however, may not): they are allowed.',
          },
          k: {
            trap: 'negation',
            de: 'Gleiche Form, und es geht um Regeln. Aber dann wären Fleisch und Fisch „dagegen nicht“ verboten, obwohl gerade sie „schnell schlecht werden“. Das Gegenteil stimmt.',
            en: 'Same form, and it is about rules. But then meat and fish would [[dagegen nicht]] (not) be forbidden, although they are the ones that [[schnell schlecht werden]] (go off quickly). The opposite is true.',
          },
          b: {
            trap: 'meaning',
            de: 'Ein Adjektiv wie „erlaubt“, und Obst und Brot sind sicher beliebt. Aber der Absatz sagt, was in den Kühlschrank „darf“, nicht was die Leute mögen.',
            en: 'An adjective like [[erlaubt]], and fruit and bread are surely popular. But the paragraph says what [[darf]] (may) go in the fridge, not what people like.',
          },
        },
        formFits: ['e', 'k', 'b', 'j'],
        evidence: ['Nicht alles darf in den Kühlschrank.', 'rohes Fleisch und Fisch dagegen nicht'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 33,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Der Grund steht danach: „denn er ist oft noch viele Tage gut“. Darum darf man den Joghurt in den Kühlschrank legen, also abgeben.',
            en: 'The reason follows: [[denn er ist oft noch viele Tage gut]] (because it is often still good for many days). So you may put the yoghurt in the fridge, that is, hand it in.',
          },
          m: {
            trap: 'negation',
            de: 'Gleiche Form, und „wegwerfen“ steht im Titel. Aber „denn er ist oft noch viele Tage gut“ ist ein Grund, ihn nicht wegzuwerfen.',
            en: 'Same form, and [[wegwerfen]] is in the title. But [[denn er ist oft noch viele Tage gut]] is a reason not to throw it away.',
          },
          g: {
            trap: 'meaning',
            de: 'Auch ein Infinitiv. Aber „Joghurt melden“ ergibt keinen Sinn; „melden“ braucht hier „sich“ und eine Person.',
            en: 'Also an infinitive. But [[Joghurt melden]] makes no sense; here [[melden]] needs [[sich]] and a person.',
          },
        },
        formFits: ['a', 'm', 'g'],
        evidence: [
          'Joghurt darf man auch nach dem Mindesthaltbarkeitsdatum noch',
          'denn er ist oft noch viele Tage gut',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 34,
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: '„Sie bekommen dafür kein Geld“: Wer ohne Geld für andere arbeitet, macht das ehrenamtlich.',
            en: '[[Sie bekommen dafür kein Geld]] (they get no money for it): whoever works for others without pay does it [[ehrenamtlich]] (as a volunteer).',
          },
          h: {
            trap: 'meaning',
            de: '„sie machen das oft“ ist grammatisch möglich. Aber der Satz erklärt „kein Geld“, nicht wie oft sie helfen. Außerdem wechselt jeden Abend nur „eine Person“.',
            en: '[[sie machen das oft]] (they often do it) is grammatical. But the sentence explains [[kein Geld]] (no money), not how often they help. And each evening it is only [[eine Person]] (one person).',
          },
          i: {
            trap: 'meaning',
            de: '„sie machen das selten“ passt in der Form, aber nicht zum Satz davor: Kein Geld zu bekommen ist kein Grund, selten zu helfen.',
            en: '[[sie machen das selten]] (they rarely do it) fits the form, but not the sentence before: getting no money is no reason to help rarely.',
          },
        },
        formFits: ['d', 'h', 'i'],
        evidence: ['Sie bekommen dafür kein Geld, sie machen das'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 35,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Die Person wirft weg, was schlecht ist. „Das kommt aber selten vor“, und der Grund folgt: „denn meistens ist fast nichts mehr übrig“.',
            en: 'The person throws away what has gone bad. [[Das kommt aber selten vor]] (but that rarely happens), and the reason follows: [[denn meistens ist fast nichts mehr übrig]] (because usually almost nothing is left).',
          },
          h: {
            trap: 'negation',
            de: 'Gleiche Form, und „jeden Abend“ klingt nach oft. Aber „aber“ und „denn meistens ist fast nichts mehr übrig“ sagen das Gegenteil: Wo nichts übrig ist, wirft man nichts weg.',
            en: 'Same form, and [[jeden Abend]] (every evening) sounds like often. But [[aber]] and [[denn meistens ist fast nichts mehr übrig]] say the opposite: where nothing is left, nothing is thrown away.',
          },
          d: {
            trap: 'meaning',
            de: '„ehrenamtlich vorkommen“ ergibt keinen Sinn. Ehrenamtlich arbeiten Menschen, ein Ereignis kann das nicht.',
            en: '[[ehrenamtlich vorkommen]] makes no sense. People work as volunteers; an event cannot.',
          },
        },
        formFits: ['i', 'h'],
        evidence: ['Das kommt aber', 'denn meistens ist fast nichts mehr übrig'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 36,
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: 'Bei welchen Menschen ist das Angebot besonders beliebt? „bei Studierenden und Familien“: Sie nehmen gern kostenlose Lebensmittel mit.',
            en: 'With whom is the offer especially popular? [[bei Studierenden und Familien]] (with students and families): they like taking free food.',
          },
          j: {
            trap: 'meaning',
            de: 'Gleiche Form. Aber im ersten Absatz steht: Man darf die Lebensmittel „kostenlos mitnehmen“. Teuer ist das Angebot also für niemanden.',
            en: 'Same form. But the first paragraph says you may take the food [[kostenlos mitnehmen]] (free of charge). So the offer is expensive for nobody.',
          },
          k: {
            trap: 'meaning',
            de: '„Besonders verboten“ ergibt keinen Sinn: Verboten sind nur Fleisch und Fisch, nicht das Angebot.',
            en: '[[Besonders verboten]] (especially forbidden) makes no sense: only meat and fish are forbidden, not the offer.',
          },
        },
        formFits: ['b', 'j', 'k', 'e'],
        evidence: ['ist das Angebot bei Studierenden und Familien', 'Andere dürfen sie kostenlos mitnehmen.'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'l',
        why: {
          l: {
            trap: 'key',
            de: 'Eine Bäckerei verkauft Brot. Am Abend bringt sie das Brot, das übrig ist: „das sie nicht verkauft hat“.',
            en: 'A bakery sells bread. In the evening it brings the bread that is left: [[das sie nicht verkauft hat]] (that it has not sold).',
          },
          f: {
            trap: 'meaning',
            de: 'Gleiche Form, und „kaufen“ und „verkaufen“ verwechselt man leicht. Aber die Bäckerei kauft kein Brot, sie verkauft es.',
            en: 'Same form, and [[kaufen]] (buy) and [[verkaufen]] (sell) are easily confused. But the bakery does not buy bread; it sells it.',
          },
          i: {
            trap: 'word-class',
            de: '„selten“ ist ein Adverb. Vor „hat“ fehlt ein Partizip.',
            en: '[[selten]] is an adverb. A participle is missing before [[hat]].',
          },
        },
        formFits: ['l', 'f'],
        evidence: ['Sie bringt jeden Abend das Brot, das sie nicht', 'die Bäckerei am Markt'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 38,
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: '„Früher“ und „heute essen es andere“ sind ein Gegensatz: Früher landete das Brot oft im Müll, heute nicht mehr.',
            en: '[[Früher]] (in the past) and [[heute essen es andere]] (today others eat it) are a contrast: the bread used to end up in the bin often, today it does not.',
          },
          i: {
            trap: 'meaning',
            de: 'Gleiche Form, und „selten“ klingt nach einer guten Bäckerei. Aber dann gäbe es keinen Gegensatz zu „heute essen es andere“: Der Satz sagt, was sich geändert hat.',
            en: 'Same form, and [[selten]] (rarely) sounds like a good bakery. But then there would be no contrast with [[heute essen es andere]] (today others eat it): the sentence says what has changed.',
          },
          d: {
            trap: 'meaning',
            de: '„ehrenamtlich weggeworfen“ ergibt keinen Sinn: Die Bäckerei ist eine Firma, und Wegwerfen ist keine Hilfe.',
            en: '[[ehrenamtlich weggeworfen]] (thrown away as a volunteer) makes no sense: the bakery is a business, and throwing away is no help.',
          },
        },
        formFits: ['h', 'i'],
        evidence: ['Früher hat sie dieses Brot', 'heute essen es andere'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: 'Zwischen „ein“ und „Kühlschrank“ fehlt ein Adjektiv mit -er (Nominativ, maskulin). Einen Kühlschrank gibt es schon vor dem Bürgerhaus, vor der Schule kommt ein zweiter dazu.',
            en: 'Between [[ein]] and [[Kühlschrank]] an adjective ending in -er is missing (nominative, masculine). There is already one fridge outside the community centre; a second one is added outside the school.',
          },
          j: {
            trap: 'form',
            de: '„teuer“ hat keine Endung. Nach „ein“ vor einem maskulinen Nomen braucht das Adjektiv -er: „ein teurer Kühlschrank“. Außerdem geht es hier nicht um den Preis.',
            en: '[[teuer]] has no ending. After [[ein]] before a masculine noun the adjective needs -er: [[ein teurer Kühlschrank]]. And the price is not the point here.',
          },
          b: {
            trap: 'form',
            de: '„beliebt“ hat keine Endung und passt nur nach „sein“ („ist beliebt“), nicht zwischen „ein“ und „Kühlschrank“.',
            en: '[[beliebt]] has no ending and fits only after [[sein]] ([[ist beliebt]]), not between [[ein]] and [[Kühlschrank]].',
          },
        },
        formFits: ['o'],
        evidence: [
          'Seit Januar steht vor dem Bürgerhaus in Falkenried ein Kühlschrank',
          'Kühlschrank aufgestellt werden',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'adjective-endings' },
      },
      {
        n: 40,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: '„sich bei jemandem melden“: „kann sich bei Wiebke Dorn melden“.',
            en: '[[sich bei jemandem melden]] (to get in touch with someone): [[kann sich bei Wiebke Dorn melden]].',
          },
          a: {
            trap: 'meaning',
            de: 'Auch ein Infinitiv, und im Text gibt man Lebensmittel ab. Aber „sich bei jemandem abgeben“ gibt es nicht. Wer mithelfen möchte, nimmt Kontakt auf.',
            en: 'Also an infinitive, and in the text people hand in food. But [[sich bei jemandem abgeben]] does not exist. Whoever wants to help gets in touch.',
          },
          m: {
            trap: 'meaning',
            de: 'Auch ein Infinitiv, aber „sich wegwerfen“ ergibt hier keinen Sinn.',
            en: 'Also an infinitive, but [[sich wegwerfen]] makes no sense here.',
          },
        },
        formFits: ['g', 'a', 'm'],
        evidence: ['Wer mithelfen möchte, kann sich bei Wiebke Dorn'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
    ],
  },
  ...listening,
  writing: writing4,
  oral: oral4,
} satisfies ModelTest;
