/**
 * Minimal VAST 3.0 documents (IAB Video Ad Serving Template): an empty answer (no ad) and an
 * inline ad with one linear creative and one progressive mp4 media file. Only what the player
 * reads is written: the ad id, its title, the duration and the media file.
 */
export interface PrerollAd {
  id: string;
  title: string;
  seconds: number;
  width: number;
  height: number;
  mediaUrl: string;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const part = (n: number) => String(n).padStart(2, '0');
  return `${part(Math.floor(whole / 3600))}:${part(Math.floor((whole % 3600) / 60))}:${part(whole % 60)}`;
}

export function emptyVast(): string {
  return '<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="3.0"></VAST>\n';
}

export function prerollVast(ad: PrerollAd): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<VAST version="3.0">',
    `  <Ad id="${escapeXml(ad.id)}">`,
    '    <InLine>',
    '      <AdSystem>neutron-upstream</AdSystem>',
    `      <AdTitle>${escapeXml(ad.title)}</AdTitle>`,
    '      <Creatives>',
    '        <Creative>',
    '          <Linear>',
    `            <Duration>${clock(ad.seconds)}</Duration>`,
    '            <MediaFiles>',
    `              <MediaFile delivery="progressive" type="video/mp4" width="${ad.width}" height="${ad.height}">${escapeXml(ad.mediaUrl)}</MediaFile>`,
    '            </MediaFiles>',
    '          </Linear>',
    '        </Creative>',
    '      </Creatives>',
    '    </InLine>',
    '  </Ad>',
    '</VAST>',
    '',
  ].join('\n');
}
