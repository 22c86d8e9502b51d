'use client';

import { usePathname, useRouter } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { setBrowserCookie } from '@/lib/browser-cookies';
import { COOKIE, type StoredLocation } from '@/lib/shell-cookies';

/** The steps of the sign-in modal that other features may open it at (spec 01 §4 Modal steps). */
export type AuthDialogStep = 'sign-in' | 'sign-up';

export type ShellDialog =
  | { kind: 'location'; startOnMap: boolean }
  | { kind: 'module' }
  | { kind: 'auth'; step: AuthDialogStep }
  | null;

export type ShellStateValue = {
  zoneIds: number[] | null;
  location: StoredLocation | null;
  moduleId: number | null;
  isSignedIn: boolean;
  defaultCenter: { lat: number; lng: number };
  dialog: ShellDialog;
  openLocationPicker: (options?: { startOnMap?: boolean }) => void;
  openModuleSelection: () => void;
  /** Opens the sign-in modal (login-required actions, the login-or-guest dialog, the header). */
  openAuthDialog: (step?: AuthDialogStep) => void;
  closeDialog: () => void;
  /**
   * The session cookie was just set: signed in from now on, without waiting for the server
   * components' refresh (which takes seconds on a slow phone) to say so.
   */
  markSignedIn: () => void;
  /** Stores the zones and address of a picked point, then asks for a module if none is chosen. */
  saveLocation: (location: StoredLocation, zoneIds: number[]) => void;
  /** Stores the module and goes home (spec 01 §4 Module choice; /interest comes later). */
  chooseModule: (moduleId: number) => void;
};

const ShellStateContext = createContext<ShellStateValue | null>(null);

function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/home';
}

type ShellStateProviderProps = {
  initial: {
    zoneIds: number[] | null;
    location: StoredLocation | null;
    moduleId: number | null;
    isSignedIn: boolean;
  };
  defaultCenter: { lat: number; lng: number };
  children: ReactNode;
};

export function ShellStateProvider({ initial, defaultCenter, children }: ShellStateProviderProps) {
  const router = useRouter();
  const [zoneIds, setZoneIds] = useState(initial.zoneIds);
  const [location, setLocation] = useState(initial.location);
  const [moduleId, setModuleId] = useState(initial.moduleId);
  const pathname = usePathname();
  const [dialog, setDialog] = useState<ShellDialog>(null);
  const hasPrompted = useRef(false);
  // Signed in on this page before the server said so; the server's answer wins once it comes.
  const [isSignedInHere, setIsSignedInHere] = useState(false);
  const isSignedIn = initial.isSignedIn || isSignedInHere;
  useEffect(() => {
    if (!initial.isSignedIn) return;
    setIsSignedInHere(false);
  }, [initial.isSignedIn]);

  // First visit on the home page: the location picker opens by itself (then the module dialog).
  // Content pages (policies, help) stay readable; their header still offers the picker.
  useEffect(() => {
    if (hasPrompted.current || !isHomePath(pathname)) return;
    if (zoneIds && moduleId) return;
    hasPrompted.current = true;
    setDialog(zoneIds ? { kind: 'module' } : { kind: 'location', startOnMap: false });
  }, [pathname, zoneIds, moduleId]);

  const saveLocation = useCallback(
    (next: StoredLocation, nextZoneIds: number[]) => {
      setBrowserCookie(COOKIE.zoneIds, JSON.stringify(nextZoneIds));
      setBrowserCookie(COOKIE.location, JSON.stringify(next));
      setZoneIds(nextZoneIds);
      setLocation(next);
      setDialog(moduleId ? null : { kind: 'module' });
      router.refresh();
    },
    [moduleId, router],
  );

  const chooseModule = useCallback(
    (nextModuleId: number) => {
      setBrowserCookie(COOKIE.moduleId, String(nextModuleId));
      setModuleId(nextModuleId);
      setDialog(null);
      router.push('/home');
      router.refresh();
    },
    [router],
  );

  const value = useMemo<ShellStateValue>(
    () => ({
      zoneIds,
      location,
      moduleId,
      isSignedIn,
      defaultCenter,
      dialog,
      openLocationPicker: (options) =>
        setDialog({ kind: 'location', startOnMap: options?.startOnMap ?? false }),
      openModuleSelection: () => setDialog({ kind: 'module' }),
      openAuthDialog: (step = 'sign-in') => setDialog({ kind: 'auth', step }),
      closeDialog: () => setDialog(null),
      markSignedIn: () => setIsSignedInHere(true),
      saveLocation,
      chooseModule,
    }),
    [zoneIds, location, moduleId, isSignedIn, defaultCenter, dialog, saveLocation, chooseModule],
  );

  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellStateValue {
  const value = useContext(ShellStateContext);
  if (!value) throw new Error('useShellState must be used inside <ShellStateProvider>');
  return value;
}
