import { Table } from '@mantine/core';
import type { VerifiedParty } from '@signflow/contract/verify';
import { useTranslation } from 'react-i18next';
import { EventTime } from '../../../components/event-time';
import { SIGNER_DECISION_LABELS } from '../../../components/signer-decision-label';

/** The signers of a sealed document, with what each decided and when. */
export function PartiesTable({ parties, label }: { parties: VerifiedParty[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th>{t('Email')}</Table.Th>
            <Table.Th>{t('Decision')}</Table.Th>
            <Table.Th>{t('Signed at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parties.map((party) => (
            <Table.Tr key={`${party.name} <${party.email}>`}>
              <Table.Td>{party.name}</Table.Td>
              <Table.Td>{party.email}</Table.Td>
              <Table.Td>{party.decision ? t(SIGNER_DECISION_LABELS[party.decision]) : t('Not signed')}</Table.Td>
              <Table.Td>{party.signedAt ? <EventTime at={party.signedAt} /> : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
