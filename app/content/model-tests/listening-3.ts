import type { ModelTestListening } from './schema';

/**
 * Model test 3, listening: Stress im Alltag, ein Ferienjob in der Eisdiele (Gespräch), Durchsagen und
 * Nachrichten (Regionalzug, Bibliothek, Flohmarkt-Tipp im Radio, Tierpark, Lieferung). Our own scripts, written to be heard.
 */
export const listening3 = {
  listening1: {
    context: 'Sie hören eine Umfrage im Radio: Fünf Personen erzählen, was sie gegen Stress machen.',
    topics: ['stress-and-relaxation'],
    people: [
      { name: 'Ewa', role: 'baker' },
      { name: 'Herr Krüger', role: 'office worker who gardens' },
      { name: 'Sophie', role: 'university student' },
      { name: 'Herr Demir', role: 'shopkeeper' },
      { name: 'Frau Brückner', role: 'working mother of three' },
    ],
    items: [
      {
        n: 41,
        recording: {
          label: 'Text 1: Ewa',
          speakers: { ewa: { name: 'Ewa', voice: 'high' } },
          lines: [
            {
              who: 'ewa',
              text: 'Ich bin Bäckerin und fange jeden Morgen um drei an, da gehört Stress einfach dazu. Nach der Arbeit trinke ich mit meiner Kollegin noch einen Kaffee. Die erzählt mir dann von ihrem Tag, von ihren Kindern, vom Chef, und ich höre zu. Wenn sie fertig ist, muss ich schon los zum Bus. Meine eigenen Geschichten hört abends meine Schwester, am Telefon. Danach geht’s mir sofort besser, auch wenn wir nur zehn Minuten telefonieren.',
            },
          ],
        },
        statement: 'Ewa erzählt nach der Arbeit einer Kollegin von ihrem Tag.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Beim Kaffee erzählt die Kollegin: „Die erzählt mir dann von ihrem Tag“, und „Wenn sie fertig ist, muss ich schon los zum Bus“. Ewas „eigenen Geschichten“ hört ihre Schwester am Telefon, nicht die Kollegin.',
            en: 'Over coffee it is the colleague who talks: [[Die erzählt mir dann von ihrem Tag]] (she tells me about her day), and [[Wenn sie fertig ist, muss ich schon los zum Bus]] (when she has finished, I usually have to leave for the bus). Ewa’s [[eigenen Geschichten]] (own stories) are heard by her sister on the phone, not by the colleague.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören fast die Aussage: „Nach der Arbeit“, „mit meiner Kollegin“, „erzählt … von ihrem Tag“. Aber das tut die Kollegin, nicht Ewa; Ewa hört zu und muss dann zum Bus. Ihre eigenen Geschichten hört die Schwester. Falsche Person.',
            en: 'You hear almost the statement: [[Nach der Arbeit]] (after work), [[mit meiner Kollegin]] (with my colleague), [[erzählt … von ihrem Tag]] (tells about her day). But it is the colleague who does that, not Ewa; Ewa listens and then has to catch her bus. Her own stories go to her sister. Wrong person.',
          },
        },
        evidence: [
          'Die erzählt mir dann von ihrem Tag',
          'Wenn sie fertig ist, muss ich schon los zum Bus.',
          'Meine eigenen Geschichten hört abends meine Schwester, am Telefon.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 42,
        recording: {
          label: 'Text 2: Herr Krüger',
          speakers: { krueger: { name: 'Herr Krüger', voice: 'low' } },
          lines: [
            {
              who: 'krueger',
              text: 'Stress hab ich vor allem im Büro, da klingelt den ganzen Tag das Telefon. Meine Frau und ich sind seit drei Jahren im Fitnessstudio angemeldet. Sie trainiert da dreimal in der Woche, und ich sag auch immer: Nach dem Training ist der Stress weg, das stimmt wirklich. Meinen Beitrag fürs Studio zahle ich jeden Monat brav. Neulich hat mich die Trainerin beim Bäcker getroffen und gefragt, ob ich krank war. Das letzte Mal war ich an Weihnachten im Studio, und jetzt haben wir Juni. Meine Sporttasche steht jedenfalls gepackt im Flur, man weiß ja nie.',
            },
          ],
        },
        statement: 'Herr Krüger trainiert regelmäßig im Fitnessstudio, um Stress abzubauen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Zwei Dinge zusammen: „Das letzte Mal war ich an Weihnachten im Studio, und jetzt haben wir Juni.“ Herr Krüger war also ein halbes Jahr nicht beim Training. Darum fragt die Trainerin auch, „ob ich krank war“. Regelmäßig trainiert nur seine Frau.',
            en: 'Two things together: [[Das letzte Mal war ich an Weihnachten im Studio, und jetzt haben wir Juni.]] (The last time I was at the gym was at Christmas, and now it is June.) So Mr Krüger has not trained for half a year. That is why the trainer asks [[ob ich krank war]] (whether I had been ill). Only his wife trains regularly.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „dreimal in der Woche“, von Herrn Krüger selbst „Nach dem Training ist der Stress weg, das stimmt wirklich“, dass er jeden Monat zahlt und dass seine Sporttasche „gepackt im Flur“ steht. Das klingt, als würde er oft trainieren. Aber dreimal in der Woche trainiert seine Frau, und er selbst war seit Weihnachten nicht mehr im Studio. Falsche Person.',
            en: 'You hear [[dreimal in der Woche]] (three times a week), Mr Krüger himself saying [[Nach dem Training ist der Stress weg, das stimmt wirklich]] (after training the stress is gone, that really is true), that he pays every month and that his sports bag is [[gepackt im Flur]] (packed in the hall). It sounds as if he trained often. But it is his wife who trains three times a week, and he himself has not been to the gym since Christmas. Wrong person.',
          },
        },
        evidence: [
          'Das letzte Mal war ich an Weihnachten im Studio, und jetzt haben wir Juni.',
          'Neulich hat mich die Trainerin beim Bäcker getroffen und gefragt, ob ich krank war.',
          'Sie trainiert da dreimal in der Woche',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 43,
        recording: {
          label: 'Text 3: Sophie',
          speakers: { sophie: { name: 'Sophie', voice: 'high' } },
          lines: [
            {
              who: 'sophie',
              text: 'Bei mir ist der Stress vor den Prüfungen am schlimmsten. Dann schlafe ich schlecht und esse viel zu viel Schokolade. Letztes Jahr hat mir eine Freundin eine App zum Meditieren gezeigt: zehn Minuten ruhig sitzen und atmen. Sie macht das nur in der Prüfungszeit. Ich hab erst auch gedacht: Ohne Prüfungen brauche ich so was nicht. Meine letzte Prüfung war im März, die nächste ist erst im Oktober. Und die zehn Minuten gehören inzwischen zu meinem Morgen wie der Kaffee. Ohne Kaffee fängt bei mir kein Tag an.',
            },
          ],
        },
        statement: 'Sophie meditiert heute auch dann, wenn sie keine Prüfungen hat.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die nächste Prüfung „ist erst im Oktober“, und die zehn Minuten „gehören inzwischen zu meinem Morgen wie der Kaffee“. Kaffee trinkt sie jeden Tag. Sie meditiert also jeden Morgen, auch jetzt, ohne Prüfungen.',
            en: 'Her next exam [[ist erst im Oktober]] (is not until October), and the ten minutes [[gehören inzwischen zu meinem Morgen wie der Kaffee]] (are now as much part of my morning as coffee). She has coffee every day. So she meditates every morning, now too, without exams.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „nur in der Prüfungszeit“ und „Ohne Prüfungen brauche ich so was nicht“. Aber das erste macht die Freundin, und das zweite hat Sophie nur am Anfang gedacht. Heute meditiert sie jeden Morgen, wie sie jeden Morgen Kaffee trinkt; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[nur in der Prüfungszeit]] (only at exam time) and [[Ohne Prüfungen brauche ich so was nicht]] (without exams I don’t need that). But the first is what her friend does, and the second is only what Sophie thought at first. Today she meditates every morning, just as she has coffee every morning; the statement says so in other words.',
          },
        },
        evidence: [
          'Meine letzte Prüfung war im März, die nächste ist erst im Oktober.',
          'Und die zehn Minuten gehören inzwischen zu meinem Morgen wie der Kaffee.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 44,
        recording: {
          label: 'Text 4: Herr Demir',
          speakers: { demir: { name: 'Herr Demir', voice: 'low' } },
          lines: [
            {
              who: 'demir',
              text: 'Ich hab einen kleinen Laden, da stehe ich zwölf Stunden am Tag. Mein Sohn spielt jeden Abend am Computer, und er sagt: Papa, davon wirst du ruhig, probier’s doch mal! Im Winter hab ich ein paar Wochen lang jeden Abend mit ihm gespielt. Er hat jedes Mal gewonnen, und ich hab mich so geärgert, dass ich nachts wach lag. Seit Februar geh ich nach Ladenschluss mit unserem Hund eine halbe Stunde spazieren, bei jedem Wetter und ohne Handy. Danach schlafe ich wie ein Baby. Mein Sohn fragt trotzdem jeden Abend: Papa, nur eine Runde? Und ich sag jedes Mal: Morgen vielleicht.',
            },
          ],
        },
        statement: 'Herr Demir spielt abends am Computer, um ruhiger zu werden.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Das Spielen hat Herrn Demir nicht ruhig gemacht: Er hat sich geärgert und „nachts wach“ gelegen. Ruhig wird er heute beim Spaziergang mit dem Hund („Danach schlafe ich wie ein Baby“). Und auf „Papa, nur eine Runde?“ sagt er „jedes Mal: Morgen vielleicht“, also spielt er nicht.',
            en: 'Playing did not calm Mr Demir down: he got annoyed and lay awake at night ([[nachts wach]]). What calms him now is the walk with the dog ([[Danach schlafe ich wie ein Baby]], afterwards I sleep like a baby). And to [[Papa, nur eine Runde?]] (Dad, just one round?) he says [[jedes Mal: Morgen vielleicht]] (every time: maybe tomorrow), so he does not play.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören fast die Aussage: „spielt jeden Abend am Computer“ und „davon wirst du ruhig“. Aber jeden Abend spielt der Sohn, und „davon wirst du ruhig“ sagt der Sohn. Herr Demir hat nur im Winter ein paar Wochen mitgespielt; seit Februar geht er abends mit dem Hund. Falsche Person und falsche Zeit.',
            en: 'You hear almost the statement: [[spielt jeden Abend am Computer]] (plays on the computer every evening) and [[davon wirst du ruhig]] (it calms you down). But it is the son who plays every evening, and the son who says it calms you down. Mr Demir only played along for a few weeks in the winter; since February he walks the dog in the evening. Wrong person and wrong time.',
          },
        },
        evidence: [
          'Er hat jedes Mal gewonnen, und ich hab mich so geärgert, dass ich nachts wach lag.',
          'Seit Februar geh ich nach Ladenschluss mit unserem Hund eine halbe Stunde spazieren',
          'Und ich sag jedes Mal: Morgen vielleicht.',
          'Mein Sohn spielt jeden Abend am Computer',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 45,
        recording: {
          label: 'Text 5: Frau Brückner',
          speakers: { brueckner: { name: 'Frau Brückner', voice: 'high' } },
          lines: [
            {
              who: 'brueckner',
              text: 'Ich hab drei Kinder und arbeite Vollzeit. Früher hab ich oft nachts wach gelegen und überlegt, was ich vergessen habe. Heute setze ich mich jeden Sonntagabend an den Küchentisch, und mein Mann holt seinen Kalender. Er sagt mir, wann er die Kinder abholen kann, ich sage ihm meine Termine, und am Ende steht alles auf einem Zettel: Arzttermine, Elternabend, Fußballtraining. Der Zettel hängt dann am Kühlschrank. Mein Mann findet: So eine Liste macht nur Stress, da sieht man ja, was alles kommt! Er schaut sie die ganze Woche nicht an. Ich schon, und seitdem schlafe ich wieder durch.',
            },
          ],
        },
        statement: 'Frau Brückner plant ihre Woche zusammen mit ihrem Mann.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Jeden Sonntagabend sitzt Frau Brückner am Küchentisch, „und mein Mann holt seinen Kalender. Er sagt mir, wann er die Kinder abholen kann, ich sage ihm meine Termine“. Den Plan für die Woche machen sie also zu zweit.',
            en: 'Every Sunday evening Ms Brückner sits at the kitchen table, [[und mein Mann holt seinen Kalender. Er sagt mir, wann er die Kinder abholen kann, ich sage ihm meine Termine]] (and my husband gets his diary. He tells me when he can pick up the children, I tell him my appointments). So they make the plan for the week together.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „So eine Liste macht nur Stress“ und „Er schaut sie die ganze Woche nicht an“. Das klingt, als würde ihr Mann nicht mitmachen. Aber das gilt nur für den fertigen Zettel am Kühlschrank. Am Sonntagabend sitzt er mit seinem Kalender dabei und sagt seine Termine; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[So eine Liste macht nur Stress]] (a list like that only causes stress) and [[Er schaut sie die ganze Woche nicht an]] (he doesn’t look at it all week). It sounds as if her husband took no part. But that is only about the finished list on the fridge. On Sunday evening he sits there with his diary and gives his appointments; the statement says this in other words.',
          },
        },
        evidence: [
          'und mein Mann holt seinen Kalender',
          'Er sagt mir, wann er die Kinder abholen kann, ich sage ihm meine Termine',
          'Er schaut sie die ganze Woche nicht an.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
    ],
  },

  listening2: {
    context:
      'Sie hören ein Gespräch: Leon ist sechzehn und hat einen Ferienjob gefunden. Er erzählt seiner Mutter davon.',
    topics: ['side-jobs'],
    people: [
      { name: 'Leon', role: 'schoolboy with a summer job' },
      { name: 'Herr Conti', role: 'owner of an ice-cream parlour' },
    ],
    recording: {
      label: 'Gespräch: der Ferienjob in der Eisdiele',
      speakers: {
        mutter: { name: 'Mutter', voice: 'high' },
        leon: { name: 'Leon', voice: 'low' },
      },
      lines: [
        { who: 'mutter', text: 'Na, Leon, wie war das Gespräch in der Eisdiele?' },
        {
          who: 'leon',
          text: 'Super, Mama! Ich hab den Job. Herr Conti hat gesagt, ich kann in den Sommerferien bei ihm arbeiten.',
        },
        { who: 'mutter', text: 'Das ist ja toll, herzlichen Glückwunsch! Und ab wann?' },
        {
          who: 'leon',
          text: 'Die Ferien fangen ja schon am Donnerstag an, Mitte Juli. Und Herr Conti hat gesagt: Du kannst gleich am ersten Ferientag anfangen. Im Sommer braucht er immer Leute, sagt er.',
        },
        { who: 'mutter', text: 'Und wie viel musst du arbeiten?' },
        {
          who: 'leon',
          text: 'Fünf Tage in der Woche, immer von zwölf bis sechs. Gestern hat sich übrigens sein Neffe gemeldet, der arbeitet jetzt den ganzen Juli bei ihm. Mein erster Tag ist also der erste August. Montags kommt immer die Lieferung, da braucht Herr Conti jemanden, der schwere Kisten tragen kann. Und am Wochenende ist natürlich am meisten los.',
        },
        { who: 'mutter', text: 'Schwere Kisten? Du bist doch erst sechzehn.' },
        {
          who: 'leon',
          text: 'Keine Sorge, die Kisten trägt ein anderer Schüler, der ist schon achtzehn. Der arbeitet montags und dienstags, und ich an den anderen fünf Tagen.',
        },
        { who: 'mutter', text: 'Und was verdienst du?' },
        {
          who: 'leon',
          text: '12 Euro in der Stunde, das hat mir Herr Conti gleich gesagt. Das Trinkgeld teilen wir uns alle, am Wochenende ist das richtig viel.',
          say: 'Zwölf Euro in der Stunde, das hat mir Herr Conti gleich gesagt. Das Trinkgeld teilen wir uns alle, am Wochenende ist das richtig viel.',
        },
        {
          who: 'mutter',
          text: 'Das ist nicht schlecht. Und was machst du mit dem Geld? Du wolltest doch schon lange ein neues Handy.',
        },
        {
          who: 'leon',
          text: 'Nee, mein altes Handy geht noch. Ich will eine E-Gitarre. Oma will sie mir zum Geburtstag schenken, hat sie gesagt. Die im Musikgeschäft am Markt kostet fast 400 Euro. In den ersten zwei Wochen krieg ich zwar nur 10 Euro die Stunde, das ist bei Herrn Conti die Probezeit.',
          say: 'Nee, mein altes Handy geht noch. Ich will eine E-Gitarre. Oma will sie mir zum Geburtstag schenken, hat sie gesagt. Die im Musikgeschäft am Markt kostet fast vierhundert Euro. In den ersten zwei Wochen krieg ich zwar nur zehn Euro die Stunde, das ist bei Herrn Conti die Probezeit.',
        },
        { who: 'mutter', text: 'Vierhundert Euro? Das ist aber viel Geld für Oma.' },
        {
          who: 'leon',
          text: 'Eben. Bis Ende August hab ich das Geld selbst verdient. Oma kann mir zum Geburtstag ja die Noten dazu schenken.',
        },
        { who: 'mutter', text: 'Und wie kommst du hin? Die Eisdiele ist doch am anderen Ende der Stadt.' },
        {
          who: 'leon',
          text: 'Mit dem Fahrrad, das sind nur zwanzig Minuten. Bei Regen fahr ich aber nicht so gern Rad.',
        },
        { who: 'mutter', text: 'Wenn es regnet, bring ich dich mit dem Auto hin. Das ist doch klar.' },
        {
          who: 'leon',
          text: 'Das hab ich Herrn Conti auch schon so gesagt: Bei Regen bringt mich meine Mutter. Er fand das gut. Der Bus hält übrigens direkt vor der Eisdiele, hab ich gesehen, jede halbe Stunde. Und ehrlich, Mama, ich bin sechzehn. Du musst wegen mir nicht extra früher aus dem Büro gehen.',
        },
        {
          who: 'mutter',
          text: 'Schon gut, dann nimm eben den Bus. Und was machst du da genau? Eis verkaufen?',
        },
        {
          who: 'leon',
          text: 'Später ja. Am Anfang spül ich vor allem in der Küche und räum die Tische ab. Und beim Eismachen darf ich Herrn Conti helfen, hat er gesagt, wenn ich will. Das Eis macht er nach einem alten Rezept von seiner Oma aus Italien. Jeden Morgen um sieben.',
        },
        { who: 'mutter', text: 'Um sieben? Du stehst doch in den Ferien nie vor zehn auf.' },
        {
          who: 'leon',
          text: 'Keine Sorge, Mama. Manchmal ist am Nachmittag eine Sorte leer, dann macht er schnell neues Eis. Und dabei helf ich ihm dann.',
        },
        { who: 'mutter', text: 'Brauchst du eigentlich besondere Kleidung?' },
        {
          who: 'leon',
          text: 'Eine schwarze Hose muss ich selbst mitbringen. Und T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, 15 Euro das Stück.',
          say: 'Eine schwarze Hose muss ich selbst mitbringen. Und T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, fünfzehn Euro das Stück.',
        },
        { who: 'mutter', text: 'Fünfzehn Euro für ein T-Shirt? Dann geb ich dir was dazu.' },
        {
          who: 'leon',
          text: 'Brauchst du nicht. Die Studenten bei Herrn Conti zahlen die T-Shirts selbst, aber für uns Schüler bezahlt er sie. Und weil ich mit Lebensmitteln arbeite, brauch ich noch eine Bescheinigung vom Gesundheitsamt. Den Termin dafür hab ich schon: nächsten Dienstag um neun.',
        },
        {
          who: 'mutter',
          text: 'Nächsten Dienstag um neun? Da bist du doch beim Zahnarzt, zur Kontrolle.',
        },
        {
          who: 'leon',
          text: 'Ach so, stimmt. Und einen neuen Termin beim Zahnarzt bekommt man erst in drei Monaten.',
        },
        { who: 'mutter', text: 'Dann verschieb doch den Termin beim Gesundheitsamt.' },
        {
          who: 'leon',
          text: 'Nee, auf keinen Fall, ohne die Bescheinigung darf ich nicht anfangen. Und zum Zahnarzt geh ich sowieso nicht gern. Dann warte ich eben drei Monate, die Kontrolle ist ja nicht dringend. Ich ruf morgen in der Praxis an.',
        },
        { who: 'mutter', text: 'Und was sagt Papa zu deinem Job?' },
        {
          who: 'leon',
          text: 'Der findet ihn gut. Er will nur, dass ich in der letzten Ferienwoche nicht mehr arbeite. Dann kann ich mich vor der Schule noch ein bisschen ausruhen. Ich hab Herrn Conti schon gefragt. Er hat gesagt: Im August gibt’s bei mir für niemanden frei, da ist zu viel los. Dann hat seine Tochter gesagt, sie kann in der Woche für mich arbeiten. Und heute hat Herr Conti den Plan für August aufgehängt: In der letzten Ferienwoche steht da ihr Name, nicht meiner.',
        },
        {
          who: 'mutter',
          text: 'Gut. Und wann bist du abends zu Hause? Um halb sieben gibt’s bei uns Essen.',
        },
        {
          who: 'leon',
          text: 'Um sechs ist Schluss, dann bin ich um halb sieben zu Hause. Mit dem Rad sind’s ja nur zwanzig Minuten.',
        },
        { who: 'mutter', text: 'Dann viel Spaß! Und bring mir mal ein Eis mit.' },
        {
          who: 'leon',
          text: 'Mach ich. Pistazie, wie immer. Ach, und noch was: Wenn um sechs die Abendschicht kommt, machen wir Aushilfen noch eine halbe Stunde sauber. Esst also ruhig schon ohne mich.',
        },
      ],
    },
    items: [
      {
        n: 46,
        statement: 'Leon fängt schon am ersten Ferientag mit der Arbeit an.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Du kannst gleich am ersten Ferientag anfangen“, fast die Wörter der Aussage. Aber in der nächsten Antwort sagt Leon: Im Juli arbeitet der Neffe von Herrn Conti, „Mein erster Tag ist also der erste August.“ Die Ferien fangen aber schon am Donnerstag an. Falsche Zeit.',
            en: 'You hear [[Du kannst gleich am ersten Ferientag anfangen]] (you can start right on the first day of the holidays), almost the words of the statement. But in his next answer Leon says that Mr Conti’s nephew works in July: [[Mein erster Tag ist also der erste August.]] (so my first day is the first of August). The holidays, though, start on Thursday. Wrong time.',
          },
          '-': {
            trap: 'key',
            de: 'Die Ferien fangen „schon am Donnerstag an, Mitte Juli“. Aber im Juli arbeitet der Neffe von Herrn Conti, und Leon sagt: „Mein erster Tag ist also der erste August.“',
            en: 'The holidays start [[schon am Donnerstag an, Mitte Juli]] (as early as Thursday, in mid-July). But Mr Conti’s nephew works in July, and Leon says [[Mein erster Tag ist also der erste August.]] (so my first day is the first of August).',
          },
        },
        evidence: [
          'Du kannst gleich am ersten Ferientag anfangen.',
          'Mein erster Tag ist also der erste August.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 47,
        statement: 'Am Anfang der Woche muss Leon nicht arbeiten.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Leon arbeitet „Fünf Tage in der Woche“. Über den anderen Schüler sagt er: „Der arbeitet montags und dienstags, und ich an den anderen fünf Tagen.“ Leon arbeitet also von Mittwoch bis Sonntag; Montag und Dienstag, der Anfang der Woche, sind frei.',
            en: 'Leon works [[Fünf Tage in der Woche]] (five days a week). About the other schoolboy he says [[Der arbeitet montags und dienstags, und ich an den anderen fünf Tagen.]] (he works on Mondays and Tuesdays, and I on the other five days). So Leon works Wednesday to Sunday; Monday and Tuesday, the start of the week, are free.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Montags kommt immer die Lieferung, da braucht Herr Conti jemanden, der schwere Kisten tragen kann.“ Das klingt, als müsste Leon montags kommen. Aber erst nach der Frage der Mutter hören Sie: Die Kisten trägt ein anderer Schüler, montags und dienstags; Leon arbeitet „an den anderen fünf Tagen“.',
            en: 'You hear [[Montags kommt immer die Lieferung, da braucht Herr Conti jemanden, der schwere Kisten tragen kann.]] (the delivery always comes on Mondays; Mr Conti needs someone who can carry heavy crates). That sounds as if Leon had to come on Mondays. But only after his mother’s question do you hear that another schoolboy carries the crates, on Mondays and Tuesdays; Leon works [[an den anderen fünf Tagen]] (on the other five days).',
          },
        },
        evidence: [
          'Montags kommt immer die Lieferung, da braucht Herr Conti jemanden, der schwere Kisten tragen kann.',
          'Der arbeitet montags und dienstags, und ich an den anderen fünf Tagen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 48,
        statement: 'Leon verdient schon in seiner ersten Woche 12 Euro pro Stunde.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „12 Euro in der Stunde, das hat mir Herr Conti gleich gesagt“. Erst später, bei der Gitarre, sagt Leon: In den ersten zwei Wochen, der Probezeit, bekommt er nur 10 Euro. Falsche Zeit.',
            en: 'You hear [[12 Euro in der Stunde, das hat mir Herr Conti gleich gesagt]] (12 euros an hour, Mr Conti told me straight away). Only later, talking about the guitar, does Leon say that in the first two weeks, the trial period, he gets only 10 euros. Wrong time.',
          },
          '-': {
            trap: 'key',
            de: 'Bei der Gitarre sagt Leon: „In den ersten zwei Wochen krieg ich zwar nur 10 Euro die Stunde, das ist bei Herrn Conti die Probezeit.“ In seiner ersten Woche bekommt er also 10 Euro, nicht 12.',
            en: 'Talking about the guitar Leon says [[In den ersten zwei Wochen krieg ich zwar nur 10 Euro die Stunde, das ist bei Herrn Conti die Probezeit.]] (in the first two weeks I only get 10 euros, that’s the trial period at Mr Conti’s). So in his first week he gets 10 euros, not 12.',
          },
        },
        evidence: [
          '12 Euro in der Stunde, das hat mir Herr Conti gleich gesagt.',
          'In den ersten zwei Wochen krieg ich zwar nur 10 Euro',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
      {
        n: 49,
        statement: 'Leon möchte von seinem Lohn ein Musikinstrument kaufen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Leon will eine E-Gitarre für fast 400 Euro. Als die Mutter sagt, das ist viel Geld für Oma, antwortet er: „Bis Ende August hab ich das Geld selbst verdient. Oma kann mir zum Geburtstag ja die Noten dazu schenken.“ Die Gitarre bezahlt er also mit dem Geld aus der Eisdiele, und eine Gitarre ist ein Musikinstrument.',
            en: 'Leon wants an electric guitar costing almost 400 euros. When his mother says that is a lot of money for Grandma, he answers [[Bis Ende August hab ich das Geld selbst verdient. Oma kann mir zum Geburtstag ja die Noten dazu schenken.]] (by the end of August I’ll have earned the money myself; Grandma can give me the sheet music for it for my birthday). So he pays for the guitar with his pay from the ice-cream parlour, and a guitar is a musical instrument.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Oma will sie mir zum Geburtstag schenken, hat sie gesagt“. Das klingt, als müsste Leon die Gitarre nicht kaufen. Aber nach der Frage der Mutter sagt er: Das Geld hat er bis Ende August „selbst verdient“, von Oma möchte er nur die Noten. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Oma will sie mir zum Geburtstag schenken, hat sie gesagt]] (Grandma says she wants to give it to me for my birthday). That sounds as if Leon need not buy the guitar. But after his mother’s remark he says he will have [[selbst verdient]] (earned himself) the money by the end of August; from Grandma he only wants the sheet music. The statement says this in other words.',
          },
        },
        evidence: [
          'Oma will sie mir zum Geburtstag schenken, hat sie gesagt.',
          'Bis Ende August hab ich das Geld selbst verdient.',
          'Oma kann mir zum Geburtstag ja die Noten dazu schenken.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 50,
        statement: 'Leon möchte auch bei Regen ohne die Hilfe seiner Mutter zur Arbeit kommen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Leon erzählt vom Bus, der direkt vor der Eisdiele hält, und sagt: „Du musst wegen mir nicht extra früher aus dem Büro gehen.“ Die Mutter antwortet: „Schon gut, dann nimm eben den Bus.“ Er fährt bei Regen also allein.',
            en: 'Leon mentions the bus that stops right outside the ice-cream parlour and says [[Du musst wegen mir nicht extra früher aus dem Büro gehen.]] (you don’t have to leave the office early because of me). His mother answers [[Schon gut, dann nimm eben den Bus.]] (all right, take the bus then). So when it rains he goes on his own.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Bei Regen bringt mich meine Mutter“ und „Er fand das gut“. Das hat Leon Herrn Conti gesagt. Danach spricht er vom Bus und sagt, die Mutter muss nicht extra aus dem Büro kommen; erst die Antwort der Mutter macht es klar. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Bei Regen bringt mich meine Mutter]] (when it rains my mother drives me) and [[Er fand das gut]] (he liked that). That is what Leon told Mr Conti. Then he talks about the bus and says his mother need not leave the office early; only her reply makes it clear. The statement says this in other words.',
          },
        },
        evidence: [
          'Bei Regen bringt mich meine Mutter.',
          'Du musst wegen mir nicht extra früher aus dem Büro gehen.',
          'Schon gut, dann nimm eben den Bus.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 51,
        statement: 'Leon hilft Herrn Conti morgens beim Eismachen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Leon arbeitet „immer von zwölf bis sechs“. Beim Eismachen hilft er nur, wenn „am Nachmittag eine Sorte leer“ ist und Herr Conti „schnell neues Eis“ macht. Das Eis um sieben macht Herr Conti ohne ihn.',
            en: 'Leon works [[immer von zwölf bis sechs]] (always from twelve to six). He only helps with the ice cream when [[am Nachmittag eine Sorte leer]] (a flavour runs out in the afternoon) and Mr Conti makes [[schnell neues Eis]] (new ice cream quickly). The ice cream at seven Mr Conti makes without him.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „beim Eismachen darf ich Herrn Conti helfen“ und gleich danach „Jeden Morgen um sieben“. Das klingt wie die Aussage. Aber Leon hilft, wenn am Nachmittag neues Eis gemacht wird; morgens ist er nicht da, er arbeitet von zwölf bis sechs. Falsche Zeit.',
            en: 'You hear [[beim Eismachen darf ich Herrn Conti helfen]] (I may help Mr Conti make the ice cream) and right after it [[Jeden Morgen um sieben]] (every morning at seven). That sounds like the statement. But Leon helps when new ice cream is made in the afternoon; in the mornings he is not there, he works from twelve to six. Wrong time.',
          },
        },
        evidence: [
          'Und beim Eismachen darf ich Herrn Conti helfen, hat er gesagt, wenn ich will.',
          'Manchmal ist am Nachmittag eine Sorte leer, dann macht er schnell neues Eis.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 52,
        statement: 'Leon muss seine T-Shirts für die Arbeit selbst bezahlen.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, 15 Euro das Stück“, fast die Wörter der Aussage. Das gilt aber nur für die Studenten. Leon ist Schüler, und „für uns Schüler bezahlt er sie“. Selbst mitbringen muss Leon nur die Hose. Falsche Person.',
            en: 'You hear [[T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, 15 Euro das Stück]] (T-shirts with the parlour’s name you have to buy there yourself, 15 euros each), almost the words of the statement. But that only applies to the students. Leon is a schoolboy, and [[für uns Schüler bezahlt er sie]] (for us schoolchildren he pays for them). Leon only has to bring the trousers himself. Wrong person.',
          },
          '-': {
            trap: 'key',
            de: 'Als die Mutter Geld dazugeben will, sagt Leon: „Die Studenten bei Herrn Conti zahlen die T-Shirts selbst, aber für uns Schüler bezahlt er sie.“ Leon ist Schüler; bezahlen muss er die T-Shirts also nicht.',
            en: 'When his mother offers to pay part, Leon says [[Die Studenten bei Herrn Conti zahlen die T-Shirts selbst, aber für uns Schüler bezahlt er sie.]] (the students at Mr Conti’s pay for the T-shirts themselves, but for us schoolchildren he pays). Leon is a schoolboy, so he does not have to pay for the T-shirts.',
          },
        },
        evidence: [
          'Und T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, 15 Euro das Stück.',
          'Die Studenten bei Herrn Conti zahlen die T-Shirts selbst, aber für uns Schüler bezahlt er sie.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 53,
        statement: 'Leon will beim Zahnarzt einen neuen Termin vereinbaren.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Einen neuen Termin beim Zahnarzt „bekommt man erst in drei Monaten“. Leon sagt dazu: „Dann warte ich eben drei Monate, die Kontrolle ist ja nicht dringend. Ich ruf morgen in der Praxis an.“ Er will also einen neuen Termin, auch wenn er drei Monate warten muss.',
            en: 'A new dentist’s appointment [[bekommt man erst in drei Monaten]] (is only available in three months). Leon says [[Dann warte ich eben drei Monate, die Kontrolle ist ja nicht dringend. Ich ruf morgen in der Praxis an.]] (then I’ll just wait three months, the check-up isn’t urgent; I’ll call the practice tomorrow). So he wants a new appointment, even if he has to wait three months.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Nee, auf keinen Fall“ und „zum Zahnarzt geh ich sowieso nicht gern“. Das klingt, als ob Leon gar nicht zum Zahnarzt will. Aber „auf keinen Fall“ gilt dem Vorschlag der Mutter, das Gesundheitsamt zu verschieben. Beim Zahnarzt wartet er lieber drei Monate auf einen neuen Termin; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Nee, auf keinen Fall]] (no, no way) and [[zum Zahnarzt geh ich sowieso nicht gern]] (I don’t like going to the dentist anyway). That sounds as if Leon does not want to go to the dentist at all. But “no way” answers his mother’s idea of moving the health-office appointment. For the dentist he would rather wait three months for a new appointment; the statement says this in other words.',
          },
        },
        evidence: [
          'Nee, auf keinen Fall, ohne die Bescheinigung darf ich nicht anfangen.',
          'Und einen neuen Termin beim Zahnarzt bekommt man erst in drei Monaten.',
          'Dann warte ich eben drei Monate, die Kontrolle ist ja nicht dringend.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 54,
        statement: 'Herr Conti ist einverstanden, dass Leon in der letzten Ferienwoche frei hat.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Tochter von Herrn Conti kann in der Woche für Leon arbeiten. Und Herr Conti hat den Plan für August aufgehängt: „In der letzten Ferienwoche steht da ihr Name, nicht meiner.“ Er hat Leon die Woche also freigegeben.',
            en: 'Mr Conti’s daughter can work that week instead of Leon. And Mr Conti has put up the plan for August: [[In der letzten Ferienwoche steht da ihr Name, nicht meiner.]] (in the last week of the holidays it has her name, not mine). So he has given Leon the week off.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Im August gibt’s bei mir für niemanden frei“, und die letzte Ferienwoche ist im August. Das ist aber Herrn Contis erste Antwort. Danach bietet seine Tochter an, für Leon zu arbeiten, und in Herrn Contis Plan steht in der Woche ihr Name, nicht Leons. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Im August gibt’s bei mir für niemanden frei]] (in August nobody gets time off with me), and the last week of the holidays is in August. But that is Mr Conti’s first answer. Then his daughter offers to work for Leon, and Mr Conti’s plan has her name for that week, not Leon’s. The statement says this in other words.',
          },
        },
        evidence: [
          'Im August gibt’s bei mir für niemanden frei',
          'Und heute hat Herr Conti den Plan für August aufgehängt: In der letzten Ferienwoche steht da ihr Name, nicht meiner.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 55,
        statement: 'Nach der Arbeit ist Leon schon um halb sieben wieder zu Hause.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Ganz am Ende sagt Leon: „Wenn um sechs die Abendschicht kommt, machen wir Aushilfen noch eine halbe Stunde sauber. Esst also ruhig schon ohne mich.“ Um sechs kommt die Abendschicht, dann noch eine halbe Stunde sauber machen und zwanzig Minuten Rad: Er ist erst kurz vor sieben zu Hause.',
            en: 'At the very end Leon says [[Wenn um sechs die Abendschicht kommt, machen wir Aushilfen noch eine halbe Stunde sauber. Esst also ruhig schon ohne mich.]] (when the evening shift comes at six, we helpers clean for another half hour. So just eat without me). The evening shift comes at six, then half an hour of cleaning and twenty minutes by bike: he is home only shortly before seven.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „dann bin ich um halb sieben zu Hause“, fast die Wörter der Aussage. Aber das Saubermachen nach seiner Schicht nennt Leon erst ganz am Ende, nach dem Eis für die Mutter. Mit der halben Stunde ist er später da. Falsche Zeit.',
            en: 'You hear [[dann bin ich um halb sieben zu Hause]] (then I’m home at half past six), almost the words of the statement. But Leon mentions the cleaning after his shift only at the very end, after the ice cream for his mother. With that half hour he is home later. Wrong time.',
          },
        },
        evidence: [
          'Um sechs ist Schluss, dann bin ich um halb sieben zu Hause.',
          'Wenn um sechs die Abendschicht kommt, machen wir Aushilfen noch eine halbe Stunde sauber.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
    ],
  },

  listening3: {
    context:
      'Sie hören fünf kurze Texte: Durchsagen, Nachrichten auf der Mailbox und Informationen im Radio.',
    topics: ['public-transport', 'libraries', 'second-hand', 'animals-and-pets', 'household-services'],
    people: [
      { name: 'Frau Engel', role: 'librarian' },
      { name: 'Herr Schmitt', role: 'library user' },
      { name: 'Herr Kühn', role: 'electrical-shop employee' },
      { name: 'Frau Aydin', role: 'customer of an electrical shop' },
    ],
    items: [
      {
        n: 56,
        recording: {
          label: 'Text 1: Durchsage im Regionalzug',
          speakers: { ansage: { name: 'Ansage', voice: 'announcer' } },
          lines: [
            {
              who: 'ansage',
              text: 'Sehr geehrte Fahrgäste, wegen Bauarbeiten endet dieser Zug heute in Kirchdorf. Bis dort sind wir pünktlich, ohne jede Verspätung. Reisende in Richtung Altenau steigen in Kirchdorf in Busse um. Die Busse warten direkt vor dem Bahnhof, auf der linken Seite. Ihre Fahrkarten gelten auch im Bus. Der Zug braucht von Kirchdorf nach Altenau sonst zwanzig Minuten, der Bus heute etwa fünfzig. Nächster Halt: Kirchdorf. Vielen Dank für Ihr Verständnis.',
            },
          ],
        },
        statement: 'Die Fahrgäste nach Altenau kommen heute ungefähr 30 Minuten später an als sonst.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Der Zug braucht von Kirchdorf nach Altenau „sonst zwanzig Minuten, der Bus heute etwa fünfzig“. Fünfzig minus zwanzig sind dreißig: Die Fahrgäste kommen etwa 30 Minuten später an.',
            en: 'From Kirchdorf to Altenau the train [[sonst zwanzig Minuten, der Bus heute etwa fünfzig]] (usually takes twenty minutes, the bus about fifty today). Fifty minus twenty is thirty: passengers arrive about 30 minutes later.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „pünktlich, ohne jede Verspätung“. Das gilt aber nur bis Kirchdorf. Danach braucht der Bus etwa fünfzig statt zwanzig Minuten. „30 Minuten später“ sagt das mit anderen Wörtern.',
            en: 'You hear [[pünktlich, ohne jede Verspätung]] (on time, without any delay). But that is only as far as Kirchdorf. After that the bus takes about fifty minutes instead of twenty. [[30 Minuten später]] says this in other words.',
          },
        },
        evidence: [
          'Bis dort sind wir pünktlich, ohne jede Verspätung.',
          'Der Zug braucht von Kirchdorf nach Altenau sonst zwanzig Minuten, der Bus heute etwa fünfzig.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 57,
        recording: {
          label: 'Text 2: Nachricht von der Stadtbibliothek',
          speakers: { engel: { name: 'Frau Engel', voice: 'high' } },
          lines: [
            {
              who: 'engel',
              text: 'Guten Tag, Herr Schmitt, hier ist Frau Engel von der Stadtbibliothek. Das Buch, das Sie bestellt haben, ist jetzt da. Wir legen es zwei Wochen für Sie zurück, also bis zum 12. März. Sie können es an der Information im Erdgeschoss abholen, von Montag bis Samstag. Und noch ein Hinweis für alle Leser: Am Donnerstag, dem 12., bleibt die ganze Bibliothek wegen einer Fortbildung geschlossen. Auf Wiederhören!',
              say: 'Guten Tag, Herr Schmitt, hier ist Frau Engel von der Stadtbibliothek. Das Buch, das Sie bestellt haben, ist jetzt da. Wir legen es zwei Wochen für Sie zurück, also bis zum zwölften März. Sie können es an der Information im Erdgeschoss abholen, von Montag bis Samstag. Und noch ein Hinweis für alle Leser: Am Donnerstag, dem zwölften, bleibt die ganze Bibliothek wegen einer Fortbildung geschlossen. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Herr Schmitt kann das Buch noch am 12. März abholen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Das Buch liegt zwar „bis zum 12. März“ bereit. Aber „Am Donnerstag, dem 12., bleibt die ganze Bibliothek wegen einer Fortbildung geschlossen.“ Abholen kann Herr Schmitt das Buch also nur bis zum 11. März.',
            en: 'The book is kept [[bis zum 12. März]] (until 12 March). But [[Am Donnerstag, dem 12., bleibt die ganze Bibliothek wegen einer Fortbildung geschlossen.]] (on Thursday the 12th the whole library stays closed for a training day). So Mr Schmitt can collect it only until 11 March.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „bis zum 12. März“: So lange liegt das Buch bereit. Aber am 12. ist die Bibliothek zu; das sagt Frau Engel erst am Ende, als Hinweis für alle Leser. Der letzte Tag zum Abholen ist der 11. Falscher Tag.',
            en: 'You hear [[bis zum 12. März]] (until 12 March): that is how long the book is kept. But on the 12th the library is closed; Mrs Engel says so only at the end, as a note for all readers. The last day to collect it is the 11th. Wrong day.',
          },
        },
        evidence: [
          'Wir legen es zwei Wochen für Sie zurück, also bis zum 12. März.',
          'Am Donnerstag, dem 12., bleibt die ganze Bibliothek wegen einer Fortbildung geschlossen.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 58,
        recording: {
          label: 'Text 3: Veranstaltungstipp im Radio',
          speakers: { radio: { name: 'Radio', voice: 'announcer' } },
          lines: [
            {
              who: 'radio',
              text: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von 9 bis 15 Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Neu in diesem Jahr: Ohne Anmeldung geht nichts mehr, die Tische sind knapp. Anmelden können Sie sich bis Donnerstag bei der Stadthalle, ein Tisch kostet 10 Euro. Der Eintritt ist wie immer frei. Kommen Sie doch einfach spontan vorbei, vielleicht finden Sie ja einen Schatz!',
              say: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von neun bis fünfzehn Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Neu in diesem Jahr: Ohne Anmeldung geht nichts mehr, die Tische sind knapp. Anmelden können Sie sich bis Donnerstag bei der Stadthalle, ein Tisch kostet zehn Euro. Der Eintritt ist wie immer frei. Kommen Sie doch einfach spontan vorbei, vielleicht finden Sie ja einen Schatz!',
            },
          ],
        },
        statement: 'Wer auf dem Flohmarkt nur einkaufen will, muss sich nicht anmelden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zwei Informationen zusammen: Die Anmeldung ist für die Tische, denn „die Tische sind knapp“, und „ein Tisch kostet 10 Euro“. Für Käufer gilt: „Der Eintritt ist wie immer frei. Kommen Sie doch einfach spontan vorbei“. Spontan vorbeikommen heißt: ohne Anmeldung.',
            en: 'Two pieces of information together: registering is for the tables, because [[die Tische sind knapp]] (tables are scarce), and [[ein Tisch kostet 10 Euro]] (a table costs 10 euros). For buyers: [[Der Eintritt ist wie immer frei. Kommen Sie doch einfach spontan vorbei]] (entry is free as always. Why not just drop by on the spur of the moment). Dropping by on the spur of the moment means without registering.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Ohne Anmeldung geht nichts mehr“. Das klingt, als müssten sich alle anmelden. Aber es geht um die Tische: Anmelden muss sich nur, wer verkaufen will. Wer einkaufen will, kommt „einfach spontan“ vorbei; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Ohne Anmeldung geht nichts mehr]] (nothing works without registering any more). It sounds as if everyone had to register. But it is about the tables: only those who want to sell must register. Buyers just drop by, [[einfach spontan]] (on the spur of the moment); the statement says this in other words.',
          },
        },
        evidence: [
          'Ohne Anmeldung geht nichts mehr, die Tische sind knapp.',
          'ein Tisch kostet 10 Euro',
          'Der Eintritt ist wie immer frei. Kommen Sie doch einfach spontan vorbei',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 59,
        recording: {
          label: 'Text 4: Durchsage im Tierpark',
          speakers: { ansage: { name: 'Ansage', voice: 'announcer' } },
          lines: [
            {
              who: 'ansage',
              text: 'Liebe Besucherinnen und Besucher, in einer halben Stunde, um halb sechs, schließt unser Tierpark. Dann schließen auch alle Tierhäuser, die Kasse, das Restaurant und alle Läden im Park. Bitte gehen Sie langsam zu den Ausgängen. Unser Souvenirladen liegt draußen am Haupteingang, direkt an der Straße. Dort finden Sie Kuscheltiere, Bücher und Postkarten, und zwar ab jetzt noch eine ganze Stunde lang. Und morgen, am Sonntag, gibt es um elf Uhr eine Führung für Familien zu den Pinguinen. Vielen Dank für Ihren Besuch!',
            },
          ],
        },
        statement: 'Im Souvenirladen kann man auch nach 17:30 Uhr noch einkaufen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zwei Informationen zusammen: Der Tierpark schließt „in einer halben Stunde, um halb sechs“; es ist also jetzt fünf Uhr. Der Souvenirladen hat „ab jetzt noch eine ganze Stunde lang“ offen, also bis sechs Uhr. Er liegt draußen „direkt an der Straße“, nicht im Park.',
            en: 'Two pieces of information together: the zoo closes [[in einer halben Stunde, um halb sechs]] (in half an hour, at half past five), so it is five o’clock now. The souvenir shop is open [[ab jetzt noch eine ganze Stunde lang]] (for a whole hour from now), so until six. It is outside, [[direkt an der Straße]] (right on the street), not in the park.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „um halb sechs, schließt unser Tierpark“ und „Dann schließen auch alle Tierhäuser, die Kasse, das Restaurant und alle Läden im Park“. Das klingt, als wäre um halb sechs alles zu. Aber der Souvenirladen liegt draußen am Haupteingang, und er hat ab fünf Uhr noch eine Stunde offen, bis sechs. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[um halb sechs, schließt unser Tierpark]] (our zoo closes at half past five) and [[Dann schließen auch alle Tierhäuser, die Kasse, das Restaurant und alle Läden im Park]] (then all the animal houses, the ticket office, the restaurant and all the shops in the park close too). It sounds as if everything closed at half past five. But the souvenir shop is outside at the main entrance, and from five o’clock it is open for another hour, until six. The statement says this in other words.',
          },
        },
        evidence: [
          'in einer halben Stunde, um halb sechs, schließt unser Tierpark',
          'Dann schließen auch alle Tierhäuser, die Kasse, das Restaurant und alle Läden im Park.',
          'und zwar ab jetzt noch eine ganze Stunde lang',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
      {
        n: 60,
        recording: {
          label: 'Text 5: Nachricht vom Elektromarkt',
          speakers: { kuehn: { name: 'Herr Kühn', voice: 'low' } },
          lines: [
            {
              who: 'kuehn',
              text: 'Guten Tag, Frau Aydin, hier ist Herr Kühn vom Elektromarkt Hansa. Ihr neuer Kühlschrank ist da. Wir liefern ihn am Mittwoch, so ab acht Uhr. Bei der Lieferung muss der Kunde selbst zu Hause sein und unterschreiben, das ist bei uns die Regel. Nur wenn die Rechnung schon bezahlt ist, kann auch eine andere Person den Kühlschrank annehmen, zum Beispiel jemand aus Ihrem Haus. Ihre Überweisung ist übrigens gestern bei uns angekommen, vielen Dank dafür. Sagen Sie uns bitte bis Dienstagabend, wer am Mittwoch da ist. Einen schönen Tag noch!',
            },
          ],
        },
        statement: 'Frau Aydin muss am Mittwoch selbst in ihrer Wohnung sein.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Eine andere Person darf annehmen, wenn „die Rechnung schon bezahlt ist“. Und Frau Aydins „Überweisung ist übrigens gestern bei uns angekommen“. Sie hat also bezahlt und muss nicht selbst da sein; sie soll nur sagen, wer da ist.',
            en: 'Someone else may take the delivery if [[die Rechnung schon bezahlt ist]] (the bill has already been paid). And Ms Aydin’s [[Überweisung ist übrigens gestern bei uns angekommen]] (bank transfer reached us yesterday, by the way). So she has paid and need not be there herself; she only has to say who will be there.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören fast die Aussage: „muss der Kunde selbst zu Hause sein und unterschreiben, das ist bei uns die Regel“. Aber die Regel hat eine Ausnahme für bezahlte Rechnungen, und Frau Aydin hat schon bezahlt. Die Bedingung gilt für andere Kunden.',
            en: 'You hear almost the statement: [[muss der Kunde selbst zu Hause sein und unterschreiben, das ist bei uns die Regel]] (the customer must be at home and sign, that is our rule). But the rule has an exception for paid bills, and Ms Aydin has already paid. The condition is other customers’.',
          },
        },
        evidence: [
          'Nur wenn die Rechnung schon bezahlt ist, kann auch eine andere Person den Kühlschrank annehmen',
          'Ihre Überweisung ist übrigens gestern bei uns angekommen',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
    ],
  },
} satisfies ModelTestListening;
