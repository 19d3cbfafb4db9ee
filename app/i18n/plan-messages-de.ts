import type { PlanMessages } from './plan-messages-en';

/** German messages of the study plan (see `plan-messages-en.ts` for why they are apart). */
export const planDe = {
  description:
    'Ihr Lernplan für die Prüfung telc Deutsch B1: Geben Sie das Datum Ihrer Prüfung ein und bekommen Sie die Aufgaben für jeden Tag bis dahin. Der Plan entsteht in Ihrem Browser und bleibt dort.',
  intro:
    'Geben Sie das Datum Ihrer Prüfung ein. Der Plan zeigt Ihnen die Aufgaben für jeden Tag bis dahin: die Spickzettel in der Reihenfolge des Lernwegs, jeden Tag den Phrasen-Trainer, die Teile eines Modelltests, zwei ganze schriftliche Modelltests, mündliche Proben mit einem Partner oder einer Partnerin und zwei leichte Tage vor der Prüfung.',
  noScript:
    'Der Lernplan braucht JavaScript: Er entsteht in Ihrem Browser und wird nur dort gespeichert. Bitte schalten Sie JavaScript ein oder folgen Sie dem Lernweg in der Übersicht.',
  toOverview: 'Zur Übersicht aller Spickzettel',
  form: {
    title: 'Ihre Prüfung',
    written: 'Datum der schriftlichen Prüfung',
    oralOther: 'Die mündliche Prüfung ist an einem anderen Tag',
    oral: 'Datum der mündlichen Prüfung',
    oralHint: 'Sie kann vor oder nach der schriftlichen Prüfung sein.',
    minutes: 'Zeit pro Tag',
    minutesAuto: 'Der Plan wählt',
    minutesOption: '{count} Minuten',
    create: 'Lernplan erstellen',
    update: 'Lernplan ändern',
    cancel: 'Abbrechen',
    writtenMissing: 'Bitte geben Sie das Datum der schriftlichen Prüfung ein.',
    oralMissing: 'Bitte geben Sie das Datum der mündlichen Prüfung ein.',
    past: 'Dieses Datum ist schon vorbei. Bitte geben Sie das Datum Ihrer nächsten Prüfung ein.',
    far: 'Bitte geben Sie ein Datum in den nächsten zwölf Monaten ein.',
  },
  summary: {
    written: 'Schriftliche Prüfung: {date}',
    oral: 'Mündliche Prüfung: {date}',
    both: 'Schriftliche und mündliche Prüfung: {date}',
    daysLeft: { one: 'noch {count} Tag', other: 'noch {count} Tage' },
    minutes: 'Bis zu {minutes} pro Tag',
    minutesAuto: 'Bis zu {minutes} pro Tag (vom Plan gewählt, damit alles hineinpasst)',
    change: 'Datum oder Zeit ändern',
  },
  notes: {
    past: 'Ihr Prüfungstag ist vorbei. Haben Sie noch eine Prüfung? Dann geben Sie das neue Datum ein.',
    today: 'Heute ist Ihre Prüfung. Viel Erfolg! Heute gibt es keine neuen Aufgaben.',
    tomorrow:
      'Morgen ist Ihre Prüfung. Lesen Sie heute nur noch die Zusammenfassungen, nichts Neues. Schlafen Sie gut!',
    carried: {
      one: '1 Aufgabe von gestern ist auf die nächsten Tage verteilt.',
      other: '{count} Aufgaben von gestern sind auf die nächsten Tage verteilt.',
    },
    carriedSince: {
      one: '1 Aufgabe aus den letzten {days} Tagen ist auf die nächsten Tage verteilt.',
      other: '{count} Aufgaben aus den letzten {days} Tagen sind auf die nächsten Tage verteilt.',
    },
    leftOutTitle: 'Zeigen, was nicht im Plan ist',
    leftOut: {
      one: 'Bis zur Prüfung ist nicht genug Zeit für alles. Diese Aufgabe ist nicht im Plan.',
      other: 'Bis zur Prüfung ist nicht genug Zeit für alles. Diese {count} Aufgaben sind nicht im Plan.',
    },
    moreTime: 'Mit mehr Zeit pro Tag passt mehr hinein.',
    done: { one: '{count} Spickzettel schon gelernt.', other: '{count} Spickzettel schon gelernt.' },
  },
  week: 'Woche {n}: {from} bis {to}',
  today: 'Heute',
  exam: { written: 'Schriftliche Prüfung', oral: 'Mündliche Prüfung' },
  light: 'Leichter Tag: nur die Zusammenfassungen lesen',
  free: 'Keine Aufgaben',
  dayMinutes: 'etwa {minutes}',
  tasks: {
    sheet: '„{title}“ lesen',
    sheetPart: '„{title}“ lesen, Teil {n} von {of}',
    sheetHint: 'Markieren Sie den Spickzettel am Ende als gelernt.',
    drill: '{drill}: eine Runde',
    part: 'Modelltest {test}: {part}',
    run: 'Modelltest {test}: die ganze schriftliche Prüfung',
    runHint: 'Etwa 2½ Stunden: Planen Sie einen freien Nachmittag ein.',
    oral: 'Modelltest {test}: mündliche Prüfung mit Partner oder Partnerin',
    oralHint: 'Haken Sie es hier ab, wenn Sie ohne die Seite üben.',
    summary: 'Zusammenfassungen lesen: {stage}',
    summaryHint: 'Lesen Sie auf jedem Spickzettel nur „{glance}“.',
  },
  parts: {
    reading: 'Leseverstehen, Teil {n}',
    language: 'Sprachbausteine, Teil {n}',
    listening: 'Hörverstehen, Teil {n}',
  },
  done: 'Erledigt',
  open: 'Noch offen',
  tick: 'Erledigt: {task}',
  tools: {
    title: 'Drucken und Kalender',
    print: 'Plan drucken',
    printHint: 'Eine Seite A4 pro Woche.',
    slot: 'Lernzeit im Kalender',
    calendar: 'In meinen Kalender (.ics)',
    calendarHint:
      'Eine Datei für Ihre Kalender-App: die Prüfungstage und jeden Tag eine Lernzeit bis zur Prüfung.',
    fileName: 'lernplan',
    examWritten: 'telc Deutsch B1: schriftliche Prüfung',
    examOral: 'telc Deutsch B1: mündliche Prüfung',
    studyTitle: 'Deutsch lernen: Lernplan B1',
    studyDescription: 'Ihre Aufgaben für heute: {url}',
    remove: 'Plan löschen',
    removeQuestion:
      'Ihren Plan löschen? Die Prüfungstage und Ihre Haken werden gelöscht. Gelernte Spickzettel, der Phrasen-Trainer und die Testergebnisse bleiben.',
    removeConfirm: 'Ja, löschen',
    cancel: 'Abbrechen',
    removed: 'Der Plan ist gelöscht.',
    storage:
      'Ihr Plan konnte in diesem Browser nicht gespeichert werden. Er gilt, bis Sie diesen Tab schließen.',
  },
  home: {
    countdown: {
      one: 'Ihre nächste Prüfung ist morgen.',
      other: 'Ihre nächste Prüfung ist in {count} Tagen.',
    },
    more: { one: 'Heute noch 1 Aufgabe in Ihrem Plan', other: 'Heute noch {count} Aufgaben in Ihrem Plan' },
    allDone: 'Alles für heute erledigt. Gut gemacht!',
    nothing: 'Heute keine Aufgaben.',
  },
} satisfies PlanMessages;
