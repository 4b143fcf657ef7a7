import { create } from 'zustand';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '@studio/contracts/config';

/** Runtime configuration (phone, domain, social links, flags) filled by the shell at start-up. */
export const useConfig = create<PublicConfig>(() => DEFAULT_PUBLIC_CONFIG);
