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
              text: 'Letztes Jahr bin ich die zehn Kilometer gelaufen, und ich war richtig stolz auf meine Zeit. Dieses Jahr wollte ich noch schneller sein. Tja, und dann hab ich mir im August beim Fußball das Knie verletzt. Laufen darf ich erst wieder im Winter. Ganz zu Hause bleibe ich am Sonntag aber nicht: Ich stehe am Kilometer fünf und gebe den Läufern Wasser. Und mein Bruder läuft die zehn Kilometer, sozusagen für mich.',
            },
          ],
        },
        statement: 'Hannes läuft beim Stadtlauf am Sonntag die zehn Kilometer.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Hannes hat sich „das Knie verletzt“ und darf „erst wieder im Winter“ laufen. Am Sonntag gibt er Wasser aus. Die zehn Kilometer läuft „mein Bruder“.',
            en: 'Hannes has [[das Knie verletzt]] (injured his knee) and may only run again [[erst wieder im Winter]] (in the winter). On Sunday he hands out water. It is [[mein Bruder]] (my brother) who runs the ten kilometres.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören zweimal „die zehn Kilometer“. Aber gelaufen ist Hannes sie „Letztes Jahr“, und dieses Jahr läuft sie sein Bruder. Falsche Zeit und falsche Person.',
            en: 'You hear [[die zehn Kilometer]] twice. But Hannes ran them [[Letztes Jahr]] (last year), and this year his brother runs them. Wrong time and wrong person.',
          },
        },
        evidence: [
          'Laufen darf ich erst wieder im Winter.',
          'Und mein Bruder läuft die zehn Kilometer, sozusagen für mich.',
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
              text: 'Ehrlich gesagt laufe ich gar nicht gern. Ich fahre lieber Rad. Aber eine Kollegin hat mich gefragt, ob ich in unserem Firmenteam mitlaufe, weil ihnen noch eine Person gefehlt hat. Und ihr kann ich einfach nichts abschlagen. Die Firma bezahlt uns die Startgebühr und die T-Shirts, aber das war mir egal. Jetzt trainieren wir zweimal die Woche nach der Arbeit zusammen. Mal sehen, ob ich am Sonntag ins Ziel komme.',
            },
          ],
        },
        statement: 'Ines macht beim Lauf mit, weil eine Kollegin sie darum gebeten hat.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: '„eine Kollegin hat mich gefragt, ob ich in unserem Firmenteam mitlaufe“, und Ines sagt: „ihr kann ich einfach nichts abschlagen“. Deshalb läuft sie mit.',
            en: '[[eine Kollegin hat mich gefragt, ob ich in unserem Firmenteam mitlaufe]] (a colleague asked me whether I would run in our company team), and Ines says [[ihr kann ich einfach nichts abschlagen]] (I just cannot say no to her). That is why she takes part.',
          },
          '-': {
            trap: 'other-words',
            de: 'Ines läuft „gar nicht gern“, und die Firma bezahlt die Startgebühr. Das klingt nach anderen Gründen, aber das Geld „war mir egal“. Sie läuft wegen der Kollegin; die Aussage sagt das mit anderen Wörtern.',
            en: 'Ines does [[gar nicht gern]] (not like at all) running, and the firm pays the entry fee. That sounds like other reasons, but the money [[war mir egal]] (did not matter to her). She runs because of her colleague; the statement says so in other words.',
          },
        },
        evidence: [
          'Aber eine Kollegin hat mich gefragt, ob ich in unserem Firmenteam mitlaufe',
          'Und ihr kann ich einfach nichts abschlagen.',
          'aber das war mir egal',
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
              text: 'Ich wohne direkt an der Strecke. Am Sonntag ist unsere Straße den ganzen Vormittag gesperrt. Früher hab ich mich jedes Jahr darüber geärgert, weil ich nicht mit dem Auto wegkonnte. Mein Nachbar schimpft heute noch. Aber vor drei Jahren hat mich meine Enkelin überredet: Wir haben einen Tisch vor die Tür gestellt und Musik gemacht. Die Läufer haben gewinkt und gelacht. Seitdem freue ich mich richtig auf diesen Sonntag.',
            },
          ],
        },
        statement: 'Herr Eckert findet den Lauf inzwischen gut.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Seit er mit seiner Enkelin Musik für die Läufer macht, sagt Herr Eckert: „Seitdem freue ich mich richtig auf diesen Sonntag.“',
            en: 'Since he started making music for the runners with his granddaughter, Herr Eckert says [[Seitdem freue ich mich richtig auf diesen Sonntag.]] (Since then I have really looked forward to that Sunday.)',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „geärgert“ und „schimpft heute noch“. Aber geärgert hat sich Herr Eckert „Früher“, und heute schimpft nur sein Nachbar. Falsche Zeit und falsche Person.',
            en: 'You hear [[geärgert]] (annoyed) and [[schimpft heute noch]] (still grumbles today). But Herr Eckert was annoyed [[Früher]] (in the past), and today only his neighbour grumbles. Wrong time and wrong person.',
          },
        },
        evidence: [
          'Früher hab ich mich jedes Jahr darüber geärgert',
          'Mein Nachbar schimpft heute noch.',
          'Seitdem freue ich mich richtig auf diesen Sonntag.',
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
              text: 'Meine zwei Kinder laufen beim Kinderlauf mit, das ist ein Kilometer rund um den Marktplatz. Der kostet nichts, und jedes Kind bekommt am Ende eine Medaille. Das finde ich toll. Für Erwachsene sind 25 Euro Startgebühr aber ziemlich viel, finde ich. Deshalb laufe ich selbst nicht mit. Ich stehe mit meinem Mann am Ziel und mache Fotos.',
              say: 'Meine zwei Kinder laufen beim Kinderlauf mit, das ist ein Kilometer rund um den Marktplatz. Der kostet nichts, und jedes Kind bekommt am Ende eine Medaille. Das finde ich toll. Für Erwachsene sind fünfundzwanzig Euro Startgebühr aber ziemlich viel, finde ich. Deshalb laufe ich selbst nicht mit. Ich stehe mit meinem Mann am Ziel und mache Fotos.',
            },
          ],
        },
        statement: 'Kerstin findet, dass ihre Kinder für den Lauf zu viel bezahlen müssen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Der Kinderlauf „kostet nichts“. Zu teuer findet Kerstin nur die Startgebühr „Für Erwachsene“, deshalb läuft sie selbst nicht mit.',
            en: 'The children’s race [[kostet nichts]] (costs nothing). Kerstin only finds the entry fee [[Für Erwachsene]] (for adults) too high, so she does not run herself.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „ziemlich viel“ und „Startgebühr“. Aber das sagt Kerstin über die Erwachsenen. Für die Kinder ist der Lauf kostenlos. Die Bedingung gilt für andere Personen.',
            en: 'You hear [[ziemlich viel]] (quite a lot) and [[Startgebühr]] (entry fee). But Kerstin says that about adults. For the children the race is free. The condition holds for other people.',
          },
        },
        evidence: ['Der kostet nichts', 'Für Erwachsene sind 25 Euro Startgebühr aber ziemlich viel'],
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
              text: 'Am Sonntag laufe ich meinen ersten Halbmarathon. Im Januar hab ich angefangen, ganz allein, abends im Park. Aber allein war es oft schwer, bei Regen bin ich lieber zu Hause geblieben. Seit April trainiere ich deshalb zweimal die Woche mit der Laufgruppe vom Sportverein. In der Gruppe gibt keiner so schnell auf. Und unser Trainer sagt, ich schaffe die Strecke in unter zwei Stunden.',
            },
          ],
        },
        statement: 'Bogdan bereitet sich allein auf den Lauf vor.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Allein hat Bogdan nur am Anfang trainiert, „Im Januar“. „Seit April trainiere ich deshalb zweimal die Woche mit der Laufgruppe vom Sportverein.“',
            en: 'Bogdan trained alone only at first, [[Im Januar]] (in January). [[Seit April trainiere ich deshalb zweimal die Woche mit der Laufgruppe vom Sportverein.]] (Since April I have been training twice a week with the club’s running group.)',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „ganz allein, abends im Park“. Aber das war im Januar. Heute läuft Bogdan mit einer Gruppe und einem Trainer. Das war früher so, nicht jetzt.',
            en: 'You hear [[ganz allein, abends im Park]] (all alone, in the park in the evening). But that was in January. Today Bogdan runs with a group and a coach. That was true before, not now.',
          },
        },
        evidence: [
          'Im Januar hab ich angefangen, ganz allein, abends im Park.',
          'Seit April trainiere ich deshalb zweimal die Woche mit der Laufgruppe vom Sportverein.',
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
          text: 'Guten Abend und willkommen bei „Freizeit in Falkenried“. Heute ist Felix Baumann bei mir im Studio. Vor zwei Jahren hat er in der Altstadt das Spielecafé „Würfelglück“ eröffnet. Herr Baumann, wie kam es zu der Idee?',
        },
        {
          who: 'baumann',
          text: 'Also, vorher hatte ich zehn Jahre lang einen kleinen Laden für Brettspiele. Das lief aber immer schlechter, weil die Leute ihre Spiele im Internet bestellt haben. Ich wollte schon aufgeben. Da hat meine Frau Sina gesagt: Die Leute sollen bei uns nicht nur Spiele kaufen, sondern spielen, mit Kaffee und Kuchen. Zuerst fand ich das verrückt, aber sie hatte recht.',
        },
        { who: 'moderatorin', text: 'Und wie funktioniert das? Was kostet ein Abend bei Ihnen?' },
        {
          who: 'baumann',
          text: 'Man zahlt einmal 5 Euro pro Person und kann dann so lange spielen, wie man möchte. Studierende zahlen 3 Euro. Getränke und Essen kommen natürlich dazu. Am Anfang haben wir für jedes Spiel einzeln Geld genommen, aber das war viel zu kompliziert. Das haben wir nach ein paar Wochen geändert.',
          say: 'Man zahlt einmal fünf Euro pro Person und kann dann so lange spielen, wie man möchte. Studierende zahlen drei Euro. Getränke und Essen kommen natürlich dazu. Am Anfang haben wir für jedes Spiel einzeln Geld genommen, aber das war viel zu kompliziert. Das haben wir nach ein paar Wochen geändert.',
        },
        { who: 'moderatorin', text: 'Muss man vorher einen Tisch reservieren?' },
        {
          who: 'baumann',
          text: 'Unter der Woche kann man einfach vorbeikommen, da ist fast immer ein Tisch frei. Freitags und samstags ist es voller, da empfehle ich eine Reservierung. Und Gruppen ab acht Personen müssen immer reservieren, sonst haben wir keinen Platz für sie.',
        },
        { who: 'moderatorin', text: 'Wer sind Ihre Gäste? Vor allem junge Leute?' },
        {
          who: 'baumann',
          text: 'Das dachte ich auch. Abends kommen wirklich viele Studierende. Aber dienstags am Nachmittag sind fast alle Gäste über siebzig. Da spielen die Rentnerinnen und Rentner aus der Nachbarschaft Karten und Brettspiele, manchmal vier Stunden lang. Und am Wochenende kommen viele Familien mit Kindern.',
        },
        {
          who: 'moderatorin',
          text: 'Bei so vielen Leuten schaut doch sicher jeder ständig aufs Handy, oder?',
        },
        {
          who: 'baumann',
          text: 'Handys sind bei uns nicht verboten, jeder darf seins benutzen. Aber am Eingang steht eine Kiste. Viele Gruppen legen ihre Handys freiwillig hinein, damit sie sich aufs Spiel konzentrieren können. Das war übrigens eine Idee von unseren Gästen, nicht von mir.',
        },
        {
          who: 'moderatorin',
          text: 'Sie haben über achthundert Spiele im Regal. Welches wird am meisten gespielt?',
        },
        {
          who: 'baumann',
          text: 'Die meisten denken, die neuen Spiele sind am beliebtesten. Wir kaufen auch jeden Monat zehn neue. Aber am häufigsten spielen unsere Gäste ein Kartenspiel, das schon über fünfzig Jahre alt ist. Das kennt einfach jeder, von der Oma bis zum Enkel.',
        },
        { who: 'moderatorin', text: 'Ich habe gehört, Sie machen auch besondere Abende.' },
        {
          who: 'baumann',
          text: 'Ja, jeden Donnerstag ist Sprachabend. Da spielen Leute, die Deutsch lernen, zusammen mit Leuten aus Falkenried. Eigentlich wollte eine Deutschlehrerin von der Volkshochschule das nur einmal mit ihrem Kurs ausprobieren. Aber jetzt kommen jede Woche über zwanzig Leute aus ganz verschiedenen Ländern. Beim Spielen muss man reden, und so lernt man ganz nebenbei.',
        },
        { who: 'moderatorin', text: 'Was ist das größte Problem in einem Spielecafé?' },
        {
          who: 'baumann',
          text: 'Fehlende Teile! Nach einem Abend fehlt oft eine Karte oder eine Figur. Manche Spielecafés verkaufen solche Spiele dann billig. Das mache ich nicht. Ich schreibe an die Firma, und die schickt mir das Teil meistens kostenlos. Und was wir abends auf dem Boden finden, sammeln wir in einer großen Kiste.',
        },
        { who: 'moderatorin', text: 'Und was planen Sie für die Zukunft?' },
        {
          who: 'baumann',
          text: 'Im Oktober machen wir unser erstes Turnier, mit Preisen für die besten Spieler. Anmelden kann man sich schon jetzt an der Theke. Einen zweiten Raum hätte ich auch gern, aber dafür fehlt im Moment das Geld.',
        },
        { who: 'moderatorin', text: 'Zum Schluss: Wann hat das „Würfelglück“ geöffnet?' },
        {
          who: 'baumann',
          text: 'Von Dienstag bis Freitag ab 14 Uhr, am Wochenende schon ab 10 Uhr, mit Frühstück. Viele denken, dass wir am Sonntag zuhaben, weil das im ersten Jahr so war. Aber seit diesem Sommer ist nur noch montags Ruhetag.',
          say: 'Von Dienstag bis Freitag ab vierzehn Uhr, am Wochenende schon ab zehn Uhr, mit Frühstück. Viele denken, dass wir am Sonntag zuhaben, weil das im ersten Jahr so war. Aber seit diesem Sommer ist nur noch montags Ruhetag.',
        },
        { who: 'moderatorin', text: 'Vielen Dank, Herr Baumann, und viel Erfolg!' },
        { who: 'baumann', text: 'Danke schön, und bis bald im „Würfelglück“!' },
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
            de: 'Herr Baumann wollte den Laden schon aufgeben. „Da hat meine Frau Sina gesagt“: Die Leute sollen bei uns spielen. Er fand das „zuerst“ verrückt, aber „sie hatte recht“.',
            en: 'Herr Baumann was about to give up the shop. [[Da hat meine Frau Sina gesagt]] (then my wife Sina said): people should play at our place. He [[zuerst]] (at first) found it crazy, but [[sie hatte recht]] (she was right).',
          },
          '-': {
            trap: 'other-words',
            de: 'Herr Baumann erzählt viel von sich: sein Laden, zehn Jahre, „Ich wollte schon aufgeben“. Das klingt, als wäre es seine Idee. Aber die Idee zum Spielen im Café kam von seiner Frau; die Aussage sagt das mit anderen Wörtern.',
            en: 'Herr Baumann talks a lot about himself: his shop, ten years, [[Ich wollte schon aufgeben]] (I was about to give up). It sounds as if it were his idea. But the idea of playing in a café came from his wife; the statement says so in other words.',
          },
        },
        evidence: ['Da hat meine Frau Sina gesagt', 'Zuerst fand ich das verrückt, aber sie hatte recht.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 47,
        statement: 'Im Spielecafé bezahlt man für jedes Spiel extra.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: '„Man zahlt einmal 5 Euro pro Person und kann dann so lange spielen, wie man möchte.“ Für die einzelnen Spiele zahlt man nichts extra.',
            en: '[[Man zahlt einmal 5 Euro pro Person und kann dann so lange spielen, wie man möchte.]] (You pay 5 euros per person once and can then play as long as you like.) You pay nothing extra for each game.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „für jedes Spiel einzeln Geld genommen“. Aber das war „Am Anfang“, und das haben sie „nach ein paar Wochen geändert“. Das war früher so, nicht jetzt.',
            en: 'You hear [[für jedes Spiel einzeln Geld genommen]] (charged for each game separately). But that was [[Am Anfang]] (at the start), and they [[nach ein paar Wochen geändert]] (changed it after a few weeks). True before, not now.',
          },
        },
        evidence: [
          'Man zahlt einmal 5 Euro pro Person und kann dann so lange spielen, wie man möchte.',
          'Das haben wir nach ein paar Wochen geändert.',
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
            de: '„Unter der Woche kann man einfach vorbeikommen“. Am Freitag und Samstag empfiehlt Herr Baumann eine Reservierung. Immer reservieren müssen nur „Gruppen ab acht Personen“.',
            en: '[[Unter der Woche kann man einfach vorbeikommen]] (during the week you can just drop in). On Fridays and Saturdays Herr Baumann recommends booking. Only [[Gruppen ab acht Personen]] (groups of eight or more) must always book.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „müssen immer reservieren“. Aber das gilt nur für „Gruppen ab acht Personen“, nicht für alle Gäste. Die Bedingung gilt für andere.',
            en: 'You hear [[müssen immer reservieren]] (must always book). But that holds only for [[Gruppen ab acht Personen]] (groups of eight or more), not for every guest. The condition is someone else’s.',
          },
        },
        evidence: [
          'Unter der Woche kann man einfach vorbeikommen',
          'Und Gruppen ab acht Personen müssen immer reservieren',
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
            de: '„dienstags am Nachmittag sind fast alle Gäste über siebzig“: Rentnerinnen und Rentner aus der Nachbarschaft spielen dort.',
            en: '[[dienstags am Nachmittag sind fast alle Gäste über siebzig]] (on Tuesday afternoons almost all the guests are over seventy): pensioners from the neighbourhood play there.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Abends kommen wirklich viele Studierende“. Das gilt aber für den Abend. Am Dienstagnachmittag sind fast alle Gäste „über siebzig“; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Abends kommen wirklich viele Studierende]] (in the evening lots of students come). But that is the evening. On Tuesday afternoons almost all guests are [[über siebzig]] (over seventy); the statement says so in other words.',
          },
        },
        evidence: ['Aber dienstags am Nachmittag sind fast alle Gäste über siebzig.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 50,
        statement: 'Im Spielecafé darf man sein Handy nicht benutzen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: '„Handys sind bei uns nicht verboten, jeder darf seins benutzen.“ Die Gäste legen sie nur „freiwillig“ in die Kiste.',
            en: '[[Handys sind bei uns nicht verboten, jeder darf seins benutzen.]] (Phones are not banned here; everyone may use theirs.) Guests only put them in the box [[freiwillig]] (voluntarily).',
          },
          '+': {
            trap: 'same-word',
            de: 'Sie hören von einer Kiste am Eingang, in die viele ihr Handy legen. Aber das machen die Gruppen „freiwillig“. Eine Regel gibt es nicht.',
            en: 'You hear about a box at the entrance where many people put their phones. But the groups do that [[freiwillig]] (voluntarily). There is no rule.',
          },
        },
        evidence: [
          'Handys sind bei uns nicht verboten, jeder darf seins benutzen.',
          'Viele Gruppen legen ihre Handys freiwillig hinein',
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
            de: '„am häufigsten spielen unsere Gäste ein Kartenspiel, das schon über fünfzig Jahre alt ist“. Über fünfzig Jahre sind sehr lange.',
            en: '[[am häufigsten spielen unsere Gäste ein Kartenspiel, das schon über fünfzig Jahre alt ist]] (our guests most often play a card game that is over fifty years old). Over fifty years is a very long time.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „die neuen Spiele sind am beliebtesten“ und „jeden Monat zehn neue“. Aber das denken nur „Die meisten“. Am häufigsten wird ein altes Kartenspiel gespielt.',
            en: 'You hear [[die neuen Spiele sind am beliebtesten]] (the new games are the most popular) and [[jeden Monat zehn neue]] (ten new ones every month). But that is only what [[Die meisten]] (most people) think. The game played most often is an old card game.',
          },
        },
        evidence: [
          'Die meisten denken, die neuen Spiele sind am beliebtesten.',
          'Aber am häufigsten spielen unsere Gäste ein Kartenspiel, das schon über fünfzig Jahre alt ist.',
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
            de: '„jeden Donnerstag ist Sprachabend“: Leute, die Deutsch lernen, spielen mit Leuten aus Falkenried, und „Beim Spielen muss man reden“.',
            en: '[[jeden Donnerstag ist Sprachabend]] (every Thursday is language evening): people learning German play with people from Falkenried, and [[Beim Spielen muss man reden]] (when you play you have to talk).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „nur einmal mit ihrem Kurs ausprobieren“. Aber das war der Plan der Lehrerin „Eigentlich“. „jetzt kommen jede Woche über zwanzig Leute“.',
            en: 'You hear [[nur einmal mit ihrem Kurs ausprobieren]] (try it out just once with her class). But that was the teacher’s original plan ([[Eigentlich]]). [[jetzt kommen jede Woche über zwanzig Leute]] (now over twenty people come every week).',
          },
        },
        evidence: [
          'Ja, jeden Donnerstag ist Sprachabend.',
          'Aber jetzt kommen jede Woche über zwanzig Leute aus ganz verschiedenen Ländern.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 53,
        statement: 'Spiele, in denen Teile fehlen, verkauft Felix Baumann billiger.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Herr Baumann sagt: „Das mache ich nicht.“ Er schreibt an die Firma, „und die schickt mir das Teil meistens kostenlos“.',
            en: 'Herr Baumann says [[Das mache ich nicht.]] (I don’t do that.) He writes to the company, [[und die schickt mir das Teil meistens kostenlos]] (and it usually sends me the part for free).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „verkaufen solche Spiele dann billig“. Aber das machen „Manche Spielecafés“, nicht Herr Baumann. Falsche Person.',
            en: 'You hear [[verkaufen solche Spiele dann billig]] (then sell such games cheaply). But that is what [[Manche Spielecafés]] (some games cafés) do, not Herr Baumann. Wrong person.',
          },
        },
        evidence: ['Manche Spielecafés verkaufen solche Spiele dann billig. Das mache ich nicht.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 54,
        statement: 'Im Herbst gibt es im Café einen Wettbewerb.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: '„Im Oktober machen wir unser erstes Turnier, mit Preisen für die besten Spieler.“ Oktober ist Herbst, ein Turnier mit Preisen ist ein Wettbewerb.',
            en: '[[Im Oktober machen wir unser erstes Turnier, mit Preisen für die besten Spieler.]] (In October we are holding our first tournament, with prizes for the best players.) October is autumn; a tournament with prizes is a competition.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „dafür fehlt im Moment das Geld“. Das gilt aber für einen zweiten Raum, nicht für das Turnier. Die Aussage sagt mit anderen Wörtern, was geplant ist.',
            en: 'You hear [[dafür fehlt im Moment das Geld]] (there is no money for that at the moment). But that is about a second room, not the tournament. The statement says in other words what is planned.',
          },
        },
        evidence: [
          'Im Oktober machen wir unser erstes Turnier, mit Preisen für die besten Spieler.',
          'Einen zweiten Raum hätte ich auch gern, aber dafür fehlt im Moment das Geld.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 55,
        statement: 'Am Sonntag ist das Spielecafé geschlossen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Das Café hat „am Wochenende schon ab 10 Uhr“ geöffnet, und „seit diesem Sommer ist nur noch montags Ruhetag“.',
            en: 'The café opens [[am Wochenende schon ab 10 Uhr]] (at weekends from 10 am), and [[seit diesem Sommer ist nur noch montags Ruhetag]] (since this summer it is closed only on Mondays).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „dass wir am Sonntag zuhaben“. Aber das denken nur viele, „weil das im ersten Jahr so war“. Das war früher so, nicht jetzt.',
            en: 'You hear [[dass wir am Sonntag zuhaben]] (that we are closed on Sunday). But that is only what many people think, [[weil das im ersten Jahr so war]] (because it was so in the first year). True before, not now.',
          },
        },
        evidence: [
          'Viele denken, dass wir am Sonntag zuhaben, weil das im ersten Jahr so war.',
          'Aber seit diesem Sommer ist nur noch montags Ruhetag.',
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
              text: 'Guten Tag, Frau Jäger, hier ist die Apotheke am Rathaus. Es geht um Ihr Rezept von gestern. Die Salbe für Ihren Mann ist schon da, die können Sie heute ab 15 Uhr abholen. Ihre Tabletten mussten wir leider bestellen. Sie kommen erst morgen früh, ab 8 Uhr liegen sie für Sie bereit. Wir haben bis 18.30 Uhr geöffnet. Auf Wiederhören!',
              say: 'Guten Tag, Frau Jäger, hier ist die Apotheke am Rathaus. Es geht um Ihr Rezept von gestern. Die Salbe für Ihren Mann ist schon da, die können Sie heute ab fünfzehn Uhr abholen. Ihre Tabletten mussten wir leider bestellen. Sie kommen erst morgen früh, ab acht Uhr liegen sie für Sie bereit. Wir haben bis achtzehn Uhr dreißig geöffnet. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Frau Jäger kann ihre Tabletten heute Nachmittag abholen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Tabletten „kommen erst morgen früh“. Heute ab 15 Uhr liegt nur „Die Salbe für Ihren Mann“ bereit.',
            en: 'The tablets [[kommen erst morgen früh]] (only arrive tomorrow morning). Today from 3 pm only [[Die Salbe für Ihren Mann]] (the ointment for your husband) is ready.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „heute ab 15 Uhr abholen“. Aber das gilt für die Salbe ihres Mannes, nicht für ihre Tabletten. Falsche Person.',
            en: 'You hear [[heute ab 15 Uhr abholen]] (collect today from 3 pm). But that is for her husband’s ointment, not her tablets. Wrong person.',
          },
        },
        evidence: ['Die Salbe für Ihren Mann ist schon da', 'Sie kommen erst morgen früh'],
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
              text: 'Und noch eine Information für alle, die gern frisch einkaufen: Wegen Bauarbeiten auf dem Marktplatz zieht der Wochenmarkt um. Ab nächster Woche finden Sie die Stände bis Ende Oktober auf dem Parkplatz am Hallenbad. Die Markttage bleiben gleich, dienstags und freitags von sieben bis eins. Parken können Sie in dieser Zeit in der Tiefgarage am Rathaus, die erste Stunde ist kostenlos.',
            },
          ],
        },
        statement: 'Der Wochenmarkt findet für einige Zeit an einem anderen Platz statt.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: '„zieht der Wochenmarkt um“: Die Stände sind „bis Ende Oktober auf dem Parkplatz am Hallenbad“. Das ist ein anderer Platz, für einige Zeit.',
            en: '[[zieht der Wochenmarkt um]] (the weekly market is moving): the stalls are [[bis Ende Oktober auf dem Parkplatz am Hallenbad]] (in the car park by the indoor pool until the end of October). That is another place, for a while.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Die Markttage bleiben gleich“. Das gilt aber für die Tage und Zeiten, nicht für den Ort. Die Aussage sagt „zieht um“ mit anderen Wörtern.',
            en: 'You hear [[Die Markttage bleiben gleich]] (the market days stay the same). But that is about days and times, not the place. The statement says [[zieht um]] (is moving) in other words.',
          },
        },
        evidence: [
          'Wegen Bauarbeiten auf dem Marktplatz zieht der Wochenmarkt um.',
          'bis Ende Oktober auf dem Parkplatz am Hallenbad',
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
              text: 'Und jetzt das Wetter für das Wochenende. Der Samstag beginnt mit Nebel, ab Mittag regnet es im ganzen Land, bei höchstens neun Grad. Am Sonntag wird es freundlicher: Die Wolken ziehen ab, und es bleibt überall trocken. Mit zwölf Grad wird es auch etwas wärmer. Erst in der Nacht zum Montag kommt von Westen neuer Regen.',
            },
          ],
        },
        statement: 'Am Sonntag regnet es tagsüber nicht.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Am Sonntag „bleibt“ es „überall trocken“. Neuer Regen kommt „Erst in der Nacht zum Montag“.',
            en: 'On Sunday it [[bleibt … überall trocken]] (stays dry everywhere). New rain only comes [[Erst in der Nacht zum Montag]] (in the night to Monday).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören zweimal „Regen“: am Samstag und „in der Nacht zum Montag“. Am Sonntag selbst ist es trocken; „tagsüber nicht“ sagt das mit anderen Wörtern.',
            en: 'You hear [[Regen]] (rain) twice: on Saturday and [[in der Nacht zum Montag]] (in the night to Monday). On Sunday itself it is dry; [[tagsüber nicht]] (not during the day) says so in other words.',
          },
        },
        evidence: [
          'und es bleibt überall trocken',
          'Erst in der Nacht zum Montag kommt von Westen neuer Regen.',
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
              text: 'Hallo Pia, hier ist Timo. Eine kurze Info zu meiner Geburtstagsfeier am Samstag: Wir feiern nicht im Garten, sondern bei mir in der Wohnung, weil Regen kommen soll. Die Uhrzeit bleibt, ab sieben. Du musst nichts mitbringen, Essen und Getränke hab ich genug. Nur meinen Bruder hab ich gebeten, seine Gitarre mitzubringen. Bis Samstag!',
            },
          ],
        },
        statement: 'Pia soll zu Timos Feier etwas mitbringen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Timo sagt zu Pia: „Du musst nichts mitbringen, Essen und Getränke hab ich genug.“',
            en: 'Timo tells Pia [[Du musst nichts mitbringen, Essen und Getränke hab ich genug.]] (You don’t need to bring anything; I have enough food and drink.)',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „gebeten, seine Gitarre mitzubringen“. Aber darum hat Timo seinen Bruder gebeten, nicht Pia. Falsche Person.',
            en: 'You hear [[gebeten, seine Gitarre mitzubringen]] (asked to bring his guitar). But Timo asked his brother, not Pia. Wrong person.',
          },
        },
        evidence: [
          'Du musst nichts mitbringen, Essen und Getränke hab ich genug.',
          'Nur meinen Bruder hab ich gebeten, seine Gitarre mitzubringen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
    ],
  },
} satisfies ModelTestListening;
