import { Table } from '@mantine/core';
import type { VerifiedParty } from '@signflow/contract/verify';
import { useTranslation } from 'react-i18next';
import { EventTime } from '../../../components/event-time';
import { SIGNER_DECISION_LABELS } from '../../../components/signer-decision-label';
import { TableHead } from '../../../components/table-head';

/** The signers of a sealed document, with what each decided and when. */
export function PartiesTable({ parties, label }: { parties: VerifiedParty[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={label}>
        <TableHead columns={['Name', 'Email', 'Decision', 'Signed at']} />
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
