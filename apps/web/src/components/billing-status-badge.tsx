import { Badge } from '@mantine/core';
import type { BillingStatus } from '@signflow/contract/billing';
import { useBillingWords } from './billing-words';

const COLORS: Record<BillingStatus, string> = { pending: 'yellow', paid: 'green', expired: 'gray' };

/** A billing's status as a coloured word. */
export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  const { statusLabel } = useBillingWords();
  return (
    // A table cell may be narrow: the badge keeps its whole word rather than an ellipsis ("PENDI…").
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {statusLabel(status)}
    </Badge>
  );
}
