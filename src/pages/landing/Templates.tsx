import type { ReactNode } from 'react';
import { CLAIMS } from '../../app/config';
import { button } from '../../ui/button.css';
import { SampleLink } from './SampleLink';
import { container, eyebrow, h2, lead, section, sectionHeader } from '../../ui/layout.css';
import { Tabs } from '../../ui/Tabs';
import * as css from './Templates.css';

export interface TemplatesProps {
  /** The buy link ('Get All Templates Now'), priced by the parent for the current phase. */
  buyLink: ReactNode;
}

/** Six of the nine categories, three sample prompts each, verbatim from the library. */
const categories: readonly { label: string; prompts: readonly [string, string, string] }[] = [
  {
    label: 'Interior Design',
    prompts: [
      'Act as a senior interior designer. Plan a [style, e.g. Japandi] living room of [length × width, e.g. 5 × 4 m] for [who lives there]. Use a palette of [two or three colours] with [natural material] as the hero finish. Arrange seating for [number] people around [focal point], keep a 900 mm clear path to [door or window], and layer ambient, task and accent lighting. List every furniture piece with approximate dimensions and say why it suits the brief.',
      'Write a moodboard brief for a [room type] in a [style] home for a client who wants it to feel [three adjectives]. Describe six materials and finishes with their texture and sheen, a colour palette with hex codes, four signature furniture pieces and three decor accents. Close with a one-sentence design concept I can read aloud in a client meeting.',
      'Photorealistic interior photograph of a [room type] in [style] style, [time of day] light through [window type], [wall finish] walls, [flooring] floor, [hero furniture piece] as the focal point, styled with [two or three decor details], eye-level view, 24 mm lens, soft natural shadows, editorial interiors magazine --ar 3:2',
    ],
  },
  {
    label: 'Architectural Design',
    prompts: [
      'Act as an architect. Develop a concept for a [building type] of about [floor area] m² on a [site description, e.g. sloping, south-facing] plot in a [climate] climate. Propose three massing options; for each, describe the form, orientation, arrival sequence and how it answers [key constraint, e.g. a busy road to the north]. Recommend one and justify it in terms of daylight, views, buildability and cost.',
      'Write a schedule of accommodation for a [number]-bedroom [house type] for [household]. Give each space a target area in m², the spaces it must sit next to, and its best orientation for daylight. Flag spaces that could be shared or flexible, then total the net area and add [15]% for circulation and walls.',
      'Architectural exterior render of a [building type] in [architectural style], [primary facade material] with [secondary material] details, [roof form] roof, set in [landscape or street context], [season] at [time of day], soft overcast sky, people for scale, viewed from [viewpoint], photorealistic architectural photography, tilt-shift corrected verticals --ar 16:9',
    ],
  },
  {
    label: '3D Visualization',
    prompts: [
      'Photorealistic 3D render of a [room type], [style] interior, two-point perspective from [camera position, e.g. the doorway], 35 mm lens at 1.6 m eye height, [lighting, e.g. low late-afternoon sun with soft sky fill], materials: [floor], [walls], [key furniture finish], global illumination, subtle depth of field, physically based materials, 8K --ar 16:9',
      'Axonometric cutaway of a [building or apartment type] over [number] levels, showing furniture layouts and circulation, clean white massing model with [accent colour] highlighting [feature to emphasise], soft ambient occlusion, 30° isometric view on a pale grey background, architectural diagram style, no text',
      'Give me a lighting and camera plan for rendering a [space] in [software, e.g. Blender]. Specify three camera positions with focal lengths and heights, the sun angle for [time of day and season] at [latitude], each artificial light with colour temperature in kelvin and intensity, and roughness and reflectance values for [key materials], so the result matches a [mood] reference.',
    ],
  },
  {
    label: 'Home Improvement',
    prompts: [
      'I want to refresh my [room] (about [dimensions]) on a budget of [amount and currency]. Suggest a phased plan: quick wins under 10% of the budget, mid-range upgrades, and one statement change. For each item give a cost range, whether it is DIY or needs a [trade], how long it takes, and how much disruption to expect.',
      'Write a before-and-after brief for my [room], which is currently [current state, e.g. dark, dated and cramped]. Keep [elements to keep, e.g. the oak floor and window positions] and change [elements to change]. Describe the after image in detail — colours, fixtures, lighting and styling — so I can render it in an image generator and compare it with a photo of the room today.',
      'Create a step-by-step checklist for [project, e.g. repainting kitchen cabinet doors] for a first-time DIYer. Include tools and materials with quantities for [size of job], safety notes, the order of work with drying times, the five most common mistakes, and the point at which I should stop and call a [trade].',
    ],
  },
  {
    label: 'Smart Home',
    prompts: [
      'Plan a smart-home system for a [number]-bedroom [home type] with a budget of [amount]. Recommend devices for lighting, heating, security and blinds that work with [ecosystem, e.g. Matter or Apple Home]. Place each device room by room, note which need hard wiring and which run on batteries, and suggest five automations for a household that [daily routine].',
      'Design lighting scenes for an open-plan [kitchen, dining and living] space with [number] dimmable circuits: Morning, Cooking, Dinner, Film and Away. For each scene give every circuit its level in % and colour temperature in kelvin, the trigger (time, sensor or voice) and the fade time, and explain how the scenes support [household routine].',
      'Interior render of a [room type] with discreetly integrated smart technology: [devices, e.g. flush ceiling speakers, motorised linen blinds, a slim wall control panel], [style] style, warm evening ambience, all cables and hardware concealed, calm minimal composition, photorealistic, architectural interiors photography --ar 4:3',
    ],
  },
  {
    label: 'Style Guides',
    prompts: [
      'Write a style guide for [style, e.g. mid-century modern] interiors: its origins in one paragraph, five defining characteristics, a colour palette with hex codes, signature materials and furniture forms, common mistakes to avoid, and how to give it a contemporary twist in a [home type] today.',
      'Compare [style A] and [style B] for a [room] in a table covering palette, materials, furniture silhouettes, lighting, pattern and accessories. Then propose a blended scheme that is [percentage]% [style A], with three specific finishes or pieces that bridge the two styles and one thing to leave out.',
      'Editorial interior photograph of a [room] in authentic [style] style: [three signature elements of the style], a palette of [colours], [natural light condition], styled with [accessories], wide shot, uncluttered, high-end design magazine --ar 4:5',
    ],
  },
];

/** Shows each [bracketed] fill-in variable as a marked span, so the template's shape reads at a glance. */
function PromptText({ text }: { text: string }) {
  return text.split(/(\[[^\]]+\])/).map((part, index) =>
    index % 2 === 1 ? <span key={index} className={css.slot}>{part}</span> : part,
  );
}

const tabItems = categories.map((category) => ({
  label: category.label,
  content: (
    <ol className={css.prompts}>
      {category.prompts.map((text, index) => (
        <li key={index} className={css.prompt}>
          <span className={css.number} aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
          <span className={css.label}>AI Prompt</span>
          <p className={css.text}><PromptText text={text} /></p>
        </li>
      ))}
    </ol>
  ),
}));

/** A preview of the library: sample prompts by category, then the way to buy it or try the sample. */
export function Templates({ buyLink }: TemplatesProps) {
  return (
    <section id="templates" className={section} aria-labelledby="templates-title">
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
