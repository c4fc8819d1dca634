import * as engine from '../../../engine/tools/design-presentation';
import { defineTool } from '../defineTool';
import { DeckEditor } from './DeckEditor';
import { DeckPreview } from './DeckPreview';

export default defineTool({
  engine,
  Visual: DeckPreview,
  Controls: DeckEditor,
  // Clicking a slide selects it: the selection rides along with a step but is none of its own.
  undo: { ignore: ['selected'], names: { slides: 'slides' } },
  describe: (inputs, result) => {
    const count = `${result.slideCount} ${result.slideCount === 1 ? 'slide' : 'slides'}`;
    if (result.slideCount === 0) return 'Deck preview: no slides yet.';
    const selected = result.slides[engine.selectionOf(inputs)];
    return `Deck preview, ${count} at 16:9: ${result.slides.map((slide, i) => `${i + 1}. ${slide.title}`).join('; ')}.` +
      (selected ? ` Editing slide ${engine.selectionOf(inputs) + 1}, outlined.` : ' No slide is being edited.');
  },
});
