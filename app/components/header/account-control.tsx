import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { displayName, USER_TYPE_OF_AREA, type DialogArea } from '../account/account.ts';
import { currentAccount, useAccount } from '../account/account-store.ts';
import { cabinetPathFor, LOGIN_QUERY, NEXT_QUERY, parseDialogArea, signInTarget } from '../account/paths.ts';
import { onSignInRequest, signInReturnPath } from '../account/sign-in-request.ts';
import classes from './header.module.css';

const loadDialog = () => import('../account/sign-in-dialog.tsx');
const SignInDialog = lazy(loadDialog);
const AccountMenu = lazy(() => import('../account/account-menu.tsx'));

/**
 * "Sign in" or the account menu. The server always renders "Sign in" so the header stays cacheable
 * HTML; after hydration the browser asks `GET /auth/me` (account-probe.ts: a bare fetch, so the API
 * client is not loaded on every public page). `?login=patients|partners` opens the dialog on that
 * tab (docs/decisions/053).
 */
export function AccountControl() {
  const { t, locale } = useT();
  const account = useAccount();
  const location = useLocation();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  const signInButton = useRef<HTMLButtonElement>(null);
  // Stays mounted once loaded, so closing plays the Modal's transition instead of cutting it off.
  const [dialog, setDialog] = useState<{ opened: boolean; area: DialogArea; next: string | null; login?: string } | null>(null);

  useEffect(() => {
    let live = true;
    import('../account/account-probe.ts')
      .then(({ probeAccount }) => probeAccount())
      .catch(() => undefined)
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => onSignInRequest(({ area, login }) => setDialog({ opened: true, area, login, next: null })), []);

  useEffect(() => {
    if (!checked) return;
    const params = new URLSearchParams(location.search);
    const area = parseDialogArea(params.get(LOGIN_QUERY));
    if (!area) return;
    const next = params.get(NEXT_QUERY);
    const known = currentAccount();
    // Already signed in to that area (a stale bookmark of a login route): go on, no dialog.
    if (known && known.user_type === USER_TYPE_OF_AREA[area]) void navigate(signInTarget(known.user_type, locale, next), { replace: true });
    else setDialog({ opened: true, area, next });
  }, [checked, location.search, locale, navigate]);

  function close(navigating: boolean) {
    setDialog((current) => current && { ...current, opened: false });
    if (navigating) return;
    // Back to where the keyboard was (also when the dialog opened from the URL, with no button pressed).
    requestAnimationFrame(() => signInButton.current?.focus());
    const params = new URLSearchParams(location.search);
    if (!params.has(LOGIN_QUERY)) return;
    params.delete(LOGIN_QUERY);
    params.delete(NEXT_QUERY);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
  }

  return (
    <div className={classes.account}>
      {account ? (
        <Suspense
          fallback={
            <Link to={cabinetPathFor(account.user_type, locale)} className={classes.accountLink}>
              {displayName(account)}
            </Link>
          }
        >
          <AccountMenu account={account} />
        </Suspense>
      ) : (
        <button
          ref={signInButton}
          type="button"
          className={classes.signIn}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setDialog({ opened: true, area: 'patients', next: signInReturnPath() })}
        >
          {t('signin.open')}
        </button>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <SignInDialog
            opened={dialog.opened}
            area={dialog.area}
            next={dialog.next}
            login={dialog.login}
            onAreaChange={(area) => setDialog({ ...dialog, area })}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
