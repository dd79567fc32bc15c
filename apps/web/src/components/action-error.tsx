import { Alert, Button, Group, Text } from '@mantine/core';
import { isPlanLimitError } from '@signflow/contract/api-errors';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readApiError, type Translatable, translationKeyOf } from '../api/api-error';
import { formPostFailure } from '../api/form-post-failure';
import { FormPostError } from '../api/post-form-with-progress';
import { translateText } from '../i18n';
import classes from './action-error.module.css';

/** Why an action failed, as its owner reads it beside the action. */
export interface ActionFailure {
  text: Translatable;
  /** A plan refused it (a limit reached, the plan ended): the message comes with Upgrade. */
  planLimit: boolean;
}

/** A failed call's failure: the server's message (translated when known), else `fallback`. */
export function actionFailureOf(error: unknown, fallback = 'Failed'): ActionFailure {
  const apiError = readApiError(error);
  if (!apiError) return { text: [fallback], planLimit: false };
  return { text: translationKeyOf(apiError), planLimit: isPlanLimitError(apiError) };
}

/** A failed form post's failure (an upload): why, in the reader's words, with Upgrade when a plan refused it. */
export function formPostActionFailure(error: unknown): ActionFailure {
  const apiError = error instanceof FormPostError ? readApiError(error.answer) : undefined;
  return { text: formPostFailure(error), planLimit: apiError !== undefined && isPlanLimitError(apiError) };
}

/** A failure worded by the app itself (an i18n key and its values). */
export function actionFailureText(...text: Translatable): ActionFailure {
  return { text, planLimit: false };
}

/**
 * Says why an action failed, where it was taken (under a dialog's buttons, beside a row's or a form's button), so the
 * message stays until the next try instead of passing by in a toast. A plan's refusal offers Upgrade, to the package
 * page. Nothing is drawn while there is no failure.
 */
export function ActionError({ failure }: { failure: ActionFailure | null | undefined }) {
  const { t } = useTranslation();
  const said = useRef<HTMLDivElement>(null);
  // Below a long form the words could open out of sight (under a laptop's fixed footer): they are brought into view.
  useEffect(() => {
    if (failure) said.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);
  if (!failure) return null;
  return (
    <Alert ref={said} color="red" variant="light" role="alert" p="xs" className={classes.said}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" c="red.9" style={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
          {translateText(...failure.text)}
        </Text>
        {failure.planLimit && (
          <Button component={Link} to={WEB_ROUTES.package} size="xs" flex="none">
            {t('Upgrade')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/**
 * The failure of a form's one action: `attempt` clears the last one, runs the action and keeps why it failed,
 * answering whether it went through, for `<ActionError failure={failure} />` beside the form's button.
 */
export function useActionFailure() {
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const attempt = useCallback(async (action: () => Promise<unknown>, fallback?: string): Promise<boolean> => {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(actionFailureOf(error, fallback));
      return false;
    }
  }, []);
  const clear = useCallback(() => setFailure(null), []);
  return { failure, attempt, clear };
}

/**
 * The failures of a screen's actions, each under its own key (a document's id, a form's name), so each is shown
 * beside the action it belongs to. `fail` keeps a failure until `clear` (the next try, or the dialog closing).
 */
export function useActionErrors() {
  const [failures, setFailures] = useState<Readonly<Record<string, ActionFailure>>>({});
  const set = useCallback((key: string, failure: ActionFailure) => {
    setFailures((current) => ({ ...current, [key]: failure }));
  }, []);
  const fail = useCallback(
    (key: string, error: unknown, fallback?: string) => {
      set(key, actionFailureOf(error, fallback));
    },
    [set],
  );
  const clear = useCallback((key: string) => {
    setFailures((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  const of = useCallback(
    (key: string | null | undefined): ActionFailure | null => (key ? (failures[key] ?? null) : null),
    [failures],
  );
  return { of, fail, set, clear };
}

export type ActionErrors = ReturnType<typeof useActionErrors>;
