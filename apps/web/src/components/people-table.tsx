import { Button, Fieldset, Group, Input, Paper, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { MAX_APPROVERS } from '@signflow/contract/flows';
import { useEffect, useRef, useState } from 'react';
import {
  type ArrayPath,
  type FieldArray,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateText } from '../i18n';
import type { MessageKey } from '../i18n/en';
import { useListsAsCards } from './list-cards';
import { useFieldProps } from './use-field-props';

/** Who the rows are: a flow's approvers, a document's signers, or a template's roles (a name and a level, no e-mail). */
export type PeopleNoun = 'approver' | 'signer' | 'role';

interface RowWords {
  list: MessageKey;
  row: MessageKey;
  add: MessageKey;
  up: MessageKey;
  down: MessageKey;
  remove: MessageKey;
  name: MessageKey;
  email?: MessageKey;
  level: MessageKey;
}

/** The words of each kind of list; every row's controls name the row, as a screen reader hears them out of the table. */
const WORDS = {
  approver: {
    list: 'Approvers',
    row: 'Approver {{number}}',
    add: 'Add approver',
    up: 'Move approver {{number}} up',
    down: 'Move approver {{number}} down',
    remove: 'Remove approver {{number}}',
    name: 'Name of approver {{number}}',
    email: 'Email of approver {{number}}',
    level: 'Level of approver {{number}}',
  },
  signer: {
    list: 'Signers',
    row: 'Signer {{number}}',
    add: 'Add signer',
    up: 'Move signer {{number}} up',
    down: 'Move signer {{number}} down',
    remove: 'Remove signer {{number}}',
    name: 'Name of signer {{number}}',
    email: 'Email of signer {{number}}',
    level: 'Level of signer {{number}}',
  },
  role: {
    list: 'Roles',
    row: 'Role {{number}}',
    add: 'Add role',
    up: 'Move role {{number}} up',
    down: 'Move role {{number}} down',
    remove: 'Remove role {{number}}',
    name: 'Name of role {{number}}',
    level: 'Level of role {{number}}',
  },
} as const satisfies Record<PeopleNoun, RowWords>;

/** A new row: no one yet, at the first level. */
export const NEW_PERSON = { approverName: '', approverMail: '', approvalLevel: 1 } as const;
/** A new role: unnamed, at the first level. */
export const NEW_ROLE = { name: '', level: 1 } as const;

/** The keys of a row's values: a person's (the flows' published spellings), or a role's, which has no e-mail. */
const KEYS = {
  approver: { name: 'approverName', email: 'approverMail', level: 'approvalLevel', empty: NEW_PERSON },
  signer: { name: 'approverName', email: 'approverMail', level: 'approvalLevel', empty: NEW_PERSON },
  role: { name: 'name', email: null, level: 'level', empty: NEW_ROLE },
} as const;

interface PeopleTableProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /**
   * The form's list of rows, each `{approverName, approverMail, approvalLevel}` (a role's `{name, level}`), and an id
   * the table keeps as is.
   */
  name: ArrayPath<Values>;
  noun: PeopleNoun;
  /** Move up and Move down, where the order of the list means something. */
  reorderable?: boolean;
  disabled?: boolean;
}

/** What to focus once the rows have changed: a control of a row (by its key), or the Add button. */
type FocusTarget = { key: string; control: 'name' | 'up' | 'down' } | 'add';

/** The element id of a row's control: by the row's key, which stays with the row as it moves. */
const idOf = (key: string, control: string) => `people-${key}-${control}`;

/**
 * An editable table of people (name, e-mail, level), one row each, with Add, Remove and, when `reorderable`, Move up and
 * Move down: buttons, so the keyboard and a finger reorder as a mouse does. Each field shows its own message, from the
 * contract's schema the form validates with. On a phone each row is a card, so nothing runs off the screen.
 */
export function PeopleTable<Values extends FieldValues, Output>({
  form,
  name,
  noun,
  reorderable = false,
  disabled = false,
}: PeopleTableProps<Values, Output>) {
  const { t } = useTranslation();
  const words = WORDS[noun];
  const keys = KEYS[noun];
  const rows = useFieldArray({ control: form.control, name });
  const field = useFieldProps(form);
  const cards = useListsAsCards();
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<FocusTarget | null>(null);
  const { fields } = rows;

  // After a move, the moved row's button keeps the focus (or its other one, at an end); after a removal the next row.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') {
      document.getElementById(`people-${name}-add`)?.focus();
      return;
    }
    if (!target || !fields.some((row) => row.id === target.key)) return;
    const element = document.getElementById(idOf(target.key, target.control));
    const other = target.control === 'up' ? 'down' : 'up';
    if (element instanceof HTMLButtonElement && element.disabled)
      document.getElementById(idOf(target.key, other))?.focus();
    else element?.focus();
  }, [fields, name]);

  const count = rows.fields.length;
  const path = (index: number, key: string) => `${name}.${index}.${key}` as Path<Values>;
  const number = (index: number) => ({ number: String(index + 1) });

  const move = (index: number, by: -1 | 1) => {
    const key = rows.fields[index]?.id;
    if (!key) return;
    rows.move(index, index + by);
    focusNext.current = { key, control: by < 0 ? 'up' : 'down' };
    setAnnouncement(t('Moved to place {{place}} of {{count}}', { place: String(index + by + 1), count }));
  };
  const remove = (index: number) => {
    const next = rows.fields[index + 1] ?? rows.fields[index - 1];
    rows.remove(index);
    focusNext.current = next ? { key: next.id, control: 'name' } : 'add';
  };
  const add = () => {
    rows.append({ ...keys.empty } as FieldArray<Values, ArrayPath<Values>>, { shouldFocus: true });
  };

  const inputs = (index: number, labelled: boolean) => {
    const key = rows.fields[index]?.id ?? String(index);
    return {
      name: (
        <TextInput
          id={idOf(key, 'name')}
          label={labelled ? t('Name') : undefined}
          aria-label={t(words.name, number(index))}
          withAsterisk={labelled}
          autoComplete="off"
          disabled={disabled}
          {...field(path(index, keys.name))}
        />
      ),
      email: keys.email && (
        <TextInput
          label={labelled ? t('Email') : undefined}
          aria-label={'email' in words ? t(words.email, number(index)) : undefined}
          withAsterisk={labelled}
          type="email"
          autoComplete="off"
          disabled={disabled}
          {...field(path(index, keys.email))}
        />
      ),
      level: (
        <TextInput
          label={labelled ? t('Level') : undefined}
          aria-label={t(words.level, number(index))}
          withAsterisk={labelled}
          inputMode="numeric"
          disabled={disabled}
          {...field(path(index, keys.level))}
        />
      ),
    };
  };

  const actions = (index: number) => {
    const key = rows.fields[index]?.id ?? String(index);
    const size = cards ? 'sm' : 'xs';
    return (
      // A card (a phone) wraps its buttons rather than cutting the longer languages' words ('Nach unten').
      <Group gap="xs" wrap={cards ? 'wrap' : 'nowrap'}>
        {reorderable && (
          <>
            <Button
              id={idOf(key, 'up')}
              size={size}
              variant="default"
              disabled={disabled || index === 0}
              onClick={() => move(index, -1)}
              aria-label={t(words.up, number(index))}
            >
              {t('Up')}
            </Button>
            <Button
              id={idOf(key, 'down')}
              size={size}
              variant="default"
              disabled={disabled || index === count - 1}
              onClick={() => move(index, 1)}
              aria-label={t(words.down, number(index))}
            >
              {t('Down')}
            </Button>
          </>
        )}
        <Button
          size={size}
          variant="subtle"
          color="red"
          disabled={disabled || count <= 1}
          onClick={() => remove(index)}
          aria-label={t(words.remove, number(index))}
        >
          {t('Remove')}
        </Button>
      </Group>
    );
  };

  const listError = (get(form.formState.errors, name) as { root?: FieldError; message?: string } | undefined) ?? {};
  const listMessage = listError.root?.message ?? listError.message;

  return (
    <Stack gap="sm">
      {cards ? (
        <Stack component="ol" aria-label={t(words.list)} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.fields.map((row, index) => {
            const each = inputs(index, true);
            return (
              <Paper component="li" key={row.id} withBorder radius="md" p={0}>
                <Fieldset legend={t(words.row, number(index))} variant="unstyled" p="sm">
                  <Stack gap="xs">
                    {each.name}
                    {each.email}
                    {each.level}
                    {actions(index)}
                  </Stack>
                </Fieldset>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={keys.email ? 640 : 480}>
          <Table aria-label={t(words.list)} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>{t('No.')}</Table.Th>
                <Table.Th>{t('Name')}</Table.Th>
                {keys.email && <Table.Th>{t('Email')}</Table.Th>}
                <Table.Th w={90}>{t('Level')}</Table.Th>
                <Table.Th w={reorderable ? 210 : 100}>
                  <VisuallyHidden>{t('Actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.fields.map((row, index) => {
                const each = inputs(index, false);
                return (
                  <Table.Tr key={row.id} style={{ verticalAlign: 'top' }}>
                    <Table.Td pt={14}>{index + 1}</Table.Td>
                    <Table.Td>{each.name}</Table.Td>
                    {keys.email && <Table.Td>{each.email}</Table.Td>}
                    <Table.Td>{each.level}</Table.Td>
                    <Table.Td pt={10}>{actions(index)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {listMessage && <Input.Error role="alert">{translateText(listMessage)}</Input.Error>}
      <Group>
        <Button id={`people-${name}-add`} variant="default" onClick={add} disabled={disabled || count >= MAX_APPROVERS}>
          {t(words.add)}
        </Button>
      </Group>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
