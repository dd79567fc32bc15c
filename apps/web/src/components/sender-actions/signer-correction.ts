import { type SignerCorrection, signerCorrectionSchema } from '@signflow/contract/sender-controls';

export type FieldErrors = { name?: string; email?: string; form?: string };

/**
 * What the owner changed of a signer, as the API takes it: only what differs. The contract's schema checks it, so
 * the dialog words a problem as the API would ('Change the name or the e-mail address' when nothing changed).
 */
export function correctionOf(
  signer: { name: string; email: string },
  typed: { name: string; email: string },
): { correction: SignerCorrection | null; errors: FieldErrors } {
  const correction: SignerCorrection = {};
  if (typed.name.trim() !== signer.name) correction.name = typed.name.trim();
  if (typed.email.trim().toLowerCase() !== signer.email.toLowerCase()) correction.email = typed.email.trim();
  const checked = signerCorrectionSchema.safeParse(correction);
  if (checked.success) return { correction: checked.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    const key = field === 'name' || field === 'email' ? field : 'form';
    errors[key] ??= issue.message;
  }
  return { correction: null, errors };
}
