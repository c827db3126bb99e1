import { fileUrl, useApi } from '@portal/platform';
import { Avatar, UserMenu, type UserMenuEntry } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isDebugEnabled, type UserMenuEntryId, userMenuEntries } from '../userMenuEntries.ts';

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

/** Where entries go (SPEC §2 "Other paths used"). */
export const userMenuRoutes: Partial<Record<UserMenuEntryId, string>> = {
  generalActivity: '/dashboard/activities',
  generalBalance: '/general-balance',
  investAsCompany: '/entity/activate',
  myAccount: '/profile',
  changeUser: '/companies',
  changeImage: '/profile',
};

export interface PortalUserMenuProps {
  onNavigate: (path: string) => void;
  onSignOut: () => void;
  onShowDebug?: () => void;
  helpCentreUrl: string;
  storage?: Pick<Storage, 'getItem'>;
}

/** The user menu of the signed-in client, by the rules of SPEC §2 and §6. */
export function PortalUserMenu({
  onNavigate,
  onSignOut,
  onShowDebug,
  helpCentreUrl,
  storage = localStorage,
}: PortalUserMenuProps) {
  const { t } = useTranslation('features');
  const { queries, apiBase, accessToken } = useApi();
  const user = useQuery(queries.currentUser());
  if (!user.data) return null;
  const data = user.data;
  const entries = userMenuEntries(data, { debug: isDebugEnabled(storage) })
    .filter((id) => id !== 'representative')
    .flatMap((id): UserMenuEntry[] => {
      const route = userMenuRoutes[id];
      const item: UserMenuEntry = {
        kind: 'item',
        id,
        label: t(`userMenu.${id}`),
        icon: entryIcons[id],
        destructive: id === 'logout',
        ...(id === 'faq' ? { href: helpCentreUrl, external: true } : {}),
        onSelect:
          id === 'logout'
            ? onSignOut
            : id === 'debug'
              ? onShowDebug
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
      ? t('userMenu.representative', { name: `${data.manager.firstname} ${data.manager.surname}` })
      : undefined;
  const photo = data.photoProfileId?.value
    ? fileUrl(apiBase, data.photoProfileId.value, accessToken() ?? '')
    : null;
  return (
    <UserMenu
      trigger={<Avatar firstname={data.firstname} surname={data.surname} photoUrl={photo} />}
      entries={entries}
      header={representative}
    />
  );
}
