import { API_MESSAGES } from '@signflow/contract/api-errors';
import { describe, expect, it } from 'vitest';
import { jsonShapeRefusal, MAX_JSON_DEPTH, MAX_JSON_VALUES } from './json-body';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const values = (count: number) => `[${Array.from({ length: count }, () => '0').join(',')}]`;

describe('the scan of a JSON body before it is parsed', () => {
  it('lets through what is within the limits, however large its strings', () => {
    expect(jsonShapeRefusal(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonShapeRefusal(values(MAX_JSON_VALUES - 1))).toBeNull();
    expect(jsonShapeRefusal(JSON.stringify({ image: `data:image/png;base64,${'A'.repeat(700_000)}` }))).toBeNull();
  });

  it('refuses a body nested deeper than the limit, naming it', () => {
    expect(jsonShapeRefusal(nested(MAX_JSON_DEPTH + 1))).toMatchObject({
      status: 400,
      template: API_MESSAGES.jsonTooDeep,
      params: { limit: MAX_JSON_DEPTH },
    });
    expect(jsonShapeRefusal(`{"a":${nested(500_000)}}`)?.template).toBe(API_MESSAGES.jsonTooDeep);
  });

  it('refuses a body of more values than the limit, in arrays or as the keys of one object', () => {
    expect(jsonShapeRefusal(values(MAX_JSON_VALUES + 1))?.template).toBe(API_MESSAGES.jsonTooManyValues);
    const keys = Array.from({ length: 70_000 }, (_, index) => `"k${index}":0`).join(',');
    expect(jsonShapeRefusal(`{${keys}}`)).toMatchObject({ status: 400, params: { limit: MAX_JSON_VALUES } });
  });

  it('counts nothing inside strings, escaped quotes included', () => {
    const brackets = JSON.stringify({ text: `${'['.repeat(100)}${','.repeat(MAX_JSON_VALUES + 1)}` });
    expect(jsonShapeRefusal(brackets)).toBeNull();
    const escaped = JSON.stringify({ text: `a "quoted" \\ [[[ ${'{'.repeat(100)}` });
    expect(jsonShapeRefusal(escaped)).toBeNull();
    // After an escaped backslash the quote closes the string: what follows is structure again.
    expect(jsonShapeRefusal(`{"a":"x\\\\",${nested(MAX_JSON_DEPTH + 1)}}`)?.template).toBe(API_MESSAGES.jsonTooDeep);
  });

  it('leaves a text that is not JSON to the parser', () => {
    expect(jsonShapeRefusal('{"unterminated')).toBeNull();
    expect(jsonShapeRefusal(']]]]')).toBeNull();
  });
});
