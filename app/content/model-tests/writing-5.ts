import type { WritingPart } from './schema';
import { WEEKDAY_CUES } from '../writing-cues';

/** Model test 5, writing: a colleague who knows a lot about saving energy offers to check your flat after a big rise in electricity use (semi-formal: Sie, "Lieber Herr Korkmaz"). Our own task, written for the site. */
export const writing5 = {
  topics: ['energy-saving'],
  people: [
    { name: 'Ahmet Korkmaz', role: 'colleague who advises on saving energy in his free time' },
    { name: 'Bastian Jung', role: 'colleague who writes the model answer' },
  ],
  title: { de: 'Eine E-Mail an Ihren Kollegen Herrn Korkmaz', en: 'An e-mail to your colleague Mr Korkmaz' },
  text: [
    {
      german:
        'Herr Korkmaz arbeitet in Ihrer Firma. Sie kennen sich gut und sagen „Sie“ zueinander. In seiner Freizeit berät er Leute beim Energiesparen. Herr Korkmaz hat Ihnen folgende E-Mail geschrieben:',
      translation:
        'Mr Korkmaz works at your company. You know each other well and say “Sie” to each other. In his free time he advises people on saving energy. Mr Korkmaz has sent you the following e-mail:',
    },
    { german: 'Hallo,', translation: 'Hello,' },
    {
      german:
        'in der Mittagspause haben Sie mir erzählt, dass Ihr Stromverbrauch im letzten Jahr fast 40 Prozent höher war als im Jahr davor.',
      translation:
        'at lunch you told me that your electricity consumption last year was almost 40 per cent higher than the year before.',
    },
    {
      german:
        'Wenn Sie möchten, komme ich gern einmal zu Ihnen nach Hause. Ich prüfe Ihre Geräte und zeige Ihnen, wie Sie Strom und Geld sparen können. Das kostet Sie natürlich nichts.',
      translation:
        'If you like, I will gladly come round to your home. I will check your appliances and show you how to save electricity and money. Of course it will not cost you anything.',
    },
    {
      german: 'Schreiben Sie mir doch, ob Sie das Angebot nutzen möchten und wann es Ihnen passt.',
      translation: 'Do write and tell me whether you would like to take up the offer and when suits you.',
    },
    { german: 'Viele Grüße', translation: 'Best wishes' },
    { german: 'Ahmet Korkmaz', translation: 'Ahmet Korkmaz' },
  ],
  instruction: {
    german:
      'Antworten Sie Herrn Korkmaz mit einer E-Mail. Schreiben Sie etwas zu jedem der vier Punkte unten, ein kurzer Satz pro Punkt reicht schon. Vergessen Sie die Anrede am Anfang und den Gruß am Schluss nicht.',
    translation:
      'Answer Mr Korkmaz with an e-mail. Write something about each of the four points below; one short sentence per point is enough. Do not forget the greeting at the start and the closing at the end.',
  },
  points: [
    {
      german: 'Warum Ihr Verbrauch gestiegen ist',
      translation: 'Why your consumption has gone up',
      // Not "gestiegen", "höher" or "Verbrauch": they match a letter that only repeats the problem.
      cues: [
        'mehr strom',
        'grund',
        'liegt … daran',
        'liegt … an',
        // Not "weil", "denn", "seit" alone: a letter gives reasons and dates for other things too.
        'verbrauch* … weil',
        'verbrauch* … denn',
        'verbrauch* … wegen',
        'weil … mehr',
        'gestiegen',
        'so hoch',
        'höher*',
        'seit letzt*',
        'seit dem',
        'seit der',
        'seit kurzem',
        'geboren',
        'baby',
        'neue* gerät*',
        '*trockner',
        'gefriertruhe',
        'gefrierschrank',
        // A second or old fridge uses more; a new one is a way of saving.
        'zweit* kühlschrank',
        'alt* kühlschrank',
        'spülmaschine',
        'klimaanlage',
        'wasch*',
        'homeoffice',
        'zu hause arbeite',
        'arbeite* … zu hause',
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
        // Not "aus" alone: it matches "Ich komme aus der Türkei".
        '*schalt*',
        'mach* … aus',
        'energiespar*',
        'led*',
        '*lampe*',
        'licht',
        'stecker*',
        '*steckdose*',
        'standby',
        'dusche*',
        'deckel',
        'weniger',
      ],
    },
    {
      german: 'Wann Herr Korkmaz zu Ihnen kommen kann',
      translation: 'When Mr Korkmaz can come to you',
      // Not "Zeit" alone: it matches "in letzter Zeit" and "Wie viel Zeit brauchen Sie?".
      cues: [
        'habe … zeit',
        'haben … zeit',
        'hätten … zeit',
        'passt',
        'kommen',
        'vorbei*',
        'am abend',
        'feierabend',
        'nächste woche',
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
      german: 'Eine Frage zu seinem Besuch',
      translation: 'A question about his visit',
      cues: [
        'frage',
        'wie lange',
        'dauert',
        'vorbereiten',
        'mitbringen',
        'kostet … wirklich',
        'wirklich kostenlos',
        'muss ich',
        'brauche ich',
        'soll ich',
        'sollen wir',
        'brauchen sie',
        'bringen sie',
      ],
    },
  ],
  register: 'semi',
  asksQuestion: true,
  model: {
    lines: [
      'Lieber Herr Korkmaz,',
      'vielen Dank für Ihre E-Mail und Ihr nettes Angebot. Dass mein Verbrauch so stark gestiegen ist, hat mich zuerst überrascht. Aber im letzten Frühling ist unsere Tochter geboren, und seitdem läuft die Waschmaschine fast jeden Tag. Außerdem haben wir von meinen Eltern eine alte Gefriertruhe bekommen.',
      'Einiges mache ich schon, um Strom zu sparen. Zum Beispiel schalte ich den Fernseher und den Computer abends ganz aus, und in der Wohnung haben wir nur noch LED-Lampen.',
      'Ihre Hilfe nehme ich gern an. Am besten passt es mir am Dienstag oder am Donnerstag nach der Arbeit, also ab 17 Uhr. Dann ist auch meine Frau zu Hause.',
      'Eine Frage habe ich noch: Wie lange dauert Ihr Besuch ungefähr, und muss ich vorher etwas vorbereiten?',
      'Viele Grüße',
      'Bastian Jung',
    ],
    grades: ['A', 'A', 'A'],
  },
} satisfies WritingPart;
