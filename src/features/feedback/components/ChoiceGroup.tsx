import type { FeedbackChoice } from '../../../../machines/feedback/index.ts';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';

export type ChoiceGroupProps<T extends string> = {
  label: string;
  choice: FeedbackChoice<T>;
  onChange: (value: T) => void;
  /**
   * Opts the question into the call screen's keyboard shortcuts under this name (e.g.
   * 'traceability': T then N picks option N).
   */
  shortcutGroup?: string;
};

/** One feedback question as radios; nothing is checked until the agent answers it. */
export function ChoiceGroup<T extends string>({
  label,
  choice,
  onChange,
  shortcutGroup,
}: ChoiceGroupProps<T>) {
  const group = (
    <RadioGroup
      label={label}
      // Headless UI reads null as "controlled, nothing chosen yet".
      value={choice.value as T}
      options={choice.options}
      disabled={!choice.enabled}
      onChange={onChange}
    />
  );
  return shortcutGroup ? <div data-shortcut-group={shortcutGroup}>{group}</div> : group;
}
