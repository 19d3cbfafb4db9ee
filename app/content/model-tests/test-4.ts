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
      c: 'Mittagsschlaf für alle: Spedition öffnet Ruheraum',
      d: 'Bürgeramt: Ohne Termin nur noch an einem Vormittag pro Woche',
      e: 'Innenstadt-Läden bringen Einkäufe ab sofort gratis nach Hause',
      f: 'Zimmer gesucht: Die Stadt bittet um Hilfe für Studierende',
      g: 'Fahrradclub repariert Räder kostenlos',
      h: 'Kurz schlafen in der Pause: Firma richtet Ruheraum ein',
      i: 'Zu wenige Zimmer: Stadt sucht kostenlose Zimmer für Studierende',
      j: 'Werkzeug und Tipps: Hier reparieren Radfahrer selbst',
    },
    optionNotes: {
      a: {
        trap: 'too-general',
        de: 'Lockt bei Text 1: Bürgeramt, März und Termine im Internet stimmen. Aber nicht „nur“ im Internet: „Wer keinen Computer hat, ruft einfach … an.“',
        en: 'Tempting for text 1: the citizens’ office, March and booking online are right. But not [[nur]] (only) online: [[Wer keinen Computer hat, ruft einfach … an.]] (Whoever has no computer simply phones.)',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Die Geschäfte der Innenstadt haben zusammen einen Online-Shop.',
        en: 'The headline of text 3: the town-centre shops have a joint online shop.',
      },
      c: {
        trap: 'too-general',
        de: 'Lockt bei Text 2: Die Spedition hat einen Ruheraum, und dort darf man mittags schlafen. Aber nicht alle: Die Liegen sind „für die Beschäftigten im Lager“, und die Kollegen aus dem Büro „wünschen sich“ erst einen solchen Raum.',
        en: 'Tempting for text 2: the haulage firm has a rest room where you may sleep at midday. But not everyone: the loungers are [[für die Beschäftigten im Lager]] (for the warehouse staff), and the office staff only [[wünschen sich]] (would like) such a room.',
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
        trap: 'same-word',
        de: 'Lockt bei Text 5: Es gibt zu wenige Zimmer, die Stadt sucht Zimmer für Studierende, und „kostenlos“ steht im Text. Aber kostenlos ist nur das Angebot auf der Internetseite. Die Zimmer soll man „vermieten“, und die Hochschule nennt eine Miete: „nicht mehr als 350 Euro“.',
        en: 'Tempting for text 5: there are too few rooms, the town is looking for rooms for students, and [[kostenlos]] (free) is in the text. But only the listing on the website is free. People are asked to [[vermieten]] (rent out) their rooms, and the university names a rent: [[nicht mehr als 350 Euro]] (no more than 350 euros).',
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
        text: 'Wer im Bürgeramt Falkenried einen neuen Ausweis beantragen oder sich ummelden möchte, braucht ab dem 1. März einen Termin. Termine kann man auf der Internetseite der Stadt buchen. Bisher konnte man an jedem Vormittag ohne Termin kommen, musste aber oft lange warten. Ohne Termin geht es in Zukunft nur noch donnerstags von 8 bis 12 Uhr. Die Stadt hofft, dass die Wartezeiten so kürzer werden. Wer keinen Computer hat, ruft einfach unter 07742 31 50 an.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Bisher konnte man „an jedem Vormittag ohne Termin kommen“. Jetzt gilt: „Ohne Termin geht es in Zukunft nur noch donnerstags von 8 bis 12 Uhr.“ Das ist ein Vormittag pro Woche.',
            en: 'Until now you could come [[an jedem Vormittag ohne Termin]] (any morning without an appointment). Now: [[Ohne Termin geht es in Zukunft nur noch donnerstags von 8 bis 12 Uhr.]] (In future, without an appointment only on Thursdays from 8 to 12.) That is one morning a week.',
          },
          a: {
            trap: 'too-general',
            de: 'Die stärkste Falle: Bürgeramt, März und Termine im Internet stimmen. Aber „nur noch im Internet“ ist zu eng: „Wer keinen Computer hat, ruft einfach unter 07742 31 50 an.“',
            en: 'The strongest trap: the citizens’ office, March and online booking are right. But [[nur noch im Internet]] (only online) is too narrow: [[Wer keinen Computer hat, ruft einfach unter 07742 31 50 an.]] (Whoever has no computer simply phones.)',
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
        text: 'Bei der Spedition Nordlicht in Birkhausen gibt es seit Oktober einen Ruheraum. Dort stehen vier bequeme Liegen für die Beschäftigten im Lager, deren Schicht schon um 5 Uhr morgens beginnt. In ihrer Mittagspause dürfen sie bis zu 20 Minuten schlafen. Den Platz reserviert man mit einer App. Am Anfang war der Chef skeptisch. Nach einem halben Jahr zeigt sich aber: Wer kurz geschlafen hat, macht am Ende der Schicht weniger Fehler. Jetzt wünschen sich auch die Kolleginnen und Kollegen aus dem Büro so einen Raum, und die Firma möchte bald einen zweiten einrichten.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'In der Firma gibt es „seit Oktober einen Ruheraum“, und dort gilt: „In ihrer Mittagspause dürfen sie bis zu 20 Minuten schlafen.“ Genau das sagt die Überschrift.',
            en: 'The firm has had [[seit Oktober einen Ruheraum]] (a rest room since October), and the rule there is [[In ihrer Mittagspause dürfen sie bis zu 20 Minuten schlafen.]] (In their lunch break they may sleep for up to 20 minutes.) That is what the headline says.',
          },
          c: {
            trap: 'too-general',
            de: 'Die stärkste Falle: Die Spedition hat einen Ruheraum, und dort darf man mittags schlafen. Aber nicht alle: Die Liegen stehen „für die Beschäftigten im Lager“ bereit. Der letzte Satz zeigt es noch einmal: Die Kollegen aus dem Büro „wünschen sich“ erst „so einen Raum“.',
            en: 'The strongest trap: the haulage firm has a rest room where you may sleep at midday. But not everyone may: the loungers are there [[für die Beschäftigten im Lager]] (for the warehouse staff). The last sentence shows it again: the office staff only [[wünschen sich]] (would like) [[so einen Raum]] (such a room).',
          },
          j: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Auch dort wird ein Raum in einem Haus genutzt, aber zum Reparieren von Fahrrädern, nicht zum Schlafen.',
            en: 'The headline of text 4. A room in a building is used there too, but for repairing bikes, not for sleeping.',
          },
        },
        evidence: [
          'seit Oktober einen Ruheraum',
          'In ihrer Mittagspause dürfen sie bis zu 20 Minuten schlafen.',
          'für die Beschäftigten im Lager',
          'Jetzt wünschen sich auch die Kolleginnen und Kollegen aus dem Büro so einen Raum',
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
            de: 'Die stärkste Falle: Die Läden bringen die Ware wirklich nach Hause, und die Lieferung kann kostenlos sein. Aber nur „Ab einem Einkauf von 25 Euro“. Sonst „kostet sie 3,50 Euro“.',
            en: 'The strongest trap: the shops really do bring the goods home, and delivery can be free. But only [[Ab einem Einkauf von 25 Euro]] (from a purchase of 25 euros). Otherwise [[kostet sie 3,50 Euro]] (it costs 3.50 euros).',
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
        text: 'Die Bremse quietscht, das Licht geht nicht? Dann kommen Sie in den Fahrradkeller des Bürgerhauses Birkhausen. Dort helfen Ihnen Mitglieder des Fahrradclubs jeden Mittwoch von 17 bis 20 Uhr kostenlos, nur Ersatzteile wie Schläuche oder Lampen muss man bezahlen. Eine Anmeldung ist nicht nötig. Werkzeug liegt für alle bereit, und die Clubmitglieder zeigen Ihnen, wie Sie einen Reifen flicken oder die Bremse einstellen. Reparieren muss aber jeder selbst.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: '„Werkzeug liegt für alle bereit“, die Clubmitglieder „zeigen Ihnen“, wie es geht, und der letzte Satz sagt: „Reparieren muss aber jeder selbst.“',
            en: '[[Werkzeug liegt für alle bereit]] (tools are ready for everyone), the club members [[zeigen Ihnen]] (show you) how, and the last sentence says [[Reparieren muss aber jeder selbst.]] (But everyone has to do the repair themselves.)',
          },
          g: {
            trap: 'partly-true',
            de: 'Die stärkste Falle: Am Anfang „helfen Ihnen Mitglieder des Fahrradclubs … kostenlos“. Aber erst der letzte Satz sagt, wer repariert: „Reparieren muss aber jeder selbst.“ Der Club hilft und erklärt, er repariert die Räder nicht.',
            en: 'The strongest trap: at the start [[helfen Ihnen Mitglieder des Fahrradclubs … kostenlos]] (members of the cycling club help you for free). But only the last sentence says who repairs: [[Reparieren muss aber jeder selbst.]] (But everyone has to do the repair themselves.) The club helps and explains; it does not repair the bikes.',
          },
          h: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 2. Auch hier gibt es einen besonderen Raum in einem Haus, aber nicht zum Schlafen.',
            en: 'The headline of text 2. Here too there is a special room in a building, but not for sleeping.',
          },
        },
        evidence: [
          'Werkzeug liegt für alle bereit',
          'Reparieren muss aber jeder selbst.',
          'helfen Ihnen Mitglieder des Fahrradclubs jeden Mittwoch von 17 bis 20 Uhr kostenlos',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 5,
        text: 'Zum Wintersemester kommen rund 3.000 neue Studierende an die Hochschule Falkenried, aber es gibt viel zu wenige Zimmer. Die Stadt bittet deshalb alle Bürgerinnen und Bürger: Wer ein freies Zimmer hat, soll es an Studierende vermieten. Auf der Internetseite der Hochschule kann man sein Zimmer kostenlos anbieten. Für die ersten Wochen stehen außerdem Notbetten in einer Turnhalle bereit. Ein neues Wohnheim wird gerade gebaut. Die Hochschule rät, für ein Zimmer nicht mehr als 350 Euro im Monat zu verlangen.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Es gibt „viel zu wenige Zimmer“, und „Die Stadt bittet deshalb alle Bürgerinnen und Bürger“, ein freies Zimmer an Studierende zu vermieten.',
            en: 'There are [[viel zu wenige Zimmer]] (far too few rooms), and [[Die Stadt bittet deshalb alle Bürgerinnen und Bürger]] (so the town asks all residents) to let a spare room to students.',
          },
          i: {
            trap: 'same-word',
            de: 'Die stärkste Falle: Die Stadt sucht wirklich Zimmer für Studierende, und „kostenlos“ steht im Text. Aber kostenlos ist nur das Angebot im Internet: Man kann „sein Zimmer kostenlos anbieten“. Die Zimmer soll man „vermieten“, und der letzte Satz nennt die Miete: „nicht mehr als 350 Euro im Monat“. Kostenlos wohnen die Studierenden also nicht.',
            en: 'The strongest trap: the town really is looking for rooms for students, and [[kostenlos]] (free) is in the text. But only the listing online is free: you can offer [[sein Zimmer kostenlos anbieten]] (your room for free). People are asked to [[vermieten]] (rent out) the rooms, and the last sentence names the rent: [[nicht mehr als 350 Euro im Monat]] (no more than 350 euros a month). So the students do not live there for free.',
          },
          d: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 1. Auch hier ist die Stadt wichtig, aber es geht nicht um das Bürgeramt.',
            en: 'The headline of text 1. The town matters here too, but it is not about the citizens’ office.',
          },
        },
        evidence: [
          'es gibt viel zu wenige Zimmer',
          'Die Stadt bittet deshalb alle Bürgerinnen und Bürger',
          'Wer ein freies Zimmer hat, soll es an Studierende vermieten.',
          'kann man sein Zimmer kostenlos anbieten',
          'für ein Zimmer nicht mehr als 350 Euro im Monat zu verlangen',
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
    text: 'Wer im Februar im Frischemarkt in der Lindenallee von Falkenried eingekauft hat, hat vielleicht nichts gemerkt. Aber vier Wochen lang haben dort nicht die normalen Mitarbeiter gearbeitet, sondern 14 Auszubildende. Die Filialleiterin Birgit Kaiser war zwar im Haus, hat aber nur geholfen, wenn die jungen Leute sie gefragt haben. „In der ersten Nacht habe ich trotzdem kaum geschlafen“, erzählt sie.\n\nAngefangen hat alles mit einem Zettel auf ihrem Schreibtisch. Geschrieben hatte ihn Chiara Rossi, 19, im dritten Lehrjahr zur Kauffrau im Einzelhandel. „Ich hatte im Internet ein Video über einen Markt in Hamburg gesehen. Dort haben die Azubis einen Monat lang alles allein gemacht“, sagt sie. Frau Kaiser hat den Vorschlag an die Zentrale der Firma geschickt, und nach zwei Monaten kam das Ja. In den vier Wochen war Chiara dann selbst für die Bestellungen zuständig.\n\nAm schwierigsten war für viele der Dienstplan. Dennis Urban, 22, hat ihn in den vier Wochen geschrieben. „Jeder wollte am Samstag frei haben, und dann sind auch noch zwei Kolleginnen krank geworden“, sagt er. Trotzdem sagt er heute: „Jetzt verstehe ich, warum unsere Chefin manchmal so müde aussieht. Ihren Job möchte ich aber nicht haben. Nach der Ausbildung will ich noch studieren.“\n\nAuch beim Bestellen gab es am Anfang Probleme. In der ersten Woche wurde viel zu viel Obst bestellt, und im Lager wurden die Bananen braun. „Wir haben sie dann billiger verkauft, eine ganze Kiste für einen Euro“, erzählt Dennis. „Am nächsten Tag war keine Kiste mehr da.“\n\nUnd die Kunden? Viele haben gar nicht bemerkt, dass etwas anders war. In der letzten Woche haben die Azubis allerdings Kaffee und Tee in ein anderes Regal gestellt, und einige Stammkunden haben sich geärgert. Am Ende hat der Markt in den vier Wochen sogar etwas mehr verkauft als geplant.\n\nFür Birgit Kaiser waren die vier Wochen ein Erfolg, auch wenn der Markt in der ersten Woche weniger verkauft hat als geplant. „Die Idee hat mir sofort gefallen, denn von solchen Aktionen hatte ich schon oft in Zeitschriften gelesen“, sagt sie. Besonders gefallen hat ihr, dass die Azubis ab der zweiten Woche jeden Abend gezählt haben, was noch im Lager war. „Heute weiß ich, dass ich nicht alles selbst kontrollieren muss.“ Im nächsten Jahr soll es die Aktion wieder geben, dann mit den Azubis, die im August ihre Ausbildung beginnen. Eine Filiale leiten darf bei der Firma aber nur, wer nach der Ausbildung drei Jahre im Verkauf gearbeitet hat.\n\nFür Chiara Rossi ist die Ausbildung bald vorbei: In diesem Sommer macht sie ihre Abschlussprüfung. Danach möchte sie im Markt bleiben und so bald wie möglich selbst eine Filiale leiten. „Kaffee und Tee haben wir übrigens nach drei Tagen zurückgestellt“, erzählt sie. „Das wollten die Stammkunden so.“',
    items: [
      {
        n: 6,
        stem: 'Die Idee für die vier Wochen …',
        options: {
          a: 'kam aus der Zentrale der Firma, die schon einen Markt in Hamburg so geführt hatte.',
          b: 'hatte die Filialleiterin, nachdem sie in Zeitschriften davon gelesen hatte.',
          c: 'kam von einer Auszubildenden, die ein Beispiel aus einer anderen Stadt gesehen hatte.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Die Zentrale hatte nicht die Idee: Frau Kaiser hat ihr „den Vorschlag“ geschickt, und die Zentrale hat nach zwei Monaten nur Ja gesagt. Von Hamburg weiß Chiara aus einem Video, der Text sagt nicht, dass der Markt dort zur Firma gehört.',
            en: 'Head office did not have the idea: Frau Kaiser sent it [[den Vorschlag]] (the proposal), and after two months head office only said yes. Chiara knows about Hamburg from a video; the text does not say that the shop there belongs to the firm.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Frau Kaiser hat wirklich in Zeitschriften von solchen Aktionen gelesen, aber im sechsten Absatz sagt sie: „Die Idee hat mir sofort gefallen“. Die Idee war also nicht ihre. Sie kam von Chiara Rossi: Im zweiten Absatz steht, dass alles mit Chiaras Zettel auf dem Schreibtisch der Filialleiterin angefangen hat.',
            en: 'Frau Kaiser really had read about such events in magazines, but in the sixth paragraph she says [[Die Idee hat mir sofort gefallen]] (I liked the idea at once): it was not her idea. It came from Chiara Rossi: the second paragraph says that it all began with Chiara’s note on the branch manager’s desk.',
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
          'Die Idee hat mir sofort gefallen, denn von solchen Aktionen hatte ich schon oft in Zeitschriften gelesen',
          'Frau Kaiser hat den Vorschlag an die Zentrale der Firma geschickt, und nach zwei Monaten kam das Ja.',
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
            de: 'Dennis erzählt im vierten Absatz von den braunen Bananen, aber bestellt hat er nicht. Schon im zweiten Absatz steht: „In den vier Wochen war Chiara dann selbst für die Bestellungen zuständig.“ Dennis hat den Dienstplan geschrieben.',
            en: 'Dennis tells the story of the brown bananas in the fourth paragraph, but he did not order them. The second paragraph already says [[In den vier Wochen war Chiara dann selbst für die Bestellungen zuständig.]] (During the four weeks Chiara herself was in charge of ordering.) Dennis wrote the rota.',
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
          'In den vier Wochen war Chiara dann selbst für die Bestellungen zuständig.',
          'Nach der Ausbildung will ich noch studieren.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'In der ersten Woche …',
        options: {
          a: 'hatte der Markt mehr Obst bestellt, als er brauchte.',
          b: 'hat der Markt mehr verkauft als geplant.',
          c: 'haben die Azubis jeden Abend gezählt, was noch im Lager war.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„In der ersten Woche wurde viel zu viel Obst bestellt, und im Lager wurden die Bananen braun.“ Der Markt hatte also mehr bestellt, als er brauchte.',
            en: '[[In der ersten Woche wurde viel zu viel Obst bestellt, und im Lager wurden die Bananen braun.]] (In the first week far too much fruit was ordered, and the bananas went brown in the storeroom.) So the shop had ordered more than it needed.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Falsche Zeit: „mehr verkauft als geplant“ steht im fünften Absatz, aber für alle vier Wochen zusammen: „Am Ende hat der Markt in den vier Wochen sogar etwas mehr verkauft als geplant.“ Auch die billigen Bananen waren schnell weg. Für die erste Woche sagt aber der sechste Absatz: „der Markt in der ersten Woche weniger verkauft hat als geplant“.',
            en: 'Wrong time: [[mehr verkauft als geplant]] (sold more than planned) is in the fifth paragraph, but for all four weeks together: [[Am Ende hat der Markt in den vier Wochen sogar etwas mehr verkauft als geplant.]] (In the end the shop even sold a little more than planned over the four weeks.) The cheap bananas were gone quickly, too. But for the first week the sixth paragraph says [[der Markt in der ersten Woche weniger verkauft hat als geplant]] (the shop sold less than planned in the first week).',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Falsche Zeit: Das Zählen steht im sechsten Absatz, weit weg von den Bananen, und dort heißt es: „ab der zweiten Woche“. In der ersten Woche hat noch niemand gezählt; das Zählen war die Lösung für das Problem mit dem Obst.',
            en: 'Wrong time: the counting is in the sixth paragraph, far from the bananas, and it says [[ab der zweiten Woche]] (from the second week on). In the first week nobody counted yet; counting was the answer to the fruit problem.',
          },
        },
        evidence: [
          'In der ersten Woche wurde viel zu viel Obst bestellt',
          'der Markt in der ersten Woche weniger verkauft hat als geplant',
          'Am Ende hat der Markt in den vier Wochen sogar etwas mehr verkauft als geplant.',
          'ab der zweiten Woche jeden Abend gezählt',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 9,
        stem: 'Nach den vier Wochen …',
        options: {
          a: 'weiß Birgit Kaiser, dass sie nicht alles selbst prüfen muss.',
          b: 'stehen Kaffee und Tee in einem anderen Regal.',
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
            trap: 'wrong-detail',
            de: 'Falsche Zeit: „In der letzten Woche“ haben die Azubis Kaffee und Tee wirklich in ein anderes Regal gestellt (fünfter Absatz). Aber erst im letzten Absatz erzählt Chiara: „Kaffee und Tee haben wir übrigens nach drei Tagen zurückgestellt“. Heute stehen sie wieder am alten Platz.',
            en: 'Wrong time: [[In der letzten Woche]] (in the last week) the trainees really did move coffee and tea to another shelf (fifth paragraph). But only in the last paragraph does Chiara say [[Kaffee und Tee haben wir übrigens nach drei Tagen zurückgestellt]] (by the way, we put coffee and tea back after three days). Now they are in their old place again.',
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
          'In der letzten Woche haben die Azubis allerdings Kaffee und Tee in ein anderes Regal gestellt',
          'Kaffee und Tee haben wir übrigens nach drei Tagen zurückgestellt',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Im nächsten Jahr …',
        options: {
          a: 'beginnt Chiara Rossi ein Studium.',
          b: 'leitet Chiara Rossi eine eigene Filiale.',
          c: 'führen neue Auszubildende den Markt.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Falsche Person: Studieren will Dennis („Nach der Ausbildung will ich noch studieren“, dritter Absatz). Chiara möchte nach ihrer Prüfung „im Markt bleiben“ (letzter Absatz).',
            en: 'Wrong person: it is Dennis who wants to go to university ([[Nach der Ausbildung will ich noch studieren]], third paragraph). After her exam Chiara wants to [[im Markt bleiben]] (stay at the shop, last paragraph).',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Falsche Zeit: Chiara möchte „so bald wie möglich selbst eine Filiale leiten“ (letzter Absatz). Aber im sechsten Absatz steht: „Eine Filiale leiten darf bei der Firma aber nur, wer nach der Ausbildung drei Jahre im Verkauf gearbeitet hat.“ Ihre Prüfung macht sie erst in diesem Sommer, eine Filiale kann sie also frühestens in drei Jahren leiten.',
            en: 'Wrong time: Chiara wants to [[so bald wie möglich selbst eine Filiale leiten]] (run a branch herself as soon as possible; last paragraph). But the sixth paragraph says [[Eine Filiale leiten darf bei der Firma aber nur, wer nach der Ausbildung drei Jahre im Verkauf gearbeitet hat.]] (At the firm, only someone who has worked in sales for three years after their training may run a branch.) She only takes her exam this summer, so she can run a branch in three years at the earliest.',
          },
          c: {
            trap: 'key',
            de: '„Im nächsten Jahr soll es die Aktion wieder geben, dann mit den Azubis, die im August ihre Ausbildung beginnen.“ Das sind neue Auszubildende.',
            en: '[[Im nächsten Jahr soll es die Aktion wieder geben, dann mit den Azubis, die im August ihre Ausbildung beginnen.]] (Next year the event is to take place again, with the trainees who start their training in August.) Those are new trainees.',
          },
        },
        evidence: [
          'Im nächsten Jahr soll es die Aktion wieder geben, dann mit den Azubis, die im August ihre Ausbildung beginnen.',
          'Danach möchte sie im Markt bleiben',
          'Nach der Ausbildung will ich noch studieren.',
          'so bald wie möglich selbst eine Filiale leiten',
          'Eine Filiale leiten darf bei der Firma aber nur, wer nach der Ausbildung drei Jahre im Verkauf gearbeitet hat.',
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
        text: 'Welche Pflanzen am Waldrand kann man essen? Bei einer Wanderung von zwei Stunden zeigt Ihnen eine Biologin Kräuter und gibt Ihnen Rezepte mit. Samstags um 10 Uhr und sonntags um 15 Uhr, auch mit Kinderwagen. Erwachsene 8 Euro, Kinder frei. Die Führungen gibt es von April bis September.',
      },
      b: {
        title: 'Schneeschuh-Schnuppertour',
        text: 'Mit Schneeschuhen durch den stillen Winterwald: Unsere Bergführerin zeigt Anfängern, wie es geht. Samstags und sonntags von 10 bis 14 Uhr, wenn genug Schnee liegt. 39 Euro, Jugendliche bis 17 Jahre 29 Euro, Schneeschuhe und Stöcke sind im Preis enthalten. Mitmachen kann man ab 14 Jahren.',
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
        text: 'Vom 1. Dezember bis 28. Februar täglich von 10 bis 20 Uhr geöffnet. Eintritt 5 Euro, Kinder bis 14 Jahre 3 Euro, Schlittschuhe leihen 4 Euro. Jeden Freitag Eisdisco mit DJ bis 22 Uhr, ab 12 Jahren, zum normalen Eintrittspreis.',
      },
      f: {
        title: 'Rodelbahn am Hochberg',
        text: 'Ohne Aufstieg: Unser Schlittenlift bringt Groß und Klein bequem nach oben. Bei Schnee täglich von 10 bis 16.30 Uhr geöffnet, Tageskarte 9 Euro, Kinder unter 6 Jahren frei. Schlitten leihen Sie bei uns für 4 Euro. Freitags Abendrodeln mit Musik bis 21 Uhr, ab 12 Jahren, Abendkarte 11 Euro.',
      },
      g: {
        title: 'Mit dem Ranger durch den Naturpark',
        text: 'Unser Ranger erzählt Ihnen, wie Biber und Eulen leben und welche Kräuter man in der Küche verwenden kann. Großeltern, Eltern und Kinder sind herzlich willkommen. Der Weg ist eben und auch mit Rollstuhl oder Kinderwagen gut zu schaffen. Jeden Sonntag um 11 Uhr, etwa drei Stunden, das ganze Jahr. Teilnahme kostenlos.',
      },
      h: {
        title: 'Drei Tage auf dem Kammweg',
        text: 'Vom 9. bis 11. Mai wandern wir jeden Tag rund 20 Kilometer von Gasthof zu Gasthof. Ihr Gepäck bringen wir mit dem Auto zur nächsten Unterkunft. Übernachtung mit Halbpension, 289 Euro pro Person im Doppelzimmer. Nur für geübte Wanderer. Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.',
      },
      i: {
        title: 'Sporthaus Gipfelglück: Verleih, Rodelhang und Touren',
        text: 'Ski, Schlitten und Schneeschuhe leihen statt kaufen, auch in Kindergrößen! Hinter dem Haus liegt unser Rodelhang, den Schlepplift dürfen Kinder ab 6 Jahren benutzen. Am Wochenende zeigt unser Team Anfängern ab 14 Jahren das Laufen mit Schneeschuhen: 25 Euro pro Person, Schneeschuhe und Stöcke leihen Sie für 8 Euro dazu. Und im Sommer? Dann wandern wir vier Tage von Dorf zu Dorf, Ihr Gepäck fährt im Auto mit: von Juni bis September, 280 Euro mit Einzelzimmer.',
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
        title: 'Langlauf-Wochenende im Tannental',
        text: 'Erste Schritte auf schmalen Skiern: An einem Wochenende lernen Anfänger bei uns die Grundtechnik im Langlauf, samstags und sonntags von 10 bis 13 Uhr. Ski, Schuhe und Stöcke sind im Preis enthalten: 75 Euro, Jugendliche ab 14 Jahren 60 Euro. Der erste Kurs findet am 1. und 2. Februar statt.',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 18: Am Samstagvormittag zeigt eine Biologin Pflanzen, die man essen kann. Für Herrn Ziegler (Situation 17) passt sie fast, sonntags um 15 Uhr und mit Kinderwagen, aber die Führungen gibt es nur „von April bis September“, nicht im Oktober.',
        en: 'The advert for situation 18: on Saturday mornings a biologist shows plants you can eat. It almost suits Herr Ziegler (situation 17), on Sundays at 3 pm and with a pram, but the walks run only [[von April bis September]] (from April to September), not in October.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: eine Schneeschuhtour für Anfänger am Wochenende, ab 14 Jahren, für Jugendliche 29 Euro mit Ausrüstung.',
        en: 'The advert for situation 12: a snowshoe tour for beginners at weekends, from age 14, 29 euros for teenagers with equipment.',
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
        de: 'Die Anzeige zu Situation 15: Eisdisco mit DJ am Freitagabend, ab 12 Jahren, mit Schlittschuhen 7 Euro.',
        en: 'The advert for situation 15: ice disco with a DJ on Friday evenings, from age 12, 7 euros with skates.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: Rodelbahn mit Schlittenlift und Schlittenverleih. Für Aylin (Situation 15) passt sie fast: Abendrodeln am Freitag mit Musik, ab 12 Jahren. Aber die Abendkarte kostet 11 Euro, mehr als 10.',
        en: 'The advert for situation 16: a sledging run with a lift and sledges for hire. It almost suits Aylin (situation 15): evening sledging on Fridays with music, from 12. But the evening ticket costs 11 euros, more than 10.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: eine kostenlose Führung am Sonntag, das ganze Jahr, auch mit Kinderwagen. Für Frau Lang (11) passt sie fast, mit Rollstuhl, Großeltern und Kindern, aber nur „Jeden Sonntag“, und Frau Lang möchte am Samstag gehen; für Herrn Theis (18) passt sie fast, mit Kräutern für die Küche, aber sie beginnt um 11 Uhr und dauert „etwa drei Stunden“, also bis in den Nachmittag.',
        en: 'The advert for situation 17: a free guided walk on Sundays, all year, prams welcome. It almost suits Frau Lang (11), with a wheelchair, grandparents and children, but only [[Jeden Sonntag]] (every Sunday), and Frau Lang wants to go on Saturday; it almost suits Herr Theis (18), with herbs for cooking, but it starts at 11 and lasts [[etwa drei Stunden]] (about three hours), so into the afternoon.',
      },
      h: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 19: mehrere Tage wandern, das Gepäck wird gebracht, 289 Euro. Aber der letzte Satz sagt: „Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.“ Für Herrn Roth sind das 329 Euro, mehr als 300.',
        en: 'Almost fits situation 19: several days of hiking, luggage carried, 289 euros. But the last sentence says [[Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.]] (A single room costs 40 euros more.) For Herr Roth that is 329 euros, more than 300.',
      },
      i: {
        trap: 'one-condition',
        de: 'Ein Verleih mit Rodelhang, Schneeschuhtouren und Wanderungen im Sommer. Bei drei Situationen fehlt genau eine Bedingung: Den Schlepplift dürfen erst „Kinder ab 6 Jahren“ benutzen (Situation 16, die Kleine ist 3), die Tour kostet mit Schneeschuhen 33 Euro pro Person, für zwei also 66 Euro (Situation 12: zusammen 60 Euro), und die Wanderung mit Einzelzimmer für 280 Euro gibt es nur „von Juni bis September“ (Situation 19: im Mai). Einen Langlaufkurs (Situation 20) gibt es dort gar nicht.',
        en: 'A hire shop with a sledging slope, snowshoe tours and summer hikes. For three situations exactly one condition is missing: the drag lift is only for [[Kinder ab 6 Jahren]] (children from 6; situation 16, the little one is 3), the tour with snowshoes costs 33 euros a person, 66 euros for two (situation 12: 60 euros together), and the hike with a single room for 280 euros runs only [[von Juni bis September]] (from June to September; situation 19: in May). There is no cross-country course there at all (situation 20).',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: Langlauf für Anfänger an den Wochenenden im Januar, mit Leihausrüstung, ab 16. Für Olga (Situation 14) passt sie nicht: Der Kurs ist auch am Samstag.',
        en: 'The advert for situation 20: cross-country skiing for beginners at weekends in January, equipment included, from 16. It does not suit Olga (situation 14): the course is on Saturday too.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: ein ebener Weg für Rollstühle, mit Stationen über Pflanzen und Tiere, das ganze Jahr offen. Für Herrn Ziegler (Situation 17) passt sie nicht: Es gibt keine Führung.',
        en: 'The advert for situation 11: a level path for wheelchairs, with stations about plants and animals, open all year. It does not suit Herr Ziegler (situation 17): there is no guided tour.',
      },
      l: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 20: Langlauf für Anfänger am Wochenende, Ausrüstung im Preis, Jugendliche ab 14. Aber der letzte Satz sagt: „Der erste Kurs findet am 1. und 2. Februar statt.“ Rafael und sein Vater möchten im Januar lernen. Für Olga (Situation 14) ist sie auch am Samstag.',
        en: 'Almost fits situation 20: cross-country skiing for beginners at the weekend, equipment included, teenagers from 14. But the last sentence says [[Der erste Kurs findet am 1. und 2. Februar statt.]] (The first course is on 1 and 2 February.) Rafael and his father want to learn in January. For Olga (situation 14) it is on Saturday too.',
      },
      x: {
        trap: 'no-advert',
        de: 'x ist nur richtig, wenn keine Anzeige alle Bedingungen erfüllt. Das ist bei Situation 13 (der Kinderkurs erst ab 5 Jahren, die Tochter ist 4) und bei Situation 19 (auf dem Kammweg mit Einzelzimmer 329 Euro, beim Sporthaus nur von Juni bis September) so.',
        en: 'x is right only when no advert meets every condition. That is the case in situation 13 (the children’s course only from age 5, the daughter is 4) and in situation 19 (329 euros with a single room on the Kammweg, the sports shop’s hike only from June to September).',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Frau Lang sitzt im Rollstuhl. Am Samstag möchte sie mit ihren Enkeln draußen in der Natur etwas über Tiere und Pflanzen erfahren.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Der Weg ist „auch für Rollstühle und Rollatoren geeignet“, „An zwölf Stationen erfahren Sie etwas über Pflanzen und Tiere am Wasser“, und „Der Weg ist das ganze Jahr geöffnet“, also auch am Samstag.',
            en: 'The path is [[auch für Rollstühle und Rollatoren geeignet]] (suitable for wheelchairs and walkers too), [[An zwölf Stationen erfahren Sie etwas über Pflanzen und Tiere am Wasser]] (at twelve stations you learn about plants and animals by the water), and [[Der Weg ist das ganze Jahr geöffnet]] (the path is open all year), so on Saturday too.',
          },
          g: {
            trap: 'one-condition',
            de: 'Fast alles passt: Tiere und Kräuter, ein Ranger, „Großeltern, Eltern und Kinder sind herzlich willkommen“, und der Weg ist „auch mit Rollstuhl“ gut zu schaffen. Aber erst am Ende steht der Tag: „Jeden Sonntag um 11 Uhr“. Frau Lang möchte am Samstag gehen.',
            en: 'Almost everything fits: animals and herbs, a ranger, [[Großeltern, Eltern und Kinder sind herzlich willkommen]] (grandparents, parents and children are very welcome), and the path is easy [[auch mit Rollstuhl]] (with a wheelchair too). But only at the end comes the day: [[Jeden Sonntag um 11 Uhr]] (every Sunday at 11). Frau Lang wants to go on Saturday.',
          },
          a: {
            trap: 'wrong-detail',
            de: 'Eine Führung am Samstag in der Natur, aber nur über Kräuter, die man essen kann, nicht über Tiere.',
            en: 'A guided walk in nature on Saturday, but only about herbs you can eat, not about animals.',
          },
        },
        nearMiss: [
          {
            advert: 'g',
            fails: {
              de: 'nur sonntags, Frau Lang möchte am Samstag gehen',
              en: 'Sundays only; Frau Lang wants to go on Saturday',
            },
          },
        ],
        evidence: [
          'auch für Rollstühle und Rollatoren geeignet',
          'An zwölf Stationen erfahren Sie etwas über Pflanzen und Tiere am Wasser',
          'Der Weg ist das ganze Jahr geöffnet',
          'Jeden Sonntag um 11 Uhr',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation:
          'Jonas und sein Freund (beide 15) möchten am Wochenende zum ersten Mal mit Schneeschuhen laufen. Sie haben keine Ausrüstung, möchten, dass ihnen jemand alles zeigt, und haben zusammen 60 Euro.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: '„Unsere Bergführerin zeigt Anfängern, wie es geht“, am Samstag und Sonntag, „ab 14 Jahren“. Für Jugendliche kostet die Tour 29 Euro, und „Schneeschuhe und Stöcke sind im Preis enthalten“: Zusammen zahlen die beiden 58 Euro.',
            en: '[[Unsere Bergführerin zeigt Anfängern, wie es geht]] (our mountain guide shows beginners how), on Saturday and Sunday, [[ab 14 Jahren]] (from 14). For teenagers the tour costs 29 euros, and [[Schneeschuhe und Stöcke sind im Preis enthalten]] (snowshoes and poles are included in the price): together the two pay 58 euros.',
          },
          i: {
            trap: 'one-condition',
            de: 'Fast alles passt: Am Wochenende zeigt das Team Anfängern ab 14 Jahren das Laufen mit Schneeschuhen, für 25 Euro. Aber gleich danach steht: „Schneeschuhe und Stöcke leihen Sie für 8 Euro dazu.“ Das sind 33 Euro pro Person, für beide 66 Euro, mehr als 60.',
            en: 'Almost everything fits: at weekends the team shows beginners from 14 how to walk on snowshoes, for 25 euros. But right after that: [[Schneeschuhe und Stöcke leihen Sie für 8 Euro dazu.]] (You hire snowshoes and poles for 8 euros on top.) That is 33 euros a person, 66 euros for both, more than 60.',
          },
          l: {
            trap: 'wrong-detail',
            de: 'Auch ein Kurs im Schnee für Anfänger am Wochenende, mit Ausrüstung. Aber es ist Langlauf, nicht Schneeschuhlaufen.',
            en: 'Also a beginners’ course in the snow at weekends, with equipment. But it is cross-country skiing, not snowshoeing.',
          },
        },
        nearMiss: [
          {
            advert: 'i',
            fails: { de: 'mit Schneeschuhen 66 Euro für beide', en: '66 euros for both with snowshoes' },
          },
        ],
        evidence: [
          'Unsere Bergführerin zeigt Anfängern, wie es geht',
          '39 Euro, Jugendliche bis 17 Jahre 29 Euro, Schneeschuhe und Stöcke sind im Preis enthalten',
          'Mitmachen kann man ab 14 Jahren',
          '25 Euro pro Person, Schneeschuhe und Stöcke leihen Sie für 8 Euro dazu',
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
          'Aylin (13) und drei Freundinnen möchten am Freitagabend zusammen Wintersport machen, am liebsten mit Musik. Ausrüstung haben sie nicht, und jede möchte höchstens 10 Euro ausgeben.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„Jeden Freitag Eisdisco mit DJ bis 22 Uhr, ab 12 Jahren, zum normalen Eintrittspreis“. Für Aylin kostet das „Kinder bis 14 Jahre 3 Euro“ und „Schlittschuhe leihen 4 Euro“, zusammen 7 Euro.',
            en: '[[Jeden Freitag Eisdisco mit DJ bis 22 Uhr, ab 12 Jahren, zum normalen Eintrittspreis]] (ice disco with a DJ every Friday until 10 pm, from 12, at the normal entry price). For Aylin that is [[Kinder bis 14 Jahre 3 Euro]] (children up to 14: 3 euros) and [[Schlittschuhe leihen 4 Euro]] (skate hire 4 euros), 7 euros together.',
          },
          f: {
            trap: 'one-condition',
            de: 'Fast alles passt: Wintersport am Freitagabend, „mit Musik“, „ab 12 Jahren“. Aber erst ganz am Ende steht der Preis: „Abendkarte 11 Euro“. Das ist mehr als 10 Euro, und einen Schlitten müssten sie noch dazu leihen.',
            en: 'Almost everything fits: winter sport on Friday evening, [[mit Musik]] (with music), [[ab 12 Jahren]] (from 12). But only at the very end comes the price: [[Abendkarte 11 Euro]] (evening ticket 11 euros). That is more than 10 euros, and they would still have to hire a sledge.',
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
              de: 'Abendkarte 11 Euro, mehr als 10',
              en: 'evening ticket 11 euros, more than 10',
            },
          },
        ],
        evidence: [
          'Jeden Freitag Eisdisco mit DJ bis 22 Uhr, ab 12 Jahren, zum normalen Eintrittspreis.',
          'Kinder bis 14 Jahre 3 Euro, Schlittschuhe leihen 4 Euro',
          'Abendkarte 11 Euro',
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
            de: '„Unser Schlittenlift bringt Groß und Klein bequem nach oben“, und „Schlitten leihen Sie bei uns für 4 Euro“. Die Dreijährige fährt sogar kostenlos („Kinder unter 6 Jahren frei“).',
            en: '[[Unser Schlittenlift bringt Groß und Klein bequem nach oben]] (our sledge lift takes young and old comfortably to the top), and [[Schlitten leihen Sie bei uns für 4 Euro]] (you hire sledges from us for 4 euros). The three-year-old even goes free ([[Kinder unter 6 Jahren frei]]).',
          },
          i: {
            trap: 'one-condition',
            de: 'Fast alles passt: Man kann Schlitten leihen, „auch in Kindergrößen“, und am Rodelhang gibt es einen Schlepplift. Aber den dürfen nur „Kinder ab 6 Jahren“ benutzen. Die Kleine ist 3: Sie darf nicht mit dem Lift fahren und kann nicht hochlaufen.',
            en: 'Almost everything fits: you can hire sledges, [[auch in Kindergrößen]] (in children’s sizes too), and the slope has a drag lift. But only [[Kinder ab 6 Jahren]] (children from 6) may use it. The little one is 3: she may not use the lift and cannot walk up.',
          },
          e: {
            trap: 'wrong-detail',
            de: 'Auch Winterspaß für Kinder, aber auf dem Eis mit Schlittschuhen, nicht mit dem Schlitten.',
            en: 'Winter fun for children too, but on the ice with skates, not on a sledge.',
          },
        },
        nearMiss: [
          {
            advert: 'i',
            fails: { de: 'Schlepplift erst ab 6 Jahren', en: 'drag lift only from age 6' },
          },
        ],
        evidence: [
          'Unser Schlittenlift bringt Groß und Klein bequem nach oben',
          'Schlitten leihen Sie bei uns für 4 Euro.',
          'Hinter dem Haus liegt unser Rodelhang, den Schlepplift dürfen Kinder ab 6 Jahren benutzen.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation:
          'Herr Ziegler möchte an einem Sonntag im Oktober mit seinem Baby im Kinderwagen an einer Führung durch die Natur teilnehmen.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Ein Ranger führt „Jeden Sonntag um 11 Uhr“, „das ganze Jahr“, also auch im Oktober, und der Weg ist „auch mit Rollstuhl oder Kinderwagen gut zu schaffen“.',
            en: 'A ranger leads the walk [[Jeden Sonntag um 11 Uhr]] (every Sunday at 11), [[das ganze Jahr]] (all year), so in October too, and the path is easy [[auch mit Rollstuhl oder Kinderwagen]] (with a wheelchair or pram too).',
          },
          a: {
            trap: 'one-condition',
            de: 'Fast alles passt: eine Führung mit einer Biologin „sonntags um 15 Uhr, auch mit Kinderwagen“. Aber der letzte Satz sagt: „Die Führungen gibt es von April bis September.“ Im Oktober gibt es keine.',
            en: 'Almost everything fits: a guided walk with a biologist [[sonntags um 15 Uhr, auch mit Kinderwagen]] (Sundays at 3 pm, prams welcome). But the last sentence says [[Die Führungen gibt es von April bis September.]] (The walks run from April to September.) There are none in October.',
          },
          k: {
            trap: 'one-condition',
            de: 'Eben und das ganze Jahr offen, also auch im Oktober. Aber es gibt keine Führung: Man liest die Informationen an „zwölf Stationen“ selbst.',
            en: 'Level and open all year, so in October too. But there is no guided tour: you read the information at [[zwölf Stationen]] (twelve stations) yourself.',
          },
        },
        nearMiss: [
          { advert: 'a', fails: { de: 'nur von April bis September', en: 'only from April to September' } },
          { advert: 'k', fails: { de: 'keine Führung', en: 'no guided tour' } },
        ],
        evidence: [
          'Jeden Sonntag um 11 Uhr, etwa drei Stunden, das ganze Jahr.',
          'auch mit Rollstuhl oder Kinderwagen gut zu schaffen',
          'Die Führungen gibt es von April bis September.',
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
            de: '„Welche Pflanzen am Waldrand kann man essen?“ Die Anzeige sagt „Samstags um 10 Uhr“: Eine Biologin zeigt es also am Vormittag und gibt sogar Rezepte mit.',
            en: '[[Welche Pflanzen am Waldrand kann man essen?]] (Which plants at the edge of the forest can you eat?) The advert says [[Samstags um 10 Uhr]] (on Saturdays at 10): so a biologist shows them in the morning, and even hands out recipes.',
          },
          g: {
            trap: 'one-condition',
            de: 'Auch eine Führung am Wochenende, bei der man lernt, „welche Kräuter man in der Küche verwenden kann“, sogar kostenlos. Aber erst am Ende steht: „Jeden Sonntag um 11 Uhr, etwa drei Stunden“. Die Führung geht also bis etwa 14 Uhr, in den Nachmittag, und Herr Theis hat nur vormittags Zeit.',
            en: 'Also a guided walk at the weekend where you learn [[welche Kräuter man in der Küche verwenden kann]] (which herbs you can use in cooking), free of charge too. But only at the end does it say [[Jeden Sonntag um 11 Uhr, etwa drei Stunden]] (every Sunday at 11, about three hours). So the walk goes on until about 2 pm, into the afternoon, and Herr Theis is free only in the mornings.',
          },
          k: {
            trap: 'wrong-detail',
            de: 'Auch Informationen über Pflanzen, aber ohne Führung, und vom Essen steht dort nichts.',
            en: 'Also information about plants, but with no guide, and nothing about eating them.',
          },
        },
        nearMiss: [
          {
            advert: 'g',
            fails: {
              de: 'von 11 bis etwa 14 Uhr, bis in den Nachmittag',
              en: 'from 11 until about 2 pm, into the afternoon',
            },
          },
        ],
        evidence: [
          'Welche Pflanzen am Waldrand kann man essen?',
          'Samstags um 10 Uhr',
          'Jeden Sonntag um 11 Uhr, etwa drei Stunden',
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
            de: 'Keine Anzeige passt. Herr Roth „schläft deshalb im Einzelzimmer“. Die Wanderung auf dem Kammweg kostet 289 Euro nur im Doppelzimmer: „Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.“ Herr Roth zahlt also 329 Euro, mehr als 300. Die Wanderung des Sporthauses mit Einzelzimmer gibt es nur „von Juni bis September“, und Herr Roth möchte im Mai wandern.',
            en: 'No advert fits. Herr Roth [[schläft deshalb im Einzelzimmer]] (so sleeps in a single room). The Kammweg hike costs 289 euros only in a double room: [[Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.]] (A single room costs 40 euros more.) So Herr Roth pays 329 euros, more than 300. The sports shop’s hike with a single room runs only [[von Juni bis September]] (from June to September), and Herr Roth wants to hike in May.',
          },
          h: {
            trap: 'one-condition',
            de: 'Mai, mehrere Tage, das Gepäck wird gebracht, und 289 Euro sehen billig genug aus. Aber der letzte Satz sagt: „Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.“ Das sind 329 Euro, mehr als 300.',
            en: 'May, several days, luggage carried, and 289 euros looks cheap enough. But the last sentence says [[Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.]] That makes 329 euros, more than 300.',
          },
          i: {
            trap: 'one-condition',
            de: 'Am Ende der Anzeige des Sporthauses steht eine Wanderung, die fast passt: „vier Tage von Dorf zu Dorf“, das Gepäck „fährt im Auto mit“, „280 Euro mit Einzelzimmer“. Aber es gibt sie nur „von Juni bis September“. Herr Roth möchte im Mai wandern.',
            en: 'At the end of the sports shop’s advert there is a hike that almost fits: [[vier Tage von Dorf zu Dorf]] (four days from village to village), the luggage [[fährt im Auto mit]] (goes along in the car), [[280 Euro mit Einzelzimmer]] (280 euros with a single room). But it runs only [[von Juni bis September]] (from June to September). Herr Roth wants to hike in May.',
          },
        },
        nearMiss: [
          { advert: 'h', fails: { de: 'im Einzelzimmer 329 Euro', en: '329 euros in a single room' } },
          { advert: 'i', fails: { de: 'nur von Juni bis September', en: 'only from June to September' } },
        ],
        evidence: [
          '289 Euro pro Person im Doppelzimmer',
          'Wer ein Einzelzimmer möchte, zahlt 40 Euro mehr.',
          'schläft deshalb im Einzelzimmer',
          'von Juni bis September, 280 Euro mit Einzelzimmer.',
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
          l: {
            trap: 'one-condition',
            de: 'Fast alles passt: Langlauf für Anfänger an einem Wochenende, Ski, Schuhe und Stöcke „sind im Preis enthalten“, Jugendliche ab 14. Aber der letzte Satz sagt: „Der erste Kurs findet am 1. und 2. Februar statt.“ Im Januar gibt es noch keinen Kurs.',
            en: 'Almost everything fits: cross-country skiing for beginners on a weekend, skis, boots and poles [[sind im Preis enthalten]] (are included in the price), teenagers from 14. But the last sentence says [[Der erste Kurs findet am 1. und 2. Februar statt.]] (The first course is on 1 and 2 February.) There is no course in January yet.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Hier kann man Ski leihen. Aber Langlauf lernt man dort nicht: Das Team zeigt nur das Laufen mit Schneeschuhen.',
            en: 'You can hire skis here. But you cannot learn cross-country skiing there: the team only shows snowshoe walking.',
          },
        },
        nearMiss: [
          {
            advert: 'l',
            fails: { de: 'erster Kurs erst im Februar', en: 'first course only in February' },
          },
        ],
        evidence: [
          'Termine an allen Januar-Wochenenden',
          'Preis 79 Euro mit Leihausrüstung',
          'Teilnahme ab 16 Jahren',
          'Der erste Kurs findet am 1. und 2. Februar statt.',
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
    text: 'Betreff: Schadensmeldung, Versicherungsnummer HP 4471-209\n\nSehr geehrte Damen und Herren,\n\nich bin seit sechs Jahren bei Ihnen haftpflichtversichert, und in dieser Zeit ist nie etwas passiert. {21} ich immer sehr vorsichtig bin, muss ich Ihnen heute leider einen Schaden melden.\n\nAm 8. März war ich bei meiner Kollegin Gabi Horn zum Abendessen und habe ihr beim Abräumen geholfen. Dabei habe ich aus Versehen ein Glas Saft über ihren Laptop gekippt, {22} das volle Glas neben dem Laptop auf dem Tisch hatte ich nicht gesehen. Ich habe ihn sofort mit Küchenpapier abgetrocknet, aber seitdem lässt sich das Gerät, an {23} Frau Horn abends oft noch gesessen hat, nicht mehr einschalten. Natürlich habe ich mich gleich bei Frau Horn entschuldigt.\n\nFrau Horn hat den Laptop am Montag in ein Computergeschäft gebracht. Sie kennt dort einen Techniker, {24} sie schon oft ihre Geräte zur Reparatur gegeben hat. Ich habe {25} seinen Bericht genau angesehen: Eine Reparatur würde 520 Euro kosten. Frau Horn hat lange überlegt, ob sich das lohnt, {26} ein neues Gerät von der gleichen Firma kostet nur wenig mehr. Sie hat ihr Gerät nämlich erst {27} acht Monaten für 690 Euro gekauft.\n\nBis der Schaden geregelt ist, leihe ich Frau Horn meinen alten Laptop. Den hat sie sich früher auch immer geliehen, {28} ihr eigener in der Reparatur war.\n\nFür Frau Horn, {29} Laptop für ihre Arbeit wichtig ist, zählt jeder Tag: Mein alter Laptop, den sie {30} zwei Wochen benutzt, ist sehr langsam. Bitte teilen Sie mir deshalb Ihre Entscheidung so bald wie möglich mit. Vielen Dank im Voraus!\n\nMit freundlichen Grüßen\nMona Fuchs',
    items: [
      {
        n: 21,
        options: { a: 'Trotzdem', b: 'Obwohl', c: 'Deshalb' },
        key: 'b',
        why: {
          a: {
            trap: 'word-class',
            de: '„Trotzdem“ passt zur Bedeutung: Frau Fuchs ist vorsichtig, und doch ist ein Schaden passiert. Darum liegt es nahe. Aber nach „trotzdem“ kommt sofort das Verb („Trotzdem muss ich …“). Hier steht „bin“ am Ende des Satzteils, und danach kommt der Hauptsatz „muss ich Ihnen … melden“. So einen Nebensatz leitet „Obwohl“ ein.',
            en: '[[Trotzdem]] (even so) fits the meaning: Ms Fuchs is careful, and still there was damage. So it is tempting. But after [[trotzdem]] the verb comes at once ([[Trotzdem muss ich …]]). Here [[bin]] is at the end of the clause, and the main clause [[muss ich Ihnen … melden]] follows. Such a clause starts with [[Obwohl]].',
          },
          b: {
            trap: 'key',
            de: 'Ein Gegensatz: Frau Fuchs ist immer vorsichtig, und doch meldet sie einen Schaden. Das Verb „bin“ steht am Ende, dann folgt der Hauptsatz „muss ich Ihnen heute leider einen Schaden melden“. Einen Nebensatz mit Gegensatz leitet „Obwohl“ ein.',
            en: 'A contrast: Ms Fuchs is always careful, and still she is reporting damage. The verb [[bin]] is at the end, then the main clause [[muss ich Ihnen heute leider einen Schaden melden]] follows. A contrasting clause of this kind starts with [[Obwohl]] (although).',
          },
          c: {
            trap: 'connector',
            de: '„Deshalb“ nennt eine Folge. Dass Frau Fuchs vorsichtig ist, ist aber kein Grund für einen Schaden, sondern das Gegenteil. Außerdem kommt nach „deshalb“ sofort das Verb.',
            en: '[[Deshalb]] (that is why) gives a result. But being careful is no reason for damage; it is the opposite. Also, the verb comes straight after [[deshalb]].',
          },
        },
        evidence: ['ich immer sehr vorsichtig bin', 'muss ich Ihnen heute leider einen Schaden melden'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 22,
        options: { a: 'denn', b: 'weil', c: 'deshalb' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Nach der Lücke kommt der Grund für das Unglück: Frau Fuchs hat das Glas nicht gesehen. Das Verb „hatte“ steht an zweiter Stelle, nach dem langen Satzanfang „das volle Glas neben dem Laptop auf dem Tisch“. Einen Grund mit dem Verb an zweiter Stelle leitet „denn“ ein.',
            en: 'After the gap comes the reason for the accident: Ms Fuchs had not seen the glass. The verb [[hatte]] is in second position, after the long opening [[das volle Glas neben dem Laptop auf dem Tisch]]. A reason with the verb in second position starts with [[denn]] (because).',
          },
          b: {
            trap: 'word-class',
            de: '„weil“ nennt auch einen Grund, und die Bedeutung passt. Aber nach „weil“ steht das Verb am Ende („weil ich das volle Glas … nicht gesehen hatte“). Hier steht „hatte“ nach dem langen Satzanfang an zweiter Stelle. Diese Wortstellung passt nur zu „denn“.',
            en: '[[weil]] also gives a reason, and the meaning fits. But after [[weil]] the verb goes to the end ([[weil ich das volle Glas … nicht gesehen hatte]]). Here [[hatte]] is in second position after the long opening. This word order only fits [[denn]].',
          },
          c: {
            trap: 'connector',
            de: '„deshalb“ nennt eine Folge. Dass Frau Fuchs das Glas nicht gesehen hat, ist aber der Grund für den Unfall, nicht seine Folge. Außerdem kommt nach „deshalb“ sofort das Verb.',
            en: '[[deshalb]] (that is why) gives a result. But not seeing the glass is the reason for the accident, not its result. Also, the verb comes straight after [[deshalb]].',
          },
        },
        evidence: ['das volle Glas neben dem Laptop auf dem Tisch hatte ich nicht gesehen'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 23,
        options: { a: 'das', b: 'den', c: 'dem' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: 'Im Hauptsatz ist „das Gerät“ das Subjekt („lässt sich das Gerät … nicht mehr einschalten“), darum wirkt „das“ richtig. Aber den Kasus bestimmt der Relativsatz: Man sitzt „an dem Gerät“ (Wo?), also Dativ: „an dem … gesessen hat“.',
            en: 'In the main clause [[das Gerät]] is the subject ([[lässt sich das Gerät … nicht mehr einschalten]]), so [[das]] looks right. But the relative clause decides the case: you sit [[an dem Gerät]] (where?), so dative: [[an dem … gesessen hat]].',
          },
          b: {
            trap: 'form',
            de: '„den“ wäre Akkusativ maskulin. „Gerät“ ist neutral, und nach „sitzen an“ (Wo?) steht der Dativ.',
            en: '[[den]] would be masculine accusative. [[Gerät]] is neuter, and [[sitzen an]] (where?) takes the dative.',
          },
          c: {
            trap: 'key',
            de: 'Genus und Zahl kommen von „das Gerät“: neutral, Singular. Den Kasus bestimmt der Relativsatz: Am Ende steht „gesessen hat“, und „an etwas sitzen“ (Wo?) braucht den Dativ: „an dem Frau Horn abends oft noch gesessen hat“.',
            en: 'Gender and number come from [[das Gerät]]: neuter singular. The relative clause decides the case: it ends with [[gesessen hat]], and [[an etwas sitzen]] (where?) takes the dative: [[an dem Frau Horn abends oft noch gesessen hat]] (at which Ms Horn often sat in the evening).',
          },
        },
        evidence: ['lässt sich das Gerät, an', 'Frau Horn abends oft noch gesessen hat'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 24,
        options: { a: 'der', b: 'dem', c: 'den' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: '„der Techniker“ ist maskulin, darum liegt „der“ nahe. Aber „der“ wäre Nominativ: Der Techniker wäre das Subjekt. Im Relativsatz ist „sie“ (Frau Horn) das Subjekt.',
            en: '[[der Techniker]] is masculine, so [[der]] is tempting. But [[der]] would be nominative: the technician would be the subject. In the relative clause the subject is [[sie]] (Frau Horn).',
          },
          b: {
            trap: 'key',
            de: 'Relativsatz zu „einen Techniker“: maskulin, Singular. Im Relativsatz gibt Frau Horn dem Techniker „ihre Geräte“ (Akkusativobjekt). Die Person, der man etwas gibt, steht im Dativ: „dem“.',
            en: 'A relative clause about [[einen Techniker]]: masculine singular. In the relative clause Frau Horn gives the technician [[ihre Geräte]] (her devices, the accusative object). The person you give something to is dative: [[dem]].',
          },
          c: {
            trap: 'form',
            de: 'Vor dem Komma steht „Sie kennt dort einen Techniker“: Akkusativ. Darum klingt „den“ richtig. Aber den Kasus bestimmt der Relativsatz selbst: „sie hat dem Techniker ihre Geräte gegeben“. „ihre Geräte“ ist schon das Akkusativobjekt, die Person steht im Dativ.',
            en: '[[Sie kennt dort einen Techniker]] comes before the comma: accusative. So [[den]] sounds right. But the relative clause itself decides the case: [[sie hat dem Techniker ihre Geräte gegeben]] (she gave the technician her devices). [[ihre Geräte]] is already the accusative object; the person is dative.',
          },
        },
        evidence: ['Sie kennt dort einen Techniker,', 'sie schon oft ihre Geräte zur Reparatur gegeben hat'],
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
        options: { a: 'weil', b: 'denn', c: 'deshalb' },
        key: 'b',
        why: {
          a: {
            trap: 'word-class',
            de: '„weil“ nennt auch einen Grund, und die Bedeutung passt. Aber nach „weil“ steht das Verb am Ende („weil ein neues Gerät … nur wenig mehr kostet“). Hier steht „kostet“ nach „ein neues Gerät von der gleichen Firma“ an zweiter Stelle. Diese Wortstellung passt nur zu „denn“.',
            en: '[[weil]] also gives a reason, and the meaning fits. But after [[weil]] the verb goes to the end ([[weil ein neues Gerät … nur wenig mehr kostet]]). Here [[kostet]] is in second position after [[ein neues Gerät von der gleichen Firma]]. This word order only fits [[denn]].',
          },
          b: {
            trap: 'key',
            de: 'Nach der Lücke kommt der Grund, warum Frau Horn überlegt hat: Ein neues Gerät kostet kaum mehr. Das Verb „kostet“ steht an zweiter Stelle, nach dem langen Satzanfang. Einen Grund mit dem Verb an zweiter Stelle leitet „denn“ ein.',
            en: 'After the gap comes the reason why Ms Horn thought it over: a new device costs hardly more. The verb [[kostet]] is in second position, after the long opening. A reason with the verb in second position starts with [[denn]] (because).',
          },
          c: {
            trap: 'connector',
            de: '„deshalb“ nennt eine Folge. Der Preis eines neuen Geräts ist aber der Grund für das Überlegen, nicht seine Folge. Außerdem kommt nach „deshalb“ sofort das Verb („deshalb kostet …“).',
            en: '[[deshalb]] (that is why) gives a result. But the price of a new device is the reason for thinking it over, not its result. Also, the verb comes straight after [[deshalb]] ([[deshalb kostet …]]).',
          },
        },
        evidence: ['ob sich das lohnt,', 'ein neues Gerät von der gleichen Firma kostet nur wenig mehr'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
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
            de: '„seit“ steht schon im ersten Satz des Briefs, und „erst seit“ klingt bekannt. Aber „seit“ braucht etwas, das bis heute dauert („sie hat ihn seit acht Monaten“). Ein Kauf dauert nicht an: „hat … gekauft“.',
            en: '[[seit]] is already in the first sentence of the letter, and [[erst seit]] sounds familiar. But [[seit]] needs something that lasts until now ([[sie hat ihn seit acht Monaten]], she has had it for eight months). A purchase does not last: [[hat … gekauft]].',
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
        options: { a: 'deren', b: 'dessen', c: 'die' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Wem gehört der Laptop? Frau Horn. Das Relativpronomen für den Besitzer richtet sich nach dem Besitzer: Frau Horn ist feminin, also „deren Laptop“.',
            en: 'Whose laptop is it? Frau Horn’s. The relative pronoun for the owner follows the owner: Frau Horn is feminine, so [[deren Laptop]].',
          },
          b: {
            trap: 'form',
            de: 'Direkt nach der Lücke steht „Laptop“, und das ist maskulin. Darum wirkt „dessen“ richtig. Aber „dessen“ und „deren“ richten sich nach dem Besitzer, nicht nach der Sache: Der Laptop gehört Frau Horn.',
            en: 'Right after the gap comes [[Laptop]], which is masculine, so [[dessen]] looks right. But [[dessen]] and [[deren]] follow the owner, not the thing owned: the laptop belongs to Frau Horn.',
          },
          c: {
            trap: 'form',
            de: '„die“ passt zu Frau Horn, aber nur, wenn sie im Relativsatz Subjekt oder Akkusativ ist. Das Subjekt ist hier „Laptop“; Frau Horn ist die Besitzerin, und dafür steht „deren“.',
            en: '[[die]] fits Frau Horn, but only if she is the subject or the accusative object of the relative clause. Here the subject is [[Laptop]]; Frau Horn is the owner, and that needs [[deren]].',
          },
        },
        evidence: ['Für Frau Horn,', 'Laptop für ihre Arbeit wichtig ist'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 30,
        options: { a: 'vor', b: 'seit', c: 'nach' },
        key: 'b',
        why: {
          a: {
            trap: 'preposition',
            de: '„benutzt“ sieht aus wie ein Partizip („vor zwei Wochen benutzt“), und in Lücke 27 passt „vor“ („vor acht Monaten … gekauft“). Darum liegt „vor“ nahe. Aber im Relativsatz fehlt „hat“: „benutzt“ ist hier Präsens. Frau Horn benutzt den Laptop heute noch, und für etwas, das bis heute dauert, steht „seit“.',
            en: '[[benutzt]] looks like a participle ([[vor zwei Wochen benutzt]]), and gap 27 takes [[vor]] ([[vor acht Monaten … gekauft]]). So [[vor]] is tempting. But the relative clause has no [[hat]]: [[benutzt]] is present tense here. Ms Horn still uses the laptop today, and something that lasts until now takes [[seit]].',
          },
          b: {
            trap: 'key',
            de: '„den sie … benutzt“ steht im Präsens: Frau Horn hat vor zwei Wochen angefangen, den alten Laptop zu benutzen, und benutzt ihn heute noch. Dafür steht „seit“ + Dativ: „seit zwei Wochen“.',
            en: '[[den sie … benutzt]] is present tense: Ms Horn started using the old laptop two weeks ago and still uses it. That takes [[seit]] + dative: [[seit zwei Wochen]] (for two weeks, until now).',
          },
          c: {
            trap: 'preposition',
            de: '„nach zwei Wochen“ heißt: zwei Wochen nach einem anderen Ereignis. Der Satz sagt aber, wie lange Frau Horn den Laptop schon benutzt.',
            en: '[[nach zwei Wochen]] means two weeks after some other event. But the sentence says how long Ms Horn has been using the laptop.',
          },
        },
        evidence: ['Mein alter Laptop, den sie', 'zwei Wochen benutzt, ist sehr langsam'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
    ],
  },

  language2: {
    topics: ['food-waste'],
    people: [{ name: 'Wiebke Dorn', role: 'volunteer who organises the shared fridge' }],
    text: 'Teilen statt wegwerfen: ein Kühlschrank für alle\n\nSeit Januar steht vor dem Bürgerhaus in Falkenried ein Kühlschrank für alle. 80 Euro hat das Projekt dafür bezahlt. Das Bürgerhaus ist erst ab 17 Uhr offen, der Kühlschrank davor Tag und Nacht. Wer für eine Feier zu viel {31} hat, legt dort Lebensmittel hinein. Vom Markt kommt nur Brot, und das nur samstags. Ab dem Sommer bekommt auch die Grundschule genug davon für alle Kinder.\n\nJoghurt, Käse und Eier darf man noch bis zu drei {32} nach dem Datum abgeben. „Sie sind oft noch lange gut“, sagt Projektleiterin Wiebke Dorn. Deshalb bringen viele ihren Joghurt erst nach dem Datum.\n\nSelbst gekochtes Essen, Tiramisu, rohes Fleisch und {33} müssen draußen bleiben. Jeden Morgen kontrolliert jemand alles und wirft weg, was seit einer Woche abgelaufen ist. Das kommt {34} vor.\n\nViele Nachbarn bringen Obst und Gemüse aus ihren Gärten. Seit März macht auch der {35} vom Markt mit. Den ersten Kühlschrank hat ein Nachbar dem Projekt {36}.\n\nAb dem Sommer steht auch in der Grundschule ein Kühlschrank. Den hat ein Elektrogeschäft dem Projekt {37}. Für die Schule sucht Wiebke Dorn noch einen {38}: Viele Kinder kommen ohne Frühstück in den Unterricht.\n\nWer mitmachen möchte, findet Wiebke Dorn montags bis freitags am {39} im Bürgerhaus. Viel Arbeit ist das nicht: Im Müll sind seit Januar erst drei Joghurts gelandet. Besonders dankbar ist Wiebke Dorn dem Nachbarn vom See, der jede Woche {40} bringt. Alte Kühlschränke nimmt sie gern: Im Dezember möchte das Elektrogeschäft seinen zurückhaben.',
    box: {
      a: 'selten',
      b: 'Vormittag',
      c: 'oft',
      d: 'Eier',
      e: 'Tage',
      f: 'Bäcker',
      g: 'gekauft',
      h: 'Wochen',
      i: 'Fisch',
      j: 'Abend',
      k: 'geliehen',
      l: 'geschenkt',
      m: 'gekocht',
      n: 'Gemüsehändler',
      o: 'verkauft',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: Wegwerfen kommt selten vor, denn im letzten Absatz steht: „Im Müll sind seit Januar erst drei Joghurts gelandet.“',
        en: 'Belongs in gap 34: throwing things away rarely happens, because the last paragraph says [[Im Müll sind seit Januar erst drei Joghurts gelandet.]] (Since January only three yoghurts have ended up in the bin.)',
      },
      b: {
        trap: 'wrong-detail',
        de: 'Lockt in Lücke 39, weil viele Büros „montags bis freitags am Vormittag“ offen sind. Aber im ersten Absatz steht: „Das Bürgerhaus ist erst ab 17 Uhr offen“. Es passt in keine Lücke.',
        en: 'Tempts in gap 39, because many offices are open [[montags bis freitags am Vormittag]] (Monday to Friday in the morning). But the first paragraph says [[Das Bürgerhaus ist erst ab 17 Uhr offen]] (the community centre only opens at 5 pm). It fits no gap.',
      },
      c: {
        trap: 'meaning',
        de: 'Lockt in Lücke 34, denn im zweiten Absatz steht: „Deshalb bringen viele ihren Joghurt erst nach dem Datum“, und „Jeden Morgen … wirft weg“ klingt nach oft. Aber im letzten Absatz steht: „Im Müll sind seit Januar erst drei Joghurts gelandet.“ Das ist selten.',
        en: 'Tempts in gap 34, because the second paragraph says [[Deshalb bringen viele ihren Joghurt erst nach dem Datum]] (so many people bring their yoghurt only after its date), and [[Jeden Morgen]] … [[wirft weg]] (every morning … throws away) sounds like often. But the last paragraph says [[Im Müll sind seit Januar erst drei Joghurts gelandet.]] (Since January only three yoghurts have ended up in the bin.) That is rare.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: Der Nachbar bringt jede Woche Eier, denn Fisch muss „draußen bleiben“ (dritter Absatz). In Lücke 33 lockt es, denn nach „Tiramisu“ (darin sind rohe Eier) klingt „rohes Fleisch und Eier“ nach einer Regel. Aber im zweiten Absatz steht: „Joghurt, Käse und Eier darf man noch bis zu drei Tage nach dem Datum abgeben.“',
        en: 'Belongs in gap 40: the neighbour brings eggs every week, because fish has to stay out ([[draußen bleiben]]; third paragraph). It tempts in gap 33, because after [[Tiramisu]] (made with raw eggs) [[rohes Fleisch und Eier]] (raw meat and eggs) sounds like a rule. But the second paragraph says that yoghurt, cheese and eggs ([[Joghurt, Käse und Eier]]) may be handed in up to three days after the date.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: Joghurt, Käse und Eier darf man bis zu drei Tage nach dem Datum abgeben.',
        en: 'Belongs in gap 32: yoghurt, cheese and eggs may be handed in up to three days after the date.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Im ersten Absatz steht: „Vom Markt kommt nur Brot, und das nur samstags.“ Der Mann vom Markt ist also der Bäcker. In Lücke 38 lockt es, denn „ohne Frühstück“ lässt an Brot denken. Aber im ersten Absatz steht auch: „Ab dem Sommer bekommt auch die Grundschule genug davon für alle Kinder.“',
        en: 'Belongs in gap 35: the first paragraph says [[Vom Markt kommt nur Brot]] (only bread comes from the market). So the man from the market is the baker. It tempts in gap 38, because [[ohne Frühstück]] (without breakfast) makes you think of bread. But the first paragraph also says [[Ab dem Sommer bekommt auch die Grundschule genug davon für alle Kinder.]] (From the summer the primary school too gets enough of it for all the children.)',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: Wer für eine Feier zu viel gekauft hat, bringt, was übrig ist. In den Lücken 36 und 37 passt es nicht: Den ersten Kühlschrank hat das Projekt selbst bezahlt („80 Euro hat das Projekt dafür bezahlt“), und den zweiten möchte das Elektrogeschäft „zurückhaben“.',
        en: 'Belongs in gap 31: whoever has bought too much for a party brings what is left. It does not fit gaps 36 and 37: the project paid for the first fridge itself ([[80 Euro hat das Projekt dafür bezahlt]], the project paid 80 euros for it), and the electrical shop wants the second one back ([[zurückhaben]]).',
      },
      h: {
        trap: 'meaning',
        de: 'Lockt in Lücke 32, denn Joghurt, Käse und Eier sind „oft noch lange gut“. Aber im dritten Absatz wirft man weg, „was seit einer Woche abgelaufen ist“. Drei Wochen nach dem Datum käme alles sofort in den Müll.',
        en: 'Tempts in gap 32, because yoghurt, cheese and eggs are [[oft noch lange gut]] (often still good for a long time). But in the third paragraph everything [[was seit einer Woche abgelaufen ist]] (that has been past its date for a week) is thrown away. Three weeks after the date, it would go straight into the bin.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: „Selbst gekochtes Essen, Tiramisu, rohes Fleisch und Fisch müssen draußen bleiben.“ Eier dürfen hinein (zweiter Absatz). In Lücke 40 lockt es, denn ein Nachbar „vom See“ bringt vielleicht Fisch. Aber Fisch muss draußen bleiben.',
        en: 'Belongs in gap 33: [[Selbst gekochtes Essen, Tiramisu, rohes Fleisch und Fisch müssen draußen bleiben.]] (Home-cooked food, tiramisu, raw meat and fish have to stay out.) Eggs may go in (second paragraph). It tempts in gap 40, because a neighbour from the lake ([[vom See]]) might bring fish. But fish has to stay out.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Wiebke Dorn ist „im Bürgerhaus“, und das „ist erst ab 17 Uhr offen“ (erster Absatz).',
        en: 'Belongs in gap 39: Wiebke Dorn is [[im Bürgerhaus]] (in the community centre), which [[ist erst ab 17 Uhr offen]] (only opens at 5 pm; first paragraph).',
      },
      k: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Im letzten Absatz steht: „Im Dezember möchte das Elektrogeschäft seinen zurückhaben.“ Das Geschäft hat ihn dem Projekt also nur geliehen. In Lücke 36 passt es nicht: Für den ersten Kühlschrank hat das Projekt bezahlt („80 Euro hat das Projekt dafür bezahlt“).',
        en: 'Belongs in gap 37: the last paragraph says [[Im Dezember möchte das Elektrogeschäft seinen zurückhaben.]] (In December the electrical shop wants its fridge back.) So the shop has only lent it to the project. It does not fit gap 36: the project paid for the first fridge ([[80 Euro hat das Projekt dafür bezahlt]], the project paid 80 euros for it).',
      },
      l: {
        trap: 'meaning',
        de: 'Lockt in den Lücken 36 und 37, denn Nachbarn und Geschäfte schenken einem Projekt wie diesem oft etwas. Aber im ersten Absatz steht: „80 Euro hat das Projekt dafür bezahlt.“ Und im letzten Absatz: „Im Dezember möchte das Elektrogeschäft seinen zurückhaben.“ Ein Geschenk bezahlt man nicht, und man holt es nicht zurück.',
        en: 'Tempts in gaps 36 and 37, because neighbours and shops often give a project like this something for free. But the first paragraph says [[80 Euro hat das Projekt dafür bezahlt.]] (The project paid 80 euros for it.) And the last paragraph says [[Im Dezember möchte das Elektrogeschäft seinen zurückhaben.]] (In December the electrical shop wants its fridge back.) Nobody pays for a present, and nobody takes one back.',
      },
      m: {
        trap: 'meaning',
        de: 'Lockt in Lücke 31, denn für eine Feier kocht man oft zu viel. Aber im dritten Absatz steht: „Selbst gekochtes Essen“ muss „draußen bleiben“.',
        en: 'Tempts in gap 31, because people often cook too much for a party. But the third paragraph says home-cooked food ([[Selbst gekochtes Essen]]) has to stay out ([[draußen bleiben]]).',
      },
      n: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Brot bekommt die Schule schon „genug“ (erster Absatz), es fehlt noch ein anderer Händler. In Lücke 35 lockt es, denn der Satz davor lautet: „Viele Nachbarn bringen Obst und Gemüse aus ihren Gärten.“ Aber im ersten Absatz steht: „Vom Markt kommt nur Brot, und das nur samstags.“ Der Mann vom Markt verkauft also Brot.',
        en: 'Belongs in gap 38: the school already gets enough bread ([[genug]]; first paragraph); another trader is still missing. It tempts in gap 35, because the sentence before says [[Viele Nachbarn bringen Obst und Gemüse aus ihren Gärten.]] (Many neighbours bring fruit and vegetables from their gardens.) But the first paragraph says [[Vom Markt kommt nur Brot]] (only bread comes from the market). So the man from the market sells bread.',
      },
      o: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: Im ersten Absatz steht: „80 Euro hat das Projekt dafür bezahlt.“ Der Nachbar hat den ersten Kühlschrank also verkauft. In Lücke 37 lockt es, denn ein Elektrogeschäft verkauft Kühlschränke. Aber im letzten Absatz möchte es seinen „zurückhaben“.',
        en: 'Belongs in gap 36: the first paragraph says [[80 Euro hat das Projekt dafür bezahlt.]] (The project paid 80 euros for it.) So the neighbour sold the first fridge. It tempts in gap 37, because an electrical shop sells fridges. But in the last paragraph it wants its fridge back ([[zurückhaben]]).',
      },
    },
    items: [
      {
        n: 31,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Wer für eine Feier zu viel gekauft hat, hat Lebensmittel übrig und „legt dort Lebensmittel hinein“. Gekauftes darf in den Kühlschrank; nur „Selbst gekochtes Essen“ muss draußen bleiben (dritter Absatz).',
            en: 'Whoever has bought too much for a party has food left over and [[legt dort Lebensmittel hinein]] (puts food in there). Bought food may go in; only home-cooked food ([[Selbst gekochtes Essen]]) has to stay out (third paragraph).',
          },
          m: {
            trap: 'meaning',
            de: 'Gleiche Form, und „für eine Feier zu viel gekocht“ klingt ganz normal. Aber im dritten Absatz steht: „Selbst gekochtes Essen, Tiramisu, rohes Fleisch und Fisch müssen draußen bleiben.“ Wer zu viel gekocht hat, darf es also nicht in den Kühlschrank legen.',
            en: 'Same form, and [[für eine Feier zu viel gekocht]] (cooked too much for a party) sounds quite normal. But the third paragraph says that home-cooked food ([[Selbst gekochtes Essen]]) has to stay out ([[müssen draußen bleiben]]). So whoever has cooked too much may not put it in the fridge.',
          },
          k: {
            trap: 'meaning',
            de: '„zu viel geliehen“ passt zur Grammatik, aber wer sich etwas leiht, gibt es zurück und hat keine Lebensmittel übrig.',
            en: '[[zu viel geliehen]] (borrowed too much) fits the grammar, but what you borrow you give back; it leaves you no food to spare.',
          },
        },
        formFits: ['g', 'm', 'k', 'l', 'o'],
        evidence: [
          'Wer für eine Feier zu viel',
          'Selbst gekochtes Essen, Tiramisu, rohes Fleisch und',
          'müssen draußen bleiben',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 32,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Joghurt, Käse und Eier darf man bis zu drei Tage nach dem Datum abgeben. Das passt zum dritten Absatz: Was „seit einer Woche abgelaufen ist“, wirft man am Morgen weg.',
            en: 'Yoghurt, cheese and eggs may be handed in up to three days after the date. That fits the third paragraph: whatever [[seit einer Woche abgelaufen ist]] (has been past its date for a week) is thrown away in the morning check.',
          },
          h: {
            trap: 'meaning',
            de: 'Gleiche Form, und Joghurt ist „oft noch lange gut“, also klingen drei Wochen möglich. Aber im dritten Absatz steht: Jeden Morgen wirft jemand weg, „was seit einer Woche abgelaufen ist“. Joghurt nach drei Wochen käme also sofort in den Müll.',
            en: 'Same form, and yoghurt is [[oft noch lange gut]] (often still good for a long time), so three weeks sounds possible. But the third paragraph says that every morning someone throws away [[was seit einer Woche abgelaufen ist]] (whatever has been past its date for a week). Yoghurt three weeks past its date would go straight into the bin.',
          },
          d: {
            trap: 'meaning',
            de: '„bis zu drei Eier nach dem Datum“ passt zur Grammatik, ergibt aber keinen Sinn: Vor „nach dem Datum“ braucht man eine Zeit.',
            en: '[[bis zu drei Eier nach dem Datum]] (up to three eggs after the date) fits the grammar but makes no sense: before [[nach dem Datum]] you need a length of time.',
          },
        },
        formFits: ['e', 'h', 'd'],
        evidence: ['darf man noch bis zu drei', 'was seit einer Woche abgelaufen ist'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 33,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Eier darf man abgeben: Im zweiten Absatz steht: „Joghurt, Käse und Eier darf man noch bis zu drei Tage nach dem Datum abgeben.“ Draußen bleiben müssen also selbst gekochtes Essen, Tiramisu, rohes Fleisch und Fisch.',
            en: 'Eggs may be handed in: the second paragraph says [[Joghurt, Käse und Eier darf man noch bis zu drei Tage nach dem Datum abgeben]] (yoghurt, cheese and eggs may be handed in up to three days after the date). So what has to stay out is home-cooked food, tiramisu, raw meat and fish.',
          },
          d: {
            trap: 'meaning',
            de: 'Gleiche Form, und nach „Tiramisu“ (darin sind rohe Eier) klingt „rohes Fleisch und Eier“ ganz logisch: Rohe Eier können krank machen. Aber im zweiten Absatz steht: „Joghurt, Käse und Eier darf man noch bis zu drei Tage nach dem Datum abgeben.“ Eier dürfen also hinein. „Eier“ gehört in Lücke 40.',
            en: 'Same form, and after [[Tiramisu]] (made with raw eggs) [[rohes Fleisch und Eier]] (raw meat and eggs) sounds quite logical: raw eggs can make you ill. But the second paragraph says that yoghurt, cheese and eggs ([[Joghurt, Käse und Eier]]) may be handed in up to three days after the date. So eggs may go in. [[Eier]] belongs in gap 40.',
          },
          f: {
            trap: 'meaning',
            de: '„rohes Fleisch und Bäcker“ ergibt keinen Sinn: Hier fehlt ein Lebensmittel, keine Person.',
            en: '[[rohes Fleisch und Bäcker]] (raw meat and bakers) makes no sense: a food is missing here, not a person.',
          },
        },
        formFits: ['i', 'd'],
        evidence: ['rohes Fleisch und', 'Joghurt, Käse und Eier darf man noch bis zu drei'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 34,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Wegwerfen kommt selten vor. Das steht im letzten Absatz: „Im Müll sind seit Januar erst drei Joghurts gelandet.“ Drei Joghurts in mehreren Monaten: Das ist selten.',
            en: 'Throwing things away rarely happens. The last paragraph says so: [[Im Müll sind seit Januar erst drei Joghurts gelandet.]] (Since January only three yoghurts have ended up in the bin.) Three yoghurts in several months: that is rare.',
          },
          c: {
            trap: 'meaning',
            de: 'Gleiche Form, und es klingt richtig: Im zweiten Absatz steht „Deshalb bringen viele ihren Joghurt erst nach dem Datum“, und jeden Morgen wirft jemand weg, was abgelaufen ist. Aber im letzten Absatz steht: „Im Müll sind seit Januar erst drei Joghurts gelandet.“ Das ist selten, nicht oft.',
            en: 'Same form, and it sounds right: the second paragraph says [[Deshalb bringen viele ihren Joghurt erst nach dem Datum]] (so many people bring their yoghurt only after its date), and every morning someone throws away what is past its date. But the last paragraph says [[Im Müll sind seit Januar erst drei Joghurts gelandet.]] (Since January only three yoghurts have ended up in the bin.) So it happens rarely, not often.',
          },
          j: {
            trap: 'word-class',
            de: '„Abend“ ist ein Nomen ohne Artikel. In „Das kommt … vor“ fehlt ein Wort, das sagt, wie oft.',
            en: '[[Abend]] is a noun without its article. [[Das kommt … vor]] needs a word that says how often.',
          },
        },
        formFits: ['a', 'c'],
        evidence: [
          'Das kommt',
          'Im Müll sind seit Januar erst drei Joghurts gelandet',
          'Deshalb bringen viele ihren Joghurt erst nach dem Datum',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 35,
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Im ersten Absatz steht: „Vom Markt kommt nur Brot, und das nur samstags.“ Der Händler vom Markt, der seit März mitmacht, bringt also Brot: Er ist der Bäcker.',
            en: 'The first paragraph says [[Vom Markt kommt nur Brot, und das nur samstags.]] (Only bread comes from the market, and only on Saturdays.) So the trader from the market who has taken part since March brings bread: he is the baker.',
          },
          n: {
            trap: 'meaning',
            de: 'Gleiche Form, und der Satz davor lautet: „Viele Nachbarn bringen Obst und Gemüse aus ihren Gärten.“ Nach „auch“ denkt man an einen Gemüsehändler. Aber im ersten Absatz steht: „Vom Markt kommt nur Brot, und das nur samstags.“ Ein Gemüsehändler vom Markt würde Gemüse bringen. „Gemüsehändler“ gehört in Lücke 38.',
            en: 'Same form, and the sentence before says [[Viele Nachbarn bringen Obst und Gemüse aus ihren Gärten.]] (Many neighbours bring fruit and vegetables from their gardens.) After [[auch]] (also) you think of a greengrocer. But the first paragraph says [[Vom Markt kommt nur Brot]] (only bread comes from the market). A greengrocer from the market would bring vegetables. [[Gemüsehändler]] belongs in gap 38.',
          },
          l: {
            trap: 'word-class',
            de: '„geschenkt“ ist ein Partizip. Nach „der“ braucht man ein Nomen, das eine Person nennt.',
            en: '[[geschenkt]] is a participle. After [[der]] you need a noun naming a person.',
          },
        },
        formFits: ['f', 'n'],
        evidence: [
          'Seit März macht auch der',
          'Vom Markt kommt nur Brot, und das nur samstags',
          'Viele Nachbarn bringen Obst und Gemüse aus ihren Gärten',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 36,
        key: 'o',
        why: {
          o: {
            trap: 'key',
            de: 'Im ersten Absatz steht über den Kühlschrank vor dem Bürgerhaus: „80 Euro hat das Projekt dafür bezahlt.“ Der Nachbar hat ihn dem Projekt also verkauft.',
            en: 'About the fridge outside the community centre, the first paragraph says [[80 Euro hat das Projekt dafür bezahlt.]] (The project paid 80 euros for it.) So the neighbour sold it to the project.',
          },
          l: {
            trap: 'meaning',
            de: 'Gleiche Form, und „hat ein Nachbar dem Projekt geschenkt“ klingt ganz natürlich: Nachbarn schenken einem Projekt wie diesem oft etwas. Aber im ersten Absatz steht: „80 Euro hat das Projekt dafür bezahlt.“ Ein Geschenk bezahlt man nicht.',
            en: 'Same form, and [[hat ein Nachbar dem Projekt geschenkt]] (a neighbour gave it to the project) sounds quite natural: neighbours often give a project like this something. But the first paragraph says [[80 Euro hat das Projekt dafür bezahlt.]] (The project paid 80 euros for it.) Nobody pays for a present.',
          },
          k: {
            trap: 'meaning',
            de: 'Gleiche Form. Aber das Projekt hat 80 Euro für den Kühlschrank bezahlt (erster Absatz), und von einem Zurückgeben steht dort nichts: Es hat ihn gekauft. Geliehen ist der Kühlschrank in der Schule, den das Elektrogeschäft „zurückhaben“ möchte: „geliehen“ gehört in Lücke 37.',
            en: 'Same form. But the project paid 80 euros for the fridge (first paragraph), and nothing is said about giving it back: it bought it. The borrowed fridge is the one in the school, which the electrical shop wants [[zurückhaben]] (to have back): [[geliehen]] belongs in gap 37.',
          },
        },
        formFits: ['o', 'l', 'k', 'g', 'm'],
        evidence: [
          'Den ersten Kühlschrank hat ein Nachbar dem Projekt',
          '80 Euro hat das Projekt dafür bezahlt',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Im letzten Absatz steht: „Im Dezember möchte das Elektrogeschäft seinen zurückhaben.“ Was man zurückbekommt, hat man nur geliehen.',
            en: 'The last paragraph says [[Im Dezember möchte das Elektrogeschäft seinen zurückhaben.]] (In December the electrical shop wants its fridge back.) What you get back, you have only lent.',
          },
          l: {
            trap: 'meaning',
            de: 'Gleiche Form, und „dem Projekt geschenkt“ klingt sehr natürlich: Viele Geschäfte schenken solchen Projekten etwas. Aber am Ende des Textes steht: „Im Dezember möchte das Elektrogeschäft seinen zurückhaben.“ Ein Geschenk holt man nicht zurück.',
            en: 'Same form, and [[dem Projekt geschenkt]] (given to the project) sounds very natural: many shops give such projects something. But the end of the text says [[Im Dezember möchte das Elektrogeschäft seinen zurückhaben.]] (In December the electrical shop wants its fridge back.) Nobody takes back a present.',
          },
          o: {
            trap: 'elsewhere',
            de: 'Gleiche Form, und ein Elektrogeschäft verkauft Kühlschränke. Aber im Dezember möchte es seinen „zurückhaben“; was man verkauft hat, bekommt man nicht zurück. „verkauft“ gehört in Lücke 36.',
            en: 'Same form, and an electrical shop sells fridges. But in December it wants its fridge back ([[zurückhaben]]); what you have sold, you do not get back. [[verkauft]] belongs in gap 36.',
          },
        },
        formFits: ['k', 'l', 'o', 'g', 'm'],
        evidence: [
          'Den hat ein Elektrogeschäft dem Projekt',
          'Im Dezember möchte das Elektrogeschäft seinen zurückhaben',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 38,
        key: 'n',
        why: {
          n: {
            trap: 'key',
            de: 'Im ersten Absatz steht über das Brot vom Markt: „Ab dem Sommer bekommt auch die Grundschule genug davon für alle Kinder.“ Brot hat die Schule also; Wiebke Dorn sucht „noch einen“ anderen Händler. Im Kasten ist das nur der Gemüsehändler, und Obst ist ein gutes Frühstück.',
            en: 'About the bread from the market, the first paragraph says [[Ab dem Sommer bekommt auch die Grundschule genug davon für alle Kinder.]] (From the summer the primary school too gets enough of it for all the children.) So the school has bread; Wiebke Dorn is looking for another trader ([[noch einen]]). In the box that can only be the greengrocer, and fruit makes a good breakfast.',
          },
          f: {
            trap: 'elsewhere',
            de: 'Gleiche Form, und „ohne Frühstück“ lässt an Brot denken. Aber im ersten Absatz steht über das Brot vom Markt: „Ab dem Sommer bekommt auch die Grundschule genug davon für alle Kinder.“ Einen Bäcker braucht die Schule also nicht. „Bäcker“ gehört in Lücke 35.',
            en: 'Same form, and [[ohne Frühstück]] (without breakfast) makes you think of bread. But about the bread from the market, the first paragraph says [[Ab dem Sommer bekommt auch die Grundschule genug davon für alle Kinder.]] (From the summer the primary school too gets enough of it for all the children.) So the school needs no baker. [[Bäcker]] belongs in gap 35.',
          },
          b: {
            trap: 'meaning',
            de: '„einen Vormittag“ passt zur Grammatik, aber Wiebke Dorn sucht für die Kinder jemanden, der Lebensmittel bringt, keine Tageszeit.',
            en: '[[einen Vormittag]] (a morning) fits the grammar, but Wiebke Dorn is looking for someone who brings food for the children, not for a time of day.',
          },
        },
        formFits: ['n', 'f', 'b'],
        evidence: [
          'Für die Schule sucht Wiebke Dorn noch einen',
          'Ab dem Sommer bekommt auch die Grundschule genug davon für alle Kinder',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Wiebke Dorn ist „im Bürgerhaus“, und im ersten Absatz steht: „Das Bürgerhaus ist erst ab 17 Uhr offen“. Man findet sie dort also am Abend.',
            en: 'Wiebke Dorn is [[im Bürgerhaus]] (in the community centre), and the first paragraph says [[Das Bürgerhaus ist erst ab 17 Uhr offen]] (the community centre only opens at 5 pm). So you find her there in the evening.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und „montags bis freitags am Vormittag“ klingt wie die Sprechzeiten vieler Büros. Aber im ersten Absatz steht: „Das Bürgerhaus ist erst ab 17 Uhr offen“. Am Vormittag ist nur der Kühlschrank davor offen.',
            en: 'Same form, and [[montags bis freitags am Vormittag]] (Monday to Friday in the morning) sounds like the opening hours of many offices. But the first paragraph says [[Das Bürgerhaus ist erst ab 17 Uhr offen]] (the community centre only opens at 5 pm). In the morning only the fridge outside is open.',
          },
          n: {
            trap: 'meaning',
            de: '„montags bis freitags am Gemüsehändler“ ergibt keinen Sinn: Nach den Wochentagen fehlt eine Tageszeit.',
            en: '[[montags bis freitags am Gemüsehändler]] (Monday to Friday at the greengrocer) makes no sense: after the weekdays a time of day is missing.',
          },
        },
        formFits: ['j', 'b'],
        evidence: ['montags bis freitags am', 'Das Bürgerhaus ist erst ab 17 Uhr offen'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 40,
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Im zweiten Absatz steht: „Joghurt, Käse und Eier darf man noch bis zu drei Tage nach dem Datum abgeben.“ Eier dürfen also in den Kühlschrank. Fisch nicht: Er muss „draußen bleiben“ (dritter Absatz).',
            en: 'The second paragraph says that yoghurt, cheese and eggs ([[Joghurt, Käse und Eier]]) may be handed in up to three days after the date. So eggs may go in the fridge. Fish may not: it has to stay out ([[draußen bleiben]]; third paragraph).',
          },
          i: {
            trap: 'meaning',
            de: 'Gleiche Form, und bei einem Nachbarn „vom See“ denkt man sofort an Fisch. Aber im dritten Absatz steht: „Selbst gekochtes Essen, Tiramisu, rohes Fleisch und Fisch müssen draußen bleiben.“ Fisch darf also nicht in den Kühlschrank. „Fisch“ gehört in Lücke 33.',
            en: 'Same form, and a neighbour from the lake ([[vom See]]) makes you think of fish at once. But the third paragraph says [[Selbst gekochtes Essen, Tiramisu, rohes Fleisch und Fisch müssen draußen bleiben.]] (Home-cooked food, tiramisu, raw meat and fish have to stay out.) So fish may not go in the fridge. [[Fisch]] belongs in gap 33.',
          },
          f: {
            trap: 'meaning',
            de: '„der jede Woche Bäcker bringt“ ergibt keinen Sinn: Der Nachbar bringt ein Lebensmittel, keine Person.',
            en: '[[der jede Woche Bäcker bringt]] (who brings bakers every week) makes no sense: the neighbour brings a food, not a person.',
          },
        },
        formFits: ['d', 'i'],
        evidence: [
          'der jede Woche',
          'Joghurt, Käse und Eier darf man noch bis zu drei',
          'müssen draußen bleiben',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
    ],
  },

  ...listening,
  writing: writing4,
  oral: oral4,
} satisfies ModelTest;
