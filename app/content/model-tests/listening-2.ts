import type { ModelTestListening } from './schema';

/**
 * Model test 2, listening: a radio survey on mobile phones, an interview with a night-bus driver,
 * everyday texts (doctor's practice, department store, weekend weather, children’s theatre, fitness studio).
 * Our own scripts, written to be heard.
 */
export const listening2 = {
  listening1: {
    context:
      'Sie hören fünf Meinungen aus einer Umfrage im Radio zum Thema „Wie wichtig ist Ihnen Ihr Handy?“.',
    topics: ['media-and-phones'],
    people: [
      { name: 'Merle', role: 'schoolgirl' },
      { name: 'Herr Ludwig', role: 'painter and decorator' },
      { name: 'Carola', role: 'mother of a twelve-year-old' },
      { name: 'Emre', role: 'programmer' },
      { name: 'Paula', role: 'student who lost her phone' },
    ],
    items: [
      {
        n: 41,
        recording: {
          label: 'Text 1: Merle',
          speakers: { a: { name: 'Merle', voice: 'high' } },
          lines: [
            {
              who: 'a',
              text: 'Mein Handy ist für mich super wichtig. Da ist alles drauf: meine Musik, meine Fotos, meine Chats mit Freunden. Seit letztem Monat gibt’s bei uns zu Hause eine Regel: Beim Abendessen liegen alle Handys im Flur, auch das von meinem Vater. Am Anfang war ich richtig sauer und fand die Regel total blöd. Aber inzwischen sehe ich das anders. Wir reden jetzt viel mehr miteinander, und mein Vater liest beim Essen keine E-Mails mehr. Das gefällt mir.',
            },
          ],
        },
        statement: 'Merle ist mit der neuen Regel ihrer Familie zufrieden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Über die Regel beim Abendessen sagt Merle: „Aber inzwischen sehe ich das anders.“ Sie reden mehr miteinander, und sie sagt: „Das gefällt mir.“ Sie ist also zufrieden.',
            en: 'About the rule at dinner Merle says [[Aber inzwischen sehe ich das anders.]] (but now I see it differently). They talk more, and she says [[Das gefällt mir.]] (I like that). So she is happy with the rule ([[zufrieden]]).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „richtig sauer“ und „total blöd“. Aber das war „am Anfang“. Heute sieht Merle die Regel anders und findet sie gut. Falsche Zeit.',
            en: 'You hear [[richtig sauer]] (really angry) and [[total blöd]] (totally stupid). But that was [[am Anfang]] (at first). Today Merle sees the rule differently and likes it. Wrong time.',
          },
        },
        evidence: [
          'Am Anfang war ich richtig sauer und fand die Regel total blöd.',
          'Aber inzwischen sehe ich das anders.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 42,
        recording: {
          label: 'Text 2: Herr Ludwig',
          speakers: { a: { name: 'Herr Ludwig', voice: 'low' } },
          lines: [
            {
              who: 'a',
              text: 'Also, ich hab lange gesagt: So ein Smartphone brauche ich nicht. Ein Telefon ist zum Telefonieren da, fertig. Ich bin Maler, und dann haben meine Kunden angefangen, mir Fotos von ihren Wänden und Fenstern zu schicken. Jetzt sehe ich gleich, was zu tun ist, und kann viel schneller ein Angebot schreiben. Darauf möchte ich nicht mehr verzichten. Nur im Urlaub bleibt das Handy zu Hause in der Schublade.',
            },
          ],
        },
        statement: 'Herr Ludwig findet, dass er kein Smartphone braucht.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Das war früher seine Meinung: „ich hab lange gesagt“. Heute schicken ihm seine Kunden Fotos, und er sagt: „Darauf möchte ich nicht mehr verzichten.“',
            en: 'That was his opinion in the past: [[ich hab lange gesagt]] (for a long time I said). Now his customers send him photos, and he says [[Darauf möchte ich nicht mehr verzichten.]] (I wouldn’t want to do without that any more.)',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Den Satz „So ein Smartphone brauche ich nicht“ hören Sie wirklich. Aber er gehört zu einer anderen Zeit: Das hat Herr Ludwig „lange gesagt“, heute denkt er anders. Falsche Zeit.',
            en: 'You really do hear [[So ein Smartphone brauche ich nicht]] (I don’t need a smartphone). But it belongs to another time: Mr Ludwig said it [[lange]] (for a long time), today he thinks differently. Wrong time.',
          },
        },
        evidence: [
          'Also, ich hab lange gesagt: So ein Smartphone brauche ich nicht.',
          'Darauf möchte ich nicht mehr verzichten.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 43,
        recording: {
          label: 'Text 3: Carola',
          speakers: { a: { name: 'Carola', voice: 'high' } },
          lines: [
            {
              who: 'a',
              text: 'Für mich selbst ist das Handy nicht so wichtig. Aber bei uns gibt’s gerade eine große Diskussion. Mein Sohn ist zwölf und wünscht sich seit Monaten ein eigenes Smartphone. Mein Mann würde ihm sofort eins kaufen, und ehrlich gesagt wollte ich das zuerst auch. Aber dann hab ich mit anderen Eltern gesprochen. Jetzt möchte ich lieber noch ein Jahr warten. Bis dahin bekommt er mein altes Handy. Damit kann er telefonieren und Nachrichten schreiben, das reicht.',
            },
          ],
        },
        statement: 'Carola möchte ihrem Sohn sofort ein Smartphone kaufen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Carola sagt: „Jetzt möchte ich lieber noch ein Jahr warten.“ Sofort kaufen würde ihr Mann. Carola wollte das nur „zuerst“, vor dem Gespräch mit anderen Eltern.',
            en: 'Carola says [[Jetzt möchte ich lieber noch ein Jahr warten.]] (now I’d rather wait another year). It is her husband who would buy one straight away. Carola only wanted that [[zuerst]] (at first), before she talked to other parents.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „sofort eins kaufen“ und „wollte ich das zuerst auch“. Aber sofort kaufen will ihr Mann (falsche Person), und Carola wollte es nur am Anfang (falsche Zeit). Jetzt will sie warten.',
            en: 'You hear [[sofort eins kaufen]] (buy one straight away) and [[wollte ich das zuerst auch]] (at first I wanted that too). But it is her husband who wants to buy it now (wrong person), and Carola only wanted it at first (wrong time). Now she wants to wait.',
          },
        },
        evidence: [
          'Mein Mann würde ihm sofort eins kaufen, und ehrlich gesagt wollte ich das zuerst auch.',
          'Jetzt möchte ich lieber noch ein Jahr warten.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 44,
        recording: {
          label: 'Text 4: Emre',
          speakers: { a: { name: 'Emre', voice: 'low' } },
          lines: [
            {
              who: 'a',
              text: 'Ich bin Programmierer, also sitze ich den ganzen Tag vor dem Bildschirm. Früher hab ich abends auf dem Sofa noch stundenlang aufs Handy geschaut, und danach konnte ich oft nicht einschlafen. Seit ein paar Wochen schalte ich es um neun aus und lese stattdessen ein Buch. Meine Freunde haben gelacht: Das schaffst du nie! Am Anfang war es auch echt schwer. Aber jetzt schlafe ich viel besser und bin morgens fitter.',
            },
          ],
        },
        statement: 'Seit Emre abends sein Handy ausschaltet, schläft er besser.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Emre sagt: „Seit ein paar Wochen schalte ich es um neun aus“. Und: „jetzt schlafe ich viel besser und bin morgens fitter“.',
            en: 'Emre says [[Seit ein paar Wochen schalte ich es um neun aus]] (for a few weeks I’ve been switching it off at nine), and [[jetzt schlafe ich viel besser und bin morgens fitter]] (now I sleep much better and feel fitter in the morning).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „konnte ich oft nicht einschlafen“ und „Das schaffst du nie!“. Aber schlecht geschlafen hat Emre „früher“, und „nie“ sagen nur seine Freunde. Heute schläft er besser.',
            en: 'You hear [[konnte ich oft nicht einschlafen]] (I often couldn’t get to sleep) and [[Das schaffst du nie!]] (you’ll never manage it). But Emre slept badly [[früher]] (in the past), and [[nie]] (never) is only what his friends said. Today he sleeps better.',
          },
        },
        evidence: [
          'Seit ein paar Wochen schalte ich es um neun aus',
          'Aber jetzt schlafe ich viel besser und bin morgens fitter.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 45,
        recording: {
          label: 'Text 5: Paula',
          speakers: { a: { name: 'Paula', voice: 'high' } },
          lines: [
            {
              who: 'a',
              text: 'Ich bin Studentin, und mein Handy ist für mich Fahrkarte, Kalender und Bankkarte in einem. Letzten Monat ist es mir in der Straßenbahn aus der Tasche gefallen, und weg war es. Eine nette Frau hat mir dann ihr Handy geliehen. Aber die Nummer von meinen Eltern wusste ich nicht. Nur eine Nummer hatte ich im Kopf, die von meiner Mitbewohnerin. Die hat dann meine Eltern angerufen. Seitdem hab ich die wichtigsten Nummern auf einem Zettel in meiner Jacke.',
            },
          ],
        },
        statement: 'Paula hat mit dem Handy einer fremden Frau ihre Eltern angerufen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Paula sagt: „Aber die Nummer von meinen Eltern wusste ich nicht.“ Sie hatte nur die Nummer ihrer Mitbewohnerin im Kopf, und „Die hat dann meine Eltern angerufen.“',
            en: 'Paula says [[Aber die Nummer von meinen Eltern wusste ich nicht.]] (but I didn’t know my parents’ number). She only knew her flatmate’s number by heart, and [[Die hat dann meine Eltern angerufen.]] (she then called my parents).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Handy geliehen“ und „meine Eltern angerufen“. Aber mit dem Handy der Frau hat Paula ihre Mitbewohnerin angerufen, und die Mitbewohnerin hat die Eltern angerufen. Falsche Person.',
            en: 'You hear [[Handy geliehen]] (lent her phone) and [[meine Eltern angerufen]] (called my parents). But with the woman’s phone Paula called her flatmate, and the flatmate called her parents. Wrong person.',
          },
        },
        evidence: [
          'Aber die Nummer von meinen Eltern wusste ich nicht.',
          'Die hat dann meine Eltern angerufen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
    ],
  },

  listening2: {
    context: 'Sie hören ein Interview im Radio mit einem Mann, der in einer großen Stadt Nachtbus fährt.',
    topics: ['public-transport', 'working-hours'],
    people: [{ name: 'Thomas Wendt', role: 'night-bus driver' }],
    recording: {
      label: 'Interview im Radio: Nachtbusfahrer Thomas Wendt',
      speakers: {
        mod: { name: 'Moderatorin', voice: 'high' },
        b: { name: 'Herr Wendt', voice: 'low' },
      },
      lines: [
        {
          who: 'mod',
          text: 'Guten Morgen und willkommen bei „Menschen bei der Arbeit“. Mein Gast heute ist Thomas Wendt. Er fährt seit neun Jahren Nachtbus hier in der Stadt. Herr Wendt, zehn Uhr morgens ist für Sie ja eigentlich mitten in der Nacht, oder?',
        },
        {
          who: 'b',
          text: 'Ja, so ungefähr. Normalerweise schlafe ich jetzt tief und fest. Heute hab ich mir extra einen Wecker gestellt.',
        },
        { who: 'mod', text: 'Wie sehen denn Ihre Arbeitszeiten aus?' },
        {
          who: 'b',
          text: 'Ich arbeite vier Nächte in der Woche, von Donnerstag bis Sonntag. Bis letzten Winter hat meine Schicht um halb elf angefangen. Seit dem neuen Fahrplan im Dezember fange ich erst um Viertel nach elf an. Kürzer ist die Schicht dadurch aber nicht geworden: Ich bring den Bus jetzt erst gegen sechs am Morgen zurück ins Depot, früher war das halb sechs.',
        },
        {
          who: 'mod',
          text: 'Und wer fährt da mit? Ich stelle mir vor: vor allem Leute, die feiern waren.',
        },
        {
          who: 'b',
          text: 'Das denken viele. Früher war das donnerstags auch so, da war in den Clubs Studentenabend. Den gibt’s aber nicht mehr. Heute sind es donnerstags und sonntags meistens Leute, die nachts arbeiten: Köche, Leute vom Flughafen, Leute von der Reinigungsfirma. Freitags und samstags ist der Bus dagegen voll mit jungen Leuten, die aus Clubs oder von Partys kommen. Viele kenne ich schon seit Jahren.',
        },
        { who: 'mod', text: 'Was gefällt Ihnen an der Arbeit in der Nacht?' },
        {
          who: 'b',
          text: 'Die Ruhe. Ich bin früher auch tagsüber gefahren. Da stand ich ständig im Stau und war fast nie pünktlich. Nachts sind die Straßen frei, und ich bin fast immer pünktlich. Das ist ein gutes Gefühl.',
        },
        { who: 'mod', text: 'Und was gefällt Ihnen nicht so?' },
        {
          who: 'b',
          text: 'Tja, manche Fahrgäste haben zu viel getrunken. Die meisten sind harmlos, die schlafen einfach ein, und ich muss sie an der Endhaltestelle wecken. Aber ab und zu wird jemand laut oder unfreundlich. In den ersten Monaten hatte ich dann schon Angst, das geb ich zu. Heute nicht mehr. In jedem Bus gibt’s eine Kamera, und über Funk erreiche ich die Zentrale jederzeit.',
        },
        {
          who: 'mod',
          text: 'Wie passt so eine Arbeit zum Familienleben? Sie haben Kinder, oder?',
        },
        {
          who: 'b',
          text: 'Ja, zwei. Die sind acht und zwölf. Nach der Schicht schlafe ich bis mittags. Von Montag bis Mittwoch hab ich frei, und dienstags und mittwochs bring ich die Kinder morgens selbst zur Schule. An den anderen Tagen macht das meine Frau, das liegt auf ihrem Weg ins Büro. Nachmittags hole ich die Kinder ab und koche für alle. Was mir fehlt? Ehrlich gesagt, nicht viel. Ich bin kein großer Partymensch. Nur die Samstagabende fehlen mir manchmal: Wenn Freunde eine Party machen, sitze ich im Bus.',
        },
        { who: 'mod', text: 'Gibt es eine Nacht, die Sie nie vergessen?' },
        {
          who: 'b',
          text: 'Oh ja. Das war letzten Winter, kurz vor Weihnachten. Es hat stark geschneit, und im Bus war nur noch ein älterer Herr. Er war eingeschlafen und hatte seine Haltestelle verpasst. Zurück fuhr kein Bus mehr, und ein Taxi war bei dem Schnee nicht zu bekommen. Aber sein Dorf liegt nicht an meiner Linie, und mit dem Bus die Linie verlassen, das ist eigentlich streng verboten. Also hab ich mich bei der Zentrale gemeldet, und die haben gesagt: In so einem Fall ist das in Ordnung, fahren Sie den Mann hin. Ich hab ihn dann bis vor die Haustür gebracht.',
        },
        { who: 'mod', text: 'Haben Sie danach noch etwas von ihm gehört?' },
        {
          who: 'b',
          text: 'Ja, das ist das Schönste an der Geschichte. Zwei Wochen später kam ein Brief für mich ins Depot, mit einem Foto von ihm und seiner Frau vor ihrem Haus. Das hing dann erst mal im Depot am Schwarzen Brett, damit es alle Kollegen sehen. Inzwischen hab ich es mit nach Hause genommen, es hängt bei uns in der Küche.',
        },
        {
          who: 'mod',
          text: 'Und wie geht’s weiter? Wollen Sie immer nachts fahren?',
        },
        {
          who: 'b',
          text: 'Ehrlich gesagt, nein. Ab nächstem Sommer wechsle ich in den Tagdienst. Meine Frau freut sich natürlich, sie hätte mich abends gern zu Hause. Aber deshalb mache ich das nicht. Ich bin jetzt 51, und die Nächte werden einfach anstrengender. Meine Kollegen sagen: Du wirst froh sein, wenn du endlich wieder normal schläfst. Das stimmt sicher. Aber ein bisschen vermissen werde ich die Nacht bestimmt. Die Stadt ist dann so still, fast wie eine andere Stadt.',
          say: 'Ehrlich gesagt, nein. Ab nächstem Sommer wechsle ich in den Tagdienst. Meine Frau freut sich natürlich, sie hätte mich abends gern zu Hause. Aber deshalb mache ich das nicht. Ich bin jetzt einundfünfzig, und die Nächte werden einfach anstrengender. Meine Kollegen sagen: Du wirst froh sein, wenn du endlich wieder normal schläfst. Das stimmt sicher. Aber ein bisschen vermissen werde ich die Nacht bestimmt. Die Stadt ist dann so still, fast wie eine andere Stadt.',
        },
        {
          who: 'mod',
          text: 'Herr Wendt, vielen Dank für das Gespräch und weiter gute Fahrt!',
        },
        { who: 'b', text: 'Danke schön, gern!' },
      ],
    },
    items: [
      {
        n: 46,
        statement: 'Seit Dezember beginnt die Schicht von Herrn Wendt später als vorher.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Bis letzten Winter hat seine Schicht „um halb elf“ angefangen. „Seit dem neuen Fahrplan im Dezember fange ich erst um Viertel nach elf an.“ Das ist später.',
            en: 'Until last winter his shift started [[um halb elf]] (at half past ten). [[Seit dem neuen Fahrplan im Dezember fange ich erst um Viertel nach elf an.]] (since the new timetable in December I don’t start until quarter past eleven.) That is later.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Kürzer ist die Schicht dadurch aber nicht geworden“. Das „nicht“ gilt für die Länge der Schicht, nicht für den Beginn. Der Beginn ist später; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Kürzer ist die Schicht dadurch aber nicht geworden]] (but the shift hasn’t got any shorter). That [[nicht]] is about the length of the shift, not its start. The start is later; the statement says this in other words.',
          },
        },
        evidence: [
          'Bis letzten Winter hat meine Schicht um halb elf angefangen.',
          'Seit dem neuen Fahrplan im Dezember fange ich erst um Viertel nach elf an.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 47,
        statement: 'Donnerstags sitzen im Nachtbus vor allem junge Leute, die feiern waren.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Herr Wendt sagt: „Heute sind es donnerstags und sonntags meistens Leute, die nachts arbeiten“. Die jungen Leute von Partys fahren „freitags und samstags“.',
            en: 'Mr Wendt says [[Heute sind es donnerstags und sonntags meistens Leute, die nachts arbeiten]] (today on Thursdays and Sundays it’s mostly people who work at night). The young people from parties ride [[freitags und samstags]] (on Fridays and Saturdays).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Früher war das donnerstags auch so“. Aber den Studentenabend in den Clubs gibt es nicht mehr. Heute fahren donnerstags vor allem Leute, die nachts arbeiten. Falsche Zeit.',
            en: 'You hear [[Früher war das donnerstags auch so]] (it used to be like that on Thursdays too). But the student night in the clubs no longer exists. Today on Thursdays it is mostly people who work at night. Wrong time.',
          },
        },
        evidence: [
          'Früher war das donnerstags auch so, da war in den Clubs Studentenabend.',
          'Heute sind es donnerstags und sonntags meistens Leute, die nachts arbeiten',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'ohr-method' },
      },
      {
        n: 48,
        statement: 'Mit dem Nachtbus ist Herr Wendt oft nicht pünktlich.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Über die Nacht sagt Herr Wendt: „Nachts sind die Straßen frei, und ich bin fast immer pünktlich.“',
            en: 'About the night Mr Wendt says [[Nachts sind die Straßen frei, und ich bin fast immer pünktlich.]] (at night the roads are clear, and I’m almost always on time).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „war fast nie pünktlich“. Aber das war „früher“, als er „tagsüber“ gefahren ist. Nachts ist er fast immer pünktlich. Falsche Zeit.',
            en: 'You hear [[war fast nie pünktlich]] (was hardly ever on time). But that was [[früher]] (in the past), when he drove [[tagsüber]] (in the daytime). At night he is almost always on time. Wrong time.',
          },
        },
        evidence: [
          'Da stand ich ständig im Stau und war fast nie pünktlich.',
          'Nachts sind die Straßen frei, und ich bin fast immer pünktlich.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 49,
        statement: 'Herr Wendt fühlt sich im Nachtbus sicher, auch wenn manche Fahrgäste laut werden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Herr Wendt sagt: „ab und zu wird jemand laut oder unfreundlich.“ Angst hatte er nur in den ersten Monaten: „Heute nicht mehr.“ Im Bus gibt es eine Kamera, und die Zentrale kann er jederzeit erreichen.',
            en: 'Mr Wendt says [[ab und zu wird jemand laut oder unfreundlich]] (now and then someone gets loud or rude). He was only afraid in the first months: [[Heute nicht mehr.]] (not any more today). There is a camera in the bus, and he can reach the control centre at any time.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „hatte ich dann schon Angst, das geb ich zu“. Aber das war „In den ersten Monaten“. Heute hat er keine Angst mehr. Falsche Zeit.',
            en: 'You hear [[hatte ich dann schon Angst, das geb ich zu]] (I was scared then, I admit). But that was [[In den ersten Monaten]] (in the first months). Today he is no longer afraid. Wrong time.',
          },
        },
        evidence: ['In den ersten Monaten hatte ich dann schon Angst, das geb ich zu.', 'Heute nicht mehr.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 50,
        statement: 'Herr Wendt bringt seine Kinder jeden Morgen zur Schule.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Herr Wendt bringt die Kinder nur „dienstags und mittwochs“ zur Schule. „An den anderen Tagen macht das meine Frau“.',
            en: 'Mr Wendt takes the children to school only [[dienstags und mittwochs]] (on Tuesdays and Wednesdays). [[An den anderen Tagen macht das meine Frau]] (on the other days my wife does it).',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören „bring ich die Kinder morgens selbst zur Schule“. Das stimmt, aber nur an zwei Tagen. An den anderen Tagen bringt sie seine Frau. „jeden Morgen“ stimmt nicht.',
            en: 'You hear [[bring ich die Kinder morgens selbst zur Schule]] (I take the children to school myself in the morning). That is true, but only on two days. On the other days his wife takes them. [[jeden Morgen]] (every morning) is wrong.',
          },
        },
        evidence: [
          'dienstags und mittwochs bring ich die Kinder morgens selbst zur Schule',
          'An den anderen Tagen macht das meine Frau',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 51,
        statement: 'Herr Wendt findet es schade, dass er samstagabends nicht mit Freunden feiern kann.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Herr Wendt sagt: „Nur die Samstagabende fehlen mir manchmal: Wenn Freunde eine Party machen, sitze ich im Bus.“ Etwas fehlt ihm, also findet er es schade.',
            en: 'Mr Wendt says [[Nur die Samstagabende fehlen mir manchmal: Wenn Freunde eine Party machen, sitze ich im Bus.]] (only Saturday evenings are what I sometimes miss: when friends have a party, I’m sitting in the bus). He misses something, so he is sorry about it.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „nicht viel“ und „kein großer Partymensch“. Das sagt Herr Wendt über alles andere. Die Samstagabende nimmt er mit „Nur“ aus: Die fehlen ihm. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[nicht viel]] (not much) and [[kein großer Partymensch]] (not a big party person). Mr Wendt says that about everything else. He makes an exception of Saturday evenings with [[Nur]] (only): those he misses. The statement says this in other words.',
          },
        },
        evidence: [
          'Ich bin kein großer Partymensch.',
          'Nur die Samstagabende fehlen mir manchmal: Wenn Freunde eine Party machen, sitze ich im Bus.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 52,
        statement: 'Die Zentrale hat Herrn Wendt erlaubt, den Fahrgast bis zu seinem Dorf zu fahren.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Herr Wendt hat sich bei der Zentrale gemeldet, und die hat gesagt: „In so einem Fall ist das in Ordnung, fahren Sie den Mann hin.“ Das ist eine Erlaubnis.',
            en: 'Mr Wendt contacted the control centre, and they said [[In so einem Fall ist das in Ordnung, fahren Sie den Mann hin.]] (in a case like this it’s all right, drive the man there.) That is permission.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „eigentlich streng verboten“. Das ist die normale Regel. Für diesen Fall hat die Zentrale aber „in Ordnung“ gesagt; die Aussage sagt mit anderen Wörtern: Sie hat es erlaubt.',
            en: 'You hear [[eigentlich streng verboten]] (actually strictly forbidden). That is the normal rule. For this case, though, the control centre said [[in Ordnung]] (all right); the statement says in other words that it gave permission.',
          },
        },
        evidence: [
          'das ist eigentlich streng verboten',
          'In so einem Fall ist das in Ordnung, fahren Sie den Mann hin.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 53,
        statement: 'Das Foto von dem Paar hängt im Depot, damit es alle Kollegen sehen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Im Depot hing das Foto nur „erst mal“. Herr Wendt sagt: „Inzwischen hab ich es mit nach Hause genommen, es hängt bei uns in der Küche.“',
            en: 'The photo hung in the depot only [[erst mal]] (at first). Mr Wendt says [[Inzwischen hab ich es mit nach Hause genommen, es hängt bei uns in der Küche.]] (I have since taken it home, it hangs in our kitchen).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „im Depot am Schwarzen Brett, damit es alle Kollegen sehen“. Das war aber nur am Anfang. Heute hängt das Foto in seiner Küche. Falsche Zeit.',
            en: 'You hear [[im Depot am Schwarzen Brett, damit es alle Kollegen sehen]] (on the notice board in the depot, so all colleagues can see it). But that was only at first. Today the photo hangs in his kitchen. Wrong time.',
          },
        },
        evidence: [
          'Das hing dann erst mal im Depot am Schwarzen Brett, damit es alle Kollegen sehen.',
          'Inzwischen hab ich es mit nach Hause genommen, es hängt bei uns in der Küche.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 54,
        statement: 'Herr Wendt wechselt in den Tagdienst, weil seine Frau das möchte.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Über den Wunsch seiner Frau sagt Herr Wendt: „Aber deshalb mache ich das nicht.“ Sein Grund: „Ich bin jetzt 51, und die Nächte werden einfach anstrengender.“',
            en: 'About his wife’s wish Mr Wendt says [[Aber deshalb mache ich das nicht.]] (but that’s not why I’m doing it). His reason: [[Ich bin jetzt 51, und die Nächte werden einfach anstrengender.]] (I’m fifty-one now, and the nights are simply getting harder).',
          },
          '+': {
            trap: 'partly-true',
            de: 'Der erste Teil stimmt: Er wechselt in den Tagdienst, und seine Frau hätte ihn abends gern zu Hause. Aber das ist nicht der Grund. Der Grund ist sein Alter.',
            en: 'The first half is true: he is moving to day shifts, and his wife would like him at home in the evenings. But that is not the reason. The reason is his age.',
          },
        },
        evidence: [
          'Aber deshalb mache ich das nicht.',
          'Ich bin jetzt 51, und die Nächte werden einfach anstrengender.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 55,
        statement: 'Herr Wendt glaubt, dass ihm die Fahrten in der Nacht später etwas fehlen werden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Herr Wendt sagt: „Aber ein bisschen vermissen werde ich die Nacht bestimmt.“ Etwas vermissen heißt: Es fehlt einem.',
            en: 'Mr Wendt says [[Aber ein bisschen vermissen werde ich die Nacht bestimmt.]] (but I’m sure I’ll miss the night a little). If you miss something ([[vermissen]]), it will [[fehlen]].',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Ehrlich gesagt, nein“ und „Du wirst froh sein“. Das erste heißt nur: Er will nicht immer nachts fahren; das zweite sagen seine Kollegen. Dass ihm die Nacht fehlen wird, sagt er danach mit „vermissen“.',
            en: 'You hear [[Ehrlich gesagt, nein]] (to be honest, no) and [[Du wirst froh sein]] (you’ll be glad). The first only means he doesn’t want to drive at night forever; the second is what his colleagues say. That he will miss the night he says afterwards, with [[vermissen]].',
          },
        },
        evidence: [
          'Meine Kollegen sagen: Du wirst froh sein, wenn du endlich wieder normal schläfst.',
          'Aber ein bisschen vermissen werde ich die Nacht bestimmt.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
    ],
  },

  listening3: {
    context:
      'Sie hören fünf kurze Texte: Nachrichten auf dem Anrufbeantworter, Durchsagen und Informationen im Radio.',
    topics: ['health-and-hospital', 'local-shops', 'weather', 'museums-and-culture', 'sports-clubs'],
    people: [
      { name: 'Herr Kowalski', role: 'patient' },
      { name: 'Niko', role: 'fitness-studio receptionist' },
      { name: 'Frau Busch', role: 'member of a fitness studio' },
    ],
    items: [
      {
        n: 56,
        recording: {
          label: 'Text 1: Nachricht von der Arztpraxis',
          speakers: { a: { name: 'Praxis Doktor Seidel', voice: 'high' } },
          lines: [
            {
              who: 'a',
              text: 'Guten Tag, Herr Kowalski, hier ist die Praxis Doktor Seidel. Ich rufe wegen Ihrer Blutabnahme an. Wir haben einen Termin für Sie am Donnerstag, ach nein, falsch, am Freitag, um Viertel nach acht. Bitte seien Sie zehn Minuten früher da, also um fünf nach acht, wegen der Anmeldung. Essen Sie an diesem Morgen vorher nichts. Wasser dürfen Sie aber trinken. Wenn der Termin nicht passt, rufen Sie uns einfach zurück. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Der Termin für die Blutabnahme ist am Freitag um 8:15 Uhr.',
        key: '+',
        decidedBy: 'self-correction',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Praxis korrigiert den Tag: „am Donnerstag, ach nein, falsch, am Freitag, um Viertel nach acht“. Viertel nach acht ist 8:15 Uhr. Um fünf nach acht soll Herr Kowalski nur schon zur Anmeldung da sein.',
            en: 'The practice corrects the day: [[am Donnerstag, ach nein, falsch, am Freitag, um Viertel nach acht]] (on Thursday, oh no, wrong, on Friday, at quarter past eight). Quarter past eight is 8:15. Mr Kowalski is only to arrive at five past eight to check in.',
          },
          '-': {
            trap: 'corrected',
            de: 'Wer „Donnerstag“ notiert, nimmt den Tag vor der Korrektur; die letzte Information zählt: Freitag. Und „fünf nach acht“ ist nicht der Termin, sondern die Zeit für die Anmeldung.',
            en: 'If you note [[Donnerstag]] (Thursday), you take the day before the correction; the last information counts: [[Freitag]] (Friday). And [[fünf nach acht]] (five past eight) is not the appointment but the time to check in.',
          },
        },
        evidence: [
          'am Donnerstag, ach nein, falsch, am Freitag, um Viertel nach acht',
          'Bitte seien Sie zehn Minuten früher da, also um fünf nach acht, wegen der Anmeldung.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 57,
        recording: {
          label: 'Text 2: Durchsage im Kaufhaus',
          speakers: { a: { name: 'Durchsage', voice: 'announcer' } },
          lines: [
            {
              who: 'a',
              text: 'Liebe Kundinnen und Kunden, herzlich willkommen im Kaufhaus Mertens! Nur heute bekommen Sie in unserer Sportabteilung im dritten Stock alle Fahrräder 20 Prozent günstiger. Für Elektroräder gilt das heute leider nicht. Die sind erst ab Montag im Angebot, dann mit 10 Prozent Rabatt. Außerdem gibt’s heute zu jedem Fahrrad einen Helm gratis dazu. Wir wünschen Ihnen einen schönen Einkauf!',
              say: 'Liebe Kundinnen und Kunden, herzlich willkommen im Kaufhaus Mertens! Nur heute bekommen Sie in unserer Sportabteilung im dritten Stock alle Fahrräder zwanzig Prozent günstiger. Für Elektroräder gilt das heute leider nicht. Die sind erst ab Montag im Angebot, dann mit zehn Prozent Rabatt. Außerdem gibt’s heute zu jedem Fahrrad einen Helm gratis dazu. Wir wünschen Ihnen einen schönen Einkauf!',
            },
          ],
        },
        statement: 'Heute sind auch Fahrräder mit Elektromotor billiger.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Fahrräder sind heute 20 Prozent günstiger, aber: „Für Elektroräder gilt das heute leider nicht.“ Die Elektroräder sind „erst ab Montag im Angebot“.',
            en: 'The bikes are twenty per cent cheaper today, but [[Für Elektroräder gilt das heute leider nicht.]] (sadly this does not apply to e-bikes today). E-bikes are on offer only from Monday ([[erst ab Montag im Angebot]]).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Einen Rabatt für Elektroräder gibt es wirklich, „10 Prozent“. Aber erst ab Montag, nicht heute. Falsche Zeit.',
            en: 'There really is a discount for e-bikes, [[10 Prozent]] (ten per cent). But only from Monday, not today. Wrong time.',
          },
        },
        evidence: [
          'Für Elektroräder gilt das heute leider nicht.',
          'Die sind erst ab Montag im Angebot, dann mit 10 Prozent Rabatt.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 58,
        recording: {
          label: 'Text 3: Wetterbericht im Radio',
          speakers: { a: { name: 'Radio', voice: 'announcer' } },
          lines: [
            {
              who: 'a',
              text: 'Und nun das Wetter für das Wochenende. Am Samstag bleibt es trocken. Am Morgen ist es noch frisch, nur 10 Grad, aber am Nachmittag scheint überall die Sonne, bei bis zu 23 Grad. Am Sonntag beginnt der Tag ebenfalls sonnig. Es wird aber höchstens 16 Grad warm, und ab Mittag kommt Regen. In den Bergen kann es auch gewittern. Erst am Montag wird es wieder freundlicher.',
              say: 'Und nun das Wetter für das Wochenende. Am Samstag bleibt es trocken. Am Morgen ist es noch frisch, nur zehn Grad, aber am Nachmittag scheint überall die Sonne, bei bis zu dreiundzwanzig Grad. Am Sonntag beginnt der Tag ebenfalls sonnig. Es wird aber höchstens sechzehn Grad warm, und ab Mittag kommt Regen. In den Bergen kann es auch gewittern. Erst am Montag wird es wieder freundlicher.',
            },
          ],
        },
        statement: 'Am Sonntag wird es nicht so warm wie am Samstag.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Am Samstag gibt es „bis zu 23 Grad“, am Sonntag wird es „höchstens 16 Grad warm“. 16 Grad ist weniger als 23 Grad.',
            en: 'On Saturday it reaches [[bis zu 23 Grad]] (up to 23 degrees); on Sunday it gets [[höchstens 16 Grad warm]] (16 degrees at most). 16 degrees is less than 23.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „nur 10 Grad“ beim Samstag und „sonnig“ beim Sonntag. Aber 10 Grad gilt nur für den Samstagmorgen. Vergleichen Sie die höchsten Werte: Sa 23°, So 16°. „nicht so warm wie“ heißt mit anderen Wörtern: kühler.',
            en: 'You hear [[nur 10 Grad]] (only 10 degrees) for Saturday and [[sonnig]] (sunny) for Sunday. But 10 degrees is only Saturday morning. Compare the highest values: Sa 23°, Su 16°. [[nicht so warm wie]] (not as warm as) means cooler, in other words.',
          },
        },
        evidence: ['bei bis zu 23 Grad', 'Es wird aber höchstens 16 Grad warm'],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
      {
        n: 59,
        recording: {
          label: 'Text 4: Durchsage im Theater',
          speakers: { a: { name: 'Durchsage', voice: 'announcer' } },
          lines: [
            {
              who: 'a',
              text: 'Achtung, eine Information für alle Gäste des Kindertheaters „Der Drache im Keller“, Beginn 16 Uhr. Die Vorstellung ist heute nicht im großen Saal, sondern im Studio im ersten Stock. Normalerweise ist der Einlass eine halbe Stunde vor Beginn. Heute öffnen wir das Studio aber erst um Viertel vor vier. Bitte halten Sie Ihre Eintrittskarten bereit. Familien mit Kinderwagen nehmen bitte den Aufzug neben der Garderobe. Vielen Dank.',
              say: 'Achtung, eine Information für alle Gäste des Kindertheaters „Der Drache im Keller“, Beginn sechzehn Uhr. Die Vorstellung ist heute nicht im großen Saal, sondern im Studio im ersten Stock. Normalerweise ist der Einlass eine halbe Stunde vor Beginn. Heute öffnen wir das Studio aber erst um Viertel vor vier. Bitte halten Sie Ihre Eintrittskarten bereit. Familien mit Kinderwagen nehmen bitte den Aufzug neben der Garderobe. Vielen Dank.',
            },
          ],
        },
        statement: 'Der Einlass ins Kindertheater ist heute um halb vier.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Durchsage sagt: „Heute öffnen wir das Studio aber erst um Viertel vor vier.“ Um halb vier ist es noch zu.',
            en: 'The announcement says [[Heute öffnen wir das Studio aber erst um Viertel vor vier.]] (but today we open the studio only at quarter to four). At half past three it is still closed.',
          },
          '+': {
            trap: 'wrong-detail',
            de: '„eine halbe Stunde vor Beginn“ wäre halb vier. Aber das gilt „Normalerweise“. Heute ist der Einlass erst um Viertel vor vier. Falsche Zeit.',
            en: '[[eine halbe Stunde vor Beginn]] (half an hour before the start) would be half past three. But that is [[Normalerweise]] (normally). Today admission is only at quarter to four. Wrong time.',
          },
        },
        evidence: [
          'Normalerweise ist der Einlass eine halbe Stunde vor Beginn.',
          'Heute öffnen wir das Studio aber erst um Viertel vor vier.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
      {
        n: 60,
        recording: {
          label: 'Text 5: Nachricht vom Fitnessstudio',
          speakers: { a: { name: 'Niko, Fitnessstudio Aktiv', voice: 'low' } },
          lines: [
            {
              who: 'a',
              text: 'Hallo, Frau Busch, hier ist Niko vom Fitnessstudio Aktiv. Sie sind ja für den Rückenkurs am Dienstagabend angemeldet. Leider ist unsere Trainerin krank. Wir wollten den Kurs eigentlich auf Donnerstag verschieben, aber da ist der Raum schon belegt. Deshalb fällt der Kurs diese Woche ganz aus. Nächste Woche geht’s dann normal weiter, wie immer um halb sieben. Als kleine Entschuldigung können Sie diese Woche kostenlos einen anderen Kurs besuchen, zum Beispiel am Donnerstag Yoga. Tschüss!',
            },
          ],
        },
        statement: 'Der Rückenkurs wird diese Woche auf Donnerstag verschoben.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Niko sagt: „Deshalb fällt der Kurs diese Woche ganz aus.“ Am Donnerstag ist der Raum „schon belegt“. Am Donnerstag gibt es nur Yoga, also einen anderen Kurs.',
            en: 'Niko says [[Deshalb fällt der Kurs diese Woche ganz aus.]] (so the class is cancelled altogether this week). On Thursday the room is [[schon belegt]] (already taken). On Thursday there is only yoga, which is a different class.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „den Kurs eigentlich auf Donnerstag verschieben“. Aber das war nur ein Plan, und er hat nicht geklappt: Der Raum ist belegt. Am Donnerstag ist Yoga.',
            en: 'You hear [[den Kurs eigentlich auf Donnerstag verschieben]] (actually move the class to Thursday). But that was only a plan, and it did not work out: the room is taken. On Thursday there is yoga.',
          },
        },
        evidence: [
          'Wir wollten den Kurs eigentlich auf Donnerstag verschieben, aber da ist der Raum schon belegt.',
          'Deshalb fällt der Kurs diese Woche ganz aus.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
    ],
  },
} satisfies ModelTestListening;
