import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { basePath } from '../../../lib/base-path.ts';
import { homePath } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';

export type OpenAccountLinkProps = { accountId: string; children: ReactNode };

/**
 * Opens an account's landing page (its home, or getting started until that is done). Another
 * account than the current one is chosen the way the switcher does it: stored, then a full load,
 * so the shell selects it on the server and nothing of the old account stays in memory; the new
 * account starts in its own default mode.
 */
export const OpenAccountLink = ({ accountId, children }: OpenAccountLinkProps) => {
  const path = homePath(accountId);
  if (storage.get('accountId') === accountId) return <Link to={path}>{children}</Link>;
  return (
    <a
      href={`${basePath}${path.slice(1)}`}
      onClick={() => {
        storage.set('accountId', accountId);
        storage.remove('livemode');
      }}
    >
      {children}
    </a>
  );
};
