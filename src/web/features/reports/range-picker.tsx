import { useId, useState } from 'react';
import {
  type DayRange,
  GROUP_BYS,
  type GroupBy,
  MAX_RANGE_DAYS,
  MAX_RANGE_YEARS,
  presetRange,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  type RangePreset,
  type RangeProblem,
  rangeProblem,
} from '../../../domain/reports/report-range.ts';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { CONTROL_CLASSES } from '../../components/ui/labelled-control.tsx';

export interface RangeChoice {
  preset: RangePreset;
  range: DayRange;
  /** Undefined lets the server choose from the range's length. */
  groupBy: GroupBy | undefined;
}

const PRESET_OPTIONS = RANGE_PRESETS.map((preset) => ({
  value: preset,
  label: RANGE_PRESET_LABELS[preset],
}));
const GROUP_OPTIONS = [
  { value: 'auto', label: 'Automatic' },
  ...GROUP_BYS.map((groupBy) => ({ value: groupBy, label: `By ${groupBy}` })),
];

const REVERSED = 'Choose a From date on or before the To date.';

/** What the form says of two days the reports cannot cover, before anything is asked of the server. */
const RANGE_PROBLEM_TEXT: Record<RangeProblem, string> = {
  incomplete: REVERSED,
  reversed: REVERSED,
  too_long: `A report covers at most ${MAX_RANGE_YEARS} years (${MAX_RANGE_DAYS.toLocaleString('en-US')} days). Choose a later From date or an earlier To date.`,
};

const isPreset = (value: string): value is RangePreset =>
  RANGE_PRESETS.some((preset) => preset === value);
const isGroupBy = (value: string): value is GroupBy => GROUP_BYS.some((by) => by === value);

interface RangePickerProps {
  today: string;
  choice: RangeChoice;
  onChange: (choice: RangeChoice) => void;
}

/** Today, the last 7 or 30 days, this year, or two dates; and how to group the days. */
export function RangePicker({ today, choice, onChange }: RangePickerProps) {
  const [draft, setDraft] = useState<DayRange>(choice.range);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const problem = rangeProblem(draft);
  const draftValid = problem === null;

  const choosePreset = (preset: RangePreset) => {
    if (preset === 'custom') {
      setDraft(choice.range);
      onChange({ ...choice, preset });
    } else {
      onChange({ ...choice, preset, range: presetRange(preset, today) });
    }
  };
  const changeDraft = (next: DayRange) => {
    setDraft(next);
    // A range is asked for once both ends make one the server covers; until then the figures
    // (and their downloads) shown stay those of the last range asked for.
    if (rangeProblem(next) === null) onChange({ ...choice, range: next });
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormSelect
        label="Period"
        options={PRESET_OPTIONS}
        value={choice.preset}
        onChange={(event) => {
          if (isPreset(event.target.value)) choosePreset(event.target.value);
        }}
      />
      {choice.preset === 'custom' && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={fromId} className="text-sm font-medium text-stone-800">
              From
            </label>
            <input
              id={fromId}
              type="date"
              value={draft.from}
              max={draft.to || today}
              aria-invalid={draftValid ? undefined : true}
              aria-describedby={draftValid ? undefined : errorId}
              className={`h-10 ${CONTROL_CLASSES}`}
              onChange={(event) => changeDraft({ ...draft, from: event.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={toId} className="text-sm font-medium text-stone-800">
              To
            </label>
            <input
              id={toId}
              type="date"
              value={draft.to}
              min={draft.from}
              aria-invalid={draftValid ? undefined : true}
              aria-describedby={draftValid ? undefined : errorId}
              className={`h-10 ${CONTROL_CLASSES}`}
              onChange={(event) => changeDraft({ ...draft, to: event.target.value })}
            />
          </div>
        </>
      )}
      <FormSelect
        label="Group by"
        options={GROUP_OPTIONS}
        value={choice.groupBy ?? 'auto'}
        onChange={(event) =>
          onChange({
            ...choice,
            groupBy: isGroupBy(event.target.value) ? event.target.value : undefined,
          })
        }
      />
      {choice.preset === 'custom' && problem && (
        <p id={errorId} role="alert" className="w-full text-sm font-medium text-red-700">
          {RANGE_PROBLEM_TEXT[problem]}
        </p>
      )}
    </div>
  );
}
