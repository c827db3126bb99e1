import { type NavigationMode, VerticalNavigation } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSideMenu } from './useSideMenu.ts';

export interface SideMenuProps {
  currentPath: string;
  mode: NavigationMode;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  onNavigate: (href: string) => void;
  footer?: ReactNode;
}

/** The portal's side menu (docs/RULES.md#side-menu): the assembled navigation of the signed-in client. */
export function SideMenu({ currentPath, mode, opened, onOpenedChange, onNavigate, footer }: SideMenuProps) {
  const { t } = useTranslation('navigation');
  const items = useSideMenu();
  return (
    <VerticalNavigation
      id="main-menu"
      label={t('label')}
      items={items}
      currentPath={currentPath}
      mode={mode}
      opened={opened}
      onOpenedChange={onOpenedChange}
      onNavigate={onNavigate}
      footer={footer}
    />
  );
}
