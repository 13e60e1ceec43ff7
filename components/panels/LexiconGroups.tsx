import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { textProps } from '../Arabic';
import { groupByLexicon } from '../entries';

/**
 * Entries grouped under their lexicon's name, lexicons in the order the service gave them:
 * readers compare what several lexicons say, so the source of each entry must be plain.
 * The entries are Arabic, so this area runs right to left in either UI (lemma, senses and
 * tables line up on the right); the chrome around it follows the UI language.
 */
export function LexiconGroups<T extends { lexiconName: string; lemma: string }>(props: {
  entries: readonly T[];
  children: (entry: T) => ComponentChildren;
}) {
  const id = useId();
  return (
    <div class="lisan-groups" dir="rtl">
      {groupByLexicon(props.entries).map((group, groupIndex) => (
        <section
          key={group.lexiconName}
          class="lisan-lexicon"
          aria-labelledby={`${id}-lexicon-${groupIndex}`}
        >
          <h3
            id={`${id}-lexicon-${groupIndex}`}
            class="lisan-lexicon__name"
            {...textProps(group.lexiconName)}
          >
            {group.lexiconName}
          </h3>
          {group.entries.map((entry, entryIndex) => (
            <div key={entryIndex} class="lisan-entry">
              {props.children(entry)}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The entry's headword, with its diacritics exactly as the lexicon returned it. */
export function Lemma(props: { lemma: string; children?: ComponentChildren }) {
  return (
    <div class="lisan-entry__head">
      <h4 class="lisan-lemma" lang="ar" dir="rtl">
        {props.lemma}
      </h4>
      {props.children}
    </div>
  );
}
