/**
 * ar.dic's entry lines, each with the section it stands in (names.dic, verb.huns.dic,
 * stopwords.dic…): a section opens with a `::::` line, its name, and another `::::` line.
 * Blank lines, comments and the count lines are skipped.
 */
export function* dicEntries(dic: string): Generator<{ section: string; line: string }> {
  const lines = dic.split('\n');
  let section = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim() ?? '';
    if (line.startsWith('::::')) {
      section = lines[i + 1]?.trim() ?? '';
      i += 2;
      continue;
    }
    if (line === '' || line.startsWith('#') || /^\d+$/.test(line)) continue;
    yield { section, line };
  }
}
