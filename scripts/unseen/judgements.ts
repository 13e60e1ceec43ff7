// The judge's files (verdicts.txt, marks.txt): "12 A", "13 skip  # a note", one word a line
// by its number in the list the judge read; blank lines and # comments skipped.

/** Each numbered word's judgement, one of `allowed`; throws naming the first bad line. */
export function parseJudgements<T extends string>(
  text: string,
  allowed: readonly T[],
  file: string,
): Map<number, T> {
  const judgements = new Map<number, T>();
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/#.*/u, '').trim();
    if (!line) continue;
    const [number = '', judgement = '', ...rest] = line.split(/\s+/u);
    const known = allowed.find((each) => each === judgement);
    if (!/^\d+\.?$/u.test(number) || !known || rest.length > 0)
      throw new Error(`${file} line ${index + 1}: expected "N ${allowed.join('|')}": ${raw}`);
    judgements.set(Number.parseInt(number, 10), known);
  }
  return judgements;
}
