import { useId, useState } from 'react';
import { Link } from 'wouter';
import { REGULAR_PRICE_USD, SALE_PRICE_USD } from '../../../engine/pricing/phase';
import { HELLO_EMAIL, PRODUCT_NAME, SUPPORT_EMAIL } from '../../app/config';
import { useLocationSearch } from '../../tools/shell/useLocationSearch';
import { button } from '../../ui/button.css';
import * as field from '../../ui/field.css';
import { card, cardTitle, container, muted, section } from '../../ui/layout.css';
import { PageHero } from '../../ui/PageHero';
import { StudioAddress } from '../shared/StudioAddress';
import { LocalForm } from '../../ui/LocalForm';
import { TextField } from '../../ui/TextField';
import { ToastViewport, useToasts } from '../../ui/Toast';
import { useSimulatedSubmit } from '../../ui/useSimulatedSubmit';
import * as css from './contact.css';

/** The contact form is simulated (docs/product.md §4): it acknowledges after this long and sends nothing. */
const SEND_DELAY_MS = 1000;

const channels = [
  { title: 'Support', email: SUPPORT_EMAIL, text: 'Orders, download links, licences and the money-back guarantee.' },
  { title: 'General', email: HELLO_EMAIL, text: 'Partnerships, press, teaching and ideas for new tools.' },
] as const;

/**
 * The order a buy or sample button sent the visitor here with (`?order=sale`, `?order=regular` or
 * `?order=sample`: the default checkout and sample links, src/app/defaults.ts), as the message it
 * starts the form with; null for none.
 */
export function orderMessage(search: string): string | null {
  const order = new URLSearchParams(search).get('order');
  if (order === 'sale') return `I would like to buy the ${PRODUCT_NAME} prompt library at the sale price of $${SALE_PRICE_USD}. Please send me a payment link.`;
  if (order === 'regular') return `I would like to buy the ${PRODUCT_NAME} prompt library at $${REGULAR_PRICE_USD}. Please send me a payment link.`;
  if (order === 'sample') return `Please send me the free sample of the ${PRODUCT_NAME} prompt library (a PDF with a few of its templates).`;
  return null;
}

/** What the form's lead says, by what the visitor came for (orderMessage). */
const LEADS = {
  sample: 'Add your name and email: we reply within one business day with the sample PDF.',
  order: 'To order the library, add your name and email: we reply within one business day with a secure payment link, and the download follows payment.',
  question: 'All fields are required. Tell us which tool or template you mean and we can answer in one go.',
} as const;

/**
 * The form's lead for what the visitor came for. The order is in the address's query, which the
 * prerendered page (one file for every query) cannot know: every lead is there, one over the
 * other, and the others take their room unseen, so the page keeps its height when its code
 * reads the query and shows the order's.
 */
function FormLead({ lead }: { lead: keyof typeof LEADS }) {
  return (
    <p className={`${muted} ${css.lead}`}>
      {Object.entries(LEADS).map(([key, text]) => (
        <span key={key} className={key === lead ? undefined : css.leadUnseen}>{text}</span>
      ))}
    </p>
  );
}

function ContactForm() {
  const ids = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  // Arriving from a buy button, the message starts as the order until the visitor edits it (null: not yet edited).
  const search = useLocationSearch();
  const order = orderMessage(search);
  const isSampleRequest = new URLSearchParams(search).get('order') === 'sample';
  const [edited, setMessage] = useState<string | null>(null);
  const message = edited ?? order ?? '';
  const { toasts, show, dismiss } = useToasts();

  const { pending, submit } = useSimulatedSubmit(SEND_DELAY_MS, () => {
    show('Message sent', "We'll get back to you as soon as possible.");
    setName('');
    setEmail('');
    setMessage('');
  });

  return (
    <section className={`${card} ${css.formCard}`} aria-labelledby={`${ids}-title`}>
      <div className={css.formHeader}>
        <h2 id={`${ids}-title`} className={css.formTitle}>Write to us</h2>
        <FormLead lead={order && isSampleRequest ? 'sample' : order ? 'order' : 'question'} />
      </div>
      <LocalForm className={css.form} onSubmit={submit} pending={pending}>
        <div className={css.pair}>
          <TextField id={`${ids}-name`} label="Name" type="text" name="name" autoComplete="name" value={name} onChange={setName} />
          <TextField id={`${ids}-email`} label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} />
        </div>
        <div className={field.field}>
          <label htmlFor={`${ids}-message`} className={field.label}>Message</label>
          <textarea
            id={`${ids}-message`}
            className={field.textarea}
            name="message"
            rows={6}
            required
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className={css.submitRow}>
          <button type="submit" className={`${button()} ${css.submit}`} disabled={pending}>
            {pending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </LocalForm>
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </section>
  );
}

function ContactDetails() {
  const titleId = useId();
  return (
    <aside className={`${card} ${css.details}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.asideTitle}>Other ways to reach us</h2>
      <ul className={css.channels}>
        {channels.map((channel) => (
          <li key={channel.title} className={css.channel}>
            <h3 className={css.channelTitle}>{channel.title}</h3>
            <a href={`mailto:${channel.email}`} className={css.email}>{channel.email}</a>
            <p className={muted}>{channel.text}</p>
          </li>
        ))}
        <li className={css.channel}>
          <h3 className={css.channelTitle}>Studio</h3>
          <StudioAddress className={css.address} />
          <p className={muted}>Visits by appointment only.</p>
        </li>
      </ul>
      <p className={css.replyNote}>
        <svg className={css.replyIcon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10 5.5V10l3 2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        We reply within one business day.
      </p>
    </aside>
  );
}

function DocsPointer() {
  const titleId = useId();
  return (
    <section className={`${card} ${css.docsCard}`} aria-labelledby={titleId}>
      <div className={css.docsText}>
        <h2 id={titleId} className={cardTitle}>Looking for how a tool works?</h2>
        <p className={muted}>The docs list all 20 free tools and what each one calculates; many answers are a minute away.</p>
      </div>
      <div>
        <Link href="/docs" className={button({ tone: 'secondary' })}>Browse the docs</Link>
      </div>
    </section>
  );
}

export default function ContactPage() {
  return (
    <>
      <PageHero
        kicker="Contact"
        title="Contact us"
        lead="Questions about the prompt library, your order or one of the free tools? Write to the studio and a designer on the team will answer."
      />
      <div className={section}>
        <div className={`${container} ${css.layout}`}>
          <ContactForm />
          <ContactDetails />
          <DocsPointer />
        </div>
      </div>
    </>
  );
}
