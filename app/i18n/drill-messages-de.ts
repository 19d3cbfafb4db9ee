import type { DrillMessages } from './drill-messages-en';

/** German messages of the phrase drill page (see `drill-messages-en.ts` for why they are apart). */
export const drillDe = {
  description:
    'Karteikarten zu den deutschen Redemitteln aller Spickzettel: Sie sehen die Situation und den Ausdruck mit einer Lücke (oder das Englische), erinnern sich an das Deutsche und prüfen sich. Mit Wiederholung in wachsenden Abständen; Ihr Fortschritt bleibt in Ihrem Browser.',
  intro:
    'Sie sehen die Situation und den Ausdruck mit einer Lücke (oder, wenn Sie wollen, die englische Bedeutung), sagen den ganzen deutschen Ausdruck laut und decken ihn dann auf. Was Sie können, kommt immer seltener wieder.',
  scheme:
    'Fünf Fächer: Eine neue Karte oder eine Karte, die Sie nicht gewusst haben, kommt noch am selben Tag wieder. Jedes Mal, wenn Sie „Gewusst“ wählen, rückt sie ein Fach weiter und kommt nach {intervals} Tagen wieder.',
  sheets: 'Karten nach Spickzettel',
  cards: { one: '{count} Karte', other: '{count} Karten' },
  due: { one: '{count} fällig', other: '{count} fällig' },
  total: {
    one: '{count} Karte insgesamt, {due} heute fällig',
    other: '{count} Karten insgesamt, {due} heute fällig',
  },
  practise: 'Üben',
  practiseSheet: '{title} üben',
  practiseAll: 'Alle fälligen Karten üben',
  allDue: 'Alle fälligen Karten',
  loading: 'Die Karten werden geladen …',
  loadFailed: 'Die Karten konnten nicht geladen werden. Bitte prüfen Sie Ihre Verbindung.',
  retry: 'Erneut versuchen',
  english: 'Englisch',
  german: 'Deutsch',
  cueChoice: 'Hinweis',
  cueDe: 'Deutsch',
  cueEn: 'Englisch',
  gapTask: 'Sagen Sie den ganzen Ausdruck',
  reveal: 'Deutsch aufdecken',
  known: 'Gewusst',
  notKnown: 'Nicht gewusst',
  listen: 'Anhören',
  keys: 'Tasten: Leertaste oder Eingabe deckt auf, 1 nicht gewusst, 2 gewusst.',
  left: { one: 'Noch {count} Karte in dieser Runde', other: 'Noch {count} Karten in dieser Runde' },
  endRound: 'Runde beenden',
  roundDone: 'Runde geschafft',
  result: { other: 'Gewusst: {count} · Nicht gewusst: {notKnown}' },
  nextRound: { one: 'Nächste Runde ({count} fällig)', other: 'Nächste Runde ({count} fällig)' },
  nothingDue: 'Hier ist heute nichts fällig. Karten, die Sie gewusst haben, kommen an ihrem Tag wieder.',
  practiseAnyway: { one: 'Die eine Karte trotzdem üben', other: 'Alle {count} Karten trotzdem üben' },
  backToDrill: 'Alle Spickzettel im Trainer',
  backToSheet: 'Zurück zum Spickzettel',
  loaded: {
    one: 'Fortschritt von {count} Karte geladen.',
    other: 'Fortschritt von {count} Karten geladen.',
  },
  newPerDay: 'Neue Karten pro Tag',
  newOrder:
    'Neue Karten kommen zuerst aus den Zusammenfassungen („Auf einen Blick“), dann Spickzettel für Spickzettel im Lernpfad.',
  limitReached:
    'Das waren alle neuen Karten für heute. Morgen kommen weitere. Oder wählen Sie auf der ersten Seite des Trainers mehr neue Karten pro Tag.',
} satisfies DrillMessages;
