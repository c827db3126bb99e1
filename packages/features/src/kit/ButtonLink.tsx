import { buttonTone } from '@portal/ui';
import { Link, type LinkProps } from 'react-router';

export type ButtonLinkProps = Omit<LinkProps, 'className'> & {
  /** primary: the page's way on; secondary: another way. */
  tone?: 'primary' | 'secondary';
};

/** A link that looks like a button: where a page's way on is another address (the next step, home). */
export function ButtonLink({ tone = 'primary', ...props }: ButtonLinkProps) {
  return <Link className={buttonTone[tone]} {...props} />;
}
