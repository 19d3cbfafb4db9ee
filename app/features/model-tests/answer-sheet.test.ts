import { describe, expect, it } from 'vitest';
import { letterTexts } from './answer-sheet';

describe('the letters on a phone’s answer sheet', () => {
  it('say what they stand for: headline, advert title, word in the box', () => {
    expect(
      letterTexts({ kind: 'headlines', headlines: [['a', 'Neue Busse für die Stadt']], texts: [] }).get('a'),
    ).toBe('Neue Busse für die Stadt');
    expect(
      letterTexts({ kind: 'adverts', adverts: [['b', { title: 'Tanzkurs am Abend', text: '…' }]] }).get('b'),
    ).toBe('Tanzkurs am Abend');
    expect(letterTexts({ kind: 'gap-box', text: '', box: [['c', 'obwohl']] }).get('c')).toBe('obwohl');
  });

  it('add nothing where the options carry their own text', () => {
    expect(letterTexts({ kind: 'gap-abc', text: '' }).size).toBe(0);
  });
});
