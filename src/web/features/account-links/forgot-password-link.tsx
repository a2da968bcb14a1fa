import { Link } from 'react-router';

/** Under the sign-in form: the way to a reset link for a forgotten password. */
export function ForgotPasswordLink() {
  return (
    <p className="mt-4 text-center text-sm">
      <Link to="/forgot-password" className="font-medium text-emerald-800 underline">
        Forgot password?
      </Link>
    </p>
  );
}
