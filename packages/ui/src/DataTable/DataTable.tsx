import { type ComponentPropsWithRef, createContext, type ReactNode, useContext } from 'react';
import * as styles from './DataTable.css.ts';

type Density = keyof typeof styles.density;
type Align = 'start' | 'end';

export interface DataTableColumn {
  key: string;
  header: ReactNode;
  /** `end` for figures. */
  align?: Align;
  /** Left out on a phone (its cells say so too). */
  hideOnPhone?: boolean;
}

const DensityContext = createContext<Density>('regular');

function join(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

/**
 * A table of figures, named by its caption: column headers, a header cell per row, figures aligned
 * on the end. It scrolls sideways on a narrow phone rather than squeeze its figures. Rows are
 * written with `DataTableRowHeader` and `DataTableCell`, so a row header may span rows.
 */
export function DataTable({
  caption,
  columns,
  density = 'regular',
  children,
}: {
  caption: ReactNode;
  columns: readonly DataTableColumn[];
  density?: Density;
  /** The body's rows (`tr`). */
  children: ReactNode;
}) {
  const last = columns.length - 1;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={join(
                  styles.density[density],
                  styles.head,
                  styles.align[column.align ?? 'start'],
                  index === 0 && styles.firstColumn,
                  (index === last || column.align === 'end') && styles.lastColumn,
                  column.hideOnPhone && styles.hideOnPhone,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <DensityContext value={density}>
          <tbody>{children}</tbody>
        </DensityContext>
      </table>
    </div>
  );
}

/** A row's header, in the first column (a product, a beneficiary, a period). */
export function DataTableRowHeader({ className, scope = 'row', ...props }: ComponentPropsWithRef<'th'>) {
  const density = useContext(DensityContext);
  return (
    <th scope={scope} className={join(styles.density[density], styles.rowHeader, className)} {...props} />
  );
}

/** A cell: `end` for a figure, which keeps to one line and reaches its column's end. */
export function DataTableCell({
  align = 'start',
  hideOnPhone,
  className,
  ...props
}: Omit<ComponentPropsWithRef<'td'>, 'align'> & { align?: Align; hideOnPhone?: boolean }) {
  const density = useContext(DensityContext);
  return (
    <td
      className={join(
        styles.density[density],
        styles.align[align],
        align === 'end' && styles.figure,
        align === 'end' && styles.lastColumn,
        hideOnPhone && styles.hideOnPhone,
        className,
      )}
      {...props}
    />
  );
}
