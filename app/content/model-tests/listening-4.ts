import type { ModelTestListening } from './schema';

/**
 * Model test 4, listening: der Stadtlauf (Umfrage), ein Spielecafé (Interview), Mailbox und Radio
 * (Apotheke, Post, Wochenmarkt, Wetter, eine Feier). Our own scripts, written to be heard.
 */
export const listening4 = {
  listening1: {
    context:
      'Sie hören fünf Personen im Radio. Sie erzählen vom Stadtlauf in Falkenried am nächsten Sonntag.',
    topics: ['running-events'],
    people: [
      { name: 'Hannes', role: 'runner with an injured knee' },
      { name: 'Ines', role: 'office worker in her firm’s running team' },
      { name: 'Herr Eckert', role: 'resident who lives on the route' },
      { name: 'Kerstin', role: 'mother of two young runners' },
      { name: 'Bogdan', role: 'runner who trains with a club group' },
    ],
    items: [
      {
        n: 41,
        recording: {
          label: 'Text 1: Hannes',
          speakers: { hannes: { name: 'Hannes', voice: 'low' } },
          lines: [
            {
              who: 'hannes',
              text: 'Letztes Jahr bin ich die zehn Kilometer gelaufen, und ich war richtig stolz auf meine Zeit. Tja, und dann hab ich mir im August beim Fußball das Knie verletzt. Der Arzt sagt, laufen darf ich erst wieder im Winter. Mein Bruder läuft deshalb an meiner Stelle. Aber am Sonntag bin ich natürlich trotzdem wieder bei den zehn Kilometern dabei, wie jedes Jahr. Nur eben diesmal mit Wasserflaschen am Kilometer fünf statt mit Laufschuhen.',
            },
          ],
        },
        statement: 'Hannes läuft beim Stadtlauf am Sonntag die zehn Kilometer.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Hannes hat sich „das Knie verletzt“, und „laufen darf ich erst wieder im Winter“. Er ist am Sonntag dabei, aber „mit Wasserflaschen am Kilometer fünf statt mit Laufschuhen“. Laufen wird sein Bruder.',
            en: 'Hannes has [[das Knie verletzt]] (injured his knee), and [[laufen darf ich erst wieder im Winter]] (I may not run again until winter). He will be there on Sunday, but [[mit Wasserflaschen am Kilometer fünf statt mit Laufschuhen]] (with water bottles at kilometre five instead of running shoes). His brother will run.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Am Ende hören Sie „am Sonntag bin ich natürlich trotzdem wieder bei den zehn Kilometern dabei, wie jedes Jahr“. Das klingt nach Laufen. Aber Hannes ist verletzt und hilft nur mit Wasser; gelaufen ist er die Strecke „Letztes Jahr“.',
            en: 'At the end you hear [[am Sonntag bin ich natürlich trotzdem wieder bei den zehn Kilometern dabei, wie jedes Jahr]] (of course I will be at the ten kilometres again on Sunday, as every year). It sounds like running. But Hannes is injured and only hands out water; he ran the distance [[Letztes Jahr]] (last year).',
          },
        },
        evidence: [
          'laufen darf ich erst wieder im Winter',
          'Nur eben diesmal mit Wasserflaschen am Kilometer fünf statt mit Laufschuhen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 42,
        recording: {
          label: 'Text 2: Ines',
          speakers: { ines: { name: 'Ines', voice: 'high' } },
          lines: [
            {
              who: 'ines',
              text: 'Als meine Kollegin aus der Buchhaltung gefragt hat, ob ich in unserem Firmenteam mitlaufe, hab ich sofort Nein gesagt. Ich laufe gar nicht gern, ich fahre lieber Rad. Eine Woche vor dem Anmeldeschluss hat dem Team dann immer noch eine Person gefehlt, und sie hat mich noch einmal gefragt. Na ja, ihr kann ich einfach nichts abschlagen. Die Firma bezahlt uns zwar die Startgebühr und die T-Shirts, aber deswegen hätte ich das nie gemacht.',
            },
          ],
        },
        statement: 'Ines macht beim Lauf mit, weil eine Kollegin sie darum gebeten hat.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Kollegin hat Ines „noch einmal gefragt“, und Ines sagt: „ihr kann ich einfach nichts abschlagen“. Deshalb läuft sie mit.',
            en: 'Her colleague [[noch einmal gefragt]] (asked again), and Ines says [[ihr kann ich einfach nichts abschlagen]] (I just cannot say no to her). That is why she runs.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „hab ich sofort Nein gesagt“ und „Ich laufe gar nicht gern“, und dann das Geld der Firma. Das klingt, als liefe sie nicht mit oder nur wegen des Geldes. Aber das Nein war beim ersten Mal, und wegen des Geldes „hätte ich das nie gemacht“. Die Aussage sagt den Grund mit anderen Wörtern.',
            en: 'You hear [[hab ich sofort Nein gesagt]] (I said no at once) and [[Ich laufe gar nicht gern]] (I don’t like running at all), then the firm’s money. It sounds as if she were not running, or running for the money. But the no was the first time, and for the money [[hätte ich das nie gemacht]] (I would never have done it). The statement gives the reason in other words.',
          },
        },
        evidence: [
          'sie hat mich noch einmal gefragt',
          'ihr kann ich einfach nichts abschlagen',
          'aber deswegen hätte ich das nie gemacht',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 43,
        recording: {
          label: 'Text 3: Herr Eckert',
          speakers: { eckert: { name: 'Herr Eckert', voice: 'low' } },
          lines: [
            {
              who: 'eckert',
              text: 'Ich wohne direkt an der Strecke, und früher hab ich mich jedes Jahr über den Lauf geärgert. Vor drei Jahren hat mich dann meine Enkelin überredet: Wir haben einen Tisch vor die Tür gestellt und Musik gemacht, und die Läufer haben gewinkt und gelacht. Seitdem freue ich mich richtig auf diesen Sonntag. Nur die Stadt ärgert mich immer noch: Die Straße ist den ganzen Vormittag gesperrt, und Bescheid sagt uns wieder mal keiner.',
            },
          ],
        },
        statement: 'Herr Eckert findet den Lauf inzwischen gut.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Seit er mit seiner Enkelin Musik für die Läufer macht, sagt Herr Eckert: „Seitdem freue ich mich richtig auf diesen Sonntag.“',
            en: 'Since he and his granddaughter have been playing music for the runners, Herr Eckert says [[Seitdem freue ich mich richtig auf diesen Sonntag.]] (Since then I have really looked forward to that Sunday.)',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören am Anfang „geärgert“ und am Ende „ärgert mich immer noch“. Aber über den Lauf hat er sich „früher“ geärgert, und heute ärgert ihn nur die Stadt, weil sie nicht Bescheid sagt. Den Lauf selbst mag er.',
            en: 'You hear [[geärgert]] (annoyed) at the start and [[ärgert mich immer noch]] (still annoys me) at the end. But the run annoyed him [[früher]] (in the past), and today only the town annoys him, because nobody tells them. He likes the run itself.',
          },
        },
        evidence: [
          'früher hab ich mich jedes Jahr über den Lauf geärgert',
          'Seitdem freue ich mich richtig auf diesen Sonntag.',
          'Nur die Stadt ärgert mich immer noch',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 44,
        recording: {
          label: 'Text 4: Kerstin',
          speakers: { kerstin: { name: 'Kerstin', voice: 'high' } },
          lines: [
            {
              who: 'kerstin',
              text: 'Meine zwei Kinder laufen beim Kinderlauf mit, das ist ein Kilometer rund um den Marktplatz. Der kostet nichts, und jedes Kind bekommt am Ende eine Medaille. Das finde ich toll. Ich selbst laufe nicht mit. 25 Euro Startgebühr, das ist mir ehrlich gesagt zu viel. Ich stehe lieber mit meinem Mann am Ziel und mache Fotos von den beiden.',
              say: 'Meine zwei Kinder laufen beim Kinderlauf mit, das ist ein Kilometer rund um den Marktplatz. Der kostet nichts, und jedes Kind bekommt am Ende eine Medaille. Das finde ich toll. Ich selbst laufe nicht mit. Fünfundzwanzig Euro Startgebühr, das ist mir ehrlich gesagt zu viel. Ich stehe lieber mit meinem Mann am Ziel und mache Fotos von den beiden.',
            },
          ],
        },
        statement: 'Kerstin findet, dass ihre Kinder für den Lauf zu viel bezahlen müssen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Der Kinderlauf „kostet nichts“. Zu viel findet Kerstin die Startgebühr, die sie selbst zahlen müsste: „Ich selbst laufe nicht mit.“',
            en: 'The children’s run [[kostet nichts]] (costs nothing). What Kerstin finds too much is the fee she would pay herself: [[Ich selbst laufe nicht mit.]] (I am not running myself.)',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören zuerst von den Kindern und dann „Startgebühr, das ist mir ehrlich gesagt zu viel“. Aber das sagt Kerstin über ihre eigene Startgebühr. Für die Kinder ist der Lauf kostenlos. Die Bedingung gilt für eine andere Person.',
            en: 'You hear about the children first and then [[Startgebühr, das ist mir ehrlich gesagt zu viel]] (the entry fee is honestly too much for me). But Kerstin says that about her own fee. For the children the run is free. The condition is someone else’s.',
          },
        },
        evidence: [
          'Der kostet nichts',
          'Ich selbst laufe nicht mit.',
          'Startgebühr, das ist mir ehrlich gesagt zu viel',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 45,
        recording: {
          label: 'Text 5: Bogdan',
          speakers: { bogdan: { name: 'Bogdan', voice: 'low' } },
          lines: [
            {
              who: 'bogdan',
              text: 'Am Sonntag laufe ich meinen ersten Halbmarathon. Seit April trainiere ich zweimal die Woche mit der Laufgruppe vom Sportverein. In der Gruppe gibt keiner so schnell auf, und unser Trainer sagt, ich schaffe die Strecke in unter zwei Stunden. Angefangen hab ich im Januar, ganz allein, abends im Park. Aber allein bin ich bei Regen oft lieber zu Hause geblieben.',
            },
          ],
        },
        statement: 'Bogdan bereitet sich allein auf den Lauf vor.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Bogdan trainiert „Seit April“ mit „der Laufgruppe vom Sportverein“, mit einem Trainer. Allein hat er nur am Anfang trainiert, „im Januar“.',
            en: 'Bogdan has trained [[Seit April]] (since April) with [[der Laufgruppe vom Sportverein]] (the sports club’s running group), with a coach. He trained alone only at the start, [[im Januar]] (in January).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Am Ende hören Sie „ganz allein, abends im Park“. Aber das war, als er „im Januar“ angefangen hat. Heute läuft Bogdan mit einer Gruppe. Das war früher so, nicht jetzt.',
            en: 'At the end you hear [[ganz allein, abends im Park]] (all alone, in the park in the evening). But that was when he started [[im Januar]] (in January). Now Bogdan runs with a group. True before, not now.',
          },
        },
        evidence: [
          'Seit April trainiere ich zweimal die Woche mit der Laufgruppe vom Sportverein.',
          'Angefangen hab ich im Januar, ganz allein, abends im Park.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
    ],
  },

  listening2: {
    context: 'Sie hören ein Interview im Radio mit dem Besitzer eines Spielecafés.',
    topics: ['board-games'],
    people: [
      { name: 'Felix Baumann', role: 'owner of a board-game café' },
      { name: 'Sina Baumann', role: 'wife of the board-game café owner' },
    ],
    recording: {
      label: 'Interview: ein Spielecafé in der Altstadt',
      speakers: {
        moderatorin: { name: 'Moderatorin', voice: 'high' },
        baumann: { name: 'Herr Baumann', voice: 'low' },
      },
      lines: [
        {
          who: 'moderatorin',
          text: 'Guten Abend und willkommen bei „Freizeit in Falkenried“. Heute ist Felix Baumann bei mir im Studio. Vor zwei Jahren hat er in der Altstadt das Spielecafé „Würfelglück“ eröffnet. Herr Baumann, wie kam es dazu?',
        },
        {
          who: 'baumann',
          text: 'Also, vorher hatte ich zehn Jahre lang einen kleinen Laden für Brettspiele. Das lief aber immer schlechter, weil die Leute ihre Spiele im Internet bestellt haben. Im Urlaub in Wien habe ich dann zum ersten Mal ein Spielecafé gesehen. Das hat mir gut gefallen, aber für meinen Laden wollte ich so etwas nicht, das war mir zu viel Arbeit. Meine Frau Sina hat dann gesagt: „Stell doch Tische in den Laden und koch Kaffee, dann spielen die Leute die Spiele gleich hier.“ Ich fand das zuerst verrückt. Trotzdem haben wir alles umgebaut: vorne die Theke, hinten zwölf Tische. Jetzt kaufen die Leute bei uns nicht nur Spiele, sie spielen sie auch, mit Kaffee und Kuchen.',
        },
        { who: 'moderatorin', text: 'Und was kostet ein Abend bei Ihnen?' },
        {
          who: 'baumann',
          text: '5 Euro pro Person, Studierende zahlen 3 Euro. Getränke und Essen bezahlt man natürlich extra. Am Anfang mussten die Gäste für jedes Spiel einen Euro extra bezahlen. Das fanden viele aber zu kompliziert. Die Spiele holt man sich an der Theke, immer eins nach dem anderen. Wer ein Spiel zurückbringt, bekommt das nächste.',
          say: 'fünf Euro pro Person, Studierende zahlen drei Euro. Getränke und Essen bezahlt man natürlich extra. Am Anfang mussten die Gäste für jedes Spiel einen Euro extra bezahlen. Das fanden viele aber zu kompliziert. Die Spiele holt man sich an der Theke, immer eins nach dem anderen. Wer ein Spiel zurückbringt, bekommt das nächste.',
        },
        { who: 'moderatorin', text: 'Muss man vorher einen Tisch reservieren?' },
        {
          who: 'baumann',
          text: 'Unbedingt! Freitags und samstags ist es so voll, dass die Leute schon am Montag anrufen. Ohne Reservierung haben Sie da keine Chance.',
        },
        { who: 'moderatorin', text: 'Wer sind Ihre Gäste? Vor allem junge Leute?' },
        {
          who: 'baumann',
          text: 'Ja, abends kommen wirklich viele Studierende, oft bis Mitternacht. Und am Wochenende sind viele Familien mit Kindern da.',
        },
        {
          who: 'moderatorin',
          text: 'Bei so vielen jungen Leuten schaut doch sicher jeder ständig aufs Handy, oder?',
        },
        {
          who: 'baumann',
          text: 'Das ist ganz unterschiedlich. Dienstags am Nachmittag sieht man fast kein Handy. Da kommen die Rentnerinnen und Rentner aus der Nachbarschaft, die Jüngste ist gerade siebzig geworden. Manchmal bringt jemand ein Enkelkind mit, aber das ist selten. Die Älteren kommen einfach vorbei, unter der Woche ist ja fast immer ein Tisch frei, und spielen manchmal vier Stunden lang Karten. Am Dienstagabend ist es dann ganz anders: Da trifft sich bei uns ein Schachclub, und die meisten Spieler sind noch keine zwanzig. Am Eingang steht übrigens eine Kiste mit einem großen Schild: „Handys bitte hier hinein.“ Die Idee mit der Kiste kam von unseren Gästen, und die meisten machen gern mit. Wer aber eine Nachricht schreiben oder telefonieren möchte, holt sein Handy einfach wieder heraus. Das ist bei uns kein Problem.',
        },
        {
          who: 'moderatorin',
          text: 'Sie haben über achthundert Spiele im Regal. Wie soll man sich da entscheiden?',
        },
        {
          who: 'baumann',
          text: 'Mit den 5 Euro darf man so viele Spiele ausprobieren, wie man möchte. Und jeden Monat kaufen wir zehn neue dazu. Nach diesen neuen Spielen fragen die Gäste am häufigsten. Aber nach einer Runde legen die meisten sie wieder zurück. Auf den Tischen liegt dann meistens ein Kartenspiel, das schon meine Großeltern gespielt haben.',
          say: 'Mit den fünf Euro darf man so viele Spiele ausprobieren, wie man möchte. Und jeden Monat kaufen wir zehn neue dazu. Nach diesen neuen Spielen fragen die Gäste am häufigsten. Aber nach einer Runde legen die meisten sie wieder zurück. Auf den Tischen liegt dann meistens ein Kartenspiel, das schon meine Großeltern gespielt haben.',
        },
        { who: 'moderatorin', text: 'Ich habe gehört, Sie machen auch besondere Abende.' },
        {
          who: 'baumann',
          text: 'Ja, jeden Donnerstag ist Sprachabend. Angefangen hat das eine Lehrerin von der Volkshochschule mit ihrem Englischkurs. Da wurde beim Spielen nur Englisch gesprochen. Der Kurs ist aber im Sommer zu Ende gegangen. Jetzt kommt ihre Kollegin mit einem Kurs für Menschen aus zwölf Ländern, die neu in Falkenried sind. An jeden Tisch setzt sich jemand von hier, und gespielt wird auf Deutsch.',
        },
        { who: 'moderatorin', text: 'Was ist das größte Problem in einem Spielecafé?' },
        {
          who: 'baumann',
          text: 'Fehlende Teile! Nach einem Abend fehlt oft eine Karte oder eine Figur. Dann schreibe ich an die Firma. Meistens schickt sie mir das Teil kostenlos, und das Spiel kommt wieder ins Regal. Und was wir abends auf dem Boden finden, sammeln wir in einer großen Kiste.',
        },
        { who: 'moderatorin', text: 'Und was planen Sie für die Zukunft?' },
        {
          who: 'baumann',
          text: 'Ein Turnier wollten wir schon im Frühling machen, aber da gab es zu wenige Anmeldungen. Das hat mich sehr geärgert. „So etwas mache ich nie wieder“, habe ich damals gesagt. Und am ersten Samstag im Monat machen wir jetzt einen Flohmarkt vor der Tür. Da verkaufen wir Spiele billig, die wir doppelt haben. Vorher zähle ich bei jedem Spiel alle Teile genau, da fehlt nichts. Alles Weitere entscheidet meine Frau Sina.',
        },
        { who: 'moderatorin', text: 'Und das Turnier? Geben Sie die Idee auf?' },
        {
          who: 'baumann',
          text: 'Meine Frau hat mich überredet. Nach den Sommerferien, im Oktober, versuchen wir es noch einmal, mit Preisen für die besten Spieler. Anmelden kann man sich schon an der Theke.',
        },
        { who: 'moderatorin', text: 'Zum Schluss: Wann hat das „Würfelglück“ geöffnet?' },
        {
          who: 'baumann',
          text: 'Dienstag bis Freitag ab 14 Uhr, samstags schon ab 10 Uhr, mit Frühstück. Montags ist Ruhetag. Im ersten Jahr hatten wir auch sonntags zu, da war ich am Ende der Woche einfach zu müde.',
          say: 'Dienstag bis Freitag ab vierzehn Uhr, samstags schon ab zehn Uhr, mit Frühstück. Montags ist Ruhetag. Im ersten Jahr hatten wir auch sonntags zu, da war ich am Ende der Woche einfach zu müde.',
        },
        { who: 'moderatorin', text: 'Vielen Dank, Herr Baumann, und viel Erfolg!' },
        {
          who: 'baumann',
          text: 'Danke schön! Und wer am Sonntag Zeit hat: Ab 10 Uhr gibt’s bei uns Familienfrühstück mit Spielen für Kinder. Bis bald im „Würfelglück“!',
          say: 'Danke schön! Und wer am Sonntag Zeit hat: Ab zehn Uhr gibt’s bei uns Familienfrühstück mit Spielen für Kinder. Bis bald im „Würfelglück“!',
        },
      ],
    },
    items: [
      {
        n: 46,
        statement: 'Die Idee für das Spielecafé kam von Felix Baumanns Frau.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Herr Baumann hat in Wien ein Spielecafé gesehen, aber „für meinen Laden wollte ich so etwas nicht“. Erst seine Frau Sina sagt: „Stell doch Tische in den Laden und koch Kaffee, dann spielen die Leute die Spiele gleich hier.“ Die Idee für ihr eigenes Café kam also von ihr; er fand sie „zuerst verrückt“.',
            en: 'Herr Baumann saw a board-game café in Vienna, but [[für meinen Laden wollte ich so etwas nicht]] (I did not want anything like that for my shop). Only his wife Sina says [[Stell doch Tische in den Laden und koch Kaffee, dann spielen die Leute die Spiele gleich hier.]] (Put some tables in the shop and make coffee, then people will play the games right here.) So the idea for their own café came from her; he found it [[zuerst verrückt]] (crazy at first).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören, dass Herr Baumann im Urlaub „zum ersten Mal ein Spielecafé gesehen“ hat, und „Das hat mir gut gefallen“. Das klingt, als wäre es seine Idee. Aber gleich danach: Für seinen Laden wollte er so etwas nicht, „zu viel Arbeit“. Den Vorschlag macht dann seine Frau, mit anderen Wörtern: Tische, Kaffee, Spiele.',
            en: 'You hear that on holiday Herr Baumann [[zum ersten Mal ein Spielecafé gesehen]] (saw a board-game café for the first time), and [[Das hat mir gut gefallen]] (I liked it). It sounds as if the idea was his. But right after that: he did not want it for his shop, [[zu viel Arbeit]] (too much work). The suggestion then comes from his wife, in other words: tables, coffee, games.',
          },
        },
        evidence: [
          'Im Urlaub in Wien habe ich dann zum ersten Mal ein Spielecafé gesehen.',
          'Stell doch Tische in den Laden und koch Kaffee',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 47,
        statement: 'Im Spielecafé bezahlt man für jedes Spiel extra.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Den Euro pro Spiel gab es nur „Am Anfang“, und viele fanden das „zu kompliziert“. Später, bei den achthundert Spielen, sagt Herr Baumann: „Mit den 5 Euro darf man so viele Spiele ausprobieren, wie man möchte.“ Heute zahlt man also nicht für jedes Spiel.',
            en: 'The euro per game existed only [[Am Anfang]] (at the beginning), and many found it [[zu kompliziert]] (too complicated). Later, about the eight hundred games, Herr Baumann says [[Mit den 5 Euro darf man so viele Spiele ausprobieren, wie man möchte.]] (For the 5 euros you may try as many games as you like.) So today you do not pay for each game.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören fast genau den Satz: „Am Anfang mussten die Gäste für jedes Spiel einen Euro extra bezahlen.“ Aber das war früher. „Am Anfang“ heißt: früher. Dass es heute anders ist, hören Sie erst später mit anderen Wörtern: Mit den 5 Euro darf man so viele Spiele ausprobieren, wie man möchte. Falsche Zeit.',
            en: 'You hear almost the same sentence: [[Am Anfang mussten die Gäste für jedes Spiel einen Euro extra bezahlen.]] (At the beginning guests had to pay one euro extra for each game.) But that was before. [[Am Anfang]] means: in the past. That it is different today you hear only later, in other words: for the 5 euros you may try as many games as you like. Wrong time.',
          },
        },
        evidence: [
          'Am Anfang mussten die Gäste für jedes Spiel einen Euro extra bezahlen.',
          'Mit den 5 Euro darf man so viele Spiele ausprobieren, wie man möchte.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 48,
        statement: 'Wer ins Spielecafé kommt, muss immer vorher einen Tisch reservieren.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Später, bei den Gästen am Dienstag, sagt Herr Baumann: „Die Älteren kommen einfach vorbei, unter der Woche ist ja fast immer ein Tisch frei.“ Reservieren muss also nicht jeder und nicht immer.',
            en: 'Later, talking about the Tuesday guests, Herr Baumann says [[Die Älteren kommen einfach vorbei, unter der Woche ist ja fast immer ein Tisch frei]] (the older ones just drop in; during the week there is almost always a free table). So not everyone has to book, and not always.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Auf die Frage nach dem Reservieren sagt Herr Baumann „Unbedingt!“. Aber gleich danach sagt er, wann: „Freitags und samstags“. Nur da hat man ohne Reservierung „keine Chance“. Unter der Woche gilt das nicht. Falsche Zeit.',
            en: 'Asked about booking, Herr Baumann says [[Unbedingt!]] (definitely). But right after that he says when: [[Freitags und samstags]] (on Fridays and Saturdays). Only then you have [[keine Chance]] (no chance) without a booking. During the week that does not hold. Wrong time.',
          },
        },
        evidence: [
          'Ohne Reservierung haben Sie da keine Chance.',
          'unter der Woche ist ja fast immer ein Tisch frei',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 49,
        statement: 'Am Dienstagnachmittag sind fast nur ältere Menschen im Café.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zum Dienstagnachmittag sagt Herr Baumann: „Da kommen die Rentnerinnen und Rentner aus der Nachbarschaft, die Jüngste ist gerade siebzig geworden.“ Ein Enkelkind kommt nur „manchmal“, und „das ist selten“. Also sind am Nachmittag fast nur ältere Menschen da.',
            en: 'About Tuesday afternoons Herr Baumann says [[Da kommen die Rentnerinnen und Rentner aus der Nachbarschaft, die Jüngste ist gerade siebzig geworden.]] (Then the pensioners from the neighbourhood come; the youngest has just turned seventy.) A grandchild comes only [[manchmal]] (sometimes), and [[das ist selten]] (that is rare). So in the afternoon almost only older people are there.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören wieder den Dienstag: „Am Dienstagabend ist es dann ganz anders“, da kommt ein Schachclub, und „die meisten Spieler sind noch keine zwanzig.“ Das ist aber der Abend, nicht der Nachmittag. Falsche Zeit.',
            en: 'You hear Tuesday again: [[Am Dienstagabend ist es dann ganz anders]] (on Tuesday evening it is quite different): a chess club comes, and [[die meisten Spieler sind noch keine zwanzig]] (most players are not yet twenty). But that is the evening, not the afternoon. Wrong time.',
          },
        },
        evidence: ['die Jüngste ist gerade siebzig geworden', 'Am Dienstagabend ist es dann ganz anders'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 50,
        statement: 'Im Spielecafé darf man sein Handy nicht benutzen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Zur Kiste für die Handys sagt Herr Baumann: „Wer aber eine Nachricht schreiben oder telefonieren möchte, holt sein Handy einfach wieder heraus. Das ist bei uns kein Problem.“ Man darf es also benutzen.',
            en: 'About the box for phones Herr Baumann says [[Wer aber eine Nachricht schreiben oder telefonieren möchte, holt sein Handy einfach wieder heraus. Das ist bei uns kein Problem.]] (But anyone who wants to write a message or make a call just takes their phone out again. That is no problem here.) So you may use it.',
          },
          '+': {
            trap: 'other-words',
            de: 'Sie hören von einer Kiste am Eingang mit dem Schild „Handys bitte hier hinein.“, und „die meisten machen gern mit“. Das klingt wie eine Regel. Erst zwei Sätze später hören Sie mit anderen Wörtern, dass man das Handy wieder herausholen darf.',
            en: 'You hear about a box at the entrance with the sign [[Handys bitte hier hinein.]] (phones in here, please), and [[die meisten machen gern mit]] (most people are happy to join in). It sounds like a rule. Only two sentences later do you hear, in other words, that you may take your phone out again.',
          },
        },
        evidence: [
          'Am Eingang steht übrigens eine Kiste mit einem großen Schild',
          'holt sein Handy einfach wieder heraus',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 51,
        statement: 'Das Spiel, das die Gäste am häufigsten spielen, gibt es schon sehr lange.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Herr Baumann sagt: „Auf den Tischen liegt dann meistens ein Kartenspiel, das schon meine Großeltern gespielt haben.“ Was meistens auf den Tischen liegt, wird am häufigsten gespielt. Und wenn schon seine Großeltern es gespielt haben, gibt es das Spiel schon sehr lange.',
            en: 'Herr Baumann says [[Auf den Tischen liegt dann meistens ein Kartenspiel, das schon meine Großeltern gespielt haben.]] (What is usually on the tables then is a card game that my grandparents already played.) What is usually on the tables is what is played most often. And if even his grandparents played it, the game has existed for a very long time.',
          },
          '-': {
            trap: 'same-word',
            de: 'Sie hören „am häufigsten“ bei den neuen Spielen: „Nach diesen neuen Spielen fragen die Gäste am häufigsten.“ Das gilt aber für das Fragen, nicht für das Spielen: „nach einer Runde legen die meisten sie wieder zurück.“ Gespielt wird meistens das alte Kartenspiel.',
            en: 'You hear [[am häufigsten]] (most often) with the new games: [[Nach diesen neuen Spielen fragen die Gäste am häufigsten.]] (Guests ask most often for these new games.) But that is about asking, not playing: [[nach einer Runde legen die meisten sie wieder zurück]] (after one round most people put them back). Mostly it is the old card game that gets played.',
          },
        },
        evidence: [
          'Nach diesen neuen Spielen fragen die Gäste am häufigsten.',
          'Aber nach einer Runde legen die meisten sie wieder zurück.',
          'das schon meine Großeltern gespielt haben',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 52,
        statement: 'Am Donnerstag üben Menschen im Café beim Spielen ihr Deutsch.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Heute kommt am Donnerstag eine Lehrerin „mit einem Kurs für Menschen aus zwölf Ländern, die neu in Falkenried sind“. An jedem Tisch sitzt jemand von hier, „und gespielt wird auf Deutsch.“ Die Kursteilnehmer üben also beim Spielen ihr Deutsch.',
            en: 'Today a teacher comes on Thursdays [[mit einem Kurs für Menschen aus zwölf Ländern, die neu in Falkenried sind]] (with a class of people from twelve countries who are new in Falkenried). Someone local sits at each table, [[und gespielt wird auf Deutsch]] (and the games are played in German). So the learners practise their German while playing.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören, dass der Sprachabend mit einem „Englischkurs“ angefangen hat: „Da wurde beim Spielen nur Englisch gesprochen.“ Aber dieser Kurs ist „im Sommer zu Ende gegangen“. Das war früher; heute spielt ein anderer Kurs auf Deutsch. Falsche Zeit.',
            en: 'You hear that the language evening started with an [[Englischkurs]] (English class): [[Da wurde beim Spielen nur Englisch gesprochen.]] (Only English was spoken while playing.) But this class [[im Sommer zu Ende gegangen]] (ended in the summer). That was before; today a different class plays in German. Wrong time.',
          },
        },
        evidence: ['Da wurde beim Spielen nur Englisch gesprochen.', 'und gespielt wird auf Deutsch'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 53,
        statement: 'Spiele, in denen Teile fehlen, verkauft Felix Baumann billiger.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Wenn Teile fehlen, sagt Herr Baumann: „Meistens schickt sie mir das Teil kostenlos, und das Spiel kommt wieder ins Regal.“ Und beim Flohmarkt zählt er vorher alle Teile: „da fehlt nichts.“ Spiele mit fehlenden Teilen verkauft er also nicht.',
            en: 'When parts are missing, Herr Baumann says [[Meistens schickt sie mir das Teil kostenlos, und das Spiel kommt wieder ins Regal.]] (The company usually sends me the part for free, and the game goes back on the shelf.) And for the flea market he first counts all the parts: [[da fehlt nichts]] (nothing is missing). So he does not sell games with missing parts.',
          },
          '+': {
            trap: 'same-word',
            de: 'Nach den fehlenden Teilen hören Sie vom Flohmarkt: „Da verkaufen wir Spiele billig“. Das klingt wie die Lösung für die Spiele mit fehlenden Teilen. Aber es sind Spiele, „die wir doppelt haben“, und Herr Baumann zählt vorher alle Teile. Gleiches Wort, andere Spiele.',
            en: 'After the missing parts you hear about the flea market: [[Da verkaufen wir Spiele billig]] (we sell games cheaply there). It sounds like the answer for games with missing parts. But these are games [[die wir doppelt haben]] (that we have twice), and Herr Baumann counts all the parts first. Same word, different games.',
          },
        },
        evidence: [
          'Meistens schickt sie mir das Teil kostenlos, und das Spiel kommt wieder ins Regal.',
          'Da verkaufen wir Spiele billig, die wir doppelt haben.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 54,
        statement: 'Im Herbst gibt es im Café einen Wettbewerb.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Auf die Frage nach dem Turnier sagt Herr Baumann: „Nach den Sommerferien, im Oktober, versuchen wir es noch einmal, mit Preisen für die besten Spieler.“ Oktober ist Herbst, ein Turnier mit Preisen ist ein Wettbewerb.',
            en: 'Asked about the tournament, Herr Baumann says [[Nach den Sommerferien, im Oktober, versuchen wir es noch einmal, mit Preisen für die besten Spieler]] (after the summer holidays, in October, we will try again, with prizes for the best players). October is autumn; a tournament with prizes is a competition.',
          },
          '-': {
            trap: 'other-words',
            de: 'Bei den Plänen hören Sie: Das Turnier im Frühling hatte zu wenige Anmeldungen, und Herr Baumann erzählt, was er damals gesagt hat: „So etwas mache ich nie wieder“. Das klingt, als gäbe es kein Turnier mehr. Aber das hat er „damals“ gesagt. In der nächsten Antwort: „Meine Frau hat mich überredet“, im Oktober gibt es das Turnier.',
            en: 'When he talks about plans you hear that the spring tournament had too few sign-ups, and Herr Baumann says [[So etwas mache ich nie wieder]] (I will never do that again), [[habe ich damals gesagt]] (I said back then). It sounds as if there will be no tournament. But he said that [[damals]] (back then). In his next answer: [[Meine Frau hat mich überredet]] (my wife talked me into it); the tournament is in October.',
          },
        },
        evidence: ['So etwas mache ich nie wieder', 'im Oktober, versuchen wir es noch einmal'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 55,
        statement: 'Am Sonntag ist das Spielecafé geschlossen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Ganz am Ende lädt Herr Baumann ein: „wer am Sonntag Zeit hat: Ab 10 Uhr gibt’s bei uns Familienfrühstück“. Das Café ist am Sonntag also offen.',
            en: 'At the very end Herr Baumann invites listeners: [[wer am Sonntag Zeit hat: Ab 10 Uhr gibt’s bei uns Familienfrühstück]] (whoever is free on Sunday: there is a family breakfast from 10). So the café is open on Sundays.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Bei den Öffnungszeiten nennt Herr Baumann den Sonntag nicht und sagt: „Im ersten Jahr hatten wir auch sonntags zu“. Aber das war im ersten Jahr. Das war früher so, nicht jetzt.',
            en: 'In the opening hours Herr Baumann does not name Sunday, and he says [[Im ersten Jahr hatten wir auch sonntags zu]] (in the first year we were closed on Sundays too). But that was the first year. True before, not now.',
          },
        },
        evidence: [
          'Im ersten Jahr hatten wir auch sonntags zu',
          'wer am Sonntag Zeit hat: Ab 10 Uhr gibt’s bei uns Familienfrühstück',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
    ],
  },

  listening3: {
    context:
      'Sie hören fünf kurze Texte: Nachrichten auf der Mailbox, eine Durchsage und Informationen im Radio.',
    topics: ['pharmacy-and-medicines', 'post-office', 'markets', 'weather', 'celebrations'],
    people: [
      { name: 'Frau Jäger', role: 'pharmacy customer' },
      { name: 'Timo', role: 'friend who invites to his birthday party' },
      { name: 'Pia', role: 'friend invited to a birthday party' },
    ],
    items: [
      {
        n: 56,
        recording: {
          label: 'Text 1: Nachricht von der Apotheke',
          speakers: { apotheke: { name: 'Apotheke am Rathaus', voice: 'high' } },
          lines: [
            {
              who: 'apotheke',
              text: 'Guten Tag, Frau Jäger, hier ist die Apotheke am Rathaus. Es geht um Ihr Rezept von gestern. Ihre Tabletten hatten wir nicht da, die haben wir heute Mittag bestellt. Unser Lieferant kommt nur einmal am Tag, immer morgens um acht. Die Salbe für Ihren Mann liegt schon bereit. Wir machen jetzt Mittagspause. Ab 15 Uhr können Sie dann gern vorbeikommen und abholen, wir haben bis 18.30 Uhr geöffnet. Auf Wiederhören!',
              say: 'Guten Tag, Frau Jäger, hier ist die Apotheke am Rathaus. Es geht um Ihr Rezept von gestern. Ihre Tabletten hatten wir nicht da, die haben wir heute Mittag bestellt. Unser Lieferant kommt nur einmal am Tag, immer morgens um acht. Die Salbe für Ihren Mann liegt schon bereit. Wir machen jetzt Mittagspause. Ab fünfzehn Uhr können Sie dann gern vorbeikommen und abholen, wir haben bis achtzehn Uhr dreißig geöffnet. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Frau Jäger kann ihre Tabletten heute Nachmittag abholen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Zwei Informationen zusammen: Die Tabletten hat die Apotheke erst „heute Mittag bestellt“, und der Lieferant kommt „nur einmal am Tag, immer morgens um acht“. Die Tabletten kommen also frühestens morgen früh. Heute liegt nur „Die Salbe für Ihren Mann“ bereit.',
            en: 'Two pieces of information together: the pharmacy only ordered the tablets [[heute Mittag]] (at midday today), and the supplier comes [[nur einmal am Tag, immer morgens um acht]] (only once a day, always at eight in the morning). So the tablets come tomorrow morning at the earliest. Today only [[Die Salbe für Ihren Mann]] (the ointment for your husband) is ready.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Am Ende hören Sie „Ab 15 Uhr können Sie dann gern vorbeikommen und abholen“. Das klingt, als könnte Frau Jäger heute Nachmittag alles abholen. Aber bereit liegt nur die Salbe für ihren Mann; ihre Tabletten bringt der Lieferant erst am nächsten Morgen. Falsche Sache.',
            en: 'At the end you hear [[Ab 15 Uhr können Sie dann gern vorbeikommen und abholen]] (from 3 pm you are welcome to come and collect). It sounds as if Ms Jäger could collect everything this afternoon. But only her husband’s ointment is ready; the supplier brings her tablets only the next morning. Wrong thing.',
          },
        },
        evidence: [
          'die haben wir heute Mittag bestellt',
          'Unser Lieferant kommt nur einmal am Tag, immer morgens um acht.',
          'Die Salbe für Ihren Mann liegt schon bereit.',
          'Ab 15 Uhr können Sie dann gern vorbeikommen und abholen',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 57,
        recording: {
          label: 'Text 2: Durchsage in der Post',
          speakers: { ansage: { name: 'Ansage', voice: 'announcer' } },
          lines: [
            {
              who: 'ansage',
              text: 'Liebe Kundinnen und Kunden, ab dem 1. Juli ändern sich unsere Öffnungszeiten. Unsere Filiale hier in der Bahnhofstraße ist dann montags bis freitags von 9 bis 18 Uhr geöffnet, samstags von 9 bis 12 Uhr. Die kleine Filiale am Markt bleibt samstags in Zukunft ganz geschlossen. Pakete können Sie außerdem jederzeit am Paketautomaten vor unserem Eingang abgeben. Vielen Dank.',
              say: 'Liebe Kundinnen und Kunden, ab dem ersten Juli ändern sich unsere Öffnungszeiten. Unsere Filiale hier in der Bahnhofstraße ist dann montags bis freitags von neun bis achtzehn Uhr geöffnet, samstags von neun bis zwölf Uhr. Die kleine Filiale am Markt bleibt samstags in Zukunft ganz geschlossen. Pakete können Sie außerdem jederzeit am Paketautomaten vor unserem Eingang abgeben. Vielen Dank.',
            },
          ],
        },
        statement: 'Ab Juli ist die Post in der Bahnhofstraße am Samstag geschlossen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Filiale in der Bahnhofstraße ist „samstags von 9 bis 12 Uhr“ geöffnet. Geschlossen ist am Samstag nur „Die kleine Filiale am Markt“.',
            en: 'The branch in Bahnhofstraße is open [[samstags von 9 bis 12 Uhr]] (Saturdays 9 to 12). Only [[Die kleine Filiale am Markt]] (the small branch at the market) is closed on Saturdays.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „samstags in Zukunft ganz geschlossen“. Das gilt aber für die Filiale am Markt, nicht für die in der Bahnhofstraße. Falscher Ort.',
            en: 'You hear [[samstags in Zukunft ganz geschlossen]] (closed all day on Saturdays in future). But that is the branch at the market, not the one in Bahnhofstraße. Wrong place.',
          },
        },
        evidence: [
          'Unsere Filiale hier in der Bahnhofstraße ist dann montags bis freitags von 9 bis 18 Uhr geöffnet, samstags von 9 bis 12 Uhr.',
          'Die kleine Filiale am Markt bleibt samstags in Zukunft ganz geschlossen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 58,
        recording: {
          label: 'Text 3: Information im Radio',
          speakers: { radio: { name: 'Radio Falkenried', voice: 'announcer' } },
          lines: [
            {
              who: 'radio',
              text: 'Und noch eine Information für alle, die gern frisch einkaufen: Ab Montag, dem 15. September, wird der Marktplatz neu gepflastert. Die Stände des Wochenmarkts finden Sie dann auf dem Parkplatz am Hallenbad. Die Arbeiten dauern sechs Wochen. Danach kommen die Händler an ihren alten Platz zurück. Sonst bleibt alles, wie es ist: dienstags und freitags von sieben bis eins. Parken können Sie in der Tiefgarage am Rathaus, die erste Stunde ist kostenlos.',
              say: 'Und noch eine Information für alle, die gern frisch einkaufen: Ab Montag, dem fünfzehnten September, wird der Marktplatz neu gepflastert. Die Stände des Wochenmarkts finden Sie dann auf dem Parkplatz am Hallenbad. Die Arbeiten dauern sechs Wochen. Danach kommen die Händler an ihren alten Platz zurück. Sonst bleibt alles, wie es ist: dienstags und freitags von sieben bis eins. Parken können Sie in der Tiefgarage am Rathaus, die erste Stunde ist kostenlos.',
            },
          ],
        },
        statement: 'Im November steht der Wochenmarkt wieder auf dem Marktplatz.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zwei Informationen zusammen: Die Bauarbeiten beginnen „Ab Montag, dem 15. September“, und sie „dauern sechs Wochen“. Sechs Wochen nach dem 15. September ist Ende Oktober. „Danach kommen die Händler an ihren alten Platz zurück“, also auf den Marktplatz. Im November steht der Markt wieder dort.',
            en: 'Two pieces of information together: the building work starts [[Ab Montag, dem 15. September]] (from Monday, 15 September) and [[dauern sechs Wochen]] (lasts six weeks). Six weeks after 15 September is the end of October. [[Danach kommen die Händler an ihren alten Platz zurück]] (after that the traders come back to their old place), the market square. So in November the market is there again.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „wird der Marktplatz neu gepflastert“ und „Parkplatz am Hallenbad“. Der Monat November kommt im Text nicht vor, also denken viele: Der Markt ist noch am Hallenbad. Aber der Parkplatz gilt nur für die sechs Wochen ab dem 15. September, also bis Ende Oktober. Danach ist der Markt wieder am „alten Platz“; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[wird der Marktplatz neu gepflastert]] (the market square is being repaved) and [[Parkplatz am Hallenbad]] (car park by the indoor pool). The month of November is not in the text, so many think the market is still by the pool. But the car park is only for the six weeks from 15 September, so until the end of October. After that the market is back at its [[alten Platz]] (old place); the statement says so in other words.',
          },
        },
        evidence: [
          'Ab Montag, dem 15. September, wird der Marktplatz neu gepflastert.',
          'Die Arbeiten dauern sechs Wochen.',
          'Danach kommen die Händler an ihren alten Platz zurück.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 59,
        recording: {
          label: 'Text 4: Wetter im Radio',
          speakers: { radio: { name: 'Radio Falkenried', voice: 'announcer' } },
          lines: [
            {
              who: 'radio',
              text: 'Und jetzt das Wetter für das Wochenende. Der Samstag beginnt trocken, aber ab dem Nachmittag regnet es im ganzen Land, bei höchstens neun Grad. In der Nacht hört der Regen auf. Der Sonntag bringt leider keine Sonne: Es bleibt den ganzen Tag grau und kühl, bei zehn Grad. Neuer Regen kommt aber erst in der Nacht zum Montag, von Westen. Am Montag wird es dann windig.',
            },
          ],
        },
        statement: 'Am Sonntagnachmittag bleibt es trocken.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Der Regen vom Samstag hört in der Nacht auf, und „Neuer Regen kommt aber erst in der Nacht zum Montag“. Am Sonntag ist es grau, aber es regnet nicht, auch nicht am Nachmittag.',
            en: 'Saturday’s rain stops during the night, and [[Neuer Regen kommt aber erst in der Nacht zum Montag]] (but new rain only comes in the night before Monday). On Sunday it is grey, but it does not rain, not in the afternoon either.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „ab dem Nachmittag regnet es“ und zum Sonntag „leider keine Sonne“ und „grau und kühl“. Aber der Regen am Nachmittag ist am Samstag, und grau heißt nicht nass. Der Regen kommt erst in der Nacht zum Montag; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[ab dem Nachmittag regnet es]] (from the afternoon it rains) and, for Sunday, [[leider keine Sonne]] (no sun, unfortunately) and [[grau und kühl]] (grey and cool). But the afternoon rain is on Saturday, and grey does not mean wet. The rain comes only in the night before Monday; the statement says so in other words.',
          },
        },
        evidence: [
          'In der Nacht hört der Regen auf.',
          'Neuer Regen kommt aber erst in der Nacht zum Montag, von Westen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 60,
        recording: {
          label: 'Text 5: Nachricht auf der Mailbox',
          speakers: { timo: { name: 'Timo', voice: 'low' } },
          lines: [
            {
              who: 'timo',
              text: 'Hallo Pia, hier ist Timo. Eine kurze Info zu meiner Geburtstagsfeier am Samstag: Wir feiern nicht im Garten, sondern bei mir in der Wohnung, weil Regen kommen soll. Die Uhrzeit bleibt, ab sieben. Meine Eltern kümmern sich um Essen und Getränke, da ist für alle genug da. Und ich hätte noch eine Bitte an dich: Ruf doch meinen Bruder an, ich erreiche ihn nicht. Er soll seine Gitarre mitbringen. Bis Samstag!',
            },
          ],
        },
        statement: 'Timo bittet Pia, etwas zur Feier mitzubringen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Um das Essen und die Getränke kümmern sich Timos Eltern. Timos Bitte an Pia ist: „Ruf doch meinen Bruder an“. Mitbringen soll etwas nur der Bruder, seine Gitarre.',
            en: 'Timo’s parents take care of the food and drink. Timo’s request to Pia is [[Ruf doch meinen Bruder an]] (do phone my brother). Only the brother is to bring something, his guitar.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Timo hat „noch eine Bitte an dich“, und dann hören Sie „seine Gitarre mitbringen“. Aber die Gitarre bringt der Bruder mit. Pia soll ihn nur anrufen. Falsche Person.',
            en: 'Timo has [[noch eine Bitte an dich]] (one more request for you), and then you hear [[seine Gitarre mitbringen]] (bring his guitar). But the brother brings the guitar. Pia is only to phone him. Wrong person.',
          },
        },
        evidence: [
          'Meine Eltern kümmern sich um Essen und Getränke',
          'Ruf doch meinen Bruder an',
          'Er soll seine Gitarre mitbringen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
    ],
  },
} satisfies ModelTestListening;
