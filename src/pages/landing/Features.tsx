import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { CLAIMS } from '../../app/config';
import { card, cardTitle, container, eyebrow, grid, h2, lead, muted, sectionAlt, sectionHeader } from '../../ui/layout.css';
import * as css from './Features.css';

interface Feature {
  title: string;
  description: string;
  /** The inner paths of a 24 × 24 line icon; the stroke comes from FeatureIcon. */
  icon: ReactNode;
}

const features: readonly Feature[] = [
  {
    title: 'Interior Design',
    description: 'Layouts, palettes, materials and styling briefs for every room, written to give an AI tool the context a designer would.',
    icon: (
      <>
        <path d="M5 10V7.5A2.5 2.5 0 0 1 7.5 5h9A2.5 2.5 0 0 1 19 7.5V10" />
        <path d="M3 12.5a2 2 0 0 1 4 0V15h10v-2.5a2 2 0 0 1 4 0V18H3z" />
        <path d="M5 18v2M19 18v2" />
      </>
    ),
  },
  {
    title: 'Architectural Design',
    description: 'Massing studies, site responses, room schedules and facade concepts for houses, extensions and small buildings.',
    icon: (
      <>
        <path d="M3 20h18" />
        <path d="M4 9.5 12 4l8 5.5" />
        <path d="M4 9.5h16" />
        <path d="M6.5 12v5.5M10.5 12v5.5M13.5 12v5.5M17.5 12v5.5" />
      </>
    ),
  },
  {
    title: 'Home Improvement',
    description: 'Renovation plans, phased budgets and DIY checklists that turn a tired room into a clear, costed to-do list.',
    icon: (
      <>
        <rect x="3" y="3.5" width="14" height="6" rx="1.5" />
        <path d="M17 6.5h2.5a1 1 0 0 1 1 1V11a1 1 0 0 1-1 1H11v2.5" />
        <rect x="9.5" y="14.5" width="3" height="6" rx="1" />
      </>
    ),
  },
  {
    title: '3D Visualization',
    description: 'Render-ready prompts with camera, lens, light and material settings for photoreal interiors and exteriors.',
    icon: (
      <>
        <path d="M12 3 20 7.5v9L12 21l-8-4.5v-9z" />
        <path d="M4 7.5 12 12l8-4.5M12 12v9" />
      </>
    ),
  },
  {
    title: 'Design Consultation',
    description: 'Client questionnaires, brief summaries and presentation scripts that help you ask better questions and explain decisions.',
    icon: (
      <>
        <path d="M4 4.5h10a1 1 0 0 1 1 1V12a1 1 0 0 1-1 1H8.5L5 15.5V13H4a1 1 0 0 1-1-1V5.5a1 1 0 0 1 1-1z" />
        <path d="M18 8.5h2a1 1 0 0 1 1 1V16a1 1 0 0 1-1 1h-1v2.5L15.5 17H11a1 1 0 0 1-1-1v-.5" />
      </>
    ),
  },
  {
    title: 'Sustainable Design',
    description: 'Passive design, low-carbon materials, daylight and energy strategies, with prompts that ask for the trade-offs too.',
    icon: (
      <>
        <path d="M19.5 4.5C11 4.5 5 8.5 5 15c0 1.8.4 3.3 1 4.5 7.5 0 13.5-4 13.5-15z" />
        <path d="M4 20.5c3-4.5 6.5-7.5 10.5-9.5" />
      </>
    ),
  },
  {
    title: 'Style Guides',
    description: `In-depth guides to ${CLAIMS.styles} interior styles, from Japandi to Art Deco: palettes, materials, furniture forms and what to avoid.`,
    icon: (
      <>
        <path d="M12 3.5a8.5 8.5 0 1 0 0 17c1.1 0 1.8-.8 1.8-1.7 0-.5-.2-.9-.5-1.2a1.7 1.7 0 0 1 1.3-2.8H17a3.5 3.5 0 0 0 3.5-3.5c0-4.3-3.8-7.8-8.5-7.8z" />
        <circle cx="7.5" cy="11.5" r="1" />
        <circle cx="10" cy="7.5" r="1" />
        <circle cx="14.5" cy="7.5" r="1" />
      </>
    ),
  },
  {
    title: 'Smart Home Integration',
    description: 'Device plans, lighting scenes and automations that fit technology into a home without cluttering the design.',
    icon: (
      <>
        <path d="M3 11 12 4l9 7" />
        <path d="M5.5 9.5V20h13V9.5" />
        <path d="M9.5 14a3.5 3.5 0 0 1 5 0" />
        <path d="M12 17h.01" />
      </>
    ),
  },
  {
    title: 'Room-Specific Design',
    description: 'Dedicated prompts for kitchens, bathrooms, bedrooms, home offices, nurseries and more, each with its own rules of thumb.',
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="1" />
        <path d="M11 3.5V9M11 13v7.5M3.5 13H7M11 13h9.5" />
      </>
    ),
  },
];

function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={css.icon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The nine template categories of the library, one card each. */
export function Features() {
  return (
    <section id="features" className={sectionAlt} aria-labelledby="features-title">
      <div className={container}>
        <div className={sectionHeader}>
          <p className={eyebrow}>Features</p>
          <h2 id="features-title" className={h2}>Everything you need to design with AI</h2>
          <p className={lead}>
            {CLAIMS.prompts}+ expert-written prompt templates across {CLAIMS.categoriesInWords} design categories, from the first sketch of an idea to
            the final render.
          </p>
        </div>
        <ul className={`${grid} ${css.list}`}>
          {features.map((feature) => (
            <li key={feature.title} className={`${card} ${css.featureCard}`}>
              <span className={css.iconTile}>
                <FeatureIcon>{feature.icon}</FeatureIcon>
              </span>
              <div className={css.body}>
                <h3 className={cardTitle}>{feature.title}</h3>
                <p className={muted}>{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className={css.toolsNote}>
          Planning a room first? <Link href="/docs">Try the 20 free design tools</Link>: palettes, proportions, light and
          structure, each writing a prompt for you.
        </p>
      </div>
    </section>
  );
}
