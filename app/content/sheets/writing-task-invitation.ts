import { table, type Sheet } from '../sheet-schema';
import {
  GREETING_RULE,
  finalCheck,
  WRITING_CRITERIA_TABLE,
  WRITING_FIGURES,
  WRITING_NOT_REQUIRED,
  WRITING_ONE_TASK,
  WRITING_PLAN,
  WRITING_PRACTICE_INTRO,
  WRITING_WEAKER_INTRO,
} from './writing-shared';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const ZU_MEINER_PARTY = 'Ich möchte dich zu meiner Party einladen.';
const HAST_DU_LUST = 'Hast du Lust, am Samstag zu kommen?';
const BESCHEID_BIS_MITTWOCH = {
  german: 'Sag mir bitte bis Mittwoch Bescheid, ob du kommen kannst.',
  translation: 'Please let me know by Wednesday whether you can come.',
} as const;
const ICH_FREUE_MICH_AUF_DICH = 'Ich freue mich auf dich!';
const DANKE_EINLADUNG = 'Vielen Dank für die Einladung!';
const LEIDER_NICHT_KOMMEN = 'Leider kann ich an diesem Tag nicht kommen, weil …';
const LIEBER_JONAS = 'Lieber Jonas,';

/** Cheat sheet #20: Writing practice, the invitation. */
export const writingTaskInvitation = {
  pageTitle: {
    main: { de: 'Schreiben üben:', en: 'Writing practice:' },
    highlight: { de: 'Einladung', en: 'Invitation' },
    subtitle: {
      de: 'So laden Sie ein, sagen zu oder sagen ab – mit Tag, Uhrzeit, Ort und allen vier Leitpunkten.',
      en: 'How to invite, accept or decline – with the day, time and place, and all four guiding points.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Schreiben', en: 'Written exam · Writing' },
  summary: {
    method: [
      {
        de: '**Eine E-Mail, vier Leitpunkte:** Die Einladung ist ein Übungsthema für die eine Schreibaufgabe der Prüfung, keine eigene Aufgabe.',
        en: "**One e-mail, four guiding points:** the invitation is a practice situation for the exam's one writing task, not a separate task.",
      },
      {
        de: 'Eine Einladung beantwortet die W-Fragen: **Was? Wann? Wo? Wie kommt man hin? Was mitbringen?** Dazu: **bis wann** antworten?',
        en: 'An invitation answers the W-questions: **what? when? where? how do you get there? what to bring?** Plus: reply **by when**?',
      },
      {
        de: 'Zusagen: Dank + ja + eine Frage. Absagen: Dank + [[leider]] + Grund + ein Vorschlag.',
        en: 'Accepting: thanks + yes + a question. Declining: thanks + [[leider]] + a reason + a suggestion.',
      },
      {
        de: 'Freunde: du. Kollegen und Nachbarn, die Sie siezen: Sie – von der Anrede bis zum Gruß.',
        en: 'Friends: du. Colleagues and neighbours you call Sie: the Sie form from greeting to closing.',
      },
    ],
    phrases: [
      { german: ZU_MEINER_PARTY, translation: 'I would like to invite you to my party.' },
      { german: HAST_DU_LUST, translation: 'Would you like to come on Saturday?' },
      BESCHEID_BIS_MITTWOCH,
      { german: DANKE_EINLADUNG, translation: 'Thank you very much for the invitation!' },
      { german: LEIDER_NICHT_KOMMEN, translation: 'Unfortunately I cannot come that day because …' },
    ],
    figures: WRITING_FIGURES,
  },
  sections: [
    {
      id: 'situation',
      title: { de: 'Die Situation: einladen und antworten', en: 'The situation: inviting and replying' },
      blocks: [
        WRITING_ONE_TASK,
        {
          type: 'paragraph',
          text: {
            de: 'Die Einladung gibt es in zwei Richtungen: Jemand schreibt Ihnen, und Sie laden ihn in Ihrer Antwort ein. Oder jemand lädt Sie ein, und Sie sagen zu oder ab.',
            en: 'The invitation works in two directions: someone writes to you and you invite them in your reply. Or someone invites you, and you accept or decline.',
          },
        },
        table({
          caption: { de: 'Wen laden Sie ein? Zwei Register', en: 'Who are you inviting? Two registers' },
          columns: [
            { key: 'who', header: { de: 'Empfänger', en: 'Recipient' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' } },
            { key: 'greeting', header: { de: 'Anrede … Gruß', en: 'Greeting … closing' }, lang: 'de' },
          ],
          rows: [
            {
              who: {
                de: 'Freund oder Freundin (informell, du)',
                en: 'A friend (informal, du)',
              },
              example: {
                de: 'Party in der neuen Wohnung, Grillen am See, ein Ausflug am Wochenende',
                en: 'A party in your new flat, a barbecue at the lake, a weekend trip',
              },
              greeting: 'Lieber Jonas, … Viele Grüße',
            },
            {
              who: {
                de: 'Kollegin oder Kollege (halbformell, Sie)',
                en: 'A colleague (semi-formal, Sie)',
              },
              example: {
                de: 'Grillabend mit dem Team, ein Essen zum Abschied',
                en: 'A barbecue with the team, a farewell meal',
              },
              greeting: 'Liebe Frau Albers, … Viele Grüße',
            },
            {
              who: {
                de: 'Nachbarn, die Sie kennen und siezen (halbformell, Sie)',
                en: 'Neighbours you know and call Sie (semi-formal, Sie)',
              },
              example: {
                de: 'Hoffest, ein Kaffee auf dem Balkon',
                en: 'A courtyard party, coffee on the balcony',
              },
              greeting: 'Liebe Nachbarinnen und Nachbarn, … Viele Grüße',
            },
          ],
        }),
        GREETING_RULE,
      ],
    },
    {
      id: 'time-plan',
      title: { de: 'Der Plan für 30 Minuten', en: 'The 30-minute plan' },
      blocks: [
        WRITING_PLAN,
        {
          type: 'callout',
          tone: 'tip',
          title: { de: 'Für die Einladung: die W-Fragen', en: 'For the invitation: the W-questions' },
          text: {
            de: 'Notieren Sie beim Planen ein Stichwort zu jeder Frage: **Was** wird gefeiert? **Wann** (Tag, Datum, Uhrzeit)? **Wo**? **Wie** kommt man hin? **Was** mitbringen? **Bis wann** antworten? Nicht alles ist ein Leitpunkt, aber ohne Zeit und Ort hilft eine Einladung niemandem.',
            en: 'When planning, note a key word for each question: **what** is being celebrated? **When** (day, date, time)? **Where**? **How** do you get there? **What** to bring? Reply **by when**? Not all of these are guiding points, but without a time and place an invitation helps nobody.',
          },
        },
      ],
    },
    {
      id: 'sample-task',
      title: { de: 'Eine Aufgabe wie in der Prüfung', en: 'A task as in the exam' },
      blocks: [
        {
          type: 'writingTask',
          title: { de: 'Aufgabe: Party in der neuen Wohnung', en: 'Task: a party in the new flat' },
          text: [
            {
              german: 'Sie sind vor einem Monat umgezogen. Ihr Freund Jonas hat Ihnen geschrieben:',
              translation: 'You moved house a month ago. Your friend Jonas has written to you:',
            },
            {
              german:
                'Hallo! Wie geht es dir? Du wohnst jetzt schon einen Monat in deiner neuen Wohnung, oder? Wie gefällt sie dir? Ich würde sie gern bald mal sehen! Viele Grüße, Jonas',
              translation:
                'Hi! How are you? You have been living in your new flat for a month now, haven’t you? How do you like it? I would love to see it soon! Best wishes, Jonas',
            },
            {
              german:
                'Sie möchten eine kleine Party in Ihrer Wohnung machen. Antworten Sie Jonas und laden Sie ihn ein. Schreiben Sie zu allen vier Punkten etwas. Denken Sie an Anrede und Gruß.',
              translation:
                'You would like to have a small party in your flat. Reply to Jonas and invite him. Write something on all four points. Remember the greeting and the closing.',
            },
          ],
          points: [
            {
              german: 'Ihre neue Wohnung',
              translation: 'Your new flat',
              cues: [
                'wohnung',
                'zimmer',
                'balkon',
                'küche',
                'bad',
                'garten',
                'hell',
                'groß',
                'gefällt',
                'quadratmeter',
                'nachbar*',
                'ruhig',
                'gemütlich',
                'umzug',
                'eingezogen',
                'umgezogen',
              ],
            },
            {
              german: 'Einladung: Tag und Uhrzeit',
              translation: 'The invitation: day and time',
              cues: [
                'party',
                '*party',
                'feier*',
                'fest',
                'einlad*',
                'eingeladen',
                'uhr',
                'abend',
                'montag',
                'dienstag',
                'mittwoch',
                'donnerstag',
                'freitag',
                'samstag',
                'sonntag',
              ],
            },
            {
              german: 'Weg zu Ihrer Wohnung',
              translation: 'How to get to your flat',
              cues: [
                '*straße',
                'bus',
                '*bahn',
                'haltestelle',
                '*bahnhof',
                'linie',
                'adresse',
                'zu fuß',
                'minuten',
                'stock',
                'klingel*',
                'parkplatz',
                'parken',
                'nimmst',
                'fährst',
                'weg',
                'findest',
                'hausnummer',
                'in der nähe',
              ],
            },
            {
              german: 'Was Jonas mitbringen kann',
              translation: 'What Jonas can bring',
              cues: [
                'mitbring*',
                'bring* … mit',
                'mitnehm*',
                'salat',
                'getränk*',
                'nachtisch',
                'dessert',
                'musik',
                'essen',
                'trinken',
                'snack*',
                'chips',
                'wein',
                'bier',
                'saft',
                'nichts mit',
              ],
            },
          ],
          register: 'du',
          asksQuestion: false,
        },
      ],
    },
    {
      id: 'marking',
      title: { de: 'Musterantwort und Bewertung', en: 'Model answer and marking' },
      blocks: [
        WRITING_CRITERIA_TABLE,
        {
          type: 'modelAnswer',
          title: { de: 'Musterantwort (du-Form)', en: 'Model answer (du form)' },
          lines: [
            { german: LIEBER_JONAS, translation: 'Dear Jonas,' },
            {
              german:
                'vielen Dank für deine Nachricht! Ja, ich wohne jetzt schon vier Wochen hier, und die Wohnung gefällt mir sehr gut.',
              translation:
                'thank you for your message! Yes, I have been living here for four weeks now, and I like the flat very much.',
              points: [1],
            },
            {
              german:
                'Sie hat drei Zimmer und einen Balkon mit Blick auf den Park. Die Küche ist zwar etwas klein, aber auf dem Balkon kann man gut feiern.',
              translation:
                'It has three rooms and a balcony with a view of the park. The kitchen is a bit small, but the balcony is great for a party.',
              points: [1],
            },
            {
              german:
                'Deshalb möchte ich eine kleine Einweihungsparty machen, und du bist natürlich herzlich eingeladen!',
              translation:
                'So I would like to have a small housewarming party, and of course you are warmly invited!',
              points: [2],
              note: {
                de: '[[Deshalb]] führt von der Wohnung zur Einladung.',
                en: '[[Deshalb]] (so) leads from the flat to the invitation.',
              },
            },
            {
              german: 'Die Party ist am Samstag, dem 14. Juni, ab 19 Uhr.',
              translation: 'The party is on Saturday, 14 June, from 7 p.m.',
              points: [2],
              note: {
                de: 'Tag, Datum und Uhrzeit: Jonas weiß genau, wann.',
                en: 'Day, date and time: Jonas knows exactly when.',
              },
            },
            {
              german:
                'Ich wohne in der Gartenstraße 8, im dritten Stock. Vom Hauptbahnhof nimmst du am besten die Straßenbahn Nummer 5 bis zur Haltestelle „Stadtpark“. Von dort sind es nur zwei Minuten zu Fuß.',
              translation:
                'I live at Gartenstraße 8, on the third floor. From the main station it is best to take tram number 5 to the “Stadtpark” stop. From there it is only two minutes on foot.',
              points: [3],
            },
            {
              german: 'Getränke und Pizza gibt es bei mir.',
              translation: 'I will provide drinks and pizza.',
              points: [4],
              note: {
                de: 'Der Satz beginnt nicht mit „Ich“: Das Objekt steht vorn, das Verb auf Position 2.',
                en: 'The sentence does not start with “Ich”: the object comes first, the verb in position 2.',
              },
            },
            {
              german:
                'Wenn du möchtest, kannst du einen Nachtisch mitbringen – dein Apfelkuchen ist ja berühmt!',
              translation: 'If you like, you can bring a dessert – your apple cake is famous, after all!',
              points: [4],
              note: {
                de: 'Nach dem [[wenn]]-Satz kommt sofort das Verb: [[kannst du]].',
                en: 'After the [[wenn]] clause the verb comes straight away: [[kannst du]].',
              },
            },
            BESCHEID_BIS_MITTWOCH,
            { german: ICH_FREUE_MICH_AUF_DICH, translation: 'I am looking forward to seeing you!' },
            { german: 'Viele Grüße', translation: 'Best wishes' },
            { german: 'Deine Sofia', translation: 'Sofia' },
          ],
          marking: {
            task: {
              grade: 'A',
              reason: {
                de: 'Alle vier Leitpunkte sind behandelt: die Wohnung, Tag und Uhrzeit, der Weg, das Mitbringen. Dazu eine Bitte um Antwort.',
                en: 'All four guiding points are handled: the flat, the day and time, the way, what to bring. Plus a request for a reply.',
              },
            },
            communication: {
              grade: 'A',
              reason: {
                de: '[[Lieber Jonas]] und [[Viele Grüße]] passen, die ganze E-Mail ist in der du-Form. [[zwar … aber]], [[Deshalb]] und [[wenn]] verbinden die Punkte, die Sätze beginnen verschieden. Der Ton ist herzlich.',
                en: '[[Lieber Jonas]] and [[Viele Grüße]] fit, and the whole e-mail is in the du form. [[zwar … aber]], [[Deshalb]] and [[wenn]] link the points; the sentences start in different ways. The tone is warm.',
              },
            },
            accuracy: {
              grade: 'A',
              reason: {
                de: 'Keine Fehler: das Datum mit [[am … dem]], die Verbposition nach [[wenn]] und [[ob]], das trennbare Verb [[mitbringen]].',
                en: 'No mistakes: the date with [[am … dem]], verb position after [[wenn]] and [[ob]], the separable verb [[mitbringen]].',
              },
            },
          },
        },
        WRITING_WEAKER_INTRO,
        {
          type: 'modelAnswer',
          title: { de: 'Schwächere Fassung', en: 'Weaker version' },
          lines: [
            { german: LIEBER_JONAS, translation: 'Dear Jonas,' },
            { german: 'danke für deine Nachricht.', translation: 'thanks for your message.' },
            {
              german: 'Meine Wohnung ist sehr schön. Ich habe drei Zimmer und ein Balkon.',
              translation: 'My flat is very nice. I have three rooms and a balcony.',
              points: [1],
              note: {
                de: 'Nach [[haben]] steht der Akkusativ: [[einen Balkon]].',
                en: 'After [[haben]] comes the accusative: [[einen Balkon]].',
              },
            },
            {
              german: 'Ich möchte dich zu meine Party einladen. Am Samstag ich mache die Party.',
              translation: 'I would like to invite you to my party. I am having the party on Saturday.',
              points: [2],
              note: {
                de: 'Zwei Fehler: [[zu]] + Dativ ([[zu meiner Party]]), das Verb auf Position 2 ([[Am Samstag mache ich …]]). Die Uhrzeit fehlt, aber der Leitpunkt zählt als behandelt: Der Satz nennt den Tag, und ein kurzer Satz reicht. Sicherer ist, jeden Teil des Leitpunkts zu beantworten.',
                en: 'Two mistakes: [[zu]] + dative ([[zu meiner Party]]), the verb in position 2 ([[Am Samstag mache ich …]]). The time is missing, but the point counts as handled: the sentence gives the day, and one short sentence is enough. It is safer to answer every part of the point.',
              },
            },
            {
              german: 'Können Sie bitte etwas zu essen mitbringen?',
              translation: 'Could you please bring something to eat?',
              points: [4],
              note: {
                de: 'Plötzlich [[Sie]] in einer E-Mail an einen Freund. Richtig: [[Kannst du bitte …]]',
                en: 'Suddenly [[Sie]] in an e-mail to a friend. Correct: [[Kannst du bitte …]]',
              },
            },
            {
              german: 'Ich freue mich auf dich zu sehen.',
              translation: 'I am looking forward to seeing you.',
              note: {
                de: 'Zwei Formen gemischt. Richtig: [[Ich freue mich auf dich.]] oder [[Ich freue mich, dich zu sehen.]]',
                en: 'Two forms mixed. Correct: [[Ich freue mich auf dich.]] or [[Ich freue mich, dich zu sehen.]]',
              },
            },
            { german: 'Viele Grüße', translation: 'Best wishes' },
            { german: 'Sofia', translation: 'Sofia' },
          ],
          marking: {
            task: {
              grade: 'B',
              reason: {
                de: 'Leitpunkt 3 fehlt: Jonas weiß nicht, wo Sofia wohnt und wie er hinkommt. Leitpunkt 2 zählt, obwohl die Uhrzeit fehlt, denn der Tag ist genannt. 3 von 4 Leitpunkten ergeben ein B.',
                en: 'Guiding point 3 is missing: Jonas does not know where Sofia lives or how to get there. Point 2 counts even though the time is missing, because the day is given. 3 of the 4 guiding points give a B.',
              },
            },
            communication: {
              grade: 'C',
              reason: {
                de: 'Anrede und Gruß passen, aber die Form wechselt einmal zu [[Sie]]. Es gibt keine Konnektoren, und drei Sätze beginnen mit „Ich“.',
                en: 'Greeting and closing fit, but the form switches once to [[Sie]]. There are no connectors, and three sentences start with “Ich”.',
              },
            },
            accuracy: {
              grade: 'B',
              reason: {
                de: 'Vier Fehler: [[ein Balkon]] statt [[einen Balkon]], [[zu meine Party]] statt [[zu meiner Party]], die Verbposition nach [[Am Samstag]] und [[auf dich zu sehen]]. Aber die E-Mail bleibt gut verständlich.',
                en: 'Four mistakes: [[ein Balkon]] instead of [[einen Balkon]], [[zu meine Party]] instead of [[zu meiner Party]], the verb position after [[Am Samstag]] and [[auf dich zu sehen]]. But the e-mail stays easy to understand.',
              },
            },
          },
        },
        WRITING_NOT_REQUIRED,
      ],
    },
    {
      id: 'phrases',
      title: { de: 'Redemittel zum Einladen', en: 'Phrases for inviting' },
      blocks: [
        table({
          caption: {
            de: 'Einladen in der du- und in der Sie-Form',
            en: 'Inviting in the du form and the Sie form',
          },
          columns: [
            { key: 'use', header: { de: 'Wozu?', en: 'What for?' } },
            { key: 'du', header: { de: 'Freund (du)', en: 'Friend (du)' }, lang: 'de', drillLabel: '(du)' },
            {
              key: 'sie',
              header: {
                de: 'Kollegin, Nachbarn (Sie, halbformell)',
                en: 'Colleague, neighbours (Sie, semi-formal)',
              },
              lang: 'de',
              drillLabel: '(Sie)',
            },
            { key: 'en', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              use: { de: 'Anrede', en: 'Greeting' },
              du: 'Liebe Anna, / Hallo Jonas,',
              sie: 'Liebe Frau Albers, / Lieber Herr Sander,',
              en: 'Dear Anna, / Hi Jonas, · Dear Ms Albers, / Dear Mr Sander,',
              drill: {
                du: 'Dear Anna, / Hi Jonas, (du)',
                sie: 'Dear Ms Albers, / Dear Mr Sander, (semi-formal)',
              },
            },
            {
              use: { de: 'Anlass nennen', en: 'Naming the occasion' },
              du: 'Stell dir vor: Ich bin endlich umgezogen!',
              sie: 'Im Juni feiern wir im Hof ein kleines Sommerfest.',
              en: 'Guess what: I have finally moved! · In June we are having a small summer party in the courtyard.',
              drill: {
                du: 'Guess what: I have finally moved! (du)',
                sie: 'In June we are having a small summer party in the courtyard. (Sie)',
              },
            },
            {
              use: { de: 'Einladen', en: 'Inviting' },
              du: ZU_MEINER_PARTY,
              sie: 'Ich möchte Sie herzlich zu unserem Sommerfest einladen.',
              en: 'I would like to invite you (warmly) to my party / our summer party.',
              drill: {
                du: 'I would like to invite you to my party. (du)',
                sie: 'I would like to invite you warmly to our summer party. (Sie)',
              },
            },
            {
              use: { de: 'Einladen mit einer Frage', en: 'Inviting with a question' },
              du: HAST_DU_LUST,
              sie: 'Hätten Sie Lust und Zeit, am Samstag vorbeizukommen?',
              en: 'Would you like to come / drop by on Saturday?',
              drill: {
                du: 'Would you like to come on Saturday? (du)',
                sie: 'Would you like to drop by on Saturday, if you have time? (Sie)',
              },
            },
            {
              use: { de: 'Zeit nennen', en: 'Giving the time' },
              du: 'Wir fangen um 18 Uhr an.',
              sie: 'Das Fest beginnt am Samstag, dem 21. Juni, um 15 Uhr.',
              en: 'We start at 6 p.m. · The party starts on Saturday, 21 June, at 3 p.m.',
              drill: {
                du: 'We start at 6 p.m. (du)',
                sie: 'The party starts on Saturday, 21 June, at 3 p.m. (Sie)',
              },
            },
            {
              use: { de: 'Ort nennen', en: 'Giving the place' },
              du: 'Wir feiern bei mir im Garten.',
              sie: 'Wir feiern im Hof hinter dem Haus.',
              en: 'We are celebrating in my garden / in the courtyard behind the building.',
              drill: {
                du: 'We are celebrating in my garden. (du)',
                sie: 'We are celebrating in the courtyard behind the building. (Sie)',
              },
            },
            {
              use: { de: 'Weg beschreiben', en: 'Describing the way' },
              du: 'Nimm am besten den Bus Nummer 12 bis zum Rathaus.',
              sie: 'Vom Bahnhof fahren Sie mit der Linie 3 bis zum Marktplatz.',
              en: 'It’s best to take bus 12 to the town hall. · From the station take line 3 to the market square.',
              drill: {
                du: 'It’s best to take bus 12 to the town hall. (du)',
                sie: 'From the station take line 3 to the market square. (Sie)',
              },
            },
            {
              use: { de: 'Was Gäste mitbringen können', en: 'What guests can bring' },
              du: 'Bring gern einen Salat mit!',
              sie: 'Wenn Sie möchten, können Sie einen Kuchen mitbringen.',
              en: 'Feel free to bring a salad! · If you like, you can bring a cake.',
              drill: {
                du: 'Feel free to bring a salad! (du)',
                sie: 'If you like, you can bring a cake. (Sie)',
              },
            },
            {
              use: { de: 'Um Antwort bitten', en: 'Asking for a reply' },
              du: 'Gib mir einfach kurz Bescheid.',
              sie: 'Bitte sagen Sie mir bis zum 15. Juni, ob Sie kommen.',
              en: 'Just let me know. · Please tell me by 15 June whether you are coming.',
              drill: {
                du: 'Just let me know. (du)',
                sie: 'Please tell me by 15 June whether you are coming. (Sie)',
              },
            },
            {
              use: { de: 'Sich freuen', en: 'Looking forward' },
              du: ICH_FREUE_MICH_AUF_DICH,
              sie: 'Wir würden uns sehr freuen, wenn Sie kommen würden.',
              en: 'I am looking forward to seeing you! · We would be very pleased if you came.',
              drill: {
                du: 'I am looking forward to seeing you! (du)',
                sie: 'We would be very pleased if you came. (Sie)',
              },
            },
            {
              use: { de: 'Gruß', en: 'Closing' },
              du: 'Viele Grüße / Bis bald',
              sie: 'Viele Grüße / Herzliche Grüße',
              en: 'Best wishes / See you soon · Best wishes / Warm regards',
              drill: {
                du: 'Best wishes / See you soon (du)',
                sie: 'Best wishes / Warm regards (semi-formal)',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'accept-decline',
      title: { de: 'Zusagen und absagen', en: 'Accepting and declining' },
      blocks: [
        {
          type: 'paragraph',
          text: {
            de: 'Lädt Sie jemand ein, ist Ihre Antwort die Prüfungs-E-Mail. Eine Zusage ist kurz und herzlich. Eine Absage ist höflich: Sie danken, sagen [[leider]], nennen einen Grund und machen einen Vorschlag.',
            en: 'If someone invites you, your reply is the exam e-mail. An acceptance is short and warm. A refusal is polite: you thank them, say [[leider]] (unfortunately), give a reason and make a suggestion.',
          },
        },
        table({
          caption: { de: 'Antworten auf eine Einladung', en: 'Replying to an invitation' },
          columns: [
            { key: 'use', header: { de: 'Wozu?', en: 'What for?' } },
            { key: 'du', header: { de: 'du', en: 'du' }, lang: 'de', drillLabel: '(du)' },
            { key: 'sie', header: { de: 'Sie', en: 'Sie' }, lang: 'de', drillLabel: '(Sie)' },
            { key: 'en', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              use: { de: 'Danken', en: 'Thanking' },
              du: 'Danke für deine Einladung!',
              sie: DANKE_EINLADUNG,
              en: 'Thank you (very much) for the invitation!',
              drill: {
                du: 'Thank you for your invitation! (du)',
                sie: 'Thank you very much for the invitation! (Sie)',
              },
            },
            {
              use: { de: 'Zusagen', en: 'Accepting' },
              du: 'Ich komme sehr gern!',
              sie: 'Ich komme sehr gern zu Ihrem Fest.',
              en: 'I would love to come (to your party).',
              drill: { du: 'I would love to come! (du)', sie: 'I would love to come to your party. (Sie)' },
            },
            {
              use: { de: 'Nachfragen', en: 'Asking back' },
              du: 'Soll ich etwas mitbringen?',
              sie: 'Kann ich etwas mitbringen oder beim Aufbau helfen?',
              en: 'Shall I bring something? · Can I bring something or help set up?',
              drill: {
                du: 'Shall I bring something? (du)',
                sie: 'Can I bring something or help set up? (Sie)',
              },
            },
            {
              use: { de: 'Absagen', en: 'Declining' },
              du: 'Leider kann ich am Samstag nicht.',
              sie: LEIDER_NICHT_KOMMEN,
              en: 'Unfortunately I cannot make it on Saturday / that day because …',
              drill: {
                du: 'Unfortunately I can’t make it on Saturday. (du)',
                sie: 'Unfortunately I cannot come that day because … (Sie)',
              },
            },
            {
              use: { de: 'Grund nennen', en: 'Giving a reason' },
              du: 'Da bin ich nämlich bei meinen Eltern.',
              sie: 'An diesem Abend habe ich schon einen wichtigen Termin.',
              en: 'I am at my parents’ then, you see. · I already have an important appointment that evening.',
              drill: {
                du: 'I’ll be at my parents’ then, you see. (du)',
                sie: 'I already have an important appointment that evening. (Sie)',
              },
            },
            {
              use: { de: 'Etwas anderes vorschlagen', en: 'Suggesting something else' },
              du: 'Wollen wir uns stattdessen nächste Woche treffen?',
              sie: 'Vielleicht können wir ein anderes Mal zusammen einen Kaffee trinken?',
              en: 'Shall we meet next week instead? · Perhaps we could have a coffee together another time?',
              drill: {
                du: 'Shall we meet next week instead? (du)',
                sie: 'Perhaps we could have a coffee together another time? (Sie)',
              },
            },
            {
              use: { de: 'Gute Wünsche', en: 'Good wishes' },
              du: 'Ich wünsche dir eine tolle Party!',
              sie: 'Ich wünsche Ihnen einen schönen Abend!',
              en: 'Have a great party! · I wish you a lovely evening!',
              drill: { du: 'Have a great party! (du)', sie: 'I wish you a lovely evening! (Sie)' },
            },
          ],
        }),
      ],
    },
    {
      id: 'mistakes',
      title: { de: 'Typische Fehler in der Einladung', en: 'Typical mistakes in the invitation' },
      blocks: [
        table({
          caption: { de: 'Falsch → richtig, und warum', en: 'Wrong → right, and why' },
          columns: [
            { key: 'wrong', header: { de: 'Falsch', en: 'Wrong' }, lang: 'de', wrong: true },
            { key: 'right', header: { de: 'Richtig', en: 'Right' }, lang: 'de' },
            { key: 'why', header: { de: 'Warum?', en: 'Why?' } },
          ],
          rows: [
            {
              wrong: 'Ich mache bald eine Party. Komm doch!',
              right: 'Ich mache am Samstag ab 19 Uhr eine Party in der Gartenstraße 8.',
              why: {
                de: 'Ohne Tag, Uhrzeit und Ort kann niemand kommen.',
                en: 'Without a day, time and place nobody can come.',
              },
            },
            {
              wrong: 'Ich möchte dich für meine Party einladen.',
              right: ZU_MEINER_PARTY,
              why: {
                de: '[[einladen zu]] + Dativ, nicht [[für]].',
                en: '[[einladen zu]] (to invite to) + dative, not [[für]].',
              },
            },
            {
              wrong: 'am Samstag, der 14. Juni',
              right: 'am Samstag, dem 14. Juni',
              why: {
                de: 'Nach [[am]] steht das Datum im Dativ ([[dem]]); auch [[den 14. Juni]] ist möglich.',
                en: 'After [[am]] the date is in the dative ([[dem]]); [[den 14. Juni]] is also possible.',
              },
            },
            {
              wrong: 'Bitte mitbring einen Salat!',
              right: 'Bring bitte einen Salat mit!',
              why: {
                de: 'Trennbares Verb im Imperativ: [[mit]] steht am Ende.',
                en: 'A separable verb in the imperative: [[mit]] goes to the end.',
              },
            },
            {
              wrong: 'Ich freue mich über die Party am Samstag.',
              right: 'Ich freue mich auf die Party am Samstag.',
              why: {
                de: '[[sich freuen auf]]: Es kommt noch. [[sich freuen über]]: Es ist schon da.',
                en: '[[sich freuen auf]]: it is still to come. [[sich freuen über]]: it is already here.',
              },
            },
            {
              wrong: 'Hallo Leute, kommt alle zu unserem Hoffest!',
              right: 'Liebe Nachbarinnen und Nachbarn, wir laden Sie herzlich zu unserem Hoffest ein.',
              why: {
                de: 'Nachbarn, die Sie siezen, schreiben Sie in der Sie-Form, nicht mit [[ihr]].',
                en: 'Neighbours you call Sie get the Sie form, not [[ihr]].',
              },
            },
            {
              wrong: 'Ich kann nicht kommen. Tschüss!',
              right: 'Danke für die Einladung! Leider muss ich am Samstag arbeiten.',
              why: {
                de: 'Eine Absage ohne Dank und ohne Grund wirkt unfreundlich.',
                en: 'A refusal without thanks or a reason seems unfriendly.',
              },
            },
          ],
        }),
      ],
    },
    {
      id: 'final-check',
      title: { de: 'Zum Schluss: prüfen', en: 'Finally: check' },
      blocks: [
        finalCheck([
          {
            de: 'Stehen Tag, Uhrzeit und Ort in Ihrer Einladung – und bis wann der Gast antworten soll?',
            en: 'Does your invitation give the day, time and place – and by when the guest should reply?',
          },
          {
            de: 'Bei einer Absage: Dank, [[leider]], Grund, Vorschlag – alles da?',
            en: 'When declining: thanks, [[leider]], a reason, a suggestion – all there?',
          },
        ]),
      ],
    },
    {
      id: 'practice',
      title: { de: 'Noch eine Aufgabe: jetzt mit Sie', en: 'One more task: now with Sie' },
      blocks: [
        WRITING_PRACTICE_INTRO,
        {
          type: 'writingTask',
          title: {
            de: 'Übungsaufgabe: eine Einladung absagen',
            en: 'Practice task: declining an invitation',
          },
          text: [
            {
              german: 'Ihre Kollegin Frau Albers hat an das ganze Team geschrieben:',
              translation: 'Your colleague Ms Albers has written to the whole team:',
            },
            {
              german:
                'Liebe Kolleginnen und Kollegen, seit April wohne ich in einem kleinen Haus mit Garten. Das möchte ich feiern: Am Freitag, dem 4. Juli, mache ich ab 18 Uhr einen Grillabend. Alle sind herzlich eingeladen, gern auch mit Familie! Bitte sagen Sie mir bis Montag, ob Sie kommen. Viele Grüße, Birgit Albers',
              translation:
                'Dear colleagues, since April I have been living in a small house with a garden. I would like to celebrate: on Friday, 4 July, I am having a barbecue from 6 p.m. Everyone is warmly invited, families too! Please tell me by Monday whether you are coming. Best wishes, Birgit Albers',
            },
            {
              german:
                'Sie können an diesem Abend nicht kommen. Antworten Sie Frau Albers. Schreiben Sie zu allen vier Punkten etwas. Denken Sie an Anrede und Gruß.',
              translation:
                'You cannot come that evening. Reply to Ms Albers. Write something on all four points. Remember the greeting and the closing.',
            },
          ],
          points: [
            {
              german: 'Grund für Ihre Absage',
              translation: 'The reason you cannot come',
              cues: [
                'leider',
                'kann … nicht',
                'nicht kommen',
                'absag*',
                'keine zeit',
                'termin',
                'arbeit*',
                'geburtstag',
                'hochzeit',
                'reise',
                'urlaub',
                'krank',
                'schon … vor',
                'verreist',
              ],
            },
            {
              german: 'Eine Frage zum neuen Haus',
              translation: 'A question about the new house',
              cues: ['haus', 'garten', 'zimmer', 'gefällt', 'umgezogen', 'eingezogen', 'wohnen', 'groß'],
            },
            {
              german: 'Wie Sie trotzdem helfen können',
              translation: 'How you can help anyway',
              cues: [
                'helfen',
                'hilfe',
                'helfe',
                'trotzdem',
                'nachher',
                'aufräum*',
                'mitbring*',
                'bring* … mit',
                'kuchen',
                'salat',
                'leihe*',
                'leihen',
                'vorbereit*',
                'einkauf*',
                'tische',
                'stühle',
                'backe*',
              ],
            },
            {
              german: 'Vorschlag für ein anderes Treffen',
              translation: 'A suggestion for another meeting',
              cues: [
                'treffen',
                'wie wäre es',
                'ein anderes mal',
                'anderen tag',
                'nächste* woche',
                'kaffee',
                'besuch*',
                'vorbeikommen',
                'vorschlag*',
                'schlage … vor',
                'könnten wir',
                'können wir',
                'wollen wir',
                'mittag*',
                'kantine',
                'pause',
                'nachholen',
                'klappt',
                'wochenende',
                'bald … sehen',
              ],
            },
          ],
          register: 'semi',
          asksQuestion: true,
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'So gehen Sie vor', en: 'How to go about it' },
          items: [
            {
              de: 'Der Dank ist kein Leitpunkt, gehört aber dazu, am besten vor dem Grund: [[Vielen Dank für die Einladung!]]',
              en: 'Thanks are not a guiding point, but they belong in it, best before the reason: [[Vielen Dank für die Einladung!]]',
            },
            {
              de: 'Helfen können Sie auch, ohne zu kommen: [[Ich kann Ihnen gern meinen Grill leihen.]]',
              en: 'You can help without coming: [[Ich kann Ihnen gern meinen Grill leihen.]] (I am happy to lend you my barbecue.)',
            },
            {
              de: 'Machen Sie einen konkreten Vorschlag: [[Wie wäre es mit einem Mittagessen nächste Woche?]]',
              en: 'Make the suggestion concrete: [[Wie wäre es mit einem Mittagessen nächste Woche?]] (How about lunch next week?)',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Eine gute Einladung beantwortet alle W-Fragen, eine gute Absage dankt und schlägt etwas vor. Schreiben Sie die Übungsaufgabe einmal mit der Uhr – dann gelingt Ihnen beides in der Prüfung.',
    en: 'A good invitation answers all the W-questions; a good refusal says thank you and suggests something. Write the practice task once against the clock, and you will manage both in the exam.',
  },
  seoMeta: {
    title: {
      de: 'Schreiben üben: Einladung – telc Deutsch B1',
      en: 'Writing Practice: Invitation – telc Deutsch B1',
    },
    description: {
      de: 'Einladungs-E-Mail für telc Deutsch B1 üben: einladen, zusagen, absagen. Aufgabe mit vier Leitpunkten, Musterantwort mit Bewertung, Redemittel in du und Sie.',
      en: 'Practise an invitation e-mail for telc Deutsch B1: invite, accept, decline. A task with four guiding points, a marked model answer, phrases in du and Sie.',
    },
  },
} satisfies Sheet;
