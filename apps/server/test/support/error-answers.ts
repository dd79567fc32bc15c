import { apiErrorIdOf } from '@signflow/contract/api-error-ids';

/** An error answer as the API sends it: its status, message and the identifier the contract gives that message. */
export function errorAnswer(code: number, message: string) {
  return { code, message, error: apiErrorIdOf(code, message) };
}

/**
 * The 400 answer to refused input: its message, and the identifier the contract gives that message
 * ('validation_failed' for a schema's own; docs/api.md#errors). For tables of cases mixing both kinds.
 */
export function refusedInput(message: string) {
  return errorAnswer(400, message);
}
