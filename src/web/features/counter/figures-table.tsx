import { useId } from 'react';

/** A row: its key, its name, then its figures. */
export type FiguresRow = readonly [key: string, name: string, ...figures: (string | number)[]];

/**
 * One section of the end of day: a heading over a small table that prints as it reads. The
 * first column names the row; the figures after it are right-aligned so their digits line up.
 */
export function FiguresTable({
  title,
  headers,
  rows,
  emptyText = 'Nothing on this day.',
  note,
}: {
  title: string;
  headers: readonly string[];
  rows: readonly FiguresRow[];
  emptyText?: string;
  /** What the figures include, when a reader could take one for another. */
  note?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 break-inside-avoid rounded-lg border border-stone-200 bg-white p-3 shadow-sm sm:p-4 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={headingId} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{emptyText}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              {headers.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={`px-2 py-1 font-semibold ${index === 0 ? 'text-left' : 'text-right'}`}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, name, ...figures]) => (
              <tr key={key} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="px-2 py-1 text-left font-medium">
                  {name}
                </th>
                {figures.map((figure, index) => (
                  // A row's figures are fixed columns: their header is their identity.
                  <td
                    key={headers[index + 1] ?? index}
                    className="px-2 py-1 text-right tabular-nums"
                  >
                    {figure}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {note && <p className="mt-2 text-xs text-stone-600">{note}</p>}
    </section>
  );
}
