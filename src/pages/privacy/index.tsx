import { Link } from 'wouter';
import { PRODUCT_NAME, STUDIO_ADDRESS, SUPPORT_EMAIL } from '../../app/config';
import { LegalDocument, type LegalSection } from '../shared/LegalDocument';
import { StudioAddress } from '../shared/StudioAddress';

const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const sections: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          This policy explains what information {PRODUCT_NAME} collects when you visit this site, use the free tools, buy
          the prompt library or write to us, and what we do with it. {STUDIO_ADDRESS[0]} is responsible for that
          information.
        </p>
        <p>
          The short version: there are no accounts and no sign-in. The free tools run in your browser and send nothing to
          a server. We collect only what we need to deliver your purchase and answer your messages, and we never sell it.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>When you buy the library.</strong> Our card payment provider collects your name, e-mail address,
            billing country and card details on its checkout page. We receive the order record — e-mail, name, product,
            amount and date — but never your full card number.
          </li>
          <li>
            <strong>When you e-mail us.</strong> Your address and whatever you choose to write.
          </li>
          <li>
            <strong>When you use the free tools.</strong> Nothing. Slider positions, colours, room sizes and every other
            input stay in the page and are gone when you leave it. Copying a prompt uses your own clipboard, and a
            downloaded prompt file is created in your browser.
          </li>
          <li>
            <strong>When you use a form on this site.</strong> The contact form and the careers “Notify me” form are not
            stored by this site.
          </li>
          <li>
            <strong>When you load a page.</strong> Like any web server, the host of this site receives technical request
            data — IP address, browser type, the page requested and the time — and may keep it in short-lived logs for
            security and reliability. If an analytics service is enabled, it is told which page you opened (see{' '}
            <a href="#cookies-and-analytics">Cookies and analytics</a>).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use information',
    body: (
      <>
        <p>We use the information above to:</p>
        <ul>
          <li>deliver the library and send your download link;</li>
          <li>let you know when a free update to the library is ready;</li>
          <li>answer support questions and handle refund requests;</li>
          <li>keep the accounting records the law requires;</li>
          <li>keep the site secure and see, in aggregate, which pages are useful.</li>
        </ul>
        <p>
          We rely on the contract with you to deliver your purchase, on legal obligations for tax records, and on our
          legitimate interest for security and aggregate statistics. We do not sell personal information, and we do not
          use it for advertising profiles.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    body: (
      <>
        <ul>
          <li>The site is served over HTTPS with a strict Content Security Policy, and loads no scripts from other sites.</li>
          <li>Payments happen on the card payment provider’s own checkout, built to the card industry’s PCI DSS security standard.</li>
          <li>Order records and support e-mail are kept in access-controlled systems, open only to the people who need them.</li>
          <li>We keep order records as long as tax law requires, and support conversations no longer than needed to help you.</li>
        </ul>
        <p>
          No system is perfectly secure. If a breach ever affects your information, we will tell you and the regulator as
          the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-analytics',
    title: 'Cookies and analytics',
    body: (
      <>
        <p>
          This site sets no cookies of its own and stores nothing in your browser’s local storage. A closed sale banner, a
          chosen tab or a tool’s settings are remembered only until you leave the page. So that the site works offline,
          your browser keeps a copy of its pages and files in its cache; nothing you enter is part of it, and clearing
          this site’s data removes it.
        </p>
        <p>
          An analytics service may be present. If it is, each time you open a page it receives that page’s address and
          title, which we look at only as totals. If we ever add analytics that sets cookies, we will update this policy
          and ask for your consent first.
        </p>
        <p>The checkout page belongs to the payment provider and may set its own cookies under its own policy.</p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third parties',
    body: (
      <>
        <p>We share information only with the services that run the product, and only what each one needs:</p>
        <ul>
          <li>
            <strong>Card payment provider</strong> — processes your payment and the order details on its checkout, and
            hosts the sample PDF.
          </li>
          <li>
            <strong>Analytics service</strong> — if one is present, receives page views as described above.
          </li>
          <li>
            <strong>Hosting and e-mail providers</strong> — serve this site and carry our correspondence with you.
          </li>
        </ul>
        <p>
          Links to social networks open their sites in a new tab, where their own policies apply. We disclose information
          to anyone else only when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask to see the personal information we hold about you, to correct it, to delete it, to restrict or object
          to how we use it, or to receive a copy in a portable format. As there are no accounts, we find your records by
          the e-mail address you used at checkout.
        </p>
        <p>
          Write to {supportLink} and we will answer within one month. If you are unhappy with our answer, you can complain
          to the UK Information Commissioner’s Office or to the data protection authority where you live.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We update this policy when the product, our providers or the law change. The date at the top of the page shows
        the current version; if a change affects how we use information you have already given us, we will tell you by
        e-mail before it takes effect. The <Link href="/terms">Terms of Service</Link> are updated in the same way.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>Questions about privacy or a request about your data: e-mail {supportLink}. We reply within one business day.</p>
        <p>By post:</p>
        <StudioAddress />
      </>
    ),
  },
];

export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" sections={sections} />;
}
