import type { AuditEntry } from '../../../../domain/admin/admin.contract.ts';
import { describeAuditEntry } from '../../../../domain/admin/audit-description.ts';
import { formatStoreTime } from '../../../lib/format.ts';

/** One change in the Activity list: what was done to which item, by whom, when, and what changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { action, thing, name, changes } = describeAuditEntry(entry);
  const updated = entry.action === 'update';
  return (
    <li className="space-y-1 px-4 py-3">
      <p>
        {action} {thing} <strong className="font-semibold">{name}</strong>
      </p>
      <p className="text-sm text-stone-600">
        by {entry.actor} · <time dateTime={entry.at}>{formatStoreTime(entry.at)}</time>
      </p>
      {changes.length > 0 && (
        <ul aria-label="Changes" className="text-sm text-stone-800">
          {changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-medium">{change.field}:</span> {change.before} → {change.after}
            </li>
          ))}
        </ul>
      )}
      {updated && changes.length === 0 && <p className="text-sm text-stone-600">No changes</p>}
    </li>
  );
}
