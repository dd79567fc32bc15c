import '@fontsource/dancing-script/400.css';
import { Button, CloseButton, SegmentedControl, TextInput } from '@mantine/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { FIELD_TEXT_LIMITS } from '@signflow/contract/documents';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignerRecord } from '../../../api/document-types';
import { withSignerImageUrls } from '../../../api/signer-field-images';
import { signerFileUrl } from '../../../api/signer-file-url';
import { signingSessionHeaders, signingSessionOf } from '../../../api/signing-session-token';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  fieldImageSize,
  fitDrawingToField,
  fitImageToField,
  stampImage,
  uploadedImage,
} from '../../../components/field-image';
import { NoticeDialog } from '../../../components/notice-dialog';
import { boxOfRect } from '../../../components/page-box';
import { PdfPages } from '../../../components/pdf-pages';
import { PdfViewer } from '../../../components/pdf-viewer';
import { SignaturePad } from '../../../components/signature-pad';
import { notify } from '../../../components/toast';
import { useFieldLabel } from '../../../components/use-field-label';
import type { MessageKey } from '../../../i18n/en';
import { useFinishSigning } from '../hooks/use-finish-signing';
import { useFollowActiveField } from '../hooks/use-follow-active-field';
import {
  type AdoptedSignature,
  activeField,
  adoptedFor,
  type Decline,
  type Highlight,
  initialsOf,
  isAnsweredInPanel,
  isChoosable,
  isClearable,
  isDeclined,
  isInlineEditable,
  type PrimaryAction,
  primaryActionOf,
  progressOf,
  type SigningSession,
  signingSessionReducer,
  startSession,
} from '../signing-session';
import { ActiveFieldPanel } from './active-field-panel';
import { DeclineDialog } from './decline-dialog';
import { FinishDialog } from './finish-dialog';
import { PngFileButton } from './png-file-button';
import classes from './signing.module.css';
import { SigningActions } from './signing-actions';
import { SigningField } from './signing-field';
import { SigningFrame } from './signing-frame';
import { SigningIntro } from './signing-intro';
import { SigningNotice } from './signing-notice';

/** How each decision reads, stamped on every field of the signer, and in what colour (Reject, Revise). */
const DECLINES: Record<Decline, { stamp: MessageKey; color: string }> = {
  reject: { stamp: 'Rejected', color: '#c92a2a' },
  revise: { stamp: 'Revision requested', color: '#d9480f' },
};

const FALLBACK_COLOR = '#868e96';

function hintOf(session: SigningSession): MessageKey {
  const active = activeField(session);
  const initials = active?.type === 'initials';
  switch (primaryActionOf(session)) {
    case 'finish':
      return isDeclined(session) ? 'Press Finish to send your answer.' : 'Every field is complete: press Finish.';
    case 'upload':
      return 'Press Upload and choose a PNG image for the field.';
    case 'approve':
      return initials
        ? 'Draw or type your initials, then press Approve.'
        : 'Draw or type your signature, then press Approve.';
    case 'sign':
      return initials
        ? 'Press Initial here, or the field itself, to add your initials.'
        : 'Press Sign here, or the field itself, to add your signature.';
    case 'start':
      return 'Press Start signing to go to your first field.';
    case 'next':
      return active ? 'Fill in the field, then press Next.' : 'Press Next to go to your next field.';
  }
}

interface SigningWorkspaceProps {
  record: SignerRecord;
  token: string;
}

/** Signing screen: the actions, the PDF with every signer's fields, and the signer's dialogs. */
export function SigningWorkspace({ record, token }: SigningWorkspaceProps) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  // The PDF is read with the signing session of a passed check, if any (one object, so it is not read again).
  const [sessionHeaders] = useState(() => signingSessionHeaders(token));
  // Other signers' images come as paths: the page loads them with the link's token (and the check's session).
  const [session, dispatch] = useReducer(signingSessionReducer, record, (read) =>
    startSession({ ...read, fields: withSignerImageUrls(read.fields, token, signingSessionOf(token)) }),
  );
  const [drawing, setDrawing] = useState<{ fieldId: string; canvas: HTMLCanvasElement } | null>(null);
  /** Draw or type a signature or initials; a typed one is kept per field until approved. */
  const [signatureMode, setSignatureMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [closeAsked, setCloseAsked] = useState(false);
  // Closed by the signer before the end: their saved answers stay, and the same link brings them back.
  const [closed, setClosed] = useState(false);
  const [declineAsked, setDeclineAsked] = useState<Decline | null>(null);
  /** The reason given with Reject or Revise: Done sends it again if the first submission did not go through. */
  const [declineReason, setDeclineReason] = useState<string | null>(null);
  const [openFailed, setOpenFailed] = useState(false);
  const documentRef = useRef<HTMLDivElement>(null);
  // Continue signing takes the focus once, when the pause shows, not again on each later render.
  const focusOnMount = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);
  const { document } = record;
  const { finish, saveForLater, finishing, failure, clearFailure } = useFinishSigning({
    documentId: document.id,
    signerId: record.signerId,
    token,
    embedOrigins: record.embedOrigins,
    onSaved: (fieldIds) => dispatch({ type: 'saved', fieldIds }),
  });
  const active = activeField(session);
  const activeDrawing = drawing && drawing.fieldId === active?.id ? drawing.canvas : null;
  // A pad opening on a field whose kind has an adopted signature offers it the way it was made (drawn or typed).
  const adoptedHere = active && session.padOpen ? adoptedFor(session, active) : undefined;
  useEffect(() => {
    if (adoptedHere) setSignatureMode('text' in adoptedHere ? 'type' : 'draw');
  }, [adoptedHere]);
  useFollowActiveField(
    documentRef,
    active?.id,
    useCallback(() => dispatch({ type: 'scrolled' }), []),
  );

  const signerOf = (signerId: string) => record.signers.find((signer) => signer.id === signerId);
  const nameOf = (signerId: string) => signerOf(signerId)?.name || t('Signer');
  const colorOf = (signerId: string) => signerOf(signerId)?.color ?? FALLBACK_COLOR;

  /** The pixel size of a field's image: the field as it is shown now (every page is laid out, painted or not). */
  const imageSizeOf = (fieldId: string) => {
    const shown = documentRef.current
      ?.querySelector(`[data-field-id="${CSS.escape(fieldId)}"]`)
      ?.getBoundingClientRect() ?? { width: 1, height: 1 };
    return fieldImageSize(shown, window.devicePixelRatio || 1);
  };

  const ownName = signerOf(record.signerId)?.name ?? '';
  /** What the type box starts with: the adopted typed signature, else the name (or its initials). */
  const typedOf = (field: Highlight) => {
    const adopted = adoptedFor(session, field);
    const fallback = adopted && 'text' in adopted ? adopted.text : ownName;
    return (
      typed[field.id] ?? (field.type === 'initials' && !(adopted && 'text' in adopted) ? initialsOf(ownName) : fallback)
    );
  };

  /** Signs the active field with what its pad holds, drawn or typed, and adopts it for the fields of its kind. */
  const approveDrawing = () => {
    if (!active) return;
    if (signatureMode === 'type') {
      const text = typedOf(active).trim();
      if (!text) {
        notify.error('Type your signature first');
        return;
      }
      dispatch({ type: 'signed', fieldId: active.id, answer: { text }, adopt: { text } });
      return;
    }
    if (!activeDrawing) {
      notify.error('Draw your signature first');
      return;
    }
    const image = fitImageToField(activeDrawing, imageSizeOf(active.id));
    dispatch({
      type: 'signed',
      fieldId: active.id,
      answer: { image },
      adopt: { image: activeDrawing.toDataURL('image/png') },
    });
  };

  /** One tap: the adopted signature (or initials), fitted to this field. */
  const signWithAdopted = async (field: Highlight, adopted: AdoptedSignature) => {
    if ('text' in adopted) {
      dispatch({ type: 'signed', fieldId: field.id, answer: { text: adopted.text } });
      return;
    }
    const image = await fitDrawingToField(adopted.image, imageSizeOf(field.id)).catch(() => null);
    if (image) dispatch({ type: 'signed', fieldId: field.id, answer: { image } });
    // A drawing that cannot be read back (it should not happen) is drawn again on the field's own pad.
    else dispatch({ type: 'cleared', fieldId: field.id });
  };

  /** A tap on an empty field: signed at once with the adopted signature, else opened to sign. */
  const chooseField = (field: Highlight) => {
    const adopted = adoptedFor(session, field);
    if (adopted) void signWithAdopted(field, adopted);
    else dispatch({ type: 'fieldChosen', fieldId: field.id });
  };

  const uploadImage = async (file: File) => {
    if (!active) return;
    const image = await uploadedImage(file, imageSizeOf(active.id));
    if (image) dispatch({ type: 'signed', fieldId: active.id, answer: { image } });
    else notify.error(API_MESSAGES.imageNotPng);
  };

  /** Every own field stamped with the decision, saved and submitted with the reason, in one step. */
  const decline = async (kind: Decline, reason: string | null) => {
    const { stamp, color } = DECLINES[kind];
    const images = Object.fromEntries(
      session.highlights
        .filter((field) => field.editable && isAnsweredInPanel(field))
        .map((field) => {
          const size = imageSizeOf(field.id);
          const image =
            field.id === active?.id && activeDrawing
              ? fitImageToField(activeDrawing, size)
              : stampImage(t(stamp), color, size);
          return [field.id, image];
        }),
    );
    const action = { type: 'declined', decline: kind, images } as const;
    dispatch(action);
    setDeclineReason(reason);
    // A decline whose sending failed keeps its dialog open, saying why.
    if (await finish(signingSessionReducer(session, action).highlights, { reason })) setDeclineAsked(null);
  };

  const act = (action: Exclude<PrimaryAction, 'upload'>) => {
    if (action === 'next' || action === 'start') dispatch({ type: 'next' });
    else if (action === 'approve') approveDrawing();
    else if (action === 'sign' && active) chooseField(active);
    // A decline whose sending failed is sent again as it is; an approval goes through the finish step.
    else if (action === 'finish' && isDeclined(session)) void finish(session.highlights, { reason: declineReason });
    else if (action === 'finish') dispatch({ type: 'finishAsked' });
  };

  if (closed) {
    return (
      <SigningFrame title={document.name}>
        <SigningNotice
          title={t('Signing paused')}
          message={t('Your answers so far are saved. To finish, open the link in your invitation e-mail again.')}
          action={
            <Button ref={focusOnMount} onClick={() => setClosed(false)}>
              {t('Continue signing')}
            </Button>
          }
        />
      </SigningFrame>
    );
  }

  return (
    <SigningFrame
      title={document.name}
      headerActions={
        <>
          <Button variant="default" visibleFrom="sm" onClick={() => setCloseAsked(true)}>
            {t('Close signing')}
          </Button>
          <CloseButton size="lg" hiddenFrom="sm" aria-label={t('Close signing')} onClick={() => setCloseAsked(true)} />
        </>
      }
    >
      <div className={classes.body}>
        <SigningActions
          primary={primaryActionOf(session)}
          forInitials={activeField(session)?.type === 'initials'}
          canDecline={!isDeclined(session)}
          hint={hintOf(session)}
          progress={progressOf(session)}
          finishing={finishing}
          failure={closeAsked || declineAsked || session.finishOpen ? null : failure}
          onAction={act}
          onUpload={(file) => void uploadImage(file)}
          onDecline={setDeclineAsked}
        />
        <PdfViewer
          component="main"
          scrollRef={documentRef}
          scrollClassName={classes.document}
          label={t('Document pages')}
          before={<SigningIntro record={record} />}
        >
          <PdfPages
            url={signerFileUrl(document.pdfPath, token)}
            headers={sessionHeaders}
            onError={() => setOpenFailed(true)}
            overlay={(pageNumber) => (
              <>
                {session.highlights
                  .filter((field) => field.position.pageNumber === pageNumber)
                  .map((field) => (
                    <SigningField
                      key={field.id}
                      field={field}
                      label={fieldLabel(field.type, nameOf(field.signerId))}
                      signerName={nameOf(field.signerId)}
                      color={colorOf(field.signerId)}
                      choosable={isChoosable(session, field)}
                      clearable={isClearable(session, field)}
                      inline={isInlineEditable(session, field)}
                      onChoose={() => chooseField(field)}
                      onClear={() => dispatch({ type: 'cleared', fieldId: field.id })}
                      onAnswer={(answer) => dispatch({ type: 'answered', fieldId: field.id, ...answer })}
                      onNext={() => dispatch({ type: 'next' })}
                    />
                  ))}
                {active && session.padOpen && active.position.pageNumber === pageNumber && (
                  <ActiveFieldPanel
                    key={active.id}
                    box={boxOfRect(active.position.boundingRect)}
                    color={colorOf(active.signerId)}
                    tall={active.type !== 'file'}
                  >
                    {active.type !== 'file' ? (
                      <div className={classes.signatureModes}>
                        <SegmentedControl
                          size="xs"
                          fullWidth
                          aria-label={t('How to sign')}
                          value={signatureMode}
                          onChange={(mode) => setSignatureMode(mode === 'type' ? 'type' : 'draw')}
                          data={[
                            { value: 'draw', label: t('Draw') },
                            { value: 'type', label: t('Type') },
                          ]}
                        />
                        {signatureMode === 'draw' ? (
                          <div className={classes.padArea}>
                            <SignaturePad
                              label={t(
                                active.type === 'initials' ? 'Draw your initials here' : 'Draw your signature here',
                              )}
                              onChange={(canvas) => setDrawing(canvas ? { fieldId: active.id, canvas } : null)}
                            />
                          </div>
                        ) : (
                          <>
                            <TextInput
                              size="xs"
                              data-autofocus
                              autoFocus
                              label={t(active.type === 'initials' ? 'Type your initials' : 'Type your signature')}
                              maxLength={
                                active.type === 'initials' ? FIELD_TEXT_LIMITS.initials : FIELD_TEXT_LIMITS.draw
                              }
                              value={typedOf(active)}
                              onChange={(event) => {
                                const text = event.currentTarget.value;
                                setTyped((all) => ({ ...all, [active.id]: text }));
                              }}
                              onKeyDown={(event) => {
                                if (event.key !== 'Enter') return;
                                // Approving moves on to the next field: this Enter must not press anything there too.
                                event.preventDefault();
                                approveDrawing();
                              }}
                            />
                            <div className={classes.typedPreview} aria-hidden>
                              {typedOf(active)}
                            </div>
                          </>
                        )}
                      </div>
                    ) : (
                      <PngFileButton onFile={(file) => void uploadImage(file)}>
                        {(props) => (
                          <Button variant="light" {...props}>
                            {t('Choose a PNG image')}
                          </Button>
                        )}
                      </PngFileButton>
                    )}
                  </ActiveFieldPanel>
                )}
              </>
            )}
          />
        </PdfViewer>
      </div>

      <ConfirmDialog
        opened={closeAsked}
        title={t('Signing incomplete')}
        message={t('Do you want to close the signing process?')}
        confirmLabel={t('Close signing')}
        destructive={false}
        busy={finishing}
        failure={failure}
        onConfirm={() =>
          void saveForLater(session.highlights).then((saved) => {
            if (!saved) return;
            setCloseAsked(false);
            // The pad starts empty again on Continue signing: an unapproved drawing is not kept behind it.
            setDrawing(null);
            setClosed(true);
          })
        }
        onCancel={() => {
          clearFailure();
          setCloseAsked(false);
        }}
      />
      <DeclineDialog
        decline={declineAsked}
        busy={finishing}
        failure={failure}
        onConfirm={(kind, reason) => void decline(kind, reason)}
        onCancel={() => setDeclineAsked(null)}
      />
      <FinishDialog
        opened={session.finishOpen}
        progress={progressOf(session)}
        followUp={record.followUp}
        busy={finishing}
        failure={failure}
        onFinish={() => void finish(session.highlights, { consent: true })}
        onCancel={() => {
          clearFailure();
          dispatch({ type: 'finishClosed' });
        }}
      />
      <NoticeDialog
        opened={openFailed}
        title={t('Error Opening Document')}
        message={t('There was an error when opening the document')}
        actionLabel={t('Try again')}
        onAction={() => window.location.reload()}
      />
    </SigningFrame>
  );
}
