import { Button, type ButtonProps, Progress, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../i18n/en';
import { SIGNER_BUTTONS, type SignerButton } from '../signing-session';
import { PngFileButton } from './png-file-button';
import classes from './signing.module.css';

const BUTTON_LOOKS: Record<SignerButton, { label: MessageKey } & Pick<ButtonProps, 'color' | 'variant'>> = {
  reject: { label: 'Reject', color: 'red', variant: 'outline' },
  revise: { label: 'Revise', color: 'orange', variant: 'outline' },
  next: { label: 'Next', variant: 'filled' },
  start: { label: 'Start signing', variant: 'filled' },
  approve: { label: 'Approve', color: 'green', variant: 'filled' },
  done: { label: 'Done', variant: 'filled' },
  upload: { label: 'Upload', variant: 'filled' },
};

interface SigningActionsProps {
  activeButtons: readonly SignerButton[];
  /** What to do now, in a sentence, read out as it changes. */
  hint: MessageKey;
  progress: { completed: number; total: number };
  finishing: boolean;
  onAction: (button: Exclude<SignerButton, 'upload'>) => void;
  onUpload: (file: File) => void;
}

/** The buttons that decline: never where focus lands by itself. */
const DECLINING: readonly SignerButton[] = ['reject', 'revise'];

/** The left column of action buttons (a bar at the bottom on a phone), showing only `activeButtons`. */
export function SigningActions({ activeButtons, hint, progress, finishing, onAction, onUpload }: SigningActionsProps) {
  const { t } = useTranslation();
  const buttonsRef = useRef<HTMLDivElement>(null);
  // The pressed button is gone with its set: focus, fallen to the page, goes on to the new set's primary action
  // (Approve, Upload, Next…), never to Reject, which comes first on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new set of buttons.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) {
      const buttons = buttonsRef.current;
      (buttons?.querySelector<HTMLElement>('[data-primary]') ?? buttons?.querySelector('button'))?.focus();
    }
  }, [activeButtons]);
  const progressText = t('{{completed}} of {{total}} fields completed', {
    completed: String(progress.completed),
    total: String(progress.total),
  });
  return (
    <section className={classes.actions} aria-label={t('Signing actions')}>
      <Text size="sm" aria-live="polite">
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
      <div ref={buttonsRef} className={classes.buttons}>
        {SIGNER_BUTTONS.filter((button) => activeButtons.includes(button)).map((button) => {
          const { label, ...look } = BUTTON_LOOKS[button];
          const primary = DECLINING.includes(button) ? {} : { 'data-primary': true };
          if (button === 'upload') {
            return (
              <PngFileButton key={button} onFile={onUpload}>
                {(props) => (
                  <Button {...look} {...props} {...primary}>
                    {t(label)}
                  </Button>
                )}
              </PngFileButton>
            );
          }
          return (
            <Button
              key={button}
              {...look}
              {...primary}
              loading={button === 'done' && finishing}
              onClick={() => onAction(button)}
            >
              {t(label)}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
