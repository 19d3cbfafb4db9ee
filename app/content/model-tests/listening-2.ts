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
              text: 'Mein Handy ist für mich super wichtig. Da ist alles drauf: meine Musik, meine Fotos, meine Chats mit Freunden. Seit letztem Monat gibt’s bei uns zu Hause eine neue Regel: Beim Abendessen liegen alle Handys im Flur, auch das von meinem Vater. Mein Bruder ist damit überhaupt nicht zufrieden, der schimpft jeden Abend. Und klar, manchmal kommt gerade beim Essen eine Nachricht, und ich kann nicht nachschauen. Aber wir reden jetzt viel mehr miteinander, und mein Vater liest beim Essen keine E-Mails mehr. Von mir aus kann das so bleiben.',
            },
          ],
        },
        statement: 'Merle ist mit der neuen Regel ihrer Familie zufrieden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Merle sagt: „wir reden jetzt viel mehr miteinander“, und am Ende: „Von mir aus kann das so bleiben.“ Sie findet die Regel also gut.',
            en: 'Merle says [[wir reden jetzt viel mehr miteinander]] (we talk to each other much more now), and at the end [[Von mir aus kann das so bleiben.]] (as far as I’m concerned it can stay like that). So she likes the rule.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „überhaupt nicht zufrieden“ und „ich kann nicht nachschauen“. Aber unzufrieden ist ihr Bruder, nicht Merle. Dass sie eine Nachricht manchmal nicht lesen kann, stört sie wenig: Die Regel „kann so bleiben“. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[überhaupt nicht zufrieden]] (not at all happy) and [[ich kann nicht nachschauen]] (I can’t check). But it is her brother who is unhappy, not Merle. Not being able to read a message now and then hardly bothers her: the rule [[kann so bleiben]] (can stay). The statement says this in other words.',
          },
        },
        evidence: ['Aber wir reden jetzt viel mehr miteinander', 'Von mir aus kann das so bleiben.'],
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
              text: 'Also, meine Frau sagt immer: So ein Smartphone brauchst du doch nicht, du telefonierst ja nur. Ein Telefon ist zum Telefonieren da, das hab ich früher auch gesagt. Ich bin Maler. Vor zwei Jahren haben meine Kunden angefangen, mir Fotos von ihren Wänden und Fenstern zu schicken. Jetzt sehe ich gleich, was zu tun ist, und kann viel schneller ein Angebot schreiben. Ohne das Ding könnte ich heute kaum noch arbeiten. Nur im Urlaub bleibt das Handy zu Hause in der Schublade, da brauch ich es wirklich nicht.',
            },
          ],
        },
        statement: 'Herr Ludwig findet, dass er kein Smartphone braucht.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Kunden schicken Herrn Ludwig Fotos, und er schreibt damit schneller seine Angebote. Er sagt: „Ohne das Ding könnte ich heute kaum noch arbeiten.“ Für die Arbeit braucht er sein Smartphone also.',
            en: 'Customers send Mr Ludwig photos, and with them he writes his quotes faster. He says [[Ohne das Ding könnte ich heute kaum noch arbeiten.]] (without the thing I could hardly work today). So he needs his smartphone for work.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „So ein Smartphone brauchst du doch nicht“ und am Ende „da brauch ich es wirklich nicht“. Aber das erste sagt seine Frau, und das zweite gilt nur für den Urlaub. Falsche Person und falsche Zeit.',
            en: 'You hear [[So ein Smartphone brauchst du doch nicht]] (you don’t need a smartphone like that) and at the end [[da brauch ich es wirklich nicht]] (there I really don’t need it). But the first is what his wife says, and the second is only about his holidays. Wrong person and wrong time.',
          },
        },
        evidence: [
          'Ohne das Ding könnte ich heute kaum noch arbeiten.',
          'So ein Smartphone brauchst du doch nicht',
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
              text: 'Für mich selbst ist das Handy nicht so wichtig. Aber bei uns gibt’s gerade eine große Diskussion. Mein Sohn ist zwölf und wünscht sich seit Monaten ein eigenes Smartphone. Mein Mann würde ihm am liebsten sofort eins kaufen, dann wäre endlich Ruhe. Bis jetzt hat unser Sohn mein altes Handy. Damit kann er telefonieren und Nachrichten schreiben, das reicht. Ich hab mit anderen Eltern gesprochen, und ich finde: Zum dreizehnten Geburtstag im Dezember, das ist früh genug.',
            },
          ],
        },
        statement: 'Carola möchte ihrem Sohn sofort ein Smartphone kaufen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Carola findet das alte Handy genug („das reicht“) und sagt: „Zum dreizehnten Geburtstag im Dezember, das ist früh genug.“ Sie will also nicht sofort kaufen, sondern warten.',
            en: 'Carola finds the old phone enough ([[das reicht]], that is enough) and says [[Zum dreizehnten Geburtstag im Dezember, das ist früh genug.]] (for his thirteenth birthday in December, that is early enough). So she does not want to buy one now but to wait.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören fast die Aussage: „würde ihm am liebsten sofort eins kaufen“. Aber das möchte ihr Mann, nicht Carola. Sie selbst will bis Dezember warten. Falsche Person.',
            en: 'You hear almost the statement: [[würde ihm am liebsten sofort eins kaufen]] (would most like to buy him one at once). But that is what her husband wants, not Carola. She wants to wait until December. Wrong person.',
          },
        },
        evidence: [
          'Mein Mann würde ihm am liebsten sofort eins kaufen',
          'Zum dreizehnten Geburtstag im Dezember, das ist früh genug.',
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
              text: 'Ich bin Programmierer, also sitze ich den ganzen Tag vor dem Bildschirm. Früher hab ich abends auf dem Sofa noch stundenlang aufs Handy geschaut. Seit ein paar Wochen schalte ich es um neun aus und lese stattdessen ein Buch. Die ersten Nächte waren nicht toll, da hab ich dauernd an meine Nachrichten gedacht. Aber inzwischen bin ich nach ein paar Seiten müde, schlafe durch und bin morgens richtig fit. Meine Freundin macht jetzt auch mit. Aber sie sagt: Ich schlafe dadurch kein bisschen besser.',
            },
          ],
        },
        statement: 'Seit Emre abends sein Handy ausschaltet, schläft er besser.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Emre schaltet das Handy um neun aus, und „inzwischen bin ich nach ein paar Seiten müde, schlafe durch und bin morgens richtig fit“. Er schläft also besser als früher.',
            en: 'Emre switches his phone off at nine, and [[inzwischen bin ich nach ein paar Seiten müde, schlafe durch und bin morgens richtig fit]] (by now I’m tired after a few pages, sleep through and am really fit in the morning). So he sleeps better than before.',
          },
          '-': {
            trap: 'other-words',
            de: 'Am Ende hören Sie fast die Aussage mit „kein bisschen besser“, und vorher „Die ersten Nächte waren nicht toll“. Aber „kein bisschen besser“ sagt seine Freundin, und schlecht waren nur die ersten Nächte. Heute schläft Emre durch; die Aussage sagt das mit anderen Wörtern.',
            en: 'At the end you hear almost the statement with [[kein bisschen besser]] (not a bit better), and before that [[Die ersten Nächte waren nicht toll]] (the first nights weren’t great). But [[kein bisschen besser]] is his girlfriend’s, and only the first nights were bad. Now Emre sleeps through; the statement says this in other words.',
          },
        },
        evidence: [
          'Aber inzwischen bin ich nach ein paar Seiten müde, schlafe durch und bin morgens richtig fit.',
          'Aber sie sagt: Ich schlafe dadurch kein bisschen besser.',
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
              text: 'Ich bin Studentin, und mein Handy ist für mich Fahrkarte, Kalender und Bankkarte in einem. Letzten Monat ist es mir in der Straßenbahn aus der Tasche gefallen, und weg war es. Eine nette Frau hat mir dann ihr Handy gegeben und gesagt: Rufen Sie doch Ihre Eltern an! Tja, gute Idee, aber alle Nummern waren ja in meinem Handy gespeichert. Im Kopf hatte ich nur eine einzige, die von meiner Mitbewohnerin. Und die hat dann bei meinen Eltern Bescheid gesagt. Seitdem hab ich die wichtigsten Nummern auf einem Zettel in meiner Jacke.',
            },
          ],
        },
        statement: 'Paula hat mit dem Handy einer fremden Frau ihre Eltern angerufen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Nummern waren alle im verlorenen Handy. Paula wusste „nur eine einzige, die von meiner Mitbewohnerin“. Mit dem Handy der Frau hat sie also die Mitbewohnerin angerufen, und die „hat dann bei meinen Eltern Bescheid gesagt“.',
            en: 'All the numbers were in the lost phone. Paula knew [[nur eine einzige, die von meiner Mitbewohnerin]] (only one, my flatmate’s). So with the woman’s phone she called her flatmate, and the flatmate [[hat dann bei meinen Eltern Bescheid gesagt]] (then told my parents).',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören „Rufen Sie doch Ihre Eltern an!“. Die fremde Frau hat Paula wirklich ihr Handy gegeben. Aber die Nummer der Eltern hatte Paula nicht im Kopf; angerufen hat sie ihre Mitbewohnerin. Nur ein Teil stimmt.',
            en: 'You hear [[Rufen Sie doch Ihre Eltern an!]] (why don’t you call your parents!). The stranger really did give Paula her phone. But Paula did not know her parents’ number by heart; she called her flatmate. Only part of it is true.',
          },
        },
        evidence: [
          'aber alle Nummern waren ja in meinem Handy gespeichert',
          'Im Kopf hatte ich nur eine einzige, die von meiner Mitbewohnerin.',
          'Und die hat dann bei meinen Eltern Bescheid gesagt.',
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
          text: 'Tja, manche Fahrgäste haben zu viel getrunken. Die meisten sind harmlos, die schlafen einfach ein, und ich muss sie an der Endhaltestelle wecken. Deshalb fahre ich auch mal zwei, drei Minuten zu spät los, aber höchstens einmal im Monat. Und ab und zu wird jemand laut oder unfreundlich. In jedem Bus gibt’s zum Glück eine Kamera, und über Funk erreiche ich die Zentrale jederzeit. Damit bin ich gut geschützt. Wenn mal einer rumschreit, bleib ich ganz ruhig und fahr einfach weiter. Eine Kollegin fährt nur noch tagsüber. Sie sagt: Nachts fühle ich mich im Bus nicht mehr sicher. Das kann ich gut verstehen, sie hat schon Schlimmes erlebt.',
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
          text: 'Oh ja. Das war letzten Winter, kurz vor Weihnachten. Es hat stark geschneit, und im Bus war nur noch ein älterer Herr. Er war eingeschlafen und hatte seine Haltestelle verpasst. Zurück fuhr kein Bus mehr, und ein Taxi war bei dem Schnee nicht zu bekommen. Aber sein Dorf liegt nicht an meiner Linie. Mit dem Bus die Linie verlassen, das ist streng verboten, da gibt’s keine Diskussion. Ich hab mich bei der Zentrale gemeldet und die Geschichte erzählt. Die Frau dort hat kurz überlegt. Dann hat sie gesagt: Bei dem Wetter lassen wir niemanden an der Haltestelle stehen. Das geht auf meine Verantwortung. Ich hab ihn dann bis vor die Haustür gebracht.',
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
          text: 'Ehrlich gesagt, nein. Ab nächstem Sommer wechsle ich in den Tagdienst. Ich bin jetzt 51, und nach einer Schicht bin ich heute zwei Tage lang müde. Im Januar bin ich auf dem Heimweg im Auto fast eingeschlafen. Seitdem weiß ich: Es geht nicht mehr. Ein Kollege wechselt mit mir zusammen. Bei ihm möchte das seine Frau, sie hätte ihn abends gern zu Hause. Leicht fällt mir der Wechsel nicht. Die Fahrten durch die stille Stadt um drei Uhr nachts, die werde ich bestimmt ein bisschen vermissen. Meine Kollegen sagen: Die Nächte werden dir bestimmt nicht fehlen, du wirst froh sein, wenn du endlich wieder normal schläfst. Mit dem Schlaf haben sie sicher recht.',
          say: 'Ehrlich gesagt, nein. Ab nächstem Sommer wechsle ich in den Tagdienst. Ich bin jetzt einundfünfzig, und nach einer Schicht bin ich heute zwei Tage lang müde. Im Januar bin ich auf dem Heimweg im Auto fast eingeschlafen. Seitdem weiß ich: Es geht nicht mehr. Ein Kollege wechselt mit mir zusammen. Bei ihm möchte das seine Frau, sie hätte ihn abends gern zu Hause. Leicht fällt mir der Wechsel nicht. Die Fahrten durch die stille Stadt um drei Uhr nachts, die werde ich bestimmt ein bisschen vermissen. Meine Kollegen sagen: Die Nächte werden dir bestimmt nicht fehlen, du wirst froh sein, wenn du endlich wieder normal schläfst. Mit dem Schlaf haben sie sicher recht.',
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
            de: 'Herr Wendt nennt die Kamera und den Funk zur Zentrale und sagt: „Damit bin ich gut geschützt.“ Und: „Wenn mal einer rumschreit, bleib ich ganz ruhig und fahr einfach weiter.“ Er fühlt sich also sicher.',
            en: 'Mr Wendt mentions the camera and the radio link to the control centre and says [[Damit bin ich gut geschützt.]] (with that I am well protected). And: [[Wenn mal einer rumschreit, bleib ich ganz ruhig und fahr einfach weiter.]] (if someone shouts, I stay quite calm and just drive on). So he feels safe.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Zuletzt hören Sie „Nachts fühle ich mich im Bus nicht mehr sicher“, fast die Wörter der Aussage, und Herr Wendt sagt dazu: „Das kann ich gut verstehen“. Aber das sagt eine Kollegin über sich. Er versteht sie; über sich selbst hat er zwei, drei Sätze vorher gesagt, dass er mit Kamera und Funk gut geschützt ist und ruhig bleibt. Falsche Person.',
            en: 'Last you hear [[Nachts fühle ich mich im Bus nicht mehr sicher]] (at night I no longer feel safe in the bus), almost the words of the statement, and Mr Wendt adds [[Das kann ich gut verstehen]] (I can understand that well). But a colleague says it about herself. He understands her; about himself he said two or three sentences earlier that with the camera and the radio he is well protected and stays calm. Wrong person.',
          },
        },
        evidence: [
          'Damit bin ich gut geschützt.',
          'Wenn mal einer rumschreit, bleib ich ganz ruhig und fahr einfach weiter.',
          'Nachts fühle ich mich im Bus nicht mehr sicher.',
        ],
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
            de: 'Herr Wendt hat der Zentrale die Geschichte erzählt. Die Frau dort hat gesagt: „Bei dem Wetter lassen wir niemanden an der Haltestelle stehen. Das geht auf meine Verantwortung.“ Sie übernimmt die Verantwortung, also erlaubt sie die Fahrt. Danach hat er den Mann bis vor die Haustür gebracht.',
            en: 'Mr Wendt told the control centre the story. The woman there said [[Bei dem Wetter lassen wir niemanden an der Haltestelle stehen. Das geht auf meine Verantwortung.]] (in this weather we leave nobody standing at the stop. That is my responsibility). She takes the responsibility, so she allows the trip. Then he took the man right to his front door.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „das ist streng verboten, da gibt’s keine Diskussion“. Das ist die normale Regel. Für diesen Fall hat die Frau in der Zentrale gesagt: „Das geht auf meine Verantwortung.“ Die Aussage sagt mit anderen Wörtern: Sie hat es erlaubt.',
            en: 'You hear [[das ist streng verboten, da gibt’s keine Diskussion]] (that is strictly forbidden, no discussion). That is the normal rule. For this case the woman at the control centre said [[Das geht auf meine Verantwortung.]] (that is my responsibility). The statement says in other words that she gave permission.',
          },
        },
        evidence: [
          'das ist streng verboten, da gibt’s keine Diskussion',
          'Bei dem Wetter lassen wir niemanden an der Haltestelle stehen. Das geht auf meine Verantwortung.',
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
            de: 'Herr Wendt nennt seinen eigenen Grund: „nach einer Schicht bin ich heute zwei Tage lang müde“, und im Januar ist er im Auto „fast eingeschlafen“. „Seitdem weiß ich: Es geht nicht mehr.“ Den Wunsch der Frau gibt es beim Kollegen: „Bei ihm möchte das seine Frau“.',
            en: 'Mr Wendt gives his own reason: [[nach einer Schicht bin ich heute zwei Tage lang müde]] (after a shift I’m tired for two days now), and in January he [[fast eingeschlafen]] (almost fell asleep) in his car. [[Seitdem weiß ich: Es geht nicht mehr.]] (Since then I have known: it can’t go on.) The wife’s wish belongs to the colleague: [[Bei ihm möchte das seine Frau]] (in his case his wife wants it).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Bei ihm möchte das seine Frau, sie hätte ihn abends gern zu Hause“, fast die Wörter der Aussage. Aber „ihm“ und „seine Frau“ sind der Kollege, der mit Herrn Wendt wechselt, und seine Frau. Herr Wendt wechselt, weil er nach den Nächten zu müde ist. Falsche Person.',
            en: 'You hear [[Bei ihm möchte das seine Frau, sie hätte ihn abends gern zu Hause]] (in his case his wife wants it, she would like him at home in the evenings), almost the words of the statement. But [[ihm]] and [[seine Frau]] are the colleague who is changing with Mr Wendt, and his wife. Mr Wendt is changing because the nights make him too tired. Wrong person.',
          },
        },
        evidence: [
          'Ich bin jetzt 51, und nach einer Schicht bin ich heute zwei Tage lang müde.',
          'Seitdem weiß ich: Es geht nicht mehr.',
          'Bei ihm möchte das seine Frau, sie hätte ihn abends gern zu Hause.',
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
            de: 'Herr Wendt sagt: „Leicht fällt mir der Wechsel nicht. Die Fahrten durch die stille Stadt um drei Uhr nachts, die werde ich bestimmt ein bisschen vermissen.“ Etwas vermissen heißt: Es fehlt einem.',
            en: 'Mr Wendt says [[Leicht fällt mir der Wechsel nicht. Die Fahrten durch die stille Stadt um drei Uhr nachts, die werde ich bestimmt ein bisschen vermissen.]] (the change isn’t easy for me. The drives through the quiet city at three in the morning, I’m sure I’ll miss them a little). If you miss something ([[vermissen]]), it will [[fehlen]] (be missing) for you.',
          },
          '-': {
            trap: 'other-words',
            de: 'Zuletzt hören Sie „Die Nächte werden dir bestimmt nicht fehlen“, fast die Wörter der Aussage, und Herr Wendt gibt ihnen beim Schlaf recht. Aber das sagen die Kollegen. Er selbst hat kurz vorher gesagt, dass er die Fahrten durch die stille Stadt vermissen wird. Die Aussage sagt das mit anderen Wörtern.',
            en: 'Last you hear [[Die Nächte werden dir bestimmt nicht fehlen]] (you certainly won’t miss the nights), almost the words of the statement, and Mr Wendt agrees with them about sleep. But that is what the colleagues say. He himself said just before that he will miss the drives through the quiet city. The statement says this in other words.',
          },
        },
        evidence: [
          'die werde ich bestimmt ein bisschen vermissen',
          'Die Nächte werden dir bestimmt nicht fehlen',
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
              text: 'Guten Tag, Herr Kowalski, hier ist die Praxis Doktor Seidel. Ich rufe wegen Ihrer Blutabnahme an. Sie hatten ja nach einem Termin am Freitag gefragt. Freitags hat Doktor Seidel viele Hausbesuche, da nehmen wir sonst kein Blut ab. Diesen Freitag fangen die Hausbesuche aber erst um zehn an. Wir haben Sie deshalb für Viertel nach acht eingetragen. Bitte seien Sie zehn Minuten früher da, also um fünf nach acht, wegen der Anmeldung. Essen Sie an diesem Morgen vorher nichts. Wasser dürfen Sie aber trinken. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Der Termin für die Blutabnahme ist am Freitag um 8:15 Uhr.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Diesen Freitag „fangen die Hausbesuche aber erst um zehn an“. Deshalb ist vorher Zeit: „Wir haben Sie deshalb für Viertel nach acht eingetragen.“ Viertel nach acht ist 8:15 Uhr. Um fünf nach acht soll Herr Kowalski nur schon zur Anmeldung da sein.',
            en: 'This Friday [[fangen die Hausbesuche aber erst um zehn an]] (the home visits only start at ten). So there is time before: [[Wir haben Sie deshalb für Viertel nach acht eingetragen.]] (so we have put you down for quarter past eight). Quarter past eight is 8:15. Mr Kowalski is only to arrive at five past eight to check in.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Freitags hat Doktor Seidel viele Hausbesuche, da nehmen wir sonst kein Blut ab“ und die Zeit „fünf nach acht“. Aber „sonst“ ist die normale Regel; diesen Freitag beginnen die Hausbesuche später, und es gibt einen Termin. „fünf nach acht“ ist die Zeit für die Anmeldung. Die Aussage sagt den Termin mit anderen Wörtern: 8:15 Uhr.',
            en: 'You hear that on Fridays they [[sonst kein Blut ab]] (otherwise take no blood) and the time [[fünf nach acht]] (five past eight). But [[sonst]] is the usual rule; this Friday the home visits start later and there is an appointment. [[fünf nach acht]] is the time to check in. The statement gives the time in other words: 8:15.',
          },
        },
        evidence: [
          'da nehmen wir sonst kein Blut ab',
          'Diesen Freitag fangen die Hausbesuche aber erst um zehn an.',
          'Wir haben Sie deshalb für Viertel nach acht eingetragen.',
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
              text: 'Liebe Kundinnen und Kunden, herzlich willkommen im Kaufhaus Mertens! Nur heute bekommen Sie in unserer Sportabteilung im dritten Stock alle Fahrräder 20 Prozent günstiger, auch Kinderräder und Rennräder. Außerdem gibt’s heute zu jedem Fahrrad einen Helm gratis dazu. Sie suchen ein Fahrrad mit Elektromotor? Unsere Elektroräder stehen seit dieser Woche im vierten Stock, in der neuen Abteilung neben den Fernsehern. Dort gelten heute die normalen Preise, aber unsere Verkäufer beraten Sie gern. Wir wünschen Ihnen einen schönen Einkauf!',
              say: 'Liebe Kundinnen und Kunden, herzlich willkommen im Kaufhaus Mertens! Nur heute bekommen Sie in unserer Sportabteilung im dritten Stock alle Fahrräder zwanzig Prozent günstiger, auch Kinderräder und Rennräder. Außerdem gibt’s heute zu jedem Fahrrad einen Helm gratis dazu. Sie suchen ein Fahrrad mit Elektromotor? Unsere Elektroräder stehen seit dieser Woche im vierten Stock, in der neuen Abteilung neben den Fernsehern. Dort gelten heute die normalen Preise, aber unsere Verkäufer beraten Sie gern. Wir wünschen Ihnen einen schönen Einkauf!',
            },
          ],
        },
        statement: 'Heute sind auch Fahrräder mit Elektromotor billiger.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die 20 Prozent gibt es in der Sportabteilung im dritten Stock. Die Elektroräder stehen aber „im vierten Stock“, und „Dort gelten heute die normalen Preise“. Billiger sind sie heute also nicht.',
            en: 'The 20 per cent are in the sports department on the third floor. But the e-bikes are [[im vierten Stock]] (on the fourth floor), and [[Dort gelten heute die normalen Preise]] (the normal prices apply there today). So they are not cheaper today.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „alle Fahrräder 20 Prozent günstiger“ und gleich danach „ein Fahrrad mit Elektromotor“. Aber der Rabatt gilt nur in der Sportabteilung; die Elektroräder stehen in einer anderen Abteilung, zu normalen Preisen. Falscher Ort.',
            en: 'You hear [[alle Fahrräder 20 Prozent günstiger]] (all bicycles 20 per cent cheaper) and soon after [[ein Fahrrad mit Elektromotor]] (a bicycle with an electric motor). But the discount is only in the sports department; the e-bikes are in another department, at normal prices. Wrong place.',
          },
        },
        evidence: [
          'in unserer Sportabteilung im dritten Stock alle Fahrräder 20 Prozent günstiger',
          'Unsere Elektroräder stehen seit dieser Woche im vierten Stock',
          'Dort gelten heute die normalen Preise',
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
              text: 'Achtung, eine Information für alle Gäste des Kindertheaters „Der Drache im Keller“. Der Einlass ist wie immer eine halbe Stunde vor Beginn. Die Vorstellung ist heute aber nicht im großen Saal, sondern im Studio im ersten Stock. Dort müssen unsere Techniker noch Licht und Ton aufbauen. Deshalb beginnen wir heute erst um Viertel nach vier und nicht wie auf Ihrer Karte um 16 Uhr. Familien mit Kinderwagen nehmen bitte den Aufzug neben der Garderobe. Vielen Dank.',
              say: 'Achtung, eine Information für alle Gäste des Kindertheaters „Der Drache im Keller“. Der Einlass ist wie immer eine halbe Stunde vor Beginn. Die Vorstellung ist heute aber nicht im großen Saal, sondern im Studio im ersten Stock. Dort müssen unsere Techniker noch Licht und Ton aufbauen. Deshalb beginnen wir heute erst um Viertel nach vier und nicht wie auf Ihrer Karte um sechzehn Uhr. Familien mit Kinderwagen nehmen bitte den Aufzug neben der Garderobe. Vielen Dank.',
            },
          ],
        },
        statement: 'Der Einlass ins Kindertheater ist heute um halb vier.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Der Einlass ist „eine halbe Stunde vor Beginn“, und heute beginnt das Stück „erst um Viertel nach vier“. Eine halbe Stunde vorher ist Viertel vor vier, nicht halb vier.',
            en: 'Doors open [[eine halbe Stunde vor Beginn]] (half an hour before the start), and today the play starts [[erst um Viertel nach vier]] (only at quarter past four). Half an hour before that is quarter to four, not half past three.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „eine halbe Stunde vor Beginn“ und „16 Uhr“. Das gibt halb vier. Aber 16 Uhr steht nur auf der Karte; heute beginnt das Stück erst um Viertel nach vier, der Einlass ist also um Viertel vor vier. Falsche Zeit.',
            en: 'You hear [[eine halbe Stunde vor Beginn]] (half an hour before the start) and [[16 Uhr]] (4 pm). That makes half past three. But 16:00 is only on the ticket; today the play starts at quarter past four, so doors open at quarter to four. Wrong time.',
          },
        },
        evidence: [
          'Der Einlass ist wie immer eine halbe Stunde vor Beginn.',
          'Deshalb beginnen wir heute erst um Viertel nach vier und nicht wie auf Ihrer Karte um 16 Uhr.',
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
              text: 'Hallo, Frau Busch, hier ist Niko vom Fitnessstudio Aktiv. Sie sind ja für den Rückenkurs am Dienstagabend angemeldet. Leider ist unsere Trainerin krank, und eine Vertretung haben wir nicht gefunden. Diese Woche müssen wir den Kurs deshalb absagen. Nächste Woche geht’s dann normal weiter, wie immer am Dienstag um halb sieben. Als kleine Entschuldigung können Sie diese Woche kostenlos einen anderen Kurs besuchen. Am Donnerstag gibt’s zum Beispiel Pilates, auch gut für den Rücken, gleiche Uhrzeit, gleicher Raum. Tschüss!',
            },
          ],
        },
        statement: 'Der Rückenkurs wird diese Woche auf Donnerstag verschoben.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Niko sagt: „Diese Woche müssen wir den Kurs deshalb absagen.“ Der Rückenkurs findet diese Woche also nicht statt. Am Donnerstag ist ein anderer Kurs, Pilates, den Frau Busch kostenlos besuchen darf.',
            en: 'Niko says [[Diese Woche müssen wir den Kurs deshalb absagen.]] (so this week we have to cancel the course). The back course does not take place this week. On Thursday there is another course, Pilates, which Ms Busch may attend for free.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Am Ende hören Sie „Am Donnerstag“, „auch gut für den Rücken, gleiche Uhrzeit, gleicher Raum“. Das klingt wie der verschobene Rückenkurs. Aber am Donnerstag ist Pilates, ein anderer Kurs; der Rückenkurs fällt diese Woche aus. Falscher Kurs.',
            en: 'At the end you hear [[Am Donnerstag]] (on Thursday), [[auch gut für den Rücken, gleiche Uhrzeit, gleicher Raum]] (also good for the back, same time, same room). It sounds like the back course moved. But on Thursday it is Pilates, another course; the back course is cancelled this week. Wrong course.',
          },
        },
        evidence: [
          'Diese Woche müssen wir den Kurs deshalb absagen.',
          'Als kleine Entschuldigung können Sie diese Woche kostenlos einen anderen Kurs besuchen.',
          'Am Donnerstag gibt’s zum Beispiel Pilates, auch gut für den Rücken, gleiche Uhrzeit, gleicher Raum.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
    ],
  },
} satisfies ModelTestListening;
