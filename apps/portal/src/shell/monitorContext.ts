import { type Monitor, noMonitor } from '@portal/features';
import { createContext, useContext } from 'react';

/** The monitoring service of this run (a no-op outside Production). */
export const MonitorContext = createContext<Monitor>(noMonitor);
export const useMonitor = () => useContext(MonitorContext);
