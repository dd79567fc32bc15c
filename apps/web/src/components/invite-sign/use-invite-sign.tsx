import type { ReminderSettings } from '@signflow/contract/sender-controls';
import type { SignerVerificationChoice } from '@signflow/contract/signer-verification';
import { useRef, useState } from 'react';
import { useInviteSignersMutation } from '../../api/invite-signers-api';
import { reloadProfile } from '../../api/session-api';
import { useAppDispatch } from '../../store/hooks';
import { type ActionFailure, actionFailureOf } from '../action-error';
import { notify } from '../toast';
import { isEmailNotVerified, VerifyEmailDialog } from '../verify-email-dialog';
import { InviteDialog } from './invite-dialog';

export interface DraftToSend {
  id: string;
  name: string;
}

/**
 * Invite Sign, wherever it is offered (the Documents row, the field editor's Send): `open` shows the Invite Sign
 * dialog for a Draft; sending says the server's answer and calls `onSent`. An owner whose e-mail is not verified yet
 * is told where the link went; anything else (a plan that ended, a name, an e-mail or a field missing) stays in the
 * dialog under its buttons, named by the server (with Upgrade when the plan refused it). The page renders `dialogs`
 * once.
 */
export function useInviteSign({ onSent }: { onSent?: (document: DraftToSend) => void } = {}) {
  const dispatch = useAppDispatch();
  const [inviteSigners, { isLoading: inviting }] = useInviteSignersMutation();
  const [toInvite, setToInvite] = useState<DraftToSend | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [mustVerifyEmail, setMustVerifyEmail] = useState(false);
  // What opened the dialog, where the focus returns once the verification dialog closes.
  const opener = useRef<HTMLElement | null>(null);

  const open = (document: DraftToSend, openedBy?: HTMLElement | null) => {
    opener.current = openedBy ?? null;
    setFailure(null);
    setToInvite(document);
  };

  const close = () => {
    setFailure(null);
    setToInvite(null);
  };

  const send = async (
    reminders: ReminderSettings,
    senderMessage: string | null,
    signers: SignerVerificationChoice[] = [],
  ) => {
    if (!toInvite) return;
    setFailure(null);
    try {
      const { message } = await inviteSigners({
        id: toInvite.id,
        reminders,
        message: senderMessage,
        signers,
      }).unwrap();
      notify.success(message);
      close();
      // The address may have been verified in another tab since the profile was loaded: the banner follows.
      dispatch(reloadProfile());
      onSent?.(toInvite);
    } catch (error) {
      if (isEmailNotVerified(error)) {
        close();
        dispatch(reloadProfile());
        setMustVerifyEmail(true);
      } else setFailure(actionFailureOf(error, 'The document could not be sent'));
    }
  };

  const closeVerifyEmail = () => {
    setMustVerifyEmail(false);
    opener.current?.focus();
  };

  const dialogs = (
    <>
      <InviteDialog document={toInvite} busy={inviting} failure={failure} onSend={send} onCancel={close} />
      <VerifyEmailDialog opened={mustVerifyEmail} onClose={closeVerifyEmail} />
    </>
  );

  return { open, inviting, dialogs };
}
