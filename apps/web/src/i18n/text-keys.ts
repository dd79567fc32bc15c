import { templateValues } from '@signflow/contract/api-errors';
import { en } from './en';

/** The keys with values in them ('Must be {{max}} characters or less'), the most literal words first. */
const TEMPLATES = Object.keys(en)
  .filter((key) => key.includes('{{'))
  .sort((a, b) => literalLength(b) - literalLength(a));

function literalLength(template: string): number {
  return template.replace(/\{\{\w+\}\}/g, '').length;
}

/**
 * The key a text that arrives at run time is translated by: itself when it is a key, else the key whose
 * template it fills in, with the values read back from it ('Must be 254 characters or less' is
 * 'Must be {{max}} characters or less' with max 254); null for a text the interface does not know.
 */
export function textKey(text: string): { key: string; values?: Record<string, string> } | null {
  if (Object.hasOwn(en, text)) return { key: text };
  for (const template of TEMPLATES) {
    const values = templateValues(template, text);
    if (values) return { key: template, values };
  }
  return null;
}
