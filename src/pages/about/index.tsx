import { useId } from 'react';
import { Link } from 'wouter';
import { CLAIMS } from '../../app/config';
import { findTool, toolPath, type ToolSlug } from '../../tools/registry';
import { Accordion, type AccordionItem } from '../../ui/Accordion';
import { button } from '../../ui/button.css';
import { cardIconProps, IconCard, type IconCardProps } from '../../ui/IconCard';
import { card, cardTitle, container, eyebrow, grid, h2, lead, muted, section, sectionAlt, sectionHeader } from '../../ui/layout.css';
import { PageHero } from '../../ui/PageHero';
import { Tabs, type TabItem } from '../../ui/Tabs';
import * as css from './about.css';

const values: readonly IconCardProps[] = [
  {
    title: 'Specific, not clever',
    text: 'A useful prompt names the room, the light, the materials and the camera. Ours do, so you spend your time judging designs instead of rewording requests.',
    icon: (
      <svg {...cardIconProps}>
        <path d="M4 20h16M6 16l9.5-9.5a2.1 2.1 0 0 1 3 3L9 19H6z" />
      </svg>
    ),
  },
  {
    title: 'Numbers you can check',
    text: 'Every free tool shows how it calculates — the formula, the units and the assumptions — so you can trust a figure, or argue with it.',
    icon: (
      <svg {...cardIconProps}>
        <path d="M3 20h18M5 20V10M10 20V4M15 20v-8M20 20V7" />
      </svg>
    ),
  },
  {
    title: 'Pay once, keep it',
    text: 'One purchase, free updates for the life of the library and commercial use included. No subscription, no account, nothing to renew.',
    icon: (
      <svg {...cardIconProps}>
        <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6z" />
        <path d="M9 12l2 2 4-4" />
      </svg>
    ),
  },
];

interface Audience {
  label: string;
  title: string;
  intro: string;
  uses: readonly { title: string; text: string }[];
  tools: readonly ToolSlug[];
  note: string;
}

const audiences: readonly Audience[] = [
  {
    label: 'Studios',
    title: 'One prompt language for the whole team',
    intro:
      'When every designer starts a concept round from the same prompt structure, boards from different people read as one project, and a junior’s first pass is already close to house style.',
    uses: [
      { title: 'Concept rounds in hours', text: 'Brief the AI with the interior and architecture prompts, swap in the client’s rooms and materials, and review options side by side in the morning meeting.' },
      { title: 'Sanity checks before the client sees it', text: 'Run a scheme through Room Proportion or Lighting Physics to catch a cramped room or an under-lit kitchen while it is still cheap to change.' },
      { title: 'Decks that write themselves', text: 'Outline the presentation in Design Presentation and paste its prompt into your assistant for speaker notes and slide copy.' },
    ],
    tools: ['room-proportion', 'lighting-physics', 'design-presentation'],
    note: 'The library is licensed per person: each designer who uses it needs their own copy.',
  },
  {
    label: 'Solo designers',
    title: 'A studio’s range without a studio’s hours',
    intro:
      `Working alone means being the concept artist, the specifier and the presenter. The library covers all three, from ${CLAIMS.styles} style guides to smart-home and renovation briefs.`,
    uses: [
      { title: 'Mood boards in an afternoon', text: 'Pick a style guide, set the palette with Color Harmony, and generate a coherent set of images to open the first client conversation.' },
      { title: 'Materials with reasons', text: 'Compare finishes in Material Properties and take its sustainability score, and the prompt it writes, into your specification notes.' },
      { title: 'Client work, covered', text: 'The commercial licence lets you use the prompts, and everything you make with them, in paid projects.' },
    ],
    tools: ['color-harmony', 'style-dna', 'material-properties'],
    note: `Start with the free tools; buy the library when you want the full set of ${CLAIMS.prompts}+ prompts.`,
  },
  {
    label: 'Education',
    title: 'Show the principle, then the picture',
    intro:
      'The free tools make abstract ideas visible in a lecture: move a slider and the beam diagram, the sun angle or the daylight factor changes in front of the class.',
    uses: [
      { title: 'Demos with nothing to install', text: 'The tools run in any modern browser with no sign-up, so a projector and a laptop are all a seminar room needs.' },
      { title: 'From numbers to words', text: 'Each tool turns its result into a text prompt, which helps students describe a design decision precisely before asking an AI to draw it.' },
      { title: 'Critique the output', text: 'Compare what an AI produces from a vague brief and from a specific one, and discuss what the difference says about design intent.' },
    ],
    tools: ['structural-load', 'window-optimizer', 'golden-ratio'],
    note: 'The tools are free for every student; the prompt library is a one-time purchase per person.',
  },
];

const faqs: readonly AccordionItem[] = [
  {
    question: 'Can I use PromptArc offline?',
    answer: (
      <p>
        Yes. The prompt library is a PDF, so once you have downloaded it, it works offline on any device that opens PDFs.
        The site and all 20 free tools work offline too: after your first visit, your browser keeps a copy of every page,
        so they open and calculate with no connection in that browser, until you clear this site’s data. The tools run
        entirely in your browser and send nothing to a server. Buying the library and downloading the sample need a
        connection.
      </p>
    ),
  },
  {
    question: 'Can I customise the outputs?',
    answer: (
      <p>
        Yes. Each template has clear slots for the room, style, materials, lighting and camera, so you can edit, combine or
        extend them. The free tools build their prompt from your inputs, and you can edit that text after you copy it or
        download it as a .txt file. The commercial licence covers your edited prompts too.
      </p>
    ),
  },
  {
    question: 'Is there a student plan?',
    answer: (
      <p>
        There is no separate student plan. The prompt library is a one-time purchase for one person, and the 20 free tools
        are free for everyone — educators are welcome to demo them in class, with nothing to install and no sign-up.
      </p>
    ),
  },
];

const principles = [
  { title: 'Describe before you generate', text: 'Good images start with a precise brief. Every prompt and tool pushes you to name what you want.' },
  { title: 'Show the working', text: 'Each tool states its formula and units. If a number looks wrong, you can see why.' },
  { title: 'Your work stays with you', text: 'No accounts, and nothing you enter in a tool leaves the page. Close the tab and it is gone.' },
  { title: 'Calm, accessible software', text: 'Readable text, keyboard access throughout, and motion that respects your system setting.' },
] as const;

function AudienceTab({ audience }: { audience: Audience }) {
  const toolsLabelId = useId();
  return (
    <div className={css.audience}>
      <div className={css.audienceIntro}>
        <h3 className={css.audienceTitle}>{audience.title}</h3>
        <p className={lead}>{audience.intro}</p>
        <p className={css.note}>{audience.note}</p>
      </div>
      <div className={card}>
        <ol className={css.uses}>
          {audience.uses.map((use, index) => (
            <li key={use.title} className={css.use}>
              <span className={css.useNumber} aria-hidden="true">{index + 1}</span>
              <div className={css.useText}>
                <h4 className={css.useTitle}>{use.title}</h4>
                <p className={muted}>{use.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p id={toolsLabelId} className={css.toolsLabel}>Tools to start with</p>
        <ul className={css.toolLinks} aria-labelledby={toolsLabelId}>
          {audience.tools.map((slug) => (
            <li key={slug}>
              <Link href={toolPath(slug)} className={css.toolChip}>{findTool(slug)?.name ?? slug}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const tabItems: readonly TabItem[] = audiences.map((audience) => ({
  label: audience.label,
  content: <AudienceTab audience={audience} />,
}));

export default function AboutPage() {
  return (
    <>
      <PageHero
        kicker="About PromptArc"
        title="Prompts written by designers, for designers"
        lead={`PromptArc began in a Bristol studio as a shared document of prompts that worked. Today it is a library of ${CLAIMS.prompts}+ templates across ${CLAIMS.categories} design categories, and 20 free tools that put real numbers behind the words.`}
        actions={
          <>
            <Link href="/docs" className={button()}>Explore Docs</Link>
            <Link href="/contact" className={button({ tone: 'secondary' })}>Talk to us</Link>
          </>
        }
      />

      <section className={section} aria-labelledby="about-values">
        <div className={container}>
          <div className={sectionHeader}>
            <p className={eyebrow}>What we value</p>
            <h2 id="about-values" className={h2}>Tools that earn a place in your process</h2>
          </div>
          <div className={grid}>
            {values.map((value) => (
              <IconCard key={value.title} {...value} />
            ))}
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="about-audiences">
        <div className={container}>
          <div className={sectionHeader}>
            <p className={eyebrow}>Who it is for</p>
            <h2 id="about-audiences" className={h2}>How people use PromptArc</h2>
            <p className={lead}>The same library and tools, used three different ways.</p>
          </div>
          <Tabs label="Audiences" items={tabItems} />
        </div>
      </section>

      <section className={section} aria-labelledby="about-faq">
        <div className={`${container} ${css.faq}`}>
          <div className={css.faqIntro}>
            <p className={eyebrow}>FAQ</p>
            <h2 id="about-faq" className={h2}>Common questions</h2>
            <p className={muted}>
              More answers in the <Link href="/#faq">product FAQ</Link>, or <Link href="/contact">ask us directly</Link>.
            </p>
          </div>
          <Accordion items={faqs} />
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="about-principles">
        <div className={container}>
          <div className={sectionHeader}>
            <p className={eyebrow}>How we work</p>
            <h2 id="about-principles" className={h2}>Principles</h2>
          </div>
          <ol className={css.principles}>
            {principles.map((principle, index) => (
              <li key={principle.title} className={css.principle}>
                <span className={css.principleNumber} aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
                <h3 className={cardTitle}>{principle.title}</h3>
                <p className={muted}>{principle.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={section} aria-labelledby="about-cta">
        <div className={container}>
          <div className={css.cta}>
            <div className={css.ctaText}>
              <h2 id="about-cta" className={css.ctaTitle}>Try a tool, or tell us what you’re designing</h2>
              <p className={css.ctaLead}>All 20 tools are free and open in your browser. Questions about the library go straight to the studio.</p>
            </div>
            <div className={css.ctaActions}>
              <Link href="/docs" className={button({ tone: 'inverse' })}>Browse the 20 tools</Link>
              <Link href="/contact" className={`${button({ tone: 'ghost' })} ${css.ctaSecondary}`}>Contact the studio</Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
