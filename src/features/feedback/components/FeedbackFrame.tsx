import { Description, Field, Label, Textarea } from '@headlessui/react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../ui/Button.tsx';

/**
 * The parts every desk's feedback form shares ('Submit Your Feedback Here' after a call): the
 * titled section with its form, the comment box, and Submit with what it says. The questions in
 * between are each desk's own.
 */
export function FeedbackFrame({
  heading,
  onSubmit,
  children,
  after,
}: {
  heading: string;
  onSubmit: () => void;
  children: ReactNode;
  /** What sits outside the form (a dialog). */
  after?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
      {after}
    </section>
  );
}

export function CommentField(props: {
  label: string;
  value: string;
  max: number;
  disabled: boolean;
  invalid?: boolean;
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field disabled={props.disabled} className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700 data-disabled:text-slate-400">
        {props.label}
      </Label>
      <Textarea
        value={props.value}
        maxLength={props.max}
        rows={3}
        aria-invalid={props.invalid || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm data-disabled:bg-slate-100"
      />
      {props.hint ? (
        <Description className="text-xs text-slate-500">{props.hint}</Description>
      ) : null}
    </Field>
  );
}

/**
 * Submit and what it says: the rule still unmet (an alert after a refused Submit, or the reason
 * it is disabled), and that the feedback went.
 */
export function SubmitRow(props: {
  label: string;
  canSubmit: boolean;
  message: string | null;
  /** 'alert': said after a refused Submit; 'reason': why Submit is disabled. */
  messageKind: 'alert' | 'reason';
  submitted: boolean;
  submittedText: string;
}) {
  const messageId = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="submit"
        disabled={!props.canSubmit}
        aria-describedby={props.message ? messageId : undefined}
      >
        {props.label}
      </Button>
      {props.message ? (
        <p
          id={messageId}
          role={props.messageKind === 'alert' ? 'alert' : undefined}
          className="text-sm text-red-700"
        >
          {props.message}
        </p>
      ) : null}
      {props.submitted ? (
        <p role="status" className="text-sm text-green-800">
          {props.submittedText}
        </p>
      ) : null}
    </div>
  );
}
