import { useEffect, useRef, useState } from 'react';
import type { AuthProviders } from '../../../../domain/account.ts';
import { callApi, errorMessage } from '../../lib/api.ts';
import { logInWithGoogle } from './session-actions.ts';
import { toast } from '../../stores/toasts.ts';
import { t } from '../../i18n/t.ts';

/** The parts of Google Identity Services (https://accounts.google.com/gsi/client) we call. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        nonce: string;
        callback: (response: { credential?: string }) => void;
        ux_mode: 'popup';
        context: 'signin' | 'signup';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GSI_SRC = 'https://accounts.google.com/gsi/client';
/** Called when it is needed, never at the module's top: the page's language is read then. */
const googleFailed = () => t('auth.googleFailed');

let providers: Promise<AuthProviders> | undefined;
/** Asked once per page; if the server cannot say, there is simply no Google button. */
function loadProviders(): Promise<AuthProviders> {
  providers ??= callApi('GET', '/api/auth/providers').then(
    (answer) => answer.data,
    () => ({ google: null }),
  );
  return providers;
}

let script: Promise<GoogleIdentity> | undefined;
/** Google's script is loaded only when the server has Google sign-in configured. */
function loadGoogleScript(): Promise<GoogleIdentity> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = GSI_SRC;
    element.async = true;
    element.onload = () => (window.google ? resolve(window.google) : reject(new Error(googleFailed())));
    element.onerror = () => {
      script = undefined;
      element.remove();
      reject(new Error(t('auth.googleUnavailable')));
    };
    document.head.append(element);
  });
  return script;
}

async function freshNonce(): Promise<string> {
  return (await callApi('POST', '/api/auth/google/nonce')).data.nonce;
}

interface GoogleSignInProps {
  /** On the sign-up tab, the typed full name becomes the display name. */
  nameForSignup: string | undefined;
  onSuccess(message: string): void;
}

/**
 * 'Continue with Google': shown only when GET /api/auth/providers names a Google client.
 * Google's popup gives an ID token that the server verifies with the single-use nonce we asked
 * it for; each attempt gets a new nonce.
 */
export default function GoogleSignIn({ nameForSignup, onSuccess }: GoogleSignInProps) {
  const [clientId, setClientId] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const slotRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ nameForSignup, onSuccess });
  latest.current = { nameForSignup, onSuccess };
  const signup = nameForSignup !== undefined;

  useEffect(() => {
    let live = true;
    void loadProviders().then((found) => live && setClientId(found.google?.clientId ?? null));
    return () => {
      live = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new `round` follows a spent nonce and draws the button with a fresh one
  useEffect(() => {
    if (!clientId) return;
    let live = true;
    (async () => {
      const [google, nonce] = await Promise.all([loadGoogleScript(), freshNonce()]);
      if (!live || !slotRef.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        nonce,
        ux_mode: 'popup',
        context: signup ? 'signup' : 'signin',
        callback: async ({ credential }) => {
          try {
            if (!credential) throw new Error(googleFailed());
            const name = latest.current.nameForSignup?.trim() || undefined;
            await logInWithGoogle({ credential, nonce, ...(name ? { name } : {}) });
            latest.current.onSuccess(t('auth.googleLoggedIn'));
          } catch (error) {
            toast.error(errorMessage(error, googleFailed()));
            setRound((value) => value + 1); // the nonce is spent: prepare a new one
          }
        },
      });
      slotRef.current.replaceChildren();
      google.accounts.id.renderButton(slotRef.current, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        shape: 'pill',
        text: 'continue_with',
        width: 320,
      });
    })().catch((error: unknown) => live && toast.error(errorMessage(error, googleFailed())));
    return () => {
      live = false;
    };
  }, [clientId, round, signup]);

  if (!clientId) return null;
  return (
    <div className="mt-5">
      <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-muted uppercase before:h-px before:flex-1 before:bg-stone-300 after:h-px after:flex-1 after:bg-stone-300">
        {t('auth.or')}
      </p>
      <div ref={slotRef} className="mt-4 flex min-h-11 justify-center" />
    </div>
  );
}
