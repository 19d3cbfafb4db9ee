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
              text: 'Mein Handy ist für mich super wichtig. Da ist alles drauf: meine Musik, meine Fotos, meine Chats mit Freunden. Seit letztem Monat gibt’s bei uns zu Hause eine Regel: Beim Abendessen liegen alle Handys im Flur, auch das von meinem Vater. Mein Bruder findet die Regel total blöd und schimpft jeden Abend. Ich hab am Anfang auch geschimpft. Aber wir reden jetzt viel mehr miteinander, und mein Vater liest beim Essen keine E-Mails mehr. Von mir aus kann das so bleiben.',
            },
          ],
        },
        statement: 'Merle ist mit der neuen Regel ihrer Familie zufrieden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Merle sagt über die Regel: „Von mir aus kann das so bleiben.“ Sie reden jetzt mehr miteinander, und ihr Vater liest beim Essen keine E-Mails mehr. Sie ist also zufrieden.',
            en: 'About the rule Merle says [[Von mir aus kann das so bleiben.]] (as far as I’m concerned it can stay that way). They talk more now, and her father no longer reads e-mails at dinner. So she is happy with it ([[zufrieden]]).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „total blöd“ und „schimpft jeden Abend“. Das gilt aber für Merles Bruder: falsche Person. Merle hat nur „am Anfang“ geschimpft: falsche Zeit. Heute kann die Regel für sie so bleiben.',
            en: 'You hear [[total blöd]] (totally stupid) and [[schimpft jeden Abend]] (grumbles every evening). But that is Merle’s brother: the wrong person. Merle only grumbled [[am Anfang]] (at first): the wrong time. Today, for her, the rule can stay.',
          },
        },
        evidence: [
          'Mein Bruder findet die Regel total blöd und schimpft jeden Abend.',
          'Von mir aus kann das so bleiben.',
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
              text: 'Für mich selbst ist das Handy nicht so wichtig. Aber bei uns gibt’s gerade eine große Diskussion. Mein Sohn ist zwölf und wünscht sich seit Monaten ein eigenes Smartphone. Im Frühling wollte ich ihm sofort eins kaufen, dann wäre endlich Ruhe. Aber dann hab ich mit anderen Eltern gesprochen, und jetzt sehen mein Mann und ich das gleich: Er bekommt eins zu seinem dreizehnten Geburtstag, im Dezember, nicht früher. Bis dahin hat er mein altes Handy. Damit kann er telefonieren und Nachrichten schreiben, das reicht.',
            },
          ],
        },
        statement: 'Carola möchte ihrem Sohn sofort ein Smartphone kaufen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Sofort kaufen wollte Carola nur „Im Frühling“. Nach dem Gespräch mit anderen Eltern sagt sie: „Er bekommt eins zu seinem dreizehnten Geburtstag, im Dezember, nicht früher.“ Bis dahin hat ihr Sohn ihr altes Handy.',
            en: 'Carola only wanted to buy one at once [[Im Frühling]] (in the spring). After talking to other parents she says [[Er bekommt eins zu seinem dreizehnten Geburtstag, im Dezember, nicht früher.]] (he’ll get one for his thirteenth birthday, in December, not earlier). Until then her son has her old phone.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „wollte ich ihm sofort eins kaufen“, fast die Wörter der Aussage. Aber das war im Frühling, vor dem Gespräch mit anderen Eltern. Jetzt bekommt der Sohn das Smartphone erst im Dezember. Falsche Zeit.',
            en: 'You hear [[wollte ich ihm sofort eins kaufen]] (I wanted to buy him one at once), almost the words of the statement. But that was in the spring, before she talked to other parents. Now her son gets the smartphone only in December. Wrong time.',
          },
        },
        evidence: [
          'Im Frühling wollte ich ihm sofort eins kaufen',
          'Er bekommt eins zu seinem dreizehnten Geburtstag, im Dezember, nicht früher.',
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
              text: 'Ich bin Programmierer, also sitze ich den ganzen Tag vor dem Bildschirm. Früher hab ich abends auf dem Sofa noch stundenlang aufs Handy geschaut, und danach konnte ich oft nicht einschlafen. Seit ein paar Wochen schalte ich es um neun aus und lese stattdessen ein Buch. Meine Freundin macht jetzt mit, aber sie sagt: Ich schlafe dadurch kein bisschen besser. Na ja, sie trinkt abends ja auch noch Kaffee. Ich schlafe jetzt schnell ein, wache nachts nicht mehr auf und bin morgens viel fitter.',
            },
          ],
        },
        statement: 'Seit Emre abends sein Handy ausschaltet, schläft er besser.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Seit ein paar Wochen schaltet Emre das Handy „um neun“ aus. Über sich sagt er: „Ich schlafe jetzt schnell ein, wache nachts nicht mehr auf und bin morgens viel fitter.“ Das heißt: Er schläft besser.',
            en: 'For a few weeks Emre has been switching his phone off [[um neun]] (at nine). About himself he says [[Ich schlafe jetzt schnell ein, wache nachts nicht mehr auf und bin morgens viel fitter.]] (now I fall asleep quickly, no longer wake up at night and am much fitter in the morning). That means he sleeps better.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Ich schlafe dadurch kein bisschen besser“, fast die Wörter der Aussage. Das sagt aber Emres Freundin über sich. Emre selbst schläft jetzt schnell ein und wacht nachts nicht mehr auf. Falsche Person.',
            en: 'You hear [[Ich schlafe dadurch kein bisschen besser]] (I don’t sleep any better because of it), almost the words of the statement. But that is Emre’s girlfriend speaking about herself. Emre himself now falls asleep quickly and no longer wakes up at night. Wrong person.',
          },
        },
        evidence: [
          'Seit ein paar Wochen schalte ich es um neun aus',
          'Ich schlafe jetzt schnell ein, wache nachts nicht mehr auf und bin morgens viel fitter.',
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
          text: 'Ja, so ungefähr. Heute hab ich mir extra einen Wecker gestellt.',
        },
        { who: 'mod', text: 'Wie sehen denn Ihre Arbeitszeiten aus?' },
        {
          who: 'b',
          text: 'Ich arbeite vier Nächte in der Woche, von Donnerstag bis Sonntag. Neun Jahre lang hat meine Schicht um halb elf angefangen. Im Dezember kam dann der neue Fahrplan. Viel geändert hat sich für mich dadurch nicht, die Schicht ist nicht kürzer geworden und nicht länger. Ich bring den Bus jetzt nur erst gegen sechs am Morgen zurück ins Depot, vorher war das halb sechs. Dafür kann ich abends eine halbe Stunde länger mit meiner Familie am Tisch sitzen, bevor ich losmuss.',
        },
        {
          who: 'mod',
          text: 'Und wer fährt da mit? Ich stelle mir vor: vor allem Leute, die feiern waren.',
        },
        {
          who: 'b',
          text: 'Freitags und samstags stimmt das: Da ist der Bus voll mit jungen Leuten, die aus Clubs oder von Partys kommen. Und donnerstags war im Club am Bahnhof immer Studentenabend, da war es genauso. Viele kenne ich schon seit Jahren. An den anderen Abenden sind es meistens Leute, die nachts arbeiten: Köche, Leute vom Flughafen, Leute von der Reinigungsfirma. Seit der Club am Bahnhof zu ist, fahren auch donnerstags fast nur noch sie mit.',
        },
        { who: 'mod', text: 'Was gefällt Ihnen an der Arbeit in der Nacht?' },
        {
          who: 'b',
          text: 'Die Ruhe. Ich bin früher auch tagsüber gefahren. Da war ich oft nicht pünktlich, weil ich ständig im Stau stand. Nachts sind die Straßen frei, da macht das Fahren richtig Spaß.',
        },
        { who: 'mod', text: 'Und was gefällt Ihnen nicht so?' },
        {
          who: 'b',
          text: 'Tja, manche Fahrgäste haben zu viel getrunken. Die meisten sind harmlos, die schlafen einfach ein, und ich muss sie an der Endhaltestelle wecken. Deshalb fahre ich auch mal zwei, drei Minuten zu spät los, aber höchstens einmal im Monat. Und ab und zu wird jemand laut oder unfreundlich. Eine Kollegin fährt deshalb nur noch tagsüber. Sie sagt: Nachts fühle ich mich im Bus nicht mehr sicher. Das kann ich gut verstehen, sie hat schon Schlimmes erlebt. In jedem Bus gibt’s zum Glück eine Kamera, und über Funk erreiche ich die Zentrale jederzeit. Wenn mal einer rumschreit, fahre ich einfach ruhig weiter. Angst macht mir das nicht.',
        },
        {
          who: 'mod',
          text: 'Wie passt so eine Arbeit zum Familienleben? Sie haben Kinder, oder?',
        },
        {
          who: 'b',
          text: 'Ja, zwei. Von Montag bis Mittwoch hab ich frei. Morgens bring ich die Kinder selbst zur Schule, nachmittags hole ich sie ab und koche für alle. Was mir fehlt? Ehrlich gesagt, nicht viel. Ich bin kein großer Partymensch. Nach einer Nachtschicht schlafe ich natürlich bis mittags, da nimmt meine Frau die Kinder auf dem Weg ins Büro mit. Und wenn unsere Freunde samstagabends zusammen grillen und tanzen, sitze ich im Bus. Das tut mir manchmal schon ein bisschen weh.',
        },
        { who: 'mod', text: 'Gibt es eine Nacht, die Sie nie vergessen?' },
        {
          who: 'b',
          text: 'Oh ja. Das war letzten Winter, kurz vor Weihnachten. Es hat stark geschneit, und im Bus war nur noch ein älterer Herr. Er war eingeschlafen und hatte seine Haltestelle verpasst. Zurück fuhr kein Bus mehr, und ein Taxi war bei dem Schnee nicht zu bekommen. Aber sein Dorf liegt nicht an meiner Linie. Mit dem Bus die Linie verlassen, das ist streng verboten, da gibt’s keine Diskussion. Ich hab mich bei der Zentrale gemeldet und die Geschichte erzählt. Die Frau dort hat kurz überlegt. Dann hat sie gesagt: Bei dem Wetter lassen wir niemanden an der Haltestelle stehen, fahren Sie ihn nach Hause. Ich hab ihn dann bis vor die Haustür gebracht.',
        },
        { who: 'mod', text: 'Haben Sie danach noch etwas von ihm gehört?' },
        {
          who: 'b',
          text: 'Ja, das ist das Schönste an der Geschichte. Zwei Wochen später kam ein Brief für mich ins Depot, mit einem Foto von ihm und seiner Frau vor ihrem Haus. Mein Chef hat es gleich am Schwarzen Brett aufgehängt, damit es alle Kollegen sehen. Alle waren ganz gerührt. Meine Kinder wollten es natürlich auch sehen. Heute hängt es bei uns zu Hause in der Küche.',
        },
        {
          who: 'mod',
          text: 'Und wie geht’s weiter? Wollen Sie immer nachts fahren?',
        },
        {
          who: 'b',
          text: 'Ehrlich gesagt, nein. Ab nächstem Sommer wechsle ich in den Tagdienst. Meine Frau wünscht sich das schon lange, sie hätte mich abends gern zu Hause. Aber ich bin jetzt 51, und die Nächte werden einfach anstrengender. Nach einer Schicht bin ich heute zwei Tage lang müde. Darum wechsle ich, nicht wegen meiner Frau. Meine Kollegen sagen: Die Nächte werden dir bestimmt nicht fehlen, du wirst froh sein, wenn du endlich wieder normal schläfst. Mit dem Schlaf haben sie sicher recht. Und auf betrunkene Fahrgäste kann ich auch gut verzichten. Aber die Fahrten durch die stille Stadt um drei Uhr nachts, die werde ich bestimmt ein bisschen vermissen.',
          say: 'Ehrlich gesagt, nein. Ab nächstem Sommer wechsle ich in den Tagdienst. Meine Frau wünscht sich das schon lange, sie hätte mich abends gern zu Hause. Aber ich bin jetzt einundfünfzig, und die Nächte werden einfach anstrengender. Nach einer Schicht bin ich heute zwei Tage lang müde. Darum wechsle ich, nicht wegen meiner Frau. Meine Kollegen sagen: Die Nächte werden dir bestimmt nicht fehlen, du wirst froh sein, wenn du endlich wieder normal schläfst. Mit dem Schlaf haben sie sicher recht. Und auf betrunkene Fahrgäste kann ich auch gut verzichten. Aber die Fahrten durch die stille Stadt um drei Uhr nachts, die werde ich bestimmt ein bisschen vermissen.',
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
            de: 'Zwei Informationen zusammen: Die Schicht ist seit dem neuen Fahrplan „nicht kürzer geworden und nicht länger“, aber er bringt den Bus „erst gegen sechs“ zurück statt um halb sechs. Und: „Dafür kann ich abends eine halbe Stunde länger mit meiner Familie am Tisch sitzen, bevor ich losmuss.“ Die Schicht beginnt also eine halbe Stunde später.',
            en: 'Two pieces of information together: since the new timetable the shift has become [[nicht kürzer … und nicht länger]] (neither shorter nor longer), but he brings the bus back [[erst gegen sechs]] (only around six) instead of half past five. And: [[Dafür kann ich abends eine halbe Stunde länger mit meiner Familie am Tisch sitzen, bevor ich losmuss.]] (in return I can sit at the table with my family half an hour longer in the evening before I have to leave). So the shift starts half an hour later.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „um halb elf angefangen“ und „Viel geändert hat sich für mich dadurch nicht“. Das klingt, als wäre die Zeit gleich geblieben. Aber halb elf war die Zeit der letzten neun Jahre, und die Schicht endet jetzt später und ist gleich lang. Die Aussage sagt mit anderen Wörtern, was daraus folgt.',
            en: 'You hear [[um halb elf angefangen]] (started at half past ten) and [[Viel geändert hat sich für mich dadurch nicht]] (not much has changed for me). It sounds as if the time had stayed the same. But half past ten was the time of the last nine years, and the shift now ends later and is just as long. The statement says in other words what follows from that.',
          },
        },
        evidence: [
          'Neun Jahre lang hat meine Schicht um halb elf angefangen.',
          'Dafür kann ich abends eine halbe Stunde länger mit meiner Familie am Tisch sitzen, bevor ich losmuss.',
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
            de: 'Der Studentenabend war im Club am Bahnhof. Herr Wendt sagt später: „Seit der Club am Bahnhof zu ist, fahren auch donnerstags fast nur noch sie mit.“ „sie“ sind die Leute, die nachts arbeiten.',
            en: 'The student night was at the club by the station. Later Mr Wendt says [[Seit der Club am Bahnhof zu ist, fahren auch donnerstags fast nur noch sie mit.]] (since the club by the station closed, on Thursdays too it’s almost only them on the bus). [[sie]] (them) are the people who work at night.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören: Freitags und samstags ist der Bus voll mit jungen Leuten von Partys, „und donnerstags … da war es genauso.“ Aber „war“: Den Club gibt es nicht mehr. Das sagt Herr Wendt erst drei Sätze später. Falsche Zeit.',
            en: 'You hear that on Fridays and Saturdays the bus is full of young people from parties, [[und donnerstags … da war es genauso]] (and on Thursdays … it was just the same). But [[war]] (was): the club no longer exists. Mr Wendt says so only three sentences later. Wrong time.',
          },
        },
        evidence: [
          'Und donnerstags war im Club am Bahnhof immer Studentenabend, da war es genauso.',
          'Seit der Club am Bahnhof zu ist, fahren auch donnerstags fast nur noch sie mit.',
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
            de: 'Nachts sind die Straßen frei. In der nächsten Antwort sagt Herr Wendt: „Deshalb fahre ich auch mal zwei, drei Minuten zu spät los, aber höchstens einmal im Monat.“ Einmal im Monat ist nicht oft.',
            en: 'At night the roads are clear. In his next answer Mr Wendt says [[Deshalb fahre ich auch mal zwei, drei Minuten zu spät los, aber höchstens einmal im Monat.]] (that’s why I sometimes leave two or three minutes late, but once a month at most). Once a month is not often.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Da war ich oft nicht pünktlich“, fast die Wörter der Aussage. Aber das war früher, als er „tagsüber gefahren“ ist. Im Nachtbus ist er höchstens einmal im Monat ein paar Minuten zu spät. Falsche Zeit.',
            en: 'You hear [[Da war ich oft nicht pünktlich]] (I was often not on time then), almost the words of the statement. But that was before, when he drove [[tagsüber]] (in the daytime). On the night bus he is a few minutes late once a month at most. Wrong time.',
          },
        },
        evidence: [
          'Da war ich oft nicht pünktlich, weil ich ständig im Stau stand.',
          'Deshalb fahre ich auch mal zwei, drei Minuten zu spät los, aber höchstens einmal im Monat.',
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
            de: 'Herr Wendt nennt die Kamera und den Funk zur Zentrale und sagt: „Wenn mal einer rumschreit, fahre ich einfach ruhig weiter. Angst macht mir das nicht.“ Er fühlt sich also sicher.',
            en: 'Mr Wendt mentions the camera and the radio link to the control centre and says [[Wenn mal einer rumschreit, fahre ich einfach ruhig weiter. Angst macht mir das nicht.]] (if someone shouts, I just drive on calmly. It doesn’t frighten me). So he feels safe.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Nachts fühle ich mich im Bus nicht mehr sicher“, fast die Wörter der Aussage, und Herr Wendt sagt dazu: „Das kann ich gut verstehen“. Aber das sagt eine Kollegin über sich. Er versteht sie, hat aber selbst keine Angst. Falsche Person.',
            en: 'You hear [[Nachts fühle ich mich im Bus nicht mehr sicher]] (at night I no longer feel safe in the bus), almost the words of the statement, and Mr Wendt adds [[Das kann ich gut verstehen]] (I can understand that well). But a colleague says it about herself. He understands her, but is not afraid himself. Wrong person.',
          },
        },
        evidence: ['Nachts fühle ich mich im Bus nicht mehr sicher.', 'Angst macht mir das nicht.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 50,
        statement: 'Herr Wendt bringt seine Kinder jeden Morgen zur Schule.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Frei hat Herr Wendt nur „Von Montag bis Mittwoch“. Später sagt er: „Nach einer Nachtschicht schlafe ich natürlich bis mittags, da nimmt meine Frau die Kinder auf dem Weg ins Büro mit.“ An diesen Tagen bringt also seine Frau die Kinder.',
            en: 'Mr Wendt is off only [[Von Montag bis Mittwoch]] (from Monday to Wednesday). Later he says [[Nach einer Nachtschicht schlafe ich natürlich bis mittags, da nimmt meine Frau die Kinder auf dem Weg ins Büro mit.]] (after a night shift I sleep till noon, of course, so my wife takes the children along on her way to the office). On those days his wife takes the children.',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören „Morgens bring ich die Kinder selbst zur Schule“. Das stimmt, aber nur an seinen freien Tagen. Nach einer Nachtschicht schläft er, dann bringt seine Frau die Kinder. „jeden Morgen“ stimmt nicht.',
            en: 'You hear [[Morgens bring ich die Kinder selbst zur Schule]] (in the mornings I take the children to school myself). That is true, but only on his days off. After a night shift he sleeps, and his wife takes the children. [[jeden Morgen]] (every morning) is wrong.',
          },
        },
        evidence: [
          'Morgens bring ich die Kinder selbst zur Schule',
          'Nach einer Nachtschicht schlafe ich natürlich bis mittags, da nimmt meine Frau die Kinder auf dem Weg ins Büro mit.',
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
            de: 'Herr Wendt sagt: „Und wenn unsere Freunde samstagabends zusammen grillen und tanzen, sitze ich im Bus. Das tut mir manchmal schon ein bisschen weh.“ Es tut ihm weh, also findet er es schade.',
            en: 'Mr Wendt says [[Und wenn unsere Freunde samstagabends zusammen grillen und tanzen, sitze ich im Bus. Das tut mir manchmal schon ein bisschen weh.]] (and when our friends have a barbecue and dance on Saturday evenings, I’m sitting in the bus. That does hurt a little sometimes). It hurts, so he is sorry about it.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Was mir fehlt? Ehrlich gesagt, nicht viel“ und „kein großer Partymensch“. Das sagt Herr Wendt am Anfang, ganz allgemein. Später sagt er über die Samstagabende mit Freunden: „Das tut mir manchmal schon ein bisschen weh.“ Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Was mir fehlt? Ehrlich gesagt, nicht viel]] (what do I miss? Honestly, not much) and [[kein großer Partymensch]] (not a big party person). Mr Wendt says that at the start, in general. Later he says about Saturday evenings with friends [[Das tut mir manchmal schon ein bisschen weh.]] (that does hurt a little sometimes). The statement says this in other words.',
          },
        },
        evidence: [
          'Und wenn unsere Freunde samstagabends zusammen grillen und tanzen, sitze ich im Bus.',
          'Das tut mir manchmal schon ein bisschen weh.',
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
            de: 'Herr Wendt hat der Zentrale die Geschichte erzählt. Die Frau dort hat gesagt: „Bei dem Wetter lassen wir niemanden an der Haltestelle stehen, fahren Sie ihn nach Hause.“ Das ist eine Erlaubnis, und er hat den Mann bis vor die Haustür gebracht.',
            en: 'Mr Wendt told the control centre the story. The woman there said [[Bei dem Wetter lassen wir niemanden an der Haltestelle stehen, fahren Sie ihn nach Hause.]] (in this weather we leave nobody standing at the stop, drive him home). That is permission, and he took the man right to his front door.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „das ist streng verboten, da gibt’s keine Diskussion“. Das ist die normale Regel. Die Zentrale hat für diesen Fall aber „fahren Sie ihn nach Hause“ gesagt; die Aussage sagt mit anderen Wörtern: Sie hat es erlaubt.',
            en: 'You hear [[das ist streng verboten, da gibt’s keine Diskussion]] (that is strictly forbidden, no discussion). That is the normal rule. For this case, though, the control centre said [[fahren Sie ihn nach Hause]] (drive him home); the statement says in other words that it gave permission.',
          },
        },
        evidence: [
          'das ist streng verboten, da gibt’s keine Diskussion',
          'Bei dem Wetter lassen wir niemanden an der Haltestelle stehen, fahren Sie ihn nach Hause.',
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
            de: 'Am Ende der Antwort sagt Herr Wendt: „Heute hängt es bei uns zu Hause in der Küche.“ Im Depot hängt das Foto also nicht mehr.',
            en: 'At the end of his answer Mr Wendt says [[Heute hängt es bei uns zu Hause in der Küche.]] (today it hangs at home in our kitchen). So the photo no longer hangs in the depot.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „am Schwarzen Brett aufgehängt, damit es alle Kollegen sehen“, fast die Wörter der Aussage. Das war aber, als der Brief kam. Wo das Foto heute hängt, sagt Herr Wendt erst zwei Sätze später. Falsche Zeit.',
            en: 'You hear [[am Schwarzen Brett aufgehängt, damit es alle Kollegen sehen]] (put up on the notice board so all colleagues can see it), almost the words of the statement. But that was when the letter came. Where the photo hangs today Mr Wendt says only two sentences later. Wrong time.',
          },
        },
        evidence: [
          'Mein Chef hat es gleich am Schwarzen Brett aufgehängt, damit es alle Kollegen sehen.',
          'Heute hängt es bei uns zu Hause in der Küche.',
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
            de: 'Herr Wendt nennt sein Alter und die Müdigkeit: „Nach einer Schicht bin ich heute zwei Tage lang müde.“ Dann sagt er: „Darum wechsle ich, nicht wegen meiner Frau.“',
            en: 'Mr Wendt names his age and his tiredness: [[Nach einer Schicht bin ich heute zwei Tage lang müde.]] (after a shift I’m tired for two days now). Then he says [[Darum wechsle ich, nicht wegen meiner Frau.]] (that’s why I’m changing, not because of my wife).',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören „Meine Frau wünscht sich das schon lange“. Der erste Teil der Aussage stimmt also: Er wechselt, und seine Frau möchte das. Aber sie ist nicht der Grund. Der Grund ist sein Alter; das sagt er erst drei Sätze später.',
            en: 'You hear [[Meine Frau wünscht sich das schon lange]] (my wife has wanted that for a long time). So the first half of the statement is true: he is changing, and his wife wants it. But she is not the reason. The reason is his age; he says so only three sentences later.',
          },
        },
        evidence: ['Meine Frau wünscht sich das schon lange', 'Darum wechsle ich, nicht wegen meiner Frau.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 55,
        statement: 'Herr Wendt glaubt, dass ihm die Fahrten in der Nacht später etwas fehlen werden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Ganz am Ende sagt Herr Wendt: „Aber die Fahrten durch die stille Stadt um drei Uhr nachts, die werde ich bestimmt ein bisschen vermissen.“ Etwas vermissen heißt: Es fehlt einem.',
            en: 'At the very end Mr Wendt says [[Aber die Fahrten durch die stille Stadt um drei Uhr nachts, die werde ich bestimmt ein bisschen vermissen.]] (but the drives through the quiet city at three in the morning, I’m sure I’ll miss them a little). If you miss something ([[vermissen]]), it will [[fehlen]].',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Die Nächte werden dir bestimmt nicht fehlen“, fast die Wörter der Aussage, und Herr Wendt gibt den Kollegen beim Schlaf recht; auf betrunkene Fahrgäste kann er auch „gut verzichten“. Aber die Fahrten durch die stille Stadt wird er vermissen. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Die Nächte werden dir bestimmt nicht fehlen]] (you certainly won’t miss the nights), almost the words of the statement, and Mr Wendt agrees with his colleagues about sleep; he can also [[gut verzichten]] (easily do without) drunk passengers. But he will miss the drives through the quiet city. The statement says this in other words.',
          },
        },
        evidence: [
          'Die Nächte werden dir bestimmt nicht fehlen',
          'die werde ich bestimmt ein bisschen vermissen',
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
              text: 'Guten Tag, Herr Kowalski, hier ist die Praxis Doktor Seidel. Ich rufe wegen Ihrer Blutabnahme an. Sie hatten ja nach einem Termin am Freitag gefragt. Freitags machen wir eigentlich keine Blutabnahmen, da hat Doktor Seidel viele Hausbesuche. Bei Ihnen geht es aber ausnahmsweise: Wir sehen uns am Freitag um Viertel nach acht. Bitte seien Sie zehn Minuten früher da, also um fünf nach acht, wegen der Anmeldung. Essen Sie an diesem Morgen vorher nichts. Wasser dürfen Sie aber trinken. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Der Termin für die Blutabnahme ist am Freitag um 8:15 Uhr.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Praxis sagt: „Bei Ihnen geht es aber ausnahmsweise: Wir sehen uns am Freitag um Viertel nach acht.“ Viertel nach acht ist 8:15 Uhr. Um fünf nach acht soll Herr Kowalski nur schon zur Anmeldung da sein.',
            en: 'The practice says [[Bei Ihnen geht es aber ausnahmsweise: Wir sehen uns am Freitag um Viertel nach acht.]] (for you it is possible as an exception: we’ll see you on Friday at quarter past eight). Quarter past eight is 8:15. Mr Kowalski is only to arrive at five past eight to check in.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Freitags machen wir eigentlich keine Blutabnahmen“. Das ist die normale Regel; für Herrn Kowalski gibt es „ausnahmsweise“ einen Termin am Freitag. Und „fünf nach acht“ ist nicht der Termin, sondern die Zeit für die Anmeldung. Die Aussage sagt den Termin mit anderen Wörtern: 8:15 Uhr.',
            en: 'You hear [[Freitags machen wir eigentlich keine Blutabnahmen]] (we don’t actually take blood on Fridays). That is the normal rule; Mr Kowalski gets a Friday appointment [[ausnahmsweise]] (as an exception). And [[fünf nach acht]] (five past eight) is not the appointment but the time to check in. The statement gives the time in other words: 8:15.',
          },
        },
        evidence: [
          'Freitags machen wir eigentlich keine Blutabnahmen',
          'Bei Ihnen geht es aber ausnahmsweise: Wir sehen uns am Freitag um Viertel nach acht.',
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
              text: 'Liebe Kundinnen und Kunden, herzlich willkommen im Kaufhaus Mertens! Nur heute bekommen Sie in unserer Sportabteilung im dritten Stock alle Fahrräder 20 Prozent günstiger, auch Kinderräder und Rennräder. Außerdem gibt’s heute zu jedem Fahrrad einen Helm gratis dazu. Sie warten auf ein Elektrorad? Dann kommen Sie am Montag wieder: Ab Montag gibt es auf Elektroräder 10 Prozent Rabatt, heute leider noch nicht. Wir wünschen Ihnen einen schönen Einkauf!',
              say: 'Liebe Kundinnen und Kunden, herzlich willkommen im Kaufhaus Mertens! Nur heute bekommen Sie in unserer Sportabteilung im dritten Stock alle Fahrräder zwanzig Prozent günstiger, auch Kinderräder und Rennräder. Außerdem gibt’s heute zu jedem Fahrrad einen Helm gratis dazu. Sie warten auf ein Elektrorad? Dann kommen Sie am Montag wieder: Ab Montag gibt es auf Elektroräder zehn Prozent Rabatt, heute leider noch nicht. Wir wünschen Ihnen einen schönen Einkauf!',
            },
          ],
        },
        statement: 'Heute sind auch Fahrräder mit Elektromotor billiger.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Über Elektroräder sagt die Durchsage: „Ab Montag gibt es auf Elektroräder 10 Prozent Rabatt, heute leider noch nicht.“ Heute sind nur die anderen Fahrräder günstiger.',
            en: 'About e-bikes the announcement says [[Ab Montag gibt es auf Elektroräder 10 Prozent Rabatt, heute leider noch nicht.]] (from Monday there is ten per cent off e-bikes, sadly not yet today). Today only the other bikes are cheaper.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „alle Fahrräder 20 Prozent günstiger“, und ein Elektrorad ist ja auch ein Fahrrad. Aber später heißt es: Elektroräder gibt es erst ab Montag billiger, „heute leider noch nicht“. Falsche Zeit.',
            en: 'You hear [[alle Fahrräder 20 Prozent günstiger]] (all bikes twenty per cent cheaper), and an e-bike is a bike too. But later it says e-bikes are cheaper only from Monday, [[heute leider noch nicht]] (sadly not yet today). Wrong time.',
          },
        },
        evidence: [
          'alle Fahrräder 20 Prozent günstiger, auch Kinderräder und Rennräder',
          'Ab Montag gibt es auf Elektroräder 10 Prozent Rabatt, heute leider noch nicht.',
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
              text: 'Und nun das Wetter für das Wochenende. Am Samstag bleibt es trocken. Am Morgen ist es noch frisch, nur 10 Grad, am Nachmittag scheint dann überall die Sonne, bei bis zu 23 Grad. Der Sonntag beginnt sogar wärmer als der Samstag, schon am Morgen mit 15 Grad. Ab Mittag kommt aber Regen, und mehr als 17 Grad werden es dann nicht. In den Bergen kann es auch gewittern. Erst am Montag wird es wieder freundlicher.',
              say: 'Und nun das Wetter für das Wochenende. Am Samstag bleibt es trocken. Am Morgen ist es noch frisch, nur zehn Grad, am Nachmittag scheint dann überall die Sonne, bei bis zu dreiundzwanzig Grad. Der Sonntag beginnt sogar wärmer als der Samstag, schon am Morgen mit fünfzehn Grad. Ab Mittag kommt aber Regen, und mehr als siebzehn Grad werden es dann nicht. In den Bergen kann es auch gewittern. Erst am Montag wird es wieder freundlicher.',
            },
          ],
        },
        statement: 'Am Sonntagnachmittag ist es kühler als am Samstagnachmittag.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Am Samstagnachmittag gibt es „bis zu 23 Grad“. Am Sonntag kommt ab Mittag Regen, und „mehr als 17 Grad werden es dann nicht“. 17 Grad ist weniger als 23 Grad: Der Sonntagnachmittag ist kühler.',
            en: 'On Saturday afternoon it reaches [[bis zu 23 Grad]] (up to 23 degrees). On Sunday rain comes from midday, and [[mehr als 17 Grad werden es dann nicht]] (it won’t get above 17 degrees then). 17 is less than 23: Sunday afternoon is cooler.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Der Sonntag beginnt sogar wärmer als der Samstag“. Das gilt aber nur für den Morgen: 15 Grad statt 10 Grad. Am Nachmittag ist es am Sonntag kühler, höchstens 17 statt 23 Grad. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Der Sonntag beginnt sogar wärmer als der Samstag]] (Sunday even starts warmer than Saturday). But that is only the morning: 15 degrees instead of 10. In the afternoon Sunday is cooler, 17 degrees at most instead of 23. The statement says this in other words.',
          },
        },
        evidence: ['bei bis zu 23 Grad', 'mehr als 17 Grad werden es dann nicht'],
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
