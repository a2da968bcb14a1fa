import type { Store } from '../../../domain/stores/stores.ts';

/**
 * A store's opening hours as a list of days and times; the caller sets its spacing and colour.
 * Where the two do not fit a narrow box's line, the days wrap ("Sunday to" / "Thursday") and
 * each time stays whole, never "10:00" / "PM".
 */
export function StoreHours({
  store,
  className,
  daysClassName,
}: {
  store: Store;
  className: string;
  daysClassName?: string;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] ${className}`}>
      {store.hours.map((line) => (
        <div key={line.days} className="contents">
          <dt className={daysClassName}>{line.days}</dt>
          <dd className="whitespace-nowrap">{line.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
