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
              text: 'Mein Handy ist für mich super wichtig. Da ist alles drauf: meine Musik, meine Fotos, meine Chats mit Freunden. Aber seit letztem Monat gibt’s bei uns zu Hause eine Regel: Beim Abendessen liegen alle Handys im Flur, auch das von meinem Vater. Ehrlich gesagt finde ich das inzwischen richtig gut. Wir reden jetzt viel mehr miteinander, und mein Vater liest beim Essen keine E-Mails mehr.',
            },
          ],
        },
        statement: 'Merle ist mit der neuen Regel ihrer Familie zufrieden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Über die Regel beim Abendessen sagt Merle: „Ehrlich gesagt finde ich das inzwischen richtig gut.“ Und: „Wir reden jetzt viel mehr miteinander.“ Sie ist mit der Regel also zufrieden.',
            en: 'About the rule at dinner Merle says [[Ehrlich gesagt finde ich das inzwischen richtig gut.]] (to be honest, I now think it’s really good), and [[Wir reden jetzt viel mehr miteinander]] (we talk to each other much more now). So she is happy with the rule ([[zufrieden]]).',
          },
          '-': {
            trap: 'other-words',
            de: 'Das Wort „zufrieden“ hören Sie nicht. „richtig gut“ sagt dasselbe mit anderen Wörtern. Ihr Handy ist ihr „super wichtig“, aber die Regel beim Essen findet sie trotzdem gut.',
            en: 'You do not hear the word [[zufrieden]] (happy, satisfied). [[richtig gut]] (really good) says the same in other words. Her phone is [[super wichtig]] (super important) to her, but she still likes the rule at dinner.',
          },
        },
        evidence: [
          'Ehrlich gesagt finde ich das inzwischen richtig gut.',
          'Wir reden jetzt viel mehr miteinander',
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
              text: 'Für mich selbst ist das Handy nicht so wichtig. Aber bei uns gibt’s gerade eine große Diskussion. Mein Sohn ist zwölf und wünscht sich seit Monaten ein eigenes Smartphone. Mein Mann würde ihm sofort eins kaufen. Er meint, Kinder brauchen das heute einfach. Ich sehe das anders, ich möchte lieber noch ein Jahr warten. Bis dahin bekommt er mein altes Handy. Damit kann er telefonieren und Nachrichten schreiben, das reicht.',
            },
          ],
        },
        statement: 'Carola möchte ihrem Sohn sofort ein Smartphone kaufen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Sofort kaufen möchte ihr Mann: „Mein Mann würde ihm sofort eins kaufen.“ Carola sagt: „Ich sehe das anders, ich möchte lieber noch ein Jahr warten.“',
            en: 'It is her husband who would buy one straight away: [[Mein Mann würde ihm sofort eins kaufen.]] Carola says [[Ich sehe das anders, ich möchte lieber noch ein Jahr warten]] (I see it differently, I’d rather wait another year).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Die Wörter „sofort“ und „kaufen“ hören Sie im Text. Aber das sagt Carola über ihren Mann, nicht über sich. Falsche Person.',
            en: 'You do hear [[sofort]] (straight away) and [[kaufen]] (buy). But Carola says that about her husband, not about herself. Wrong person.',
          },
        },
        evidence: [
          'Mein Mann würde ihm sofort eins kaufen.',
          'Ich sehe das anders, ich möchte lieber noch ein Jahr warten.',
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
              text: 'Ich bin Programmierer, also sitze ich den ganzen Tag vor dem Bildschirm. Früher hab ich abends auf dem Sofa noch stundenlang aufs Handy geschaut, und danach konnte ich oft nicht einschlafen. Seit ein paar Wochen schalte ich es um neun aus und lese stattdessen ein Buch. Am Anfang war das echt schwer, das geb ich zu. Aber jetzt schlafe ich viel besser und bin morgens fitter.',
            },
          ],
        },
        statement: 'Emre macht abends eine Pause vom Handy, und das tut ihm gut.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Emre sagt: „Seit ein paar Wochen schalte ich es um neun aus“. Das ist eine Pause vom Handy. Und: „jetzt schlafe ich viel besser und bin morgens fitter“. Die Pause tut ihm also gut.',
            en: 'Emre says [[Seit ein paar Wochen schalte ich es um neun aus]] (for a few weeks I’ve been switching it off at nine). That is a break from the phone. And [[jetzt schlafe ich viel besser und bin morgens fitter]] (now I sleep much better and feel fitter in the morning). So the break does him good.',
          },
          '-': {
            trap: 'other-words',
            de: '„Am Anfang war das echt schwer“ gilt nur für den Anfang. Heute schläft Emre besser. Die Aussage sagt das mit anderen Wörtern: „das tut ihm gut“.',
            en: '[[Am Anfang war das echt schwer]] (at first it was really hard) is only about the start. Now Emre sleeps better. The statement says this in other words: [[das tut ihm gut]] (it does him good).',
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
              text: 'Ich bin Studentin, und mein Handy ist für mich Fahrkarte, Kalender und Bankkarte in einem. Letzten Monat ist es mir in der Straßenbahn aus der Tasche gefallen, und weg war es. Eine nette Frau hat mir dann ihr Handy geliehen. Aber ich konnte nicht mal meine Eltern anrufen, weil ich keine einzige Nummer im Kopf hatte. Seitdem hab ich die wichtigsten Nummern auf einem Zettel in meiner Jacke.',
            },
          ],
        },
        statement: 'Paula konnte mit dem Handy einer fremden Frau ihre Eltern erreichen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Frau hat Paula ihr Handy geliehen. Aber Paula sagt: „ich konnte nicht mal meine Eltern anrufen, weil ich keine einzige Nummer im Kopf hatte.“',
            en: 'The woman lent Paula her phone. But Paula says [[ich konnte nicht mal meine Eltern anrufen, weil ich keine einzige Nummer im Kopf hatte]] (I couldn’t even call my parents because I didn’t know a single number by heart).',
          },
          '+': {
            trap: 'negation',
            de: 'Die nette Frau und ihr Handy kommen im Text vor. Aber Paula sagt „nicht mal“ und „keine einzige Nummer“: Sie konnte ihre Eltern nicht anrufen.',
            en: 'The kind woman and her phone are in the text. But Paula says [[nicht mal]] (not even) and [[keine einzige Nummer]] (not a single number): she could not call her parents.',
          },
        },
        evidence: [
          'Eine nette Frau hat mir dann ihr Handy geliehen.',
          'ich konnte nicht mal meine Eltern anrufen, weil ich keine einzige Nummer im Kopf hatte',
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
          text: 'Ich arbeite vier Nächte in der Woche, von Donnerstag bis Sonntag. Bis letzten Winter hat meine Schicht um halb elf angefangen. Seit dem neuen Fahrplan im Dezember fange ich erst um Viertel nach elf an. Und gegen halb sechs am Morgen bring ich den Bus zurück ins Depot.',
        },
        {
          who: 'mod',
          text: 'Und wer fährt da mit? Ich stelle mir vor: vor allem Leute, die feiern waren.',
        },
        {
          who: 'b',
          text: 'Das denken viele. Freitags und samstags stimmt das auch. Da ist der Bus voll mit jungen Leuten, die aus Clubs oder von Partys kommen. Aber donnerstags und sonntags sind es meistens Leute, die nachts arbeiten: Köche, Leute vom Flughafen, Leute von der Reinigungsfirma. Viele kenne ich schon seit Jahren.',
        },
        { who: 'mod', text: 'Was gefällt Ihnen an der Arbeit in der Nacht?' },
        {
          who: 'b',
          text: 'Die Ruhe. Tagsüber steht man in der Stadt ständig im Stau. Nachts sind die Straßen frei, und ich bin fast immer pünktlich. Das ist ein gutes Gefühl.',
        },
        { who: 'mod', text: 'Und was gefällt Ihnen nicht so?' },
        {
          who: 'b',
          text: 'Tja, manche Fahrgäste haben zu viel getrunken. Die meisten sind harmlos, die schlafen einfach ein, und ich muss sie an der Endhaltestelle wecken. Aber ab und zu wird jemand laut oder unfreundlich. Angst hab ich trotzdem nicht. In jedem Bus gibt’s eine Kamera, und über Funk erreiche ich die Zentrale jederzeit.',
        },
        {
          who: 'mod',
          text: 'Wie passt so eine Arbeit zum Familienleben? Sie haben Kinder, oder?',
        },
        {
          who: 'b',
          text: 'Ja, zwei. Die sind acht und zwölf. Nach der Schicht schlafe ich bis mittags. Morgens bringt meine Frau die Kinder zur Schule, das liegt auf ihrem Weg ins Büro. Ich hole sie nachmittags ab und koche für alle. Von Montag bis Mittwoch hab ich frei, da machen wir viel zusammen. Was mir fehlt, sind die Samstagabende. Wenn Freunde eine Party machen, sitze ich im Bus.',
        },
        { who: 'mod', text: 'Gibt es eine Nacht, die Sie nie vergessen?' },
        {
          who: 'b',
          text: 'Oh ja. Das war letzten Winter, kurz vor Weihnachten. Es hat stark geschneit, und im Bus war nur noch ein älterer Herr. Er war eingeschlafen und hatte seine Haltestelle verpasst. Zurück fuhr kein Bus mehr, und ein Taxi war bei dem Schnee nicht zu bekommen. Aber sein Dorf liegt nicht an meiner Linie. Also hab ich mich bei der Zentrale gemeldet, und die haben gesagt: Kein Problem, fahren Sie den Mann hin. Ich hab ihn dann bis vor die Haustür gebracht.',
        },
        { who: 'mod', text: 'Haben Sie danach noch etwas von ihm gehört?' },
        {
          who: 'b',
          text: 'Ja, das ist das Schönste an der Geschichte. Zwei Wochen später kam ein Brief für mich ins Depot, mit einem Foto von ihm und seiner Frau vor ihrem Haus. Das Foto hängt heute noch bei uns zu Hause in der Küche.',
        },
        {
          who: 'mod',
          text: 'Und wie geht’s weiter? Wollen Sie immer nachts fahren?',
        },
        {
          who: 'b',
          text: 'Ehrlich gesagt, nein. Ich bin jetzt 51, und die Nächte werden anstrengender. Deshalb wechsle ich ab nächstem Sommer in den Tagdienst. Meine Frau hat sich nie über meine Arbeitszeiten beschwert, aber sie freut sich natürlich. Na ja, und ein bisschen vermissen werde ich die Nacht bestimmt. Die Stadt ist dann so still, fast wie eine andere Stadt.',
          say: 'Ehrlich gesagt, nein. Ich bin jetzt einundfünfzig, und die Nächte werden anstrengender. Deshalb wechsle ich ab nächstem Sommer in den Tagdienst. Meine Frau hat sich nie über meine Arbeitszeiten beschwert, aber sie freut sich natürlich. Na ja, und ein bisschen vermissen werde ich die Nacht bestimmt. Die Stadt ist dann so still, fast wie eine andere Stadt.',
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
        statement: 'Mit dem neuen Fahrplan fängt die Arbeit für Herrn Wendt später an als vorher.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Bis letzten Winter hat seine Schicht „um halb elf“ angefangen. Seit dem neuen Fahrplan beginnt er „erst um Viertel nach elf“, also 45 Minuten später.',
            en: 'Until last winter his shift started [[um halb elf]] (at half past ten). Since the new timetable he starts [[erst um Viertel nach elf]] (not until quarter past eleven), so 45 minutes later.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Wer „halb elf“ als Beginn notiert, nimmt die falsche Zeit: Das war vor dem neuen Fahrplan. Jetzt beginnt die Schicht um Viertel nach elf, also später.',
            en: 'If you note [[halb elf]] (half past ten) as the start, you take the wrong time: that was before the new timetable. Now the shift starts at quarter past eleven, which is later.',
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
        statement: 'Am Donnerstag fahren im Nachtbus vor allem junge Leute, die feiern waren.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Herr Wendt sagt: „donnerstags und sonntags sind es meistens Leute, die nachts arbeiten“, zum Beispiel Köche. Die jungen Leute von Partys fahren „freitags und samstags“.',
            en: 'Mr Wendt says [[donnerstags und sonntags sind es meistens Leute, die nachts arbeiten]] (on Thursdays and Sundays it’s mostly people who work at night), for example cooks. The young people from parties ride [[freitags und samstags]] (on Fridays and Saturdays).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Junge Leute aus Clubs und von Partys gibt es im Bus wirklich, aber an anderen Tagen: freitags und samstags. Falsche Zeit.',
            en: 'There really are young people from clubs and parties in the bus, but on other days: Fridays and Saturdays. Wrong time.',
          },
        },
        evidence: [
          'Freitags und samstags stimmt das auch.',
          'Aber donnerstags und sonntags sind es meistens Leute, die nachts arbeiten',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'ohr-method' },
      },
      {
        n: 48,
        statement: 'Auch nachts kommt Herr Wendt mit dem Bus oft in einen Stau.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Im Stau steht man „Tagsüber“. Über die Nacht sagt Herr Wendt: „Nachts sind die Straßen frei, und ich bin fast immer pünktlich.“',
            en: 'Traffic jams are a daytime thing: [[Tagsüber]] (during the day). About the night Mr Wendt says [[Nachts sind die Straßen frei, und ich bin fast immer pünktlich.]] (at night the roads are clear, and I’m almost always on time).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Das Wort „Stau“ hören Sie wirklich, aber es gehört zum Tag, nicht zur Nacht. Falsche Zeit.',
            en: 'You really do hear [[Stau]] (traffic jam), but it belongs to the daytime, not the night. Wrong time.',
          },
        },
        evidence: [
          'Tagsüber steht man in der Stadt ständig im Stau.',
          'Nachts sind die Straßen frei, und ich bin fast immer pünktlich.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 49,
        statement: 'Obwohl manche Fahrgäste laut werden, fühlt sich Herr Wendt im Nachtbus sicher.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Herr Wendt sagt: „ab und zu wird jemand laut oder unfreundlich.“ Aber dann: „Angst hab ich trotzdem nicht.“ Im Bus gibt es eine Kamera, und die Zentrale kann er jederzeit erreichen. Er fühlt sich also sicher.',
            en: 'Mr Wendt says [[ab und zu wird jemand laut oder unfreundlich]] (now and then someone gets loud or rude). But then [[Angst hab ich trotzdem nicht.]] (I’m still not afraid.) There is a camera in the bus, and he can reach the control centre at any time. So he feels safe.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „nicht“ in „Angst hab ich trotzdem nicht“. Aber das „nicht“ verneint die Angst. Keine Angst haben heißt mit anderen Wörtern: sich sicher fühlen.',
            en: 'You hear [[nicht]] in [[Angst hab ich trotzdem nicht]]. But the [[nicht]] cancels the fear: having no fear means feeling safe.',
          },
        },
        evidence: ['Aber ab und zu wird jemand laut oder unfreundlich.', 'Angst hab ich trotzdem nicht.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 50,
        statement: 'Herr Wendt bringt seine Kinder morgens zur Schule.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Herr Wendt sagt: „Morgens bringt meine Frau die Kinder zur Schule“. Er schläft dann noch und holt die Kinder erst nachmittags ab.',
            en: 'Mr Wendt says [[Morgens bringt meine Frau die Kinder zur Schule]] (in the morning my wife takes the children to school). He is still asleep then and only picks them up in the afternoon.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Kinder, Schule und morgens kommen im Text vor. Aber zur Schule bringt sie seine Frau. Falsche Person.',
            en: 'Children, school and the morning are all in the text. But it is his wife who takes them to school. Wrong person.',
          },
        },
        evidence: [
          'Morgens bringt meine Frau die Kinder zur Schule',
          'Ich hole sie nachmittags ab und koche für alle.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 51,
        statement: 'Herr Wendt findet es schade, dass er am Samstagabend nicht mit Freunden feiern kann.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Herr Wendt sagt: „Was mir fehlt, sind die Samstagabende. Wenn Freunde eine Party machen, sitze ich im Bus.“ Etwas fehlt ihm, also findet er es schade.',
            en: 'Mr Wendt says [[Was mir fehlt, sind die Samstagabende. Wenn Freunde eine Party machen, sitze ich im Bus.]] (What I miss is Saturday evenings. When friends have a party, I’m sitting in the bus.) He misses something, so he is sorry about it.',
          },
          '-': {
            trap: 'other-words',
            de: 'Das Wort „schade“ hören Sie nicht. „Was mir fehlt“ sagt dasselbe mit anderen Wörtern.',
            en: 'You don’t hear the word [[schade]] (a pity). [[Was mir fehlt]] (what I miss) says the same in other words.',
          },
        },
        evidence: [
          'Was mir fehlt, sind die Samstagabende.',
          'Wenn Freunde eine Party machen, sitze ich im Bus.',
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
            de: 'Herr Wendt hat sich bei der Zentrale gemeldet, und die hat gesagt: „Kein Problem, fahren Sie den Mann hin.“ Das ist eine Erlaubnis.',
            en: 'Mr Wendt contacted the control centre, and they said [[Kein Problem, fahren Sie den Mann hin.]] (No problem, drive the man there.) That is permission.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „sein Dorf liegt nicht an meiner Linie“. Das „nicht“ sagt nur: Das Dorf liegt nicht an seiner normalen Strecke. „Kein Problem, fahren Sie den Mann hin“ heißt mit anderen Wörtern: Die Zentrale erlaubt die Fahrt.',
            en: 'You hear [[sein Dorf liegt nicht an meiner Linie]] (his village isn’t on my route). That [[nicht]] only means the village is not on his usual route. [[Kein Problem, fahren Sie den Mann hin]] means in other words: the control centre allows the trip.',
          },
        },
        evidence: ['Aber sein Dorf liegt nicht an meiner Linie.', 'Kein Problem, fahren Sie den Mann hin.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 53,
        statement: 'Herr Wendt hat das Foto von dem Paar im Depot aufgehängt.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Der Brief mit dem Foto kam „ins Depot“. Aber das Foto „hängt heute noch bei uns zu Hause in der Küche“.',
            en: 'The letter with the photo came to the depot ([[ins Depot]]). But the photo [[hängt heute noch bei uns zu Hause in der Küche]] (still hangs in our kitchen at home today).',
          },
          '+': {
            trap: 'wrong-detail',
            de: '„Depot“ und „Foto“ hören Sie, aber das Depot ist nur der Ort, wo der Brief ankam. Das Foto hängt in seiner Küche. Falscher Ort.',
            en: 'You hear [[Depot]] and [[Foto]], but the depot is only where the letter arrived. The photo hangs in his kitchen. Wrong place.',
          },
        },
        evidence: [
          'Zwei Wochen später kam ein Brief für mich ins Depot, mit einem Foto von ihm und seiner Frau vor ihrem Haus.',
          'Das Foto hängt heute noch bei uns zu Hause in der Küche.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 54,
        statement:
          'Herr Wendt möchte in Zukunft tagsüber fahren, weil seine Frau sich über die Nachtarbeit beschwert hat.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Den Grund nennt Herr Wendt selbst: „Ich bin jetzt 51, und die Nächte werden anstrengender.“ Über seine Frau sagt er: „Meine Frau hat sich nie über meine Arbeitszeiten beschwert“.',
            en: 'Mr Wendt gives the reason himself: [[Ich bin jetzt 51, und die Nächte werden anstrengender.]] (I’m fifty-one now, and the nights are getting harder.) About his wife he says [[Meine Frau hat sich nie über meine Arbeitszeiten beschwert]] (my wife never complained about my working hours).',
          },
          '+': {
            trap: 'partly-true',
            de: 'Der erste Teil stimmt: Ab nächstem Sommer fährt er tagsüber. Aber der Grund ist falsch. Seine Frau freut sich, aber sie hat sich „nie“ beschwert.',
            en: 'The first half is true: from next summer he will drive in the daytime. But the reason is wrong. His wife is pleased, but she [[nie]] (never) complained.',
          },
        },
        evidence: [
          'Ich bin jetzt 51, und die Nächte werden anstrengender.',
          'Meine Frau hat sich nie über meine Arbeitszeiten beschwert',
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
            de: 'Herr Wendt sagt: „ein bisschen vermissen werde ich die Nacht bestimmt.“ Etwas vermissen heißt: Es fehlt einem.',
            en: 'Mr Wendt says [[ein bisschen vermissen werde ich die Nacht bestimmt]] (I’m sure I’ll miss the night a little). If you miss something ([[vermissen]]), it is missing from your life: it will [[fehlen]].',
          },
          '-': {
            trap: 'other-words',
            de: '„Ehrlich gesagt, nein“ heißt nur: Er will nicht immer nachts fahren. Dass ihm die Nacht trotzdem fehlen wird, sagt er danach mit dem Wort „vermissen“.',
            en: '[[Ehrlich gesagt, nein]] (to be honest, no) only means he doesn’t want to drive at night forever. That he will still miss the night he says afterwards, with the word [[vermissen]].',
          },
        },
        evidence: ['ein bisschen vermissen werde ich die Nacht bestimmt'],
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
              text: 'Guten Tag, Herr Kowalski, hier ist die Praxis Doktor Seidel. Ich rufe wegen Ihrer Blutabnahme an. Wir haben einen Termin für Sie am Donnerstag, ach nein, falsch, am Freitag, um Viertel nach acht. Bitte essen Sie an diesem Morgen vorher nichts. Wasser dürfen Sie aber trinken. Und denken Sie bitte an Ihre Versichertenkarte. Wenn der Termin nicht passt, rufen Sie uns einfach zurück. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Der Termin für die Blutabnahme ist am Freitag um 8:15 Uhr.',
        key: '+',
        decidedBy: 'self-correction',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Praxis korrigiert den Tag: „am Donnerstag, ach nein, falsch, am Freitag, um Viertel nach acht“. Viertel nach acht ist 8:15 Uhr. Der Termin ist also am Freitag um 8:15 Uhr.',
            en: 'The practice corrects the day: [[am Donnerstag, ach nein, falsch, am Freitag, um Viertel nach acht]] (on Thursday, oh no, wrong, on Friday, at quarter past eight). Quarter past eight is 8:15. So the appointment is on Friday at 8:15.',
          },
          '-': {
            trap: 'corrected',
            de: 'Wer nur „Donnerstag“ notiert, entscheidet falsch. Der Tag wird gleich korrigiert, und die letzte Information zählt: Freitag.',
            en: 'If you only note [[Donnerstag]] (Thursday), you get it wrong. The day is corrected straight away, and the last information counts: [[Freitag]] (Friday).',
          },
        },
        evidence: ['am Donnerstag, ach nein, falsch, am Freitag, um Viertel nach acht'],
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
              text: 'Liebe Kundinnen und Kunden, herzlich willkommen im Kaufhaus Mertens! Nur heute bekommen Sie in unserer Sportabteilung im dritten Stock alle Fahrräder 20 Prozent günstiger. Das gilt allerdings nicht für Elektroräder. Außerdem gibt’s zu jedem Fahrrad einen Helm gratis dazu. Unsere Fahrradexperten beraten Sie heute bis 18 Uhr. Wir wünschen Ihnen einen schönen Einkauf!',
              say: 'Liebe Kundinnen und Kunden, herzlich willkommen im Kaufhaus Mertens! Nur heute bekommen Sie in unserer Sportabteilung im dritten Stock alle Fahrräder zwanzig Prozent günstiger. Das gilt allerdings nicht für Elektroräder. Außerdem gibt’s zu jedem Fahrrad einen Helm gratis dazu. Unsere Fahrradexperten beraten Sie heute bis achtzehn Uhr. Wir wünschen Ihnen einen schönen Einkauf!',
            },
          ],
        },
        statement: 'Heute sind auch Fahrräder mit Elektromotor billiger.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Fahrräder sind heute 20 Prozent günstiger, aber: „Das gilt allerdings nicht für Elektroräder.“',
            en: 'The bikes are twenty per cent cheaper today, but [[Das gilt allerdings nicht für Elektroräder.]] (This does not apply to e-bikes, though.)',
          },
          '+': {
            trap: 'negation',
            de: 'Ein Fahrrad mit Elektromotor ist ein Elektrorad, und der Text sagt: „nicht für Elektroräder“. Der Rabatt gilt für diese Räder also nicht. Der Text sagt das Gegenteil der Aussage.',
            en: 'A bike with an electric motor is an e-bike, and the text says [[nicht für Elektroräder]] (not for e-bikes). So the discount does not apply to them. The text says the opposite of the statement.',
          },
        },
        evidence: ['alle Fahrräder 20 Prozent günstiger', 'Das gilt allerdings nicht für Elektroräder.'],
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
              text: 'Und nun das Wetter für das Wochenende. Am Samstag bleibt es trocken. Am Vormittag gibt’s noch ein paar Wolken, am Nachmittag scheint dann überall die Sonne, bei bis zu 23 Grad. Am Sonntag wird es deutlich kühler, mit höchstens 16 Grad, und ab Mittag kommt Regen. In den Bergen kann es auch gewittern. Erst am Montag wird es wieder freundlicher.',
              say: 'Und nun das Wetter für das Wochenende. Am Samstag bleibt es trocken. Am Vormittag gibt’s noch ein paar Wolken, am Nachmittag scheint dann überall die Sonne, bei bis zu dreiundzwanzig Grad. Am Sonntag wird es deutlich kühler, mit höchstens sechzehn Grad, und ab Mittag kommt Regen. In den Bergen kann es auch gewittern. Erst am Montag wird es wieder freundlicher.',
            },
          ],
        },
        statement: 'Am Sonntag wird es nicht so warm wie am Samstag.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Am Samstag gibt es „bis zu 23 Grad“, am Sonntag „höchstens 16 Grad“. Der Sprecher sagt auch: „Am Sonntag wird es deutlich kühler“.',
            en: 'On Saturday it reaches [[bis zu 23 Grad]] (up to 23 degrees), on Sunday [[höchstens 16 Grad]] (16 degrees at most). The speaker also says [[Am Sonntag wird es deutlich kühler]] (on Sunday it gets much cooler).',
          },
          '-': {
            trap: 'other-words',
            de: 'Die Aussage benutzt andere Wörter: „nicht so warm wie“ bedeutet „kühler“. Notieren Sie jede Zahl mit ihrem Tag: Sa 23°, So 16°.',
            en: 'The statement uses other words: [[nicht so warm wie]] (not as warm as) means [[kühler]] (cooler). Note each number with its day: Sa 23°, So 16°.',
          },
        },
        evidence: ['bei bis zu 23 Grad', 'Am Sonntag wird es deutlich kühler, mit höchstens 16 Grad'],
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
              text: 'Achtung, eine Information für alle Gäste des Kindertheaters „Der Drache im Keller“, Beginn 16 Uhr. Die Vorstellung ist heute nicht im großen Saal, sondern im Studio im ersten Stock. Der Einlass beginnt um halb vier. Bitte halten Sie Ihre Eintrittskarten bereit. Familien mit Kinderwagen nehmen bitte den Aufzug neben der Garderobe. Vielen Dank.',
              say: 'Achtung, eine Information für alle Gäste des Kindertheaters „Der Drache im Keller“, Beginn sechzehn Uhr. Die Vorstellung ist heute nicht im großen Saal, sondern im Studio im ersten Stock. Der Einlass beginnt um halb vier. Bitte halten Sie Ihre Eintrittskarten bereit. Familien mit Kinderwagen nehmen bitte den Aufzug neben der Garderobe. Vielen Dank.',
            },
          ],
        },
        statement: 'Der Einlass zum Kindertheater beginnt um 16 Uhr.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Um 16 Uhr beginnt das Stück. In den Saal kann man schon früher: „Der Einlass beginnt um halb vier“, also um 15:30 Uhr.',
            en: 'At 16:00 the play begins. The audience can go in earlier: [[Der Einlass beginnt um halb vier]] (admission starts at half past three), so at 15:30.',
          },
          '+': {
            trap: 'wrong-detail',
            de: '„16 Uhr“ hören Sie wirklich, aber das ist der Beginn der Vorstellung, nicht des Einlasses. Falsche Zeit.',
            en: 'You really do hear [[16 Uhr]], but that is when the play begins, not when admission starts. Wrong time.',
          },
        },
        evidence: ['Beginn 16 Uhr', 'Der Einlass beginnt um halb vier.'],
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
              text: 'Hallo, Frau Busch, hier ist Niko vom Fitnessstudio Aktiv. Sie sind ja für den Rückenkurs am Dienstagabend angemeldet. Leider ist unsere Trainerin krank, deshalb fällt der Kurs diese Woche aus. Nächste Woche geht’s dann ganz normal weiter, wie immer um halb sieben. Als kleine Entschuldigung können Sie diese Woche kostenlos einen anderen Kurs besuchen, zum Beispiel am Donnerstag Yoga. Sagen Sie einfach vorher an der Theke Bescheid. Tschüss!',
            },
          ],
        },
        statement: 'Der Rückenkurs fällt am Dienstag aus und findet dafür diese Woche am Donnerstag statt.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Niko sagt: „deshalb fällt der Kurs diese Woche aus“. Der Rückenkurs geht erst nächste Woche weiter, „wie immer um halb sieben“. Am Donnerstag gibt es Yoga, also einen anderen Kurs.',
            en: 'Niko says [[deshalb fällt der Kurs diese Woche aus]] (so the class is cancelled this week). The back class only continues next week, [[wie immer um halb sieben]] (as always at half past six). On Thursday there is yoga, which is a different class.',
          },
          '+': {
            trap: 'partly-true',
            de: 'Der erste Teil stimmt: Der Kurs fällt diese Woche aus. Aber am Donnerstag ist nicht der Rückenkurs, sondern Yoga. Das kann Frau Busch kostenlos ausprobieren.',
            en: 'The first half is true: the class is cancelled this week. But on Thursday it is not the back class but yoga, which Ms Busch can try for free.',
          },
        },
        evidence: ['deshalb fällt der Kurs diese Woche aus', 'zum Beispiel am Donnerstag Yoga'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
    ],
  },
} satisfies ModelTestListening;
