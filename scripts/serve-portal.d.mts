import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';

export declare function selfSignedCertificate(): { key: string; cert: string };

export declare function servePortal(options: {
  dir: string;
  port: number;
  configFile?: string;
  mockApi?: boolean;
  plain?: boolean;
  tls?: { key: string; cert: string };
}): Promise<Server | Http2SecureServer>;
