// Function words the lemma list lacks (pronouns, demonstratives, relatives, particles) are
// known words: read with clitics cut or typed without hamza, they go first; and the
// relative الذي is no ال + ذي.
import { describe, expect, it } from 'vitest';
import { FUNCTION_WORD_TABLE } from '../../../lib/arabic/function-words';
import { tableRows } from '../../../lib/arabic/tables/reader';
import { firstReadingOf, leadOf, shippedList } from '../../support/shipped-readings';

describe('function words the list lacks', () => {
  it.each([
    ['وهذا', 'هذا'],
    ['لهذه', 'هذه'],
    ['الى', 'إلى'],
    ['انا', 'أنا'],
    ['اذا', 'إذا'],
    ['اي', 'أي'],
    ['بأي', 'أي'],
    ['ومنذ', 'منذ'],
    ['وكأن', 'كأن'],
  ])('%s is read first as %s', (word, functionWord) => {
    expect(firstReadingOf(word)).toBe(functionWord);
  });

  it('الذي is the relative pronoun: no lead to ذو, which بذي still has', () => {
    expect(leadOf('الذي')).toBeUndefined();
    expect(leadOf('بذي')?.form).toBe('ذو');
  });

  it('a three-letter word in ال is no article: الم → ألم, الف → ألف', () => {
    expect(firstReadingOf('الم')).toBe('ألم');
    expect(firstReadingOf('الف')).toBe('ألف');
  });
});

describe('the closed classes, whole', () => {
  it('holds every personal pronoun, demonstrative and relative', () => {
    const held = new Set(tableRows(FUNCTION_WORD_TABLE).map(({ key }) => key));
    const classes = [
      'أنا نحن أنت أنتما أنتم أنتن هو هي هما هم هن',
      'هذا هذه هذان هذين هاتان هاتين هؤلاء ذلك تلك ذاك أولئك هنا هناك هنالك',
      'الذي التي اللذان اللذين اللتان اللتين الذين اللاتي اللواتي اللائي',
    ];
    for (const word of classes.join(' ').split(' ')) expect(held.has(word), word).toBe(true);
  });

  it('asks a function word as written first, never another word its letters spell', () => {
    // في was read as وفى's "fulfil!", تلك as لاك's "she chews", لكن as ل + كنّ.
    for (const { key } of tableRows(FUNCTION_WORD_TABLE)) {
      expect(leadOf(key), key).toBeUndefined();
    }
  });

  it.each([
    ['ففي', 'في'],
    ['فهي', 'هي'],
    ['ولن', 'لن'],
    ['بذلك', 'ذلك'],
    ['ولكن', 'لكن'],
  ])('asks %s by %s first, the clitic cut', (word, functionWord) => {
    expect(leadOf(word)?.form).toBe(functionWord);
  });

  it('after و or ف alone, before a word the list spells the same (وقد → قد, not وَقَد)', () => {
    expect(shippedList.lookup('وقد')?.noun).toBe(true);
    expect(leadOf('وقد')?.form).toBe('قد');
    expect(leadOf('وفي')?.form).toBe('في');
    // ب، ل، ك do not: لكم is ل + كم "to you", not ل + the interrogative كم.
    expect(leadOf('لكم')).toBeUndefined();
  });

  it('asks one typed without its hamza, or with ى for ي, by its spelling first', () => {
    for (const [typed, word] of [
      ['انت', 'أنت'],
      ['اذا', 'إذا'],
      ['فى', 'في'],
      ['هى', 'هي'],
      ['الي', 'إلى'],
    ])
      expect(leadOf(typed as string)?.form).toBe(word);
  });

  it('takes no pronoun suffix on a pronoun: فهمني is فهم + ني, not ف + هم + ني', () => {
    expect(firstReadingOf('فهمني')).toBe('فهم');
  });
});
