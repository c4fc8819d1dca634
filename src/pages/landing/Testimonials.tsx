import { CLAIMS } from '../../app/config';
import { card, container, eyebrow, h2, lead, section, sectionHeader } from '../../ui/layout.css';
import * as css from './Testimonials.css';

interface Testimonial {
  quote: string;
  author: string;
  role: string;
  /** A portrait in public/images/testimonials. */
  image: string;
}

const testimonials: readonly Testimonial[] = [
  {
    quote:
      'I used to spend an hour wording a moodboard brief. Now I fill in a few brackets and have three solid directions before the client call. The style guides alone paid for the library in a week.',
    author: 'Amara Okafor',
    role: 'Interior Designer, residential studio',
    image: '/images/testimonials/amara-okafor.svg',
  },
  {
    quote:
      'The massing prompts are written the way architects actually think: site, orientation, constraints. They give me a structured first pass to argue with, which is exactly what early-stage design needs.',
    author: 'Daniel Moreau',
    role: 'Architect, small-practice principal',
    image: '/images/testimonials/daniel-moreau.svg',
  },
  {
    quote:
      'I use the templates to teach students how to brief precisely. Their AI renders improved, but so did their written design concepts, which I did not expect.',
    author: 'Priya Raman',
    role: 'Design Educator, interior architecture',
    image: '/images/testimonials/priya-raman.svg',
  },
];

function QuoteMark() {
  return (
    <svg className={css.quoteMark} viewBox="0 0 24 24" width="28" height="28" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M10.5 11H7c0-2.6 1.2-4.2 3.5-4.8V4C6.1 4.7 4 7.6 4 12.4V19h6.5zM20 11h-3.5c0-2.6 1.2-4.2 3.5-4.8V4c-4.4.7-6.5 3.6-6.5 8.4V19H20z" />
    </svg>
  );
}

export function Testimonials() {
  return (
    <section id="testimonials" className={section} aria-labelledby="testimonials-title">
      <div className={container}>
        <div className={sectionHeader}>
          <p className={eyebrow}>Testimonials</p>
          <h2 id="testimonials-title" className={h2}>Trusted by people who design for a living</h2>
          <p className={lead}>Interior designers, architects and educators use the library to get from blank page to first idea faster.</p>
        </div>
        <ul className={css.list}>
          {testimonials.map((item) => (
            <li key={item.author} className={`${card} ${css.item}`}>
              <figure className={css.figure}>
                <blockquote className={css.quote}>
                  <QuoteMark />
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className={css.author}>
                  <img
                    className={css.photo}
                    src={item.image}
                    width="56"
                    height="56"
                    alt={`Portrait of ${item.author}`}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={css.who}>
                    <span className={css.name}>{item.author}</span>
                    <span className={css.role}>{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className={css.proof}>
          <div className={css.stack}>
            {testimonials.map((item) => (
              <img key={item.author} className={css.avatar} src={item.image} width="40" height="40" alt="" loading="lazy" decoding="async" />
            ))}
            <span className={css.badge}>{`+${CLAIMS.professionalsBeyondPictured}`}</span>
          </div>
          <p className={css.proofText}>
            Joined by <span className={css.proofStrong}>{`${CLAIMS.professionals}+ design professionals`}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
