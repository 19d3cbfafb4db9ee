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
              text: 'Ich bin Bäckerin und fange jeden Morgen um drei an, da gehört Stress einfach dazu. Viele Kolleginnen gehen nach der Arbeit ins Fitnessstudio oder machen Yoga. Ich nicht, dafür bin ich viel zu müde. Was mir wirklich hilft: Ich rufe meine Schwester an und erzähle ihr von meinem Tag. Sie hört einfach zu. Danach geht’s mir sofort besser, auch wenn wir nur zehn Minuten telefonieren.',
            },
          ],
        },
        statement: 'Ewa erzählt nach der Arbeit einer Kollegin von ihrem Tag.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Ewa sagt: „Ich rufe meine Schwester an und erzähle ihr von meinem Tag.“ Sie spricht also mit ihrer Schwester, nicht mit einer Kollegin.',
            en: 'Ewa says [[Ich rufe meine Schwester an und erzähle ihr von meinem Tag.]] (I call my sister and tell her about my day). So she talks to her sister, not to a colleague.',
          },
          '+': {
            trap: 'wrong-detail',
            de: '„Kolleginnen“ hören Sie wirklich, aber die gehen nach der Arbeit ins Fitnessstudio. Von ihrem Tag erzählt Ewa ihrer Schwester. Falsche Person.',
            en: 'You really do hear [[Kolleginnen]] (colleagues), but they go to the gym after work. Ewa tells her sister about her day. Wrong person.',
          },
        },
        evidence: [
          'Viele Kolleginnen gehen nach der Arbeit ins Fitnessstudio oder machen Yoga.',
          'Ich rufe meine Schwester an und erzähle ihr von meinem Tag.',
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
              text: 'Stress hab ich vor allem im Büro, da klingelt den ganzen Tag das Telefon. Meine Frau sagt immer, ich soll mehr Sport machen. Na ja, ich hab mich dann im Fitnessstudio angemeldet, aber ich war genau zweimal da. Das ist einfach nichts für mich. Was bei mir wirklich funktioniert, ist unser Garten. Am Wochenende bin ich stundenlang draußen, pflanze Gemüse und schneide die Hecke. Da denke ich an gar nichts mehr.',
            },
          ],
        },
        statement: 'Herr Krüger trainiert regelmäßig im Fitnessstudio, um Stress abzubauen.',
        key: '-',
        why: {
          '+': {
            trap: 'same-word',
            de: 'Das Wort „Fitnessstudio“ hören Sie wirklich. Aber Herr Krüger war dort nur „genau zweimal“ und sagt: „Das ist einfach nichts für mich.“ Das ist kein regelmäßiges Training.',
            en: 'You really do hear [[Fitnessstudio]] (gym). But Mr Krüger went there [[genau zweimal]] (exactly twice) and says [[Das ist einfach nichts für mich]] (it just is not for me). That is not regular training.',
          },
          '-': {
            trap: 'key',
            de: 'Im Fitnessstudio war Herr Krüger nur zweimal. Gegen Stress hilft ihm etwas anderes: „Was bei mir wirklich funktioniert, ist unser Garten.“',
            en: 'Mr Krüger went to the gym only twice. Something else helps him against stress: [[Was bei mir wirklich funktioniert, ist unser Garten]] (what really works for me is our garden).',
          },
        },
        evidence: ['aber ich war genau zweimal da. Das ist einfach nichts für mich.'],
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
              text: 'Bei mir ist der Stress vor den Prüfungen am schlimmsten. Dann schlafe ich schlecht und esse viel zu viel Schokolade. Letztes Jahr hat mir eine Freundin eine App zum Meditieren gezeigt: jeden Morgen zehn Minuten ruhig sitzen und atmen. Am Anfang fand ich das ziemlich komisch. Aber inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind. Ich bin dadurch viel ruhiger geworden.',
            },
          ],
        },
        statement: 'Sophie meditiert heute auch in Wochen, in denen sie nicht lernen muss.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Sophie sagt: „inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind.“ In den Ferien ohne Prüfungen muss sie nicht lernen, und sie meditiert trotzdem.',
            en: 'Sophie says [[inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind]] (by now I do it every day, also in the university holidays, when there are no exams at all). In the holidays without exams she does not have to study, and she still meditates.',
          },
          '-': {
            trap: 'other-words',
            de: 'Der Stress kommt bei Sophie „vor den Prüfungen“, aber das Meditieren nicht nur dann. „Semesterferien, wenn gar keine Prüfungen sind“ sagt mit anderen Wörtern: Wochen ohne Lernen.',
            en: 'Sophie’s stress comes [[vor den Prüfungen]] (before exams), but her meditating is not only then. [[Semesterferien, wenn gar keine Prüfungen sind]] (university holidays with no exams at all) says in other words: weeks without studying.',
          },
        },
        evidence: [
          'inzwischen mache ich das jeden Tag, auch in den Semesterferien, wenn gar keine Prüfungen sind.',
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
              text: 'Ich hab einen kleinen Laden, da stehe ich zwölf Stunden am Tag. Früher hab ich abends zum Entspannen Computerspiele gespielt. Aber ehrlich gesagt war ich danach noch nervöser und konnte schlecht schlafen. Damit hab ich aufgehört. Jetzt gehe ich nach Ladenschluss mit unserem Hund raus, eine halbe Stunde, bei jedem Wetter und ohne Handy. Das tut mir richtig gut.',
            },
          ],
        },
        statement: 'Herr Demir spielt abends am Computer, um ruhiger zu werden.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Computerspiele hat Herr Demir nur „früher“ gespielt: falsche Zeit. Dann sagt er: „Damit hab ich aufgehört.“ Heute geht er abends mit dem Hund raus.',
            en: 'Mr Demir played computer games only [[früher]] (in the past): the wrong time. Then he says [[Damit hab ich aufgehört]] (I stopped doing that). Now he walks the dog in the evening.',
          },
          '-': {
            trap: 'key',
            de: 'Nach den Spielen war er „noch nervöser“, deshalb hat er aufgehört. Jetzt geht er abends mit dem Hund raus, „ohne Handy“.',
            en: 'After playing he was [[noch nervöser]] (even more nervous), so he stopped. Now he takes the dog out in the evening, [[ohne Handy]] (without his phone).',
          },
        },
        evidence: [
          'Früher hab ich abends zum Entspannen Computerspiele gespielt.',
          'Damit hab ich aufgehört.',
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
              text: 'Viele sagen: Gegen Stress hilft nur, weniger zu machen. Schön wär’s! Ich hab drei Kinder und arbeite Vollzeit, das geht bei mir nicht. Was mir hilft, ist ein guter Plan. Jeden Sonntagabend setze ich mich hin und schreibe alles auf, was in der Woche kommt: Arzttermine, Elternabend, Fußballtraining. Die Liste hängt dann am Kühlschrank. Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter.',
            },
          ],
        },
        statement: 'Frau Brückner hilft es gegen Stress, ihre Woche im Voraus zu organisieren.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Frau Brückner schreibt „jeden Sonntagabend“ auf, was in der Woche kommt. Dann sagt sie: „Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter.“ Sie plant also die Woche vorher, und das hilft ihr.',
            en: 'Every Sunday evening ([[jeden Sonntagabend]]) Mrs Brückner writes down what the week will bring. Then she says [[Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter]] (since then I hardly forget anything, and I am much more relaxed). So she plans her week ahead, and it helps her.',
          },
          '-': {
            trap: 'other-words',
            de: 'Vorsicht bei „das geht bei mir nicht“: Das sagt Frau Brückner über die Idee, weniger zu machen, nicht über ihren Plan. Ihre Liste für die Woche heißt mit anderen Wörtern: Sie organisiert die Woche im Voraus, und das hilft ihr.',
            en: 'Careful with [[das geht bei mir nicht]] (that does not work for me): Mrs Brückner says it about the idea of doing less, not about her plan. Her list for the week means in other words that she organises the week in advance, and that helps her.',
          },
        },
        evidence: [
          'Jeden Sonntagabend setze ich mich hin und schreibe alles auf, was in der Woche kommt',
          'Seitdem vergesse ich kaum noch etwas, und ich bin viel entspannter.',
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
          text: 'Die Ferien fangen ja am Donnerstag an. Aber Herr Conti hat im Juli noch genug Leute. Er braucht mich erst ab dem ersten August.',
        },
        { who: 'mutter', text: 'Und wie viel musst du arbeiten?' },
        {
          who: 'leon',
          text: 'Fünf Tage in der Woche, immer von zwölf bis sechs. Am Wochenende ist am meisten los, deshalb muss ich samstags und sonntags immer da sein. Dafür hab ich montags und dienstags frei.',
        },
        { who: 'mutter', text: 'Und was verdienst du?' },
        {
          who: 'leon',
          text: '12 Euro in der Stunde. Aber Herr Conti meinte, in den ersten zwei Wochen sind es nur 10 Euro, weil ich ja noch alles lernen muss. Das Trinkgeld teilen wir uns alle.',
          say: 'Zwölf Euro in der Stunde. Aber Herr Conti meinte, in den ersten zwei Wochen sind es nur zehn Euro, weil ich ja noch alles lernen muss. Das Trinkgeld teilen wir uns alle.',
        },
        {
          who: 'mutter',
          text: 'Das ist nicht schlecht. Und was machst du mit dem Geld? Du wolltest doch schon lange ein neues Handy.',
        },
        {
          who: 'leon',
          text: 'Nee, mein altes Handy geht noch. Ich spar für eine E-Gitarre. Die im Musikgeschäft am Markt kostet fast 500 Euro, aber die ist echt super.',
          say: 'Nee, mein altes Handy geht noch. Ich spar für eine E-Gitarre. Die im Musikgeschäft am Markt kostet fast fünfhundert Euro, aber die ist echt super.',
        },
        { who: 'mutter', text: 'Und wie kommst du hin? Die Eisdiele ist doch am anderen Ende der Stadt.' },
        {
          who: 'leon',
          text: 'Mit dem Fahrrad, das sind nur zwanzig Minuten. Wenn es regnet, nehm ich den Bus. Der fährt zwar nur jede halbe Stunde, aber das geht schon.',
        },
        { who: 'mutter', text: 'Wenn es stark regnet, kann ich dich auch mal bringen.' },
        { who: 'leon', text: 'Nein, danke, Mama. Das schaff ich schon allein. Ich bin ja kein Kind mehr.' },
        { who: 'mutter', text: 'Schon gut. Und was machst du da genau? Eis verkaufen?' },
        {
          who: 'leon',
          text: 'Später ja. Am Anfang spül ich vor allem in der Küche und räum die Tische ab. Das Eis macht Herr Conti jeden Morgen selbst, ganz frisch. Dabei darf ihm niemand helfen, die Rezepte sind sein Geheimnis.',
        },
        { who: 'mutter', text: 'Brauchst du eigentlich besondere Kleidung?' },
        {
          who: 'leon',
          text: 'Ein T-Shirt mit dem Namen der Eisdiele bekomme ich von Herrn Conti. Eine schwarze Hose muss ich selbst mitbringen. Und weil ich mit Lebensmitteln arbeite, brauch ich noch eine Bescheinigung vom Gesundheitsamt. Den Termin dafür hab ich schon: nächsten Dienstag um neun.',
        },
        {
          who: 'mutter',
          text: 'Nächsten Dienstag um neun? Da bist du doch beim Zahnarzt, zur Kontrolle.',
        },
        {
          who: 'leon',
          text: 'Ach so, stimmt. Dann ruf ich morgen beim Zahnarzt an und frag nach einem anderen Tag. Die Bescheinigung ist wichtiger, ohne die darf ich nicht anfangen.',
        },
        { who: 'mutter', text: 'Und was sagt Papa zu deinem Job?' },
        {
          who: 'leon',
          text: 'Der findet ihn gut. Er will nur, dass ich in der letzten Ferienwoche nicht mehr arbeite. Dann kann ich mich vor der Schule noch ein bisschen ausruhen. Ich hab Herrn Conti schon gefragt, und er ist einverstanden.',
        },
        { who: 'mutter', text: 'Gut. Und wann bist du abends zu Hause?' },
        {
          who: 'leon',
          text: 'Um sechs ist Schluss. Aber danach müssen wir noch sauber machen, das dauert fast eine Stunde. Also bin ich so gegen sieben da, zum Abendessen.',
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
            de: 'Den ersten Ferientag hören Sie: „am Donnerstag“. Aber Herr Conti braucht Leon „erst ab dem ersten August“. Falsche Zeit.',
            en: 'You do hear the first day of the holidays: [[am Donnerstag]] (on Thursday). But Mr Conti needs Leon [[erst ab dem ersten August]] (only from the first of August). Wrong time.',
          },
          '-': {
            trap: 'key',
            de: 'Leon sagt: „Aber Herr Conti hat im Juli noch genug Leute. Er braucht mich erst ab dem ersten August.“ Er fängt also später an.',
            en: 'Leon says [[Aber Herr Conti hat im Juli noch genug Leute. Er braucht mich erst ab dem ersten August.]] (but Mr Conti still has enough people in July; he only needs me from the first of August). So he starts later.',
          },
        },
        evidence: ['Die Ferien fangen ja am Donnerstag an.', 'Er braucht mich erst ab dem ersten August.'],
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
            de: 'Sie hören „muss ich samstags und sonntags immer da sein“. Das ist das Wochenende. Frei hat er „montags und dienstags“: Das sagt die Aussage mit anderen Wörtern.',
            en: 'You hear [[muss ich samstags und sonntags immer da sein]] (I always have to be there on Saturdays and Sundays). That is the weekend. He is off [[montags und dienstags]] (on Mondays and Tuesdays): the statement says this in other words.',
          },
        },
        evidence: ['Dafür hab ich montags und dienstags frei.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 48,
        statement: 'Leon bekommt von Anfang an 12 Euro pro Stunde.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: '„12 Euro in der Stunde“ hören Sie zuerst. Aber das gilt erst später: „in den ersten zwei Wochen sind es nur 10 Euro“. Falsche Zeit.',
            en: 'First you hear [[12 Euro in der Stunde]] (12 euros an hour). But that only applies later: [[in den ersten zwei Wochen sind es nur 10 Euro]] (for the first two weeks it is only 10 euros). Wrong time.',
          },
          '-': {
            trap: 'key',
            de: 'Herr Conti meinte: „in den ersten zwei Wochen sind es nur 10 Euro, weil ich ja noch alles lernen muss.“ Die 12 Euro bekommt Leon also nicht von Anfang an.',
            en: 'Mr Conti said [[in den ersten zwei Wochen sind es nur 10 Euro, weil ich ja noch alles lernen muss]] (for the first two weeks it is only 10 euros, because I still have to learn everything). So Leon does not get 12 euros from the start.',
          },
        },
        evidence: [
          '12 Euro in der Stunde.',
          'in den ersten zwei Wochen sind es nur 10 Euro, weil ich ja noch alles lernen muss.',
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
            de: 'Leon sagt: „Ich spar für eine E-Gitarre.“ Eine Gitarre ist ein Musikinstrument.',
            en: 'Leon says [[Ich spar für eine E-Gitarre.]] (I am saving for an electric guitar). A guitar is a musical instrument.',
          },
          '-': {
            trap: 'other-words',
            de: 'Das neue Handy ist die Idee der Mutter, und Leon sagt: „mein altes Handy geht noch“. Er spart für eine E-Gitarre: Die Aussage sagt das mit anderen Wörtern.',
            en: 'The new phone is his mother’s idea, and Leon says [[mein altes Handy geht noch]] (my old phone still works). He is saving for an electric guitar: the statement says this in other words.',
          },
        },
        evidence: ['Nee, mein altes Handy geht noch.', 'Ich spar für eine E-Gitarre.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 50,
        statement: 'Leon möchte auch bei Regen ohne die Hilfe seiner Mutter zur Arbeit kommen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Bei Regen nimmt Leon den Bus. Die Mutter will ihn bringen, aber er sagt: „Nein, danke, Mama. Das schaff ich schon allein.“',
            en: 'When it rains, Leon takes the bus. His mother offers to take him, but he says [[Nein, danke, Mama. Das schaff ich schon allein.]] (no thanks, Mum, I can manage on my own).',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören das Angebot der Mutter: „kann ich dich auch mal bringen“. Aber Leon sagt „Nein, danke“. „allein“ heißt: ohne ihre Hilfe.',
            en: 'You hear his mother’s offer: [[kann ich dich auch mal bringen]] (I can take you sometimes). But Leon says [[Nein, danke]] (no thanks). [[allein]] (on my own) means without her help.',
          },
        },
        evidence: ['Wenn es regnet, nehm ich den Bus.', 'Nein, danke, Mama. Das schaff ich schon allein.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 51,
        statement: 'Leon hilft Herrn Conti morgens beim Eismachen.',
        key: '-',
        why: {
          '+': {
            trap: 'negation',
            de: 'Dass Herr Conti das Eis jeden Morgen macht, stimmt. Aber Leon sagt: „Dabei darf ihm niemand helfen“. Das ist das Gegenteil der Aussage.',
            en: 'It is true that Mr Conti makes the ice cream every morning. But Leon says [[Dabei darf ihm niemand helfen]] (nobody is allowed to help him with it). That is the opposite of the statement.',
          },
          '-': {
            trap: 'key',
            de: 'Leon spült und räumt die Tische ab. Das Eis macht Herr Conti allein: „Dabei darf ihm niemand helfen, die Rezepte sind sein Geheimnis.“',
            en: 'Leon washes up and clears the tables. Mr Conti makes the ice cream alone: [[Dabei darf ihm niemand helfen, die Rezepte sind sein Geheimnis.]] (nobody may help him, the recipes are his secret).',
          },
        },
        evidence: ['Dabei darf ihm niemand helfen, die Rezepte sind sein Geheimnis.'],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 52,
        statement: 'Das T-Shirt für die Arbeit muss Leon selbst kaufen.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: 'Selbst mitbringen muss Leon etwas, aber nicht das T-Shirt: „Eine schwarze Hose muss ich selbst mitbringen.“ Falsches Kleidungsstück.',
            en: 'Leon does have to bring something himself, but not the T-shirt: [[Eine schwarze Hose muss ich selbst mitbringen.]] (I have to bring black trousers myself). Wrong piece of clothing.',
          },
          '-': {
            trap: 'key',
            de: 'Leon sagt: „Ein T-Shirt mit dem Namen der Eisdiele bekomme ich von Herrn Conti.“ Das T-Shirt kauft er also nicht selbst.',
            en: 'Leon says [[Ein T-Shirt mit dem Namen der Eisdiele bekomme ich von Herrn Conti.]] (I get a T-shirt with the name of the ice-cream parlour from Mr Conti). So he does not buy it himself.',
          },
        },
        evidence: [
          'Ein T-Shirt mit dem Namen der Eisdiele bekomme ich von Herrn Conti.',
          'Eine schwarze Hose muss ich selbst mitbringen.',
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
            de: 'Beide Termine sind am Dienstag um neun. Leon sagt: „Dann ruf ich morgen beim Zahnarzt an und frag nach einem anderen Tag.“',
            en: 'Both appointments are on Tuesday at nine. Leon says [[Dann ruf ich morgen beim Zahnarzt an und frag nach einem anderen Tag.]] (then I will call the dentist tomorrow and ask for another day).',
          },
          '-': {
            trap: 'other-words',
            de: 'Den Termin beim Gesundheitsamt behält Leon: „Die Bescheinigung ist wichtiger“. Den Zahnarzttermin verschiebt er. „nach einem anderen Tag fragen“ heißt: einen neuen Termin vereinbaren.',
            en: 'Leon keeps the appointment at the health office: [[Die Bescheinigung ist wichtiger]] (the certificate is more important). He moves the dentist’s appointment. [[nach einem anderen Tag fragen]] (ask for another day) means making a new appointment.',
          },
        },
        evidence: ['Dann ruf ich morgen beim Zahnarzt an und frag nach einem anderen Tag.'],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 54,
        statement: 'Herr Conti ist einverstanden, dass Leon in der letzten Ferienwoche frei hat.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Leons Vater will, dass er „in der letzten Ferienwoche nicht mehr“ arbeitet. Leon sagt: „Ich hab Herrn Conti schon gefragt, und er ist einverstanden.“',
            en: 'Leon’s father wants him not to work [[in der letzten Ferienwoche]] (in the last week of the holidays). Leon says [[Ich hab Herrn Conti schon gefragt, und er ist einverstanden.]] (I have already asked Mr Conti, and he agrees).',
          },
          '-': {
            trap: 'other-words',
            de: 'Die Idee kommt vom Vater, nicht von Herrn Conti. Aber Herr Conti hat ja gesagt: „er ist einverstanden“. „nicht mehr arbeiten“ heißt hier: frei haben.',
            en: 'The idea comes from his father, not from Mr Conti. But Mr Conti has said yes: [[er ist einverstanden]] (he agrees). [[nicht mehr arbeiten]] (not work any more) means having time off here.',
          },
        },
        evidence: [
          'Er will nur, dass ich in der letzten Ferienwoche nicht mehr arbeite.',
          'Ich hab Herrn Conti schon gefragt, und er ist einverstanden.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
      {
        n: 55,
        statement: 'Nach der Arbeit ist Leon um 18 Uhr wieder zu Hause.',
        key: '-',
        why: {
          '+': {
            trap: 'wrong-detail',
            de: '„Um sechs“ hören Sie wirklich, aber das ist das Ende seiner Arbeit in der Eisdiele. Danach putzen alle noch fast eine Stunde. Falsche Zeit.',
            en: 'You really do hear [[Um sechs]] (at six), but that is when his work at the ice-cream parlour ends. After that everyone cleans for almost an hour. Wrong time.',
          },
          '-': {
            trap: 'key',
            de: 'Leon sagt: „danach müssen wir noch sauber machen, das dauert fast eine Stunde. Also bin ich so gegen sieben da“. Er ist also erst gegen 19 Uhr zu Hause.',
            en: 'Leon says [[danach müssen wir noch sauber machen, das dauert fast eine Stunde. Also bin ich so gegen sieben da]] (after that we still have to clean, which takes almost an hour, so I will be home at about seven). So he is only home at about 19:00.',
          },
        },
        evidence: [
          'Um sechs ist Schluss.',
          'Aber danach müssen wir noch sauber machen, das dauert fast eine Stunde.',
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
              text: 'Sehr geehrte Fahrgäste, wegen Bauarbeiten endet dieser Zug heute in Kirchdorf. Reisende in Richtung Altenau fahren ab Kirchdorf mit Bussen weiter. Die Busse warten direkt vor dem Bahnhof, auf der linken Seite. Ihre Fahrkarten gelten auch im Bus. Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger. Nächster Halt: Kirchdorf. Vielen Dank für Ihr Verständnis.',
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
            de: 'Die Wörter „später ankommen“ und „30 Minuten“ hören Sie nicht. Aber „dauert etwa eine halbe Stunde länger“ sagt dasselbe: Mit dem Bus braucht man etwa 30 Minuten mehr.',
            en: 'You do not hear [[später ankommen]] (arrive later) or 30 minutes. But [[dauert etwa eine halbe Stunde länger]] (takes about half an hour longer) says the same: the bus adds about 30 minutes to the journey.',
          },
        },
        evidence: ['Die Fahrt nach Altenau dauert dadurch etwa eine halbe Stunde länger.'],
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
              text: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von 9 bis 15 Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden. Ein Tisch kostet 10 Euro. Für Besucher ist der Eintritt frei, kommen Sie einfach vorbei! Und im Café in der Halle gibt’s Kaffee und Kuchen.',
              say: 'Und hier noch ein Tipp für das Wochenende: Am Samstag ist in der Stadthalle Sandau wieder großer Flohmarkt, von neun bis fünfzehn Uhr. Dort finden Sie Kleidung, Spielsachen, Bücher und vieles mehr, alles gebraucht und günstig. Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden. Ein Tisch kostet zehn Euro. Für Besucher ist der Eintritt frei, kommen Sie einfach vorbei! Und im Café in der Halle gibt’s Kaffee und Kuchen.',
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
            de: '„anmelden“ und „bis Donnerstag“ hören Sie wirklich, aber das gilt für Leute, die etwas verkaufen wollen, nicht für Besucher. Falsche Person.',
            en: 'You really do hear [[anmelden]] (register) and [[bis Donnerstag]] (by Thursday), but that is for people who want to sell something, not for visitors. Wrong person.',
          },
        },
        evidence: [
          'Wer selbst etwas verkaufen möchte, muss sich bis Donnerstag bei der Stadthalle anmelden.',
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
              text: 'Liebe Besucherinnen und Besucher, in einer Viertelstunde, um halb sechs, schließt unser Tierpark. Bitte bringen Sie ausgeliehene Bollerwagen rechtzeitig zum Haupteingang zurück. Unser Souvenirladen hat heute noch bis sechs Uhr geöffnet. Sie erreichen ihn auch von der Straße aus. Und morgen, am Sonntag, gibt es um elf Uhr eine Führung für Familien zu den Pinguinen. Vielen Dank für Ihren Besuch!',
            },
          ],
        },
        statement: 'Im Souvenirladen kann man auch nach 17:30 Uhr noch einkaufen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Der Tierpark schließt „um halb sechs“, also um 17:30 Uhr. Aber der Souvenirladen „hat heute noch bis sechs Uhr geöffnet“. Bis 18 Uhr kann man dort also noch einkaufen.',
            en: 'The animal park closes [[um halb sechs]] (at half past five, 17:30). But the souvenir shop [[hat heute noch bis sechs Uhr geöffnet]] (is open until six today). So you can still shop there until 18:00.',
          },
          '-': {
            trap: 'wrong-detail',
            de: '„Halb sechs“ ist die Zeit für den Tierpark, nicht für den Laden. Der Laden ist eine halbe Stunde länger offen.',
            en: '[[halb sechs]] (half past five) is the closing time of the animal park, not of the shop. The shop stays open half an hour longer.',
          },
        },
        evidence: [
          'um halb sechs, schließt unser Tierpark.',
          'Unser Souvenirladen hat heute noch bis sechs Uhr geöffnet.',
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
              text: 'Guten Tag, Frau Aydin, hier ist Herr Kühn vom Elektromarkt Hansa. Ihr neuer Kühlschrank ist da. Wir liefern ihn am Mittwoch, so ab acht Uhr, und nehmen den alten gleich mit. Sie müssen aber nicht selbst zu Hause sein. Eine andere Person kann den Kühlschrank für Sie annehmen, zum Beispiel jemand aus Ihrem Haus. Sagen Sie uns bitte bis Dienstagabend, wer dann da ist. Vielen Dank und einen schönen Tag noch!',
            },
          ],
        },
        statement: 'Frau Aydin muss am Mittwoch selbst in ihrer Wohnung sein.',
        key: '-',
        why: {
          '+': {
            trap: 'negation',
            de: 'Den Mittwoch hören Sie wirklich: Dann kommt der Kühlschrank. Aber Herr Kühn sagt: „Sie müssen aber nicht selbst zu Hause sein.“ Das ist das Gegenteil der Aussage.',
            en: 'You really hear [[Mittwoch]] (Wednesday): the fridge comes then. But Mr Kühn says [[Sie müssen aber nicht selbst zu Hause sein]] (but you do not have to be at home yourself). That is the opposite of the statement.',
          },
          '-': {
            trap: 'key',
            de: 'Frau Aydin muss nicht selbst zu Hause sein: „Eine andere Person kann den Kühlschrank für Sie annehmen“. Sie sagt nur bis Dienstagabend, wer da ist.',
            en: 'Mrs Aydin does not have to be at home herself: [[Eine andere Person kann den Kühlschrank für Sie annehmen]] (someone else can take the fridge for you). She only says by Tuesday evening who will be there.',
          },
        },
        evidence: [
          'Sie müssen aber nicht selbst zu Hause sein.',
          'Eine andere Person kann den Kühlschrank für Sie annehmen',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
    ],
  },
} satisfies ModelTestListening;
