import { menuFooterEmail, type PageHeader, PageHeaderContext } from '@portal/features';
import { InboxButton } from '@portal/features/InboxButton';
import { PortalUserMenu } from '@portal/features/PortalUserMenu';
import { SideMenu } from '@portal/features/SideMenu';
import { downloadFile, fileUrl, useApi, usePortalSession } from '@portal/platform';
import { Footer, Header, MainLayout, MenuFooter, useNavigationMode, useToast } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loadChatScript, openChatEvent, useChatIntegration } from './chatWidget.ts';
import { useMonitoredUser } from './monitorContext.ts';
import * as styles from './PortalLayout.css.ts';
import { usePortalLinks } from './portalLinks.ts';

/** The advisors' directory, a PDF the app serves itself (public/assets). */
export const advisorsPdf = `${import.meta.env.BASE_URL}assets/asesores.pdf`;

// The portal's own chat panel loads on the first "Escríbenos", not with the layout.
const ChatPanel = lazy(() => import('@portal/features/ChatPanel').then((m) => ({ default: m.ChatPanel })));

/** The "bp" layout wired to data (docs/RULES.md#routes-and-layouts): side menu, header with the user menu, footer. */
export function PortalLayout({ environment, children }: { environment: string; children: ReactNode }) {
  const { t } = useTranslation('app');
  const links = usePortalLinks();
  const { queries, apiBase, accessToken, http } = useApi();
  const session = usePortalSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mode = useNavigationMode();
  const [opened, setOpened] = useState(mode === 'side');
  useEffect(() => setOpened(mode === 'side'), [mode]);
  // What the page asks of the header (usePageHeader): a back arrow and a title, on phones or always.
  const [pageHeader, setPageHeader] = useState<PageHeader | null>(null);
  const headerAsked = pageHeader && (!pageHeader.phoneOnly || mode === 'over') ? pageHeader : null;
  const user = useQuery(queries.currentUser());
  // docs/RULES.md#calls: the terms and code-of-conduct files are the portal user config's ids, shown from the
  // files path with the token.
  const fileIds = useQuery(queries.portalUserConfig());
  const chat = useChatIntegration();
  const [chatOpen, setChatOpen] = useState(false);
  const [chatMounted, setChatMounted] = useState(false);
  const openChat = () => {
    if (chat.kind === 'provider') {
      loadChatScript(chat.scriptUrl).then(
        () => window.dispatchEvent(new CustomEvent(openChatEvent)),
        (error: unknown) => console.error(error),
      );
      return;
    }
    setChatMounted(true);
    setChatOpen(true);
  };
  const token = accessToken() ?? '';
  const toast = useToast();
  /** A footer file: fetched and saved, never opened as a page (the URL carries the token). */
  const fileLink = (label: string, id: string) => {
    const href = fileUrl(apiBase, id, token);
    return {
      label,
      href,
      download: true,
      onActivate: (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        downloadFile(href, `${id}.pdf`, { http }).catch((error: unknown) => {
          console.error(error);
          toast({ tone: 'error', title: t('footer.downloadFailed', { file: label }) });
        });
      },
    };
  };
  const termsId = fileIds.data?.termsAndConditionsId;
  const conductId = fileIds.data?.codeOfConductId?.value;
  useMonitoredUser(user.data);

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
          onBack={headerAsked ? () => navigate(headerAsked.back) : undefined}
          center={
            headerAsked?.title ? <span className={styles.headerTitle}>{headerAsked.title}</span> : undefined
          }
          // A page's title takes the logo's place beside its back arrow (a phone has room for one).
          logo={
            headerAsked?.title ? undefined : (
              <Link to="/dashboard" className={styles.logo}>
                {t('brand')}
              </Link>
            )
          }
          actions={
            <>
              <InboxButton kind="messages" />
              <InboxButton kind="notifications" />
              <PortalUserMenu
                helpCentreUrl={links.helpCentre}
                onNavigate={(path) => navigate(path)}
                onSignOut={() => void session.signOut()}
                onShowDebug={() => console.info('Debug values', { user: user.data, environment })}
                onPhotoFailed={(message) => toast({ tone: 'error', title: message })}
              />
            </>
          }
        />
      }
      footer={
        pathname.startsWith('/profile') ? null : (
          <Footer
            links={[
              // Outward links lead where config.json says; one it leaves out is not drawn.
              ...(links.helpCentre
                ? [{ label: t('footer.faq'), href: links.helpCentre, external: true }]
                : []),
              { label: t('footer.write'), onClick: openChat },
              { label: t('footer.advisors'), href: advisorsPdf, external: true },
              ...(termsId != null ? [fileLink(t('footer.terms'), String(termsId))] : []),
              ...(links.cmf ? [{ label: t('footer.cmf'), href: links.cmf, external: true }] : []),
              ...(conductId ? [fileLink(t('footer.conduct'), conductId)] : []),
              ...(links.feedback
                ? [{ label: t('footer.feedback'), href: links.feedback, external: true }]
                : []),
            ]}
            year={new Date().getFullYear()}
            company={t('footer.company')}
            version="20.0.0"
            environment={environment}
          />
        )
      }
    >
      <PageHeaderContext.Provider value={setPageHeader}>{children}</PageHeaderContext.Provider>
      {chatMounted ? (
        <Suspense fallback={null}>
          <ChatPanel open={chatOpen} onOpenChange={setChatOpen} />
        </Suspense>
      ) : null}
    </MainLayout>
  );
}
