import type { Block, Inline } from '../../lib/pages/markdown-blocks';

function InlineText(props: { content: Inline[] }) {
  return (
    <>
      {props.content.map((part, index) => {
        const key = `${index}`;
        if (part.kind === 'strong') return <strong key={key}>{part.text}</strong>;
        if (part.kind === 'link') {
          return (
            <a key={key} href={part.href} target="_blank" rel="noreferrer" dir="ltr">
              {part.href}
            </a>
          );
        }
        return part.text;
      })}
    </>
  );
}

/** A document parsed by markdown-blocks.ts, as headings, paragraphs and lists. */
export function MarkdownText(props: { blocks: Block[] }) {
  return (
    <>
      {props.blocks.map((block, index) => {
        const key = `${index}`;
        if (block.kind === 'heading') {
          const Heading = block.level === 1 ? 'h1' : 'h2';
          return (
            <Heading key={key}>
              <InlineText content={block.content} />
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={key}>
              {block.items.map((item, itemIndex) => (
                <li key={`${itemIndex}`}>
                  <InlineText content={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            <InlineText content={block.content} />
          </p>
        );
      })}
    </>
  );
}
