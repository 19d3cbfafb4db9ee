import { describe, expect, it } from 'vitest';
import { gappedGerman } from './drill-cue';

describe('the German cue’s gap', () => {
  it('takes the longest word and gives its first letter', () => {
    expect(gappedGerman('Könnten Sie das bitte wiederholen?')).toBe('Könnten Sie das bitte w…?');
  });

  it('gaps each alternative of a phrase on its own', () => {
    expect(gappedGerman('Sehr geehrte Frau Keller, / Sehr geehrter Herr Braun,')).toBe(
      'Sehr g… Frau Keller, / Sehr g… Herr Braun,',
    );
    expect(gappedGerman('kostenlos = umsonst = gratis')).toBe('k… = u… = g…');
  });

  it('gaps what the sheet prints in bold: an ending without a letter, a word with its first', () => {
    expect(gappedGerman('Lieb**er** Herr Klein, / Lieb**e** Frau Weber,')).toBe(
      'Lieb… Herr Klein, / Lieb… Frau Weber,',
    );
    expect(gappedGerman('Ich **fahre** morgen nach Hamburg.')).toBe('Ich f… morgen nach Hamburg.');
    expect(gappedGerman('**Weil** ich krank bin.')).toBe('W… ich krank bin.');
  });

  it('asks for a word of the language, not a name or a day the learner cannot know', () => {
    expect(gappedGerman('Liebe Frau Keller, / Lieber Herr Schneider,', ['Keller', 'Schneider'])).toBe(
      'L… Frau Keller, / L… Herr Schneider,',
    );
    expect(gappedGerman('Leider kann ich am Samstag nicht, denn da besuche ich meine Eltern.')).toBe(
      'Leider kann ich am Samstag nicht, denn da b… ich meine Eltern.',
    );
    expect(gappedGerman('nicht am Montag, sondern am Mittwoch')).toBe('nicht am Montag, s… am Mittwoch');
    // A name or a day alone is still asked for.
    expect(gappedGerman('Hamburg', ['Hamburg'])).toBe('H…');
    expect(gappedGerman('am Samstag')).toBe('am S…');
  });

  it('never shows the whole phrase', () => {
    for (const german of ['ja', 'Genau!', 'Das stimmt.', '**Trotzdem** komme ich.'])
      expect(gappedGerman(german)).not.toBe(german.replace(/\*\*/g, ''));
  });
});
