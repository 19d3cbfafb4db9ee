import { describe, expect, it } from 'vitest';
import { splitOptions } from './example-options';

describe('splitting a question from its options', () => {
  it('lists each lettered option on its own', () => {
    expect(splitOptions('Lücke (1): a) Ihr · b) Ihre · c) Ihren')).toEqual({
      question: 'Lücke (1):',
      options: ['a) Ihr', 'b) Ihre', 'c) Ihren'],
    });
  });

  it('also splits a gap of the example text, whose options are separated by dashes', () => {
    expect(splitOptions('(1) a) Ihr – b) Ihre – c) Ihren')).toEqual({
      question: '(1)',
      options: ['a) Ihr', 'b) Ihre', 'c) Ihren'],
    });
  });

  it('keeps translations and markup with their option', () => {
    expect(splitOptions('1. Which? a) [[Bibliothek zu]] (closed) · b) [[Länger offen]] (longer)')).toEqual({
      question: '1. Which?',
      options: ['a) [[Bibliothek zu]] (closed)', 'b) [[Länger offen]] (longer)'],
    });
  });

  it('leaves a question without options as it is', () => {
    expect(splitOptions('Welche höfliche Bitte benutzt Ana?')).toEqual({
      question: 'Welche höfliche Bitte benutzt Ana?',
      options: [],
    });
  });

  it('does not split a lone a) that is not followed by more options', () => {
    const prompt = 'Aussage 41: a) steht im Text';
    expect(splitOptions(prompt)).toEqual({ question: prompt, options: [] });
  });
});
