import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { failureText } from '../../../lib/api-client.ts';

interface SettingsSectionProps<Saved> {
  title: string;
  intro: ReactNode;
  /** What is set here, in words: "sales tax" reads "Loading sales tax...". */
  what: string;
  settings: UseQueryResult<Saved>;
  /**
   * The fields, given the saved settings; keyed by the read so a save shows what was stored.
   * `headingId` names the section, for a control whose own label recurs in another section.
   */
  children: (saved: Saved, readAt: number, headingId: string) => ReactNode;
}

/** One titled block of the Settings tab: loads its settings, then shows its form. */
export function SettingsSection<Saved>({
  title,
  intro,
  what,
  settings,
  children,
}: SettingsSectionProps<Saved>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {title}
      </h3>
      <p className="text-sm text-stone-600">{intro}</p>
      {settings.data ? (
        children(settings.data, settings.dataUpdatedAt, headingId)
      ) : settings.error ? (
        <p role="alert" className="text-sm text-red-700">
          {failureText(settings.error, `The ${what} could not be loaded. Please try again.`)}
        </p>
      ) : (
        <p role="status" className="text-sm text-stone-600">
          Loading {what}...
        </p>
      )}
    </section>
  );
}
