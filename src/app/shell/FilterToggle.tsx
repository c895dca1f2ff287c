import { Button } from '../../ui/Button.tsx';
import { SHELL_TEXTS as T } from './shellTexts.ts';

export const pressedClass = 'aria-pressed:border-brand-600 aria-pressed:bg-brand-50';

/** Shows or hides the list's filter panel; the pressed state says which. */
export function FilterToggle({
  pressed,
  onToggle,
  controls,
}: {
  pressed: boolean;
  onToggle: () => void;
  /** The id of what it shows and hides, when that is on screen. */
  controls?: string;
}) {
  return (
    <Button
      variant="secondary"
      aria-pressed={pressed}
      aria-controls={controls}
      onClick={onToggle}
      className={pressedClass}
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
        <path d="M3 4h14l-5.5 7v5l-3-1.5V11z" fill="currentColor" />
      </svg>
      {T.filter}
    </Button>
  );
}
