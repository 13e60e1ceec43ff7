// The homograph table (lib/arabic/homographs.ts) through the ranking: for a stem that is two
// lemmas' forms, the reading news text means is asked first, the other stays reachable.
import { describe, expect, it } from 'vitest';
import { asWrittenReading } from '../../../lib/lookup/lemma-knowledge';
import {
  firstReadingOf as first,
  leadOf as lead,
  shippedList as list,
} from '../../support/shipped-readings';

describe('a plural that is also another word', () => {
  it('leads to the singular where news means the plural (أشهر → شهر, فرق → فريق)', () => {
    // The list knows each bare word as a word of its own (أشهر "more famous", فرق "difference").
    expect(list.lookup('أشهر')?.noun).toBe(true);
    expect(lead('أشهر')).toMatchObject({ form: 'شهر', inflections: [{ kind: 'broken-plural' }] });
    expect(lead('فرق')?.form).toBe('فريق');
    expect(lead('جزر')?.form).toBe('جزيرة');
  });

  it('leads there wherever the word stands: after و, with a pronoun (وطرق، أنفسهم)', () => {
    expect(lead('وطرق')).toMatchObject({ form: 'طريق', proclitics: ['و'] });
    expect(lead('أنفسهم')).toMatchObject({ form: 'نفس', enclitics: ['هم'] });
    expect(first('والأشهر')).toBe('شهر');
  });

  it('keeps the other word one link away (أشهر → شهر, then أشهر as written)', () => {
    const singular = lead('أشهر');
    expect(singular && asWrittenReading('أشهر', singular, list)).toMatchObject({
      form: 'أشهر',
      inflections: [],
    });
  });
});

describe('a ت-word whose own entry news means', () => {
  it('asks its own entry before the imperfect of another verb (تحول, not حوّل)', () => {
    expect(list.lookup('تحول')?.verbOf).toContain('حول');
    expect(lead('تحول')).toBeUndefined();
    expect(lead('توفي')).toBeUndefined();
    // A word the table leaves out keeps its imperfect's lead: تقول is "she says".
    expect(lead('تقول')?.form).toBe('قال');
  });

  it('reads it as itself once clitics are cut (وتحول → و + تحول, تحوله → تحول + ه)', () => {
    expect(lead('وتحول')).toMatchObject({ form: 'تحول', proclitics: ['و'], inflections: [] });
    expect(lead('تحوله')).toMatchObject({ form: 'تحول', enclitics: ['ه'], inflections: [] });
    expect(first('وتقدم')).toBe('تقدم');
    // Not through "my" (ي), which leads nothing: تحولي is left to the ranking.
    expect(lead('تحولي')).toBeUndefined();
  });
});
