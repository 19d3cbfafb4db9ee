import type { ModelTestListening } from './schema';

/**
 * Model test 6, listening: fünf Menschen nach einem Berufswechsel, ein junger Landwirt im Radio
 * (Gespräch), Nachrichten und Informationen (Hausverwaltung, Grundschule, Pflegeberatung,
 * Pflegedienst, Hausmeister). Our own scripts, written to be heard.
 */
export const listening6 = {
  listening1: {
    context: 'Sie hören fünf Personen, die von ihrem Wechsel in einen neuen Beruf erzählen.',
    topics: ['job-change'],
    people: [
      { name: 'Florian', role: 'former cook retraining as a nursery teacher' },
      { name: 'Iris', role: 'former bank clerk, now a bus driver' },
      { name: 'Moritz', role: 'former shop assistant, now in IT' },
      { name: 'Xenia', role: 'former dental assistant, now at a health insurer' },
      { name: 'Herr Kolb', role: 'former lorry driver, now a school caretaker' },
    ],
    items: [
      {
        n: 41,
        recording: {
          label: 'Text 1: Florian',
          speakers: { florian: { name: 'Florian', voice: 'low' } },
          lines: [
            {
              who: 'florian',
              text: 'Zwölf Jahre lang war ich Koch in einem Hotel. Die Arbeit hat mir eigentlich Spaß gemacht, aber abends und am Wochenende war ich nie zu Hause. Als unsere Tochter geboren wurde, wollte ich das ändern. Mein Vater hat mir geraten: Bleib Koch, aber such dir eine Kantine, da hast du abends frei. Jetzt mache ich eine Umschulung zum Erzieher. Die Idee kam von meiner Frau: Du kannst so gut mit Kindern, hat sie gesagt. Mein Vater fand das am Anfang nicht gut. Heute kocht er manchmal für uns, wenn ich lernen muss, und fragt immer, wie es in der Schule war.',
            },
          ],
        },
        statement: 'Florians Vater hat ihm geraten, Erzieher zu werden.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Der Vater hat ihm etwas anderes geraten: „Bleib Koch, aber such dir eine Kantine“. Die Idee mit dem Erzieher: „Die Idee kam von meiner Frau“. Und der Vater „fand das am Anfang nicht gut“.',
            en: 'His father advised something else: [[Bleib Koch, aber such dir eine Kantine]] (stay a cook, but find a job in a canteen). The idea of becoming a nursery teacher: [[Die Idee kam von meiner Frau]] (the idea came from my wife). And his father [[fand das am Anfang nicht gut]] (did not like it at first).',
          },
          '+': {
            trap: 'same-word',
            de: 'Sie hören „Mein Vater hat mir geraten“ und gleich danach „Jetzt mache ich eine Umschulung zum Erzieher“. Aber der Rat des Vaters war: Koch bleiben, in einer Kantine. Erst danach sagt Florian, von wem die Idee kam: von seiner Frau. Am Ende klingt der Vater sehr positiv, aber das ist heute, nicht sein Rat.',
            en: 'You hear [[Mein Vater hat mir geraten]] (my father advised me) and right after it [[Jetzt mache ich eine Umschulung zum Erzieher]] (now I am retraining as a nursery teacher). But his father’s advice was to stay a cook, in a canteen. Only after that does Florian say whose idea it was: his wife’s. At the end his father sounds very positive, but that is today, not his advice.',
          },
        },
        evidence: [
          'Mein Vater hat mir geraten: Bleib Koch, aber such dir eine Kantine',
          'Die Idee kam von meiner Frau',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 42,
        recording: {
          label: 'Text 2: Iris',
          speakers: { iris: { name: 'Iris', voice: 'high' } },
          lines: [
            {
              who: 'iris',
              text: 'Ich habe zwanzig Jahre in einer Bank gearbeitet. Dann hat unsere Filiale zugemacht. Die Bank hat mir eine Stelle in der Zentrale angeboten, eine Stunde Fahrt von hier, jeden Tag hin und zurück. Mein Mann hat gesagt: Nimm sie, das ist sicher. Ich hab eine Woche lang überlegt. Und dann hab ich etwas ganz Neues gemacht: Jetzt fahre ich selbst Bus. Viele Freunde haben gelacht. Aber ich sitze lieber hinter dem Lenkrad als hinter einem Schreibtisch, und ich sehe den ganzen Tag Menschen. Nur das frühe Aufstehen ist hart.',
            },
          ],
        },
        statement: 'Iris hat sich gegen die Stelle in der Zentrale entschieden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Bank hat ihr „eine Stelle in der Zentrale angeboten“, aber Iris hat sie nicht genommen: „dann hab ich etwas ganz Neues gemacht: Jetzt fahre ich selbst Bus.“',
            en: 'The bank [[eine Stelle in der Zentrale angeboten]] (offered her a job at head office), but Iris did not take it: [[dann hab ich etwas ganz Neues gemacht: Jetzt fahre ich selbst Bus.]] (then I did something completely new: now I drive a bus myself).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Nimm sie, das ist sicher.“ Das hat aber ihr Mann gesagt, nicht Iris. Sie hat eine Woche überlegt und sich für etwas Neues entschieden. Und „Jetzt fahre ich selbst Bus“ heißt: Sie ist Busfahrerin, nicht Fahrgast auf dem Weg zur Zentrale.',
            en: 'You hear [[Nimm sie, das ist sicher.]] (take it, it is safe). But her husband said that, not Iris. She thought about it for a week and chose something new. And driving a bus means she is a bus driver, not a passenger on the way to head office.',
          },
        },
        evidence: [
          'Die Bank hat mir eine Stelle in der Zentrale angeboten',
          'Und dann hab ich etwas ganz Neues gemacht: Jetzt fahre ich selbst Bus.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 43,
        recording: {
          label: 'Text 3: Moritz',
          speakers: { moritz: { name: 'Moritz', voice: 'low' } },
          lines: [
            {
              who: 'moritz',
              text: 'Ich hab lange in einem Elektronikmarkt verkauft. Die Kunden haben mich oft gefragt, wie man einen Computer einrichtet, und das hat mir am meisten Spaß gemacht. Also hab ich eine Weiterbildung zum IT-Techniker gemacht, zwei Jahre lang. Ein Kollege aus dem Markt war im selben Kurs. Er hatte ja noch seine Stelle und musste alles selbst bezahlen, fast sechstausend Euro. Bei mir war das anders: Ich war damals schon arbeitslos, und das Arbeitsamt hat den ganzen Kurs übernommen.',
            },
          ],
        },
        statement: 'Moritz hat seine Weiterbildung selbst bezahlt.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Moritz war „schon arbeitslos, und das Arbeitsamt hat den ganzen Kurs übernommen“. Er hat also nichts bezahlt.',
            en: 'Moritz was [[schon arbeitslos, und das Arbeitsamt hat den ganzen Kurs übernommen]] (already unemployed, and the job centre covered the whole course). So he paid nothing.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „musste alles selbst bezahlen, fast sechstausend Euro“. Das sagt Moritz aber über seinen Kollegen, der noch eine Stelle hatte. Falsche Person.',
            en: 'You hear [[musste alles selbst bezahlen, fast sechstausend Euro]] (had to pay everything himself, almost six thousand euros). But Moritz says that about his colleague, who still had a job. Wrong person.',
          },
        },
        evidence: [
          'Er hatte ja noch seine Stelle und musste alles selbst bezahlen',
          'Ich war damals schon arbeitslos, und das Arbeitsamt hat den ganzen Kurs übernommen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 44,
        recording: {
          label: 'Text 4: Xenia',
          speakers: { xenia: { name: 'Xenia', voice: 'high' } },
          lines: [
            {
              who: 'xenia',
              text: 'Ich war zehn Jahre Zahnarzthelferin. Die Arbeit war okay, aber ich hatte ständig Rückenschmerzen, weil ich den ganzen Tag gebückt stand. Meine Ärztin hat gesagt: Suchen Sie sich etwas anderes. Jetzt arbeite ich bei einer Krankenkasse im Kundenservice, am Telefon. Ehrlich gesagt hatte ich Angst, dass mir im Büro langweilig wird. Und ja, am Telefon sage ich jeden Tag hundertmal denselben Satz: Krankenkasse Nord, guten Tag. Mein Rücken ist jedenfalls viel besser geworden. Und was nach diesem Satz kommt, ist jedes Mal anders: mal eine Brille, mal eine Kur, mal ein Baby.',
            },
          ],
        },
        statement: 'Xenia findet ihre neue Arbeit abwechslungsreich.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Am Ende sagt Xenia: „was nach diesem Satz kommt, ist jedes Mal anders: mal eine Brille, mal eine Kur, mal ein Baby.“ Die Arbeit ist also abwechslungsreich.',
            en: 'At the end Xenia says [[was nach diesem Satz kommt, ist jedes Mal anders: mal eine Brille, mal eine Kur, mal ein Baby.]] (what comes after that sentence is different every time: glasses one time, a spa cure the next, a baby the next). So the work is varied.',
          },
          '-': {
            trap: 'same-word',
            de: 'Sie hören „Angst, dass mir im Büro langweilig wird“ und gleich danach „jeden Tag hundertmal denselben Satz“. Das klingt langweilig. Aber derselbe ist nur der erste Satz am Telefon. Erst am Ende sagt Xenia, dass jedes Gespräch danach „jedes Mal anders“ ist.',
            en: 'You hear [[Angst, dass mir im Büro langweilig wird]] (afraid that I would be bored in the office) and right after it [[jeden Tag hundertmal denselben Satz]] (the same sentence a hundred times a day). That sounds boring. But only the first sentence on the phone is the same. Only at the end does Xenia say that each call after it is [[jedes Mal anders]] (different every time).',
          },
        },
        evidence: [
          'Ehrlich gesagt hatte ich Angst, dass mir im Büro langweilig wird.',
          'was nach diesem Satz kommt, ist jedes Mal anders',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 45,
        recording: {
          label: 'Text 5: Herr Kolb',
          speakers: { kolb: { name: 'Herr Kolb', voice: 'low' } },
          lines: [
            {
              who: 'kolb',
              text: 'Ich bin fünfzig und bin fast dreißig Jahre Lkw gefahren, quer durch Europa. Oft war ich die ganze Woche unterwegs und hab im Lkw geschlafen. Meine Kinder hab ich kaum gesehen. Seit dem Frühling bin ich Hausmeister an einer Grundschule. Wenn abends ein Elternabend ist, muss ich bleiben und danach abschließen. Meine Kinder haben am Anfang gefragt: Papa, bist du jetzt wieder nie da? Aber Elternabende gibt es nur ein paar Mal im Jahr. Sonst fange ich um halb sieben an, und um vier bin ich daheim. Das Geld ist etwas weniger, aber das ist es mir wert.',
            },
          ],
        },
        statement: 'Herr Kolb ist abends meistens zu Hause.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Elternabende gibt es „nur ein paar Mal im Jahr“. „Sonst fange ich um halb sieben an, und um vier bin ich daheim.“ Meistens ist er also abends zu Hause.',
            en: 'There are parents’ evenings [[nur ein paar Mal im Jahr]] (only a few times a year). [[Sonst fange ich um halb sieben an, und um vier bin ich daheim.]] (Otherwise I start at half past six and I am home at four.) So he is usually at home in the evening.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „abends“, „muss ich bleiben“ und die Frage der Kinder: „bist du jetzt wieder nie da?“ Das war aber nur ihre Sorge am Anfang. Elternabende gibt es „nur ein paar Mal im Jahr“, und sonst ist er um vier „daheim“, also zu Hause.',
            en: 'You hear [[abends]] (in the evening), [[muss ich bleiben]] (I have to stay) and the children’s question [[bist du jetzt wieder nie da?]] (will you never be here again now?). But that was only their worry at the start. Parents’ evenings come [[nur ein paar Mal im Jahr]] (only a few times a year), and otherwise he is [[daheim]] (at home) at four.',
          },
        },
        evidence: [
          'Aber Elternabende gibt es nur ein paar Mal im Jahr.',
          'Sonst fange ich um halb sieben an, und um vier bin ich daheim.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
    ],
  },

  listening2: {
    context: 'Sie hören ein Gespräch im Radio. Eine Moderatorin spricht mit einem jungen Landwirt.',
    topics: ['farms'],
    people: [
      { name: 'Henrik Schuster', role: 'young farmer who took over his parents’ farm' },
      { name: 'Pauline', role: 'sister of the young farmer, a doctor' },
    ],
    recording: {
      label: 'Radiogespräch: ein junger Landwirt',
      speakers: {
        moderatorin: { name: 'Moderatorin', voice: 'high' },
        henrik: { name: 'Henrik Schuster', voice: 'low' },
      },
      lines: [
        {
          who: 'moderatorin',
          text: 'Willkommen zu „Land und Leute“. Heute ist Henrik Schuster bei uns. Er ist 29 und leitet seit drei Jahren den Birkenhof in Ellerbeck, den Hof seiner Eltern. Herr Schuster, Sie sind auf dem Hof aufgewachsen. Wie war das als Kind?',
          say: 'Willkommen zu „Land und Leute“. Heute ist Henrik Schuster bei uns. Er ist neunundzwanzig und leitet seit drei Jahren den Birkenhof in Ellerbeck, den Hof seiner Eltern. Herr Schuster, Sie sind auf dem Hof aufgewachsen. Wie war das als Kind?',
        },
        {
          who: 'henrik',
          text: 'Schön! Ich war fast jeden Tag im Stall, und mit zehn bin ich schon Traktor gefahren. Mein Vater hat immer gesagt: Der Henrik übernimmt mal den Hof. Nach der Schule hab ich dann aber eine Ausbildung als Mechaniker gemacht und in der Stadt gearbeitet.',
        },
        { who: 'moderatorin', text: 'Und warum sind Sie dann zurückgekommen?' },
        {
          who: 'henrik',
          text: 'Vor vier Jahren hatte mein Vater einen Unfall mit dem Traktor. Er konnte monatelang nicht arbeiten. Da hab ich gesagt: Ich komme nach Hause und helfe euch. Na ja, und dann bin ich geblieben. Dabei wollte ich den Hof nie haben. Schon als Kind war das der Traum von meiner Schwester Pauline, nicht meiner. Aber die ist heute Ärztin in München.',
        },
        { who: 'moderatorin', text: 'Was für Tiere haben Sie auf dem Hof?' },
        {
          who: 'henrik',
          text: 'Früher hatten wir vierzig Kühe und 120 Schweine. Mit den Schweinen hat man aber kaum noch Geld verdient, deshalb haben wir sie im ersten Jahr abgegeben. Heute haben wir nur noch Milchkühe und ein paar Hühner für die Eier.',
          say: 'Früher hatten wir vierzig Kühe und hundertzwanzig Schweine. Mit den Schweinen hat man aber kaum noch Geld verdient, deshalb haben wir sie im ersten Jahr abgegeben. Heute haben wir nur noch Milchkühe und ein paar Hühner für die Eier.',
        },
        {
          who: 'moderatorin',
          text: 'Viele Leute in Ellerbeck kennen Ihren Hofladen. Was kann man da kaufen?',
        },
        {
          who: 'henrik',
          text: 'Milch, Käse, Eier und Kartoffeln, alles vom Hof. Den Laden hat meine Mutter vor fünfzehn Jahren aufgemacht. Er ist nur freitags und samstags geöffnet, mehr schaffen wir nicht. Aber daneben steht seit letztem Sommer ein Milchautomat. Da kann man rund um die Uhr frische Milch zapfen, auch sonntags.',
        },
        { who: 'moderatorin', text: 'Kann man denn von der Milch gut leben?' },
        {
          who: 'henrik',
          text: 'Die Molkerei ist immer noch unser größter Kunde. Sie holt jeden zweiten Tag die Milch ab, und wir haben ja inzwischen sechzig Kühe, zwanzig mehr als mein Vater. Aber der Preis ist viel zu niedrig. Ohne unsere zwei Ferienwohnungen ginge es nicht.',
        },
        { who: 'moderatorin', text: 'Ferienwohnungen auf dem Bauernhof – wer kommt da?' },
        {
          who: 'henrik',
          text: 'Vor allem Familien aus der Stadt. Die Wohnungen sind in der alten Scheune, im Sommer sind sie immer ausgebucht. Die Wohnungen und der Hofladen bringen uns heute zwei Drittel von unserem Geld. Die Kinder wollen natürlich immer in den Stall. Aber allein lassen wir keine Kinder hinein, auch nicht mit ihren Eltern. Das ist zu gefährlich.',
        },
        { who: 'moderatorin', text: 'Wie sieht Ihr Tag aus?' },
        {
          who: 'henrik',
          text: 'Um halb fünf klingelt der Wecker, die Kühe wollen gemolken werden. Jeden Tag, auch samstags und sonntags, Kühe kennen kein Wochenende. Früher in der Stadt hatte ich jedes Wochenende frei, das vermisse ich manchmal.',
        },
        { who: 'moderatorin', text: 'Und Ihr Vater? Kann er nach dem Unfall noch etwas machen?' },
        {
          who: 'henrik',
          text: 'Schwere Arbeit darf er nicht mehr machen. Aber er kümmert sich um die Buchhaltung und um die Gäste. Jeden Abend geht er mit den Gästekindern in den Stall, dann dürfen sie beim Füttern helfen. Und jedes zweite Wochenende melkt er zusammen mit unserem Helfer. Dann hab ich frei.',
        },
        { who: 'moderatorin', text: 'Und was ist gerade neu auf dem Hof?' },
        {
          who: 'henrik',
          text: 'Wir stellen gerade auf Bio um. Angefangen haben wir im Frühling, aber das dauert zwei Jahre. Erst danach dürfen wir unsere Milch Biomilch nennen. Die Kunden im Laden fragen schon oft danach.',
        },
        { who: 'moderatorin', text: 'Vermissen Sie manchmal die Stadt?' },
        {
          who: 'henrik',
          text: 'Am Anfang sehr. Meine Wohnung in der Stadt hab ich ein ganzes Jahr behalten. Ich wollte ja nur so lange bleiben, bis mein Vater wieder gesund war. Heute fahr ich kaum noch hin, dafür fehlt die Zeit. Und meine Freunde von früher, die vermisse ich schon.',
        },
        { who: 'moderatorin', text: 'Zum Schluss: Was ist Ihr schönster Tag im Jahr auf dem Hof?' },
        {
          who: 'henrik',
          text: 'Die Kartoffelernte im Herbst! Da kommen meine Freunde aus der Stadt und helfen, und danach gibt’s ein großes Essen in der Scheune. Die meisten sind auch sonst oft bei uns, fast jedes zweite Wochenende.',
        },
        { who: 'moderatorin', text: 'Das klingt schön. Herr Schuster, vielen Dank für das Gespräch.' },
      ],
    },
    items: [
      {
        n: 46,
        statement: 'Henrik wollte schon als Kind den Hof übernehmen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Henrik sagt später: „Dabei wollte ich den Hof nie haben. Schon als Kind war das der Traum von meiner Schwester Pauline, nicht meiner.“',
            en: 'Later Henrik says [[Dabei wollte ich den Hof nie haben. Schon als Kind war das der Traum von meiner Schwester Pauline, nicht meiner.]] (yet I never wanted the farm; even as a child it was my sister Pauline’s dream, not mine).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören zuerst: Henrik war als Kind „fast jeden Tag im Stall“, und „Mein Vater hat immer gesagt: Der Henrik übernimmt mal den Hof.“ Das war aber der Wunsch des Vaters. Erst in der nächsten Antwort sagt Henrik, dass er den Hof „nie haben“ wollte. Falsche Person.',
            en: 'First you hear that as a child Henrik was [[fast jeden Tag im Stall]] (in the cowshed almost every day), and [[Mein Vater hat immer gesagt: Der Henrik übernimmt mal den Hof.]] (my father always said Henrik will take over the farm one day). But that was his father’s wish. Only in his next answer does Henrik say he [[nie haben]] (never wanted) the farm. Wrong person.',
          },
        },
        evidence: [
          'Mein Vater hat immer gesagt: Der Henrik übernimmt mal den Hof.',
          'Dabei wollte ich den Hof nie haben.',
          'Schon als Kind war das der Traum von meiner Schwester Pauline, nicht meiner.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 47,
        statement: 'Henrik wollte zuerst nur eine begrenzte Zeit auf dem Hof bleiben.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Am Ende des Gesprächs sagt Henrik: „Ich wollte ja nur so lange bleiben, bis mein Vater wieder gesund war.“ Darum hat er seine Wohnung in der Stadt „ein ganzes Jahr behalten“.',
            en: 'At the end of the conversation Henrik says [[Ich wollte ja nur so lange bleiben, bis mein Vater wieder gesund war.]] (I only wanted to stay until my father was well again). That is why he [[ein ganzes Jahr behalten]] (kept) his flat in town for a whole year.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören am Anfang: „Ich komme nach Hause und helfe euch. Na ja, und dann bin ich geblieben.“ Das klingt, als wollte er von Anfang an bleiben. Aber sein erster Plan kommt erst bei der Frage nach der Stadt: „nur so lange …, bis mein Vater wieder gesund war“.',
            en: 'At the start you hear [[Ich komme nach Hause und helfe euch. Na ja, und dann bin ich geblieben.]] (I’ll come home and help you. Well, and then I stayed.) That sounds as if he wanted to stay from the start. But his first plan only comes with the question about the town: [[nur so lange]] (only as long as) until his father was well again.',
          },
        },
        evidence: [
          'Na ja, und dann bin ich geblieben.',
          'Ich wollte ja nur so lange bleiben, bis mein Vater wieder gesund war.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 48,
        statement: 'Auf dem Hof gibt es heute mehr Kühe als früher.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Früher hatte der Hof „vierzig Kühe“. Später sagt Henrik: „wir haben ja inzwischen sechzig Kühe, zwanzig mehr als mein Vater“.',
            en: 'The farm used to have [[vierzig Kühe]] (forty cows). Later Henrik says [[wir haben ja inzwischen sechzig Kühe, zwanzig mehr als mein Vater]] (we now have sixty cows, twenty more than my father).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „120 Schweine“, „abgegeben“ und „Heute haben wir nur noch Milchkühe“. Das klingt nach weniger Tieren. Aber die Zahl der Kühe kommt erst bei der Molkerei: vierzig früher, „sechzig Kühe“ heute.',
            en: 'You hear [[120 Schweine]] (120 pigs), [[abgegeben]] (given up) and [[Heute haben wir nur noch Milchkühe]] (today we only have dairy cows). That sounds like fewer animals. But the number of cows only comes with the dairy: forty before, [[sechzig Kühe]] (sixty cows) today.',
          },
        },
        evidence: [
          'Früher hatten wir vierzig Kühe und 120 Schweine.',
          'wir haben ja inzwischen sechzig Kühe, zwanzig mehr als mein Vater',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 49,
        statement: 'Im Hofladen kann man an jedem Tag der Woche einkaufen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Der Laden „ist nur freitags und samstags geöffnet“. Jeden Tag gibt es nur Milch aus dem Automaten.',
            en: 'The shop [[ist nur freitags und samstags geöffnet]] (is only open on Fridays and Saturdays). Every day there is only milk from the machine.',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören „rund um die Uhr“ und „auch sonntags“. Das gilt aber nur für den Milchautomaten neben dem Laden, nicht für den Hofladen.',
            en: 'You hear [[rund um die Uhr]] (around the clock) and [[auch sonntags]] (on Sundays too). But that is only the milk machine next to the shop, not the farm shop.',
          },
        },
        evidence: [
          'Er ist nur freitags und samstags geöffnet, mehr schaffen wir nicht.',
          'Da kann man rund um die Uhr frische Milch zapfen, auch sonntags.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 50,
        statement: 'Mehr als die Hälfte ihres Geldes bekommt die Familie von der Molkerei.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Bei den Ferienwohnungen sagt Henrik: „Die Wohnungen und der Hofladen bringen uns heute zwei Drittel von unserem Geld.“ Für die Molkerei bleibt also höchstens ein Drittel, weniger als die Hälfte.',
            en: 'When he talks about the holiday flats, Henrik says [[Die Wohnungen und der Hofladen bringen uns heute zwei Drittel von unserem Geld.]] (the flats and the farm shop bring us two thirds of our money today). That leaves at most a third for the dairy, less than half.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören: „Die Molkerei ist immer noch unser größter Kunde“, und sie holt „jeden zweiten Tag die Milch ab“. Darum denken viele, dass das meiste Geld von dort kommt. Aber der größte Kunde bringt nicht das meiste Geld: „zwei Drittel“ kommen von den Wohnungen und dem Laden.',
            en: 'You hear [[Die Molkerei ist immer noch unser größter Kunde]] (the dairy is still our biggest customer), and it collects the milk [[jeden zweiten Tag]] (every other day). So many think most of the money comes from there. But the biggest customer does not bring most of the money: [[zwei Drittel]] (two thirds) come from the flats and the shop.',
          },
        },
        evidence: [
          'Die Molkerei ist immer noch unser größter Kunde.',
          'Die Wohnungen und der Hofladen bringen uns heute zwei Drittel von unserem Geld.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 51,
        statement: 'Kinder dürfen nur mit einem Erwachsenen vom Hof die Tiere füttern.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Allein dürfen Kinder nicht in den Stall, „auch nicht mit ihren Eltern“. Aber Henriks Vater „geht mit den Gästekindern in den Stall, dann dürfen sie beim Füttern helfen“.',
            en: 'Children may not go into the cowshed alone, [[auch nicht mit ihren Eltern]] (not even with their parents). But Henrik’s father [[geht er mit den Gästekindern in den Stall, dann dürfen sie beim Füttern helfen]] (takes the guests’ children into the cowshed, and then they may help with the feeding).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören: „allein lassen wir keine Kinder hinein, auch nicht mit ihren Eltern. Das ist zu gefährlich.“ Das klingt, als dürften Kinder gar nicht in den Stall. Erst später, beim Vater, hören Sie: Mit ihm „dürfen sie beim Füttern helfen“.',
            en: 'You hear [[allein lassen wir keine Kinder hinein, auch nicht mit ihren Eltern. Das ist zu gefährlich.]] (we do not let children in alone, not even with their parents; it is too dangerous). That sounds as if children may not go into the cowshed at all. Only later, about his father, do you hear that with him [[dürfen sie beim Füttern helfen]] (they may help with the feeding).',
          },
        },
        evidence: [
          'Aber allein lassen wir keine Kinder hinein, auch nicht mit ihren Eltern.',
          'Jeden Abend geht er mit den Gästekindern in den Stall, dann dürfen sie beim Füttern helfen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 52,
        statement: 'Henrik muss heute an jedem Wochenende arbeiten.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Beim Vater sagt Henrik: „jedes zweite Wochenende melkt er zusammen mit unserem Helfer. Dann hab ich frei.“',
            en: 'When he talks about his father, Henrik says [[jedes zweite Wochenende melkt er zusammen mit unserem Helfer. Dann hab ich frei.]] (every other weekend he milks together with our helper; then I am off).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören: Die Kühe müssen gemolken werden, „Jeden Tag, auch samstags und sonntags, Kühe kennen kein Wochenende“, und „jedes Wochenende frei“ hatte Henrik nur „Früher in der Stadt“. Aber die Kühe melkt am Wochenende nicht immer Henrik: Jedes zweite Wochenende hat er frei.',
            en: 'You hear that the cows have to be milked [[Jeden Tag, auch samstags und sonntags, Kühe kennen kein Wochenende]] (every day, Saturdays and Sundays too; cows know no weekends), and Henrik only had every weekend off [[Früher in der Stadt]] (in the town before). But Henrik does not always milk at weekends: every other weekend he is off.',
          },
        },
        evidence: [
          'Jeden Tag, auch samstags und sonntags, Kühe kennen kein Wochenende.',
          'Und jedes zweite Wochenende melkt er zusammen mit unserem Helfer. Dann hab ich frei.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 53,
        statement: 'Henriks Vater hilft noch im Betrieb mit.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Der Vater „kümmert sich um die Buchhaltung und um die Gäste“, geht mit den Kindern in den Stall, und jedes zweite Wochenende melkt er.',
            en: 'His father [[kümmert sich um die Buchhaltung und um die Gäste]] (looks after the accounts and the guests), takes the children into the cowshed, and milks every other weekend.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören zuerst: „Schwere Arbeit darf er nicht mehr machen.“ Aber andere Arbeit macht er noch: Buchhaltung, Gäste, Melken am Wochenende.',
            en: 'First you hear [[Schwere Arbeit darf er nicht mehr machen.]] (he is not allowed to do heavy work any more). But he still does other work: the accounts, the guests, milking at weekends.',
          },
        },
        evidence: [
          'Schwere Arbeit darf er nicht mehr machen.',
          'Aber er kümmert sich um die Buchhaltung und um die Gäste.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 54,
        statement: 'Im Hofladen gibt es schon Biomilch vom Birkenhof.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Henrik sagt: „Wir stellen gerade auf Bio um … aber das dauert zwei Jahre. Erst danach dürfen wir unsere Milch Biomilch nennen.“ Angefangen haben sie erst im Frühling.',
            en: 'Henrik says [[Wir stellen gerade auf Bio um … aber das dauert zwei Jahre. Erst danach dürfen wir unsere Milch Biomilch nennen.]] (we are switching to organic right now … but it takes two years; only after that may we call our milk organic). They only started in the spring.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Wir stellen gerade auf Bio um“ und „Die Kunden im Laden fragen schon oft danach“. Die Umstellung hat begonnen, aber Biomilch gibt es erst nach zwei Jahren. Falsche Zeit.',
            en: 'You hear [[Wir stellen gerade auf Bio um]] (we are switching to organic right now) and [[Die Kunden im Laden fragen schon oft danach]] (customers in the shop often ask for it already). The switch has started, but organic milk comes only after two years. Wrong time.',
          },
        },
        evidence: ['Erst danach dürfen wir unsere Milch Biomilch nennen.', 'Wir stellen gerade auf Bio um.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 55,
        statement: 'Henriks Freunde aus der Stadt besuchen ihn oft auf dem Hof.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'In seiner letzten Antwort sagt Henrik: „Die meisten sind auch sonst oft bei uns, fast jedes zweite Wochenende.“ Im Herbst helfen sie bei der Kartoffelernte.',
            en: 'In his last answer Henrik says [[Die meisten sind auch sonst oft bei uns, fast jedes zweite Wochenende.]] (most of them are often here at other times too, almost every other weekend). In the autumn they help with the potato harvest.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören: „Heute fahr ich kaum noch hin“ und „meine Freunde von früher, die vermisse ich schon“. Das klingt, als sähe er sie kaum. Aber er fährt nicht zu ihnen, sie kommen zu ihm: „fast jedes zweite Wochenende“.',
            en: 'You hear [[Heute fahr ich kaum noch hin]] (today I hardly ever go there) and [[meine Freunde von früher, die vermisse ich schon]] (I do miss my old friends). That sounds as if he hardly sees them. But he does not go to them; they come to him: [[fast jedes zweite Wochenende]] (almost every other weekend).',
          },
        },
        evidence: [
          'Heute fahr ich kaum noch hin, dafür fehlt die Zeit.',
          'Die meisten sind auch sonst oft bei uns, fast jedes zweite Wochenende.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
    ],
  },

  listening3: {
    context:
      'Sie hören fünf kurze Texte: Nachrichten auf dem Anrufbeantworter, eine Information im Radio und Durchsagen.',
    topics: ['housing-and-rent', 'school-and-children', 'caring-for-others'],
    people: [
      { name: 'Frau Ernst', role: 'property manager' },
      { name: 'Herr Popescu', role: 'tenant' },
      { name: 'Frau Böhm', role: 'nurse at a home-care service' },
      { name: 'Herr Rieger', role: 'caretaker of a block of flats' },
    ],
    items: [
      {
        n: 56,
        recording: {
          label: 'Text 1: Nachricht auf dem Anrufbeantworter',
          speakers: { ernst: { name: 'Frau Ernst', voice: 'high' } },
          lines: [
            {
              who: 'ernst',
              text: 'Guten Tag, Herr Popescu, hier ist Frau Ernst von der Hausverwaltung. Am Donnerstag werden im ganzen Haus die Wasserzähler gewechselt. Der Handwerker kommt zwischen 8 und 12 Uhr und muss in jede Wohnung, auch in Ihre. Von 8 bis etwa 10 Uhr gibt es im Haus kein Wasser. Wenn Sie an dem Vormittag arbeiten, ist das kein Problem: Geben Sie Ihren Schlüssel bis Mittwochabend beim Hausmeister ab, er schließt dann auf. Vielen Dank und auf Wiederhören.',
              say: 'Guten Tag, Herr Popescu, hier ist Frau Ernst von der Hausverwaltung. Am Donnerstag werden im ganzen Haus die Wasserzähler gewechselt. Der Handwerker kommt zwischen acht und zwölf Uhr und muss in jede Wohnung, auch in Ihre. Von acht bis etwa zehn Uhr gibt es im Haus kein Wasser. Wenn Sie an dem Vormittag arbeiten, ist das kein Problem: Geben Sie Ihren Schlüssel bis Mittwochabend beim Hausmeister ab, er schließt dann auf. Vielen Dank und auf Wiederhören.',
            },
          ],
        },
        statement: 'Herr Popescu muss am Donnerstagvormittag zu Hause sein.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Wenn er arbeitet, „ist das kein Problem: Geben Sie Ihren Schlüssel … beim Hausmeister ab“. Der Hausmeister schließt auf.',
            en: 'If he is at work, [[ist das kein Problem: Geben Sie Ihren Schlüssel … beim Hausmeister ab]] (that is no problem: leave your key with the caretaker). The caretaker lets the tradesman in.',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören „muss in jede Wohnung, auch in Ihre“. Das stimmt: Der Handwerker muss hinein. Aber Herr Popescu muss nicht da sein, der Hausmeister hat dann seinen Schlüssel.',
            en: 'You hear [[muss in jede Wohnung, auch in Ihre]] (has to get into every flat, yours too). That is true: the tradesman must get in. But Herr Popescu need not be there; the caretaker will have his key.',
          },
        },
        evidence: [
          'Wenn Sie an dem Vormittag arbeiten, ist das kein Problem: Geben Sie Ihren Schlüssel bis Mittwochabend beim Hausmeister ab',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 57,
        recording: {
          label: 'Text 2: Nachricht der Grundschule',
          speakers: { sekretariat: { name: 'Sekretariat', voice: 'high' } },
          lines: [
            {
              who: 'sekretariat',
              text: 'Liebe Eltern, hier ist das Sekretariat der Grundschule am Mühlbach. Am Freitag haben die Lehrerinnen und Lehrer eine Konferenz. Der Unterricht endet deshalb für alle Klassen schon nach der dritten Stunde, um 10.50 Uhr. Auch die Schulbusse fahren an diesem Tag schon um 11 Uhr, und das Mittagessen gibt es schon um halb zwölf. Noch ein Hinweis für die Kinder in der Nachmittagsbetreuung: Die Betreuerinnen sind nicht auf der Konferenz. Die Kinder werden bis 16 Uhr betreut, wie an jedem anderen Tag. Vielen Dank.',
              say: 'Liebe Eltern, hier ist das Sekretariat der Grundschule am Mühlbach. Am Freitag haben die Lehrerinnen und Lehrer eine Konferenz. Der Unterricht endet deshalb für alle Klassen schon nach der dritten Stunde, um zehn Uhr fünfzig. Auch die Schulbusse fahren an diesem Tag schon um elf Uhr, und das Mittagessen gibt es schon um halb zwölf. Noch ein Hinweis für die Kinder in der Nachmittagsbetreuung: Die Betreuerinnen sind nicht auf der Konferenz. Die Kinder werden bis sechzehn Uhr betreut, wie an jedem anderen Tag. Vielen Dank.',
            },
          ],
        },
        statement:
          'Kinder aus der Nachmittagsbetreuung können am Freitag wie immer bis zum Nachmittag in der Schule bleiben.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Am Ende: „Die Betreuerinnen sind nicht auf der Konferenz. Die Kinder werden bis 16 Uhr betreut, wie an jedem anderen Tag.“',
            en: 'At the end: [[Die Betreuerinnen sind nicht auf der Konferenz. Die Kinder werden bis 16 Uhr betreut, wie an jedem anderen Tag.]] (the carers are not at the meeting; the children are looked after until 4 pm, as on any other day).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören dreimal, dass am Freitag alles früher ist: Der Unterricht endet „für alle Klassen“ um 10.50 Uhr, die Schulbusse fahren um 11 Uhr, das Mittagessen ist um halb zwölf. Erst am Ende kommt der Hinweis für die Nachmittagsbetreuung: Sie bleibt bis 16 Uhr, wie immer.',
            en: 'Three times you hear that everything is earlier on Friday: lessons end [[für alle Klassen]] (for all classes) at 10.50, the school buses leave at 11, lunch is at half past eleven. Only at the end comes the note for after-school care: it goes on until 4 pm, as always.',
          },
        },
        evidence: [
          'Die Kinder werden bis 16 Uhr betreut, wie an jedem anderen Tag.',
          'Auch die Schulbusse fahren an diesem Tag schon um 11 Uhr',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 58,
        recording: {
          label: 'Text 3: Information im Radio',
          speakers: { radio: { name: 'Radio', voice: 'announcer' } },
          lines: [
            {
              who: 'radio',
              text: 'Sie pflegen Ihre Mutter, Ihren Vater oder Ihren Partner zu Hause und haben viele Fragen? Die Pflegeberatung der Stadt Mühlhagen hilft Ihnen kostenlos. Die Beraterinnen kommen auch zu Ihnen nach Hause. Dafür melden Sie sich bitte vorher telefonisch an, unter 0 54 21 – 33 80. Jeden Dienstag von 14 bis 18 Uhr sind die Beraterinnen außerdem im Rathaus, Zimmer 12. Dorthin können Sie einfach so kommen, ohne Anmeldung.',
              say: 'Sie pflegen Ihre Mutter, Ihren Vater oder Ihren Partner zu Hause und haben viele Fragen? Die Pflegeberatung der Stadt Mühlhagen hilft Ihnen kostenlos. Die Beraterinnen kommen auch zu Ihnen nach Hause. Dafür melden Sie sich bitte vorher telefonisch an, unter null fünf vier zwei eins, dreiunddreißig achtzig. Jeden Dienstag von vierzehn bis achtzehn Uhr sind die Beraterinnen außerdem im Rathaus, Zimmer zwölf. Dorthin können Sie einfach so kommen, ohne Anmeldung.',
            },
          ],
        },
        statement: 'Für ein Beratungsgespräch im Rathaus braucht man keinen Termin.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Ins Rathaus „können Sie einfach so kommen, ohne Anmeldung“.',
            en: 'To the town hall [[können Sie einfach so kommen, ohne Anmeldung]] (you can just come, without registering).',
          },
          '-': {
            trap: 'other-words',
            de: 'Zuerst hören Sie „melden Sie sich bitte vorher telefonisch an“ und eine Telefonnummer. Das gilt aber nur für den Besuch „zu Ihnen nach Hause“. Erst danach kommt das Rathaus: „ohne Anmeldung“.',
            en: 'First you hear [[melden Sie sich bitte vorher telefonisch an]] (please register by phone beforehand) and a phone number. But that is only for a visit [[zu Ihnen nach Hause]] (to your home). Only after that comes the town hall: [[ohne Anmeldung]] (without registering).',
          },
        },
        evidence: [
          'Dorthin können Sie einfach so kommen, ohne Anmeldung.',
          'Dafür melden Sie sich bitte vorher telefonisch an',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 59,
        recording: {
          label: 'Text 4: Nachricht vom Pflegedienst',
          speakers: { boehm: { name: 'Frau Böhm', voice: 'high' } },
          lines: [
            {
              who: 'boehm',
              text: 'Guten Tag, hier ist Frau Böhm vom Pflegedienst Sonnenschein. Ich rufe wegen Ihrer Mutter an. Ab Montag kommen wir morgens eine Stunde später zu ihr, also um acht statt um sieben. Wir haben eine neue Kollegin, und die Touren ändern sich. Am Abend bleibt alles wie bisher, da kommen wir weiter um sieben. Wenn das für Ihre Mutter ein Problem ist, rufen Sie mich bitte zurück. Danke schön.',
            },
          ],
        },
        statement: 'Ab Montag kommt der Pflegedienst abends eine Stunde später.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Später kommt der Pflegedienst nur „morgens“. „Am Abend bleibt alles wie bisher, da kommen wir weiter um sieben.“',
            en: 'The service comes later only [[morgens]] (in the morning). [[Am Abend bleibt alles wie bisher, da kommen wir weiter um sieben.]] (in the evening everything stays as before; we still come at seven).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „eine Stunde später“ und zweimal „sieben“. Aber die Änderung gilt für den Morgen: acht statt sieben. Abends kommt der Pflegedienst weiter um sieben. Falsche Tageszeit.',
            en: 'You hear [[eine Stunde später]] (an hour later) and [[sieben]] (seven) twice. But the change is for the morning: eight instead of seven. In the evening the service still comes at seven. Wrong time of day.',
          },
        },
        evidence: [
          'Ab Montag kommen wir morgens eine Stunde später zu ihr',
          'Am Abend bleibt alles wie bisher, da kommen wir weiter um sieben.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 60,
        recording: {
          label: 'Text 5: Durchsage des Hausmeisters',
          speakers: { rieger: { name: 'Herr Rieger', voice: 'low' } },
          lines: [
            {
              who: 'rieger',
              text: 'Liebe Mieterinnen und Mieter, hier spricht Ihr Hausmeister, Herr Rieger. Ab Montag wird die Waschküche bei uns im Keller renoviert, bis zum Ende des Monats. In dieser Zeit können Sie bei uns im Haus leider nicht waschen. Bitte stellen Sie auch keine Wäschekörbe in den Keller, die Handwerker brauchen dort Platz. Für Ihre Wäsche gibt es aber eine Lösung: Die Waschmaschinen im Haus Nummer 8, gleich nebenan, dürfen Sie benutzen. Den Schlüssel dafür bekommen Sie bei mir, von 9 bis 11 Uhr. Vielen Dank für Ihr Verständnis.',
              say: 'Liebe Mieterinnen und Mieter, hier spricht Ihr Hausmeister, Herr Rieger. Ab Montag wird die Waschküche bei uns im Keller renoviert, bis zum Ende des Monats. In dieser Zeit können Sie bei uns im Haus leider nicht waschen. Bitte stellen Sie auch keine Wäschekörbe in den Keller, die Handwerker brauchen dort Platz. Für Ihre Wäsche gibt es aber eine Lösung: Die Waschmaschinen im Haus Nummer acht, gleich nebenan, dürfen Sie benutzen. Den Schlüssel dafür bekommen Sie bei mir, von neun bis elf Uhr. Vielen Dank für Ihr Verständnis.',
            },
          ],
        },
        statement: 'Während der Renovierung können die Mieter in einem anderen Haus Wäsche waschen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: '„Die Waschmaschinen im Haus Nummer 8, gleich nebenan, dürfen Sie benutzen.“ Das ist ein anderes Haus.',
            en: '[[Die Waschmaschinen im Haus Nummer 8, gleich nebenan, dürfen Sie benutzen.]] (You may use the washing machines in number 8, next door.) That is another building.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „können Sie bei uns im Haus leider nicht waschen“ und danach noch eine Bitte: keine Wäschekörbe in den Keller. Das klingt, als könnte man gar nicht waschen. Erst danach kommt die Lösung im Haus nebenan.',
            en: 'You hear [[können Sie bei uns im Haus leider nicht waschen]] (unfortunately you cannot do your washing in our building) and then another request: no laundry baskets in the cellar. That sounds as if you cannot wash at all. Only after that comes the solution next door.',
          },
        },
        evidence: [
          'Die Waschmaschinen im Haus Nummer 8, gleich nebenan, dürfen Sie benutzen.',
          'In dieser Zeit können Sie bei uns im Haus leider nicht waschen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
    ],
  },
} satisfies ModelTestListening;
