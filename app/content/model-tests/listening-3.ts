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
              text: 'Stress hab ich vor allem im Büro, da klingelt den ganzen Tag das Telefon. Meine Frau geht dreimal in der Woche ins Fitnessstudio, das hilft ihr super gegen Stress. Ich hab mich dann auch angemeldet, aber ich war genau zweimal da. Das ist einfach nichts für mich. Was bei mir wirklich funktioniert, ist unser Garten. Am Wochenende bin ich stundenlang draußen, pflanze Gemüse und schneide die Hecke. Da denke ich an gar nichts mehr.',
            },
          ],
        },
        statement: 'Herr Krüger trainiert regelmäßig im Fitnessstudio, um Stress abzubauen.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „dreimal in der Woche ins Fitnessstudio“ und „hilft super gegen Stress“. Aber das sagt Herr Krüger über seine Frau. Er selbst war nur „genau zweimal da“. Falsche Person.',
            en: 'You hear [[dreimal in der Woche ins Fitnessstudio]] (to the gym three times a week) and [[hilft super gegen Stress]] (helps a lot against stress). But Mr Krüger says that about his wife. He himself went [[genau zweimal]] (exactly twice). Wrong person.',
          },
          '-': {
            trap: 'key',
            de: 'Herr Krüger sagt: „aber ich war genau zweimal da. Das ist einfach nichts für mich.“ Gegen Stress hilft ihm der Garten.',
            en: 'Mr Krüger says [[aber ich war genau zweimal da. Das ist einfach nichts für mich.]] (but I went exactly twice. It just isn’t for me). What helps him against stress is the garden.',
          },
        },
        evidence: [
          'Meine Frau geht dreimal in der Woche ins Fitnessstudio',
          'aber ich war genau zweimal da. Das ist einfach nichts für mich.',
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
              text: 'Bei mir ist der Stress vor den Prüfungen am schlimmsten. Dann schlafe ich schlecht und esse viel zu viel Schokolade. Letztes Jahr hat mir eine Freundin eine App zum Meditieren gezeigt: zehn Minuten ruhig sitzen und atmen. Am Anfang hab ich das nur in der Prüfungszeit gemacht, und auch nicht jeden Tag. Aber inzwischen mache ich das jeden Morgen, auch in den Semesterferien, wenn gar keine Prüfungen sind. Ich bin dadurch viel ruhiger geworden.',
            },
          ],
        },
        statement: 'Sophie meditiert heute auch dann, wenn sie keine Prüfungen hat.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Sophie sagt: „Aber inzwischen mache ich das jeden Morgen, auch in den Semesterferien, wenn gar keine Prüfungen sind.“ Sie meditiert also auch dann, wenn sie keine Prüfungen hat.',
            en: 'Sophie says [[Aber inzwischen mache ich das jeden Morgen, auch in den Semesterferien, wenn gar keine Prüfungen sind.]] (but by now I do it every morning, also in the university holidays, when there are no exams at all). So she meditates when she has no exams too.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „nur in der Prüfungszeit“. Aber das war „Am Anfang“. Inzwischen meditiert Sophie jeden Morgen, auch in den Ferien ohne Prüfungen. Falsche Zeit.',
            en: 'You hear [[nur in der Prüfungszeit]] (only at exam time). But that was [[Am Anfang]] (at first). By now Sophie meditates every morning, in the holidays without exams too. Wrong time.',
          },
        },
        evidence: [
          'Am Anfang hab ich das nur in der Prüfungszeit gemacht',
          'Aber inzwischen mache ich das jeden Morgen, auch in den Semesterferien, wenn gar keine Prüfungen sind.',
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
              text: 'Ich hab einen kleinen Laden, da stehe ich zwölf Stunden am Tag. Mein Sohn sagt, Computerspiele helfen gegen Stress, und er spielt jeden Abend. Ich hab das auch probiert, ein paar Wochen lang. Aber ehrlich gesagt war ich danach noch nervöser und konnte schlecht schlafen. Jetzt gehe ich nach Ladenschluss mit unserem Hund raus, eine halbe Stunde, bei jedem Wetter und ohne Handy. Das tut mir richtig gut.',
            },
          ],
        },
        statement: 'Herr Demir spielt abends am Computer, um ruhiger zu werden.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Jeden Abend spielt sein Sohn. Herr Demir hat es nur „ein paar Wochen lang“ probiert und war danach „noch nervöser“. Falsche Person.',
            en: 'It is his son who plays every evening. Mr Demir only tried it [[ein paar Wochen lang]] (for a few weeks) and was [[noch nervöser]] (even more nervous) afterwards. Wrong person.',
          },
          '-': {
            trap: 'key',
            de: 'Nach den Spielen war Herr Demir „noch nervöser“. Er sagt: „Jetzt gehe ich nach Ladenschluss mit unserem Hund raus“.',
            en: 'After playing Mr Demir was [[noch nervöser]] (even more nervous). He says [[Jetzt gehe ich nach Ladenschluss mit unserem Hund raus]] (now I go out with our dog after closing time).',
          },
        },
        evidence: [
          'Mein Sohn sagt, Computerspiele helfen gegen Stress, und er spielt jeden Abend.',
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
              text: 'Viele sagen: Gegen Stress hilft nur, weniger zu machen. Schön wär’s! Ich hab drei Kinder und arbeite Vollzeit, das geht bei mir nicht. Lange hab ich versucht, alles im Kopf zu behalten. Das hat überhaupt nicht geklappt. Jetzt setze ich mich jeden Sonntagabend hin und schreibe alles auf, was in der Woche kommt: Arzttermine, Elternabend, Fußballtraining. Die Liste hängt dann am Kühlschrank. Seitdem bin ich viel entspannter.',
            },
          ],
        },
        statement: 'Frau Brückner hilft es gegen Stress, ihre Woche im Voraus zu planen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Brückner schreibt „jeden Sonntagabend“ auf, was in der Woche kommt. Dann sagt sie: „Seitdem bin ich viel entspannter.“ Sie plant die Woche vorher, und das hilft ihr.',
            en: 'Every Sunday evening ([[jeden Sonntagabend]]) Mrs Brückner writes down what the week will bring. Then she says [[Seitdem bin ich viel entspannter.]] (since then I have been much more relaxed). She plans her week ahead, and it helps her.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „das geht bei mir nicht“ und „hat überhaupt nicht geklappt“. Das erste gilt für „weniger machen“, das zweite für „alles im Kopf behalten“. Die Liste für die Woche hilft ihr; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[das geht bei mir nicht]] (that doesn’t work for me) and [[hat überhaupt nicht geklappt]] (didn’t work at all). The first is about doing less, the second about keeping everything in her head. The list for the week helps her; the statement says this in other words.',
          },
        },
        evidence: [
          'Jetzt setze ich mich jeden Sonntagabend hin und schreibe alles auf, was in der Woche kommt',
          'Seitdem bin ich viel entspannter.',
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
          text: 'Die Ferien fangen ja am Donnerstag an. Eigentlich sollte ich gleich am ersten Ferientag anfangen. Aber dann hat Herr Conti für Juli doch noch genug Leute gefunden. Jetzt braucht er mich erst ab dem ersten August.',
        },
        { who: 'mutter', text: 'Und wie viel musst du arbeiten?' },
        {
          who: 'leon',
          text: 'Fünf Tage in der Woche, immer von zwölf bis sechs. Ich hab gefragt, ob ich am Wochenende frei haben kann. Das geht leider nicht, da ist am meisten los. Dafür hab ich montags und dienstags frei.',
        },
        { who: 'mutter', text: 'Und was verdienst du?' },
        {
          who: 'leon',
          text: '12 Euro in der Stunde, das ist bei Herrn Conti der normale Lohn. Wer neu ist, bekommt in den ersten zwei Wochen 10 Euro, weil man ja noch alles lernen muss. Das Trinkgeld teilen wir uns alle.',
          say: 'Zwölf Euro in der Stunde, das ist bei Herrn Conti der normale Lohn. Wer neu ist, bekommt in den ersten zwei Wochen zehn Euro, weil man ja noch alles lernen muss. Das Trinkgeld teilen wir uns alle.',
        },
        {
          who: 'mutter',
          text: 'Das ist nicht schlecht. Und was machst du mit dem Geld? Du wolltest doch schon lange ein neues Handy.',
        },
        {
          who: 'leon',
          text: 'Nee, mein altes Handy geht noch. Ich spar für eine E-Gitarre. Die im Musikgeschäft am Markt kostet fast 500 Euro. Ganz reicht mein Lohn dafür nicht, aber Oma gibt mir den Rest dazu.',
          say: 'Nee, mein altes Handy geht noch. Ich spar für eine E-Gitarre. Die im Musikgeschäft am Markt kostet fast fünfhundert Euro. Ganz reicht mein Lohn dafür nicht, aber Oma gibt mir den Rest dazu.',
        },
        { who: 'mutter', text: 'Und wie kommst du hin? Die Eisdiele ist doch am anderen Ende der Stadt.' },
        {
          who: 'leon',
          text: 'Mit dem Fahrrad, das sind nur zwanzig Minuten. Bei Regen fahr ich aber nicht so gern Rad. Dann nehm ich den Bus. Der fährt zwar nur jede halbe Stunde, aber das geht schon.',
        },
        { who: 'mutter', text: 'Wenn es stark regnet, bring ich dich mit dem Auto hin. Das ist doch klar.' },
        { who: 'leon', text: 'Nein, danke, Mama. Das schaff ich schon allein. Ich bin ja kein Kind mehr.' },
        { who: 'mutter', text: 'Schon gut. Und was machst du da genau? Eis verkaufen?' },
        {
          who: 'leon',
          text: 'Später ja. Am Anfang spül ich vor allem in der Küche und räum die Tische ab. Das Eis macht Herr Conti jeden Morgen selbst, ganz frisch. Dabei hilft ihm nur seine Tochter, sonst niemand. Die Rezepte sind ein Familiengeheimnis.',
        },
        { who: 'mutter', text: 'Brauchst du eigentlich besondere Kleidung?' },
        {
          who: 'leon',
          text: 'Zwei T-Shirts mit dem Namen der Eisdiele bekomme ich von Herrn Conti. Nur wer noch mehr will, muss sie selbst kaufen. Eine schwarze Hose muss ich selbst mitbringen. Und weil ich mit Lebensmitteln arbeite, brauch ich noch eine Bescheinigung vom Gesundheitsamt. Den Termin dafür hab ich schon: nächsten Dienstag um neun.',
        },
        {
          who: 'mutter',
          text: 'Nächsten Dienstag um neun? Da bist du doch beim Zahnarzt, zur Kontrolle.',
        },
        {
          who: 'leon',
          text: 'Ach so, stimmt.',
        },
        { who: 'mutter', text: 'Dann verschieb doch den Termin beim Gesundheitsamt.' },
        {
          who: 'leon',
          text: 'Nein, die Bescheinigung ist wichtiger, ohne die darf ich nicht anfangen. Ich ruf morgen beim Zahnarzt an und frag nach einem anderen Tag.',
        },
        { who: 'mutter', text: 'Und was sagt Papa zu deinem Job?' },
        {
          who: 'leon',
          text: 'Der findet ihn gut. Er will nur, dass ich in der letzten Ferienwoche nicht mehr arbeite. Dann kann ich mich vor der Schule noch ein bisschen ausruhen. Ich hab Herrn Conti schon gefragt. Zuerst war er nicht begeistert, weil im August so viel los ist. Aber dann war er einverstanden.',
        },
        { who: 'mutter', text: 'Gut. Und wann bist du abends zu Hause?' },
        {
          who: 'leon',
          text: 'Um sechs ist Schluss. Danach machen wir noch sauber, das dauert eine halbe Stunde, und mit dem Rad sind es ja zwanzig Minuten. Also bin ich so gegen sieben da, zum Abendessen.',
        },
        { who: 'mutter', text: 'Dann viel Spaß! Und bring mir mal ein Eis mit.' },
        { who: 'leon', text: 'Mach ich. Pistazie, wie immer.' },
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
            de: 'Sie hören „gleich am ersten Ferientag anfangen“. Aber das war der alte Plan („Eigentlich sollte ich“). Jetzt braucht Herr Conti ihn „erst ab dem ersten August“. Falsche Zeit.',
            en: 'You hear [[gleich am ersten Ferientag anfangen]] (start right on the first day of the holidays). But that was the old plan ([[Eigentlich sollte ich]], I was actually supposed to). Now Mr Conti needs him [[erst ab dem ersten August]] (only from the first of August). Wrong time.',
          },
          '-': {
            trap: 'key',
            de: 'Herr Conti hat für Juli „doch noch genug Leute gefunden“. Leon sagt: „Jetzt braucht er mich erst ab dem ersten August.“',
            en: 'Mr Conti [[doch noch genug Leute gefunden]] (found enough people after all) for July. Leon says [[Jetzt braucht er mich erst ab dem ersten August.]] (now he only needs me from the first of August).',
          },
        },
        evidence: [
          'Eigentlich sollte ich gleich am ersten Ferientag anfangen.',
          'Jetzt braucht er mich erst ab dem ersten August.',
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
            de: 'Leon sagt: „Dafür hab ich montags und dienstags frei.“ Montag und Dienstag sind der Anfang der Woche.',
            en: 'Leon says [[Dafür hab ich montags und dienstags frei.]] (in return I have Mondays and Tuesdays off). Monday and Tuesday are the start of the week.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „frei haben“ und „Das geht leider nicht“. Das gilt für das Wochenende: Da muss Leon arbeiten. Frei hat er „montags und dienstags“; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[frei haben]] (have time off) and [[Das geht leider nicht]] (sadly that’s not possible). That is about the weekend: Leon has to work then. He is off [[montags und dienstags]] (on Mondays and Tuesdays); the statement says this in other words.',
          },
        },
        evidence: [
          'Das geht leider nicht, da ist am meisten los.',
          'Dafür hab ich montags und dienstags frei.',
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
            de: '„12 Euro in der Stunde“ hören Sie zuerst. Das ist aber „der normale Lohn“. Leon ist neu, und wer neu ist, bekommt in den ersten zwei Wochen 10 Euro. Eine Bedingung fehlt.',
            en: 'You hear [[12 Euro in der Stunde]] (12 euros an hour) first. But that is [[der normale Lohn]] (the normal pay). Leon is new, and anyone new gets 10 euros for the first two weeks. One condition fails.',
          },
          '-': {
            trap: 'key',
            de: 'Leon sagt: „Wer neu ist, bekommt in den ersten zwei Wochen 10 Euro“. Leon ist neu, also bekommt er in seiner ersten Woche 10 Euro, nicht 12.',
            en: 'Leon says [[Wer neu ist, bekommt in den ersten zwei Wochen 10 Euro]] (anyone new gets 10 euros for the first two weeks). Leon is new, so in his first week he gets 10 euros, not 12.',
          },
        },
        evidence: [
          '12 Euro in der Stunde, das ist bei Herrn Conti der normale Lohn.',
          'Wer neu ist, bekommt in den ersten zwei Wochen 10 Euro',
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
            de: 'Leon sagt: „Ich spar für eine E-Gitarre.“ Eine Gitarre ist ein Musikinstrument. Den Rest gibt ihm seine Oma dazu, aber er spart seinen Lohn dafür.',
            en: 'Leon says [[Ich spar für eine E-Gitarre.]] (I am saving for an electric guitar). A guitar is a musical instrument. His grandma adds the rest, but he is saving his pay for it.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Ganz reicht mein Lohn dafür nicht“. Das heißt nur: Die Oma gibt den Rest dazu. Den Lohn will er trotzdem für die Gitarre ausgeben. Das neue Handy war nur die Idee der Mutter.',
            en: 'You hear [[Ganz reicht mein Lohn dafür nicht]] (my pay isn’t quite enough for it). That only means his grandma adds the rest. He still wants to spend his pay on the guitar. The new phone was only his mother’s idea.',
          },
        },
        evidence: [
          'Ich spar für eine E-Gitarre.',
          'Ganz reicht mein Lohn dafür nicht, aber Oma gibt mir den Rest dazu.',
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
            de: 'Bei Regen nimmt Leon den Bus. Die Mutter will ihn mit dem Auto bringen, aber er sagt: „Nein, danke, Mama. Das schaff ich schon allein.“',
            en: 'When it rains, Leon takes the bus. His mother wants to drive him, but he says [[Nein, danke, Mama. Das schaff ich schon allein.]] (no thanks, Mum, I can manage on my own).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „bring ich dich mit dem Auto hin. Das ist doch klar.“ Das sagt aber die Mutter, und Leon antwortet „Nein, danke“. Bei Regen fährt er nicht Rad, sondern Bus: allein, ohne ihre Hilfe. Falsche Person.',
            en: 'You hear [[bring ich dich mit dem Auto hin. Das ist doch klar.]] (I’ll drive you there, of course). But that is his mother speaking, and Leon answers [[Nein, danke]] (no thanks). In the rain he doesn’t cycle, he takes the bus: on his own, without her help. Wrong person.',
          },
        },
        evidence: ['Dann nehm ich den Bus.', 'Nein, danke, Mama. Das schaff ich schon allein.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 51,
        statement: 'Leon hilft Herrn Conti morgens beim Eismachen.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Dabei hilft ihm“. Aber helfen darf nur „seine Tochter, sonst niemand“. Leon spült und räumt die Tische ab. Falsche Person.',
            en: 'You hear [[Dabei hilft ihm]] (helps him with it). But only [[seine Tochter, sonst niemand]] (his daughter, nobody else) helps. Leon washes up and clears tables. Wrong person.',
          },
          '-': {
            trap: 'key',
            de: 'Leon spült und räumt die Tische ab. Beim Eismachen „hilft ihm nur seine Tochter, sonst niemand“.',
            en: 'Leon washes up and clears the tables. With the ice cream [[hilft ihm nur seine Tochter, sonst niemand]] (only his daughter helps him, nobody else).',
          },
        },
        evidence: ['Dabei hilft ihm nur seine Tochter, sonst niemand.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 52,
        statement: 'Leon muss seine T-Shirts für die Arbeit selbst kaufen.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „muss sie selbst kaufen“. Das gilt aber nur für den, der „noch mehr will“. Zwei T-Shirts bekommt Leon von Herrn Conti. Selbst mitbringen muss er nur die Hose.',
            en: 'You hear [[muss sie selbst kaufen]] (has to buy them himself). But that is only for someone who [[noch mehr will]] (wants even more). Leon gets two T-shirts from Mr Conti. He only has to bring the trousers himself.',
          },
          '-': {
            trap: 'key',
            de: 'Leon sagt: „Zwei T-Shirts mit dem Namen der Eisdiele bekomme ich von Herrn Conti.“ Kaufen muss er sie also nicht.',
            en: 'Leon says [[Zwei T-Shirts mit dem Namen der Eisdiele bekomme ich von Herrn Conti.]] (I get two T-shirts with the name of the ice-cream parlour from Mr Conti). So he does not have to buy them.',
          },
        },
        evidence: [
          'Zwei T-Shirts mit dem Namen der Eisdiele bekomme ich von Herrn Conti.',
          'Nur wer noch mehr will, muss sie selbst kaufen.',
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
            de: 'Beide Termine sind am Dienstag um neun. Leon sagt: „Ich ruf morgen beim Zahnarzt an und frag nach einem anderen Tag.“',
            en: 'Both appointments are on Tuesday at nine. Leon says [[Ich ruf morgen beim Zahnarzt an und frag nach einem anderen Tag.]] (I’ll call the dentist tomorrow and ask for another day).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „verschieb doch den Termin beim Gesundheitsamt“ und dann „Nein“. Das „Nein“ gilt dem Vorschlag der Mutter. Verschieben will Leon den Zahnarzttermin: „nach einem anderen Tag fragen“ heißt, einen neuen Termin vereinbaren.',
            en: 'You hear [[verschieb doch den Termin beim Gesundheitsamt]] (why not move the health-office appointment) and then [[Nein]]. That no answers his mother’s idea. Leon wants to move the dentist’s appointment: [[nach einem anderen Tag fragen]] (ask for another day) means making a new appointment.',
          },
        },
        evidence: [
          'Nein, die Bescheinigung ist wichtiger, ohne die darf ich nicht anfangen.',
          'Ich ruf morgen beim Zahnarzt an und frag nach einem anderen Tag.',
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
            de: 'Leons Vater will, dass er „in der letzten Ferienwoche nicht mehr“ arbeitet. Über Herrn Conti sagt Leon: „Aber dann war er einverstanden.“',
            en: 'Leon’s father wants him not to work [[in der letzten Ferienwoche]] (in the last week of the holidays). About Mr Conti Leon says [[Aber dann war er einverstanden.]] (but then he agreed).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „Zuerst war er nicht begeistert“. Aber das war nur zuerst. Danach hat Herr Conti ja gesagt. Falsche Zeit.',
            en: 'You hear [[Zuerst war er nicht begeistert]] (at first he wasn’t keen). But that was only at first. Afterwards Mr Conti said yes. Wrong time.',
          },
        },
        evidence: [
          'Er will nur, dass ich in der letzten Ferienwoche nicht mehr arbeite.',
          'Zuerst war er nicht begeistert, weil im August so viel los ist. Aber dann war er einverstanden.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 55,
        statement: 'Nach der Arbeit ist Leon schon um halb sieben wieder zu Hause.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Um sechs ist Schluss, und das Saubermachen dauert „eine halbe Stunde“: Das wäre halb sieben. Aber dann kommen noch „zwanzig Minuten“ mit dem Rad. Leon sagt selbst: „so gegen sieben“. Falsche Zeit.',
            en: 'Work ends at six, and cleaning takes [[eine halbe Stunde]] (half an hour): that would be half past six. But then come [[zwanzig Minuten]] (twenty minutes) by bike. Leon says himself: [[so gegen sieben]] (around seven). Wrong time.',
          },
          '-': {
            trap: 'key',
            de: 'Leon sagt: „Also bin ich so gegen sieben da, zum Abendessen.“ Nach dem Saubermachen fährt er noch zwanzig Minuten mit dem Rad.',
            en: 'Leon says [[Also bin ich so gegen sieben da, zum Abendessen.]] (so I’ll be home around seven, for dinner). After cleaning he still has a twenty-minute bike ride.',
          },
        },
        evidence: [
          'Danach machen wir noch sauber, das dauert eine halbe Stunde, und mit dem Rad sind es ja zwanzig Minuten.',
          'Also bin ich so gegen sieben da, zum Abendessen.',
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
              text: 'Sehr geehrte Fahrgäste, wegen Bauarbeiten endet dieser Zug heute in Kirchdorf. Bis Kirchdorf sind wir pünktlich. Reisende in Richtung Altenau fahren ab Kirchdorf mit Bussen weiter. Die Busse warten direkt vor dem Bahnhof, auf der linken Seite. Ihre Fahrkarten gelten auch im Bus. Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger. Nächster Halt: Kirchdorf. Vielen Dank für Ihr Verständnis.',
            },
          ],
        },
        statement: 'Die Fahrgäste nach Altenau kommen heute ungefähr 30 Minuten später an als sonst.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'In der Durchsage heißt es: „Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger.“ Eine halbe Stunde sind 30 Minuten. Wer länger fährt, kommt später an.',
            en: 'The announcement says [[Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger.]] (because of this the journey to Altenau takes about half an hour longer). Half an hour is 30 minutes. A longer journey means arriving later.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Bis Kirchdorf sind wir pünktlich“. Das gilt aber nur für den Zug bis Kirchdorf. Danach geht es mit dem Bus weiter, und die Fahrt „dauert etwa eine halbe Stunde länger“: Das sagt die Aussage mit anderen Wörtern.',
            en: 'You hear [[Bis Kirchdorf sind wir pünktlich]] (we are on time as far as Kirchdorf). But that is only the train as far as Kirchdorf. After that the journey goes on by bus and [[dauert etwa eine halbe Stunde länger]] (takes about half an hour longer): the statement says this in other words.',
          },
        },
        evidence: [
          'Bis Kirchdorf sind wir pünktlich.',
          'Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger.',
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
              text: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von 9 bis 15 Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden. Ohne Anmeldung gibt’s dieses Jahr keinen Tisch. Ein Tisch kostet 10 Euro. Für Besucher ist der Eintritt frei, kommen Sie einfach vorbei!',
              say: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von neun bis fünfzehn Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden. Ohne Anmeldung gibt’s dieses Jahr keinen Tisch. Ein Tisch kostet zehn Euro. Für Besucher ist der Eintritt frei, kommen Sie einfach vorbei!',
            },
          ],
        },
        statement: 'Wer auf dem Flohmarkt nur einkaufen will, muss sich nicht anmelden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Anmelden müssen sich nur Verkäufer: „Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden.“ Für Besucher heißt es: „der Eintritt frei, kommen Sie einfach vorbei!“',
            en: 'Only sellers have to register: [[Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden.]] (anyone who wants to sell something must register with the hall by Thursday). For visitors it says [[der Eintritt frei, kommen Sie einfach vorbei!]] (entry is free, just come along).',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „muss sich bis Donnerstag anmelden“ und „Ohne Anmeldung gibt’s dieses Jahr keinen Tisch“. Das gilt aber für Leute, die etwas verkaufen wollen: Nur sie brauchen einen Tisch. Besucher kommen einfach vorbei. Falsche Person.',
            en: 'You hear [[muss sich bis Donnerstag anmelden]] (must register by Thursday) and [[Ohne Anmeldung gibt’s dieses Jahr keinen Tisch]] (no table this year without registering). But that is for people who want to sell something: only they need a table. Visitors just come along. Wrong person.',
          },
        },
        evidence: [
          'Ohne Anmeldung gibt’s dieses Jahr keinen Tisch.',
          'Für Besucher ist der Eintritt frei, kommen Sie einfach vorbei!',
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
              text: 'Liebe Besucherinnen und Besucher, in einer Viertelstunde, um halb sechs, schließt unser Tierpark. Unsere Kasse und das Restaurant sind schon seit fünf Uhr geschlossen. Unser Souvenirladen hat heute aber noch bis sechs Uhr geöffnet. Sie erreichen ihn auch von der Straße aus. Und morgen, am Sonntag, gibt es um elf Uhr eine Führung für Familien zu den Pinguinen. Vielen Dank für Ihren Besuch!',
            },
          ],
        },
        statement: 'Im Souvenirladen kann man auch nach 17:30 Uhr noch einkaufen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Der Tierpark schließt „um halb sechs“, also um 17:30 Uhr. Der Souvenirladen „hat heute aber noch bis sechs Uhr geöffnet“. Bis 18 Uhr kann man dort also noch einkaufen.',
            en: 'The animal park closes [[um halb sechs]] (at half past five, 17:30). The souvenir shop [[hat heute aber noch bis sechs Uhr geöffnet]] (is still open until six today, though). So you can still shop there until 18:00.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören zwei frühere Zeiten: Kasse und Restaurant sind „schon seit fünf Uhr geschlossen“, der Tierpark schließt „um halb sechs“. Beides gilt nicht für den Laden. Der Laden ist bis sechs offen. Falscher Ort.',
            en: 'You hear two earlier times: the ticket office and the restaurant [[schon seit fünf Uhr geschlossen]] (closed since five already), the park closes [[um halb sechs]] (at half past five). Neither is about the shop. The shop is open until six. Wrong place.',
          },
        },
        evidence: [
          'um halb sechs, schließt unser Tierpark.',
          'Unser Souvenirladen hat heute aber noch bis sechs Uhr geöffnet.',
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
