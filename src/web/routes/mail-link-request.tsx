import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { MailLinkForm } from '../features/account-links/mail-link-form.tsx';
import { AccountLinkFrame } from './account-link-frame.tsx';

/** A page asking for a mailed link (a reset or a sign-in link), with the way back to Sign In. */
export function MailLinkRequest({
  title,
  intro,
  ...form
}: { title: string; intro: string } & ComponentProps<typeof MailLinkForm>) {
  return (
    <AccountLinkFrame title={title} intro={intro}>
      <MailLinkForm {...form} />
      <p className="mt-4 text-sm">
        <Link to="/login" className="font-medium text-emerald-800 underline">
          Back to Sign In
        </Link>
      </p>
    </AccountLinkFrame>
  );
}
