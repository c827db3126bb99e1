import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import { MenuFooter } from '../MenuFooter/MenuFooter.tsx';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import type { NavigationMode } from '../VerticalNavigation/navigationTypes.ts';
import { VerticalNavigation } from '../VerticalNavigation/VerticalNavigation.tsx';
import { MainLayout } from './MainLayout.tsx';

function Demo({ mode, withFooter }: { mode: NavigationMode; withFooter: boolean }) {
  const [opened, setOpened] = useState(mode === 'side');
  return (
    <MainLayout
      navigation={
        <VerticalNavigation
          id="main-menu"
          label="Menú principal"
          items={[
            { id: 'dashboard', type: 'basic', title: 'Inicio', icon: 'home', link: '/dashboard' },
            { id: 'advisor', type: 'basic', title: 'Asesoría', icon: 'advisor', link: '/advisor' },
          ]}
          currentPath="/dashboard"
          mode={mode}
          opened={opened}
          onOpenedChange={setOpened}
          footer={<MenuFooter firstname="Camila" surname="Rojas Fuentes" email="camila.rojas@example.cl" />}
        />
      }
      header={
        <Header
          logo={<strong>Portal</strong>}
          menu={{ opened, controls: 'main-menu', onToggle: () => setOpened(!opened) }}
        />
      }
      footer={
        withFooter ? (
          <Footer
            links={[{ label: 'CMF', href: 'https://www.cmfchile.cl', external: true }]}
            year={2026}
            company="Inversiones Portal S.A."
            version="20.0.0"
            environment="Demo"
          />
        ) : null
      }
    >
      <main style={{ padding: 24 }}>
        <h1>Hola, Cami</h1>
      </main>
    </MainLayout>
  );
}

const meta = {
  title: 'UI/Layouts/MainLayout',
  component: Demo,
  parameters: {
    chromatic: { modes: phoneAndDesktopModes },
    layout: 'fullscreen',
  },
  args: { mode: 'side', withFooter: true },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: menu open at the side, header, content, footer. The hamburger closes and opens it. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const hamburger = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hamburger);
    await expect(nav).not.toBeVisible();
  },
};

/** Phone: the menu starts closed and opens over the page. */
export const Phone: Story = {
  args: { mode: 'over' },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvasElement.querySelector('#main-menu');
    await expect(nav).not.toBeVisible();
    const hamburger = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Menú principal' })).toHaveAttribute(
      'data-mode',
      'over',
    );
  },
};

/** Without the footer (docs/RULES.md#main-layout: hidden on /profile). */
export const WithoutFooter: Story = {
  args: { withFooter: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/** Every prop of the demo at hand: side or over mode, with or without the footer. */
export const Playground: Story = {
  // Ends as WithoutFooter is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { mode: 'side', withFooter: false },
  argTypes: { mode: { control: 'inline-radio', options: ['side', 'over'] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};
