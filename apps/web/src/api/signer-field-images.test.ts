import type { DocumentField } from '@signflow/contract/documents';
import { PNG_DATA_URL_PREFIX, signerFieldImagePath } from '@signflow/contract/signing';
import { describe, expect, it } from 'vitest';
import { withSignerImagesInline, withSignerImageUrls } from './signer-field-images';

const OWN_IMAGE = `${PNG_DATA_URL_PREFIX}iVBORw0KGgo=`;

function field(id: string, image: string | null): DocumentField {
  const rect = { x1: 0.1, y1: 0.1, x2: 0.2, y2: 0.2, width: 1, height: 1, pageNumber: 1 };
  return {
    id,
    userId: 'signer',
    type: 'draw',
    position: { pageNumber: 1, boundingRect: rect, rects: [] },
    label: null,
    required: false,
    senderFilled: false,
    response: { image, text: null, checked: null, approve: image !== null, reject: false, revise: false },
  };
}

const fields = [
  field('own', OWN_IMAGE),
  field('other', signerFieldImagePath('doc', 'other')),
  field('empty', null),
  field('another', signerFieldImagePath('doc', 'another')),
];

describe('other signers’ images, named by path in a signer’s record', () => {
  it('become URLs carrying the link’s token; own images and empty fields stay as they are', () => {
    const images = withSignerImageUrls(fields, 'a b').map((each) => each.response.image);
    expect(images).toEqual([
      OWN_IMAGE,
      '/v1/documents/user-sign/doc/coordinate/other/image?token=a+b',
      null,
      '/v1/documents/user-sign/doc/coordinate/another/image?token=a+b',
    ]);
  });

  it('are fetched and inlined as PNG data URLs for a preview, each path once, in the fields’ order', async () => {
    const asked: string[] = [];
    const inline = await withSignerImagesInline(fields, async (path) => {
      asked.push(path);
      return new Uint8Array([0x89, 0x50, 0x4e, 0x47, path.includes('another') ? 1 : 2]);
    });
    expect(asked.sort()).toEqual([signerFieldImagePath('doc', 'another'), signerFieldImagePath('doc', 'other')]);
    expect(inline.map((each) => each.response.image)).toEqual([
      OWN_IMAGE,
      `${PNG_DATA_URL_PREFIX}iVBORwI=`,
      null,
      `${PNG_DATA_URL_PREFIX}iVBORwE=`,
    ]);
    expect(inline.map((each) => each.id)).toEqual(['own', 'other', 'empty', 'another']);
  });

  it('inlines a large image whole, and fails when one cannot be fetched', async () => {
    const big = new Uint8Array(200_000).map((_, index) => index % 251);
    const [, inlined] = await withSignerImagesInline(fields.slice(0, 2), async () => big);
    const base64 = inlined?.response.image?.slice(PNG_DATA_URL_PREFIX.length) ?? '';
    expect(Buffer.from(base64, 'base64').equals(Buffer.from(big))).toBe(true);
    await expect(
      withSignerImagesInline(fields, async () => {
        throw new Error('401');
      }),
    ).rejects.toThrow('401');
  });
});
