import { Button, type ButtonProps, Menu, Progress, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure } from '../../../components/action-error';
import type { MessageKey } from '../../../i18n/en';
import { useProgressText } from '../hooks/use-progress-text';
import type { Decline, PrimaryAction } from '../signing-session';
import { PngFileButton } from './png-file-button';
import classes from './signing.module.css';

const PRIMARY_LOOKS: Record<PrimaryAction, { label: MessageKey } & Pick<ButtonProps, 'color'>> = {
  start: { label: 'Start signing' },
  next: { label: 'Next' },
  approve: { label: 'Approve', color: 'green' },
  sign: { label: 'Sign here', color: 'green' },
  upload: { label: 'Upload' },
  finish: { label: 'Finish' },
};

/** The ways of declining, in the menu beside the main action (in the text's colour: the palette's red is too pale). */
const DECLINE_ITEMS: { decline: Decline; label: MessageKey }[] = [
  { decline: 'reject', label: 'Reject the document' },
  { decline: 'revise', label: 'Ask for a revision' },
];

interface SigningActionsProps {
  primary: PrimaryAction;
  /** The active field takes initials: signing it says 'Initial here'. */
  forInitials: boolean;
  /** Reject and Revise may still be chosen. */
  canDecline: boolean;
  /** What to do now, in a sentence, read out as it changes. */
  hint: MessageKey;
  progress: { completed: number; total: number };
  finishing: boolean;
  /** Why the last sending failed, when it was sent from this bar (a decline sent again). */
  failure: ActionFailure | null;
  onAction: (action: Exclude<PrimaryAction, 'upload'>) => void;
  onUpload: (file: File) => void;
  onDecline: (decline: Decline) => void;
}

/**
 * The signer's bar (a column beside the document; at the bottom of a phone's screen): what to do now, the progress,
 * one main action, and the other actions (Reject, Revise) in a menu beside it, so no label is squeezed.
 */
export function SigningActions({
  primary,
  forInitials,
  canDecline,
  hint,
  progress,
  finishing,
  failure,
  onAction,
  onUpload,
  onDecline,
}: SigningActionsProps) {
  const { t } = useTranslation();
  const buttonsRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  /** A way of declining was chosen: its dialog takes the focus, which the menu must not take back. */
  const declineChosen = useRef(false);
  // The pressed button may be gone with its step: focus, fallen to the page, goes on to the new main action.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new main action.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) {
      buttonsRef.current?.querySelector<HTMLElement>('[data-primary]')?.focus();
    }
  }, [primary]);
  const progressText = useProgressText(progress);
  const { color } = PRIMARY_LOOKS[primary];
  const label = primary === 'sign' && forInitials ? 'Initial here' : PRIMARY_LOOKS[primary].label;
  return (
    <section className={classes.actions} aria-label={t('Signing actions')}>
      <Text size="sm" aria-live="polite" className={classes.hint}>
        {t(hint)}
      </Text>
      <div>
        <Progress
          value={progress.total ? (100 * progress.completed) / progress.total : 0}
          size="sm"
          aria-label={progressText}
        />
        <Text size="xs" c="dimmed" mt={4} visibleFrom="sm">
          {progressText}
        </Text>
      </div>
      <ActionError failure={failure} />
      <div ref={buttonsRef} className={classes.buttons}>
        {primary === 'upload' ? (
          <PngFileButton onFile={onUpload}>
            {(props) => (
              <Button {...props} data-primary className={classes.primaryButton}>
                {t(label)}
              </Button>
            )}
          </PngFileButton>
        ) : (
          <Button
            data-primary
            color={color}
            className={classes.primaryButton}
            loading={primary === 'finish' && finishing}
            onClick={() => onAction(primary)}
          >
            {t(label)}
          </Button>
        )}
        {canDecline && (
          <Menu
            position="top-end"
            withinPortal
            returnFocus={false}
            onClose={() => {
              if (!declineChosen.current) moreRef.current?.focus();
              declineChosen.current = false;
            }}
          >
            <Menu.Target>
              <Button ref={moreRef} variant="default" className={classes.moreButton}>
                {t('More')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {DECLINE_ITEMS.map((item) => (
                <Menu.Item
                  key={item.decline}
                  onClick={() => {
                    declineChosen.current = true;
                    onDecline(item.decline);
                  }}
                >
                  {t(item.label)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </div>
    </section>
  );
}
