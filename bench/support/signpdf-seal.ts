/**
 * The seal as the product made it before PAdES B-T to B-LTA (pdf-lib's placeholder, @signpdf, a CMS built with
 * node-forge and signed by Node's crypto: PAdES B-B), kept only as the reference bench/seal-levels.ts measures
 * the seal of today against.
 */
import { createHash, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import type { PDFDocument } from 'pdf-lib';
import type { SealingCertificate } from '../../apps/server/src/platform/pdf/sealing-certificate';

const { asn1, pki } = forge;
const { Class, Type } = asn1;

const oid = (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
const sequence = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
const integer = (value: number) =>
  asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const octets = (bytes: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const nullValue = () => asn1.create(Class.UNIVERSAL, Type.NULL, false, '');
const contextTag = (tag: number, items: forge.asn1.Asn1[]) => asn1.create(Class.CONTEXT_SPECIFIC, tag, true, items);
const derOf = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

const OIDS = {
  data: pki.oids.data as string,
  signedData: pki.oids.signedData as string,
  sha256: pki.oids.sha256 as string,
  rsaEncryption: pki.oids.rsaEncryption as string,
  contentType: pki.oids.contentType as string,
  messageDigest: pki.oids.messageDigest as string,
  signingTime: pki.oids.signingTime as string,
};

interface SigningKey {
  privateKey: KeyObject;
  certificate: forge.asn1.Asn1;
  /** IssuerAndSerialNumber of the certificate: how the signature names its signer. */
  signerId: forge.asn1.Asn1;
}

/** Reads the PKCS#12 once: its key for Node's native RSA, its certificate for the CMS structure. */
function signingKeyOf(certificate: SealingCertificate): SigningKey {
  const p12 = forge.pkcs12.pkcs12FromAsn1(
    asn1.fromDer(certificate.p12.toString('binary')),
    false,
    certificate.passphrase,
  );
  const keyBagType = pki.oids.pkcs8ShroudedKeyBag as string;
  const certBagType = pki.oids.certBag as string;
  const keyBag = p12.getBags({ bagType: keyBagType })[keyBagType]?.[0];
  const certBags: forge.pkcs12.Bag[] = p12.getBags({ bagType: certBagType })[certBagType] ?? [];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('the sealing certificate has no private key');
  const matching = certBags.find((bag) => {
    const publicKey = bag.cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
    return publicKey && publicKey.n.compareTo(key.n) === 0 && publicKey.e.compareTo(key.e) === 0;
  })?.cert;
  if (!matching) throw new Error('the sealing certificate does not match its private key');
  const certificateAsn1 = pki.certificateToAsn1(matching);
  // tbsCertificate: [0] version, serialNumber, signature, issuer, …
  const tbs = (certificateAsn1.value as forge.asn1.Asn1[])[0]?.value as forge.asn1.Asn1[];
  const [, serialNumber, , issuer] = tbs;
  if (!serialNumber || !issuer) throw new Error('the sealing certificate cannot be read');
  return {
    privateKey: createPrivateKey(pki.privateKeyToPem(key)),
    certificate: certificateAsn1,
    signerId: sequence([issuer, serialNumber]),
  };
}

/**
 * A detached CMS signature (ETSI.CAdES.detached, as PAdES wants) made with Node's native SHA-256 and RSA.
 * @signpdf's own P12 signer re-reads the PKCS#12 and hashes and signs in JavaScript on every call, which
 * made the seal several times slower than building the rest of the final PDF.
 */
export class NativeCmsSigner extends Signer {
  private readonly key: SigningKey;

  constructor(certificate: SealingCertificate) {
    super();
    this.key = signingKeyOf(certificate);
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const digest = createHash('sha256').update(pdfBuffer).digest();
    const signedAttributes = [
      sequence([oid(OIDS.contentType), set([oid(OIDS.data)])]),
      sequence([
        oid(OIDS.signingTime),
        set([asn1.create(Class.UNIVERSAL, Type.UTCTIME, false, asn1.dateToUtcTime(signingTime ?? new Date()))]),
      ]),
      sequence([oid(OIDS.messageDigest), set([octets(digest)])]),
    ];
    // The signature covers the attributes DER-encoded as a SET; in the SignerInfo they are tagged [0].
    const signature = sign('sha256', derOf(set(signedAttributes)), this.key.privateKey);
    const signerInfo = sequence([
      integer(1),
      this.key.signerId,
      sequence([oid(OIDS.sha256), nullValue()]),
      contextTag(0, signedAttributes),
      sequence([oid(OIDS.rsaEncryption), nullValue()]),
      octets(signature),
    ]);
    const signedData = sequence([
      integer(1),
      set([sequence([oid(OIDS.sha256), nullValue()])]),
      sequence([oid(OIDS.data)]),
      contextTag(0, [this.key.certificate]),
      set([signerInfo]),
    ]);
    return derOf(sequence([oid(OIDS.signedData), contextTag(0, [signedData])]));
  }
}

/** The seal as it was: the placeholder, the file saved without object streams, then signed. */
export async function signpdfSeal(
  pdf: PDFDocument,
  signer: NativeCmsSigner,
  details: { reason: string; location: string; contactInfo: string; signingTime: Date },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    ...details,
    name: 'SignFlow',
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'SignFlow',
  });
  const withPlaceholder = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, signer, details.signingTime);
}
