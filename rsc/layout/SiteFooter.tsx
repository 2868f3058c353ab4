import type { NavItem } from '../../shared/models/component';
import { PrivacySettingsButton } from '../../client/consent/PrivacySettingsButton';
import type { SegmentRenderer } from '../../shared/render/contract';
import { BRAND_NAMES } from '../../shared/render/head';
import type { Brand } from '../../shared/routes/types';
import { NavLinks } from './NavLinks';

export function SiteFooter({
  brand,
  items,
  segments,
  nav,
}: {
  brand: Brand;
  items: readonly NavItem[];
  segments: SegmentRenderer;
  nav: object;
}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <NavLinks items={items} label="Footer" segments={segments} owner={nav} />
        <p>{`© ${new Date().getUTCFullYear()} ${BRAND_NAMES[brand]}. All rights reserved.`}</p>
        <PrivacySettingsButton />
      </div>
    </footer>
  );
}
