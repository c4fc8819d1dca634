import { button } from '../ui/button.css';

export interface PlaybackButtonProps {
  playing: boolean;
  onToggle: () => void;
}

/** Play/Pause for an animated scene. */
export function PlaybackButton({ playing, onToggle }: PlaybackButtonProps) {
  return (
    <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={onToggle}>
      {playing ? 'Pause' : 'Play'}
    </button>
  );
}
