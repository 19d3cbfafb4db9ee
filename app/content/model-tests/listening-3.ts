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
              text: 'Ich bin Bäckerin und fange jeden Morgen um drei an, da gehört Stress einfach dazu. Früher hab ich nach der Arbeit immer mit einer Kollegin Kaffee getrunken und ihr von meinem Tag erzählt. Aber die ist letztes Jahr weggezogen. Jetzt rufe ich meine Schwester an und erzähle ihr alles. Sie hört einfach zu. Danach geht’s mir sofort besser, auch wenn wir nur zehn Minuten telefonieren.',
            },
          ],
        },
        statement: 'Ewa erzählt nach der Arbeit einer Kollegin von ihrem Tag.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Die Kollegin ist „letztes Jahr weggezogen“. Ewa sagt: „Jetzt rufe ich meine Schwester an und erzähle ihr alles.“',
            en: 'The colleague [[ist letztes Jahr weggezogen]] (moved away last year). Ewa says [[Jetzt rufe ich meine Schwester an und erzähle ihr alles.]] (now I call my sister and tell her everything).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „mit einer Kollegin“ und „von meinem Tag erzählt“. Aber das war „Früher“. Heute erzählt Ewa ihrer Schwester von ihrem Tag. Falsche Zeit und falsche Person.',
            en: 'You hear [[mit einer Kollegin]] (with a colleague) and [[von meinem Tag erzählt]] (told her about my day). But that was [[Früher]] (in the past). Today Ewa tells her sister about her day. Wrong time and wrong person.',
          },
        },
        evidence: [
          'Aber die ist letztes Jahr weggezogen.',
          'Jetzt rufe ich meine Schwester an und erzähle ihr alles.',
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
              text: 'Stress hab ich vor allem im Büro, da klingelt den ganzen Tag das Telefon. Im Fitnessstudio bin ich schon seit drei Jahren angemeldet, und ich zahle jeden Monat brav meinen Beitrag. Meine Frau und ich wollten eigentlich zusammen trainieren. Sie geht auch wirklich dreimal in der Woche hin. Ich war im letzten halben Jahr genau zweimal da. Was bei mir gegen Stress hilft, ist unser Garten. Am Wochenende bin ich stundenlang draußen, pflanze Gemüse und schneide die Hecke. Da denke ich an gar nichts mehr.',
            },
          ],
        },
        statement: 'Herr Krüger trainiert regelmäßig im Fitnessstudio, um Stress abzubauen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Herr Krüger ist zwar angemeldet, aber: „Ich war im letzten halben Jahr genau zweimal da.“ Das ist nicht regelmäßig. Gegen Stress hilft ihm der Garten.',
            en: 'Mr Krüger is a member, but [[Ich war im letzten halben Jahr genau zweimal da.]] (in the last six months I went exactly twice). That is not regular. What helps him against stress is the garden.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „seit drei Jahren angemeldet“, „jeden Monat“ und „dreimal in der Woche“. Aber angemeldet sein heißt nicht trainieren, und dreimal in der Woche geht seine Frau hin. Er selbst war in einem halben Jahr nur zweimal da. Falsche Person.',
            en: 'You hear [[seit drei Jahren angemeldet]] (a member for three years), [[jeden Monat]] (every month) and [[dreimal in der Woche]] (three times a week). But being a member is not training, and it is his wife who goes three times a week. He himself went only twice in six months. Wrong person.',
          },
        },
        evidence: [
          'Sie geht auch wirklich dreimal in der Woche hin.',
          'Ich war im letzten halben Jahr genau zweimal da.',
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
              text: 'Bei mir ist der Stress vor den Prüfungen am schlimmsten. Dann schlafe ich schlecht und esse viel zu viel Schokolade. Letztes Jahr hat mir eine Freundin eine App zum Meditieren gezeigt: zehn Minuten ruhig sitzen und atmen. Sie selbst macht das nur in der Prüfungszeit, sonst nie. Ich fand das am Anfang ein bisschen komisch. Heute sitze ich jeden Morgen meine zehn Minuten, auch in den Semesterferien, wenn es gar keine Prüfungen gibt. Ich bin dadurch viel ruhiger geworden.',
            },
          ],
        },
        statement: 'Sophie meditiert heute auch dann, wenn sie keine Prüfungen hat.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Sophie sagt: „Heute sitze ich jeden Morgen meine zehn Minuten, auch in den Semesterferien, wenn es gar keine Prüfungen gibt.“ Sie meditiert also auch ohne Prüfungen.',
            en: 'Sophie says [[Heute sitze ich jeden Morgen meine zehn Minuten, auch in den Semesterferien, wenn es gar keine Prüfungen gibt.]] (today I sit for my ten minutes every morning, in the university holidays too, when there are no exams at all). So she meditates without exams too.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „nur in der Prüfungszeit, sonst nie“. Das sagt Sophie aber über ihre Freundin. Sophie selbst meditiert jeden Morgen, auch in den Ferien ohne Prüfungen. Falsche Person.',
            en: 'You hear [[nur in der Prüfungszeit, sonst nie]] (only at exam time, never otherwise). But Sophie says that about her friend. Sophie herself meditates every morning, in the holidays without exams too. Wrong person.',
          },
        },
        evidence: [
          'Sie selbst macht das nur in der Prüfungszeit, sonst nie.',
          'Heute sitze ich jeden Morgen meine zehn Minuten, auch in den Semesterferien, wenn es gar keine Prüfungen gibt.',
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
              text: 'Ich hab einen kleinen Laden, da stehe ich zwölf Stunden am Tag. Abends am Computer spielen, das macht mich ruhig, hab ich lange geglaubt. Mein Sohn spielt ja auch jeden Abend. Aber ehrlich gesagt war ich danach jedes Mal noch nervöser und konnte schlecht schlafen. Im Frühling hab ich meinen Computer deshalb meinem Sohn geschenkt. Jetzt gehe ich nach Ladenschluss mit unserem Hund raus, eine halbe Stunde, bei jedem Wetter und ohne Handy. Das tut mir richtig gut.',
            },
          ],
        },
        statement: 'Herr Demir spielt abends am Computer, um ruhiger zu werden.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Nach dem Spielen war Herr Demir „jedes Mal noch nervöser“, und seinen Computer hat er „meinem Sohn geschenkt“. Er sagt: „Jetzt gehe ich nach Ladenschluss mit unserem Hund raus“.',
            en: 'After playing Mr Demir was [[jedes Mal noch nervöser]] (even more nervous every time), and he [[meinem Sohn geschenkt]] (gave his computer to his son). He says [[Jetzt gehe ich nach Ladenschluss mit unserem Hund raus]] (now I go out with our dog after closing time).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Abends am Computer spielen, das macht mich ruhig“, fast die Wörter der Aussage. Aber das hat Herr Demir nur „lange geglaubt“: Es hat ihn nervöser gemacht, und den Computer hat jetzt sein Sohn. Jeden Abend spielt nur der Sohn. Falsche Zeit und falsche Person.',
            en: 'You hear [[Abends am Computer spielen, das macht mich ruhig]] (playing on the computer in the evening calms me down), almost the words of the statement. But Mr Demir only [[lange geglaubt]] (believed that for a long time): it made him more nervous, and his son has the computer now. Only the son plays every evening. Wrong time and wrong person.',
          },
        },
        evidence: [
          'Im Frühling hab ich meinen Computer deshalb meinem Sohn geschenkt.',
          'Jetzt gehe ich nach Ladenschluss mit unserem Hund raus',
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
              text: 'Ich hab drei Kinder und arbeite Vollzeit. Viele sagen zu mir: Plan doch deine Woche! Meine Antwort war immer: Planen hilft mir nicht, bei drei Kindern kommt sowieso alles anders. Lange hab ich versucht, alles im Kopf zu behalten, und ständig was vergessen. Jetzt setze ich mich jeden Sonntagabend hin und schreibe alles auf, was in der Woche kommt: Arzttermine, Elternabend, Fußballtraining. Die Liste hängt am Kühlschrank, und seitdem bin ich viel entspannter.',
            },
          ],
        },
        statement: 'Frau Brückner hilft es gegen Stress, ihre Woche im Voraus zu planen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Brückner schreibt „jeden Sonntagabend“ auf, was in der Woche kommt, und sagt: „seitdem bin ich viel entspannter“. Sie plant die Woche vorher, und das hilft ihr gegen Stress.',
            en: 'Every Sunday evening ([[jeden Sonntagabend]]) Mrs Brückner writes down what the week will bring, and she says [[seitdem bin ich viel entspannter]] (since then I have been much more relaxed). She plans her week ahead, and it helps her against stress.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Planen hilft mir nicht“, fast die Wörter der Aussage. Aber das war ihre Antwort früher („war immer“), als sie alles im Kopf behalten wollte. Heute schreibt sie jeden Sonntag die Woche auf und ist entspannter. Falsche Zeit.',
            en: 'You hear [[Planen hilft mir nicht]] (planning doesn’t help me), almost the words of the statement. But that was her answer in the past ([[war immer]], always was), when she tried to keep everything in her head. Today she writes the week down every Sunday and is more relaxed. Wrong time.',
          },
        },
        evidence: [
          'Meine Antwort war immer: Planen hilft mir nicht',
          'Jetzt setze ich mich jeden Sonntagabend hin und schreibe alles auf, was in der Woche kommt',
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
          text: 'Fünf Tage in der Woche, immer von zwölf bis sechs. Gestern hat sich übrigens sein Neffe gemeldet, der arbeitet jetzt den ganzen Juli bei ihm. Mein erster Tag ist also der erste August. Montags kommt immer die Lieferung, da braucht Herr Conti jemanden, der schwere Kisten tragen kann. Das macht ein anderer Schüler, der ist schon achtzehn. Am Wochenende muss ich natürlich arbeiten, da ist am meisten los. Also arbeite ich von Mittwoch bis Sonntag.',
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
          text: 'Nee, mein altes Handy geht noch. Ich will eine E-Gitarre. Oma will sie mir zum Geburtstag schenken, hat sie gesagt. Die im Musikgeschäft am Markt kostet fast 400 Euro. In den ersten zwei Wochen krieg ich zwar nur 10 Euro die Stunde, das ist bei Herrn Conti die Probezeit. Aber bis Ende August hab ich die 400 Euro trotzdem zusammen. Oma soll ihr Geld lieber für sich behalten.',
          say: 'Nee, mein altes Handy geht noch. Ich will eine E-Gitarre. Oma will sie mir zum Geburtstag schenken, hat sie gesagt. Die im Musikgeschäft am Markt kostet fast vierhundert Euro. In den ersten zwei Wochen krieg ich zwar nur zehn Euro die Stunde, das ist bei Herrn Conti die Probezeit. Aber bis Ende August hab ich die vierhundert Euro trotzdem zusammen. Oma soll ihr Geld lieber für sich behalten.',
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
          text: 'Eben. Da schlaf ich lieber, das hab ich ihm auch gesagt. Ich fang ja erst um zwölf an.',
        },
        { who: 'mutter', text: 'Brauchst du eigentlich besondere Kleidung?' },
        {
          who: 'leon',
          text: 'Eine schwarze Hose muss ich selbst mitbringen. Und T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, 15 Euro das Stück. Teuer, oder? Zum Glück schenkt Herr Conti jedem Neuen zwei, und mehr brauch ich nicht. Und weil ich mit Lebensmitteln arbeite, brauch ich noch eine Bescheinigung vom Gesundheitsamt. Den Termin dafür hab ich schon: nächsten Dienstag um neun.',
          say: 'Eine schwarze Hose muss ich selbst mitbringen. Und T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, fünfzehn Euro das Stück. Teuer, oder? Zum Glück schenkt Herr Conti jedem Neuen zwei, und mehr brauch ich nicht. Und weil ich mit Lebensmitteln arbeite, brauch ich noch eine Bescheinigung vom Gesundheitsamt. Den Termin dafür hab ich schon: nächsten Dienstag um neun.',
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
          text: 'Nee, die Bescheinigung ist wichtiger, ohne die darf ich nicht anfangen. Und zum Zahnarzt geh ich sowieso nicht gern. Ich ruf morgen da an und lass mir einen Termin im Herbst geben, die Kontrolle ist ja nicht dringend.',
        },
        { who: 'mutter', text: 'Und was sagt Papa zu deinem Job?' },
        {
          who: 'leon',
          text: 'Der findet ihn gut. Er will nur, dass ich in der letzten Ferienwoche nicht mehr arbeite. Dann kann ich mich vor der Schule noch ein bisschen ausruhen. Ich hab Herrn Conti schon gefragt. Er hat gesagt: Im August gibt’s bei mir für niemanden frei, da ist zu viel los. Dann hat seine Tochter gesagt, sie arbeitet in der Woche für mich. Da hat er gelacht: Na gut, dann ruh dich in der letzten Woche eben aus.',
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
          text: 'Mach ich. Pistazie, wie immer. Ach, und noch was: Nach Ladenschluss machen wir alle noch eine halbe Stunde sauber. Esst also ruhig schon ohne mich.',
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
            de: 'Leon arbeitet fünf Tage: „Also arbeite ich von Mittwoch bis Sonntag.“ Montag und Dienstag, der Anfang der Woche, sind also frei. Die Lieferung am Montag macht „ein anderer Schüler“.',
            en: 'Leon works five days: [[Also arbeite ich von Mittwoch bis Sonntag.]] (so I work from Wednesday to Sunday). So Monday and Tuesday, the start of the week, are free. The Monday delivery is handled by [[ein anderer Schüler]] (another pupil).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Montags kommt immer die Lieferung, da braucht Herr Conti jemanden“. Das klingt, als müsste Leon montags kommen. Aber das macht ein anderer Schüler. Leon arbeitet von Mittwoch bis Sonntag; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Montags kommt immer die Lieferung, da braucht Herr Conti jemanden]] (the delivery always comes on Mondays, Mr Conti needs someone then). It sounds as if Leon had to come on Mondays. But another pupil does that. Leon works from Wednesday to Sunday; the statement says this in other words.',
          },
        },
        evidence: [
          'Montags kommt immer die Lieferung, da braucht Herr Conti jemanden',
          'Also arbeite ich von Mittwoch bis Sonntag.',
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
            de: 'Leon will eine E-Gitarre für fast 400 Euro und sagt: „Aber bis Ende August hab ich die 400 Euro trotzdem zusammen. Oma soll ihr Geld lieber für sich behalten.“ Er bezahlt sie also mit dem Geld aus der Eisdiele, und eine Gitarre ist ein Musikinstrument.',
            en: 'Leon wants an electric guitar for almost 400 euros and says [[Aber bis Ende August hab ich die 400 Euro trotzdem zusammen. Oma soll ihr Geld lieber für sich behalten.]] (but by the end of August I’ll have the 400 euros together anyway. Grandma should rather keep her money for herself). So he pays with the money from the ice-cream parlour, and a guitar is a musical instrument.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Oma will sie mir zum Geburtstag schenken, hat sie gesagt“. Das klingt, als müsste Leon nichts kaufen. Aber am Ende sagt er: Bis Ende August hat er das Geld zusammen, Oma soll ihr Geld behalten. Die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Oma will sie mir zum Geburtstag schenken, hat sie gesagt]] (Grandma wants to give it to me for my birthday, she said). It sounds as if Leon did not have to buy anything. But at the end he says that he will have the money by the end of August and Grandma should keep hers. The statement says this in other words.',
          },
        },
        evidence: [
          'Oma will sie mir zum Geburtstag schenken, hat sie gesagt.',
          'Aber bis Ende August hab ich die 400 Euro trotzdem zusammen.',
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
            de: 'Das Eis macht Herr Conti „Jeden Morgen um sieben“. Auf die Frage der Mutter sagt Leon: „Eben. Da schlaf ich lieber, das hab ich ihm auch gesagt. Ich fang ja erst um zwölf an.“ Er hilft also nicht.',
            en: 'Mr Conti makes the ice cream [[Jeden Morgen um sieben]] (every morning at seven). To his mother’s question Leon says [[Eben. Da schlaf ich lieber, das hab ich ihm auch gesagt. Ich fang ja erst um zwölf an.]] (exactly. I’d rather sleep then, I told him so too. I only start at twelve). So he does not help.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „beim Eismachen darf ich Herrn Conti helfen“, fast die Wörter der Aussage. Aber das ist nur ein Angebot („wenn ich will“). Erst in der nächsten Antwort sagt Leon, dass er um sieben lieber schläft. Leon kommt erst um zwölf.',
            en: 'You hear [[beim Eismachen darf ich Herrn Conti helfen]] (I may help Mr Conti make the ice cream), almost the words of the statement. But that is only an offer ([[wenn ich will]], if I want). Only in his next answer does Leon say he would rather sleep at seven. He only comes at twelve.',
          },
        },
        evidence: [
          'Und beim Eismachen darf ich Herrn Conti helfen, hat er gesagt, wenn ich will.',
          'Da schlaf ich lieber, das hab ich ihm auch gesagt.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 52,
        statement: 'Leon muss seine T-Shirts für die Arbeit selbst kaufen.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, 15 Euro das Stück“. Das gilt aber nicht für Leon: Als Neuer bekommt er zwei geschenkt, „und mehr brauch ich nicht“. Selbst mitbringen muss er nur die Hose. Falsche Person.',
            en: 'You hear [[T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, 15 Euro das Stück]] (T-shirts with the parlour’s name you have to buy there yourself, 15 euros each). But that does not hold for Leon: as a newcomer he gets two as a present, [[und mehr brauch ich nicht]] (and I don’t need more). He only has to bring the trousers himself. Wrong person.',
          },
          '-': {
            trap: 'key',
            de: 'Leon sagt: „Zum Glück schenkt Herr Conti jedem Neuen zwei, und mehr brauch ich nicht.“ Leon ist neu; kaufen muss er also keine T-Shirts.',
            en: 'Leon says [[Zum Glück schenkt Herr Conti jedem Neuen zwei, und mehr brauch ich nicht.]] (luckily Mr Conti gives every newcomer two, and I don’t need more). Leon is new, so he does not have to buy any T-shirts.',
          },
        },
        evidence: [
          'Und T-Shirts mit dem Namen der Eisdiele muss man dort selbst kaufen, 15 Euro das Stück.',
          'Zum Glück schenkt Herr Conti jedem Neuen zwei, und mehr brauch ich nicht.',
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
            de: 'Leon sagt über den Zahnarzt: „Ich ruf morgen da an und lass mir einen Termin im Herbst geben“. Er will also einen neuen Termin, auch wenn er lange warten muss.',
            en: 'About the dentist Leon says [[Ich ruf morgen da an und lass mir einen Termin im Herbst geben]] (I’ll call them tomorrow and get an appointment in the autumn). So he wants a new appointment, even if he has to wait a long time.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Nee“ und „zum Zahnarzt geh ich sowieso nicht gern“. Das klingt, als ob Leon gar nicht zum Zahnarzt will. Aber das „Nee“ gilt dem Vorschlag der Mutter, das Gesundheitsamt zu verschieben. Den Zahnarzttermin verschiebt er in den Herbst; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Nee]] and [[zum Zahnarzt geh ich sowieso nicht gern]] (I don’t like going to the dentist anyway). It sounds as if Leon did not want to go to the dentist at all. But the no answers his mother’s idea of moving the health-office appointment. He moves the dentist’s appointment to the autumn; the statement says this in other words.',
          },
        },
        evidence: [
          'Und zum Zahnarzt geh ich sowieso nicht gern.',
          'Ich ruf morgen da an und lass mir einen Termin im Herbst geben',
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
            de: 'Die Tochter von Herrn Conti arbeitet in der Woche für Leon. Dann sagt Herr Conti: „Na gut, dann ruh dich in der letzten Woche eben aus.“ Er ist also einverstanden.',
            en: 'Mr Conti’s daughter works that week in Leon’s place. Then Mr Conti says [[Na gut, dann ruh dich in der letzten Woche eben aus.]] (all right, then have a rest in the last week). So he agrees.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Im August gibt’s bei mir für niemanden frei“, und die letzte Ferienwoche ist im August. Das ist aber Herrn Contis erste Antwort. Nachdem seine Tochter die Woche übernimmt, sagt er „Na gut“; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Im August gibt’s bei mir für niemanden frei]] (nobody gets time off with me in August), and the last week of the holidays is in August. But that is Mr Conti’s first answer. Once his daughter takes over the week, he says [[Na gut]] (all right); the statement says this in other words.',
          },
        },
        evidence: [
          'Im August gibt’s bei mir für niemanden frei',
          'Na gut, dann ruh dich in der letzten Woche eben aus.',
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
            de: 'Ganz am Ende sagt Leon: „Nach Ladenschluss machen wir alle noch eine halbe Stunde sauber. Esst also ruhig schon ohne mich.“ Schluss ist um sechs, dann eine halbe Stunde sauber machen und zwanzig Minuten Rad: Er ist erst kurz vor sieben zu Hause.',
            en: 'At the very end Leon says [[Nach Ladenschluss machen wir alle noch eine halbe Stunde sauber. Esst also ruhig schon ohne mich.]] (after closing time we all clean for another half hour. So just eat without me). Work ends at six, then half an hour of cleaning and twenty minutes by bike: he is home only shortly before seven.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „dann bin ich um halb sieben zu Hause“, fast die Wörter der Aussage. Aber das Saubermachen nach Ladenschluss nennt Leon erst ganz am Ende, nach dem Eis für die Mutter. Mit der halben Stunde ist er später da. Falsche Zeit.',
            en: 'You hear [[dann bin ich um halb sieben zu Hause]] (then I’m home at half past six), almost the words of the statement. But Leon mentions the cleaning after closing time only at the very end, after the ice cream for his mother. With that half hour he is home later. Wrong time.',
          },
        },
        evidence: [
          'Um sechs ist Schluss, dann bin ich um halb sieben zu Hause.',
          'Nach Ladenschluss machen wir alle noch eine halbe Stunde sauber.',
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
              text: 'Guten Tag, Herr Schmitt, hier ist Frau Engel von der Stadtbibliothek. Das Buch, das Sie bestellt haben, ist jetzt da. Sie können es an der Information im Erdgeschoss abholen. Wir legen es bis zum 12. März für Sie zurück, nein, Entschuldigung, nur bis zum 11. Am 12. ist die Bibliothek nämlich wegen einer Fortbildung geschlossen. Auf Wiederhören!',
              say: 'Guten Tag, Herr Schmitt, hier ist Frau Engel von der Stadtbibliothek. Das Buch, das Sie bestellt haben, ist jetzt da. Sie können es an der Information im Erdgeschoss abholen. Wir legen es bis zum zwölften März für Sie zurück, nein, Entschuldigung, nur bis zum elften. Am zwölften ist die Bibliothek nämlich wegen einer Fortbildung geschlossen. Auf Wiederhören!',
            },
          ],
        },
        statement: 'Herr Schmitt kann das Buch noch am 12. März abholen.',
        key: '-',
        decidedBy: 'self-correction',
        why: {
          '+': {
            trap: 'corrected',
            de: 'Zuerst sagt Frau Engel „bis zum 12. März“. Dann korrigiert sie sich: „nein, Entschuldigung, nur bis zum 11.“. Die letzte Information zählt: Am zwölften ist schon geschlossen.',
            en: 'Mrs Engel first says [[bis zum 12. März]] (until 12 March). Then she corrects herself: [[nein, Entschuldigung, nur bis zum 11.]] (no, sorry, only until the eleventh). The last information counts: on the twelfth the library is already closed.',
          },
          '-': {
            trap: 'key',
            de: 'Das Buch liegt nur „bis zum 11.“ bereit, und am zwölften ist die Bibliothek „geschlossen“. Am 12. März kann Herr Schmitt das Buch also nicht abholen. Der letzte Tag ist der 11. März.',
            en: 'The book is kept only [[bis zum 11.]] (until the eleventh), and on the twelfth the library is [[geschlossen]] (closed). So Mr Schmitt cannot collect it on 12 March. The last day is 11 March.',
          },
        },
        evidence: [
          'bis zum 12. März für Sie zurück, nein, Entschuldigung, nur bis zum 11.',
          'Am 12. ist die Bibliothek nämlich wegen einer Fortbildung geschlossen.',
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
              text: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von 9 bis 15 Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Neu in diesem Jahr: Ohne Anmeldung gibt’s keinen Platz, die Tische sind knapp. Anmelden können Sie sich bis Donnerstag bei der Stadthalle, ein Tisch kostet 10 Euro. Wer nur stöbern und kaufen will, kommt einfach so vorbei, dafür braucht es keine Anmeldung, und der Eintritt ist frei!',
              say: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von neun bis fünfzehn Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Neu in diesem Jahr: Ohne Anmeldung gibt’s keinen Platz, die Tische sind knapp. Anmelden können Sie sich bis Donnerstag bei der Stadthalle, ein Tisch kostet zehn Euro. Wer nur stöbern und kaufen will, kommt einfach so vorbei, dafür braucht es keine Anmeldung, und der Eintritt ist frei!',
            },
          ],
        },
        statement: 'Wer auf dem Flohmarkt nur einkaufen will, muss sich nicht anmelden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Anmelden muss sich, wer einen Tisch will. Für Käufer heißt es: „Wer nur stöbern und kaufen will, kommt einfach so vorbei“, ohne Anmeldung, und der Eintritt ist frei.',
            en: 'You register if you want a table. For buyers it says [[Wer nur stöbern und kaufen will, kommt einfach so vorbei]] (anyone who only wants to browse and buy just comes along), without registering, and entry is free.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Ohne Anmeldung gibt’s keinen Platz“. Das gilt aber für Verkäufer, die einen Tisch brauchen: „die Tische sind knapp“. Wer nur kaufen will, kommt einfach so vorbei. Falsche Person.',
            en: 'You hear [[Ohne Anmeldung gibt’s keinen Platz]] (no place without registering). But that is for sellers, who need a table: [[die Tische sind knapp]] (tables are scarce). Anyone who only wants to buy just comes along. Wrong person.',
          },
        },
        evidence: [
          'Ohne Anmeldung gibt’s keinen Platz, die Tische sind knapp.',
          'Wer nur stöbern und kaufen will, kommt einfach so vorbei',
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
              text: 'Liebe Besucherinnen und Besucher, in einer Viertelstunde, um halb sechs, schließt unser Tierpark. Dann schließen auch alle Tierhäuser, die Kasse und das Restaurant. Bitte gehen Sie langsam zu den Ausgängen. Sie möchten noch ein Andenken kaufen? Unser Souvenirladen liegt direkt an der Straße und bleibt heute bis sechs Uhr geöffnet. Und morgen, am Sonntag, gibt es um elf Uhr eine Führung für Familien zu den Pinguinen. Vielen Dank für Ihren Besuch!',
            },
          ],
        },
        statement: 'Im Souvenirladen kann man auch nach 17:30 Uhr noch einkaufen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Der Tierpark schließt „um halb sechs“, also um 17:30 Uhr. Der Souvenirladen liegt an der Straße und „bleibt heute bis sechs Uhr geöffnet“. Bis 18 Uhr kann man dort also noch einkaufen.',
            en: 'The animal park closes [[um halb sechs]] (at half past five, 17:30). The souvenir shop is on the street and [[bleibt heute bis sechs Uhr geöffnet]] (stays open until six today). So you can still shop there until 18:00.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „um halb sechs“ und „Dann schließen auch alle Tierhäuser, die Kasse und das Restaurant“. Aber der Souvenirladen gehört nicht dazu: Er liegt direkt an der Straße und ist bis sechs offen. Falscher Ort.',
            en: 'You hear [[um halb sechs]] (at half past five) and [[Dann schließen auch alle Tierhäuser, die Kasse und das Restaurant]] (then all the animal houses, the ticket office and the restaurant close too). But the souvenir shop is not one of them: it is right on the street and open until six. Wrong place.',
          },
        },
        evidence: [
          'um halb sechs, schließt unser Tierpark',
          'Unser Souvenirladen liegt direkt an der Straße und bleibt heute bis sechs Uhr geöffnet.',
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
              text: 'Guten Tag, Frau Aydin, hier ist Herr Kühn vom Elektromarkt Hansa. Ihr neuer Kühlschrank ist da. Wir liefern ihn am Mittwoch, so ab acht Uhr. Normalerweise muss der Kunde bei der Lieferung selbst zu Hause sein und unterschreiben. Sie haben aber schon bezahlt, deshalb geht es bei Ihnen auch anders: Eine andere Person kann den Kühlschrank für Sie annehmen, zum Beispiel jemand aus Ihrem Haus. Sagen Sie uns bitte bis Dienstagabend, wer dann da ist. Vielen Dank und einen schönen Tag noch!',
            },
          ],
        },
        statement: 'Frau Aydin muss am Mittwoch selbst in ihrer Wohnung sein.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „muss der Kunde bei der Lieferung selbst zu Hause sein“. Aber das gilt „Normalerweise“, für andere Kunden. Frau Aydin hat schon bezahlt, deshalb geht es bei ihr anders. Falsche Person.',
            en: 'You hear [[muss der Kunde bei der Lieferung selbst zu Hause sein]] (the customer has to be at home for the delivery). But that is [[Normalerweise]] (normally), for other customers. Mrs Aydin has already paid, so for her it works differently. Wrong person.',
          },
          '-': {
            trap: 'key',
            de: 'Frau Aydin muss nicht selbst zu Hause sein: „Eine andere Person kann den Kühlschrank für Sie annehmen“. Sie sagt nur bis Dienstagabend, wer da ist.',
            en: 'Mrs Aydin does not have to be at home herself: [[Eine andere Person kann den Kühlschrank für Sie annehmen]] (someone else can take the fridge for you). She only says by Tuesday evening who will be there.',
          },
        },
        evidence: [
          'Sie haben aber schon bezahlt, deshalb geht es bei Ihnen auch anders',
          'Eine andere Person kann den Kühlschrank für Sie annehmen',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
    ],
  },
} satisfies ModelTestListening;
