import type { Localized } from '../i18n/locales';
import type { Category } from './catalogue-types';

/** The words of the home page. Counts and links are not here: they come from the catalogue. */
export interface HomeCopy {
  hero: { badge: string; title: string; highlight: string; subtitle: string; start: string; browse: string };
  why: { title: string; intro: string; items: { title: string; text: string }[] };
  path: {
    title: string;
    intro: string;
    sheets: string;
    stages: Record<Category, { title: string; text: string }>;
  };
  features: { title: string; items: { title: string; text: string }[] };
}

export const HOME_COPY: Localized<HomeCopy> = {
  de: {
    hero: {
      badge: 'Für die Prüfung telc Deutsch B1',
      title: 'Bestehen Sie B1 –',
      highlight: 'mit {count} Spickzetteln',
      subtitle:
        'Kurze, klare Lernblätter für Lesen, Hören, Schreiben, Sprechen und die Sprachbausteine. Auf Deutsch und Englisch, für das Handy und zum Ausdrucken.',
      start: 'Jetzt anfangen',
      browse: 'Alle Spickzettel',
    },
    why: {
      title: 'Warum das funktioniert',
      intro:
        'Die Prüfung testet nicht alles, was Sie wissen. Sie testet, was Sie in kurzer Zeit sicher anwenden.',
      items: [
        {
          title: 'Methoden statt Listen',
          text: 'Jeder Prüfungsteil hat eine einfache Methode, die Sie in der Prüfung Schritt für Schritt anwenden.',
        },
        {
          title: 'Genau nach dem Prüfungsformat',
          text: 'Zeiten, Aufgaben und Punkte stimmen mit dem Format der Prüfung telc Deutsch B1 überein.',
        },
        {
          title: 'Redemittel zum Lernen',
          text: 'Deutsche Sätze bleiben deutsch – mit Übersetzung und einem Tipp, wann Sie sie benutzen.',
        },
      ],
    },
    path: {
      title: 'Ihr Lernweg in drei Etappen',
      intro: 'Beginnen Sie mit den Grundlagen, dann üben Sie die schriftliche und die mündliche Prüfung.',
      sheets: 'Spickzettel',
      stages: {
        foundation: {
          title: 'Grundlagen',
          text: 'Grammatik, Wortschatz, Redemittel und Lerntechniken für alle Prüfungsteile.',
        },
        'written-block': {
          title: 'Schriftliche Prüfung',
          text: 'Lesen, Sprachbausteine, Hören und Schreiben – 150 Minuten ohne Pause.',
        },
        'oral-block': {
          title: 'Mündliche Prüfung',
          text: '20 Minuten Vorbereitung und etwa 15 Minuten Gespräch zu zweit.',
        },
      },
    },
    features: {
      title: 'Was Sie bekommen',
      items: [
        {
          title: 'Zweisprachig',
          text: 'Die ganze Website oder einzelne Abschnitte auf Deutsch oder Englisch.',
        },
        {
          title: 'Fürs Handy gemacht',
          text: 'Schnell auch bei schlechtem Netz – lesen Sie auf dem Weg zur Prüfung.',
        },
        {
          title: 'Zum Ausdrucken',
          text: 'Jeder Spickzettel lässt sich sauber ausdrucken – für Ihren Schreibtisch.',
        },
        { title: 'Beispiele mit Lösung', text: 'Aufgaben wie in der Prüfung, mit Lösung und Begründung.' },
        {
          title: 'Tabellen und Zeitpläne',
          text: 'Das Wichtigste auf einen Blick: Teile, Zeiten und Strategien.',
        },
      ],
    },
  },
  en: {
    hero: {
      badge: 'For the telc Deutsch B1 exam',
      title: 'Pass B1',
      highlight: 'with {count} cheat sheets',
      subtitle:
        'Short, clear study sheets for reading, listening, writing, speaking and language elements. In German and English, for your phone and for print.',
      start: 'Start now',
      browse: 'Browse all sheets',
    },
    why: {
      title: 'Why it works',
      intro:
        'The exam does not test everything you know. It tests what you can use with confidence in little time.',
      items: [
        {
          title: 'Methods, not lists',
          text: 'Every part of the exam has a simple method you apply step by step on the day.',
        },
        {
          title: 'True to the exam format',
          text: 'Times, tasks and points match the format of the telc Deutsch B1 exam.',
        },
        {
          title: 'Phrases to learn',
          text: 'German phrases stay German, with a translation and a tip on when to use them.',
        },
      ],
    },
    path: {
      title: 'Your learning path in three stages',
      intro: 'Start with the foundation, then practise the written and the oral exam.',
      sheets: 'cheat sheets',
      stages: {
        foundation: {
          title: 'Foundation',
          text: 'Grammar, vocabulary, phrases and learning techniques for every part of the exam.',
        },
        'written-block': {
          title: 'Written Block',
          text: 'Reading, language elements, listening and writing: 150 minutes without a break.',
        },
        'oral-block': {
          title: 'Oral Block',
          text: '20 minutes of preparation and about 15 minutes of conversation in pairs.',
        },
      },
    },
    features: {
      title: 'What you get',
      items: [
        { title: 'Bilingual', text: 'Read the whole site or single sections in German or English.' },
        { title: 'Made for phones', text: 'Fast even on a poor connection: read on your way to the exam.' },
        { title: 'Ready to print', text: 'Every cheat sheet prints cleanly for your desk.' },
        { title: 'Examples with answers', text: 'Tasks like those in the exam, with answers and reasons.' },
        { title: 'Tables and timelines', text: 'The essentials at a glance: parts, times and strategies.' },
      ],
    },
  },
};
