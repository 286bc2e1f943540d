import { LegalDocument, SupportMail as Mail, type LegalSection } from '@/components/layout/legal-document'
import { site } from '@/content/site'

const LAST_UPDATED = 'November 2026'

/** What this product really does with personal data, section by section. */
const sections: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to prepare and deliver your marketing plan:</p>
        <ul>
          <li>
            <strong>Your survey answers.</strong> Your business name, what you sell and where, your stage, website, customers, goals, weekly
            time and budget, brand tone, platforms and marketing challenges.
          </li>
          <li>
            <strong>Your e-mail address</strong>, which you give on the survey’s last step so we can send you the plan, and again if you
            subscribe to our newsletter.
          </li>
          <li>
            <strong>Purchase details</strong>, if you buy the Pro plan: your name, e-mail address and whether the payment went through. Your
            card details are entered into Stripe’s secure payment form and go straight to Stripe; they never reach our server.
          </li>
          <li>
            <strong>Your plan page</strong>, the private page your plan’s e-mail links to: its link (a long random code, the only key to the
            page), the tasks you tick and when, the figures you write for your plan’s measures at day 30, 60 and 90, how often the page was
            opened and when last, which weeks’ e-mails you opened it from, and whether its Monday e-mails are on, paused or stopped.
          </li>
          <li>
            <strong>Page views and survey progress.</strong> Which pages are viewed and when, the website that sent you there (its name
            only, never the full address), and how far visitors get through the survey, counted by our own analytics with no outside
            service. To count unique visitors without tracking anyone, each visitor gets a code made by hashing their network address and
            browser type with a salt that changes every day, so visits cannot be linked from one day to the next. Neither your IP address
            nor your browser details are stored. Plan pages are never counted this way: their address is their key.
          </li>
          <li>
            <strong>Messages you send us</strong>, such as e-mails to support.
          </li>
        </ul>
        <p>Everything is stored in one database on the server this site runs on. It is not kept on a shared marketing platform.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <ul>
          <li>
            <strong>To write your plan.</strong> Your answers are turned into a draft plan, either by a planner built into our software that
            runs on our own server, or, where we have connected one, by an AI provider. A human marketing strategist reviews and edits every
            plan before it is sent to you.
          </li>
          <li>
            <strong>To send you e-mail:</strong> the confirmation of your request, your plan, your Pro package if you bought one, the Monday
            e-mails of your plan and, only if you subscribed and confirmed, the newsletter.
          </li>
          <li>
            <strong>To follow your plan with you.</strong> Every Monday of your plan’s 13 weeks we send a short e-mail with that week’s
            tasks. They stop after week 13, as soon as you unsubscribe (one click, in any of them or on your plan page), and after three
            weeks with nothing ticked, when we send one e-mail asking whether you still want them instead. We also see how far you have got
            (tasks ticked, your last visit, which e-mails you opened the page from), so that we know when to check in or offer more help,
            such as the Pro package.
          </li>
          <li>
            <strong>To process your purchase</strong> and deliver what you paid for.
          </li>
          <li>
            <strong>To improve the site</strong>, using totals such as how many people visited a page on a given day or stopped at a
            particular survey question.
          </li>
          <li>
            <strong>To protect the service</strong> from spam and abuse. For example, the server limits how many surveys can be sent from
            one network address in an hour; it keeps those counts in memory only, never in the database.
          </li>
        </ul>
        <p>
          We do not use your information for advertising, we do not build profiles of you across other sites, and no decision with legal or
          similarly significant effects is made about you automatically.
        </p>
      </>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>
          <strong>We never sell or rent your personal information</strong>, and we do not share it with advertisers or data brokers. We
          share it only with the services that help us run this site, and only what each one needs:
        </p>
        <ul>
          <li>
            <strong>Our e-mail delivery provider</strong>, which carries the e-mails we send you and so sees your address and the message.
          </li>
          <li>
            <strong>Stripe</strong>, which processes payments for the Pro plan under its own{' '}
            <a href="https://stripe.com/privacy" rel="noopener noreferrer">
              privacy policy
            </a>
            .
          </li>
          <li>
            <strong>An AI provider</strong>, only if we have connected one to draft plans. It receives your survey answers to write the
            draft and is not allowed to use them for anything else.
          </li>
          <li>
            <strong>Our hosting provider</strong>, whose server stores the database.
          </li>
        </ul>
        <p>We may also disclose information when the law requires it, for example in response to a valid court order.</p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <ul>
        <li>The site is served over an encrypted HTTPS connection.</li>
        <li>
          Only our administrators can see survey submissions. Their passwords are stored as strong one-way (argon2id) hashes, and their
          sign-ins expire.
        </li>
        <li>Payment card details are handled entirely by Stripe and never touch our server.</li>
        <li>
          Your plan page opens only with its link, so anyone you pass the link to can see it and tick tasks: keep it to yourself. We can
          revoke a link at any time, for example if you tell us it was shared by mistake; it then stops working for good. The page is kept
          out of search engines, and its address is not passed on to the sites it links to.
        </li>
        <li>
          We keep backups of the database so that your plan is not lost. The database and its backups can be read only by the service
          itself, not by other accounts on the server.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Whatever country you live in, you can ask us to:</p>
        <ul>
          <li>
            <strong>see everything we hold about you.</strong> We send you one file (JSON, readable by any computer) with all of it: your
            survey answers, the plans written for you and the record of their review, your plan page (its ticks, figures, visits and
            e-mails), the e-mails we sent you or about your request, your newsletter subscription and your orders;
          </li>
          <li>correct anything that is wrong;</li>
          <li>
            <strong>delete your information.</strong> In one step we delete your survey answers, your plans and their history, your plan
            page with everything you ticked and wrote on it (its link stops working), the e-mails we sent you or about your request, and
            your newsletter subscription. If you bought the Pro plan, the record of the payment stays for our accounts (amount, currency,
            date, status and Stripe’s payment reference), with your name and e-mail address removed from it;
          </li>
          <li>stop using your information for a purpose you object to.</li>
        </ul>
        <p>
          To make a request, e-mail <Mail subject="Privacy request" /> from the address you used with us, so we know it is you. We answer
          within 30 days, usually much sooner. Every newsletter e-mail also has a link to unsubscribe, which keeps working for good.
        </p>
        <p>
          We note that a request was handled, when and by whom, but not your address: only a one-way fingerprint of it, so the note cannot
          be turned back into your information. Deleted information also leaves our backups as they are replaced, within two weeks. Stripe
          keeps its own record of a payment under its privacy policy.
        </p>
        <p>
          We keep your survey answers and plan for as long as you might need them, until you ask us to delete them. Your plan page and what
          you ticked and wrote on it are kept with your plan and deleted with it. Anonymous page counts are deleted after about 13 months.
          Records of payments are kept for as long as tax law requires. If you are unhappy with how we handle your information, you can also
          complain to your local data-protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          <strong>This site sets no cookies of its own</strong>, and it uses no advertising or tracking cookies from anyone else. Our
          analytics work without cookies.
        </p>
        <p>The site does keep a few things in your browser’s local storage, which never leaves your device:</p>
        <ul>
          <li>After you submit the survey, your e-mail address and business name, so the Pro plan checkout can fill them in for you.</li>
          <li>For our administrators only, a sign-in token while they are signed in to the review area.</li>
        </ul>
        <p>
          You can clear local storage at any time in your browser’s settings. The one place another company’s code runs is the checkout
          page, where Stripe’s payment form may set cookies it needs to process your payment securely and prevent fraud.
        </p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <p>
        For any question about this policy or your information, e-mail <Mail subject="Privacy question" />. A person reads every message.
      </p>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    body: (
      <p>
        When what we do with your information changes, we update this page and the date at the top. If a change matters to how your existing
        information is used, we will tell you by e-mail before it takes effect.
      </p>
    ),
  },
]

const summary = [
  'We keep only what you tell us in the survey, plus anonymous page counts.',
  'We never sell your data, and there are no tracking or advertising cookies.',
  'A human reviews every plan before it is sent.',
  'Your plan page opens only with its private link; its Monday e-mails stop in one click.',
  'Ask us at any time to see or delete your information.',
]

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      slug="privacy"
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      intro={
        <>
          This policy explains what {site.name} collects when you use this site, why, who else sees it, and what you can ask us to do with
          it. We have kept it short and in plain language.
        </>
      }
      summary={summary}
      sections={sections}
    />
  )
}
