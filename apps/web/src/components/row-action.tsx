import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type RowActionProps = Pick<ButtonProps, 'variant' | 'color' | 'disabled'> & {
  /** What a screen reader hears: the action and the row it acts on. */
  label: string;
  children: ReactNode;
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/**
 * A small button in a table row: a link to `to`, or an action. It never shrinks: on a narrow screen the row
 * scrolls sideways rather than cutting the button's word.
 */
export function RowAction({ label, children, to, onClick, variant = 'light', ...look }: RowActionProps) {
  const common = { size: 'xs', variant, 'aria-label': label, flex: 'none', ...look } as const;
  return to === undefined ? (
    <Button {...common} onClick={onClick}>
      {children}
    </Button>
  ) : (
    <Button {...common} component={Link} to={to}>
      {children}
    </Button>
  );
}
