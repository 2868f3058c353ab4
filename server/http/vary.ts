import { SEAMLESS_HEADER } from '../../shared/seamless/constants';

/** A page differs by RSC request, seamless marker (decision 022), encoding and cookies (session, A/B; decision 052). */
export const PAGE_VARY = `RSC, ${SEAMLESS_HEADER}, Accept-Encoding, Cookie`;
