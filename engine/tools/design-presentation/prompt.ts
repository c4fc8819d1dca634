/** Design Presentation's prompt: every slide's title and bullets, in order. */
import type { Inputs } from './inputs';
import type { Result } from './results';

/** A deck prompt: every slide's title and bullets, in order. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const lines = [
    'Act as a design presentation coach preparing a client deck for an architecture or interior design project.',
    result.slideCount === 0
      ? 'The deck has no slides yet.'
      : `The deck has ${result.slideCount} ${result.slideCount === 1 ? 'slide' : 'slides'}:`,
  ];
  result.slides.forEach((slide, index) => {
    lines.push('', `Slide ${index + 1}: ${slide.title}`);
    if (slide.bullets.length === 0) lines.push('- (no bullets yet)');
    for (const bullet of slide.bullets) lines.push(`- ${bullet}`);
  });
  lines.push(
    '',
    'For each slide, write a clear headline, concise speaker notes and a suggestion for the visual (plan, render, mood board or diagram). ' +
      'Then suggest missing slides, a logical story order from brief to concept to details, and a closing slide with next steps.',
  );
  return lines.join('\n');
}
