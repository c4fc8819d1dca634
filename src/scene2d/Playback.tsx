import { button } from '../ui/button.css';

export interface PlaybackButtonProps {
  playing: boolean;
  onToggle: () => void;
  /** What it plays, named after Play/Pause where a page has two animations ('3D walk'). */
  subject?: string;
}

/** Play/Pause for an animated scene. */
export function PlaybackButton({ playing, onToggle, subject }: PlaybackButtonProps) {
  const action = playing ? 'Pause' : 'Play';
  return (
    <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={onToggle}>
      {subject ? `${action} ${subject}` : action}
    </button>
  );
}
