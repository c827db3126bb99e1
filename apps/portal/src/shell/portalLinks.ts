import type { PortalLinks } from '@portal/platform';
import { createContext, useContext } from 'react';

/**
 * Where the portal's outward links lead in this deployment (config.json `links`,
 * docs/RULES.md#main-layout): the help centre, the feedback form, the CMF. One left out has no link.
 */
export const PortalLinksContext = createContext<PortalLinks>({});
export const usePortalLinks = () => useContext(PortalLinksContext);
