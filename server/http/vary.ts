import { SEAMLESS_HEADER } from '../../shared/seamless/constants';

/**
 * A page differs by RSC request, seamless marker (decision 022), encoding, cookies (session, A/B;
 * decision 052) and Global Privacy Control: a health article kept by the browser for a day must
 * not be shown from its cache once the reader turns GPC on (health privacy mode, decisions 071 and 112).
 */
export const PAGE_VARY = `RSC, ${SEAMLESS_HEADER}, Accept-Encoding, Cookie, Sec-GPC`;
