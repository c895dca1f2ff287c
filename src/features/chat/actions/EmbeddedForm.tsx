import { type FormEvent, useMemo } from 'react';
import { sanitizeFormHtml } from '../../../platform/sanitizeHtml.ts';

type Props = {
  html: string;
  busy: boolean;
  onSubmit: (values: Record<string, string>) => void;
  children: React.ReactNode;
};

/** The named fields of a form as text (unticked checkboxes are not sent, as a browser does). */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * An action's embedded HTML form (ARCHITECTURE §8: the only HTML injected), sanitised with the
 * allow-list; the dialog's own Submit posts its fields. The markup is set once, so what the user
 * typed stays in it across a failed submission.
 */
export function EmbeddedForm({ html, busy, onSubmit, children }: Props) {
  const safe = useMemo(() => ({ __html: sanitizeFormHtml(html) }), [html]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(valuesOf(event.currentTarget));
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset disabled={busy} className="chat-action-embedded space-y-2 text-sm">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an explicit allow-list */}
        <div dangerouslySetInnerHTML={safe} />
      </fieldset>
      {children}
    </form>
  );
}
