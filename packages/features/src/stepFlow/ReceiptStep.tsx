import { buttonTone, Inline } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StepSection } from './StepHeading.tsx';

/**
 * A flow's last step, the receipt: its heading (focused, so a screen reader says the order is
 * placed), what was done, read at once (`role="status"`), and where to go next (the first link is
 * the main way on). `name` makes its ids: `{name}-done-title` and the test id `{name}-done`.
 */
export function ReceiptStep({
  name,
  number,
  total,
  title,
  children,
  details,
  links,
}: {
  name: string;
  number: number;
  /** How many steps the client counts, when not the money flows' three. */
  total?: number;
  title: ReactNode;
  /** What was done, in the client's words. */
  children: ReactNode;
  /** What the receipt keeps besides (an APV rescue's cost), under what was done. */
  details?: ReactNode;
  links: readonly { to: string; label: ReactNode }[];
}) {
  return (
    <StepSection number={number} total={total} title={title} id={`${name}-done-title`}>
      <p role="status" data-testid={`${name}-done`}>
        {children}
      </p>
      {details}
      <Inline>
        {links.map((link, index) => (
          <Link
            key={link.to}
            className={index === 0 ? buttonTone.primary : buttonTone.secondary}
            to={link.to}
          >
            {link.label}
          </Link>
        ))}
      </Inline>
    </StepSection>
  );
}
