import {
  breakpoints,
  defaultThemeName,
  menuWidths,
  reviewWidths,
  themeLabels,
  themeNames,
  themeTokens,
} from '@portal/ui';
import type { CSSProperties, ReactNode } from 'react';

// The tokens page of Storybook, drawn from the values the themes are made of (`themeTokens`, the
// object `createTheme` fills the contract with): a token added to the contract shows here by itself.

const cell: CSSProperties = {
  border: '1px solid #cbd5e1',
  padding: '6px 8px',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function Table({ head, rows }: { head: ReactNode[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', margin: '8px 0 24px' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={String(title)} style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed table, never reordered: a row's place is its identity.
          <tr key={index}>
            {row.map((value, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed table: a cell's column is its identity.
              <td key={column} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Swatch({ value }: { value: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        style={{ width: 20, height: 20, borderRadius: 4, background: value, border: '1px solid #94a3b8' }}
      />
      <code>{value}</code>
    </span>
  );
}

/** Every colour of the contract, in every theme. */
export function ThemeColours() {
  const keys = Object.keys(themeTokens(defaultThemeName).color) as (keyof ReturnType<
    typeof themeTokens
  >['color'])[];
  return (
    <Table
      head={['vars.color', ...themeNames.map((name) => themeLabels[name])]}
      rows={keys.map((key) => [
        <code key={key}>{key}</code>,
        ...themeNames.map((name) => <Swatch key={name} value={themeTokens(name).color[key]} />),
      ])}
    />
  );
}

const shared = themeTokens(defaultThemeName);

/** Type scale: sizes drawn in the body face, then the weights. */
export function TypeScale() {
  return (
    <>
      <Table
        head={['vars.font.size', 'value', 'sample']}
        rows={Object.entries(shared.font.size).map(([name, value]) => [
          <code key="n">{name}</code>,
          <code key="v">{value}</code>,
          <span key="s" style={{ fontSize: value, fontFamily: shared.font.family.body }}>
            Tus metas, en pesos: $1.234.567
          </span>,
        ])}
      />
      <Table
        head={['vars.font.weight', 'value', 'sample']}
        rows={Object.entries(shared.font.weight).map(([name, value]) => [
          <code key="n">{name}</code>,
          <code key="v">{value}</code>,
          <span key="s" style={{ fontWeight: Number(value), fontFamily: shared.font.family.body }}>
            Depositar en Casa propia
          </span>,
        ])}
      />
      <Table
        head={['vars.font.family', 'value']}
        rows={Object.entries(shared.font.family).map(([name, value]) => [
          <code key="n">{name}</code>,
          <code key="v">{value}</code>,
        ])}
      />
    </>
  );
}

/** One scale of the contract: each token's name, value and a drawing of it. */
function DrawnScale({
  name,
  values,
  draw,
}: {
  name: string;
  values: Record<string, string>;
  draw: (value: string) => CSSProperties;
}) {
  return (
    <Table
      head={[name, 'value', '']}
      rows={Object.entries(values).map(([token, value]) => [
        <code key="n">{token}</code>,
        <code key="v">{value}</code>,
        <span key="s" style={{ display: 'inline-block', ...draw(value) }} />,
      ])}
    />
  );
}

/** Spacing, radii and shadows, each drawn. */
export function Scales() {
  return (
    <>
      <DrawnScale
        name="vars.space"
        values={shared.space}
        draw={(value) => ({ width: value, height: 12, background: '#0b3d91' })}
      />
      <DrawnScale
        name="vars.radius"
        values={shared.radius}
        draw={(value) => ({ width: 48, height: 32, borderRadius: value, border: '2px solid #0b3d91' })}
      />
      <DrawnScale
        name="vars.shadow"
        values={shared.shadow}
        draw={(value) => ({ width: 64, height: 40, borderRadius: 8, background: '#fff', boxShadow: value })}
      />
    </>
  );
}

/** Widths: the breakpoints (media queries), the review widths, the side menu's widths. */
export function Widths() {
  return (
    <>
      <Table
        head={['breakpoint', 'min-width']}
        rows={Object.entries(breakpoints).map(([name, value]) => [
          <code key="n">{name}</code>,
          `${value} px`,
        ])}
      />
      <Table
        head={['review width (Storybook viewports, Chromatic modes, pixel checks)', 'width']}
        rows={Object.entries(reviewWidths).map(([name, value]) => [
          <code key="n">{name}</code>,
          `${value} px`,
        ])}
      />
      <Table
        head={['side menu appearance', 'width']}
        rows={Object.entries(menuWidths).map(([name, value]) => [<code key="n">{name}</code>, `${value} px`])}
      />
    </>
  );
}
