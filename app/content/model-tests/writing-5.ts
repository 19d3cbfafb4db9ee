import type { WritingPart } from './schema';
import { WEEKDAY_CUES } from '../writing-cues';

/** Model test 5, writing: the town's energy supplier offers a free energy check at home after a high electricity bill. Our own task, written for the site. */
export const writing5 = {
  topics: ['energy-saving'],
  people: [
    { name: 'Ahmet Möller', role: 'energy adviser at the town utility' },
    { name: 'Bastian Jung', role: 'customer who writes the model answer' },
  ],
  title: { de: 'Eine E-Mail an die Stadtwerke', en: 'An e-mail to the town utility' },
  text: [
    {
      german:
        'Sie wohnen in Auenstedt und bekommen Ihren Strom von den Stadtwerken. Herr Möller von der Energieberatung der Stadtwerke hat Ihnen folgende E-Mail geschrieben:',
      translation:
        'You live in Auenstedt and get your electricity from the town utility. Mr Möller from the utility’s energy advice service has sent you the following e-mail:',
    },
    { german: 'Sehr geehrte Kundin, sehr geehrter Kunde,', translation: 'Dear customer,' },
    {
      german: 'Ihr Stromverbrauch war im letzten Jahr fast 40 Prozent höher als im Jahr davor.',
      translation:
        'Last year your electricity consumption was almost 40 per cent higher than the year before.',
    },
    {
      german: 'Deshalb bieten wir Ihnen eine kostenlose Energieberatung bei Ihnen zu Hause an.',
      translation: 'That is why we are offering you a free energy consultation at your home.',
    },
    {
      german:
        'Ein Berater prüft Ihre Geräte und zeigt Ihnen, wie Sie Strom und Geld sparen können. Bitte schreiben Sie mir, ob Sie das Angebot nutzen möchten.',
      translation:
        'An adviser checks your appliances and shows you how to save electricity and money. Please write and tell me whether you would like to take up the offer.',
    },
    { german: 'Mit freundlichen Grüßen', translation: 'Kind regards' },
    {
      german: 'Ahmet Möller, Energieberatung, Stadtwerke Auenstedt',
      translation: 'Ahmet Möller, energy advice, Auenstedt town utility',
    },
  ],
  instruction: {
    german:
      'Antworten Sie Herrn Möller von den Stadtwerken mit einer E-Mail. Schreiben Sie etwas zu jedem der vier Punkte unten, ein kurzer Satz pro Punkt reicht schon. Vergessen Sie die Anrede am Anfang und den Gruß am Schluss nicht.',
    translation:
      'Answer Mr Möller from the town utility with an e-mail. Write something about each of the four points below; one short sentence per point is enough. Do not forget the greeting at the start and the closing at the end.',
  },
  points: [
    {
      german: 'Warum Ihr Verbrauch gestiegen ist',
      translation: 'Why your consumption has gone up',
      cues: [
        'gestiegen',
        'höher',
        'mehr strom',
        'verbrauch*',
        'grund',
        'liegt … daran',
        'seit*',
        'geboren',
        'baby',
        'neue* gerät*',
        'trockner',
        'gefriertruhe',
        'kühlschrank',
        'wasch*',
        'homeoffice',
        'zu hause arbeite',
      ],
    },
    {
      german: 'Was Sie schon tun, um Strom zu sparen',
      translation: 'What you already do to save electricity',
      cues: [
        'spare',
        'sparen',
        'versuche',
        'achte',
        'schalte*',
        'aus',
        'led*',
        'lampe*',
        'licht',
        'stecker*',
        'steckdose*',
        'standby',
        'weniger',
      ],
    },
    {
      german: 'Wann der Berater zu Ihnen kommen kann',
      translation: 'When the adviser can come to you',
      cues: [
        'zeit',
        'passt',
        'kommen',
        'termin',
        'abends',
        'vormittag*',
        'nachmittag*',
        'wochenende',
        'uhr',
        ...WEEKDAY_CUES,
        'zu hause bin',
      ],
    },
    {
      german: 'Eine Frage zur Beratung',
      translation: 'A question about the consultation',
      cues: [
        'frage',
        'wie lange',
        'dauert',
        'vorbereiten',
        'mitbringen',
        'kostet',
        'kosten',
        'wirklich kostenlos',
        'muss ich',
        'brauche ich',
      ],
    },
  ],
  register: 'Sie',
  asksQuestion: true,
  model: {
    lines: [
      'Sehr geehrter Herr Möller,',
      'vielen Dank für Ihre E-Mail und Ihr Angebot. Dass mein Verbrauch so stark gestiegen ist, hat mich zuerst überrascht. Aber im letzten Frühling ist unsere Tochter geboren, und seitdem läuft die Waschmaschine fast jeden Tag. Außerdem haben wir von meinen Eltern eine alte Gefriertruhe bekommen.',
      'Einiges mache ich schon, um Strom zu sparen. Zum Beispiel schalte ich den Fernseher und den Computer abends ganz aus, und in der Wohnung haben wir nur noch LED-Lampen.',
      'Die Beratung möchte ich gern nutzen. Am besten passt es mir am Dienstag oder am Donnerstag ab 16 Uhr, denn vormittags arbeite ich.',
      'Eine Frage habe ich noch: Wie lange dauert die Beratung ungefähr, und muss ich vorher etwas vorbereiten?',
      'Mit freundlichen Grüßen',
      'Bastian Jung',
    ],
    grades: ['A', 'A', 'A'],
  },
} satisfies WritingPart;
