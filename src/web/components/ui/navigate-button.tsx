import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { Button } from './button.tsx';

/**
 * A button that leads to another page: the specification names these controls buttons (Back to
 * Home, Start Shopping), so they are announced and found as buttons.
 */
export function NavigateButton({ to, ...props }: { to: string } & ComponentProps<typeof Button>) {
  const navigate = useNavigate();
  return <Button onClick={() => navigate(to)} {...props} />;
}
