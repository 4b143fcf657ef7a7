import { api } from '@studio/platform';
import type { InstagramInterestResponse } from '@studio/contracts/dashboard';
import { unwrap } from '../../../shared/http';

/** Puts the admin on the list of people to tell when the Instagram tab is ready. */
export const registerInstagramInterest = () => unwrap(api.post<InstagramInterestResponse>('/dashboard/instagram-interest'));
