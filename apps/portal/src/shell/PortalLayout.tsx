import { isDebugEnabled, menuFooterEmail, type UserMenuEntryId, userMenuEntries } from '@portal/features';
import { fileUrl, useApi, usePortalSession } from '@portal/platform';
import {
  Avatar,
  Footer,
  Header,
  MainLayout,
  MenuFooter,
  UserMenu,
  type UserMenuEntry,
  useNavigationMode,
  VerticalNavigation,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import * as styles from './PortalLayout.css.ts';
import { useSideMenu } from './useSideMenu.ts';

const helpCentre = 'https://ayuda.example.cl';
const entryIcons: Record<UserMenuEntryId, string> = {
  representative: 'building',
  generalActivity: 'activity',
  generalBalance: 'chart',
  investAsCompany: 'building',
  myAccount: 'user',
  faq: 'help',
  debug: 'bug',
  changeUser: 'users',
  changeImage: 'image',
  logout: 'logout',
};
const entryRoutes: Partial<Record<UserMenuEntryId, string>> = {
  generalActivity: '/dashboard/activities',
  generalBalance: '/general-balance',
  investAsCompany: '/entity/activate',
  myAccount: '/profile',
  changeUser: '/companies',
  changeImage: '/profile',
};

/** The "bp" layout wired to data (SPEC §2): side menu, header with the user menu, footer. */
export function PortalLayout({ environment }: { environment: string }) {
  const { t } = useTranslation('app');
  const { queries, apiBase, accessToken } = useApi();
  const session = usePortalSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mode = useNavigationMode();
  const [opened, setOpened] = useState(mode === 'side');
  useEffect(() => setOpened(mode === 'side'), [mode]);
  const items = useSideMenu();
  const user = useQuery(queries.currentUser());

  const photo = user.data?.photoProfileId?.value
    ? fileUrl(apiBase, user.data.photoProfileId.value, accessToken() ?? '')
    : null;
  const entries: UserMenuEntry[] = user.data
    ? userMenuEntries(user.data, { debug: isDebugEnabled(localStorage) })
        .filter((id) => id !== 'representative')
        .flatMap((id): UserMenuEntry[] => {
          const item: UserMenuEntry = {
            kind: 'item',
            id,
            label: t(`userMenu.${id}`),
            icon: entryIcons[id],
            destructive: id === 'logout',
            ...(id === 'faq' ? { href: helpCentre, external: true } : {}),
            onSelect:
              id === 'logout'
                ? () => void session.signOut()
                : id === 'debug'
                  ? () => console.info('Debug values', { user: user.data, environment })
                  : entryRoutes[id]
                    ? () => navigate(entryRoutes[id] ?? '/dashboard')
                    : undefined,
          };
          return id === 'logout' || id === 'changeUser'
            ? [{ kind: 'divider', id: `before-${id}` }, item]
            : [item];
        })
    : [];
  const representative =
    user.data?.userType === 'entity' && user.data.manager
      ? t('userMenu.representative', { name: `${user.data.manager.firstname} ${user.data.manager.surname}` })
      : undefined;

  return (
    <MainLayout
      navigation={
        <VerticalNavigation
          id="main-menu"
          label={t('menu.label')}
          items={items}
          currentPath={pathname}
          mode={mode}
          opened={opened}
          onOpenedChange={setOpened}
          onNavigate={(href) => navigate(href)}
          footer={
            user.data ? (
              <MenuFooter
                firstname={user.data.firstname}
                surname={user.data.surname}
                email={menuFooterEmail(user.data)}
                photoUrl={photo}
              />
            ) : null
          }
        />
      }
      header={
        <Header
          menu={{ opened, controls: 'main-menu', onToggle: () => setOpened((value) => !value) }}
          logo={
            <Link to="/dashboard" className={styles.logo}>
              {t('brand')}
            </Link>
          }
          actions={
            user.data ? (
              <UserMenu
                trigger={
                  <Avatar firstname={user.data.firstname} surname={user.data.surname} photoUrl={photo} />
                }
                entries={entries}
                header={representative}
              />
            ) : null
          }
        />
      }
      footer={
        pathname.startsWith('/profile') ? null : (
          <Footer
            links={[
              { label: t('footer.faq'), href: helpCentre, external: true },
              {
                label: t('footer.write'),
                onClick: () => window.dispatchEvent(new CustomEvent('portal:open-chat')),
              },
              { label: t('footer.advisors'), href: '/assets/asesores.pdf', external: true },
              {
                label: t('footer.terms'),
                href: fileUrl(apiBase, 'terms-2026', accessToken() ?? ''),
                download: true,
              },
              { label: 'CMF', href: 'https://www.cmfchile.cl', external: true },
              {
                label: t('footer.conduct'),
                href: fileUrl(apiBase, 'conduct-2026', accessToken() ?? ''),
                download: true,
              },
              { label: 'Feedback', href: 'https://feedback.example.cl', external: true },
            ]}
            year={new Date().getFullYear()}
            company={t('footer.company')}
            version="20.0.0"
            environment={environment}
          />
        )
      }
    >
      <Outlet />
    </MainLayout>
  );
}
