import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { CLAIMS } from '../../app/config';
import { button } from '../../ui/button.css';
import { SampleLink } from './SampleLink';
import { container, eyebrow, h2, lead, section, sectionHeader } from '../../ui/layout.css';
import { Tabs } from '../../ui/Tabs';
import type { LaterCategory, SamplePrompts } from './laterTabPrompts';
import * as css from './Templates.css';

export interface TemplatesProps {
  /** The buy link ('Get All Templates Now'), priced by the parent for the current phase. */
  buyLink: ReactNode;
}

/** The first tab's three sample prompts, verbatim from the library: the ones the page opens on. */
const interiorDesignPrompts: SamplePrompts = [
  'Act as a senior interior designer. Plan a [style, e.g. Japandi] living room of [length × width, e.g. 5 × 4 m] for [who lives there]. Use a palette of [two or three colours] with [natural material] as the hero finish. Arrange seating for [number] people around [focal point], keep a 900 mm clear path to [door or window], and layer ambient, task and accent lighting. List every furniture piece with approximate dimensions and say why it suits the brief.',
  'Write a moodboard brief for a [room type] in a [style] home for a client who wants it to feel [three adjectives]. Describe six materials and finishes with their texture and sheen, a colour palette with hex codes, four signature furniture pieces and three decor accents. Close with a one-sentence design concept I can read aloud in a client meeting.',
  'Photorealistic interior photograph of a [room type] in [style] style, [time of day] light through [window type], [wall finish] walls, [flooring] floor, [hero furniture piece] as the focal point, styled with [two or three decor details], eye-level view, 24 mm lens, soft natural shadows, editorial interiors magazine --ar 3:2',
];

/** The tabs after the first: six of the nine categories in all (their prompts: laterTabPrompts.ts). */
const laterCategories: readonly LaterCategory[] = ['Architectural Design', '3D Visualization', 'Home Improvement', 'Smart Home', 'Style Guides'];

/** Shows each [bracketed] fill-in variable as a marked span, so the template's shape reads at a glance. */
function PromptText({ text }: { text: string }) {
  return text.split(/(\[[^\]]+\])/).map((part, index) =>
    index % 2 === 1 ? <span key={index} className={css.slot}>{part}</span> : part,
  );
}

function PromptList({ prompts }: { prompts: SamplePrompts }) {
  return (
    <ol className={css.prompts}>
      {prompts.map((text, index) => (
        <li key={index} className={css.prompt}>
          <span className={css.number} aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
          <span className={css.label}>AI Prompt</span>
          <p className={css.text}><PromptText text={text} /></p>
        </li>
      ))}
    </ol>
  );
}

const firstTab = { label: 'Interior Design', content: <PromptList prompts={interiorDesignPrompts} /> };

type LaterPrompts = Readonly<Record<LaterCategory, SamplePrompts>>;

let loadedLater: LaterPrompts | undefined;
let loadingLater: Promise<LaterPrompts> | undefined;

/** Loads the later tabs' prompts once per page view (again after a failure). */
function loadLater(): Promise<LaterPrompts> {
  loadingLater ??= import('./laterTabPrompts').then(
    (module) => (loadedLater = module.laterTabPrompts),
    (error: unknown) => {
      loadingLater = undefined;
      throw error;
    },
  );
  return loadingLater;
}

/**
 * The later tabs' prompts: undefined until they arrive (on the server and while the page
 * hydrates too, where the first tab is the one shown), 'failed' if they could not load. They
 * load once the section is within a screen of the viewport, before a visitor can reach the tabs.
 */
function useLaterPrompts(section: RefObject<HTMLElement | null>): LaterPrompts | 'failed' | undefined {
  const [prompts, setPrompts] = useState<LaterPrompts | 'failed' | undefined>(() => loadedLater);
  useEffect(() => {
    const element = section.current;
    if (prompts !== undefined || !element) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadLater().then(
          (loaded) => live && setPrompts(loaded),
          () => live && setPrompts('failed'),
        );
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [section, prompts]);
  return prompts;
}

/** A later tab's panel: its prompts, or what stands in for them until they arrive. */
function laterContent(prompts: LaterPrompts | 'failed' | undefined, category: LaterCategory): ReactNode {
  if (prompts === undefined) return <p className={css.pending}>Loading the sample prompts…</p>;
  if (prompts === 'failed') return <p className={css.pending}>The sample prompts could not load. Reload the page to see them.</p>;
  return <PromptList prompts={prompts[category]} />;
}

/** A preview of the library: sample prompts by category, then the way to buy it or try the sample. */
export function Templates({ buyLink }: TemplatesProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const later = useLaterPrompts(sectionRef);
  const tabItems = [firstTab, ...laterCategories.map((label) => ({ label, content: laterContent(later, label) }))];
  return (
    <section ref={sectionRef} id="templates" className={section} aria-labelledby="templates-title">
      <div className={container}>
        <div className={sectionHeader}>
          <p className={eyebrow}>Template preview</p>
          <h2 id="templates-title" className={h2}>Prompts written the way designers brief</h2>
          <p className={lead}>
            A few samples from six of the {CLAIMS.categoriesInWords} categories. Fill in the [bracketed] details, paste the prompt into
            your AI tool, and get a result you can actually work with.
          </p>
        </div>
        <div className={css.body}>
          <Tabs label="Template categories" items={tabItems} listClassName={css.tabList} />
          <div className={css.actions}>
            {buyLink}
            <SampleLink className={button({ tone: 'secondary' })}>Download Sample</SampleLink>
          </div>
          <p className={css.note}>One PDF, {CLAIMS.prompts}+ templates, instant download.</p>
        </div>
      </div>
    </section>
  );
}
