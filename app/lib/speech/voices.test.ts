import { describe, expect, it } from 'vitest';
import { germanVoices, languageTag, voicesForSpeakers, type VoiceInfo } from './voices';

const voice = (name: string, lang: string, localService = true, isDefault = false): VoiceInfo => ({
  name,
  lang,
  localService,
  default: isDefault,
});

describe('German voices', () => {
  it('reads the language tags systems report', () => {
    expect(languageTag('de_DE')).toBe('de-DE');
    expect(languageTag('DE-at')).toBe('de-AT');
    expect(languageTag('de')).toBe('de');
  });

  it('keeps only German voices: none when the device has none', () => {
    expect(germanVoices([voice('Samantha', 'en-US'), voice('Thomas', 'fr-FR')])).toEqual([]);
    expect(germanVoices([voice('Dena', 'dea-XX')])).toEqual([]);
    expect(germanVoices([voice('Anna', 'de_DE')]).map((v) => v.name)).toEqual(['Anna']);
  });

  it('puts German from Germany first, then voices on the device, then the default', () => {
    const voices = [
      voice('Swiss', 'de-CH'),
      voice('Network', 'de-DE', false),
      voice('Local', 'de-DE'),
      voice('Default', 'de-DE', true, true),
      voice('English', 'en-GB'),
    ];
    expect(germanVoices(voices).map((v) => v.name)).toEqual(['Default', 'Local', 'Network', 'Swiss']);
  });

  it('gives two speakers two voices where two exist, and one voice to all otherwise', () => {
    const two = voicesForSpeakers(['Anna', 'Ben', 'Anna', 'Ben'], ['v1', 'v2']);
    expect([...two]).toEqual([
      ['Anna', 'v1'],
      ['Ben', 'v2'],
    ]);
    expect([...voicesForSpeakers(['Anna', 'Ben'], ['v1'])]).toEqual([
      ['Anna', 'v1'],
      ['Ben', 'v1'],
    ]);
    expect(voicesForSpeakers(['Anna'], []).size).toBe(0);
  });
});
