import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { NavigationAppearance, NavigationItem, NavigationMode } from './navigationTypes.ts';
import { VerticalNavigation } from './VerticalNavigation.tsx';

const sample = (onAction: () => void): NavigationItem[] => [
  { id: 'dashboard', type: 'basic', title: 'Inicio', icon: 'home', link: '/dashboard', exactMatch: true },
  { id: 'goals', type: 'basic', title: 'Mis metas', subtitle: '5 metas', icon: 'flag', link: '/goals' },
  {
    id: 'investments',
    type: 'collapsable',
    title: 'Inversiones',
    icon: 'chart',
    children: [
      { id: 'g101', type: 'basic', title: 'Casa propia', link: '/goals/101', fragment: 'summary' },
      { id: 'g102', type: 'basic', title: 'Jubilación', link: '/goals/102' },
    ],
  },
  {
    id: 'savings',
    type: 'collapsable',
    title: 'Ahorro',
    icon: 'savings',
    children: [{ id: 'sti', type: 'basic', title: 'Corto plazo', link: '/short-term-invest' }],
  },
  { id: 'divider-1', type: 'divider' },
  {
    id: 'services',
    type: 'group',
    title: 'Servicios',
    children: [
      { id: 'advisor', type: 'basic', title: 'Asesoría', icon: 'advisor', link: '/advisor' },
      {
        id: 'discover',
        type: 'basic',
        title: 'Descubrir',
        icon: 'discover',
        link: '/discover',
        badge: { title: 'Nuevo', classes: 'badge-new' },
      },
      {
        id: 'account',
        type: 'basic',
        title: 'Mi cuenta',
        icon: 'user',
        link: '/profile',
        disabled: true,
        tooltip: 'Podrás acceder a tu cuenta cuando completes el Paso 3',
      },
      { id: 'hidden', type: 'basic', title: 'Oculto', link: '/hidden', hidden: true },
    ],
  },
  {
    id: 'more',
    type: 'aside',
    title: 'Más',
    icon: 'settings',
    children: [
      { id: 'referral', type: 'basic', title: 'Invita y gana', link: '/referral' },
      { id: 'pricing', type: 'basic', title: 'Precios', link: '/pricing' },
    ],
  },
  {
    id: 'faq',
    type: 'basic',
    title: 'Preguntas frecuentes',
    icon: 'help',
    link: 'https://ayuda.example.cl',
    externalLink: true,
  },
  { id: 'spacer', type: 'spacer' },
  { id: 'invest', type: 'action-button', title: 'Invertir ahora', function: onAction },
];

interface DemoProps {
  initialPath: string;
  mode: NavigationMode;
  appearance: NavigationAppearance;
  onAction: () => void;
  itemsLater?: boolean;
}

function NavigationDemo({ initialPath, mode, appearance, onAction, itemsLater }: DemoProps) {
  const [path, setPath] = useState(initialPath);
  const [opened, setOpened] = useState(true);
  const [items, setItems] = useState<NavigationItem[]>(itemsLater ? [] : sample(onAction));
  useEffect(() => {
    if (!itemsLater) return;
    const timer = setTimeout(() => setItems(sample(onAction)), 100);
    return () => clearTimeout(timer);
  }, [itemsLater, onAction]);
  return (
    <div style={{ display: 'flex', minHeight: 640 }}>
      <VerticalNavigation
        label="Menú principal"
        items={items}
        currentPath={path}
        mode={mode}
        appearance={appearance}
        opened={opened}
        onOpenedChange={setOpened}
        onNavigate={(href) => setPath(href.split('#')[0] ?? href)}
        header={<strong>Portal</strong>}
        footer={<span>Camila Rojas Fuentes</span>}
      />
      <main style={{ padding: 16 }}>
        <p>Ruta: {path}</p>
        <button type="button" onClick={() => setOpened(true)}>
          Abrir menú
        </button>
        <button type="button" onClick={() => setPath('/advisor')}>
          Ir a asesoría
        </button>
      </main>
    </div>
  );
}

const meta = {
  title: 'UI/VerticalNavigation',
  component: NavigationDemo,
  // Drawn at the phone alone: the navigation's `mode` is an argument, so the desktop would draw the
  // same menu (MainLayout's stories draw it at both widths, where the width chooses the mode).
  parameters: { layout: 'fullscreen' },
  args: { initialPath: '/goals/101', mode: 'side', appearance: 'default', onAction: fn() },
} satisfies Meta<typeof NavigationDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side mode, every item type; the page under /goals is active by prefix, Inicio only by exact match. */
export const SideModeAllTypes: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav).toHaveAttribute('data-mode', 'side');
    await expect(within(nav).getByRole('link', { name: /Mis metas/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Casa propia' })).toHaveAttribute(
      'href',
      '/goals/101#summary',
    );
    await expect(within(nav).getByRole('link', { name: /Inicio/ })).not.toHaveAttribute('aria-current');
    await expect(within(nav).queryByText('Oculto')).toBeNull();
    await expect(within(nav).getAllByRole('separator')).toHaveLength(1);
    const faq = within(nav).getByRole('link', { name: /Preguntas frecuentes/ });
    await expect(faq).toHaveAttribute('target', '_blank');
    await expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(faq).toHaveAccessibleName('Preguntas frecuentes (se abre en una pestaña nueva)');
    await userEvent.click(within(nav).getByRole('button', { name: 'Invertir ahora' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(nav.getBoundingClientRect().width).toBe(280);
  },
};

/** The collapsable holding the page opens by itself; opening a sibling closes it (keyboard too). */
export const CollapsablesAutoOpenAndCollapse: Story = {
  play: async ({ canvas }) => {
    const investments = canvas.getByRole('button', { name: 'Inversiones' });
    const savings = canvas.getByRole('button', { name: 'Ahorro' });
    await expect(investments).toHaveAttribute('aria-expanded', 'true');
    await expect(savings).toHaveAttribute('aria-expanded', 'false');
    savings.focus();
    await userEvent.keyboard('{Enter}');
    await expect(savings).toHaveAttribute('aria-expanded', 'true');
    await expect(investments).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Corto plazo' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(savings).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Clicking a link navigates in the app and marks the new page. */
export const NavigatesAndHighlights: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Asesoría/ }));
    await expect(canvas.getByText('Ruta: /advisor')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Asesoría/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** An aside item opens a flyout with its children; Escape closes it. */
export const AsideFlyout: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Más' }));
    const body = within(document.body);
    await expect(await body.findByRole('link', { name: 'Invita y gana' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('link', { name: 'Invita y gana' })).toBeNull());
  },
};

/** A disabled item is not a link and shows its tooltip (keyboard focus shows it too). */
export const DisabledWithTooltip: Story = {
  play: async ({ canvas }) => {
    const account = canvas.getByRole('link', { name: 'Mi cuenta' });
    await expect(account).toHaveAttribute('aria-disabled', 'true');
    await expect(account).not.toHaveAttribute('href');
    account.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Podrás acceder a tu cuenta cuando completes el Paso 3',
    );
  },
};

/** The "Nuevo" badge. */
export const NewBadge: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Descubrir/ })).toHaveTextContent('Nuevo');
  },
};

/** Over mode (phones): a drawer over the page with a dimming overlay; a click on it closes the menu. */
export const OverModeOverlayCloses: Story = {
  args: { mode: 'over' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav).toHaveAttribute('data-mode', 'over');
    await userEvent.click(canvas.getByTestId('navigation-overlay'));
    await expect(nav).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    await expect(nav).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(nav).not.toBeVisible();
  },
};

/**
 * Over mode, by keyboard: the open drawer takes the focus, Tab goes round its items and never to
 * the page it covers, and Escape gives the focus back to the button that opened it.
 */
export const OverModeHoldsTheKeyboard: Story = {
  args: { mode: 'over' },
  // The drawer as OverModeOverlayCloses draws it: no picture of its own (it still plays and is
  // checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await userEvent.keyboard('{Escape}');
    await expect(nav).not.toBeVisible();
    const opener = canvas.getByRole('button', { name: 'Abrir menú' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await expect(nav).toBeVisible();
    await waitFor(() => expect(nav).toContainElement(document.activeElement as HTMLElement));
    const first = document.activeElement;
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(nav).toContainElement(document.activeElement as HTMLElement);
    await expect(document.activeElement).not.toBe(first);
    await userEvent.tab();
    await expect(document.activeElement).toBe(first);
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      await expect(nav).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(nav).not.toBeVisible();
    await expect(opener).toHaveFocus();
  },
};

/** Over mode: changing page closes the drawer (docs/RULES.md#side-menu-mode). */
export const OverModeRouteChangeCloses: Story = {
  args: { mode: 'over' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: /Mis metas/ }));
    await expect(nav).not.toBeVisible();
  },
};

export const CompactAppearance: Story = {
  args: { appearance: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation').getBoundingClientRect().width).toBe(112);
  },
};

/** Dense: 80 px of icons, growing to 280 px while hovered or focused. */
export const DenseAppearance: Story = {
  args: { appearance: 'dense' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav.getBoundingClientRect().width).toBe(80);
    await expect(canvas.getByRole('link', { name: /Inicio/ })).toHaveAccessibleName('Inicio');
    canvas.getByRole('link', { name: /Inicio/ }).focus();
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(280));
  },
};

export const ThinAppearance: Story = {
  args: { appearance: 'thin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation').getBoundingClientRect().width).toBe(80);
  },
};

/** Items that arrive with the user's data fade in shortly after (exact 150 ms in the browser test). */
export const ItemsFadeInOnFirstLoad: Story = {
  // Ends as NewBadge is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { itemsLater: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('navigation').querySelector('ul');
    await waitFor(() => expect(canvas.getByRole('link', { name: /Inicio/ })).toBeInTheDocument());
    await waitFor(() => expect(list).toHaveAttribute('data-revealed', 'true'));
  },
};

/** Every prop of the demo at hand: current path, mode and appearance. */
export const Playground: Story = {
  // Its first picture is CompactAppearance's: a picture of its own would repeat it.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { initialPath: '/dashboard', mode: 'side', appearance: 'compact' },
  argTypes: {
    mode: { control: 'inline-radio', options: ['side', 'over'] },
    appearance: { control: 'inline-radio', options: ['default', 'compact', 'dense', 'thin'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-appearance', 'compact');
  },
};
