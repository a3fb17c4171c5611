import { PublicLayout } from '../../components/PublicLayout';

export function Privacy() {
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-slate-800">
        <h1 className="text-3xl font-bold text-slate-900">Privacy Policy</h1>
        <p>
          MLO Prep collects only what it needs to run your study account: your name, your email address, a hash of your password
          (never the password itself), the practice tests you generate, your answers and results, and your conversations with
          Milo.
        </p>
        <p>
          We use this information to provide the service: to sign you in, to score your tests, to show your statistics, and to
          tailor Milo's advice. Questions you send to Milo or topics you generate tests on may be processed by our AI provider to
          produce an answer; we never send your password or payment details to it.
        </p>
        <p>
          We do not sell your personal information. We keep your data while your account is active; you can ask us to delete your
          account and its data at any time by contacting support.
        </p>
        <p>Session cookies keep you signed in. They are essential, HttpOnly and not used for advertising.</p>
      </article>
    </PublicLayout>
  );
}

export function Terms() {
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-slate-800">
        <h1 className="text-3xl font-bold text-slate-900">Terms of Service</h1>
        <p>
          MLO Prep is a study aid for the SAFE MLO licensing exam. Practice questions and study notes are educational material,
          not legal advice; regulations change, and the official sources (the CFPB, HUD, the NMLS and your state regulator)
          prevail.
        </p>
        <p>
          Your account is personal. Keep your password secret and do not share access. Do not attempt to disrupt the service,
          access other learners' data or copy the question bank in bulk.
        </p>
        <p>
          We do not guarantee that you will pass the exam. The service is provided as is, and we may change or discontinue
          features with notice.
        </p>
        <p>Questions about these terms? Contact our support team during business hours.</p>
      </article>
    </PublicLayout>
  );
}
