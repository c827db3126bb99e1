import { menuFooterEmail } from '@portal/features';
import { InboxButton } from '@portal/features/InboxButton';
import { PortalUserMenu } from '@portal/features/PortalUserMenu';
import { SideMenu } from '@portal/features/SideMenu';
import { fileUrl, useApi, usePortalSession } from '@portal/platform';
import { Footer, Header, MainLayout, MenuFooter, useNavigationMode } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMonitor } from './monitorContext.ts';
import * as styles from './PortalLayout.css.ts';

const helpCentre = 'https://ayuda.example.cl';
/** The "bp" layout wired to data (SPEC §2): side menu, header with the user menu, footer. */
export function PortalLayout({ environment, children }: { environment: string; children: ReactNode }) {
  const { t } = useTranslation('app');
  const { queries, apiBase, accessToken } = useApi();
  const session = usePortalSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mode = useNavigationMode();
  const [opened, setOpened] = useState(mode === 'side');
  useEffect(() => setOpened(mode === 'side'), [mode]);
  const user = useQuery(queries.currentUser());
  const monitor = useMonitor();
  // SPEC §6: the isAdmin flag goes to the session-monitoring service (a no-op outside Production).
  useEffect(() => {
    if (user.data) monitor.setUser({ id: user.data.id, isAdmin: Boolean(user.data.isAdmin) });
  }, [user.data, monitor]);

  const photo = user.data?.photoProfileId?.value
    ? fileUrl(apiBase, user.data.photoProfileId.value, accessToken() ?? '')
    : null;
  return (
    <MainLayout
      navigation={
        <SideMenu
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
            <>
              <InboxButton kind="notifications" />
              <PortalUserMenu
                helpCentreUrl={helpCentre}
                onNavigate={(path) => navigate(path)}
                onSignOut={() => void session.signOut()}
                onShowDebug={() => console.info('Debug values', { user: user.data, environment })}
              />
            </>
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
      {children}
    </MainLayout>
  );
}
