import { create } from 'zustand';

const KEY = 'maintenanceMode';

function readCached(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

interface MaintenanceState {
  maintenanceMode: boolean;
  /** Mirrors the server's flag in local storage so the first paint needs no round trip. */
  setMaintenanceMode: (on: boolean) => void;
}

export const useMaintenance = create<MaintenanceState>((set) => ({
  maintenanceMode: readCached(),
  setMaintenanceMode: (on) => {
    try {
      globalThis.localStorage?.setItem(KEY, on ? 'true' : 'false');
    } catch {
      // storage may be unavailable (private mode); the in-memory flag still applies
    }
    set({ maintenanceMode: on });
  },
}));
