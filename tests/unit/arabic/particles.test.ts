// A particle with a pronoun suffix leads to the particle, however else its letters read.
import { describe, expect, it } from 'vitest';
import { leadOf } from '../../support/shipped-readings';

describe('a particle with a pronoun suffix', () => {
  it.each([
    ['عليها', 'على', [], ['ها']],
    ['إليه', 'إلى', [], ['ه']],
    ['لديهم', 'لدى', [], ['هم']],
    ['لكنها', 'لكن', [], ['ها']],
    ['فيه', 'في', [], ['ه']],
    ['وعليها', 'على', ['و'], ['ها']],
    ['بأنها', 'أن', ['ب'], ['ها']],
  ])('%s leads to %s', (word, particle, proclitics, enclitics) => {
    expect(leadOf(word)).toMatchObject({ form: particle, proclitics, enclitics, inflections: [] });
  });

  it('only with a pronoun: على, من and عند alone lead nowhere; العند is no particle', () => {
    for (const word of ['على', 'من', 'عند', 'العندها']) expect(leadOf(word)).toBeUndefined();
  });
});
