import { describe, expect, it } from 'vitest';
import { SHEETS } from '~/content/sheets/index.server';
import { findMistakes } from '../analyse';
import type { CoachTask } from '../report';
import { RULES } from './index';
import { splitSentences } from '../text';

// Each rule with sentences it must mark (the typical mistake) and sentences it must leave alone
// (correct German close to the mistake: the cases a careless pattern would get wrong).

const task = (register: CoachTask['register']): CoachTask => ({ points: [], register, asksQuestion: false });

/** The rules that fire on a text, each with the words it marks. */
function marks(text: string, register: CoachTask['register'] = 'Sie'): string[] {
  return splitSentences(text).flatMap((s) =>
    findMistakes(s, task(register)).map((m) => `${m.rule}: ${text.slice(m.place.start, m.place.end)}`),
  );
}

const EXAMPLES: Record<string, { hit: [string, string][]; miss: string[] }> = {
  'verb-final-subordinate': {
    hit: [
      ['Ich schreibe Ihnen, weil ich bin mit der Reparatur nicht zufrieden.', 'weil ich bin'],
      ['Ich glaube, dass der Kurs ist zu teuer.', 'dass der Kurs ist'],
      ['Ich weiß nicht, ob ich kann am Samstag kommen.', 'ob ich kann'],
    ],
    miss: [
      'Ich kann nicht kommen, weil ich arbeiten muss.',
      'Ich hoffe, dass wir uns bald sehen können.',
      'Wenn du willst, komme ich.',
      'Ich bleibe zu Hause, weil ich krank bin.',
    ],
  },
  'verb-second': {
    hit: [
      ['Morgen ich komme zu dir.', 'Morgen ich komme'],
      ['Seit zwei Wochen die Heizung ist nur lauwarm.', 'Seit zwei Wochen die Heizung ist'],
      ['Am Samstag ich mache die Party.', 'Am Samstag ich mache'],
      ['Deshalb ich habe keine Zeit.', 'Deshalb ich habe'],
    ],
    miss: [
      'Morgen komme ich zu dir.',
      'Natürlich, ich komme gern!',
      'Am Ende der Woche machen Sie eine neue Aufgabe.',
      'Seit zwei Wochen ist die Heizung kaputt.',
    ],
  },
  'modal-infinitive-end': {
    hit: [
      ['Ich kann nicht kommen morgen.', 'kommen morgen'],
      ['Wir müssen treffen am Montag.', 'treffen am Montag'],
    ],
    miss: [
      'Ich kann morgen nicht kommen.',
      'Ich möchte mit dir essen gehen.',
      'Ich würde lieber kommen als warten.',
      'Aber ich wollte nicht mitten in der Nacht bei Ihnen klingeln.',
      'Können wir den Termin noch einmal ändern?',
    ],
  },
  'separable-verb': {
    hit: [
      ['Ich anrufe dich morgen.', 'anrufe'],
      ['Der Kurs ausfällt sehr oft.', 'ausfällt'],
    ],
    miss: [
      'Ich rufe dich morgen an.',
      'Ich weiß nicht, ob der Kurs ausfällt.',
      'Ich habe deine Anrufe nicht gehört.',
    ],
  },
  'participle-end': {
    hit: [
      ['Ich habe gemacht das.', 'gemacht das'],
      ['Wir haben gekauft ein Geschenk für dich.', 'gekauft ein Geschenk für dich'],
    ],
    miss: [
      'Ich habe das gemacht.',
      'Ich habe gehört, dass du umziehst.',
      'Wir haben viel gelacht und getanzt.',
    ],
  },
  'denn-word-order': {
    hit: [['Ich komme nicht, denn ich keine Zeit habe.', 'denn ich keine Zeit habe']],
    miss: [
      'Ich komme nicht, denn ich habe keine Zeit.',
      'Was machst du denn am Samstag?',
      'Hast du denn Zeit?',
    ],
  },
  'perfect-sein-movement': {
    hit: [
      ['Ich habe nach Berlin gefahren.', 'habe nach Berlin gefahren'],
      ['Er hat zu spät gekommen.', 'hat zu spät gekommen'],
      ['Ich weiß, dass du nicht gekommen hast.', 'gekommen hast'],
    ],
    miss: [
      'Ich bin nach Berlin gefahren.',
      'Ich habe meinen Vater zum Bahnhof gefahren.',
      'Die Party hat mir sehr gut gefallen.',
      'Ich habe das Paket bekommen.',
    ],
  },
  'seit-tense': {
    hit: [['Ich habe seit zwei Jahren in Berlin gewohnt.', 'habe seit zwei Jahren in Berlin gewohnt']],
    miss: [
      'Ich wohne seit zwei Jahren in Berlin.',
      'Ich habe ihn seit drei Jahren nicht gesehen.',
      'Seit ich in Berlin wohne, habe ich viel gelernt.',
    ],
  },
  'dative-preposition': {
    hit: [
      ['Ich bin nicht zufrieden mit die Reparatur.', 'mit die'],
      ['Ich komme mit eine Freundin.', 'mit eine'],
      ['Ich möchte dich zu meine Party einladen.', 'zu meine'],
      ['Ich lerne seit drei Monate Deutsch.', 'seit drei Monate'],
      ['Ich wohne seit ein Jahr in Köln.', 'seit ein Jahr'],
      ['Treffen wir uns am Mittwoch nach die Arbeit?', 'nach die'],
    ],
    miss: [
      'Ich bin mit der Reparatur nicht zufrieden.',
      'Ich komme mit ein paar Freunden.',
      'Ich habe mit den Kindern gespielt.',
      'Das ist mir zu teuer.',
      'Ich lerne seit drei Monaten Deutsch.',
      'Ich bezahle mit 20 Euro.',
      'Ich warte seit drei Uhr.',
      'Meiner Meinung nach die beste Lösung.',
      'Ich komme nach ein paar Tagen zurück.',
    ],
  },
  'accusative-preposition': {
    hit: [
      ['Ich danke Ihnen für dem Kurs.', 'für dem'],
      ['Das Geschenk ist für dir.', 'für dir'],
    ],
    miss: ['Vielen Dank für den Kurs.', 'Das Geschenk ist für dich.', 'Ohne meinen Mann komme ich nicht.'],
  },
  'adjective-ending': {
    hit: [
      ['Ich arbeite gern mit ältere Menschen.', 'ältere Menschen'],
      ['Ich spreche mit nette Leute.', 'nette Leute'],
      ['Wir treffen uns am erste Montag im Monat.', 'am erste Montag'],
      ['Zum Glück hat sie jetzt einen eigene Garten.', 'einen eigene Garten'],
      ['Gestern haben wir einen lustig Film gesehen.', 'einen lustig Film'],
      ['Sehr geehrte Herr Schulz, danke für die Einladung.', 'geehrte Herr'],
      ['Im Sommer trinke ich gern kalte Wasser.', 'kalte Wasser'],
    ],
    miss: [
      'Ich arbeite gern mit älteren Menschen.',
      'Ich habe zu große Schuhe.',
      'Ich komme mit meiner Familie.',
      'Wir treffen uns am ersten Montag im Monat.',
      'Zum Glück hat sie jetzt einen eigenen Garten.',
      'Gestern haben wir einen lustigen Film gesehen.',
      'Sehr geehrter Herr Schulz, liebe Frau Schulz, danke für die Einladung.',
      'Im Sommer trinke ich gern kaltes Wasser.',
      'Das kalte Wasser im See war herrlich.',
      'Stille Wasser sind tief.',
      'Mein Bruder möchte Obst kaufen, und ich spare Geld.',
    ],
  },
  'dass-das': {
    hit: [
      ['Ich hoffe, das du kommst.', 'das'],
      ['Ich freue mich, das ihr kommt.', 'das'],
    ],
    miss: ['Ich hoffe, dass du kommst.', 'Das Buch, das ich lese, ist gut.', 'Ich finde das gut.'],
  },
  'kein-nicht': {
    hit: [['Ich habe leider nicht Zeit.', 'nicht Zeit']],
    miss: [
      'Ich habe leider keine Zeit.',
      'Es ist noch nicht Zeit.',
      'Ich habe nicht Zeit, sondern Geld verloren.',
    ],
  },
  'zu-infinitive': {
    hit: [
      ['Ich habe Lust, ins Kino gehen.', 'gehen'],
      ['Ich muss am Samstag zu arbeiten.', 'zu arbeiten'],
      ['Ich versuche jeden Tag, früh ins Bett gehen.', 'gehen'],
      ['Ich vergesse oft, die Fenster schließen.', 'schließen'],
      ['Ich hoffe, bald wieder tanzen können.', 'können'],
    ],
    miss: [
      'Ich versuche jeden Tag, früh ins Bett zu gehen.',
      'Ich vergesse oft, die Fenster zu schließen.',
      'Ich hoffe, bald wieder tanzen zu können.',
      'Ich versuche es, aber ich kann nicht kommen.',
      'Ich hoffe, alle kommen.',
      'Ich hoffe, die Kinder kommen.',
      'Ich hoffe, es klappen beide Termine.',
      'Ich habe Lust, ins Kino zu gehen.',
      'Ich muss am Samstag arbeiten.',
      'Kannst du etwas zu essen mitbringen?',
      'Ich habe Zeit, wir können gehen.',
      'Ich muss zu Hause bleiben.',
      // "sieben" is the number, not an infinitive.
      'Am Freitag, gleiche Zeit, Viertel nach sieben?',
    ],
  },
  'reflexive-missing': {
    hit: [
      ['Ich freue auf deine Party.', 'freue auf'],
      ['Deshalb interessiere ich für den Kurs.', 'interessiere ich für'],
    ],
    miss: ['Ich freue mich auf deine Party.', 'Ich interessiere mich für den Kurs.', 'Freut ihr euch auch?'],
  },
  'subject-verb-agreement': {
    hit: [
      ['Ich hat keine Zeit.', 'Ich hat'],
      ['Wir ist am Samstag zu Hause.', 'Wir ist'],
      ['Morgen hat ich Zeit.', 'hat ich'],
      ['Am Montag ist meine Kinder bei meiner Schwester.', 'ist meine Kinder'],
      ['Die Nachbarin haben einen großen Hund.', 'Die Nachbarin haben'],
    ],
    miss: [
      'Ich habe keine Zeit.',
      'Mein Mann und ich sind am Samstag zu Hause.',
      'Das bin ich.',
      'Am Montag sind meine Kinder bei meiner Schwester.',
      'Am Montag ist meine Kinderzimmer-Lampe kaputt.',
      'Die Nachbarin hat einen großen Hund.',
      'Die Nachbarin haben wir zum Fest eingeladen.',
      'Die Nachbarin und ihr Mann haben einen Hund.',
      'Die Nachbarinnen haben einen großen Hund.',
    ],
  },
  'wenn-als-wann': {
    hit: [
      ['Wenn ich ein Kind war, habe ich viel gespielt.', 'Wenn'],
      ['Als ich morgen komme, bringe ich Kuchen mit.', 'Als'],
      ['Wann ich Zeit habe, helfe ich dir.', 'Wann'],
    ],
    miss: [
      'Als ich ein Kind war, habe ich viel gespielt.',
      'Wenn ich Zeit habe, helfe ich dir.',
      'Wann ich komme, weiß ich noch nicht.',
      'Wenn ich gestern Zeit gehabt hätte, wäre ich gekommen.',
    ],
  },
  'noun-lowercase': {
    hit: [
      ['Am wochenende habe ich zeit.', 'wochenende'],
      ['Ich bin heute abend zu hause.', 'abend'],
    ],
    miss: [
      'Am Wochenende habe ich Zeit.',
      'Ich bin abends zu Hause.',
      'Es tut mir leid.',
      'Ich miete ein Auto.',
    ],
  },
  'sie-lowercase': {
    hit: [
      ['Könnten sie mir bitte helfen?', 'sie'],
      ['Vielen Dank für ihre E-Mail.', 'ihre'],
      ['Ich danke ihnen sehr.', 'ihnen'],
      ['Besuchen sie uns doch im Sommer!', 'sie'],
    ],
    miss: [
      'Besuchen Sie uns doch im Sommer!',
      'Und Ihre Eltern? Kommen sie doch auch?',
      'Haben sie doch noch angerufen!',
      'Könnten Sie mir bitte helfen?',
      'Meine Kollegen haben sie gestern eingeladen.',
      'Ich danke Ihnen sehr.',
    ],
  },
  'comma-subordinate': {
    hit: [
      ['Ich komme nicht weil ich krank bin.', 'nicht weil'],
      ['Ich hoffe dass du kommst.', 'hoffe dass'],
    ],
    miss: [
      'Ich komme nicht, weil ich krank bin.',
      'Ich komme, auch wenn es regnet.',
      'Ich komme nur wenn du kommst.',
    ],
  },
};

describe('the mistake rules', () => {
  it('are at least 20, each with a unique id, an explanation in both languages and examples here', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const rule of RULES) {
      expect(rule.explain.de.trim(), rule.id).not.toBe('');
      expect(rule.explain.en.trim(), rule.id).not.toBe('');
      expect(EXAMPLES[rule.id], rule.id).toBeDefined();
    }
  });

  it.each(RULES.map((r) => [r.id, r.teaches] as const))(
    '%s links to a sheet section that exists',
    (_, teaches) => {
      const sheet = SHEETS[teaches.sheet];
      expect(sheet?.sections.map((s) => s.id)).toContain(teaches.section);
    },
  );

  describe.each(Object.entries(EXAMPLES))('%s', (id, { hit, miss }) => {
    it.each(hit)('marks «%s» at «%s»', (text, place) => {
      expect(marks(text)).toContain(`${id}: ${place}`);
    });
    it.each(miss)('leaves «%s» alone', (text) => {
      expect(marks(text).filter((m) => m.startsWith(`${id}:`))).toEqual([]);
    });
  });

  it('marks sie, ihnen, ihr only in a letter in the Sie form', () => {
    expect(marks('Könnten sie mir bitte helfen?', 'du')).toEqual([]);
    expect(marks('Könnten sie mir bitte helfen?', 'semi')).toEqual(['sie-lowercase: sie']);
  });
});
