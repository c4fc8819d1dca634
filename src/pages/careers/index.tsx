import { useId, useState } from 'react';
import { Link } from 'wouter';
import { CAREERS_EMAIL } from '../../app/config';
import { button } from '../../ui/button.css';
import { cardIconProps, IconCard, type IconCardProps } from '../../ui/IconCard';
import { card, cardTitle, container, eyebrow, h2, lead, muted, section, sectionAlt, sectionHeader } from '../../ui/layout.css';
import { PageHero } from '../../ui/PageHero';
import { LocalForm } from '../../ui/LocalForm';
import { TextField } from '../../ui/TextField';
import { ToastViewport, useToasts } from '../../ui/Toast';
import { useSimulatedSubmit } from '../../ui/useSimulatedSubmit';
import * as css from './careers.css';

/** The notify form is simulated (docs/product.md §4): it acknowledges after this long and sends nothing. */
const NOTIFY_DELAY_MS = 400;

const culture: readonly IconCardProps[] = [
  {
    title: 'Designers in the room',
    text: 'Every prompt is tested on real briefs by people who have drawn plans for a living. Engineers and writers sit in on studio reviews.',
    icon: (
      <svg {...cardIconProps}>
        <path d="M3 21V9l9-6 9 6v12" />
        <path d="M9 21v-6h6v6" />
      </svg>
    ),
  },
  {
    title: 'Small team, whole problems',
    text: 'You own a piece of the product from first sketch to release — a prompt category, a tool, a page — not a ticket in someone else’s plan.',
    icon: (
      <svg {...cardIconProps}>
        <circle cx="12" cy="12" r="8.5" />
        <circle cx="12" cy="12" r="3.5" />
      </svg>
    ),
  },
  {
    title: 'Written, then spoken',
    text: 'Decisions start as short documents anyone can comment on. Meetings are few, have an agenda, and end with notes.',
    icon: (
      <svg {...cardIconProps}>
        <path d="M6 3h9l4 4v14H6z" />
        <path d="M9 12h7M9 16h5" />
      </svg>
    ),
  },
  {
    title: 'A calm pace',
    text: 'We ship when the work is ready, keep evenings and weekends free, and work from the Bristol studio or from home.',
    icon: (
      <svg {...cardIconProps}>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </svg>
    ),
  },
];

const hiringSteps = [
  { title: 'Intro and portfolio', meta: '30 minutes', text: 'A video call about your work and what you want next; bring two or three projects you are proud of.' },
  { title: 'Practical exercise', meta: 'Up to 3 hours, paid', text: 'A short task close to the real job, done at home on your schedule, then talked through together.' },
  { title: 'Team chat', meta: '45 minutes', text: 'Meet the people you would work with, ask anything, and hear our decision within a week.' },
] as const;

function NotifyForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const { toasts, show, dismiss } = useToasts();
  const { pending, submit } = useSimulatedSubmit(NOTIFY_DELAY_MS, () => {
    show('Subscribed', 'We’ll email you when new roles are posted.');
    setEmail('');
  });

  return (
    <>
      <LocalForm className={css.notifyForm} onSubmit={submit} pending={pending}>
        <TextField id={inputId} label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} />
        <button type="submit" className={`${button()} ${css.notifyButton}`} disabled={pending}>
          {pending ? 'Please wait' : 'Notify me'}
        </button>
      </LocalForm>
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

export default function CareersPage() {
  return (
    <>
      <PageHero
        kicker="Careers"
        title="Help designers say exactly what they mean"
        lead="PromptArc is a small studio in Bristol writing AI prompts and building free browser tools for architects and interior designers. We hire rarely, carefully, and for the long run."
        actions={
          <>
            <a href={`mailto:${CAREERS_EMAIL}`} className={button()}>Email us your portfolio</a>
            <Link href="/about" className={button({ tone: 'secondary' })}>Learn about PromptArc</Link>
          </>
        }
      />

      <section className={section} aria-labelledby="careers-culture">
        <div className={container}>
          <div className={sectionHeader}>
            <p className={eyebrow}>Culture</p>
            <h2 id="careers-culture" className={h2}>How we work together</h2>
            <p className={lead}>Four habits we keep, whoever joins.</p>
          </div>
          <div className={css.cultureGrid}>
            {culture.map((item) => (
              <IconCard key={item.title} {...item} />
            ))}
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="careers-process">
        <div className={container}>
          <div className={sectionHeader}>
            <p className={eyebrow}>Hiring process</p>
            <h2 id="careers-process" className={h2}>Three steps, about two weeks</h2>
            <p className={lead}>No trick questions and no unpaid spec work. You will always know what comes next.</p>
          </div>
          <ol className={css.steps}>
            {hiringSteps.map((step, index) => (
              <li key={step.title} className={`${card} ${css.step}`}>
                <span className={css.stepNumber} aria-hidden="true">{index + 1}</span>
                <div className={css.stepText}>
                  <h3 className={cardTitle}>{step.title}</h3>
                  <p className={css.stepMeta}>{step.meta}</p>
                  <p className={muted}>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={section} aria-labelledby="careers-roles">
        <div className={`${container} ${css.roles}`}>
          <div className={css.rolesIntro}>
            <h2 id="careers-roles" className={h2}>Open roles</h2>
            <p className={css.status}>
              <span className={css.statusDot} aria-hidden="true" />
              No roles are open right now
            </p>
            <p className={lead}>
              New roles are posted here first. They are usually for prompt writers with a design background and front-end
              engineers who care about drawings.
            </p>
            <p className={muted}>
              Want to introduce yourself anyway? Send a portfolio to <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a>;
              we read every one.
            </p>
          </div>
          <div className={`${card} ${css.notifyCard}`}>
            <h3 className={cardTitle}>Get notified</h3>
            <p className={muted}>One e-mail when a role opens. Nothing else.</p>
            <NotifyForm />
          </div>
        </div>
      </section>
    </>
  );
}
