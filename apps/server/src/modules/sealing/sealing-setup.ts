import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { redactUrl } from '../../http/log-redaction';

/**
 * What the seals of this installation will be, said once at start-up (docs/domain.md#sealing-and-verification):
 * without a time-stamping authority their time is only this server's clock (PAdES B-B); the generated
 * self-signed certificate names no revocation service, so it reaches B-T at most.
 */
export function logSealingSetup(
  logger: FastifyBaseLogger,
  config: Pick<AppConfig, 'timestamping' | 'signingP12' | 'verifyTrustedRoots'>,
): void {
  const certificate = config.signingP12 ? 'SIGNING_P12' : 'a generated self-signed certificate';
  const authorities = config.timestamping?.urls ?? [];
  if (authorities.length === 0) {
    logger.warn(
      { certificate, sealLevel: 'B-B' },
      'sealing: no time-stamping authority (TSA_URLS unset): seals are PAdES B-B, their time this server’s clock, not a trusted time',
    );
  } else if (!config.signingP12) {
    logger.info(
      { certificate, timeStampingAuthorities: authorities.map(redactUrl), sealLevel: 'B-T' },
      'sealing: time-stamped (PAdES B-T); the generated self-signed certificate names no revocation service, so seals carry no long-term validation data',
    );
  } else {
    logger.info(
      { certificate, timeStampingAuthorities: authorities.map(redactUrl), sealLevel: 'B-LTA or B-T' },
      'sealing: time-stamped; PAdES B-LTA (long-term validation) when the certificate names OCSP or CRL services, else B-T',
    );
  }
  if (config.verifyTrustedRoots)
    logger.info({ file: config.verifyTrustedRoots }, 'verify: trusting the certificates of VERIFY_TRUSTED_ROOTS');
}
