import { describe, expect, it } from 'vitest';
import { parseBlocks } from '../../../lib/pages/markdown-blocks';

describe('parseBlocks', () => {
  it('reads headings, paragraphs over several lines, list items over indented lines, bold and links', () => {
    const blocks = parseBlocks(
      '# Title\n\nOne line\nand the next.\n\n## Part\n\n- **Kept**: here,\n  for 30 days.\n- See https://example.org/a.\n',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'One line and the next.' }] },
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Part' }] },
      {
        kind: 'list',
        items: [
          [
            { kind: 'strong', text: 'Kept' },
            { kind: 'text', text: ': here, for 30 days.' },
          ],
          [
            { kind: 'text', text: 'See ' },
            { kind: 'link', href: 'https://example.org/a' },
            { kind: 'text', text: '.' },
          ],
        ],
      },
    ]);
  });
});
