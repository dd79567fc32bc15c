import {
  type TemplateDetail,
  type TemplateField,
  type TemplateListItem,
  type TemplateRole,
  type TemplateSummary,
  templatePdfPath,
} from '@signflow/contract/templates';
import { fieldPositionOf } from '../documents/wire';
import type { RoleRow, TemplateFieldRow, TemplateRow } from './repo';

export function toTemplateRole(row: RoleRow): TemplateRole {
  return { id: row.id, name: row.name, level: row.level, verification: row.verification };
}

export function toTemplateSummary(row: TemplateRow, roles: RoleRow[]): TemplateSummary {
  return {
    id: row.id,
    name: row.name,
    pageCount: row.pageCount,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    pdfPath: templatePdfPath(row.id),
    roles: roles.map(toTemplateRole),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTemplateListItem(row: TemplateRow, roles: RoleRow[], documentCount: number): TemplateListItem {
  return { ...toTemplateSummary(row, roles), documentCount };
}

export function toTemplateField(row: TemplateFieldRow): TemplateField {
  return {
    id: row.id,
    roleId: row.roleId,
    type: row.type,
    position: fieldPositionOf(row),
    label: row.label,
    required: row.required,
    senderFilled: row.senderFilled,
  };
}

export function toTemplateDetail(
  row: TemplateRow,
  parts: { roles: RoleRow[]; fields: TemplateFieldRow[]; documentCount: number },
): TemplateDetail {
  return { ...toTemplateListItem(row, parts.roles, parts.documentCount), fields: parts.fields.map(toTemplateField) };
}
