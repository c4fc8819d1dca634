import { CLAIMS } from '../../app/config';
import { cardTitle, container, eyebrow, h2, lead, muted, sectionAlt, sectionHeader } from '../../ui/layout.css';
import * as css from './HowItWorks.css';

const steps: readonly { title: string; description: string }[] = [
  {
    title: 'Purchase & Download',
    description: 'Check out securely and download the PDF straight away. The link is also emailed to you.',
  },
  {
    title: 'Select Your Prompt',
    description: `Browse ${CLAIMS.categoriesInWords} categories and pick the template that matches your room, building or render.`,
  },
  {
    title: 'Copy & Paste',
    description: 'Fill in the [bracketed] details for your project and paste the prompt into your AI tool.',
  },
  {
    title: 'Refine & Create',
    description: 'Ask for variations, adjust the details, and take the result into your drawings, boards or client deck.',
  },
];

/** The generic kinds the library is written for; names are examples, not endorsements. */
const compatibleTools: readonly { name: string; kind: string }[] = [
  { name: 'ChatGPT', kind: 'Chat assistant' },
  { name: 'Midjourney', kind: 'Image generator' },
  { name: 'DALL·E', kind: 'Image generator' },
  { name: 'Stable Diffusion', kind: 'Open diffusion model' },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" className={sectionAlt} aria-labelledby="how-it-works-title">
      <div className={container}>
        <div className={sectionHeader}>
          <p className={eyebrow}>How it works</p>
          <h2 id="how-it-works-title" className={h2}>From download to design in four steps</h2>
          <p className={lead}>No setup, no subscriptions and no learning curve: the templates do the prompt engineering.</p>
        </div>
        <ol className={css.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={css.step}>
              <span className={css.number} aria-hidden="true">{index + 1}</span>
              <h3 className={cardTitle}>{step.title}</h3>
              <p className={`${muted} ${css.stepText}`}>{step.description}</p>
            </li>
          ))}
        </ol>
        <div className={css.compat}>
          <div className={css.compatText}>
            <p className={css.compatTitle}>Works with the AI tools you already use</p>
            <p className={muted}>
              Every prompt is plain text, so it works in a chat assistant, an image generator or an open diffusion
              model, and in the new tools that keep arriving.
            </p>
          </div>
          <ul className={css.tools} aria-label="Compatible AI tools">
            {compatibleTools.map((tool) => (
              <li key={tool.name} className={css.tool}>
                <span className={css.toolName}>{tool.name}</span>
                <span className={css.toolKind}>{tool.kind}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
