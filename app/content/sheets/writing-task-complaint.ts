import { table, type Sheet } from '../sheet-schema';
import {
  finalCheck,
  GREETING_RULE,
  WRITING_CRITERIA_TABLE,
  WRITING_FIGURES,
  WRITING_NOT_REQUIRED,
  WRITING_ONE_TASK,
  WRITING_PLAN,
  WRITING_PRACTICE_INTRO,
  WRITING_WEAKER_INTRO,
} from './writing-shared';
import { WEEKDAY_CUES } from '../writing-cues';

/** German taught in more than one place on this sheet: written once, used where it is taught. */
const SEHR_GEEHRTE_FRAU_VOGEL = 'Sehr geehrte Frau Vogel,';
const MIT_FREUNDLICHEN_GRUSSEN = 'Mit freundlichen Grüßen';
const LEIDER_NICHT_ZUFRIEDEN = 'Leider bin ich mit … nicht zufrieden.';
const KONNTEN_SIE_BITTE = 'Könnten Sie bitte …?';
const DANK_IM_VORAUS = {
  german: 'Vielen Dank im Voraus für Ihre Hilfe.',
  translation: 'Thank you in advance for your help.',
} as const;
const SEIT_FUNKTIONIERT = 'Seit dem 12. November funktioniert … nicht mehr.';

/** Cheat sheet #19: Writing practice, the complaint. */
export const writingTaskComplaint = {
  pageTitle: {
    main: { de: 'Schreiben üben:', en: 'Writing practice:' },
    highlight: { de: 'Beschwerde', en: 'Complaint' },
    subtitle: {
      de: 'So beschweren Sie sich höflich und klar: Problem, Folge, Wunsch – in einer E-Mail mit allen vier Leitpunkten.',
      en: 'How to complain politely and clearly: problem, consequence, request – in one e-mail that covers all four guiding points.',
    },
  },
  exam: { de: 'Schriftliche Prüfung · Schreiben', en: 'Written exam · Writing' },
  summary: {
    method: [
      {
        de: '**Eine E-Mail, vier Leitpunkte:** Die Beschwerde ist ein Übungsthema für die eine Schreibaufgabe der Prüfung, keine eigene Aufgabe.',
        en: "**One e-mail, four guiding points:** the complaint is a practice situation for the exam's one writing task, not a separate task.",
      },
      {
        de: 'Für jedes Problem drei Schritte: **Problem** (was, seit wann?), **Folge** (was bedeutet das für Sie?), **Wunsch** (was soll passieren, bis wann?).',
        en: 'Three steps for every problem: **problem** (what, since when?), **consequence** (what does it mean for you?), **request** (what should happen, by when?).',
      },
      {
        de: 'Höflich, aber klar: [[leider]] statt Wut, [[Könnten Sie …?]] statt [[Ich will …!]], keine Drohungen.',
        en: 'Polite but clear: [[leider]] instead of anger, [[Könnten Sie …?]] instead of [[Ich will …!]], no threats.',
      },
      {
        de: 'An Vermieter, Shop oder Kursanbieter schreiben Sie in der Sie-Form, von der Anrede bis zum Gruß.',
        en: 'To a landlord, shop or course provider you write in the Sie form, from greeting to closing.',
      },
    ],
    phrases: [
      { german: LEIDER_NICHT_ZUFRIEDEN, translation: 'Unfortunately I am not satisfied with …' },
      { german: SEIT_FUNKTIONIERT, translation: '… has not been working since 12 November.' },
      { german: KONNTEN_SIE_BITTE, translation: 'Could you please …?' },
      { german: 'Ich wäre Ihnen dankbar, wenn …', translation: 'I would be grateful if …' },
      DANK_IM_VORAUS,
    ],
    figures: WRITING_FIGURES,
  },
  sections: [
    {
      id: 'situation',
      title: { de: 'Die Situation: sich höflich beschweren', en: 'The situation: complaining politely' },
      blocks: [
        WRITING_ONE_TASK,
        {
          type: 'paragraph',
          text: {
            de: 'Die Beschwerde passt, wenn etwas nicht in Ordnung ist: eine Reparatur in der Wohnung, eine Lieferung, ein Kurs. Zum Beispiel fragt Sie jemand, ob Sie zufrieden sind – und Sie antworten: leider nicht.',
            en: 'The complaint fits when something is wrong: a repair in your flat, a delivery, a course. For example, someone asks whether you are satisfied – and you answer: unfortunately not.',
          },
        },
        table({
          caption: {
            de: 'Wem schreiben Sie? Formell oder informell',
            en: 'Who are you writing to? Formal or informal',
          },
          columns: [
            { key: 'who', header: { de: 'Empfänger', en: 'Recipient' } },
            { key: 'example', header: { de: 'Beispiel', en: 'Example' } },
            { key: 'greeting', header: { de: 'Anrede … Gruß', en: 'Greeting … closing' }, lang: 'de' },
          ],
          rows: [
            {
              who: {
                de: 'Vermieter oder Hausverwaltung (formell, Sie)',
                en: 'Landlord or property management (formal, Sie)',
              },
              example: {
                de: 'Die Heizung geht nach der Reparatur immer noch nicht richtig.',
                en: 'The heating still does not work properly after the repair.',
              },
              greeting: 'Sehr geehrter Herr Roth, … Mit freundlichen Grüßen',
            },
            {
              who: {
                de: 'Sprachschule, Online-Shop, Geschäft (formell, Sie)',
                en: 'Language school, online shop, local shop (formal, Sie)',
              },
              example: {
                de: 'Der Kurs fällt oft aus; die Lieferung kommt zu spät oder ist kaputt.',
                en: 'The course is often cancelled; the delivery is late or damaged.',
              },
              greeting: 'Sehr geehrte Frau Lang, … Mit freundlichen Grüßen',
            },
            {
              who: {
                de: 'Freunde oder Nachbarn, die Sie duzen (informell, du)',
                en: 'Friends or neighbours you call du (informal, du)',
              },
              example: {
                de: 'Ein Freund fragt nach Ihrer Erfahrung mit einem Shop; der Nachbar ist abends laut.',
                en: 'A friend asks about your experience with a shop; the neighbour is loud in the evenings.',
              },
              greeting: 'Liebe Jana, … Viele Grüße',
            },
          ],
        }),
        GREETING_RULE,
        {
          type: 'callout',
          tone: 'warning',
          title: { de: 'Freundlich bleiben, nicht drohen', en: 'Stay friendly, do not threaten' },
          text: {
            de: 'Auf B1 schreiben Sie eine höfliche E-Mail, keinen strengen Beschwerdebrief. Drohen Sie nicht mit Anwalt oder Polizei und schreiben Sie nicht wütend. Sagen Sie klar, was nicht funktioniert und was Sie sich wünschen. So bleiben Sie höflich und erreichen trotzdem etwas.',
            en: 'At B1 you write a polite e-mail, not a strict letter of complaint. Do not threaten a lawyer or the police, and do not write in anger. Say clearly what is not working and what you would like. That way you stay polite and still get results.',
          },
        },
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
          title: {
            de: 'Für die Beschwerde: Problem – Folge – Wunsch',
            en: 'For the complaint: problem – consequence – request',
          },
          items: [
            {
              de: '**Problem:** Was funktioniert nicht, seit wann? Ein Datum macht es konkret: [[seit dem 12. November]].',
              en: '**Problem:** what is not working, and since when? A date makes it concrete: [[seit dem 12. November]] (since 12 November).',
            },
            {
              de: '**Folge:** Was bedeutet das für Sie? Mit [[deshalb]] verbinden Sie Problem und Folge.',
              en: '**Consequence:** what does it mean for you? [[deshalb]] (so, therefore) links the problem and its consequence.',
            },
            {
              de: '**Wunsch:** Was soll passieren, und bis wann? Ohne Wunsch ist die Beschwerde nur halb fertig.',
              en: '**Request:** what should happen, and by when? Without a request the complaint is only half done.',
            },
          ],
        },
      ],
    },
    {
      id: 'sample-task',
      title: { de: 'Eine Aufgabe wie in der Prüfung', en: 'A task as in the exam' },
      blocks: [
        {
          type: 'writingTask',
          title: { de: 'Aufgabe: die Heizung nach der Reparatur', en: 'Task: the heating after the repair' },
          text: [
            {
              german:
                'Sie wohnen zur Miete. Vor zwei Wochen hat ein Handwerker die Heizung in Ihrem Wohnzimmer repariert. Ihre Hausverwaltung hat Ihnen diese E-Mail geschrieben:',
              translation:
                'You rent your flat. Two weeks ago a technician repaired the heating in your living room. Your property management has sent you this e-mail:',
            },
            { german: 'Sehr geehrte Mieterinnen und Mieter,', translation: 'Dear tenants,' },
            {
              german:
                'am 12. November hat die Firma Wärme-Service die Heizungen in Ihrem Haus repariert. Wir hoffen, dass jetzt alles funktioniert. Bitte teilen Sie uns mit, ob Sie mit der Reparatur zufrieden sind. Wenn es noch Probleme gibt, schicken wir gern noch einmal jemanden vorbei.',
              translation:
                'On 12 November the company Wärme-Service repaired the heating in your building. We hope that everything works now. Please let us know whether you are satisfied with the repair. If there are still problems, we will gladly send someone round again.',
            },
            {
              german: 'Mit freundlichen Grüßen · Katrin Vogel, Hausverwaltung Lindner',
              translation: 'Kind regards · Katrin Vogel, Lindner property management',
            },
            {
              german:
                'Antworten Sie Frau Vogel. Schreiben Sie zu allen vier Punkten etwas. Denken Sie an eine passende Anrede und einen passenden Gruß.',
              translation:
                'Reply to Ms Vogel. Write something on all four points. Remember a fitting greeting and closing.',
            },
          ],
          points: [
            {
              german: 'Problem seit der Reparatur',
              translation: 'The problem since the repair',
              cues: [
                'heizung',
                'kalt',
                'lauwarm',
                'warm',
                'funktioniert … nicht',
                'geht … nicht',
                'geräusch*',
                'laut',
                'nicht richtig',
                'immer noch',
                'seit der reparatur',
                'nach der reparatur',
                'friere*',
                'heizkörper',
              ],
            },
            {
              german: 'Besuch des Handwerkers',
              translation: 'The technician’s visit',
              cues: [
                'pünktlich',
                'unpünktlich',
                'zu spät',
                'verspät*',
                'gekommen',
                'gegangen',
                'handwerker war',
                'handwerker ist',
                'handwerker hat',
                'er war',
                'er ist',
                'er hat',
                'unfreundlich',
                'freundlich',
                'schmutz*',
                'dreck*',
                'nur … minuten',
                'kurz da',
                'besuch des handwerkers war',
              ],
            },
            {
              german: 'Was die Hausverwaltung jetzt tun soll',
              translation: 'What the property management should do now',
              cues: [
                'könnten sie',
                'können sie',
                'würden sie',
                'schicken',
                'noch einmal',
                'nochmal',
                'reparier*',
                'bitte',
                'ich wünsche',
                'dankbar',
                'so schnell wie möglich',
                'so bald wie möglich',
                'bis ende',
                'sofort',
                'neue heizung',
              ],
            },
            {
              german: 'Wann Sie zu Hause sind',
              translation: 'When you are at home',
              cues: [
                'zu hause',
                'daheim',
                'ab … uhr',
                'zwischen … uhr',
                'vormittag*',
                'nachmittag*',
                'abends',
                'morgens',
                'erreichen',
                'rufen sie … an',
                'anrufen',
                'telefonnummer',
                'handynummer',
                ...WEEKDAY_CUES,
              ],
            },
          ],
          register: 'Sie',
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
          title: { de: 'Musterantwort (Sie-Form)', en: 'Model answer (Sie form)' },
          lines: [
            { german: SEHR_GEEHRTE_FRAU_VOGEL, translation: 'Dear Ms Vogel,' },
            {
              german: 'vielen Dank für Ihre E-Mail. Leider bin ich mit der Reparatur nicht zufrieden.',
              translation: 'thank you for your e-mail. Unfortunately I am not satisfied with the repair.',
              note: {
                de: 'Erst danken, dann das Thema nennen: höflich und sofort klar.',
                en: 'Thank first, then name the topic: polite and clear at once.',
              },
            },
            {
              german:
                'Seit dem Besuch des Handwerkers wird die Heizung im Wohnzimmer nur noch lauwarm, und nachts macht sie laute Geräusche.',
              translation:
                'Since the technician’s visit the heating in the living room only gets lukewarm, and at night it makes loud noises.',
              points: [1],
              note: {
                de: 'Der Satz beginnt nicht mit „Ich“: Die Zeitangabe steht vorn, das Verb auf Position 2.',
                en: 'The sentence does not start with “Ich”: the time phrase first, the verb in position 2.',
              },
            },
            {
              german: 'Deshalb ist es abends sehr kalt, und meine Tochter schläft schlecht.',
              translation: 'So it is very cold in the evenings, and my daughter sleeps badly.',
              points: [1],
              note: {
                de: '[[Deshalb]] verbindet das Problem mit der Folge.',
                en: '[[Deshalb]] (so) links the problem to its consequence.',
              },
            },
            {
              german:
                'Außerdem war der Handwerker nicht pünktlich: Er ist erst um 14 Uhr statt um 12 Uhr gekommen. Nach zwanzig Minuten ist er schon wieder gegangen.',
              translation:
                'Also, the technician was not on time: he only came at 2 p.m. instead of 12. After twenty minutes he left again.',
              points: [2],
            },
            {
              german: 'Könnten Sie bitte so bald wie möglich noch einmal einen Handwerker schicken?',
              translation: 'Could you please send a technician again as soon as possible?',
              points: [3],
              note: {
                de: 'Eine höfliche Bitte mit [[Könnten Sie …?]] statt eines Befehls.',
                en: 'A polite request with [[Könnten Sie …?]] instead of an order.',
              },
            },
            {
              german:
                'Ich wäre Ihnen dankbar, wenn die Heizung bis Ende nächster Woche wieder richtig funktionieren würde.',
              translation:
                'I would be grateful if the heating worked properly again by the end of next week.',
              points: [3],
            },
            {
              german: 'Von Montag bis Freitag bin ich ab 16 Uhr zu Hause, am Samstag den ganzen Tag.',
              translation: 'From Monday to Friday I am at home from 4 p.m., on Saturday all day.',
              points: [4],
            },
            {
              german: 'Am besten rufen Sie mich vorher kurz an.',
              translation: 'It would be best to give me a quick call beforehand.',
              points: [4],
            },
            DANK_IM_VORAUS,
            { german: MIT_FREUNDLICHEN_GRUSSEN, translation: 'Kind regards' },
            { german: 'Elena Petrova', translation: 'Elena Petrova' },
          ],
          marking: {
            task: {
              grade: 'A',
              reason: {
                de: 'Alle vier Leitpunkte sind behandelt, jeder mit Details: das Problem, der Besuch, eine Bitte mit Frist, die Zeiten.',
                en: 'All four guiding points are handled, each with details: the problem, the visit, a request with a deadline, the times.',
              },
            },
            communication: {
              grade: 'A',
              reason: {
                de: 'Anrede und Gruß passen zusammen, die ganze E-Mail ist in der Sie-Form. [[Deshalb]] und [[Außerdem]] verbinden die Punkte, nur wenige Sätze beginnen mit „Ich“. Der Ton ist höflich und klar.',
                en: 'Greeting and closing match, and the whole e-mail is in the Sie form. [[Deshalb]] and [[Außerdem]] link the points; only a few sentences start with “Ich”. The tone is polite and clear.',
              },
            },
            accuracy: {
              grade: 'A',
              reason: {
                de: 'Grammatik, Rechtschreibung und Zeichensetzung stimmen, auch im Perfekt und im höflichen [[wenn]]-Satz mit [[würde]].',
                en: 'Grammar, spelling and punctuation are correct, also in the perfect tense and in the polite [[wenn]] clause with [[würde]].',
              },
            },
          },
        },
        WRITING_WEAKER_INTRO,
        {
          type: 'modelAnswer',
          title: { de: 'Schwächere Fassung', en: 'Weaker version' },
          lines: [
            { german: SEHR_GEEHRTE_FRAU_VOGEL, translation: 'Dear Ms Vogel,' },
            {
              german: 'ich schreibe Ihnen, weil ich bin mit die Reparatur nicht zufrieden.',
              translation: 'I am writing to you because I am not satisfied with the repair.',
              note: {
                de: 'Zwei Fehler: Nach [[weil]] steht das Verb am Ende, nach [[mit]] der Dativ. Richtig: [[weil ich mit der Reparatur nicht zufrieden bin]].',
                en: 'Two mistakes: after [[weil]] the verb goes to the end, after [[mit]] comes the dative. Correct: [[weil ich mit der Reparatur nicht zufrieden bin]].',
              },
            },
            {
              german: 'Seit zwei Wochen die Heizung ist nur lauwarm.',
              translation: 'For two weeks the heating has only been lukewarm.',
              points: [1],
              note: {
                de: 'Das Verb muss auf Position 2: [[Seit zwei Wochen ist die Heizung …]]',
                en: 'The verb must be in position 2: [[Seit zwei Wochen ist die Heizung …]]',
              },
            },
            {
              german: 'Ich finde das unmöglich. Ich will sofort einen neuen Handwerker!',
              translation: 'I think that is outrageous. I want a new technician immediately!',
              points: [3],
              note: {
                de: '[[Ich will sofort …!]] klingt wie ein Befehl und ist unhöflich. Besser: [[Könnten Sie bitte …?]]',
                en: '[[Ich will sofort …!]] sounds like an order and is rude. Better: [[Könnten Sie bitte …?]]',
              },
            },
            {
              german: 'Ich war auch mit dem Handwerker nicht zufrieden. Er ist zu spät gekommen.',
              translation: 'I was also not satisfied with the technician. He came too late.',
              points: [2],
              note: {
                de: 'Inhaltlich in Ordnung, aber wieder „Ich“ am Satzanfang und kein Konnektor.',
                en: 'The content is fine, but again “Ich” at the start and no connector.',
              },
            },
            {
              german: 'Kannst du mir bitte schreiben, wann er kommt?',
              translation: 'Can you please write and tell me when he is coming?',
              points: [3],
              note: {
                de: 'Plötzlich [[du]] in einer E-Mail in der Sie-Form. Richtig: [[Können Sie mir bitte schreiben, …]]',
                en: 'Suddenly [[du]] in an e-mail in the Sie form. Correct: [[Können Sie mir bitte schreiben, …]]',
              },
            },
            {
              german: 'Liebe Grüße',
              translation: 'Love',
              note: {
                de: 'Passt nicht zu [[Sehr geehrte …]]. Richtig: [[Mit freundlichen Grüßen]].',
                en: 'Does not match [[Sehr geehrte …]]. Correct: [[Mit freundlichen Grüßen]].',
              },
            },
            { german: 'Elena', translation: 'Elena' },
          ],
          marking: {
            task: {
              grade: 'B',
              reason: {
                de: 'Leitpunkt 4 fehlt: Frau Vogel erfährt nicht, wann jemand zu Hause ist. 3 von 4 Leitpunkten ergeben ein B.',
                en: 'Guiding point 4 is missing: Ms Vogel does not learn when someone is at home. 3 of the 4 guiding points give a B.',
              },
            },
            communication: {
              grade: 'C',
              reason: {
                de: 'Das Register wechselt ([[du]] in der Mitte, [[Liebe Grüße]] am Ende). Die meisten Sätze beginnen mit „Ich“, es gibt kaum Konnektoren (nur ein [[weil]]), und der Ton ist unhöflich.',
                en: 'The register changes ([[du]] in the middle, [[Liebe Grüße]] at the end). Most sentences start with “Ich”, there are hardly any connectors (only one [[weil]]), and the tone is rude.',
              },
            },
            accuracy: {
              grade: 'B',
              reason: {
                de: 'Typische Fehler bei der Verbposition und beim Dativ, aber man versteht die E-Mail gut.',
                en: 'Typical mistakes in verb position and the dative, but the e-mail is easy to understand.',
              },
            },
          },
        },
        WRITING_NOT_REQUIRED,
      ],
    },
    {
      id: 'phrases',
      title: { de: 'Redemittel für die Beschwerde', en: 'Phrases for the complaint' },
      blocks: [
        table({
          caption: {
            de: 'Dieselben Schritte in der du- und in der Sie-Form',
            en: 'The same steps in the du form and the Sie form',
          },
          columns: [
            { key: 'use', header: { de: 'Wozu?', en: 'What for?' } },
            {
              key: 'du',
              header: { de: 'informell (du)', en: 'informal (du)' },
              lang: 'de',
              drillLabel: '(du)',
            },
            {
              key: 'sie',
              header: { de: 'formell (Sie)', en: 'formal (Sie)' },
              lang: 'de',
              drillLabel: '(Sie)',
            },
            { key: 'en', header: { de: 'Englisch', en: 'English' }, lang: 'en' },
          ],
          rows: [
            {
              use: { de: 'Anrede', en: 'Greeting' },
              du: 'Liebe Jana, / Lieber Paul,',
              sie: 'Sehr geehrte Frau …, / Sehr geehrter Herr …,',
              en: 'Dear Jana, / Dear Paul, · Dear Ms …, / Dear Mr …,',
              drill: {
                du: 'Dear Jana, / Dear Paul, (du)',
                sie: 'Dear Ms …, / Dear Mr …, (formal)',
              },
            },
            {
              use: { de: 'Für die Nachricht danken', en: 'Thanking for the message' },
              du: 'Danke für deine Nachricht.',
              sie: 'Vielen Dank für Ihre E-Mail.',
              en: 'Thank you for your message / e-mail.',
              drill: { du: 'Thanks for your message. (du)', sie: 'Thank you for your e-mail. (Sie)' },
            },
            {
              use: { de: 'Grund nennen', en: 'Giving the reason' },
              du: 'Ich schreibe dir, weil ich Ärger mit … habe.',
              sie: 'Ich schreibe Ihnen, weil es ein Problem mit … gibt.',
              en: 'I am writing because I have trouble with … / there is a problem with …',
              drill: {
                du: 'I am writing to you because I have trouble with … (du)',
                sie: 'I am writing to you because there is a problem with … (Sie)',
              },
            },
            {
              use: { de: 'Unzufrieden sein', en: 'Saying you are not satisfied' },
              du: 'Leider war ich mit … gar nicht zufrieden.',
              sie: LEIDER_NICHT_ZUFRIEDEN,
              en: 'Unfortunately I was not at all / am not satisfied with …',
              drill: {
                du: 'Unfortunately I was not at all happy with … (du)',
                sie: 'Unfortunately I am not satisfied with … (Sie)',
              },
            },
            {
              use: { de: 'Problem beschreiben', en: 'Describing the problem' },
              du: 'Seit einer Woche geht … nicht mehr.',
              sie: SEIT_FUNKTIONIERT,
              en: '… has not been working for a week / since 12 November.',
              drill: {
                du: '… has not been working for a week. (du)',
                sie: '… has not been working since 12 November. (Sie)',
              },
            },
            {
              use: { de: 'Folge nennen', en: 'Naming the consequence' },
              du: 'Deshalb konnte ich nicht …',
              sie: 'Das ist für mich ein großes Problem, weil …',
              en: 'So I could not … / That is a big problem for me because …',
              drill: { du: 'So I could not … (du)', sie: 'That is a big problem for me because … (Sie)' },
            },
            {
              use: { de: 'Was Sie schon getan haben', en: 'What you have already done' },
              du: 'Ich habe schon zweimal im Shop angerufen, aber …',
              sie: 'Ich habe schon zweimal bei Ihnen angerufen, aber leider ohne Erfolg.',
              en: 'I have already called the shop / you twice, but (unfortunately without success).',
              drill: {
                du: 'I have already called the shop twice, but … (du)',
                sie: 'I have already called you twice, but unfortunately without success. (Sie)',
              },
            },
            {
              use: { de: 'Verständnis zeigen', en: 'Showing understanding' },
              du: 'Ich weiß, dass das nicht deine Schuld ist, aber …',
              sie: 'Ich verstehe, dass so etwas passieren kann, aber …',
              en: 'I know it is not your fault, but … / I understand that this can happen, but …',
              drill: {
                du: 'I know it is not your fault, but … (du)',
                sie: 'I understand that this kind of thing can happen, but … (Sie)',
              },
            },
            {
              use: { de: 'Um etwas bitten', en: 'Asking for something' },
              du: 'Kannst du bitte abends die Musik leiser machen?',
              sie: KONNTEN_SIE_BITTE,
              en: 'Can you please turn the music down in the evenings? / Could you please …?',
              drill: {
                du: 'Can you please turn the music down in the evenings? (du)',
                sie: 'Could you please …? (Sie)',
              },
            },
            {
              use: { de: 'Lösung vorschlagen', en: 'Suggesting a solution' },
              du: 'Es wäre toll, wenn du … könntest.',
              sie: 'Ich möchte Sie bitten, mir das Geld zurückzuzahlen.',
              en: 'It would be great if you could … / I would like to ask you to refund the money.',
              drill: {
                du: 'It would be great if you could … (du)',
                sie: 'I would like to ask you to refund the money. (Sie)',
              },
            },
            {
              use: { de: 'Frist nennen', en: 'Giving a deadline' },
              du: 'Sag mir bitte bis Freitag Bescheid.',
              sie: 'Bitte geben Sie mir bis Freitag Bescheid.',
              en: 'Please let me know by Friday.',
              drill: {
                du: 'Please let me know by Friday. (du, Bescheid sagen)',
                sie: 'Please let me know by Friday. (Sie, Bescheid geben)',
              },
            },
            {
              use: { de: 'Im Voraus danken', en: 'Thanking in advance' },
              du: 'Danke dir schon mal!',
              sie: 'Vielen Dank im Voraus.',
              en: 'Thanks in advance!',
              drill: { du: 'Thanks in advance! (du)', sie: 'Many thanks in advance. (Sie)' },
            },
            {
              use: { de: 'Gruß', en: 'Closing' },
              du: 'Viele Grüße / Liebe Grüße',
              sie: MIT_FREUNDLICHEN_GRUSSEN,
              en: 'Best wishes / Love · Kind regards',
              drill: { du: 'Best wishes / Love (du)', sie: 'Kind regards (Sie)' },
            },
          ],
        }),
        {
          type: 'paragraph',
          text: {
            de: 'Weitere Redemittel zum Bitten, Vorschlagen und Verbinden: Spickzettel „Redemittel für jede Situation“.',
            en: 'More phrases for asking, suggesting and linking: cheat sheet “Functional Language and Communication”.',
          },
        },
      ],
    },
    {
      id: 'mistakes',
      title: { de: 'Typische Fehler in der Beschwerde', en: 'Typical mistakes in the complaint' },
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
              wrong: 'Das ist eine Frechheit! Ich gehe zum Anwalt.',
              right: 'Leider bin ich mit dem Service gar nicht zufrieden.',
              why: {
                de: 'Wut und Drohungen passen nicht. Höflich und klar bleiben.',
                en: 'Anger and threats do not fit. Stay polite and clear.',
              },
            },
            {
              wrong: 'Ich will sofort mein Geld zurück!',
              right: 'Könnten Sie mir bitte das Geld zurückzahlen?',
              why: {
                de: '[[Ich will]] klingt wie ein Befehl; [[ich möchte]] oder [[Könnten Sie …?]] ist höflich.',
                en: '[[Ich will]] sounds like an order; [[ich möchte]] or [[Könnten Sie …?]] is polite.',
              },
            },
            {
              wrong: 'Die Heizung ist kaputt. Mit freundlichen Grüßen …',
              right: 'Die Heizung ist kaputt. Könnten Sie bis Freitag jemanden schicken?',
              why: {
                de: 'Nur das Problem, kein Wunsch. Sagen Sie, was passieren soll und bis wann.',
                en: 'Only the problem, no request. Say what should happen and by when.',
              },
            },
            {
              wrong: 'Sehr geehrte Damen und Herren, … (Frau Vogel hat geschrieben)',
              right: 'Sehr geehrte Frau Vogel, …',
              why: {
                de: 'Steht ein Name in der E-Mail, gehört er in die Anrede.',
                en: 'If the e-mail gives a name, use it in the greeting.',
              },
            },
            {
              wrong: 'Seit zwei Wochen die Heizung funktioniert nicht.',
              right: 'Seit zwei Wochen funktioniert die Heizung nicht.',
              why: {
                de: 'Steht eine Zeitangabe vorn, kommt das Verb auf Position 2.',
                en: 'If a time phrase comes first, the verb goes in position 2.',
              },
            },
            {
              wrong: 'Ich möchte mich über dem Kurs beschweren.',
              right: 'Ich möchte mich über den Kurs beschweren.',
              why: {
                de: '[[sich beschweren über]] + Akkusativ.',
                en: '[[sich beschweren über]] (to complain about) + accusative.',
              },
            },
            {
              wrong: 'Ich bin nicht zufrieden mit die Lieferung.',
              right: 'Ich bin mit der Lieferung nicht zufrieden.',
              why: {
                de: '[[zufrieden mit]] + Dativ: [[mit der Lieferung]], [[mit dem Kurs]].',
                en: '[[zufrieden mit]] (satisfied with) + dative: [[mit der Lieferung]], [[mit dem Kurs]].',
              },
            },
            {
              wrong: 'Ich habe angerufen. Ich habe gewartet. Ich bin sauer.',
              right: 'Zweimal habe ich angerufen, aber leider ist niemand gekommen.',
              why: {
                de: 'Nicht jeden Satz mit „Ich“ beginnen; mit [[aber]] und [[deshalb]] verbinden. [[sauer]] ist zu umgangssprachlich.',
                en: 'Do not start every sentence with “Ich”; link with [[aber]] and [[deshalb]]. [[sauer]] (cross) is too colloquial.',
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
            de: 'Steht ein klarer Wunsch in der E-Mail: Was soll passieren, und bis wann?',
            en: 'Does the e-mail state a clear request: what should happen, and by when?',
          },
          {
            de: 'Der Ton: kein [[Ich will …!]], keine Drohung, lieber [[Könnten Sie …?]]',
            en: 'The tone: no [[Ich will …!]], no threats; [[Könnten Sie …?]] instead.',
          },
        ]),
      ],
    },
    {
      id: 'practice',
      title: { de: 'Noch eine Aufgabe: an die Sprachschule', en: 'One more task: to the language school' },
      blocks: [
        WRITING_PRACTICE_INTRO,
        {
          type: 'writingTask',
          title: {
            de: 'Übungsaufgabe: Der Kurs fällt zu oft aus',
            en: 'Practice task: the course is cancelled too often',
          },
          text: [
            {
              german:
                'Sie machen seit März einen Abendkurs Deutsch B1 an der Sprachschule Lingua. Der Kurs ist schon oft ausgefallen. Die Schule schreibt allen Teilnehmenden diese E-Mail:',
              translation:
                'You have been doing an evening German B1 course at the Lingua language school since March. The course has often been cancelled. The school sends all participants this e-mail:',
            },
            {
              german: 'Sehr geehrte Kursteilnehmerinnen und Kursteilnehmer,',
              translation: 'Dear course participants,',
            },
            {
              german:
                'die Hälfte des Kurses ist vorbei. Wir möchten unser Angebot noch besser machen. Sind Sie mit dem Kurs zufrieden? Bitte schreiben Sie uns Ihre Meinung.',
              translation:
                'half of the course is over. We would like to make our offer even better. Are you satisfied with the course? Please write and tell us what you think.',
            },
            {
              german: 'Mit freundlichen Grüßen · Martin Weber, Kursorganisation',
              translation: 'Kind regards · Martin Weber, course organisation',
            },
            {
              german:
                'Antworten Sie Herrn Weber. Schreiben Sie zu allen vier Punkten etwas. Denken Sie an eine passende Anrede und einen passenden Gruß.',
              translation:
                'Reply to Mr Weber. Write something on all four points. Remember a fitting greeting and closing.',
            },
          ],
          points: [
            {
              german: 'Wie oft der Kurs ausgefallen ist',
              translation: 'How often the course has been cancelled',
              cues: [
                'ausgefallen',
                'fällt … aus',
                'fiel … aus',
                'ausfall*',
                'abgesagt',
                'zweimal',
                'dreimal',
                'viermal',
                'fünfmal',
                'sechsmal',
                'oft',
                'häufig',
                'nicht stattgefunden',
                'kein unterricht',
                'stunden … nicht',
                'keinen unterricht',
              ],
            },
            {
              german: 'Was das für Sie bedeutet',
              translation: 'What that means for you',
              cues: [
                'prüfung*',
                'lerne',
                'lernen',
                'verpass*',
                'geld',
                'bezahlt',
                'ärger*',
                'schade',
                'schwer',
                'problem*',
                'für mich',
                'weniger',
                'stress*',
                'frustr*',
                'traurig',
                'enttäusch*',
                'bedeutet',
              ],
            },
            {
              german: 'Was die Schule tun soll',
              translation: 'What the school should do',
              cues: [
                'nachhol*',
                'könnten sie',
                'können sie',
                'würden sie',
                'bitte',
                'ich wünsche',
                'vertretung*',
                'zurück',
                'rabatt',
                'sollte',
                'sollten',
                'dankbar',
                'ersatz* … anbieten',
                'ersatz* … geben',
                'ersatz* … organisieren',
                'vertretung',
              ],
            },
            {
              german: 'Wann Sie Zeit für Ersatzstunden haben',
              translation: 'When you have time for make-up lessons',
              cues: [
                'zeit',
                'abends',
                'vormittag*',
                'nachmittag*',
                'wochenende*',
                'uhr',
                'passt',
                'passen',
                'kann ich',
                'am besten',
                ...WEEKDAY_CUES,
              ],
            },
          ],
          register: 'Sie',
          asksQuestion: false,
        },
        {
          type: 'callout',
          tone: 'info',
          title: { de: 'So gehen Sie vor', en: 'How to go about it' },
          items: [
            {
              de: 'Sie-Form von der Anrede bis zum Gruß: [[Sehr geehrter Herr Weber,]] … [[Mit freundlichen Grüßen]].',
              en: 'The Sie form from greeting to closing: [[Sehr geehrter Herr Weber,]] … [[Mit freundlichen Grüßen]].',
            },
            {
              de: 'Problem und Folge: [[Seit April ist der Kurs schon viermal ausgefallen. Deshalb …]]',
              en: 'Problem and consequence: [[Seit April ist der Kurs schon viermal ausgefallen. Deshalb …]] (Since April the course has been cancelled four times already. So …)',
            },
            {
              de: 'Ein Wunsch mit Frist: [[Könnten Sie bitte bis Ende Mai Ersatzstunden anbieten?]]',
              en: 'A request with a deadline: [[Könnten Sie bitte bis Ende Mai Ersatzstunden anbieten?]] (Could you please offer make-up lessons by the end of May?)',
            },
          ],
        },
      ],
    },
  ],
  closing: {
    de: 'Eine gute Beschwerde ist freundlich und klar: Problem, Folge, Wunsch. Schreiben Sie die Übungsaufgabe einmal mit der Uhr, dann sitzt der Aufbau in der Prüfung.',
    en: 'A good complaint is friendly and clear: problem, consequence, request. Write the practice task once against the clock, and the structure will come naturally in the exam.',
  },
  seoMeta: {
    title: {
      de: 'Schreiben üben: Beschwerde – telc Deutsch B1',
      en: 'Writing Practice: Complaint – telc Deutsch B1',
    },
    description: {
      de: 'Beschwerde-E-Mail für telc Deutsch B1 üben: Aufgabe mit vier Leitpunkten, Musterantwort mit Bewertung, Redemittel in du und Sie, typische Fehler.',
      en: 'Practise a complaint e-mail for telc Deutsch B1: a task with four guiding points, a marked model answer, phrases in du and Sie, typical mistakes.',
    },
  },
} satisfies Sheet;
