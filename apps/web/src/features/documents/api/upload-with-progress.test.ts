import {
  UPLOAD_FILE_FIELD,
  UPLOAD_FLOW_FIELD,
  UPLOAD_SAVE_AS_FLOW_FIELD,
  UPLOAD_SIGNERS_FIELD,
} from '@signflow/contract/documents';
import { describe, expect, it } from 'vitest';
import { uploadForm } from './upload-with-progress';

const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'contract.pdf', { type: 'application/pdf' });

describe('the upload form', () => {
  it('sends the flow before the file, so the server can refuse it before the file is sent', () => {
    const form = uploadForm({ file, flowHeaderId: 'flow-1' });
    expect([...form.keys()]).toEqual([UPLOAD_FLOW_FIELD, UPLOAD_FILE_FIELD]);
    expect(form.get(UPLOAD_FLOW_FIELD)).toBe('flow-1');
  });

  it('sends the typed signers before the file', () => {
    const signers = [{ approverName: 'Ana', approverMail: 'ana@example.com', approvalLevel: 1 }];
    const form = uploadForm({ file, signers });
    expect([...form.keys()]).toEqual([UPLOAD_SIGNERS_FIELD, UPLOAD_FILE_FIELD]);
    expect(JSON.parse(String(form.get(UPLOAD_SIGNERS_FIELD)))).toEqual(signers);
  });

  it('asks to save the typed signers as a flow only when told, before the file', () => {
    const signers = [{ approverName: 'Ana', approverMail: 'ana@example.com', approvalLevel: 1 }];
    const saved = uploadForm({ file, signers, saveAsFlow: true });
    expect([...saved.keys()]).toEqual([UPLOAD_SIGNERS_FIELD, UPLOAD_SAVE_AS_FLOW_FIELD, UPLOAD_FILE_FIELD]);
    expect(saved.get(UPLOAD_SAVE_AS_FLOW_FIELD)).toBe('true');
    // A saved flow never asks for one.
    expect([...uploadForm({ file, flowHeaderId: 'flow-1', saveAsFlow: true }).keys()]).toEqual([
      UPLOAD_FLOW_FIELD,
      UPLOAD_FILE_FIELD,
    ]);
  });
});
