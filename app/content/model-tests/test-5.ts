import { listening5 as listening } from './listening-5';
import { oral5 } from './oral-5';
import { writing5 } from './writing-5';
import type { ModelTest } from './schema';

/**
 * Model test 5: Lokalnachrichten, eine Tischlerin macht sich selbstständig, Camping, Seen und Erste
 * Hilfe, Lärm im Haus, Hausaufgabenhilfe. Our own texts, written for the site.
 */
export const modelTest5 = {
  id: '5',
  themes: {
    de: 'Lokalnachrichten, die eigene Firma, Camping und Baden, Erste Hilfe, Lärm im Haus, Hausaufgabenhilfe',
    en: 'Local news, starting a business, camping and swimming, first aid, noise at home, homework help',
  },

  reading1: {
    topics: ['news-and-newspapers', 'local-politics', 'music-making', 'banking', 'recycling'],
    people: [],
    headlines: {
      a: 'Ab 1. Juli nimmt die Müllabfuhr keine gelben Säcke mehr mit',
      b: 'Lokalzeitung unter der Woche nur noch im Internet',
      c: 'Alter Bahnhof: Stadtrat wählt aus drei Ideen die neue Nutzung',
      d: 'Chor braucht Männerstimmen – Noten lesen nicht nötig',
      e: 'Filiale schließt, Bargeld gibt es weiter im Ortsteil',
      f: 'Ab Januar: Lokalzeitung nur noch digital',
      g: 'Verpackungen kommen bald in die Tonne statt in den Sack',
      h: 'Chor sucht Männer – Mitsingen kostenlos',
      i: 'Alter Bahnhof: Einwohner stimmen über neue Nutzung ab',
      j: 'Filiale in Heide schließt – Bargeld nur noch am Rathausplatz',
    },
    optionNotes: {
      a: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 5: 1. Juli, gelbe Säcke und „nimmt die Müllabfuhr keine Säcke mehr mit“ stehen dort. Aber die letzten zwei Sätze sagen: Säcke kann man „bis Ende Juli weiter an die Straße stellen“, erst „Danach“ nimmt die Müllabfuhr keine mehr mit. Falsches Datum.',
        en: 'Tempting for text 5: 1 July, yellow bags and [[nimmt die Müllabfuhr keine Säcke mehr mit]] (the collectors take no more bags) are all there. But the last two sentences say bags can still be put out [[bis Ende Juli weiter an die Straße stellen]] (until the end of July); only [[Danach]] (after that) are no more bags taken. Wrong date.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 1: Von Montag bis Freitag gibt es den „Auenstedter Boten“ nur in der App oder im Internet.',
        en: 'The headline of text 1: from Monday to Friday the [[Auenstedter Bote]] is only in the app or on the internet.',
      },
      c: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 2: alter Bahnhof, Stadtrat, drei Ideen und Nutzung stehen dort, und der Stadtrat hat wirklich ausgewählt. Aber er hat aus über 60 Vorschlägen drei Ideen ausgewählt. Welche der drei gebaut wird, bestimmen im Juni die Einwohner: „Gebaut wird die Idee, die die meisten Stimmen bekommt.“ Falsche Person.',
        en: 'Tempting for text 2: the old station, the council, three ideas and the new use are all there, and the council really did choose. But it chose three ideas from over 60 suggestions. Which of the three is built is decided by the residents in June: [[Gebaut wird die Idee, die die meisten Stimmen bekommt.]] (The idea with the most votes is built.) Wrong person.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Der Chor lädt „besonders Männer“ ein, und wer keine Noten lesen kann, lernt die Lieder nach Gehör.',
        en: 'The headline of text 3: the choir invites [[besonders Männer]] (men especially), and anyone who cannot read music learns the songs by ear.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Die Filiale in Heide schließt, aber der alte Geldautomat bleibt im Gebäude.',
        en: 'The headline of text 4: the branch in Heide closes, but the old cash machine stays in the building.',
      },
      f: {
        trap: 'too-general',
        de: 'Lockt bei Text 1: Lokalzeitung, Januar, digital stimmen. Aber nicht „nur noch digital“: Am Samstag gibt es die Zeitung weiter auf Papier („nur noch am Samstag auf Papier“).',
        en: 'Tempting for text 1: local paper, January and digital are right. But not [[nur noch digital]] (digital only): on Saturdays the paper is still printed ([[nur noch am Samstag auf Papier]], on paper only on Saturdays).',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 5: Ab Juli gibt es keine gelben Säcke mehr, Verpackungen kommen in die gelbe Tonne.',
        en: 'The headline of text 5: from July there are no more yellow bags; packaging goes into the yellow bin.',
      },
      h: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 3: Der Chor sucht wirklich Männer, und der letzte Satz sagt „kostenlos“. Aber kostenlos sind nur „Die ersten drei Proben“. Weiter oben steht: „der Beitrag ist 5 Euro im Monat“. Mitsingen kostet also Geld.',
        en: 'Tempting for text 3: the choir really is looking for men, and the last sentence says [[kostenlos]] (free). But only [[Die ersten drei Proben]] (the first three rehearsals) are free. Further up: [[der Beitrag ist 5 Euro im Monat]] (the fee is 5 euros a month). So singing with them costs money.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: Im Juni stimmen die Einwohner über drei Ideen für das alte Bahnhofsgebäude ab.',
        en: 'The headline of text 2: in June the residents vote on three ideas for the old station building.',
      },
      j: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 4: Die Filiale in Heide schließt, und am Rathausplatz gibt es „neue Geldautomaten“. Aber am Ende steht: „Der alte Geldautomat bleibt im Gebäude“. Bargeld gibt es also weiter auch in Heide, nicht nur am Rathausplatz.',
        en: 'Tempting for text 4: the branch in Heide closes, and at the town-hall square there are [[neue Geldautomaten]] (new cash machines). But at the end: [[Der alte Geldautomat bleibt im Gebäude]] (the old cash machine stays in the building). So cash is still available in Heide too, not only at the town-hall square.',
      },
    },
    items: [
      {
        n: 1,
        text: 'Der „Auenstedter Bote“ erscheint ab Januar nur noch am Samstag auf Papier. Von Montag bis Freitag lesen die Abonnentinnen und Abonnenten ihre Zeitung dann in einer App oder auf der Internetseite. Der Grund: Papier und Zustellung sind viel teurer geworden, und immer weniger Menschen lesen morgens eine gedruckte Zeitung. Der Preis für das Abo bleibt gleich. Wer kein Tablet hat, kann sich in der Geschäftsstelle am Markt kostenlos eines ausleihen. Dort erklärt man auch, wie die App funktioniert.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: '„Von Montag bis Freitag“, also unter der Woche, liest man die Zeitung „in einer App oder auf der Internetseite“. Auf Papier kommt sie „nur noch am Samstag“.',
            en: '[[Von Montag bis Freitag]] (Monday to Friday), so on weekdays, the paper is read [[in einer App oder auf der Internetseite]] (in an app or on the website). On paper it comes [[nur noch am Samstag]] (only on Saturdays).',
          },
          f: {
            trap: 'too-general',
            de: 'Die stärkste Falle: Zeitung, Januar und digital stimmen. Aber „nur noch digital“ ist zu viel: „nur noch am Samstag auf Papier“ heißt, am Samstag gibt es weiter eine gedruckte Zeitung.',
            en: 'The strongest trap: newspaper, January and digital are right. But [[nur noch digital]] (digital only) goes too far: [[nur noch am Samstag auf Papier]] means there is still a printed paper on Saturdays.',
          },
          j: {
            trap: 'same-word',
            de: 'Auch hier gibt es etwas kostenlos und eine Erklärung („Dort erklärt man auch“). Aber es geht um eine Zeitung, nicht um eine Bank.',
            en: 'Something is free here too, and there is help ([[Dort erklärt man auch]], they also explain there). But it is about a newspaper, not a bank.',
          },
        },
        evidence: [
          'erscheint ab Januar nur noch am Samstag auf Papier',
          'Von Montag bis Freitag lesen die Abonnentinnen und Abonnenten ihre Zeitung dann in einer App oder auf der Internetseite',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 2,
        text: 'Was soll aus dem alten Bahnhofsgebäude werden? Ein Café, ein Jugendtreff oder Räume für Vereine? Über 60 Vorschläge haben Bürgerinnen und Bürger bis Ende April online oder im Rathaus gemacht. Im Mai hat der Stadtrat daraus drei Ideen ausgewählt, und für den Umbau stehen 400.000 Euro bereit. Im Juni können dann alle Einwohnerinnen und Einwohner ab 14 Jahren ihre Stimme abgeben. Gebaut wird die Idee, die die meisten Stimmen bekommt.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Die Hauptinformation: „Im Juni können dann alle Einwohnerinnen und Einwohner … ihre Stimme abgeben.“ Die Idee mit den meisten Stimmen wird gebaut.',
            en: 'The main point: [[Im Juni können dann alle Einwohnerinnen und Einwohner … ihre Stimme abgeben.]] (In June all residents can then vote.) The idea with the most votes is built.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Stadtrat, alter Bahnhof und drei Ideen stimmen, denn „der Stadtrat hat daraus drei Ideen ausgewählt“. Aber „daraus“ heißt: aus den über 60 Vorschlägen. Aus den drei Ideen wählen im Juni die Einwohner mit ihren Stimmen, nicht der Stadtrat.',
            en: 'The strongest trap: the council, the old station and three ideas are right, because [[der Stadtrat hat daraus drei Ideen ausgewählt]] (the council has chosen three ideas from them). But [[daraus]] means from the over 60 suggestions. From the three ideas the residents choose in June with their votes, not the council.',
          },
          e: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 4. Auch hier geht es um ein Gebäude in Auenstedt und um Geld (400.000 Euro). Aber keine Filiale schließt, und um Bargeld geht es nicht.',
            en: 'The headline of text 4. This is also about a building in Auenstedt and about money (400,000 euros). But no branch closes, and it is not about cash.',
          },
        },
        evidence: [
          'Im Juni können dann alle Einwohnerinnen und Einwohner ab 14 Jahren ihre Stimme abgeben.',
          'Gebaut wird die Idee, die die meisten Stimmen bekommt.',
          'Im Mai hat der Stadtrat daraus drei Ideen ausgewählt',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 3,
        text: 'Der Chor „Klangfarben“ sucht neue Mitglieder. Bei uns singen 28 Frauen, aber nur fünf Männer – deshalb laden wir besonders Männer ein. Wir proben jeden Mittwoch um 19.30 Uhr im Gemeindehaus, der Beitrag ist 5 Euro im Monat. Im Dezember singen wir unser großes Weihnachtskonzert in der Stadtkirche, und dafür brauchen wir vor allem tiefe Stimmen. Wer keine Noten lesen kann, lernt die Lieder bei uns nach Gehör. Kommen Sie einfach vorbei! Die ersten drei Proben sind kostenlos.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Der Chor lädt „besonders Männer ein“ und braucht „tiefe Stimmen“. Und: „Wer keine Noten lesen kann, lernt die Lieder bei uns nach Gehör.“ Noten lesen ist also nicht nötig.',
            en: 'The choir invites [[besonders Männer ein]] (men especially) and needs [[tiefe Stimmen]] (low voices). And: [[Wer keine Noten lesen kann, lernt die Lieder bei uns nach Gehör.]] (Anyone who cannot read music learns the songs by ear.) So reading music is not necessary.',
          },
          h: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Chor und Männer stimmen, und am Ende steht „kostenlos“. Aber das gilt nur für „Die ersten drei Proben“. Im dritten Satz steht: „der Beitrag ist 5 Euro im Monat“. Wer mitsingt, bezahlt also.',
            en: 'The strongest trap: the choir and men are right, and the end says [[kostenlos]] (free). But that is only [[Die ersten drei Proben]] (the first three rehearsals). The third sentence says [[der Beitrag ist 5 Euro im Monat]] (the fee is 5 euros a month). So members pay.',
          },
          b: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 1. Auch hier wird etwas in Auenstedt angekündigt, und es gibt etwas kostenlos. Aber es geht um einen Chor, nicht um eine Zeitung.',
            en: 'The headline of text 1. Here too something in Auenstedt is announced, and something is free. But it is about a choir, not a newspaper.',
          },
        },
        evidence: [
          'deshalb laden wir besonders Männer ein',
          'Wer keine Noten lesen kann, lernt die Lieder bei uns nach Gehör.',
          'der Beitrag ist 5 Euro im Monat',
          'Die ersten drei Proben sind kostenlos.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 4,
        text: 'Die Volksbank Auenstedt schließt am 31. März ihre Filiale im Ortsteil Heide. Für eine Beratung müssen Kundinnen und Kunden in Zukunft in die Hauptstelle am Rathausplatz fahren. Dort gibt es auch neue Geldautomaten und Drucker für Kontoauszüge. Wer nicht mehr so gut zu Fuß ist, kann einen Termin zu Hause vereinbaren: Eine Beraterin kommt dann kostenlos vorbei. Eine gute Nachricht für alle in Heide: Der alte Geldautomat bleibt im Gebäude, und man kann dort weiter rund um die Uhr Bargeld abheben.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Die Filiale in Heide schließt, aber „Der alte Geldautomat bleibt im Gebäude“: Man kann dort „weiter rund um die Uhr Bargeld abheben“.',
            en: 'The branch in Heide closes, but [[Der alte Geldautomat bleibt im Gebäude]] (the old cash machine stays in the building): people can [[weiter rund um die Uhr Bargeld abheben]] (still withdraw cash round the clock).',
          },
          j: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Die Filiale schließt, man muss „in die Hauptstelle am Rathausplatz“, und dort gibt es „neue Geldautomaten“. Aber das gilt für die Beratung. Bargeld gibt es weiter in Heide: Der alte Automat „bleibt im Gebäude“.',
            en: 'The strongest trap: the branch closes, people must go [[in die Hauptstelle am Rathausplatz]] (to the main branch on the town-hall square), and there are [[neue Geldautomaten]] (new cash machines) there. But that is for advice. Cash is still available in Heide: the old machine [[bleibt im Gebäude]] (stays in the building).',
          },
          c: {
            trap: 'same-word',
            de: 'Ein Ort in der Stadt ändert sich, und „Rathausplatz“ klingt nach Stadtrat. Aber hier entscheidet die Bank, nicht der Stadtrat.',
            en: 'A place in town changes, and [[Rathausplatz]] (town-hall square) sounds like the council. But here the bank decides, not the council.',
          },
        },
        evidence: [
          'Der alte Geldautomat bleibt im Gebäude',
          'weiter rund um die Uhr Bargeld abheben',
          'Für eine Beratung müssen Kundinnen und Kunden in Zukunft in die Hauptstelle am Rathausplatz fahren.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 5,
        text: 'Bisher holt die Müllabfuhr in Auenstedt alle zwei Wochen die gelben Säcke ab. Ab dem 1. Juli kommen Verpackungen aus Plastik und Metall dann in die neue gelbe Tonne. Jeder Haushalt bekommt sie im Juni kostenlos vor die Haustür gestellt. In eine Tonne passt so viel wie in vier Säcke. Geleert wird sie alle zwei Wochen, immer am Dienstag. Wer noch gelbe Säcke zu Hause hat, kann sie bis Ende Juli weiter an die Straße stellen. Danach nimmt die Müllabfuhr keine Säcke mehr mit.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Die Säcke holt die Müllabfuhr nur noch bis Ende Juli ab: „Ab dem 1. Juli kommen Verpackungen aus Plastik und Metall dann in die neue gelbe Tonne.“ Tonne statt Sack ist das Thema.',
            en: 'The bags are only collected until the end of July: [[Ab dem 1. Juli kommen Verpackungen aus Plastik und Metall dann in die neue gelbe Tonne.]] (From 1 July plastic and metal packaging then goes into the new yellow bin.) Bin instead of bag is the topic.',
          },
          a: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: „Ab dem 1. Juli“, gelbe Säcke und „nimmt die Müllabfuhr keine Säcke mehr mit“ stehen im Text. Aber am 1. Juli beginnt nur die Tonne. Die Säcke kann man „bis Ende Juli weiter an die Straße stellen“, erst „Danach“ bleiben sie liegen.',
            en: 'The strongest trap: [[Ab dem 1. Juli]] (from 1 July), yellow bags and [[nimmt die Müllabfuhr keine Säcke mehr mit]] (no more bags are taken) are in the text. But on 1 July only the bin starts. Bags can still be put out [[bis Ende Juli weiter an die Straße stellen]] (until the end of July); only [[Danach]] (after that) are they left behind.',
          },
          f: {
            trap: 'same-word',
            de: 'Auch hier ändert sich ab einem Monat etwas, und etwas gibt es bald nicht mehr. Aber es geht um Müll, nicht um eine Zeitung.',
            en: 'Here too something changes from a certain month, and something will soon be gone. But it is about rubbish, not a newspaper.',
          },
        },
        evidence: [
          'Ab dem 1. Juli kommen Verpackungen aus Plastik und Metall dann in die neue gelbe Tonne.',
          'Wer noch gelbe Säcke zu Hause hat, kann sie bis Ende Juli weiter an die Straße stellen.',
          'Danach nimmt die Müllabfuhr keine Säcke mehr mit.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
    ],
  },

  reading2: {
    textType: 'portrait',
    topics: ['self-employment'],
    people: [
      { name: 'Johanna Weiß', role: 'carpenter who started her own workshop' },
      { name: 'Kai', role: 'her brother, a self-employed electrician' },
    ],
    title: '„Jetzt bin ich meine eigene Chefin“ – eine Tischlerin macht sich selbstständig',
    text: 'Seit einem Jahr hat Johanna Weiß (38) in Hollbach ihre eigene kleine Tischlerei. Vorher hat sie zwölf Jahre lang in einer großen Möbelfabrik gearbeitet, 38 Stunden pro Woche, meistens an einer Maschine, die Türen schneidet. „Die Arbeit war gut bezahlt. Aber jeden Tag dasselbe, das hat mich mit der Zeit richtig müde gemacht“, erzählt sie.\n\nDie Idee mit der eigenen Firma kam eigentlich von ihrem Bruder Kai. Er ist Elektriker, arbeitet schon seit sechs Jahren selbstständig und verdient heute viel mehr als früher als Angestellter. „Kai hat immer gesagt: Du kannst das auch. Und das Geld für die Maschinen leihe ich dir. Aber ich hatte Angst, denn ich habe zwei Kinder, und ohne festes Gehalt ist das Risiko groß.“ Entschieden hat sie sich erst vor eineinhalb Jahren. Damals wollte die Fabrik ihre Produktion ins Ausland verlegen. „Da habe ich gekündigt, bevor man mir kündigt.“\n\nDer Anfang war schwer. Für Maschinen und die Miete der Werkstatt brauchte sie 40.000 Euro. Die Bank wollte ihr zuerst keinen Kredit geben. Dann hat Johanna Weiß bei der Handwerkskammer einen Kurs für Gründerinnen und Gründer besucht und dort einen genauen Plan für ihre Firma geschrieben. Mit diesem Plan hat sie von der Bank doch noch einen Kredit bekommen. „Im ersten halben Jahr hatte ich trotzdem kaum Aufträge und habe viel weniger verdient als in der Fabrik. Abends habe ich oft bis Mitternacht Werbezettel geschrieben und in Briefkästen verteilt.“\n\nHeute baut sie vor allem Möbel nach Maß, zum Beispiel Regale für Dachwohnungen. Die Werbezettel hat sie inzwischen ganz aufgegeben. Stattdessen zeigt sie jetzt auf ihrer Internetseite Fotos von jedem Möbelstück, damit neue Kunden sie dort finden. Dafür hat sie viel Zeit und Geld ausgegeben.\n\nReich ist sie noch nicht geworden. „Ich verdiene jetzt ungefähr so viel wie in der Fabrik, aber ich arbeite fast 50 Stunden pro Woche, oft auch am Samstag.“ Auch die Internetseite hat sich noch nicht gelohnt: Darüber kommt vielleicht ein Auftrag im Monat. Die meisten Aufträge kommen auf einem anderen Weg: Jemand sieht bei Freunden oder Nachbarn ein Regal von ihr, fragt, wer es gebaut hat, und ruft sie an. Zurück möchte sie trotzdem nicht, und das ginge auch gar nicht mehr: Vor einem Jahr hat die Fabrik fast allen Kolleginnen und Kollegen von damals gekündigt. Ab Herbst soll ein Auszubildender bei ihr anfangen, und im nächsten Jahr möchte sie eine zweite Tischlerin einstellen.\n\nWas rät sie anderen Gründerinnen und Gründern? „Rechnen Sie nicht damit, dass Sie im ersten Jahr Urlaub machen können.“ Kais Geld hat sie übrigens nie genommen: „Ich wollte meinem Bruder nichts schulden.“ Diesen Sommer fährt sie mit ihren Kindern zwei Wochen an die Ostsee – zum ersten Mal seit der Gründung.',
    items: [
      {
        n: 6,
        stem: 'Johanna Weiß hat die Möbelfabrik verlassen, …',
        options: {
          a: 'nachdem die Fabrik vielen Kollegen gekündigt hatte.',
          b: 'als die Fabrik ihre Produktion ins Ausland bringen wollte.',
          c: 'kurz nachdem ihr Bruder seine eigene Firma gegründet hatte.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Die Fabrik hat wirklich fast allen Kollegen gekündigt, aber erst „Vor einem Jahr“ (vorletzter Absatz). Johanna Weiß hat schon „vor eineinhalb Jahren“ gekündigt (zweiter Absatz), also ein halbes Jahr vorher, als die Fabrik die Produktion nur verlegen „wollte“: „Da habe ich gekündigt, bevor man mir kündigt.“ Falsche Zeit.',
            en: 'The factory really did dismiss almost all her colleagues, but only [[Vor einem Jahr]] (a year ago; second-to-last paragraph). Johanna Weiß quit [[vor eineinhalb Jahren]] (a year and a half ago; second paragraph), half a year earlier, when the factory only [[wollte]] (wanted) to move production: [[Da habe ich gekündigt, bevor man mir kündigt.]] (So I quit before they could dismiss me.) Wrong time.',
          },
          b: {
            trap: 'key',
            de: 'Sie hat sich „erst vor eineinhalb Jahren“ entschieden: „Damals wollte die Fabrik ihre Produktion ins Ausland verlegen.“ Dann sagt sie: „Da habe ich gekündigt“.',
            en: 'She decided [[erst vor eineinhalb Jahren]] (only a year and a half ago): [[Damals wollte die Fabrik ihre Produktion ins Ausland verlegen.]] (At that time the factory wanted to move production abroad.) Then she says [[Da habe ich gekündigt]] (that is when I quit).',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Der Bruder hatte die Idee, aber er ist „schon seit sechs Jahren selbstständig“. Johanna hatte damals Angst und hat erst viel später gekündigt, „vor eineinhalb Jahren“. Falsche Zeit.',
            en: 'Her brother had the idea, but he has been self-employed [[schon seit sechs Jahren]] (for six years already). Johanna was afraid then and quit much later, [[vor eineinhalb Jahren]] (a year and a half ago). Wrong time.',
          },
        },
        evidence: [
          'Damals wollte die Fabrik ihre Produktion ins Ausland verlegen.',
          'Da habe ich gekündigt, bevor man mir kündigt.',
          'Entschieden hat sie sich erst vor eineinhalb Jahren.',
          'Vor einem Jahr hat die Fabrik fast allen Kolleginnen und Kollegen von damals gekündigt.',
          'arbeitet schon seit sechs Jahren selbstständig',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Wie hat Johanna Weiß das Geld für ihre Werkstatt bekommen?',
        options: {
          a: 'Die Bank hat ihr den Kredit schon beim ersten Gespräch gegeben.',
          b: 'Ihr Bruder Kai hat ihr das Geld für die Maschinen geliehen.',
          c: 'Die Bank hat ihr Geld geliehen, nachdem sie einen Plan geschrieben hatte.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Die Bank hat das Geld gegeben, aber nicht gleich: „Die Bank wollte ihr zuerst keinen Kredit geben.“ Den Kredit hat sie erst später bekommen, mit dem Plan aus dem Kurs. Falsche Zeit.',
            en: 'The bank did give the money, but not at once: [[Die Bank wollte ihr zuerst keinen Kredit geben.]] (At first the bank did not want to give her a loan.) She only got the loan later, with the plan from the course. Wrong time.',
          },
          b: {
            trap: 'negation',
            de: 'Kai hat wirklich gesagt: „Und das Geld für die Maschinen leihe ich dir.“ Aber das war nur ein Angebot. Erst im letzten Absatz steht: „Kais Geld hat sie übrigens nie genommen“. Das ganze Geld kam also von der Bank.',
            en: 'Kai really did say: [[Und das Geld für die Maschinen leihe ich dir.]] (And I will lend you the money for the machines.) But that was only an offer. Only the last paragraph says: [[Kais Geld hat sie übrigens nie genommen]] (by the way, she never took Kai’s money). So all the money came from the bank.',
          },
          c: {
            trap: 'key',
            de: 'Im Kurs hat sie „einen genauen Plan für ihre Firma geschrieben“. „Mit diesem Plan hat sie von der Bank doch noch einen Kredit bekommen.“ Kais Geld hat sie nie genommen (letzter Absatz).',
            en: 'In the course she [[einen genauen Plan für ihre Firma geschrieben]] (wrote a detailed plan for her firm). [[Mit diesem Plan hat sie von der Bank doch noch einen Kredit bekommen.]] (With this plan she did get a loan from the bank in the end.) She never took Kai’s money (last paragraph).',
          },
        },
        evidence: [
          'Mit diesem Plan hat sie von der Bank doch noch einen Kredit bekommen.',
          'Kais Geld hat sie übrigens nie genommen',
          'Und das Geld für die Maschinen leihe ich dir.',
          'Die Bank wollte ihr zuerst keinen Kredit geben.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'Wie finden die meisten Kunden heute zu Johanna Weiß?',
        options: {
          a: 'über ihre Internetseite',
          b: 'durch Bekannte, bei denen sie ihre Möbel gesehen haben',
          c: 'durch Werbezettel in ihren Briefkästen',
        },
        key: 'b',
        why: {
          a: {
            trap: 'same-word',
            de: 'Die Internetseite steht im vierten Absatz: Sie zeigt dort Fotos, „damit neue Kunden sie dort finden“. Das ist aber nur ihr Ziel. Erst im nächsten Absatz steht, wie es wirklich ist: „Darüber kommt vielleicht ein Auftrag im Monat.“ Das sind nicht die meisten Kunden.',
            en: 'The website is in the fourth paragraph: she shows photos there [[damit neue Kunden sie dort finden]] (so that new customers find her there). But that is only her aim. Only the next paragraph says how it really is: [[Darüber kommt vielleicht ein Auftrag im Monat.]] (Maybe one order a month comes through it.) Those are not most of her customers.',
          },
          b: {
            trap: 'key',
            de: '„Die meisten Aufträge kommen auf einem anderen Weg: Jemand sieht bei Freunden oder Nachbarn ein Regal von ihr“. Freunde und Nachbarn sind Bekannte, und bei ihnen sehen die neuen Kunden ihre Möbel.',
            en: '[[Die meisten Aufträge kommen auf einem anderen Weg: Jemand sieht bei Freunden oder Nachbarn ein Regal von ihr]] (most orders come another way: someone sees one of her shelves at friends’ or neighbours’ homes). Friends and neighbours are people you know, and that is where new customers see her furniture.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Werbezettel hat sie verteilt, aber „Im ersten halben Jahr“. Heute nicht mehr: „Die Werbezettel hat sie inzwischen ganz aufgegeben.“ Falsche Zeit.',
            en: 'She did hand out flyers, but [[Im ersten halben Jahr]] (in the first six months). Not any more: [[Die Werbezettel hat sie inzwischen ganz aufgegeben.]] (She has given up the flyers completely by now.) Wrong time.',
          },
        },
        evidence: [
          'Die meisten Aufträge kommen auf einem anderen Weg: Jemand sieht bei Freunden oder Nachbarn ein Regal von ihr',
          'damit neue Kunden sie dort finden',
          'Darüber kommt vielleicht ein Auftrag im Monat.',
          'Die Werbezettel hat sie inzwischen ganz aufgegeben.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 9,
        stem: 'Was sagt Johanna Weiß über ihre Arbeit heute?',
        options: {
          a: 'Sie verdient heute viel mehr als früher als Angestellte.',
          b: 'Sie verdient weniger als in der Fabrik, weil sie noch wenige Aufträge hat.',
          c: 'Sie verdient etwa so viel wie früher, arbeitet aber länger.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Diese Worte stehen fast genau so im zweiten Absatz: „verdient heute viel mehr als früher als Angestellter“. Aber das sagt der Text über ihren Bruder Kai. Sie selbst sagt erst im fünften Absatz: „Ich verdiene jetzt ungefähr so viel wie in der Fabrik“. Falsche Person.',
            en: 'The strongest trap: almost these words are in the second paragraph, [[verdient heute viel mehr als früher als Angestellter]] (earns much more today than before as an employee). But the text says that about her brother Kai. She herself only says in the fifth paragraph: [[Ich verdiene jetzt ungefähr so viel wie in der Fabrik]] (I now earn about as much as in the factory). Wrong person.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Weniger verdient hat sie am Anfang: „Im ersten halben Jahr hatte ich trotzdem kaum Aufträge und habe viel weniger verdient als in der Fabrik.“ Heute ist das anders: „Ich verdiene jetzt ungefähr so viel wie in der Fabrik“. Falsche Zeit.',
            en: 'She earned less at the start: [[Im ersten halben Jahr hatte ich trotzdem kaum Aufträge und habe viel weniger verdient als in der Fabrik.]] (In the first six months I hardly had any orders and earned much less than in the factory.) Today it is different: [[Ich verdiene jetzt ungefähr so viel wie in der Fabrik]] (I now earn about as much as in the factory). Wrong time.',
          },
          c: {
            trap: 'key',
            de: '„Ich verdiene jetzt ungefähr so viel wie in der Fabrik, aber ich arbeite fast 50 Stunden pro Woche“. In der Fabrik waren es „38 Stunden pro Woche“ (erster Absatz). Sie arbeitet also länger.',
            en: '[[Ich verdiene jetzt ungefähr so viel wie in der Fabrik, aber ich arbeite fast 50 Stunden pro Woche]] (I now earn about as much as in the factory, but I work almost 50 hours a week). In the factory it was [[38 Stunden pro Woche]] (38 hours a week; first paragraph). So she works longer.',
          },
        },
        evidence: [
          'Ich verdiene jetzt ungefähr so viel wie in der Fabrik, aber ich arbeite fast 50 Stunden pro Woche',
          '38 Stunden pro Woche',
          'verdient heute viel mehr als früher als Angestellter',
          'Im ersten halben Jahr hatte ich trotzdem kaum Aufträge und habe viel weniger verdient als in der Fabrik.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Was plant Johanna Weiß?',
        options: {
          a: 'Sie will jemanden ausbilden und später eine weitere Tischlerin einstellen.',
          b: 'Sie will ab Herbst mit einer zweiten Tischlerin arbeiten.',
          c: 'Sie will in diesem Sommer ohne ihre Kinder an die Ostsee fahren.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„Ab Herbst soll ein Auszubildender bei ihr anfangen“ (sie bildet ihn aus), „und im nächsten Jahr möchte sie eine zweite Tischlerin einstellen“.',
            en: '[[Ab Herbst soll ein Auszubildender bei ihr anfangen]] (from autumn a trainee is to start with her; she trains him), [[und im nächsten Jahr möchte sie eine zweite Tischlerin einstellen]] (and next year she wants to hire a second carpenter).',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Herbst und die zweite Tischlerin stehen beide im Text, aber in zwei Plänen: Im Herbst kommt der Auszubildende, die Tischlerin erst „im nächsten Jahr“. Falsche Zeit.',
            en: 'Autumn and the second carpenter are both in the text, but in two plans: the trainee comes in autumn, the carpenter only [[im nächsten Jahr]] (next year). Wrong time.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Sie fährt diesen Sommer an die Ostsee, aber „mit ihren Kindern“, nicht ohne sie.',
            en: 'She is going to the Baltic Sea this summer, but [[mit ihren Kindern]] (with her children), not without them.',
          },
        },
        evidence: [
          'Ab Herbst soll ein Auszubildender bei ihr anfangen, und im nächsten Jahr möchte sie eine zweite Tischlerin einstellen.',
          'Diesen Sommer fährt sie mit ihren Kindern zwei Wochen an die Ostsee',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
    ],
  },

  reading3: {
    topics: ['camping', 'lakes-and-beaches', 'first-aid'],
    people: [
      { name: 'Herr und Frau Dreher', role: 'couple with a caravan and a dog' },
      { name: 'Alina', role: 'student who wants to go camping' },
      { name: 'Britta', role: 'student who wants to go camping' },
      { name: 'Philipp', role: 'learner driver who needs a first-aid course' },
      { name: 'Frau Stein', role: 'grandmother who looks after her granddaughter' },
      { name: 'Herr Zimmermann', role: 'owner of a painting firm' },
      { name: 'Frau Kaya', role: 'mother who wants to swim with her children' },
      { name: 'Herr Frank', role: 'dog owner who wants to swim in a lake' },
      { name: 'Familie Schulze', role: 'parents looking for a holiday camp for their son' },
      { name: 'Frau Nguyen', role: 'mother who wants to try paddling with her daughter' },
      { name: 'Mats', role: 'teenager who wants to become a lifeguard' },
    ],
    adverts: {
      a: {
        title: 'Campingplatz am Birkensee',
        text: 'Plätze für Zelte und Wohnwagen direkt am Ufer, geöffnet von April bis Oktober. Stellplatz ab 19 Euro pro Nacht, Hunde sind willkommen (3 Euro pro Nacht). Samstags SUP-Kurse für Anfänger, auch für Tagesgäste, ab 14 Jahren. Bitte beachten Sie: Von Mai bis September dürfen Hunde nicht ins Wasser.',
      },
      b: {
        title: 'Campingplatz Waldruh',
        text: 'Ruhige Plätze für Zelte und Wohnwagen direkt am Waldsee, Stellplatz 16 Euro pro Nacht. Hunde sind an der Leine erlaubt. Kein eigenes Zelt? Wir vermieten fertig aufgebaute Zelte mit Betten und Bettwäsche, aber nur für eine ganze Woche. Saison: 1. Juli bis 15. September.',
      },
      c: {
        title: 'Erste Hilfe auffrischen – im Team',
        text: 'Ihr letzter Erste-Hilfe-Kurs ist lange her? Unsere Trainerinnen kommen zu Ihnen in die Firma, tagsüber oder am Abend. Der Kurs dauert vier Stunden und kostet 35 Euro pro Person. Bitte beachten Sie: Wir kommen ab zehn Teilnehmern.',
      },
      d: {
        title: 'Zeltkiste – Outdoor-Verleih',
        text: 'Kein Zelt im Keller? Bei uns leihen Sie Zelte für zwei bis sechs Personen, Schlafsäcke, Isomatten und Campingkocher. Ein Wochenende (Freitag bis Montag) kostet ab 18 Euro, mit Studentenausweis 20 Prozent weniger. Bahnhofstraße 3, Auenstedt.',
      },
      e: {
        title: 'Strandbad Klarsee',
        text: 'Von Juni bis August täglich von 9 bis 20 Uhr geöffnet, Rettungsschwimmer passen von 10 bis 19 Uhr auf. Erwachsene 4 Euro, Kinder 2 Euro. Hunde dürfen nicht mit ins Bad. Neu: Kurs für Rettungsschwimmer im Mai, mittwochs von 18 bis 20 Uhr, ab 18 Jahren.',
      },
      f: {
        title: 'Naturbad Moorweiher',
        text: 'Baden im Grünen, ohne Eintritt! An der Badestelle Nord dürfen auch Hunde ins Wasser. Parkplätze gibt es direkt am Weg. Von Juni bis August passen Rettungsschwimmer auf, samstags und sonntags von 11 bis 18 Uhr.',
      },
      g: {
        title: 'Erste Hilfe für den Führerschein',
        text: 'Thema: Was tun bei einem Unfall auf der Straße? Jeden Samstag von 8 bis 16.30 Uhr im Gemeindezentrum Auenstedt. Sie bekommen am Ende die Bescheinigung für die Fahrschule. Kosten: 50 Euro. Anmeldung online.',
      },
      h: {
        title: 'Erste Hilfe am Kind',
        text: 'Für Eltern, Großeltern und alle, die kleine Kinder betreuen: Was tun bei Fieber, bei einem Sturz oder wenn ein Kind etwas verschluckt hat? Zwei Nachmittage, dienstags und donnerstags von 15 bis 18 Uhr, 40 Euro. Die Bescheinigung gilt auch für den Führerschein.',
      },
      i: {
        title: 'Erste Hilfe im Betrieb',
        text: 'Wir kommen zu Ihnen! Unsere Trainer führen den Kurs in Ihrer Firma durch, montags bis freitags während der Arbeitszeit, für Gruppen ab sechs Personen. Die Kosten übernimmt in den meisten Fällen die Berufsgenossenschaft.',
      },
      j: {
        title: 'Rettungsschwimmer werden',
        text: 'Kurs im Hallenbad Auenstedt: acht Abende, immer mittwochs von 19 bis 21 Uhr. Sie lernen, wie man Menschen aus dem Wasser rettet, und machen am Ende die Prüfung. Voraussetzung: Sie sind mindestens 15 Jahre alt und schwimmen sicher. 60 Euro.',
      },
      k: {
        title: 'Stand-up-Paddling am Klarsee',
        text: 'Anfängerkurse samstags und sonntags um 10 Uhr, zwei Stunden, 35 Euro mit Brett und Neoprenanzug. Mitmachen kann man ab 10 Jahren, wenn man sicher schwimmen kann. Kinder unter 14 Jahren nur zusammen mit einem Erwachsenen.',
      },
      l: {
        title: 'Zeltlager am Birkensee',
        text: 'Eine Woche Abenteuer in den Sommerferien: Kanufahren, Schwimmen, Lagerfeuer. Für Jugendliche von 13 bis 16 Jahren, mit erfahrenen Betreuern. 240 Euro mit Essen, Zelt und Programm.',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 11: Wohnwagen direkt am Ufer, Hunde willkommen, ab April geöffnet. Für Frau Nguyen (19) passt sie nicht: SUP-Kurse erst „ab 14 Jahren“, die Tochter ist 12. Für Herrn Frank (17) auch nicht: „Von Mai bis September dürfen Hunde nicht ins Wasser“.',
        en: 'The advert for situation 11: caravans right on the shore, dogs welcome, open from April. It does not suit Frau Nguyen (19): SUP courses only [[ab 14 Jahren]] (from 14), and the daughter is 12. Nor Herr Frank (17): [[Von Mai bis September dürfen Hunde nicht ins Wasser]] (from May to September dogs may not go in the water).',
      },
      b: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 11: Wohnwagen direkt am See, Hunde erlaubt. Aber die „Saison“ beginnt erst am „1. Juli“, die Drehers kommen im Juni. Passt auch fast zu Situation 12: Man kann Zelte mit Betten mieten, aber „nur für eine ganze Woche“, nicht für ein Wochenende.',
        en: 'Almost fits situation 11: caravans right on a lake, dogs allowed. But the [[Saison]] (season) only starts on [[1. Juli]] (1 July), and the Drehers come in June. Also almost fits situation 12: you can rent tents with beds, but [[nur für eine ganze Woche]] (only for a whole week), not for a weekend.',
      },
      c: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 15: Erste Hilfe auffrischen, die Trainerinnen kommen in die Firma, auch tagsüber. Aber am Ende steht: „Wir kommen ab zehn Teilnehmern“, und Herr Zimmermann hat acht Angestellte.',
        en: 'Almost fits situation 15: a first-aid refresher, the trainers come to the firm, in the daytime too. But at the end: [[Wir kommen ab zehn Teilnehmern]] (we come for ten participants or more), and Herr Zimmermann has eight employees.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 12: Zelte und Schlafsäcke für ein Wochenende leihen, für Studenten günstiger.',
        en: 'The advert for situation 12: borrow tents and sleeping bags for a weekend, cheaper for students.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 16: Rettungsschwimmer passen jeden Tag auf. Für Mats (20) passt sie nicht: Der Kurs ist zwar mittwochs, aber erst „ab 18 Jahren“, und Mats ist 16. Für Herrn Frank (17) auch nicht: „Hunde dürfen nicht mit ins Bad.“',
        en: 'The advert for situation 16: lifeguards are on duty every day. It does not suit Mats (20): the course is on Wednesdays, but only [[ab 18 Jahren]] (from 18), and Mats is 16. Nor Herr Frank (17): [[Hunde dürfen nicht mit ins Bad.]] (Dogs may not come in.)',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 17: Hunde dürfen ins Wasser. Für Frau Kaya (16) passt sie nicht: Rettungsschwimmer passen nur „samstags und sonntags“ auf, und sie will an einem Mittwoch baden.',
        en: 'The advert for situation 17: dogs may go in the water. It does not suit Frau Kaya (16): lifeguards are only on duty [[samstags und sonntags]] (on Saturdays and Sundays), and she wants to swim on a Wednesday.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 13: Erste Hilfe mit Bescheinigung für die Fahrschule, am Samstag. Für Frau Stein (14) passt sie nicht: Thema ist ein Unfall „auf der Straße“, nicht kleine Kinder.',
        en: 'The advert for situation 13: first aid with the certificate for the driving school, on Saturdays. It does not suit Frau Stein (14): the topic is an accident [[auf der Straße]] (on the road), not small children.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 14: Erste Hilfe bei kleinen Kindern, auch für Großeltern. Für Philipp (13) passt sie fast: Die Bescheinigung „gilt auch für den Führerschein“. Aber der Kurs ist dienstags und donnerstags „von 15 bis 18 Uhr“, und Philipp hat Schule bis 16 Uhr.',
        en: 'The advert for situation 14: first aid for small children, grandparents included. It almost suits Philipp (13): the certificate [[gilt auch für den Führerschein]] (also counts for the driving licence). But the course is on Tuesdays and Thursdays [[von 15 bis 18 Uhr]] (from 3 to 6 pm), and Philipp has school until 4 pm.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: Der Kurs kommt in die Firma, während der Arbeitszeit. Für Philipp (13) und Frau Stein (14) passt sie nicht: nur für Firmen und „Gruppen ab sechs Personen“.',
        en: 'The advert for situation 15: the course comes to the firm, during working hours. It does not suit Philipp (13) or Frau Stein (14): only for firms and [[Gruppen ab sechs Personen]] (groups of six or more).',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: ein Kurs für Rettungsschwimmer am Mittwochabend, „mindestens 15 Jahre“.',
        en: 'The advert for situation 20: a lifeguard course on Wednesday evenings, [[mindestens 15 Jahre]] (at least 15).',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 19: Stand-up-Paddling am Samstag, Kinder unter 14 Jahren mit einem Erwachsenen. Für den Sohn der Familie Schulze (18) passt sie nicht: ein Kurs von zwei Stunden, kein Zeltlager für eine Woche.',
        en: 'The advert for situation 19: stand-up paddling on Saturdays, children under 14 with an adult. It does not suit the Schulzes’ son (18): a two-hour course, not a week’s camp.',
      },
      l: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 18: eine Woche am See in den Sommerferien, mit Kanus und Betreuern. Aber nur „von 13 bis 16 Jahren“, und der Sohn ist 12.',
        en: 'Almost fits situation 18: a week at the lake in the summer holidays, with canoes and group leaders. But only [[von 13 bis 16 Jahren]] (aged 13 to 16), and the son is 12.',
      },
      x: {
        trap: 'no-advert',
        de: 'x ist nur richtig, wenn keine Anzeige alle Bedingungen erfüllt. Das ist nur bei Situation 18 so: Das Zeltlager nimmt erst Jugendliche ab 13, und der Paddelkurs dauert zwei Stunden, keine Woche.',
        en: 'x is right only when no advert meets every condition. That is the case only in situation 18: the camp only takes young people from 13, and the paddling course lasts two hours, not a week.',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Herr und Frau Dreher möchten im Juni mit ihrem Wohnwagen und ihrem Hund eine Woche direkt an einem See verbringen.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Plätze für Wohnwagen „direkt am Ufer“, „geöffnet von April bis Oktober“, also auch im Juni, und „Hunde sind willkommen“. Dass Hunde im Sommer nicht ins Wasser dürfen, stört die Drehers nicht: Sie wollen nur mit dem Hund am See wohnen.',
            en: 'Pitches for caravans [[direkt am Ufer]] (right on the shore), [[geöffnet von April bis Oktober]] (open April to October), so in June too, and [[Hunde sind willkommen]] (dogs are welcome). That dogs may not swim in summer does not matter to the Drehers: they only want to stay at the lake with their dog.',
          },
          b: {
            trap: 'one-condition',
            de: 'Fast alles passt: Wohnwagen, „direkt am Waldsee“, „Hunde sind an der Leine erlaubt“. Aber die letzte Zeile sagt: „Saison: 1. Juli bis 15. September.“ Im Juni ist der Platz noch geschlossen.',
            en: 'Almost everything fits: caravans, [[direkt am Waldsee]] (right on the forest lake), [[Hunde sind an der Leine erlaubt]] (dogs are allowed on a lead). But the last line says: [[Saison: 1. Juli bis 15. September.]] (Season: 1 July to 15 September.) In June the site is still closed.',
          },
          l: {
            trap: 'wrong-detail',
            de: 'Auch am Birkensee, mit Zelten. Aber das Zeltlager ist für Jugendliche von 13 bis 16 Jahren, nicht für ein Paar mit Wohnwagen und Hund.',
            en: 'Also at the Birkensee, with tents. But the camp is for young people aged 13 to 16, not for a couple with a caravan and a dog.',
          },
        },
        nearMiss: [
          {
            advert: 'b',
            fails: { de: 'erst ab 1. Juli geöffnet', en: 'open only from 1 July' },
          },
        ],
        evidence: [
          'Plätze für Zelte und Wohnwagen direkt am Ufer, geöffnet von April bis Oktober',
          'Hunde sind willkommen',
          'Saison: 1. Juli bis 15. September.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation:
          'Die Studentinnen Alina und Britta wollen im Juli ein Wochenende zelten, haben aber weder ein Zelt noch Schlafsäcke.',
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Man kann „Zelte“ und „Schlafsäcke“ leihen, und zwar für „Ein Wochenende“. Für Studentinnen ist es sogar billiger.',
            en: 'You can borrow [[Zelte]] (tents) and [[Schlafsäcke]] (sleeping bags) for [[Ein Wochenende]] (a weekend). For students it is even cheaper.',
          },
          b: {
            trap: 'one-condition',
            de: '„Kein eigenes Zelt?“ klingt genau richtig, und die Zelte haben sogar Betten und Bettwäsche, Schlafsäcke braucht man also nicht. Aber man mietet sie „nur für eine ganze Woche“, und Alina und Britta wollen nur ein Wochenende zelten.',
            en: '[[Kein eigenes Zelt?]] (No tent of your own?) sounds just right, and the tents even have beds and bedding, so no sleeping bags are needed. But you rent them [[nur für eine ganze Woche]] (only for a whole week), and Alina and Britta only want to camp for a weekend.',
          },
          a: {
            trap: 'wrong-detail',
            de: 'Ein Campingplatz für Zelte, im Juli geöffnet. Aber ein Zelt leiht man dort nicht, nur einen Platz dafür. Alina und Britta haben kein Zelt.',
            en: 'A campsite for tents, open in July. But you cannot borrow a tent there, only a pitch for one. Alina and Britta have no tent.',
          },
        },
        nearMiss: [
          {
            advert: 'b',
            fails: { de: 'Zelte nur für eine ganze Woche', en: 'tents only for a whole week' },
          },
        ],
        evidence: [
          'Bei uns leihen Sie Zelte für zwei bis sechs Personen, Schlafsäcke',
          'Ein Wochenende (Freitag bis Montag) kostet ab 18 Euro',
          'aber nur für eine ganze Woche',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Philipp (17) macht den Führerschein und braucht dafür einen Erste-Hilfe-Kurs; von Montag bis Freitag hat er Schule bis 16 Uhr.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Der Kurs ist „für den Führerschein“, „Jeden Samstag“ (keine Schule), und Philipp bekommt „die Bescheinigung für die Fahrschule“.',
            en: 'The course is [[für den Führerschein]] (for the driving licence), [[Jeden Samstag]] (every Saturday, no school), and Philipp gets [[die Bescheinigung für die Fahrschule]] (the certificate for the driving school).',
          },
          h: {
            trap: 'one-condition',
            de: 'Fast alles passt: Erste Hilfe, und am Ende steht „Die Bescheinigung gilt auch für den Führerschein.“ Aber der Kurs ist „dienstags und donnerstags von 15 bis 18 Uhr“. Philipp hat von Montag bis Freitag Schule bis 16 Uhr, die erste Stunde verpasst er also immer.',
            en: 'Almost everything fits: first aid, and at the end [[Die Bescheinigung gilt auch für den Führerschein.]] (The certificate also counts for the driving licence.) But the course is [[dienstags und donnerstags von 15 bis 18 Uhr]] (Tuesdays and Thursdays, 3 to 6 pm). Philipp has school until 4 pm Monday to Friday, so he would always miss the first hour.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Auch ein Erste-Hilfe-Kurs. Aber er findet „in Ihrer Firma“ statt, „montags bis freitags“ und nur „für Gruppen ab sechs Personen“.',
            en: 'Also a first-aid course. But it takes place [[in Ihrer Firma]] (at your firm), [[montags bis freitags]] (Monday to Friday) and only [[für Gruppen ab sechs Personen]] (for groups of six or more).',
          },
        },
        nearMiss: [
          {
            advert: 'h',
            fails: {
              de: 'dienstags und donnerstags ab 15 Uhr, Schule bis 16 Uhr',
              en: 'Tuesdays and Thursdays from 3 pm, school until 4 pm',
            },
          },
        ],
        evidence: [
          'Erste Hilfe für den Führerschein',
          'Jeden Samstag von 8 bis 16.30 Uhr',
          'die Bescheinigung für die Fahrschule',
          'Zwei Nachmittage, dienstags und donnerstags von 15 bis 18 Uhr',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Frau Stein passt dreimal pro Woche auf ihre einjährige Enkelin auf und möchte lernen, was sie bei einem Notfall mit einem kleinen Kind tun muss.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Der Kurs ist „Für Eltern, Großeltern und alle, die kleine Kinder betreuen“, und es geht um Notfälle: Fieber, Sturz, etwas verschluckt.',
            en: 'The course is [[Für Eltern, Großeltern und alle, die kleine Kinder betreuen]] (for parents, grandparents and everyone who looks after small children), and it is about emergencies: fever, a fall, swallowing something.',
          },
          g: {
            trap: 'one-condition',
            de: 'Auch Erste Hilfe, am Samstag. Aber das Thema ist ein „Unfall auf der Straße“, für den Führerschein. Um kleine Kinder geht es dort nicht.',
            en: 'Also first aid, on Saturdays. But the topic is an [[Unfall auf der Straße]] (accident on the road), for the driving licence. It is not about small children.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Auch Erste Hilfe. Aber nur „in Ihrer Firma“ und „für Gruppen ab sechs Personen“. Frau Stein hat keine Firma.',
            en: 'Also first aid. But only [[in Ihrer Firma]] (at your firm) and [[für Gruppen ab sechs Personen]] (for groups of six or more). Frau Stein has no firm.',
          },
        },
        nearMiss: [
          {
            advert: 'g',
            fails: { de: 'Unfälle auf der Straße, nicht Kinder', en: 'road accidents, not children' },
          },
        ],
        evidence: [
          'Für Eltern, Großeltern und alle, die kleine Kinder betreuen',
          'Thema: Was tun bei einem Unfall auf der Straße?',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation:
          'Herr Zimmermann hat eine Malerfirma mit acht Angestellten, die ihre Kenntnisse in Erster Hilfe während der Arbeitszeit auffrischen sollen.',
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Der Kurs kommt „in Ihrer Firma“, „während der Arbeitszeit“, „für Gruppen ab sechs Personen“. Acht Angestellte sind genug.',
            en: 'The course comes [[in Ihrer Firma]] (to your firm), [[während der Arbeitszeit]] (during working hours), [[für Gruppen ab sechs Personen]] (for groups of six or more). Eight employees are enough.',
          },
          c: {
            trap: 'one-condition',
            de: 'Fast alles passt: Erste Hilfe „auffrischen“, die Trainerinnen kommen „in die Firma“, auch „tagsüber“. Aber am Ende steht: „Wir kommen ab zehn Teilnehmern.“ Herr Zimmermann hat nur acht Angestellte.',
            en: 'Almost everything fits: a first-aid [[auffrischen]] (refresher), the trainers come [[in die Firma]] (to the firm), in the daytime too ([[tagsüber]]). But at the end: [[Wir kommen ab zehn Teilnehmern.]] (We come for ten participants or more.) Herr Zimmermann has only eight employees.',
          },
          g: {
            trap: 'wrong-detail',
            de: 'Auch Erste Hilfe. Aber nur „Jeden Samstag“ im Gemeindezentrum, für den Führerschein. Die Angestellten sollen den Kurs während der Arbeitszeit machen.',
            en: 'Also first aid. But only [[Jeden Samstag]] (every Saturday) at the community centre, for the driving licence. The staff are to do the course during working hours.',
          },
        },
        nearMiss: [
          {
            advert: 'c',
            fails: { de: 'erst ab zehn Teilnehmern', en: 'only for ten participants or more' },
          },
        ],
        evidence: [
          'Unsere Trainer führen den Kurs in Ihrer Firma durch',
          'während der Arbeitszeit, für Gruppen ab sechs Personen',
          'Wir kommen ab zehn Teilnehmern.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Frau Kaya möchte im Juli an einem Mittwochnachmittag mit ihren Kindern (5 und 8) in einem See baden, aber nur dort, wo jemand aufpasst.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: '„Von Juni bis August täglich“ geöffnet, und „Rettungsschwimmer passen von 10 bis 19 Uhr auf“: jeden Tag, also auch an einem Mittwochnachmittag.',
            en: 'Open [[Von Juni bis August täglich]] (daily from June to August), and [[Rettungsschwimmer passen von 10 bis 19 Uhr auf]] (lifeguards are on duty from 10 am to 7 pm): every day, so on a Wednesday afternoon too.',
          },
          f: {
            trap: 'one-condition',
            de: 'Auch ein See, ohne Eintritt, und im Juli passen Rettungsschwimmer auf. Aber nur „samstags und sonntags von 11 bis 18 Uhr“. Frau Kaya will an einem Mittwoch baden.',
            en: 'Also a lake, free of charge, and in July lifeguards are on duty. But only [[samstags und sonntags von 11 bis 18 Uhr]] (on Saturdays and Sundays from 11 am to 6 pm). Frau Kaya wants to swim on a Wednesday.',
          },
          k: {
            trap: 'wrong-detail',
            de: 'Auch am Klarsee, auf dem Wasser. Aber das ist ein Paddelkurs am Wochenende, ab 10 Jahren, kein Baden mit Aufsicht für kleine Kinder.',
            en: 'Also at the Klarsee, on the water. But it is a paddling course at weekends, from age 10, not supervised swimming for small children.',
          },
        },
        nearMiss: [
          {
            advert: 'f',
            fails: { de: 'Aufsicht nur am Wochenende', en: 'lifeguards only at weekends' },
          },
        ],
        evidence: [
          'Von Juni bis August täglich von 9 bis 20 Uhr geöffnet, Rettungsschwimmer passen von 10 bis 19 Uhr auf',
          'Von Juni bis August passen Rettungsschwimmer auf, samstags und sonntags von 11 bis 18 Uhr.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation: 'Herr Frank möchte im August zusammen mit seinem Hund in einem See schwimmen.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: '„An der Badestelle Nord dürfen auch Hunde ins Wasser.“ Eine Zeit ist nicht genannt, also auch im August. Herr Frank und sein Hund können zusammen schwimmen.',
            en: '[[An der Badestelle Nord dürfen auch Hunde ins Wasser.]] (At the north bathing area dogs may go in the water too.) No time limit is given, so in August too. Herr Frank and his dog can swim together.',
          },
          a: {
            trap: 'one-condition',
            de: 'Direkt am See, und „Hunde sind willkommen“. Aber am Ende der Anzeige steht: „Von Mai bis September dürfen Hunde nicht ins Wasser.“ Herr Frank will im August schwimmen.',
            en: 'Right on the lake, and [[Hunde sind willkommen]] (dogs are welcome). But at the end of the advert: [[Von Mai bis September dürfen Hunde nicht ins Wasser.]] (From May to September dogs may not go in the water.) Herr Frank wants to swim in August.',
          },
          e: {
            trap: 'one-condition',
            de: 'Auch Baden im See, im August geöffnet. Aber „Hunde dürfen nicht mit ins Bad.“',
            en: 'Also swimming in a lake, open in August. But [[Hunde dürfen nicht mit ins Bad.]] (Dogs may not come in.)',
          },
        },
        nearMiss: [
          {
            advert: 'a',
            fails: {
              de: 'Hunde von Mai bis September nicht ins Wasser',
              en: 'no dogs in the water May to September',
            },
          },
          {
            advert: 'e',
            fails: { de: 'Hunde nicht erlaubt', en: 'no dogs allowed' },
          },
        ],
        evidence: [
          'An der Badestelle Nord dürfen auch Hunde ins Wasser.',
          'Von Mai bis September dürfen Hunde nicht ins Wasser.',
          'Hunde dürfen nicht mit ins Bad.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 18,
        situation:
          'Familie Schulze sucht für ihren Sohn (12) eine Woche Ferien mit anderen Jugendlichen an einem See, während die Eltern arbeiten.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt ganz. Das Zeltlager ist eine Woche am See, aber nur „Für Jugendliche von 13 bis 16 Jahren“; der Sohn ist 12. Der Paddelkurs nimmt ihn mit 12 nur „zusammen mit einem Erwachsenen“ und dauert zwei Stunden.',
            en: 'No advert fits completely. The camp is a week at a lake, but only [[Für Jugendliche von 13 bis 16 Jahren]] (for young people aged 13 to 16); the son is 12. The paddling course takes him at 12 only [[zusammen mit einem Erwachsenen]] (together with an adult), and lasts two hours.',
          },
          l: {
            trap: 'one-condition',
            de: 'Eine Woche am See in den Ferien, mit Betreuern: fast alles passt. Aber die Jugendlichen müssen „von 13 bis 16 Jahren“ alt sein, und der Sohn ist erst 12.',
            en: 'A week at the lake in the holidays, with group leaders: almost everything fits. But the young people must be aged [[von 13 bis 16 Jahren]] (13 to 16), and the son is only 12.',
          },
          k: {
            trap: 'one-condition',
            de: 'Auch am See, ab 10 Jahren. Aber es ist ein Kurs von „zwei Stunden“, keine Woche, und „Kinder unter 14 Jahren nur zusammen mit einem Erwachsenen“, während die Eltern arbeiten.',
            en: 'Also at a lake, from age 10. But it is a course of [[zwei Stunden]] (two hours), not a week, and [[Kinder unter 14 Jahren nur zusammen mit einem Erwachsenen]] (children under 14 only with an adult), while the parents are at work.',
          },
        },
        nearMiss: [
          {
            advert: 'l',
            fails: { de: 'erst ab 13 Jahren, der Sohn ist 12', en: 'only from 13, the son is 12' },
          },
          {
            advert: 'k',
            fails: { de: 'zwei Stunden, keine Woche', en: 'two hours, not a week' },
          },
        ],
        evidence: [
          'Für Jugendliche von 13 bis 16 Jahren',
          'Kinder unter 14 Jahren nur zusammen mit einem Erwachsenen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Frau Nguyen möchte an einem Samstag mit ihrer Tochter (12) zum ersten Mal Stand-up-Paddling ausprobieren; beide schwimmen gut.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: '„Anfängerkurse samstags“, „ab 10 Jahren, wenn man sicher schwimmen kann“. Die Tochter ist unter 14, aber sie kommt „zusammen mit einem Erwachsenen“, ihrer Mutter.',
            en: '[[Anfängerkurse samstags]] (beginners’ courses on Saturdays), [[ab 10 Jahren, wenn man sicher schwimmen kann]] (from 10, if you can swim well). The daughter is under 14, but she comes [[zusammen mit einem Erwachsenen]] (together with an adult), her mother.',
          },
          a: {
            trap: 'one-condition',
            de: 'Fast alles passt: „Samstags SUP-Kurse für Anfänger“, „auch für Tagesgäste“, man muss also nicht campen. Aber die Kurse sind erst „ab 14 Jahren“, und die Tochter ist 12.',
            en: 'Almost everything fits: [[Samstags SUP-Kurse für Anfänger]] (SUP courses for beginners on Saturdays), [[auch für Tagesgäste]] (for day visitors too), so no camping is needed. But the courses are only [[ab 14 Jahren]] (from 14), and the daughter is 12.',
          },
          l: {
            trap: 'wrong-detail',
            de: 'Auch Wassersport am See, aber ein Zeltlager für eine Woche und nur für Jugendliche, nicht für Mütter.',
            en: 'Also water sports at a lake, but a week’s tent camp and only for young people, not for mothers.',
          },
        },
        nearMiss: [
          {
            advert: 'a',
            fails: { de: 'SUP-Kurse erst ab 14 Jahren', en: 'SUP courses only from 14' },
          },
        ],
        evidence: [
          'Anfängerkurse samstags und sonntags um 10 Uhr',
          'Kinder unter 14 Jahren nur zusammen mit einem Erwachsenen',
          'Samstags SUP-Kurse für Anfänger, auch für Tagesgäste, ab 14 Jahren.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation:
          'Mats (16) schwimmt sehr gut und möchte einen Kurs machen, damit er später als Rettungsschwimmer arbeiten kann; Zeit hat er nur mittwochs.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Ein Kurs für „Rettungsschwimmer“, „immer mittwochs“, „mindestens 15 Jahre alt“. Mats ist 16 und schwimmt sicher.',
            en: 'A course for [[Rettungsschwimmer]] (lifeguards), [[immer mittwochs]] (always on Wednesdays), [[mindestens 15 Jahre alt]] (at least 15). Mats is 16 and a strong swimmer.',
          },
          e: {
            trap: 'one-condition',
            de: 'Auch ein „Kurs für Rettungsschwimmer“, und sogar „mittwochs“. Aber ganz am Ende steht: „ab 18 Jahren“. Mats ist erst 16.',
            en: 'Also a [[Kurs für Rettungsschwimmer]] (lifeguard course), and even [[mittwochs]] (on Wednesdays). But right at the end: [[ab 18 Jahren]] (from 18). Mats is only 16.',
          },
          l: {
            trap: 'wrong-detail',
            de: 'Mats ist im richtigen Alter für das Zeltlager, und man schwimmt dort. Aber er lernt dort nicht, Rettungsschwimmer zu werden, und es ist eine Woche in den Ferien, nicht mittwochs.',
            en: 'Mats is the right age for the camp, and there is swimming. But he does not learn to be a lifeguard there, and it is a week in the holidays, not on Wednesdays.',
          },
        },
        nearMiss: [
          {
            advert: 'e',
            fails: { de: 'Kurs erst ab 18 Jahren', en: 'course only from 18' },
          },
        ],
        evidence: [
          'immer mittwochs von 19 bis 21 Uhr',
          'Sie sind mindestens 15 Jahre alt und schwimmen sicher',
          'Neu: Kurs für Rettungsschwimmer im Mai, mittwochs von 18 bis 20 Uhr, ab 18 Jahren.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
    ],
  },

  language1: {
    topics: ['noise'],
    people: [
      { name: 'Stefan Richter', role: 'tenant kept awake by a washing machine' },
      { name: 'Frau Günther', role: 'neighbour upstairs who washes at night' },
      { name: 'Herr Brandt', role: 'neighbour on the second floor' },
    ],
    text: 'Betreff: Waschmaschine in der Nacht\n\nLiebe Frau Günther,\n\nich bin {21} vier Monaten in die Wohnung unter Ihnen eingezogen und fühle mich im Haus sehr wohl. Leider muss ich Ihnen heute von einem Problem schreiben.\n\nIn den letzten Wochen lief bei Ihnen oft noch nach 23 Uhr die Waschmaschine. {22} sie geschleudert hat, bin ich jedes Mal aufgewacht. Auch Herr Brandt, {23} die Wohnung im zweiten Stock gehört, hört den Lärm. Ich wollte mich lange daran gewöhnen. Aber {24} ich letzten Freitag schon wieder wach lag, war mir klar: So geht es nicht weiter.\n\nIch arbeite im Krankenhaus und muss um fünf Uhr aufstehen. {25} ich am Dienstag wegen des Lärms kaum geschlafen hatte, bin ich pünktlich zur Arbeit gegangen. Das war sehr anstrengend.\n\nIch weiß, dass Sie tagsüber arbeiten. Der Lärm stört aber nicht nur mich: Herr Brandt hat sich schon bei der Hausverwaltung beschwert, {26} ein lautes Gerät zwischen 22 und 6 Uhr ist nach der Hausordnung nicht erlaubt. Bei vielen Waschmaschinen, {27} man heute kaufen kann, lässt sich die Startzeit einstellen. Vielleicht geht das auch bei Ihrer?\n\nIch habe {28} lange überlegt, ob ich bei Ihnen klingeln oder lieber schreiben soll. Wir können gern einmal zusammen einen Kaffee trinken und darüber sprechen. Ich würde mich freuen, {29} wir zusammen eine Lösung finden. Eine neue Maschine {30} Sie dafür bestimmt nicht zu kaufen.\n\nViele Grüße\nStefan Richter',
    items: [
      {
        n: 21,
        options: { a: 'vor', b: 'seit', c: 'ab' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Das Verb ist „bin … eingezogen“ (Perfekt): Einziehen passiert an einem Tag. Für einen Zeitpunkt in der Vergangenheit steht „vor“ + Dativ: „vor vier Monaten“.',
            en: 'The verb is [[bin … eingezogen]] (moved in, perfect tense): moving in happens on one day. For a point in the past German uses [[vor]] + dative: [[vor vier Monaten]] (four months ago).',
          },
          b: {
            trap: 'preposition',
            de: 'Viele wählen „seit“, denn er wohnt ja noch heute dort und „fühle mich … sehr wohl“. Aber „seit“ braucht etwas, das bis heute dauert („Ich wohne seit vier Monaten hier“). „einziehen“ dauert nicht, es passiert an einem Tag. Darum: „vor vier Monaten eingezogen“.',
            en: 'Many choose [[seit]] (since, for), because he still lives there and [[fühle mich … sehr wohl]] (feels very much at home). But [[seit]] needs something that lasts until now ([[Ich wohne seit vier Monaten hier]]). Moving in does not last; it happens on one day. So: [[vor vier Monaten eingezogen]].',
          },
          c: {
            trap: 'preposition',
            de: '„ab“ nennt einen Anfang, oft in der Zukunft („ab Montag“). Mit dem Perfekt „bin … eingezogen“ passt es nicht.',
            en: '[[ab]] names a starting point, often in the future ([[ab Montag]], from Monday). It does not fit the perfect tense [[bin … eingezogen]].',
          },
        },
        evidence: ['ich bin', 'vier Monaten in die Wohnung unter Ihnen eingezogen'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 22,
        options: { a: 'Als', b: 'Wann', c: 'Wenn' },
        key: 'c',
        why: {
          a: {
            trap: 'connector',
            de: 'Der Satz steht in der Vergangenheit („geschleudert hat“, „bin … aufgewacht“), und viele haben gelernt: Vergangenheit = „als“. Darum liegt „Als“ nahe. Aber „als“ steht nur für ein einziges Mal. Im Hauptsatz steht „jedes Mal“, und davor „oft“: Es ist immer wieder passiert. Dafür steht auch in der Vergangenheit „wenn“.',
            en: 'The sentence is in the past ([[geschleudert hat]], [[bin … aufgewacht]]), and many learners know: past = [[als]]. So [[Als]] is tempting. But [[als]] is only for one single time. The main clause has [[jedes Mal]] (every time), and the sentence before [[oft]] (often): it happened again and again. That takes [[wenn]], in the past too.',
          },
          b: {
            trap: 'connector',
            de: '„Wann“ ist ein Fragewort („Wann kommst du?“, „Ich weiß nicht, wann …“). Hier gibt es keine Frage.',
            en: '[[Wann]] is a question word ([[Wann kommst du?]], [[Ich weiß nicht, wann …]]). There is no question here.',
          },
          c: {
            trap: 'key',
            de: 'Die Maschine hat „oft“ geschleudert, und Herr Richter ist „jedes Mal“ aufgewacht. Für etwas, das sich wiederholt, steht auch in der Vergangenheit „wenn“: „Wenn sie geschleudert hat, bin ich jedes Mal aufgewacht.“',
            en: 'The machine spun [[oft]] (often), and Mr Richter woke up [[jedes Mal]] (every time). Something repeated takes [[wenn]], in the past too: [[Wenn sie geschleudert hat, bin ich jedes Mal aufgewacht.]] (Whenever it spun, I woke up every time.)',
          },
        },
        evidence: [
          'lief bei Ihnen oft noch nach 23 Uhr die Waschmaschine',
          'sie geschleudert hat, bin ich jedes Mal aufgewacht',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 23,
        options: { a: 'der', b: 'dem', c: 'den' },
        key: 'b',
        why: {
          a: {
            trap: 'form',
            de: 'Viele wählen „der“: Herr Brandt ist ein Mann, und „der“ sieht wie das Subjekt aus. Aber im Relativsatz ist „die Wohnung“ das Subjekt („die Wohnung … gehört“). „gehören“ hat die Person im Dativ: „Die Wohnung gehört ihm“, also „dem“.',
            en: 'Many choose [[der]]: Herr Brandt is a man, and [[der]] looks like the subject. But in the relative clause [[die Wohnung]] is the subject ([[die Wohnung … gehört]], the flat belongs). [[gehören]] takes the person in the dative: [[Die Wohnung gehört ihm]] (the flat belongs to him), so [[dem]].',
          },
          b: {
            trap: 'key',
            de: 'Der Kasus kommt aus dem Relativsatz: „die Wohnung“ ist das Subjekt, und „gehören“ braucht die Person im Dativ: „Herr Brandt, dem die Wohnung im zweiten Stock gehört“.',
            en: 'The case comes from the relative clause: [[die Wohnung]] is the subject, and [[gehören]] needs the person in the dative: [[Herr Brandt, dem die Wohnung im zweiten Stock gehört]] (Mr Brandt, who owns the flat on the second floor).',
          },
          c: {
            trap: 'form',
            de: '„den“ ist Akkusativ. „gehören“ hat aber kein Akkusativobjekt: „ihm gehören“, nicht „ihn gehören“.',
            en: '[[den]] is accusative. But [[gehören]] takes no accusative object: [[ihm gehören]], not [[ihn gehören]].',
          },
        },
        evidence: ['Auch Herr Brandt,', 'die Wohnung im zweiten Stock gehört'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 24,
        options: { a: 'wenn', b: 'wann', c: 'als' },
        key: 'c',
        why: {
          a: {
            trap: 'connector',
            de: 'Kurz davor steht „Wenn sie geschleudert hat, bin ich jedes Mal aufgewacht“, und auch hier liegt Herr Richter nachts wach. Darum liegt „wenn“ nahe. Aber hier geht es um eine Nacht: „letzten Freitag“. Für ein einmaliges Ereignis in der Vergangenheit steht „als“.',
            en: 'Just before, the letter says [[Wenn sie geschleudert hat, bin ich jedes Mal aufgewacht]] (every time it spun, I woke up), and here too it is about lying awake at night. So [[wenn]] is tempting. But this is about one night: [[letzten Freitag]] (last Friday). A single event in the past takes [[als]].',
          },
          b: {
            trap: 'connector',
            de: '„wann“ ist ein Fragewort („Wann waschen Sie?“). Es leitet keinen Zeitsatz ein, nach dem der Hauptsatz kommt.',
            en: '[[wann]] is a question word ([[Wann waschen Sie?]]: when do you do the washing?). It does not start a time clause followed by the main clause.',
          },
          c: {
            trap: 'key',
            de: '„letzten Freitag“ nennt einen Tag in der Vergangenheit, und „lag“ steht im Präteritum: ein einmaliges Ereignis. Dafür steht „als“: „Aber als ich letzten Freitag … wach lag, war mir klar …“.',
            en: '[[letzten Freitag]] names one day in the past, and [[lag]] is in the past tense: a single event. That takes [[als]]: [[Aber als ich letzten Freitag … wach lag, war mir klar …]] (But when I lay awake last Friday, I knew …).',
          },
        },
        evidence: ['ich letzten Freitag schon wieder wach lag', 'bin ich jedes Mal aufgewacht'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 25,
        options: { a: 'Obwohl', b: 'Deshalb', c: 'Trotzdem' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Ein Gegensatz: Herr Richter hat kaum geschlafen und ist doch pünktlich zur Arbeit gegangen. Das Verb „hatte“ steht am Ende, dann folgt der Hauptsatz „bin ich pünktlich zur Arbeit gegangen“. Einen Nebensatz mit Gegensatz leitet „Obwohl“ ein.',
            en: 'A contrast: Mr Richter hardly slept and still went to work on time. The verb [[hatte]] is at the end, then the main clause [[bin ich pünktlich zur Arbeit gegangen]] follows. A contrasting clause of this kind starts with [[Obwohl]] (although).',
          },
          b: {
            trap: 'connector',
            de: '„Deshalb“ nennt eine Folge. Wenig Schlaf ist aber kein Grund, pünktlich zu sein. Außerdem kommt nach „deshalb“ sofort das Verb.',
            en: '[[Deshalb]] (that is why) gives a result. But little sleep is no reason to be on time. Also, the verb comes straight after [[deshalb]].',
          },
          c: {
            trap: 'word-class',
            de: '„Trotzdem“ passt zur Bedeutung: kaum Schlaf, und doch pünktlich. Darum liegt es nahe. Aber nach „trotzdem“ kommt sofort das Verb („Trotzdem bin ich …“). Hier steht „hatte“ am Ende des Satzteils, und danach kommt der Hauptsatz „bin ich pünktlich zur Arbeit gegangen“. So einen Nebensatz leitet „Obwohl“ ein.',
            en: '[[Trotzdem]] (even so) fits the meaning: hardly any sleep, and still on time. So it is tempting. But after [[trotzdem]] the verb comes at once ([[Trotzdem bin ich …]]). Here [[hatte]] is at the end of the clause, and the main clause [[bin ich pünktlich zur Arbeit gegangen]] follows. Such a clause starts with [[Obwohl]].',
          },
        },
        evidence: [
          'ich am Dienstag wegen des Lärms kaum geschlafen hatte',
          'bin ich pünktlich zur Arbeit gegangen',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 26,
        options: { a: 'weil', b: 'denn', c: 'deshalb' },
        key: 'b',
        why: {
          a: {
            trap: 'word-class',
            de: '„weil“ nennt auch einen Grund, und die Bedeutung passt. Aber nach „weil“ steht das Verb am Ende („weil ein lautes Gerät … nicht erlaubt ist“). Hier steht „ist“ nach dem langen Satzanfang „ein lautes Gerät zwischen 22 und 6 Uhr“ an zweiter Stelle. Diese Wortstellung passt nur zu „denn“.',
            en: '[[weil]] also gives a reason, and the meaning fits. But after [[weil]] the verb goes to the end ([[weil ein lautes Gerät … nicht erlaubt ist]]). Here [[ist]] is in second position after the long opening [[ein lautes Gerät zwischen 22 und 6 Uhr]]. This word order only fits [[denn]].',
          },
          b: {
            trap: 'key',
            de: 'Nach der Lücke kommt der Grund für die Beschwerde: Die Hausordnung erlaubt das nicht. Das Verb „ist“ steht an zweiter Stelle, nach „ein lautes Gerät zwischen 22 und 6 Uhr“. Einen Grund mit dem Verb an zweiter Stelle leitet „denn“ ein.',
            en: 'After the gap comes the reason for the complaint: the house rules do not allow it. The verb [[ist]] is in second position, after [[ein lautes Gerät zwischen 22 und 6 Uhr]]. A reason with the verb in second position starts with [[denn]] (because).',
          },
          c: {
            trap: 'connector',
            de: '„deshalb“ nennt eine Folge. Die Regel der Hausordnung ist aber der Grund für die Beschwerde, nicht ihre Folge. Außerdem kommt nach „deshalb“ sofort das Verb („deshalb ist …“).',
            en: '[[deshalb]] (that is why) gives a result. But the house rule is the reason for the complaint, not its result. Also, the verb comes straight after [[deshalb]] ([[deshalb ist …]]).',
          },
        },
        evidence: [
          'schon bei der Hausverwaltung beschwert,',
          'ein lautes Gerät zwischen 22 und 6 Uhr ist nach der Hausordnung nicht erlaubt',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 27,
        options: { a: 'der', b: 'denen', c: 'die' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„die Waschmaschine“ ist feminin, und „der“ ist ihr Dativ. Darum wirkt „der“ richtig. Aber hier steht der Plural „vielen Waschmaschinen“, und im Relativsatz braucht man den Akkusativ: „man kann die Maschinen kaufen“.',
            en: '[[die Waschmaschine]] is feminine, and [[der]] is its dative. So [[der]] looks right. But the noun here is plural, [[vielen Waschmaschinen]], and the relative clause needs the accusative: [[man kann die Maschinen kaufen]] (you can buy the machines).',
          },
          b: {
            trap: 'form',
            de: 'Vor dem Komma steht „Bei vielen Waschmaschinen“: Dativ Plural. Darum klingt „denen“ richtig. Aber den Kasus bestimmt der Relativsatz selbst: „man“ ist das Subjekt, und man kauft die Maschinen. Das ist Akkusativ Plural: „die“.',
            en: '[[Bei vielen Waschmaschinen]] comes before the comma: dative plural. So [[denen]] sounds right. But the relative clause itself decides the case: [[man]] is the subject, and you buy the machines. That is accusative plural: [[die]].',
          },
          c: {
            trap: 'key',
            de: 'Relativsatz zu „vielen Waschmaschinen“: Plural. Im Relativsatz ist „man“ das Subjekt, die Maschinen sind das Akkusativobjekt von „kaufen“. Also „die man heute kaufen kann“.',
            en: 'A relative clause about [[vielen Waschmaschinen]]: plural. In the relative clause [[man]] is the subject, and the machines are the accusative object of [[kaufen]]. So [[die man heute kaufen kann]] (that you can buy today).',
          },
        },
        evidence: ['Bei vielen Waschmaschinen,', 'man heute kaufen kann'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 28,
        options: { a: 'mir', b: 'mich', c: 'sich' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„sich etwas überlegen“: Was habe ich mir überlegt? Den Nebensatz „ob ich … soll“. Er ist das Objekt, darum steht das Reflexivpronomen im Dativ: „Ich habe mir lange überlegt, ob …“.',
            en: '[[sich etwas überlegen]] (to think something over): what did I think over? The clause [[ob ich … soll]] (whether I should …). It is the object, so the reflexive pronoun is dative: [[Ich habe mir lange überlegt, ob …]].',
          },
          b: {
            trap: 'form',
            de: 'Nach „Ich habe“ kommt bei reflexiven Verben meist „mich“ („Ich habe mich gefreut“). Darum wirkt „mich“ richtig. Aber „überlegen“ hat schon ein Objekt, den Satz mit „ob“. Dann steht das Reflexivpronomen im Dativ: „mir“.',
            en: 'After [[Ich habe]], reflexive verbs usually take [[mich]] ([[Ich habe mich gefreut]]). So [[mich]] looks right. But [[überlegen]] already has an object, the clause with [[ob]]. Then the reflexive pronoun is dative: [[mir]].',
          },
          c: {
            trap: 'form',
            de: '„sich“ ist die Form für er, sie, es und Sie. Das Subjekt ist hier „Ich“.',
            en: '[[sich]] is the form for er, sie, es and Sie. The subject here is [[Ich]].',
          },
        },
        evidence: ['Ich habe', 'lange überlegt, ob ich bei Ihnen klingeln oder lieber schreiben soll'],
        teaches: { sheet: 'language-elements-patterns', section: 'reflexive-pronouns' },
      },
      {
        n: 29,
        options: { a: 'dass', b: 'wenn', c: 'ob' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: '„Ich freue mich, dass …“ ist richtig, wenn etwas schon so ist. Hier steht aber „würde“: Die Lösung gibt es noch nicht, es ist eine Bedingung. Nach „Ich würde mich freuen“ steht „wenn“.',
            en: '[[Ich freue mich, dass …]] (I am glad that …) is right when something is already the case. But here the text has [[würde]]: there is no solution yet, it is a condition. After [[Ich würde mich freuen]] (I would be glad) comes [[wenn]].',
          },
          b: {
            trap: 'key',
            de: '„Ich würde mich freuen, wenn …“: eine höfliche Bitte mit einer Bedingung. Die Lösung gibt es noch nicht.',
            en: '[[Ich würde mich freuen, wenn …]] (I would be glad if …): a polite request with a condition. There is no solution yet.',
          },
          c: {
            trap: 'connector',
            de: '„ob“ steht nach Fragen und nach „wissen“ („Ich weiß nicht, ob …“). „sich freuen, ob“ gibt es nicht.',
            en: '[[ob]] (whether) follows questions and [[wissen]] ([[Ich weiß nicht, ob …]]). [[sich freuen, ob]] does not exist.',
          },
        },
        evidence: ['Ich würde mich freuen,', 'wir zusammen eine Lösung finden'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'subordinate-clauses' },
      },
      {
        n: 30,
        options: { a: 'müssen', b: 'sollen', c: 'brauchen' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„Sie müssen keine neue Maschine kaufen“ hat die richtige Bedeutung, darum wirkt „müssen“ richtig. Aber am Ende steht „zu kaufen“. Modalverben wie „müssen“ stehen ohne „zu“. Mit „zu“ + Infinitiv steht „nicht brauchen“.',
            en: '[[Sie müssen keine neue Maschine kaufen]] (you don’t have to buy a new machine) has the right meaning, so [[müssen]] looks right. But the sentence ends with [[zu kaufen]]. Modal verbs like [[müssen]] take no [[zu]]. With [[zu]] + infinitive it is [[nicht brauchen]].',
          },
          b: {
            trap: 'form',
            de: '„sollen“ ist ein Modalverb und steht ohne „zu“. Außerdem gibt es keinen Auftrag: Der Satz sagt, was nicht nötig ist.',
            en: '[[sollen]] is a modal verb and takes no [[zu]]. Besides, nobody gives an order: the sentence says what is not necessary.',
          },
          c: {
            trap: 'key',
            de: '„nicht brauchen“ + „zu“ + Infinitiv heißt „nicht müssen“: „Eine neue Maschine brauchen Sie dafür bestimmt nicht zu kaufen.“ Die Uhr an der Maschine reicht vielleicht schon.',
            en: '[[nicht brauchen]] + [[zu]] + infinitive means “not have to”: [[Eine neue Maschine brauchen Sie dafür bestimmt nicht zu kaufen.]] (You surely don’t need to buy a new machine for that.) The timer on the machine may be enough.',
          },
        },
        evidence: ['Eine neue Maschine', 'Sie dafür bestimmt nicht zu kaufen'],
        teaches: { sheet: 'a2-b1-grammar-bridge', section: 'infinitive-clauses' },
      },
    ],
  },

  language2: {
    topics: ['tutoring-and-homework'],
    people: [
      { name: 'Franziska Berger', role: 'head teacher of a primary school' },
      { name: 'Frau Lindner', role: 'school secretary' },
    ],
    text: 'Hausaufgabenhilfe an der Grundschule am Mühlbach\n\nLiebe Eltern,\n\nviele von Ihnen sind berufstätig und können Ihren Kindern nicht bei den Hausaufgaben helfen. Deshalb gibt es an unserer Schule ab dem 1. {31} eine Hausaufgabenhilfe für die Klassen 3 und 4.\n\nStudierende der Pädagogischen Hochschule {32} sich in kleinen Gruppen um die Kinder. Für die Gruppen hat uns die Stadtbibliothek 40 Wörterbücher {33}.\n\nDie Hausaufgabenhilfe gibt es von Montag bis {34}. Ein Platz gilt für {35} zwei Schuljahre. Für die Eltern ist das Angebot {36}, denn die Stadt bezahlt die Studierenden. Die Anmeldeformulare bekommen Sie ab dem 1. Oktober im Sekretariat.\n\nEs gibt nur 40 Plätze. Jedes Kind kommt {37} an zwei Tagen in der Woche. Gibt es mehr Anmeldungen als Plätze, entscheidet das {38}. Die Laptops in den Gruppenräumen hat uns die Firma Kessler {39}.\n\nBitte geben Sie das Formular bis Mittwoch, den 27. Oktober, mit Ihrer {40} im Sekretariat ab. Frau Lindner schreibt auf jedes Formular den Tag, an dem es ankommt: Wer früher abgibt, hat bessere Chancen.\n\nAm Donnerstag, dem 28. Oktober, sagen wir Ihnen, ob Ihr Kind einen Platz hat; wenige Tage später geht es los. Ihr Kind darf auch gern an allen vier Tagen kommen. Bis zu den Sommerferien können die Kinder auch am Laptop üben; danach braucht die Firma Kessler die Geräte wieder. Am Ende der 4. Klasse darf jedes Kind sein Wörterbuch behalten. Den Beitrag von 10 Euro im Monat bezahlen Sie im Sekretariat.\n\nMit freundlichen Grüßen\nFranziska Berger, Schulleiterin',
    box: {
      a: 'höchstens',
      b: 'geliehen',
      c: 'Anmeldedatum',
      d: 'Freitag',
      e: 'mindestens',
      f: 'sorgen',
      g: 'gespendet',
      h: 'günstig',
      i: 'November',
      j: 'kümmern',
      k: 'Unterschrift',
      l: 'Los',
      m: 'kostenlos',
      n: 'Donnerstag',
      o: 'Oktober',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Die Hilfe ist nur „für die Klassen 3 und 4“ (erster Absatz), also höchstens zwei Schuljahre. In Lücke 37 lockt es nach „Es gibt nur 40 Plätze“, aber Ihr Kind darf „auch gern an allen vier Tagen kommen“.',
        en: 'Belongs in gap 35: the help is only [[für die Klassen 3 und 4]] (for years 3 and 4; first paragraph), so at most two school years. It tempts in gap 37 after [[Es gibt nur 40 Plätze]] (there are only 40 places), but your child may [[auch gern an allen vier Tagen kommen]] (also come on all four days).',
      },
      b: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Im letzten Absatz steht, dass die Firma Kessler die Geräte nach den Sommerferien „wieder“ braucht. Die Firma bekommt die Laptops also zurück; sie hat sie nur geliehen. In Lücke 33 lockt es, denn eine Bibliothek leiht Bücher aus. Aber die Kinder dürfen ihr Wörterbuch am Ende der 4. Klasse „behalten“.',
        en: 'Belongs in gap 39: the last paragraph says the Kessler company needs the devices [[wieder]] (again) after the summer holidays. So the company gets the laptops back; it has only lent them. It tempts in gap 33, because a library lends books. But the children may [[behalten]] (keep) their dictionary at the end of year 4.',
      },
      c: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Frau Lindner schreibt auf jedes Formular den Tag, an dem es ankommt, und „Wer früher abgibt, hat bessere Chancen“ (fünfter Absatz). Es entscheidet also das Anmeldedatum.',
        en: 'Belongs in gap 38: Frau Lindner writes on every form the day it arrives, and [[Wer früher abgibt, hat bessere Chancen]] (whoever hands it in earlier has better chances; fifth paragraph). So the [[Anmeldedatum]] (date of application) decides.',
      },
      d: {
        trap: 'wrong-detail',
        de: 'Lockt in Lücke 34, denn die Schulwoche geht bis Freitag. Aber im letzten Absatz steht, dass Ihr Kind „an allen vier Tagen“ kommen darf: Die Hausaufgabenhilfe hat vier Tage. Bis Freitag wären es fünf.',
        en: 'Tempts in gap 34, because the school week runs to Friday. But the last paragraph says your child may come [[an allen vier Tagen]] (on all four days): the homework help has four days. To Friday would be five.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Im letzten Absatz steht, dass Ihr Kind „auch gern an allen vier Tagen kommen“ darf. Zwei Tage sind also das Minimum, nicht das Maximum. In Lücke 35 lockt es, aber die Hilfe ist nur „für die Klassen 3 und 4“.',
        en: 'Belongs in gap 37: the last paragraph says your child may [[auch gern an allen vier Tagen kommen]] (also come on all four days). So two days are the minimum, not the maximum. It tempts in gap 35, but the help is only [[für die Klassen 3 und 4]] (for years 3 and 4).',
      },
      f: {
        trap: 'meaning',
        de: 'Lockt in Lücke 32, denn „sich um jemanden sorgen“ hat dieselbe Präposition wie „sich um jemanden kümmern“. Aber „sich sorgen um“ heißt Angst haben; die Studierenden helfen den Kindern.',
        en: 'Tempts in gap 32, because [[sich um jemanden sorgen]] takes the same preposition as [[sich um jemanden kümmern]]. But [[sich sorgen um]] means to worry about; the students help the children.',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: Im letzten Absatz steht: „Am Ende der 4. Klasse darf jedes Kind sein Wörterbuch behalten.“ Die Bibliothek bekommt die Wörterbücher also nicht zurück; sie hat sie gespendet. In Lücke 39 lockt es, denn Firmen spenden oft Geräte. Aber die Firma Kessler braucht die Laptops nach den Sommerferien „wieder“.',
        en: 'Belongs in gap 33: the last paragraph says [[Am Ende der 4. Klasse darf jedes Kind sein Wörterbuch behalten.]] (at the end of year 4 every child may keep their dictionary). So the library does not get the dictionaries back; it has donated them. It tempts in gap 39, because companies often donate equipment. But the Kessler company needs the laptops [[wieder]] (again) after the summer holidays.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: Die Eltern bezahlen nur „10 Euro im Monat“, denn die Stadt bezahlt die Studierenden. Das ist günstig, aber nicht kostenlos.',
        en: 'Belongs in gap 36: parents pay only [[10 Euro im Monat]] (10 euros a month), because the town pays the students. That is cheap, but not free.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: Am 28. Oktober erfahren die Eltern, ob ihr Kind einen Platz hat, und „wenige Tage später geht es los“: am 1. November.',
        en: 'Belongs in gap 31: on 28 October parents learn whether their child has a place, and [[wenige Tage später geht es los]] (a few days later it starts): on 1 November.',
      },
      j: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: „Studierende … kümmern sich in kleinen Gruppen um die Kinder.“',
        en: 'Belongs in gap 32: the students look after the children in small groups ([[sich … um die Kinder kümmern]]).',
      },
      k: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: Das Formular geben Sie „mit Ihrer Unterschrift“ ab. Nach „mit Ihrer“ passt nur ein weibliches Nomen; im Kasten ist das nur „Unterschrift“.',
        en: 'Belongs in gap 40: you hand in the form [[mit Ihrer Unterschrift]] (with your signature). After [[mit Ihrer]] only a feminine noun fits; in the box that is only [[Unterschrift]].',
      },
      l: {
        trap: 'meaning',
        de: 'Lockt in Lücke 38, denn „Gibt es mehr Anmeldungen als Plätze, entscheidet das Los“ ist ein bekannter Satz. Aber im fünften Absatz steht: Frau Lindner schreibt auf jedes Formular den Tag, an dem es ankommt, und „Wer früher abgibt, hat bessere Chancen“. Bei einem Los wäre der Tag egal.',
        en: 'Tempts in gap 38, because [[Gibt es mehr Anmeldungen als Plätze, entscheidet das Los]] (if there are more applications than places, lots are drawn) is a familiar sentence. But the fifth paragraph says Frau Lindner writes on every form the day it arrives, and [[Wer früher abgibt, hat bessere Chancen]] (whoever hands it in earlier has better chances). If lots were drawn, the day would not matter.',
      },
      m: {
        trap: 'wrong-detail',
        de: 'Lockt in Lücke 36 („denn die Stadt bezahlt die Studierenden“) und in Lücke 37. Aber im letzten Absatz steht: „Den Beitrag von 10 Euro im Monat bezahlen Sie im Sekretariat.“ Kostenlos ist die Hausaufgabenhilfe also nicht.',
        en: 'Tempts in gap 36 ([[denn die Stadt bezahlt die Studierenden]], because the town pays the students) and in gap 37. But the last paragraph says [[Den Beitrag von 10 Euro im Monat bezahlen Sie im Sekretariat.]] (you pay the fee of 10 euros a month at the office). So the homework help is not free.',
      },
      n: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: Ihr Kind darf „an allen vier Tagen“ kommen (letzter Absatz), und von Montag bis Donnerstag sind es vier Tage.',
        en: 'Belongs in gap 34: your child may come [[an allen vier Tagen]] (on all four days; last paragraph), and Monday to Thursday is four days.',
      },
      o: {
        trap: 'wrong-detail',
        de: 'Lockt in Lücke 31, denn „ab dem 1. Oktober“ steht sogar im dritten Absatz. Aber dort geht es um die Formulare. Die Plätze gibt es erst am 28. Oktober, und „wenige Tage später geht es los“: im November.',
        en: 'Tempts in gap 31, because [[ab dem 1. Oktober]] (from 1 October) is even in the third paragraph. But there it is about the forms. The places are given out only on 28 October, and [[wenige Tage später geht es los]] (a few days later it starts): in November.',
      },
    },
    items: [
      {
        n: 31,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Im letzten Absatz steht: „Am Donnerstag, dem 28. Oktober, sagen wir Ihnen, ob Ihr Kind einen Platz hat; wenige Tage später geht es los.“ Wenige Tage nach dem 28. Oktober ist der 1. November.',
            en: 'The last paragraph says [[Am Donnerstag, dem 28. Oktober, sagen wir Ihnen, ob Ihr Kind einen Platz hat; wenige Tage später geht es los.]] (on Thursday, 28 October, we tell you whether your child has a place; a few days later it starts). A few days after 28 October is 1 November.',
          },
          o: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und „ab dem 1. Oktober“ steht sogar im dritten Absatz. Aber dort geht es um die Formulare. Die Plätze gibt es erst am 28. Oktober, und „wenige Tage später geht es los“.',
            en: 'Same form, and [[ab dem 1. Oktober]] (from 1 October) is even in the third paragraph. But there it is about the forms. The places are given out only on 28 October, and [[wenige Tage später geht es los]] (a few days later it starts).',
          },
          n: {
            trap: 'meaning',
            de: '„ab dem 1. Donnerstag“ sagt nicht, in welchem Monat: Nach „ab dem 1.“ braucht man hier einen Monat, und der Beginn liegt „wenige Tage“ nach dem 28. Oktober. „Donnerstag“ gehört in Lücke 34.',
            en: '[[ab dem 1. Donnerstag]] (from the 1st Thursday) does not say in which month: after [[ab dem 1.]] a month is needed here, and the start is [[wenige Tage]] (a few days) after 28 October. [[Donnerstag]] belongs in gap 34.',
          },
        },
        formFits: ['i', 'o'],
        evidence: ['ab dem 1.', 'wenige Tage später geht es los'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 32,
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Nach der Lücke stehen „sich“ und „um die Kinder“: „sich um jemanden kümmern“. Die Studierenden helfen den Kindern bei den Hausaufgaben.',
            en: 'After the gap come [[sich]] and [[um die Kinder]]: [[sich um jemanden kümmern]] (to look after someone). The students help the children with their homework.',
          },
          f: {
            trap: 'meaning',
            de: 'Gleiche Form und dieselbe Präposition: „sich um jemanden sorgen“ gibt es. Aber es heißt „Angst um jemanden haben“. Die Studierenden arbeiten mit den Kindern in Gruppen; sie kümmern sich um sie.',
            en: 'Same form and the same preposition: [[sich um jemanden sorgen]] exists. But it means to worry about someone. The students work with the children in groups; they look after them.',
          },
          e: {
            trap: 'word-class',
            de: '„mindestens“ ist kein Verb. Nach „Studierende der Pädagogischen Hochschule“ fehlt das Verb des Satzes.',
            en: '[[mindestens]] is not a verb. After [[Studierende der Pädagogischen Hochschule]] the sentence still needs its verb.',
          },
        },
        formFits: ['j', 'f'],
        evidence: ['sich in kleinen Gruppen um die Kinder'],
        teaches: { sheet: 'language-elements-patterns', section: 'verbs-with-prepositions' },
      },
      {
        n: 33,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Im letzten Absatz steht: „Am Ende der 4. Klasse darf jedes Kind sein Wörterbuch behalten.“ Die Stadtbibliothek bekommt die Wörterbücher also nicht zurück: Sie hat sie der Schule gespendet.',
            en: 'The last paragraph says [[Am Ende der 4. Klasse darf jedes Kind sein Wörterbuch behalten.]] (at the end of year 4 every child may keep their dictionary). So the town library does not get the dictionaries back: it has donated them to the school.',
          },
          b: {
            trap: 'meaning',
            de: 'Gleiche Form, und eine Bibliothek leiht normalerweise Bücher aus. Aber im letzten Absatz steht, dass jedes Kind sein Wörterbuch am Ende der 4. Klasse „behalten“ darf. Was man behalten darf, ist nicht geliehen. „geliehen“ gehört in Lücke 39.',
            en: 'Same form, and a library usually lends books. But the last paragraph says every child may [[behalten]] (keep) their dictionary at the end of year 4. What you may keep is not lent. [[geliehen]] belongs in gap 39.',
          },
          h: {
            trap: 'word-class',
            de: '„hat uns … 40 Wörterbücher günstig“ geht nicht: Nach „hat“ fehlt am Ende ein Partizip wie „gespendet“.',
            en: '[[hat uns … 40 Wörterbücher günstig]] does not work: after [[hat]] a participle such as [[gespendet]] is needed at the end.',
          },
        },
        formFits: ['g', 'b'],
        evidence: [
          'Für die Gruppen hat uns die Stadtbibliothek 40 Wörterbücher',
          'Am Ende der 4. Klasse darf jedes Kind sein Wörterbuch behalten.',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 34,
        key: 'n',
        why: {
          n: {
            trap: 'key',
            de: 'Im letzten Absatz steht: Ihr Kind darf „auch gern an allen vier Tagen kommen“. Die Hausaufgabenhilfe hat also vier Tage: von Montag bis Donnerstag.',
            en: 'The last paragraph says your child may [[auch gern an allen vier Tagen kommen]] (also come on all four days). So the homework help has four days: Monday to Thursday.',
          },
          d: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und die Schule geht von Montag bis Freitag. Aber im letzten Absatz steht „an allen vier Tagen“. Bis Freitag wären es fünf Tage.',
            en: 'Same form, and school runs from Monday to Friday. But the last paragraph says [[an allen vier Tagen]] (on all four days). To Friday would be five days.',
          },
          o: {
            trap: 'meaning',
            de: '„von Montag bis Oktober“ ergibt keinen Sinn: Nach „von Montag bis“ ist ein Wochentag gefragt, kein Monat.',
            en: '[[von Montag bis Oktober]] (from Monday to October) makes no sense: after [[von Montag bis]] a day of the week is needed, not a month.',
          },
        },
        formFits: ['n', 'd'],
        evidence: ['von Montag bis', 'auch gern an allen vier Tagen kommen'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 35,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Im ersten Absatz steht: Die Hausaufgabenhilfe ist „für die Klassen 3 und 4“. Ein Platz gilt also für höchstens zwei Schuljahre: Klasse 3 und Klasse 4.',
            en: 'The first paragraph says the homework help is [[für die Klassen 3 und 4]] (for years 3 and 4). So a place is valid for at most two school years: year 3 and year 4.',
          },
          e: {
            trap: 'meaning',
            de: 'Gleiche Form, und „mindestens zwei Schuljahre“ klingt wie eine Regel, damit die Kinder lange kommen. Aber im ersten Absatz steht: nur „für die Klassen 3 und 4“. Mehr als zwei Schuljahre kann kein Kind mitmachen. „mindestens“ gehört in Lücke 37.',
            en: 'Same form, and [[mindestens]] (at least) two school years sounds like a rule to keep children coming. But the first paragraph says only [[für die Klassen 3 und 4]] (for years 3 and 4). No child can take part for more than two school years. [[mindestens]] belongs in gap 37.',
          },
          h: {
            trap: 'word-class',
            de: '„für günstig zwei Schuljahre“ geht nicht: Zwischen „für“ und der Zahl passt nur ein Wort wie „höchstens“ oder „mindestens“.',
            en: '[[für günstig zwei Schuljahre]] does not work: between [[für]] and the number only a word like [[höchstens]] or [[mindestens]] fits.',
          },
        },
        formFits: ['a', 'e'],
        evidence: ['Ein Platz gilt für', 'für die Klassen 3 und 4'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 36,
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Die Eltern bezahlen etwas, aber wenig: „Den Beitrag von 10 Euro im Monat bezahlen Sie im Sekretariat.“ Das Angebot ist günstig.',
            en: 'Parents pay something, but little: [[Den Beitrag von 10 Euro im Monat bezahlen Sie im Sekretariat.]] (you pay the fee of 10 euros a month at the office). The offer is cheap.',
          },
          m: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und direkt danach steht: „denn die Stadt bezahlt die Studierenden“. Aber im letzten Absatz steht der Beitrag: „10 Euro im Monat“. Kostenlos ist das Angebot also nicht.',
            en: 'Same form, and right after it says [[denn die Stadt bezahlt die Studierenden]] (because the town pays the students). But the last paragraph names the fee: [[10 Euro im Monat]] (10 euros a month). So the offer is not free.',
          },
          e: {
            trap: 'word-class',
            de: '„Das Angebot ist mindestens“ geht nicht: Nach „ist“ fehlt dann ein Adjektiv.',
            en: '[[Das Angebot ist mindestens]] does not work: after [[ist]] an adjective is still missing.',
          },
        },
        formFits: ['h', 'm'],
        evidence: ['Den Beitrag von 10 Euro im Monat bezahlen Sie im Sekretariat.'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Im letzten Absatz steht: Ihr Kind darf „auch gern an allen vier Tagen kommen“. Zwei Tage sind also das Minimum: Jedes Kind kommt mindestens an zwei Tagen.',
            en: 'The last paragraph says your child may [[auch gern an allen vier Tagen kommen]] (also come on all four days). So two days are the minimum: every child comes on at least two days.',
          },
          a: {
            trap: 'meaning',
            de: 'Gleiche Form, und direkt davor steht „Es gibt nur 40 Plätze“: „höchstens an zwei Tagen“ klingt nach einer Regel, damit viele Kinder Platz haben. Aber im letzten Absatz steht, dass Ihr Kind „auch gern an allen vier Tagen kommen“ darf. „höchstens“ gehört in Lücke 35.',
            en: 'Same form, and right before it says [[Es gibt nur 40 Plätze]] (there are only 40 places): [[höchstens an zwei Tagen]] (on two days at most) sounds like a rule so that many children get a place. But the last paragraph says your child may [[auch gern an allen vier Tagen kommen]] (also come on all four days). [[höchstens]] belongs in gap 35.',
          },
          m: {
            trap: 'wrong-detail',
            de: '„Jedes Kind kommt kostenlos an zwei Tagen“ passt zur Form, aber im letzten Absatz steht der Beitrag: „10 Euro im Monat“.',
            en: '[[Jedes Kind kommt kostenlos an zwei Tagen]] (every child comes free of charge on two days) fits the form, but the last paragraph names the fee: [[10 Euro im Monat]] (10 euros a month).',
          },
        },
        formFits: ['e', 'a', 'm'],
        evidence: ['Jedes Kind kommt', 'auch gern an allen vier Tagen kommen'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 38,
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Im fünften Absatz steht: Frau Lindner schreibt auf jedes Formular den Tag, an dem es ankommt, und „Wer früher abgibt, hat bessere Chancen“. Es entscheidet also das Anmeldedatum.',
            en: 'The fifth paragraph says Frau Lindner writes on every form the day it arrives, and [[Wer früher abgibt, hat bessere Chancen]] (whoever hands it in earlier has better chances). So the [[Anmeldedatum]] (date of application) decides.',
          },
          l: {
            trap: 'meaning',
            de: 'Gleiche Form, und „entscheidet das Los“ ist ein bekannter Satz, wenn es zu wenige Plätze gibt. Aber im fünften Absatz steht: „Wer früher abgibt, hat bessere Chancen.“ Bei einem Los wäre der Tag der Anmeldung egal.',
            en: 'Same form, and [[entscheidet das Los]] (lots are drawn) is a familiar sentence when there are too few places. But the fifth paragraph says [[Wer früher abgibt, hat bessere Chancen.]] (whoever hands it in earlier has better chances). If lots were drawn, the day of the application would not matter.',
          },
          n: {
            trap: 'form',
            de: '„entscheidet das Donnerstag“ geht nicht: „Donnerstag“ hat den Artikel „der“.',
            en: '[[entscheidet das Donnerstag]] does not work: [[Donnerstag]] takes the article [[der]].',
          },
        },
        formFits: ['c', 'l'],
        evidence: [
          'entscheidet das',
          'Frau Lindner schreibt auf jedes Formular den Tag, an dem es ankommt',
          'Wer früher abgibt, hat bessere Chancen.',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: 'Im letzten Absatz steht: „Bis zu den Sommerferien können die Kinder auch am Laptop üben; danach braucht die Firma Kessler die Geräte wieder.“ Die Firma bekommt die Laptops also zurück: Sie hat sie der Schule nur geliehen.',
            en: 'The last paragraph says [[Bis zu den Sommerferien können die Kinder auch am Laptop üben; danach braucht die Firma Kessler die Geräte wieder.]] (until the summer holidays the children can also practise on the laptop; after that the Kessler company needs the devices again). So the company gets the laptops back: it has only lent them to the school.',
          },
          g: {
            trap: 'meaning',
            de: 'Gleiche Form, und Firmen spenden Schulen oft Computer. Aber im letzten Absatz steht, dass die Firma Kessler die Geräte nach den Sommerferien „wieder“ braucht. Was die Firma zurückbekommt, hat sie nicht gespendet. „gespendet“ gehört in Lücke 33.',
            en: 'Same form, and companies often donate computers to schools. But the last paragraph says the Kessler company needs the devices [[wieder]] (again) after the summer holidays. What the company gets back, it has not donated. [[gespendet]] belongs in gap 33.',
          },
          m: {
            trap: 'word-class',
            de: '„hat uns die Firma Kessler kostenlos“ geht nicht: Nach „hat“ fehlt am Ende ein Partizip wie „geliehen“.',
            en: '[[hat uns die Firma Kessler kostenlos]] does not work: after [[hat]] a participle such as [[geliehen]] is needed at the end.',
          },
        },
        formFits: ['b', 'g'],
        evidence: [
          'Die Laptops in den Gruppenräumen hat uns die Firma Kessler',
          'danach braucht die Firma Kessler die Geräte wieder',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 40,
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Ein Formular gibt man unterschrieben ab: „mit Ihrer Unterschrift“. Nach „mit Ihrer“ passt nur ein weibliches Nomen im Dativ.',
            en: 'A form is handed in signed: [[mit Ihrer Unterschrift]] (with your signature). After [[mit Ihrer]] only a feminine noun in the dative fits.',
          },
          c: {
            trap: 'form',
            de: '„mit Ihrer Anmeldedatum“ geht nicht: „Anmeldedatum“ hat den Artikel „das“, also „mit Ihrem“. Den Tag schreibt außerdem Frau Lindner auf das Formular.',
            en: '[[mit Ihrer Anmeldedatum]] does not work: [[Anmeldedatum]] takes the article [[das]], so it would be [[mit Ihrem]]. Besides, Frau Lindner writes the day on the form.',
          },
          l: {
            trap: 'form',
            de: '„mit Ihrer Los“ geht nicht: „Los“ hat den Artikel „das“.',
            en: '[[mit Ihrer Los]] does not work: [[Los]] takes the article [[das]].',
          },
        },
        formFits: ['k'],
        evidence: ['mit Ihrer', 'im Sekretariat ab'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
    ],
  },

  ...listening,
  writing: writing5,
  oral: oral5,
} satisfies ModelTest;
