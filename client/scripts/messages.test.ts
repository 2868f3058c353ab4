import { describe, expect, it } from 'vitest';
import {
  featuresDisabledMessage,
  NO_HEAD_ELEMENT_MESSAGE,
  SERVER_RENDER_WINDOW_MESSAGE,
  scriptLoadAbortedMessage,
  scriptLoadFailedMessage,
  windowVarNotWatchedMessage,
} from './messages';

describe('script messages (001 §8)', () => {
  const rows: Array<[message: string, text: string]> = [
    [scriptLoadFailedMessage('adScript'), "Loading of script 'adScript' failed."],
    [scriptLoadAbortedMessage('adScript'), "Loading of script 'adScript' was aborted."],
    [NO_HEAD_ELEMENT_MESSAGE, 'Unable to get <head> element to append script...'],
    [featuresDisabledMessage('adScript'), 'One or more features required for adScript are disabled.'],
    [windowVarNotWatchedMessage('googletag'), "The requested Window variable 'googletag' is not watched."],
    [SERVER_RENDER_WINDOW_MESSAGE, 'Cannot access Window during server render.'],
  ];
  it.each(rows)('%s', (message, text) => {
    expect(message).toBe(text);
  });
});
