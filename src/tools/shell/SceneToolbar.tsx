import type { ReactNode } from 'react';
import { PlaybackButton } from '../../scene2d/Playback';
import * as css from './SceneToolbar.css';

export interface SceneToolbarProps {
  /** What the visitor can do in the scene (a hint), or the view's title. */
  children: ReactNode;
  /** A hint reads muted; a title names a view that sits under another (the walkthrough's 3D preview). */
  tone?: 'hint' | 'title';
  /** An animated scene's Play/Pause: `usePlayback()`'s state. */
  playback?: { playing: boolean; toggle: () => void };
  /** What Play/Pause act on, where a page has two animations ('3D walk': Play 3D walk). */
  subject?: string;
}

/** The row above a 2D or 3D scene: its hint or title, and Play/Pause when it animates. */
export function SceneToolbar({ children, tone = 'hint', playback, subject }: SceneToolbarProps) {
  return (
    <div className={css.toolbar}>
      <p className={tone === 'hint' ? css.hint : css.title}>{children}</p>
      {playback && <PlaybackButton playing={playback.playing} onToggle={playback.toggle} subject={subject} />}
    </div>
  );
}
