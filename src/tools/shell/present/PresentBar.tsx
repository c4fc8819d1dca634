import type { RefObject } from 'react';
import { button } from '../../../ui/button.css';
import * as css from './present.css';

export interface PresentBarProps {
  presenting: boolean;
  onPresent: () => void;
  /** The Present button, which gets the focus back when Present mode ends. */
  presentButton: RefObject<HTMLButtonElement | null>;
}

/**
 * 'Present' (the `F` key too) shows the tool full screen, and 'Print' prints it on one page
 * (docs/contract.md §3). The buttons stay beside the visual in Present mode: Present (pressed)
 * then leaves it, as Escape and `F` do.
 */
export function PresentBar({ presenting, onPresent, presentButton }: PresentBarProps) {
  return (
    <div className={css.bar}>
      <button
        ref={presentButton}
        type="button"
        className={button({ tone: 'secondary', size: 'sm' })}
        aria-pressed={presenting}
        aria-keyshortcuts="F"
        onClick={onPresent}
      >
        Present
      </button>
      <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => window.print()}>
        Print
      </button>
      {presenting && <span className={css.hint}>Esc or F to leave</span>}
    </div>
  );
}
