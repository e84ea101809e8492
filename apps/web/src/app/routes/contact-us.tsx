import { ContactForm, ContactSidePanel } from '../../features/contact';
import { usePageMeta } from '../../features/marketing';

/** Contact (PRODUCT.md §2/§5/§8). */
export default function ContactUs() {
  usePageMeta('/contact-us');
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white pt-28 pb-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Contact us</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">We are here to help</h1>
          <p className="mt-4 text-lg text-slate-600">
            Questions about plans, the extension or your account? Send us a message and we will get back to
            you.
          </p>
        </header>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="rounded-2xl bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-200 sm:p-8">
            <ContactForm />
          </div>
          <ContactSidePanel />
        </div>
      </div>
    </div>
  );
}
