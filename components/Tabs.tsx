import type { TargetedKeyboardEvent } from 'preact';
import { useRef } from 'preact/hooks';
import type { Direction } from '../lib/i18n/i18n';

export type SelectVia = 'pointer' | 'keyboard';

export interface TabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T, via: SelectVia) => void;
  labelOf: (tab: T) => string;
  /** Accessible name of the tablist. */
  label: string;
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  /** In a right-to-left UI the first tab is on the right, so Left moves to the next tab. */
  dir: Direction;
}

/** WAI-ARIA tabs with roving tabindex; selection follows focus (automatic activation). */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { tabs, selected, dir } = props;

  const move = (index: number) => {
    const tab = tabs[index];
    if (tab === undefined) return;
    props.onSelect(tab, 'keyboard');
    const button = buttons.current[index];
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: TargetedKeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.indexOf(selected);
    const last = tabs.length - 1;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: number;
    if (event.key === forward) target = current === last ? 0 : current + 1;
    else if (event.key === backward) target = current === 0 ? last : current - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    else return;
    event.preventDefault();
    move(target);
  };

  return (
    <div role="tablist" aria-label={props.label} aria-orientation="horizontal" class="lisan-tabs">
      {tabs.map((tab, index) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={props.tabId(tab)}
            aria-selected={isSelected}
            aria-controls={props.panelId(tab)}
            tabIndex={isSelected ? 0 : -1}
            class="lisan-tab"
            onClick={() => props.onSelect(tab, 'pointer')}
            onKeyDown={onKeyDown}
          >
            {props.labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}
