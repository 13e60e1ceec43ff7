/**
 * The small part of Markdown the shipped documents use (docs/privacy.md): headings, lists,
 * paragraphs, **bold** and bare https links. Parsed into plain data that Preact renders,
 * so the page shows the very text of the repository's document without any HTML string.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] };

const LINK = /https:\/\/[^\s)]+[^\s).,;:]/g;

function withLinks(text: string, into: Inline[]): void {
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) into.push({ kind: 'text', text: text.slice(last, match.index) });
    into.push({ kind: 'link', href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) into.push({ kind: 'text', text: text.slice(last) });
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  // Odd pieces were between ** markers.
  text.split('**').forEach((piece, index) => {
    if (piece === '') return;
    if (index % 2 === 1) parts.push({ kind: 'strong', text: piece });
    else withLinks(piece, parts);
  });
  return parts;
}

/** Blocks of a document: a blank line ends one; a list item goes on over indented lines. */
export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  let items: string[] | null = null;
  const flush = () => {
    if (items) blocks.push({ kind: 'list', items: items.map(parseInline) });
    else if (lines.length > 0)
      blocks.push({ kind: 'paragraph', content: parseInline(lines.join(' ')) });
    lines = [];
    items = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,2}) (.*)$/.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      const level = heading[1] === '#' ? 1 : 2;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2] ?? '') });
    } else if (line.startsWith('- ')) {
      if (!items) flush();
      items ??= [];
      items.push(line.slice(2));
    } else if (items && items.length > 0) {
      items[items.length - 1] += ` ${line}`;
    } else lines.push(line);
  }
  flush();
  return blocks;
}
