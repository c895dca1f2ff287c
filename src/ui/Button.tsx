import { Button as HeadlessButton } from '@headlessui/react';
import { type ComponentProps, useId } from 'react';

type Variant = 'primary' | 'secondary' | 'link';

export type ButtonProps = Omit<ComponentProps<'button'>, 'className'> & {
  variant?: Variant;
  /** A call is in flight: the button is locked and says so (aria-busy) without changing its name. */
  busy?: boolean;
  /** Why the button is disabled, read out with it; shown only while `disabled`. */
  disabledReason?: string | null;
  className?: string;
};

const variants: Record<Variant, string> = {
  primary:
    'bg-brand-600 text-white hover:bg-brand-700 data-disabled:bg-slate-300 data-disabled:text-slate-600',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 data-disabled:text-slate-400',
  link: 'text-brand-600 underline-offset-2 hover:underline data-disabled:text-slate-400',
};

export function Button({
  variant = 'primary',
  busy = false,
  disabled = false,
  disabledReason,
  type = 'button',
  className = '',
  children,
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const showReason = disabled && !busy && Boolean(disabledReason);
  const padding = variant === 'link' ? 'px-0 py-0' : 'px-4 py-2';
  return (
    <>
      <HeadlessButton
        {...rest}
        type={type}
        disabled={disabled || busy}
        aria-busy={busy || rest['aria-busy'] || undefined}
        aria-describedby={showReason ? reasonId : rest['aria-describedby']}
        className={`inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium ${padding} ${variants[variant]} ${className}`}
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        ) : null}
        {children}
      </HeadlessButton>
      {showReason ? (
        <span id={reasonId} className="sr-only">
          {disabledReason}
        </span>
      ) : null}
    </>
  );
}
