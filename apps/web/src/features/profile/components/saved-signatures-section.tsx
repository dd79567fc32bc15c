import '@fontsource/dancing-script/400.css';
import { Box, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FIELD_TEXT_LIMITS } from '@signflow/contract/documents';
import {
  SAVED_SIGNATURE_FIELD_TYPES,
  SAVED_SIGNATURE_KINDS,
  type SavedSignature,
  type SavedSignatureKind,
} from '@signflow/contract/saved-signatures';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure, actionFailureOf, actionFailureText } from '../../../components/action-error';
import { fieldImageSize, fitImageToField } from '../../../components/field-image';
import { PageLoader } from '../../../components/page-loader';
import { SettingsSection } from '../../../components/settings-section';
import { SignaturePad } from '../../../components/signature-pad';
import { notify } from '../../../components/toast';
import type { MessageKey } from '../../../i18n/en';
import {
  useGetSavedSignaturesQuery,
  useKeepSavedSignatureMutation,
  useRemoveSavedSignatureMutation,
} from '../api/profile-api';

/** Each kind's words: its title, its picture's name, and the pad's and the typed box's. */
const WORDS = {
  signature: {
    title: 'Signature',
    kept: 'Your kept signature',
    draw: 'Draw your signature here',
    type: 'Type your signature',
    drawFirst: 'Draw your signature first',
    typeFirst: 'Type your signature first',
  },
  initials: {
    title: 'Initials',
    kept: 'Your kept initials',
    draw: 'Draw your initials here',
    type: 'Type your initials',
    drawFirst: 'Draw your initials first',
    typeFirst: 'Type your initials first',
  },
} as const satisfies Record<SavedSignatureKind, Record<string, MessageKey>>;

type Mode = 'draw' | 'type';

const HANDWRITING = { fontFamily: '"Dancing Script", cursive' };

/**
 * Profile's signature and initials (docs/domain.md#accounts-and-sessions): each kept on the server, drawn on a pad or
 * typed (shown in the handwriting face the sealed PDF uses), changed or removed here.
 */
export function SavedSignaturesSection({ name }: { name: string }) {
  const { t } = useTranslation();
  const { data } = useGetSavedSignaturesQuery();
  return (
    <SettingsSection
      title={t('Signature and initials')}
      description={t('Your signature and initials, drawn or typed, kept with your account.')}
    >
      {data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SAVED_SIGNATURE_KINDS.map((kind) => (
            <SavedSignatureCard
              key={kind}
              kind={kind}
              saved={data[kind]}
              suggested={kind === 'signature' ? name : ''}
            />
          ))}
        </SimpleGrid>
      ) : (
        <PageLoader />
      )}
    </SettingsSection>
  );
}

function SavedSignatureCard({
  kind,
  saved,
  suggested,
}: {
  kind: SavedSignatureKind;
  saved: SavedSignature | null;
  suggested: string;
}) {
  const { t } = useTranslation();
  const words = WORDS[kind];
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [removeSaved, { isLoading: removing }] = useRemoveSavedSignatureMutation();

  const remove = async () => {
    setFailure(null);
    try {
      notify.success((await removeSaved(kind).unwrap()).message);
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Text fw={600} id={titleId}>
          {t(words.title)}
        </Text>
        {editing ? (
          <SavedSignatureEditor kind={kind} suggested={saved?.text ?? suggested} onDone={() => setEditing(false)} />
        ) : (
          <>
            <KeptSignature saved={saved} label={t(words.kept)} />
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {saved ? t('Change') : t('Add')}
              </Button>
              {saved && (
                <Button size="xs" variant="subtle" color="red" loading={removing} onClick={() => void remove()}>
                  {t('Remove')}
                </Button>
              )}
            </Group>
            <ActionError failure={failure} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** What is kept: the drawing, or the typed words in the handwriting face; or that nothing is kept yet. */
function KeptSignature({ saved, label }: { saved: SavedSignature | null; label: string }) {
  const { t } = useTranslation();
  if (!saved) {
    return (
      <Text size="sm" c="dimmed">
        {t('Nothing kept yet.')}
      </Text>
    );
  }
  return (
    <Box h={72} style={{ display: 'flex', alignItems: 'center' }}>
      {saved.image ? (
        <img src={saved.image} alt={label} style={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }} />
      ) : (
        <Text
          role="img"
          aria-label={`${label}: ${saved.text}`}
          fz={30}
          style={{ ...HANDWRITING, overflowWrap: 'anywhere' }}
        >
          {saved.text}
        </Text>
      )}
    </Box>
  );
}

/** Draw or type, then Save (in place of what was kept) or Cancel. */
function SavedSignatureEditor({
  kind,
  suggested,
  onDone,
}: {
  kind: SavedSignatureKind;
  suggested: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const words = WORDS[kind];
  const [mode, setMode] = useState<Mode>('draw');
  const [drawing, setDrawing] = useState<HTMLCanvasElement | null>(null);
  const [typed, setTyped] = useState(suggested);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [keepSaved, { isLoading }] = useKeepSavedSignatureMutation();

  const save = async () => {
    setFailure(null);
    const body = answerOf(mode, drawing, typed);
    if (!body) {
      setFailure(actionFailureText(mode === 'draw' ? words.drawFirst : words.typeFirst));
      return;
    }
    try {
      notify.success((await keepSaved({ kind, body }).unwrap()).message);
      onDone();
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'draw', label: t('Draw') },
          { value: 'type', label: t('Type') },
        ]}
      />
      {mode === 'draw' ? (
        <Box h={140} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}>
          <SignaturePad label={t(words.draw)} onChange={setDrawing} />
        </Box>
      ) : (
        <>
          <TextInput
            label={t(words.type)}
            value={typed}
            maxLength={FIELD_TEXT_LIMITS[SAVED_SIGNATURE_FIELD_TYPES[kind]]}
            onChange={(event) => setTyped(event.currentTarget.value)}
            data-autofocus
          />
          <Text fz={30} aria-hidden style={{ ...HANDWRITING, minHeight: 48, overflowWrap: 'anywhere' }}>
            {typed}
          </Text>
        </>
      )}
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onDone} disabled={isLoading}>
          {t('Cancel')}
        </Button>
        <Button size="xs" loading={isLoading} onClick={() => void save()}>
          {t('Save')}
        </Button>
      </Group>
      <ActionError failure={failure} />
    </Stack>
  );
}

/** The body to send: the drawing as a PNG within the server's pixel limit, or the typed words; null when empty. */
function answerOf(mode: Mode, drawing: HTMLCanvasElement | null, typed: string) {
  if (mode === 'type') return typed.trim() ? { text: typed.trim() } : null;
  if (!drawing) return null;
  const size = fieldImageSize({ width: drawing.offsetWidth, height: drawing.offsetHeight }, window.devicePixelRatio);
  return { image: fitImageToField(drawing, size) };
}
