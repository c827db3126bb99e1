import { fileUrl, useApi } from '@portal/platform';
import { Avatar, Icon, UserMenu, type UserMenuEntry } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenAccount } from '../../onboarding/index.ts';
import { isImageFile, useProfilePhoto } from '../../profile/index.ts';
import { isDebugEnabled, type UserMenuEntryId, userMenuEntries } from '../userMenuEntries.ts';
import * as styles from './PortalUserMenu.css.ts';

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

/** Where entries go (docs/RULES.md#route-table "Other paths used"). */
export const userMenuRoutes: Partial<Record<UserMenuEntryId, string>> = {
  generalActivity: '/dashboard/activities',
  generalBalance: '/general-balance',
  investAsCompany: '/entity/activate',
  myAccount: '/profile',
  changeUser: '/companies',
};

export interface PortalUserMenuProps {
  onNavigate: (path: string) => void;
  onSignOut: () => void;
  onShowDebug?: () => void;
  /** The help centre ("Preguntas frecuentes", in a new tab); none configured, no entry. */
  helpCentreUrl?: string;
  storage?: Pick<Storage, 'getItem'>;
  /** "Cambiar imagen de usuario": the photo could not be uploaded; what to tell the client (a toast). */
  onPhotoFailed?: (message: string) => void;
}

/** The user menu of the signed-in client, by the rules of docs/RULES.md#user-menu, #roles-and-permissions. */
export function PortalUserMenu({
  onNavigate,
  onSignOut,
  onShowDebug,
  helpCentreUrl,
  storage = localStorage,
  onPhotoFailed,
}: PortalUserMenuProps) {
  const { t } = useTranslation(['userMenu', 'navigation']);
  const { queries, apiBase, accessToken } = useApi();
  const user = useQuery(queries.currentUser());
  const status = useQuery(queries.userStatus());
  const { upload } = useProfilePhoto();
  const photoInput = useRef<HTMLInputElement>(null);
  if (user.isPending)
    return <span className={styles.pending} data-testid="user-menu-pending" aria-hidden="true" />;
  if (!user.data) {
    // The client's data could not be read: help and "Cerrar sesión" stay within reach.
    const fallback: UserMenuEntry[] = [
      ...(helpCentreUrl
        ? [
            {
              kind: 'item',
              id: 'faq',
              label: t('faq'),
              icon: entryIcons.faq,
              href: helpCentreUrl,
              external: true,
            } satisfies UserMenuEntry,
            { kind: 'divider', id: 'before-logout' } satisfies UserMenuEntry,
          ]
        : []),
      {
        kind: 'item',
        id: 'logout',
        label: t('logout'),
        icon: entryIcons.logout,
        destructive: true,
        onSelect: onSignOut,
      },
    ];
    return (
      <UserMenu
        trigger={
          <span className={styles.unknown} aria-hidden="true">
            <Icon name="user" size={20} />
          </span>
        }
        entries={fallback}
      />
    );
  }
  const data = user.data;
  // docs/RULES.md#roles-and-permissions: the account needs onboarding step FOURTH or DONE; the menu says why, as the side menu does.
  const accountLocked = status.data ? !canOpenAccount(status.data.onboardingStep) : false;
  // docs/RULES.md#validation: only images; any other file is ignored. The photo changes from the menu, on any step.
  const onPhoto = (file: File | undefined) => {
    if (photoInput.current) photoInput.current.value = '';
    if (file && isImageFile(file)) upload(file).catch(() => onPhotoFailed?.(t('photoFailed')));
  };
  const entries = userMenuEntries(data, { debug: isDebugEnabled(storage) })
    .filter((id) => id !== 'representative' && (id !== 'faq' || helpCentreUrl))
    .flatMap((id): UserMenuEntry[] => {
      const route = userMenuRoutes[id];
      const item: UserMenuEntry = {
        kind: 'item',
        id,
        label: t(`${id}`),
        icon: entryIcons[id],
        destructive: id === 'logout',
        ...(id === 'faq' ? { href: helpCentreUrl, external: true } : {}),
        ...(id === 'myAccount' && accountLocked
          ? { disabled: true, hint: t('navigation:accountLocked') }
          : {}),
        onSelect:
          id === 'logout'
            ? onSignOut
            : id === 'debug'
              ? onShowDebug
              : id === 'changeImage'
                ? () => photoInput.current?.click()
                : route
                  ? () => onNavigate(route)
                  : undefined,
      };
      return id === 'logout' || id === 'changeUser'
        ? [{ kind: 'divider', id: `before-${id}` }, item]
        : [item];
    });
  const representative =
    data.userType === 'entity' && data.manager
      ? t('representative', { name: `${data.manager.firstname} ${data.manager.surname}` })
      : undefined;
  const photo = data.photoProfileId?.value
    ? fileUrl(apiBase, data.photoProfileId.value, accessToken() ?? '')
    : null;
  return (
    <>
      <UserMenu
        trigger={<Avatar firstname={data.firstname} surname={data.surname} photoUrl={photo} />}
        entries={entries}
        header={representative}
      />
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('changeImage')}
        onChange={(event) => onPhoto(event.target.files?.[0])}
      />
    </>
  );
}
