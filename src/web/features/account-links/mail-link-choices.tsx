import { Link } from 'react-router';

/** Under the sign-in form: the ways in by mail, a reset link or a sign-in link. */
export function MailLinkChoices() {
  return (
    <p className="mt-4 text-center text-sm">
      <Link to="/forgot-password" className="font-medium text-emerald-800 underline">
        Forgot password?
      </Link>
      <span aria-hidden="true" className="mx-2 text-stone-400">
        ·
      </span>
      <Link to="/sign-in-link" className="font-medium text-emerald-800 underline">
        Email me a sign-in link
      </Link>
    </p>
  );
}
