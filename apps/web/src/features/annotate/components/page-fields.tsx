import { type FieldType, hasFieldOptions, isSenderFillable, type PageFractions } from '@signflow/contract/documents';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPE_LABELS, useFieldLabel } from '../../../components/use-field-label';
import { type EditorField, type FieldOptions, isShown } from '../editor-fields';
import type { EditorParty } from '../editor-source';
import { DrawingSurface } from './drawing-surface';
import { FieldBox } from './field-box';

/** The colour of a signer nobody can match any more (a field left from a removed signer). */
const UNKNOWN_SIGNER_COLOR = '#868e96';

interface PageFieldsProps {
  pageNumber: number;
  fields: EditorField[];
  signers: EditorParty[];
  /** A template's: its text, date and checkbox fields may be left to the sender. */
  senderFills: boolean;
  /** The signer a new field is placed for; null while there is none to place for. */
  drawingFor: string | null;
  tool: FieldType;
  selectedKey: string | null;
  onSelect: (field: EditorField) => void;
  onDraw: (pageNumber: number, box: PageFractions) => void;
  onPlace: (field: EditorField, box: PageFractions, gesture?: string) => void;
  onOptions: (field: EditorField, options: FieldOptions) => void;
  onDelete: (field: EditorField) => void;
}

/** What lies over one PDF page in the editor: its fields, and the surface that draws new ones. */
export function PageFields({
  pageNumber,
  fields,
  signers,
  senderFills,
  drawingFor,
  tool,
  selectedKey,
  onSelect,
  onDraw,
  onPlace,
  onOptions,
  onDelete,
}: PageFieldsProps) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const colorOf = (id: string) => signers.find((signer) => signer.id === id)?.color ?? UNKNOWN_SIGNER_COLOR;
  const nameOf = (id: string) => signers.find((signer) => signer.id === id)?.name || t('Signer');
  return (
    <>
      {/* Under the fields, so placed fields can still be moved while a tool is chosen. */}
      {drawingFor !== null && (
        <DrawingSurface color={colorOf(drawingFor)} tool={tool} onDrawn={(box) => onDraw(pageNumber, box)} />
      )}
      {fields
        .filter((field) => field.pageNumber === pageNumber && isShown(field))
        .map((field) => (
          <FieldBox
            key={field.key}
            box={field.box}
            color={colorOf(field.signerId)}
            label={fieldLabel(field.type, nameOf(field.signerId))}
            typeName={t(FIELD_TYPE_LABELS[field.type])}
            signerName={nameOf(field.signerId)}
            options={{ label: field.label, required: field.required, senderFilled: field.senderFilled }}
            settings={{
              labelled: hasFieldOptions(field.type),
              senderFill: senderFills && isSenderFillable(field.type),
            }}
            selected={field.key === selectedKey}
            onSelect={() => onSelect(field)}
            onOptions={(options) => onOptions(field, options)}
            onChange={(box, gesture) => onPlace(field, box, gesture)}
            onDelete={() => onDelete(field)}
          />
        ))}
    </>
  );
}
