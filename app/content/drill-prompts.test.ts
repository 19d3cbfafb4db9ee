import { describe, expect, it } from 'vitest';
import {
  addressedAs,
  addressLabels,
  ambiguousPrompts,
  cardPrompt,
  pointsElsewhere,
  promptsWithTwoAnswers,
  sharedGlosses,
} from './drill-prompts';

describe('whom the German addresses', () => {
  it('reads du, ihr and Sie from their forms, a Sie imperative included', () => {
    expect(addressedAs('Was machst du gern in deiner Freizeit?', 'What do you like doing?')).toEqual(['du']);
    expect(addressedAs('Da stimme ich dir zu.', 'I agree with you.')).toEqual(['du']);
    expect(addressedAs('Wir gratulieren euch zum Baby.', 'We congratulate you both.')).toEqual(['ihr']);
    expect(addressedAs('Teilen Sie mir bitte mit, wo …', 'Please let me know where …')).toEqual(['Sie']);
    expect(addressedAs('Ich wäre **Ihnen** dankbar, wenn …', 'I would be grateful if …')).toEqual(['Sie']);
    expect(addressedAs('Woher kommst du? / Woher kommen Sie?', 'Where are you from?')).toEqual(['du', 'Sie']);
  });

  it('takes a Sie or ihr that could be "she", "they" or "her" as address only when the English says you', () => {
    expect(addressedAs('Sie haben noch zehn Minuten.', 'You have ten minutes left.')).toEqual(['Sie']);
    expect(addressedAs('Sie ist als Einzige nicht in der Chatgruppe.', 'She’s the only one …')).toEqual([]);
    expect(addressedAs('Ihr Sohn hat ein Smartphone.', 'Her son has a smartphone.')).toEqual([]);
    expect(addressedAs('Sie meint, dass Verbote nicht helfen.', 'She thinks bans don’t help you.')).toEqual(
      [],
    );
    expect(addressedAs('Und was schenken wir ihr?', 'And what shall we give her?')).toEqual([]);
    expect(addressedAs('Habt ihr am Samstag Zeit?', 'Are you free on Saturday?')).toEqual(['ihr']);
  });

  it('finds no address in a phrase that speaks about someone, or in a word like Sie-Form', () => {
    expect(addressedAs('Muss man dafür Mitglied werden?', 'Do you have to become a member?')).toEqual([]);
    expect(addressedAs('die Sie-Form', 'the Sie form')).toEqual([]);
    expect(addressedAs('Ich bin Dudelsackspieler.', 'I play the bagpipes.')).toEqual([]);
  });

  it('reads the forms a prompt names in its brackets', () => {
    expect(addressLabels('Please let me know by Friday. (du)')).toEqual(['du']);
    expect(addressLabels('Thank you! (du / Sie)')).toEqual(['du', 'Sie']);
    expect(addressLabels('Congratulations! (to friends, ihr)')).toEqual(['ihr']);
    expect(addressLabels('Dear Ms …, (formal)')).toEqual([]);
    expect(addressLabels('Sie is polite')).toEqual([]);
  });
});

describe('the prompt a card shows', () => {
  it('says whom the German addresses where the English does not', () => {
    expect(cardPrompt('How long have you been learning German?', 'Wie lange lernst du schon Deutsch?')).toBe(
      'How long have you been learning German? (du)',
    );
    expect(cardPrompt('Where are you from?', 'Woher kommst du? / Woher kommen Sie?')).toBe(
      'Where are you from? (du / Sie)',
    );
    expect(cardPrompt('Please excuse me for …', 'Bitte entschuldigen Sie, dass …')).toBe(
      'Please excuse me for … (Sie)',
    );
  });

  it('says denn where a "because" could as well be weil, inside a bracket the prompt has', () => {
    expect(cardPrompt('I think that’s good, because …', 'Das finde ich gut, denn …')).toBe(
      'I think that’s good, because … (denn)',
    );
    expect(
      cardPrompt('I can’t come, as I am on duty. (Sie)', 'Ich kann nicht kommen, denn ich habe Dienst.'),
    ).toBe('I can’t come, as I am on duty. (Sie, denn)');
    expect(
      cardPrompt('Congratulations on your wedding! (to friends)', 'Glückwunsch zu eurer Hochzeit!'),
    ).toBe('Congratulations on your wedding! (to friends, ihr)');
  });

  it('leaves a prompt alone that says it already, or where nothing decides', () => {
    for (const [en, de] of [
      ['Please let me know by Friday. (du)', 'Sag mir bitte bis Freitag Bescheid.'],
      ['I’m not coming, because I’m ill. (denn)', 'Ich komme nicht, denn ich bin krank.'],
      ['So where is the station?', 'Wo ist denn der Bahnhof?'],
      ['landlord', 'der Vermieter, die Vermieter'],
    ] as const)
      expect(cardPrompt(en, de)).toBe(en);
  });
});

describe('prompts with two answers', () => {
  it('finds prompts that differ only in articles, “to”, “oh” or punctuation', () => {
    expect(
      promptsWithTwoAnswers([
        { en: 'I see.', de: 'Verstehe.' },
        { en: 'Oh, I see!', de: 'Ach so!' },
        { en: 'wait for', de: 'warten auf + A' },
        { en: 'to wait for', de: 'warten auf + Akk. · hat gewartet' },
        { en: 'the party', de: 'das Fest' },
        { en: 'a party', de: 'die Feier' },
      ]),
    ).toHaveLength(3);
  });

  it('finds a bare prompt beside the same prompt with a gloss, not two prompts with their own glosses', () => {
    expect(
      promptsWithTwoAnswers([
        { en: 'think of', de: 'denken an + A' },
        { en: 'think of (opinion)', de: 'halten von + D' },
      ]),
    ).toEqual([['think of → denken an + A', 'think of (opinion) → halten von + D']]);
    expect(
      promptsWithTwoAnswers([
        { en: 'Please let me know by Friday. (du)', de: 'Sag mir bitte bis Freitag Bescheid.' },
        { en: 'Please let me know by Friday. (Sie)', de: 'Bitte geben Sie mir bis Freitag Bescheid.' },
      ]),
    ).toEqual([]);
  });

  it('lets the same prompt stand when it leads to the same German', () => {
    expect(
      promptsWithTwoAnswers([
        { en: 'Thank you.', de: 'Danke.' },
        { en: 'thank you', de: 'Danke!' },
      ]),
    ).toEqual([]);
  });
});

describe('near-synonyms', () => {
  it('finds vocabulary prompts that share a gloss but want other words', () => {
    expect(
      sharedGlosses([
        { en: 'certificate, school report', de: 'das Zeugnis, die Zeugnisse' },
        { en: 'certificate, written confirmation', de: 'die Bescheinigung, die Bescheinigungen' },
      ]),
    ).toHaveLength(1);
  });

  it('lets a shared gloss stand where the German shares the word, or where a gloss says which', () => {
    expect(
      sharedGlosses([
        { en: 'rent', de: 'die Miete, die Mieten' },
        { en: 'trip, checkout, rent', de: 'die Reise, die Kasse, die Miete' },
        { en: 'party, festival (das F…)', de: 'das Fest, die Feste' },
        { en: 'party', de: 'die Party, die Partys' },
        { en: 'to drive', de: 'fahren' },
        { en: 'ride, drive', de: 'die Fahrt, die Fahrten' },
      ]),
    ).toEqual([]);
  });

  it('compares glosses, not sentences', () => {
    expect(
      sharedGlosses([
        { en: 'That’s true, but …', de: 'Das stimmt, aber …' },
        { en: 'The idea isn’t bad, but …', de: 'Die Idee ist nicht schlecht, aber …' },
      ]),
    ).toEqual([]);
  });
});

describe('hints that point elsewhere', () => {
  it('finds a bracket that refers to another card, not one that says what it wants', () => {
    expect(
      pointsElsewhere([
        { en: 'free of charge (three other ways to say it)', de: 'umsonst / gratis / ohne Gebühr' },
        { en: 'free of charge, but not kostenlos (three ways)', de: 'umsonst / gratis / ohne Gebühr' },
        { en: 'I’ll write to the other classes.', de: 'Ich schreibe den anderen Kursen.' },
      ]),
    ).toEqual(['free of charge (three other ways to say it) → umsonst / gratis / ohne Gebühr']);
  });
});

describe('prompts that differ only in names', () => {
  it('finds prompts that differ only in names but want different greetings', () => {
    const found = ambiguousPrompts([
      { en: 'Dear Ms Keller, / Dear Mr Braun,', de: 'Sehr geehrte Frau Keller, / Sehr geehrter Herr Braun,' },
      { en: 'Dear Mr Klein, / Dear Ms Weber,', de: 'Lieb**er** Herr Klein, / Lieb**e** Frau Weber,' },
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveLength(2);
  });

  it('finds the same prompt written twice with another word order in the German', () => {
    expect(
      ambiguousPrompts([
        { en: 'I’m going to Hamburg tomorrow.', de: 'Ich **fahre** morgen nach Hamburg.' },
        { en: 'I’m going to Berlin tomorrow.', de: 'Morgen fahre ich nach Berlin.' },
      ]),
    ).toHaveLength(1);
  });

  it('lets prompts stand that say which greeting they want', () => {
    expect(
      ambiguousPrompts([
        {
          en: 'Dear Ms Keller, / Dear Mr Braun, (someone you do not know)',
          de: 'Sehr geehrte Frau Keller, / Sehr geehrter Herr Braun,',
        },
        {
          en: 'Dear Mr Klein, / Dear Ms Weber, (someone you know)',
          de: 'Liebe Herr Klein, / Liebe Frau Weber,',
        },
      ]),
    ).toEqual([]);
  });

  it('lets the same pattern with other names stand: both answers follow it', () => {
    expect(
      ambiguousPrompts([
        { en: 'Dear Jana, / Dear Paul, (du)', de: 'Liebe Jana, / Lieber Paul,' },
        { en: 'Dear Jana, / Dear Tobias, (du)', de: 'Liebe Jana, / Lieber Tobias,' },
      ]),
    ).toEqual([]);
  });
});
