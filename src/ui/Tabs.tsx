import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as css from './Tabs.css';

export interface TabItem {
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  label: string;
  items: readonly TabItem[];
  /** Extra class for the tab list, to place it in its section. */
  listClassName?: string;
}

/**
 * Tabs with automatic activation (WAI-ARIA Authoring Practices): one tab stop, Left/Right
 * arrows move and select, Home/End jump to the ends. The first tab is selected at first.
 */
export function Tabs({ label, items, listClassName }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight' ? (selected === last ? 0 : selected + 1)
      : event.key === 'ArrowLeft' ? (selected === 0 ? last : selected - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    select(target);
  };

  const current = items[selected];
  return (
    <div>
      <div role="tablist" aria-label={label} className={[css.tablist, listClassName].filter(Boolean).join(' ')}>
        {items.map((item, index) => (
          <button
            key={item.label}
            ref={(node) => { tabs.current[index] = node; }}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            className={css.tab}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} tabIndex={0} className={css.panel}>
        {current?.content}
      </div>
    </div>
  );
}
