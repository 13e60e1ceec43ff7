import { describe, expect, it } from 'vitest';
import { derive, parseAffixFile } from '../../../scripts/paradigms/hunspell-affixes';
import { categoryOf } from '../../../scripts/paradigms/noun-forms';

// A few rows of hunspell-ar's ar.aff (Ayaspell 3.2, MPL 1.1, © 2006-2008 Mohamed Kebdani),
// as written there: long flags, continuation classes given as AF aliases.
const AFF = `FLAG\tlong
AF 3
AF mrmnmj # 1
AF nrnnnjaa # 2
AF CAAC # 3
PFX\tmj\tY\t3\t
PFX mj 0 ال .
PFX mj 0 بال .
PFX mj 0 أبال .
PFX\tnr\tY\t2\t
PFX nr 0 و .
PFX nr 0 أ [^ا]
SFX\tCA\tY\t4\t
SFX CA 0 ان/1 [^ة]
SFX CA 0 ين/1 [^ة]
SFX CA ة تان/1 ة
SFX CA ة تين/1 ة
SFX\tAC\tY\t2\t
SFX AC 0 ه/2 [^ةىءأؤئ]
SFX AC ة ته/2 ة
SFX\taa\tY\t3\t
SFX aa ه هم ه
SFX aa ه ها ه
SFX aa 0 0 [^ه]
`;

const file = parseAffixFile(AFF);
const words = (stem: string) => derive(stem, file.aliasFlags('3'), file).map((d) => d.word);

describe('applying ar.aff rows to a noun stem', () => {
  it('reads an AF alias as its flags', () => {
    expect(file.aliasFlags('3')).toEqual(['CA', 'AC']);
  });

  it('keeps a row only where its condition holds, and strips what it says', () => {
    // جلسة ends in ة: ة → تان, not ة + ان.
    expect(words('جلسة')).toEqual(expect.arrayContaining(['جلستان', 'جلستين']));
    expect(words('جلسة')).not.toContain('جلسةان');
    expect(words('قلم')).toEqual(expect.arrayContaining(['قلمان', 'قلمين']));
    expect(words('قلم')).not.toContain('قلمتان');
  });

  it('applies an outer suffix and the prefixes a continuation class allows', () => {
    // AC adds ه, whose class (alias 2) lets aa replace it (قلمهم) and allows nr, not mj.
    expect(words('قلم')).toEqual(expect.arrayContaining(['قلمه', 'قلمهم', 'قلمها', 'وقلمهم']));
    expect(words('قلم')).not.toContain('القلمهم');
    // CA's class (alias 1) allows the article: القلمين, بالقلمين.
    expect(words('قلم')).toEqual(expect.arrayContaining(['القلمين', 'بالقلمين']));
  });

  it('names each form by what made it, and leaves out the question’s أ', () => {
    const named = derive('قلم', file.aliasFlags('3'), file).map((d) => [d.word, categoryOf(d)]);
    expect(named).toEqual(
      expect.arrayContaining([
        ['بالقلمين', 'dual + prefix'],
        ['قلمهم', 'singular + pronoun'],
        ['أبالقلمين', null],
      ]),
    );
  });
});
