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
              text: 'Zwölf Jahre lang war ich Koch in einem Hotel. Die Arbeit hat mir Spaß gemacht, aber abends und am Wochenende war ich nie zu Hause. Als unsere Tochter geboren wurde, wollte ich das ändern. Meine Frau hat oft gesagt: Du kannst so gut mit Kindern, das wäre doch ein Beruf für dich! Mein Vater hat mir dann geraten: Mach eine Umschulung, solange du jung bist, am besten zum Bürokaufmann, wie ich. Jetzt mache ich eine Umschulung zum Erzieher. Mein Vater hat danach ein paar Wochen kaum mit mir gesprochen. Heute kocht er manchmal für uns, wenn ich lernen muss.',
            },
          ],
        },
        statement: 'Florians Vater hat ihm geraten, Erzieher zu werden.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Der Vater hat zu einer Umschulung geraten, aber „am besten zum Bürokaufmann, wie ich“. Die Idee mit den Kindern kam von Florians Frau: „Du kannst so gut mit Kindern“. Und nach Florians Entscheidung hat der Vater „ein paar Wochen kaum mit mir gesprochen“: Die Umschulung zum Erzieher war also nicht sein Rat.',
            en: 'His father advised retraining, but [[am besten zum Bürokaufmann, wie ich]] (ideally as an office clerk, like me). The idea of working with children came from Florian’s wife: [[Du kannst so gut mit Kindern]] (you are so good with children). And after Florian’s decision his father [[ein paar Wochen kaum mit mir gesprochen]] (hardly spoke to me for a few weeks): becoming a nursery teacher was not his advice.',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören „Mein Vater hat mir dann geraten: Mach eine Umschulung“ und gleich danach „Jetzt mache ich eine Umschulung zum Erzieher“. Der Vater hat wirklich zu einer Umschulung geraten. Aber er meinte eine Umschulung zum Bürokaufmann, nicht zum Erzieher; das hören Sie nur in einem kurzen Teil seines Satzes. Nur ein Teil stimmt.',
            en: 'You hear [[Mein Vater hat mir dann geraten: Mach eine Umschulung]] (my father then advised me: retrain) and right after it [[Jetzt mache ich eine Umschulung zum Erzieher]] (now I am retraining as a nursery teacher). His father really did advise retraining. But he meant retraining as an office clerk, not as a nursery teacher; you hear that only in a short part of his sentence. Only part of it is true.',
          },
        },
        evidence: [
          'am besten zum Bürokaufmann, wie ich',
          'Du kannst so gut mit Kindern',
          'Mein Vater hat danach ein paar Wochen kaum mit mir gesprochen.',
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
              text: 'Ich habe zwanzig Jahre in einer Bank gearbeitet. Dann hat unsere Filiale zugemacht. Die Bank hat mir eine Stelle in der Zentrale angeboten, eine Stunde Fahrt von hier. Mein Mann hat gesagt: Nimm sie, das ist sicher. Ich hab eine Woche lang überlegt. Heute fahre ich tatsächlich jeden Tag zur Zentrale, sogar mehrmals. Viele Freunde haben gelacht, als sie es gehört haben. Ich sitze nämlich nicht am Schreibtisch, sondern hinter dem Lenkrad: Ich fahre jetzt selbst Bus, und die Zentrale ist eine Haltestelle auf meiner Linie. Nur das frühe Aufstehen ist hart.',
            },
          ],
        },
        statement: 'Iris hat sich gegen die Stelle in der Zentrale entschieden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Bank hat Iris „eine Stelle in der Zentrale angeboten“. Aber sie sitzt heute „nicht am Schreibtisch, sondern hinter dem Lenkrad: Ich fahre jetzt selbst Bus“. Die Zentrale ist nur eine Haltestelle auf ihrer Linie. Die Stelle hat sie also nicht genommen.',
            en: '[[Die Bank hat mir eine Stelle in der Zentrale angeboten]] (the bank offered me a job at head office), Iris says. But today she sits [[nicht am Schreibtisch, sondern hinter dem Lenkrad: Ich fahre jetzt selbst Bus]] (not at a desk but behind the wheel: I drive a bus myself now). Head office is only a stop on her route. So she did not take the job.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Nimm sie, das ist sicher“ und „Heute fahre ich tatsächlich jeden Tag zur Zentrale“. Aber das erste sagt ihr Mann, und zur Zentrale fährt Iris als Busfahrerin: Die Zentrale ist „eine Haltestelle auf meiner Linie“. Das hören Sie zwei Sätze später. Falsche Person und ein anderer Grund für die Fahrt.',
            en: 'You hear [[Nimm sie, das ist sicher]] (take it, it’s safe) and [[Heute fahre ich tatsächlich jeden Tag zur Zentrale]] (today I actually go to head office every day). But the first is what her husband says, and Iris goes to head office as a bus driver: it is [[eine Haltestelle auf meiner Linie]] (a stop on my route). You hear that two sentences later. Wrong person and another reason for the trip.',
          },
        },
        evidence: [
          'Die Bank hat mir eine Stelle in der Zentrale angeboten',
          'Ich sitze nämlich nicht am Schreibtisch, sondern hinter dem Lenkrad: Ich fahre jetzt selbst Bus, und die Zentrale ist eine Haltestelle auf meiner Linie.',
          'Heute fahre ich tatsächlich jeden Tag zur Zentrale, sogar mehrmals.',
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
              text: 'Ich hab lange in einem Elektronikmarkt verkauft. Die Kunden haben mich oft gefragt, wie man einen Computer einrichtet, und das hat mir am meisten Spaß gemacht. Als der Markt zugemacht hat, war ich ein halbes Jahr arbeitslos. Das Arbeitsamt hat mir dann eine Weiterbildung zum IT-Techniker bezahlt, zwei Jahre lang. Ein Kollege aus dem Markt war im selben Kurs. Er hatte schnell eine neue Stelle gefunden und hat den Kurs abends gemacht, neben der Arbeit. Der musste alles selbst bezahlen, fast sechstausend Euro. Tja, das hat er mir jede Woche erzählt.',
            },
          ],
        },
        statement: 'Moritz hat seine Weiterbildung selbst bezahlt.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Moritz war arbeitslos, und „Das Arbeitsamt hat mir dann eine Weiterbildung zum IT-Techniker bezahlt“. Er hat also nichts bezahlt.',
            en: 'Moritz was unemployed, and [[Das Arbeitsamt hat mir dann eine Weiterbildung zum IT-Techniker bezahlt]] (the job centre then paid for my training as an IT technician). So he paid nothing.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Am Ende hören Sie fast die Aussage: „musste alles selbst bezahlen, fast sechstausend Euro“. Das sagt Moritz aber über seinen Kollegen, der schon eine neue Stelle hatte. Für Moritz hat das Arbeitsamt bezahlt; das hören Sie drei Sätze vorher. Falsche Person.',
            en: 'At the end you hear almost the statement: [[musste alles selbst bezahlen, fast sechstausend Euro]] (had to pay everything himself, almost six thousand euros). But Moritz says that about his colleague, who already had a new job. For Moritz the job centre paid; you hear that three sentences earlier. Wrong person.',
          },
        },
        evidence: [
          'Das Arbeitsamt hat mir dann eine Weiterbildung zum IT-Techniker bezahlt, zwei Jahre lang.',
          'Der musste alles selbst bezahlen, fast sechstausend Euro.',
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
            trap: 'other-words',
            de: 'Sie hören „Angst, dass mir im Büro langweilig wird“ und gleich danach „jeden Tag hundertmal denselben Satz“. Das klingt langweilig. Aber derselbe ist nur der erste Satz am Telefon. Erst am Ende sagt Xenia, dass jedes Gespräch danach „jedes Mal anders“ ist; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Angst, dass mir im Büro langweilig wird]] (afraid that I would be bored in the office) and right after it [[jeden Tag hundertmal denselben Satz]] (the same sentence a hundred times a day). That sounds boring. But only the first sentence on the phone is the same. Only at the end does Xenia say that each call after it is [[jedes Mal anders]] (different every time); the statement says this in other words.',
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
              text: 'Ich bin fünfzig und bin fast dreißig Jahre Lkw gefahren, quer durch Europa. Oft war ich die ganze Woche unterwegs und hab im Lkw geschlafen. Seit August bin ich Hausmeister an einer Grundschule, und jetzt, im November, kenne ich schon fast jedes Kind mit Namen. Ich fange um halb sieben an und bin um vier daheim. Nur nach einem Elternabend muss ich abends die Schule abschließen, und die sind bei uns alle im September, für jede Klasse einer. Im September haben meine Kinder dann gefragt: Papa, bist du jetzt wieder nie da? Das Geld ist etwas weniger, aber das ist es mir wert.',
            },
          ],
        },
        statement: 'Herr Kolb ist abends meistens zu Hause.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zwei Dinge zusammen: Herr Kolb ist „um vier daheim“, und abends bleiben muss er nur nach einem Elternabend. Die Elternabende „sind bei uns alle im September“, und jetzt ist „November“. Meistens ist er abends also zu Hause.',
            en: 'Two things together: Mr Kolb is [[um vier daheim]] (home at four), and he has to stay in the evening only after a parents’ evening. The parents’ evenings [[sind bei uns alle im September]] (are all in September at our school), and now it is [[November]]. So he is usually at home in the evening.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören die Frage der Kinder „Papa, bist du jetzt wieder nie da?“. Das klingt wie die Zeit im Lkw. Aber die Kinder haben das im September gefragt, als die Elternabende waren. Jetzt ist November, und sonst ist er um vier „daheim“, also zu Hause; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear the children’s question [[Papa, bist du jetzt wieder nie da?]] (Dad, are you never here again now?). That sounds like the time with the lorry. But the children asked that in September, when the parents’ evenings were. Now it is November, and otherwise he is [[daheim]] (at home) at four; the statement says this in other words.',
          },
        },
        evidence: [
          'Ich fange um halb sieben an und bin um vier daheim.',
          'und die sind bei uns alle im September, für jede Klasse einer',
          'und jetzt, im November, kenne ich schon fast jedes Kind mit Namen',
          'Im September haben meine Kinder dann gefragt: Papa, bist du jetzt wieder nie da?',
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
          text: 'Vor vier Jahren hatte mein Vater einen Unfall mit dem Traktor. Er konnte monatelang nicht arbeiten. Da hab ich gesagt: Ich komme nach Hause und helfe euch. Na ja, und dann bin ich geblieben. Dabei war der Hof schon immer der Traum von meiner Schwester Pauline. Ich wollte als Kind nur eins: Mechaniker werden, wie mein Onkel. Aber Pauline ist heute Ärztin in München.',
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
          text: 'Milch, Käse, Eier und Kartoffeln, alles vom Hof. Den Laden hat meine Mutter vor fünfzehn Jahren aufgemacht. Und seit letztem Sommer steht daneben ein Milchautomat. Viele Leute aus Ellerbeck holen sich da jeden Tag ihre Milch, rund um die Uhr, auch sonntags.',
        },
        { who: 'moderatorin', text: 'Kann man denn von der Milch gut leben?' },
        {
          who: 'henrik',
          text: 'Die Molkerei ist immer noch unser größter Kunde. Sie holt jeden zweiten Tag die Milch ab, und wir haben ja inzwischen sechzig Kühe, zwanzig mehr als mein Vater. Aber der Preis ist viel zu niedrig. Ohne unsere zwei Ferienwohnungen ginge es nicht.',
        },
        { who: 'moderatorin', text: 'Ferienwohnungen auf dem Bauernhof – wer kommt da?' },
        {
          who: 'henrik',
          text: 'Vor allem Familien aus der Stadt. Die Wohnungen sind in der alten Scheune, im Sommer sind sie immer ausgebucht. Die Wohnungen und der Hofladen bringen uns heute zwei Drittel von unserem Geld. Und das, obwohl meine Mutter den Laden nur an zwei Tagen aufmachen kann, freitags und samstags. Die Kinder wollen natürlich immer in den Stall. Aber Gäste lassen wir da nicht hinein, auch keine Eltern mit ihren Kindern. Das ist zu gefährlich.',
        },
        { who: 'moderatorin', text: 'Wie sieht Ihr Tag aus?' },
        {
          who: 'henrik',
          text: 'Um halb fünf klingelt der Wecker, die Kühe wollen gemolken werden. Jeden Tag, auch samstags und sonntags, Kühe kennen kein Wochenende. Früher in der Stadt hatte ich jedes Wochenende frei, das vermisse ich manchmal.',
        },
        { who: 'moderatorin', text: 'Und Ihr Vater? Wie geht es ihm heute?' },
        {
          who: 'henrik',
          text: 'Schwere Arbeit darf er nicht mehr machen, sagt der Arzt. Seit letztem Jahr ist er ja auch offiziell in Rente. Jeden Abend geht er mit den Gästekindern in den Stall, dann dürfen sie beim Füttern helfen. Mit ihm ist das kein Problem, er passt gut auf. Und jedes zweite Wochenende melkt er zusammen mit unserem Helfer. Dann hab ich frei.',
        },
        { who: 'moderatorin', text: 'Und was ist gerade neu auf dem Hof?' },
        {
          who: 'henrik',
          text: 'Wir stellen gerade auf Bio um, seit dem Frühling. Unsere Kühe fressen schon nur Biofutter, und im Laden fragen die Kunden oft nach Biomilch. Aber die Regeln sind streng: Biomilch nennen darf man unsere Milch erst nach zwei Jahren.',
        },
        { who: 'moderatorin', text: 'Vermissen Sie manchmal die Stadt?' },
        {
          who: 'henrik',
          text: 'Am Anfang sehr. Meine Wohnung in der Stadt hab ich ein ganzes Jahr behalten, und in der Werkstatt hab ich nur unbezahlten Urlaub genommen. Ich dachte ja, in ein paar Monaten kann mein Vater wieder arbeiten. Heute fahr ich kaum noch hin, dafür fehlt die Zeit. Und die Abende mit meinen Freunden in der Stadt, die vermisse ich schon.',
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
            de: 'In seiner zweiten Antwort sagt Henrik: „Dabei war der Hof schon immer der Traum von meiner Schwester Pauline. Ich wollte als Kind nur eins: Mechaniker werden, wie mein Onkel.“ Den Hof wollte als Kind also Pauline, nicht Henrik.',
            en: 'In his second answer Henrik says [[Dabei war der Hof schon immer der Traum von meiner Schwester Pauline. Ich wollte als Kind nur eins: Mechaniker werden, wie mein Onkel.]] (yet the farm was always my sister Pauline’s dream; as a child I wanted only one thing: to be a mechanic, like my uncle). So as a child it was Pauline who wanted the farm, not Henrik.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören zuerst: Henrik war als Kind „fast jeden Tag im Stall“, und „Mein Vater hat immer gesagt: Der Henrik übernimmt mal den Hof.“ Das war aber der Wunsch des Vaters. Erst in der nächsten Antwort hören Sie Henriks eigenen Wunsch als Kind: Mechaniker werden. Der Hof war der Traum seiner Schwester. Falsche Person.',
            en: 'First you hear that as a child Henrik was [[fast jeden Tag im Stall]] (in the cowshed almost every day), and [[Mein Vater hat immer gesagt: Der Henrik übernimmt mal den Hof.]] (my father always said Henrik will take over the farm one day). But that was his father’s wish. Only in his next answer do you hear what Henrik wanted as a child: to be a mechanic. The farm was his sister’s dream. Wrong person.',
          },
        },
        evidence: [
          'Mein Vater hat immer gesagt: Der Henrik übernimmt mal den Hof.',
          'Dabei war der Hof schon immer der Traum von meiner Schwester Pauline.',
          'Ich wollte als Kind nur eins: Mechaniker werden, wie mein Onkel.',
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
            de: 'Bei der Frage nach der Stadt sagt Henrik: Seine Wohnung hat er „ein ganzes Jahr behalten“, in der Werkstatt hat er „nur unbezahlten Urlaub genommen“, und „Ich dachte ja, in ein paar Monaten kann mein Vater wieder arbeiten.“ Er wollte also zurück in die Stadt, wenn der Vater wieder arbeiten kann.',
            en: 'Asked about the town, Henrik says he [[ein ganzes Jahr behalten]] (kept) his flat for a whole year, at the garage he [[nur unbezahlten Urlaub genommen]] (only took unpaid leave), and [[Ich dachte ja, in ein paar Monaten kann mein Vater wieder arbeiten.]] (I thought my father would be able to work again in a few months). So he meant to go back to town once his father could work again.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören am Anfang: „Ich komme nach Hause und helfe euch. Na ja, und dann bin ich geblieben.“ Das klingt, als wollte er von Anfang an bleiben. Aber „geblieben“ ist, was später passiert ist. Seinen ersten Plan zeigen erst die Wohnung, der unbezahlte Urlaub und „in ein paar Monaten“.',
            en: 'At the start you hear [[Ich komme nach Hause und helfe euch. Na ja, und dann bin ich geblieben.]] (I’ll come home and help you. Well, and then I stayed.) That sounds as if he wanted to stay from the start. But staying is what happened later. His first plan only shows in the flat, the unpaid leave and [[in ein paar Monaten]] (in a few months).',
          },
        },
        evidence: [
          'Na ja, und dann bin ich geblieben.',
          'Meine Wohnung in der Stadt hab ich ein ganzes Jahr behalten, und in der Werkstatt hab ich nur unbezahlten Urlaub genommen.',
          'Ich dachte ja, in ein paar Monaten kann mein Vater wieder arbeiten.',
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
            de: 'Bei den Ferienwohnungen sagt Henrik, dass seine Mutter „den Laden nur an zwei Tagen aufmachen kann, freitags und samstags“. Jeden Tag gibt es nur die Milch aus dem Automaten neben dem Laden.',
            en: 'When he talks about the holiday flats, Henrik says his mother [[den Laden nur an zwei Tagen aufmachen kann, freitags und samstags]] (can only open the shop on two days, Fridays and Saturdays). Every day there is only the milk from the machine next to the shop.',
          },
          '+': {
            trap: 'partly-true',
            de: 'Sie hören beim Hofladen: „Viele Leute aus Ellerbeck holen sich da jeden Tag ihre Milch, rund um die Uhr, auch sonntags.“ Das gilt aber für den Milchautomaten neben dem Laden. Die Öffnungszeiten vom Laden kommen erst später, bei den Ferienwohnungen.',
            en: 'With the farm shop you hear [[Viele Leute aus Ellerbeck holen sich da jeden Tag ihre Milch, rund um die Uhr, auch sonntags.]] (many people from Ellerbeck get their milk there every day, around the clock, on Sundays too). But that is the milk machine next to the shop. The shop’s opening days only come later, with the holiday flats.',
          },
        },
        evidence: [
          'Viele Leute aus Ellerbeck holen sich da jeden Tag ihre Milch, rund um die Uhr, auch sonntags.',
          'Und das, obwohl meine Mutter den Laden nur an zwei Tagen aufmachen kann, freitags und samstags.',
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
            de: 'Gäste dürfen nicht in den Stall, „auch keine Eltern mit ihren Kindern“. Aber über seinen Vater sagt Henrik: „Jeden Abend geht er mit den Gästekindern in den Stall, dann dürfen sie beim Füttern helfen. Mit ihm ist das kein Problem“.',
            en: 'Guests may not go into the cowshed, [[auch keine Eltern mit ihren Kindern]] (not even parents with their children). But about his father Henrik says [[Jeden Abend geht er mit den Gästekindern in den Stall, dann dürfen sie beim Füttern helfen. Mit ihm ist das kein Problem]] (every evening he takes the guests’ children into the cowshed, and then they may help with the feeding; with him it is no problem).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören: „Gäste lassen wir da nicht hinein, auch keine Eltern mit ihren Kindern. Das ist zu gefährlich.“ Das klingt, als dürften Kinder gar nicht in den Stall. Erst später, bei der Frage nach dem Vater, hören Sie: Mit ihm „dürfen sie beim Füttern helfen“.',
            en: 'You hear [[Gäste lassen wir da nicht hinein, auch keine Eltern mit ihren Kindern. Das ist zu gefährlich.]] (we do not let guests in there, not even parents with their children; it is too dangerous). That sounds as if children may not go into the cowshed at all. Only later, asked about his father, do you hear that with him [[dürfen sie beim Füttern helfen]] (they may help with the feeding).',
          },
        },
        evidence: [
          'Aber Gäste lassen wir da nicht hinein, auch keine Eltern mit ihren Kindern.',
          'Jeden Abend geht er mit den Gästekindern in den Stall, dann dürfen sie beim Füttern helfen.',
          'Mit ihm ist das kein Problem, er passt gut auf.',
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
            de: 'Der Vater geht jeden Abend mit den Gästekindern zum Füttern in den Stall, und „jedes zweite Wochenende melkt er zusammen mit unserem Helfer“. Melken ist Arbeit im Betrieb.',
            en: 'Every evening his father takes the guests’ children into the cowshed for the feeding, and [[jedes zweite Wochenende melkt er zusammen mit unserem Helfer]] (every other weekend he milks together with our helper). Milking is work on the farm.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören zuerst: „Schwere Arbeit darf er nicht mehr machen“ und „Seit letztem Jahr ist er ja auch offiziell in Rente.“ Das klingt, als arbeite er gar nicht mehr. Aber in Rente ist er nur auf dem Papier: Er hilft beim Füttern und melkt jedes zweite Wochenende.',
            en: 'First you hear [[Schwere Arbeit darf er nicht mehr machen]] (he is not allowed to do heavy work any more) and [[Seit letztem Jahr ist er ja auch offiziell in Rente.]] (since last year he has officially been retired, too). That sounds as if he no longer works at all. But he is retired only on paper: he helps with the feeding and milks every other weekend.',
          },
        },
        evidence: [
          'Seit letztem Jahr ist er ja auch offiziell in Rente.',
          'Und jedes zweite Wochenende melkt er zusammen mit unserem Helfer.',
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
            de: 'Henrik sagt: Die Umstellung läuft erst „seit dem Frühling“, und „Biomilch nennen darf man unsere Milch erst nach zwei Jahren“. Die zwei Jahre sind noch lange nicht vorbei, also gibt es noch keine Biomilch vom Hof.',
            en: 'Henrik says the switch has only been going on [[seit dem Frühling]] (since the spring), and [[Biomilch nennen darf man unsere Milch erst nach zwei Jahren]] (our milk may only be called organic after two years). The two years are far from over, so there is no organic milk from the farm yet.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Unsere Kühe fressen schon nur Biofutter“ und „im Laden fragen die Kunden oft nach Biomilch“. Das Futter ist schon Bio, und die Kunden fragen danach. Aber Biomilch gibt es erst zwei Jahre nach dem Anfang, und angefangen haben sie im Frühling. Falsche Zeit.',
            en: 'You hear [[Unsere Kühe fressen schon nur Biofutter]] (our cows already eat only organic feed) and [[im Laden fragen die Kunden oft nach Biomilch]] (in the shop customers often ask for organic milk). The feed is already organic, and customers ask for it. But organic milk comes only two years after the start, and they started in the spring. Wrong time.',
          },
        },
        evidence: [
          'Unsere Kühe fressen schon nur Biofutter, und im Laden fragen die Kunden oft nach Biomilch.',
          'Wir stellen gerade auf Bio um, seit dem Frühling.',
          'Aber die Regeln sind streng: Biomilch nennen darf man unsere Milch erst nach zwei Jahren.',
        ],
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
            de: 'Sie hören: „Heute fahr ich kaum noch hin“ und „die Abende mit meinen Freunden in der Stadt, die vermisse ich schon“. Das klingt, als sähe er sie kaum. Aber er fährt nicht zu ihnen, sie kommen zu ihm: „fast jedes zweite Wochenende“.',
            en: 'You hear [[Heute fahr ich kaum noch hin]] (today I hardly ever go there) and [[die Abende mit meinen Freunden in der Stadt, die vermisse ich schon]] (I do miss the evenings with my friends in the city). That sounds as if he hardly sees them. But he does not go to them; they come to him: [[fast jedes zweite Wochenende]] (almost every other weekend).',
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
              text: 'Guten Tag, Herr Popescu, hier ist Frau Ernst von der Hausverwaltung. Am Donnerstag werden im ganzen Haus die Wasserzähler gewechselt, und der Handwerker muss dafür in jede Wohnung. Er fängt um 8 Uhr im Erdgeschoss an. Alle Mieter im Erdgeschoss und im ersten Stock müssen deshalb am Donnerstagvormittag zu Hause sein. In den oberen Stockwerken, also auch bei Ihnen im dritten Stock, kommt er erst nach seiner Mittagspause, ab 13 Uhr. Von 8 bis etwa 10 Uhr gibt es im ganzen Haus kein Wasser. Vielen Dank und auf Wiederhören.',
              say: 'Guten Tag, Herr Popescu, hier ist Frau Ernst von der Hausverwaltung. Am Donnerstag werden im ganzen Haus die Wasserzähler gewechselt, und der Handwerker muss dafür in jede Wohnung. Er fängt um acht Uhr im Erdgeschoss an. Alle Mieter im Erdgeschoss und im ersten Stock müssen deshalb am Donnerstagvormittag zu Hause sein. In den oberen Stockwerken, also auch bei Ihnen im dritten Stock, kommt er erst nach seiner Mittagspause, ab dreizehn Uhr. Von acht bis etwa zehn Uhr gibt es im ganzen Haus kein Wasser. Vielen Dank und auf Wiederhören.',
            },
          ],
        },
        statement: 'Herr Popescu muss am Donnerstagvormittag zu Hause sein.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Herr Popescu wohnt im dritten Stock. Dort kommt der Handwerker „erst nach seiner Mittagspause, ab 13 Uhr“. Am Vormittag muss Herr Popescu also nicht zu Hause sein.',
            en: 'Mr Popescu lives on the third floor. The worker comes there [[erst nach seiner Mittagspause, ab 13 Uhr]] (only after his lunch break, from 1 pm). So Mr Popescu does not have to be at home in the morning.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören fast die Aussage: „müssen deshalb am Donnerstagvormittag zu Hause sein“. Aber das gilt nur für die Mieter im Erdgeschoss und im ersten Stock. Zu Herrn Popescu im dritten Stock kommt der Handwerker erst ab 13 Uhr. Falsche Person.',
            en: 'You hear almost the statement: [[müssen deshalb am Donnerstagvormittag zu Hause sein]] (must therefore be at home on Thursday morning). But that is only for the tenants on the ground and first floors. The worker comes to Mr Popescu on the third floor only from 1 pm. Wrong person.',
          },
        },
        evidence: [
          'Alle Mieter im Erdgeschoss und im ersten Stock müssen deshalb am Donnerstagvormittag zu Hause sein.',
          'In den oberen Stockwerken, also auch bei Ihnen im dritten Stock, kommt er erst nach seiner Mittagspause, ab 13 Uhr.',
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
              text: 'Liebe Eltern, hier ist das Sekretariat der Grundschule am Mühlbach. Am Freitag haben die Lehrerinnen und Lehrer eine Konferenz. Der Unterricht endet deshalb für alle Klassen schon um 10.50 Uhr, und die Schulbusse fahren an diesem Tag schon um 11 Uhr. Auch die Hausaufgabenhilfe am Nachmittag fällt aus, denn sie wird von Lehrerinnen gemacht. Die Nachmittagsbetreuung machen bei uns aber Erzieherinnen, nicht die Lehrer. Sie holen Ihr Kind dort also zur gewohnten Zeit um 16 Uhr ab. Vielen Dank.',
              say: 'Liebe Eltern, hier ist das Sekretariat der Grundschule am Mühlbach. Am Freitag haben die Lehrerinnen und Lehrer eine Konferenz. Der Unterricht endet deshalb für alle Klassen schon um zehn Uhr fünfzig, und die Schulbusse fahren an diesem Tag schon um elf Uhr. Auch die Hausaufgabenhilfe am Nachmittag fällt aus, denn sie wird von Lehrerinnen gemacht. Die Nachmittagsbetreuung machen bei uns aber Erzieherinnen, nicht die Lehrer. Sie holen Ihr Kind dort also zur gewohnten Zeit um sechzehn Uhr ab. Vielen Dank.',
            },
          ],
        },
        statement:
          'Kinder aus der Nachmittagsbetreuung können am Freitag wie immer bis 16 Uhr in der Schule bleiben.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Auf der Konferenz sind nur die Lehrer. Die Nachmittagsbetreuung „machen bei uns aber Erzieherinnen, nicht die Lehrer“, und die Eltern holen ihr Kind „zur gewohnten Zeit um 16 Uhr ab“. Die Kinder bleiben also wie immer bis 16 Uhr.',
            en: 'Only the teachers are at the meeting. The afternoon care [[machen bei uns aber Erzieherinnen, nicht die Lehrer]] (is done by childcare staff here, not the teachers), and parents collect their child [[zur gewohnten Zeit um 16 Uhr ab]] (at the usual time, 4 pm). So the children stay until 4 pm as always.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören: Der Unterricht endet „für alle Klassen“ früher, und „die Hausaufgabenhilfe am Nachmittag fällt aus“. Das klingt, als wäre am Nachmittag niemand da. Aber die Hausaufgabenhilfe machen Lehrerinnen, die Betreuung Erzieherinnen. Die Betreuung bleibt bis 16 Uhr; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear that lessons end early [[für alle Klassen]] (for all classes), and [[die Hausaufgabenhilfe am Nachmittag fällt aus]] (the afternoon homework help is cancelled). It sounds as if nobody were there in the afternoon. But teachers run the homework help, and childcare staff run the afternoon care. The care goes on until 4 pm; the statement says so in other words.',
          },
        },
        evidence: [
          'Auch die Hausaufgabenhilfe am Nachmittag fällt aus, denn sie wird von Lehrerinnen gemacht.',
          'Die Nachmittagsbetreuung machen bei uns aber Erzieherinnen, nicht die Lehrer.',
          'Sie holen Ihr Kind dort also zur gewohnten Zeit um 16 Uhr ab.',
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
              text: 'Sie pflegen Ihre Mutter, Ihren Vater oder Ihren Partner zu Hause und haben viele Fragen? Die Pflegeberatung der Stadt Mühlhagen hilft Ihnen kostenlos. Die Beraterinnen kommen auch zu Ihnen nach Hause. Oder Sie gehen ins Rathaus, Zimmer 12: Jeden Dienstag von 14 bis 18 Uhr können Sie dort einfach vorbeikommen, ohne vorher anzurufen. Donnerstags sind die Beraterinnen auch im Rathaus, dann aber nur mit Termin. Termine bekommen Sie unter der Telefonnummer 0 54 21 – 33 80.',
              say: 'Sie pflegen Ihre Mutter, Ihren Vater oder Ihren Partner zu Hause und haben viele Fragen? Die Pflegeberatung der Stadt Mühlhagen hilft Ihnen kostenlos. Die Beraterinnen kommen auch zu Ihnen nach Hause. Oder Sie gehen ins Rathaus, Zimmer zwölf: Jeden Dienstag von vierzehn bis achtzehn Uhr können Sie dort einfach vorbeikommen, ohne vorher anzurufen. Donnerstags sind die Beraterinnen auch im Rathaus, dann aber nur mit Termin. Termine bekommen Sie unter der Telefonnummer null fünf vier zwei eins, dreiunddreißig achtzig.',
            },
          ],
        },
        statement: 'Am Dienstagnachmittag braucht man für die Beratung im Rathaus keinen Termin.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Dienstags „von 14 bis 18 Uhr können Sie dort einfach vorbeikommen, ohne vorher anzurufen“. Wer einfach vorbeikommt, hat keinen Termin, und das ist am Dienstag kein Problem.',
            en: 'On Tuesdays [[von 14 bis 18 Uhr können Sie dort einfach vorbeikommen, ohne vorher anzurufen]] (from 2 to 6 pm you can simply drop in there, without phoning first). Whoever just drops in has no appointment, and on Tuesdays that is fine.',
          },
          '-': {
            trap: 'other-words',
            de: 'Am Ende hören Sie „im Rathaus, dann aber nur mit Termin“ und eine Telefonnummer für Termine. Aber das gilt für den Donnerstag. Am Dienstag kann man einfach vorbeikommen; die Aussage sagt das mit anderen Wörtern.',
            en: 'At the end you hear [[im Rathaus, dann aber nur mit Termin]] (in the town hall, but then only with an appointment) and a phone number for appointments. But that is for Thursdays. On Tuesdays you can simply drop in; the statement says so in other words.',
          },
        },
        evidence: [
          'Jeden Dienstag von 14 bis 18 Uhr können Sie dort einfach vorbeikommen, ohne vorher anzurufen.',
          'Donnerstags sind die Beraterinnen auch im Rathaus, dann aber nur mit Termin.',
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
              text: 'Guten Tag, hier ist Frau Böhm vom Pflegedienst Sonnenschein. Ich rufe wegen Ihrer Mutter an. Ab Montag kommen wir morgens eine Stunde später zu ihr, also um acht statt um sieben. Wir haben eine neue Kollegin, und die Touren ändern sich. Die neue Kollegin macht auch die Abendtour. Sie fängt schon um halb sieben an und fährt zuerst zu Ihrer Mutter. Bisher sind wir abends ja um sieben gekommen. Wenn das für Ihre Mutter ein Problem ist, rufen Sie mich bitte zurück. Danke schön.',
            },
          ],
        },
        statement: 'Ab Montag kommt der Pflegedienst abends später als bisher.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Abends kommt jetzt die neue Kollegin. „Sie fängt schon um halb sieben an und fährt zuerst zu Ihrer Mutter.“ Bisher kam der Pflegedienst um sieben. Halb sieben ist früher, nicht später.',
            en: 'In the evening the new colleague comes now. [[Sie fängt schon um halb sieben an und fährt zuerst zu Ihrer Mutter.]] (She starts at half past six and goes to your mother first.) Until now the service came at seven. Half past six is earlier, not later.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „eine Stunde später“ und „die Touren ändern sich“. Aber später kommt der Pflegedienst nur morgens, um acht statt um sieben. Abends fängt die neue Kollegin bei der Mutter schon um halb sieben an, also früher. Falsche Tageszeit.',
            en: 'You hear [[eine Stunde später]] (an hour later) and [[die Touren ändern sich]] (the rounds are changing). But the service comes later only in the morning, at eight instead of seven. In the evening the new colleague starts with the mother at half past six, so earlier. Wrong time of day.',
          },
        },
        evidence: [
          'Ab Montag kommen wir morgens eine Stunde später zu ihr',
          'Sie fängt schon um halb sieben an und fährt zuerst zu Ihrer Mutter.',
          'Bisher sind wir abends ja um sieben gekommen.',
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
              text: 'Liebe Mieterinnen und Mieter, hier spricht Ihr Hausmeister, Herr Rieger. Ab Montag wird die Waschküche bei uns im Keller renoviert, bis zum Ende des Monats. Viele von Ihnen haben gefragt, ob Sie in dieser Zeit im Haus Nummer 8 nebenan waschen können. Das geht leider nicht, dort gibt es selbst zu wenig Maschinen. Die Waschküche im Haus Nummer 12, am Ende der Straße, dürfen Sie aber benutzen. Den Schlüssel dafür bekommen Sie bei mir, von 9 bis 11 Uhr. Vielen Dank für Ihr Verständnis.',
              say: 'Liebe Mieterinnen und Mieter, hier spricht Ihr Hausmeister, Herr Rieger. Ab Montag wird die Waschküche bei uns im Keller renoviert, bis zum Ende des Monats. Viele von Ihnen haben gefragt, ob Sie in dieser Zeit im Haus Nummer acht nebenan waschen können. Das geht leider nicht, dort gibt es selbst zu wenig Maschinen. Die Waschküche im Haus Nummer zwölf, am Ende der Straße, dürfen Sie aber benutzen. Den Schlüssel dafür bekommen Sie bei mir, von neun bis elf Uhr. Vielen Dank für Ihr Verständnis.',
            },
          ],
        },
        statement: 'Während der Renovierung können die Mieter in einem anderen Haus Wäsche waschen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: '„Die Waschküche im Haus Nummer 12, am Ende der Straße, dürfen Sie aber benutzen.“ Das ist ein anderes Haus, und den Schlüssel gibt es beim Hausmeister.',
            en: '[[Die Waschküche im Haus Nummer 12, am Ende der Straße, dürfen Sie aber benutzen.]] (But you may use the laundry room in house number 12, at the end of the street.) That is another house, and the caretaker has the key.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören die Frage nach einem anderen Haus, „im Haus Nummer 8 nebenan“, und die Antwort „Das geht leider nicht“. Aber das gilt nur für Haus Nummer 8. Im Haus Nummer 12 dürfen die Mieter waschen. Falscher Ort.',
            en: 'You hear the question about another house, [[im Haus Nummer 8 nebenan]] (in house number 8 next door), and the answer [[Das geht leider nicht]] (unfortunately that is not possible). But that is only about house number 8. The tenants may do their washing in house number 12. Wrong place.',
          },
        },
        evidence: [
          'Das geht leider nicht, dort gibt es selbst zu wenig Maschinen.',
          'Die Waschküche im Haus Nummer 12, am Ende der Straße, dürfen Sie aber benutzen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
    ],
  },
} satisfies ModelTestListening;
