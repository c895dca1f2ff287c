import type { PasswordResetEvent, PasswordResetView } from '../../../../machines/auth/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { LOGIN_TEXTS as T } from '../loginTexts.ts';

export type ResetDialogProps = {
  view: PasswordResetView;
  send: (event: PasswordResetEvent) => void;
};

export function ResetDialog({ view, send }: ResetDialogProps) {
  return (
    <Dialog
      open={view.modalOpen}
      title={T.resetTitle}
      dismissable={!view.submitting}
      onClose={() => send({ type: 'reset.cancel' })}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'reset.submit' });
        }}
      >
        <TextField
          label={T.resetOtp}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={view.otp}
          disabled={view.submitting}
          onValueChange={(value) => send({ type: 'otp.change', value })}
        />
        <TextField
          label={T.newPassword}
          type="password"
          autoComplete="new-password"
          hint={T.newPasswordHint}
          value={view.newPassword}
          error={view.newPasswordError}
          disabled={view.submitting}
          onValueChange={(value) => send({ type: 'newPassword.change', value })}
        />
        <TextField
          label={T.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={view.confirmPassword}
          error={view.confirmPasswordError}
          disabled={view.submitting}
          onValueChange={(value) => send({ type: 'confirmPassword.change', value })}
        />
        <ErrorBox>{view.formError}</ErrorBox>
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            disabled={view.submitting}
            onClick={() => send({ type: 'reset.cancel' })}
          >
            {T.cancel}
          </Button>
          <Button
            type="submit"
            busy={view.submitting}
            disabled={view.submitDisabledReason !== null}
            disabledReason={view.submitDisabledReason}
          >
            {T.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
