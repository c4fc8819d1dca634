import { Link } from 'wouter';
import { Accordion, type AccordionItem } from '../../ui/Accordion';
import { button } from '../../ui/button.css';
import { container, eyebrow, h2, lead, sectionAlt, sectionHeader } from '../../ui/layout.css';
import * as css from './Faq.css';

// The guarantee here and the terms' "all sales are final once downloaded" both stand (docs/contract.md §1).
const questions: readonly AccordionItem[] = [
  {
    question: 'How do I receive the templates after I buy?',
    answer: (
      <p>
        Straight away. As soon as your payment goes through we email you a download link, and the same link is shown
        on the order confirmation page, so you can start before the email arrives. The library is a single PDF that
        you keep.
      </p>
    ),
  },
  {
    question: 'Which AI tools do the prompts work with?',
    answer: (
      <p>
        All the popular ones. The prompts are plain text, so they work in chat assistants such as ChatGPT, image
        generators such as Midjourney and DALL·E, open models such as Stable Diffusion, and any similar tool you
        prefer.
      </p>
    ),
  },
  {
    question: 'Do I need design experience to use them?',
    answer: (
      <p>
        No. Each template tells you exactly what to fill in, with an example for every [bracketed] detail, and the
        design knowledge is already written into the prompt. Homeowners and students get good results; professionals
        get a faster start.
      </p>
    ),
  },
  {
    question: 'Can I use the results in client and commercial work?',
    answer: (
      <p>
        Yes. A commercial license is included: you can use the prompts, and everything you create with them, in paid
        projects for clients and in your own business.
      </p>
    ),
  },
  {
    question: 'Will I get future updates?',
    answer: (
      <p>
        Yes, free of charge. When we add or improve templates, you get the updated PDF at no extra cost, for as long
        as the library is published.
      </p>
    ),
  },
  {
    question: 'What if the library is not right for me?',
    answer: (
      <p>
        You are covered by a 30-day money-back guarantee. If it is not what you expected, email us within 30 days of
        your purchase and we will give you a full refund.
      </p>
    ),
  },
  {
    question: 'Can I share the library with my team or resell it?',
    answer: (
      <p>
        The license is for a single user. Please do not resell, share or redistribute the PDF or its prompts; each
        person who uses the library needs their own copy.
      </p>
    ),
  },
];

export function Faq() {
  return (
    <section id="faq" className={sectionAlt} aria-labelledby="faq-title">
      <div className={container}>
        <div className={sectionHeader}>
          <p className={eyebrow}>FAQ</p>
          <h2 id="faq-title" className={h2}>Frequently asked questions</h2>
          <p className={lead}>Everything you need to know about the library, the license and the guarantee.</p>
        </div>
        <div className={css.body}>
          <Accordion items={questions} />
          <div className={css.contact}>
            <p className={css.contactText}>Still have questions?</p>
            <Link href="/contact" className={button({ tone: 'secondary' })}>Contact Us</Link>
          </div>
        </div>
      </div>
    </section>
  );
}
