/**
 * Script messages, quoted from spec 001 §8 "Script messages". The wait-for-service rejection
 * is not worded by the spec; ours is in decision 017.
 */
export const scriptLoadFailedMessage = (tagId: string) => `Loading of script '${tagId}' failed.`;
export const scriptLoadAbortedMessage = (tagId: string) => `Loading of script '${tagId}' was aborted.`;
export const NO_HEAD_ELEMENT_MESSAGE = 'Unable to get <head> element to append script...';
export const featuresDisabledMessage = (tagId: string) => `One or more features required for ${tagId} are disabled.`;
export const windowVarNotWatchedMessage = (name: string) => `The requested Window variable '${name}' is not watched.`;
export const SERVER_RENDER_WINDOW_MESSAGE = 'Cannot access Window during server render.';
export const serviceUnavailableMessage = (attempts: number) => `Service not available after ${attempts} attempts.`;
