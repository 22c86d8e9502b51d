'use client';

import dynamic from 'next/dynamic';
import { useShellState } from './shell-state-provider';

// The dialogs' code loads when one opens; on a return visit neither is needed on first load.
const LocationPickerDialog = dynamic(() =>
  import('@/features/location/location-picker-dialog').then(
    (module) => module.LocationPickerDialog,
  ),
);
const ModuleSelectionDialog = dynamic(() =>
  import('@/features/modules/module-selection-dialog').then(
    (module) => module.ModuleSelectionDialog,
  ),
);

const AuthDialog = dynamic(() =>
  import('@/features/auth/auth-dialog').then((module) => module.AuthDialog),
);

/** Mounts the shell's flow dialogs (location first, then module) once one is asked for. */
export function ShellDialogs() {
  const { dialog } = useShellState();
  return (
    <>
      {dialog?.kind === 'location' ? <LocationPickerDialog /> : null}
      {dialog?.kind === 'module' ? <ModuleSelectionDialog /> : null}
      {dialog?.kind === 'auth' ? <AuthDialog /> : null}
    </>
  );
}
