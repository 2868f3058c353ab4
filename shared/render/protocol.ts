/** The RSC navigation protocol between the client router and the server. */

/** A client navigation asks for the page's flight payload with this header set to '1'... */
export const RSC_HEADER = 'RSC';
/** ...or with this query parameter. */
export const RSC_QUERY = '_rsc';
/** Set to 'preserve' on a payload whose route opts out of scrolling to the top. */
export const SCROLL_HEADER = 'x-neutron-scroll';
